//! The data the expression rules work on: a sum flattened into
//! coefficients of atoms plus a constant.

use crate::expr::{self, Ctx, ExprView};
use melior::ir::AffineExpr;
use std::collections::HashMap;

/// A flattened sum `Σ coefficient * atom + constant`. Atoms are variables
/// and already-simplified `floordiv`/`ceildiv`/`mod`/non-constant products.
///
/// `3 * (d0 + s0 floordiv 2) - d0 + 4` is `{d0: 2, s0 floordiv 2: 3} + 4`.
#[derive(Clone, Debug)]
pub struct Linear<'c> {
    /// Atoms with non-zero coefficients, in first-seen order.
    pub terms: Vec<(AffineExpr<'c>, i64)>,
    /// The constant part.
    pub constant: i64,
}

impl<'c> Linear<'c> {
    /// The sum with no terms.
    pub(super) fn constant(value: i64) -> Self {
        Linear { terms: Vec::new(), constant: value }
    }

    /// `coefficient * atom`.
    pub(super) fn atom(atom: AffineExpr<'c>, coefficient: i64) -> Self {
        let mut linear = Linear::constant(0);
        linear.add_term(atom, coefficient);
        linear
    }

    /// `self += coefficient * atom`, dropping the atom when its coefficient
    /// becomes zero. `None` on overflow.
    pub(super) fn add_term(&mut self, atom: AffineExpr<'c>, coefficient: i64) -> Option<()> {
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
    pub(super) fn add_scaled(&mut self, other: &Linear<'c>, factor: i64) -> Option<()> {
        for &(atom, k) in &other.terms {
            self.add_term(atom, k.checked_mul(factor)?)?;
        }
        self.constant = self.constant.checked_add(other.constant.checked_mul(factor)?)?;
        Some(())
    }

    /// `factor * self`. `None` on overflow.
    pub(super) fn scaled(&self, factor: i64) -> Option<Linear<'c>> {
        let mut result = Linear::constant(0);
        result.add_scaled(self, factor)?;
        Some(result)
    }

    /// `self / divisor`, when every coefficient and the constant divide.
    pub(super) fn divided(&self, divisor: i64) -> Linear<'c> {
        Linear { terms: self.terms.iter().map(|&(a, k)| (a, k / divisor)).collect(), constant: self.constant / divisor }
    }

    /// The coefficient of `atom` (0 when absent).
    pub(super) fn coefficient(&self, atom: AffineExpr<'c>) -> i64 {
        self.terms.iter().find(|(a, _)| *a == atom).map_or(0, |t| t.1)
    }

    /// Whether the sum is `1 * atom` alone; returns the atom.
    pub(super) fn single_atom(&self) -> Option<AffineExpr<'c>> {
        (self.constant == 0 && self.terms.len() == 1 && self.terms[0].1 == 1).then(|| self.terms[0].0)
    }

    /// The flattened form of an expression whose atoms are already simplified.
    /// `None` on overflow.
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

/// Entries of the [`PRINTED`] cache before it is emptied: a memory bound
/// for long-lived threads, far above what one module's maps need.
const PRINTED_CACHE_LIMIT: usize = 1 << 20;

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
        if cache.len() > PRINTED_CACHE_LIMIT {
            cache.clear();
        }
        cache.entry(key).or_insert_with(|| atom.to_string()).clone()
    })
}

/// The greatest common divisor of `|a|` and `|b|` (`gcd(0, 0) = 0`),
/// saturated to `i64::MAX`.
pub(super) fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.min(i64::MAX as u64) as i64
}
