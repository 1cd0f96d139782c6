//! Shape-only helpers shared by the StableHLO, linalg and tensor rules:
//! variable lists, index checks, row-major relinearization, concatenation,
//! padding and scalar index operands. They know shapes and maps, not ops:
//! a rule reads its op's attributes and calls them.

use crate::ir;
use crate::rules::{MapParts, RuleContext, RuleResult};
use crate::{Direction, Entry, Maps, OperandMap, RtVar, UnknownReason};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, scale, sub};
use melior::ir::AffineExpr;
use melior::ir::operation::OperationLike;

/// `d0, ..., d(n-1)`.
pub fn dims<'c>(c: &RuleContext<'c, '_>, n: usize) -> Vec<AffineExpr<'c>> {
    (0..n).map(|i| c.dim(i)).collect()
}

/// `s0, ..., s(n-1)`.
pub fn syms<'c>(c: &RuleContext<'c, '_>, n: usize) -> Vec<AffineExpr<'c>> {
    (0..n).map(|j| c.symbol(j)).collect()
}

/// `[0, n - 1]` for each size `n` of `shape`.
pub fn sizes(shape: &[i64]) -> Vec<Interval> {
    shape.iter().map(|&n| Interval::for_size(n)).collect()
}

/// Attribute values as indices below `bound` (`what` names them in the
/// reason when one is negative or too large).
pub fn to_usize(values: &[i64], bound: usize, what: &str) -> Result<Vec<usize>, UnknownReason> {
    values
        .iter()
        .map(|&v| {
            usize::try_from(v)
                .ok()
                .filter(|&u| u < bound)
                .ok_or_else(|| UnknownReason::malformed(format!("{what} value {v} out of range")))
        })
        .collect()
}

/// Row-major order: minor-to-major is the reversed dimension list.
pub fn row_major(rank: usize) -> Vec<usize> {
    (0..rank).rev().collect()
}

/// Linearizes an index of `from` in the physical order `from_layout`
/// (minor-to-major dimension list) and delinearizes the position into
/// `to` in the order `to_layout`.
pub fn relinearize_with_layouts<'c>(
    c: &RuleContext<'c, '_>,
    from: &[i64],
    from_layout: &[usize],
    to: &[i64],
    to_layout: &[usize],
) -> Vec<AffineExpr<'c>> {
    let mut linear = c.constant(0);
    let mut stride = 1;
    for &dim in from_layout {
        linear = add(linear, scale(c.dim(dim), stride));
        stride *= from[dim];
    }
    let mut results = vec![c.constant(0); to.len()];
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
pub fn relinearize<'c>(c: &RuleContext<'c, '_>, from: &[i64], to: &[i64]) -> Vec<AffineExpr<'c>> {
    relinearize_with_layouts(c, from, &row_major(from.len()), to, &row_major(to.len()))
}

/// For each dimension of the full tensor (`full`), the dimension of the
/// slice tensor (`small`) it corresponds to, or `None` for a unit dimension
/// the rank-reducing slice drops.
pub fn slice_dimensions(full: &[i64], small: &[i64], sizes: &[i64]) -> Result<Vec<Option<usize>>, UnknownReason> {
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
        return Err(UnknownReason::malformed("cannot match the slice dimensions to the tensor"));
    }
    Ok(positions)
}

/// The entry of a row-major reshape of operand 0 into result 0 in
/// `direction` (StableHLO `reshape`, tensor `expand_shape`/`collapse_shape`/
/// `reshape`): linearize the index on one side, delinearize on the other.
pub fn reshape_entry<'c>(c: &RuleContext<'c, '_>, direction: Direction) -> Result<Entry<'c>, UnknownReason> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand.iter().product::<i64>() != out.iter().product::<i64>() {
        return Err(UnknownReason::malformed("reshape changes the number of elements"));
    }
    let (from, to) = match direction {
        Direction::OutputToInput => (out, operand),
        Direction::InputToOutput => (operand, out),
    };
    Ok(c.entry(0, 0, c.map(&relinearize(c, from, to), from)))
}

/// Concatenation along `dimension`, output to input: operand `o` (of
/// `sizes[o]` elements along it) is read where the result index falls in
/// its block, shifted back by the sizes before it.
pub fn concat_output_to_input<'c>(
    c: &RuleContext<'c, '_>,
    out: &[i64],
    dimension: usize,
    sizes: &[i64],
) -> Vec<Entry<'c>> {
    let mut entries = Vec::new();
    let mut offset = 0;
    for (o, &size) in sizes.iter().enumerate() {
        let mut results = dims(c, out.len());
        results[dimension] = sub(c.dim(dimension), c.constant(offset));
        let constraint = (c.dim(dimension), Interval::new(offset, offset + size - 1));
        entries.push(c.entry(0, o, c.map_constrained(&results, out, vec![constraint])));
        offset += size;
    }
    entries
}

/// Concatenation along `dimension`, input to output: operand `o` (shape
/// `shapes[o]`) lands shifted by the sizes of the operands before it.
pub fn concat_input_to_output<'c>(c: &RuleContext<'c, '_>, dimension: usize, shapes: &[&[i64]]) -> Vec<Entry<'c>> {
    let mut entries = Vec::new();
    let mut offset = 0;
    for (o, shape) in shapes.iter().enumerate() {
        let mut results = dims(c, shape.len());
        results[dimension] = add(c.dim(dimension), c.constant(offset));
        entries.push(c.entry(0, o, c.map(&results, shape)));
        offset += shape[dimension];
    }
    entries
}

/// Padding, output to input: result index `d` reads the operand at
/// `(d - low) / (interior + 1)` where that lands on an operand element
/// (StableHLO `pad`; `tensor.pad` with `interior` all 0).
pub fn padded_source_index<'c>(
    c: &RuleContext<'c, '_>,
    operand: &[i64],
    low: &[i64],
    interior: &[i64],
) -> (Vec<AffineExpr<'c>>, Vec<(AffineExpr<'c>, Interval)>) {
    let mut results = Vec::new();
    let mut constraints = Vec::new();
    for i in 0..operand.len() {
        let step = interior[i] + 1;
        let shifted = sub(c.dim(i), c.constant(low[i]));
        results.push(floordiv(shifted, step));
        constraints.push((shifted, Interval::new(0, (operand[i] - 1) * step)));
        if step > 1 {
            constraints.push((modulo_expr(shifted, step), Interval::point(0)));
        }
    }
    (results, constraints)
}

/// The positions of a padded result (shape `out`, indexed by `index`)
/// that hold the padding value, as disjoint regions, each a list of
/// constraints: per dimension `i`, below the first element, past the
/// last, and between elements (interior padding), every earlier dimension
/// at an element's position. An empty operand dimension makes every
/// position padding (one region without constraints); no padding, no
/// region.
pub fn padding_regions<'c>(
    ctx: indexing_map::Ctx<'c>,
    index: &[AffineExpr<'c>],
    operand: &[i64],
    out: &[i64],
    low: &[i64],
    interior: &[i64],
) -> Vec<Vec<(AffineExpr<'c>, Interval)>> {
    if operand.contains(&0) {
        return vec![Vec::new()];
    }
    let mut regions = Vec::new();
    // Constraints putting the dimensions so far at an element's position.
    let mut on_elements = Vec::new();
    for i in 0..out.len() {
        let step = interior[i] + 1;
        let (first, last) = (low[i], low[i] + (operand[i] - 1) * step);
        let shifted = sub(index[i], ctx.constant(first));
        let mut region = |lo: i64, hi: i64, extra: Vec<(AffineExpr<'c>, Interval)>| {
            if lo.max(0) <= hi.min(out[i] - 1) {
                let mut constraints = on_elements.clone();
                constraints.push((index[i], Interval::new(lo.max(0), hi.min(out[i] - 1))));
                constraints.extend(extra);
                regions.push(constraints);
            }
        };
        region(0, first.saturating_sub(1), Vec::new());
        region(last.saturating_add(1), out[i] - 1, Vec::new());
        if step > 1 {
            region(first, last, vec![(modulo_expr(shifted, step), Interval::new(1, step - 1))]);
        }
        on_elements.push((shifted, Interval::new(0, last - first)));
        if step > 1 {
            on_elements.push((modulo_expr(shifted, step), Interval::point(0)));
        }
    }
    regions
}

/// Provenance of `count` runtime variables fed by the scalar operands
/// `first..first + count` (runtime variable `i` is operand `first + i`,
/// read whole at every index of `domain`).
pub fn scalar_operand_rt_vars<'c>(
    c: &RuleContext<'c, '_>,
    domain: &[i64],
    first: usize,
    count: usize,
) -> Vec<RtVar<'c>> {
    (0..count)
        .map(|i| RtVar { rt: i, operand: first + i, index: c.reads_whole(domain, &[]), size: None, clamped: true })
        .collect()
}

/// The entries of the scalar operands `first..first + count` (start
/// indices, offsets): each is read whole by every element of result 0.
pub fn scalar_operand_entries<'c>(
    c: &RuleContext<'c, '_>,
    domain: &[i64],
    first: usize,
    count: usize,
) -> Vec<Entry<'c>> {
    (0..count).map(|i| c.entry(0, first + i, c.reads_whole(domain, &[]))).collect()
}

/// Result 0 reads operand 0 at `results`, whose runtime variables (bounds
/// `rts`) are the `count` scalar operands from `first` on: that entry with
/// their provenance, then the scalar operands' own entries (a dynamic
/// slice's start indices, a `tensor.extract`'s indices).
pub fn runtime_indexed_read<'c>(
    c: &RuleContext<'c, '_>,
    out: &[i64],
    results: &[AffineExpr<'c>],
    rts: &[Interval],
    first: usize,
    count: usize,
) -> Vec<Entry<'c>> {
    let map = c.map_of(MapParts { results, dims: out, rts, ..MapParts::default() });
    let mut entries = vec![c.entry_with_rt_vars(0, 0, map, scalar_operand_rt_vars(c, out, first, count))];
    entries.extend(scalar_operand_entries(c, out, first, count));
    entries
}

/// Result `i` reads operand `i` element-wise and nothing of the others.
pub fn pairwise<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    pairwise_with(c, |r, o, shape, out| {
        if shape != out {
            return Err(UnknownReason::malformed(format!("result {r} and operand {o} differ in shape")));
        }
        Ok(OperandMap::new(c.identity(out)))
    })
}

/// Result `i` reads operand `i` through `map` (result, operand, operand
/// shape, result shape) and nothing of the other operands.
pub fn pairwise_with<'c>(
    c: &RuleContext<'c, '_>,
    map: impl Fn(usize, usize, &[i64], &[i64]) -> Result<OperandMap<'c>, UnknownReason>,
) -> RuleResult<'c> {
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            let maps = if o == r { vec![map(r, o, c.operand(o)?, out)?] } else { Vec::new() };
            entries.push(Entry { result: r, operand: o, maps: Maps::Known(maps) });
        }
    }
    Ok(entries)
}

/// The dimension-numbers attribute `name` of the op, read by `parse` (a
/// `from_attribute` of `index_opt_native::stablehlo`); the errors say
/// whether it is missing or not a `#<kind>` (`kind` is the attribute's full name, `stablehlo.dot`).
pub fn dimension_numbers<T>(
    c: &RuleContext<'_, '_>,
    name: &str,
    kind: &str,
    parse: impl FnOnce(melior::ir::Attribute<'_>) -> Option<T>,
) -> Result<T, UnknownReason> {
    let attribute = c.op.attribute(name).map_err(|_| UnknownReason::malformed(format!("missing {name}")))?;
    parse(attribute).ok_or_else(|| UnknownReason::malformed(format!("{name} is not #{kind}")))
}

/// A box of a shape: inclusive bounds per dimension.
pub type IndexBox = Vec<(i64, i64)>;

/// The boxes of `shape` outside every box of `boxes`, disjoint; `None`
/// when they would be more than `limit`.
pub fn box_complement(shape: &[i64], boxes: &[IndexBox], limit: usize) -> Option<Vec<IndexBox>> {
    if shape.contains(&0) {
        return Some(Vec::new());
    }
    let mut pieces: Vec<IndexBox> = vec![shape.iter().map(|&n| (0, n - 1)).collect()];
    for cut in boxes {
        let mut next = Vec::new();
        for piece in pieces {
            if piece.iter().zip(cut).any(|(p, b)| b.1 < p.0 || b.0 > p.1) {
                next.push(piece);
                continue;
            }
            // Peel off what lies below and above the cut, dimension by
            // dimension; what is left is inside it.
            let mut rest = piece;
            for (k, b) in cut.iter().enumerate() {
                if rest[k].0 < b.0 {
                    let mut below = rest.clone();
                    below[k].1 = b.0 - 1;
                    next.push(below);
                    rest[k].0 = b.0;
                }
                if rest[k].1 > b.1 {
                    let mut above = rest.clone();
                    above[k].0 = b.1 + 1;
                    next.push(above);
                    rest[k].1 = b.1;
                }
            }
        }
        if next.len() > limit {
            return None;
        }
        pieces = next;
    }
    Some(pieces)
}

/// The identity over `shape` restricted to `within` (constraints on the
/// dimensions it narrows).
pub fn identity_within<'c>(c: &RuleContext<'c, '_>, shape: &[i64], within: &IndexBox) -> OperandMap<'c> {
    let constraints = (0..shape.len())
        .filter(|&k| within[k] != (0, shape[k] - 1))
        .map(|k| (c.dim(k), Interval::new(within[k].0, within[k].1)))
        .collect();
    OperandMap::new(c.map_constrained(&dims(c, shape.len()), shape, constraints))
}

/// The maps of a padding value of shape `value` (every element of it read
/// at each padding region of a padded result: disjoint maps,
/// [`padding_regions`]). Output to input, from the result's indices;
/// input to output (`forward`), from the value's to the padding
/// positions.
pub fn padding_value_maps<'c>(
    ctx: indexing_map::Ctx<'c>,
    value: &[i64],
    operand: &[i64],
    out: &[i64],
    low: &[i64],
    interior: &[i64],
    forward: bool,
) -> Vec<OperandMap<'c>> {
    let variables = |shape: &[i64]| shape.iter().map(|&n| indexing_map::Variable::for_size(n)).collect::<Vec<_>>();
    let symbols = |n: usize| (0..n).map(|j| ctx.symbol(j)).collect::<Vec<_>>();
    let (domain, whole) = if forward { (value, out) } else { (out, value) };
    let index: Vec<AffineExpr<'c>> =
        if forward { symbols(out.len()) } else { (0..out.len()).map(|i| ctx.dim(i)).collect() };
    padding_regions(ctx, &index, operand, out, low, interior)
        .into_iter()
        .map(|constraints| {
            OperandMap::new(indexing_map::IndexingMap::new(
                ctx,
                &symbols(whole.len()),
                variables(domain),
                variables(whole),
                Vec::new(),
                constraints,
            ))
        })
        .collect()
}

/// What a static `tensor.pad`'s region reads of a value it captures (the
/// padding value, or what computes it): the region runs only at padding
/// positions, so every element of the value at each padding region of the
/// result ([`padding_value_maps`], both directions: `forward` is input to
/// output). `None` for any other op, or a pad with dynamic padding or
/// shapes.
pub fn pad_region_reads<'c>(
    op: &melior::ir::OperationRef<'c, '_>,
    value: &[i64],
    forward: bool,
) -> Option<Vec<OperandMap<'c>>> {
    if ir::op_name(op) != "tensor.pad" || op.operand_count() != 1 {
        return None;
    }
    use melior::ir::ValueLike;
    let source = crate::ir::static_shape(op.operand(0).ok()?.r#type()).ok()?;
    let out = crate::ir::static_shape(op.result(0).ok()?.r#type()).ok()?;
    let low = crate::ir::i64_array(op, "static_low").ok()?;
    if low.len() != source.len() || out.len() != source.len() {
        return None;
    }
    let ctx = indexing_map::Ctx::from(op.context());
    Some(padding_value_maps(ctx, value, &source, &out, &low, &vec![0; low.len()], forward))
}
