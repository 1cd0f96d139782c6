//! The map-level fixed point: rounds of constraint rules, map rules and
//! expression rules over a whole [`IndexingMap`], until a round changes
//! nothing; and the removal of unused symbols.

use super::constraint_rules::{self, Verdict};
use super::linear::Linear;
use super::map_rules;
use super::recorder;
use super::simplifier::Simplifier;
use crate::expr::{self, ExprView};
use crate::interval::{Interval, ceil_div, floor_div};
use crate::map::{IndexingMap, MapState};
use crate::range::RangeEvaluator;
use melior::ir::AffineExpr;

/// Rounds of [`IndexingMap::simplify`]. A round's rewrites can enable rules
/// of the next round (a constraint narrows a variable to a point, then the
/// variable is replaced by a constant), hence rounds; the cap bounds the
/// work should rules ever trade forms back and forth.
const MAP_ROUNDS: usize = 8;

/// A rule on a whole map, between the constraint and the result rules of a
/// round: rewrites the map in place, `true` when it did.
pub(super) struct MapRule {
    /// The name [`record_fired`](super::record_fired) reports.
    pub name: &'static str,
    /// The rule itself, with what earlier rules of the round learnt of the
    /// unchanged map.
    pub apply: for<'c> fn(&mut IndexingMap<'c>, &mut map_rules::Facts) -> bool,
}

/// Applied in this order once per round.
pub(super) const MAP_RULES: &[MapRule] = &[
    MapRule { name: "replace_point_variables", apply: |map, _| map.replace_point_variables() },
    MapRule { name: "rescale_symbols", apply: |map, _| map.rescale_symbols() },
    MapRule { name: "pin_variable_by_remainder", apply: map_rules::pin_variable_by_remainder },
    MapRule { name: "pin_variable_by_equality_residue", apply: map_rules::pin_variable_by_equality_residue },
    MapRule {
        name: "simplify_constraints_under_atom_bounds",
        apply: map_rules::simplify_constraints_under_atom_bounds,
    },
    MapRule { name: "project_range_var_from_constraint", apply: map_rules::project_range_var_from_constraint },
    MapRule { name: "project_range_var_from_remainder", apply: map_rules::project_range_var_from_remainder },
    MapRule { name: "solve_range_var_from_remainder", apply: map_rules::solve_range_var_from_remainder },
    MapRule { name: "rescale_range_var_by_exact_quotient", apply: map_rules::rescale_range_var_by_exact_quotient },
    MapRule { name: "tighten_bounds_drop_constraint", apply: map_rules::tighten_bounds_drop_constraint },
    MapRule { name: "tighten_atom_bounds_drop_constraint", apply: map_rules::tighten_atom_bounds_drop_constraint },
    MapRule { name: "merge_stacked_mod_constraints", apply: map_rules::merge_stacked_mod_constraints },
    MapRule { name: "merge_remainder_constraints", apply: map_rules::merge_remainder_constraints },
    MapRule { name: "eliminate_pinned_symbol", apply: map_rules::eliminate_pinned_symbol },
    MapRule { name: "eliminate_two_valued_pinned_symbol", apply: map_rules::eliminate_two_valued_pinned_symbol },
    MapRule { name: "delinearize_range_var", apply: map_rules::delinearize_range_var },
    MapRule { name: "rescale_range_var_by_division", apply: map_rules::rescale_range_var_by_division },
    MapRule { name: "rescale_range_var_by_shifted_division", apply: map_rules::rescale_range_var_by_shifted_division },
    MapRule { name: "merge_range_vars", apply: map_rules::merge_range_vars },
];

impl<'c> IndexingMap<'c> {
    /// Simplifies results and constraints on the whole domain by the rule
    /// tables of [`simplify`](crate::simplify), in rounds until nothing
    /// changes. Dimension variables stay; variables fixed to one point are
    /// replaced by their value in expressions. Returns whether anything
    /// changed.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::IndexingMap;
    /// let mut map = IndexingMap::parse(&context, "(d0) -> (d0 floordiv 16, d0 mod 16), domain: d0 in [0, 9]").unwrap();
    /// assert!(map.simplify());
    /// assert_eq!(map.to_string(), "(d0) -> (0, d0), domain: d0 in [0, 9]");
    /// ```
    pub fn simplify(&mut self) -> bool {
        if self.state != MapState::Defined {
            return false;
        }
        let before = self.clone();
        for _ in 0..MAP_ROUNDS {
            let round_start = self.clone();
            self.simplify_constraints();
            if self.state != MapState::Defined {
                break;
            }
            let mut facts = map_rules::Facts::default();
            for rule in MAP_RULES {
                if (rule.apply)(self, &mut facts) {
                    recorder::fired(rule.name);
                    facts = map_rules::Facts::default();
                }
            }
            let mut simplifier = Simplifier::new(self);
            let results: Vec<_> = self.results().into_iter().map(|e| simplifier.simplify(e)).collect();
            self.set_results(&results);
            if *self == round_start {
                break;
            }
        }
        // A map grown beyond the outline bound (long compositions) names
        // its repeated subexpressions instead of writing them out.
        if self.state == MapState::Defined {
            self.outline();
        }
        *self != before
    }

    /// One pass over the constraints: each is simplified as an expression,
    /// normalised ([`NORMALIZE_RULES`](super::constraint_rules::NORMALIZE_RULES))
    /// and judged against its range ([`RANGE_RULES`](super::constraint_rules::RANGE_RULES)).
    pub(super) fn simplify_constraints(&mut self) {
        let constraints = std::mem::take(&mut self.constraints);
        let simplified: Vec<(AffineExpr<'c>, Interval)> = {
            let mut simplifier = Simplifier::new(self);
            constraints
                .into_iter()
                .map(|(e, interval)| {
                    let e = simplifier.simplify(e);
                    match Linear::of(e) {
                        Some(linear) => constraint_rules::normalize(self.ctx, linear, interval),
                        None => (e, interval),
                    }
                })
                .collect()
        };
        for (e, interval) in simplified {
            // The range from the variable bounds alone: the constraint
            // would otherwise narrow its own range.
            let range = RangeEvaluator::new(self, false).range(e);
            match constraint_rules::judge(range, interval) {
                Verdict::Empty => {
                    self.mark_known_empty();
                    return;
                }
                Verdict::Drop => continue,
                Verdict::Keep(interval) => self.add_constraint(e, interval),
            }
            if self.state != MapState::Defined {
                return;
            }
        }
    }

    /// Law: `v == k` on a domain where `v in [k, k]`: the variable is
    /// replaced by the constant in results and constraints (it stays in the
    /// domain).
    ///
    /// Example: `(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [3, 3]`
    /// becomes `(d0, d1) -> (d0 + 3), ...`.
    ///
    /// Condition: the bounds of `v` are one point. Returns whether a result
    /// or constraint changed.
    fn replace_point_variables(&mut self) -> bool {
        let ctx = self.ctx;
        let dim_repl: Vec<_> = self
            .dims
            .iter()
            .enumerate()
            .map(|(i, v)| if v.bounds.is_point() { ctx.constant(v.bounds.lower) } else { ctx.dim(i) })
            .collect();
        let symbol_repl: Vec<_> = (0..self.symbol_count())
            .map(|j| {
                let bounds = self.symbol_bounds(j);
                if bounds.is_point() { ctx.constant(bounds.lower) } else { ctx.symbol(j) }
            })
            .collect();
        if dim_repl.iter().chain(&symbol_repl).all(|e| !e.is_constant()) {
            return false;
        }
        let before = (self.affine_map, self.constraints.clone());
        let results: Vec<_> =
            self.results().into_iter().map(|e| expr::substitute(e, &dim_repl, &symbol_repl)).collect();
        self.set_results(&results);
        let constraints = std::mem::take(&mut self.constraints);
        for (e, interval) in constraints {
            self.add_constraint(expr::substitute(e, &dim_repl, &symbol_repl), interval);
        }
        before != (self.affine_map, self.constraints.clone())
    }

    /// Law: `s mod c in [k, k]` with `s in [lo, hi]` holds exactly for
    /// `s = s' * c + k` with `s' in [ceil((lo - k) / c), floor((hi - k) / c)]`:
    /// the symbol is substituted and the constraint dropped; likewise
    /// `(s + t) mod c in [r, r]`, `0 <= r < c`, is `s mod c in [k, k]` with
    /// `k = (r - t) mod c`.
    ///
    /// Example: `(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], s0 mod 4 in [1, 1]`
    /// becomes `(d0)[s0] -> (d0 + s0 * 4 + 1), domain: d0 in [0, 9], s0 in [0, 2]`.
    ///
    /// Condition: the constraint is `s mod c` or `(s + t) mod c` of a
    /// symbol with a one-point interval (inside `[0, c - 1]` when shifted).
    /// Returns whether anything changed.
    pub fn rescale_symbols(&mut self) -> bool {
        let mut changed = false;
        loop {
            let found = self.constraints.iter().enumerate().find_map(|(index, &(e, interval))| {
                let ExprView::Mod(s, c) = expr::view(e) else { return None };
                let (j, shift) = map_rules::shifted_symbol(s)?;
                let c = expr::as_constant(c)?;
                if shift == 0 {
                    return interval.is_point().then_some((index, j, c, interval.lower));
                }
                // `(s + shift) mod c == r` is `s mod c == (r - shift) mod c`
                // for a remainder `0 <= r < c`.
                let r = interval.lower;
                (interval.is_point() && c > 0 && (0..c).contains(&r))
                    .then(|| Some((index, j, c, crate::interval::modulo(r.checked_sub(shift)?, c))))
                    .flatten()
            });
            let Some((index, j, c, k)) = found else { return changed };
            self.constraints.remove(index);
            let bounds = self.symbol_bounds(j);
            let new_bounds = Interval::new(
                ceil_div(bounds.lower.saturating_sub(k), c),
                floor_div(bounds.upper.saturating_sub(k), c),
            );
            let ctx = self.ctx;
            let replacement = expr::add(expr::scale(ctx.symbol(j), c), ctx.constant(k));
            let symbol_repl: Vec<_> =
                (0..self.symbol_count()).map(|s| if s == j { replacement } else { ctx.symbol(s) }).collect();
            let results: Vec<_> = self.results().into_iter().map(|e| expr::substitute(e, &[], &symbol_repl)).collect();
            self.set_results(&results);
            let constraints = std::mem::take(&mut self.constraints);
            self.symbol_var_mut(j).bounds = new_bounds;
            for (e, interval) in constraints {
                self.add_constraint(expr::substitute(e, &[], &symbol_repl), interval);
            }
            self.check_bounds_feasible();
            changed = true;
            if self.state != MapState::Defined {
                return true;
            }
        }
    }

    /// Removes range and runtime variables that no result uses and that
    /// only constraints mentioning no used variable mention (those
    /// constraints go too), renumbering the rest. Returns, per symbol,
    /// whether it was removed.
    ///
    /// The constraints that go must hold somewhere, or the domain was empty:
    /// they are checked on the bounds of their variables (up to
    /// `UNUSED_CHECK_LIMIT` points). When they never hold the map becomes
    /// known-empty; when there are too many points to tell, those variables
    /// and constraints stay.
    pub fn remove_unused_symbols(&mut self) -> Vec<bool> {
        let n = self.symbol_count();
        if self.state == MapState::Undefined || n == 0 {
            return vec![false; n];
        }
        let mut used = vec![false; n];
        for e in self.results() {
            expr::for_each_variable(e, &mut |v| {
                if let expr::Variable::Symbol(j) = v {
                    used[j] = true;
                }
            });
        }
        // A constraint that mentions a used symbol or any dimension keeps
        // all its symbols; iterate to a fixed point.
        loop {
            let mut changed = false;
            for (e, _) in &self.constraints {
                let mut mentions_used = false;
                let mut symbols = Vec::new();
                expr::for_each_variable(*e, &mut |v| match v {
                    expr::Variable::Dim(_) => mentions_used = true,
                    expr::Variable::Symbol(j) => {
                        mentions_used |= used[j];
                        symbols.push(j);
                    }
                });
                if mentions_used {
                    for j in symbols {
                        changed |= !used[j];
                        used[j] = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        if !used.iter().all(|&u| u) {
            match self.unused_constraints_hold(&used) {
                Some(true) => {}
                Some(false) => {
                    self.mark_known_empty();
                    return vec![false; n];
                }
                None => {
                    for (e, _) in &self.constraints {
                        expr::for_each_variable(*e, &mut |v| {
                            if let expr::Variable::Symbol(j) = v {
                                used[j] = true;
                            }
                        });
                    }
                }
            }
        }
        let removed: Vec<bool> = used.iter().map(|u| !u).collect();
        if !removed.iter().any(|&r| r) {
            return removed;
        }
        // Constraints mentioning only unused symbols go; those on dimensions
        // or used symbols stay.
        self.constraints.retain(|(e, _)| {
            let mut keep = false;
            expr::for_each_variable(*e, &mut |v| match v {
                expr::Variable::Dim(_) => keep = true,
                expr::Variable::Symbol(j) => keep |= used[j],
            });
            keep
        });
        let n_range = self.range_vars.len();
        let mut range_vars = Vec::new();
        let mut rt_vars = Vec::new();
        let mut symbol_repl = Vec::new();
        let mut next = 0;
        for (j, &used) in used.iter().enumerate() {
            if used {
                symbol_repl.push(self.ctx.symbol(next));
                next += 1;
                if j < n_range {
                    range_vars.push(self.range_vars[j].clone());
                } else {
                    rt_vars.push(self.rt_vars[j - n_range].clone());
                }
            } else {
                symbol_repl.push(self.ctx.constant(0));
            }
        }
        // Range variables come first, so renumbering keeps their order.
        *self = self.rebuild(self.dims.clone(), range_vars, rt_vars, &[], &symbol_repl);
        removed
    }
}

/// Points [`IndexingMap::remove_unused_symbols`] visits at most to check
/// that the constraints it drops can hold.
const UNUSED_CHECK_LIMIT: u64 = 1 << 16;

impl IndexingMap<'_> {
    /// Whether the constraints mentioning only unused symbols (no dimension)
    /// hold together at some point of their symbols' bounds; `None` beyond
    /// [`UNUSED_CHECK_LIMIT`] points.
    fn unused_constraints_hold(&self, used: &[bool]) -> Option<bool> {
        let mut symbols = Vec::new();
        let dropped: Vec<_> = self
            .constraints
            .iter()
            .filter(|(e, _)| {
                let mut only_unused = true;
                expr::for_each_variable(*e, &mut |v| match v {
                    expr::Variable::Dim(_) => only_unused = false,
                    expr::Variable::Symbol(j) => only_unused &= !used[j],
                });
                only_unused
            })
            .copied()
            .collect();
        for (e, _) in &dropped {
            expr::for_each_variable(*e, &mut |v| {
                if let expr::Variable::Symbol(j) = v
                    && !symbols.contains(&j)
                {
                    symbols.push(j);
                }
            });
        }
        let bounds: Vec<Interval> = symbols.iter().map(|&j| self.symbol_bounds(j)).collect();
        let size = bounds.iter().fold(1u64, |acc, b| acc.saturating_mul(b.size()));
        if dropped.is_empty() {
            return Some(true);
        }
        if size > UNUSED_CHECK_LIMIT {
            return None;
        }
        let mut values = vec![0; self.symbol_count()];
        let mut point: Vec<i64> = bounds.iter().map(|b| b.lower).collect();
        if bounds.iter().any(|b| !b.is_feasible()) {
            return Some(false);
        }
        // Compiled once: the box may have many points.
        let dropped: Vec<(expr::Compiled, Interval)> =
            dropped.iter().map(|&(e, interval)| (expr::compile(e), interval)).collect();
        loop {
            for (&j, &x) in symbols.iter().zip(&point) {
                values[j] = x;
            }
            let mut holds = true;
            for (e, interval) in &dropped {
                // An overflow tells nothing: keep the variables.
                holds &= interval.contains(e.evaluate(&[], &values)?);
            }
            if holds {
                return Some(true);
            }
            // The next point, last symbol fastest.
            let mut k = point.len();
            loop {
                if k == 0 {
                    return Some(false);
                }
                k -= 1;
                if point[k] < bounds[k].upper {
                    point[k] += 1;
                    break;
                }
                point[k] = bounds[k].lower;
            }
        }
    }
}
