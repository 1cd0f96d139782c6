//! Reductions along dimensions and windows: `reduce`, `reduce_window`, `sort`,
//! `chlo.top_k`, and the batch-norm ops (reductions over a feature's slice).

use crate::ir;
use crate::rules::SizeSource;
use crate::rules::operand_rank;
use crate::rules::shapes::{dims, sizes, to_usize};
use crate::rules::{MapParts, RuleContext, RuleResult};
use crate::{Entry, Maps, OperandMap, UnknownReason};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, scale};
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// Which of the `n` inputs (and init values) each result of a variadic
/// `reduce` or `reduce_window` reads, from the body's dataflow. The body
/// combines two partial values `(a_0..a_n-1, b_0..b_n-1)`, either of which
/// may be an input element or a partial result (the reduction order is
/// unspecified), so argument `i` and `n + i` both stand for component `i`.
/// Result `r` reads component `j` when `j` reaches the body's returned
/// value `r` through components, transitively (a fixpoint), and the init
/// values of those components. A reduction over no element (`empty`)
/// also reads its own init value: it is the result. Every component when
/// the body is not one plain block.
fn components_read(c: &RuleContext<'_, '_>, n: usize, empty: bool) -> Vec<(Vec<bool>, Vec<bool>)> {
    let Some(flow) =
        ir::returned_value_dependencies(&c.op, 0).filter(|f| f.len() == n && f.iter().all(|row| row.len() == 2 * n))
    else {
        return vec![(vec![true; n], vec![true; n]); n];
    };
    let direct: Vec<Vec<bool>> = flow.iter().map(|row| (0..n).map(|j| row[j] || row[n + j]).collect()).collect();
    (0..n)
        .map(|r| {
            let mut reached = direct[r].clone();
            let mut changed = true;
            while changed {
                changed = false;
                for k in 0..n {
                    if reached[k] {
                        for j in 0..n {
                            if direct[k][j] && !reached[j] {
                                reached[j] = true;
                                changed = true;
                            }
                        }
                    }
                }
            }
            let mut init = reached.clone();
            init[r] |= empty;
            (reached, init)
        })
        .collect()
}

/// `unknown` for a reducer whose init values are not scalars: StableHLO's
/// verifier accepts accumulators of the init values' (non-scalar) type, but
/// its specification defines `reduce` and `reduce_window` on 0-d init values
/// only, so no element-level semantics can be derived.
fn scalar_inits(c: &RuleContext<'_, '_>, n: usize) -> Result<(), UnknownReason> {
    for i in n..2 * n {
        if !c.operand(i)?.is_empty() {
            return Err(UnknownReason::unsupported(format!(
                "init value #{} is not a scalar: non-scalar accumulators are accepted by StableHLO's verifier but \
                 have no element-level semantics in its specification",
                i - n
            )));
        }
    }
    Ok(())
}

/// Each result reads the inputs its body combines (see
/// [`components_read`]) along the reduced dimensions (range variables)
/// and their init values; of the others, nothing.
pub(super) fn reduce_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    scalar_inits(c, n)?;
    let input = c.operand(0)?;
    let reduced = to_usize(&ir::i64_array(&c.op, "dimensions")?, input.len(), "dimensions")?;
    let mut sorted = reduced.clone();
    sorted.sort();
    let read = components_read(c, n, reduced.iter().any(|&k| input[k] == 0));
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        let (inputs, inits) = read.get(r).cloned().unwrap_or_else(|| (vec![true; n], vec![true; n]));
        for i in 0..n {
            if !inputs[i] {
                entries.push(c.nothing(r, i));
                continue;
            }
            let shape = c.operand(i)?;
            let mut kept = 0;
            let mut ranges = Vec::new();
            let mut results = Vec::new();
            for k in 0..shape.len() {
                if sorted.contains(&k) {
                    results.push(c.symbol(ranges.len()));
                    ranges.push(Interval::for_size(shape[k]));
                } else {
                    results.push(c.dim(kept));
                    kept += 1;
                }
            }
            entries.push(c.entry(r, i, c.map_ranged(&results, out, &ranges)));
        }
        for i in 0..n {
            entries.push(reads_init(c, r, n + i, inits[i], out));
        }
    }
    Ok(entries)
}

/// Result `r`'s entry for the init value `operand`: one element, or
/// nothing when `read` is false (`domain` is the result's shape).
fn reads_init<'c>(c: &RuleContext<'c, '_>, r: usize, operand: usize, read: bool, domain: &[i64]) -> Entry<'c> {
    if read { c.entry(r, operand, c.reads_whole(domain, &[])) } else { c.nothing(r, operand) }
}

pub(super) fn reduce_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    scalar_inits(c, n)?;
    let input = c.operand(0)?;
    let reduced = to_usize(&ir::i64_array(&c.op, "dimensions")?, input.len(), "dimensions")?;
    let read = components_read(c, n, reduced.iter().any(|&k| input[k] == 0));
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        let (inputs, inits) = read.get(r).cloned().unwrap_or_else(|| (vec![true; n], vec![true; n]));
        for i in 0..n {
            if !inputs[i] {
                entries.push(c.nothing(r, i));
                continue;
            }
            let shape = c.operand(i)?;
            let results: Vec<_> = (0..shape.len()).filter(|k| !reduced.contains(k)).map(|k| c.dim(k)).collect();
            entries.push(c.entry(r, i, c.map(&results, shape)));
        }
        for i in 0..n {
            entries.push(if inits[i] { c.entry(r, n + i, c.reads_whole(&[], out)) } else { c.nothing(r, n + i) });
        }
    }
    Ok(entries)
}

/// Window position `d * stride + s * window_dilation - padding_low` in the
/// padded, base-dilated input; it reads an element where it is a multiple
/// of the base dilation inside the input.
pub(super) fn reduce_window_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    scalar_inits(c, n)?;
    let input = c.operand(0)?;
    let rank = input.len();
    let window = ir::i64_array(&c.op, "window_dimensions")?;
    let strides = ir::i64_array_or(&c.op, "window_strides", vec![1; rank])?;
    let base = ir::i64_array_or(&c.op, "base_dilations", vec![1; rank])?;
    let dilation = ir::i64_array_or(&c.op, "window_dilations", vec![1; rank])?;
    let padding = ir::padding_pairs(&c.op, "padding", rank)?;
    let read = components_read(c, n, window.contains(&0));
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        let (inputs, inits) = read.get(r).cloned().unwrap_or_else(|| (vec![true; n], vec![true; n]));
        for i in 0..n {
            if !inputs[i] {
                entries.push(c.nothing(r, i));
                continue;
            }
            let shape = c.operand(i)?;
            let mut results = Vec::new();
            let mut constraints = Vec::new();
            for k in 0..rank {
                let position =
                    add(add(scale(c.dim(k), strides[k]), scale(c.symbol(k), dilation[k])), c.constant(-padding[k].0));
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
        for i in 0..n {
            entries.push(reads_init(c, r, n + i, inits[i], out));
        }
    }
    Ok(entries)
}

/// `chlo.top_k`: every element of both results (a row's `k` largest
/// values and their positions) reads the operand's whole row along the
/// last dimension; the other dimensions keep their index.
pub(super) fn top_k_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let operand = c.operand(0)?;
    let Some(last) = operand.len().checked_sub(1) else {
        return Err(UnknownReason::malformed("top_k of a rank-0 operand"));
    };
    let mut results = dims(c, operand.len());
    results[last] = c.symbol(0);
    (0..c.results.len())
        .map(|r| Ok(c.entry(r, 0, c.map_ranged(&results, c.result(r)?, &[Interval::for_size(operand[last])]))))
        .collect()
}

/// Result `r` reads, along the sort dimension, its own operand (which of
/// its elements lands where is decided at run time) and every operand the
/// comparator compares (block argument `2i` or `2i + 1` reaches the
/// returned value): the permutation depends on them; of the others,
/// nothing. Every operand when the comparator is not one plain block.
pub(super) fn sort_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let rank = out.len() as i64;
    let dimension = ir::integer(&c.op, "dimension").unwrap_or(-1);
    let dimension = if dimension < 0 { dimension + rank } else { dimension };
    let dimension = to_usize(&[dimension], out.len(), "dimension")?[0];
    let mut results = dims(c, out.len());
    results[dimension] = c.symbol(0);
    let n = c.operands.len();
    let compared = match ir::returned_value_dependencies(&c.op, 0) {
        Some(flow) if flow.len() == 1 && flow[0].len() == 2 * n => {
            (0..n).map(|o| flow[0][2 * o] || flow[0][2 * o + 1]).collect()
        }
        _ => vec![true; n],
    };
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        for o in 0..n {
            if o == r || compared[o] {
                let map = c.map_ranged(&results, c.result(r)?, &[Interval::for_size(out[dimension])]);
                entries.push(c.entry(r, o, map));
            } else {
                entries.push(c.nothing(r, o));
            }
        }
    }
    Ok(entries)
}

/// The batch-norm ops' feature dimension and the operand's shape.
fn batch_norm_feature<'x>(c: &'x RuleContext<'_, '_>) -> Result<(usize, &'x [i64]), UnknownReason> {
    let operand = c.operand(0)?;
    let feature = ir::integer(&c.op, "feature_index")?;
    Ok((to_usize(&[feature], operand.len(), "feature_index")?[0], operand))
}

/// Reads of a batch-norm result: `(operand, reads)` pairs, each read
/// either the same index of the operand (`Same`), the whole slice of
/// the operand at the result's feature (`Slice`), or the per-feature
/// element (`Feature`).
#[derive(Clone, Copy)]
enum NormRead {
    Same,
    Slice,
    Feature,
}

/// Entries of batch-norm result `r` (`full`: indexed like the operand,
/// else by feature alone) from its reads.
fn batch_norm_entries<'c>(
    c: &RuleContext<'c, '_>,
    r: usize,
    full: bool,
    reads: &[(usize, NormRead)],
) -> RuleResult<'c> {
    let (f, operand) = batch_norm_feature(c)?;
    let out = c.result(r)?;
    let feature = if full { c.dim(f) } else { c.dim(0) };
    let mut entries = Vec::new();
    for o in 0..c.operands.len() {
        let maps = match reads.iter().find(|(k, _)| *k == o).map(|(_, read)| *read) {
            None => Vec::new(),
            Some(NormRead::Same) => vec![OperandMap::new(c.identity(out))],
            Some(NormRead::Feature) => {
                if c.operand(o)? != [operand[f]] {
                    return Err(UnknownReason::malformed(format!("operand {o} is not one value per feature")));
                }
                vec![OperandMap::new(c.map(&[feature], out))]
            }
            Some(NormRead::Slice) => {
                let shape = c.operand(o)?;
                if shape != operand {
                    return Err(UnknownReason::malformed(format!("operand {o} differs from operand 0 in shape")));
                }
                let mut ranges = Vec::new();
                let index: Vec<_> = (0..shape.len())
                    .map(|k| {
                        if k == f {
                            feature
                        } else {
                            ranges.push(Interval::for_size(shape[k]));
                            c.symbol(ranges.len() - 1)
                        }
                    })
                    .collect();
                vec![OperandMap::new(c.map_ranged(&index, out, &ranges))]
            }
        };
        entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
    }
    if (full && out != operand) || (!full && out != [operand[f]]) {
        return Err(UnknownReason::malformed(format!("result {r} does not have the shape batch-norm gives it")));
    }
    Ok(entries)
}

/// `batch_norm_inference(operand, scale, offset, mean, variance)`: an
/// element reads its operand element and its feature's four parameters.
pub(super) fn batch_norm_inference_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    use NormRead::*;
    batch_norm_entries(c, 0, true, &[(0, Same), (1, Feature), (2, Feature), (3, Feature), (4, Feature)])
}

/// `batch_norm_training(operand, scale, offset)` -> (output, batch_mean,
/// batch_var): the mean and variance of a feature read its whole slice of
/// the operand; an output element reads that slice and its feature's
/// scale and offset.
pub(super) fn batch_norm_training_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    use NormRead::*;
    let mut entries = batch_norm_entries(c, 0, true, &[(0, Slice), (1, Feature), (2, Feature)])?;
    for r in 1..c.results.len() {
        entries.extend(batch_norm_entries(c, r, false, &[(0, Slice)])?);
    }
    Ok(entries)
}

/// `batch_norm_grad(operand, scale, mean, variance, grad_output)` ->
/// (grad_operand, grad_scale, grad_offset): sums over a feature's slice.
/// `grad_operand` reads the operand's and `grad_output`'s slices and the
/// feature's scale, mean and variance; `grad_scale` the two slices and
/// the mean and variance; `grad_offset` the slice of `grad_output` only.
pub(super) fn batch_norm_grad_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    use NormRead::*;
    let mut entries =
        batch_norm_entries(c, 0, true, &[(0, Slice), (1, Feature), (2, Feature), (3, Feature), (4, Slice)])?;
    entries.extend(batch_norm_entries(c, 1, false, &[(0, Slice), (2, Feature), (3, Feature), (4, Slice)])?);
    entries.extend(batch_norm_entries(c, 2, false, &[(4, Slice)])?);
    Ok(entries)
}

/// Result `r` of a reduce has the sizes of the dimensions input `r` keeps.
pub(super) fn reduce_result_sizes(op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    let inputs = op.operand_count() / 2;
    let reduced = ir::i64_array(op, "dimensions").ok()?;
    let kept = (0..operand_rank(op, r % inputs.max(1))?).filter(|d| !reduced.contains(&(*d as i64))).nth(i)?;
    Some(SizeSource::OperandDim(r % inputs.max(1), kept))
}
