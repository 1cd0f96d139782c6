// stablehlo.triangular_solve (input to output: the output-to-input
// relation inverted). Spec: left_side solves op(a) x = b, the right side
// x op(a) = b; op(a) is a or its transpose; only the `lower` (upper)
// triangle of a is read, the diagonal not when unit_diagonal. Position t
// along the solved dimension (rows of x on the left, columns on the right)
// is found by substitution from the positions before it (forward: op(a)
// lower on the left, upper on the right) or after it (backward): x at t
// reads b at the positions up to t (from t on) of its column (row) and
// op(a)'s rows r up to t (from t on) in the triangle. tests/reference.rs
// runs the substitution for all 24 layouts and checks these against what
// execution shows.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Left side, lower, a 3x3, b 3x4 (forward): x (d0, d1) reads a (s0, s1) with s1 <= s0 <= d0 and b (s0, d1) with
// s0 <= d0.
// CHECK-LABEL: function @left{{$}}
// CHECK:       op 0 stablehlo.triangular_solve
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      d0 - s0 in [0, 2],
// CHECK-NEXT:      s0 - s1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      d0 - s0 in [0, 2]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @left{{$}}
// I2O:       op 0 stablehlo.triangular_solve
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 3],
// I2O-NEXT:      -d0 + s0 in [0, 2],
// I2O-NEXT:      d0 - d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (s0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      -d0 + s0 in [0, 2]
// I2O-NEXT:  op 1

func.func @left(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Right side, batched, a^T of the upper triangle (lower: forward on the right means upper, so backward), unit
// diagonal: x (d0, d1, d2) reads a (d0, s0, s1) (a^T's (s1, s0)) with d2 <= s0 < s1 and b (d0, d1, s0) with s0 >= d2.
// CHECK-LABEL: function @right_batched{{$}}
// CHECK:       op 0 stablehlo.triangular_solve
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      -d2 + s0 in [0, 2],
// CHECK-NEXT:      -s0 + s1 in [1, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d0, d1, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      -d2 + s0 in [0, 2]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @right_batched{{$}}
// I2O:       op 0 stablehlo.triangular_solve
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      -d1 + d2 in [1, 2],
// I2O-NEXT:      d1 - s1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (d0, d1, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d2 - s0 in [0, 2]
// I2O-NEXT:  op 1
func.func @right_batched(%a: tensor<2x3x3xf32>, %b: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
