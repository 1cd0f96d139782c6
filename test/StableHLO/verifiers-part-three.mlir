// Verifier parity, part three: the rest of what StableHLO's own verifier
// tests reject beyond the specification's numbered constraints: infeed's
// `layout`, custom_call's `output_operand_aliases`, reduce's body
// arguments that are not 0-d tensors and its compact `applies` op,
// quantized storage types, chlo.scan's bounded body arguments, a
// convolution window of size 0 and select_and_scatter without
// window_dimensions (docs/verifiers.md, "Against StableHLO's own verifier
// tests"). Invalid cases, each a located error naming what it checks, then
// valid forms.
// RUN: index-opt --split-input-file --verify-diagnostics %s

// == infeed layout

func.func @infeed_layout_size(%t: !stablehlo.token) {
  // expected-error @+1 {{layout has 1 entries, expected 2 (one per result before the token)}}
  %0:3 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[0, 1]]} : (!stablehlo.token) -> (tensor<3x3xi32>, tensor<i1>, !stablehlo.token)
  return
}

// -----

func.func @infeed_layout_token_only(%t: !stablehlo.token) {
  // expected-error @+1 {{layout has 1 entries, expected 0 (one per result before the token)}}
  %0 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[]]} : (!stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @infeed_layout_entry(%t: !stablehlo.token) {
  // expected-error @+1 {{layout entry #0 must be an array, not 0 : i64}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [0]} : (!stablehlo.token) -> (tensor<3x3xi32>, !stablehlo.token)
  return
}

// -----

func.func @infeed_layout_leaf(%t: !stablehlo.token) {
  // expected-error @+1 {{layout entry #0 must hold integers, not []}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[0, []]]} : (!stablehlo.token) -> (tensor<3x3xi32>, !stablehlo.token)
  return
}

// -----

func.func @infeed_layout_not_array(%t: !stablehlo.token) {
  // expected-error @+1 {{layout must be an array, not "x"}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = "x"} : (!stablehlo.token) -> (tensor<3x3xi32>, !stablehlo.token)
  return
}

// -----

// == custom_call output_operand_aliases

func.func @alias_entry(%a: tensor<2xf32>) {
  // expected-error @+1 {{output_operand_aliases entry #0 must be a #stablehlo.output_operand_alias, not 1 : i64}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "foo", output_operand_aliases = [1 : i64]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @alias_operand_index(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{output_operand_aliases entry #0 has operand_index 2, not in [0, 2)}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 2, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<2x3xf32>>
  return
}

// -----

func.func @alias_output_path(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{output_operand_aliases entry #0 has output_tuple_indices [1] that leave the result type 'tuple<tensor<2x3xf32>>'}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<2x3xf32>>
  return
}

// -----

func.func @alias_operand_path(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{output_operand_aliases entry #0 has operand_tuple_indices [2] that leave operand #0's type 'tuple<tensor<1x1xf32>, tensor<2x3xf32>>'}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [2]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<2x3xf32>>
  return
}

// -----

func.func @alias_types(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{output_operand_aliases entry #0 aliases operand part 'tensor<2x3xf32>' with output part 'tensor<20x30xf32>', which must have one type}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<20x30xf32>>
  return
}

// -----

func.func @alias_path_into_a_tensor(%a: tensor<2xf32>) {
  // expected-error @+1 {{output_operand_aliases entry #0 has operand_tuple_indices [0] that leave operand #0's type 'tensor<2xf32>'}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [0]>]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// == reduce: body arguments that are not 0-d tensors, the compact form

func.func @reduce_body_rank(%a: tensor<?xf32>, %i: tensor<?xf32>) {
  // expected-error @+1 {{(C6) body region argument #0 has rank 1, more than the 0 dimensions the reduction keeps}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<?xf32>, %y: tensor<?xf32>):
    %1 = "stablehlo.add"(%x, %y) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    "stablehlo.return"(%1) : (tensor<?xf32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<?xf32>) -> tensor<f32>
  return
}

// -----

func.func @reduce_body_shape(%a: tensor<8x5xf32>, %i: tensor<4xf32>) {
  // expected-error @+1 {{(C6) body region argument #0 has shape [4], which does not match the kept input dimensions [5] in order}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %1 = "stablehlo.add"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%1) : (tensor<4xf32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<8x5xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @reduce_applies_not_commutative(%a: tensor<4x4xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{reduce's `applies` op must be a commutative binary stablehlo op without regions and with one result, not 'stablehlo.divide'}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.divide across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

// == quantized storage types

func.func @quantized_signed_storage(%a: tensor<4x!quant.uniform<si8:f32, 1.0>>) {
  // expected-error @+1 {{operand #0 has quantized storage type 'si8', expected i8 or u8 (a signless or unsigned integer)}}
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<4x!quant.uniform<si8:f32, 1.0>>) -> tensor<4xf32>
  return
}

// -----

func.func @quantized_storage_signedness(%a: tensor<1x!quant.uniform<i8:f32, 1.0:17>>) {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type), but result #0 is 'tensor<1x!quant.uniform<u8:f32, 1.000000e+00:17>>'}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<1x!quant.uniform<i8:f32, 1.0:17>>, tensor<1x!quant.uniform<i8:f32, 1.0:17>>) -> tensor<1x!quant.uniform<u8:f32, 1.0:17>>
  return
}

// -----

func.func @quantized_storage_range(%a: tensor<1x!quant.uniform<i8:f32, 1.0:17>>) {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type), but result #0 is 'tensor<1x!quant.uniform<i8<-127:127>:f32, 1.000000e+00:17>>'}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<1x!quant.uniform<i8:f32, 1.0:17>>, tensor<1x!quant.uniform<i8:f32, 1.0:17>>) -> tensor<1x!quant.uniform<i8<-127:127>:f32, 1.0:17>>
  return
}

// -----

// == chlo.scan: bounded dynamism of the body's input slices

func.func @scan_bounded_body(%a: tensor<?x?xf32, #stablehlo.bounds<2, 3>>, %c: tensor<?xf32, #stablehlo.bounds<3>>) {
  // expected-error @+1 {{body argument #0 has size 4 in dimension 0, above the bound 3 input #0 has there}}
  %0, %1 = chlo.scan (%a) inits (%c) dimension = 0 {
  ^bb0(%x: tensor<4xf32>, %y: tensor<?xf32, #stablehlo.bounds<3>>):
    stablehlo.return %y, %y : tensor<?xf32, #stablehlo.bounds<3>>, tensor<?xf32, #stablehlo.bounds<3>>
  } : (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<?xf32, #stablehlo.bounds<3>>) -> (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<?xf32, #stablehlo.bounds<3>>)
  return
}

// -----

// == convolution: a window of size 0

func.func @convolution_window_zero(%a: tensor<1x8x8x207xf32>, %k: tensor<0x3x207x16xf32>) {
  // expected-error @+1 {{window size 0 in spatial dimension 0 (rhs dimension 0), expected a positive size}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<0x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

// == select_and_scatter without window_dimensions

func.func @select_and_scatter_no_window(%a: tensor<10x24x24x64xf32>, %s: tensor<10x12x12x64xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C4) window_dimensions has 0 elements, expected 4 (the operand rank)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_strides = array<i64: 1, 2, 2, 1>} : (tensor<10x24x24x64xf32>, tensor<10x12x12x64xf32>, tensor<f32>) -> tensor<10x24x24x64xf32>
  return
}

// -----

// == all_gather: the multiple StableHLO takes, dot_general's precisions

func.func @all_gather_not_a_multiple(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C6) result #0 has size 5 along all_gather_dim 0, expected a multiple of the operand's size 2}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x8xf32>) -> tensor<5x8xf32>
  return
}

// -----

func.func @all_gather_other_dimension(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C6) result #0 has type 'tensor<4x7xf32>', expected shape [?, 8]}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x8xf32>) -> tensor<4x7xf32>
  return
}

// -----

func.func @dot_general_three_precisions(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{(C11) precision_config has 3 elements, expected at most 2 (lhs and rhs)}}
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

// Valid: layouts for infeed's tensors; aliases into a tuple operand and
// into the second of several results; a reduce body on the kept
// dimensions; a scan body within the bounds; all_gather to a multiple of
// the operand (StableHLO's rule) and with a dynamic kept dimension; one
// precision (StableHLO takes none up to two); unsigned quantized storage.
func.func @valid(%t: !stablehlo.token, %a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>, %r: tensor<8x5xf32>, %ri: tensor<5xf32>, %s: tensor<?x?xf32, #stablehlo.bounds<2, 3>>, %sc: tensor<?xf32, #stablehlo.bounds<3>>, %g: tensor<128x32xf32>, %q: tensor<2x!quant.uniform<u8:f32, 1.0:17>>) {
  %0:3 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[1, 0], []]} : (!stablehlo.token) -> (tensor<3x3xi32>, tensor<i1>, !stablehlo.token)
  %1:2 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<2x3xf32>)
  %2 = "stablehlo.reduce"(%r, %ri) ({
  ^bb0(%x: tensor<5xf32>, %y: tensor<5xf32>):
    %9 = "stablehlo.add"(%x, %y) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "stablehlo.return"(%9) : (tensor<5xf32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<8x5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %3, %4 = chlo.scan (%s) inits (%sc) dimension = 0 {
  ^bb0(%x: tensor<3xf32>, %y: tensor<?xf32, #stablehlo.bounds<3>>):
    stablehlo.return %y, %y : tensor<?xf32, #stablehlo.bounds<3>>, tensor<?xf32, #stablehlo.bounds<3>>
  } : (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<?xf32, #stablehlo.bounds<3>>) -> (tensor<?x?xf32, #stablehlo.bounds<2, 3>>, tensor<?xf32, #stablehlo.bounds<3>>)
  %5 = "stablehlo.all_gather"(%g) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<128x32xf32>) -> tensor<?x64xf32>
  %6 = "stablehlo.dot_general"(%r, %r) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGH>]}> : (tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<5x5xf32>
  %7 = stablehlo.add %q, %q : tensor<2x!quant.uniform<u8:f32, 1.0:17>>
  return
}
