//! Reductions along dimensions and windows: `reduce`, `reduce_window`, `sort`,
//! `chlo.top_k`.

use crate::UnknownReason;
use crate::ir;
use crate::rules::shapes::{dims, sizes, to_usize};
use crate::rules::{MapParts, RuleContext, RuleResult};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, scale};

/// Each result reads every input along the reduced dimensions (range
/// variables) and the init values whole.
pub(super) fn reduce_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    let input = c.operand(0)?;
    let reduced = to_usize(&ir::i64_array(&c.op, "dimensions")?, input.len(), "dimensions")?;
    let mut sorted = reduced.clone();
    sorted.sort();
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for i in 0..n {
            let shape = c.operand(i)?;
            let mut kept = 0;
            let mut ranges = Vec::new();
            let mut results = Vec::new();
            for k in 0..shape.len() {
                if sorted.contains(&k) {
                    results.push(c.s(ranges.len()));
                    ranges.push(Interval::for_size(shape[k]));
                } else {
                    results.push(c.d(kept));
                    kept += 1;
                }
            }
            entries.push(c.entry(r, i, c.map_ranged(&results, out, &ranges)));
        }
        for i in n..2 * n {
            entries.push(c.entry(r, i, c.reads_whole(out, &[])));
        }
    }
    Ok(entries)
}

pub(super) fn reduce_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    let input = c.operand(0)?;
    let reduced = to_usize(&ir::i64_array(&c.op, "dimensions")?, input.len(), "dimensions")?;
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for i in 0..n {
            let shape = c.operand(i)?;
            let results: Vec<_> = (0..shape.len()).filter(|k| !reduced.contains(k)).map(|k| c.d(k)).collect();
            entries.push(c.entry(r, i, c.map(&results, shape)));
        }
        for i in n..2 * n {
            entries.push(c.entry(r, i, c.reads_whole(&[], out)));
        }
    }
    Ok(entries)
}

/// Window position `d * stride + s * window_dilation - padding_low` in the
/// padded, base-dilated input; it reads an element where it is a multiple
/// of the base dilation inside the input.
pub(super) fn reduce_window_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    let input = c.operand(0)?;
    let rank = input.len();
    let window = ir::i64_array(&c.op, "window_dimensions")?;
    let strides = ir::i64_array_or(&c.op, "window_strides", vec![1; rank])?;
    let base = ir::i64_array_or(&c.op, "base_dilations", vec![1; rank])?;
    let dilation = ir::i64_array_or(&c.op, "window_dilations", vec![1; rank])?;
    let padding = ir::padding_pairs(&c.op, "padding", rank)?;
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for i in 0..n {
            let shape = c.operand(i)?;
            let mut results = Vec::new();
            let mut constraints = Vec::new();
            for k in 0..rank {
                let position = add(add(scale(c.d(k), strides[k]), scale(c.s(k), dilation[k])), c.c(-padding[k].0));
                results.push(floordiv(position, base[k]));
                constraints.push((position, Interval::new(0, (shape[k] - 1) * base[k])));
                if base[k] > 1 {
                    constraints.push((modulo_expr(position, base[k]), Interval::point(0)));
                }
            }
            let ranges = sizes(&window);
            entries.push(c.entry(
                r,
                i,
                c.map_of(MapParts {
                    results: &results,
                    dims: out,
                    ranges: &ranges,
                    constraints,
                    ..MapParts::default()
                }),
            ));
        }
        for i in n..2 * n {
            entries.push(c.entry(r, i, c.reads_whole(out, &[])));
        }
    }
    Ok(entries)
}

/// Every result reads every operand along the sort dimension.
/// `chlo.top_k`: every element of both results (a row's `k` largest
/// values and their positions) reads the operand's whole row along the
/// last dimension; the other dimensions keep their index.
pub(super) fn top_k_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let operand = c.operand(0)?;
    let Some(last) = operand.len().checked_sub(1) else {
        return Err(UnknownReason::malformed("top_k of a rank-0 operand"));
    };
    let mut results = dims(c, operand.len());
    results[last] = c.s(0);
    (0..c.results.len())
        .map(|r| Ok(c.entry(r, 0, c.map_ranged(&results, c.result(r)?, &[Interval::for_size(operand[last])]))))
        .collect()
}

pub(super) fn sort_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let rank = out.len() as i64;
    let dimension = ir::integer(&c.op, "dimension").unwrap_or(-1);
    let dimension = if dimension < 0 { dimension + rank } else { dimension };
    let dimension = to_usize(&[dimension], out.len(), "dimension")?[0];
    let mut results = dims(c, out.len());
    results[dimension] = c.s(0);
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        for o in 0..c.operands.len() {
            let map = c.map_ranged(&results, c.result(r)?, &[Interval::for_size(out[dimension])]);
            entries.push(c.entry(r, o, map));
        }
    }
    Ok(entries)
}
