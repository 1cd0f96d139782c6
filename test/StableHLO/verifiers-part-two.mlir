// Verifier parity, part two: what StableHLO's own verifier and type
// inference reject beyond the specification's numbered constraints:
// custom_call's operand_layouts / result_layouts, #stablehlo.result_accuracy,
// the inferred result types of dot, broadcast, set_dimension_size,
// real_dynamic_slice, create_token, is_finite, get_dimension_size and rng,
// the element kinds and the quantized tensors each op accepts (convert and
// uniform_quantize among them), the statically shaped results of iota, infeed, recv and
// rng_bit_generator,
// constant shape operands against the result type, the tokens of send
// and outfeed, and the types of every op's values.
// Invalid cases (at least one per check), then valid forms that still
// verify (docs/verifiers.md).
// RUN: index-opt --split-input-file --verify-diagnostics %s

// ---- custom_call layouts

func.func @layouts_both(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{operand_layouts and result_layouts must be both present or both absent}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @layouts_operand_count(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{operand_layouts has 2 entries, expected one per operand (1)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @layouts_result_count(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{result_layouts has 0 entries, expected one per result (1)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = []} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @layouts_kind(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{operand_layouts entry #0 must be a 1-d dense integer array, not [1, 0]}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [[1, 0]], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @layouts_permutation(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{operand_layouts entry #0 [1, 1] must be a permutation of [0, 2) for operand type 'tensor<2x3xf32>'}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @layouts_rank(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{result_layouts entry #0 [0] must be a permutation of [0, 2) for result type 'tensor<2x3xf32>'}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @layouts_token(%t: !stablehlo.token) {
  // expected-error @+1 {{operand_layouts entry #0 of operand type '!stablehlo.token' must be empty (only tensors have layouts)}}
  %0 = stablehlo.custom_call @foo(%t) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @layouts_tuple(%a: tuple<tensor<2xf32>>) {
  // expected-error @+1 {{operand #0 is a tuple 'tuple<tensor<2xf32>>': layouts of tuple values are not supported}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  return
}

// -----

func.func @layouts_tuple_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{result_layouts has 1 entries, expected one per result tuple element (2)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  return
}

// -----

// ---- #stablehlo.result_accuracy

func.func @accuracy_negative(%a: tensor<4xf32>) {
  // expected-error @+1 {{result_accuracy tolerances must be non-negative (atol, rtol, ulps)}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = -1.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return
}

// -----

func.func @accuracy_negative_ulps(%a: tensor<4xf32>) {
  // expected-error @+1 {{result_accuracy tolerances must be non-negative (atol, rtol, ulps)}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<ulps = -2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return
}

// -----

func.func @accuracy_mode(%a: tensor<4xf32>) {
  // expected-error @+1 {{result_accuracy with tolerances set must have mode TOLERANCE, not HIGHEST}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<rtol = 1.0e-05, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return
}

// -----

func.func @accuracy_default(%a: tensor<4xf32>) {
  // expected-error @+1 {{result_accuracy with tolerances set must have mode TOLERANCE, not DEFAULT}}
  %0 = stablehlo.tanh %a {result_accuracy = #stablehlo.result_accuracy<ulps = 1>} : tensor<4xf32>
  return
}

// -----

func.func @accuracy_mode_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{result_accuracy mode must be a #stablehlo.result_accuracy_mode, not 1 : i32}}
  %0 = stablehlo.tanh %a {result_accuracy = #stablehlo.result_accuracy<mode = 1 : i32>} : tensor<4xf32>
  return
}

// -----

// ---- inferred result types

func.func @is_finite_operand(%a: tensor<4xi32>) {
  // expected-error @+1 {{operand must have floating-point or quantized elements, not 'i32'}}
  %0 = "stablehlo.is_finite"(%a) : (tensor<4xi32>) -> tensor<4xi1>
  return
}

// -----

func.func @is_finite_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{result must have element type i1, not 'f32'}}
  %0 = "stablehlo.is_finite"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @dot_precision(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{precision_config has 3 entries, expected at most 2}}
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @dot_rank(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{lhs has rank 3, expected 1 or 2}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_contracting(%a: tensor<3x4xf32>, %b: tensor<5x6xf32>) {
  // expected-error @+1 {{contracting dimensions have sizes 4 (lhs's last) and 5 (rhs's first), expected one size}}
  %0 = stablehlo.dot %a, %b : (tensor<3x4xf32>, tensor<5x6xf32>) -> tensor<3x6xf32>
  return
}

// -----

func.func @dot_result(%a: tensor<3x4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{result has shape [3, 1], expected [3] (the lhs's free dimensions, then the rhs's)}}
  %0 = stablehlo.dot %a, %b : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x1xf32>
  return
}

// -----

func.func @broadcast_negative(%a: tensor<2xf32>) {
  // expected-error @+1 {{broadcast_sizes value -1 must be non-negative}}
  %0 = stablehlo.broadcast %a, sizes = [-1] : (tensor<2xf32>) -> tensor<?x2xf32>
  return
}

// -----

func.func @broadcast_element(%a: tensor<2xf32>) {
  // expected-error @+1 {{result element type 'f16' must be the operand's element type 'f32'}}
  %0 = stablehlo.broadcast %a, sizes = [3] : (tensor<2xf32>) -> tensor<3x2xf16>
  return
}

// -----

func.func @broadcast_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{result has shape [2, 3], expected [3, 2] (broadcast_sizes, then the operand's shape)}}
  %0 = stablehlo.broadcast %a, sizes = [3] : (tensor<2xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @set_dimension_size_size(%a: tensor<4x3xf32>, %n: tensor<1xi32>) {
  // expected-error @+1 {{size must be a 0-d tensor of i32, not 'tensor<1xi32>'}}
  %0 = "stablehlo.set_dimension_size"(%a, %n) <{dimension = 0 : i64}> : (tensor<4x3xf32>, tensor<1xi32>) -> tensor<?x3xf32>
  return
}

// -----

func.func @set_dimension_size_element(%a: tensor<4x3xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{result element type 'f16' must be the operand's element type 'f32'}}
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4x3xf32>, tensor<i32>) -> tensor<?x3xf16>
  return
}

// -----

func.func @set_dimension_size_dimension(%a: tensor<4x3xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.set_dimension_size %a, %n, dim = 2 : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @set_dimension_size_result(%a: tensor<4x3xf32>) {
  %n = stablehlo.constant dense<2> : tensor<i32>
  // expected-error @+1 {{result has shape [4, 3], expected [2, 3] (the operand's shape with dimension 0 of the size operand's value)}}
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @real_dynamic_slice_kind(%a: tensor<?x4xf32>, %i: tensor<2xf32>, %j: tensor<2xi32>) {
  // expected-error @+1 {{start_indices must be a 1-d tensor of integers or index, not 'tensor<2xf32>'}}
  %0 = stablehlo.real_dynamic_slice %a, %i, %j, %j : (tensor<?x4xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @real_dynamic_slice_count(%a: tensor<?x4xf32>, %i: tensor<2xi32>, %j: tensor<3xi32>) {
  // expected-error @+1 {{strides has 3 entries, expected one per operand dimension (2)}}
  %0 = stablehlo.real_dynamic_slice %a, %i, %i, %j : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<3xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @real_dynamic_slice_element(%a: tensor<?x4xf32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{result element type 'f16' must be the operand's element type 'f32'}}
  %0 = stablehlo.real_dynamic_slice %a, %i, %i, %i : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf16>
  return
}

// -----

func.func @real_dynamic_slice_rank(%a: tensor<?x4xf32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{result has rank 1, expected the operand's rank 2}}
  %0 = stablehlo.real_dynamic_slice %a, %i, %i, %i : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @real_dynamic_slice_order(%a: tensor<8x4xf32>) {
  %s = stablehlo.constant dense<[3, 0]> : tensor<2xi32>
  %l = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  %t = stablehlo.constant dense<1> : tensor<2xi32>
  // expected-error @+1 {{start index 3 of dimension 0 is larger than its limit index 2}}
  %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<8x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @real_dynamic_slice_stride(%a: tensor<8x4xf32>) {
  %s = stablehlo.constant dense<0> : tensor<2xi32>
  %l = stablehlo.constant dense<[8, 4]> : tensor<2xi32>
  %t = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  // expected-error @+1 {{stride 0 of dimension 1 must be positive}}
  %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<8x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @real_dynamic_slice_result(%a: tensor<8x4xf32>) {
  %s = stablehlo.constant dense<0> : tensor<2xi32>
  %l = stablehlo.constant dense<[7, 4]> : tensor<2xi32>
  %t = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  // expected-error @+1 {{result has shape [3, 4], expected [4, 4] (ceil((limit - start) / stride) per dimension)}}
  %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<8x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @create_token_result() {
  // expected-error @+1 {{result must be a token, not 'tensor<f32>'}}
  %0 = "stablehlo.create_token"() : () -> tensor<f32>
  return
}

// -----

// ---- quantized types per op (StableHLO's ODS types): per-tensor only,
// or none; scales and zero points kept by moving ops

func.func @quant_abs_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{operand #0 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = "stablehlo.abs"(%a) : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_negate_per_axis_result(%a: tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) {
  // expected-error @+1 {{result #0 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = "stablehlo.negate"(%a) : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_maximum_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{operand #0 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = stablehlo.maximum %a, %a : tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_select_per_axis(%p: tensor<2x3xi1>, %a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{operand #1 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<2x3xi1>, tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>, tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_slice_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{operand #0 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_all_gather_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{operand #0 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x6x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_dot_general_per_axis_lhs(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>, %b: tensor<3x4x!quant.uniform<i8:f32, 0.2:0>>) {
  // expected-error @+1 {{operand #0 must be a tensor or per-tensor quantized tensor, not a per-axis quantized tensor}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>, tensor<3x4x!quant.uniform<i8:f32, 0.2:0>>) -> tensor<2x4x!quant.uniform<i8:f32, 0.3:-5>>
  return
}

// -----

func.func @quant_shift_left(%a: tensor<4x!quant.uniform<i8:f32, 0.1:-30>>) {
  // expected-error @+1 {{operand #0 must be one of integer tensors, not a quantized tensor}}
  %0 = stablehlo.shift_left %a, %a : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  return
}

// -----

func.func @quant_not(%a: tensor<4x!quant.uniform<i8:f32, 0.1:-30>>) {
  // expected-error @+1 {{operand #0 must be one of boolean or integer tensors, not a quantized tensor}}
  %0 = stablehlo.not %a : tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  return
}

// -----

func.func @quant_real(%a: tensor<4x!quant.uniform<i8:f32, 0.1:-30>>) {
  // expected-error @+1 {{operand #0 must be one of floating-point or complex tensors, not a quantized tensor}}
  %0 = "stablehlo.real"(%a) : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  return
}

// -----

func.func @quant_transpose_scales(%a: tensor<3x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{(C1) expect same quantization scales and zero_points for operand and result}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.9:-20}>>
  return
}

// -----

func.func @quant_reshape_zero_points(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{(C1) expect same quantization scales and zero_points for operand and result}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-21}>>
  return
}

// -----

func.func @quant_broadcast_in_dim_scales(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // expected-error @+1 {{expect same quantization scales and zero_points for operand and result}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x4x!quant.uniform<i8:f32:0, {0.2:-30, 0.5:-20}>>
  return
}

// -----

func.func @quant_transpose_per_tensor_to_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) {
  // expected-error @+1 {{(C1) operand and result must both be per-axis quantized or neither}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.1:-30}>>
  return
}

// -----

func.func @quant_dimension_scales(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.1:0, 0.2:0}>>) {
  // expected-error @+1 {{operand #0 has 2 scales, expected one per element of quantization dimension 1 (size 3)}}
  %0 = stablehlo.add %a, %a : tensor<2x3x!quant.uniform<i8:f32:1, {0.1:0, 0.2:0}>>
  return
}

// -----

func.func @quant_dimension_range(%a: tensor<2x3x!quant.uniform<i8:f32:2, {0.1:0, 0.2:0}>>) {
  // expected-error @+1 {{operand #0 has quantization dimension 2, not a dimension of its rank 2}}
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2x3x!quant.uniform<i8:f32:2, {0.1:0, 0.2:0}>>) -> tensor<2x3x!quant.uniform<i8:f32:2, {0.1:0, 0.2:0}>>
  return
}

// -----

func.func @quant_storage_width(%a: tensor<4x!quant.uniform<i2:f32, 0.5:0>>) {
  // expected-error @+1 {{operand #0 has quantized storage type 'i2', expected a 4, 8, 16 or 32-bit integer}}
  %0 = "stablehlo.abs"(%a) : (tensor<4x!quant.uniform<i2:f32, 0.5:0>>) -> tensor<4x!quant.uniform<i2:f32, 0.5:0>>
  return
}

// -----

func.func @quant_zero_point(%a: tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:20>>) {
  // expected-error @+1 {{operand #0 has zero point 20 outside its storage range [-10, 10]}}
  %0 = "stablehlo.abs"(%a) : (tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:20>>) -> tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:20>>
  return
}

// -----

// ---- statically shaped results (StableHLO's ODS types)

func.func @iota_dynamic() {
  // expected-error @+1 {{result #0 must be a statically shaped tensor}}
  %0 = stablehlo.iota dim = 0 : tensor<?xi32>
  return
}

// -----

func.func @infeed_dynamic(%t: !stablehlo.token) {
  // expected-error @+1 {{result #0 must be a statically shaped tensor}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<?xi32>, !stablehlo.token)
  return
}

// -----

func.func @recv_dynamic(%t: !stablehlo.token) {
  // expected-error @+1 {{result #0 must be a statically shaped tensor}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<?xi32>, !stablehlo.token)
  return
}

// -----

// rng_bit_generator's output (its state may be dynamic, as the initial
// state's type).
func.func @rng_bit_generator_dynamic(%s: tensor<2xui64>) {
  // expected-error @+1 {{result #1 must be a statically shaped tensor}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?x4xui32>)
  return
}

// -----

func.func @rng_bit_generator_static(%s: tensor<?xui64>) -> tensor<3x4xui32> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<?xui64>) -> (tensor<?xui64>, tensor<3x4xui32>)
  return %0#1 : tensor<3x4xui32>
}

// -----

// ---- valid forms: each check above accepts these.

func.func @valid(%a: tensor<2x3xf32>, %t: !stablehlo.token, %u: tensor<*xf32>, %v: tensor<4xf32>,
                 %m: tensor<3x4xf32>, %d: tensor<?x4xf32>, %i: tensor<2xi32>, %n: tensor<i32>) {
  // Layouts: a permutation per tensor, empty for a token, unranked unchecked;
  // a single tuple result takes one layout per element.
  %0:2 = stablehlo.custom_call @foo(%a, %t, %u) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x3xf32>, !stablehlo.token, tensor<*xf32>) -> (tensor<2x3xf32>, !stablehlo.token)
  %1 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<4xf32>>
  %2 = stablehlo.custom_call @foo(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // result_accuracy: tolerances with TOLERANCE, none with another mode.
  %3 = stablehlo.exponential %v {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, rtol = 0.0, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  %4 = stablehlo.tanh %v {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  %5 = stablehlo.tanh %v {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<4xf32>
  %6 = stablehlo.is_finite %v : (tensor<4xf32>) -> tensor<4xi1>
  %7 = stablehlo.dot %m, %v : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  %8 = stablehlo.dot %v, %v : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  %9 = stablehlo.dot %d, %v : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %10 = stablehlo.broadcast %a, sizes = [5] : (tensor<2x3xf32>) -> tensor<5x2x3xf32>
  %11 = stablehlo.set_dimension_size %m, %n, dim = 0 : (tensor<3x4xf32>, tensor<i32>) -> tensor<?x4xf32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %12 = stablehlo.set_dimension_size %m, %c2, dim = 0 : (tensor<3x4xf32>, tensor<i32>) -> tensor<2x4xf32>
  %13 = stablehlo.real_dynamic_slice %d, %i, %i, %i : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  %s = stablehlo.constant dense<0> : tensor<2xi32>
  %l = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %st = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %14 = stablehlo.real_dynamic_slice %m, %s, %l, %st : (tensor<3x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x4xf32>
  %15 = stablehlo.create_token : !stablehlo.token
  return
}

// -----

// Quantized forms the checks above accept: per-tensor quantized tensors on
// the elementwise, slicing and reduction ops (is_finite too), per-axis ones
// where StableHLO takes them, scales repeated by a broadcast from size 1.
func.func @valid_quantized(%pt: tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>, %pa: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>, %p: tensor<2x3xi1>,
                           %s: tensor<1x3x!quant.uniform<i8:f32:0, {0.1:-30}>>,
                           %b: tensor<3x4x!quant.uniform<i8:f32:1, {0.1:0, 0.2:0, 0.3:0, 0.4:0}>>,
                           %t: !stablehlo.token) {
  %0 = "stablehlo.abs"(%pt) : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>
  %1 = stablehlo.is_finite %pt : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x3xi1>
  %2 = stablehlo.maximum %pt, %pt : tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>
  %3 = "stablehlo.select"(%p, %pt, %pt) : (tensor<2x3xi1>, tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>
  %4 = "stablehlo.slice"(%pt) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>
  %5 = stablehlo.transpose %pa, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>
  %6 = stablehlo.reshape %pa : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  %7 = stablehlo.broadcast_in_dim %pa, dims = [0, 1] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x4x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  %8 = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<1x3x!quant.uniform<i8:f32:0, {0.1:-30}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>
  %9 = stablehlo.transpose %pt, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.1:-30>>
  %10 = "stablehlo.dot_general"(%pt, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i8:f32, 0.1:-30>>, tensor<3x4x!quant.uniform<i8:f32:1, {0.1:0, 0.2:0, 0.3:0, 0.4:0}>>) -> tensor<2x4x!quant.uniform<i8:f32:1, {0.1:0, 0.2:0, 0.3:0, 0.4:0}>>
  %11 = "stablehlo.bitcast_convert"(%pa) : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  %12 = stablehlo.uniform_dequantize %pa : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x3xf32>
  %13 = stablehlo.iota dim = 0 : tensor<4xi32>
  %14:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<4xi32>, !stablehlo.token)
  return
}

// -----

// ---- element types and inferred results: convert, uniform_quantize,
// get_dimension_size, rng

// convert takes no quantized tensors (StableHLO's ODS type
// HLO_NonQuantizedTensor; older releases took per-tensor quantized ones):
// quantizing is uniform_quantize's, dequantizing uniform_dequantize's.
func.func @convert_quantized(%a: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>> {
  // expected-error @+1 {{result #0 must be one of boolean, integer, floating-point or complex tensors, not a quantized tensor}}
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
}

// -----

// uniform_quantize quantizes floating-point (or requantizes quantized)
// elements, never integers.
func.func @uniform_quantize_integer(%a: tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>> {
  // expected-error @+1 {{operand must have floating-point or quantized elements, not 'i8'}}
  %0 = stablehlo.uniform_quantize %a : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
}

// -----

// get_dimension_size gives a 0-d i32 tensor.
func.func @get_dimension_size_result(%a: tensor<4x?xf32>) -> tensor<1xi32> {
  // expected-error @+1 {{result must be a 0-dimensional tensor of i32, not 'tensor<1xi32>'}}
  %0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<4x?xf32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @get_dimension_size_element(%a: tensor<4x?xf32>) -> tensor<i64> {
  // expected-error @+1 {{result must be a 0-dimensional tensor of i32, not 'tensor<i64>'}}
  %0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<4x?xf32>) -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

// rng with a shape that is not a constant: its size is still the rank.
func.func @rng_rank(%a: tensor<f32>, %b: tensor<f32>, %s: tensor<2xi64>) -> tensor<?x?x?xf32> {
  // expected-error @+1 {{(C3) result rank 3, but shape has 2 elements}}
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// Valid forms of the four: convert between non-quantized types,
// uniform_quantize of floats and requantization, get_dimension_size of a
// quantized or rank-1 dynamic operand, rng with a shape of any size, of
// unknown size, and of size 0.
func.func @part_two_types_valid(%f: tensor<4xf32>, %q: tensor<4x!quant.uniform<i8:f32, 1.0:0>>, %d: tensor<?xf32>, %a: tensor<f32>, %s: tensor<2xi64>, %u: tensor<?xi64>, %e: tensor<0xi64>) {
  %0 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xi8>
  %1 = stablehlo.convert %d : (tensor<?xf32>) -> tensor<?xcomplex<f32>>
  %2 = stablehlo.uniform_quantize %f : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %3 = stablehlo.uniform_quantize %q : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4x!quant.uniform<i8:f32, 2.0:1>>
  %4 = stablehlo.get_dimension_size %q, dim = 0 : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<i32>
  %5 = stablehlo.get_dimension_size %d, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %6 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x3xf32>
  %7 = stablehlo.rng %a, %a, %u, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<?xi64>) -> tensor<?x?x?xf32>
  %8 = stablehlo.rng %a, %a, %e, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<0xi64>) -> tensor<f32>
  return
}

// -----

// ---- constant shape operands against the result type, and the tokens of
// send and outfeed

// dynamic_reshape: a constant output_shape is the result's shape.
func.func @dynamic_reshape_constant(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error @+1 {{output_shape is the constant [2, 3], but the result type is 'tensor<3x2xf32>'}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_constant(%a: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %s = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  // expected-error @+1 {{output_dimensions is the constant [4, 3], but the result type is 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [0, 1] : (tensor<1x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dynamic_iota_constant() -> tensor<4xi32> {
  %s = stablehlo.constant dense<[1]> : tensor<1xi64>
  // expected-error @+1 {{output_shape is the constant [1], but the result type is 'tensor<4xi32>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Constant shapes that agree (a dynamic result size agrees with any), a
// shape that is not a constant, and an empty shape (rank 0).
func.func @constant_shapes_valid(%a: tensor<2x3xf32>, %s: tensor<2xi64>, %e: tensor<f32>) {
  %c = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %z = stablehlo.constant dense<> : tensor<0xi64>
  %0 = stablehlo.dynamic_reshape %a, %c : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x?xf32>
  %d = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %1 = stablehlo.dynamic_broadcast_in_dim %a, %d, dims = [0, 1] : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %2 = stablehlo.dynamic_iota %c, dim = 1 : (tensor<2xi64>) -> tensor<3x2xi32>
  %3 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<6x1xf32>
  %4 = stablehlo.dynamic_reshape %e, %z : (tensor<f32>, tensor<0xi64>) -> tensor<f32>
  return
}

// -----

// send and outfeed return one token.
func.func @send_result(%a: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  // expected-error @+1 {{must return one token, not 1 results ('tensor<4xf32>')}}
  %0 = "stablehlo.send"(%a, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @outfeed_result(%a: tensor<4xf32>, %t: !stablehlo.token) {
  // expected-error @+1 {{must return one token, not 0 results ()}}
  "stablehlo.outfeed"(%a, %t) <{outfeed_config = ""}> : (tensor<4xf32>, !stablehlo.token) -> ()
  return
}

// -----

// ... and take their token last.
func.func @outfeed_token(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{must take a token last}}
  %0 = "stablehlo.outfeed"(%t, %a) <{outfeed_config = ""}> : (!stablehlo.token, tensor<4xf32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// Valid: no inputs but the token, several inputs.
func.func @tokens_valid(%a: tensor<4xf32>, %b: tensor<i32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%t) <{outfeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
  %1 = "stablehlo.outfeed"(%a, %b, %0) <{outfeed_config = ""}> : (tensor<4xf32>, tensor<i32>, !stablehlo.token) -> !stablehlo.token
  %2 = "stablehlo.send"(%a, %b, %1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<4xf32>, tensor<i32>, !stablehlo.token) -> !stablehlo.token
  return %2 : !stablehlo.token
}

// -----

// ---- element kinds per op (the specification's input and output types,
// StableHLO's ODS types)

func.func @kind_sqrt(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 must have floating-point, complex or quantized elements, not 'i32'}}
  %0 = stablehlo.sqrt %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @kind_floor(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{operand #0 must have floating-point or quantized elements, not 'complex<f32>'}}
  %0 = stablehlo.floor %x : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @kind_abs(%x: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{operand #0 must have signed integer, floating-point, complex or quantized elements, not 'ui32'}}
  %0 = stablehlo.abs %x : tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

func.func @kind_subtract(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{operand #0 must have integer, floating-point, complex or quantized elements, not 'i1'}}
  %0 = stablehlo.subtract %x, %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @kind_not(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must have boolean or integer elements, not 'f32'}}
  %0 = stablehlo.not %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @kind_popcnt(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{operand #0 must have integer elements, not 'i1'}}
  %0 = stablehlo.popcnt %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @kind_rng(%a: tensor<complex<f32>>, %s: tensor<1xi64>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{result #0 must have boolean, integer or floating-point elements, not 'complex<f32>'}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<complex<f32>>, tensor<complex<f32>>, tensor<1xi64>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @kind_rng_bit_generator(%s: tensor<2xui64>) -> tensor<4xi1> {
  // expected-error @+1 {{result #1 must have integer or floating-point elements, not 'i1'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi1>)
  return %0#1 : tensor<4xi1>
}

// -----

// Valid kinds: each group with the kinds it takes (quantized, complex,
// unsigned and boolean among them), rank 0 and dynamic tensors.
func.func @kinds_valid(%f: tensor<4xf32>, %c: tensor<4xcomplex<f32>>, %q: tensor<4x!quant.uniform<i8:f32, 1.0:0>>, %i: tensor<4xi32>, %u: tensor<4xui8>, %b: tensor<4xi1>, %s: tensor<i32>, %any: tensor<?x?xf32>, %st: tensor<2xui64>, %sh: tensor<1xi64>) {
  %0 = stablehlo.sqrt %c : tensor<4xcomplex<f32>>
  %1 = stablehlo.sqrt %q : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %2 = stablehlo.floor %any : tensor<?x?xf32>
  %3 = stablehlo.abs %s : tensor<i32>
  %4 = stablehlo.abs %c : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %5 = stablehlo.subtract %u, %u : tensor<4xui8>
  %6 = stablehlo.not %b : tensor<4xi1>
  %7 = stablehlo.xor %u, %u : tensor<4xui8>
  %8 = stablehlo.popcnt %u : tensor<4xui8>
  %9 = stablehlo.shift_left %i, %i : tensor<4xi32>
  %10 = stablehlo.negate %u : tensor<4xui8>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %11 = stablehlo.rng %t, %t, %sh, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<1xi64>) -> tensor<4xi1>
  %12:2 = stablehlo.rng_bit_generator %st, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
  %13 = stablehlo.reduce_precision %q, format = e5m10 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %14 = stablehlo.multiply %b, %b : tensor<4xi1>
  %15 = stablehlo.maximum %b, %b : tensor<4xi1>
  return
}

// -----

// ---- the types of every op's values: tensors of StableHLO's element
// types, tokens, futures, and tuples only where the op takes them (ODS's
// HLO_Tensor, HLO_TensorOrToken, HLO_Tuple, HLO_DimensionTensor).

func.func @value_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{operand #0 must be a ranked tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, not 'memref<4xf32>'}}
  %0 = stablehlo.add %a, %a : memref<4xf32>
  return
}

// -----

func.func @value_vector(%a: vector<4xf32>) {
  // expected-error @+1 {{operand #0 must be a ranked tensor of a StableHLO element type}}
  %0 = stablehlo.negate %a : vector<4xf32>
  return
}

// -----

func.func @value_scalar(%a: f32) {
  // expected-error @+1 {{operand #0 must be a ranked tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, not 'f32'}}
  %0 = stablehlo.add %a, %a : f32
  return
}

// -----

func.func @element_odd_width(%a: tensor<4xi7>) {
  // expected-error @+1 {{operand #0 must be a ranked tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, not 'tensor<4xi7>'}}
  %0 = stablehlo.add %a, %a : tensor<4xi7>
  return
}

// -----

func.func @element_wide(%a: tensor<4xi128>) {
  // expected-error @+1 {{not 'tensor<4xi128>'}}
  %0 = stablehlo.add %a, %a : tensor<4xi128>
  return
}

// -----

func.func @element_signed(%a: tensor<4xsi32>) {
  // expected-error @+1 {{not 'tensor<4xsi32>'}}
  %0 = stablehlo.add %a, %a : tensor<4xsi32>
  return
}

// -----

func.func @element_f80(%a: tensor<4xf80>) {
  // expected-error @+1 {{not 'tensor<4xf80>'}}
  %0 = stablehlo.add %a, %a : tensor<4xf80>
  return
}

// -----

func.func @element_tf32(%a: tensor<4xtf32>) {
  // expected-error @+1 {{not 'tensor<4xtf32>'}}
  %0 = stablehlo.add %a, %a : tensor<4xtf32>
  return
}

// -----

func.func @element_complex_f16(%a: tensor<4xcomplex<f16>>) {
  // expected-error @+1 {{not 'tensor<4xcomplex<f16>>'}}
  %0 = stablehlo.add %a, %a : tensor<4xcomplex<f16>>
  return
}

// -----

func.func @element_index(%a: tensor<4xindex>) {
  // expected-error @+1 {{not 'tensor<4xindex>'}}
  %0 = stablehlo.add %a, %a : tensor<4xindex>
  return
}

// -----

// A result as well as an operand.
func.func @result_element(%a: tensor<4xf32>) {
  // expected-error @+1 {{result #0 must be a ranked tensor of a StableHLO element type}}
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi3>
  return
}

// -----

// An index tensor is a shape, never data: dynamic_iota's result is not one.
func.func @index_result(%s: tensor<1xindex>) {
  // expected-error @+1 {{result #0 must be a ranked tensor of a StableHLO element type}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xindex>) -> tensor<?xindex>
  return
}

// -----

// `if` returns tensors and tokens, not tuples (StableHLO's ODS, unlike
// MHLO's).
func.func @tuple_if(%p: tensor<i1>, %t: tuple<tensor<2xf32>>) {
  // expected-error @+1 {{result #0 must be a ranked tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, not 'tuple<tensor<2xf32>>'}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %t : tuple<tensor<2xf32>>
  }, {
    stablehlo.return %t : tuple<tensor<2xf32>>
  }) : (tensor<i1>) -> tuple<tensor<2xf32>>
  return
}

// -----

func.func @tuple_of_memref(%a: memref<2xf32>) {
  // expected-error @+1 {{operand #0 must be a ranked tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, or a tuple of them, not 'memref<2xf32>'}}
  %0 = stablehlo.tuple %a : tuple<memref<2xf32>>
  return
}

// -----

// StableHLO's tensors are ranked (its HLO_Tensor is a RankedTensorOf; the
// specification has no unranked tensors): only custom_call takes any
// tensor.
func.func @value_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{operand #0 must be a ranked tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, not 'tensor<*xf32>'}}
  %0 = stablehlo.floor %a : tensor<*xf32>
  return
}

// -----

// rng's shape is a 1-d tensor.
func.func @rng_shape_rank(%a: tensor<f32>, %s: tensor<1x3xi64>) {
  // expected-error @+1 {{shape has rank 2, expected 1}}
  %0 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1x3xi64>) -> tensor<2x3x5xf32>
  return
}

// -----

// TRANSPOSE_INVALID is no transpose option (StableHLO's verifier).
func.func @triangular_solve_transpose_invalid(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{transpose_a must be NO_TRANSPOSE, TRANSPOSE or ADJOINT, not TRANSPOSE_INVALID}}
  %0 = "stablehlo.triangular_solve"(%a, %a) {left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

// A constant's value has the result's type, or, for a quantized result,
// the tensor of its storage type.
func.func @constant_storage_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{the result type 'tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>' must be the value's type 'tensor<2xi16>' (or, for a quantized result, its storage type's tensor)}}
  %0 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi16>} : () -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  return
}

// -----

// Valid: the newest narrow types, ranked dynamic tensors, index shapes of
// the dynamic ops, tokens, tuples where they are taken, unranked tensors
// in custom_call, a quantized constant given by its storage values.
func.func @value_types_valid(%u2: tensor<4xui2>, %i2: tensor<4xi2>, %e8: tensor<4xf8E8M0FNU>, %f4: tensor<4xf4E2M1FN>, %bf: tensor<4xbf16>, %c64: tensor<4xcomplex<f64>>, %any: tensor<*xf32>, %x: tensor<?xf32>, %s: tensor<1xindex>, %tok: !stablehlo.token) {
  %0 = stablehlo.add %u2, %u2 : tensor<4xui2>
  %1 = stablehlo.add %i2, %i2 : tensor<4xi2>
  %2 = stablehlo.maximum %e8, %e8 : tensor<4xf8E8M0FNU>
  %3 = stablehlo.add %f4, %f4 : tensor<4xf4E2M1FN>
  %4 = stablehlo.add %bf, %bf : tensor<4xbf16>
  %5 = stablehlo.add %c64, %c64 : tensor<4xcomplex<f64>>
  %6 = stablehlo.custom_call @bar(%any) : (tensor<*xf32>) -> tensor<*xf32>
  %q = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  %7 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %8 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  %9 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %10 = stablehlo.tuple %x, %tok : tuple<tensor<?xf32>, !stablehlo.token>
  %11 = stablehlo.get_tuple_element %10[1] : (tuple<tensor<?xf32>, !stablehlo.token>) -> !stablehlo.token
  %12 = stablehlo.custom_call @foo(%10) : (tuple<tensor<?xf32>, !stablehlo.token>) -> tuple<tensor<4xf32>>
  %13 = stablehlo.after_all %tok, %11 : !stablehlo.token
  return
}

// -----

// ---- #stablehlo.result_alias: a function argument aliased with a result
// (StableHLO's dialect verifies it on the function; the messages are
// StableHLO's own).

// expected-error @+1 {{attribute "stablehlo.result_alias" can only be used on function-like operations}}
module attributes {stablehlo.result_alias = #stablehlo.result_alias<result_index = [0]>} {}

// -----

// expected-error @+2 {{expected at least 1 element(s), found 0}}
// expected-error @+1 {{failed parsing argument-result alias attribute}}
func.func @result_alias_empty(%a: tensor<2xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = []>}) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

// expected-error @+1 {{attribute "stablehlo.result_alias" expects all argument and result indices to be >= 0}}
func.func @result_alias_negative(%a: tensor<2xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = [0, -1]>}) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

// expected-error @+1 {{attribute "stablehlo.result_alias" result index is out of range, must be <1}}
func.func @result_alias_out_of_range(%a: tensor<2xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = [1]>}) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

// expected-error @+1 {{attribute "stablehlo.result_alias" argument tuple indices are invalid}}
func.func @result_alias_argument_path(%a: tuple<i32, tensor<2xf32>> {stablehlo.result_alias = #stablehlo.result_alias<tuple_indices = [2], result_index = [0]>}) -> tensor<2xf32> {
  %0 = stablehlo.get_tuple_element %a[1] : (tuple<i32, tensor<2xf32>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{attribute "stablehlo.result_alias" result tuple indices are invalid}}
func.func @result_alias_result_path(%a: tensor<2xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = [0, 0]>}) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

// expected-error @+1 {{attribute "stablehlo.result_alias" aliases do not have compatible types, 'tensor<2xf32>' vs. 'tensor<1xf32>'}}
func.func @result_alias_types(%a: tensor<2xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = [0]>}) -> tensor<1xf32> {
  %0 = stablehlo.slice %a [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// Valid: a tuple element that must alias a result, a dynamic argument that
// may alias a static result.
func.func @result_alias_valid(%a: tuple<tensor<2xf32>, tensor<3xf32>> {stablehlo.result_alias = #stablehlo.result_alias<tuple_indices = [1], result_index = [0], must_alias>}, %b: tensor<?xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = [1]>}) -> (tensor<3xf32>, tensor<4xf32>) {
  %0 = stablehlo.get_tuple_element %a[1] : (tuple<tensor<2xf32>, tensor<3xf32>>) -> tensor<3xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %0, %1 : tensor<3xf32>, tensor<4xf32>
}
