// The MLP layer of examples/mlp_linalg.mlir (linalg.broadcast + linalg.matmul + linalg.max
// against a zero fill) composes to its exact maps; tensor reshapes, slices,
// casts and concat; scalar code in linalg bodies is not indexed itself.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s

// CHECK-LABEL: function @mlp_layer
// Scalar ops of the bodies are not indexed (the linalg op's maps are):
// CHECK:       op 4 arith.mulf
// CHECK-NEXT:  op 5 arith.addf
// CHECK-NEXT:  op 6 linalg.yield
// CHECK:       op 8 linalg.fill
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 15],
// CHECK-NEXT:      s0 in [0, 31]
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK:         result 0, argument 2:
// CHECK-NEXT:      (d0, d1) -> (d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 15]
func.func @mlp_layer(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %empty = tensor.empty() : tensor<8x16xf32>
  %bcast = linalg.broadcast ins(%b : tensor<16xf32>) outs(%empty : tensor<8x16xf32>) dimensions = [0]
  %mm = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%bcast : tensor<8x16xf32>) -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %relu = linalg.max ins(%mm, %fill : tensor<8x16xf32>, tensor<8x16xf32>) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %relu : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: function @tensor_ops
// CHECK:       op 0 tensor.collapse_shape
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0 floordiv 3, d0 mod 3, d1),
// CHECK:       op 1 tensor.expand_shape
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, d1 * 2 + d2),
// CHECK:       op 2 tensor.extract_slice
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0 * 2, 1, d1),
// CHECK:       op 3 tensor.cast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:       op 4 tensor.concat
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0 - 3, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 5],
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> ((d0 * 2) floordiv 3, (d0 * 2) mod 3, d1 + 2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 1]
func.func @tensor_ops(%t: tensor<2x3x4xf32>) -> tensor<3x2xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %s = tensor.extract_slice %e[0, 1, 0] [3, 1, 2] [2, 1, 1] : tensor<6x2x2xf32> to tensor<3x2xf32>
  %k = tensor.cast %s : tensor<3x2xf32> to tensor<3x2xf32>
  %j = tensor.concat dim(0) %k, %k : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  return %k : tensor<3x2xf32>
}
