// stablehlo.select_and_scatter (input to output: the output-to-input
// relation inverted). Spec: for each source element (one per window) the
// select computation picks one operand element of the window, and scatter
// adds the source value into the result at that position (init elsewhere).
// Which element is picked depends on the data, so result element d reads
// the source of every window that covers d (s0 = t, the position of d in
// the window: window (d + pad_low - t) / stride), the operand over all of
// those windows (s1 = u, any position of the window: d - t + u), and init.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Non-overlapping 1-D windows of 2, stride 2 (a max-pool gradient): d sits at t = d mod 2 of window d floordiv 2, so it
// reads source[d floordiv 2] (written (d - s0) / 2 for the s0 with d - s0 even, the simplifier solves s0 = d mod 2),
// and operand[d - s0 + s1] over that window.
// CHECK-LABEL: function @pool_grad{{$}}
// CHECK:       op 0 stablehlo.select_and_scatter
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0, s1] -> (d0 - s0 + s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      s1 in [0, 1],
// CHECK-NEXT:      (d0 - s0) mod 2 in [0, 0],
// CHECK-NEXT:      d0 - s0 + s1 in [0, 3],
// CHECK-NEXT:      d0 - s0 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0) -> (d0 floordiv 2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// I2O-LABEL: function @pool_grad{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0)[s0, s1] -> (d0 + s0 - s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      (d0 - s1) mod 2 in [0, 0],
// I2O-NEXT:      d0 + s0 - s1 in [0, 3],
// I2O-NEXT:      d0 - s1 in [0, 2]
func.func @pool_grad(%x: tensor<4xf32>, %src: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %src, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Overlapping windows of 3, stride 1, padding [1, 1] (SAME): d is covered by the windows d + 1 - s0 for s0 in [0, 2]
// that exist (source size 5), and reads the operand at d - s0 + s1 inside [0, 4].
// CHECK-LABEL: function @same_overlap{{$}}
// CHECK:       op 0 stablehlo.select_and_scatter
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0, s1] -> (d0 - s0 + s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      d0 - s0 + s1 in [0, 4],
// CHECK-NEXT:      d0 - s0 in [-1, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (d0 - s0 + 1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      d0 - s0 in [-1, 3]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4]
func.func @same_overlap(%x: tensor<5xf32>, %src: tensor<5xf32>, %init: tensor<f32>) -> tensor<5xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %src, %init) <{window_dimensions = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
