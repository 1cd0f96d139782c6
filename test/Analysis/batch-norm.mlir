// The batch-norm ops: reductions over a feature's slice (every dimension but feature_index).
// Spec: batch_norm_inference normalizes an element with its feature's scale, offset, mean and
// variance; batch_norm_training computes each feature's mean and variance over its whole slice,
// then normalizes; batch_norm_grad's grad_operand and grad_scale sum over the slices of the operand
// and grad_output, grad_offset over grad_output's only (scale is not read by grad_scale).
// RUN: index-opt --hlo-indexing="fusion=false" --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output fusion=false" --indexing-report=text %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @bn{{$}}
// CHECK:       op 0 stablehlo.batch_norm_inference
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1, d2) -> (d0, d1, d2),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 3:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 4:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK:       op 1 stablehlo.batch_norm_training
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1, d2)[s0, s1] -> (s0, d1, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 1, operand 0:
// CHECK-NEXT:       (d0)[s0, s1] -> (s0, d0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 1, operand 1:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 1, operand 2:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 2, operand 0:
// CHECK-NEXT:       (d0)[s0, s1] -> (s0, d0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 2, operand 1:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 2, operand 2:
// CHECK-NEXT:       (reads nothing)
// CHECK:       op 2 stablehlo.batch_norm_grad
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1, d2)[s0, s1] -> (s0, d1, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 3:
// CHECK-NEXT:       (d0, d1, d2) -> (d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1]
// CHECK-NEXT:     result 0, operand 4:
// CHECK-NEXT:       (d0, d1, d2)[s0, s1] -> (s0, d1, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       d2 in [0, 1],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 1, operand 0:
// CHECK-NEXT:       (d0)[s0, s1] -> (s0, d0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 1, operand 1:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 1, operand 2:
// CHECK-NEXT:       (d0) -> (d0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2]
// CHECK-NEXT:     result 1, operand 3:
// CHECK-NEXT:       (d0) -> (d0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2]
// CHECK-NEXT:     result 1, operand 4:
// CHECK-NEXT:       (d0)[s0, s1] -> (s0, d0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// CHECK-NEXT:     result 2, operand 0:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 2, operand 1:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 2, operand 2:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 2, operand 3:
// CHECK-NEXT:       (reads nothing)
// CHECK-NEXT:     result 2, operand 4:
// CHECK-NEXT:       (d0)[s0, s1] -> (s0, d0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       s0 in [0, 1],
// CHECK-NEXT:       s1 in [0, 1]
// I2O-LABEL: function @bn{{$}}
// I2O:         op 1 stablehlo.batch_norm_training
// I2O-NEXT:      result 0, operand 0:
// I2O-NEXT:        (d0, d1, d2)[s0, s1] -> (s0, d1, s1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 1],
// I2O-NEXT:        d1 in [0, 2],
// I2O-NEXT:        d2 in [0, 1],
// I2O-NEXT:        s0 in [0, 1],
// I2O-NEXT:        s1 in [0, 1]
// I2O-NEXT:      result 0, operand 1:
// I2O-NEXT:        (d0)[s0, s1] -> (s0, d0, s1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 2],
// I2O-NEXT:        s0 in [0, 1],
// I2O-NEXT:        s1 in [0, 1]
// I2O-NEXT:      result 0, operand 2:
// I2O-NEXT:        (d0)[s0, s1] -> (s0, d0, s1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 2],
// I2O-NEXT:        s0 in [0, 1],
// I2O-NEXT:        s1 in [0, 1]
// I2O-NEXT:      result 1, operand 0:
// I2O-NEXT:        (d0, d1, d2) -> (d1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 1],
// I2O-NEXT:        d1 in [0, 2],
// I2O-NEXT:        d2 in [0, 1]
// I2O-NEXT:      result 1, operand 1:
// I2O-NEXT:        (contributes to nothing)
// I2O-NEXT:      result 1, operand 2:
// I2O-NEXT:        (contributes to nothing)
// I2O-NEXT:      result 2, operand 0:
// I2O-NEXT:        (d0, d1, d2) -> (d1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 1],
// I2O-NEXT:        d1 in [0, 2],
// I2O-NEXT:        d2 in [0, 1]
// I2O-NEXT:      result 2, operand 1:
// I2O-NEXT:        (contributes to nothing)
// I2O-NEXT:      result 2, operand 2:
// I2O-NEXT:        (contributes to nothing)
func.func @bn(%x: tensor<2x3x2xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<2x3x2xf32>, tensor<3xf32>) {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x2xf32>
  %1:3 = "stablehlo.batch_norm_training"(%x, %s, %o) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0, %1#1, %2#0, %2#2 : tensor<2x3x2xf32>, tensor<3xf32>, tensor<2x3x2xf32>, tensor<3xf32>
}
