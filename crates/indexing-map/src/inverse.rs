//! The inverse of a map's relation (from what is read back to what reads
//! it), and the elimination of the equalities that inverting introduces.
//!
//! A map relates a point `d` of its domain to `f(d, s, rt)` for some
//! values of its range and runtime variables. The inverse relates an index
//! `e` of the results' space to every `d` with `f(d, s, rt) = e`: the old
//! dimension variables become range variables (they are what the new map
//! returns), the old range and runtime variables stay, and each result
//! becomes an equality constraint `f_i(...) - e_i in [0, 0]`. The relation
//! is exactly reversed. Equalities that fix a range variable are then
//! solved for it ([`IndexingMap::eliminate_equalities`]), so that
//! `(d0)[s0] -> (d0 + s0)` inverts to `(d0)[s0] -> (d0 - s0)` rather than
//! to a map with one more variable and an equality.

use crate::expr::{self, ExprView};
use crate::interval::Interval;
use crate::map::{IndexingMap, MapState, Variable};
use crate::simplify::Linear;
use melior::ir::AffineExpr;

impl<'c> IndexingMap<'c> {
    /// The inverse relation, with `dims` as the new dimension variables
    /// (one per result of this map: the shape the results index): it
    /// relates an index `e` to every point `d` of this map's domain whose
    /// results are `e`. Runtime variables keep their positions (after the
    /// range variables, which are this map's dimension variables followed
    /// by its range variables, minus those an equality fixed). Not
    /// simplified. `None` for an undefined map or when `dims` does not
    /// have one variable per result.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::{IndexingMap, Variable};
    /// // A window of 3 at stride 2 over a 7-element operand.
    /// let map = IndexingMap::parse(&context, "(d0)[s0] -> (d0 * 2 + s0), domain: d0 in [0, 2], s0 in [0, 2]").unwrap();
    /// let mut inverse = map.inverse(vec![Variable::for_size(7)]).unwrap();
    /// inverse.simplify();
    /// inverse.remove_unused_symbols();
    /// assert_eq!(
    ///     inverse.to_string(),
    ///     "(d0)[s0] -> (s0), domain: d0 in [0, 6], s0 in [0, 2], d0 - s0 * 2 in [0, 2]"
    /// );
    /// ```
    pub fn inverse(&self, dims: Vec<Variable>) -> Option<IndexingMap<'c>> {
        if self.state == MapState::Undefined || dims.len() != self.result_count() {
            return None;
        }
        let n = self.dims.len();
        let mut inverse = self.with_dims_as_range_vars(dims);
        let reads = inverse.results();
        let returned: Vec<AffineExpr<'c>> = (0..n).map(|i| self.ctx.symbol(i)).collect();
        inverse.set_results(&returned);
        if self.state == MapState::KnownEmpty {
            inverse.mark_known_empty();
            return Some(inverse);
        }
        for (i, read) in reads.into_iter().enumerate() {
            inverse.add_constraint(expr::sub(read, self.ctx.dim(i)), Interval::point(0));
        }
        inverse.eliminate_equalities(n + self.range_vars.len());
        Some(inverse)
    }

    /// This map over new dimension variables `dims` that it does not use:
    /// its own dimension variables become the first range variables (the
    /// old range variables follow, runtime variables stay last). Each new
    /// point relates to everything the old map relates any of its points
    /// to.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::{IndexingMap, Variable};
    /// let map = IndexingMap::parse(&context, "(d0)[s0] -> (d0, s0), domain: d0 in [0, 3], s0 in [0, 1]").unwrap();
    /// let moved = map.with_dims_as_range_vars(vec![Variable::for_size(5)]);
    /// assert_eq!(moved.to_string(), "(d0)[s0, s1] -> (s0, s1), domain: d0 in [0, 4], s0 in [0, 3], s1 in [0, 1]");
    /// ```
    pub fn with_dims_as_range_vars(&self, dims: Vec<Variable>) -> IndexingMap<'c> {
        let n = self.dims.len();
        let dim_repl: Vec<_> = (0..n).map(|i| self.ctx.symbol(i)).collect();
        let symbol_repl: Vec<_> = (0..self.symbol_count()).map(|j| self.ctx.symbol(n + j)).collect();
        let range_vars = self.dims.iter().chain(&self.range_vars).cloned().collect();
        self.rebuild(dims, range_vars, self.rt_vars.clone(), &dim_repl, &symbol_repl)
    }

    /// Solves equality constraints (`expr in [v, v]`) for range variables
    /// among the first `eliminable` symbols: an equality `c * s + rest = v`
    /// where `s` occurs in no other term of it replaces `s` everywhere by
    /// `(v - rest) / c` and becomes the constraints that `(v - rest)` is a
    /// multiple of `c` (for `|c| > 1`) and that the quotient lies within the
    /// bounds of `s`. An exact change of variables: the relation is the
    /// same. Variables with coefficient ±1 are solved first; `s` is left
    /// unused (`remove_unused_symbols` drops it). Returns how many were
    /// solved.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::{IndexingMap, Interval};
    /// let mut map = IndexingMap::parse(&context, "(d0)[s0] -> (s0), domain: d0 in [0, 9], s0 in [0, 4], s0 * 2 - d0 in [0, 0]").unwrap();
    /// assert_eq!(map.eliminate_equalities(1), 1);
    /// map.simplify();
    /// map.remove_unused_symbols();
    /// assert_eq!(map.to_string(), "(d0) -> (d0 floordiv 2), domain: d0 in [0, 8], d0 mod 2 in [0, 0]");
    /// ```
    pub fn eliminate_equalities(&mut self, eliminable: usize) -> usize {
        let mut solved = 0;
        while self.state == MapState::Defined {
            let Some(solution) = self.solvable_equality(eliminable.min(self.range_vars.len())) else { break };
            let bounds = self.symbol_bounds(solution.symbol);
            self.constraints.remove(solution.constraint);
            let numerator = solution.numerator.build(self.ctx);
            let c = solution.coefficient;
            let value = if c == 1 { numerator } else { expr::floordiv(numerator, c) };
            let symbol_repl: Vec<_> = (0..self.symbol_count())
                .map(|j| if j == solution.symbol { value } else { self.ctx.symbol(j) })
                .collect();
            *self = self.rebuild(self.dims.clone(), self.range_vars.clone(), self.rt_vars.clone(), &[], &symbol_repl);
            if c != 1 {
                self.add_constraint(expr::modulo_expr(numerator, c), Interval::point(0));
            }
            match (bounds.lower.checked_mul(c), bounds.upper.checked_mul(c)) {
                (Some(lower), Some(upper)) => self.add_constraint(numerator, Interval::new(lower, upper)),
                _ => self.add_constraint(value, bounds),
            }
            solved += 1;
        }
        solved
    }

    /// The first equality constraint that fixes one of the first
    /// `eliminable` symbols, preferring coefficient ±1.
    fn solvable_equality(&self, eliminable: usize) -> Option<Solution<'c>> {
        let mut best: Option<Solution<'c>> = None;
        for (position, &(constraint, interval)) in self.constraints.iter().enumerate() {
            if !interval.is_point() {
                continue;
            }
            let Some(linear) = Linear::of(constraint) else { continue };
            for &(atom, k) in &linear.terms {
                let ExprView::Symbol(j) = expr::view(atom) else { continue };
                let alone = j < eliminable
                    && linear.terms.iter().all(|&(other, _)| other == atom || !expr::uses_symbol(other, j));
                if !alone {
                    continue;
                }
                let Some(solution) = Solution::of(&linear, atom, k, interval.lower, position, j) else { continue };
                if solution.coefficient == 1 {
                    return Some(solution);
                }
                if best.is_none() {
                    best = Some(solution);
                }
            }
        }
        best
    }
}

/// `s = numerator / coefficient` from constraint `constraint`.
struct Solution<'c> {
    constraint: usize,
    symbol: usize,
    numerator: Linear<'c>,
    coefficient: i64,
}

impl<'c> Solution<'c> {
    /// Solves `k * atom + rest = value` for `atom` (symbol `symbol`):
    /// `atom = (value - rest) / k`, the divisor made positive. `None` on
    /// overflow.
    fn of(
        linear: &Linear<'c>,
        atom: AffineExpr<'c>,
        k: i64,
        value: i64,
        constraint: usize,
        symbol: usize,
    ) -> Option<Self> {
        let sign = if k < 0 { -1 } else { 1 };
        let mut terms = Vec::with_capacity(linear.terms.len());
        for &(other, coefficient) in &linear.terms {
            if other != atom {
                terms.push((other, coefficient.checked_mul(-sign)?));
            }
        }
        let constant = value.checked_sub(linear.constant)?.checked_mul(sign)?;
        Some(Solution { constraint, symbol, numerator: Linear { terms, constant }, coefficient: k.checked_abs()? })
    }
}
