// A composite's decomposition is not resolved or type-checked by a verifier
// (a func.call's is): a missing decomposition, or one whose signature is not
// the op's, makes the op's maps unknown (it used to read nothing), in both
// directions and through the function-level maps.
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --indexing-report=text --hlo-indexing=direction=input-to-output %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @main
// CHECK:      op 0 stablehlo.composite
// CHECK-NEXT:   result 0, operand 0:
// CHECK-NEXT:     unknown: @missing is not a func.func of this module
// CHECK:      op 1 stablehlo.composite
// CHECK-NEXT:   result 0, operand 0:
// CHECK-NEXT:     unknown: the signature of @other does not match the op's operand and result types
// CHECK:      op 2 stablehlo.composite
// CHECK-NEXT:   result 0, operand 0:
// CHECK-NEXT:     (d0) -> (-d0 + 3),
// CHECK:      function indexing:
// CHECK-NEXT:   result 0, argument 0:
// CHECK-NEXT:     unknown: stablehlo.composite: the signature of @other does not match the op's operand and result types
// I2O-LABEL: function @main
// I2O:       op 1 stablehlo.composite
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      unknown: the signature of @other does not match the op's operand and result types
// I2O:       op 2 stablehlo.composite
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0) -> (-d0 + 3),

func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "a.b" %arg0 {decomposition = @missing} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "a.c" %0 {decomposition = @other} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.composite "a.d" %1 {decomposition = @same} : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @other(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %arg0 [0:4] : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @same(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
