//===- StablehloDialect.h - the StableHLO-compatible dialect ----*- C++ -*-===//

#ifndef INDEXOPT_DIALECT_STABLEHLO_STABLEHLODIALECT_H
#define INDEXOPT_DIALECT_STABLEHLO_STABLEHLODIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "IndexOpt/Dialect/StableHLO/StablehloTraits.h"
#include "IndexOpt/Interfaces/ElementwiseTraits.h"

#include "IndexOpt/Dialect/StableHLO/StablehloEnums.h.inc"

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/StableHLO/StablehloAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "IndexOpt/Dialect/StableHLO/StablehloTypes.h.inc"

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/StableHLO/StablehloOps.h.inc"

#endif // INDEXOPT_DIALECT_STABLEHLO_STABLEHLODIALECT_H
