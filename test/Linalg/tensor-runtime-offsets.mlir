// Dynamic slice offsets are runtime variables, bounded so the slice stays in
// bounds (out-of-bounds slices are undefined behaviour), with provenance:
// which operand supplies them. Through the function they name the argument.
// RUN: index-opt --indexing-report=text %s | FileCheck %s

// CHECK-LABEL: function @tile
// CHECK:       op 0 tensor.extract_slice
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d0 + rt0, d1 * 2 + 1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      rt0 in [0, 12]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at (d0, d1) -> (), domain: d0 in [0, 3], d1 in [0, 2]
// CHECK:       op 1 tensor.insert_slice
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d0 - rt0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 15],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      rt0 in [0, 12],
// CHECK-NEXT:      d0 - rt0 in [0, 3]
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0, rt1} -> (d0 + rt0 - rt1, d1 * 2 + 1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 15],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      rt0 in [0, 12],
// CHECK-NEXT:      rt1 in [0, 12],
// CHECK-NEXT:      d0 - rt1 in [0, 3]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at
// CHECK-NEXT:        rt1: operand 3 at
// CHECK:         result 0, argument 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
func.func @tile(%t: tensor<16x8xf32>, %i: index, %into: tensor<16x3xf32>, %j: index) -> tensor<16x3xf32> {
  %0 = tensor.extract_slice %t[%i, 1] [4, 3] [1, 2] : tensor<16x8xf32> to tensor<4x3xf32>
  %1 = tensor.insert_slice %0 into %into[%j, 0] [4, 3] [1, 1] : tensor<4x3xf32> into tensor<16x3xf32>
  return %1 : tensor<16x3xf32>
}
