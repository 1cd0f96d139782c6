// Invalid cases for the checks the other verifier files do not reach: one
// per constraint, each a located error (docs/verifiers.md says which file
// holds which constraint).
// RUN: index-opt --split-input-file --verify-diagnostics %s

func.func @broadcast_in_dim_c4(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{(C3, C4) broadcast_dimensions has the duplicate value 0}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @reverse_c2(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{dimensions has the duplicate value 1}}
  %0 = stablehlo.reverse %a, dims = [1, 1] : tensor<2x2xf32>
  return
}

// -----

func.func @slice_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{strides has 2 elements, expected 1 (the operand rank)}}
  %0 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1, 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @dynamic_slice_c1(%a: tensor<4xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{result element type must be the operand's}}
  %0 = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf64>
  return
}

// -----

func.func @dynamic_update_slice_c3(%a: tensor<4x4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{update rank 1 differs from operand rank 2}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<4x4xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dynamic_update_slice_c4(%a: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{has 1 start indices, expected 2}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @pad_c2(%a: tensor<4xf32>, %p: tensor<f32>) {
  // expected-error @+1 {{edge_padding_high has 2 elements, expected 1 (the operand rank)}}
  %0 = stablehlo.pad %a, %p, low = [1], high = [1, 1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return
}

// -----

func.func @concatenate_c2(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{input #1 dimension 1 has size 4, expected 3}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concatenate_c3() {
  // expected-error @+1 {{needs at least one input}}
  %0 = "stablehlo.concatenate"() <{dimension = 0 : i64}> : () -> tensor<0xf32>
  return
}

// -----

func.func @dot_general_c1(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) {
  // expected-error @+1 {{lhs and rhs batching dimensions differ in number}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x2x5xf32>
  return
}

// -----

func.func @dot_general_c2(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{lhs and rhs contracting dimensions differ in number}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

func.func @dot_general_c3(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions has the duplicate value 0}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dot_general_c8(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{rhs batching and contracting dimensions value 2 is out of range [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [2] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c9(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error @+1 {{lhs dimension 0 (size 2) and rhs dimension 0 (size 3) must have the same size}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @convolution_c1(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x4xf32>) {
  // expected-error @+1 {{lhs and rhs ranks differ}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c2(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{window_strides has 1 elements, expected 2}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c3(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{window_strides values must be positive}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 0>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c4(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{padding must have shape [2, 2]}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<0> : tensor<2x3xi64>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c5(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{lhs_dilation has 3 elements, expected 2}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1, 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c8(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{rhs_dilation values must be positive}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 0, 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c9(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{window_reversal has 1 elements, expected 2}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: true>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c10(%a: tensor<3x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{(C10) input batch dimension (3) must be a multiple of batch_group_count (2)}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<3x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c13(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{input dimension numbers has the duplicate value 0}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c14(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{input feature dimension (3) must be the kernel input feature dimension (2) times feature_group_count (1)}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c15(%a: tensor<2x8x8x3xf32>, %k: tensor<3x3x3x3xf32>) {
  // expected-error @+1 {{(C15, C16) kernel output feature dimension (3) must be a multiple of batch_group_count (2)}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<2x8x8x3xf32>, tensor<3x3x3x3xf32>) -> tensor<1x6x6x3xf32>
  return
}

// -----

func.func @convolution_c18(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{kernel dimension numbers value 4 is out of range [0, 4)}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 4, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c20(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{output dimension numbers has the duplicate value 1}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c21(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{feature_group_count and batch_group_count must be positive}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c23(%a: tensor<2x8x8x4xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{feature_group_count and batch_group_count cannot both exceed 1}}
  %0 = "stablehlo.convolution"(%a, %k) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64}> : (tensor<2x8x8x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c28(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, %k: tensor<1x1x2x2xf32>) {
  // expected-error @+1 {{(C28) lhs must be quantized exactly when rhs and the result are}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, tensor<1x1x2x2xf32>) -> tensor<1x4x4x2xf32>
  return
}

// -----

func.func @convolution_c31(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, %k: tensor<1x1x2x2x!quant.uniform<i16:f32, 0.1>>) {
  // expected-error @+1 {{(C31) lhs and rhs storage types differ}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, tensor<1x1x2x2x!quant.uniform<i16:f32, 0.1>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.01>>
  return
}

// -----

func.func @convolution_c32(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, %k: tensor<1x1x2x2x!quant.uniform<i8:f16, 0.1>>) {
  // expected-error @+1 {{(C32) lhs, rhs and result expressed types differ}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, tensor<1x1x2x2x!quant.uniform<i8:f16, 0.1>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.01>>
  return
}

// -----

func.func @convolution_c33(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, %k: tensor<1x1x2x2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{(C33) a per-tensor quantized rhs needs a per-tensor quantized result}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 0.1>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.01, 0.02}>>
  return
}

// -----

func.func @reduce_c5(%a: tensor<4x5xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C4, C5) dimensions has the duplicate value 1}}
  %0 = stablehlo.reduce(%a init: %s) applies stablehlo.add across dimensions = [1, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_c3(%a: tensor<4x5xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{has 2 results, expected 1 (one per input)}}
  %0:2 = "stablehlo.reduce"(%a, %s) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4x5xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @reduce_window_c5(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{window_dimensions values must be positive}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_window_c6(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{window_strides has 2 elements, expected 1 (the input rank)}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @reduce_window_c9(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{base_dilations values must be positive}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>, base_dilations = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @reduce_window_c10(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{window_dilations has 2 elements, expected 1 (the input rank)}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>, window_dilations = array<i64: 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @reduce_window_c12(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{padding must have shape [1, 2]}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>, padding = dense<0> : tensor<1x3xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @sort_c1() {
  // expected-error @+1 {{(C1) needs an input}}
  "stablehlo.sort"() ({
  ^bb0:
    %p = stablehlo.constant dense<true> : tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : () -> ()
  return
}

// -----

func.func @sort_c4(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C4) dimension 1 is out of range [-1, 1)}}
  %0 = "stablehlo.sort"(%a) <{dimension = 1 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c4(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C4) window_dimensions has 2 elements, expected 1 (the operand rank)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c6(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C6) window_strides has 2 elements, expected 1 (the operand rank)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_pred(%p: tensor<i32>, %a: tensor<4xf32>) {
  // expected-error @+1 {{pred must have element type i1, not 'i32'}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_c2(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{(C2) on_false type 'tensor<4xf64>' must be on_true's type 'tensor<4xf32>'}}
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @gather_c23(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+1 {{(C23) result and operand element types differ}}
  %0 = "stablehlo.gather"(%a, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf64>
  return
}

// -----

func.func @scatter_c1(%a: tensor<3x4xf32>, %b: tensor<3x5xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{(C1) inputs must have the same shape}}
  %0:2 = "stablehlo.scatter"(%a, %b, %i, %u, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %w: tensor<f32>):
    stablehlo.return %z, %w : tensor<f32>, tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x5xf32>, tensor<2x1xi32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<3x5xf32>)
  return
}

// -----

func.func @scatter_c11(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{(C9, C11, C13) inserted_window_dims and input_batching_dims value 2 is out of range [0, 2)}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_c21(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{(C20, C21) scatter_dims_to_operand_dims and input_batching_dims value 5 is out of range [0, 2)}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [5], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @dynamic_reshape_c3(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.1:1, 0.2:2, 0.3:3}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C3) the quantization dimensions (operand 1, result 0)}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1:1, 0.2:2, 0.3:3}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2, 0.3:3}>>
  return
}

// -----

func.func @add_c7(%a: tensor<2x2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) {
  // expected-error @+1 {{(C7) rhs quantization dimension 0 must be the result's 1}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32, 0.1>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.1:1, 0.2:2}>>
  return
}

// -----

func.func @batch_norm_grad_c1(%x: tensor<2x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{(C1) feature_index -1 is out of range [0, 2)}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %v, %v, %v, %x) <{epsilon = 1.0e-03 : f32, feature_index = -1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

func.func @batch_norm_training_c2(%x: tensor<2x8xf32>, %v: tensor<8xf32>, %w: tensor<8xf16>) {
  // expected-error @+1 {{(C2) result #2 element type 'f16' must be the operand's element type 'f32'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf16>)
  return
}

// -----

func.func @all_to_all_c1(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{(C1) split_dimension 2 is out of range [0, 2)}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 2 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @reduce_scatter_c6(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C6) use_global_device_ids needs a channel_id greater than 0}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @send_c2(%a: tensor<4xf32>, %t: !stablehlo.token) {
  // expected-error @+1 {{(C2) source 0 appears twice in source_target_pairs}}
  %0 = "stablehlo.send"(%a, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}
