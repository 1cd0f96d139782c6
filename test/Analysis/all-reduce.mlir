// stablehlo.all_reduce: result i combines operand i of every replica at the
// same index (within one replica's view: the identity on operand i) and
// reads nothing of the other operands. Both directions have that rule.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// One operand: result[d0, d1] = sum over replicas of x[d0, d1]; the identity both ways.
// CHECK-LABEL: function @one{{$}}
// CHECK:       op 0 stablehlo.all_reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 7]
// I2O-LABEL: function @one{{$}}
// I2O:       op 0 stablehlo.all_reduce
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      d1 in [0, 7]
func.func @one(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Two operands (variadic): result 0 reads only operand 0 and result 1 only operand 1, each at its own index.
// CHECK-LABEL: function @two{{$}}
// CHECK:       op 0 stablehlo.all_reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @two{{$}}
// I2O:       op 0 stablehlo.all_reduce
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0) -> (d0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O-NEXT:    result 1, operand 0:
// I2O-NEXT:      (contributes to nothing)
// I2O-NEXT:    result 1, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @two(%x: tensor<4xf32>, %y: tensor<2x3xf32>) -> (tensor<4xf32>, tensor<2x3xf32>) {
  %0:2 = "stablehlo.all_reduce"(%x, %y) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x3xf32>) -> (tensor<4xf32>, tensor<2x3xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<2x3xf32>
}

// -----

// stablehlo.collective_reduce (StableHLO 1.18) has all_reduce's element-level semantics.
// CHECK-LABEL: function @collective_reduce{{$}}
// CHECK:       op 0 stablehlo.collective_reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// I2O-LABEL: function @collective_reduce{{$}}
// I2O:       op 0 stablehlo.collective_reduce
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0) -> (d0),
func.func @collective_reduce(%operand: tensor<4xi64>) -> tensor<4xi64> {
  %result = "stablehlo.collective_reduce"(%operand) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
  } : (tensor<4xi64>) -> tensor<4xi64>
  return %result : tensor<4xi64>
}
