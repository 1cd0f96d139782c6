// stablehlo.get_tuple_element: the result is element `index` of the tuple,
// so result index (d0, ...) reads that element of the tuple operand at the
// same index. Input to output is that
// relation inverted.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Element 0 (a 2x3 tensor) of a tuple argument: result[d0, d1] is t#0[d0, d1], the identity on that element.
// CHECK-LABEL: function @first{{$}}
// CHECK:       op 0 stablehlo.get_tuple_element
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @first{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @first(%t: tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<2x3xf32> {
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Element 1, a scalar: the 0-d result reads the scalar whole, () -> ().
// CHECK-LABEL: function @scalar{{$}}
// CHECK:       op 0 stablehlo.get_tuple_element
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      () -> ()
func.func @scalar(%t: tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32> {
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
  return %0 : tensor<i32>
}
