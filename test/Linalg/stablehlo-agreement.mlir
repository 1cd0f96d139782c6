// The same programs in StableHLO and in linalg give the same function
// indexing (argument by argument).
// RUN: index-opt --indexing-report=text %s | FileCheck %s

// CHECK-LABEL: function @transpose_hlo
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[TRANSPOSE:\(d0, d1\) -> \(d1, d0\)]],
// CHECK-LABEL: function @transpose_linalg
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[TRANSPOSE]],
func.func @transpose_hlo(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @transpose_linalg(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  return %0 : tensor<8x4xf32>
}

// CHECK-LABEL: function @broadcast_hlo
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[BROADCAST:\(d0, d1\) -> \(d1\)]],
// CHECK-LABEL: function @broadcast_linalg
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[BROADCAST]],
func.func @broadcast_hlo(%v: tensor<6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
func.func @broadcast_linalg(%v: tensor<6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %0 = linalg.broadcast ins(%v : tensor<6xf32>) outs(%e : tensor<4x6xf32>) dimensions = [0]
  return %0 : tensor<4x6xf32>
}

// CHECK-LABEL: function @reduce_hlo
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[REDUCE:\(d0\)\[s0\] -> \(d0, s0\)]],
// CHECK-LABEL: function @reduce_linalg
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[REDUCE]],
func.func @reduce_hlo(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @reduce_linalg(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: function @matmul_hlo
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[LHS:\(d0, d1\)\[s0\] -> \(d0, s0\)]],
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      [[RHS:\(d0, d1\)\[s0\] -> \(s0, d1\)]],
// CHECK-LABEL: function @matmul_linalg
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[LHS]],
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      [[RHS]],
func.func @matmul_hlo(%a: tensor<4x8xf32>, %b: tensor<8x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
func.func @matmul_linalg(%a: tensor<4x8xf32>, %b: tensor<8x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// CHECK-LABEL: function @add_hlo
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[ADD:\(d0, d1\) -> \(d0, d1\)]],
// CHECK-LABEL: function @add_linalg
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      [[ADD]],
func.func @add_hlo(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %a, %a : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @add_linalg(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
