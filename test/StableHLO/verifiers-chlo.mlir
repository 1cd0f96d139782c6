// CHLO verifiers: one invalid case per check of mlir/lib/Dialect/Chlo/
// (ChloVerifiers.cpp, the ODS traits of ChloOps.td), then valid forms that
// still verify. CHLO is not part of the StableHLO specification; the checks
// follow what StableHLO's own CHLO dialect rejects (docs/verifiers.md,
// "CHLO").
// RUN: index-opt --split-input-file --verify-diagnostics %s

// ---- broadcasting binary ops

func.func @broadcast_operand_elements(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{operands have element types 'f32' and 'f16', expected one element type}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_logical_elements(%a: tensor<4xf32>) {
  // expected-error @+1 {{operands must have integer or i1 elements, not 'f32'}}
  %0 = chlo.broadcast_and %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_float_elements(%a: tensor<4xi32>) {
  // expected-error @+1 {{operands must have floating-point elements, not 'i32'}}
  %0 = chlo.broadcast_complex %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @broadcast_result_element(%a: tensor<4xf32>) {
  // expected-error @+1 {{result element type 'f16' must be the operands' element type 'f32'}}
  %0 = chlo.broadcast_multiply %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @broadcast_compare_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{result element type 'f32' must be i1 'i1'}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_complex_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{result element type 'complex<f64>' must be complex of the operands' element type 'complex<f32>'}}
  %0 = chlo.broadcast_complex %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  return
}

// -----

func.func @broadcast_dimensions_count(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions has 2 entries, expected one per dimension of the lower-rank operand (1)}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dimensions_range(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions value 2 is out of range [0, 2)}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dimensions_sizes(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{operands do not broadcast along broadcast_dimensions: rhs dimension 0 of size 3 and lhs dimension 0 of size 2 are neither equal nor 1}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_numpy(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{operand shapes [2, 3] and [2] do not broadcast (numpy-style): sizes at dimension -1 from the end are neither equal nor 1}}
  %0 = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_result_shape(%a: tensor<2x1xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{result has shape [2, 1], expected the broadcast shape [2, 3]}}
  %0 = chlo.broadcast_maximum %a, %b : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x1xf32>
  return
}

// -----

// ---- broadcast_select

func.func @select_pred(%p: tensor<4xi32>, %a: tensor<4xf32>) {
  // expected-error @+1 {{pred must have element type i1, not 'i32'}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_branches(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{on_true and on_false have element types 'f32' and 'f16', expected one element type}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @select_result_element(%p: tensor<4xi1>, %a: tensor<4xf32>) {
  // expected-error @+1 {{result element type 'f16' must be on_true's element type 'f32'}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @select_shapes(%p: tensor<3xi1>, %a: tensor<4xf32>) {
  // expected-error @+1 {{operand shapes [3], [4] and [4] do not broadcast (numpy-style): sizes at dimension -1 from the end are neither equal nor 1}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_result_shape(%p: tensor<i1>, %a: tensor<2x4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{result has shape [4], expected the broadcast shape [2, 4]}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<2x4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// ---- elementwise ops

func.func @is_inf_operand(%a: tensor<4xi32>) {
  // expected-error @+1 {{operand must have floating-point elements, not 'i32'}}
  %0 = chlo.is_inf %a : tensor<4xi32> -> tensor<4xi1>
  return
}

// -----

func.func @is_inf_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{result must have element type i1, not 'f32'}}
  %0 = chlo.is_neg_inf %a : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @unary_element_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type), but result #0 is 'tensor<4xf16>' where the first is 'tensor<4xf32>'}}
  %0 = chlo.erf %a : tensor<4xf32> -> tensor<4xf16>
  return
}

// -----

// ---- the element kinds of the unary ops and the types of every value
// (StableHLO's CHLO ODS: HLO_AnyFpOrComplexTensor, HLO_AnyFpTensor,
// HLO_AnyTensor)

func.func @unary_float_or_complex(%a: tensor<4xi32>) {
  // expected-error @+1 {{operand #0 must have floating-point or complex elements, not 'i32'}}
  %0 = chlo.acos %a : tensor<4xi32> -> tensor<4xi32>
  return
}

// -----

func.func @unary_float_only(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{operand #0 must have floating-point elements, not 'complex<f32>'}}
  %0 = chlo.lgamma %a : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @binary_float_only(%a: tensor<4xi32>) {
  // expected-error @+1 {{operand #0 must have floating-point elements, not 'i32'}}
  %0 = chlo.zeta %a, %a : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return
}

// -----

func.func @chlo_value_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{operand #0 must be a tensor of a StableHLO element type (i1, 2- to 64-bit signless or unsigned integers, f4E2M1FN to f64, complex<f32>, complex<f64>, quantized) or a token, not 'memref<4xf32>'}}
  %0 = chlo.sinh %a : memref<4xf32> -> memref<4xf32>
  return
}

// -----

// StableHLO's scan_dim_size states the scanned size.
func.func @scan_dim_size_mismatch(%x: tensor<2x3xf32>, %c: tensor<3xf32>) {
  // expected-error @+1 {{input #0 has size 2 along dimension 0, expected 3 (the other inputs' or scan_dim_size)}}
  %0:2 = chlo.scan (%x) inits (%c) dimension = 0 attributes { scan_dim_size = 3 : i64 } {
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    stablehlo.return %a, %b : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @mulhi_boolean(%a: tensor<4xi1>) {
  // expected-error @+1 {{operand #0 must have integer elements, not 'i1'}}
  %0 = chlo.mulhi %a, %a : tensor<4xi1>, tensor<4xi1> -> tensor<4xi1>
  return
}

// -----

func.func @chlo_value_odd_width(%a: tensor<4xi7>, %b: tensor<4xi7>) {
  // expected-error @+1 {{operand #0 must be a tensor of a StableHLO element type}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xi7>, tensor<4xi7>) -> tensor<4xi7>
  return
}

// -----

func.func @binary_element_type(%a: tensor<4xi32>, %b: tensor<4xi64>) {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type), but operand #1 is 'tensor<4xi64>' where the first is 'tensor<4xi32>'}}
  %0 = chlo.mulhi %a, %b : tensor<4xi32>, tensor<4xi64> -> tensor<4xi32>
  return
}

// -----

// ---- constant, constant_like

func.func @constant_type() {
  // expected-error @+1 {{result type 'tensor<4xi64>' must be the value's type 'tensor<4xi32>'}}
  %0 = "chlo.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi64>
  return
}

// -----

func.func @constant_like_untyped(%a: tensor<4xi32>) {
  // expected-error @+1 {{value must be a typed scalar attribute}}
  %0 = "chlo.constant_like"(%a) {value = "one"} : (tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @constant_like_value_type(%a: tensor<4xi32>) {
  // expected-error @+1 {{value has type 'i64', expected the result's element type 'i32'}}
  %0 = "chlo.constant_like"(%a) {value = 1 : i64} : (tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @constant_like_shape(%a: tensor<4xi32>) {
  // expected-error @+1 {{result has shape [5], expected the operand's shape [4]}}
  %0 = "chlo.constant_like"(%a) {value = 1.0 : f32} : (tensor<4xi32>) -> tensor<5xf32>
  return
}

// -----

// ---- top_k

func.func @top_k_negative(%a: tensor<4x16xf32>) {
  // expected-error @+1 {{k = -1 must be non-negative}}
  %values, %indices = chlo.top_k(%a, k = -1) : tensor<4x16xf32> -> (tensor<4x1xf32>, tensor<4x1xi32>)
  return
}

// -----

func.func @top_k_rank(%a: tensor<f32>) {
  // expected-error @+1 {{operand must have rank at least 1, not 0}}
  %values, %indices = chlo.top_k(%a, k = 1) : tensor<f32> -> (tensor<1xf32>, tensor<1xi32>)
  return
}

// -----

func.func @top_k_k(%a: tensor<4x16xf32>) {
  // expected-error @+1 {{k = 17 is larger than the operand's last dimension (16)}}
  %values, %indices = chlo.top_k(%a, k = 17) : tensor<4x16xf32> -> (tensor<4x17xf32>, tensor<4x17xi32>)
  return
}

// -----

func.func @top_k_values_shape(%a: tensor<4x16xf32>) {
  // expected-error @+1 {{result has shape [4, 2], expected for values the operand's shape with k last [4, 3]}}
  %values, %indices = chlo.top_k(%a, k = 3) : tensor<4x16xf32> -> (tensor<4x2xf32>, tensor<4x3xi32>)
  return
}

// -----

func.func @top_k_indices_shape(%a: tensor<4x16xf32>) {
  // expected-error @+1 {{result has shape [3], expected for indices the operand's shape with k last [4, 3]}}
  %values, %indices = chlo.top_k(%a, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<3xi32>)
  return
}

// -----

func.func @top_k_values_element(%a: tensor<4x16xf32>) {
  // expected-error @+1 {{values element type 'f16' must be the operand's element type 'f32'}}
  %values, %indices = chlo.top_k(%a, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf16>, tensor<4x3xi32>)
  return
}

// -----

func.func @top_k_indices_element(%a: tensor<4x16xf32>) {
  // expected-error @+1 {{indices must have element type i32, not 'i64'}}
  %values, %indices = chlo.top_k(%a, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<4x3xi64>)
  return
}

// -----

// ---- ragged_dot (modes: ragged non-contracting [m], contracting [k], batch [b])

func.func @ragged_precision(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{precision_config has 3 entries, expected at most 2}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_group_sizes_element(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xf32>) {
  // expected-error @+1 {{group_sizes must have integer elements, not 'f32'}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xf32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_batching_count(%l: tensor<2x6x4xf32>, %r: tensor<3x2x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{lhs and rhs have 1 and 0 batching dimensions, expected as many}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x2x4x5xf32>, tensor<3xi32>) -> tensor<2x6x5xf32>
  return
}

// -----

func.func @ragged_contracting_count(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{lhs and rhs have 1 and 0 contracting dimensions, expected as many}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_dims_range(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{lhs_batching_dimensions and lhs_contracting_dimensions value 2 is out of range [0, 2)}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_batch_size(%l: tensor<2x6x4xf32>, %r: tensor<3x7x4x5xf32>, %g: tensor<2x3xi32>) {
  // expected-error @+1 {{batching dimensions lhs 0 (size 2) and rhs 1 (size 7) must have one size}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x7x4x5xf32>, tensor<2x3xi32>) -> tensor<2x6x5xf32>
  return
}

// -----

func.func @ragged_contracting_size(%l: tensor<6x4xf32>, %r: tensor<3x8x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{contracting dimensions lhs 1 (size 4) and rhs 1 (size 8) must have one size}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x8x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_one_ragged(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{lhs_ragged_dimensions has 0 entries, expected exactly one}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_ragged_range(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{lhs_ragged_dimensions value 2 is out of range [0, 2)}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_group_sizes_rank(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<i32>) {
  // expected-error @+1 {{group_sizes must have rank at least 1, not 0}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<i32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_group_sizes_shape(%l: tensor<2x6x4xf32>, %r: tensor<3x2x4x5xf32>, %g: tensor<7x3xi32>) {
  // expected-error @+1 {{group_sizes has shape [7, 3], expected [g] or [2, 3] (the lhs batching dimensions and the dimensions before the ragged one, then g)}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x2x4x5xf32>, tensor<7x3xi32>) -> tensor<2x6x5xf32>
  return
}

// -----

func.func @ragged_group_range(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{rhs_group_dimensions value 3 is out of range [0, 3)}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [3]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_group_overlap(%l: tensor<6x4xf32>, %r: tensor<3x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{rhs_group_dimensions entry 1 is also a batching or contracting dimension}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_contracting_no_group(%l: tensor<2x6xf32>, %r: tensor<3x6x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{rhs_group_dimensions must be empty when the lhs ragged dimension is a contracting dimension}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6xf32>, tensor<3x6x5xf32>, tensor<3xi32>) -> tensor<3x2x5xf32>
  return
}

// -----

func.func @ragged_one_group(%l: tensor<6x4xf32>, %r: tensor<4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{rhs_group_dimensions has 0 entries, expected exactly one when the lhs ragged dimension is not a batching or contracting dimension}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_group_size(%l: tensor<6x4xf32>, %r: tensor<2x4x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{rhs group dimension 0 has size 2, expected the number of groups (3)}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<2x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @ragged_result(%l: tensor<2x6xf32>, %r: tensor<6x5xf32>, %g: tensor<3xi32>) {
  // expected-error @+1 {{result has shape [2, 5], expected the inferred shape [3, 2, 5]}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}> : (tensor<2x6xf32>, tensor<6x5xf32>, tensor<3xi32>) -> tensor<2x5xf32>
  return
}

// -----

// ---- scan (argument, return and carry counts and the dimension's range are
// in verifiers-structure.mlir)

func.func @scan_nothing(%c: tensor<f32>) {
  // expected-error @+1 {{has no inputs and no outputs, expected at least one of them}}
  %0 = chlo.scan() inits(%c) dimension=0 {
  ^bb0(%b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  } : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @scan_sizes(%x: tensor<4xf32>, %y: tensor<5xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{input #1 has size 5 along dimension 0, expected 4 (the other inputs' or scan_dim_size)}}
  %0:3 = chlo.scan(%x, %y) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>, %d: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a, %d, %b : tensor<f32>, tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<5xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @scan_input_argument(%x: tensor<4x3xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{body argument #0 has type 'tensor<4xf32>', expected 'tensor<3xf32>' (input #0 without dimension 0)}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<4xf32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<4xf32>, tensor<f32>
  } : (tensor<4x3xf32>, tensor<f32>) -> (tensor<4x3xf32>, tensor<f32>)
  return
}

// -----

func.func @scan_init_argument(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{body argument #1 has type 'tensor<f16>', expected init #0's type 'tensor<f32>'}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>, %b: tensor<f16>):
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @scan_output(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{output #0 has type 'tensor<5xf32>', expected 'tensor<4xf32>' (the body's returned slice #0 with dimension 0 scanned)}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)
  return
}

// -----

func.func @scan_carry(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{carry #0 has type 'tensor<f16>', expected the body's returned carry type 'tensor<f32>'}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f16>)
  return
}

// -----

// ---- valid forms: each check above accepts these.

func.func @valid(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2x1xf32>,
                 %s: tensor<f32>, %d: tensor<?x3xf32>, %i: tensor<4xi32>,
                 %p: tensor<2x3xi1>, %u: tensor<*xf32>) {
  // numpy-style: right-aligned, sizes equal or 1, a dynamic size agrees.
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_multiply %c, %b : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = chlo.broadcast_subtract %d, %b : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  %3 = chlo.broadcast_divide %a, %s : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %4 = chlo.broadcast_power %a, %u : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<2x3xf32>
  // along broadcast_dimensions: rhs dimension 0 goes to lhs dimension 1.
  %5 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %6 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %7 = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  %8 = chlo.broadcast_and %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %9 = chlo.broadcast_select %p, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %10 = chlo.is_inf %a : tensor<2x3xf32> -> tensor<2x3xi1>
  %11 = chlo.erf %a : tensor<2x3xf32> -> tensor<2x3xf32>
  %12 = chlo.mulhi %i, %i : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  %13 = "chlo.constant_like"(%i) {value = 1.0 : f32} : (tensor<4xi32>) -> tensor<4xf32>
  %14 = chlo.constant dense<1> : tensor<4xi32>
  %values, %indices = chlo.top_k(%a, k = 3) : tensor<2x3xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  %v2, %i2 = chlo.top_k(%d, k = 2) : tensor<?x3xf32> -> (tensor<?x2xf32>, tensor<?x2xi32>)
  return
}

// -----

// ragged_dot in its three modes (StableHLO's examples): ragged
// non-contracting [b,m,k] x [g,b,k,n] -> [b,m,n] with group_sizes [b,g];
// ragged contracting [b,m,k] x [b,k,n] -> [g,b,m,n]; ragged batch
// [b,m,k] x [b,k,n] -> [b,m,n] with group_sizes [g].
func.func @valid_ragged(%l: tensor<2x6x4xf32>, %r1: tensor<3x2x4x5xf32>, %r2: tensor<2x4x5xf32>,
                        %g1: tensor<2x3xi32>, %g2: tensor<3xi32>) {
  %0 = "chlo.ragged_dot"(%l, %r1, %g1) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x2x4x5xf32>, tensor<2x3xi32>) -> tensor<2x6x5xf32>
  %1 = "chlo.ragged_dot"(%l, %r1, %g2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x2x4x5xf32>, tensor<3xi32>) -> tensor<2x6x5xf32>
  %2 = "chlo.ragged_dot"(%l, %r2, %g1) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2]>}> : (tensor<2x6x4xf32>, tensor<2x4x5xf32>, tensor<2x3xi32>) -> tensor<3x2x6x5xf32>
  %3 = "chlo.ragged_dot"(%l, %r2, %g2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<2x4x5xf32>, tensor<3xi32>) -> tensor<2x6x5xf32>
  return
}

// -----

// scan with outputs and no inputs, and with a dynamic scanned dimension.
func.func @valid_scan(%x: tensor<?x3xf32>, %c: tensor<3xf32>) {
  %0:2 = chlo.scan() inits(%c) dimension=0 {
  ^bb0(%b: tensor<3xf32>):
    stablehlo.return %b, %b : tensor<3xf32>, tensor<3xf32>
  } : (tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  %1:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    %2 = stablehlo.add %a, %b : tensor<3xf32>
    stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<?x3xf32>, tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>)
  return
}
