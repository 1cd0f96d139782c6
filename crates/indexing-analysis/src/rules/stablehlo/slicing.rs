//! Slices, pads, concatenation and the dynamic slices (start indices as runtime variables, clamped as StableHLO clamps them).

use crate::ir;
use crate::rules::SizeSource;
use crate::rules::shapes::{
    concat_input_to_output, concat_output_to_input, dims, padded_source_index, padding_value_maps,
    runtime_indexed_read, scalar_operand_entries, scalar_operand_rt_vars, to_usize,
};
use crate::rules::{MapParts, RuleContext, RuleResult};
use crate::{Entry, Maps, OperandMap, UnknownReason};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, scale, sub};
use melior::ir::OperationRef;
use melior::ir::ValueLike;
use melior::ir::operation::OperationLike;

fn slice_attrs(c: &RuleContext<'_, '_>) -> Result<(Vec<i64>, Vec<i64>), UnknownReason> {
    Ok((ir::i64_array(&c.op, "start_indices")?, ir::i64_array(&c.op, "strides")?))
}

pub(super) fn slice_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let (start, strides) = slice_attrs(c)?;
    let results: Vec<_> = (0..out.len()).map(|i| add(scale(c.dim(i), strides[i]), c.constant(start[i]))).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

pub(super) fn slice_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let (start, strides) = slice_attrs(c)?;
    let mut results = Vec::new();
    let mut constraints = Vec::new();
    for i in 0..operand.len() {
        let shifted = sub(c.dim(i), c.constant(start[i]));
        results.push(floordiv(shifted, strides[i]));
        constraints.push((shifted, Interval::new(0, (out[i] - 1) * strides[i])));
        if strides[i] > 1 {
            constraints.push((modulo_expr(shifted, strides[i]), Interval::point(0)));
        }
    }
    Ok(vec![c.entry(0, 0, c.map_constrained(&results, operand, constraints))])
}

/// `edge_padding_low` and `interior_padding`, one per dimension of
/// `operand`, interior padding non-negative and the last element's
/// position `low + (n - 1) * (interior + 1)` an i64 (unverified IR is
/// malformed, never a wrapped integer).
fn pad_attrs(c: &RuleContext<'_, '_>, operand: &[i64]) -> Result<(Vec<i64>, Vec<i64>), UnknownReason> {
    let (low, interior) = (ir::i64_array(&c.op, "edge_padding_low")?, ir::i64_array(&c.op, "interior_padding")?);
    let fits = |i: usize| {
        interior[i] >= 0
            && interior[i]
                .checked_add(1)
                .and_then(|step| step.checked_mul(operand[i].saturating_sub(1)))
                .and_then(|span| span.checked_add(low[i]))
                .is_some()
    };
    if low.len() != operand.len() || interior.len() != operand.len() || !(0..operand.len()).all(fits) {
        return Err(UnknownReason::malformed("padding does not fit the operand"));
    }
    Ok((low, interior))
}

/// Operand 0 at `(d - low) / (interior + 1)` where that lands on an
/// element; the padding value at every other position
/// ([`padding_value_maps`], one map per region).
pub(super) fn pad_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let (low, interior) = pad_attrs(c, operand)?;
    let (results, constraints) = padded_source_index(c, operand, &low, &interior);
    let padding = padding_value_maps(c.ctx, &[], operand, out, &low, &interior, false);
    Ok(vec![
        c.entry(0, 0, c.map_constrained(&results, out, constraints)),
        Entry { result: 0, operand: 1, maps: Maps::Known(padding) },
    ])
}

pub(super) fn pad_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let (low, interior) = pad_attrs(c, operand)?;
    let mut results = Vec::new();
    let mut constraints = Vec::new();
    for i in 0..out.len() {
        let position = add(scale(c.dim(i), interior[i] + 1), c.constant(low[i]));
        results.push(position);
        constraints.push((position, Interval::for_size(out[i])));
    }
    let padding = padding_value_maps(c.ctx, &[], operand, out, &low, &interior, true);
    Ok(vec![
        c.entry(0, 0, c.map_constrained(&results, operand, constraints)),
        Entry { result: 0, operand: 1, maps: Maps::Known(padding) },
    ])
}

/// The concatenation dimension and the operand shapes.
fn concatenate_operands<'a>(c: &'a RuleContext<'_, '_>) -> Result<(usize, Vec<&'a [i64]>), UnknownReason> {
    let out = c.result(0)?;
    let dimension = to_usize(&[ir::integer(&c.op, "dimension")?], out.len(), "dimension")?[0];
    let shapes = (0..c.operands.len()).map(|o| c.operand(o)).collect::<Result<Vec<_>, _>>()?;
    if shapes.iter().any(|shape| shape.len() <= dimension) {
        return Err(UnknownReason::malformed("dimension value out of range"));
    }
    Ok((dimension, shapes))
}

pub(super) fn concatenate_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let (dimension, shapes) = concatenate_operands(c)?;
    let sizes: Vec<i64> = shapes.iter().map(|shape| shape[dimension]).collect();
    Ok(concat_output_to_input(c, out, dimension, &sizes))
}

pub(super) fn concatenate_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (dimension, shapes) = concatenate_operands(c)?;
    Ok(concat_input_to_output(c, dimension, &shapes))
}

/// Operand 0 at `d + rt`, each `rt` the clamped start index (operand
/// `1 + i`, a scalar); the start indices are read whole.
pub(super) fn dynamic_slice_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let rank = out.len();
    let results: Vec<_> = (0..rank).map(|i| add(c.dim(i), c.symbol(i))).collect();
    let rts: Vec<_> = (0..rank).map(|i| Interval::new(0, operand[i] - out[i])).collect();
    Ok(runtime_indexed_read(c, out, &results, &rts, 1, rank))
}

/// The base operand is read at the same index where the update does not
/// cover it (outside the window `[rt, rt + size)` along some dimension);
/// the update at `d - rt` where that is inside it.
pub(super) fn dynamic_update_slice_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (update, out) = (c.operand(1)?, c.result(0)?);
    let rank = out.len();
    // Starts a caller knows (a loop's counter at one iteration): the
    // window is known, clamped as StableHLO clamps it.
    let known: Option<Vec<i64>> = (0..rank)
        .map(|i| {
            let start = crate::rules::known_scalar(c.op.operand(2 + i).ok()?)?;
            // An update larger than the operand (unverified IR) has no window.
            (update[i] <= out[i]).then(|| start.clamp(0, out[i] - update[i]))
        })
        .collect();
    if let Some(starts) = known {
        let window: crate::rules::shapes::IndexBox =
            (0..rank).map(|i| (starts[i], starts[i] + update[i] - 1)).collect();
        let kept = match crate::rules::shapes::box_complement(out, &[window], 2 * rank) {
            Some(boxes) => boxes.iter().map(|b| crate::rules::shapes::identity_within(c, out, b)).collect(),
            None => return Err(UnknownReason::unsupported("too many pieces around a known window")),
        };
        let results: Vec<_> = (0..rank).map(|i| sub(c.dim(i), c.constant(starts[i]))).collect();
        let constraints = (0..rank).map(|i| (results[i], Interval::for_size(update[i]))).collect();
        let mut entries = vec![
            Entry { result: 0, operand: 0, maps: Maps::Known(kept) },
            c.entry(0, 1, c.map_of(MapParts { results: &results, dims: out, constraints, ..MapParts::default() })),
        ];
        entries.extend(scalar_operand_entries(c, out, 2, rank));
        return Ok(entries);
    }
    let results: Vec<_> = (0..rank).map(|i| sub(c.dim(i), c.symbol(i))).collect();
    let rts: Vec<_> = (0..rank).map(|i| Interval::new(0, out[i] - update[i])).collect();
    let constraints = (0..rank).map(|i| (results[i], Interval::for_size(update[i]))).collect();
    let rt_vars = scalar_operand_rt_vars(c, out, 2, rank);
    // The operand where the update does not land: before or after the
    // window along some dimension (two maps per dimension, each with that
    // dimension's start; none where the update spans the dimension, so
    // nothing at all when it spans the operand). A start that is a
    // constant folds to the exact complement.
    let mut kept = Vec::new();
    for i in (0..rank).filter(|&i| update[i] < out[i]) {
        for side in [Interval::new(-out[i], -1), Interval::new(update[i], out[i] - 1)] {
            let map = c.map_of(MapParts {
                results: &dims(c, rank),
                dims: out,
                rts: &rts[i..=i],
                constraints: vec![(sub(c.dim(i), c.symbol(0)), side)],
                ..MapParts::default()
            });
            kept.push(OperandMap::with_rt_vars(map, scalar_operand_rt_vars(c, out, 2 + i, 1)));
        }
    }
    let mut entries = vec![
        Entry { result: 0, operand: 0, maps: Maps::Known(kept) },
        c.entry_with_rt_vars(
            0,
            1,
            c.map_of(MapParts { results: &results, dims: out, rts: &rts, constraints, ..MapParts::default() }),
            rt_vars,
        ),
    ];
    entries.extend(scalar_operand_entries(c, out, 2, rank));
    Ok(entries)
}

/// Offsets along the concatenated dimension are operand sizes: the rule
/// holds at every size only when that dimension is static in every operand.
pub(super) fn concatenate_size_polymorphic(op: &OperationRef) -> bool {
    let Ok(dimension) = ir::integer(op, "dimension") else { return false };
    op.operands()
        .all(|v| ir::shape_dims(v.r#type()).is_ok_and(|d| d.get(dimension as usize).is_some_and(Option::is_some)))
}

/// Dimensions other than the concatenated one have operand 0's sizes.
pub(super) fn concatenate_result_sizes(op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    (ir::integer(op, "dimension").ok()? as usize != i).then_some(SizeSource::OperandDim(0, i))
}
