// Collectives that keep one block per process (all_to_all, reduce_scatter), CHLO's top_k and
// ragged_dot, and the custom-call targets with documented semantics (ApproxTopK, LAPACK potrf and trsm).
// Spec: all_to_all cuts each operand into split_count blocks along split_dimension, sends block j
// to the group's j-th process, which concatenates what it receives along concat_dimension;
// reduce_scatter sums the group's operands and keeps the block of the process's position. In one
// tensor's view that position is a run-time value: s0 ranges over every position and the map says
// it is a superset. ragged_dot cuts the lhs's ragged dimension into groups whose sizes are read at
// run time; crates/indexing-analysis/tests/reference.rs checks each map against the union over
// every position and every group_sizes.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Two processes; rows split in 2 blocks, blocks concatenated along columns:
// result (d0, d1) is row p * 2 + d0, column d1 mod 6 of process d1 floordiv 6's operand, p the
// receiving process's position (s0: every position, a superset that says so).
// CHECK-LABEL: function @all_to_all_rows_to_columns{{$}}
// CHECK:       op 0 stablehlo.all_to_all
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0 + s0 * 2, d1 mod 6),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 11],
// CHECK-NEXT:       s0 in [0, 1]
// CHECK-NEXT:       (a sound superset, not exact: stablehlo.all_to_all: the process's position in its replica group is known at run time: every position's block)
// I2O-LABEL: function @all_to_all_rows_to_columns{{$}}
// I2O:       op 0 stablehlo.all_to_all
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       (d0, d1)[s0, s1] -> (d0 - s1 * 2, s0),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 3],
// I2O-NEXT:       d1 in [0, 5],
// I2O-NEXT:       s0 in [0, 11],
// I2O-NEXT:       s1 in [0, 1],
// I2O-NEXT:       -d1 + s0 mod 6 in [0, 0],
// I2O-NEXT:       d0 - s1 * 2 in [0, 1]
// I2O-NEXT:       (a sound superset, not exact: stablehlo.all_to_all: the process's position in its replica group is known at run time: every position's block)
func.func @all_to_all_rows_to_columns(%x: tensor<4x6xf32>) -> tensor<2x12xf32> {
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x6xf32>) -> tensor<2x12xf32>
  return %0 : tensor<2x12xf32>
}

// -----

// Split and concatenated along dim 0, 4 processes, blocks of 2 rows: row d0 is row
// p * 2 + d0 mod 2 of process d0 floordiv 2's operand.
// CHECK-LABEL: function @all_to_all_same_dimension{{$}}
// CHECK:       op 0 stablehlo.all_to_all
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0 mod 2 + s0 * 2, d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 7],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 3]
// CHECK-NEXT:       (a sound superset, not exact: stablehlo.all_to_all: the process's position in its replica group is known at run time: every position's block)
func.func @all_to_all_same_dimension(%x: tensor<8x3xf32>) -> tensor<8x3xf32> {
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

// Four processes sum 2x8 and each keeps 2 columns: result (d0, d1) reads (d0, p * 2 + d1) of every
// process's operand; the region's ops are scalar.
// CHECK-LABEL: function @reduce_scatter{{$}}
// CHECK:       op 0 stablehlo.reduce_scatter
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, d1 + s0 * 2),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 1],
// CHECK-NEXT:       s0 in [0, 3]
// CHECK-NEXT:       (a sound superset, not exact: stablehlo.reduce_scatter: the process's position in its replica group is known at run time: every position's block)
func.func @reduce_scatter(%x: tensor<2x8xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x8xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// Both results (values, indices) read the whole row along the last dimension: exact.
// CHECK-LABEL: function @top_k{{$}}
// CHECK:       op 0 chlo.top_k
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 15]
// CHECK-NEXT:     result 1, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 15]
// I2O-LABEL: function @top_k{{$}}
// I2O:       op 0 chlo.top_k
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 3],
// I2O-NEXT:       d1 in [0, 15],
// I2O-NEXT:       s0 in [0, 2]
// I2O-NEXT:     result 1, operand 0:
// I2O-NEXT:       (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 3],
// I2O-NEXT:       d1 in [0, 15],
// I2O-NEXT:       s0 in [0, 2]
func.func @top_k(%x: tensor<4x16xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %values, %indices = chlo.top_k(%x, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
  return %values, %indices : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----

// Ragged rows: row d0 multiplies the rhs matrix of its group (s1), known from group_sizes at run
// time: every group, every size.
// CHECK-LABEL: function @ragged_rows{{$}}
// CHECK:       op 0 chlo.ragged_dot
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 5],
// CHECK-NEXT:       d1 in [0, 4],
// CHECK-NEXT:       s0 in [0, 3]
// CHECK-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1)[s0, s1] -> (s1, s0, d1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 5],
// CHECK-NEXT:       d1 in [0, 4],
// CHECK-NEXT:       s0 in [0, 3],
// CHECK-NEXT:       s1 in [0, 2]
// CHECK-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1)[s0] -> (s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 5],
// CHECK-NEXT:       d1 in [0, 4],
// CHECK-NEXT:       s0 in [0, 2]
// CHECK-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
func.func @ragged_rows(%lhs: tensor<6x4xf32>, %rhs: tensor<3x4x5xf32>, %groups: tensor<3xi32>) -> tensor<6x5xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// -----

// Ragged contraction: result group d0 contracts the positions of group d0 (any, s0) and reads the
// sizes of groups 0..d0.
// CHECK-LABEL: function @ragged_contracting{{$}}
// CHECK:       op 0 chlo.ragged_dot
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1, d2)[s0] -> (d1, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       d1 in [0, 1],
// CHECK-NEXT:       d2 in [0, 4],
// CHECK-NEXT:       s0 in [0, 5]
// CHECK-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1, d2)[s0] -> (s0, d2),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       d1 in [0, 1],
// CHECK-NEXT:       d2 in [0, 4],
// CHECK-NEXT:       s0 in [0, 5]
// CHECK-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1, d2)[s0] -> (s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       d1 in [0, 1],
// CHECK-NEXT:       d2 in [0, 4],
// CHECK-NEXT:       s0 in [0, 2],
// CHECK-NEXT:       -d0 + s0 in [-2, 0]
// CHECK-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// I2O-LABEL: function @ragged_contracting{{$}}
// I2O:       op 0 chlo.ragged_dot
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       (d0, d1)[s0, s1] -> (s0, d0, s1),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 1],
// I2O-NEXT:       d1 in [0, 5],
// I2O-NEXT:       s0 in [0, 2],
// I2O-NEXT:       s1 in [0, 4]
// I2O-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// I2O-NEXT:     result 0, operand 1:
// I2O-NEXT:       (d0, d1)[s0, s1] -> (s0, s1, d1),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 5],
// I2O-NEXT:       d1 in [0, 4],
// I2O-NEXT:       s0 in [0, 2],
// I2O-NEXT:       s1 in [0, 1]
// I2O-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
// I2O-NEXT:     result 0, operand 2:
// I2O-NEXT:       (d0)[s0, s1, s2] -> (s0, s1, s2),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 2],
// I2O-NEXT:       s0 in [0, 2],
// I2O-NEXT:       s1 in [0, 1],
// I2O-NEXT:       s2 in [0, 4],
// I2O-NEXT:       d0 - s0 in [-2, 0]
// I2O-NEXT:       (a sound superset, not exact: chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group)
func.func @ragged_contracting(%lhs: tensor<2x6xf32>, %rhs: tensor<6x5xf32>, %groups: tensor<3xi32>) -> tensor<3x2x5xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}> : (tensor<2x6xf32>, tensor<6x5xf32>, tensor<3xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

// ApproxTopK (jax.lax.approx_max_k): rows of both inputs along reduction_dim, the init values whole.
// CHECK-LABEL: function @approx_top_k{{$}}
// CHECK:       op 0 stablehlo.custom_call
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 15]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 15]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 0, operand 3:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 1, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 15]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 1, operand 1:
// CHECK-NEXT:       (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 15]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 1, operand 2:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
// CHECK-NEXT:     result 1, operand 3:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 3],
// CHECK-NEXT:       d1 in [0, 2]
// CHECK-NEXT:       (a sound superset, not exact: ApproxTopK: a result reads of an input it does not compare only the selected elements: every one)
func.func @approx_top_k(%x: tensor<4x16xf32>, %iota: tensor<4x16xi32>, %init: tensor<f32>, %init_index: tensor<i32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %init_index) {mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<4x16xf32>, tensor<4x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  return %0#0, %0#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----

// lapack_spotrf_ffi (cholesky on CPU): factor and status read the batch's whole matrix.
// CHECK-LABEL: function @cholesky_lapack{{$}}
// CHECK:       op 0 stablehlo.custom_call
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 3],
// CHECK-NEXT:       d2 in [0, 3],
// CHECK-NEXT:       s0 in [0, 3],
// CHECK-NEXT:       s1 in [0, 3]
// CHECK-NEXT:     result 1, operand 0:
// CHECK-NEXT:       (d0)[s0, s1] -> (d0, s0, s1),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       s0 in [0, 3],
// CHECK-NEXT:       s1 in [0, 3]
func.func @cholesky_lapack(%a: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2xi32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}} : (tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<2x4x4xf32>, tensor<2xi32>
}

// -----

// lapack_strsm_ffi (triangular_solve on CPU): the options are ASCII letters (side L, uplo L, trans_x N, diag N), and
// the maps are stablehlo.triangular_solve's: x (i, j) reads b's column j up to row i and a's lower triangle up to row i.
// CHECK-LABEL: function @trsm_lapack{{$}}
// CHECK:       op 0 stablehlo.custom_call
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      d0 - s0 in [0, 2],
// CHECK-NEXT:      s0 - s1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      d0 - s0 in [0, 2]
func.func @trsm_lapack(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// A letter that is no BLAS option: unknown, naming it.
// CHECK-LABEL: function @trsm_bad_letter{{$}}
// CHECK:       result 0, operand 0:
// CHECK-NEXT:    unknown: mhlo.backend_config 'side' = 88 is none of the BLAS letters
func.func @trsm_bad_letter(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {diag = 78 : ui8, side = 88 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
