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

namespace indexopt::OpTrait {

/// Rejects a CHLO op's operand or result that is not a tensor of a
/// StableHLO element type, and a unary op's tensor of an element kind the
/// op does not take (floating-point or complex for `acos` ... `tan`,
/// floating-point for `digamma`, `erf`, `erf_inv`, `erfc`, `lgamma`,
/// `next_after`, `polygamma`, `zeta`), as StableHLO's CHLO ODS types state
/// them (`ChloVerifiers.cpp`).
mlir::LogicalResult verifyChloTypeRules(mlir::Operation *op);

template <typename ConcreteType>
class ChloTypeRules
    : public mlir::OpTrait::TraitBase<ConcreteType, ChloTypeRules> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyChloTypeRules(op);
  }
};

} // namespace indexopt::OpTrait

#include "IndexOpt/Dialect/Chlo/ChloEnums.h.inc"

#include "IndexOpt/Dialect/Chlo/ChloDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Chlo/ChloAttrs.h.inc"

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/Chlo/ChloOps.h.inc"

#endif // INDEXOPT_DIALECT_CHLO_CHLODIALECT_H
