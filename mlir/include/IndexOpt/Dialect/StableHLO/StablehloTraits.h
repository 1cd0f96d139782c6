//===- StablehloTraits.h - traits of the StableHLO ops ----------*- C++ -*-===//
//
// The C++ side of `StableHLO_QuantizedTypeRules` (`StablehloOps.td`), a
// trait of every StableHLO op: which quantized tensors the op accepts, as
// StableHLO's ODS types state it (per-tensor only, or none, and only valid
// quantized element types), `StableHLO_ElementKindRules`, also on every op
// (the element kinds its tensors may have); and of the elementwise ops,
// `StableHLO_CompatibleBounds`: sizes within the bounds of the other values.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_STABLEHLO_STABLEHLOTRAITS_H
#define INDEXOPT_DIALECT_STABLEHLO_STABLEHLOTRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace indexopt::OpTrait {

/// Rejects the quantized operands and results `op` does not accept: a
/// per-axis quantized tensor where the op takes tensors or per-tensor
/// quantized tensors only, any quantized tensor where it takes none
/// (`StablehloQuantizationVerifiers.cpp`); on every op, a quantized element
/// type StableHLO does not take (storage width, zero points out of the
/// storage range, an invalid quantization dimension).
mlir::LogicalResult verifyQuantizedTypeRules(mlir::Operation *op);

template <typename ConcreteType>
class QuantizedTypeRules
    : public mlir::OpTrait::TraitBase<ConcreteType, QuantizedTypeRules> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyQuantizedTypeRules(op);
  }
};

/// Rejects a tensor whose element kind (boolean, integer, floating-point,
/// complex, quantized) `op` does not take, by one table of the ops whose
/// specification restricts it (`StablehloElementKindVerifiers.cpp`).
mlir::LogicalResult verifyElementKindRules(mlir::Operation *op);

template <typename ConcreteType>
class ElementKindRules
    : public mlir::OpTrait::TraitBase<ConcreteType, ElementKindRules> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyElementKindRules(op);
  }
};

/// Rejects an elementwise op where a static size of one operand or result
/// exceeds the bound (`#stablehlo.bounds`) another operand or result of the
/// same rank gives that dimension (`StablehloBoundsVerifiers.cpp`).
mlir::LogicalResult verifyCompatibleBounds(mlir::Operation *op);

template <typename ConcreteType>
class CompatibleBounds
    : public mlir::OpTrait::TraitBase<ConcreteType, CompatibleBounds> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyCompatibleBounds(op);
  }
};

} // namespace indexopt::OpTrait

#endif // INDEXOPT_DIALECT_STABLEHLO_STABLEHLOTRAITS_H
