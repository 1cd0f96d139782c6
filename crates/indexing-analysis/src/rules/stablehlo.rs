//! Indexing rules of StableHLO ops (and CHLO's elementwise ops, `mhlo.copy`
//! and `mhlo.bitcast` as XLA's converter leaves them), one function per op.
//!
//! Output-to-input rules map an index of result `r` (dimension variables
//! over the result shape) to the elements of each operand it reads; range
//! variables cover reduced, contracted and window positions; runtime
//! variables stand for values read at run time, with StableHLO's clamping
//! of start indices giving their feasible intervals.

use super::{Rule, RuleContext, RuleResult};
use crate::ir;
use crate::{Direction, Entry, Maps, OperandMap, RtVar};
use index_opt_native::stablehlo::{
    ConvDimensionNumbers, DotDimensionNumbers, GatherDimensionNumbers, ScatterDimensionNumbers,
};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, scale, sub};
use melior::ir::AffineExpr;
use melior::ir::ValueLike;
use melior::ir::operation::OperationLike;

/// Ops where result element `i` reads element `i` of every operand (a 0-d
/// operand is read whole: `select`/`clamp` scalars).
const ELEMENTWISE: &[&str] = &[
    "stablehlo.abs",
    "stablehlo.add",
    "stablehlo.and",
    "stablehlo.atan2",
    "stablehlo.cbrt",
    "stablehlo.ceil",
    "stablehlo.clamp",
    "stablehlo.compare",
    "stablehlo.complex",
    "stablehlo.convert",
    "stablehlo.cosine",
    "stablehlo.count_leading_zeros",
    "stablehlo.divide",
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.floor",
    "stablehlo.imag",
    "stablehlo.is_finite",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.logistic",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.multiply",
    "stablehlo.negate",
    "stablehlo.not",
    "stablehlo.or",
    "stablehlo.popcnt",
    "stablehlo.power",
    "stablehlo.real",
    "stablehlo.reduce_precision",
    "stablehlo.remainder",
    "stablehlo.round_nearest_afz",
    "stablehlo.round_nearest_even",
    "stablehlo.rsqrt",
    "stablehlo.select",
    "stablehlo.shift_left",
    "stablehlo.shift_right_arithmetic",
    "stablehlo.shift_right_logical",
    "stablehlo.sign",
    "stablehlo.sine",
    "stablehlo.sqrt",
    "stablehlo.subtract",
    "stablehlo.tan",
    "stablehlo.tanh",
    "stablehlo.xor",
    "stablehlo.uniform_quantize",
    "stablehlo.uniform_dequantize",
    "mhlo.copy",
    "chlo.acos",
    "chlo.acosh",
    "chlo.asin",
    "chlo.asinh",
    "chlo.atan",
    "chlo.atanh",
    "chlo.bessel_i1e",
    "chlo.conj",
    "chlo.cosh",
    "chlo.sinh",
    "chlo.tan",
    "chlo.digamma",
    "chlo.erf",
    "chlo.erfc",
    "chlo.erf_inv",
    "chlo.lgamma",
    "chlo.square",
    "chlo.is_inf",
    "chlo.is_neg_inf",
    "chlo.is_pos_inf",
    "chlo.next_after",
    "chlo.polygamma",
    "chlo.zeta",
];

/// `arith` and `math` ops: elementwise on tensors, rank-0 maps on scalars
/// (the scalar code inside linalg regions).
fn is_scalar_dialect(name: &str) -> bool {
    (name.starts_with("arith.") || name.starts_with("math.")) && name != "arith.constant"
}

/// Ops where result `i` reads operand `i` element-wise and nothing else.
const PAIRWISE: &[&str] = &["stablehlo.optimization_barrier", "stablehlo.all_reduce"];

/// The output-to-input rule of op `name`.
pub fn output_to_input(name: &str) -> Option<Rule> {
    Some(match name {
        n if ELEMENTWISE.contains(&n) || is_scalar_dialect(n) => elementwise,
        n if PAIRWISE.contains(&n) => pairwise,
        "stablehlo.map" => map_op,
        "stablehlo.all_gather" => all_gather,
        "stablehlo.broadcast_in_dim" => broadcast_in_dim,
        "stablehlo.broadcast" => broadcast,
        "stablehlo.transpose" => transpose,
        "stablehlo.reverse" => reverse,
        "stablehlo.slice" => slice,
        "stablehlo.pad" => pad,
        "stablehlo.concatenate" => concatenate,
        "stablehlo.reshape" => reshape,
        "mhlo.bitcast" => mhlo_bitcast,
        "stablehlo.bitcast_convert" => bitcast_convert,
        "stablehlo.dynamic_slice" => dynamic_slice,
        "stablehlo.dynamic_update_slice" => dynamic_update_slice,
        "stablehlo.gather" => gather,
        "stablehlo.scatter" => scatter,
        "stablehlo.select_and_scatter" => select_and_scatter,
        "stablehlo.get_tuple_element" => get_tuple_element,
        "stablehlo.reduce" => reduce,
        "stablehlo.reduce_window" => reduce_window,
        "stablehlo.dot_general" => dot_general,
        "stablehlo.dot" => dot,
        "stablehlo.convolution" => convolution,
        "stablehlo.sort" => sort,
        "stablehlo.fft" => fft,
        "stablehlo.cholesky" => cholesky,
        "stablehlo.triangular_solve" => triangular_solve,
        _ => return None,
    })
}

/// The input-to-output rule of op `name`.
pub fn input_to_output(name: &str) -> Option<Rule> {
    Some(match name {
        n if ELEMENTWISE.contains(&n) || is_scalar_dialect(n) => elementwise,
        n if PAIRWISE.contains(&n) => pairwise,
        "stablehlo.map" => map_op,
        "stablehlo.broadcast_in_dim" => broadcast_in_dim_inverse,
        "stablehlo.broadcast" => broadcast_inverse,
        "stablehlo.transpose" => transpose_inverse,
        "stablehlo.reverse" => reverse,
        "stablehlo.slice" => slice_inverse,
        "stablehlo.pad" => pad_inverse,
        "stablehlo.concatenate" => concatenate_inverse,
        "stablehlo.reshape" => reshape_inverse,
        "mhlo.bitcast" => mhlo_bitcast_inverse,
        "stablehlo.bitcast_convert" => bitcast_convert_inverse,
        "stablehlo.reduce" => reduce_inverse,
        "stablehlo.dot_general" => dot_general_inverse,
        _ => return None,
    })
}

type Ctx<'c, 'a> = RuleContext<'c, 'a>;

fn dims<'c>(c: &Ctx<'c, '_>, n: usize) -> Vec<AffineExpr<'c>> {
    (0..n).map(|i| c.d(i)).collect()
}

fn syms<'c>(c: &Ctx<'c, '_>, n: usize) -> Vec<AffineExpr<'c>> {
    (0..n).map(|j| c.s(j)).collect()
}

fn sizes(shape: &[i64]) -> Vec<Interval> {
    shape.iter().map(|&n| Interval::for_size(n)).collect()
}

fn to_usize(values: &[i64], bound: usize, what: &str) -> Result<Vec<usize>, String> {
    values
        .iter()
        .map(|&v| {
            usize::try_from(v).ok().filter(|&u| u < bound).ok_or_else(|| format!("{what} value {v} out of range"))
        })
        .collect()
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

/// Result element `i` reads element `i` of each operand; 0-d operands are
/// read whole. Input to output, operand element `i` is read by result
/// element `i`, a 0-d operand by all.
fn elementwise<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            let shape = c.operand(o)?;
            // Same shape: the identity either way.
            let map = match (shape == out, shape.is_empty(), c.direction) {
                (true, _, _) => c.map(&dims(c, out.len()), out, &[], &[], vec![]),
                (false, true, Direction::OutputToInput) => c.map(&[], out, &[], &[], vec![]),
                (false, true, Direction::InputToOutput) => c.map(&syms(c, out.len()), &[], &sizes(out), &[], vec![]),
                (false, false, _) => {
                    return Err(format!(
                        "operand {o} shape {shape:?} is neither the result shape {out:?} nor a scalar"
                    ));
                }
            };
            entries.push(c.entry(r, o, map));
        }
    }
    Ok(entries)
}

/// Result `i` reads operand `i` element-wise and nothing of the others.
fn pairwise<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            let maps = if o == r {
                let shape = c.operand(o)?;
                if shape != out {
                    return Err(format!("result {r} and operand {o} differ in shape"));
                }
                vec![OperandMap::new(c.map(&dims(c, out.len()), out, &[], &[], vec![]))]
            } else {
                Vec::new()
            };
            entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
        }
    }
    Ok(entries)
}

fn check_map_dimensions(c: &Ctx<'_, '_>) -> Result<(), String> {
    let out = c.result(0)?;
    let dimensions = ir::i64_array(&c.op, "dimensions")?;
    if dimensions != (0..out.len() as i64).collect::<Vec<_>>() {
        return Err("map over a subset of dimensions".into());
    }
    Ok(())
}

fn map_op<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    check_map_dimensions(c)?;
    elementwise(c)
}

/// Each replica's result concatenates every replica's operand along
/// `all_gather_dim`: within one replica's view, result index `d` reads
/// operand index `d mod size` (of replica `d floordiv size`, which a map
/// over one tensor does not express).
fn all_gather<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
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
                vec![OperandMap::new(c.map(&results, out, &[], &[], vec![]))]
            } else {
                Vec::new()
            };
            entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
        }
    }
    Ok(entries)
}

//===----------------------------------------------------------------------===//
// Broadcast, transpose, reverse
//===----------------------------------------------------------------------===//

fn broadcast_in_dim<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let dimensions = to_usize(&ir::i64_array(&c.op, "broadcast_dimensions")?, out.len(), "broadcast_dimensions")?;
    let results: Vec<_> = dimensions
        .iter()
        .enumerate()
        .map(|(i, &j)| if operand[i] == 1 && out[j] != 1 { c.c(0) } else { c.d(j) })
        .collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

fn broadcast_in_dim_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let dimensions = to_usize(&ir::i64_array(&c.op, "broadcast_dimensions")?, out.len(), "broadcast_dimensions")?;
    let mut ranges = Vec::new();
    let mut results = Vec::new();
    for (j, &size) in out.iter().enumerate() {
        match dimensions.iter().position(|&k| k == j) {
            Some(i) if !(operand[i] == 1 && size != 1) => results.push(c.d(i)),
            _ => {
                results.push(c.s(ranges.len()));
                ranges.push(Interval::for_size(size));
            }
        }
    }
    Ok(vec![c.entry(0, 0, c.map(&results, operand, &ranges, &[], vec![]))])
}

fn broadcast<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let lead = out.len() - operand.len();
    let results: Vec<_> = (0..operand.len()).map(|i| c.d(lead + i)).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

fn broadcast_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let lead = out.len() - operand.len();
    let mut results = syms(c, lead);
    results.extend(dims(c, operand.len()));
    Ok(vec![c.entry(0, 0, c.map(&results, operand, &sizes(&out[..lead]), &[], vec![]))])
}

fn transpose<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let permutation = to_usize(&ir::i64_array(&c.op, "permutation")?, out.len(), "permutation")?;
    let mut results = vec![c.c(0); out.len()];
    for (j, &p) in permutation.iter().enumerate() {
        results[p] = c.d(j);
    }
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

fn transpose_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let operand = c.operand(0)?;
    let permutation = to_usize(&ir::i64_array(&c.op, "permutation")?, operand.len(), "permutation")?;
    let results: Vec<_> = permutation.iter().map(|&p| c.d(p)).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, operand, &[], &[], vec![]))])
}

/// Its own inverse: `d -> size - 1 - d` on the reversed dimensions.
fn reverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let reversed = to_usize(&ir::i64_array(&c.op, "dimensions")?, out.len(), "dimensions")?;
    let results: Vec<_> =
        (0..out.len()).map(|i| if reversed.contains(&i) { sub(c.c(out[i] - 1), c.d(i)) } else { c.d(i) }).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

//===----------------------------------------------------------------------===//
// Slice, pad, concatenate
//===----------------------------------------------------------------------===//

fn slice_attrs(c: &Ctx<'_, '_>) -> Result<(Vec<i64>, Vec<i64>), String> {
    Ok((ir::i64_array(&c.op, "start_indices")?, ir::i64_array(&c.op, "strides")?))
}

fn slice<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let (start, strides) = slice_attrs(c)?;
    let results: Vec<_> = (0..out.len()).map(|i| add(scale(c.d(i), strides[i]), c.c(start[i]))).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

fn slice_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let (start, strides) = slice_attrs(c)?;
    let mut results = Vec::new();
    let mut constraints = Vec::new();
    for i in 0..operand.len() {
        let shifted = sub(c.d(i), c.c(start[i]));
        results.push(floordiv(shifted, strides[i]));
        constraints.push((shifted, Interval::new(0, (out[i] - 1) * strides[i])));
        if strides[i] > 1 {
            constraints.push((modulo_expr(shifted, strides[i]), Interval::point(0)));
        }
    }
    Ok(vec![c.entry(0, 0, c.map(&results, operand, &[], &[], constraints))])
}

fn pad_attrs(c: &Ctx<'_, '_>) -> Result<(Vec<i64>, Vec<i64>), String> {
    Ok((ir::i64_array(&c.op, "edge_padding_low")?, ir::i64_array(&c.op, "interior_padding")?))
}

/// Operand 0 at `(d - low) / (interior + 1)` where that lands on an
/// element; the padding value is read everywhere.
fn pad<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let (low, interior) = pad_attrs(c)?;
    let mut results = Vec::new();
    let mut constraints = Vec::new();
    for i in 0..out.len() {
        let step = interior[i] + 1;
        let shifted = sub(c.d(i), c.c(low[i]));
        results.push(floordiv(shifted, step));
        constraints.push((shifted, Interval::new(0, (operand[i] - 1) * step)));
        if step > 1 {
            constraints.push((modulo_expr(shifted, step), Interval::point(0)));
        }
    }
    Ok(vec![
        c.entry(0, 0, c.map(&results, out, &[], &[], constraints)),
        c.entry(0, 1, c.map(&[], out, &[], &[], vec![])),
    ])
}

fn pad_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let (low, interior) = pad_attrs(c)?;
    let mut results = Vec::new();
    let mut constraints = Vec::new();
    for i in 0..out.len() {
        let position = add(scale(c.d(i), interior[i] + 1), c.c(low[i]));
        results.push(position);
        constraints.push((position, Interval::for_size(out[i])));
    }
    Ok(vec![
        c.entry(0, 0, c.map(&results, operand, &[], &[], constraints)),
        c.entry(0, 1, c.map(&syms(c, out.len()), &[], &sizes(out), &[], vec![])),
    ])
}

fn concatenate_offsets(c: &Ctx<'_, '_>) -> Result<(usize, Vec<i64>), String> {
    let out = c.result(0)?;
    let dimension = to_usize(&[ir::integer(&c.op, "dimension")?], out.len(), "dimension")?[0];
    let mut offsets = Vec::new();
    let mut offset = 0;
    for o in 0..c.operands.len() {
        offsets.push(offset);
        offset += c.operand(o)?[dimension];
    }
    Ok((dimension, offsets))
}

fn concatenate<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let (dimension, offsets) = concatenate_offsets(c)?;
    let mut entries = Vec::new();
    for (o, &offset) in offsets.iter().enumerate() {
        let size = c.operand(o)?[dimension];
        let mut results = dims(c, out.len());
        results[dimension] = sub(c.d(dimension), c.c(offset));
        let constraint = (c.d(dimension), Interval::new(offset, offset + size - 1));
        entries.push(c.entry(0, o, c.map(&results, out, &[], &[], vec![constraint])));
    }
    Ok(entries)
}

fn concatenate_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (dimension, offsets) = concatenate_offsets(c)?;
    let mut entries = Vec::new();
    for (o, &offset) in offsets.iter().enumerate() {
        let shape = c.operand(o)?;
        let mut results = dims(c, shape.len());
        results[dimension] = add(c.d(dimension), c.c(offset));
        entries.push(c.entry(0, o, c.map(&results, shape, &[], &[], vec![])));
    }
    Ok(entries)
}

//===----------------------------------------------------------------------===//
// Reshape, bitcast_convert
//===----------------------------------------------------------------------===//

/// Row-major order: minor-to-major is the reversed dimension list.
fn row_major(rank: usize) -> Vec<usize> {
    (0..rank).rev().collect()
}

/// Linearizes an index of `from` in the physical order `from_layout`
/// (minor-to-major dimension list) and delinearizes the position into
/// `to` in the order `to_layout`.
fn relinearize_with_layouts<'c>(
    c: &Ctx<'c, '_>,
    from: &[i64],
    from_layout: &[usize],
    to: &[i64],
    to_layout: &[usize],
) -> Vec<AffineExpr<'c>> {
    let mut linear = c.c(0);
    let mut stride = 1;
    for &dim in from_layout {
        linear = add(linear, scale(c.d(dim), stride));
        stride *= from[dim];
    }
    let mut results = vec![c.c(0); to.len()];
    let mut stride = 1;
    for (k, &dim) in to_layout.iter().enumerate() {
        let size = to[dim].max(1);
        let quotient = if stride == 1 { linear } else { floordiv(linear, stride) };
        results[dim] = if k + 1 == to_layout.len() { quotient } else { modulo_expr(quotient, size) };
        stride *= size;
    }
    results
}

/// Linearizes an index of `from` and delinearizes it into `to` (row-major).
fn relinearize<'c>(c: &Ctx<'c, '_>, from: &[i64], to: &[i64]) -> Vec<AffineExpr<'c>> {
    relinearize_with_layouts(c, from, &row_major(from.len()), to, &row_major(to.len()))
}

/// `mhlo.bitcast`: a reshape of the physical buffer. Without layout
/// attributes, a row-major reshape; with `source_layout`/`result_layout`
/// (minor-to-major), the logical indices go through those layouts.
fn bitcast_layouts(c: &Ctx<'_, '_>) -> Result<(Vec<usize>, Vec<usize>), String> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let layout = |name: &str, rank: usize| -> Result<Vec<usize>, String> {
        match c.op.attribute(name) {
            Err(_) => Ok(row_major(rank)),
            Ok(attribute) => {
                let values = index_opt_native::stablehlo::dense_i64_elements(attribute)
                    .ok_or_else(|| format!("'{name}' is not an integer elements attribute"))?;
                let layout = to_usize(&values, rank, name)?;
                let mut sorted = layout.clone();
                sorted.sort();
                if sorted != (0..rank).collect::<Vec<_>>() {
                    return Err(format!("'{name}' is not a permutation"));
                }
                Ok(layout)
            }
        }
    };
    Ok((layout("source_layout", operand.len())?, layout("result_layout", out.len())?))
}

fn mhlo_bitcast<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err("bitcast changes the number of elements".into());
    }
    let (source, result) = bitcast_layouts(c)?;
    let results = relinearize_with_layouts(c, out, &result, operand, &source);
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

fn mhlo_bitcast_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err("bitcast changes the number of elements".into());
    }
    let (source, result) = bitcast_layouts(c)?;
    let results = relinearize_with_layouts(c, operand, &source, out, &result);
    Ok(vec![c.entry(0, 0, c.map(&results, operand, &[], &[], vec![]))])
}

pub(super) fn reshape<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err("reshape changes the number of elements".into());
    }
    Ok(vec![c.entry(0, 0, c.map(&relinearize(c, out, operand), out, &[], &[], vec![]))])
}

pub(super) fn reshape_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err("reshape changes the number of elements".into());
    }
    Ok(vec![c.entry(0, 0, c.map(&relinearize(c, operand, out), operand, &[], &[], vec![]))])
}

/// Equal widths: identity. A wider operand element splits into a new minor
/// result dimension; a narrower one is gathered from a minor operand
/// dimension.
fn bitcast_convert<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    check_bitcast_widths(c)?;
    Ok(vec![c.entry(0, 0, bitcast_convert_map(c, out, operand))])
}

fn bitcast_convert_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    check_bitcast_widths(c)?;
    Ok(vec![c.entry(0, 0, bitcast_convert_map(c, operand, out))])
}

/// From an index of the `from`-shaped side of a `bitcast_convert` to the
/// `to` side (either direction): the shared dimensions, plus the whole minor
/// dimension of `to` when it has one more (its elements make up one element
/// of `from`).
fn bitcast_convert_map<'c>(c: &Ctx<'c, '_>, from: &[i64], to: &[i64]) -> indexing_map::IndexingMap<'c> {
    if to.len() > from.len() {
        let mut results = dims(c, from.len());
        results.push(c.s(0));
        c.map(&results, from, &[Interval::for_size(to[to.len() - 1])], &[], vec![])
    } else {
        c.map(&dims(c, to.len()), from, &[], &[], vec![])
    }
}

fn check_bitcast_widths(c: &Ctx<'_, '_>) -> Result<(), String> {
    let from = ir::element_bit_width(c.op.operand(0).map_err(|e| e.to_string())?.r#type());
    let to = ir::element_bit_width(c.op.result(0).map_err(|e| e.to_string())?.r#type());
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
        _ => Err("bitcast_convert between element types of unknown or incompatible widths".into()),
    }
}

//===----------------------------------------------------------------------===//
// Dynamic slices and gather: runtime variables
//===----------------------------------------------------------------------===//

/// Operand 0 at `d + rt`, each `rt` the clamped start index (operand
/// `1 + i`, a scalar); the start indices are read whole.
fn dynamic_slice<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let rank = out.len();
    let results: Vec<_> = (0..rank).map(|i| add(c.d(i), c.s(i))).collect();
    let rts: Vec<_> = (0..rank).map(|i| Interval::new(0, operand[i] - out[i])).collect();
    let rt_vars =
        (0..rank).map(|i| RtVar { rt: i, operand: 1 + i, index: c.map(&[], out, &[], &[], vec![]) }).collect();
    let mut entries = vec![Entry {
        result: 0,
        operand: 0,
        maps: Maps::Known(vec![OperandMap { map: c.map(&results, out, &[], &rts, vec![]), rt_vars }]),
    }];
    for i in 0..rank {
        entries.push(c.entry(0, 1 + i, c.map(&[], out, &[], &[], vec![])));
    }
    Ok(entries)
}

/// The base operand is read at the same index (where the update does not
/// cover it); the update at `d - rt` where that is inside it.
fn dynamic_update_slice<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (update, out) = (c.operand(1)?, c.result(0)?);
    let rank = out.len();
    let results: Vec<_> = (0..rank).map(|i| sub(c.d(i), c.s(i))).collect();
    let rts: Vec<_> = (0..rank).map(|i| Interval::new(0, out[i] - update[i])).collect();
    let constraints = (0..rank).map(|i| (results[i], Interval::for_size(update[i]))).collect();
    let rt_vars =
        (0..rank).map(|i| RtVar { rt: i, operand: 2 + i, index: c.map(&[], out, &[], &[], vec![]) }).collect();
    let mut entries = vec![
        c.entry(0, 0, c.map(&dims(c, rank), out, &[], &[], vec![])),
        Entry {
            result: 0,
            operand: 1,
            maps: Maps::Known(vec![OperandMap { map: c.map(&results, out, &[], &rts, constraints), rt_vars }]),
        },
    ];
    for i in 0..rank {
        entries.push(c.entry(0, 2 + i, c.map(&[], out, &[], &[], vec![])));
    }
    Ok(entries)
}

/// StableHLO gather in full generality (`seeds/002`): batch dimensions of
/// the result index `start_indices`; each component of the index vector is
/// a runtime variable (clamped start) for its `start_index_map` dimension;
/// operand batching dimensions follow the matching `start_indices` batch
/// dimension; offset dimensions add the position inside the slice.
fn gather<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, indices, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dn = GatherDimensionNumbers::from_attribute(
        c.op.attribute("dimension_numbers").map_err(|_| "missing dimension_numbers".to_string())?,
    )
    .ok_or("dimension_numbers is not #stablehlo.gather")?;
    let slice_sizes = ir::i64_array(&c.op, "slice_sizes")?;
    let offset_dims = to_usize(&dn.offset_dims, out.len(), "offset_dims")?;
    let collapsed = to_usize(&dn.collapsed_slice_dims, operand.len(), "collapsed_slice_dims")?;
    let operand_batching = to_usize(&dn.operand_batching_dims, operand.len(), "operand_batching_dims")?;
    let indices_batching = to_usize(&dn.start_indices_batching_dims, indices.len(), "start_indices_batching_dims")?;
    let start_index_map = to_usize(&dn.start_index_map, operand.len(), "start_index_map")?;
    let index_vector_dim = dn.index_vector_dim as usize;

    // Result batch dimensions, in order, index the start_indices dimensions
    // other than index_vector_dim, in order.
    let batch_result_dims: Vec<usize> = (0..out.len()).filter(|d| !offset_dims.contains(d)).collect();
    let batch_indices_dims: Vec<usize> = (0..indices.len()).filter(|&j| j != index_vector_dim).collect();
    if batch_result_dims.len() != batch_indices_dims.len() {
        return Err("result batch dimensions do not match start_indices".into());
    }
    let result_dim_of_indices_dim =
        |j: usize| batch_indices_dims.iter().position(|&k| k == j).map(|p| batch_result_dims[p]);
    let offset_operand_dims: Vec<usize> =
        (0..operand.len()).filter(|k| !collapsed.contains(k) && !operand_batching.contains(k)).collect();
    if offset_operand_dims.len() != offset_dims.len() {
        return Err("offset_dims do not match the operand's slice dimensions".into());
    }

    let n_rt = start_index_map.len();
    let mut results = Vec::with_capacity(operand.len());
    for k in 0..operand.len() {
        let offset = match offset_operand_dims.iter().position(|&m| m == k) {
            Some(p) => c.d(offset_dims[p]),
            None => c.c(0),
        };
        let index = if let Some(p) = start_index_map.iter().position(|&m| m == k) {
            add(c.s(p), offset)
        } else if let Some(q) = operand_batching.iter().position(|&m| m == k) {
            let d = result_dim_of_indices_dim(indices_batching[q]).ok_or("bad start_indices_batching_dims")?;
            c.d(d)
        } else {
            offset
        };
        results.push(index);
    }
    let rts: Vec<_> = start_index_map.iter().map(|&k| Interval::new(0, operand[k] - slice_sizes[k])).collect();
    // Where each index component lives in start_indices.
    let index_of_component = |p: Option<usize>| -> Result<Vec<AffineExpr<'c>>, String> {
        (0..indices.len())
            .map(|j| {
                if j == index_vector_dim {
                    Ok(p.map_or_else(|| c.s(0), |p| c.c(p as i64)))
                } else {
                    result_dim_of_indices_dim(j).map(|d| c.d(d)).ok_or_else(|| "bad start_indices".to_string())
                }
            })
            .collect()
    };
    let mut rt_vars = Vec::new();
    for p in 0..n_rt {
        let index = index_of_component(Some(p))?;
        rt_vars.push(RtVar { rt: p, operand: 1, index: c.map(&index, out, &[], &[], vec![]) });
    }
    let operand_map = OperandMap { map: c.map(&results, out, &[], &rts, vec![]), rt_vars };
    let indices_map = if index_vector_dim < indices.len() {
        c.map(&index_of_component(None)?, out, &[Interval::for_size(n_rt as i64)], &[], vec![])
    } else {
        c.map(&index_of_component(None)?, out, &[], &[], vec![])
    };
    Ok(vec![Entry { result: 0, operand: 0, maps: Maps::Known(vec![operand_map]) }, c.entry(0, 1, indices_map)])
}

/// StableHLO scatter (`seeds/002`): result `r` reads every input at the
/// same index (the update computation combines all of them), and the
/// updates that land on that index: range variables pick the scatter
/// position, runtime variables are the start indices read there (updates
/// whose window would leave the input are skipped, so starts are in
/// `[0, size - window]`); inserted and batching dimensions must match.
fn scatter<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let n = (c.operands.len() - 1) / 2;
    let (input, indices, update) = (c.operand(0)?, c.operand(n)?, c.operand(n + 1)?);
    let dn = ScatterDimensionNumbers::from_attribute(
        c.op.attribute("scatter_dimension_numbers").map_err(|_| "missing scatter_dimension_numbers".to_string())?,
    )
    .ok_or("scatter_dimension_numbers is not #stablehlo.scatter")?;
    let window_dims = to_usize(&dn.update_window_dims, update.len(), "update_window_dims")?;
    let inserted = to_usize(&dn.inserted_window_dims, input.len(), "inserted_window_dims")?;
    let input_batching = to_usize(&dn.input_batching_dims, input.len(), "input_batching_dims")?;
    let indices_batching = to_usize(&dn.scatter_indices_batching_dims, indices.len(), "scatter_indices_batching_dims")?;
    let to_operand = to_usize(&dn.scatter_dims_to_operand_dims, input.len(), "scatter_dims_to_operand_dims")?;
    let index_vector_dim = dn.index_vector_dim as usize;

    // Update scatter dimensions <-> start_indices dimensions other than
    // index_vector_dim, in order; each is a range variable.
    let scatter_update_dims: Vec<usize> = (0..update.len()).filter(|d| !window_dims.contains(d)).collect();
    let scatter_indices_dims: Vec<usize> = (0..indices.len()).filter(|&j| j != index_vector_dim).collect();
    if scatter_update_dims.len() != scatter_indices_dims.len() {
        return Err("update scatter dimensions do not match scatter_indices".into());
    }
    let window_input_dims: Vec<usize> =
        (0..input.len()).filter(|k| !inserted.contains(k) && !input_batching.contains(k)).collect();
    if window_input_dims.len() != window_dims.len() {
        return Err("update_window_dims do not match the input's window dimensions".into());
    }
    let n_range = scatter_update_dims.len();
    let ranges: Vec<Interval> = scatter_update_dims.iter().map(|&u| Interval::for_size(update[u])).collect();
    let range_of_indices_dim = |j: usize| scatter_indices_dims.iter().position(|&k| k == j);
    let window_size = |k: usize| window_input_dims.iter().position(|&m| m == k).map_or(1, |p| update[window_dims[p]]);
    let rt = |p: usize| c.s(n_range + p);
    let rts: Vec<Interval> = to_operand.iter().map(|&k| Interval::new(0, input[k] - window_size(k))).collect();

    let mut update_index = vec![c.c(0); update.len()];
    for (q, &u) in scatter_update_dims.iter().enumerate() {
        update_index[u] = c.s(q);
    }
    let mut constraints = Vec::new();
    for k in 0..input.len() {
        let start = to_operand.iter().position(|&m| m == k).map(rt);
        if let Some(p) = window_input_dims.iter().position(|&m| m == k) {
            let offset = match start {
                Some(start) => sub(c.d(k), start),
                None => c.d(k),
            };
            update_index[window_dims[p]] = offset;
            constraints.push((offset, Interval::for_size(update[window_dims[p]])));
        } else if let Some(q) = input_batching.iter().position(|&m| m == k) {
            let q = range_of_indices_dim(indices_batching[q]).ok_or("bad scatter_indices_batching_dims")?;
            constraints.push((sub(c.d(k), c.s(q)), Interval::point(0)));
        } else if let Some(start) = start {
            constraints.push((sub(c.d(k), start), Interval::point(0)));
        } else {
            constraints.push((c.d(k), Interval::point(0)));
        }
    }
    let component_index = |p: Option<usize>| -> Vec<AffineExpr<'c>> {
        (0..indices.len())
            .map(|j| {
                if j == index_vector_dim {
                    p.map_or_else(|| c.s(n_range), |p| c.c(p as i64))
                } else {
                    c.s(range_of_indices_dim(j).unwrap())
                }
            })
            .collect()
    };
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for i in 0..n {
            entries.push(c.entry(r, i, c.map(&dims(c, out.len()), out, &[], &[], vec![])));
        }
        // Start-index provenance: start_indices at (scatter position, p).
        let rt_vars: Vec<RtVar<'c>> = (0..to_operand.len())
            .map(|p| RtVar { rt: p, operand: n, index: c.map(&component_index(Some(p)), out, &ranges, &rts, vec![]) })
            .collect();
        let mut index_ranges = ranges.clone();
        if index_vector_dim < indices.len() {
            index_ranges.push(Interval::for_size(to_operand.len() as i64));
        }
        entries.push(c.entry(r, n, c.map(&component_index(None), out, &index_ranges, &[], vec![])));
        for i in 0..n {
            let map = c.map(&update_index, out, &ranges, &rts, constraints.clone());
            entries.push(Entry {
                result: r,
                operand: n + 1 + i,
                maps: Maps::Known(vec![OperandMap { map, rt_vars: rt_vars.clone() }]),
            });
        }
    }
    Ok(entries)
}

/// `select_and_scatter`: result element `d` (an operand index) receives
/// the source values of every window that covers it (which one is selected
/// depends on the data), and the selection reads the whole window of the
/// operand: `(d)[t, u]` with `w = (d + low - t) / stride` the window, `t`
/// the position of `d` in it and `u` any position of the window.
fn select_and_scatter<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, source, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let rank = operand.len();
    let window = ir::i64_array_or(&c.op, "window_dimensions", vec![1; rank])?;
    let strides = ir::i64_array_or(&c.op, "window_strides", vec![1; rank])?;
    let padding = ir::padding_pairs(&c.op, "padding", rank)?;
    let t = |k: usize| c.s(k);
    let u = |k: usize| c.s(rank + k);
    let mut window_constraints = Vec::new();
    let mut source_index = Vec::new();
    let mut operand_index = Vec::new();
    let mut operand_constraints = Vec::new();
    for k in 0..rank {
        let shifted = sub(add(c.d(k), c.c(padding[k].0)), t(k));
        source_index.push(floordiv(shifted, strides[k]));
        window_constraints.push((shifted, Interval::new(0, (source[k] - 1) * strides[k])));
        if strides[k] > 1 {
            window_constraints.push((modulo_expr(shifted, strides[k]), Interval::point(0)));
        }
        let read = add(sub(c.d(k), t(k)), u(k));
        operand_index.push(read);
        operand_constraints.push((read, Interval::for_size(operand[k])));
    }
    let t_ranges = sizes(&window);
    let mut tu_ranges = t_ranges.clone();
    tu_ranges.extend(sizes(&window));
    let mut all_constraints = window_constraints.clone();
    all_constraints.extend(operand_constraints);
    Ok(vec![
        c.entry(0, 0, c.map(&operand_index, out, &tu_ranges, &[], all_constraints)),
        c.entry(0, 1, c.map(&source_index, out, &t_ranges, &[], window_constraints)),
        c.entry(0, 2, c.map(&[], out, &[], &[], vec![])),
    ])
}

/// The result is element `index` of the tuple, read at the same index.
fn get_tuple_element<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    Ok(vec![c.entry(0, 0, c.map(&dims(c, out.len()), out, &[], &[], vec![]))])
}

//===----------------------------------------------------------------------===//
// Reductions and windows
//===----------------------------------------------------------------------===//

/// Each result reads every input along the reduced dimensions (range
/// variables) and the init values whole.
fn reduce<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
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
            entries.push(c.entry(r, i, c.map(&results, out, &ranges, &[], vec![])));
        }
        for i in n..2 * n {
            entries.push(c.entry(r, i, c.map(&[], out, &[], &[], vec![])));
        }
    }
    Ok(entries)
}

fn reduce_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let n = c.operands.len() / 2;
    let input = c.operand(0)?;
    let reduced = to_usize(&ir::i64_array(&c.op, "dimensions")?, input.len(), "dimensions")?;
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for i in 0..n {
            let shape = c.operand(i)?;
            let results: Vec<_> = (0..shape.len()).filter(|k| !reduced.contains(k)).map(|k| c.d(k)).collect();
            entries.push(c.entry(r, i, c.map(&results, shape, &[], &[], vec![])));
        }
        for i in n..2 * n {
            entries.push(c.entry(r, i, c.map(&syms(c, out.len()), &[], &sizes(out), &[], vec![])));
        }
    }
    Ok(entries)
}

/// Window position `d * stride + s * window_dilation - padding_low` in the
/// padded, base-dilated input; it reads an element where it is a multiple
/// of the base dilation inside the input.
fn reduce_window<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
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
            entries.push(c.entry(r, i, c.map(&results, out, &ranges, &[], constraints)));
        }
        for i in n..2 * n {
            entries.push(c.entry(r, i, c.map(&[], out, &[], &[], vec![])));
        }
    }
    Ok(entries)
}

/// Every result reads every operand along the sort dimension.
fn sort<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
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
            let map = c.map(&results, c.result(r)?, &[Interval::for_size(out[dimension])], &[], vec![]);
            entries.push(c.entry(r, o, map));
        }
    }
    Ok(entries)
}

/// The transformed (trailing) dimensions are read whole.
fn fft<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let k = ir::i64_array(&c.op, "fft_length")?.len();
    let rank = operand.len();
    let mut results = dims(c, rank - k);
    results.extend(syms(c, k));
    Ok(vec![c.entry(0, 0, c.map(&results, out, &sizes(&operand[rank - k..]), &[], vec![]))])
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

/// Result dimensions: batch, then lhs free, then rhs free; contracted
/// dimensions are range variables shared by both operands.
fn dot_general<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dn = DotDimensionNumbers::from_attribute(
        c.op.attribute("dot_dimension_numbers").map_err(|_| "missing dot_dimension_numbers".to_string())?,
    )
    .ok_or("dot_dimension_numbers is not #stablehlo.dot")?;
    contraction(
        c,
        lhs,
        rhs,
        out,
        &to_usize(&dn.lhs_batching_dimensions, lhs.len(), "lhs batching")?,
        &to_usize(&dn.rhs_batching_dimensions, rhs.len(), "rhs batching")?,
        &to_usize(&dn.lhs_contracting_dimensions, lhs.len(), "lhs contracting")?,
        &to_usize(&dn.rhs_contracting_dimensions, rhs.len(), "rhs contracting")?,
    )
}

/// The deprecated `dot`: contracts the last lhs dimension with the first rhs
/// dimension.
fn dot<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    contraction(c, lhs, rhs, out, &[], &[], &[lhs.len() - 1], &[0])
}

#[allow(clippy::too_many_arguments)]
fn contraction<'c>(
    c: &Ctx<'c, '_>,
    lhs: &[i64],
    rhs: &[i64],
    out: &[i64],
    lb: &[usize],
    rb: &[usize],
    lc: &[usize],
    rc: &[usize],
) -> RuleResult<'c> {
    let lhs_free: Vec<usize> = (0..lhs.len()).filter(|k| !lb.contains(k) && !lc.contains(k)).collect();
    let rhs_free: Vec<usize> = (0..rhs.len()).filter(|k| !rb.contains(k) && !rc.contains(k)).collect();
    if lb.len() + lhs_free.len() + rhs_free.len() != out.len() {
        return Err("result rank does not match the dimension numbers".into());
    }
    let ranges: Vec<_> = lc.iter().map(|&k| Interval::for_size(lhs[k])).collect();
    let index = |shape: &[i64], batch: &[usize], contracting: &[usize], free: &[usize], first_free: usize| {
        (0..shape.len())
            .map(|k| {
                if let Some(i) = batch.iter().position(|&b| b == k) {
                    c.d(i)
                } else if let Some(j) = contracting.iter().position(|&b| b == k) {
                    c.s(j)
                } else {
                    c.d(first_free + free.iter().position(|&f| f == k).unwrap())
                }
            })
            .collect::<Vec<_>>()
    };
    let lhs_index = index(lhs, lb, lc, &lhs_free, lb.len());
    let rhs_index = index(rhs, rb, rc, &rhs_free, lb.len() + lhs_free.len());
    Ok(vec![
        c.entry(0, 0, c.map(&lhs_index, out, &ranges, &[], vec![])),
        c.entry(0, 1, c.map(&rhs_index, out, &ranges, &[], vec![])),
    ])
}

fn dot_general_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs) = (c.operand(0)?, c.operand(1)?);
    let dn = DotDimensionNumbers::from_attribute(
        c.op.attribute("dot_dimension_numbers").map_err(|_| "missing dot_dimension_numbers".to_string())?,
    )
    .ok_or("dot_dimension_numbers is not #stablehlo.dot")?;
    let lb = to_usize(&dn.lhs_batching_dimensions, lhs.len(), "lhs batching")?;
    let rb = to_usize(&dn.rhs_batching_dimensions, rhs.len(), "rhs batching")?;
    let lc = to_usize(&dn.lhs_contracting_dimensions, lhs.len(), "lhs contracting")?;
    let rc = to_usize(&dn.rhs_contracting_dimensions, rhs.len(), "rhs contracting")?;
    let lhs_free: Vec<usize> = (0..lhs.len()).filter(|k| !lb.contains(k) && !lc.contains(k)).collect();
    let rhs_free: Vec<usize> = (0..rhs.len()).filter(|k| !rb.contains(k) && !rc.contains(k)).collect();
    // lhs element -> results: batch and lhs free from the lhs index, rhs
    // free dimensions all (range variables).
    let mut lhs_results: Vec<_> = lb.iter().map(|&k| c.d(k)).collect();
    lhs_results.extend(lhs_free.iter().map(|&k| c.d(k)));
    lhs_results.extend(syms(c, rhs_free.len()));
    let lhs_ranges: Vec<_> = rhs_free.iter().map(|&k| Interval::for_size(rhs[k])).collect();
    let mut rhs_results: Vec<_> = rb.iter().map(|&k| c.d(k)).collect();
    rhs_results.extend(syms(c, lhs_free.len()));
    rhs_results.extend(rhs_free.iter().map(|&k| c.d(k)));
    let rhs_ranges: Vec<_> = lhs_free.iter().map(|&k| Interval::for_size(lhs[k])).collect();
    Ok(vec![
        c.entry(0, 0, c.map(&lhs_results, lhs, &lhs_ranges, &[], vec![])),
        c.entry(0, 1, c.map(&rhs_results, rhs, &rhs_ranges, &[], vec![])),
    ])
}

/// Convolution with dimension numbers, strides, padding, lhs/rhs dilation,
/// window reversal and feature/batch groups.
fn convolution<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dn = ConvDimensionNumbers::from_attribute(
        c.op.attribute("dimension_numbers").map_err(|_| "missing dimension_numbers".to_string())?,
    )
    .ok_or("dimension_numbers is not #stablehlo.conv")?;
    let n = dn.input_spatial_dimensions.len();
    let strides = ir::i64_array_or(&c.op, "window_strides", vec![1; n])?;
    let lhs_dilation = ir::i64_array_or(&c.op, "lhs_dilation", vec![1; n])?;
    let rhs_dilation = ir::i64_array_or(&c.op, "rhs_dilation", vec![1; n])?;
    let reversal = ir::bool_array_or(&c.op, "window_reversal", n)?;
    let padding = ir::padding_pairs(&c.op, "padding", n)?;
    let feature_groups = ir::integer(&c.op, "feature_group_count")?;
    let batch_groups = ir::integer(&c.op, "batch_group_count")?;
    let u = |v: i64| v as usize;
    let (ib, ifeat) = (u(dn.input_batch_dimension), u(dn.input_feature_dimension));
    let (ki, ko) = (u(dn.kernel_input_feature_dimension), u(dn.kernel_output_feature_dimension));
    let (ob, of) = (u(dn.output_batch_dimension), u(dn.output_feature_dimension));
    let output_features = out[of];
    let kernel_input_features = rhs[ki];

    // Range variables: the kernel's spatial positions, then the input
    // feature within a group.
    let mut ranges: Vec<Interval> =
        dn.kernel_spatial_dimensions.iter().map(|&k| Interval::for_size(rhs[u(k)])).collect();
    ranges.push(Interval::for_size(kernel_input_features));
    let feature = c.s(n);

    let mut lhs_index = vec![c.c(0); lhs.len()];
    let mut constraints = Vec::new();
    lhs_index[ib] = if batch_groups > 1 {
        let group = floordiv(c.d(of), output_features / batch_groups);
        add(scale(group, lhs[ib] / batch_groups), c.d(ob))
    } else {
        c.d(ob)
    };
    lhs_index[ifeat] = if feature_groups > 1 {
        let group = floordiv(c.d(of), output_features / feature_groups);
        add(scale(group, kernel_input_features), feature)
    } else {
        feature
    };
    for i in 0..n {
        let position = add(
            add(scale(c.d(u(dn.output_spatial_dimensions[i])), strides[i]), scale(c.s(i), rhs_dilation[i])),
            c.c(-padding[i].0),
        );
        let input_dim = u(dn.input_spatial_dimensions[i]);
        lhs_index[input_dim] = floordiv(position, lhs_dilation[i]);
        constraints.push((position, Interval::new(0, (lhs[input_dim] - 1) * lhs_dilation[i])));
        if lhs_dilation[i] > 1 {
            constraints.push((modulo_expr(position, lhs_dilation[i]), Interval::point(0)));
        }
    }
    let mut rhs_index = vec![c.c(0); rhs.len()];
    rhs_index[ki] = feature;
    rhs_index[ko] = c.d(of);
    for i in 0..n {
        let k = u(dn.kernel_spatial_dimensions[i]);
        rhs_index[k] = if reversal[i] { sub(c.c(rhs[k] - 1), c.s(i)) } else { c.s(i) };
    }
    Ok(vec![
        c.entry(0, 0, c.map(&lhs_index, out, &ranges, &[], constraints)),
        c.entry(0, 1, c.map(&rhs_index, out, &ranges, &[], vec![])),
    ])
}

//===----------------------------------------------------------------------===//
// Linear algebra (sound over-approximations: whole matrices)
//===----------------------------------------------------------------------===//

/// Each result element reads its batch's whole matrix (the factorization
/// is global; only one triangle matters, which this does not exclude).
fn cholesky<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let rank = out.len();
    let mut results = dims(c, rank - 2);
    results.extend(syms(c, 2));
    Ok(vec![c.entry(0, 0, c.map(&results, out, &sizes(&out[rank - 2..]), &[], vec![]))])
}

/// `op(a) x = b` (or `x op(a) = b`): each result element reads its batch's
/// whole `a` and the whole column (row) of `b` it solves for.
fn triangular_solve<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (a, out) = (c.operand(0)?, c.result(0)?);
    let rank = out.len();
    let left_side =
        c.op.attribute("left_side")
            .ok()
            .and_then(|attr| melior::ir::attribute::BoolAttribute::try_from(attr).ok())
            .map(|b| b.value())
            .ok_or("missing left_side")?;
    let mut a_index = dims(c, rank - 2);
    a_index.extend(syms(c, 2));
    let mut b_index = dims(c, rank);
    let (solved_dim, size) = if left_side { (rank - 2, out[rank - 2]) } else { (rank - 1, out[rank - 1]) };
    b_index[solved_dim] = c.s(0);
    Ok(vec![
        c.entry(0, 0, c.map(&a_index, out, &sizes(&a[rank - 2..]), &[], vec![])),
        c.entry(0, 1, c.map(&b_index, out, &[Interval::for_size(size)], &[], vec![])),
    ])
}
