// stablehlo.convolution (input to output: the output-to-input relation
// inverted). Spec: output spatial position o reads the padded, lhs-dilated input
// at o * stride + k * rhs_dilation - pad_low for each kernel position k (a
// range variable), which is an input element where it is a multiple of
// lhs_dilation inside the input; the kernel is read at (k, input feature i,
// output feature) for every k, also over padding and holes (docs/contract.md,
// "What reads means": the tap multiplies a zero, and 0 x NaN is NaN). Feature groups tie the input feature to the output
// feature's group, batch groups tie the input batch to it.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=COUNTS
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// 1-D NWC, stride 2, no padding: out (b, w, o) reads lhs (b, 2w + s0, s1) and rhs (s0, s1, o); s0 in [0, 2] the
// kernel tap, s1 in [0, 2] the input feature; 2w + s0 <= 9 holds for all w in [0, 3], so no constraint is left.
// CHECK-LABEL: function @conv1d_stride{{$}}
// CHECK:       op 0 stablehlo.convolution
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, d1 * 2 + s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 4],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (s0, s1, d2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 4],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// I2O-LABEL: function @conv1d_stride{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 9],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 4],
// I2O-NEXT:      d1 - s0 * 2 in [0, 2]
func.func @conv1d_stride(%x: tensor<2x10x3xf32>, %k: tensor<3x3x5xf32>) -> tensor<2x4x5xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x3xf32>, tensor<3x3x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// Depthwise 3x3 SAME (pad 1, feature_group_count = 4, one input feature per group): out (b, h, w, o) reads
// lhs (b, h + s0 - 1, w + s1 - 1, o) (group o holds input feature o) where inside the 6x6 image, and rhs (s0, s1, 0, o)
// at every tap: a kernel element over the padding multiplies a zero, an input of the sum (NaN x 0 is NaN).
// CHECK-LABEL: function @depthwise{{$}}
// CHECK:       op 0 stablehlo.convolution
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (d0, d1 + s0 - 1, d2 + s1 - 1, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      d2 in [0, 5],
// CHECK-NEXT:      d3 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      d1 + s0 in [1, 6],
// CHECK-NEXT:      d2 + s1 in [1, 6]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (s0, s1, 0, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      d2 in [0, 5],
// CHECK-NEXT:      d3 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// CHECK-NEXT:  op 1
func.func @depthwise(%x: tensor<2x6x6x4xf32>, %k: tensor<3x3x1x4xf32>) -> tensor<2x6x6x4xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x6x6x4xf32>, tensor<3x3x1x4xf32>) -> tensor<2x6x6x4xf32>
  return %0 : tensor<2x6x6x4xf32>
}

// -----

// batch_group_count = 2: the lhs batch of 4 splits into 2 groups of 2; output feature o (4 of them, 2 per group) reads
// lhs batch (o floordiv 2) * 2 + b, so out (b, h, w, o) reads lhs ((o floordiv 2) * 2 + b, h + s0, w + s1, s2).
// CHECK-LABEL: function @batch_groups{{$}}
// CHECK:       op 0 stablehlo.convolution
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (d0 + (d3 floordiv 2) * 2, d1 + s0, d2 + s1, s2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      d3 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      s1 in [0, 1],
// CHECK-NEXT:      s2 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (s0, s1, s2, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      d3 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      s1 in [0, 1],
// CHECK-NEXT:      s2 in [0, 2]
func.func @batch_groups(%x: tensor<4x5x5x3xf32>, %k: tensor<2x2x3x4xf32>) -> tensor<2x4x4x4xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x5x3xf32>, tensor<2x2x3x4xf32>) -> tensor<2x4x4x4xf32>
  return %0 : tensor<2x4x4x4xf32>
}

// -----

// Transposed 1-D conv (lhs_dilate 2, pad 2 each side, reversed kernel): the 3 inputs sit at dilated positions 0, 2, 4,
// so out w reads lhs (w + t - 2) floordiv 2 for the taps t where w + t - 2 in [0, 4] is even: the lhs elements s0 with
// 2*s0 in [w - 2, w] (the range variable is the quotient, no division left), and the kernel at 2 - t (reversed) at
// every tap (a tap over a hole of the dilation or the padding multiplies a zero: still an input of the sum).
// CHECK-LABEL: function @transposed{{$}}
// CHECK:       op 0 stablehlo.convolution
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, 0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 0],
// CHECK-NEXT:      d2 in [0, 6],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      -d2 + s0 * 2 in [-2, 0]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, 0, -s0 + 2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 0],
// CHECK-NEXT:      d2 in [0, 6],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:  op 1
func.func @transposed(%x: tensor<1x1x3xf32>, %k: tensor<1x1x3xf32>) -> tensor<1x1x7xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2], rhs_dilate = [1], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x7xf32>
  return %0 : tensor<1x1x7xf32>
}

// -----

// rhs_dilation 2 with NCHW/OIHW and asymmetric padding: out (b, o, h, w) reads lhs (b, s2, h + 2 * s0 - 1, 2w + s1)
// (kernel taps 2 apart in H, pad_low 1 in H, stride 2 in W) where inside the 5x5 image.
// CHECK-LABEL: function @rhs_dilation{{$}}
// CHECK:       op 0 stablehlo.convolution
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, s2, d2 + s0 * 2 - 1, d3 * 2 + s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      d2 in [0, 2],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      s2 in [0, 2],
// CHECK-NEXT:      d2 + s0 * 2 in [1, 5]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (d1, s2, s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      d2 in [0, 2],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      s2 in [0, 2]
func.func @rhs_dilation(%x: tensor<1x3x5x5xf32>, %k: tensor<2x3x3x3xf32>) -> tensor<1x2x3x2xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x5x5xf32>, tensor<2x3x3x3xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// -----

// A window over padding only: output position 0 covers the padded positions -3 and -2, no input element, yet both
// kernel taps are inputs of its sum (each multiplies a padding zero; a NaN there makes the result NaN). The kernel
// is read 2 times per result element, 8 in all; the input 0 to 1 times.
// COUNTS-LABEL: function @padding_only{{$}}
// COUNTS:         result 0, operand 0:
// COUNTS:           d1 * 2 + s0 in [3, 4]
// COUNTS-NEXT:      reads: 2 elements of 2 (8 B, utilization 1.000); per result element 0 to 1, 2 in all
// COUNTS-NEXT:    result 0, operand 1:
// COUNTS-NEXT:      (d0, d1, d2)[s0] -> (s0, 0, 0),
// COUNTS-NEXT:      domain:
// COUNTS-NEXT:      d0 in [0, 0],
// COUNTS-NEXT:      d1 in [0, 3],
// COUNTS-NEXT:      d2 in [0, 0],
// COUNTS-NEXT:      s0 in [0, 1]
// COUNTS-NEXT:      reads: 2 elements of 2 (8 B, utilization 1.000); per result element 2 to 2, 8 in all
// I2O-LABEL: function @padding_only{{$}}
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, s0, 0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 0],
// I2O-NEXT:      d2 in [0, 0],
// I2O-NEXT:      s0 in [0, 3]
func.func @padding_only(%x: tensor<1x2x1xf32>, %k: tensor<2x1x1xf32>) -> tensor<1x4x1xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[3, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<2x1x1xf32>) -> tensor<1x4x1xf32>
  return %0 : tensor<1x4x1xf32>
}
