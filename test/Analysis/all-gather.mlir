// stablehlo.all_gather (input to output: the output-to-input relation
// inverted). Spec: the result concatenates the operands of the replicas of a
// group along all_gather_dim, so result index d along that dimension is
// element d mod size of replica d floordiv size's operand; a map over one
// tensor keeps the element: d mod size, other dimensions unchanged.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Two replicas gather 8x16 along dim 0 into 16x16: result (d0, d1) reads operand (d0 mod 8, d1).
// CHECK-LABEL: function @rows{{$}}
// CHECK:       op 0 stablehlo.all_gather
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0 mod 8, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 15],
// CHECK-NEXT:      d1 in [0, 15]
// I2O-LABEL: function @rows{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (s0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 7],
// I2O-NEXT:      d1 in [0, 15],
// I2O-NEXT:      s0 in [0, 15],
// I2O-NEXT:      -d0 + s0 mod 8 in [0, 0]
func.func @rows(%x: tensor<8x16xf32>) -> tensor<16x16xf32> {
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// Four replicas gather along dim 1 (2x3 -> 2x12), two operands at once: result i reads operand i at (d0, d1 mod 3) and
// nothing of the other operand.
// CHECK-LABEL: function @columns_variadic{{$}}
// CHECK:       op 0 stablehlo.all_gather
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1 mod 3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 11]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1 mod 3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 11]
func.func @columns_variadic(%x: tensor<2x3xf32>, %y: tensor<2x3xi32>) -> (tensor<2x12xf32>, tensor<2x12xi32>) {
  %0:2 = "stablehlo.all_gather"(%x, %y) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x12xf32>, tensor<2x12xi32>)
  return %0#0, %0#1 : tensor<2x12xf32>, tensor<2x12xi32>
}
