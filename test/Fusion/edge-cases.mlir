// Fusion indexing on edge cases: zero-size values (an empty domain: no
// maps), a returned argument, a function without results, dynamic shapes
// (unknown, naming the op), in both directions.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @zero_size
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK:         result 1, argument 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, argument 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @zero_size
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (contributes to nothing)
// I2O-NEXT:    result 0, argument 1:
// I2O-NEXT:      (d0)[s0] -> (s0),
// I2O:         result 1, argument 0:
// I2O-NEXT:      (contributes to nothing)
func.func @zero_size(%a: tensor<0x3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<0x3xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
  %s = stablehlo.add %r, %b : tensor<3xf32>
  %t = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %u = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<3xf32>
  return %u, %a : tensor<3xf32>, tensor<0x3xf32>
}

// -----

// CHECK-LABEL: function @passthrough
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK-LABEL: function @no_results
// CHECK:       function indexing:
// CHECK-NOT:     result
func.func @passthrough(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @no_results(%a: tensor<2xf32>) {
  return
}

// -----

// A dynamic dimension's size is a runtime variable: the reduction reads
// the rows below it.
// CHECK-LABEL: function @dynamic
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0]{rt0} -> (s0, d0),
// CHECK:             s0 - rt0 in [-9223372036854775807, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: size of dimension 0 of operand 0
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0) -> (d0),
func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
  %s = stablehlo.add %r, %b : tensor<3xf32>
  return %s : tensor<3xf32>
}
