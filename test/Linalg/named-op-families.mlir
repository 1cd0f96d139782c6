// The maps of one op of each named-op family and of softmax, pack and
// unpack, as the JSON report prints them (checked by hand against the ops'
// definitions; matmul, conv, transpose, reduce, softmax, pack and unpack are
// also checked by enumeration in crates/indexing-analysis/tests/reference.rs).
// Window tensors of pooling and the outs of ops that overwrite them read
// nothing.
// RUN: index-opt --hlo-indexing=fusion=false --indexing-report=json %s | FileCheck %s

// CHECK:       "name": "linalg.batch_matmul",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 5], s0 in [0, 7]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2)[s0] -> (d0, s0, d2), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 5], s0 in [0, 7]"
// CHECK:           "operand": 2,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 5]"
// CHECK:       "name": "linalg.depthwise_conv_2d_nhwc_hwc",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3)[s0, s1] -> (0, d1 * 2 + s0, d2 + s1 * 2, d3), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 3], d3 in [0, 2], s0 in [0, 1], s1 in [0, 1]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3)[s0, s1] -> (s0, s1, d3), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 3], d3 in [0, 2], s0 in [0, 1], s1 in [0, 1]"
// CHECK:           "operand": 2,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3) -> (0, d1, d2, d3), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 3], d3 in [0, 2]"
// CHECK:       "name": "linalg.pooling_nhwc_max",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3)[s0, s1] -> (0, d1 * 3 + s0, d2 + s1, d3), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 4], d3 in [0, 2], s0 in [0, 2], s1 in [0, 1]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
// CHECK:           "operand": 2,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3) -> (0, d1, d2, d3), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 4], d3 in [0, 2]"
// CHECK:       "name": "linalg.fill",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1) -> (), domain: d0 in [0, 3], d1 in [0, 5]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
// CHECK:       "name": "linalg.copy",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1) -> (d0, d1), domain: d0 in [0, 3], d1 in [0, 5]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
// CHECK:       "name": "linalg.map",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1) -> (d0, d1), domain: d0 in [0, 3], d1 in [0, 5]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1) -> (d0, d1), domain: d0 in [0, 3], d1 in [0, 5]"
// CHECK:           "operand": 2,
// CHECK-NEXT:      "maps": []
// CHECK:       "name": "linalg.elementwise",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1) -> (d0, d1), domain: d0 in [0, 3], d1 in [0, 5]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
// CHECK:       "name": "linalg.softmax",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1)[s0] -> (d0, s0), domain: d0 in [0, 3], d1 in [0, 5], s0 in [0, 5]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
// CHECK:       "name": "linalg.pack",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3) -> (d1 * 2 + d2, d0 * 4 + d3), domain: d0 in [0, 1], d1 in [0, 2], d2 in [0, 1], d3 in [0, 3], d0 * 4 + d3 in [0, 5], d1 * 2 + d2 in [0, 4]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
// CHECK:           "operand": 2,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1, d2, d3) -> (), domain: d0 in [0, 1], d1 in [0, 2], d2 in [0, 1], d3 in [0, 3]"
// CHECK:       "name": "linalg.unpack",
// CHECK:           "operand": 0,
// CHECK-NEXT:      "maps": [
// CHECK-NEXT:        "(d0, d1) -> (d1 floordiv 4, d0 floordiv 2, d0 mod 2, d1 mod 4), domain: d0 in [0, 4], d1 in [0, 5]"
// CHECK:           "operand": 1,
// CHECK-NEXT:      "maps": []
func.func @families(%ba: tensor<2x4x8xf32>, %bb: tensor<2x8x6xf32>, %bc: tensor<2x4x6xf32>,
                    %img: tensor<1x6x6x3xf32>, %dw: tensor<2x2x3xf32>, %dwo: tensor<1x3x4x3xf32>,
                    %win: tensor<3x2xf32>, %po: tensor<1x2x5x3xf32>, %x: f32, %c: tensor<4x6xf32>,
                    %s: tensor<5x6xf32>, %p: tensor<2x3x2x4xf32>)
    -> (tensor<2x4x6xf32>, tensor<1x3x4x3xf32>, tensor<1x2x5x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>,
        tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x3x2x4xf32>, tensor<5x6xf32>) {
  %0 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x6xf32>) outs(%bc : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%img, %dw : tensor<1x6x6x3xf32>, tensor<2x2x3xf32>) outs(%dwo : tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%img, %win : tensor<1x6x6x3xf32>, tensor<3x2xf32>) outs(%po : tensor<1x2x5x3xf32>) -> tensor<1x2x5x3xf32>
  %3 = linalg.fill ins(%x : f32) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %4 = linalg.copy ins(%c : tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %5 = linalg.map { arith.addf } ins(%c, %c : tensor<4x6xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>)
  %6 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%c : tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %7 = linalg.softmax dimension(1) ins(%c : tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %8 = linalg.pack %s padding_value(%x : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %p : tensor<5x6xf32> -> tensor<2x3x2x4xf32>
  %9 = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %s : tensor<2x3x2x4xf32> -> tensor<5x6xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x4x6xf32>, tensor<1x3x4x3xf32>, tensor<1x2x5x3xf32>, tensor<4x6xf32>, tensor<4x6xf32>,
        tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x3x2x4xf32>, tensor<5x6xf32>
}
