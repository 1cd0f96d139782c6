//! `custom_call` targets whose semantics are documented: values passed
//! through unchanged, XLA's `ApproxTopK`, and LAPACK's Cholesky
//! factorization as JAX calls it on CPU (LAPACK's triangular solve has
//! `triangular_solve`'s maps: `linear_algebra.rs`, dispatched in `mod.rs`). Every other target is opaque:
//! `unknown`, naming it.

use crate::rules::SizeSource;
use crate::rules::shapes::{dims, pairwise, sizes, syms, to_usize};
use crate::rules::{RuleContext, RuleResult};
use crate::{Entry, Maps, OperandMap, UnknownReason, ir};
use indexing_map::Interval;
use melior::ir::OperationRef;
use std::rc::Rc;

/// Targets whose values pass through unchanged, result `i` is operand
/// `i` — XLA's `Sharding` annotation (`jax.lax.with_sharding_constraint`),
/// JAX's `annotate_device_placement` (memory kinds) and XLA's host
/// offloading `MoveToHost`/`MoveToDevice`. Sorted.
pub const PASS_THROUGH_TARGETS: &[&str] = &["MoveToDevice", "MoveToHost", "Sharding", "annotate_device_placement"];

/// LAPACK's Cholesky factorization through XLA's FFI (`jax.lax.linalg.cholesky` on CPU), one per element type.
const POTRF_TARGETS: &[&str] = &["lapack_cpotrf_ffi", "lapack_dpotrf_ffi", "lapack_spotrf_ffi", "lapack_zpotrf_ffi"];

/// The rule of a documented target, or `unknown` naming the target.
pub(super) fn custom_call_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let target = ir::string(&c.op, "call_target_name").unwrap_or_default();
    if PASS_THROUGH_TARGETS.binary_search(&target.as_str()).is_ok() {
        if c.operands.len() != c.results.len() {
            return Err(UnknownReason::malformed(format!("custom_call @{target} has not one result per operand")));
        }
        pairwise(c)
    } else if target == "ApproxTopK" {
        approx_top_k(c)
    } else if POTRF_TARGETS.binary_search(&target.as_str()).is_ok() {
        potrf(c)
    } else {
        Err(UnknownReason::OpaqueCustomCall { target })
    }
}

/// Pass-through targets map operand `i` to result `i`; the other
/// documented targets invert their output-to-input relation.
pub(super) fn custom_call_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let target = ir::string(&c.op, "call_target_name").unwrap_or_default();
    if PASS_THROUGH_TARGETS.binary_search(&target.as_str()).is_ok() {
        custom_call_output_to_input(c)
    } else {
        crate::rules::invert(c, custom_call_output_to_input(c)?)
    }
}

/// `ApproxTopK` (`jax.lax.approx_max_k`): operands are `n` inputs and
/// their `n` init values, results the `n` selections of `top_k` elements
/// along `reduction_dim` (`mhlo.backend_config`), chosen by the
/// comparator over the inputs' values. Each result element reads the
/// inputs' rows along `reduction_dim` (the other dimensions keep their
/// index) and the init values. Exact for what is compared; a result whose
/// input the comparator does not compare (the positions `iota`) reads
/// only the selected element of its row, known at run time: every entry
/// is marked a sound superset.
fn approx_top_k<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.results.len();
    if c.operands.len() != 2 * n {
        return Err(UnknownReason::malformed("ApproxTopK needs an init value per input"));
    }
    let dimension = ir::backend_config_integer(&c.op, "reduction_dim")?;
    let why: Rc<str> =
        "ApproxTopK: a result reads of an input it does not compare only the selected elements: every one".into();
    let mut entries = Vec::new();
    for r in 0..n {
        let out = c.result(r)?;
        for o in 0..2 * n {
            let shape = c.operand(o)?;
            let map = if o < n {
                let k = to_usize(&[dimension], shape.len(), "reduction_dim")?[0];
                if shape.len() != out.len() {
                    return Err(UnknownReason::malformed("ApproxTopK result and input differ in rank"));
                }
                let mut index = dims(c, shape.len());
                index[k] = c.symbol(0);
                c.map_ranged(&index, out, &[Interval::for_size(shape[k])])
            } else {
                c.reads_whole(out, shape)
            };
            let maps = vec![OperandMap { map, rt_vars: Vec::new(), superset: Some(why.clone()) }];
            entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
        }
    }
    Ok(entries)
}

/// `lapack_?potrf_ffi`: the Cholesky factor (result 0) and the LAPACK
/// status `info` (result 1, one per batch) of the trailing matrices of
/// operand 0; as `stablehlo.cholesky`, each element reads its batch's
/// whole matrix.
fn potrf<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let a = c.operand(0)?;
    let Some(batch) = a.len().checked_sub(2) else {
        return Err(UnknownReason::malformed("potrf of an operand of rank below 2"));
    };
    let mut index = dims(c, batch);
    index.extend(syms(c, 2));
    (0..c.results.len())
        .map(|r| {
            let out = c.result(r)?;
            if out.len() < batch {
                return Err(UnknownReason::malformed(format!("potrf result {r} lacks the batch dimensions")));
            }
            Ok(c.entry(r, 0, c.map_ranged(&index, out, &sizes(&a[batch..]))))
        })
        .collect()
}

/// A pass-through target's result `r` is operand `r`; an opaque target says
/// nothing of its sizes.
pub(super) fn custom_call_result_sizes(op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    let target = ir::string(op, "call_target_name")?;
    PASS_THROUGH_TARGETS.binary_search(&target.as_str()).ok()?;
    Some(SizeSource::OperandDim(r, i))
}
