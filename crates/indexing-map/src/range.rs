//! Interval evaluation of expressions over a map's domain.

use crate::expr::{self, ExprView};
use crate::interval::Interval;
use crate::map::IndexingMap;
use melior::ir::AffineExpr;

/// Computes sound ranges of expressions over the domain of a map: bottom-up
/// interval arithmetic from the variable bounds, with the tighter rules for
/// `mod`/`floordiv` that interval arithmetic allows, intersected with a
/// constraint on the same expression when `use_constraints` is set.
///
/// Sub-expressions are treated as independent, so correlated terms (e.g.
/// `d0 - d0 floordiv 4 * 4`) are over-approximated; the simplifier removes
/// most such forms first.
pub struct RangeEvaluator<'a, 'c> {
    map: &'a IndexingMap<'c>,
    use_constraints: bool,
}

impl<'a, 'c> RangeEvaluator<'a, 'c> {
    /// An evaluator over the domain of `map`.
    pub fn new(map: &'a IndexingMap<'c>, use_constraints: bool) -> Self {
        RangeEvaluator { map, use_constraints }
    }

    /// The range of `expr` over the domain.
    pub fn range(&self, expr: AffineExpr<'c>) -> Interval {
        let range = match expr::view(expr) {
            ExprView::Dim(i) => self.map.dims().get(i).map_or(Interval::full(), |v| v.bounds),
            ExprView::Symbol(j) => {
                if j < self.map.symbol_count() {
                    self.map.symbol_bounds(j)
                } else {
                    Interval::full()
                }
            }
            ExprView::Constant(c) => Interval::point(c),
            ExprView::Add(l, r) => self.range(l) + self.range(r),
            ExprView::Mul(l, r) => match expr::as_constant(r) {
                Some(c) => self.range(l).scale(c),
                None => self.range(l) * self.range(r),
            },
            ExprView::FloorDiv(l, r) => match expr::as_constant(r) {
                Some(c) if c > 0 => self.range(l).floor_div(c),
                _ => Interval::full(),
            },
            ExprView::CeilDiv(l, r) => match expr::as_constant(r) {
                Some(c) if c > 0 => self.range(l).ceil_div(c),
                _ => Interval::full(),
            },
            ExprView::Mod(l, r) => match expr::as_constant(r) {
                Some(c) if c > 0 => self.range(l).modulo(c),
                _ => Interval::full(),
            },
        };
        if self.use_constraints
            && let Some((_, constraint)) = self.map.constraints().iter().find(|(e, _)| *e == expr)
        {
            let narrowed = range.intersect(*constraint);
            // An empty intersection means an empty domain; keep the
            // unconstrained range so that callers stay conservative.
            if narrowed.is_feasible() {
                return narrowed;
            }
        }
        range
    }

    /// Whether `expr` is `>= 0` everywhere on the domain.
    pub fn is_always_non_negative(&self, expr: AffineExpr<'c>) -> bool {
        self.range(expr).lower >= 0
    }
}

impl<'c> IndexingMap<'c> {
    /// The range of `expr` over this map's domain (constraints used).
    pub fn range_of(&self, expr: AffineExpr<'c>) -> Interval {
        RangeEvaluator::new(self, true).range(expr)
    }
}
