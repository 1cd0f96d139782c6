// Forms StableHLO's own parser and printer use that JAX's output does not
// show: each parses, prints in the canonical form, and the
// print round-trips.
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: %expect-exit 1 index-opt --split-input-file %S/Inputs/accepted-forms-errors.mlir 2>&1 | FileCheck %S/Inputs/accepted-forms-errors.mlir

// A trailing comma in a dimension-numbers attribute.
// CHECK-LABEL: func.func @trailing_comma
// CHECK: #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
func.func @trailing_comma(%op: tensor<3x4x2xf32>, %idx: tensor<2x3x2xi64>) -> tensor<2x3x2x2xf32> {
  %0 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2,>, slice_sizes = array<i64: 1, 2, 2>, indices_are_sorted = false} : (tensor<3x4x2xf32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xf32>
  return %0 : tensor<2x3x2x2xf32>
}

// The function-like form of constant.
// CHECK-LABEL: func.func @constant
// CHECK: stablehlo.constant {extra} dense<1.000000e+00> : tensor<2xf32>
func.func @constant() -> tensor<2xf32> {
  %0 = stablehlo.constant() {value = dense<1.0> : tensor<2xf32>, extra} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Attributes after the compact reduce form, as StableHLO prints them (and
// the `attributes` keyword index-opt printed before).
// CHECK-LABEL: func.func @reduce_attributes
// CHECK: stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] {mhlo.frontend_attributes = {a = "b"}} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK: stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] {tag = 1 : i64} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
func.func @reduce_attributes(%a: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] {mhlo.frontend_attributes = {a = "b"}} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] attributes {tag = 1 : i64} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %r, %s : tensor<4xf32>, tensor<4xf32>
}

// CHLO ops JAX and StableHLO's tools emit: mulhi (elementwise), constant,
// constant_like (reads only its operand's shape).
// CHECK-LABEL: func.func @chlo
// CHECK-NEXT: %0 = chlo.constant dense<1> : tensor<4xi32>
// CHECK-NEXT: %1 = "chlo.constant_like"(%arg0) <{value = 1 : i32}> : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %2 = chlo.mulhi %0, %1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
func.func @chlo(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = chlo.constant dense<1> : tensor<4xi32>
  %1 = "chlo.constant_like"(%a) {value = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %2 = chlo.mulhi %0, %1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %2 : tensor<4xi32>
}

// A composite carrying its decomposition's body as a region (the generic
// form newer producers print); the decomposition function still gives its
// maps (REPORT).
// RUN: index-opt --indexing-report=text %s | FileCheck %s --check-prefix=REPORT
// CHECK-LABEL: func.func @composite_with_region
// CHECK:      stablehlo.composite "foo.bar" %{{.*}} {decomposition = @reversed, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32> body {
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<4xf32>):
// CHECK-NEXT:   stablehlo.reverse
// CHECK:      stablehlo.composite "foo.baz" %{{.*}} {decomposition = @reversed} : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// REPORT-LABEL: function @composite_with_region
// REPORT:       op 0 stablehlo.composite
// REPORT-NEXT:    result 0, operand 0:
// REPORT-NEXT:      (d0) -> (-d0 + 3),
func.func @composite_with_region(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.composite"(%arg0) ({
    ^bb0(%arg1: tensor<4xf32>):
      %1 = stablehlo.reverse %arg1, dims = [0] : tensor<4xf32>
      "stablehlo.return"(%1) : (tensor<4xf32>) -> ()
  }) {name = "foo.bar", composite_attributes = {}, decomposition = @reversed, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.composite "foo.baz" %0 {decomposition = @reversed} : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @reversed(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// A reducer whose accumulators have the (non-scalar) type of their init
// values, as StableHLO's verifier accepts; the specification defines no
// element-level semantics for it, so the maps are unknown, with the reason.
// CHECK-LABEL: func.func @non_scalar_accumulators
// CHECK: reducer(%{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>)
// REPORT-LABEL: function @non_scalar_accumulators
// REPORT-NEXT:  op 0 stablehlo.reduce
// REPORT-NEXT:    result 0, operand 0:
// REPORT-NEXT:      unknown: init value #0 is not a scalar: non-scalar accumulators are accepted by StableHLO's verifier but have no element-level semantics in its specification
func.func @non_scalar_accumulators(%a: tensor<4x4xf32>, %z: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.reduce"(%a, %z) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = stablehlo.add %x, %y : tensor<4xf32>
    "stablehlo.return"(%s) : (tensor<4xf32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Replica groups given as mesh axes (an inline mesh or a mesh symbol, axes
// and sub-axes), on the collectives.
// CHECK-LABEL: func.func @replica_group_mesh_axes
// CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
// CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>
// REPORT-LABEL: function @replica_group_mesh_axes
// REPORT:       op 3 stablehlo.all_gather
// REPORT-NEXT:    result 0, operand 0:
// REPORT-NEXT:      (d0) -> (0),
func.func @replica_group_mesh_axes(%arg0: tensor<4xf32>, %operand: tensor<1xi64>) -> (tensor<4xf32>, tensor<2xi64>) {
  %0 = "stablehlo.all_reduce"(%arg0) ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<4xf32>) -> tensor<4xf32>
  %result = "stablehlo.all_gather"(%operand) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %0, %result : tensor<4xf32>, tensor<2xi64>
}

// Quantized operands of a same-type op compare by their baseline type:
// scales and zero points may differ (StableHLO's C1).
// CHECK-LABEL: func.func @quantized_add
// CHECK: stablehlo.add %{{.*}}, %{{.*}} : (tensor<4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x!quant.uniform<i8:f32, 2.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>
func.func @quantized_add(%a: tensor<4x!quant.uniform<i8:f32, 0.1>>, %b: tensor<4x!quant.uniform<i8:f32, 0.2:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4x!quant.uniform<i8:f32, 0.1>>, tensor<4x!quant.uniform<i8:f32, 0.2:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// A dot algorithm without a precision config (StableHLO prints it so): the
// two optional clauses used to be two optional groups that both start with
// a comma, and the parser wanted `precision` after any comma. The mixed
// precision of a preferred element type (bf16 x bf16 -> f32) and integer
// accumulation (i8 x i8 -> i32) are accepted, as StableHLO's verifier does.
// CHECK-LABEL: func.func @dot_options
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [HIGHEST, HIGH] : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xf32>
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) {{.*}} : (tensor<1x4x4x2xi8>, tensor<1x1x2x2xi8>) -> tensor<1x4x4x2xi32>
func.func @dot_options(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<3x4xbf16>, %d: tensor<4x5xbf16>, %x: tensor<1x4x4x2xi8>, %k: tensor<1x1x2x2xi8>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [0], precision = [HIGHEST, HIGH] : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xf32>
  %2 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xi8>, tensor<1x1x2x2xi8>) -> tensor<1x4x4x2xi32>
  return
}

// chlo.scan (StableHLO's CHLO prints it so): the results are the outputs,
// then one carry per init. Its maps are unknown, with that reason (no
// indexing rule models the carried dependence along the scan dimension).
// CHECK-LABEL: func.func @scan
// CHECK: %outputs, %carries = chlo.scan(%{{.*}}) inits(%{{.*}}) dimension=0 {
// CHECK: stablehlo.return
// CHECK: } {is_reverse = false} : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
// CHECK: %outputs_0:2, %carries_1 = chlo.scan(%{{.*}}, %{{.*}}) inits(%{{.*}}) dimension=1 {
// CHECK: } : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2xf32>)
// StableHLO's printed form, the attributes before the body:
// CHECK: chlo.scan(%{{.*}}) inits(%{{.*}}) dimension=0 {
// CHECK: } {is_associative = true, is_reverse = true, scan_dim_size = 4 : i64} : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
// REPORT-LABEL: function @scan
// REPORT:        op 0 chlo.scan
// REPORT-NEXT:     result 0, operand 0:
// REPORT-NEXT:       unknown: no output-to-input indexing rule for 'chlo.scan'
func.func @scan(%input: tensor<4xi32>, %init: tensor<i32>, %x: tensor<2x5xf32>, %c: tensor<2xf32>) -> (tensor<4xi32>, tensor<i32>) {
  %0:2 = chlo.scan(%input) inits(%init) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
  } {is_reverse = false} : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  %2:3 = chlo.scan(%x, %x) inits(%c) dimension=1 {
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>, %d: tensor<2xf32>):
    %3 = stablehlo.add %a, %d : tensor<2xf32>
    stablehlo.return %3, %b, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2xf32>)
  %4:2 = chlo.scan (%input) inits (%init) dimension = 0 attributes { is_reverse = true, is_associative = true, scan_dim_size = 4 : i64 } {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %5 = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %5, %5 : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
}

// A collective with a dynamic root (the last operand, a tensor<(n-1)xi32>,
// names the root device at run time; StableHLO prints it as a property):
// read and printed back; its maps are unknown, since every result element
// depends on the root operand's values.
// CHECK-LABEL: func.func @dynamic_root
// CHECK: "stablehlo.collective_broadcast"(%{{.*}}, %{{.*}}) <{has_dynamic_root = true, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
// REPORT-LABEL: function @dynamic_root
// REPORT:        op 0 stablehlo.collective_broadcast
// REPORT-NEXT:     result 0, operand 0:
// REPORT-NEXT:       unknown: a dynamic root (has_dynamic_root), chosen by an operand at run time
func.func @dynamic_root(%a: tensor<4xf32>, %root: tensor<1xi32>) -> tensor<4xf32> {
  %0 = "stablehlo.collective_broadcast"(%a, %root) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root = true}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// #stablehlo.result_alias on function arguments (StableHLO's form), printed
// back the same.
// CHECK-LABEL: func.func @result_alias
// CHECK-SAME: {stablehlo.result_alias = #stablehlo.result_alias<tuple_indices = [1], result_index = [0], must_alias>}
// CHECK-SAME: {stablehlo.result_alias = #stablehlo.result_alias<result_index = [1]>}
func.func @result_alias(%a: tuple<tensor<2xf32>, tensor<3xf32>> {stablehlo.result_alias = #stablehlo.result_alias<tuple_indices = [1], result_index = [0], must_alias>}, %b: tensor<?xf32> {stablehlo.result_alias = #stablehlo.result_alias<result_index = [1]>}) -> (tensor<3xf32>, tensor<4xf32>) {
  %0 = stablehlo.get_tuple_element %a[1] : (tuple<tensor<2xf32>, tensor<3xf32>>) -> tensor<3xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %0, %1 : tensor<3xf32>, tensor<4xf32>
}

// Forms StableHLO's verifier tests accept where the specification is
// stricter: all_gather to a multiple of the operand's size along
// all_gather_dim (with a dynamic kept dimension), one precision for
// dot_general (StableHLO takes none up to two), and a sparse encoding on
// some of add's values (the current `map` syntax of MLIR's sparse_tensor
// encoding; StableHLO's older test wrote `dimLevelType`, which MLIR no
// longer reads).
// CHECK-LABEL: func.func @all_gather_multiple
// CHECK: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<128x32xf32>) -> tensor<?x64xf32>
func.func @all_gather_multiple(%a: tensor<128x32xf32>) -> tensor<?x64xf32> {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids} : (tensor<128x32xf32>) -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}

// CHECK-LABEL: func.func @one_precision
// CHECK: stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT] : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
func.func @one_precision(%a: tensor<2x3x4xf32>, %b: tensor<2x3x5xf32>) -> tensor<2x4x5xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// CHECK-LABEL: func.func @sparse_mix
// CHECK: stablehlo.add %arg0, %arg1 : (tensor<1xf32>, tensor<1xf32, #sparse>) -> tensor<1xf32, #sparse>
// CHECK: stablehlo.add %arg1, %arg0 : (tensor<1xf32, #sparse>, tensor<1xf32>) -> tensor<1xf32>
func.func @sparse_mix(%a: tensor<1xf32>, %b: tensor<1xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>) -> (tensor<1xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>, tensor<1xf32>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<1xf32>, tensor<1xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>) -> tensor<1xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
  %1 = "stablehlo.add"(%b, %a) : (tensor<1xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>, tensor<1xf32>) -> tensor<1xf32>
  return %0, %1 : tensor<1xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>, tensor<1xf32>
}

// `index` shape tensors, as StableHLO's dimension tensors allow them: the
// shape of rng and the start, limit and strides of real_dynamic_slice.
// CHECK-LABEL: func.func @index_shape_tensors
// CHECK: stablehlo.rng %arg0, %arg1, %arg2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xindex>) -> tensor<2x3x5xf32>
// CHECK: stablehlo.real_dynamic_slice %arg3, %arg4, %arg4, %arg4 : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
func.func @index_shape_tensors(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<3xindex>, %x: tensor<?xf32>, %i: tensor<1xindex>) -> (tensor<2x3x5xf32>, tensor<?xf32>) {
  %0 = "stablehlo.rng"(%a, %b, %shape) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<f32>, tensor<f32>, tensor<3xindex>) -> tensor<2x3x5xf32>
  %1 = "stablehlo.real_dynamic_slice"(%x, %i, %i, %i) : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0, %1 : tensor<2x3x5xf32>, tensor<?xf32>
}
