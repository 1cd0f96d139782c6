// arith and math ops are elementwise on tensors (a rank-0 operand such as
// arith.select's i1 condition is read whole) and rank-0 maps on scalars,
// in both directions; function_indexing composes through them.
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @tensors
// CHECK:       op 0 arith.addf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:       op 1 math.exp
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// The scalar condition is read by every element.
// CHECK:       op 2 arith.select
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK:       function indexing:
// CHECK:         result 0, argument 2:
// CHECK-NEXT:      (d0, d1) -> (),
// I2O-LABEL:   function @tensors
// I2O:         op 1 math.exp
// I2O-NEXT:      result 0, operand 0:
// I2O-NEXT:        (d0, d1) -> (d0, d1),
// The condition contributes to every result element.
// I2O:         op 2 arith.select
// I2O-NEXT:      result 0, operand 0:
// I2O-NEXT:        ()[s0, s1] -> (s0, s1),
// I2O-NEXT:        domain:
// I2O-NEXT:        s0 in [0, 3],
// I2O-NEXT:        s1 in [0, 7]
func.func @tensors(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: i1) -> tensor<4x8xf32> {
  %0 = arith.addf %a, %b : tensor<4x8xf32>
  %1 = math.exp %0 : tensor<4x8xf32>
  %2 = arith.select %c, %1, %a : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// Scalars are rank-0 index spaces: the one element reads the one element.
// CHECK-LABEL: function @scalars
// CHECK:       op 0 arith.mulf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      () -> ()
// CHECK:       op 1 math.sqrt
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      () -> ()
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      () -> ()
// I2O-LABEL:   function @scalars
// I2O:         op 1 math.sqrt
// I2O-NEXT:      result 0, operand 0:
// I2O-NEXT:        () -> ()
func.func @scalars(%x: f32, %y: f32) -> f32 {
  %0 = arith.mulf %x, %y : f32
  %1 = math.sqrt %0 : f32
  return %1 : f32
}
