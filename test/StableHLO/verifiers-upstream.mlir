// Verifier parity beyond the numbered constraints, continued: what
// StableHLO's own verifiers reject in a dot_general's algorithm, in the
// replica groups and source-target pairs of the collectives, and in bounded
// dynamic types (the bounds, and the sizes checked against them). One invalid case per check, each followed by the nearest
// valid form (docs/verifiers.md).
// RUN: index-opt --split-input-file --verify-diagnostics %s

// ---- dot_general: the algorithms StableHLO knows some hardware to support

// Two lhs components: every known algorithm has one per side.
func.func @dot_algorithm_components(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: lhs 'f32', rhs 'f32', accumulation 'f32', components 2 x 1, 1 primitive operations, imprecise accumulation not allowed}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 2, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Mixed precision types: no row has f32 x bf16.
func.func @dot_algorithm_mixed(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: lhs 'f32', rhs 'bf16', accumulation 'f32'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// bf16 x bf16 -> f32 is known in 1, 3, 6 and 9 operations, not in 2.
func.func @dot_algorithm_operations(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: lhs 'bf16', rhs 'bf16', accumulation 'f32', components 1 x 1, 2 primitive operations}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 2, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Imprecise accumulation only for FP8 operands.
func.func @dot_algorithm_imprecise(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: lhs 'f32', rhs 'f32', accumulation 'f32', components 1 x 1, 1 primitive operations, imprecise accumulation allowed}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// FP8 operands accumulate in f32 only.
func.func @dot_algorithm_fp8_accumulation(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: lhs 'f8E5M2', rhs 'f8E4M3FN', accumulation 'bf16'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E5M2, rhs_precision_type = f8E4M3FN, accumulation_type = bf16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Every row of StableHLO's table, and FP8 of any two kinds with and without
// imprecise accumulation, verifies.
func.func @dot_algorithm_known(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %2 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = bf16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %3 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %4 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %5 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %6 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 9, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %7 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E4M3FN, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %8 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E4M3FN, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 4, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %9 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %10 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %11 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %12 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f64, rhs_precision_type = f64, accumulation_type = f64, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %13 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E5M2, rhs_precision_type = f8E4M3FNUZ, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %14 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E3M4, rhs_precision_type = f8E4M3B11FNUZ, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return
}

// -----

// ---- Collectives: replica groups and source-target pairs

func.func @groups_rank(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups must be a rank-2 tensor, not 'tensor<2xi64>'}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @groups_empty_with_global_ids(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups must not be empty with use_global_device_ids}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<> : tensor<0x0xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The ids 0, 1 and 3 without 2 (the groups are not the processes 0..n-1).
func.func @groups_gap(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups names 3 ids but not the id 2 (the ids must be 0 to 2, none missing)}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, -1], [3, 1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @groups_padded_all_gather(%a: tensor<2x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{replica_groups must not contain -1 (all_gather does not pad its groups)}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @groups_padded_all_to_all(%a: tensor<4x8xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{replica_groups must not contain -1 (all_to_all does not pad its groups)}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<4x8xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @groups_padded_reduce_scatter(%a: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups must not contain -1 (reduce_scatter does not pad its groups)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @groups_padded_collective_broadcast(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups must not contain -1 (collective_broadcast does not pad its groups)}}
  %0 = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_gather_empty_dimension(%a: tensor<0x8xf32>) -> tensor<0x8xf32> {
  // expected-error @+1 {{operand #0 must not have size 0 at all_gather_dim 0, has type 'tensor<0x8xf32>'}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<0x8xf32>) -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}

// -----

func.func @reduce_scatter_empty_dimension(%a: tensor<0xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{operand #0 must not have size 0 at scatter_dimension 0, has type 'tensor<0xf32>'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<0xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @pairs_rank(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{source_target_pairs must be a rank-2 tensor, not 'tensor<2xi64>'}}
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[0, 1]> : tensor<2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Valid forms next to the cases above: uneven all_reduce groups padded with
// -1 and gapless; empty groups without global device ids; a gather (ids
// in any order) and a scatter of a dynamic dimension; an empty permutation; then
// collective_broadcast, whose ids may leave a gap.
func.func @groups_valid(%a: tensor<4xf32>, %b: tensor<2x8xf32>, %d: tensor<?xf32>) {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, -1], [2, 1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<> : tensor<0x0xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.all_gather"(%b) <{all_gather_dim = 0 : i64, replica_groups = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
  %3 = "stablehlo.reduce_scatter"(%d) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf32>) -> tensor<?xf32>
  %4 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<> : tensor<0x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32} {
func.func @collective_broadcast_valid(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[2, 3]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
}

// -----

// ---- Bounded dynamism: the bounds of a tensor type's encoding

// expected-error @+1 {{bounds have 1 entries, expected one per dimension (2)}}
func.func @bounds_count(%a: tensor<?x4xf32, #stablehlo.bounds<8>>) {
  return
}

// -----

// expected-error @+1 {{bounds give the static dimension 1 (of size 4) the bound 4: only a dynamic dimension has a bound}}
func.func @bounds_static(%a: tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, 4]>>) {
  return
}

// -----

// expected-error @+1 {{bounds give dimension 0 the bound -2: a bound must be non-negative}}
func.func @bounds_negative(%a: tensor<?x4xf32, #stablehlo.bounds<-2, ?>>) {
  return
}

// -----

// Valid bounds: both forms, a bound of 0, an unbounded dynamic dimension,
// and no bound at all on a rank-0 tensor.
func.func @bounds_valid(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %b: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [0, ?]>>, %c: tensor<f32, #stablehlo.bounds<>>) {
  return
}

// -----

// ---- Bounded dynamism: sizes against the bounds StableHLO's type inference
// reads

// An elementwise op: a static size above another operand's bound.
func.func @bounds_elementwise(%a: tensor<3xf32>, %b: tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #0 has size 3 in dimension 0, above the bound 2 of operand #1}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<3xf32>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The result is checked against the operands' bounds too.
func.func @bounds_elementwise_result(%a: tensor<?x4xf32, #stablehlo.bounds<2, ?>>) -> tensor<3x4xf32> {
  // expected-error @+1 {{result #0 has size 3 in dimension 0, above the bound 2 of operand #0}}
  %0 = stablehlo.negate %a : (tensor<?x4xf32, #stablehlo.bounds<2, ?>>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Sizes up to the bound, a scalar operand of select and unbounded values
// all verify (unranked ones do not: StableHLO's tensors are ranked).
func.func @bounds_elementwise_valid(%a: tensor<2xf32>, %b: tensor<?xf32, #stablehlo.bounds<2>>, %p: tensor<i1>, %c: tensor<?xf32>, %u: tensor<?x?xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32>
  %1 = stablehlo.select %p, %0, %b : (tensor<i1>, tensor<?xf32>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32>
  %2 = stablehlo.add %1, %c : tensor<?xf32>
  %3 = "stablehlo.multiply"(%b, %b) : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<2xf32>
  %4 = "stablehlo.abs"(%u) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %5 = "stablehlo.compare"(%b, %a) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<2xf32>) -> tensor<2xi1>
  return %2 : tensor<?xf32>
}

// -----

// slice: a limit index above a bounded dimension's bound.
func.func @bounds_slice(%a: tensor<3x?xi32, #stablehlo.bounds<?, 4>>) -> tensor<1x3xi32> {
  // expected-error @+1 {{dimension 1: limit index 5 is above the dimension's bound 4}}
  %0 = stablehlo.slice %a [1:2, 2:5] : (tensor<3x?xi32, #stablehlo.bounds<?, 4>>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// slice up to the bound, and of an unbounded or rank-0 operand.
func.func @bounds_slice_valid(%a: tensor<3x?xi32, #stablehlo.bounds<?, 4>>, %b: tensor<?xi32>, %c: tensor<i32>) -> tensor<1x2xi32> {
  %0 = stablehlo.slice %a [1:2, 0:4:2] : (tensor<3x?xi32, #stablehlo.bounds<?, 4>>) -> tensor<1x2xi32>
  %1 = stablehlo.slice %b [0:100] : (tensor<?xi32>) -> tensor<100xi32>
  %2 = stablehlo.slice %c [] : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<1x2xi32>
}

// -----

// pad: negative padding below a bounded dimension's bound.
func.func @bounds_pad(%a: tensor<3x?xf16, #stablehlo.bounds<?, 3>>, %v: tensor<f16>) -> tensor<7x?xf16> {
  // expected-error @+1 {{dimension 1: padding turns the bound 3 into the negative bound -5}}
  %0 = stablehlo.pad %a, %v, low = [2, -10], high = [0, 0], interior = [1, 1] : (tensor<3x?xf16, #stablehlo.bounds<?, 3>>, tensor<f16>) -> tensor<7x?xf16>
  return %0 : tensor<7x?xf16>
}

// -----

// pad of a bounded dimension, down to a bound of 0, and of a bound of 0.
func.func @bounds_pad_valid(%a: tensor<3x?xf16, #stablehlo.bounds<?, 3>>, %b: tensor<?xf16, #stablehlo.bounds<0>>, %v: tensor<f16>) -> tensor<7x?xf16> {
  %0 = stablehlo.pad %a, %v, low = [2, 2], high = [0, 0], interior = [1, 1] : (tensor<3x?xf16, #stablehlo.bounds<?, 3>>, tensor<f16>) -> tensor<7x?xf16>
  %1 = stablehlo.pad %a, %v, low = [0, -5], high = [0, 0], interior = [0, 1] : (tensor<3x?xf16, #stablehlo.bounds<?, 3>>, tensor<f16>) -> tensor<3x?xf16>
  %2 = stablehlo.pad %b, %v, low = [1], high = [1], interior = [3] : (tensor<?xf16, #stablehlo.bounds<0>>, tensor<f16>) -> tensor<?xf16>
  return %0 : tensor<7x?xf16>
}

// -----

// ---- Bounded dynamism: "same type" constraints, transpose and
// set_dimension_size compare sizes with bounds as StableHLO's type
// inference does

// reverse's C1 (the result has the operand's type): a static size above
// the operand's bound is not that type.
func.func @bounds_same_type(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<4x5xf32> {
  // expected-error @+1 {{(C1) result type 'tensor<4x5xf32>' must be the operand's type 'tensor<?x5xf32, #stablehlo.bounds<3, ?>>'}}
  %0 = stablehlo.reverse %a, dims = [0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// transpose moves the bounds with the dimensions.
func.func @bounds_transpose(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x4xf32> {
  // expected-error @+1 {{(C3) result dimension 1 has size 4, above the bound 3 of operand dimension 0}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// set_dimension_size: a size that is not a constant is at most the
// operand's size there.
func.func @bounds_set_dimension_size(%a: tensor<3x5xf32>, %s: tensor<i32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{result dimension 0 has size 4, above its bound 3 (the operand's size or bound there)}}
  %0 = stablehlo.set_dimension_size %a, %s, dim = 0 : (tensor<3x5xf32>, tensor<i32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// ... and the other dimensions keep the operand's bounds.
func.func @bounds_set_dimension_size_kept(%a: tensor<3x?xf32, #stablehlo.bounds<?, 5>>, %s: tensor<i32>) -> tensor<?x6xf32> {
  // expected-error @+1 {{result dimension 1 has size 6, above its bound 5 (the operand's bound)}}
  %0 = stablehlo.set_dimension_size %a, %s, dim = 0 : (tensor<3x?xf32, #stablehlo.bounds<?, 5>>, tensor<i32>) -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// Valid: sizes up to the bounds, bounds on both sides (not compared with
// each other), a constant size above the operand's size, a while loop
// carrying a bounded value.
func.func @bounds_types_valid(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %b: tensor<3x5xf32>, %s: tensor<i32>) -> tensor<3x5xf32> {
  %0 = stablehlo.reverse %a, dims = [0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<3x5xf32>
  %1 = stablehlo.reverse %a, dims = [0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<?x5xf32, #stablehlo.bounds<7, ?>>
  %2 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x3xf32>
  %3 = stablehlo.set_dimension_size %b, %s, dim = 0 : (tensor<3x5xf32>, tensor<i32>) -> tensor<?x5xf32, #stablehlo.bounds<3, ?>>
  %4 = stablehlo.set_dimension_size %b, %s, dim = 0 : (tensor<3x5xf32>, tensor<i32>) -> tensor<2x5xf32>
  %c = stablehlo.constant dense<8> : tensor<i32>
  %5 = stablehlo.set_dimension_size %a, %c, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<8x5xf32>
  %6 = stablehlo.while(%iterArg = %a) : tensor<?x5xf32, #stablehlo.bounds<3, ?>>
   cond {
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<?x5xf32, #stablehlo.bounds<3, ?>>
  }
  return %0 : tensor<3x5xf32>
}

// -----

// ---- Bounded dynamism: the bounds concatenate and pad derive

// concatenate: along the dimension, the inputs' sizes and bounds add up
// to the result's bound.
func.func @bounds_concatenate(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %b: tensor<2x5xf32>) -> tensor<6x5xf32> {
  // expected-error @+1 {{(C6) result dimension 0 has size 6, above the bound 5 the inputs' sizes and bounds add up to}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<2x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// -----

// ... and off it, no size is above another input's bound.
func.func @bounds_concatenate_other(%a: tensor<2x?xf32, #stablehlo.bounds<?, 4>>, %b: tensor<2x5xf32>) -> tensor<4x?xf32> {
  // expected-error @+1 {{dimension 1 has size 5 in 'tensor<2x5xf32>', above the bound 4 of 'tensor<2x?xf32, #stablehlo.bounds<?, 4>>'}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>, tensor<2x5xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// pad: the result's size is at most the padded bound.
func.func @bounds_pad_result(%a: tensor<?xf32, #stablehlo.bounds<3>>, %v: tensor<f32>) -> tensor<9xf32> {
  // expected-error @+1 {{(C4) result dimension 0 has size 9, above the bound 8 padding gives the operand's bound 3}}
  %0 = stablehlo.pad %a, %v, low = [1], high = [2], interior = [1] : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

// Valid: results up to the derived bounds, an unbounded input (no bound
// along the dimension), dynamic results.
func.func @bounds_derived_valid(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %b: tensor<2x5xf32>, %u: tensor<?x5xf32>, %c: tensor<?xf32, #stablehlo.bounds<3>>, %v: tensor<f32>) {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<2x5xf32>) -> tensor<5x5xf32>
  %1 = stablehlo.concatenate %a, %u, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<?x5xf32>) -> tensor<9x5xf32>
  %2 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<?x5xf32, #stablehlo.bounds<6, ?>>
  %3 = stablehlo.pad %c, %v, low = [1], high = [2], interior = [1] : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>) -> tensor<8xf32>
  %4 = stablehlo.pad %c, %v, low = [1], high = [2], interior = [1] : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>) -> tensor<?xf32>
  return
}

// -----

// reduce: the results keep the bounds of the dimensions they keep.
func.func @bounds_reduce(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %i: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C7) result #0 has size 4 in dimension 0, above the bound 3 of the input dimension it keeps}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Valid: up to the bound, a reduced bounded dimension, a rank-0 result.
func.func @bounds_reduce_valid(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %i: tensor<f32>) {
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<f32>) -> tensor<5xf32>
  %2 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<f32>) -> tensor<f32>
  return
}
