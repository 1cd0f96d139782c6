// Named linalg ops of every family, on static shapes.
func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x6xf32>, %c: tensor<4x6xf32>, %ba: tensor<2x4x8xf32>,
                 %bb: tensor<2x8x6xf32>, %bc: tensor<2x4x6xf32>, %v8: tensor<8xf32>, %v4: tensor<4xf32>,
                 %v6: tensor<6xf32>, %s: tensor<f32>, %img: tensor<1x9x9x3xf32>, %flt: tensor<3x3x3x5xf32>,
                 %o: tensor<1x7x7x5xf32>, %win: tensor<2x2xf32>, %po: tensor<1x8x8x3xf32>, %dw: tensor<3x3x3xf32>,
                 %dwo: tensor<1x7x7x3xf32>, %t84: tensor<8x4xf32>, %x: f32)
    -> (tensor<4x6xf32>, tensor<2x4x6xf32>, tensor<4xf32>, tensor<6xf32>, tensor<f32>, tensor<1x7x7x5xf32>,
        tensor<1x8x8x3xf32>, tensor<1x7x7x3xf32>, tensor<4x6xf32>, tensor<8x4xf32>, tensor<4xf32>, tensor<4x8xf32>,
        tensor<4x6xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x6xf32>, tensor<4x8xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %1 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x6xf32>) outs(%bc : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %2 = linalg.matvec ins(%a, %v8 : tensor<4x8xf32>, tensor<8xf32>) outs(%v4 : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.vecmat ins(%v8, %b : tensor<8xf32>, tensor<8x6xf32>) outs(%v6 : tensor<6xf32>) -> tensor<6xf32>
  %4 = linalg.dot ins(%v8, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %flt : tensor<1x9x9x3xf32>, tensor<3x3x3x5xf32>) outs(%o : tensor<1x7x7x5xf32>) -> tensor<1x7x7x5xf32>
  %6 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %win : tensor<1x9x9x3xf32>, tensor<2x2xf32>) outs(%po : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %7 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %dw : tensor<1x9x9x3xf32>, tensor<3x3x3xf32>) outs(%dwo : tensor<1x7x7x3xf32>) -> tensor<1x7x7x3xf32>
  %8 = linalg.broadcast ins(%v6 : tensor<6xf32>) outs(%c : tensor<4x6xf32>) dimensions = [0]
  %9 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t84 : tensor<8x4xf32>) permutation = [1, 0]
  %10 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%v4 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %11 = linalg.map ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%l: f32, %r: f32, %out: f32) {
      %m = arith.mulf %l, %r : f32
      linalg.yield %m : f32
    }
  %12 = linalg.fill ins(%x : f32) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %13 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %14 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %15 = linalg.max ins(%c, %c : tensor<4x6xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %16 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  // Results are returned so that rewriting keeps the ops.
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16
    : tensor<4x6xf32>, tensor<2x4x6xf32>, tensor<4xf32>, tensor<6xf32>, tensor<f32>, tensor<1x7x7x5xf32>,
      tensor<1x8x8x3xf32>, tensor<1x7x7x3xf32>, tensor<4x6xf32>, tensor<8x4xf32>, tensor<4xf32>, tensor<4x8xf32>,
      tensor<4x6xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x6xf32>, tensor<4x8xf32>
}
