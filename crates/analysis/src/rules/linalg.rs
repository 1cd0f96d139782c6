//! Indexing rules of linalg and tensor ops.
//!
//! Linalg ops carry their own affine indexing maps (loops -> operand
//! index); `linalg.generic` and every named op are read through the
//! `LinalgOp` interface, so no named op is re-derived by hand. Loops that
//! appear in an output's map are parallel (dimension variables of the
//! result); the others are reductions (range variables). An operand whose
//! region argument is never used is not read (e.g. the `outs` of
//! `linalg.fill` or of an elementwise op on `tensor.empty`).

use super::{Rule, RuleContext, RuleResult};
use crate::ir;
use crate::{Entry, Maps};
use indexing_map::expr::{self, ExprView};
use indexing_map::Interval;
use melior::ir::AffineExpr;

/// The output-to-input rule of a linalg or tensor op.
pub fn output_to_input(name: &str) -> Option<Rule> {
    Some(match name {
        "linalg.generic" => linalg_op,
        n if n.starts_with("linalg.") && LINALG_NAMED.contains(&&n["linalg.".len()..]) => linalg_op,
        "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.reshape" => tensor_reshape,
        "tensor.cast" | "tensor.bitcast" => tensor_identity,
        "tensor.extract_slice" => extract_slice,
        "tensor.concat" => tensor_concat,
        "tensor.splat" => tensor_splat,
        _ => return None,
    })
}

/// Named linalg ops (LLVM 22) whose indexing maps the interface provides.
const LINALG_NAMED: &[&str] = &[
    "matmul", "batch_matmul", "batch_reduce_matmul", "matvec", "vecmat", "batch_matvec", "batch_vecmat", "dot",
    "broadcast", "transpose", "reduce", "map", "elementwise", "fill", "copy", "contract", "add", "sub", "mul",
    "div", "div_unsigned", "max", "min", "powf", "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal",
    "round", "sqrt", "rsqrt", "square", "tanh", "erf", "select",
    "conv_1d", "conv_2d", "conv_3d", "conv_1d_nwc_wcf", "conv_1d_ncw_fcw", "conv_2d_nhwc_hwcf", "conv_2d_nhwc_fhwc",
    "conv_2d_nchw_fchw", "conv_2d_ngchw_fgchw", "conv_2d_ngchw_gfchw", "conv_2d_nhwgc_gfhwc", "conv_3d_ndhwc_dhwcf",
    "conv_3d_ncdhw_fcdhw", "depthwise_conv_1d_nwc_wc", "depthwise_conv_1d_ncw_cw", "depthwise_conv_2d_nhwc_hwc",
    "depthwise_conv_2d_nchw_chw", "depthwise_conv_3d_ndhwc_dhwc", "pooling_nhwc_sum", "pooling_nhwc_max",
    "pooling_nhwc_min", "pooling_nchw_sum", "pooling_nchw_max", "pooling_ncw_sum", "pooling_ncw_max",
    "pooling_nwc_sum", "pooling_nwc_max", "pooling_nwc_min", "pooling_ndhwc_sum", "pooling_ndhwc_max",
    "pooling_ndhwc_min", "matmul_transpose_a", "matmul_transpose_b", "batch_matmul_transpose_a",
    "batch_matmul_transpose_b", "quantized_matmul", "quantized_batch_matmul", "mmt4d", "batch_mmt4d",
];

type Ctx<'c, 'a> = RuleContext<'c, 'a>;

/// Any linalg op: results index the output maps' loops; reduction loops
/// become range variables bounded by the operand dimensions they index.
fn linalg_op<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let maps = ir::linalg_indexing_maps(&c.op).ok_or("no indexing maps (not a linalg structured op)")?;
    let n_operands = c.operands.len();
    if maps.len() != n_operands {
        return Err("indexing maps do not match the operands".into());
    }
    let n_results = c.results.len();
    let n_inputs = n_operands - n_results;
    let n_loops = maps[0].dim_count();
    // Loop bounds from any operand dimension indexed by a bare loop.
    let mut bounds: Vec<Option<i64>> = vec![None; n_loops];
    for (o, map) in maps.iter().enumerate() {
        let shape = c.operand(o)?;
        for k in 0..map.result_count() {
            if let Ok(result) = map.result(k) {
                if let ExprView::Dim(l) = expr::view(result) {
                    bounds[l].get_or_insert(shape[k]);
                }
            }
        }
    }
    let mut entries = Vec::new();
    for r in 0..n_results {
        let out = c.result(r)?;
        let out_map = maps[n_inputs + r];
        // Loop -> expression over the result index (d) or a range variable.
        let mut loops: Vec<Option<AffineExpr<'c>>> = vec![None; n_loops];
        for k in 0..out_map.result_count() {
            match out_map.result(k).map(expr::view) {
                Ok(ExprView::Dim(l)) if loops[l].is_none() => loops[l] = Some(c.d(k)),
                // A repeated loop (a diagonal write) leaves the other output
                // elements holding the init's values: not one map per operand.
                Ok(ExprView::Dim(_)) => return Err("an output indexing map repeats a loop (not every output element is written)".into()),
                _ => return Err("an output indexing map is not a projected permutation".into()),
            }
        }
        let mut ranges = Vec::new();
        for l in 0..n_loops {
            if loops[l].is_none() {
                let bound = bounds[l].ok_or("a reduction loop has no static bound")?;
                loops[l] = Some(c.s(ranges.len()));
                ranges.push(Interval::for_size(bound));
            }
        }
        let loops: Vec<AffineExpr<'c>> = loops.into_iter().map(|l| l.unwrap()).collect();
        for (o, map) in maps.iter().enumerate() {
            if !ir::region_argument_used(&c.op, o) {
                entries.push(Entry { result: r, operand: o, maps: Maps::Known(Vec::new()) });
                continue;
            }
            let shape = c.operand(o)?;
            let mut results = Vec::new();
            let mut constraints = Vec::new();
            for k in 0..map.result_count() {
                let e = expr::substitute(map.result(k).map_err(|e| e.to_string())?, &loops, &[]);
                if !e.is_dim() && !e.is_symbol() {
                    constraints.push((e, Interval::for_size(shape[k])));
                }
                results.push(e);
            }
            entries.push(c.entry(r, o, c.map(&results, out, &ranges, &[], constraints)));
        }
    }
    Ok(entries)
}

/// `tensor.expand_shape`, `tensor.collapse_shape` and `tensor.reshape` are
/// row-major reshapes (the shape operand of `tensor.reshape` is read whole).
fn tensor_reshape<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let mut entries = super::stablehlo::output_to_input("stablehlo.reshape").unwrap()(c)?;
    for o in 1..c.operands.len() {
        let out = c.result(0)?;
        let shape = c.operand(o)?;
        let ranges: Vec<Interval> = shape.iter().map(|&n| Interval::for_size(n)).collect();
        let results: Vec<_> = (0..shape.len()).map(|j| c.s(j)).collect();
        entries.push(c.entry(0, o, c.map(&results, out, &ranges, &[], vec![])));
    }
    Ok(entries)
}

/// Same index, different type.
fn tensor_identity<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand != out {
        return Err("operand and result shapes differ".into());
    }
    let results: Vec<_> = (0..out.len()).map(|i| c.d(i)).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

/// Static offsets, sizes and strides; dimensions of size 1 the result drops
/// (rank reduction) read at their offset.
fn extract_slice<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 1 {
        return Err("dynamic offsets, sizes or strides".into());
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let offsets = ir::i64_array(&c.op, "static_offsets")?;
    let sizes = ir::i64_array(&c.op, "static_sizes")?;
    let strides = ir::i64_array(&c.op, "static_strides")?;
    let mut results = Vec::new();
    let mut next = 0;
    for k in 0..source.len() {
        let dropped = sizes[k] == 1 && (next >= out.len() || out.len() - next < source.len() - k || out[next] != 1);
        if dropped {
            results.push(c.c(offsets[k]));
        } else {
            results.push(expr::add(expr::scale(c.d(next), strides[k]), c.c(offsets[k])));
            next += 1;
        }
    }
    if next != out.len() {
        return Err("cannot match the result dimensions to the slice".into());
    }
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], vec![]))])
}

fn tensor_concat<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let dimension = ir::integer(&c.op, "dim")? as usize;
    let mut entries = Vec::new();
    let mut offset = 0;
    for o in 0..c.operands.len() {
        let size = c.operand(o)?[dimension];
        let mut results: Vec<_> = (0..out.len()).map(|i| c.d(i)).collect();
        results[dimension] = expr::sub(c.d(dimension), c.c(offset));
        let constraint = (c.d(dimension), Interval::new(offset, offset + size - 1));
        entries.push(c.entry(0, o, c.map(&results, out, &[], &[], vec![constraint])));
        offset += size;
    }
    Ok(entries)
}

/// Every element is the scalar.
fn tensor_splat<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let mut entries = vec![c.entry(0, 0, c.map(&[], out, &[], &[], vec![]))];
    for o in 1..c.operands.len() {
        entries.push(Entry { result: 0, operand: o, maps: Maps::Unknown("dynamic splat shape".into()) });
    }
    Ok(entries)
}
