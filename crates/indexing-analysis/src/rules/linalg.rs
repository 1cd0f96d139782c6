//! Indexing rules of linalg and tensor ops.
//!
//! Linalg ops carry their own affine indexing maps (loops -> operand
//! index); `linalg.generic` and every named op are read through the
//! `LinalgOp` interface, so no named op is re-derived by hand. Loops that
//! appear in an output's map are parallel (dimension variables of the
//! result); the others are reductions (range variables). An operand whose
//! region argument is never used is not read (e.g. the `outs` of
//! `linalg.fill` or of an elementwise op on `tensor.empty`).

use crate::UnknownReason;
use crate::ir;
use crate::rules::SizeSource;
use crate::rules::{MapParts, RuleContext, RuleResult, RuleRow, SIZE_DEPENDENT};
use crate::{Entry, Maps};
use indexing_map::Interval;
use indexing_map::expr::{self, ExprView};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeLike;
use melior::ir::{AffineExpr, OperationRef, ValueLike};

/// The linalg ops found by name; every other op with the `LinalgOp`
/// interface is the structured family (`is_structured`).
#[rustfmt::skip]
pub static LINALG_RULES: &[RuleRow] = &[
    RuleRow::new("linalg.pack", linalg_pack_output_to_input, Some(linalg_pack_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("linalg.softmax", linalg_softmax_output_to_input, Some(linalg_softmax_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("linalg.unpack", linalg_unpack_output_to_input, Some(linalg_unpack_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("linalg.winograd_filter_transform", winograd_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("linalg.winograd_input_transform", winograd_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("linalg.winograd_output_transform", winograd_output_to_input, None, SIZE_DEPENDENT),
];

/// `linalg.generic` and every named structured op: the ops of the
/// `LinalgOp` interface, whose indexing maps the interface provides.
pub(super) fn is_structured(op: &OperationRef, name: &str) -> bool {
    name.starts_with("linalg.") && ir::linalg_indexing_maps(op).is_some()
}

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

fn linalg_maps<'c>(c: &RuleContext<'c, '_>) -> Result<LinalgMaps<'c>, UnknownReason> {
    let maps = ir::linalg_indexing_maps(&c.op)
        .ok_or_else(|| UnknownReason::malformed("no indexing maps (not a linalg structured op)"))?;
    if maps.is_empty() || maps.len() != c.operands.len() || c.results.len() > maps.len() {
        return Err(UnknownReason::malformed("indexing maps do not match the operands"));
    }
    let mut bounds: Vec<Option<i64>> = vec![None; maps[0].dim_count()];
    for (o, map) in maps.iter().enumerate() {
        let shape = operand_shape(c, o, map)?;
        if map.result_count() != shape.len() || map.dim_count() != bounds.len() {
            return Err(UnknownReason::malformed(format!("indexing map {o} does not match its operand's rank")));
        }
        for k in 0..shape.len() {
            if let Ok(result) = map.result(k)
                && let ExprView::Dim(l) = expr::view(result)
            {
                bounds[l].get_or_insert(shape[k]);
            }
        }
    }
    Ok(LinalgMaps { n_inputs: maps.len() - c.results.len(), maps, bounds })
}

/// The shape of operand `o` of a structured op whose indexing map is
/// `map`: a vector the map indexes with no result is one element (the
/// value `linalg.fill` writes into a tensor of vectors), as a scalar is.
fn operand_shape<'x>(
    c: &'x RuleContext<'_, '_>,
    o: usize,
    map: &melior::ir::AffineMap,
) -> Result<&'x [i64], UnknownReason> {
    match c.operand(o) {
        Err(_) if map.result_count() == 0 && c.op.operand(o).is_ok_and(|v| v.r#type().is_vector()) => Ok(&[]),
        shape => shape,
    }
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

pub(super) fn linalg_structured_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let LinalgMaps { maps, n_inputs, bounds } = linalg_maps(c)?;
    let n_results = c.results.len();
    let n_loops = bounds.len();
    let mut entries = Vec::new();
    for r in 0..n_results {
        let out = c.result(r)?;
        let out_loops = projected_loops(maps[n_inputs + r]).map_err(|e| match e {
            // A repeated loop (a diagonal write) leaves the other output
            // elements holding the init's values: not one map per operand.
            NotProjected::RepeatsLoop => UnknownReason::unsupported(
                "an output indexing map repeats a loop (not every output element is written)",
            ),
            NotProjected::Compound => {
                UnknownReason::unsupported("an output indexing map is not a projected permutation")
            }
        })?;
        // Loop -> expression over the result index (d) or a range variable.
        let mut loops: Vec<Option<AffineExpr<'c>>> = vec![None; n_loops];
        for (k, &l) in out_loops.iter().enumerate() {
            loops[l] = Some(c.dim(k));
        }
        let mut ranges = Vec::new();
        for l in 0..n_loops {
            if loops[l].is_none() {
                let bound = bounds[l].ok_or_else(|| UnknownReason::dynamic("a reduction loop has no static bound"))?;
                loops[l] = Some(c.symbol(ranges.len()));
                ranges.push(Interval::for_size(bound));
            }
        }
        let loops: Vec<AffineExpr<'c>> = loops.into_iter().map(|l| l.unwrap()).collect();
        for (o, map) in maps.iter().enumerate() {
            if !ir::region_argument_used(&c.op, o) {
                entries.push(c.nothing(r, o));
                continue;
            }
            let shape = operand_shape(c, o, map)?;
            let mut results = Vec::new();
            let mut constraints = Vec::new();
            for k in 0..map.result_count() {
                let e =
                    expr::substitute(map.result(k).map_err(|e| UnknownReason::malformed(e.to_string()))?, &loops, &[]);
                if !e.is_dim() && !e.is_symbol() {
                    constraints.push((e, Interval::for_size(shape[k])));
                }
                results.push(e);
            }
            entries.push(c.entry(
                r,
                o,
                c.map_of(MapParts {
                    results: &results,
                    dims: out,
                    ranges: &ranges,
                    constraints,
                    ..MapParts::default()
                }),
            ));
        }
    }
    Ok(entries)
}

/// Any linalg op, input to output: an operand element fixes the loops its
/// map names (`map_out ∘ inverse(map_i)`); output dimensions on other loops
/// (the broadcast ones) become range variables over the loop bounds.
/// Operand maps that are not projected permutations (a convolution's
/// `oh * stride + kh`) are `unknown` for that operand.
pub(super) fn linalg_structured_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let LinalgMaps { maps, n_inputs, bounds } = linalg_maps(c)?;
    let (n_operands, n_results) = (maps.len(), c.results.len());
    let loops_of = |o: usize| projected_loops(maps[o]).ok();
    let mut entries = Vec::new();
    for r in 0..n_results {
        let out_loops = loops_of(n_inputs + r).ok_or_else(|| {
            UnknownReason::unsupported("an output indexing map is not a projected permutation or repeats a loop")
        })?;
        for o in 0..n_operands {
            if !ir::region_argument_used(&c.op, o) {
                entries.push(c.nothing(r, o));
                continue;
            }
            let Some(in_loops) = loops_of(o) else {
                let reason = UnknownReason::unsupported("the operand's indexing map is not a projected permutation");
                entries.push(Entry { result: r, operand: o, maps: Maps::Unknown(reason) });
                continue;
            };
            let shape = operand_shape(c, o, &maps[o])?;
            let mut ranges = Vec::new();
            let mut results = Vec::new();
            for &l in &out_loops {
                match in_loops.iter().position(|&m| m == l) {
                    Some(k) => results.push(c.dim(k)),
                    None => {
                        results.push(c.symbol(ranges.len()));
                        ranges.push(Interval::for_size(
                            bounds[l].ok_or_else(|| UnknownReason::dynamic("a loop has no static bound"))?,
                        ));
                    }
                }
            }
            entries.push(c.entry(r, o, c.map_ranged(&results, shape, &ranges)));
        }
    }
    Ok(entries)
}

/// `linalg.softmax dimension(k)`: an element reads the input along the
/// whole dimension `k` (max and sum reductions) at its other coordinates;
/// the `outs` tensor is only a destination.
pub(super) fn linalg_softmax_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (input, out) = (c.operand(0)?, c.result(0)?);
    let dimension = ir::integer(&c.op, "dimension")? as usize;
    if input != out || dimension >= out.len() {
        return Err(UnknownReason::malformed("input and result shapes differ or the dimension is out of range"));
    }
    let mut results: Vec<_> = (0..out.len()).map(|i| c.dim(i)).collect();
    results[dimension] = c.symbol(0);
    let mut entries = vec![c.entry(0, 0, c.map_ranged(&results, out, &[Interval::for_size(out[dimension])]))];
    for o in 1..c.operands.len() {
        entries.push(c.nothing(0, o));
    }
    Ok(entries)
}

/// Its own reverse: `(d)[s] -> d` with the softmax dimension replaced by `s`.
pub(super) fn linalg_softmax_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    linalg_softmax_output_to_input(c)
}

/// The static layout of a `linalg.pack`/`linalg.unpack`: for each dimension
/// of the unpacked tensor, the packed outer dimension holding it and, when
/// tiled, the packed inner dimension and the tile size.
struct PackLayout {
    outer: Vec<usize>,
    inner: Vec<Option<(usize, i64)>>,
}

fn pack_layout(c: &RuleContext<'_, '_>, unpacked_rank: usize, packed_rank: usize) -> Result<PackLayout, UnknownReason> {
    let positions = ir::i64_array(&c.op, "inner_dims_pos")?;
    let tiles = ir::i64_array(&c.op, "static_inner_tiles")?;
    if packed_rank != unpacked_rank + tiles.len() {
        return Err(UnknownReason::malformed("packed rank is not the unpacked rank plus the tiles"));
    }
    let identity: Vec<i64> = (0..unpacked_rank as i64).collect();
    let perm = ir::i64_array_or(&c.op, "outer_dims_perm", identity)?;
    if tiles.len() != positions.len() || tiles.iter().any(|&t| t <= 0) {
        return Err(UnknownReason::malformed("dynamic or malformed inner tiles"));
    }
    if perm.len() != unpacked_rank || positions.iter().any(|&p| p < 0 || p as usize >= unpacked_rank) {
        return Err(UnknownReason::malformed("malformed outer_dims_perm or inner_dims_pos"));
    }
    let mut outer = vec![usize::MAX; unpacked_rank];
    for (p, &k) in perm.iter().enumerate() {
        let k = usize::try_from(k)
            .ok()
            .filter(|&k| k < unpacked_rank)
            .ok_or_else(|| UnknownReason::malformed("malformed outer_dims_perm"))?;
        outer[k] = p;
    }
    if outer.contains(&usize::MAX) {
        return Err(UnknownReason::malformed("outer_dims_perm is not a permutation"));
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
    fn packed_index<'c>(&self, c: &RuleContext<'c, '_>, packed_rank: usize) -> Vec<AffineExpr<'c>> {
        let mut results = vec![c.constant(0); packed_rank];
        for k in 0..self.outer.len() {
            match self.inner[k] {
                Some((j, tile)) => {
                    results[self.outer[k]] = expr::floordiv(c.dim(k), tile);
                    results[j] = expr::modulo_expr(c.dim(k), tile);
                }
                None => results[self.outer[k]] = c.dim(k),
            }
        }
        results
    }

    /// The unpacked index of packed element `d` (dimension variables over
    /// the packed tensor): `outer * tile + inner`, constrained inside
    /// `unpacked` for tiled dimensions (the rest is padding).
    fn unpacked_index<'c>(
        &self,
        c: &RuleContext<'c, '_>,
        unpacked: &[i64],
    ) -> (Vec<AffineExpr<'c>>, Vec<(AffineExpr<'c>, Interval)>) {
        let mut results = Vec::new();
        let mut constraints = Vec::new();
        for k in 0..unpacked.len() {
            let outer = c.dim(self.outer[k]);
            match self.inner[k] {
                Some((j, tile)) => {
                    let e = expr::add(expr::scale(outer, tile), c.dim(j));
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
pub(super) fn linalg_pack_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() > 3 {
        return Err(UnknownReason::dynamic("dynamic inner tiles"));
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let (results, constraints) = pack_layout(c, source.len(), out.len())?.unpacked_index(c, source);
    let mut entries = vec![c.entry(0, 0, c.map_constrained(&results, out, constraints)), c.nothing(0, 1)];
    if c.operands.len() == 3 {
        // Read by the padding elements: a sound superset over all of them.
        entries.push(c.entry(0, 2, c.reads_whole(out, &[])));
    }
    Ok(entries)
}

/// `linalg.pack`, input to output: source coordinate `k` of a tiled
/// dimension is outer `k floordiv tile`, inner `k mod tile`. The padding
/// value reaches every packed element (a sound superset: which ones are
/// padding is a disjunction over dimensions).
pub(super) fn linalg_pack_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() > 3 {
        return Err(UnknownReason::dynamic("dynamic inner tiles"));
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let results = pack_layout(c, source.len(), out.len())?.packed_index(c, out.len());
    let mut entries = vec![c.entry(0, 0, c.map(&results, source)), c.nothing(0, 1)];
    if c.operands.len() == 3 {
        let all: Vec<_> = (0..out.len()).map(|j| c.symbol(j)).collect();
        let ranges: Vec<_> = out.iter().map(|&n| Interval::for_size(n)).collect();
        entries.push(c.entry(0, 2, c.map_ranged(&all, &[], &ranges)));
    }
    Ok(entries)
}

/// `linalg.unpack`: element `k...` reads the packed source at outer
/// `k floordiv tile` and inner `k mod tile` of each tiled dimension. The
/// destination is not read.
pub(super) fn linalg_unpack_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 2 {
        return Err(UnknownReason::dynamic("dynamic inner tiles"));
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let results = pack_layout(c, out.len(), source.len())?.packed_index(c, source.len());
    Ok(vec![c.entry(0, 0, c.map(&results, out)), c.nothing(0, 1)])
}

/// `linalg.unpack`, input to output: packed element `(outer..., inner...)`
/// is element `outer * tile + inner` where that is inside the result (the
/// rest is padding the unpack drops).
pub(super) fn linalg_unpack_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 2 {
        return Err(UnknownReason::dynamic("dynamic inner tiles"));
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let (results, constraints) = pack_layout(c, out.len(), source.len())?.unpacked_index(c, out);
    Ok(vec![c.entry(0, 0, c.map_constrained(&results, source, constraints)), c.nothing(0, 1)])
}

/// The Winograd transforms (`linalg.winograd_*_transform`, `G g G^T`,
/// `B^T d B`, `A^T y A`), by the dimensions they keep: an element reads,
/// for its own filter pair / image batch and channel, the whole filter
/// window / image plane / transformed tile set (range variables) — a sound
/// superset, marked (the transform matrices have zero entries, and a tile
/// reads only its window of the image), as is the destination read at the
/// same index (whether it is accumulated into is not modelled). Shapes:
/// filter `[F, KH, KW, C]` -> `[aH, aW, C, F]`; input `[N, H, W, C]` ->
/// `[aH, aW, tH, tW, N, C]`; value `[aH, aW, tH, tW, N, F]` -> output
/// `[N, H, W, F]`.
pub(super) fn winograd_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (input, out) = (c.operand(0)?, c.result(0)?);
    let name = ir::op_name(&c.op).to_owned();
    // Each operand dimension: `Some(k)` kept as result dimension `k`, `None`
    // read whole.
    let kept: &[Option<usize>] = match (name.as_str(), input.len(), out.len()) {
        ("linalg.winograd_filter_transform", 4, 4) => &[Some(3), None, None, Some(2)],
        ("linalg.winograd_input_transform", 4, 6) => &[Some(4), None, None, Some(5)],
        ("linalg.winograd_output_transform", 6, 4) => &[None, None, None, None, Some(0), Some(3)],
        _ => return Err(UnknownReason::malformed(format!("{name}: operand or result of the wrong rank"))),
    };
    let mut ranges = Vec::new();
    let mut results = Vec::new();
    for (k, keep) in kept.iter().enumerate() {
        match keep {
            Some(d) => results.push(c.dim(*d)),
            None => {
                results.push(c.symbol(ranges.len()));
                ranges.push(Interval::for_size(input[k]));
            }
        }
    }
    let why: std::rc::Rc<str> = format!(
        "{name}: each element reads its whole window, plane or tile set (the transform matrices' zeros and the \
         tiles' windows are not modelled), and its destination"
    )
    .into();
    let superset = |map| Maps::Known(vec![crate::OperandMap { map, rt_vars: Vec::new(), superset: Some(why.clone()) }]);
    let mut entries = vec![Entry { result: 0, operand: 0, maps: superset(c.map_ranged(&results, out, &ranges)) }];
    if c.operands.len() == 2 {
        entries.push(Entry { result: 0, operand: 1, maps: superset(c.identity(out)) });
    }
    Ok(entries)
}

/// A structured op's result `r` has the sizes of its init operand `r`.
pub(super) fn linalg_structured_result_sizes(op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    Some(SizeSource::OperandDim(op.operand_count().checked_sub(op.result_count())? + r, i))
}
