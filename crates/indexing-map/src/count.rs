//! How many elements a map reads: the number of distinct points of its
//! image (the operand elements read when every point of the domain — every
//! element of the result — is computed), and per domain point how many
//! distinct elements it reads (min, max, and their total: the reuse a cache
//! could exploit). Exact where the counting stays within a budget of visited
//! points, otherwise a lower and an upper bound — never a number presented
//! as exact that is not.
//!
//! The map is split into independent components: variables are linked when
//! they appear in one result or one constraint, and the image of the whole
//! map is the product of the components' images (so is every per-point
//! count). A component is counted exactly by visiting its variables' box
//! when that box has at most `budget` points, or by its structure when it is
//! one variable mapped linearly (a dimension of a transpose, a broadcast, a
//! slice, a reduction's range variable). With runtime variables the count
//! is the worst case over their values: free over their bounds gives an
//! upper bound (every element may see another value), one fixed value (the
//! smallest) a lower bound (it is one of the cases).
//!
//! ```
//! let context = melior::Context::new();
//! // A reduction over s0 of a 6x8 operand, with a broadcast dimension d1.
//! let map = indexing_map::IndexingMap::parse(
//!     &context,
//!     "(d0, d1)[s0] -> (d0, s0), domain: d0 in [0, 5], d1 in [0, 3], s0 in [0, 7]",
//! )
//! .unwrap();
//! let reads = indexing_map::count::count_reads(&map, indexing_map::count::DEFAULT_BUDGET);
//! assert_eq!(reads.distinct.exact(), Some(48)); // every operand element
//! assert_eq!(reads.per_point_max.exact(), Some(8)); // a row per result element
//! assert_eq!(reads.total.exact(), Some(6 * 4 * 8)); // each row read 4 times
//! ```

use crate::expr::{self, Variable as Var};
use crate::interval::Interval;
use crate::linear::LinearForm;
use crate::map::{IndexingMap, MapState};
use crate::points::Odometer;
use crate::range::RangeEvaluator;
use melior::ir::AffineExpr;
use rustc_hash::FxHashMap;
use rustc_hash::FxHashSet as HashSet;

/// Points visited at most per component (and per union) by default.
pub const DEFAULT_BUDGET: u64 = 1 << 20;

/// A count: exact when `lower == upper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// A lower bound.
    pub lower: u64,
    /// An upper bound.
    pub upper: u64,
}

impl Count {
    /// An exact count.
    pub fn of(n: u64) -> Count {
        Count { lower: n, upper: n }
    }

    /// The value if exact (never when [`saturated`](Count::saturated)).
    pub fn exact(self) -> Option<u64> {
        (self.lower == self.upper && !self.saturated()).then_some(self.lower)
    }

    /// Whether the count reached `u64::MAX`: the saturating arithmetic
    /// stopped there, so `upper` bounds nothing (the count is at least
    /// `lower` and may not fit in 64 bits; reports say so instead of
    /// printing a wrapped or clipped number).
    pub fn saturated(self) -> bool {
        self.upper == u64::MAX
    }

    fn times(self, other: Count) -> Count {
        Count { lower: self.lower.saturating_mul(other.lower), upper: self.upper.saturating_mul(other.upper) }
    }
}

/// What a map (or a set of maps) reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reads {
    /// Distinct target points read over the whole domain.
    pub distinct: Count,
    /// The fewest distinct target points one domain point (result element)
    /// reads; 0 when some result element reads nothing.
    pub per_point_min: Count,
    /// The most distinct target points one domain point reads.
    pub per_point_max: Count,
    /// The sum over domain points of what each reads (reads with repeats).
    pub total: Count,
    /// Domain points: the product of the dimension variables' sizes.
    pub points: u64,
}

impl Reads {
    /// Whether every figure is exact.
    pub fn is_exact(&self) -> bool {
        [self.distinct, self.per_point_min, self.per_point_max, self.total].iter().all(|c| c.exact().is_some())
    }
}

/// What one component of a map reads.
struct Part {
    distinct: Count,
    min: Count,
    max: Count,
    /// Sum over the component's dimension points.
    sum: Count,
}

/// What `map` reads (see the module docs); `budget` bounds the points
/// visited per component.
pub fn count_reads(map: &IndexingMap<'_>, budget: u64) -> Reads {
    let points = map.dims().iter().fold(1u64, |n, v| n.saturating_mul(v.bounds.size()));
    let nothing = Reads {
        distinct: Count::of(0),
        per_point_min: Count::of(0),
        per_point_max: Count::of(0),
        total: Count::of(0),
        points,
    };
    if map.state() != MapState::Defined {
        return nothing;
    }
    let n_dims = map.dims().len();
    let n_vars = n_dims + map.symbol_count();
    let bounds: Vec<Interval> =
        map.dims().iter().map(|v| v.bounds).chain((0..map.symbol_count()).map(|j| map.symbol_bounds(j))).collect();
    if bounds.iter().any(|b| !b.is_feasible()) {
        return nothing;
    }
    let index = |v: Var| match v {
        Var::Dim(i) => i,
        Var::Symbol(j) => n_dims + j,
    };
    let vars_of = |e: AffineExpr<'_>| expr::variables(e).into_iter().map(index).collect::<Vec<usize>>();
    // Components: union-find over variables.
    let mut parent: Vec<usize> = (0..n_vars).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let results = map.results();
    let result_vars: Vec<Vec<usize>> = results.iter().map(|&e| vars_of(e)).collect();
    let constraint_vars: Vec<Vec<usize>> = map.constraints().iter().map(|(e, _)| vars_of(*e)).collect();
    for vars in result_vars.iter().chain(&constraint_vars) {
        for pair in vars.windows(2) {
            let (a, b) = (find(&mut parent, pair[0]), find(&mut parent, pair[1]));
            parent[a.max(b)] = a.min(b);
        }
    }
    let mut roots: Vec<usize> = Vec::new();
    let mut used = vec![false; n_vars];
    for vars in result_vars.iter().chain(&constraint_vars) {
        for &v in vars {
            used[v] = true;
            let root = find(&mut parent, v);
            if !roots.contains(&root) {
                roots.push(root);
            }
        }
    }
    let mut reads = Reads {
        distinct: Count::of(1),
        per_point_min: Count::of(1),
        per_point_max: Count::of(1),
        total: Count::of(1),
        points,
    };
    for root in roots {
        let vars: Vec<usize> = (0..n_vars).filter(|&v| used[v] && find(&mut parent, v) == root).collect();
        let component_results: Vec<AffineExpr<'_>> = (0..results.len())
            .filter(|&r| result_vars[r].first().is_some_and(|&v| find(&mut parent, v) == root))
            .map(|r| results[r])
            .collect();
        let constraints: Vec<(AffineExpr<'_>, Interval)> = (0..constraint_vars.len())
            .filter(|&c| constraint_vars[c].first().is_some_and(|&v| find(&mut parent, v) == root))
            .map(|c| map.constraints()[c])
            .collect();
        let component = Component { map, n_dims, bounds: &bounds, vars, results: component_results, constraints };
        let part = component.count(budget);
        reads.distinct = reads.distinct.times(part.distinct);
        reads.per_point_min = reads.per_point_min.times(part.min);
        reads.per_point_max = reads.per_point_max.times(part.max);
        reads.total = reads.total.times(part.sum);
    }
    // Dimensions no result or constraint uses multiply the points.
    for v in (0..n_dims).filter(|&v| !used[v]) {
        reads.total = reads.total.times(Count::of(bounds[v].size()));
    }
    reads
}

/// What `map` reads when only the result elements of a tile are computed:
/// the tile is a box of the dimension variables (`tile[i]`, inclusive
/// bounds, intersected with the map's own; missing entries take the whole
/// dimension). Per-point figures range over the tile's points.
///
/// ```
/// let context = melior::Context::new();
/// // A 3x3 window (stride 1) over a 16x16 input: a 4x4 output tile reads
/// // a 6x6 patch.
/// let map = indexing_map::IndexingMap::parse(
///     &context,
///     "(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1), domain: d0 in [0, 13], d1 in [0, 13], s0 in [0, 2], s1 in [0, 2]",
/// )
/// .unwrap();
/// use indexing_map::Interval;
/// let tile = [Interval::new(4, 7), Interval::new(8, 11)];
/// let reads = indexing_map::count::count_reads_in_tile(&map, &tile, indexing_map::count::DEFAULT_BUDGET);
/// assert_eq!(reads.distinct.exact(), Some(36));
/// assert_eq!(reads.total.exact(), Some(16 * 9));
/// ```
pub fn count_reads_in_tile(map: &IndexingMap<'_>, tile: &[Interval], budget: u64) -> Reads {
    count_reads(&map.restrict_dims(tile), budget)
}

/// Variables linked through results and constraints, counted together.
struct Component<'m, 'c> {
    map: &'m IndexingMap<'c>,
    n_dims: usize,
    bounds: &'m [Interval],
    /// Variable indices (dimensions first, then symbols), ascending.
    vars: Vec<usize>,
    results: Vec<AffineExpr<'c>>,
    constraints: Vec<(AffineExpr<'c>, Interval)>,
}

impl Component<'_, '_> {
    fn count(&self, budget: u64) -> Part {
        let has_rt = self.vars.iter().any(|&v| v >= self.n_dims + self.map.range_vars().len());
        let box_size = self.vars.iter().fold(1u64, |n, &v| n.saturating_mul(self.bounds[v].size()));
        if box_size <= budget {
            let free = self.enumerate(false);
            if !has_rt {
                return free;
            }
            // Runtime variables: free over their bounds is the most any
            // assignment of values reads; fixed at one value, the least.
            let fixed = self.enumerate(true);
            return Part {
                distinct: Count { lower: fixed.distinct.lower, upper: free.distinct.upper },
                min: Count { lower: fixed.min.lower.min(free.min.lower), upper: free.min.upper },
                max: Count { lower: fixed.max.lower, upper: free.max.upper },
                sum: Count { lower: fixed.sum.lower, upper: free.sum.upper },
            };
        }
        if let Some(part) = self.single_linear_variable() {
            return part;
        }
        self.bounds_only()
    }

    /// Visits the component's box, dimensions outermost; with
    /// `fix_runtime`, runtime variables stay at their lower bounds. Result
    /// tuples are encoded as one integer (mixed radix over the results'
    /// ranges) and kept in a bit set or a hash set; each domain point's
    /// values are deduplicated by sorting.
    fn enumerate(&self, fix_runtime: bool) -> Part {
        let first_rt = self.n_dims + self.map.range_vars().len();
        let ranges: Vec<Interval> = self
            .vars
            .iter()
            .map(|&v| if fix_runtime && v >= first_rt { Interval::point(self.bounds[v].lower) } else { self.bounds[v] })
            .collect();
        let box_size = ranges.iter().fold(1u64, |n, r| n.saturating_mul(r.size()));
        let dim_count = self.vars.iter().filter(|&&v| v < self.n_dims).count();
        let mut dims: Vec<i64> = self.map.dims().iter().map(|v| v.bounds.lower).collect();
        let mut symbols: Vec<i64> = (0..self.map.symbol_count()).map(|j| self.map.symbol_bounds(j).lower).collect();
        let mut keys = Keys::new(self.map, &self.results, box_size);
        let mut here: Vec<u128> = Vec::new();
        let (mut min, mut max, mut sum) = (u64::MAX, 0u64, 0u64);
        let mut close_point = |here: &mut Vec<u128>| {
            here.sort_unstable();
            here.dedup();
            let n = here.len() as u64;
            min = min.min(n);
            max = max.max(n);
            sum = sum.saturating_add(n);
            here.clear();
        };
        let mut value = vec![0i64; self.results.len()];
        // `count_reads` hands no component with an empty box; one would
        // read nothing.
        let Some(mut odometer) = Odometer::new(&ranges) else {
            return Part { distinct: Count::of(0), min: Count::of(0), max: Count::of(0), sum: Count::of(0) };
        };
        loop {
            for (&v, &x) in self.vars.iter().zip(odometer.point()) {
                if v < self.n_dims {
                    dims[v] = x;
                } else {
                    symbols[v - self.n_dims] = x;
                }
            }
            let inside = self
                .constraints
                .iter()
                .all(|(e, interval)| expr::evaluate(*e, &dims, &symbols).is_some_and(|x| interval.contains(x)));
            if inside {
                let mut ok = true;
                for (slot, &e) in value.iter_mut().zip(&self.results) {
                    match expr::evaluate(e, &dims, &symbols) {
                        Some(x) => *slot = x,
                        None => ok = false,
                    }
                }
                if ok {
                    let key = keys.insert(&value);
                    here.push(key);
                }
            }
            // Advance, last variable fastest; a carry into the dimension
            // part ends a domain point.
            match odometer.advance() {
                None => {
                    close_point(&mut here);
                    let min = if min == u64::MAX { 0 } else { min };
                    return Part {
                        distinct: Count::of(keys.len()),
                        min: Count::of(min),
                        max: Count::of(max),
                        sum: Count::of(sum),
                    };
                }
                Some(k) if k < dim_count || dim_count == self.vars.len() => close_point(&mut here),
                Some(_) => {}
            }
        }
    }

    /// One variable, no constraints, every result `a * v + b`: the image
    /// has as many points as `v` has values (or one, when no result moves).
    fn single_linear_variable(&self) -> Option<Part> {
        let [v] = self.vars[..] else { return None };
        if !self.constraints.is_empty() {
            return None;
        }
        let mut moves = false;
        for &e in &self.results {
            // Zero terms are dropped: a term left means the result moves.
            moves |= !LinearForm::of(e)?.is_constant();
        }
        if v >= self.n_dims + self.map.range_vars().len() {
            return None;
        }
        let size = self.bounds[v].size();
        let distinct = if moves { size } else { 1 };
        Some(if v < self.n_dims {
            Part { distinct: Count::of(distinct), min: Count::of(1), max: Count::of(1), sum: Count::of(size) }
        } else {
            Part {
                distinct: Count::of(distinct),
                min: Count::of(distinct),
                max: Count::of(distinct),
                sum: Count::of(distinct),
            }
        })
    }

    /// Bounds without visiting: at most the box, and at most the product of
    /// the results' ranges; at least one point when nothing constrains it.
    fn bounds_only(&self) -> Part {
        let evaluator = RangeEvaluator::new(self.map, false);
        let ranges = self.results.iter().fold(1u64, |n, &e| n.saturating_mul(evaluator.range(e).size()));
        let dim_box =
            self.vars.iter().filter(|&&v| v < self.n_dims).fold(1u64, |n, &v| n.saturating_mul(self.bounds[v].size()));
        let symbol_box =
            self.vars.iter().filter(|&&v| v >= self.n_dims).fold(1u64, |n, &v| n.saturating_mul(self.bounds[v].size()));
        let box_size = dim_box.saturating_mul(symbol_box);
        let at_least = u64::from(self.constraints.is_empty());
        let per_point_upper = symbol_box.min(ranges);
        Part {
            distinct: Count { lower: at_least, upper: box_size.min(ranges) },
            min: Count { lower: at_least, upper: per_point_upper },
            max: Count { lower: at_least, upper: per_point_upper },
            sum: Count { lower: at_least.saturating_mul(dim_box), upper: dim_box.saturating_mul(per_point_upper) },
        }
    }
}

/// Distinct result tuples: each encoded as one integer in mixed radix over
/// the results' ranges (sound intervals of the map), in a bit set when the
/// code space is at most 64 × the points visited, else in a hash set.
struct Keys {
    lows: Vec<i64>,
    strides: Vec<u128>,
    sizes: Vec<u64>,
    space: u128,
    bits: Option<Vec<u64>>,
    set: HashSet<u128>,
    /// Tuples outside the ranges (none if the ranges are sound), coded
    /// from `space` on.
    outside: FxHashMap<Vec<i64>, u128>,
    count: u64,
}

impl Keys {
    fn new(map: &IndexingMap<'_>, results: &[AffineExpr<'_>], points: u64) -> Keys {
        let evaluator = RangeEvaluator::new(map, false);
        let ranges: Vec<Interval> = results.iter().map(|&e| evaluator.range(e)).collect();
        let mut strides = Vec::with_capacity(ranges.len());
        let mut space: u128 = 1;
        for r in ranges.iter().rev() {
            strides.push(space);
            space = space.saturating_mul(u128::from(r.size().max(1)));
        }
        strides.reverse();
        let bits = (space <= u128::from(points.saturating_mul(64)).max(1 << 12) && space <= 1 << 32)
            .then(|| vec![0u64; (space as usize).div_ceil(64)]);
        Keys {
            lows: ranges.iter().map(|r| r.lower).collect(),
            strides,
            sizes: ranges.iter().map(|r| r.size()).collect(),
            space,
            bits,
            set: HashSet::default(),
            outside: FxHashMap::default(),
            count: 0,
        }
    }

    /// Inserts a tuple and returns its code.
    fn insert(&mut self, value: &[i64]) -> u128 {
        let mut code: u128 = 0;
        for (((&x, &low), &stride), &size) in value.iter().zip(&self.lows).zip(&self.strides).zip(&self.sizes) {
            let offset = i128::from(x) - i128::from(low);
            if offset < 0 || offset >= i128::from(size) {
                let next = self.space + self.outside.len() as u128;
                let code = *self.outside.entry(value.to_vec()).or_insert(next);
                if code == next {
                    self.count += 1;
                }
                return code;
            }
            code += offset as u128 * stride;
        }
        match &mut self.bits {
            Some(bits) => {
                let (word, bit) = ((code / 64) as usize, code % 64);
                if let Some(slot) = bits.get_mut(word) {
                    if *slot & (1 << bit) == 0 {
                        *slot |= 1 << bit;
                        self.count += 1;
                    }
                } else if self.set.insert(code) {
                    self.count += 1;
                }
            }
            None => {
                if self.set.insert(code) {
                    self.count += 1;
                }
            }
        }
        code
    }

    fn len(&self) -> u64 {
        self.count
    }
}

/// What a set of maps over one domain reads together (the union of their
/// images per domain point and overall). Exact when every map's domain box
/// has at most `budget` points; otherwise bounds from the maps one by one.
pub fn count_reads_union(maps: &[IndexingMap<'_>], budget: u64) -> Reads {
    // Maps known to be empty read nothing (and carry no domain).
    let defined: Vec<IndexingMap<'_>> = maps.iter().filter(|m| m.state() == MapState::Defined).cloned().collect();
    let maps = defined.as_slice();
    match maps {
        [] => Reads {
            distinct: Count::of(0),
            per_point_min: Count::of(0),
            per_point_max: Count::of(0),
            total: Count::of(0),
            points: 0,
        },
        [map] => count_reads(map, budget),
        _ => union_by_enumeration(maps, budget).unwrap_or_else(|| union_bounds(maps, budget)),
    }
}

fn union_by_enumeration(maps: &[IndexingMap<'_>], budget: u64) -> Option<Reads> {
    if maps.iter().any(|m| !m.rt_vars().is_empty() || m.box_size() > budget) {
        return None;
    }
    let points = bounding_box_points(maps)?;
    let mut per_point: FxHashMap<Vec<i64>, HashSet<Vec<i64>>> = FxHashMap::default();
    let mut all: HashSet<Vec<i64>> = HashSet::default();
    for map in maps {
        if map.state() != MapState::Defined {
            continue;
        }
        let mut failed = false;
        map.enumerate_domain(budget, |d, s| match map.evaluate(d, s) {
            Some(value) => {
                all.insert(value.clone());
                per_point.entry(d.to_vec()).or_default().insert(value);
            }
            None => failed = true,
        });
        if failed {
            return None;
        }
    }
    let counts: Vec<u64> = per_point.values().map(|s| s.len() as u64).collect();
    let min = if (counts.len() as u64) < points { 0 } else { counts.iter().copied().min().unwrap_or(0) };
    Some(Reads {
        distinct: Count::of(all.len() as u64),
        per_point_min: Count::of(min),
        per_point_max: Count::of(counts.iter().copied().max().unwrap_or(0)),
        total: Count::of(counts.iter().sum()),
        points,
    })
}

/// The points of the bounding box of the maps' dimension boxes (maps whose
/// constraints narrowed a dimension each cover part of the domain); `None`
/// when the maps differ in rank.
fn bounding_box_points(maps: &[IndexingMap<'_>]) -> Option<u64> {
    let rank = maps.first()?.dims().len();
    if maps.iter().any(|m| m.dims().len() != rank) {
        return None;
    }
    Some((0..rank).fold(1u64, |n, i| {
        let hull = maps.iter().map(|m| m.dims()[i].bounds).reduce(Interval::union).unwrap_or(Interval::point(0));
        n.saturating_mul(hull.size())
    }))
}

fn union_bounds(maps: &[IndexingMap<'_>], budget: u64) -> Reads {
    let parts: Vec<Reads> = maps.iter().map(|m| count_reads(m, budget)).collect();
    let bound = |get: fn(&Reads) -> Count| Count {
        lower: parts.iter().map(|r| get(r).lower).max().unwrap_or(0),
        upper: parts.iter().fold(0u64, |n, r| n.saturating_add(get(r).upper)),
    };
    // A point reads at least what each map reads there; every point is in
    // every map's box only when the maps share one box.
    let same_box = maps.windows(2).all(|pair| pair[0].dims() == pair[1].dims());
    let mut per_point_min = bound(|r| r.per_point_min);
    if !same_box {
        per_point_min.lower = 0;
    }
    Reads {
        distinct: bound(|r| r.distinct),
        per_point_min,
        per_point_max: bound(|r| r.per_point_max),
        total: bound(|r| r.total),
        points: bounding_box_points(maps).unwrap_or_else(|| parts.iter().map(|r| r.points).max().unwrap_or(0)),
    }
}
