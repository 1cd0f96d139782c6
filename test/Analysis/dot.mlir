// stablehlo.dot (the legacy form without dimension numbers; input to
// output is the output-to-input relation inverted). Spec: it contracts the
// last lhs dimension with the first rhs dimension; result dimensions are
// lhs's free dimension then rhs's; the contracted index is a range variable
// shared by both operands.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Matrix product 3x4 . 4x5: out (d0, d1) reads lhs (d0, s0) and rhs (s0, d1), s0 in [0, 3].
// CHECK-LABEL: function @matmul{{$}}
// CHECK:       op 0 stablehlo.dot
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 4],
// CHECK-NEXT:      s0 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 4],
// CHECK-NEXT:      s0 in [0, 3]
// I2O-LABEL: function @matmul{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      s0 in [0, 4]
func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Matrix-vector 3x4 . 4: out (d0) reads lhs (d0, s0) and rhs (s0).
// CHECK-LABEL: function @matvec{{$}}
// CHECK:       op 0 stablehlo.dot
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 3]
func.func @matvec(%a: tensor<3x4xf32>, %v: tensor<4xf32>) -> tensor<3xf32> {
  %0 = stablehlo.dot %a, %v : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Inner product 4 . 4: the 0-d result reads both vectors whole, ()[s0] -> (s0).
// CHECK-LABEL: function @inner{{$}}
// CHECK:       op 0 stablehlo.dot
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      ()[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      s0 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      ()[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      s0 in [0, 3]
func.func @inner(%u: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %u, %v : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
