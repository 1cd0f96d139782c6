// dot_general, convolution, dynamic_conv, scatter and dynamic_gather: one
// invalid case per constraint of the specification that index-opt's
// verifiers check beyond dimension numbers (precision config, inferred
// result shapes, algorithms, quantized operands, update types and region
// signatures), each a located error naming the constraint.
// RUN: index-opt --split-input-file --verify-diagnostics %s

func.func @dot_general_c11(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C11) precision_config has 3 elements, expected at most 2 (lhs and rhs)}}
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c14(%a: tensor<3x4x!quant.uniform<i8:f32, 0.1>>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C14) lhs must be quantized exactly when rhs and the result are}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.1>>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c15(%a: tensor<3x4x!quant.uniform<i8:f32, 0.1>>, %b: tensor<4x5x!quant.uniform<i8:f32, 0.1:3>>) {
  // expected-error @+1 {{(C15) rhs zero points must be 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.1>>, tensor<4x5x!quant.uniform<i8:f32, 0.1:3>>) -> tensor<3x5x!quant.uniform<i32:f32, 0.01>>
  return
}

// -----

func.func @dot_general_c16(%a: tensor<3x2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x5x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) {
  // expected-error @+1 {{(C16) rhs quantization dimension 0 must not be a contracting dimension}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x2x!quant.uniform<i8:f32, 0.1>>, tensor<2x5x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) -> tensor<3x5x!quant.uniform<i32:f32, 0.01>>
  return
}

// -----

func.func @dot_general_c17(%a: tensor<3x4x!quant.uniform<i8:f32, 0.1>>, %b: tensor<4x5x!quant.uniform<i16:f32, 0.1>>) {
  // expected-error @+1 {{(C17) lhs and rhs storage types differ}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.1>>, tensor<4x5x!quant.uniform<i16:f32, 0.1>>) -> tensor<3x5x!quant.uniform<i32:f32, 0.01>>
  return
}

// -----

func.func @dot_general_c18(%a: tensor<3x4x!quant.uniform<i8:f32, 0.1>>, %b: tensor<4x5x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{(C18) lhs, rhs and result expressed types differ}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.1>>, tensor<4x5x!quant.uniform<i8:f32, 0.1>>) -> tensor<3x5x!quant.uniform<i32:f16, 0.01>>
  return
}

// -----

func.func @dot_general_c19(%a: tensor<3x4x!quant.uniform<i8:f32, 0.1>>, %b: tensor<4x2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{(C19) a per-tensor quantized rhs needs a per-tensor quantized result}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.1>>, tensor<4x2x!quant.uniform<i8:f32, 0.1>>) -> tensor<3x2x!quant.uniform<i32:f32:1, {0.01, 0.02}>>
  return
}

// -----

func.func @dot_general_c20(%a: tensor<3x4xf16>, %b: tensor<4x5x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{(C20) lhs element type 'f16', rhs expressed type 'f32' and result element type 'f32' must agree}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf16>, tensor<4x5x!quant.uniform<i8:f32, 0.1>>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c21(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C21) precision_config must be DEFAULT with an algorithm}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGHEST, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c22(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C22) lhs_component_count must be positive, not 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c23(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C23) rhs_component_count must be positive, not -1}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_general_c24(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C24) num_primitive_operations must be positive, not 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @convolution_c24(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{(C24) precision_config has 3 elements, expected at most 2 (lhs and rhs)}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @convolution_c25(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{(C25) result type 'tensor<1x8x8x4xf32>', expected shape [1, 6, 6, 4] (batch / batch_group_count, kernel output features, windows)}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

func.func @convolution_c25_padded_strided(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{(C25) result type 'tensor<1x5x4x4xf32>', expected shape [1, 4, 4, 4]}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x5x4x4xf32>
  return
}

// -----

func.func @convolution_c26(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{(C26) result rank 3, expected 4}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<6x6x4xf32>
  return
}

// -----

func.func @convolution_c29(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, %k: tensor<1x1x2x2x!quant.uniform<i8:f32:2, {0.1, 0.2}>>) {
  // expected-error @+1 {{(C29) rhs quantization dimension 2, expected 3 (kernel_output_feature_dimension)}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, tensor<1x1x2x2x!quant.uniform<i8:f32:2, {0.1, 0.2}>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.01, 0.02}>>
  return
}

// -----

func.func @convolution_c30(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, %k: tensor<1x1x2x2x!quant.uniform<i8:f32:3, {0.1, 0.2}>>) {
  // expected-error @+1 {{(C30) result quantization dimension 2, expected 3 (output_feature_dimension)}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.1>>, tensor<1x1x2x2x!quant.uniform<i8:f32:3, {0.1, 0.2}>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32:2, {0.01, 0.02, 0.03, 0.04}>>
  return
}

// -----

func.func @convolution_c34(%a: tensor<1x4x4x2xf32>, %k: tensor<1x1x2x2x!quant.uniform<i8:f16, 0.1>>) {
  // expected-error @+1 {{(C34) lhs element type 'f32', rhs expressed type 'f16' and result element type 'f32' must agree}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<1x1x2x2x!quant.uniform<i8:f16, 0.1>>) -> tensor<1x4x4x2xf32>
  return
}

// -----

func.func @dynamic_conv_c4(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %p: tensor<3x2xi64>) {
  // expected-error @+1 {{padding must have shape [2, 2]}}
  %0 = "stablehlo.dynamic_conv"(%a, %k, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<3x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

func.func @dynamic_conv_c25(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
  %p = stablehlo.constant dense<1> : tensor<2x2xi64>
  // expected-error @+1 {{(C25) result type 'tensor<1x6x6x4xf32>', expected shape [1, 8, 8, 4]}}
  %0 = "stablehlo.dynamic_conv"(%a, %k, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi64>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @dynamic_gather_slice_sizes(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>) {
  %s = stablehlo.constant dense<[1, 5]> : tensor<2xi64>
  // expected-error @+1 {{(C21) slice_sizes[1] = 5 must be in [0, 4]}}
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x5xf32>
  return
}

// -----

func.func @dynamic_gather_c1(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C1) operand rank 2 must equal size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims) = 1}}
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>}> : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x?xf32>
  return
}

// -----

func.func @scatter_c4_scatter_sizes(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<5x4xf32>) {
  // expected-error @+1 {{(C4) update scatter dimension 0 has size 5, expected 2 (from scatter_indices)}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<5x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_c4_window_sizes(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x6xf32>) {
  // expected-error @+1 {{(C4) update window dimension 1 has size 6, more than the input's 4}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_c6(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf16>) {
  // expected-error @+1 {{(C6) update #0 element type 'f16' must be input #0's element type 'f32'}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf16>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_c23(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{(C23) update_computation returns 'tensor<i1>' as value #0, expected its argument type 'tensor<f32>'}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_c24(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{(C24) result #0 has type 'tensor<4x3xf32>', expected the inputs' shape [3, 4]}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @scatter_c25(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{(C25) result #0 element type 'f64' must be the update_computation's element type 'f32'}}
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf64>
  return
}
