//===- SdyDialect.h - the Shardy-compatible dialect -------------*- C++ -*-===//

#ifndef INDEXOPT_DIALECT_SDY_SDYDIALECT_H
#define INDEXOPT_DIALECT_SDY_SDYDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "IndexOpt/Dialect/Sdy/SdyDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Sdy/SdyAttrs.h.inc"

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/Sdy/SdyOps.h.inc"

#endif // INDEXOPT_DIALECT_SDY_SDYDIALECT_H
