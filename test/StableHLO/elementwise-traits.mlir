// The elementwise ops of our StableHLO and CHLO dialects carry MLIR's
// `Elementwise` trait, whose verifier wants every non-scalar operand and
// result of one shape; `select` and `clamp`, whose predicate or bounds may
// be rank-0 tensors, carry index-opt's `ElementwiseWithScalarOperands`
// instead (mlir/include/IndexOpt/Interfaces/ElementwiseTraits.td).
// RUN: index-opt --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @rank_zero_operands
// CHECK: stablehlo.select
// CHECK: stablehlo.clamp
func.func @rank_zero_operands(%p: tensor<i1>, %x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.select %p, %x, %x : tensor<i1>, tensor<4xf32>
  %1 = stablehlo.clamp %s, %0, %s : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @chlo_unary_shape_mismatch(%x: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'chlo.erf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @chlo_binary_shape_mismatch(%x: tensor<4xf32>, %y: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'chlo.next_after' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.next_after %x, %y : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
