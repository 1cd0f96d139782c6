//! Maps that cover a whole value, and deduplication: recognizing that a map
//! relates each index of its domain to every element of a value
//! (`covers_all`), the canonical form of such maps, subsumption, and
//! comparing maps as relations where that is cheap; the maps of one value
//! ([`Slot`]) and how many a value may have.

use crate::{Maps, OperandMap, RtVar, UnknownReason};
use std::rc::Rc;

/// The maps of one value, or why they are unknown.
pub(super) type Slot<'c> = Result<Vec<OperandMap<'c>>, UnknownReason>;

/// More distinct maps than this for one value make it `unknown` (the set
/// stays small in practice; this bounds the work on pathological inputs).
pub const MAX_MAPS_PER_VALUE: usize = 32;

/// An entry's maps as a slot.
pub(super) fn maps_slot(maps: Maps<'_>) -> Slot<'_> {
    match maps {
        Maps::Known(list) => Ok(list),
        Maps::Unknown(reason) => Err(reason),
    }
}

/// The dimensionless map to every element of a `shape`-shaped value, in the
/// form `covers_all` recognizes: `()[s...] -> (...)` with a range variable
/// per dimension of size above 1 and `0` for the others.
pub(super) fn full_coverage<'c>(ctx: indexing_map::Ctx<'c>, shape: &[i64]) -> OperandMap<'c> {
    let mut results = Vec::new();
    let mut range_vars = Vec::new();
    for &n in shape {
        if n == 1 {
            results.push(ctx.constant(0));
        } else {
            results.push(ctx.symbol(range_vars.len()));
            range_vars.push(indexing_map::Variable::for_size(n));
        }
    }
    OperandMap::new(indexing_map::IndexingMap::new(ctx, &results, Vec::new(), range_vars, Vec::new(), Vec::new()))
}

/// Whether `m` relates every point of its domain to every element of a
/// `shape`-shaped value: no constraints or runtime variables, and each
/// result enumerates its whole dimension from range variables no other
/// result uses — a range variable over it, `0` for a dimension of size 1,
/// or a mixed-radix sum like `s0 + (s1 floordiv 16) * 16` with `s0` in
/// `[0, 15]` (see [`covered_extent`]). Such a map holds every other map of
/// the same domain.
pub(super) fn covers_all(m: &OperandMap, shape: &[i64]) -> bool {
    let map = &m.map;
    if !m.rt_vars.is_empty()
        || !map.rt_vars().is_empty()
        || !map.constraints().is_empty()
        || map.state() != indexing_map::MapState::Defined
        || map.result_count() != shape.len()
    {
        return false;
    }
    let range_vars = map.range_vars();
    // Each dimension of more than one element needs a range variable.
    if range_vars.len() < shape.iter().filter(|&&n| n > 1).count() {
        return false;
    }
    let mut used = vec![false; range_vars.len()];
    let affine = map.affine_map();
    shape
        .iter()
        .enumerate()
        .all(|(k, &n)| affine.result(k).ok().and_then(|e| covered_extent(e, range_vars, &mut used)) == Some(n))
}

/// The dimension variables of each map of `list` that relates every index
/// of its domain to all of a `shape`-shaped value (where a walk stops).
/// A map marked superset (a widened loop) is not one: what the whole value
/// reads or reaches is exact, and the mark must reach every map composed
/// from it, so such a map composes on like any other.
pub(super) fn whole_value_dims(list: &[OperandMap<'_>], shape: &[i64]) -> Vec<Vec<indexing_map::Variable>> {
    list.iter().filter(|m| m.superset.is_none() && covers_all(m, shape)).map(|m| m.map.dims().to_vec()).collect()
}

/// Whether a walk's frontier (unions of totals by dimension variables)
/// already holds what the maps `list` reaching a value would add below it:
/// each map lies inside some frontier dimensions whose union holds the
/// value's `total` (each index of such a map reads, or reaches, at most all
/// of the value).
pub(super) fn frontier_holds<'c>(
    frontier: &[(Vec<indexing_map::Variable>, super::totals::Totals<'c>)],
    list: &[OperandMap<'c>],
    total: &super::totals::Totals<'c>,
) -> bool {
    list.iter().all(|m| frontier.iter().any(|(dims, union)| dims_within(m.map.dims(), dims) && total.within(union)))
}

/// When `e` takes every value of `[0, n - 1]` and nothing else as the range
/// variables it uses (none of them in `used`, all marked used here) run over
/// their bounds: `Some(n)`. `e` must be a sum of terms `c * atom`, each atom
/// a range variable `s` over `[0, u]` (`u + 1` values), `s floordiv k`
/// (`u floordiv k + 1` values) or `s mod k` (`min(k, u + 1)` values), whose
/// coefficients form a mixed radix: sorted, the first is 1 and each next one
/// is the previous times its atom's count. Such a sum is a bijection from
/// the atoms' values onto `[0, product - 1]`.
pub(super) fn covered_extent(
    e: melior::ir::AffineExpr<'_>,
    range_vars: &[indexing_map::Variable],
    used: &mut [bool],
) -> Option<i64> {
    use indexing_map::expr::{ExprView, view};
    let mut terms: Vec<(i64, i64)> = Vec::new();
    let mut stack = vec![(e, 1i64)];
    while let Some((e, coefficient)) = stack.pop() {
        let (atom, coefficient) = match view(e) {
            ExprView::Add(l, r) => {
                stack.push((l, coefficient));
                stack.push((r, coefficient));
                continue;
            }
            ExprView::Constant(0) => continue,
            ExprView::Mul(l, r) => match view(r) {
                ExprView::Constant(c) if c > 0 => (l, coefficient.checked_mul(c)?),
                _ => return None,
            },
            _ => (e, coefficient),
        };
        let symbol_count = |j: usize, used: &mut [bool]| -> Option<i64> {
            let bounds = range_vars.get(j)?.bounds;
            if used[j] || bounds.lower != 0 || bounds.upper < 0 {
                return None;
            }
            used[j] = true;
            Some(bounds.upper)
        };
        let count = match view(atom) {
            ExprView::Symbol(j) => symbol_count(j, used)?.checked_add(1)?,
            ExprView::FloorDiv(l, r) => match (view(l), view(r)) {
                (ExprView::Symbol(j), ExprView::Constant(k)) if k > 0 => (symbol_count(j, used)? / k).checked_add(1)?,
                _ => return None,
            },
            ExprView::Mod(l, r) => match (view(l), view(r)) {
                (ExprView::Symbol(j), ExprView::Constant(k)) if k > 0 => symbol_count(j, used)?.checked_add(1)?.min(k),
                _ => return None,
            },
            _ => return None,
        };
        terms.push((coefficient, count));
    }
    terms.sort_unstable();
    let mut extent = 1i64;
    for (coefficient, count) in terms {
        if coefficient != extent {
            return None;
        }
        extent = extent.checked_mul(count)?;
    }
    Some(extent)
}

/// Each map of `list` that covers all of the value takes its plainest form
/// (`full_coverage` with its dimension variables) and the maps whose domain
/// box lies inside its own go: it holds them (everything, over a larger
/// domain).
pub(super) fn subsume(list: &mut Vec<OperandMap<'_>>, shape: Option<&[i64]>) {
    let Some(shape) = shape else { return };
    let whole: Vec<(Vec<indexing_map::Variable>, _)> =
        list.iter().filter(|m| covers_all(m, shape)).map(|m| (m.map.dims().to_vec(), m.superset.clone())).collect();
    let Some(first) = list.first() else { return };
    if whole.is_empty() {
        return;
    }
    let ctx = first.map.context();
    list.retain(|m| !whole.iter().any(|(dims, _)| dims_within(m.map.dims(), dims)));
    for (dims, superset) in whole {
        let full = full_coverage(ctx, shape);
        add(list, OperandMap { superset, ..OperandMap::new(full.map.with_dims(dims).unwrap_or(full.map)) });
    }
}

/// Dimension points times value elements up to which [`merge_into_whole`]
/// and [`merge_into_boxes`] check, by enumeration, what maps reach.
const MERGE_CHECK_LIMIT: u64 = 1 << 16;

/// The maps of `list` a merge counts (exact, without runtime variables,
/// into a `shape`-shaped value, of one arity, each box at most
/// [`RELATION_DEDUP_LIMIT`] points), the hull of their domain boxes, and
/// the union of their relations; `None` when there are none, the hull times
/// the value is above [`MERGE_CHECK_LIMIT`], or a map reaches outside the
/// value.
#[allow(clippy::type_complexity)]
fn counted_union<'c>(
    list: &[OperandMap<'c>],
    shape: &[i64],
) -> Option<(Vec<usize>, Vec<indexing_map::Variable>, std::collections::BTreeSet<(Vec<i64>, Vec<i64>)>)> {
    let counted = |m: &OperandMap<'_>| {
        m.superset.is_none()
            && m.rt_vars.is_empty()
            && m.map.rt_vars().is_empty()
            && m.map.state() == indexing_map::MapState::Defined
            && m.map.result_count() == shape.len()
            && m.map.box_size() <= RELATION_DEDUP_LIMIT
    };
    let first = list.iter().find(|m| counted(m))?;
    let arity = first.map.dims().len();
    let chosen: Vec<usize> =
        (0..list.len()).filter(|&k| counted(&list[k]) && list[k].map.dims().len() == arity).collect();
    let mut hull: Vec<indexing_map::Variable> = first.map.dims().to_vec();
    for &k in &chosen {
        for (h, v) in hull.iter_mut().zip(list[k].map.dims()) {
            h.bounds.lower = h.bounds.lower.min(v.bounds.lower);
            h.bounds.upper = h.bounds.upper.max(v.bounds.upper);
        }
    }
    if shape.iter().any(|&n| n < 1) {
        return None;
    }
    let elements = shape.iter().fold(1u64, |acc, &n| acc.saturating_mul(n as u64));
    if hull.iter().fold(elements, |acc, v| acc.saturating_mul(v.bounds.size())) > MERGE_CHECK_LIMIT {
        return None;
    }
    let mut union = std::collections::BTreeSet::new();
    for &k in &chosen {
        for (d, x) in list[k].map.relation(RELATION_DEDUP_LIMIT)? {
            // An element outside the value: not a relation to trust.
            if !x.iter().zip(shape).all(|(&i, &n)| (0..n).contains(&i)) {
                return None;
            }
            union.insert((d, x));
        }
    }
    Some((chosen, hull, union))
}

/// Every point of the box `hull`, in order.
fn box_points(hull: &[indexing_map::Variable]) -> Vec<Vec<i64>> {
    let mut points = vec![Vec::new()];
    for v in hull {
        points = points
            .into_iter()
            .flat_map(|p| {
                (v.bounds.lower..=v.bounds.upper).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    points
}

/// Merges maps that together relate every index of their domains' hull to
/// every element of the value into the one map that says so, when `list`
/// holds more than [`MAX_MAPS_PER_VALUE`] maps (a value read through many
/// slices that tile it, e.g. the four gates of an LSTM cut from one
/// weight, reads the whole weight from every index).
///
/// Law: for maps `m_1..m_k` (exact, without runtime variables) whose domain
/// boxes have the hull `H`, if `∪ rel(m_i) = H × value`, then the union of
/// `list` is `full(H) ∪ {m ∈ list : box(m) ⊄ H}`: every map whose box lies
/// in `H` relates a subset of `H × value` (whatever its exactness or
/// runtime variables).
///
/// Example: `(d0)[s0] -> (s0 + 4k)` over `d0 in [4j, 4j + 3]`, `s0 in [0,
/// 3]` for `j, k` in `[0, 3]` (16 maps) become `(d0)[s0] -> (s0)`, `d0 in
/// [0, 15]`, `s0 in [0, 15]`.
///
/// Side condition: the coverage is checked point by point ([`counted_union`]:
/// `|H| × |value|` at most [`MERGE_CHECK_LIMIT`], each map's box at most
/// [`RELATION_DEDUP_LIMIT`]; a larger map is not counted, only subsumed);
/// a map marked superset is not counted either (what it adds may not be
/// read), so the merged map is exact.
pub(super) fn merge_into_whole(list: &mut Vec<OperandMap<'_>>, shape: Option<&[i64]>) {
    let Some(shape) = shape else { return };
    if list.len() <= MAX_MAPS_PER_VALUE {
        return;
    }
    let Some((chosen, hull, union)) = counted_union(list, shape) else { return };
    let elements: usize = shape.iter().map(|&n| n as usize).product();
    let points: usize = hull.iter().map(|v| v.bounds.size() as usize).product();
    // The union lies in `H × value`, so reaching as many pairs is all of it.
    if union.len() != points * elements {
        return;
    }
    let ctx = list[chosen[0]].map.context();
    let full = full_coverage(ctx, shape);
    list.retain(|m| !dims_within(m.map.dims(), &hull));
    add(list, OperandMap::new(full.map.with_dims(hull).unwrap_or(full.map)));
}

/// Merges maps that together relate each index `d` of their domains' hull
/// to a box of the value whose bounds are affine in `d` (a prefix, as a
/// scan reads: row `r` reads rows `0..=r`) into the one map that says so,
/// when `list` holds more than [`MAX_MAPS_PER_VALUE`] maps.
///
/// Law: for maps `m_1..m_k` (exact, without runtime variables) with domain
/// hull `H`, if for every `d ∈ H` the set `{x : (d, x) ∈ ∪ rel(m_i)}` is the
/// nonempty box `Π_j [lo_j(d), hi_j(d)]` with each `lo_j`, `hi_j` affine in
/// `d` over `H`, then `∪ m_i` is the map `(d)[s] -> (x_j)` with `x_j =
/// lo_j(d)` where `lo_j = hi_j`, and otherwise a range variable `s` with
/// the constraints `s - lo_j(d) ≥ 0` and `hi_j(d) - s ≥ 0`.
///
/// Example: `(d0, d1) -> (1, d1)` over `d0 in [1, 1]`, `(d0, d1) -> (d0,
/// d1)` over even `d0` in `[2, 6]`, ... (every row `1..=d0` from some map)
/// become `(d0, d1)[s0] -> (s0, d1)`, `s0 in [1, 7]`, `d0 - s0 in [0, 6]`.
///
/// Side condition: as [`merge_into_whole`]'s; the affine bounds are fitted
/// at the hull's corner and its neighbours and checked at every point, and
/// the merged map's relation is enumerated and compared with the union
/// before it replaces the maps (anything else leaves `list` as it is).
pub(super) fn merge_into_boxes(list: &mut Vec<OperandMap<'_>>, shape: Option<&[i64]>) {
    if list.len() > MAX_MAPS_PER_VALUE {
        merge_boxes(list, shape);
    }
}

/// [`merge_into_boxes`] whatever the number of maps (a loop followed
/// iteration by iteration has a map per iteration: `(d0, d1) -> (0, d1)`
/// over `d0 in [k, k]` for each `k` is one map over every `d0`).
pub(super) fn merge_boxes(list: &mut Vec<OperandMap<'_>>, shape: Option<&[i64]>) {
    let Some(shape) = shape else { return };
    if list.len() < 2 {
        return;
    }
    let Some((chosen, hull, union)) = counted_union(list, shape) else { return };
    let rank = shape.len();
    // Per dimension point: the lowest and highest element per coordinate,
    // and how many elements.
    let mut boxes: std::collections::BTreeMap<Vec<i64>, (Vec<i64>, Vec<i64>, usize)> = Default::default();
    for (d, x) in &union {
        let entry = boxes.entry(d.clone()).or_insert_with(|| (x.clone(), x.clone(), 0));
        for j in 0..rank {
            entry.0[j] = entry.0[j].min(x[j]);
            entry.1[j] = entry.1[j].max(x[j]);
        }
        entry.2 += 1;
    }
    let points = box_points(&hull);
    let is_box = |d: &Vec<i64>| {
        boxes
            .get(d)
            .is_some_and(|(lo, hi, n)| lo.iter().zip(hi).map(|(l, h)| (h - l + 1) as usize).product::<usize>() == *n)
    };
    if !points.iter().all(is_box) {
        return;
    }
    // `f` as `base + Σ c_i (d_i - lower_i)` over the hull, if affine.
    let fit = |f: &dyn Fn(&[i64]) -> i64| -> Option<(i64, Vec<i64>)> {
        let corner: Vec<i64> = hull.iter().map(|v| v.bounds.lower).collect();
        let base = f(&corner);
        let slopes: Vec<i64> = (0..hull.len())
            .map(|i| {
                if hull[i].bounds.size() < 2 {
                    return 0;
                }
                let mut next = corner.clone();
                next[i] += 1;
                f(&next) - base
            })
            .collect();
        let at = |d: &[i64]| base + (0..hull.len()).map(|i| slopes[i] * (d[i] - corner[i])).sum::<i64>();
        points.iter().all(|d| f(d) == at(d)).then_some((base, slopes))
    };
    let ctx = list[chosen[0]].map.context();
    let affine = |(base, slopes): &(i64, Vec<i64>)| {
        let offset = base - (0..hull.len()).map(|i| slopes[i] * hull[i].bounds.lower).sum::<i64>();
        (0..hull.len()).filter(|&i| slopes[i] != 0).fold(ctx.constant(offset), |e, i| {
            indexing_map::expr::add(e, indexing_map::expr::mul(ctx.dim(i), ctx.constant(slopes[i])))
        })
    };
    let mut results = Vec::with_capacity(rank);
    let mut range_vars = Vec::new();
    let mut constraints = Vec::new();
    for j in 0..rank {
        let Some(lo) = fit(&|d| boxes[d].0[j]) else { return };
        let Some(hi) = fit(&|d| boxes[d].1[j]) else { return };
        if lo == hi {
            results.push(affine(&lo));
            continue;
        }
        let lowest = points.iter().map(|d| boxes[d].0[j]).min().unwrap_or(0);
        let highest = points.iter().map(|d| boxes[d].1[j]).max().unwrap_or(0);
        let symbol = ctx.symbol(range_vars.len());
        range_vars.push(indexing_map::Variable::new(indexing_map::Interval { lower: lowest, upper: highest }));
        let span = indexing_map::Interval { lower: 0, upper: highest - lowest };
        if lo.1.iter().any(|&c| c != 0) || lo.0 != lowest {
            constraints.push((indexing_map::expr::sub(symbol, affine(&lo)), span));
        }
        if hi.1.iter().any(|&c| c != 0) || hi.0 != highest {
            constraints.push((indexing_map::expr::sub(affine(&hi), symbol), span));
        }
        results.push(symbol);
    }
    let map = indexing_map::IndexingMap::new(ctx, &results, hull, range_vars, Vec::new(), constraints);
    if map.box_size() > MERGE_CHECK_LIMIT || map.relation(MERGE_CHECK_LIMIT).as_ref() != Some(&union) {
        return;
    }
    let mut k = 0;
    list.retain(|_| {
        k += 1;
        !chosen.contains(&(k - 1))
    });
    add(list, OperandMap::new(map));
}

/// Whether the box of `inner` lies inside the box of `outer`.
pub(super) fn dims_within(inner: &[indexing_map::Variable], outer: &[indexing_map::Variable]) -> bool {
    inner.len() == outer.len() && inner.iter().zip(outer).all(|(i, o)| o.bounds.contains_interval(i.bounds))
}

/// Maps whose domain boxes have at most this many points are compared as
/// relations (by enumeration) when deduplicating.
pub const RELATION_DEDUP_LIMIT: u64 = 1 << 12;

/// Whether `x` is structurally `map` with `rt_count` runtime variables
/// (what [`add`] counts as the same map).
fn same_structure(x: &OperandMap<'_>, map: &indexing_map::IndexingMap<'_>, rt_count: usize) -> bool {
    x.map == *map && x.rt_vars.len() == rt_count
}

/// Whether `list` holds a map structurally equal to `m`.
pub(super) fn contains(list: &[OperandMap<'_>], m: &OperandMap<'_>) -> bool {
    list.iter().any(|x| same_structure(x, &m.map, m.rt_vars.len()))
}

/// Adds `m` to `list` unless a structurally equal map is there; when one
/// is, and only one of the two is a superset, the other's exactness wins
/// (the union of an exact relation and a superset of the same relation is
/// that relation).
pub(super) fn add<'c>(list: &mut Vec<OperandMap<'c>>, m: OperandMap<'c>) {
    match list.iter_mut().find(|x| same_structure(x, &m.map, m.rt_vars.len())) {
        Some(same) => {
            if m.superset.is_none() {
                same.superset = None;
            }
        }
        None => list.push(m),
    }
}

/// [`add`] of the map `make` builds, built only when `list` holds no map
/// structurally equal to it (`map`, with `rt_count` runtime variables,
/// `exact` when not a superset): no copy of a map that would be dropped.
pub(super) fn add_built<'c>(
    list: &mut Vec<OperandMap<'c>>,
    map: &indexing_map::IndexingMap<'c>,
    rt_count: usize,
    exact: bool,
    make: impl FnOnce() -> OperandMap<'c>,
) {
    match list.iter_mut().find(|x| same_structure(x, map, rt_count)) {
        Some(same) => {
            if exact {
                same.superset = None;
            }
        }
        None => list.push(make()),
    }
}

/// Joins `more` (what another branch or path reaches) into `slot`: an
/// unknown `slot` stays as it is, an unknown `more` makes it unknown with
/// its reason, and otherwise the maps are added ([`add`]).
pub(super) fn join<'c>(slot: &mut Slot<'c>, more: Slot<'c>) {
    match (slot.as_mut(), more) {
        (Err(_), _) => {}
        (_, Err(reason)) => *slot = Err(reason),
        (Ok(list), Ok(more)) => more.into_iter().for_each(|m| add(list, m)),
    }
}

/// Removes the maps of `list` that mean the same as an earlier one — the
/// same relation, checked by enumeration where both domain boxes are small,
/// with the same runtime-variable provenance. Structurally different but
/// equal maps come from different paths through a body (a shifted offset,
/// a floordiv the simplifier cannot see through under a constraint).
pub(super) fn dedup_relations(list: &mut Vec<OperandMap<'_>>) {
    dedup_relations_with(list, None);
}

/// What deduplication enumerated of maps, by map: structurally equal maps
/// have the same relation, corner rows and canonical form (constraint
/// order and names do not change them), so a caller deduplicating the same
/// maps again and again (a loop's closed form, iteration by iteration and
/// result by result) enumerates each once.
pub(super) type RelationCache<'c> = rustc_hash::FxHashMap<indexing_map::IndexingMap<'c>, Enumerated<'c>>;

/// What [`dedup_relations_with`] computed of one map, each part when it
/// was first needed.
#[derive(Default)]
pub(super) struct Enumerated<'c> {
    relation: Option<Rc<Relation>>,
    corners: Option<Rc<Corners>>,
    canonical: Option<Rc<indexing_map::IndexingMap<'c>>>,
    across: Option<Rc<Relation>>,
}

/// `part` of `map`'s [`Enumerated`] from `cache`, computed by `compute`
/// (and kept) when missing.
fn enumerated<'c, T>(
    cache: &mut Option<&mut RelationCache<'c>>,
    map: &indexing_map::IndexingMap<'c>,
    part: impl for<'e> Fn(&'e mut Enumerated<'c>) -> &'e mut Option<Rc<T>>,
    compute: impl FnOnce(&indexing_map::IndexingMap<'c>) -> T,
) -> Rc<T> {
    let Some(cache) = cache.as_deref_mut() else { return Rc::new(compute(map)) };
    if let Some(kept) = cache.get_mut(map) {
        return part(kept).get_or_insert_with(|| Rc::new(compute(map))).clone();
    }
    let mut kept = Enumerated::default();
    let value = part(&mut kept).insert(Rc::new(compute(map))).clone();
    cache.insert(map.clone(), kept);
    value
}

/// [`dedup_relations`], with the relations and corner rows enumerated
/// kept in `cache`.
pub(super) fn dedup_relations_with<'c>(list: &mut Vec<OperandMap<'c>>, mut cache: Option<&mut RelationCache<'c>>) {
    if list.len() < 2 {
        return;
    }
    let relation_of = |cache: &mut Option<&mut RelationCache<'c>>, map: &indexing_map::IndexingMap<'c>| {
        enumerated(cache, map, |e| &mut e.relation, |map| map.relation_with_runtime(RELATION_DEDUP_LIMIT))
    };
    let corners_of = |cache: &mut Option<&mut RelationCache<'c>>, map: &indexing_map::IndexingMap<'c>| {
        enumerated(cache, map, |e| &mut e.corners, corner_rows)
    };
    let canonical_of = |cache: &mut Option<&mut RelationCache<'c>>, map: &indexing_map::IndexingMap<'c>| {
        enumerated(cache, map, |e| &mut e.canonical, canonical_form)
    };
    let across_of = |cache: &mut Option<&mut RelationCache<'c>>, map: &indexing_map::IndexingMap<'c>| {
        enumerated(cache, map, |e| &mut e.across, rows_across)
    };
    // Each map's relation is enumerated once (lazily, when first compared),
    // not once per pair compared; so are its rows at its domain's corners,
    // which tell most different maps apart first, its canonical form,
    // which tells most equal maps with range variables apart from the rest
    // without enumerating, and its rows at a point across the box, which
    // tell apart most different maps the corners do not.
    let mut kept: Vec<Kept<'c>> = Vec::with_capacity(list.len());
    for m in list.drain(..) {
        let mut relation: Option<Rc<Relation>> = None;
        let mut corners: Option<Rc<Corners>> = None;
        let mut canonical: Option<Rc<indexing_map::IndexingMap<'c>>> = None;
        let mut across: Option<Rc<Relation>> = None;
        let mut same = None;
        if m.map.box_size() <= RELATION_DEDUP_LIMIT {
            for (k, (x, x_relation, x_corners, x_canonical, x_across)) in kept.iter_mut().enumerate() {
                if x.map.box_size() > RELATION_DEDUP_LIMIT || !same_provenance(x, &m) || !x.map.same_arity(&m.map) {
                    continue;
                }
                if !m.map.range_vars().is_empty() && !x.map.range_vars().is_empty() {
                    let mine = canonical.get_or_insert_with(|| canonical_of(&mut cache, &m.map));
                    let theirs = x_canonical.get_or_insert_with(|| canonical_of(&mut cache, &x.map));
                    if mine == theirs {
                        same = Some(k);
                        break;
                    }
                }
                let mine = corners.get_or_insert_with(|| corners_of(&mut cache, &m.map));
                let theirs = x_corners.get_or_insert_with(|| corners_of(&mut cache, &x.map));
                if corners_differ(&m.map, (**mine).as_ref(), &x.map, (**theirs).as_ref()) {
                    continue;
                }
                if same_dims(&m.map, &x.map) {
                    let mine = across.get_or_insert_with(|| across_of(&mut cache, &m.map));
                    let theirs = x_across.get_or_insert_with(|| across_of(&mut cache, &x.map));
                    if matches!((&**mine, &**theirs), (Some(a), Some(b)) if a != b) {
                        continue;
                    }
                }
                let mine = relation.get_or_insert_with(|| relation_of(&mut cache, &m.map)).clone();
                let Some(mine) = mine.as_ref() else {
                    // Not enumerable: equal to no map.
                    break;
                };
                let theirs = x_relation.get_or_insert_with(|| relation_of(&mut cache, &x.map));
                if theirs.as_ref().as_ref() == Some(mine) {
                    same = Some(k);
                    break;
                }
            }
        }
        match same {
            // The first of equal maps is kept; it is exact if either is.
            Some(k) => {
                if m.superset.is_none() {
                    kept[k].0.superset = None;
                }
            }
            None => kept.push((m, relation, corners, canonical, across)),
        }
    }
    *list = kept.into_iter().map(|(m, ..)| m).collect();
}

/// A map [`dedup_relations_with`] keeps, with what it computed of it
/// (its relation, corner rows, canonical form and rows across its box),
/// each when first needed.
type Kept<'c> = (
    OperandMap<'c>,
    Option<Rc<Relation>>,
    Option<Rc<Corners>>,
    Option<Rc<indexing_map::IndexingMap<'c>>>,
    Option<Rc<Relation>>,
);

/// Whether two maps have the same dimension bounds.
fn same_dims(a: &indexing_map::IndexingMap<'_>, b: &indexing_map::IndexingMap<'_>) -> bool {
    a.dims().len() == b.dims().len() && a.dims().iter().zip(b.dims()).all(|(x, y)| x.bounds == y.bounds)
}

/// The rows of `map`'s relation at the point across its dimensions' box
/// from one corner to the other: each even dimension at its lowest value,
/// each odd one at its highest. Maps with the same dimension bounds whose
/// rows there differ have different relations (equal relations have equal
/// rows at every point); the corners ([`corner_rows`]) cannot tell apart
/// maps that differ in which of two dimensions they read where both are at
/// the same end of their bounds. `None` when not enumerable.
fn rows_across(map: &indexing_map::IndexingMap<'_>) -> Relation {
    let point: Vec<i64> =
        map.dims().iter().enumerate().map(|(i, v)| if i % 2 == 0 { v.bounds.lower } else { v.bounds.upper }).collect();
    map.relation_at(&point, RELATION_DEDUP_LIMIT)
}

/// `map` with its range variables renumbered in order of first use and
/// shifted to start at 0
/// ([`indexing_map::IndexingMap::canonicalize_range_vars`]): a change of
/// existential variables, so two maps whose canonical forms are
/// structurally equal have the same relation (the converse does not hold:
/// unequal forms prove nothing).
fn canonical_form<'c>(map: &indexing_map::IndexingMap<'c>) -> indexing_map::IndexingMap<'c> {
    let mut canonical = map.clone();
    canonical.canonicalize_range_vars();
    canonical
}

/// A map's relation at the two corners of its dimensions' box
/// ([`corner_rows`]; `None`: not enumerable, or too few dimension points
/// for the corners to be worth looking at first).
type Corners = Option<[indexing_map::map::Relation; 2]>;

/// Whether the corner rows of two maps of the same arity ([`corner_rows`])
/// prove their relations differ: with the same dimension bounds, when the
/// rows at a corner differ; otherwise, when a map has rows at a corner of
/// its box that lies outside the other's box (where the other has none).
fn corners_differ(
    a: &indexing_map::IndexingMap<'_>,
    a_corners: Option<&[indexing_map::map::Relation; 2]>,
    b: &indexing_map::IndexingMap<'_>,
    b_corners: Option<&[indexing_map::map::Relation; 2]>,
) -> bool {
    if a.dims().iter().zip(b.dims()).all(|(x, y)| x.bounds == y.bounds) {
        return matches!((a_corners, b_corners), (Some(x), Some(y)) if x != y);
    }
    // Rows at a corner of `map` outside `other`'s box.
    let outside = |map: &indexing_map::IndexingMap<'_>,
                   corners: Option<&[indexing_map::map::Relation; 2]>,
                   other: &indexing_map::IndexingMap<'_>| {
        let Some(corners) = corners else { return false };
        let corner = |high: bool| map.dims().iter().map(move |v| if high { v.bounds.upper } else { v.bounds.lower });
        [false, true]
            .into_iter()
            .zip(corners)
            .any(|(high, rows)| rows.rows > 0 && corner(high).zip(other.dims()).any(|(x, v)| !v.bounds.contains(x)))
    };
    outside(a, a_corners, b) || outside(b, b_corners, a)
}

/// The rows of `map`'s relation at the lowest and the highest point of its
/// dimensions' box: maps with the same dimension bounds whose corner rows
/// differ have different relations, which costs the symbol box twice to
/// see instead of the whole box per map. `None` below 4 dimension points
/// (the whole relation is then hardly larger) or when not enumerable.
fn corner_rows(map: &indexing_map::IndexingMap<'_>) -> Corners {
    let points = map.dims().iter().fold(1u64, |acc, v| acc.saturating_mul(v.bounds.size()));
    if points < 4 {
        return None;
    }
    let low: Vec<i64> = map.dims().iter().map(|v| v.bounds.lower).collect();
    let high: Vec<i64> = map.dims().iter().map(|v| v.bounds.upper).collect();
    Some([map.relation_at(&low, RELATION_DEDUP_LIMIT)?, map.relation_at(&high, RELATION_DEDUP_LIMIT)?])
}

/// A map's relation as [`indexing_map::IndexingMap::relation_with_runtime`]
/// gives it (`None`: not enumerable).
type Relation = Option<indexing_map::map::Relation>;

/// Whether two maps' runtime variables come from the same places.
pub(super) fn same_provenance(a: &OperandMap<'_>, b: &OperandMap<'_>) -> bool {
    a.rt_vars.len() == b.rt_vars.len() && a.rt_vars.iter().zip(&b.rt_vars).all(|(x, y)| x.same_source(y))
}

/// A dimensionless map (and its runtime variables' index maps) with `dims`.
pub(super) fn attach_dims<'c>(m: &OperandMap<'c>, dims: &[indexing_map::Variable]) -> OperandMap<'c> {
    if dims.is_empty() {
        return m.clone();
    }
    let with = |map: &indexing_map::IndexingMap<'c>| map.with_dims(dims.to_vec()).unwrap_or_else(|| map.clone());
    m.derived(with(&m.map), m.rt_vars.iter().map(|rt| RtVar { index: with(&rt.index), ..rt.clone() }).collect())
}

#[cfg(test)]
mod tests {
    use super::{MAX_MAPS_PER_VALUE, merge_into_boxes, merge_into_whole};
    use crate::OperandMap;
    use indexing_map::IndexingMap;

    fn maps<'c>(context: &'c melior::Context, texts: &[String]) -> Vec<OperandMap<'c>> {
        texts.iter().map(|t| OperandMap::new(IndexingMap::parse(context, t).expect("a valid map"))).collect()
    }

    /// `(d0) -> (d0 - k)` over `d0 in [k, n - 1]`: row `d0` of a prefix
    /// sum reads row `d0 - k` of the input, for each `k` in `ks`.
    fn shifts(n: i64, ks: impl Iterator<Item = i64>) -> Vec<String> {
        ks.map(|k| format!("(d0) -> (d0 - {k}), domain: d0 in [{k}, {}]", n - 1)).collect()
    }

    #[test]
    fn gate_slices_merge_into_the_whole_value() {
        let context = melior::Context::new();
        // Four quarters of the result, each reading each quarter of a
        // 16-element value whole (16 maps), and 17 elementwise maps.
        let mut texts: Vec<String> = (0..4)
            .flat_map(|j| {
                (0..4).map(move |k| {
                    format!("(d0)[s0] -> (s0 + {}), domain: d0 in [{}, {}], s0 in [0, 3]", 4 * k, 4 * j, 4 * j + 3)
                })
            })
            .collect();
        texts.extend((0..17).map(|k| format!("(d0) -> (d0), domain: d0 in [0, {}]", k.min(15))));
        texts.extend((0..16).map(|k| format!("(d0) -> ({k}), domain: d0 in [0, 15]")));
        let mut list = maps(&context, &texts);
        assert!(list.len() > MAX_MAPS_PER_VALUE);
        merge_into_whole(&mut list, Some(&[16]));
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].map.to_string(), "(d0)[s0] -> (s0), domain: d0 in [0, 15], s0 in [0, 15]");
        // Side condition fails: elements 12..15 are read only elementwise.
        let partial: Vec<String> = texts
            .iter()
            .filter(|t| !t.contains("+ 12") && !t.contains("-> (1") || t.contains("-> (1)"))
            .cloned()
            .collect();
        let mut list = maps(&context, &partial);
        assert!(list.len() > MAX_MAPS_PER_VALUE);
        merge_into_whole(&mut list, Some(&[16]));
        assert_eq!(list.len(), partial.len());
    }

    #[test]
    fn prefix_reads_merge_into_a_box_per_index() {
        let context = melior::Context::new();
        let mut list = maps(&context, &shifts(33, 0..33));
        merge_into_boxes(&mut list, Some(&[33]));
        assert_eq!(list.len(), 1);
        assert_eq!(
            list[0].map.to_string(),
            "(d0)[s0] -> (s0), domain: d0 in [0, 32], s0 in [0, 32], d0 - s0 in [0, 32]"
        );
        // Side condition fails: without `k = 5` row `d0` misses row
        // `d0 - 5`, not a box; the maps stay as they are.
        let mut list = maps(&context, &shifts(34, (0..34).filter(|&k| k != 5)));
        merge_into_boxes(&mut list, Some(&[34]));
        assert_eq!(list.len(), 33);
        // At most 32 maps: nothing to merge.
        let mut list = maps(&context, &shifts(32, 0..32));
        merge_into_boxes(&mut list, Some(&[32]));
        assert_eq!(list.len(), 32);
    }
}
