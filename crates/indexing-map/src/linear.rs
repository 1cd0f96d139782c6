//! Linear forms over a map's variables, `Σ coefficient × variable +
//! constant`: what an affine expression is when it uses sums and constant
//! multiples only. The one such type of the crate's analyses of one map
//! ([`count`](crate::count)'s single linear variable,
//! [`tile`](crate::tile)'s progressions, [`coalesce`](crate::coalesce)'s
//! address shifts). The simplifier has its own flattened sum over atoms
//! (`simplify::Linear`), whose atoms are whole sub-expressions.

use crate::expr::{self, ExprView, Variable};
use melior::ir::AffineExpr;

/// `Σ coefficient × variable + constant`, one term per variable, no zero
/// coefficients, terms in first-seen order.
///
/// ```
/// use indexing_map::expr::Variable;
/// use indexing_map::linear::LinearForm;
/// let context = melior::Context::new();
/// let map = indexing_map::IndexingMap::parse(&context, "(d0, d1) -> (d0 * 3 + d1 - d0 + 2), domain: d0 in [0, 1], d1 in [0, 1]").unwrap();
/// let form = LinearForm::of(map.results()[0]).unwrap();
/// assert_eq!((form.terms.len(), form.constant), (2, 2));
/// assert_eq!((form.coefficient(Variable::Dim(0)), form.coefficient(Variable::Dim(1))), (2, 1));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinearForm {
    /// Variables with their non-zero coefficients.
    pub terms: Vec<(Variable, i64)>,
    /// The constant part.
    pub constant: i64,
}

impl LinearForm {
    /// `expr` as a linear form when it is linear: sums and constant
    /// multiples only. `None` otherwise, or on overflow.
    pub fn of(expr: AffineExpr<'_>) -> Option<LinearForm> {
        match expr::view(expr) {
            ExprView::Dim(i) => Some(LinearForm { terms: vec![(Variable::Dim(i), 1)], constant: 0 }),
            ExprView::Symbol(j) => Some(LinearForm { terms: vec![(Variable::Symbol(j), 1)], constant: 0 }),
            ExprView::Constant(c) => Some(LinearForm { terms: Vec::new(), constant: c }),
            ExprView::Add(l, r) => {
                let LinearForm { mut terms, constant: c } = LinearForm::of(l)?;
                let LinearForm { terms: more, constant: d } = LinearForm::of(r)?;
                for (v, k) in more {
                    match terms.iter_mut().find(|(w, _)| *w == v) {
                        Some((_, existing)) => *existing = existing.checked_add(k)?,
                        None => terms.push((v, k)),
                    }
                }
                terms.retain(|(_, k)| *k != 0);
                Some(LinearForm { terms, constant: c.checked_add(d)? })
            }
            ExprView::Mul(l, r) => {
                let (factor, other) = match (expr::as_constant(l), expr::as_constant(r)) {
                    (_, Some(c)) => (c, l),
                    (Some(c), _) => (c, r),
                    _ => return None,
                };
                let LinearForm { terms, constant } = LinearForm::of(other)?;
                let mut terms: Vec<(Variable, i64)> =
                    terms.into_iter().map(|(v, k)| Some((v, k.checked_mul(factor)?))).collect::<Option<_>>()?;
                terms.retain(|(_, k)| *k != 0);
                Some(LinearForm { terms, constant: constant.checked_mul(factor)? })
            }
            _ => None,
        }
    }

    /// The coefficient of `var` (0 when absent).
    pub fn coefficient(&self, var: Variable) -> i64 {
        self.terms.iter().find(|(v, _)| *v == var).map_or(0, |t| t.1)
    }

    /// Whether no variable moves it.
    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }

    /// The coefficient `c` of `var` in an expression that is `c × var +
    /// (terms without var)`, the other terms linear or not: in
    /// `d0 floordiv 4 + 2 * s0`, 2 for `s0`. 0 when `var` does not appear;
    /// `None` when it appears any other way (inside a division, a modulo or
    /// a product of variables) or on overflow.
    ///
    /// ```
    /// use indexing_map::expr::Variable;
    /// use indexing_map::linear::LinearForm;
    /// let context = melior::Context::new();
    /// let map = indexing_map::IndexingMap::parse(&context, "(d0)[s0] -> (d0 floordiv 4 + s0 * 2), domain: d0 in [0, 7], s0 in [0, 3]").unwrap();
    /// let e = map.results()[0];
    /// assert_eq!(LinearForm::coefficient_in(e, Variable::Symbol(0)), Some(2));
    /// assert_eq!(LinearForm::coefficient_in(e, Variable::Dim(0)), None);
    /// ```
    pub fn coefficient_in(e: AffineExpr<'_>, var: Variable) -> Option<i64> {
        if !mentions(e, var) {
            return Some(0);
        }
        match expr::view(e) {
            ExprView::Dim(_) | ExprView::Symbol(_) => Some(1),
            ExprView::Add(l, r) => LinearForm::coefficient_in(l, var)?.checked_add(LinearForm::coefficient_in(r, var)?),
            ExprView::Mul(l, r) => match (expr::as_constant(l), expr::as_constant(r)) {
                (_, Some(c)) => LinearForm::coefficient_in(l, var)?.checked_mul(c),
                (Some(c), _) => LinearForm::coefficient_in(r, var)?.checked_mul(c),
                _ => None,
            },
            _ => None,
        }
    }
}

/// Whether `e` mentions `var`.
fn mentions(e: AffineExpr<'_>, var: Variable) -> bool {
    let mut found = false;
    expr::for_each_variable(e, &mut |v| found |= v == var);
    found
}
