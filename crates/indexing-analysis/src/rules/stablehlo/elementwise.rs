//! Elementwise ops and their per-element relatives: `map`, operand-`i`-to-result-`i` ops (`optimization_barrier`, `all_reduce`, `collective_reduce`,
//! `collective_broadcast` and `collective_permute` — the same index of another device's operand, in one tensor's view —
//! `async_done` — the values its future holds), `all_gather`, `all_to_all` and
//! `reduce_scatter`.

use crate::UnknownReason;
use crate::ir;
use crate::rules::SizeSource;
use crate::rules::operand_rank;
use crate::rules::shapes::{dims, pairwise, pairwise_with, to_usize};
use crate::rules::{RuleContext, RuleResult};
use crate::{Direction, OperandMap};
use indexing_map::Interval;
use indexing_map::expr::{add, modulo_expr, scale};
use melior::ir::AffineExpr;
use melior::ir::OperationRef;
use melior::ir::ValueLike;
use melior::ir::operation::OperationLike;
use std::rc::Rc;

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
                    return Err(UnknownReason::malformed(format!(
                        "operand {o} shape {shape:?} is neither the result shape {out:?} nor a scalar"
                    )));
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

/// Result `i` reads operand `i` at the same index.
pub(super) fn pairwise_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    check_static_root(c)?;
    pairwise(c)
}

/// Operand `i` is read by result `i` at the same index.
pub(super) fn pairwise_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    check_static_root(c)?;
    pairwise(c)
}

/// A `collective_broadcast` or `collective_reduce` with `has_dynamic_root`
/// takes the root device from its last operand at run time: every result
/// element depends on that operand's values, which the same-index maps do
/// not say, so such an op's maps are unknown.
fn check_static_root(c: &RuleContext<'_, '_>) -> Result<(), UnknownReason> {
    if ir::boolean(&c.op, "has_dynamic_root", Some(false)).unwrap_or(true) {
        return Err(UnknownReason::unsupported("a dynamic root (has_dynamic_root), chosen by an operand at run time"));
    }
    Ok(())
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
    let dimension = ir::integer(&c.op, "all_gather_dim")?;
    pairwise_with(c, |_, _, shape, out| {
        let g = to_usize(&[dimension], shape.len(), "all_gather_dim")?[0];
        let mut results = dims(c, out.len());
        results[g] = modulo_expr(c.dim(g), shape[g]);
        Ok(OperandMap::new(c.map(&results, out)))
    })
}

/// Why a collective that keeps one block per process is a superset: the
/// process's position in its replica group, known at run time.
const GROUP_POSITION: &str = "the process's position in its replica group is known at run time: every position's block";

/// Operand `i` to result `i` of a collective, each through `index`
/// (the result index, the operand shape, the result shape) to the operand
/// index read, whose range variable `s0` over `[0, positions - 1]` is the
/// process's position in its group; marked a superset when there is more
/// than one position.
fn per_position<'c>(
    c: &RuleContext<'c, '_>,
    name: &str,
    positions: impl Fn(&[i64], &[i64]) -> Result<i64, UnknownReason>,
    index: impl Fn(&[i64], &[i64]) -> Result<Vec<AffineExpr<'c>>, UnknownReason>,
) -> RuleResult<'c> {
    pairwise_with(c, |_, _, shape, out| {
        let n = positions(shape, out)?;
        let map = c.map_ranged(&index(shape, out)?, out, &[Interval::for_size(n)]);
        let superset = (n > 1).then(|| Rc::from(format!("{name}: {GROUP_POSITION}")));
        Ok(OperandMap { map, rt_vars: Vec::new(), superset })
    })
}

/// `all_to_all`: each process cuts its operand into `split_count` blocks
/// along `split_dimension`, sends block `j` to the group's `j`-th process,
/// and concatenates what it receives along `concat_dimension`. In one
/// tensor's view, result index `d` reads, along the concat dimension,
/// `d mod size` (of the process `d floordiv size`), and along the split
/// dimension the block of the receiving process's position `s0`:
/// `s0 * block + (d mod block)`.
pub(super) fn all_to_all_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let split = ir::integer(&c.op, "split_dimension")?;
    let concat = ir::integer(&c.op, "concat_dimension")?;
    let count = ir::integer(&c.op, "split_count")?;
    let blocks = |shape: &[i64]| -> Result<(usize, usize, i64), UnknownReason> {
        let s = to_usize(&[split], shape.len(), "split_dimension")?[0];
        let k = to_usize(&[concat], shape.len(), "concat_dimension")?[0];
        if count <= 0 || shape[s] % count != 0 {
            return Err(UnknownReason::malformed("split_count does not divide the split dimension"));
        }
        Ok((s, k, shape[s] / count))
    };
    per_position(
        c,
        "stablehlo.all_to_all",
        |_, _| Ok(count),
        |shape, out| {
            let (s, k, block) = blocks(shape)?;
            let mut results = dims(c, out.len());
            results[k] = modulo_expr(c.dim(k), shape[k]);
            results[s] = add(scale(c.symbol(0), block), modulo_expr(c.dim(s), block));
            Ok(results)
        },
    )
}

/// `reduce_scatter`: the group's operands are summed (by the region) and
/// each process keeps the block of its position along
/// `scatter_dimension`: result index `d` reads `s0 * size + d` of every
/// process's operand (one tensor's view), `s0` the position.
pub(super) fn reduce_scatter_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let dimension = ir::integer(&c.op, "scatter_dimension")?;
    let scattered = |shape: &[i64], out: &[i64]| -> Result<usize, UnknownReason> {
        let s = to_usize(&[dimension], shape.len(), "scatter_dimension")?[0];
        if out.len() != shape.len() || out[s] <= 0 || shape[s] % out[s] != 0 {
            return Err(UnknownReason::malformed("the result's scatter dimension does not divide the operand's"));
        }
        Ok(s)
    };
    per_position(
        c,
        "stablehlo.reduce_scatter",
        |shape, out| scattered(shape, out).map(|s| shape[s] / out[s]),
        |shape, out| {
            let s = scattered(shape, out)?;
            let mut results = dims(c, out.len());
            results[s] = add(scale(c.symbol(0), out[s]), c.dim(s));
            Ok(results)
        },
    )
}

/// The elementwise ops (and `map`, `mhlo.copy`): an operand of the
/// result's rank has its shape.
pub(crate) fn elementwise_result_sizes(op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    let result_rank = op.result(r).ok().and_then(|v| ir::shape_dims(v.r#type()).ok()).map(|d| d.len())?;
    let k = (0..op.operand_count()).find(|&k| operand_rank(op, k) == Some(result_rank))?;
    Some(SizeSource::OperandDim(k, i))
}
