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
use crate::{Entry, Maps, OperandMap, RtVar};
use indexing_map::Interval;
use indexing_map::expr::{self, ExprView};
use melior::ir::AffineExpr;

/// The output-to-input rule of a linalg or tensor op.
pub fn output_to_input(name: &str) -> Option<Rule> {
    Some(match name {
        "linalg.generic" => linalg_op,
        n if n.starts_with("linalg.") && LINALG_NAMED.contains(&&n["linalg.".len()..]) => linalg_op,
        "linalg.softmax" => linalg_softmax,
        "linalg.pack" => linalg_pack,
        "linalg.unpack" => linalg_unpack,
        "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.reshape" => tensor_reshape,
        "tensor.cast" | "tensor.bitcast" => tensor_identity,
        "tensor.extract_slice" => extract_slice,
        "tensor.insert_slice" => insert_slice,
        "tensor.pad" => tensor_pad,
        "tensor.extract" => tensor_extract,
        "tensor.insert" => tensor_insert,
        "tensor.concat" => tensor_concat,
        "tensor.splat" => tensor_splat,
        _ => return None,
    })
}

/// The input-to-output rule of a linalg or tensor op.
pub fn input_to_output(name: &str) -> Option<Rule> {
    Some(match name {
        "linalg.generic" => linalg_op_inverse,
        n if n.starts_with("linalg.") && LINALG_NAMED.contains(&&n["linalg.".len()..]) => linalg_op_inverse,
        "tensor.expand_shape" | "tensor.collapse_shape" => super::stablehlo::reshape_inverse,
        "tensor.cast" | "tensor.bitcast" => tensor_identity,
        "tensor.concat" => tensor_concat_inverse,
        "tensor.pad" => tensor_pad_inverse,
        "tensor.extract_slice" => extract_slice_inverse,
        "tensor.insert_slice" => insert_slice_inverse,
        // Its own reverse: (d)[s] -> d with the softmax dimension replaced by s.
        "linalg.softmax" => linalg_softmax,
        "linalg.pack" => linalg_pack_inverse,
        "linalg.unpack" => linalg_unpack_inverse,
        _ => return None,
    })
}

/// Named linalg ops (LLVM 22) whose indexing maps the interface provides.
const LINALG_NAMED: &[&str] = &[
    "matmul",
    "batch_matmul",
    "batch_reduce_matmul",
    "matvec",
    "vecmat",
    "batch_matvec",
    "batch_vecmat",
    "dot",
    "broadcast",
    "transpose",
    "reduce",
    "map",
    "elementwise",
    "fill",
    "copy",
    "contract",
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max",
    "min",
    "powf",
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
    "select",
    "conv_1d",
    "conv_2d",
    "conv_3d",
    "conv_1d_nwc_wcf",
    "conv_1d_ncw_fcw",
    "conv_2d_nhwc_hwcf",
    "conv_2d_nhwc_fhwc",
    "conv_2d_nchw_fchw",
    "conv_2d_ngchw_fgchw",
    "conv_2d_ngchw_gfchw",
    "conv_2d_nhwgc_gfhwc",
    "conv_3d_ndhwc_dhwcf",
    "conv_3d_ncdhw_fcdhw",
    "depthwise_conv_1d_nwc_wc",
    "depthwise_conv_1d_ncw_cw",
    "depthwise_conv_2d_nhwc_hwc",
    "depthwise_conv_2d_nchw_chw",
    "depthwise_conv_3d_ndhwc_dhwc",
    "pooling_nhwc_sum",
    "pooling_nhwc_max",
    "pooling_nhwc_min",
    "pooling_nchw_sum",
    "pooling_nchw_max",
    "pooling_ncw_sum",
    "pooling_ncw_max",
    "pooling_nwc_sum",
    "pooling_nwc_max",
    "pooling_nwc_min",
    "pooling_ndhwc_sum",
    "pooling_ndhwc_max",
    "pooling_ndhwc_min",
    "matmul_transpose_a",
    "matmul_transpose_b",
    "batch_matmul_transpose_a",
    "batch_matmul_transpose_b",
    "quantized_matmul",
    "quantized_batch_matmul",
    "mmt4d",
    "batch_mmt4d",
];

type Ctx<'c, 'a> = RuleContext<'c, 'a>;

/// Any linalg op: results index the output maps' loops; reduction loops
/// become range variables bounded by the operand dimensions they index.
/// A linalg op's indexing maps (one per operand, inputs first), the number
/// of inputs and each loop's bound where an operand dimension indexed by
/// the bare loop gives it.
struct LinalgMaps<'c> {
    maps: Vec<melior::ir::AffineMap<'c>>,
    n_inputs: usize,
    bounds: Vec<Option<i64>>,
}

fn linalg_maps<'c>(c: &Ctx<'c, '_>) -> Result<LinalgMaps<'c>, String> {
    let maps = ir::linalg_indexing_maps(&c.op).ok_or("no indexing maps (not a linalg structured op)")?;
    if maps.is_empty() || maps.len() != c.operands.len() || c.results.len() > maps.len() {
        return Err("indexing maps do not match the operands".into());
    }
    let mut bounds: Vec<Option<i64>> = vec![None; maps[0].dim_count()];
    for (o, map) in maps.iter().enumerate() {
        let shape = c.operand(o)?;
        if map.result_count() != shape.len() || map.dim_count() != bounds.len() {
            return Err(format!("indexing map {o} does not match its operand's rank"));
        }
        for k in 0..shape.len() {
            if let Ok(result) = map.result(k) {
                if let ExprView::Dim(l) = expr::view(result) {
                    bounds[l].get_or_insert(shape[k]);
                }
            }
        }
    }
    Ok(LinalgMaps { n_inputs: maps.len() - c.results.len(), maps, bounds })
}

/// Why a map is not a projected permutation with distinct loops.
enum NotProjected {
    /// A result names a loop an earlier result named.
    RepeatsLoop,
    /// A result is not a bare loop.
    Compound,
}

/// The loop each result of `map` names, when every result is a bare loop
/// and no loop repeats.
fn projected_loops(map: melior::ir::AffineMap<'_>) -> Result<Vec<usize>, NotProjected> {
    let mut loops = Vec::new();
    for k in 0..map.result_count() {
        match map.result(k).map(expr::view) {
            Ok(ExprView::Dim(l)) if !loops.contains(&l) => loops.push(l),
            Ok(ExprView::Dim(_)) => return Err(NotProjected::RepeatsLoop),
            _ => return Err(NotProjected::Compound),
        }
    }
    Ok(loops)
}

fn linalg_op<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let LinalgMaps { maps, n_inputs, bounds } = linalg_maps(c)?;
    let n_results = c.results.len();
    let n_loops = bounds.len();
    let mut entries = Vec::new();
    for r in 0..n_results {
        let out = c.result(r)?;
        let out_loops = projected_loops(maps[n_inputs + r]).map_err(|e| match e {
            // A repeated loop (a diagonal write) leaves the other output
            // elements holding the init's values: not one map per operand.
            NotProjected::RepeatsLoop => "an output indexing map repeats a loop (not every output element is written)",
            NotProjected::Compound => "an output indexing map is not a projected permutation",
        })?;
        // Loop -> expression over the result index (d) or a range variable.
        let mut loops: Vec<Option<AffineExpr<'c>>> = vec![None; n_loops];
        for (k, &l) in out_loops.iter().enumerate() {
            loops[l] = Some(c.d(k));
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
    let mut entries = super::stablehlo::reshape(c)?;
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

/// `ShapedType::kDynamic`: the marker of a dynamic entry in `static_*`.
const DYNAMIC: i64 = i64::MIN;

/// The offsets (static values, or runtime variables fed by the dynamic
/// offset operands), sizes and strides of a slice op with `rank` entries
/// each; `fixed` operands precede the dynamic offsets. Dynamic sizes or
/// strides are an error.
struct Slice {
    offsets: Vec<i64>,
    /// For each dynamic offset: its dimension and its operand.
    dynamic: Vec<(usize, usize)>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

fn slice_params(c: &Ctx<'_, '_>, rank: usize, fixed: usize) -> Result<Slice, String> {
    let [offsets, sizes, strides] =
        ["static_offsets", "static_sizes", "static_strides"].map(|name| ir::i64_array(&c.op, name));
    let (offsets, sizes, strides) = (offsets?, sizes?, strides?);
    if [&offsets, &sizes, &strides].iter().any(|v| v.len() != rank) {
        return Err("slice attributes do not match the rank".into());
    }
    if sizes.contains(&DYNAMIC) || strides.contains(&DYNAMIC) {
        return Err("dynamic sizes or strides".into());
    }
    let dims: Vec<usize> = (0..rank).filter(|&k| offsets[k] == DYNAMIC).collect();
    if c.operands.len() != fixed + dims.len() {
        return Err("dynamic offset operands do not match static_offsets".into());
    }
    let dynamic = dims.into_iter().enumerate().map(|(i, k)| (k, fixed + i)).collect();
    Ok(Slice { offsets, dynamic, sizes, strides })
}

impl Slice {
    /// The offset of dimension `k`: a constant, or the runtime variable of
    /// its dynamic offset.
    fn offset<'c>(&self, c: &Ctx<'c, '_>, k: usize) -> AffineExpr<'c> {
        match self.dynamic.iter().position(|&(d, _)| d == k) {
            Some(i) => c.s(i),
            None => c.c(self.offsets[k]),
        }
    }

    /// Runtime variables (bounds keep the slice inside `full`: an
    /// out-of-bounds slice is undefined behaviour) and their provenance.
    fn runtime_variables<'c>(&self, c: &Ctx<'c, '_>, full: &[i64], out: &[i64]) -> (Vec<Interval>, Vec<RtVar<'c>>) {
        let bounds = self
            .dynamic
            .iter()
            .map(|&(k, _)| Interval::new(0, full[k] - 1 - (self.sizes[k] - 1) * self.strides[k]))
            .collect();
        let rt_vars = self
            .dynamic
            .iter()
            .enumerate()
            .map(|(i, &(_, operand))| RtVar { rt: i, operand, index: c.map(&[], out, &[], &[], vec![]) })
            .collect();
        (bounds, rt_vars)
    }

    /// For an element `d` of the full tensor (dimension variables over
    /// `full`), its index in the slice tensor `small`: `(d - offset) /
    /// stride`, constrained to the slice's elements.
    fn slice_index<'c>(
        &self,
        c: &Ctx<'c, '_>,
        full: &[i64],
        small: &[i64],
    ) -> Result<(Vec<AffineExpr<'c>>, Vec<(AffineExpr<'c>, Interval)>), String> {
        let mut results = vec![c.c(0); small.len()];
        let mut constraints = Vec::new();
        for (k, j) in slice_dimensions(full, small, &self.sizes)?.into_iter().enumerate() {
            let shifted = expr::sub(c.d(k), self.offset(c, k));
            constraints.push((shifted, Interval::new(0, (self.sizes[k] - 1) * self.strides[k])));
            if let Some(j) = j {
                if self.strides[k] == 1 {
                    results[j] = shifted;
                } else {
                    results[j] = expr::floordiv(shifted, self.strides[k]);
                    constraints.push((expr::modulo_expr(shifted, self.strides[k]), Interval::new(0, 0)));
                }
            }
        }
        Ok((results, constraints))
    }

    /// The entries of the dynamic offset operands: each is one scalar.
    fn offset_entries<'c>(&self, c: &Ctx<'c, '_>, out: &[i64]) -> Vec<Entry<'c>> {
        self.dynamic.iter().map(|&(_, operand)| c.entry(0, operand, c.map(&[], out, &[], &[], vec![]))).collect()
    }
}

/// For each dimension of the full tensor (`full`), the dimension of the
/// slice tensor (`small`) it corresponds to, or `None` for a unit dimension
/// the rank-reducing slice drops.
fn slice_dimensions(full: &[i64], small: &[i64], sizes: &[i64]) -> Result<Vec<Option<usize>>, String> {
    let mut positions = Vec::new();
    let mut next = 0;
    for k in 0..full.len() {
        let dropped = sizes[k] == 1 && (next >= small.len() || small.len() - next < full.len() - k || small[next] != 1);
        if dropped {
            positions.push(None);
        } else {
            positions.push(Some(next));
            next += 1;
        }
    }
    if next != small.len() {
        return Err("cannot match the slice dimensions to the tensor".into());
    }
    Ok(positions)
}

/// Offsets (static, or runtime variables with provenance), static sizes and
/// strides; dimensions of size 1 the result drops (rank reduction) read at
/// their offset.
fn extract_slice<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, source.len(), 1)?;
    let results = slice_dimensions(source, out, &slice.sizes)?
        .into_iter()
        .enumerate()
        .map(|(k, j)| match j {
            Some(j) => expr::add(expr::scale(c.d(j), slice.strides[k]), slice.offset(c, k)),
            None => slice.offset(c, k),
        })
        .collect::<Vec<_>>();
    let (rts, rt_vars) = slice.runtime_variables(c, source, out);
    let map = c.map(&results, out, &[], &rts, vec![]);
    let mut entries = vec![Entry { result: 0, operand: 0, maps: Maps::Known(vec![OperandMap { map, rt_vars }]) }];
    entries.extend(slice.offset_entries(c, out));
    Ok(entries)
}

/// `tensor.insert_slice`: an element inside the slice reads the source at
/// `(d - offset) / stride` (offsets static or runtime variables); the
/// destination is read at the same index (a sound superset: the elements
/// the slice overwrites are included, as XLA does for dynamic_update_slice).
fn insert_slice<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, out.len(), 2)?;
    let (results, constraints) = slice.slice_index(c, out, source)?;
    let (rts, rt_vars) = slice.runtime_variables(c, out, out);
    let map = c.map(&results, out, &[], &rts, constraints);
    let mut entries = vec![
        Entry { result: 0, operand: 0, maps: Maps::Known(vec![OperandMap { map, rt_vars }]) },
        c.entry(0, 1, c.map(&(0..out.len()).map(|i| c.d(i)).collect::<Vec<_>>(), out, &[], &[], vec![])),
    ];
    entries.extend(slice.offset_entries(c, out));
    Ok(entries)
}

/// Static `tensor.pad`: the source is read at `d - low` inside it; padding
/// elements read no operand (the value comes from the region).
fn tensor_pad<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 1 {
        return Err("dynamic padding".into());
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let low = ir::i64_array(&c.op, "static_low")?;
    if low.len() != source.len() {
        return Err("static_low does not match the rank".into());
    }
    let results: Vec<_> = (0..out.len()).map(|k| expr::sub(c.d(k), c.c(low[k]))).collect();
    let constraints = (0..out.len()).map(|k| (results[k], Interval::for_size(source[k]))).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out, &[], &[], constraints))])
}

/// `tensor.extract %t[%i, ...]`: the scalar reads `t` at runtime indices
/// (in bounds: an out-of-bounds extract is undefined behaviour).
fn tensor_extract<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (tensor, out) = (c.operand(0)?, c.result(0)?);
    let rank = tensor.len();
    if c.operands.len() != 1 + rank {
        return Err("index count does not match the rank".into());
    }
    let results: Vec<_> = (0..rank).map(|i| c.s(i)).collect();
    let rts: Vec<_> = tensor.iter().map(|&n| Interval::for_size(n)).collect();
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

/// `tensor.insert %v into %t[%i, ...]`: the element at the runtime index
/// reads the scalar; the destination is read at the same index (a sound
/// superset, the inserted element included).
fn tensor_insert<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let rank = out.len();
    if c.operands.len() != 2 + rank {
        return Err("index count does not match the rank".into());
    }
    let rts: Vec<_> = out.iter().map(|&n| Interval::for_size(n)).collect();
    let constraints = (0..rank).map(|i| (expr::sub(c.d(i), c.s(i)), Interval::new(0, 0))).collect();
    let rt_vars =
        (0..rank).map(|i| RtVar { rt: i, operand: 2 + i, index: c.map(&[], out, &[], &[], vec![]) }).collect();
    let mut entries = vec![
        Entry {
            result: 0,
            operand: 0,
            maps: Maps::Known(vec![OperandMap { map: c.map(&[], out, &[], &rts, constraints), rt_vars }]),
        },
        c.entry(0, 1, c.map(&(0..rank).map(|i| c.d(i)).collect::<Vec<_>>(), out, &[], &[], vec![])),
    ];
    for i in 0..rank {
        entries.push(c.entry(0, 2 + i, c.map(&[], out, &[], &[], vec![])));
    }
    Ok(entries)
}

fn tensor_concat<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let dimension = ir::integer(&c.op, "dim")? as usize;
    let mut entries = Vec::new();
    let mut offset = 0;
    for o in 0..c.operands.len() {
        let size = *c.operand(o)?.get(dimension).ok_or("concat dimension out of range")?;
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

/// `linalg.softmax dimension(k)`: an element reads the input along the
/// whole dimension `k` (max and sum reductions) at its other coordinates;
/// the `outs` tensor is only a destination.
fn linalg_softmax<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (input, out) = (c.operand(0)?, c.result(0)?);
    let dimension = ir::integer(&c.op, "dimension")? as usize;
    if input != out || dimension >= out.len() {
        return Err("input and result shapes differ or the dimension is out of range".into());
    }
    let mut results: Vec<_> = (0..out.len()).map(|i| c.d(i)).collect();
    results[dimension] = c.s(0);
    let mut entries = vec![c.entry(0, 0, c.map(&results, out, &[Interval::for_size(out[dimension])], &[], vec![]))];
    for o in 1..c.operands.len() {
        entries.push(Entry { result: 0, operand: o, maps: Maps::Known(Vec::new()) });
    }
    Ok(entries)
}

/// The static layout of a `linalg.pack`/`linalg.unpack`: for each dimension
/// of the unpacked tensor, the packed outer dimension holding it and, when
/// tiled, the packed inner dimension and the tile size.
struct PackLayout {
    outer: Vec<usize>,
    inner: Vec<Option<(usize, i64)>>,
}

fn pack_layout(c: &Ctx<'_, '_>, unpacked_rank: usize, packed_rank: usize) -> Result<PackLayout, String> {
    let positions = ir::i64_array(&c.op, "inner_dims_pos")?;
    let tiles = ir::i64_array(&c.op, "static_inner_tiles")?;
    if packed_rank != unpacked_rank + tiles.len() {
        return Err("packed rank is not the unpacked rank plus the tiles".into());
    }
    let identity: Vec<i64> = (0..unpacked_rank as i64).collect();
    let perm = ir::i64_array_or(&c.op, "outer_dims_perm", identity)?;
    if tiles.len() != positions.len() || tiles.iter().any(|&t| t <= 0) {
        return Err("dynamic or malformed inner tiles".into());
    }
    if perm.len() != unpacked_rank || positions.iter().any(|&p| p < 0 || p as usize >= unpacked_rank) {
        return Err("malformed outer_dims_perm or inner_dims_pos".into());
    }
    let mut outer = vec![usize::MAX; unpacked_rank];
    for (p, &k) in perm.iter().enumerate() {
        let k = usize::try_from(k).ok().filter(|&k| k < unpacked_rank).ok_or("malformed outer_dims_perm")?;
        outer[k] = p;
    }
    if outer.contains(&usize::MAX) {
        return Err("outer_dims_perm is not a permutation".into());
    }
    let mut inner = vec![None; unpacked_rank];
    for (j, (&k, &tile)) in positions.iter().zip(&tiles).enumerate() {
        inner[k as usize] = Some((unpacked_rank + j, tile));
    }
    Ok(PackLayout { outer, inner })
}

impl PackLayout {
    /// The packed index of unpacked element `d` (dimension variables over
    /// the unpacked tensor): `d floordiv tile` and `d mod tile` for tiled
    /// dimensions.
    fn packed_index<'c>(&self, c: &Ctx<'c, '_>, packed_rank: usize) -> Vec<AffineExpr<'c>> {
        let mut results = vec![c.c(0); packed_rank];
        for k in 0..self.outer.len() {
            match self.inner[k] {
                Some((j, tile)) => {
                    results[self.outer[k]] = expr::floordiv(c.d(k), tile);
                    results[j] = expr::modulo_expr(c.d(k), tile);
                }
                None => results[self.outer[k]] = c.d(k),
            }
        }
        results
    }

    /// The unpacked index of packed element `d` (dimension variables over
    /// the packed tensor): `outer * tile + inner`, constrained inside
    /// `unpacked` for tiled dimensions (the rest is padding).
    fn unpacked_index<'c>(
        &self,
        c: &Ctx<'c, '_>,
        unpacked: &[i64],
    ) -> (Vec<AffineExpr<'c>>, Vec<(AffineExpr<'c>, Interval)>) {
        let mut results = Vec::new();
        let mut constraints = Vec::new();
        for k in 0..unpacked.len() {
            let outer = c.d(self.outer[k]);
            match self.inner[k] {
                Some((j, tile)) => {
                    let e = expr::add(expr::scale(outer, tile), c.d(j));
                    constraints.push((e, Interval::for_size(unpacked[k])));
                    results.push(e);
                }
                None => results.push(outer),
            }
        }
        (results, constraints)
    }
}

/// `linalg.pack`: packed element `(outer..., inner...)` reads source
/// coordinate `outer_k * tile + inner_j` of each tiled dimension `k`
/// (`outer_k` otherwise) where that is inside the source; elements past
/// its end read the padding value. The destination is not read.
fn linalg_pack<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() > 3 {
        return Err("dynamic inner tiles".into());
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let (results, constraints) = pack_layout(c, source.len(), out.len())?.unpacked_index(c, source);
    let mut entries = vec![
        c.entry(0, 0, c.map(&results, out, &[], &[], constraints)),
        Entry { result: 0, operand: 1, maps: Maps::Known(Vec::new()) },
    ];
    if c.operands.len() == 3 {
        // Read by the padding elements: a sound superset over all of them.
        entries.push(c.entry(0, 2, c.map(&[], out, &[], &[], vec![])));
    }
    Ok(entries)
}

/// `linalg.unpack`: element `k...` reads the packed source at outer
/// `k floordiv tile` and inner `k mod tile` of each tiled dimension. The
/// destination is not read.
fn linalg_unpack<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 2 {
        return Err("dynamic inner tiles".into());
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let results = pack_layout(c, out.len(), source.len())?.packed_index(c, source.len());
    Ok(vec![
        c.entry(0, 0, c.map(&results, out, &[], &[], vec![])),
        Entry { result: 0, operand: 1, maps: Maps::Known(Vec::new()) },
    ])
}

/// Any linalg op, input to output: an operand element fixes the loops its
/// map names (`map_out ∘ inverse(map_i)`); output dimensions on other loops
/// (the broadcast ones) become range variables over the loop bounds.
/// Operand maps that are not projected permutations (a convolution's
/// `oh * stride + kh`) are `unknown` for that operand.
fn linalg_op_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let LinalgMaps { maps, n_inputs, bounds } = linalg_maps(c)?;
    let (n_operands, n_results) = (maps.len(), c.results.len());
    let loops_of = |o: usize| projected_loops(maps[o]).ok();
    let mut entries = Vec::new();
    for r in 0..n_results {
        let out_loops =
            loops_of(n_inputs + r).ok_or("an output indexing map is not a projected permutation or repeats a loop")?;
        for o in 0..n_operands {
            if !ir::region_argument_used(&c.op, o) {
                entries.push(Entry { result: r, operand: o, maps: Maps::Known(Vec::new()) });
                continue;
            }
            let Some(in_loops) = loops_of(o) else {
                let reason = "the operand's indexing map is not a projected permutation".to_owned();
                entries.push(Entry { result: r, operand: o, maps: Maps::Unknown(reason) });
                continue;
            };
            let shape = c.operand(o)?;
            let mut ranges = Vec::new();
            let mut results = Vec::new();
            for &l in &out_loops {
                match in_loops.iter().position(|&m| m == l) {
                    Some(k) => results.push(c.d(k)),
                    None => {
                        results.push(c.s(ranges.len()));
                        ranges.push(Interval::for_size(bounds[l].ok_or("a loop has no static bound")?));
                    }
                }
            }
            entries.push(c.entry(r, o, c.map(&results, shape, &ranges, &[], vec![])));
        }
    }
    Ok(entries)
}

/// `tensor.concat`, input to output: operand `o` shifts by the sizes
/// before it along the concatenated dimension.
fn tensor_concat_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let dimension = ir::integer(&c.op, "dim")? as usize;
    let mut entries = Vec::new();
    let mut offset = 0;
    for o in 0..c.operands.len() {
        let shape = c.operand(o)?;
        if dimension >= shape.len() {
            return Err("concat dimension out of range".into());
        }
        let mut results: Vec<_> = (0..shape.len()).map(|i| c.d(i)).collect();
        results[dimension] = expr::add(c.d(dimension), c.c(offset));
        entries.push(c.entry(0, o, c.map(&results, shape, &[], &[], vec![])));
        offset += shape[dimension];
    }
    Ok(entries)
}

/// Static `tensor.pad`, input to output: shifted by the low padding.
fn tensor_pad_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 1 {
        return Err("dynamic padding".into());
    }
    let source = c.operand(0)?;
    let low = ir::i64_array(&c.op, "static_low")?;
    if low.len() != source.len() {
        return Err("static_low does not match the rank".into());
    }
    let results: Vec<_> = (0..source.len()).map(|k| expr::add(c.d(k), c.c(low[k]))).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, source, &[], &[], vec![]))])
}

/// Static `tensor.extract_slice`, input to output: a source element inside
/// the slice (at the offset plus a multiple of the stride) is result element
/// `(d - offset) / stride`; dropped unit dimensions pin the source index.
fn extract_slice_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, source.len(), 1)?;
    if !slice.dynamic.is_empty() {
        return Err("dynamic offsets".into());
    }
    let (results, constraints) = slice.slice_index(c, source, out)?;
    Ok(vec![c.entry(0, 0, c.map(&results, source, &[], &[], constraints))])
}

/// Static `tensor.insert_slice`, input to output: source element `d` lands
/// at `d * stride + offset`; the destination at the same index (the sound
/// superset of the output-to-input rule, reversed).
fn insert_slice_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, out.len(), 2)?;
    if !slice.dynamic.is_empty() {
        return Err("dynamic offsets".into());
    }
    let results: Vec<_> = slice_dimensions(out, source, &slice.sizes)?
        .into_iter()
        .enumerate()
        .map(|(k, j)| match j {
            Some(j) => expr::add(expr::scale(c.d(j), slice.strides[k]), c.c(slice.offsets[k])),
            None => c.c(slice.offsets[k]),
        })
        .collect();
    Ok(vec![
        c.entry(0, 0, c.map(&results, source, &[], &[], vec![])),
        c.entry(0, 1, c.map(&(0..out.len()).map(|i| c.d(i)).collect::<Vec<_>>(), out, &[], &[], vec![])),
    ])
}

/// `linalg.pack`, input to output: source coordinate `k` of a tiled
/// dimension is outer `k floordiv tile`, inner `k mod tile`. The padding
/// value reaches every packed element (a sound superset: which ones are
/// padding is a disjunction over dimensions).
fn linalg_pack_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() > 3 {
        return Err("dynamic inner tiles".into());
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let results = pack_layout(c, source.len(), out.len())?.packed_index(c, out.len());
    let mut entries = vec![
        c.entry(0, 0, c.map(&results, source, &[], &[], vec![])),
        Entry { result: 0, operand: 1, maps: Maps::Known(Vec::new()) },
    ];
    if c.operands.len() == 3 {
        let all: Vec<_> = (0..out.len()).map(|j| c.s(j)).collect();
        let ranges: Vec<_> = out.iter().map(|&n| Interval::for_size(n)).collect();
        entries.push(c.entry(0, 2, c.map(&all, &[], &ranges, &[], vec![])));
    }
    Ok(entries)
}

/// `linalg.unpack`, input to output: packed element `(outer..., inner...)`
/// is element `outer * tile + inner` where that is inside the result (the
/// rest is padding the unpack drops).
fn linalg_unpack_inverse<'c>(c: &Ctx<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 2 {
        return Err("dynamic inner tiles".into());
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let (results, constraints) = pack_layout(c, out.len(), source.len())?.unpacked_index(c, out);
    Ok(vec![
        c.entry(0, 0, c.map(&results, source, &[], &[], constraints)),
        Entry { result: 0, operand: 1, maps: Maps::Known(Vec::new()) },
    ])
}
