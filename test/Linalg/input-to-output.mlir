// Input-to-output maps of linalg ops: an operand element fixes the loops its
// map names; the output's other loops become range variables. Operand maps
// that are not projected permutations (convolution windows) are unknown.
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text %s | FileCheck %s

// CHECK-LABEL: function @io
// CHECK:       op 0 linalg.matmul
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 31],
// CHECK-NEXT:      s0 in [0, 15]
// CHECK:       op 4 linalg.conv_2d_nhwc_hwcf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, d1 - s1, d2 - s2, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 4],
// CHECK-NEXT:      d2 in [0, 4],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 1],
// CHECK-NEXT:      s2 in [0, 1],
// CHECK-NEXT:      d1 - s1 in [0, 3],
// CHECK-NEXT:      d2 - s2 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, s0, s1, d3),
func.func @io(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %acc: tensor<8x16xf32>, %img: tensor<1x5x5x2xf32>, %f: tensor<2x2x2x3xf32>, %o: tensor<1x4x4x3xf32>) -> (tensor<8x16xf32>, tensor<1x4x4x3xf32>) {
  %0 = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %f : tensor<1x5x5x2xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<1x4x4x3xf32>
}
