//! Data movement without arithmetic: broadcasts, transpose, reverse, reshape, bitcasts and `get_tuple_element`.

use crate::Direction;
use crate::UnknownReason;
use crate::ir;
use crate::rules::SizeSource;
use crate::rules::shapes::{dims, relinearize_with_layouts, reshape_entry, row_major, sizes, syms, to_usize};
use crate::rules::{RuleContext, RuleResult};
use indexing_map::Interval;
use indexing_map::expr::sub;
use melior::ir::OperationRef;
use melior::ir::ValueLike;
use melior::ir::operation::OperationLike;

pub(super) fn broadcast_in_dim_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let dimensions = to_usize(&ir::i64_array(&c.op, "broadcast_dimensions")?, out.len(), "broadcast_dimensions")?;
    let results: Vec<_> = dimensions
        .iter()
        .enumerate()
        .map(|(i, &j)| if operand[i] == 1 && out[j] != 1 { c.constant(0) } else { c.dim(j) })
        .collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

/// `dynamic_broadcast_in_dim`: `broadcast_in_dim`'s maps; every element
/// reads all of `output_dimensions` (its shape).
pub(super) fn dynamic_broadcast_in_dim_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let mut entries = broadcast_in_dim_output_to_input(c)?;
    entries.push(c.entry(0, 1, c.reads_whole(c.result(0)?, c.operand(1)?)));
    Ok(entries)
}

pub(super) fn broadcast_in_dim_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let dimensions = to_usize(&ir::i64_array(&c.op, "broadcast_dimensions")?, out.len(), "broadcast_dimensions")?;
    let mut ranges = Vec::new();
    let mut results = Vec::new();
    for (j, &size) in out.iter().enumerate() {
        match dimensions.iter().position(|&k| k == j) {
            Some(i) if !(operand[i] == 1 && size != 1) => results.push(c.dim(i)),
            _ => {
                results.push(c.symbol(ranges.len()));
                ranges.push(Interval::for_size(size));
            }
        }
    }
    Ok(vec![c.entry(0, 0, c.map_ranged(&results, operand, &ranges))])
}

pub(super) fn broadcast_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let lead = out.len() - operand.len();
    let results: Vec<_> = (0..operand.len()).map(|i| c.dim(lead + i)).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

pub(super) fn broadcast_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let lead = out.len() - operand.len();
    let mut results = syms(c, lead);
    results.extend(dims(c, operand.len()));
    Ok(vec![c.entry(0, 0, c.map_ranged(&results, operand, &sizes(&out[..lead])))])
}

pub(super) fn transpose_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let permutation = to_usize(&ir::i64_array(&c.op, "permutation")?, out.len(), "permutation")?;
    let mut results = vec![c.constant(0); out.len()];
    for (j, &p) in permutation.iter().enumerate() {
        results[p] = c.dim(j);
    }
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

pub(super) fn transpose_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let operand = c.operand(0)?;
    let permutation = to_usize(&ir::i64_array(&c.op, "permutation")?, operand.len(), "permutation")?;
    let results: Vec<_> = permutation.iter().map(|&p| c.dim(p)).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, operand))])
}

/// Its own inverse: `d -> size - 1 - d` on the reversed dimensions.
fn reverse<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let reversed = to_usize(&ir::i64_array(&c.op, "dimensions")?, out.len(), "dimensions")?;
    let results: Vec<_> = (0..out.len())
        .map(|i| if reversed.contains(&i) { sub(c.constant(out[i] - 1), c.dim(i)) } else { c.dim(i) })
        .collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

/// `d -> size - 1 - d` on the reversed dimensions.
pub(super) fn reverse_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    reverse(c)
}

/// Reverse is its own inverse.
pub(super) fn reverse_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    reverse(c)
}

/// Row-major reshape: linearize the result index, delinearize into the
/// operand.
pub(super) fn reshape_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![reshape_entry(c, Direction::OutputToInput)?])
}

/// Row-major reshape, operand index to result index.
pub(super) fn reshape_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![reshape_entry(c, Direction::InputToOutput)?])
}

/// `mhlo.bitcast`: a reshape of the physical buffer. Without layout
/// attributes, a row-major reshape; with `source_layout`/`result_layout`
/// (minor-to-major), the logical indices go through those layouts.
fn bitcast_layouts(c: &RuleContext<'_, '_>) -> Result<(Vec<usize>, Vec<usize>), UnknownReason> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let layout = |name: &str, rank: usize| -> Result<Vec<usize>, UnknownReason> {
        match c.op.attribute(name) {
            Err(_) => Ok(row_major(rank)),
            Ok(attribute) => {
                let values = index_opt_native::stablehlo::dense_i64_elements(attribute).ok_or_else(|| {
                    UnknownReason::malformed(format!("'{name}' is not an integer elements attribute"))
                })?;
                let layout = to_usize(&values, rank, name)?;
                let mut sorted = layout.clone();
                sorted.sort();
                if sorted != (0..rank).collect::<Vec<_>>() {
                    return Err(UnknownReason::malformed(format!("'{name}' is not a permutation")));
                }
                Ok(layout)
            }
        }
    };
    Ok((layout("source_layout", operand.len())?, layout("result_layout", out.len())?))
}

pub(super) fn mhlo_bitcast_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err(UnknownReason::malformed("bitcast changes the number of elements"));
    }
    let (source, result) = bitcast_layouts(c)?;
    let results = relinearize_with_layouts(c, out, &result, operand, &source);
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

pub(super) fn mhlo_bitcast_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err(UnknownReason::malformed("bitcast changes the number of elements"));
    }
    let (source, result) = bitcast_layouts(c)?;
    let results = relinearize_with_layouts(c, operand, &source, out, &result);
    Ok(vec![c.entry(0, 0, c.map(&results, operand))])
}

/// Equal widths: identity. A wider operand element splits into a new minor
/// result dimension; a narrower one is gathered from a minor operand
/// dimension.
pub(super) fn bitcast_convert_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    check_bitcast_widths(c)?;
    Ok(vec![c.entry(0, 0, bitcast_convert_map(c, out, operand))])
}

pub(super) fn bitcast_convert_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    check_bitcast_widths(c)?;
    Ok(vec![c.entry(0, 0, bitcast_convert_map(c, operand, out))])
}

/// From an index of the `from`-shaped side of a `bitcast_convert` to the
/// `to` side (either direction): the shared dimensions, plus the whole minor
/// dimension of `to` when it has one more (its elements make up one element
/// of `from`).
fn bitcast_convert_map<'c>(c: &RuleContext<'c, '_>, from: &[i64], to: &[i64]) -> indexing_map::IndexingMap<'c> {
    if to.len() > from.len() {
        let mut results = dims(c, from.len());
        results.push(c.symbol(0));
        c.map_ranged(&results, from, &[Interval::for_size(to[to.len() - 1])])
    } else {
        c.map(&dims(c, to.len()), from)
    }
}

fn check_bitcast_widths(c: &RuleContext<'_, '_>) -> Result<(), UnknownReason> {
    let from = ir::element_bit_width(c.op.operand(0).map_err(|e| UnknownReason::malformed(e.to_string()))?.r#type());
    let to = ir::element_bit_width(c.op.result(0).map_err(|e| UnknownReason::malformed(e.to_string()))?.r#type());
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    match (from, to) {
        (Some(f), Some(t)) if f == t && operand == out => Ok(()),
        (Some(f), Some(t))
            if f > t
                && out.len() == operand.len() + 1
                && out[..operand.len()] == *operand
                && out.last() == Some(&((f / t) as i64)) =>
        {
            Ok(())
        }
        (Some(f), Some(t))
            if f < t
                && operand.len() == out.len() + 1
                && operand[..out.len()] == *out
                && operand.last() == Some(&((t / f) as i64)) =>
        {
            Ok(())
        }
        _ => Err(UnknownReason::unsupported("bitcast_convert between element types of unknown or incompatible widths")),
    }
}

/// The result is element `index` of the tuple, read at the same index.
pub(super) fn get_tuple_element_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    Ok(vec![c.entry(0, 0, c.identity(out))])
}

/// Dimension `i` of a transpose's result has the size of operand dimension
/// `permutation[i]`.
pub(super) fn transpose_result_sizes(op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    Some(SizeSource::OperandDim(0, *ir::i64_array(op, "permutation").ok()?.get(i)? as usize))
}
