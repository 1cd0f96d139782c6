// stablehlo.triangular_solve (input to output: the output-to-input
// relation inverted). Spec: left_side solves op(a) x = b, so column j of
// x depends on the whole (triangular) a of its batch and the whole column j
// of b; right side solves x op(a) = b, so row i of x depends on a and row i
// of b. Range variables cover a's matrix and b's solved dimension.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Left side, a 3x3, b 3x4: x (d0, d1) reads a (s0, s1) and b (s0, d1), the column d1 (s0 in [0, 2]).
// CHECK-LABEL: function @left{{$}}
// CHECK:       op 0 stablehlo.triangular_solve
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2]
// I2O-LABEL: function @left{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 3]
func.func @left(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Right side, batched: a 2x3x3, b 2x4x3: x (d0, d1, d2) reads a (d0, s0, s1) and b (d0, d1, s0), the row d1 of batch d0.
// CHECK-LABEL: function @right_batched{{$}}
// CHECK:       op 0 stablehlo.triangular_solve
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d0, d1, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2]
func.func @right_batched(%a: tensor<2x3x3xf32>, %b: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
