// The text report of hlo-indexing: ops in pre-order with locations, one
// block per (result, operand), maps in the seed layout, runtime variables
// with the operand and element that supply them, unknowns with a reason.
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing --indexing-report=text %s | FileCheck %s

// CHECK-LABEL: function @main
// CHECK:       op 0 stablehlo.add at {{.*}}report-text.mlir:[[# @LINE + 23]]:8
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9],
// CHECK-NEXT:      d1 in [0, 19]
// CHECK:       op 1 stablehlo.dynamic_slice
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0, rt1} -> (d0 + rt0, d1 + rt1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 4],
// CHECK-NEXT:      rt0 in [0, 8],
// CHECK-NEXT:      rt1 in [0, 15]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at (d0, d1) -> (), domain: d0 in [0, 1], d1 in [0, 4]
// CHECK-NEXT:        rt1: operand 2 at (d0, d1) -> (), domain: d0 in [0, 1], d1 in [0, 4]
// CHECK:       op 2 stablehlo.custom_call
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      unknown: custom_call @opaque: the target's access pattern is opaque
// CHECK:       op 3 stablehlo.constant
// CHECK-NEXT:  op 4 func.return
func.func @main(%a: tensor<10x20xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x5xf32> {
  %0 = stablehlo.add %a, %a : tensor<10x20xf32>
  %1 = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 5] : (tensor<10x20xf32>, tensor<i32>, tensor<i32>) -> tensor<2x5xf32>
  %2 = stablehlo.custom_call @opaque(%1) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %c = stablehlo.constant dense<1.0> : tensor<2x5xf32>
  return %2 : tensor<2x5xf32>
}
