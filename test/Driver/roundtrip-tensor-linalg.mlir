// Tensor and linalg IR (the kind index-opt analyses) round-trips unchanged.
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: index-opt %s --mlir-print-op-generic | index-opt | FileCheck %s

// CHECK-LABEL: func.func @mlp_layer
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<8x16xf32>
// CHECK:         %[[BCAST:.*]] = linalg.broadcast ins(%{{.*}} : tensor<16xf32>) outs(%[[EMPTY]] : tensor<8x16xf32>) dimensions = [0]
// CHECK:         %[[MM:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x32xf32>, tensor<32x16xf32>) outs(%[[BCAST]] : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[FILL:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK:         linalg.max ins(%[[MM]], %[[FILL]] : tensor<8x16xf32>, tensor<8x16xf32>) outs(%[[EMPTY]] : tensor<8x16xf32>) -> tensor<8x16xf32>
func.func @mlp_layer(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %empty = tensor.empty() : tensor<8x16xf32>
  %bcast = linalg.broadcast ins(%b : tensor<16xf32>) outs(%empty : tensor<8x16xf32>) dimensions = [0]
  %mm = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%bcast : tensor<8x16xf32>) -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %relu = linalg.max ins(%mm, %fill : tensor<8x16xf32>, tensor<8x16xf32>) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %relu : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @generic_transpose
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]}
// CHECK:         linalg.yield
func.func @generic_transpose(%in: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %init = tensor.empty() : tensor<8x4xf32>
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%in : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) {
    ^bb0(%a: f32, %out: f32):
      linalg.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @reshapes_and_slices
// CHECK:         tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK:         tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
// CHECK:         tensor.extract_slice %{{.*}}[0, 1, 0] [3, 1, 2] [2, 1, 1] : tensor<6x2x2xf32> to tensor<3x2xf32>
// CHECK:         tensor.insert_slice
// CHECK:         tensor.pad
func.func @reshapes_and_slices(%t: tensor<2x3x4xf32>, %dst: tensor<5x5xf32>, %pv: f32) -> (tensor<3x2xf32>, tensor<5x5xf32>, tensor<5x4xf32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %s = tensor.extract_slice %e[0, 1, 0] [3, 1, 2] [2, 1, 1] : tensor<6x2x2xf32> to tensor<3x2xf32>
  %i = tensor.insert_slice %s into %dst[1, 1] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<5x5xf32>
  %p = tensor.pad %s low[1, 1] high[1, 1] {
    ^bb0(%a: index, %b: index):
      tensor.yield %pv : f32
  } : tensor<3x2xf32> to tensor<5x4xf32>
  return %s, %i, %p : tensor<3x2xf32>, tensor<5x5xf32>, tensor<5x4xf32>
}
