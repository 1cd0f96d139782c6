//! The expression simplifier: walks an expression bottom-up, flattens sums
//! into [`Linear`] form and drives the rule tables of
//! [`expr_rules`](super::expr_rules) over each node.

use super::expr_rules::{
    CEILDIV_RULES, Division, DivisionRule, EVERY_EXPR_RULES, FLOORDIV_RULES, MOD_RULES, Rewrite, SUM_RULES,
};
use super::linear::Linear;
use super::recorder;
use crate::expr::{self, Ctx, ExprView};
use crate::interval::Interval;
use crate::interval::modulo;
use crate::map::IndexingMap;
use crate::range::RangeEvaluator;
use melior::ir::AffineExpr;
use std::collections::HashMap;

/// Rounds of [`SUM_RULES`] on one sum: after a rewrite the sum may match
/// again (several `mod`/`floordiv` pairs). The cap bounds the work should
/// the two rules ever undo each other (one turns `x mod c` and
/// `x floordiv c` into `x`, the other `x` and `x floordiv c` into `x mod c`).
const SUM_ROUNDS: usize = 16;

/// Simplifies expressions over the domain of one map (a snapshot of its
/// bounds and constraints).
///
/// ```
/// # let context = melior::Context::new();
/// use indexing_map::{IndexingMap, simplify::Simplifier};
/// let map = IndexingMap::parse(&context, "(d0) -> (d0 mod 16), domain: d0 in [0, 9]").unwrap();
/// let mut simplifier = Simplifier::new(&map);
/// assert_eq!(simplifier.simplify(map.results()[0]).to_string(), "d0");
/// ```
pub struct Simplifier<'a, 'c> {
    ranges: RangeEvaluator<'a, 'c>,
    pub(super) ctx: Ctx<'c>,
    cache: HashMap<usize, AffineExpr<'c>>,
    /// The map's constraints `y mod m in [r, r]`, as `(y, m, r)`: what is
    /// known of remainders on the domain.
    remainders: Vec<(Linear<'c>, i64, i64)>,
}

impl<'a, 'c> Simplifier<'a, 'c> {
    /// A simplifier over the domain of `map`.
    pub fn new(map: &'a IndexingMap<'c>) -> Self {
        let remainders = map
            .constraints()
            .iter()
            .filter(|(_, interval)| interval.is_point())
            .filter_map(|&(e, interval)| {
                let ExprView::Mod(y, m) = expr::view(e) else { return None };
                let m = expr::as_constant(m).filter(|&m| m > 0)?;
                Some((Linear::of(y)?, m, interval.lower))
            })
            .collect();
        Simplifier { ranges: RangeEvaluator::new(map, true), ctx: map.context(), cache: HashMap::new(), remainders }
    }

    /// Whether a constraint of the map fixes a remainder (see
    /// [`Simplifier::known_remainder`]).
    pub(super) fn knows_remainders(&self) -> bool {
        !self.remainders.is_empty()
    }

    /// `x mod c` when a constraint of the map fixes it: a constraint
    /// `y mod m in [r, r]` with `c` dividing `m` and `x - y` a multiple of `c`
    /// (every coefficient, the constant aside) gives
    /// `x mod c == (r + (x - y).constant) mod c`.
    pub(super) fn known_remainder(&self, x: &Linear<'c>, c: i64) -> Option<i64> {
        self.remainders.iter().find_map(|(y, m, r)| {
            if m % c != 0 {
                return None;
            }
            let mut difference = x.clone();
            difference.add_scaled(y, -1)?;
            if difference.terms.iter().any(|&(_, k)| k % c != 0) {
                return None;
            }
            Some(modulo(modulo(*r, c).checked_add(modulo(difference.constant, c))?, c))
        })
    }

    /// The range of `expr` over the domain (constraints used).
    pub(super) fn range(&self, expr: AffineExpr<'c>) -> Interval {
        self.ranges.range(expr)
    }

    /// The simplified form of `expr`: same value at every domain point.
    pub fn simplify(&mut self, expr: AffineExpr<'c>) -> AffineExpr<'c> {
        let key = expr::id(expr);
        if let Some(done) = self.cache.get(&key) {
            return *done;
        }
        let mut simplified = self.simplify_uncached(expr);
        for rule in EVERY_EXPR_RULES {
            if let Some(rewritten) = (rule.apply)(self, simplified) {
                recorder::fired(rule.name);
                simplified = rewritten;
            }
        }
        self.cache.insert(key, simplified);
        simplified
    }

    fn simplify_uncached(&mut self, expr: AffineExpr<'c>) -> AffineExpr<'c> {
        match expr::view(expr) {
            ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => expr,
            ExprView::Add(..) | ExprView::Mul(..) => match self.flatten(expr) {
                Some(linear) => self.build_sum(linear),
                None => expr,
            },
            // Divisions by a non-constant or non-positive divisor stay as
            // written, operands included.
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

    /// Applies [`SUM_RULES`] until none fires and builds the expression.
    pub(super) fn build_sum(&mut self, mut linear: Linear<'c>) -> AffineExpr<'c> {
        for _ in 0..SUM_ROUNDS {
            let Some(rule) = SUM_RULES.iter().find(|rule| (rule.apply)(self, &mut linear)) else { break };
            recorder::fired(rule.name);
        }
        linear.build(self.ctx)
    }

    /// `lhs floordiv c` for a simplified `lhs` and `c > 0`: [`FLOORDIV_RULES`].
    pub(super) fn floordiv(&mut self, lhs: AffineExpr<'c>, c: i64) -> AffineExpr<'c> {
        self.divide(FLOORDIV_RULES, lhs, c, expr::floordiv)
    }

    /// `lhs mod c` for a simplified `lhs` and `c > 0`: [`MOD_RULES`].
    pub(super) fn modulo(&mut self, lhs: AffineExpr<'c>, c: i64) -> AffineExpr<'c> {
        self.divide(MOD_RULES, lhs, c, expr::modulo_expr)
    }

    /// `lhs ceildiv c` for a simplified `lhs` and `c > 0`: [`CEILDIV_RULES`].
    pub(super) fn ceildiv(&mut self, lhs: AffineExpr<'c>, c: i64) -> AffineExpr<'c> {
        self.divide(CEILDIV_RULES, lhs, c, expr::ceildiv)
    }

    /// The first rewrite of `rules` for `lhs <op> c`, or the division as
    /// written (`written(lhs, c)`) when none applies or a rule keeps it.
    fn divide(
        &mut self,
        rules: &[DivisionRule],
        lhs: AffineExpr<'c>,
        c: i64,
        written: fn(AffineExpr<'c>, i64) -> AffineExpr<'c>,
    ) -> AffineExpr<'c> {
        let division = Division { lhs, divisor: c, linear: Linear::of(lhs) };
        for rule in rules {
            match (rule.apply)(self, &division) {
                None => continue,
                Some(Rewrite::To(rewritten)) => {
                    recorder::fired(rule.name);
                    return rewritten;
                }
                Some(Rewrite::KeepAsWritten) => break,
            }
        }
        written(lhs, c)
    }
}
