// More than 32 distinct maps reach one value, and together they read all
// of it: four slices tile %x, each is read elementwise and through a
// reduction, and the sum is concatenated four times. Before the limit
// makes the value unknown, the maps that together relate every index of
// their domains' hull to every element are merged into the one map that
// says so (`merge_into_whole`, docs/contract.md).
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// CHECK-LABEL: function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 15],
// CHECK-NEXT:      s0 in [0, 15]
// CHECK-NOT:     unknown

func.func @gates(%x: tensor<16xf32>) -> tensor<16xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %g0 = stablehlo.slice %x [0:4] : (tensor<16xf32>) -> tensor<4xf32>
  %g1 = stablehlo.slice %x [4:8] : (tensor<16xf32>) -> tensor<4xf32>
  %g2 = stablehlo.slice %x [8:12] : (tensor<16xf32>) -> tensor<4xf32>
  %g3 = stablehlo.slice %x [12:16] : (tensor<16xf32>) -> tensor<4xf32>
  %r0 = stablehlo.reduce(%g0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %r1 = stablehlo.reduce(%g1 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %r2 = stablehlo.reduce(%g2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %r3 = stablehlo.reduce(%g3 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %b0 = stablehlo.broadcast_in_dim %r0, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %b1 = stablehlo.broadcast_in_dim %r1, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %b2 = stablehlo.broadcast_in_dim %r2, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %b3 = stablehlo.broadcast_in_dim %r3, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %v0 = stablehlo.reverse %g0, dims = [0] : tensor<4xf32>
  %s1 = stablehlo.add %g0, %g1 : tensor<4xf32>
  %s2 = stablehlo.add %s1, %g2 : tensor<4xf32>
  %s3 = stablehlo.add %s2, %g3 : tensor<4xf32>
  %s4 = stablehlo.add %s3, %b0 : tensor<4xf32>
  %s5 = stablehlo.add %s4, %b1 : tensor<4xf32>
  %s6 = stablehlo.add %s5, %b2 : tensor<4xf32>
  %s7 = stablehlo.add %s6, %b3 : tensor<4xf32>
  %t = stablehlo.add %s7, %v0 : tensor<4xf32>
  %out = stablehlo.concatenate %t, %t, %t, %t, dim = 0 : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<16xf32>
  return %out : tensor<16xf32>
}
