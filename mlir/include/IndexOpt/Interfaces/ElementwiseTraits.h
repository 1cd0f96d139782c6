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

} // namespace indexopt::OpTrait

#endif // INDEXOPT_INTERFACES_ELEMENTWISETRAITS_H
