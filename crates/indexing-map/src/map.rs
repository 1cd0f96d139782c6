//! The indexing map: an MLIR `AffineMap` plus bounded dimension, range and
//! runtime variables and constraints.

use crate::expr::{self, Ctx, ExprView};
use crate::interval::Interval;
use crate::points::{for_each_point, try_for_each_point};
use melior::ir::{AffineExpr, AffineMap};
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;

/// A dimension, range or runtime variable: its inclusive bounds and an
/// optional display name (`None` prints the default `d<i>`/`s<i>`/`rt<i>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variable {
    /// The values the variable takes.
    pub bounds: Interval,
    /// The name used when printing; `None` for the default name.
    pub name: Option<String>,
}

impl Variable {
    /// An unnamed variable with `bounds`.
    pub fn new(bounds: Interval) -> Self {
        Variable { bounds, name: None }
    }

    /// An unnamed variable over the indices of a dimension of `size`.
    pub fn for_size(size: i64) -> Self {
        Variable::new(Interval::for_size(size))
    }
}

/// Whether a map is usable, proven to have an empty domain, or unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MapState {
    /// A map with a (possibly) non-empty domain.
    Defined,
    /// The domain is proven empty. Such a map is kept in a canonical form
    /// that preserves its arity: every result `0`, every variable `[0, -1]`.
    KnownEmpty,
    /// No map could be computed.
    Undefined,
}

/// An indexing map `(d...)[s...]{rt...} -> (results), domain: ...`.
///
/// The affine map has one dimension per dimension variable and one symbol
/// per range variable followed by one per runtime variable (XLA's order).
/// The domain is the set of points where every variable lies within its
/// bounds and every constraint `expr in [lo, hi]` holds.
///
/// ```
/// # let context = melior::Context::new();
/// use indexing_map::IndexingMap;
/// let map = IndexingMap::parse(&context, "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]").unwrap();
/// assert_eq!(map.evaluate(&[2, 3], &[]), Some(vec![3, 2]));
/// assert_eq!(map.to_string(), "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]");
/// ```
#[derive(Clone)]
pub struct IndexingMap<'c> {
    pub(crate) ctx: Ctx<'c>,
    pub(crate) affine_map: AffineMap<'c>,
    pub(crate) dims: Vec<Variable>,
    pub(crate) range_vars: Vec<Variable>,
    pub(crate) rt_vars: Vec<Variable>,
    pub(crate) constraints: Vec<(AffineExpr<'c>, Interval)>,
    pub(crate) state: MapState,
}

impl<'c> IndexingMap<'c> {
    /// A map with the given results, variables and constraints. Constraints
    /// go through [`IndexingMap::add_constraint`]; infeasible bounds make the
    /// map known-empty.
    pub fn new(
        ctx: impl Into<Ctx<'c>>,
        results: &[AffineExpr<'c>],
        dims: Vec<Variable>,
        range_vars: Vec<Variable>,
        rt_vars: Vec<Variable>,
        constraints: Vec<(AffineExpr<'c>, Interval)>,
    ) -> Self {
        let ctx = ctx.into();
        let affine_map = expr::affine_map(ctx, dims.len(), range_vars.len() + rt_vars.len(), results);
        let mut map = IndexingMap {
            ctx,
            affine_map,
            dims,
            range_vars,
            rt_vars,
            constraints: Vec::new(),
            state: MapState::Defined,
        };
        for (expr, interval) in constraints {
            map.add_constraint(expr, interval);
        }
        map.check_bounds_feasible();
        map
    }

    /// A map from an index of a tensor of shape `dim_sizes` with range
    /// variables over `[0, size - 1]` for each of `range_sizes`.
    pub fn from_tensor_sizes(
        ctx: impl Into<Ctx<'c>>,
        results: &[AffineExpr<'c>],
        dim_sizes: &[i64],
        range_sizes: &[i64],
    ) -> Self {
        IndexingMap::new(
            ctx,
            results,
            dim_sizes.iter().map(|&s| Variable::for_size(s)).collect(),
            range_sizes.iter().map(|&s| Variable::for_size(s)).collect(),
            Vec::new(),
            Vec::new(),
        )
    }

    /// The identity on a tensor of shape `dim_sizes`.
    pub fn identity(ctx: impl Into<Ctx<'c>>, dim_sizes: &[i64]) -> Self {
        let ctx = ctx.into();
        let results: Vec<_> = (0..dim_sizes.len()).map(|i| ctx.dim(i)).collect();
        IndexingMap::from_tensor_sizes(ctx, &results, dim_sizes, &[])
    }

    /// The map for which nothing is known (XLA's "undefined").
    pub fn undefined(ctx: impl Into<Ctx<'c>>) -> Self {
        let ctx = ctx.into();
        IndexingMap {
            ctx,
            affine_map: expr::affine_map(ctx, 0, 0, &[]),
            dims: Vec::new(),
            range_vars: Vec::new(),
            rt_vars: Vec::new(),
            constraints: Vec::new(),
            state: MapState::Undefined,
        }
    }

    /// The context the map lives in.
    pub fn context(&self) -> Ctx<'c> {
        self.ctx
    }

    /// The underlying MLIR affine map.
    pub fn affine_map(&self) -> AffineMap<'c> {
        self.affine_map
    }

    /// The result expressions.
    pub fn results(&self) -> Vec<AffineExpr<'c>> {
        (0..self.affine_map.result_count()).map(|i| self.affine_map.result(i).expect("result index in range")).collect()
    }

    /// The number of results.
    pub fn result_count(&self) -> usize {
        self.affine_map.result_count()
    }

    /// The dimension variables.
    pub fn dims(&self) -> &[Variable] {
        &self.dims
    }

    /// The range variables (symbols `0..range_vars().len()`).
    pub fn range_vars(&self) -> &[Variable] {
        &self.range_vars
    }

    /// The runtime variables (the symbols after the range variables).
    pub fn rt_vars(&self) -> &[Variable] {
        &self.rt_vars
    }

    /// The number of symbols: range plus runtime variables.
    pub fn symbol_count(&self) -> usize {
        self.range_vars.len() + self.rt_vars.len()
    }

    /// The bounds of symbol `j` (range variables first).
    pub fn symbol_bounds(&self, j: usize) -> Interval {
        self.symbol_var(j).bounds
    }

    pub(crate) fn symbol_var(&self, j: usize) -> &Variable {
        if j < self.range_vars.len() { &self.range_vars[j] } else { &self.rt_vars[j - self.range_vars.len()] }
    }

    pub(crate) fn symbol_var_mut(&mut self, j: usize) -> &mut Variable {
        let n = self.range_vars.len();
        if j < n { &mut self.range_vars[j] } else { &mut self.rt_vars[j - n] }
    }

    /// The constraints `expr in interval`, in insertion order.
    pub fn constraints(&self) -> &[(AffineExpr<'c>, Interval)] {
        &self.constraints
    }

    /// The state: defined, known empty or undefined.
    pub fn state(&self) -> MapState {
        self.state
    }

    /// Whether the domain is proven empty.
    pub fn is_known_empty(&self) -> bool {
        self.state == MapState::KnownEmpty
    }

    /// Whether no map could be computed.
    pub fn is_undefined(&self) -> bool {
        self.state == MapState::Undefined
    }

    /// Replaces the results (same variables).
    pub fn set_results(&mut self, results: &[AffineExpr<'c>]) {
        self.affine_map = expr::affine_map(self.ctx, self.dims.len(), self.symbol_count(), results);
    }

    /// Adds `expr in interval`: a constant expression is checked (dropped
    /// when it holds, the map becomes known-empty otherwise); a bare variable
    /// has its bounds narrowed; an expression already constrained has its
    /// interval intersected.
    pub fn add_constraint(&mut self, expr: AffineExpr<'c>, interval: Interval) {
        if self.state != MapState::Defined {
            return;
        }
        match expr::view(expr) {
            ExprView::Constant(c) => {
                if !interval.contains(c) {
                    self.mark_known_empty();
                }
                return;
            }
            ExprView::Dim(i) if i < self.dims.len() => {
                self.dims[i].bounds = self.dims[i].bounds.intersect(interval);
            }
            ExprView::Symbol(j) if j < self.symbol_count() => {
                let var = self.symbol_var_mut(j);
                var.bounds = var.bounds.intersect(interval);
            }
            _ => {
                if let Some(existing) = self.constraints.iter_mut().find(|(e, _)| *e == expr) {
                    existing.1 = existing.1.intersect(interval);
                    if !existing.1.is_feasible() {
                        self.mark_known_empty();
                    }
                } else if interval.is_feasible() {
                    self.constraints.push((expr, interval));
                } else {
                    self.mark_known_empty();
                }
                return;
            }
        }
        self.check_bounds_feasible();
    }

    /// Removes all constraints.
    pub fn clear_constraints(&mut self) {
        self.constraints.clear();
    }

    pub(crate) fn check_bounds_feasible(&mut self) {
        if self.state == MapState::Defined
            && self.dims.iter().chain(&self.range_vars).chain(&self.rt_vars).any(|v| !v.bounds.is_feasible())
        {
            self.mark_known_empty();
        }
    }

    /// Turns the map into the canonical known-empty map of the same arity:
    /// results `0`, every variable `[0, -1]`, no constraints. (A map without
    /// variables prints the evidence `0 in [0, -1]` instead.)
    pub fn mark_known_empty(&mut self) {
        self.state = MapState::KnownEmpty;
        for var in self.dims.iter_mut().chain(&mut self.range_vars).chain(&mut self.rt_vars) {
            var.bounds = Interval::new(0, -1);
        }
        self.constraints.clear();
        let zeros = vec![self.ctx.constant(0); self.result_count()];
        self.set_results(&zeros);
    }

    /// Evaluates the results at a point (dimension values, then symbol
    /// values: range variables then runtime variables). Does not check the
    /// domain; `None` on overflow or a wrong number of values.
    pub fn evaluate(&self, dims: &[i64], symbols: &[i64]) -> Option<Vec<i64>> {
        if dims.len() != self.dims.len() || symbols.len() != self.symbol_count() {
            return None;
        }
        self.results().into_iter().map(|e| expr::evaluate(e, dims, symbols)).collect()
    }

    /// Whether the point lies in the domain: every variable within bounds and
    /// every constraint satisfied.
    pub fn contains_point(&self, dims: &[i64], symbols: &[i64]) -> bool {
        if self.state != MapState::Defined || dims.len() != self.dims.len() || symbols.len() != self.symbol_count() {
            return false;
        }
        self.dims.iter().zip(dims).all(|(v, &x)| v.bounds.contains(x))
            && (0..self.symbol_count()).all(|j| self.symbol_bounds(j).contains(symbols[j]))
            && self.constraints_satisfied(dims, symbols)
    }

    /// Whether every constraint holds at the point (bounds not checked).
    pub fn constraints_satisfied(&self, dims: &[i64], symbols: &[i64]) -> bool {
        self.constraints
            .iter()
            .all(|(e, interval)| expr::evaluate(*e, dims, symbols).is_some_and(|v| interval.contains(v)))
    }

    /// The number of points in the bounding box of all variables (an upper
    /// bound of the domain size), saturating.
    pub fn box_size(&self) -> u64 {
        self.dims
            .iter()
            .chain(&self.range_vars)
            .chain(&self.rt_vars)
            .fold(1u64, |acc, v| acc.saturating_mul(v.bounds.size()))
    }

    /// Calls `visit(dims, symbols)` for every point of the domain, in
    /// lexicographic order. Returns false without visiting anything when the
    /// bounding box has more than `limit` points.
    pub fn enumerate_domain(&self, limit: u64, visit: impl FnMut(&[i64], &[i64])) -> bool {
        self.enumerate_domain_at(None, limit, visit)
    }

    /// [`IndexingMap::enumerate_domain`], or with `at` only the points whose
    /// dimensions are `at` (`limit` then bounds the symbol box; nothing is
    /// visited when `at` lies outside the dimensions' bounds).
    fn enumerate_domain_at(&self, at: Option<&[i64]>, limit: u64, mut visit: impl FnMut(&[i64], &[i64])) -> bool {
        if self.state != MapState::Defined {
            return true;
        }
        let symbols = self.range_vars.iter().chain(&self.rt_vars);
        let dims: Vec<Interval> = match at {
            None => self.dims.iter().map(|v| v.bounds).collect(),
            Some(point) => {
                if symbols.clone().fold(1u64, |acc, v| acc.saturating_mul(v.bounds.size())) > limit {
                    return false;
                }
                if self.dims.iter().zip(point).any(|(v, &x)| !v.bounds.contains(x)) {
                    return true;
                }
                point.iter().map(|&x| Interval::new(x, x)).collect()
            }
        };
        if at.is_none() && self.box_size() > limit {
            return false;
        }
        let bounds: Vec<Interval> = dims.into_iter().chain(symbols.map(|v| v.bounds)).collect();
        let n_dims = self.dims.len();
        let constraints: Vec<(expr::Compiled, Interval)> =
            self.constraints.iter().map(|(e, interval)| (expr::compile(*e), *interval)).collect();
        for_each_point(&bounds, |point| {
            let (d, s) = point.split_at(n_dims);
            if constraints.iter().all(|(e, interval)| e.evaluate(d, s).is_some_and(|v| interval.contains(v))) {
                visit(d, s);
            }
        });
        true
    }

    /// The map restricted to result `index` (same domain).
    pub fn sub_map(&self, index: usize) -> IndexingMap<'c> {
        let mut map = self.clone();
        map.set_results(&[self.results()[index]]);
        map
    }

    /// A copy where the range variables at `indices` (strictly increasing)
    /// became trailing dimension variables, names kept.
    pub fn convert_range_vars_to_dims(&self, indices: &[usize]) -> IndexingMap<'c> {
        let mut dims = self.dims.clone();
        let mut symbol_repl = Vec::new();
        let mut range_vars = Vec::new();
        for (j, var) in self.range_vars.iter().enumerate() {
            if indices.contains(&j) {
                symbol_repl.push(self.ctx.dim(dims.len()));
                dims.push(var.clone());
            } else {
                symbol_repl.push(self.ctx.symbol(range_vars.len()));
                range_vars.push(var.clone());
            }
        }
        for k in 0..self.rt_vars.len() {
            symbol_repl.push(self.ctx.symbol(range_vars.len() + k));
        }
        self.rebuild(dims, range_vars, self.rt_vars.clone(), &[], &symbol_repl)
    }

    /// A copy where every range and runtime variable became a trailing
    /// dimension variable.
    pub fn convert_symbols_to_dims(&self) -> IndexingMap<'c> {
        let n_dims = self.dims.len();
        let mut dims = self.dims.clone();
        dims.extend(self.range_vars.iter().cloned());
        dims.extend(self.rt_vars.iter().cloned());
        let symbol_repl: Vec<_> = (0..self.symbol_count()).map(|j| self.ctx.dim(n_dims + j)).collect();
        self.rebuild(dims, Vec::new(), Vec::new(), &[], &symbol_repl)
    }

    /// Rebuilds the map with new variable lists, substituting dimensions by
    /// `dim_repl` (identity when empty) and symbols by `symbol_repl` in the
    /// results and constraints.
    pub(crate) fn rebuild(
        &self,
        dims: Vec<Variable>,
        range_vars: Vec<Variable>,
        rt_vars: Vec<Variable>,
        dim_repl: &[AffineExpr<'c>],
        symbol_repl: &[AffineExpr<'c>],
    ) -> IndexingMap<'c> {
        let results: Vec<_> = self.results().into_iter().map(|e| expr::substitute(e, dim_repl, symbol_repl)).collect();
        let constraints =
            self.constraints.iter().map(|&(e, i)| (expr::substitute(e, dim_repl, symbol_repl), i)).collect();
        let mut map = IndexingMap::new(self.ctx, &results, dims, range_vars, rt_vars, constraints);
        if self.state != MapState::Defined {
            map.state = self.state;
        }
        map
    }

    /// The display name of dimension `i`.
    pub fn dim_name(&self, i: usize) -> String {
        self.dims[i].name.clone().unwrap_or_else(|| format!("d{i}"))
    }

    /// The display name of symbol `j` (`s<j>` for range variables,
    /// `rt<k>` for runtime variable `k = j - #range`).
    pub fn symbol_name(&self, j: usize) -> String {
        let n = self.range_vars.len();
        if j < n {
            self.range_vars[j].name.clone().unwrap_or_else(|| format!("s{j}"))
        } else {
            self.rt_vars[j - n].name.clone().unwrap_or_else(|| format!("rt{}", j - n))
        }
    }
}

impl PartialEq for IndexingMap<'_> {
    /// Structural equality: same state, results, variables (bounds and
    /// names) and the same constraint set in any order.
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
            && self.affine_map == other.affine_map
            && self.dims == other.dims
            && self.range_vars == other.range_vars
            && self.rt_vars == other.rt_vars
            && self.constraints.len() == other.constraints.len()
            && self.constraints.iter().all(|c| other.constraints.contains(c))
    }
}

impl Eq for IndexingMap<'_> {}

impl Hash for IndexingMap<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.state.hash(state);
        expr::map_id(self.affine_map).hash(state);
        self.dims.hash(state);
        self.range_vars.hash(state);
        self.rt_vars.hash(state);
        // Order-independent: sum of per-constraint hashes.
        let mut sum = 0u64;
        for (e, interval) in &self.constraints {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            expr::id(*e).hash(&mut h);
            interval.hash(&mut h);
            sum = sum.wrapping_add(h.finish());
        }
        sum.hash(state);
    }
}

/// A map's relation as rows `(d, rt, f(d, s, rt))` (dimension point,
/// runtime values, then the index), sorted and without repeats
/// ([`IndexingMap::relation_with_runtime`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    /// Numbers per row.
    pub width: usize,
    /// How many rows.
    pub rows: usize,
    /// The rows, one after the other.
    pub values: Vec<i64>,
}

impl std::fmt::Debug for IndexingMap<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}

impl IndexingMap<'_> {
    /// The relation the map denotes, `{(d, f(d, s, rt))}` over its domain,
    /// by enumeration; `None` when the bounding box has more than `limit`
    /// points. Two maps mean the same thing when their relations are equal.
    pub fn relation(&self, limit: u64) -> Option<std::collections::BTreeSet<(Vec<i64>, Vec<i64>)>> {
        let mut relation = std::collections::BTreeSet::new();
        let mut overflow = false;
        let complete = self.enumerate_domain(limit, |d, s| match self.evaluate(d, s) {
            Some(values) => {
                relation.insert((d.to_vec(), values));
            }
            None => overflow = true,
        });
        (complete && !overflow).then_some(relation)
    }
}

impl IndexingMap<'_> {
    /// Whether the two maps relate the same (dimension point, runtime
    /// values) pairs to the same indices, decided by enumerating both
    /// domains; `None` when either bounding box has more than `limit`
    /// points. Range variables are existential (their names, order and
    /// offsets do not matter); runtime variables are compared position by
    /// position.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::IndexingMap;
    /// let a = IndexingMap::parse(&context, "(d0)[s0] -> (s0), domain: d0 in [0, 1], s0 in [0, 3]").unwrap();
    /// let b = IndexingMap::parse(&context, "(d0)[s0, s1] -> (s0 * 2 + s1), domain: d0 in [0, 1], s0 in [0, 1], s1 in [0, 1]").unwrap();
    /// let c = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [0, 1]").unwrap();
    /// assert_eq!(a.same_relation(&b, 1 << 10), Some(true));
    /// assert_eq!(a.same_relation(&c, 1 << 10), Some(false));
    /// ```
    pub fn same_relation(&self, other: &IndexingMap<'_>, limit: u64) -> Option<bool> {
        if !self.same_arity(other) {
            return Some(false);
        }
        Some(self.relation_with_runtime(limit)? == other.relation_with_runtime(limit)?)
    }

    /// Whether the two maps have as many dimensions, results and runtime
    /// variables: maps that do not never have the same relation
    /// ([`IndexingMap::same_relation`] says so without enumerating).
    pub fn same_arity(&self, other: &IndexingMap<'_>) -> bool {
        self.dims.len() == other.dims.len()
            && self.result_count() == other.result_count()
            && self.rt_vars.len() == other.rt_vars.len()
    }

    /// The relation [`IndexingMap::same_relation`] compares: the pairs
    /// `((d, rt), f(d, s, rt))` over the domain (see [`Relation`]); `None`
    /// when the bounding box has more than `limit` points or an index
    /// overflows. Two maps with as many dimensions, results and runtime
    /// variables have the same relation exactly when these are equal (and
    /// both exist), so a caller comparing one map with many can compute
    /// each relation once.
    pub fn relation_with_runtime(&self, limit: u64) -> Option<Relation> {
        self.relation_in(None, limit)
    }

    /// The rows of [`IndexingMap::relation_with_runtime`] whose dimension
    /// part is the point `dims`, without those columns: `(rt, f(dims, s,
    /// rt))` over the range and runtime variables (no rows when `dims` lies
    /// outside the domain). Equal relations have equal rows at every point,
    /// so rows that differ at one point prove two maps' relations differ
    /// without enumerating either. `None` when the symbol box has more than
    /// `limit` points, an index overflows or `dims` has another length.
    pub fn relation_at(&self, dims: &[i64], limit: u64) -> Option<Relation> {
        if dims.len() != self.dims.len() {
            return None;
        }
        self.relation_in(Some(dims), limit)
    }

    /// [`IndexingMap::relation_with_runtime`] (`at` is `None`) or
    /// [`IndexingMap::relation_at`] (the rows at the point `at`).
    fn relation_in(&self, at: Option<&[i64]>, limit: u64) -> Option<Relation> {
        let n_range = self.range_vars.len();
        let kept_dims = if at.is_some() { 0 } else { self.dims.len() };
        let results: Vec<expr::Compiled> = self.results().into_iter().map(expr::compile).collect();
        let width = kept_dims + self.rt_vars.len() + results.len();
        let (mut values, mut rows, mut overflow) = (Vec::new(), 0usize, false);
        let complete = self.enumerate_domain_at(at, limit, |d, s| {
            if overflow {
                return;
            }
            values.extend_from_slice(&d[..kept_dims]);
            values.extend_from_slice(&s[n_range..]);
            for e in &results {
                match e.evaluate(d, s) {
                    Some(value) => values.push(value),
                    None => {
                        overflow = true;
                        return;
                    }
                }
            }
            rows += 1;
        });
        if !complete || overflow {
            return None;
        }
        if width == 0 {
            return Some(Relation { width, rows: rows.min(1), values });
        }
        let row = |i: usize| &values[i * width..(i + 1) * width];
        // Enumeration often visits the rows in order already.
        if !(1..rows).all(|i| row(i - 1) < row(i)) {
            let mut order: Vec<usize> = (0..rows).collect();
            order.sort_unstable_by(|&a, &b| row(a).cmp(row(b)));
            order.dedup_by(|a, b| row(*a) == row(*b));
            let sorted: Vec<i64> = order.iter().flat_map(|&i| row(i).iter().copied()).collect();
            rows = order.len();
            values = sorted;
        }
        Some(Relation { width, rows, values })
    }

    /// The values the map takes at the dimension point `dims`: its results
    /// for every range/runtime variable assignment in bounds that satisfies
    /// the constraints (empty when `dims` is outside the domain). `None`
    /// when the symbol box has more than `limit` points.
    pub fn image_at(&self, dims: &[i64], limit: u64) -> Option<std::collections::BTreeSet<Vec<i64>>> {
        let mut image = std::collections::BTreeSet::new();
        if self.state != MapState::Defined
            || dims.len() != self.dims.len()
            || self.dims.iter().zip(dims).any(|(v, &x)| !v.bounds.contains(x))
        {
            return Some(image);
        }
        let bounds: Vec<Interval> = (0..self.symbol_count()).map(|j| self.symbol_bounds(j)).collect();
        let size = bounds.iter().fold(1u64, |acc, b| acc.saturating_mul(b.size()));
        if size > limit {
            return None;
        }
        let walk = try_for_each_point(&bounds, |symbols| {
            if self.constraints_satisfied(dims, symbols) {
                match self.evaluate(dims, symbols) {
                    Some(values) => {
                        image.insert(values);
                    }
                    // Overflow: no image.
                    None => return ControlFlow::Break(()),
                }
            }
            ControlFlow::Continue(())
        });
        walk.is_continue().then_some(image)
    }
}

impl<'c> IndexingMap<'c> {
    /// A copy where symbol `j` is replaced by `replacement` in the results
    /// and constraints (the symbol stays, unused; `remove_unused_symbols`
    /// drops it).
    pub fn replace_symbol(&self, j: usize, replacement: AffineExpr<'c>) -> IndexingMap<'c> {
        let symbol_repl: Vec<_> =
            (0..self.symbol_count()).map(|s| if s == j { replacement } else { self.ctx.symbol(s) }).collect();
        self.rebuild(self.dims.clone(), self.range_vars.clone(), self.rt_vars.clone(), &[], &symbol_repl)
    }

    /// A copy where symbol `j` (a range or runtime variable) takes values
    /// in `bounds`.
    pub fn with_symbol_bounds(&self, j: usize, bounds: Interval) -> IndexingMap<'c> {
        let (mut range_vars, mut rt_vars) = (self.range_vars.clone(), self.rt_vars.clone());
        let n = range_vars.len();
        match range_vars.get_mut(j) {
            Some(v) => v.bounds = bounds,
            None => {
                if let Some(v) = rt_vars.get_mut(j - n) {
                    v.bounds = bounds;
                }
            }
        }
        let symbols: Vec<_> = (0..self.symbol_count()).map(|s| self.ctx.symbol(s)).collect();
        self.rebuild(self.dims.clone(), range_vars, rt_vars, &[], &symbols)
    }

    /// A copy with range variables `extra` appended after the existing
    /// ones and each runtime variable `k` for which `replace(k)` gives an
    /// expression replaced by it (and removed); the others keep their
    /// order. Replacements are written in the new numbering: range
    /// variables first (the new ones at `range_vars().len()..`), then the
    /// kept runtime variables. Used to make a runtime value whose value is
    /// known as a function of new range variables (a loop counter: the
    /// iteration) part of the map.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::{IndexingMap, Interval, Variable};
    /// let map = IndexingMap::parse(&context, "(d0){rt0} -> (d0 + rt0 * 2), domain: d0 in [0, 1], rt0 in [0, 10]").unwrap();
    /// let ctx = map.context();
    /// let iteration = Variable::new(Interval::new(0, 4));
    /// let at = map.substitute_runtime_vars(&[iteration], &|_| Some(indexing_map::expr::add(ctx.symbol(0), ctx.constant(1))));
    /// assert_eq!(at.to_string(), "(d0)[s0] -> (d0 + (s0 + 1) * 2), domain: d0 in [0, 1], s0 in [0, 4]");
    /// ```
    pub fn substitute_runtime_vars(
        &self,
        extra: &[Variable],
        replace: &dyn Fn(usize) -> Option<AffineExpr<'c>>,
    ) -> IndexingMap<'c> {
        let n_range = self.range_vars.len();
        let mut range_vars = self.range_vars.clone();
        range_vars.extend(extra.iter().cloned());
        let mut rt_vars = Vec::new();
        let mut symbol_repl: Vec<AffineExpr<'c>> = (0..n_range).map(|j| self.ctx.symbol(j)).collect();
        for (k, variable) in self.rt_vars.iter().enumerate() {
            match replace(k) {
                Some(expr) => symbol_repl.push(expr),
                None => {
                    symbol_repl.push(self.ctx.symbol(range_vars.len() + rt_vars.len()));
                    rt_vars.push(variable.clone());
                }
            }
        }
        self.rebuild(self.dims.clone(), range_vars, rt_vars, &[], &symbol_repl)
    }
}

impl<'c> IndexingMap<'c> {
    /// Renumbers the range variables in the order of their first use in the
    /// results (left to right), then in the constraints (range variables
    /// used nowhere keep their relative order at the end), and shifts each
    /// to start at 0 (`s in [6, 8]` becomes `s + 6` with `s in [0, 2]`).
    /// Runtime variables keep their positions. A change of variables: the
    /// relation is unchanged, but maps that differ only in the order or
    /// offset of their range variables become structurally equal. Returns
    /// whether anything changed.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::IndexingMap;
    /// let mut map = IndexingMap::parse(&context, "(d0)[s0, s1] -> (s1, s0), domain: d0 in [0, 3], s0 in [0, 4], s1 in [0, 5]").unwrap();
    /// assert!(map.canonicalize_range_vars());
    /// assert_eq!(map.to_string(), "(d0)[s0, s1] -> (s0, s1), domain: d0 in [0, 3], s0 in [0, 5], s1 in [0, 4]");
    /// ```
    pub fn canonicalize_range_vars(&mut self) -> bool {
        let n = self.range_vars.len();
        if n == 0 || self.state != MapState::Defined {
            return false;
        }
        let mut order = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        let mut visit = |v: expr::Variable| {
            if let expr::Variable::Symbol(j) = v
                && j < n
                && !seen[j]
            {
                seen[j] = true;
                order.push(j);
            }
        };
        for e in self.results() {
            expr::for_each_variable(e, &mut visit);
        }
        for &(e, _) in &self.constraints {
            expr::for_each_variable(e, &mut visit);
        }
        order.extend(seen.iter().enumerate().filter(|&(_, &seen)| !seen).map(|(j, _)| j));
        let shifted = self.range_vars.iter().any(|v| v.bounds.lower != 0);
        if !shifted && order.iter().enumerate().all(|(new, &old)| new == old) {
            return false;
        }
        let mut symbol_repl: Vec<_> = (0..self.symbol_count()).map(|j| self.ctx.symbol(j)).collect();
        for (new, &old) in order.iter().enumerate() {
            let lower = self.range_vars[old].bounds.lower;
            symbol_repl[old] = expr::add(self.ctx.symbol(new), self.ctx.constant(lower));
        }
        let range_vars = order
            .iter()
            .map(|&j| {
                let var = &self.range_vars[j];
                let bounds = var.bounds;
                Variable { bounds: Interval::new(0, bounds.upper.saturating_sub(bounds.lower)), name: var.name.clone() }
            })
            .collect();
        *self = self.rebuild(self.dims.clone(), range_vars, self.rt_vars.clone(), &[], &symbol_repl);
        true
    }

    /// This map, which has no dimension variables, with `dims` as its
    /// dimension variables: the same results and constraints, which do not
    /// depend on them (each point of the new domain relates to everything
    /// the dimensionless map relates its one point to). `None` when the map
    /// has dimension variables.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::{IndexingMap, Variable};
    /// let map = IndexingMap::parse(&context, "()[s0] -> (s0 * 2), domain: s0 in [0, 4]").unwrap();
    /// let wide = map.with_dims(vec![Variable::for_size(3)]).unwrap();
    /// assert_eq!(wide.to_string(), "(d0)[s0] -> (s0 * 2), domain: d0 in [0, 2], s0 in [0, 4]");
    /// ```
    pub fn with_dims(&self, dims: Vec<Variable>) -> Option<IndexingMap<'c>> {
        if !self.dims.is_empty() {
            return None;
        }
        if self.state == MapState::Undefined {
            return Some(self.clone());
        }
        let results = self.results();
        let mut map = IndexingMap {
            ctx: self.ctx,
            affine_map: expr::affine_map(self.ctx, dims.len(), self.symbol_count(), &results),
            dims,
            range_vars: self.range_vars.clone(),
            rt_vars: self.rt_vars.clone(),
            constraints: self.constraints.clone(),
            state: self.state,
        };
        if map.state == MapState::KnownEmpty {
            map.mark_known_empty();
        } else {
            map.check_bounds_feasible();
        }
        Some(map)
    }

    /// The map restricted to a box of its dimension variables: each
    /// dimension's bounds intersected with `bounds[i]` (missing entries
    /// leave a dimension as it is); known empty when a bound becomes empty.
    ///
    /// ```
    /// let context = melior::Context::new();
    /// let map = indexing_map::IndexingMap::parse(&context, "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]").unwrap();
    /// let tile = map.restrict_dims(&[indexing_map::Interval::new(4, 7)]);
    /// assert_eq!(tile.to_string(), "(d0, d1) -> (d1, d0), domain: d0 in [4, 7], d1 in [0, 19]");
    /// ```
    pub fn restrict_dims(&self, bounds: &[Interval]) -> IndexingMap<'c> {
        let mut map = self.clone();
        if map.state != MapState::Defined {
            return map;
        }
        for (dim, bound) in map.dims.iter_mut().zip(bounds) {
            dim.bounds = dim.bounds.intersect(*bound);
        }
        map.check_bounds_feasible();
        map
    }
}
