// stablehlo.pad, both directions. Spec: operand element i lands at result
// position low + i * (interior + 1); positions outside [0, size) are cut
// (negative padding); every other result element is the padding value.
// Output-to-input: result d reads operand (d - low) / (interior + 1) where
// that is an integer in range, and the padding value (a 0-d operand) at
// every other position: one map per region (per dimension: before the first
// element, after the last, between elements), disjoint (each region puts the
// earlier dimensions on an element). Input-to-output: operand i ->
// low + i * (interior + 1) where in range; the padding value to the same
// padding positions.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Edge padding only (low [1, 2], high [0, 1]): result (d0, d1) reads x[d0 - 1, d1 - 2] for d0 in [1, 2], d1 in [2, 4]; x[i, j] goes to (i + 1, j + 2).
// CHECK-LABEL: function @edge{{$}}
// CHECK:       op 0 stablehlo.pad
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1) -> (d0 - 1, d1 - 2),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [1, 2],
// CHECK-NEXT:       d1 in [2, 4]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 0],
// CHECK-NEXT:       d1 in [0, 5]
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [1, 2],
// CHECK-NEXT:       d1 in [0, 1]
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [1, 2],
// CHECK-NEXT:       d1 in [5, 5]
// I2O-LABEL: function @edge{{$}}
// I2O:       op 0 stablehlo.pad
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       (d0, d1) -> (d0 + 1, d1 + 2),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 1],
// I2O-NEXT:       d1 in [0, 2]
// I2O-NEXT:     result 0, operand 1:
// I2O-NEXT:       ()[s0] -> (0, s0),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [0, 5]
// I2O-NEXT:       ()[s0, s1] -> (s0, s1),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [1, 2],
// I2O-NEXT:       s1 in [0, 1]
// I2O-NEXT:       ()[s0] -> (s0, 5),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [1, 2]
func.func @edge(%x: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<3x6xf32> {
  %0 = stablehlo.pad %x, %v, low = [1, 2], high = [0, 1], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

// Interior 2 on dim 0 and 1 on dim 1, low [1, 0], high [-1, 2]: size 1 + 2 + 2 * 2 - 1 = 4 and 0 + 3 + 2 * 1 + 2 = 7;
// x[i, j] sits at (1 + 3i, 2j), so x[1, *] (row 4) is cut by the negative high padding: only d0 = 1 reads (i = 0), and
// input-to-output keeps only i = 0 (3 * d0 + 1 <= 3); along dim 1 even d1 in [0, 4] read j = d1 / 2.
// CHECK-LABEL: function @interior_negative{{$}}
// CHECK:       op 0 stablehlo.pad
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1) -> (0, d1 floordiv 2),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [1, 1],
// CHECK-NEXT:       d1 in [0, 4],
// CHECK-NEXT:       d1 mod 2 in [0, 0]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 0],
// CHECK-NEXT:       d1 in [0, 6]
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [2, 3],
// CHECK-NEXT:       d1 in [0, 6]
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [1, 1],
// CHECK-NEXT:       d1 in [5, 6]
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [1, 1],
// CHECK-NEXT:       d1 in [0, 4],
// CHECK-NEXT:       d1 mod 2 in [1, 1]
// I2O-LABEL: function @interior_negative{{$}}
// I2O:       op 0 stablehlo.pad
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       (d0, d1) -> (1, d1 * 2),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 0],
// I2O-NEXT:       d1 in [0, 2]
// I2O-NEXT:     result 0, operand 1:
// I2O-NEXT:       ()[s0] -> (0, s0),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [0, 6]
// I2O-NEXT:       ()[s0, s1] -> (s0, s1),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [2, 3],
// I2O-NEXT:       s1 in [0, 6]
// I2O-NEXT:       ()[s0] -> (1, s0),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [5, 6]
// I2O-NEXT:       ()[s0] -> (1, s0 * 2 + 1),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [0, 1]
func.func @interior_negative(%x: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<4x7xf32> {
  %0 = stablehlo.pad %x, %v, low = [1, 0], high = [-1, 2], interior = [2, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x7xf32>
  return %0 : tensor<4x7xf32>
}

// -----

// Negative low padding -2 on 6 elements (high 1, size 5): result d reads x[d + 2] for d in [0, 3] (result 4 is the high padding); x[0], x[1] are cut: x[i] -> i - 2 for i in [2, 5].
// CHECK-LABEL: function @negative_low{{$}}
// CHECK:       op 0 stablehlo.pad
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0) -> (d0 + 2),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [4, 4]
// I2O-LABEL: function @negative_low{{$}}
// I2O:       op 0 stablehlo.pad
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       (d0) -> (d0 - 2),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [2, 5]
// I2O-NEXT:     result 0, operand 1:
// I2O-NEXT:       () -> (4)
func.func @negative_low(%x: tensor<6xf32>, %v: tensor<f32>) -> tensor<5xf32> {
  %0 = stablehlo.pad %x, %v, low = [-2], high = [1], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
