// One instance of every named structured op MLIR 22 registers that
// named-ops.mlir and named-ops-more.mlir do not have (the list and how it was
// made: ../generalize-crosscheck.test): elementwise unary and binary ops, the
// remaining matmul and convolution layouts (grouped, depthwise with channel
// multiplier, quantized with zero points), 3-D convolutions, every pooling
// layout and kind, fill_rng_2d. Spatial inputs 5 (and 4, 6), kernels 2 (3):
// outputs 4 (3, 4); channel counts differ so a swapped dimension shows.
func.func @abs(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.abs ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @ceil(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.ceil ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @erf(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.erf ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @floor(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.floor ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @log(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.log ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @negf(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.negf ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @round(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.round ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @rsqrt(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.rsqrt ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @sqrt(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.sqrt ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @square(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.square ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @tanh(%i0: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.tanh ins(%i0 : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @mul(%i0: tensor<4x5xf32>, %i1: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.mul ins(%i0, %i1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @min(%i0: tensor<4x5xf32>, %i1: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.min ins(%i0, %i1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @powf(%i0: tensor<4x5xf32>, %i1: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.powf ins(%i0, %i1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @div_unsigned(%i0: tensor<4x5xi32>, %i1: tensor<4x5xi32>, %o: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = linalg.div_unsigned ins(%i0, %i1 : tensor<4x5xi32>, tensor<4x5xi32>) outs(%o : tensor<4x5xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

func.func @batch_mmt4d(%i0: tensor<2x3x4x5x6xf32>, %i1: tensor<2x7x4x8x6xf32>, %o: tensor<2x3x7x5x8xf32>) -> tensor<2x3x7x5x8xf32> {
  %0 = linalg.batch_mmt4d ins(%i0, %i1 : tensor<2x3x4x5x6xf32>, tensor<2x7x4x8x6xf32>) outs(%o : tensor<2x3x7x5x8xf32>) -> tensor<2x3x7x5x8xf32>
  return %0 : tensor<2x3x7x5x8xf32>
}

func.func @batch_vecmat(%i0: tensor<2x3xf32>, %i1: tensor<2x3x4xf32>, %o: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.batch_vecmat ins(%i0, %i1 : tensor<2x3xf32>, tensor<2x3x4xf32>) outs(%o : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @quantized_matmul(%i0: tensor<3x4xi8>, %i1: tensor<4x5xi8>, %i2: i32, %i3: i32, %o: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.quantized_matmul ins(%i0, %i1, %i2, %i3 : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%o : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

func.func @quantized_batch_matmul(%i0: tensor<2x3x4xi8>, %i1: tensor<2x4x5xi8>, %i2: i32, %i3: i32, %o: tensor<2x3x5xi32>) -> tensor<2x3x5xi32> {
  %0 = linalg.quantized_batch_matmul ins(%i0, %i1, %i2, %i3 : tensor<2x3x4xi8>, tensor<2x4x5xi8>, i32, i32) outs(%o : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

func.func @fill_rng_2d(%i0: f64, %i1: f64, %i2: i32, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.fill_rng_2d ins(%i0, %i1, %i2 : f64, f64, i32) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @conv_1d(%i0: tensor<5xf32>, %i1: tensor<2xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.conv_1d ins(%i0, %i1 : tensor<5xf32>, tensor<2xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @conv_1d_ncw_fcw(%i0: tensor<1x2x5xf32>, %i1: tensor<3x2x2xf32>, %o: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %0 = linalg.conv_1d_ncw_fcw ins(%i0, %i1 : tensor<1x2x5xf32>, tensor<3x2x2xf32>) outs(%o : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}

func.func @conv_2d(%i0: tensor<5x6xf32>, %i1: tensor<2x3xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.conv_2d ins(%i0, %i1 : tensor<5x6xf32>, tensor<2x3xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @conv_2d_nchw_fchw_q(%i0: tensor<1x2x5x6xi8>, %i1: tensor<3x2x2x3xi8>, %i2: i32, %i3: i32, %o: tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32> {
  %0 = linalg.conv_2d_nchw_fchw_q ins(%i0, %i1, %i2, %i3 : tensor<1x2x5x6xi8>, tensor<3x2x2x3xi8>, i32, i32) outs(%o : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  return %0 : tensor<1x3x4x4xi32>
}

func.func @conv_2d_ngchw_fgchw(%i0: tensor<1x2x3x5x6xf32>, %i1: tensor<4x2x3x2x3xf32>, %o: tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%i0, %i1 : tensor<1x2x3x5x6xf32>, tensor<4x2x3x2x3xf32>) outs(%o : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  return %0 : tensor<1x2x4x4x4xf32>
}

func.func @conv_2d_ngchw_gfchw(%i0: tensor<1x2x3x5x6xf32>, %i1: tensor<2x4x3x2x3xf32>, %o: tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%i0, %i1 : tensor<1x2x3x5x6xf32>, tensor<2x4x3x2x3xf32>) outs(%o : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  return %0 : tensor<1x2x4x4x4xf32>
}

func.func @conv_2d_ngchw_gfchw_q(%i0: tensor<1x2x3x5x6xi8>, %i1: tensor<2x4x3x2x3xi8>, %i2: i32, %i3: i32, %o: tensor<1x2x4x4x4xi32>) -> tensor<1x2x4x4x4xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q ins(%i0, %i1, %i2, %i3 : tensor<1x2x3x5x6xi8>, tensor<2x4x3x2x3xi8>, i32, i32) outs(%o : tensor<1x2x4x4x4xi32>) -> tensor<1x2x4x4x4xi32>
  return %0 : tensor<1x2x4x4x4xi32>
}

func.func @conv_2d_nhwc_fhwc(%i0: tensor<1x5x6x2xf32>, %i1: tensor<3x2x3x2xf32>, %o: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%i0, %i1 : tensor<1x5x6x2xf32>, tensor<3x2x3x2xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

func.func @conv_2d_nhwc_fhwc_q(%i0: tensor<1x5x6x2xi8>, %i1: tensor<3x2x3x2xi8>, %i2: i32, %i3: i32, %o: tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q ins(%i0, %i1, %i2, %i3 : tensor<1x5x6x2xi8>, tensor<3x2x3x2xi8>, i32, i32) outs(%o : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}

func.func @conv_2d_nhwc_hwcf_q(%i0: tensor<1x5x6x2xi8>, %i1: tensor<2x3x2x3xi8>, %i2: i32, %i3: i32, %o: tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q ins(%i0, %i1, %i2, %i3 : tensor<1x5x6x2xi8>, tensor<2x3x2x3xi8>, i32, i32) outs(%o : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}

func.func @conv_2d_nhwgc_gfhwc(%i0: tensor<1x5x6x2x3xf32>, %i1: tensor<2x4x2x3x3xf32>, %o: tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%i0, %i1 : tensor<1x5x6x2x3xf32>, tensor<2x4x2x3x3xf32>) outs(%o : tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32>
  return %0 : tensor<1x4x4x2x4xf32>
}

func.func @conv_2d_nhwgc_gfhwc_q(%i0: tensor<1x5x6x2x3xi8>, %i1: tensor<2x4x2x3x3xi8>, %i2: i32, %i3: i32, %o: tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%i0, %i1, %i2, %i3 : tensor<1x5x6x2x3xi8>, tensor<2x4x2x3x3xi8>, i32, i32) outs(%o : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  return %0 : tensor<1x4x4x2x4xi32>
}

func.func @conv_3d(%i0: tensor<5x4x6xf32>, %i1: tensor<2x2x3xf32>, %o: tensor<4x3x4xf32>) -> tensor<4x3x4xf32> {
  %0 = linalg.conv_3d ins(%i0, %i1 : tensor<5x4x6xf32>, tensor<2x2x3xf32>) outs(%o : tensor<4x3x4xf32>) -> tensor<4x3x4xf32>
  return %0 : tensor<4x3x4xf32>
}

func.func @conv_3d_ncdhw_fcdhw(%i0: tensor<1x2x5x4x6xf32>, %i1: tensor<3x2x2x2x3xf32>, %o: tensor<1x3x4x3x4xf32>) -> tensor<1x3x4x3x4xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%i0, %i1 : tensor<1x2x5x4x6xf32>, tensor<3x2x2x2x3xf32>) outs(%o : tensor<1x3x4x3x4xf32>) -> tensor<1x3x4x3x4xf32>
  return %0 : tensor<1x3x4x3x4xf32>
}

func.func @conv_3d_ndhwc_dhwcf(%i0: tensor<1x5x4x6x2xf32>, %i1: tensor<2x2x3x2x3xf32>, %o: tensor<1x4x3x4x3xf32>) -> tensor<1x4x3x4x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%i0, %i1 : tensor<1x5x4x6x2xf32>, tensor<2x2x3x2x3xf32>) outs(%o : tensor<1x4x3x4x3xf32>) -> tensor<1x4x3x4x3xf32>
  return %0 : tensor<1x4x3x4x3xf32>
}

func.func @conv_3d_ndhwc_dhwcf_q(%i0: tensor<1x5x4x6x2xi8>, %i1: tensor<2x2x3x2x3xi8>, %i2: i32, %i3: i32, %o: tensor<1x4x3x4x3xi32>) -> tensor<1x4x3x4x3xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%i0, %i1, %i2, %i3 : tensor<1x5x4x6x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32) outs(%o : tensor<1x4x3x4x3xi32>) -> tensor<1x4x3x4x3xi32>
  return %0 : tensor<1x4x3x4x3xi32>
}

func.func @depthwise_conv_1d_ncw_cw(%i0: tensor<1x2x5xf32>, %i1: tensor<2x2xf32>, %o: tensor<1x2x4xf32>) -> tensor<1x2x4xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%i0, %i1 : tensor<1x2x5xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}

func.func @depthwise_conv_1d_nwc_wc(%i0: tensor<1x5x2xf32>, %i1: tensor<2x2xf32>, %o: tensor<1x4x2xf32>) -> tensor<1x4x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%i0, %i1 : tensor<1x5x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

func.func @depthwise_conv_1d_nwc_wcm(%i0: tensor<1x5x2xf32>, %i1: tensor<2x2x3xf32>, %o: tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%i0, %i1 : tensor<1x5x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32>
  return %0 : tensor<1x4x2x3xf32>
}

func.func @depthwise_conv_2d_nchw_chw(%i0: tensor<1x2x5x6xf32>, %i1: tensor<2x2x3xf32>, %o: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%i0, %i1 : tensor<1x2x5x6xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_q(%i0: tensor<1x5x6x2xi8>, %i1: tensor<2x3x2xi8>, %i2: i32, %i3: i32, %o: tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%i0, %i1, %i2, %i3 : tensor<1x5x6x2xi8>, tensor<2x3x2xi8>, i32, i32) outs(%o : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}

func.func @depthwise_conv_2d_nhwc_hwcm(%i0: tensor<1x5x6x2xf32>, %i1: tensor<2x3x2x3xf32>, %o: tensor<1x4x4x2x3xf32>) -> tensor<1x4x4x2x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%i0, %i1 : tensor<1x5x6x2xf32>, tensor<2x3x2x3xf32>) outs(%o : tensor<1x4x4x2x3xf32>) -> tensor<1x4x4x2x3xf32>
  return %0 : tensor<1x4x4x2x3xf32>
}

func.func @depthwise_conv_2d_nhwc_hwcm_q(%i0: tensor<1x5x6x2xi8>, %i1: tensor<2x3x2x3xi8>, %i2: i32, %i3: i32, %o: tensor<1x4x4x2x3xi32>) -> tensor<1x4x4x2x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%i0, %i1, %i2, %i3 : tensor<1x5x6x2xi8>, tensor<2x3x2x3xi8>, i32, i32) outs(%o : tensor<1x4x4x2x3xi32>) -> tensor<1x4x4x2x3xi32>
  return %0 : tensor<1x4x4x2x3xi32>
}

func.func @depthwise_conv_3d_ncdhw_cdhw(%i0: tensor<1x2x5x4x6xf32>, %i1: tensor<2x2x2x3xf32>, %o: tensor<1x2x4x3x4xf32>) -> tensor<1x2x4x3x4xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%i0, %i1 : tensor<1x2x5x4x6xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x2x4x3x4xf32>) -> tensor<1x2x4x3x4xf32>
  return %0 : tensor<1x2x4x3x4xf32>
}

func.func @depthwise_conv_3d_ndhwc_dhwc(%i0: tensor<1x5x4x6x2xf32>, %i1: tensor<2x2x3x2xf32>, %o: tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%i0, %i1 : tensor<1x5x4x6x2xf32>, tensor<2x2x3x2xf32>) outs(%o : tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32>
  return %0 : tensor<1x4x3x4x2xf32>
}

func.func @depthwise_conv_3d_ndhwc_dhwcm(%i0: tensor<1x5x4x6x2xf32>, %i1: tensor<2x2x3x2x3xf32>, %o: tensor<1x4x3x4x2x3xf32>) -> tensor<1x4x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%i0, %i1 : tensor<1x5x4x6x2xf32>, tensor<2x2x3x2x3xf32>) outs(%o : tensor<1x4x3x4x2x3xf32>) -> tensor<1x4x3x4x2x3xf32>
  return %0 : tensor<1x4x3x4x2x3xf32>
}

func.func @pooling_ncw_max(%i0: tensor<1x2x5xf32>, %i1: tensor<2xf32>, %o: tensor<1x2x4xf32>) -> tensor<1x2x4xf32> {
  %0 = linalg.pooling_ncw_max ins(%i0, %i1 : tensor<1x2x5xf32>, tensor<2xf32>) outs(%o : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}

func.func @pooling_ncw_sum(%i0: tensor<1x2x5xf32>, %i1: tensor<2xf32>, %o: tensor<1x2x4xf32>) -> tensor<1x2x4xf32> {
  %0 = linalg.pooling_ncw_sum ins(%i0, %i1 : tensor<1x2x5xf32>, tensor<2xf32>) outs(%o : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}

func.func @pooling_nchw_max(%i0: tensor<1x2x5x6xf32>, %i1: tensor<2x3xf32>, %o: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %0 = linalg.pooling_nchw_max ins(%i0, %i1 : tensor<1x2x5x6xf32>, tensor<2x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @pooling_ndhwc_max(%i0: tensor<1x5x4x6x2xf32>, %i1: tensor<2x2x3xf32>, %o: tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%i0, %i1 : tensor<1x5x4x6x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32>
  return %0 : tensor<1x4x3x4x2xf32>
}

func.func @pooling_ndhwc_min(%i0: tensor<1x5x4x6x2xf32>, %i1: tensor<2x2x3xf32>, %o: tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32> {
  %0 = linalg.pooling_ndhwc_min ins(%i0, %i1 : tensor<1x5x4x6x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32>
  return %0 : tensor<1x4x3x4x2xf32>
}

func.func @pooling_ndhwc_sum(%i0: tensor<1x5x4x6x2xf32>, %i1: tensor<2x2x3xf32>, %o: tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32> {
  %0 = linalg.pooling_ndhwc_sum ins(%i0, %i1 : tensor<1x5x4x6x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x4x3x4x2xf32>) -> tensor<1x4x3x4x2xf32>
  return %0 : tensor<1x4x3x4x2xf32>
}

func.func @pooling_nhwc_max_unsigned(%i0: tensor<1x5x6x2xi32>, %i1: tensor<2x3xi32>, %o: tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%i0, %i1 : tensor<1x5x6x2xi32>, tensor<2x3xi32>) outs(%o : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}

func.func @pooling_nhwc_min(%i0: tensor<1x5x6x2xf32>, %i1: tensor<2x3xf32>, %o: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = linalg.pooling_nhwc_min ins(%i0, %i1 : tensor<1x5x6x2xf32>, tensor<2x3xf32>) outs(%o : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

func.func @pooling_nhwc_min_unsigned(%i0: tensor<1x5x6x2xi32>, %i1: tensor<2x3xi32>, %o: tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned ins(%i0, %i1 : tensor<1x5x6x2xi32>, tensor<2x3xi32>) outs(%o : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}

func.func @pooling_nhwc_sum(%i0: tensor<1x5x6x2xf32>, %i1: tensor<2x3xf32>, %o: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = linalg.pooling_nhwc_sum ins(%i0, %i1 : tensor<1x5x6x2xf32>, tensor<2x3xf32>) outs(%o : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

func.func @pooling_nwc_max(%i0: tensor<1x5x2xf32>, %i1: tensor<2xf32>, %o: tensor<1x4x2xf32>) -> tensor<1x4x2xf32> {
  %0 = linalg.pooling_nwc_max ins(%i0, %i1 : tensor<1x5x2xf32>, tensor<2xf32>) outs(%o : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

func.func @pooling_nwc_min(%i0: tensor<1x5x2xf32>, %i1: tensor<2xf32>, %o: tensor<1x4x2xf32>) -> tensor<1x4x2xf32> {
  %0 = linalg.pooling_nwc_min ins(%i0, %i1 : tensor<1x5x2xf32>, tensor<2xf32>) outs(%o : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

func.func @pooling_nwc_sum(%i0: tensor<1x5x2xf32>, %i1: tensor<2xf32>, %o: tensor<1x4x2xf32>) -> tensor<1x4x2xf32> {
  %0 = linalg.pooling_nwc_sum ins(%i0, %i1 : tensor<1x5x2xf32>, tensor<2xf32>) outs(%o : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

func.func @pooling_nwc_max_unsigned(%i0: tensor<1x5x2xi32>, %i1: tensor<2xi32>, %o: tensor<1x4x2xi32>) -> tensor<1x4x2xi32> {
  %0 = linalg.pooling_nwc_max_unsigned ins(%i0, %i1 : tensor<1x5x2xi32>, tensor<2xi32>) outs(%o : tensor<1x4x2xi32>) -> tensor<1x4x2xi32>
  return %0 : tensor<1x4x2xi32>
}

func.func @pooling_nwc_min_unsigned(%i0: tensor<1x5x2xi32>, %i1: tensor<2xi32>, %o: tensor<1x4x2xi32>) -> tensor<1x4x2xi32> {
  %0 = linalg.pooling_nwc_min_unsigned ins(%i0, %i1 : tensor<1x5x2xi32>, tensor<2xi32>) outs(%o : tensor<1x4x2xi32>) -> tensor<1x4x2xi32>
  return %0 : tensor<1x4x2xi32>
}
