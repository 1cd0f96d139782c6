//===- ElementwiseTraits.h - elementwise ops with scalars -------*- C++ -*-===//
//
// The C++ side of `ElementwiseTraits.td`.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_INTERFACES_ELEMENTWISETRAITS_H
#define INDEXOPT_INTERFACES_ELEMENTWISETRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace indexopt::OpTrait {

/// Result element `i` reads element `i` of every operand shaped like the
/// result and the single element of every rank-0 operand (StableHLO's
/// `select` and `clamp`). Unlike `mlir::OpTrait::Elementwise` it has no
/// verifier.
template <typename ConcreteType>
class ElementwiseWithScalarOperands
    : public mlir::OpTrait::TraitBase<ConcreteType,
                                      ElementwiseWithScalarOperands> {};

/// Verifies that every operand and result of `op` has the same element
/// type, quantized element types compared by their baseline: the same
/// storage and expressed types (StableHLO's `baseline_element_type` drops
/// scales and zero points). Values without an element type (tokens,
/// tuples) are not compared.
mlir::LogicalResult verifySameBaselineElementType(mlir::Operation *op);

/// Whether `a` and `b` (element types, or shaped types compared by their
/// element types) have the same baseline element type: equal types, or
/// quantized types with the same storage and expressed types.
bool sameBaselineElementType(mlir::Type a, mlir::Type b);

/// StableHLO's "same baseline type" elementwise constraint, as a trait.
template <typename ConcreteType>
class SameBaselineElementType
    : public mlir::OpTrait::TraitBase<ConcreteType, SameBaselineElementType> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifySameBaselineElementType(op);
  }
};

} // namespace indexopt::OpTrait

#endif // INDEXOPT_INTERFACES_ELEMENTWISETRAITS_H
