// Library ops, quantization and dynamic shapes: one invalid case per
// constraint of the specification that index-opt's verifiers check for rng,
// rng_bit_generator, fft, cholesky, triangular_solve, the batch norm ops,
// uniform_quantize, uniform_dequantize, add (quantized), get_dimension_size,
// dynamic_iota, dynamic_broadcast_in_dim, dynamic_pad, dynamic_reshape,
// after_all, partition_id and replica_id.
// RUN: index-opt --split-input-file --verify-diagnostics %s

func.func @rng_c1(%a: tensor<f32>, %b: tensor<f64>, %s: tensor<1xi64>) {
  // expected-error @+1 {{(C1) b element type 'f64' must be a's element type 'f32'}}
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<1xi64>) -> tensor<4xf32>
  return
}

// -----

func.func @rng_c2(%a: tensor<i32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{(C2) a NORMAL distribution needs a floating-point type, not 'i32'}}
  %0 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4xi32>
  return
}

// -----

func.func @rng_c3(%a: tensor<f32>) {
  %s = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // expected-error @+1 {{(C3) result type 'tensor<4x3xf32>', expected shape [3, 4]}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x3xf32>
  return
}

// -----

func.func @rng_bit_generator_c1(%s: tensor<2xui64>) {
  // expected-error @+1 {{(C1) output_state type 'tensor<3xui64>' must be initial_state's type 'tensor<2xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_c2(%s: tensor<4xui64>) {
  // expected-error @+1 {{(C2) initial_state has 4 elements, but PHILOX needs 2 or 3}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  return
}

// -----

func.func @fft_c1(%a: tensor<8xcomplex<f32>>) {
  // expected-error @+1 {{(C1) fft_length has 2 elements, more than the operand rank 1}}
  %0 = stablehlo.fft %a, type = FFT, length = [8, 8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @fft_c2(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C2) FFT cannot take 'f32' to 'complex<f32>'}}
  %0 = stablehlo.fft %a, type = FFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @fft_c3(%a: tensor<2x2x2x2xcomplex<f32>>) {
  // expected-error @+1 {{(C3) fft_length has 4 elements, expected 1 to 3}}
  %0 = stablehlo.fft %a, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return
}

// -----

func.func @fft_c4(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C4) the real operand's trailing dimensions must be fft_length [16], not [8]}}
  %0 = stablehlo.fft %a, type = RFFT, length = [16] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return
}

// -----

func.func @fft_c5_rfft(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C5) result type 'tensor<8xcomplex<f32>>', expected shape [5]}}
  %0 = stablehlo.fft %a, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @fft_c5_irfft(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{(C5) the operand's last dimension has size 4, expected 5}}
  %0 = stablehlo.fft %a, type = IRFFT, length = [8] : (tensor<4xcomplex<f32>>) -> tensor<8xf32>
  return
}

// -----

func.func @cholesky_c1(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{(C1) result type 'tensor<4x4xf64>' must be a's type 'tensor<4x4xf32>'}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<4x4xf32>) -> tensor<4x4xf64>
  return
}

// -----

func.func @cholesky_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) a has rank 1, expected at least 2}}
  %0 = stablehlo.cholesky %a : tensor<4xf32>
  return
}

// -----

func.func @cholesky_c3(%a: tensor<3x4xf32>) {
  // expected-error @+1 {{(C3) a's matrices must be square, not 'tensor<3x4xf32>'}}
  %0 = stablehlo.cholesky %a : tensor<3x4xf32>
  return
}

// -----

func.func @triangular_solve_c1(%a: tensor<4x4xf32>, %b: tensor<4x5xf64>) {
  // expected-error @+1 {{(C1) b element type 'f64' must be a's element type 'f32'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x5xf64>) -> tensor<4x5xf64>
  return
}

// -----

func.func @triangular_solve_c2(%a: tensor<2x4x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C2) a and b must have one rank of at least 2, not 3 and 2}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @triangular_solve_c3(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C3) a must be square matrices of b's last dimension size (5), not [4, 4]}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @triangular_solve_c3_batch(%a: tensor<2x4x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error @+1 {{(C3) batch dimension 0 of a (size 2) and b (size 3) differ}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x4x4xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return
}

// -----

func.func @triangular_solve_c4(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C4) result type 'tensor<5x4xf32>' must be b's type 'tensor<4x5xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @batch_norm_inference_c1(%x: tensor<2x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{(C1) feature_index 2 is out of range [0, 2)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 2 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @batch_norm_inference_c2(%x: tensor<2x8xf32>, %v: tensor<8xf32>, %w: tensor<8xf16>) {
  // expected-error @+1 {{(C2) operand #4 element type 'f16' must be the operand's element type 'f32'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %w) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf16>) -> tensor<2x8xf32>
  return
}

// -----

func.func @batch_norm_inference_c3(%x: tensor<2x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{(C3-C6) scale has type 'tensor<4xf32>', expected a 1-d tensor as long as the feature dimension (8)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %w, %v, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @batch_norm_inference_c7(%x: tensor<2x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{(C7) result type 'tensor<8x2xf32>' must be the operand's type 'tensor<2x8xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8x2xf32>
  return
}

// -----

func.func @batch_norm_training_c5(%x: tensor<2x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{(C3-C6) batch_mean has type 'tensor<2xf32>', expected a 1-d tensor as long as the feature dimension (8)}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x8xf32>, tensor<2xf32>, tensor<8xf32>)
  return
}

// -----

func.func @batch_norm_training_c7(%x: tensor<2x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{(C7) output type 'tensor<2x4xf32>' must be the operand's type 'tensor<2x8xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x4xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

func.func @batch_norm_grad_c3(%x: tensor<2x8xf32>, %g: tensor<3x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{(C3) grad_output has type 'tensor<3x8xf32>', but operand has shape [2, 8]}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %v, %v, %v, %g) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x8xf32>) -> (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

func.func @batch_norm_grad_operands(%x: tensor<2x8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{takes 5 operands and gives 3 results}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %v, %v, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

func.func @uniform_quantize_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) result expressed type 'f16' must be 'f32'}}
  %0 = stablehlo.uniform_quantize %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f16, 0.1>>
  return
}

// -----

func.func @uniform_dequantize_c2(%a: tensor<4x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{(C2) result element type 'f16' must be the operand's expressed type 'f32'}}
  %0 = stablehlo.uniform_dequantize %a : (tensor<4x!quant.uniform<i8:f32, 0.1>>) -> tensor<4xf16>
  return
}

// -----

// add C2-C4 (all or none quantized, one storage and expressed type) are the
// SameBaselineElementType trait's.
func.func @add_c2(%a: tensor<4x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type), but result #0 is 'tensor<4xi8>'}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<4x!quant.uniform<i8:f32, 0.1>>, tensor<4x!quant.uniform<i8:f32, 0.1>>) -> tensor<4xi8>
  return
}

// -----

func.func @add_c5(%a: tensor<2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>, %b: tensor<2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{(C5) the result is per-axis quantized exactly when lhs or rhs is}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>, tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @add_c6(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) {
  // expected-error @+1 {{(C6) lhs quantization dimension 0 must be the result's 1}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.1:1, 0.2:2}>>
  return
}

// -----

func.func @get_dimension_size_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) dimension 1 is out of range [0, 1)}}
  %0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<4xf32>) -> tensor<i32>
  return
}

// -----

func.func @dynamic_iota_c1(%s: tensor<2xi64>) {
  // expected-error @+1 {{(C1) iota_dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi64>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_iota_c2(%s: tensor<3xi64>) {
  // expected-error @+1 {{(C2) result rank 2, but output_shape has 3 elements}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c5(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C5) operand dimension 0 of size 3 cannot broadcast to result dimension 1 of size 4}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c7(%a: tensor<4xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{(C7) output_dimensions has 3 elements, expected 2 (the result rank)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<4xf32>, tensor<3xi64>) -> tensor<?x4xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c8(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C8, C9, C10) known_expanding_dimensions and known_nonexpanding_dimensions has the duplicate value 0}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1], expanding_dims = [0], nonexpanding_dims = [0] : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c9(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C8, C9, C10) known_expanding_dimensions and known_nonexpanding_dimensions value 1 is out of range [0, 1)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1], expanding_dims = [1] : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  return
}

// -----

func.func @dynamic_pad_c1(%a: tensor<4xf32>, %p: tensor<i32>, %l: tensor<1xi64>) {
  // expected-error @+1 {{(C1) padding_value element type 'i32' must be the operand's element type 'f32'}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %l, %l : (tensor<4xf32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @dynamic_pad_c2(%a: tensor<4xf32>, %p: tensor<f32>, %l: tensor<2xi64>) {
  // expected-error @+1 {{(C2) edge_padding_low has type 'tensor<2xi64>', expected a 1-d tensor of 1 elements (the operand rank)}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %l, %l : (tensor<4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @dynamic_pad_c3(%a: tensor<4xf32>, %p: tensor<f32>) {
  %l = stablehlo.constant dense<[1]> : tensor<1xi64>
  %i = stablehlo.constant dense<[-1]> : tensor<1xi64>
  // expected-error @+1 {{(C3) interior padding -1 of dimension 0 is negative}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %l, %i : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @dynamic_pad_c4(%a: tensor<4xf32>, %p: tensor<f32>) {
  %l = stablehlo.constant dense<[1]> : tensor<1xi64>
  %i = stablehlo.constant dense<[1]> : tensor<1xi64>
  // expected-error @+1 {{(C4) result dimension 0 has size 8, expected 9}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %l, %i : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
  return
}

// -----

func.func @dynamic_reshape_c1(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C1) result element type 'i32' must be the operand's element type 'f32'}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x?xi32>
  return
}

// -----

func.func @dynamic_reshape_c2(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{(C2) operand has 4 elements, result 6}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_reshape_c4(%a: tensor<4xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{(C4) output_shape has 3 elements, expected 2 (the result rank)}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<4xf32>, tensor<3xi64>) -> tensor<?x?xf32>
  return
}

// -----

func.func @after_all_types(%a: tensor<f32>) {
  // expected-error @+1 {{inputs must be tokens, not 'tensor<f32>'}}
  %0 = "stablehlo.after_all"(%a) : (tensor<f32>) -> !stablehlo.token
  return
}

// -----

func.func @partition_id_type() {
  // expected-error @+1 {{result must be tensor<ui32>, not 'tensor<i32>'}}
  %0 = stablehlo.partition_id : tensor<i32>
  return
}

// -----

func.func @replica_id_type() {
  // expected-error @+1 {{result must be tensor<ui32>, not 'tensor<ui64>'}}
  %0 = stablehlo.replica_id : tensor<ui64>
  return
}

// -----

func.func @rng_scalar_bounds(%a: tensor<2xf32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{'stablehlo.rng' op a has rank 1, expected 0}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<2xf32>, tensor<2xf32>, tensor<1xi64>) -> tensor<4xf32>
  return
}
