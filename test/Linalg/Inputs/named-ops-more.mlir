// More named ops: batch-reduce and transposed matmuls, contract, elementwise,
// strided/dilated convolutions, NCHW pooling, 4-D tiled matmul.
func.func @more_named(%ba: tensor<2x4x8xf32>, %bb: tensor<2x8x6xf32>, %c: tensor<4x6xf32>, %at: tensor<8x4xf32>,
                      %b: tensor<8x6xf32>, %bm: tensor<2x4x8xf32>, %bv: tensor<2x8xf32>, %bvo: tensor<2x4xf32>,
                      %x1: tensor<1x11x3xf32>, %f1: tensor<3x3x5xf32>, %o1: tensor<1x3x5xf32>,
                      %img: tensor<1x3x9x9xf32>, %flt: tensor<5x3x3x3xf32>, %o2: tensor<1x5x4x3xf32>,
                      %win: tensor<2x2xf32>, %po: tensor<1x3x8x8xf32>, %m: tensor<4x6xi1>,
                      %l4: tensor<2x3x4x2xf32>, %r4: tensor<5x3x2x2xf32>, %o4: tensor<2x5x4x2xf32>)
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x4xf32>, tensor<1x3x5xf32>,
        tensor<1x5x4x3xf32>, tensor<1x3x8x8xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>,
        tensor<2x5x4x2xf32>) {
  %0 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : tensor<8x4xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %2 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : tensor<8x4xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%c, %c : tensor<4x6xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %4 = linalg.batch_matvec ins(%bm, %bv : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%bvo : tensor<2x4xf32>) -> tensor<2x4xf32>
  %5 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%x1, %f1 : tensor<1x11x3xf32>, tensor<3x3x5xf32>) outs(%o1 : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
  %6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%img, %flt : tensor<1x3x9x9xf32>, tensor<5x3x3x3xf32>) outs(%o2 : tensor<1x5x4x3xf32>) -> tensor<1x5x4x3xf32>
  %7 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %win : tensor<1x3x9x9xf32>, tensor<2x2xf32>) outs(%po : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %8 = linalg.sub ins(%c, %c : tensor<4x6xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %9 = linalg.div ins(%c, %c : tensor<4x6xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %10 = linalg.select ins(%m, %c, %c : tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %11 = linalg.reciprocal ins(%c : tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %12 = linalg.mmt4d ins(%l4, %r4 : tensor<2x3x4x2xf32>, tensor<5x3x2x2xf32>) outs(%o4 : tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12
    : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x4xf32>, tensor<1x3x5xf32>,
      tensor<1x5x4x3xf32>, tensor<1x3x8x8xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>,
      tensor<2x5x4x2xf32>
}
