//! Indexing rules of StableHLO ops (and CHLO's elementwise ops, `mhlo.copy`
//! and `mhlo.bitcast` as XLA's converter leaves them), one function per op
//! and direction, one file per family, one table row per op.
//!
//! Output-to-input rules map an index of result `r` (dimension variables
//! over the result shape) to the elements of each operand it reads; range
//! variables cover reduced, contracted and window positions; runtime
//! variables stand for values read at run time, with StableHLO's clamping
//! of start indices giving their feasible intervals.

mod contraction;
mod custom_call;
mod elementwise;
mod gather_scatter;
mod linear_algebra;
mod movement;
mod random;
mod reduction;
mod shape_ops;
mod slicing;

use super::{
    ResultSizes, RuleRow, SIZE_DEPENDENT, broadcasting, operand_sizes, own_sizes, size_dependent, size_polymorphic,
};
use contraction::*;
pub use custom_call::PASS_THROUGH_TARGETS;
use custom_call::*;
use elementwise::*;
pub(crate) use elementwise::{elementwise_input_to_output, elementwise_output_to_input, elementwise_result_sizes};
use gather_scatter::*;
use linear_algebra::*;
use movement::*;
use random::*;
use reduction::*;
use shape_ops::*;
use slicing::*;

/// One row per op found by name, sorted by op name; a missing reverse is
/// `None`.
#[rustfmt::skip]
pub static STABLEHLO_RULES: &[RuleRow] = &[
    RuleRow::new("stablehlo.all_gather", all_gather_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.all_reduce", pairwise_output_to_input, Some(pairwise_input_to_output), size_polymorphic(operand_sizes)),
    RuleRow::new("stablehlo.all_to_all", all_to_all_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.async_done", pairwise_output_to_input, Some(pairwise_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.batch_norm_grad", batch_norm_grad_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.batch_norm_inference", batch_norm_inference_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.batch_norm_training", batch_norm_training_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.bitcast_convert", bitcast_convert_output_to_input, Some(bitcast_convert_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.broadcast", broadcast_output_to_input, Some(broadcast_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.broadcast_in_dim", broadcast_in_dim_output_to_input, Some(broadcast_in_dim_input_to_output), broadcasting(own_sizes)),
    RuleRow::new("stablehlo.cholesky", cholesky_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.collective_broadcast", pairwise_output_to_input, Some(pairwise_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.collective_permute", pairwise_output_to_input, Some(pairwise_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.collective_reduce", pairwise_output_to_input, Some(pairwise_input_to_output), size_polymorphic(operand_sizes)),
    RuleRow::new("stablehlo.concatenate", concatenate_output_to_input, Some(concatenate_input_to_output), ResultSizes { polymorphic: concatenate_size_polymorphic, source: concatenate_result_sizes, broadcasts: false }),
    RuleRow::new("stablehlo.convolution", convolution_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.custom_call", documented_call_output_to_input, Some(documented_call_input_to_output), size_polymorphic(custom_call_result_sizes)),
    RuleRow::new("stablehlo.dot", dot_output_to_input, None, size_polymorphic(dot_result_sizes)),
    RuleRow::new("stablehlo.dot_general", dot_general_output_to_input, Some(dot_general_input_to_output), size_polymorphic(dot_general_result_sizes)),
    RuleRow::new("stablehlo.dynamic_broadcast_in_dim", dynamic_broadcast_in_dim_output_to_input, None, broadcasting(shape_operand_result_sizes)),
    RuleRow::new("stablehlo.dynamic_conv", runtime_geometry_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.dynamic_gather", runtime_geometry_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.dynamic_iota", dynamic_iota_output_to_input, None, size_polymorphic(dynamic_iota_result_sizes)),
    RuleRow::new("stablehlo.dynamic_pad", runtime_geometry_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.dynamic_reshape", dynamic_reshape_output_to_input, None, size_dependent(shape_operand_result_sizes)),
    RuleRow::new("stablehlo.dynamic_slice", dynamic_slice_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.dynamic_update_slice", dynamic_update_slice_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.einsum", einsum_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.fft", fft_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.gather", gather_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.get_dimension_size", get_dimension_size_output_to_input, None, size_polymorphic(own_sizes)),
    RuleRow::new("stablehlo.get_tuple_element", get_tuple_element_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.map", map_output_to_input, Some(map_input_to_output), size_polymorphic(elementwise_result_sizes)),
    RuleRow::new("stablehlo.optimization_barrier", pairwise_output_to_input, Some(pairwise_input_to_output), size_polymorphic(operand_sizes)),
    RuleRow::new("stablehlo.pad", pad_output_to_input, Some(pad_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.real_dynamic_slice", runtime_geometry_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.reduce", reduce_output_to_input, Some(reduce_input_to_output), size_polymorphic(reduce_result_sizes)),
    RuleRow::new("stablehlo.reduce_scatter", reduce_scatter_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.reduce_window", reduce_window_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.reshape", reshape_output_to_input, Some(reshape_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.reverse", reverse_output_to_input, Some(reverse_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.rng", random_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.rng_bit_generator", random_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.scatter", scatter_output_to_input, Some(scatter_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("stablehlo.select_and_scatter", select_and_scatter_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.set_dimension_size", set_dimension_size_output_to_input, None, size_polymorphic(set_dimension_size_result_sizes)),
    RuleRow::new("stablehlo.slice", slice_output_to_input, Some(slice_input_to_output), size_polymorphic(own_sizes)),
    RuleRow::new("stablehlo.sort", sort_output_to_input, None, size_polymorphic(operand_sizes)),
    RuleRow::new("stablehlo.torch_index_select", torch_index_select_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.transpose", transpose_output_to_input, Some(transpose_input_to_output), size_polymorphic(transpose_result_sizes)),
    RuleRow::new("stablehlo.triangular_solve", triangular_solve_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("stablehlo.unary_einsum", einsum_output_to_input, None, SIZE_DEPENDENT),
];

/// The CHLO ops that are not elementwise (those are a family).
#[rustfmt::skip]
pub static CHLO_RULES: &[RuleRow] = &[
    RuleRow::new("chlo.constant_like", constant_like_indexing, Some(constant_like_indexing), SIZE_DEPENDENT),
    RuleRow::new("chlo.ragged_dot", ragged_dot_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("chlo.top_k", top_k_output_to_input, None, SIZE_DEPENDENT),
];

/// The `mhlo` ops XLA's StableHLO converter leaves behind.
#[rustfmt::skip]
pub static MHLO_RULES: &[RuleRow] = &[
    RuleRow::new("mhlo.bitcast", mhlo_bitcast_output_to_input, Some(mhlo_bitcast_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("mhlo.copy", elementwise_output_to_input, Some(elementwise_input_to_output), size_polymorphic(elementwise_result_sizes)),
];

/// `arith` and `math` ops: elementwise on tensors, rank-0 maps on scalars
/// (the scalar code inside linalg regions).
pub(super) fn is_scalar_dialect(name: &str) -> bool {
    (name.starts_with("arith.") || name.starts_with("math.")) && name != "arith.constant"
}

/// `custom_call`: LAPACK's triangular solve (`linear_algebra.rs`) has
/// `triangular_solve`'s maps; every other target is read by
/// `custom_call.rs` (documented targets, or opaque).
fn documented_call_output_to_input<'c>(c: &crate::rules::RuleContext<'c, '_>) -> crate::rules::RuleResult<'c> {
    if is_lapack_trsm(c) { lapack_trsm_output_to_input(c) } else { custom_call_output_to_input(c) }
}

/// Input to output of [`documented_call_output_to_input`].
fn documented_call_input_to_output<'c>(c: &crate::rules::RuleContext<'c, '_>) -> crate::rules::RuleResult<'c> {
    if is_lapack_trsm(c) {
        crate::rules::invert(c, lapack_trsm_output_to_input(c)?)
    } else {
        custom_call_input_to_output(c)
    }
}
