// stablehlo.reduce_window (input to output: the output-to-input relation
// inverted). Spec: output position o covers the padded, base-dilated input at
// o * stride + k * window_dilation - pad_low for each window position k (a
// range variable); that is an input element where it is a multiple of the
// base dilation inside the input. The init value (a 0-d operand) is read
// by every output element.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// 2x2 max-pool with stride 2 over NHWC (the cnn corpus program): out (n, h, w, c) reads x (n, 2h + s0, 2w + s1, c), s0, s1
// in [0, 1] (the size-1 windows along N and C fold away, and n = 0); every window is inside, so no constraint.
// CHECK-LABEL: function @max_pool{{$}}
// CHECK:       op 0 stablehlo.reduce_window
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1 * 2 + s0, d2 * 2 + s1, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      d3 in [0, 2],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      s1 in [0, 1]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      d3 in [0, 2]
// I2O-LABEL: function @max_pool{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, s0, s1, d3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      d2 in [0, 7],
// I2O-NEXT:      d3 in [0, 2],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 3],
// I2O-NEXT:      d1 - s0 * 2 in [0, 1],
// I2O-NEXT:      d2 - s1 * 2 in [0, 1]
func.func @max_pool(%x: tensor<1x8x8x3xf32>, %init: tensor<f32>) -> tensor<1x4x4x3xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

// Padding [1, 1] with a window of 3 (a SAME sum): out o reads x[o + s0 - 1] where that is in [0, 5]; init read everywhere.
// CHECK-LABEL: function @padded{{$}}
// CHECK:       op 0 stablehlo.reduce_window
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0 + s0 - 1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      d0 + s0 in [1, 6]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5]
func.func @padded(%x: tensor<6xf32>, %init: tensor<f32>) -> tensor<6xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// Base dilation 2 (4 inputs at positions 0, 2, 4, 6 of a size-7 dilated input) and window dilation 2 with a window of 2:
// out o covers dilated positions o + 2 * s0, an input element (o + 2 * s0) / 2 where that is even and <= 6; size 7 - 2 = 5.
// CHECK-LABEL: function @dilations{{$}}
// CHECK:       op 0 stablehlo.reduce_window
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0 floordiv 2 + s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      d0 mod 2 in [0, 0]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4]
func.func @dilations(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<5xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>, window_dilations = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// Two inputs reduced together (an argmax-style variadic window), from the body's dataflow: the maximum (result 0) is
// selected by comparing values only, so it reads x[d0 + s0], s0 in [0, 1], and x's init value, and nothing of the
// indices; the position (result 1) reads both inputs over the window and both init values.
// CHECK-LABEL: function @variadic{{$}}
// CHECK:       op 0 stablehlo.reduce_window
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0 + s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// CHECK-NEXT:    result 0, operand 3:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0 + s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1]
// CHECK-NEXT:    result 1, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (d0 + s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1]
// CHECK-NEXT:    result 1, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// CHECK-NEXT:    result 1, operand 3:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
func.func @variadic(%x: tensor<5xf32>, %i: tensor<5xi32>, %x0: tensor<f32>, %i0: tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "stablehlo.reduce_window"(%x, %i, %x0, %i0) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %ge, %a, %b : tensor<i1>, tensor<f32>
    %mi = stablehlo.select %ge, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
  }) : (tensor<5xf32>, tensor<5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
