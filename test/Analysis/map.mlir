// stablehlo.map over all dimensions, both directions. Spec: result[i] =
// computation(operand_0[i], ..., operand_n[i]), so every operand is read at
// the result's index: the identity both ways.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Two 2x3 operands combined element by element: each is read at (d0, d1) and reaches (d0, d1).
// CHECK-LABEL: function @two_operands{{$}}
// CHECK:       op 0 stablehlo.map
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @two_operands{{$}}
// I2O:       op 0 stablehlo.map
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @two_operands(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.map"(%x, %y) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
