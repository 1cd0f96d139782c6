//! Symbolic tiles (XLA's `SymbolicTile::FromIndexingMap`): for an
//! output-to-input map and the output tile at the origin with sizes `ts_i`
//! (`{d : 0 <= d_i < ts_i}`, unit strides), the operand tile as, per operand
//! dimension, `offset + stride * k` for `0 <= k < size`, where offsets, sizes
//! and strides are affine expressions of the tile sizes (the dimensions
//! `d0, d1, ...` of the expressions; runtime variables of the map appear as
//! symbols `s0, ...` in offsets), plus constraints on the tile sizes (a
//! disjunction of conjunctions) under which the tile is exactly what the
//! map reads.
//!
//! Where the tile cannot be exact, it is still **sound**: a box that holds
//! everything the map reads from the tile, with `exact: false` and, as a
//! mask, the map's own constraints (the elements of the box actually read
//! satisfy them). Never a panic, never an abort.
//!
//! The cases, per operand dimension (result expression `e`):
//! - **Affine, variables of its own**: `e = c1*x1 + ... + cn*xn + c0`, each
//!   variable (a dimension, with `ts_i` values; a range variable, with its
//!   range) used by no other result and no constraint. Terms are merged
//!   from the smallest coefficient up into one arithmetic progression: a
//!   term `c*x` (x with `M` values) extends a progression of stride `g` and
//!   `N` values when `g` divides `c` and `c <= g*N` (no gap). With symbolic
//!   counts the second condition becomes a constraint (`M == 1 || N >=
//!   c/g`); with constant counts it is decided. The stride `g` is the
//!   smallest coefficient among the terms with more than one value: with
//!   tile sizes that may be 1, one case per coefficient, selected by
//!   indicators `[ts == 1] = (n + 1 - ts) floordiv n` in the size and
//!   stride (XLA's form), each case's constraints asking the smaller terms
//!   to have one value. A transposed, broadcast, sliced (strided) or
//!   reversed dimension, a window `d0 + s0`, a strided window `2*d0 + s0`
//!   with a window of at least 2, the merge of a reshape `11*d0 + d1`
//!   (exact when `ts_1 >= 11`, or `ts_0 == 1`, or `ts_1 == 1` with stride
//!   11).
//! - **Division**: `(c*x + c0) floordiv k` with `0 < c <= k` (consecutive
//!   values differ by at most 1): offset `c0 floordiv k`, size
//!   `(c*(N-1) + c0) floordiv k - c0 floordiv k + 1`; over a dimension
//!   (whose tile moves with the tile id) only `x floordiv k`, valid when
//!   the tile size divides `k` or `k` divides it.
//! - **Remainder**: `x mod k`: size `(N - 1) mod k + 1`, valid when the tile
//!   size divides `k` or `k` divides it (so that no tile wraps around).
//! - **A reshape's split**: `x floordiv k` and `x mod k` in two results,
//!   sharing `x` (nothing else): their product is exact when `N` divides
//!   `k` or `k` divides `N` (XLA's divisibility disjunction).
//! - **Runtime variables** (`rt * c` terms, a dynamic slice's start) go
//!   into the offset as symbols; they add no size.
//! - **Constraints** (padding, a concatenate's part) and domains that do not
//!   start at 0 only remove elements from what the tile of the
//!   unconstrained expression holds: that tile, not exact, with the
//!   constraints (and the domain's bounds) as mask — XLA's tile and mask.
//! - **Anything else** (a variable shared with another result, `ceildiv`,
//!   nested divisions, ...): the whole range of the expression over the
//!   map's domain (offset its lower bound, size its extent, stride 1), not
//!   exact.
//!
//! ```
//! let context = melior::Context::new();
//! // A strided slice [3:99:4] of a 100-vector: 4*d0 + 3.
//! let map = indexing_map::IndexingMap::parse(&context, "(d0) -> (d0 * 4 + 3), domain: d0 in [0, 24]").unwrap();
//! let tile = indexing_map::tile::symbolic_tile(&map);
//! assert!(tile.exact);
//! assert_eq!(tile.to_string(), "offsets: (d0) -> (3), sizes: (d0) -> (d0), strides: (d0) -> (4)");
//! // A tile of 5 output elements reads elements 3, 7, 11, 15, 19.
//! assert_eq!(tile.elements(&[5], &[]).unwrap().len(), 5);
//! ```

use crate::expr::{self, Ctx, ExprView, Variable as Var, variables};
use crate::interval::Interval;
use crate::linear::LinearForm;
use crate::map::{IndexingMap, MapState};
use crate::range::RangeEvaluator;
use melior::ir::AffineExpr;
use std::collections::BTreeSet;
use std::fmt;

/// The most elements [`Tile::elements`] lists.
pub const ELEMENTS_LIMIT: u64 = 1 << 20;

/// A conjunction of `expr in interval` over the tile sizes.
pub type Conjunction<'c> = Vec<(AffineExpr<'c>, Interval)>;

/// An operand tile (see the module docs). Expressions are over the tile
/// sizes as dimensions `d0..` (one per dimension of the map) and, in
/// offsets, the map's runtime variables as symbols `s0..`.
#[derive(Clone, Debug)]
pub struct Tile<'c> {
    /// Tile-size variables (the map's dimensions).
    pub tile_rank: usize,
    /// Runtime variables (symbols of the offsets).
    pub rt_count: usize,
    /// Per operand dimension: the first element.
    pub offsets: Vec<AffineExpr<'c>>,
    /// Per operand dimension: how many elements.
    pub sizes: Vec<AffineExpr<'c>>,
    /// Per operand dimension: the distance between consecutive elements.
    pub strides: Vec<AffineExpr<'c>>,
    /// The tile sizes for which the tile is valid (it holds what the map
    /// reads, and is exactly that when `exact`): a disjunction of
    /// conjunctions over the tile sizes (empty: always). Tile sizes are
    /// also within `[1, n_i]`.
    pub constraints: Vec<Conjunction<'c>>,
    /// Whether the tile is exactly what the map reads (for tile sizes that
    /// satisfy the constraints); otherwise it holds it.
    pub exact: bool,
    /// When not exact: the map's constraints (over the map's variables),
    /// which the elements actually read satisfy.
    pub mask: Vec<(AffineExpr<'c>, Interval)>,
    /// Per operand dimension: whether it is the whole range of its
    /// expression over the map's domain (the same for every tile), not a
    /// tile of its own.
    pub hull: Vec<bool>,
}

impl<'c> Tile<'c> {
    /// Whether the constraints hold for tile sizes `sizes`.
    pub fn holds(&self, sizes: &[i64]) -> bool {
        self.constraints.is_empty()
            || self.constraints.iter().any(|conjunction| {
                conjunction
                    .iter()
                    .all(|(e, interval)| expr::evaluate(*e, sizes, &[]).is_some_and(|v| interval.contains(v)))
            })
    }

    /// The tile's elements for tile sizes `sizes` and runtime values `rt`;
    /// `None` on overflow, a negative size, or more than
    /// [`ELEMENTS_LIMIT`] elements.
    pub fn elements(&self, sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
        let mut count: u64 = 1;
        for &e in &self.sizes {
            count = count.saturating_mul(u64::try_from(expr::evaluate(e, sizes, rt)?).ok()?);
        }
        if count > ELEMENTS_LIMIT {
            return None;
        }
        let mut all = vec![Vec::new()];
        for j in 0..self.offsets.len() {
            let offset = expr::evaluate(self.offsets[j], sizes, rt)?;
            let size = expr::evaluate(self.sizes[j], sizes, rt)?;
            let stride = expr::evaluate(self.strides[j], sizes, rt)?;
            if size < 0 {
                return None;
            }
            let values: Vec<i64> =
                (0..size).map(|k| offset.checked_add(stride.checked_mul(k)?)).collect::<Option<Vec<i64>>>()?;
            all = all
                .into_iter()
                .flat_map(|prefix: Vec<i64>| {
                    values.iter().map(move |&v| {
                        let mut p = prefix.clone();
                        p.push(v);
                        p
                    })
                })
                .collect();
        }
        Some(all.into_iter().collect())
    }
}

fn list(exprs: &[AffineExpr<'_>]) -> String {
    exprs.iter().map(|e| e.to_string()).collect::<Vec<_>>().join(", ")
}

impl fmt::Display for Tile<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims = (0..self.tile_rank).map(|i| format!("d{i}")).collect::<Vec<_>>().join(", ");
        let symbols = if self.rt_count > 0 {
            format!("[{}]", (0..self.rt_count).map(|j| format!("s{j}")).collect::<Vec<_>>().join(", "))
        } else {
            String::new()
        };
        write!(
            f,
            "offsets: ({dims}){symbols} -> ({}), sizes: ({dims}) -> ({}), strides: ({dims}) -> ({})",
            list(&self.offsets),
            list(&self.sizes),
            list(&self.strides)
        )?;
        if !self.constraints.is_empty() {
            let disjuncts: Vec<String> = self
                .constraints
                .iter()
                .map(|c| {
                    c.iter().map(|(e, i)| format!("{e} in [{}, {}]", i.lower, i.upper)).collect::<Vec<_>>().join(" && ")
                })
                .collect();
            write!(f, ", constraints: {}", disjuncts.join(" || "))?;
        }
        if !self.exact {
            write!(f, ", not exact")?;
        }
        Ok(())
    }
}

/// One operand dimension of a tile.
struct Dimension<'c> {
    offset: AffineExpr<'c>,
    size: AffineExpr<'c>,
    stride: AffineExpr<'c>,
    /// Conditions for exactness (conjoined), each a disjunction.
    conditions: Vec<Vec<Conjunction<'c>>>,
    exact: bool,
}

/// Terms merged into one progression (see `Builder::merge_from`).
struct Merged<'c> {
    size: AffineExpr<'c>,
    stride: AffineExpr<'c>,
    conditions: Vec<Vec<Conjunction<'c>>>,
}

/// Builds tiles of one map.
struct Builder<'m, 'c> {
    map: &'m IndexingMap<'c>,
    ctx: Ctx<'c>,
    n_range: usize,
}

impl<'c> Builder<'_, 'c> {
    fn constant(&self, c: i64) -> AffineExpr<'c> {
        self.ctx.constant(c)
    }

    /// How many values a variable takes in the tile: `ts_i` for dimension
    /// `i`, the range's size for a range variable; `None` for a runtime
    /// variable. With the first value (0 for a dimension).
    fn count(&self, v: Var) -> Option<(AffineExpr<'c>, i64)> {
        match v {
            Var::Dim(i) => Some((self.ctx.dim(i), 0)),
            Var::Symbol(j) if j < self.n_range => {
                let b = self.map.symbol_bounds(j);
                Some((self.constant(b.size().min(i64::MAX as u64) as i64), b.lower))
            }
            Var::Symbol(_) => None,
        }
    }

    /// The offset term of a runtime variable (symbol `j` of the map).
    fn rt_symbol(&self, j: usize) -> AffineExpr<'c> {
        self.ctx.symbol(j - self.n_range)
    }

    /// A dimension over the whole range of `e` on the map's domain.
    fn hull(&self, e: AffineExpr<'c>) -> Dimension<'c> {
        let range = RangeEvaluator::new(self.map, false).range(e);
        let size = if range.is_feasible() {
            (range.upper as i128 - range.lower as i128 + 1).min(i64::MAX as i128) as i64
        } else {
            0
        };
        Dimension {
            offset: self.constant(if range.is_feasible() { range.lower } else { 0 }),
            size: self.constant(size),
            stride: self.constant(1),
            conditions: Vec::new(),
            exact: false,
        }
    }

    /// An affine result whose variables are its own.
    fn progression(&self, form: &LinearForm) -> Option<Dimension<'c>> {
        let mut offset = self.constant(form.constant);
        let mut counted: Vec<(i64, AffineExpr<'c>)> = Vec::new();
        for &(v, c) in &form.terms {
            match self.count(v) {
                Some((count, first)) => {
                    offset = expr::add(offset, self.constant(c.checked_mul(first)?));
                    counted.push((c, count));
                }
                None => {
                    let Var::Symbol(j) = v else { return None };
                    offset = expr::add(offset, expr::scale(self.rt_symbol(j), c));
                }
            }
        }
        if counted.is_empty() {
            return Some(Dimension {
                offset,
                size: self.constant(1),
                stride: self.constant(1),
                conditions: Vec::new(),
                exact: true,
            });
        }
        if let [(c, count)] = counted[..] {
            // One term: XLA's form, a negative stride for a reversal.
            return Some(Dimension {
                offset,
                size: count,
                stride: self.constant(c),
                conditions: Vec::new(),
                exact: true,
            });
        }
        // Several: positive strides, the offset moved to the smallest
        // value, merged from the smallest coefficient up.
        counted.sort_by_key(|(c, _)| c.unsigned_abs());
        let one = self.constant(1);
        for &(c, count) in &counted {
            if c < 0 {
                offset = expr::add(offset, expr::scale(expr::sub(count, one), c));
            }
        }
        // The stride is the smallest coefficient among the terms with more
        // than one value: one case per distinct coefficient whose smaller
        // terms can all have one value (tile sizes of 1), selected by
        // indicators `[ts == 1]` (XLA's strides for merges whose inner
        // tile has one element).
        let mut cases: Vec<(usize, Merged<'c>)> = Vec::new();
        for m in 0..counted.len() {
            let g = counted[m].0.abs();
            if m > 0 && g == counted[m - 1].0.abs() {
                continue;
            }
            if counted[..m].iter().any(|&(_, count)| expr::as_constant(count).is_some_and(|n| n != 1)) {
                break;
            }
            // A case only when a term of this coefficient can have more
            // than one value.
            let group = counted[m..].iter().take_while(|(c, _)| c.abs() == g);
            if !group.clone().any(|&(_, count)| self.can_exceed_one(count)) {
                continue;
            }
            if let Some(merged) = self.merge_from(&counted, m) {
                cases.push((m, merged));
            }
        }
        let (first, last) = (cases.first()?.0, cases.last()?.0);
        if first == last {
            let (m, merged) = cases.pop()?;
            let mut conditions = merged.conditions;
            conditions.extend(counted[..m].iter().filter_map(|&(_, count)| self.is_one(count).map(|a| vec![vec![a]])));
            return Some(Dimension { offset, size: merged.size, stride: merged.stride, conditions, exact: true });
        }
        // From the last case back: `case_j + E_j * (next - case_j)`, `E_j`
        // the indicator that every term below the next case's coefficient
        // has one value. Case j's conjunctions: the terms below it have one
        // value, one of its coefficient more (the last case: any), and its
        // own conditions.
        let (mut size, mut stride) = (cases[cases.len() - 1].1.size, cases[cases.len() - 1].1.stride);
        let mut per_case = Vec::new();
        for w in (0..cases.len()).rev() {
            let (m, merged) = &cases[w];
            let mut selected: Vec<Conjunction<'c>> = vec![Vec::new()];
            if w + 1 < cases.len() {
                let mut all_one = one;
                for &(_, count) in &counted[*m..cases[w + 1].0] {
                    all_one = expr::mul(all_one, self.indicator(count)?);
                }
                size = expr::add(merged.size, expr::mul(all_one, expr::sub(size, merged.size)));
                stride = expr::add(merged.stride, expr::mul(all_one, expr::sub(stride, merged.stride)));
                let g = counted[*m].0.abs();
                let group: Vec<AffineExpr<'c>> =
                    counted[*m..].iter().take_while(|(c, _)| c.abs() == g).map(|&(_, count)| count).collect();
                selected = if group.iter().any(|&count| expr::as_constant(count).is_some_and(|n| n > 1)) {
                    vec![Vec::new()]
                } else {
                    group
                        .iter()
                        .filter(|&&count| self.can_exceed_one(count))
                        .map(|&count| vec![(count, Interval::new(2, i64::MAX))])
                        .collect()
                };
            }
            let mut conditions = merged.conditions.clone();
            conditions.push(selected);
            conditions.extend(counted[..*m].iter().filter_map(|&(_, count)| self.is_one(count).map(|a| vec![vec![a]])));
            per_case.push(to_disjunction(conditions));
        }
        let disjunction: Vec<Conjunction<'c>> = per_case.into_iter().rev().flatten().collect();
        // An empty conjunction holds always.
        let conditions = if disjunction.iter().any(|c| c.is_empty()) { Vec::new() } else { vec![disjunction] };
        Some(Dimension { offset, size, stride, conditions, exact: true })
    }

    /// The terms `counted[m..]` (sorted by magnitude, the ones below `m`
    /// taken to have one value) merged into one progression of stride
    /// `|c_m|`: its size and the conditions (conjoined disjunctions) for no
    /// gap; a term whose coefficient the stride does not divide must have
    /// one value. `None` when the terms cannot be one progression.
    fn merge_from(&self, counted: &[(i64, AffineExpr<'c>)], m: usize) -> Option<Merged<'c>> {
        let one = self.constant(1);
        let (g, first_count) = (counted[m].0.abs(), counted[m].1);
        let mut size = first_count;
        let mut conditions = Vec::new();
        for &(c, count) in &counted[m + 1..] {
            let c = c.abs();
            let single = expr::as_constant(count).map(|n| n == 1);
            if c % g != 0 {
                match single {
                    Some(true) => continue,
                    Some(false) => return None,
                    None => {
                        conditions.push(vec![vec![(count, Interval::point(1))]]);
                        continue;
                    }
                }
            }
            let q = c / g;
            // No gap: the progression so far reaches q, or this term has
            // one value (sizes are at least 1).
            let reaches = match expr::as_constant(size) {
                Some(n) => Some(n >= q),
                None if q <= 1 => Some(true),
                None => None,
            };
            match (reaches, single) {
                (Some(true), _) | (_, Some(true)) => {}
                (Some(false), Some(false)) => return None,
                (None, Some(false)) => conditions.push(vec![vec![(size, Interval::new(q, i64::MAX))]]),
                (Some(false), None) => conditions.push(vec![vec![(count, Interval::point(1))]]),
                (None, None) => {
                    conditions.push(vec![vec![(size, Interval::new(q, i64::MAX))], vec![(count, Interval::point(1))]])
                }
            }
            size = expr::add(size, expr::scale(expr::sub(count, one), q.max(1)));
        }
        Some(Merged { size, stride: self.constant(g), conditions })
    }

    /// The constraint that a term's count is 1 (`None` when it is always
    /// 1).
    fn is_one(&self, count: AffineExpr<'c>) -> Option<(AffineExpr<'c>, Interval)> {
        self.can_exceed_one(count).then_some((count, Interval::point(1)))
    }

    /// Whether a term's count (a constant, or a tile size `ts` in `[1,
    /// n]`) can be more than 1.
    fn can_exceed_one(&self, count: AffineExpr<'c>) -> bool {
        match (expr::as_constant(count), expr::view(count)) {
            (Some(n), _) => n > 1,
            (None, ExprView::Dim(i)) => self.map.dims().get(i).is_none_or(|v| v.bounds.upper > 0),
            (None, _) => true,
        }
    }

    /// `[count == 1]` as an expression of the tile sizes: a constant for a
    /// constant count; for a tile size `ts` in `[1, n]`, `(n + 1 - ts)
    /// floordiv n`. `None` when `n + 1` overflows.
    fn indicator(&self, count: AffineExpr<'c>) -> Option<AffineExpr<'c>> {
        if let Some(n) = expr::as_constant(count) {
            return Some(self.constant(i64::from(n == 1)));
        }
        let ExprView::Dim(i) = expr::view(count) else { return None };
        let n = self.map.dims().get(i)?.bounds.upper.checked_add(1)?;
        if n <= 1 {
            return Some(self.constant(1));
        }
        Some(expr::floordiv(expr::sub(self.constant(n.checked_add(1)?), count), n))
    }

    /// `(c*x + c0) floordiv k` or `x mod k` over a variable of its own.
    fn division(&self, e: AffineExpr<'c>) -> Option<Dimension<'c>> {
        match expr::view(e) {
            ExprView::FloorDiv(l, r) => {
                let k = expr::as_constant(r).filter(|&k| k > 0)?;
                let LinearForm { terms, constant: c0 } = LinearForm::of(l)?;
                let [(v, c)] = terms[..] else { return None };
                let (count, first) = self.count(v)?;
                if c <= 0 || c > k || first != 0 || c0 < 0 {
                    return None;
                }
                // A tile size moves with the tile: `x floordiv k` keeps its
                // size at every tile offset only when the tile size
                // divides k or k divides it.
                let conditions = match expr::as_constant(count) {
                    Some(_) => Vec::new(),
                    None if c == 1 && c0 == 0 => vec![self.divides_either(count, k)?],
                    None => return None,
                };
                let last = expr::add(expr::scale(expr::sub(count, self.constant(1)), c), self.constant(c0));
                let size =
                    expr::add(expr::sub(expr::floordiv(last, k), self.constant(c0.div_euclid(k))), self.constant(1));
                Some(Dimension {
                    offset: self.constant(c0.div_euclid(k)),
                    size,
                    stride: self.constant(1),
                    conditions,
                    exact: true,
                })
            }
            ExprView::Mod(l, r) => {
                let k = expr::as_constant(r).filter(|&k| k > 0)?;
                let LinearForm { terms, constant: c0 } = LinearForm::of(l)?;
                let [(v, 1)] = terms[..] else { return None };
                let (count, first) = self.count(v)?;
                if c0 != 0 || first != 0 {
                    return None;
                }
                let size = expr::add(expr::modulo_expr(expr::sub(count, self.constant(1)), k), self.constant(1));
                let conditions = match expr::as_constant(count) {
                    Some(n) if n <= k || n % k == 0 => Vec::new(),
                    Some(_) => return None,
                    // Tiles at other offsets do not wrap around only when
                    // the tile size divides k or k divides it.
                    None => vec![self.divides_either(count, k)?],
                };
                Some(Dimension { offset: self.constant(0), size, stride: self.constant(1), conditions, exact: true })
            }
            _ => None,
        }
    }

    /// A digit of a mixed radix split, `s * D + c0` where `D` is `x`, `x mod
    /// b`, `x floordiv a` or `(x floordiv a) mod b` and `s` is 1 or -1 (a
    /// reversed digit), as `(x, a, b, s, c0, D)`.
    fn digit(e: AffineExpr<'c>) -> Option<Digit<'c>> {
        // Peel `s * D + c0`.
        let (d, sign, c0) = match expr::view(e) {
            ExprView::Add(l, r) if expr::as_constant(r).is_some() => {
                let (d, sign) = Self::signed(l)?;
                (d, sign, expr::as_constant(r)?)
            }
            _ => {
                let (d, sign) = Self::signed(e)?;
                (d, sign, 0)
            }
        };
        let (v, a, b) = Self::plain_digit(d)?;
        Some(Digit { v, a, b, sign, c0, expr: d })
    }

    /// `D` or `-1 * D` as `(D, sign)`.
    fn signed(e: AffineExpr<'c>) -> Option<(AffineExpr<'c>, i64)> {
        match expr::view(e) {
            ExprView::Mul(l, r) => match (expr::as_constant(l), expr::as_constant(r)) {
                (_, Some(-1)) => Some((l, -1)),
                (Some(-1), _) => Some((r, -1)),
                _ => None,
            },
            _ => Some((e, 1)),
        }
    }

    /// `x`, `x mod b`, `x floordiv a` or `(x floordiv a) mod b` as `(x, a,
    /// b)`.
    fn plain_digit(e: AffineExpr<'c>) -> Option<(Var, i64, Option<i64>)> {
        let plain = |e: AffineExpr<'c>| match LinearForm::of(e)? {
            LinearForm { terms, constant: 0 } => match terms[..] {
                [(v, 1)] => Some(v),
                _ => None,
            },
            _ => None,
        };
        let constant = |e: AffineExpr<'c>| expr::as_constant(e).filter(|&k| k > 0);
        match expr::view(e) {
            ExprView::Mod(l, r) => {
                let b = constant(r)?;
                match expr::view(l) {
                    ExprView::FloorDiv(x, a) => Some((plain(x)?, constant(a)?, Some(b))),
                    _ => Some((plain(l)?, 1, Some(b))),
                }
            }
            ExprView::FloorDiv(x, a) => Some((plain(x)?, constant(a)?, None)),
            _ => Some((plain(e)?, 1, None)),
        }
    }

    /// The digits of a reshape's split: results `(x floordiv a_i) mod b_i`
    /// over one variable `x` of their own, with `a_0 = 1`, `a_{i+1} = a_i *
    /// b_i`, the last without `mod` (the tuple is `x` in mixed radix). Over
    /// a tile of `ts` values starting at a multiple of `ts`, the digits form
    /// a box exactly when `ts = a_i * m` with `m` dividing `b_i` (lower
    /// digits whole, digit `i` spans `m` values, higher ones fixed), or
    /// `ts` is a multiple of the last `a`; digit `j` then has `((ts - 1)
    /// floordiv a_j) mod b_j + 1` values. `results` are the positions, in
    /// any order; `None` when they are not such a chain.
    fn split(&self, exprs: &[(usize, AffineExpr<'c>)]) -> Option<Vec<(usize, Dimension<'c>)>> {
        let mut parsed: Vec<(usize, Digit<'c>)> = Vec::new();
        for &(j, e) in exprs {
            parsed.push((j, Self::digit(e)?));
        }
        parsed.sort_by_key(|(_, d)| d.a);
        // A digit whose `mod` the simplifier dropped (its values already
        // below the next radix) gets it back.
        let ranges = RangeEvaluator::new(self.map, false);
        for k in 0..parsed.len().saturating_sub(1) {
            if parsed[k].1.b.is_none() {
                let (a, next) = (parsed[k].1.a, parsed[k + 1].1.a);
                if next % a != 0 {
                    return None;
                }
                let range = ranges.range(parsed[k].1.expr);
                if range.lower < 0 || range.upper >= next / a {
                    return None;
                }
                parsed[k].1.b = Some(next / a);
            }
        }
        let digits: Vec<(usize, Var, i64, Option<i64>)> = parsed.iter().map(|(j, d)| (*j, d.v, d.a, d.b)).collect();
        let v = digits[0].1;
        if digits.iter().any(|d| d.1 != v) || digits[0].2 != 1 {
            return None;
        }
        for pair in digits.windows(2) {
            let b = pair[0].3?;
            if pair[1].2 != pair[0].2.checked_mul(b)? {
                return None;
            }
        }
        let last = digits.last()?;
        if last.3.is_some() {
            return None;
        }
        let (count, first) = self.count(v)?;
        if first != 0 {
            return None;
        }
        let one = self.constant(1);
        let ts_minus_one = expr::sub(count, one);
        let mut conditions: Vec<Conjunction<'c>> = Vec::new();
        if expr::as_constant(count).is_none() {
            for &(_, _, a, b) in &digits {
                if let Some(b) = b {
                    for m in divisors(b)? {
                        conditions.push(vec![(count, Interval::point(a.checked_mul(m)?))]);
                    }
                }
            }
            conditions.push(vec![(expr::modulo_expr(count, last.2), Interval::point(0))]);
        } else {
            // A range variable: the whole range, at a fixed place.
            let n = expr::as_constant(count)?;
            let fits = n % last.2 == 0
                || digits
                    .iter()
                    .any(|&(_, _, a, b)| b.is_some_and(|b| n % a == 0 && b % (n / a).max(1) == 0 && n / a <= b));
            if !fits {
                return None;
            }
        }
        let mut dims = Vec::new();
        for (i, (&(j, _, a, b), (_, digit))) in digits.iter().zip(&parsed).enumerate() {
            let quotient = expr::floordiv(ts_minus_one, a);
            let size = expr::add(
                match b {
                    Some(b) => expr::modulo_expr(quotient, b),
                    None => quotient,
                },
                one,
            );
            dims.push((
                j,
                Dimension {
                    offset: self.constant(digit.c0),
                    size,
                    stride: self.constant(digit.sign),
                    // The disjunction once, on the first digit.
                    conditions: if i == 0 && !conditions.is_empty() { vec![conditions.clone()] } else { Vec::new() },
                    exact: true,
                },
            ));
        }
        Some(dims)
    }

    /// `count` divides `k` (not affine in `count`: one case per divisor) or
    /// `k` divides `count`; `None` when `k` has too many divisors.
    fn divides_either(&self, count: AffineExpr<'c>, k: i64) -> Option<Vec<Conjunction<'c>>> {
        let mut either: Vec<Conjunction<'c>> =
            divisors(k)?.into_iter().map(|q| vec![(count, Interval::point(q))]).collect();
        either.push(vec![(expr::modulo_expr(count, k), Interval::point(0))]);
        Some(either)
    }
}

/// A digit of a mixed radix split (see `Builder::digit`).
struct Digit<'c> {
    v: Var,
    a: i64,
    b: Option<i64>,
    sign: i64,
    c0: i64,
    expr: AffineExpr<'c>,
}

/// Divisors listed at most in a split's condition (beyond, not exact).
const MAX_DIVISORS: usize = 64;

/// The divisors of `k`, ascending; `None` beyond [`MAX_DIVISORS`] of them or
/// for `k` above 2^20 (a condition that long is not worth stating).
fn divisors(k: i64) -> Option<Vec<i64>> {
    if k > 1 << 20 {
        return None;
    }
    let all: Vec<i64> = (1..=k).filter(|q| k % q == 0).take(MAX_DIVISORS).collect();
    (all.len() < MAX_DIVISORS).then_some(all)
}

/// The tile of `map` (see the module docs).
pub fn symbolic_tile<'c>(map: &IndexingMap<'c>) -> Tile<'c> {
    let ctx = map.context();
    let n_dims = map.dims().len();
    let n_range = map.range_vars().len();
    let builder = Builder { map, ctx, n_range };
    let results = map.results();
    let mut tile = Tile {
        tile_rank: n_dims,
        rt_count: map.rt_vars().len(),
        offsets: Vec::new(),
        sizes: Vec::new(),
        strides: Vec::new(),
        constraints: Vec::new(),
        exact: true,
        mask: map.constraints().to_vec(),
        hull: Vec::new(),
    };
    match map.state() {
        MapState::KnownEmpty => {
            for _ in &results {
                tile.offsets.push(ctx.constant(0));
                tile.sizes.push(ctx.constant(0));
                tile.strides.push(ctx.constant(1));
                tile.hull.push(false);
            }
            return tile;
        }
        MapState::Undefined => {
            tile.exact = false;
            return tile;
        }
        MapState::Defined => {}
    }
    // Which results and constraints use each variable.
    let result_vars: Vec<Vec<Var>> = results.iter().map(|&e| variables(e)).collect();
    let users = |v: Var| result_vars.iter().filter(|vars| vars.contains(&v)).count();
    // A variable of one result only: its tile is a progression. A
    // constraint on it (padding, a concatenate's part) or a domain that
    // does not start at 0 only removes elements: the progression holds
    // them, with the constraints as mask (not exact).
    let own = |j: usize| result_vars[j].iter().all(|&v| users(v) == 1 || matches!(v, Var::Symbol(s) if s >= n_range));
    let mut dims: Vec<Option<Dimension<'c>>> = (0..results.len()).map(|_| None).collect();
    // Splits of a reshape: results sharing one variable, nothing else.
    for (j, vars) in result_vars.iter().enumerate() {
        let [v] = vars[..] else { continue };
        if dims[j].is_some() || users(v) < 2 {
            continue;
        }
        let group: Vec<(usize, AffineExpr<'c>)> =
            (0..results.len()).filter(|&k| result_vars[k].contains(&v)).map(|k| (k, results[k])).collect();
        if group.iter().any(|&(k, _)| result_vars[k].len() != 1) {
            continue;
        }
        if let Some(split) = builder.split(&group) {
            for (k, d) in split {
                dims[k] = Some(d);
            }
        }
    }
    for (j, &e) in results.iter().enumerate() {
        if dims[j].is_some() {
            continue;
        }
        let found = if own(j) {
            LinearForm::of(e).and_then(|form| builder.progression(&form)).or_else(|| builder.division(e))
        } else {
            None
        };
        dims[j] = Some(found.unwrap_or_else(|| builder.hull(e)));
    }
    let mut conditions: Vec<Vec<Conjunction<'c>>> = Vec::new();
    for d in dims.into_iter().flatten() {
        tile.exact &= d.exact;
        tile.hull.push(!d.exact);
        tile.offsets.push(d.offset);
        tile.sizes.push(d.size);
        tile.strides.push(d.stride);
        conditions.extend(d.conditions);
    }
    // The map's constraints cut the box; a domain that does not start at 0
    // may leave the origin tile (partly) empty: both go into the mask.
    for (i, v) in map.dims().iter().enumerate() {
        if v.bounds.lower != 0 {
            tile.mask.push((ctx.dim(i), v.bounds));
        }
    }
    if !tile.mask.is_empty() {
        tile.exact = false;
    }
    tile.constraints = normalized(ctx, to_disjunction(conditions));
    tile
}

/// A disjunction with the atoms on one expression of each conjunction
/// intersected, conjunctions that cannot hold and repeated ones dropped
/// (when none can hold: the one conjunction `0 in [1, 1]`).
fn normalized<'c>(ctx: Ctx<'c>, disjunction: Vec<Conjunction<'c>>) -> Vec<Conjunction<'c>> {
    if disjunction.is_empty() {
        return disjunction;
    }
    let mut result: Vec<Conjunction<'c>> = Vec::new();
    'conjunctions: for conjunction in disjunction {
        let mut merged: Conjunction<'c> = Vec::new();
        for (e, interval) in conjunction {
            match merged.iter_mut().find(|(f, _)| *f == e) {
                Some((_, kept)) => *kept = kept.intersect(interval),
                None => merged.push((e, interval)),
            }
        }
        let feasible = |(e, interval): &(AffineExpr<'c>, Interval)| {
            interval.is_feasible() && expr::as_constant(*e).is_none_or(|c| interval.contains(c))
        };
        if !merged.iter().all(feasible) {
            continue 'conjunctions;
        }
        if !result.contains(&merged) {
            result.push(merged);
        }
    }
    if result.is_empty() {
        result.push(vec![(ctx.constant(0), Interval::point(1))]);
    }
    result
}

/// A conjunction of disjunctions as one disjunction of conjunctions.
fn to_disjunction<'c>(conditions: Vec<Vec<Conjunction<'c>>>) -> Vec<Conjunction<'c>> {
    let mut result: Vec<Conjunction<'c>> = vec![Vec::new()];
    for disjunction in conditions {
        let mut next = Vec::new();
        for partial in &result {
            for option in &disjunction {
                let mut c = partial.clone();
                c.extend(option.iter().copied());
                next.push(c);
            }
        }
        result = next;
    }
    if result == [Vec::new()] { Vec::new() } else { result }
}
