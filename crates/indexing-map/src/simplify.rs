//! The interval-aware simplifier (`seeds/001`, "Indexing Map Simplifier").
//!
//! Every rewrite keeps the value of the expression at every point of the
//! map's domain; the rules that need more than algebra state their
//! condition on intervals. Sums are handled in a flattened form
//! ([`Linear`]: coefficients of atoms plus a constant); atoms are variables
//! and already-simplified `floordiv`/`ceildiv`/`mod`/non-constant products.
//!
//! Rules (each a function below, with its side condition):
//! - `fold_range`: an expression whose range is one value is that value.
//! - `floordiv`:
//!   - `x floordiv 1 = x`; `x floordiv c = k` if `range(x) ⊆ [k*c, k*c + c - 1]`;
//!   - nested: `(x floordiv a) floordiv b = x floordiv (a*b)`;
//!   - common factor: `(g*x + g*k) floordiv (g*c) = (x + k) floordiv c`;
//!   - split: `(c*q*t + r) floordiv c = q*t + r floordiv c`, constants too
//!     (`(16d0 + 4d1 + d2) floordiv 8 = 2d0 + (4d1 + d2) floordiv 8`);
//!   - small remainder: `(g*X + S) floordiv c = X floordiv (c/g)` if `g | c`
//!     and `range(S) ⊆ [0, g - 1]`;
//!   - inner division: `(a + y floordiv m) floordiv c = (a*m + y) floordiv (c*m)`,
//!     kept only when the result is smaller.
//! - `modulo`: the same family: `x mod c = x - k*c` if `range(x) ⊆ [k*c, k*c + c - 1]`;
//!   `(x mod a) mod b = x mod b` if `b | a`; terms that are multiples of `c`
//!   dropped; common factor `(g*x) mod (g*c) = g*(x mod c)`; small remainder
//!   `(g*X + S) mod c = g*(X mod (c/g)) + S` if `g | c` and `range(S) ⊆ [0, g-1]`.
//! - `ceildiv`: `x ceildiv c = (x + c - 1) floordiv c` when that simplifies.
//! - sums: `k*(x mod c) + k*c*(x floordiv c) = k*x`, and
//!   `k*x - k*c*(x floordiv c) = k*(x mod c)` when `x`'s terms are present
//!   with at least that weight.
//! - constraints (seed rules 1–3): constants moved to the interval, common
//!   factors divided out, `x floordiv k in [a, b]` becomes
//!   `x in [a*k, b*k + k - 1]`, bare variables narrow their bounds, always
//!   true constraints dropped, infeasible ones make the map known-empty.
//! - variables fixed to one point are replaced by that constant in results
//!   and constraints (dimension variables stay in the domain); unused range
//!   and runtime variables are removed by [`IndexingMap::remove_unused_symbols`].

use crate::expr::{self, Ctx, ExprView};
use crate::interval::{Interval, ceil_div, floor_div, modulo};
use crate::map::{IndexingMap, MapState};
use crate::range::RangeEvaluator;
use melior::ir::AffineExpr;
use std::collections::HashMap;

/// A flattened sum `Σ coefficient * atom + constant`.
#[derive(Clone, Debug)]
pub struct Linear<'c> {
    /// Atoms with non-zero coefficients, in first-seen order.
    pub terms: Vec<(AffineExpr<'c>, i64)>,
    /// The constant part.
    pub constant: i64,
}

impl<'c> Linear<'c> {
    fn constant(value: i64) -> Self {
        Linear { terms: Vec::new(), constant: value }
    }

    fn atom(atom: AffineExpr<'c>, coefficient: i64) -> Self {
        let mut linear = Linear::constant(0);
        linear.add_term(atom, coefficient);
        linear
    }

    fn add_term(&mut self, atom: AffineExpr<'c>, coefficient: i64) -> Option<()> {
        if let Some(position) = self.terms.iter().position(|(a, _)| *a == atom) {
            let sum = self.terms[position].1.checked_add(coefficient)?;
            if sum == 0 {
                self.terms.remove(position);
            } else {
                self.terms[position].1 = sum;
            }
        } else if coefficient != 0 {
            self.terms.push((atom, coefficient));
        }
        Some(())
    }

    /// `self += factor * other`.
    fn add_scaled(&mut self, other: &Linear<'c>, factor: i64) -> Option<()> {
        for &(atom, k) in &other.terms {
            self.add_term(atom, k.checked_mul(factor)?)?;
        }
        self.constant = self.constant.checked_add(other.constant.checked_mul(factor)?)?;
        Some(())
    }

    fn scaled(&self, factor: i64) -> Option<Linear<'c>> {
        let mut result = Linear::constant(0);
        result.add_scaled(self, factor)?;
        Some(result)
    }

    /// `self / divisor`, when every coefficient and the constant divide.
    fn divided(&self, divisor: i64) -> Linear<'c> {
        Linear { terms: self.terms.iter().map(|&(a, k)| (a, k / divisor)).collect(), constant: self.constant / divisor }
    }

    fn coefficient(&self, atom: AffineExpr<'c>) -> i64 {
        self.terms.iter().find(|(a, _)| *a == atom).map_or(0, |t| t.1)
    }

    /// The flattened form of an expression whose atoms are already simplified.
    pub fn of(expr: AffineExpr<'c>) -> Option<Linear<'c>> {
        match expr::view(expr) {
            ExprView::Constant(c) => Some(Linear::constant(c)),
            ExprView::Add(l, r) => {
                let mut sum = Linear::of(l)?;
                sum.add_scaled(&Linear::of(r)?, 1)?;
                Some(sum)
            }
            ExprView::Mul(l, r) => match (expr::as_constant(l), expr::as_constant(r)) {
                (_, Some(c)) => Linear::of(l)?.scaled(c),
                (Some(c), _) => Linear::of(r)?.scaled(c),
                _ => Some(Linear::atom(expr, 1)),
            },
            _ => Some(Linear::atom(expr, 1)),
        }
    }

    /// Builds the expression: dimensions by position, then symbols by
    /// position, then other atoms (ordered by their MLIR text), constant last.
    pub fn build(&self, ctx: Ctx<'c>) -> AffineExpr<'c> {
        let mut terms = self.terms.clone();
        terms.sort_by_cached_key(|(atom, _)| atom_order(*atom));
        let mut result: Option<AffineExpr<'c>> = None;
        for (atom, k) in terms {
            let term = if k == 1 { atom } else { expr::scale(atom, k) };
            result = Some(match result {
                None => term,
                Some(sum) => expr::add(sum, term),
            });
        }
        match result {
            None => ctx.constant(self.constant),
            Some(sum) if self.constant == 0 => sum,
            Some(sum) => expr::add(sum, ctx.constant(self.constant)),
        }
    }
}

fn atom_order(atom: AffineExpr<'_>) -> (u8, usize, String) {
    match expr::view(atom) {
        ExprView::Dim(i) => (0, i, String::new()),
        ExprView::Symbol(j) => (1, j, String::new()),
        _ => (2, 0, printed(atom)),
    }
}

thread_local! {
    /// MLIR's text of composite atoms, by (context, expression): expressions
    /// are uniqued and immutable, so the text never changes.
    static PRINTED: std::cell::RefCell<HashMap<(usize, usize), String>> = Default::default();
}

/// The MLIR text of `atom`, cached (sorting atoms by it keeps the order of
/// terms deterministic across runs).
fn printed(atom: AffineExpr<'_>) -> String {
    let key = (Ctx::of(atom).id(), expr::id(atom));
    PRINTED.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() > 1 << 20 {
            cache.clear();
        }
        cache.entry(key).or_insert_with(|| atom.to_string()).clone()
    })
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.min(i64::MAX as u64) as i64
}

/// Simplifies expressions over the domain of one map (a snapshot of its
/// bounds and constraints).
pub struct Simplifier<'a, 'c> {
    ranges: RangeEvaluator<'a, 'c>,
    ctx: Ctx<'c>,
    cache: HashMap<usize, AffineExpr<'c>>,
}

impl<'a, 'c> Simplifier<'a, 'c> {
    /// A simplifier over the domain of `map`.
    pub fn new(map: &'a IndexingMap<'c>) -> Self {
        Simplifier { ranges: RangeEvaluator::new(map, true), ctx: map.context(), cache: HashMap::new() }
    }

    fn range(&self, expr: AffineExpr<'c>) -> Interval {
        self.ranges.range(expr)
    }

    /// The simplified form of `expr`: same value at every domain point.
    pub fn simplify(&mut self, expr: AffineExpr<'c>) -> AffineExpr<'c> {
        let key = expr::id(expr);
        if let Some(done) = self.cache.get(&key) {
            return *done;
        }
        let simplified = self.simplify_uncached(expr);
        let simplified = self.fold_range(simplified);
        self.cache.insert(key, simplified);
        simplified
    }

    /// Rule `fold_range`: a single-valued expression is that constant.
    fn fold_range(&self, expr: AffineExpr<'c>) -> AffineExpr<'c> {
        let range = self.range(expr);
        if range.is_point() && !expr.is_constant() { self.ctx.constant(range.lower) } else { expr }
    }

    fn simplify_uncached(&mut self, expr: AffineExpr<'c>) -> AffineExpr<'c> {
        match expr::view(expr) {
            ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => expr,
            ExprView::Add(..) | ExprView::Mul(..) => match self.flatten(expr) {
                Some(linear) => self.build_sum(linear),
                None => expr,
            },
            ExprView::FloorDiv(l, r) => match expr::as_constant(r) {
                Some(c) if c > 0 => {
                    let lhs = self.simplify(l);
                    self.floordiv(lhs, c)
                }
                _ => expr,
            },
            ExprView::CeilDiv(l, r) => match expr::as_constant(r) {
                Some(c) if c > 0 => {
                    let lhs = self.simplify(l);
                    self.ceildiv(lhs, c)
                }
                _ => expr,
            },
            ExprView::Mod(l, r) => match expr::as_constant(r) {
                Some(c) if c > 0 => {
                    let lhs = self.simplify(l);
                    self.modulo(lhs, c)
                }
                _ => expr,
            },
        }
    }

    /// Flattens a sum/product, simplifying every atom. `None` on overflow.
    fn flatten(&mut self, expr: AffineExpr<'c>) -> Option<Linear<'c>> {
        match expr::view(expr) {
            ExprView::Constant(c) => Some(Linear::constant(c)),
            ExprView::Add(l, r) => {
                let mut sum = self.flatten(l)?;
                sum.add_scaled(&self.flatten(r)?, 1)?;
                Some(sum)
            }
            ExprView::Mul(l, r) => {
                if let Some(c) = expr::as_constant(r) {
                    return self.flatten(l)?.scaled(c);
                }
                if let Some(c) = expr::as_constant(l) {
                    return self.flatten(r)?.scaled(c);
                }
                let (l, r) = (self.simplify(l), self.simplify(r));
                match (expr::as_constant(l), expr::as_constant(r)) {
                    (Some(a), Some(b)) => Some(Linear::constant(a.checked_mul(b)?)),
                    (Some(c), None) => Linear::of(r)?.scaled(c),
                    (None, Some(c)) => Linear::of(l)?.scaled(c),
                    (None, None) => Some(Linear::atom(expr::mul(l, r), 1)),
                }
            }
            _ => {
                let simplified = self.simplify(expr);
                Linear::of(simplified)
            }
        }
    }

    /// Applies the sum rules and builds the expression.
    fn build_sum(&mut self, mut linear: Linear<'c>) -> AffineExpr<'c> {
        for _ in 0..16 {
            if !self.recombine_mod_and_floordiv(&mut linear) && !self.form_mod(&mut linear) {
                break;
            }
        }
        linear.build(self.ctx)
    }

    /// Rule: `k*(x mod c) + k*c*(x floordiv c) = k*x`.
    fn recombine_mod_and_floordiv(&mut self, linear: &mut Linear<'c>) -> bool {
        for index in 0..linear.terms.len() {
            let (atom, k) = linear.terms[index];
            let ExprView::Mod(x, c) = expr::view(atom) else { continue };
            let Some(c) = expr::as_constant(c) else { continue };
            let Some(quotient_weight) = k.checked_mul(c) else { continue };
            let quotient = expr::floordiv(x, c);
            if linear.coefficient(quotient) != quotient_weight {
                continue;
            }
            let Some(x_linear) = Linear::of(x) else { continue };
            let mut candidate = linear.clone();
            if candidate.add_term(atom, -k).is_none()
                || candidate.add_term(quotient, -quotient_weight).is_none()
                || candidate.add_scaled(&x_linear, k).is_none()
            {
                continue;
            }
            *linear = candidate;
            return true;
        }
        false
    }

    /// Rule: `k*x - k*c*(x floordiv c) = k*(x mod c)`, applied when every term
    /// of `k*x` is present in the sum with the same sign and at least that
    /// weight (so no new terms appear).
    fn form_mod(&mut self, linear: &mut Linear<'c>) -> bool {
        for index in 0..linear.terms.len() {
            let (atom, b) = linear.terms[index];
            let ExprView::FloorDiv(x, c) = expr::view(atom) else { continue };
            let Some(c) = expr::as_constant(c) else { continue };
            if b % c != 0 {
                continue;
            }
            let k = -(b / c);
            let Some(x_linear) = Linear::of(x) else { continue };
            let present = !x_linear.terms.is_empty()
                && x_linear.terms.iter().all(|&(a, coefficient)| {
                    let have = linear.coefficient(a);
                    coefficient.checked_mul(k).is_some_and(|need| {
                        need != 0 && have.signum() == need.signum() && have.unsigned_abs() >= need.unsigned_abs()
                    })
                });
            if !present {
                continue;
            }
            let remainder = self.modulo(x, c);
            let mut candidate = linear.clone();
            if candidate.add_term(atom, -b).is_none()
                || candidate.add_scaled(&x_linear, -k).is_none()
                || Linear::of(remainder).and_then(|r| candidate.add_scaled(&r, k)).is_none()
            {
                continue;
            }
            *linear = candidate;
            return true;
        }
        false
    }

    /// `lhs floordiv c` for a simplified `lhs` and `c > 0`.
    fn floordiv(&mut self, lhs: AffineExpr<'c>, c: i64) -> AffineExpr<'c> {
        if c == 1 {
            return lhs;
        }
        let range = self.range(lhs).floor_div(c);
        if range.is_point() {
            return self.ctx.constant(range.lower);
        }
        let Some(linear) = Linear::of(lhs) else { return expr::floordiv(lhs, c) };

        // Nested: (x floordiv a) floordiv c = x floordiv (a * c).
        if linear.constant == 0 && linear.terms.len() == 1 && linear.terms[0].1 == 1 {
            if let ExprView::FloorDiv(x, a) = expr::view(linear.terms[0].0) {
                if let Some(ac) = expr::as_constant(a).and_then(|a| a.checked_mul(c)) {
                    return self.floordiv(x, ac);
                }
            }
        }

        // Common factor of everything, divisor included.
        let g = linear.terms.iter().fold(gcd(c, linear.constant), |g, &(_, k)| gcd(g, k));
        if g > 1 {
            let inner = linear.divided(g).build(self.ctx);
            return self.floordiv(inner, c / g);
        }

        // Split out the multiples of c (constant included).
        let mut outer = Linear::constant(floor_div(linear.constant, c));
        let mut rest = Linear::constant(modulo(linear.constant, c));
        for &(atom, k) in &linear.terms {
            if k % c == 0 {
                outer.add_term(atom, k / c);
            } else {
                rest.add_term(atom, k);
            }
        }
        if !outer.terms.is_empty() || outer.constant != 0 {
            let inner = rest.build(self.ctx);
            let divided = self.floordiv(inner, c);
            // Moving only a constant out helps when the rest then folds;
            // otherwise keep the form as written (`(d0 - 1) floordiv 2`).
            if outer.terms.is_empty() && divided == expr::floordiv(inner, c) {
                return expr::floordiv(lhs, c);
            }
            let Some(divided) = Linear::of(divided) else { return expr::floordiv(lhs, c) };
            if outer.add_scaled(&divided, 1).is_none() {
                return expr::floordiv(lhs, c);
            }
            return self.build_sum(outer);
        }

        // Small remainder: (g*X + S) floordiv c = X floordiv (c/g).
        if let Some((big, g)) = self.split_small_remainder(&linear, c) {
            let inner = big.divided(g).build(self.ctx);
            return self.floordiv(inner, c / g);
        }

        // Inner division: (a + y floordiv m) floordiv c = (a*m + y) floordiv (c*m).
        let original = expr::floordiv(lhs, c);
        if let Some(merged) = self.merge_inner_floordiv(&linear, c) {
            if expr::node_count(merged) < expr::node_count(original) {
                return merged;
            }
        }
        original
    }

    /// Finds `g > 1` dividing `c` and a split `linear = B + S` where every
    /// coefficient of `B` is a multiple of `g` and `range(S) ⊆ [0, g - 1]`.
    fn split_small_remainder(&self, linear: &Linear<'c>, c: i64) -> Option<(Linear<'c>, i64)> {
        let mut terms = linear.terms.clone();
        terms.sort_by_key(|&(_, k)| std::cmp::Reverse(k.unsigned_abs()));
        let mut g = c;
        for split in 1..terms.len() {
            g = gcd(g, terms[split - 1].1);
            if g <= 1 {
                return None;
            }
            let small = Linear { terms: terms[split..].to_vec(), constant: linear.constant };
            let small_range = self.range(small.build(self.ctx));
            if Interval::new(0, g - 1).contains_interval(small_range) && small_range.is_feasible() {
                let big = Linear { terms: terms[..split].to_vec(), constant: 0 };
                return Some((big, g));
            }
        }
        None
    }

    /// `(a + y floordiv m) floordiv c` as `(a*m + y) floordiv (c*m)`, for the
    /// first atom `y floordiv m` with coefficient 1.
    fn merge_inner_floordiv(&mut self, linear: &Linear<'c>, c: i64) -> Option<AffineExpr<'c>> {
        let (index, y, m) = linear.terms.iter().enumerate().find_map(|(index, &(atom, k))| match expr::view(atom) {
            ExprView::FloorDiv(y, m) if k == 1 => Some((index, y, expr::as_constant(m)?)),
            _ => None,
        })?;
        let mut rest = linear.clone();
        rest.terms.remove(index);
        let mut merged = rest.scaled(m)?;
        merged.add_scaled(&Linear::of(y)?, 1)?;
        let cm = c.checked_mul(m)?;
        let inner = merged.build(self.ctx);
        Some(self.floordiv(inner, cm))
    }

    /// `lhs mod c` for a simplified `lhs` and `c > 0`.
    fn modulo(&mut self, lhs: AffineExpr<'c>, c: i64) -> AffineExpr<'c> {
        if c == 1 {
            return self.ctx.constant(0);
        }
        let range = self.range(lhs);
        let Some(linear) = Linear::of(lhs) else { return expr::modulo_expr(lhs, c) };
        // One period: x mod c = x - k*c when range(x) ⊆ [k*c, k*c + c - 1].
        if range.is_feasible() && range.lower.div_euclid(c) == range.upper.div_euclid(c) {
            let mut shifted = linear.clone();
            let shift = range.lower.div_euclid(c).checked_mul(c);
            if let Some(constant) = shift.and_then(|shift| shifted.constant.checked_sub(shift)) {
                shifted.constant = constant;
                return self.build_sum(shifted);
            }
        }

        // Nested: (x mod a) mod c = x mod c if c divides a.
        if linear.constant == 0 && linear.terms.len() == 1 && linear.terms[0].1 == 1 {
            if let ExprView::Mod(x, a) = expr::view(linear.terms[0].0) {
                if expr::as_constant(a).is_some_and(|a| a % c == 0) {
                    return self.modulo(x, c);
                }
            }
        }

        // Drop the multiples of c.
        let mut kept = Linear::constant(modulo(linear.constant, c));
        for &(atom, k) in &linear.terms {
            if k % c != 0 {
                kept.add_term(atom, k);
            }
        }
        if kept.terms.len() != linear.terms.len() || kept.constant != linear.constant {
            let inner = kept.build(self.ctx);
            let reduced = self.modulo(inner, c);
            // Only the constant changed and nothing folded: keep the form
            // as written (`(d0 - 1) mod 2`).
            if kept.terms.len() == linear.terms.len() && reduced == expr::modulo_expr(inner, c) {
                return expr::modulo_expr(lhs, c);
            }
            return reduced;
        }

        // Common factor: (g*x) mod (g*c) = g * (x mod c).
        let g = linear.terms.iter().fold(gcd(c, linear.constant), |g, &(_, k)| gcd(g, k));
        if g > 1 {
            let inner = linear.divided(g).build(self.ctx);
            let reduced = self.modulo(inner, c / g);
            return self.simplify(expr::scale(reduced, g));
        }

        // Small remainder: (g*X + S) mod c = g * (X mod (c/g)) + S.
        if let Some((big, g)) = self.split_small_remainder(&linear, c) {
            let inner = big.divided(g).build(self.ctx);
            let reduced = self.modulo(inner, c / g);
            let mut sum = Linear::of(reduced).and_then(|r| r.scaled(g));
            if let Some(sum) = sum.as_mut() {
                for &(atom, k) in &linear.terms {
                    if !big.terms.iter().any(|(a, _)| *a == atom) {
                        sum.add_term(atom, k);
                    }
                }
                sum.constant += linear.constant;
                return self.build_sum(sum.clone());
            }
        }
        expr::modulo_expr(lhs, c)
    }

    /// `lhs ceildiv c` for a simplified `lhs` and `c > 0`.
    fn ceildiv(&mut self, lhs: AffineExpr<'c>, c: i64) -> AffineExpr<'c> {
        if c == 1 {
            return lhs;
        }
        let range = self.range(lhs).ceil_div(c);
        if range.is_point() {
            return self.ctx.constant(range.lower);
        }
        let original = expr::ceildiv(lhs, c);
        let shifted = expr::add(lhs, self.ctx.constant(c - 1));
        let shifted = self.simplify(shifted);
        let as_floor = self.floordiv(shifted, c);
        if expr::node_count(as_floor) < expr::node_count(original) { as_floor } else { original }
    }
}

/// Normalises a constraint `linear in interval` (seed rule 1): moves the
/// constant into the interval, divides out a common factor (flipping a
/// negated sum), and turns `x floordiv k in [a, b]` into
/// `x in [a*k, b*k + k - 1]`. Returns the new expression and interval.
fn normalize_constraint<'c>(
    ctx: Ctx<'c>,
    mut linear: Linear<'c>,
    mut interval: Interval,
) -> (AffineExpr<'c>, Interval) {
    for _ in 0..8 {
        if linear.terms.is_empty() {
            break;
        }
        if linear.constant != 0 {
            let c = linear.constant;
            interval = Interval::new(interval.lower.saturating_sub(c), interval.upper.saturating_sub(c));
            linear.constant = 0;
        }
        if linear.terms.iter().all(|&(_, k)| k < 0) {
            linear = linear.scaled(-1).unwrap_or(linear);
            interval = interval.negate();
        }
        let g = linear.terms.iter().fold(0, |g, &(_, k)| gcd(g, k));
        if g > 1 {
            linear = linear.divided(g);
            interval = Interval::new(ceil_div(interval.lower, g), floor_div(interval.upper, g));
            continue;
        }
        if linear.terms.len() == 1 && linear.terms[0].1 == 1 {
            if let ExprView::FloorDiv(x, k) = expr::view(linear.terms[0].0) {
                if let (Some(k), Some(x_linear)) = (expr::as_constant(k), Linear::of(x)) {
                    let lower = interval.lower.saturating_mul(k);
                    let upper = interval.upper.saturating_mul(k).saturating_add(k - 1);
                    linear = x_linear;
                    interval = Interval::new(lower, upper);
                    continue;
                }
            }
        }
        break;
    }
    (linear.build(ctx), interval)
}

impl<'c> IndexingMap<'c> {
    /// Simplifies results and constraints on the whole domain (see the module
    /// documentation for the rules) until nothing changes. Dimension
    /// variables stay; variables fixed to one point are replaced by their
    /// value in expressions. Returns whether anything changed.
    pub fn simplify(&mut self) -> bool {
        if self.state != MapState::Defined {
            return false;
        }
        let before = self.clone();
        for _ in 0..8 {
            let round_start = self.clone();
            self.simplify_constraints();
            if self.state != MapState::Defined {
                break;
            }
            self.replace_point_variables();
            self.rescale_symbols();
            let mut simplifier = Simplifier::new(self);
            let results: Vec<_> = self.results().into_iter().map(|e| simplifier.simplify(e)).collect();
            self.set_results(&results);
            if *self == round_start {
                break;
            }
        }
        *self != before
    }

    /// One pass of constraint simplification (seed rules 1–3).
    fn simplify_constraints(&mut self) {
        let constraints = std::mem::take(&mut self.constraints);
        let simplified: Vec<(AffineExpr<'c>, Interval)> = {
            let mut simplifier = Simplifier::new(self);
            constraints
                .into_iter()
                .map(|(e, interval)| {
                    let e = simplifier.simplify(e);
                    match Linear::of(e) {
                        Some(linear) => normalize_constraint(self.ctx, linear, interval),
                        None => (e, interval),
                    }
                })
                .collect()
        };
        for (e, interval) in simplified {
            // Re-simplify after normalisation (it may have exposed a variable).
            let range = RangeEvaluator::new(self, false).range(e);
            if !range.intersect(interval).is_feasible() || !interval.is_feasible() {
                self.mark_known_empty();
                return;
            }
            if interval.contains_interval(range) {
                continue; // Always true.
            }
            // Values outside the expression's range never occur: the
            // canonical interval is the intersection.
            self.add_constraint(e, interval.intersect(range));
            if self.state != MapState::Defined {
                return;
            }
        }
    }

    /// Replaces variables whose bounds are one point by that constant in
    /// results and constraints.
    fn replace_point_variables(&mut self) {
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
            return;
        }
        let results: Vec<_> =
            self.results().into_iter().map(|e| expr::substitute(e, &dim_repl, &symbol_repl)).collect();
        self.set_results(&results);
        let constraints = std::mem::take(&mut self.constraints);
        for (e, interval) in constraints {
            self.add_constraint(expr::substitute(e, &dim_repl, &symbol_repl), interval);
        }
    }

    /// For a symbol constrained by `s mod c in [k, k]`, substitutes
    /// `s -> s' * c + k` with `s' in [ceil((lo - k) / c), floor((hi - k) / c)]`
    /// and drops the constraint. Returns whether anything changed.
    pub fn rescale_symbols(&mut self) -> bool {
        let mut changed = false;
        loop {
            let found = self.constraints.iter().enumerate().find_map(|(index, &(e, interval))| {
                let ExprView::Mod(s, c) = expr::view(e) else { return None };
                let ExprView::Symbol(j) = expr::view(s) else { return None };
                let c = expr::as_constant(c)?;
                interval.is_point().then_some((index, j, c, interval.lower))
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
        for j in 0..n {
            if used[j] {
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
