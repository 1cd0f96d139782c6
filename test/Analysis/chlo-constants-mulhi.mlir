// chlo.mulhi is elementwise (its trait); chlo.constant_like reads only its
// operand's shape: nothing, in both directions; so the function's result
// reads nothing of its argument.
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text %s | FileCheck %s --check-prefix=I2O
// CHECK: op 1 chlo.constant_like
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: (reads nothing)
// CHECK: op 2 chlo.mulhi
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: (d0) -> (d0),
// CHECK: result 0, operand 1:
// CHECK-NEXT: (d0) -> (d0),
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (reads nothing)
// I2O: op 1 chlo.constant_like
// I2O-NEXT: result 0, operand 0:
// I2O-NEXT: (contributes to nothing)
func.func @m(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = chlo.constant dense<1> : tensor<4xi32>
  %1 = "chlo.constant_like"(%a) {value = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %2 = chlo.mulhi %0, %1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %2 : tensor<4xi32>
}
