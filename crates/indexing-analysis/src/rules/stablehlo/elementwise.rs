//! Elementwise ops and their per-element relatives: `map`, operand-`i`-to-result-`i` ops (`optimization_barrier`, `all_reduce`,
//! `collective_broadcast` and `collective_permute` — the same index of another device's operand, in one tensor's view —
//! `async_done` — the values its future holds — and the plain `custom_call` targets) and `all_gather`.

use crate::UnknownReason;
use crate::ir;
use crate::rules::shapes::{dims, to_usize};
use crate::rules::{RuleContext, RuleResult};
use crate::{Direction, Entry, Maps, OperandMap};
use indexing_map::expr::modulo_expr;

/// Result element `i` reads element `i` of each operand; 0-d operands are
/// read whole. Input to output, operand element `i` is read by result
/// element `i`, a 0-d operand by all.
fn elementwise<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            let shape = c.operand(o)?;
            // Same shape: the identity either way.
            let map = match (shape == out, shape.is_empty(), c.direction) {
                (true, _, _) => c.identity(out),
                (false, true, Direction::OutputToInput) => c.reads_whole(out, &[]),
                (false, true, Direction::InputToOutput) => c.reads_whole(&[], out),
                (false, false, _) => {
                    return Err(format!(
                        "operand {o} shape {shape:?} is neither the result shape {out:?} nor a scalar"
                    )
                    .into());
                }
            };
            entries.push(c.entry(r, o, map));
        }
    }
    Ok(entries)
}

/// Result element `i` reads element `i` of each operand (0-d operands whole).
pub(crate) fn elementwise_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    elementwise(c)
}

/// Operand element `i` is read by result element `i` (a 0-d operand by all).
pub(crate) fn elementwise_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    elementwise(c)
}

/// Result `i` reads operand `i` element-wise and nothing of the others.
fn pairwise<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            let maps = if o == r {
                let shape = c.operand(o)?;
                if shape != out {
                    return Err(format!("result {r} and operand {o} differ in shape").into());
                }
                vec![OperandMap::new(c.identity(out))]
            } else {
                Vec::new()
            };
            entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
        }
    }
    Ok(entries)
}

/// Result `i` reads operand `i` at the same index.
pub(super) fn pairwise_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    pairwise(c)
}

/// Operand `i` is read by result `i` at the same index.
pub(super) fn pairwise_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    pairwise(c)
}

/// `custom_call` targets whose semantics are documented and plain: the
/// values pass through unchanged, result `i` is operand `i` — XLA's
/// `Sharding` annotation (`jax.lax.with_sharding_constraint`), JAX's
/// `annotate_device_placement` (memory kinds) and XLA's host offloading
/// `MoveToHost`/`MoveToDevice`. Sorted.
pub const PASS_THROUGH_TARGETS: &[&str] = &["MoveToDevice", "MoveToHost", "Sharding", "annotate_device_placement"];

/// A `custom_call` to one of [`PASS_THROUGH_TARGETS`] (with as many
/// results as operands): result `i` reads operand `i` at the same index.
/// Any other target is opaque: `unknown`, naming it.
pub(super) fn custom_call_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let target = ir::string(&c.op, "call_target_name").unwrap_or_default();
    if PASS_THROUGH_TARGETS.binary_search(&target.as_str()).is_err() {
        return Err(UnknownReason::OpaqueCustomCall { target });
    }
    if c.operands.len() != c.results.len() {
        return Err(UnknownReason::malformed(format!("custom_call @{target} has not one result per operand")));
    }
    pairwise(c)
}

/// The same pass-through, operand `i` to result `i`.
pub(super) fn custom_call_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    custom_call_output_to_input(c)
}

fn check_map_dimensions(c: &RuleContext<'_, '_>) -> Result<(), UnknownReason> {
    let out = c.result(0)?;
    let dimensions = ir::i64_array(&c.op, "dimensions")?;
    if dimensions != (0..out.len() as i64).collect::<Vec<_>>() {
        return Err(UnknownReason::unsupported("map over a subset of dimensions"));
    }
    Ok(())
}

pub(super) fn map_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    check_map_dimensions(c)?;
    elementwise(c)
}

/// `map` over all dimensions is elementwise: its own reverse.
pub(super) fn map_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    map_output_to_input(c)
}

/// Each replica's result concatenates every replica's operand along
/// `all_gather_dim`: within one replica's view, result index `d` reads
/// operand index `d mod size` (of replica `d floordiv size`, which a map
/// over one tensor does not express).
pub(super) fn all_gather_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let mut entries = Vec::new();
    let dimension = ir::integer(&c.op, "all_gather_dim")?;
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            let maps = if o == r {
                let shape = c.operand(o)?;
                let g = to_usize(&[dimension], shape.len(), "all_gather_dim")?[0];
                let mut results = dims(c, out.len());
                results[g] = modulo_expr(c.d(g), shape[g]);
                vec![OperandMap::new(c.map(&results, out))]
            } else {
                Vec::new()
            };
            entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
        }
    }
    Ok(entries)
}
