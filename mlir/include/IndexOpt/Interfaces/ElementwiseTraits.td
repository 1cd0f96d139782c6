//===- ElementwiseTraits.td - elementwise ops with scalars -*- tablegen -*-===//
//
// The elementwise ops of our StableHLO and CHLO dialects carry MLIR's own
// `Elementwise` trait (`mlir/IR/OpBase.td`), whose verifier requires every
// non-scalar operand and result to have the same shape. StableHLO's `select`
// and `clamp` are elementwise too but may mix a rank-0 tensor with tensors
// of the result's shape (https://openxla.org/stablehlo/spec#select,
// https://openxla.org/stablehlo/spec#clamp), which that verifier rejects;
// they carry the trait below instead. `indexOptOperationIsElementwise`
// (`IndexOpt/CAPI.h`) answers true for either trait.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_INTERFACES_ELEMENTWISETRAITS_TD
#define INDEXOPT_INTERFACES_ELEMENTWISETRAITS_TD

include "mlir/IR/OpBase.td"

// Result element `i` reads element `i` of every operand shaped like the
// result and the single element of every rank-0 operand. Verifies nothing
// (the op's own constraints check the shapes).
def IndexOpt_ElementwiseWithScalarOperands
    : NativeOpTrait<"ElementwiseWithScalarOperands"> {
  let cppNamespace = "::indexopt::OpTrait";
}

// Every operand and result has the same element type, quantized types
// compared by their baseline (storage and expressed type, not scales or zero
// points): constraint C1 of StableHLO's same-type elementwise ops.
def IndexOpt_SameBaselineElementType
    : NativeOpTrait<"SameBaselineElementType"> {
  let cppNamespace = "::indexopt::OpTrait";
}

#endif // INDEXOPT_INTERFACES_ELEMENTWISETRAITS_TD
