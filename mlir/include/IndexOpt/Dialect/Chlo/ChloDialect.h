//===- ChloDialect.h - the CHLO-compatible dialect --------------*- C++ -*-===//

#ifndef INDEXOPT_DIALECT_CHLO_CHLODIALECT_H
#define INDEXOPT_DIALECT_CHLO_CHLODIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "IndexOpt/Interfaces/ElementwiseTraits.h"

#include "IndexOpt/Dialect/Chlo/ChloEnums.h.inc"

#include "IndexOpt/Dialect/Chlo/ChloDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Chlo/ChloAttrs.h.inc"

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/Chlo/ChloOps.h.inc"

#endif // INDEXOPT_DIALECT_CHLO_CHLODIALECT_H
