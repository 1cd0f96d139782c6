// One case per structural verifier of the StableHLO dialect, and one per
// gather constraint C1-C22 of the specification (https://openxla.org/stablehlo/spec#gather), scatter's main
// ones, each a located error at the op.
// RUN: index-opt --split-input-file --verify-diagnostics %s
// Without --verify-diagnostics the same file fails with status 1, each
// error located, and nothing crashes.
// RUN: %expect-exit 1 index-opt --split-input-file %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXIT
// EXIT: verifiers.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'stablehlo.broadcast_in_dim' op (C2) broadcast_dimensions has 2 elements

// -----

// broadcast_in_dim: dims count
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{broadcast_dimensions has 2 elements, expected 1 (the operand rank)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<4xf32>) -> tensor<4x5xf32>
  return
}

// -----

// broadcast_in_dim: dim out of range
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{broadcast_dimensions value 2 is out of range [0, 2)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [2] : (tensor<4xf32>) -> tensor<4x5xf32>
  return
}

// -----

// broadcast_in_dim: size mismatch
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{operand dimension 0 of size 4 cannot broadcast to result dimension 1 of size 5}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4xf32>) -> tensor<4x5xf32>
  return
}

// -----

// transpose: not a permutation
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{permutation has the duplicate value 0}}
  %0 = stablehlo.transpose %m, dims = [0, 0] : (tensor<4x5xf32>) -> tensor<4x4xf32>
  return
}

// -----

// transpose: wrong result shape
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{result dimension 0 has size 4, expected operand dimension 1 of size 5}}
  %0 = stablehlo.transpose %m, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

// reverse: dim out of range
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{dimensions value 2 is out of range [0, 2)}}
  %0 = stablehlo.reverse %m, dims = [2] : tensor<4x5xf32>
  return
}

// -----

// slice: limit beyond size
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{dimension 1: need 0 <= start (0) <= limit (6) <= size (5)}}
  %0 = stablehlo.slice %m [0:4, 0:6] : (tensor<4x5xf32>) -> tensor<4x6xf32>
  return
}

// -----

// slice: wrong result size
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{result dimension 0 has size 4, expected 2}}
  %0 = stablehlo.slice %m [0:4:2, 0:5] : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

// slice: zero stride
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{dimension 0: stride 0 must be positive}}
  %0 = stablehlo.slice %m [0:4:0, 0:5] : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

// dynamic_slice: size too big
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{slice size 5 of dimension 0 must be in [0, 4]}}
  %0 = stablehlo.dynamic_slice %m, %i, %i, sizes = [5, 1] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
  return
}

// -----

// dynamic_slice: start count
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{has 1 start indices, expected 2}}
  %0 = stablehlo.dynamic_slice %m, %i, sizes = [1, 1] : (tensor<4x5xf32>, tensor<i32>) -> tensor<1x1xf32>
  return
}

// -----

// dynamic_update_slice: update too big
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{update dimension 0 of size 5 exceeds the operand's 4}}
  %0 = stablehlo.dynamic_update_slice %m, %big, %i, %i : (tensor<4x5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
  return
}

// -----

// pad: wrong result
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{result dimension 0 has size 4, expected 5}}
  %0 = stablehlo.pad %m, %s, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
  return
}

// -----

// pad: negative interior
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{interior padding -1 of dimension 0 is negative}}
  %0 = stablehlo.pad %m, %s, low = [0, 0], high = [0, 0], interior = [-1, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
  return
}

// -----

// concatenate: dimension out of range
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.concatenate %m, %m, dim = 2 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x10xf32>
  return
}

// -----

// concatenate: wrong result
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{(C6) result type 'tensor<4x11xf32>', expected shape [4, 10]}}
  %0 = stablehlo.concatenate %m, %m, dim = 1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x11xf32>
  return
}

// -----

// iota: dimension out of range
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{iota_dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.iota dim = 2 : tensor<4x5xf32>
  return
}

// -----

// reshape: element count
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{operand has 20 elements, result 21}}
  %0 = stablehlo.reshape %m : (tensor<4x5xf32>) -> tensor<21xf32>
  return
}

// -----

// dot_general: contracting sizes
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{lhs dimension 1 (size 5) and rhs dimension 0 (size 4) must have the same size}}
  %0 = stablehlo.dot_general %m, %m, contracting_dims = [1] x [0] : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

// dot_general: dimension out of range
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions value 2 is out of range [0, 2)}}
  %0 = stablehlo.dot_general %m, %m, contracting_dims = [2] x [1] : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x4xf32>
  return
}

// -----

// dot_general: result rank
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{result rank 1, expected 2}}
  %0 = stablehlo.dot_general %m, %m, contracting_dims = [1] x [1] : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4xf32>
  return
}

// -----

// convolution: window length
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{window_strides has 1 elements, expected 2}}
  %0 = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

// convolution: features
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{input feature dimension (3) must be the kernel input feature dimension (3) times feature_group_count (3)}}
  %0 = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

// reduce: dimension out of range
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{dimensions value 2 is out of range [0, 2)}}
  %0 = stablehlo.reduce(%m init: %s) applies stablehlo.add across dimensions = [2] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

// reduce: result rank
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{(C7) result #0 has type 'tensor<f32>', expected shape [4]}}
  %0 = stablehlo.reduce(%m init: %s) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

// reduce_window: window rank
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{window_dimensions has 1 elements, expected 2 (the input rank)}}
  %0 = "stablehlo.reduce_window"(%m, %s) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

// reduce_window: region signature
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{body region has 1 arguments, expected 2}}
  %0 = "stablehlo.reduce_window"(%m, %s) <{window_dimensions = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

// sort: dimension
func.func @f(%a: tensor<4xf32>, %m: tensor<4x5xf32>, %big: tensor<5x5xf32>, %i: tensor<i32>, %s: tensor<f32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %op: tensor<3x4x5xf32>) {
  // expected-error @+1 {{dimension 2 is out of range [-2, 2)}}
  %0 = "stablehlo.sort"(%m) <{dimension = 2 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

// gather C1
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C1) operand rank 3 must equal}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C2
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C2) index_vector_dim 4 must be in [0, 3]}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 4>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C3
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C3) start_index_map has 1 elements, expected 2}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C4
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C4, C5) offset_dims has the duplicate value 2}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 2], collapsed_slice_dims = [0], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C5
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C4, C5) offset_dims value 3 is out of range [0, 3)}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C6
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{has the duplicate value 0}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 0], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C7
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C7) collapsed_slice_dims must be sorted}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2, 0], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C8
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{value 3 is out of range [0, 3)}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 3], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C9
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C9, C12) slice_sizes[0] must be <= 1}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 2, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C10
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<5x3x1xi32>) {
  // expected-error @+1 {{(C10) operand_batching_dims must be sorted}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [2, 0], start_indices_batching_dims = [0, 1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x4x5xf32>, tensor<5x3x1xi32>) -> tensor<5x3xf32>
  return
}

// -----

// gather C13
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<3x2x1xi32>) {
  // expected-error @+1 {{(C13, C14) start_indices_batching_dims value 5 is out of range [0, 3)}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [5], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

// gather C15
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<3x2x1xi32>) {
  // expected-error @+1 {{(C15) index_vector_dim must not be a start_indices_batching_dim}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

// gather C16
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<3x2x1xi32>) {
  // expected-error @+1 {{(C16) operand_batching_dims and start_indices_batching_dims differ in size}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

// gather C17
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x2x1xi32>) {
  // expected-error @+1 {{(C17) operand dimension 0 and start_indices dimension 0 must have the same size}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x2x1xi32>) -> tensor<2x2x4xf32>
  return
}

// -----

// gather C18
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C18, C19) start_index_map and operand_batching_dims has the duplicate value 0}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C19
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C18, C19) start_index_map and operand_batching_dims value 3 is out of range [0, 3)}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 3], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C20
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C20) slice_sizes has 2 elements, expected the operand rank 3}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  return
}

// -----

// gather C21
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C21) slice_sizes[2] = 6 must be in [0, 5]}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 6>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x4x6xf32>
  return
}

// -----

// gather C22
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>) {
  // expected-error @+1 {{(C22) result dimension 2 has size 5, expected 4}}
  %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x5xf32>
  return
}

// -----

// scatter C2
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>, %upd: tensor<2x3x4xf32>) {
  // expected-error @+1 {{(C2) input rank 3 must equal}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

// scatter C4
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>, %upd: tensor<2x4xf32>) {
  // expected-error @+1 {{(C7, C8) update_window_dims value 2 is out of range [0, 2)}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x4xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

// scatter C10
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>, %upd: tensor<2x3x4xf32>) {
  // expected-error @+1 {{(C10) inserted_window_dims must be sorted}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [2, 0], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

// scatter C19
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>, %upd: tensor<2x3x4xf32>) {
  // expected-error @+1 {{(C19) scatter_dims_to_operand_dims has 1 elements, expected 2}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

// scatter C20
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>, %upd: tensor<2x3x4xf32>) {
  // expected-error @+1 {{has the duplicate value 0}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 0], index_vector_dim = 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

// scatter C22
func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<2x3x2xi32>, %upd: tensor<2x3x4xf32>) {
  // expected-error @+1 {{(C22) index_vector_dim 5 must be in [0, 3]}}
  %0 = "stablehlo.scatter"(%op, %idx, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 5>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

// elementwise: shapes must agree
func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error @+1 {{'stablehlo.add' op requires the same shape for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return
}

// -----

// elementwise unary: shapes must agree
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.convert' op requires the same shape for all operands and results}}
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<5xi32>
  return
}

// -----

// A result of smaller rank than the operand: a located error, not an
// assertion in getDimSize (these four aborted with exit 134 before).
func.func @f(%a: tensor<1x2xi32>) {
  // expected-error @+1 {{'stablehlo.transpose' op (C3) result rank 1, expected 2}}
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<1x2xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2xi32>) {
  // expected-error @+1 {{'stablehlo.concatenate' op (C6) result rank 1, expected 2}}
  %0 = "stablehlo.concatenate"(%a) {dimension = 1 : i64} : (tensor<1x2xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2xi32>, %v: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.pad' op (C4) result rank 1, expected 2}}
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x2xi32>, tensor<i32>) -> tensor<1xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2xi32>) {
  // expected-error @+1 {{'stablehlo.slice' op (C5) result rank 1, expected 2}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<1x2xi32>) -> tensor<1xi32>
  return
}

// -----

// convolution (C10): the batch must split into batch_group_count groups
// (batch_group_count = 1000 on a batch of 2 made the analysis divide by
// zero and abort before the check existed).
func.func @f(%lhs: tensor<2x8x8x8xf32>, %rhs: tensor<3x3x8x8xf32>) {
  // expected-error @+1 {{(C10) input batch dimension (2) must be a multiple of batch_group_count (1000)}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1000 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
  return
}

// -----

// convolution (C15): the kernel output features split into
// feature_group_count groups.
func.func @f(%lhs: tensor<2x8x8x8xf32>, %rhs: tensor<3x3x2x6xf32>) {
  // expected-error @+1 {{(C15, C16) kernel output feature dimension (6) must be a multiple of batch_group_count (1) and feature_group_count (4)}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x8x8x8xf32>, tensor<3x3x2x6xf32>) -> tensor<2x8x8x6xf32>
  return
}

// -----

// reverse: type(result) = type(operand)
func.func @f(%a: tensor<4x5xf32>) {
  // expected-error @+1 {{result type 'tensor<5x4xf32>' must be the operand's type 'tensor<4x5xf32>'}}
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<4x5xf32>) -> tensor<5x4xf32>
  return
}

// -----

// dynamic_slice: shape(result) = slice_sizes
func.func @f(%a: tensor<4x5xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{result shape must be slice_sizes, not 'tensor<2x3xf32>'}}
  %0 = "stablehlo.dynamic_slice"(%a, %i, %i) {slice_sizes = array<i64: 2, 2>} : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return
}

// -----

// dynamic_update_slice: type(result) = type(operand)
func.func @f(%a: tensor<4x5xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{result type 'tensor<2x2xf32>' must be the operand's type 'tensor<4x5xf32>'}}
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %i) : (tensor<4x5xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

// select: type(on_true) = type(on_false) = type(result)
func.func @f(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error @+1 {{on_false type 'tensor<5xf32>' must be on_true's type 'tensor<4xf32>'}}
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return
}

// -----

// select: pred is a scalar or of on_true's shape
func.func @f(%p: tensor<3xi1>, %a: tensor<4xf32>) {
  // expected-error @+1 {{pred must be a scalar or have on_true's shape, not 'tensor<3xi1>'}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// compare: the result has the operands' shape (the Elementwise trait)
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xi1>
  return
}

// -----

// compare: i1 elements
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{result element type must be i1, not 'f32'}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// reduce_window: the result has the windows per dimension (8 - 2)/2 + 1 = 4
func.func @f(%a: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{result 0 has type 'tensor<3xf32>', expected shape [4] (the windows per dimension)}}
  %0 = "stablehlo.reduce_window"(%a, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<8xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

// compare: type(lhs) = type(rhs)
func.func @f(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{rhs type 'tensor<4xi32>' must be lhs's type 'tensor<4xf32>'}}
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  return
}

// -----

// A reducer argument that is neither 0-d nor of its init value's type.
func.func @reduce_body_argument(%a: tensor<4x8xf32>, %z: tensor<f32>) -> tensor<8xf32> {
  // expected-error @+1 {{body region argument #0 must be a 0-d tensor or have its init value's type, got 'tensor<1xf32>'}}
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%x: tensor<1xf32>, %y: tensor<1xf32>):
    %s = stablehlo.add %x, %y : tensor<1xf32>
    "stablehlo.return"(%s) : (tensor<1xf32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Window arithmetic that would overflow 64 bits is an error, not a wrap.
func.func @reduce_window_overflow(%a: tensor<4611686018427387904xf32>, %z: tensor<f32>) -> tensor<1xf32> {
  // expected-error @+1 {{the window arithmetic of dimension 0 overflows 64 bits}}
  %r = "stablehlo.reduce_window"(%a, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1>, base_dilations = array<i64: 4>} : (tensor<4611686018427387904xf32>, tensor<f32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

// A reduce whose body block is empty (MLIR checks terminators after the
// op's verifier, which must not read a missing one: this crashed).
func.func @reduce_empty_body(%a: tensor<4x8xf32>, %z: tensor<f32>) -> tensor<8xf32> {
  // expected-error @+1 {{empty block: expect at least a terminator}}
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
  }) {dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Same-type elementwise ops (C1): operands and result share the element type.
func.func @add_element_types(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type), but operand #1 is 'tensor<4xi32>' where the first is 'tensor<4xf32>'}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negate_result_type(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{but result #0 is 'tensor<4xf16>' where the first is 'tensor<4xf32>'}}
  %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @exponential_result_type(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{but result #0 is 'tensor<4xf64>'}}
  %0 = "stablehlo.exponential"(%a) : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// dot_general (C12): the result's shape is batch, lhs free, rhs free.
func.func @dot_general_result_shape(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x5x3xf32> {
  // expected-error @+1 {{result type 'tensor<2x5x3xf32>', expected shape [2, 3, 5] (batch, lhs free, rhs free dimensions)}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}
