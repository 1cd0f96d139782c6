//! The expression rules, as tables tried in order. Each rule is a function
//! whose documentation states its law, an example and its side condition on
//! intervals (`range(x)` is the interval of `x` over the map's domain, see
//! [`RangeEvaluator`](crate::range::RangeEvaluator)). Every rule keeps the
//! value of the expression at every point of the domain.
//!
//! - [`EVERY_EXPR_RULES`]: after any expression is simplified.
//! - [`FLOORDIV_RULES`], [`MOD_RULES`], [`CEILDIV_RULES`]: a simplified
//!   left operand divided by a positive constant; the first rule that
//!   rewrites wins; the division stays as written when none does or when a
//!   rule keeps that form.
//! - [`SUM_RULES`]: on a flattened sum, repeated until none fires (with a
//!   cap, `SUM_ROUNDS` in `simplifier.rs`).

use super::linear::{Linear, gcd};
use super::simplifier::Simplifier;
use crate::expr::{self, ExprView};
use crate::interval::{Interval, floor_div, modulo};
use melior::ir::AffineExpr;

/// A rule applied to every simplified expression: `Some` rewrites it.
pub(super) struct ExprRule {
    /// The name [`record_fired`](super::record_fired) reports.
    pub name: &'static str,
    /// The rule itself.
    pub apply: for<'a, 'c> fn(&Simplifier<'a, 'c>, AffineExpr<'c>) -> Option<AffineExpr<'c>>,
}

/// `lhs floordiv divisor`, `lhs mod divisor` or `lhs ceildiv divisor`, with
/// `lhs` simplified and `divisor > 0`.
pub(super) struct Division<'c> {
    /// The simplified left operand.
    pub lhs: AffineExpr<'c>,
    /// The divisor (modulus), positive.
    pub divisor: i64,
    /// `lhs` flattened; `None` when flattening overflows (then only the
    /// rules that do not need it apply).
    pub linear: Option<Linear<'c>>,
}

/// What a division rule makes of its input.
pub(super) enum Rewrite<'c> {
    /// The simplified form; no later rule is tried.
    To(AffineExpr<'c>),
    /// The rule matches but the division as written is the canonical form;
    /// no later rule is tried.
    KeepAsWritten,
}

/// A rule on a division: `None` when it does not apply (the next is tried).
pub(super) struct DivisionRule {
    /// The name [`record_fired`](super::record_fired) reports.
    pub name: &'static str,
    /// The rule itself.
    pub apply: for<'a, 'c> fn(&mut Simplifier<'a, 'c>, &Division<'c>) -> Option<Rewrite<'c>>,
}

/// A rule on a flattened sum: rewrites it in place, `true` when it did.
pub(super) struct SumRule {
    /// The name [`record_fired`](super::record_fired) reports.
    pub name: &'static str,
    /// The rule itself.
    pub apply: for<'a, 'c> fn(&mut Simplifier<'a, 'c>, &mut Linear<'c>) -> bool,
}

/// Applied to the result of every simplification, after the rules below.
pub(super) const EVERY_EXPR_RULES: &[ExprRule] = &[ExprRule { name: "fold_range", apply: fold_range }];

/// `lhs floordiv c`, tried in this order.
pub(super) const FLOORDIV_RULES: &[DivisionRule] = &[
    DivisionRule { name: "floordiv_by_one", apply: division_by_one },
    DivisionRule { name: "floordiv_single_value", apply: floordiv_single_value },
    DivisionRule { name: "floordiv_two_values", apply: floordiv_two_values },
    DivisionRule { name: "floordiv_of_floordiv", apply: floordiv_of_floordiv },
    DivisionRule { name: "floordiv_common_factor", apply: floordiv_common_factor },
    DivisionRule { name: "floordiv_round_constant", apply: floordiv_round_constant },
    DivisionRule { name: "floordiv_split_multiples", apply: floordiv_split_multiples },
    DivisionRule { name: "floordiv_small_remainder", apply: floordiv_small_remainder },
    DivisionRule { name: "floordiv_merge_inner_floordiv", apply: floordiv_merge_inner_floordiv },
];

/// `lhs mod c`, tried in this order.
pub(super) const MOD_RULES: &[DivisionRule] = &[
    DivisionRule { name: "mod_by_one", apply: mod_by_one },
    DivisionRule { name: "mod_known_remainder", apply: mod_known_remainder },
    DivisionRule { name: "mod_single_period", apply: mod_single_period },
    DivisionRule { name: "mod_two_values", apply: mod_two_values },
    DivisionRule { name: "mod_of_mod", apply: mod_of_mod },
    DivisionRule { name: "mod_drop_multiples", apply: mod_drop_multiples },
    DivisionRule { name: "mod_common_factor", apply: mod_common_factor },
    DivisionRule { name: "mod_small_remainder", apply: mod_small_remainder },
];

/// `lhs ceildiv c`, tried in this order.
pub(super) const CEILDIV_RULES: &[DivisionRule] = &[
    DivisionRule { name: "ceildiv_by_one", apply: division_by_one },
    DivisionRule { name: "ceildiv_single_value", apply: ceildiv_single_value },
    DivisionRule { name: "ceildiv_as_floordiv", apply: ceildiv_as_floordiv },
];

/// A flattened sum, tried in this order, then again from the first until
/// none fires.
pub(super) const SUM_RULES: &[SumRule] = &[
    SumRule { name: "sum_recombine_mod_floordiv", apply: sum_recombine_mod_floordiv },
    SumRule { name: "sum_recombine_nested_digits", apply: sum_recombine_nested_digits },
    SumRule { name: "sum_recombine_reduced_digits", apply: sum_recombine_reduced_digits },
    SumRule { name: "sum_recombine_mod_digits", apply: sum_recombine_mod_digits },
    SumRule { name: "sum_exact_quotient", apply: sum_exact_quotient },
    SumRule { name: "sum_cancel_floordiv_difference", apply: sum_cancel_floordiv_difference },
    SumRule { name: "sum_form_mod", apply: sum_form_mod },
];

/// Law: `x == k` when `x` takes one value on the domain.
///
/// Example: `d0 floordiv 16` with `d0 in [0, 15]` becomes `0`.
///
/// Condition: `range(x)` is the single point `[k, k]`; `x` not already a
/// constant.
fn fold_range<'c>(simplifier: &Simplifier<'_, 'c>, expr: AffineExpr<'c>) -> Option<AffineExpr<'c>> {
    let range = simplifier.range(expr);
    (range.is_point() && !expr.is_constant()).then(|| simplifier.ctx.constant(range.lower))
}

/// Law: `x floordiv 1 == x` (`floordiv_by_one`) and `x ceildiv 1 == x`
/// (`ceildiv_by_one`).
///
/// Example: `(d0 * 2 - 1) ceildiv 2` is tried as `(d0 * 2) floordiv 2`
/// ([`ceildiv_as_floordiv`]), which [`floordiv_common_factor`] makes
/// `d0 floordiv 1`, then `d0`. `ceildiv_by_one` is unreachable from maps
/// built through MLIR, which folds `x ceildiv 1` on construction; it stays
/// as a guard.
///
/// Condition: none.
fn division_by_one<'c>(_: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    (division.divisor == 1).then_some(Rewrite::To(division.lhs))
}

/// Law: `x floordiv c == k` when `x floordiv c` takes one value.
///
/// Example: `(d0 + 8) floordiv 16` with `d0 in [0, 7]` becomes `0`.
///
/// Condition: `range(x) ⊆ [k*c, k*c + c - 1]`.
fn floordiv_single_value<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let range = simplifier.range(division.lhs).floor_div(division.divisor);
    range.is_point().then(|| Rewrite::To(simplifier.ctx.constant(range.lower)))
}

/// Law: `(k*y + r) floordiv c == f(a) + (f(a + 1) - f(a))*(y - a)`, with
/// `f(v) = (k*v + r) floordiv c`, when `y` takes no values but `a` and
/// `a + 1`: a function of a variable with two values is the line through
/// its two points.
///
/// Example: `((d0 mod 2) * 729) floordiv 2` becomes `(d0 mod 2) * 364`;
/// `(d0 * 8) floordiv 7` with `d0 in [0, 1]` becomes `d0`.
///
/// Condition: the numerator has one atom `y` (any coefficient and
/// constant) and `range(y) ⊆ [a, a + 1]` (the arithmetic must not
/// overflow).
fn floordiv_two_values<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    two_values(simplifier, division, floor_div)
}

/// Law: `(k*y + r) mod c == f(a) + (f(a + 1) - f(a))*(y - a)`, with
/// `f(v) = (k*v + r) mod c`, when `y` takes no values but `a` and `a + 1`
/// (see [`floordiv_two_values`]).
///
/// Example: `((d0 mod 2) * 729) mod 2` becomes `d0 mod 2`; `(d0 * 64) mod 7`
/// with `d0 in [0, 1]` becomes `d0`.
///
/// Condition: the numerator has one atom `y` and `range(y) ⊆ [a, a + 1]`
/// (the arithmetic must not overflow).
fn mod_two_values<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    two_values(simplifier, division, modulo)
}

/// The line through the two values of `op(k*y + r, c)` for the one atom `y`
/// of the numerator, when `range(y)` has at most two values.
fn two_values<'c>(
    simplifier: &mut Simplifier<'_, 'c>,
    division: &Division<'c>,
    op: fn(i64, i64) -> i64,
) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let &[(y, k)] = linear.terms.as_slice() else { return None };
    let range = simplifier.range(y);
    if !range.is_feasible() || range.upper.checked_sub(range.lower)? != 1 {
        return None;
    }
    let a = range.lower;
    let at = |v: i64| Some(op(k.checked_mul(v)?.checked_add(linear.constant)?, c));
    let (low, high) = (at(a)?, at(a.checked_add(1)?)?);
    let slope = high.checked_sub(low)?;
    let terms = if slope == 0 { Vec::new() } else { vec![(y, slope)] };
    let line = Linear { terms, constant: low.checked_sub(slope.checked_mul(a)?)? };
    Some(Rewrite::To(simplifier.build_sum(line)))
}

/// Law: `(x floordiv a) floordiv c == x floordiv (a*c)`.
///
/// Example: `(d0 floordiv 4) floordiv 8` becomes `d0 floordiv 32`.
///
/// Condition: none (`a*c` must not overflow).
fn floordiv_of_floordiv<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let ExprView::FloorDiv(x, a) = expr::view(division.linear.as_ref()?.single_atom()?) else { return None };
    let ac = expr::as_constant(a)?.checked_mul(division.divisor)?;
    Some(Rewrite::To(simplifier.floordiv(x, ac)))
}

/// Law: `(g*x) floordiv (g*c) == x floordiv c`, `g` the greatest common
/// divisor of the divisor, every coefficient and the constant.
///
/// Example: `(d0 * 4 + d1 * 2) floordiv 6` becomes `(d0 * 2 + d1) floordiv 3`.
///
/// Condition: `g > 1`.
fn floordiv_common_factor<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let g = linear.terms.iter().fold(gcd(c, linear.constant), |g, &(_, k)| gcd(g, k));
    if g <= 1 {
        return None;
    }
    let inner = linear.divided(g).build(simplifier.ctx);
    Some(Rewrite::To(simplifier.floordiv(inner, c / g)))
}

/// Law: `(g*x + r) floordiv c == (x + r floordiv g) floordiv (c/g)`, `g`
/// the greatest common divisor of the divisor and every coefficient (not
/// of the constant `r`): with `r = g*(r floordiv g) + r mod g`, the
/// remainder `r mod g < g` never carries `g*x + g*(r floordiv g)`, a
/// multiple of `g`, past a multiple of `c`.
///
/// Example: `(s0 * 2 + 5) floordiv 4` becomes `(s0 + 2) floordiv 2`, so
/// that `(s0 * 2 + 5) floordiv 4 - s0 floordiv 2` becomes `1` (with
/// [`sum_cancel_floordiv_difference`]).
///
/// Condition: `g > 1` and `g` does not divide `r` (then
/// [`floordiv_common_factor`] applies).
fn floordiv_round_constant<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let g = linear.terms.iter().fold(c, |g, &(_, k)| gcd(g, k));
    if g <= 1 || linear.terms.is_empty() || linear.constant % g == 0 {
        return None;
    }
    let rounded = Linear {
        terms: linear.terms.iter().map(|&(a, k)| (a, k / g)).collect(),
        constant: floor_div(linear.constant, g),
    };
    let inner = rounded.build(simplifier.ctx);
    Some(Rewrite::To(simplifier.floordiv(inner, c / g)))
}

/// Law: `(c*q + r) floordiv c == q + r floordiv c`, where `c*q` collects
/// the terms whose coefficient `c` divides and the multiple of `c` in the
/// constant.
///
/// Example: `(d0 * 16 + d1 * 4 + d2) floordiv 8` becomes
/// `d0 * 2 + (d1 * 4 + d2) floordiv 8`.
///
/// Condition: none. When only a constant moves out and `r floordiv c` does
/// not simplify further, the division is kept as written
/// (`(d0 - 1) floordiv 2`, not `(d0 + 1) floordiv 2 - 1`).
fn floordiv_split_multiples<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let mut outer = Linear::constant(floor_div(linear.constant, c));
    let mut rest = Linear::constant(modulo(linear.constant, c));
    for &(atom, k) in &linear.terms {
        if k % c == 0 {
            outer.add_term(atom, k / c);
        } else {
            rest.add_term(atom, k);
        }
    }
    if outer.terms.is_empty() && outer.constant == 0 {
        return None;
    }
    let inner = rest.build(simplifier.ctx);
    let divided = simplifier.floordiv(inner, c);
    if outer.terms.is_empty() && divided == expr::floordiv(inner, c) {
        return Some(Rewrite::KeepAsWritten);
    }
    let Some(divided) = Linear::of(divided) else { return Some(Rewrite::KeepAsWritten) };
    if outer.add_scaled(&divided, 1).is_none() {
        return Some(Rewrite::KeepAsWritten);
    }
    Some(Rewrite::To(simplifier.build_sum(outer)))
}

/// Law: `(g*X + S) floordiv c == X floordiv (c/g)`.
///
/// Example: `(d0 * 4 + d1) floordiv 8` with `d1 in [0, 3]` becomes
/// `d0 floordiv 2`.
///
/// Condition: `g > 1` divides `c` and every coefficient of `X`, and
/// `range(S) ⊆ [0, g - 1]` (see [`split_small_remainder`]).
fn floordiv_small_remainder<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (big, g) = split_small_remainder(simplifier, division.linear.as_ref()?, division.divisor)?;
    let inner = big.divided(g).build(simplifier.ctx);
    Some(Rewrite::To(simplifier.floordiv(inner, division.divisor / g)))
}

/// Law: `(a + y floordiv m) floordiv c == (a*m + y) floordiv (c*m)`, for the
/// first atom `y floordiv m` of the sum with coefficient 1.
///
/// Example: `(d0 floordiv 4 + d1) floordiv 2` stays: the merged
/// `(d0 + d1 * 4) floordiv 8` is not smaller; `(d0 floordiv 2 + 1) floordiv 2`
/// with the constant folding in becomes `(d0 + 2) floordiv 4`.
///
/// Condition: none for the law (`c*m` and the scaled sum must not
/// overflow); applied only when the result has fewer nodes than
/// `(a + y floordiv m) floordiv c`.
fn floordiv_merge_inner_floordiv<'c>(
    simplifier: &mut Simplifier<'_, 'c>,
    division: &Division<'c>,
) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let original = expr::floordiv(division.lhs, c);
    let (index, y, m) = linear.terms.iter().enumerate().find_map(|(index, &(atom, k))| match expr::view(atom) {
        ExprView::FloorDiv(y, m) if k == 1 => Some((index, y, expr::as_constant(m)?)),
        _ => None,
    })?;
    let mut rest = linear.clone();
    rest.terms.remove(index);
    let mut merged = rest.scaled(m)?;
    merged.add_scaled(&Linear::of(y)?, 1)?;
    let cm = c.checked_mul(m)?;
    let inner = merged.build(simplifier.ctx);
    let merged = simplifier.floordiv(inner, cm);
    (expr::node_count(merged) < expr::node_count(original)).then_some(Rewrite::To(merged))
}

/// Finds `g > 1` dividing `c` and a split `linear = B + S` where every
/// coefficient of `B` is a multiple of `g` and `range(S) ⊆ [0, g - 1]`:
/// terms go to `B` by decreasing absolute coefficient, the constant to `S`.
fn split_small_remainder<'c>(
    simplifier: &Simplifier<'_, 'c>,
    linear: &Linear<'c>,
    c: i64,
) -> Option<(Linear<'c>, i64)> {
    let mut terms = linear.terms.clone();
    terms.sort_by_key(|&(_, k)| std::cmp::Reverse(k.unsigned_abs()));
    let mut g = c;
    for split in 1..terms.len() {
        g = gcd(g, terms[split - 1].1);
        if g <= 1 {
            return None;
        }
        let small = Linear { terms: terms[split..].to_vec(), constant: linear.constant };
        let small_range = simplifier.range(small.build(simplifier.ctx));
        if Interval::new(0, g - 1).contains_interval(small_range) && small_range.is_feasible() {
            let big = Linear { terms: terms[..split].to_vec(), constant: 0 };
            return Some((big, g));
        }
    }
    None
}

/// Law: `x mod 1 == 0`.
///
/// Example: `d0 mod 1` becomes `0`. Unreachable from maps built through
/// MLIR, which folds `x mod 1` on construction (and the rules above this one
/// never divide a modulus down to 1); kept as a guard.
///
/// Condition: none.
fn mod_by_one<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    (division.divisor == 1).then(|| Rewrite::To(simplifier.ctx.constant(0)))
}

/// Law: `x mod c == k` on a domain where a constraint fixes the remainder:
/// `y mod m in [r, r]` with `c` dividing `m` and `x - y` a multiple of `c`
/// plus a constant `t`, so `k = (r + t) mod c`.
///
/// Example: `(d0 + 3) mod 2` with the constraint `(d0 + 1) mod 4 in [0, 0]`
/// becomes `0`.
///
/// Condition: such a constraint (see `Simplifier::known_remainder`).
fn mod_known_remainder<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    if !simplifier.knows_remainders() {
        return None;
    }
    let k = simplifier.known_remainder(division.linear.as_ref()?, division.divisor)?;
    Some(Rewrite::To(simplifier.ctx.constant(k)))
}

/// Law: `x mod c == x - k*c` when `x` stays within one period.
///
/// Example: `d0 mod 16` with `d0 in [16, 25]` becomes `d0 - 16`.
///
/// Condition: `range(x) ⊆ [k*c, k*c + c - 1]` (`k*c` and the shifted
/// constant must not overflow).
fn mod_single_period<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let range = simplifier.range(division.lhs);
    if !range.is_feasible() || range.lower.div_euclid(c) != range.upper.div_euclid(c) {
        return None;
    }
    let mut shifted = linear.clone();
    let shift = range.lower.div_euclid(c).checked_mul(c)?;
    shifted.constant = shifted.constant.checked_sub(shift)?;
    Some(Rewrite::To(simplifier.build_sum(shifted)))
}

/// Law: `(x mod a) mod c == x mod c` when `c` divides `a`.
///
/// Example: `((d0 mod 12) * 2) mod 8` meets `(d0 mod 12) mod 4` inside
/// [`mod_common_factor`], which becomes `d0 mod 4`.
///
/// Condition: `a mod c == 0`.
fn mod_of_mod<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let c = division.divisor;
    let ExprView::Mod(x, a) = expr::view(division.linear.as_ref()?.single_atom()?) else { return None };
    if expr::as_constant(a).is_none_or(|a| a % c != 0) {
        return None;
    }
    Some(Rewrite::To(simplifier.modulo(x, c)))
}

/// Law: `(c*q + r) mod c == r mod c`: terms whose coefficient `c` divides
/// are dropped and the constant is reduced modulo `c`.
///
/// Example: `(d0 * 8 + d1 * 3 + 17) mod 8` becomes `(d1 * 3 + 1) mod 8`.
///
/// Condition: none. When no term is dropped and `r mod c` does not
/// simplify further, the expression is kept as written
/// (`(d0 - 1) mod 2`, not `(d0 + 1) mod 2`).
fn mod_drop_multiples<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let mut kept = Linear::constant(modulo(linear.constant, c));
    for &(atom, k) in &linear.terms {
        if k % c != 0 {
            kept.add_term(atom, k);
        }
    }
    if kept.terms.len() == linear.terms.len() && kept.constant == linear.constant {
        return None;
    }
    let inner = kept.build(simplifier.ctx);
    let reduced = simplifier.modulo(inner, c);
    if kept.terms.len() == linear.terms.len() && reduced == expr::modulo_expr(inner, c) {
        return Some(Rewrite::KeepAsWritten);
    }
    Some(Rewrite::To(reduced))
}

/// Law: `(g*x) mod (g*c) == g * (x mod c)`, `g` the greatest common divisor
/// of the modulus, every coefficient and the constant.
///
/// Example: `(d0 * 3) mod 6` becomes `(d0 mod 2) * 3`.
///
/// Condition: `g > 1`.
fn mod_common_factor<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let g = linear.terms.iter().fold(gcd(c, linear.constant), |g, &(_, k)| gcd(g, k));
    if g <= 1 {
        return None;
    }
    let inner = linear.divided(g).build(simplifier.ctx);
    let reduced = simplifier.modulo(inner, c / g);
    Some(Rewrite::To(simplifier.simplify(expr::scale(reduced, g))))
}

/// Law: `(g*X + S) mod c == g * (X mod (c/g)) + S`.
///
/// Example: `(d0 * 4 + d1) mod 8` with `d1 in [0, 3]` becomes
/// `d1 + (d0 mod 2) * 4`.
///
/// Condition: `g > 1` divides `c` and every coefficient of `X`, and
/// `range(S) ⊆ [0, g - 1]` (see [`split_small_remainder`]).
fn mod_small_remainder<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (linear, c) = (division.linear.as_ref()?, division.divisor);
    let (big, g) = split_small_remainder(simplifier, linear, c)?;
    let inner = big.divided(g).build(simplifier.ctx);
    let reduced = simplifier.modulo(inner, c / g);
    let mut sum = Linear::of(reduced)?.scaled(g)?;
    for &(atom, k) in &linear.terms {
        if !big.terms.iter().any(|(a, _)| *a == atom) {
            sum.add_term(atom, k);
        }
    }
    sum.constant += linear.constant;
    Some(Rewrite::To(simplifier.build_sum(sum)))
}

/// Law: `x ceildiv c == k` when `x ceildiv c` takes one value.
///
/// Example: `(d0 + 1) ceildiv 16` with `d0 in [0, 9]` becomes `1`.
///
/// Condition: `range(x) ⊆ [k*c - c + 1, k*c]`.
fn ceildiv_single_value<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let range = simplifier.range(division.lhs).ceil_div(division.divisor);
    range.is_point().then(|| Rewrite::To(simplifier.ctx.constant(range.lower)))
}

/// Law: `x ceildiv c == (x + c - 1) floordiv c`.
///
/// Example: `(d0 * 4 + 3) ceildiv 4` becomes `d0 + 1`.
///
/// Condition: none for the law; applied only when the floordiv form, once
/// simplified, has fewer nodes than `x ceildiv c`.
fn ceildiv_as_floordiv<'c>(simplifier: &mut Simplifier<'_, 'c>, division: &Division<'c>) -> Option<Rewrite<'c>> {
    let (lhs, c) = (division.lhs, division.divisor);
    let original = expr::ceildiv(lhs, c);
    let shifted = expr::add(lhs, simplifier.ctx.constant(c - 1));
    let shifted = simplifier.simplify(shifted);
    let as_floor = simplifier.floordiv(shifted, c);
    (expr::node_count(as_floor) < expr::node_count(original)).then_some(Rewrite::To(as_floor))
}

/// Law: `k*(x mod c) + k*c*(x floordiv c) == k*x`.
///
/// Example: `d0 mod 16 + (d0 floordiv 16) * 16` becomes `d0`.
///
/// Condition: none (the coefficients must match exactly and not overflow).
fn sum_recombine_mod_floordiv<'c>(_: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
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

/// Law: `k*(y mod b) + k*b*q == k*y` where `q` is `y floordiv b` in the
/// form the simplifier gives it: digits of more than two levels, such as
/// `((x floordiv a) mod b) * a` beside `(x floordiv (a*b)) * a*b`
/// (`(x floordiv a) floordiv b` is `x floordiv (a*b)`, and
/// `(y' + z floordiv m) floordiv b` is `(y'*m + z) floordiv (b*m)`), are put
/// back together one level at a time.
///
/// Example: `((d0 floordiv 32) mod 2) * 32 + ((d0 floordiv 4) mod 8) * 4 + (d0 floordiv 64) * 64 + d0 mod 4`
/// becomes `(d0 floordiv 32) * 32 + ...`, then `(d0 floordiv 4) * 4 + d0 mod 4`,
/// then `d0` (with [`sum_recombine_mod_floordiv`]).
///
/// Condition: none beyond the law (the coefficients must match exactly and
/// not overflow); `q` is tried only when the sum has a `floordiv` atom of
/// coefficient `k*b`.
fn sum_recombine_nested_digits<'c>(simplifier: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
    for index in 0..linear.terms.len() {
        let (atom, k) = linear.terms[index];
        let ExprView::Mod(y, b) = expr::view(atom) else { continue };
        let Some(b) = expr::as_constant(b) else { continue };
        let Some(quotient_weight) = k.checked_mul(b) else { continue };
        let has_candidate = linear
            .terms
            .iter()
            .any(|&(other, w)| w == quotient_weight && matches!(expr::view(other), ExprView::FloorDiv(..)));
        if !has_candidate {
            continue;
        }
        let quotient = simplifier.floordiv(y, b);
        if quotient == expr::floordiv(y, b) || linear.coefficient(quotient) != quotient_weight {
            continue;
        }
        let Some(y_linear) = Linear::of(y) else { continue };
        let mut candidate = linear.clone();
        if candidate.add_term(atom, -k).is_none()
            || candidate.add_term(quotient, -quotient_weight).is_none()
            || candidate.add_scaled(&y_linear, k).is_none()
        {
            continue;
        }
        *linear = candidate;
        return true;
    }
    false
}

/// Law: `k*c*((x mod a) floordiv c) + k*(x mod c) == k*(x mod a)` when `c`
/// divides `a`: `(x mod a) mod c` is `x mod c`, the form the simplifier
/// gives it ([`mod_of_mod`]), so the two digits of `x mod a` in radix `c`
/// are put back together.
///
/// Example: `((d0 mod 252) floordiv 2) * 2 + d0 mod 2` becomes `d0 mod 252`.
///
/// Condition: `c` divides `a` and the coefficients match exactly (no
/// overflow).
fn sum_recombine_reduced_digits<'c>(_: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
    for index in 0..linear.terms.len() {
        let (atom, weight) = linear.terms[index];
        let ExprView::FloorDiv(y, c) = expr::view(atom) else { continue };
        let ExprView::Mod(x, a) = expr::view(y) else { continue };
        let (Some(c), Some(a)) = (expr::as_constant(c), expr::as_constant(a)) else { continue };
        if c <= 0 || a <= 0 || a % c != 0 || weight % c != 0 {
            continue;
        }
        let k = weight / c;
        let low = expr::modulo_expr(x, c);
        if linear.coefficient(low) != k {
            continue;
        }
        let mut candidate = linear.clone();
        if candidate.add_term(atom, -weight).is_none()
            || candidate.add_term(low, -k).is_none()
            || candidate.add_term(y, k).is_none()
        {
            continue;
        }
        *linear = candidate;
        return true;
    }
    false
}

/// Law: `k*a*((x floordiv a) mod b) + k*(x mod a) == k*(x mod (a*b))`: the
/// two lowest mixed-radix digits of `x` (radices `a` and `b`) put back
/// together.
///
/// Example: `((d0 floordiv 94) mod 2) * 94 + (d0 floordiv 188) * 531 + d0 mod 94`
/// becomes `(d0 floordiv 188) * 531 + d0 mod 188`.
///
/// Condition: the coefficients match exactly (`a` divides the first) and
/// `a*b` does not overflow.
fn sum_recombine_mod_digits<'c>(simplifier: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
    for index in 0..linear.terms.len() {
        let (atom, weight) = linear.terms[index];
        let ExprView::Mod(quotient, b) = expr::view(atom) else { continue };
        let ExprView::FloorDiv(x, a) = expr::view(quotient) else { continue };
        let (Some(a), Some(b)) = (expr::as_constant(a), expr::as_constant(b)) else { continue };
        if a <= 0 || b <= 0 || weight % a != 0 {
            continue;
        }
        let k = weight / a;
        let low = expr::modulo_expr(x, a);
        let Some(ab) = a.checked_mul(b) else { continue };
        if linear.coefficient(low) != k {
            continue;
        }
        let merged = simplifier.modulo(x, ab);
        let mut candidate = linear.clone();
        if candidate.add_term(atom, -weight).is_none()
            || candidate.add_term(low, -k).is_none()
            || Linear::of(merged).and_then(|m| candidate.add_scaled(&m, k)).is_none()
        {
            continue;
        }
        *linear = candidate;
        return true;
    }
    false
}

/// Law: `k*(x floordiv c) == (k/c)*(x - r)` on a domain where `x mod c == r`
/// (a constraint fixes the remainder, see [`mod_known_remainder`]): the
/// division is exact.
///
/// Example: `((d0 - 1) floordiv 2) * 2 + 11` with the constraint
/// `(d0 - 1) mod 2 in [0, 0]` becomes `d0 + 10`.
///
/// Condition: `c` divides `k`, and a constraint `y mod m in [r', r']` with
/// `c` dividing `m` and `x - y` a multiple of `c` plus a constant.
fn sum_exact_quotient<'c>(simplifier: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
    if !simplifier.knows_remainders() {
        return false;
    }
    for index in 0..linear.terms.len() {
        let (atom, k) = linear.terms[index];
        let ExprView::FloorDiv(x, c) = expr::view(atom) else { continue };
        let Some(c) = expr::as_constant(c) else { continue };
        if c <= 0 || k % c != 0 {
            continue;
        }
        let Some(x_linear) = Linear::of(x) else { continue };
        let Some(r) = simplifier.known_remainder(&x_linear, c) else { continue };
        let mut exact = x_linear;
        exact.constant = match exact.constant.checked_sub(r) {
            Some(constant) => constant,
            None => continue,
        };
        let mut candidate = linear.clone();
        if candidate.add_term(atom, -k).is_none() || candidate.add_scaled(&exact, k / c).is_none() {
            continue;
        }
        *linear = candidate;
        return true;
    }
    false
}

/// Law: `k*(x floordiv c) + j*(x' floordiv c) == (k + j)*(x' floordiv c) + k*(x - x')/c`
/// when `x - x'` is a multiple of `c` (every coefficient and the
/// constant); likewise `k*(x mod c) + j*(x' mod c) == (k + j)*(x' mod c)`.
/// The atom with more nodes goes (the first on a tie).
///
/// Example: `(s0 + 2) floordiv 2 - s0 floordiv 2` becomes `1`.
///
/// Condition: the two atoms divide by the same `c` and their numerators
/// differ by a multiple of `c`.
fn sum_cancel_floordiv_difference<'c>(_: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
    let divisions =
        linear.terms.iter().filter(|(atom, _)| matches!(expr::view(*atom), ExprView::FloorDiv(..) | ExprView::Mod(..)));
    if divisions.count() < 2 {
        return false;
    }
    for first in 0..linear.terms.len() {
        let (a, k) = linear.terms[first];
        let (x, c, is_mod) = match expr::view(a) {
            ExprView::FloorDiv(x, c) => (x, c, false),
            ExprView::Mod(x, c) => (x, c, true),
            _ => continue,
        };
        let Some(c) = expr::as_constant(c) else { continue };
        let Some(x_linear) = Linear::of(x) else { continue };
        for second in first + 1..linear.terms.len() {
            let (b, j) = linear.terms[second];
            let (y, d) = match (expr::view(b), is_mod) {
                (ExprView::FloorDiv(y, d), false) | (ExprView::Mod(y, d), true) => (y, d),
                _ => continue,
            };
            if expr::as_constant(d) != Some(c) {
                continue;
            }
            let Some(mut difference) = Linear::of(y) else { continue };
            if difference.add_scaled(&x_linear, -1).is_none()
                || difference.constant % c != 0
                || difference.terms.iter().any(|&(_, w)| w % c != 0)
            {
                continue;
            }
            // `y = x + difference`; drop the larger atom.
            let (gone, kept, weight, sign) =
                if expr::node_count(b) > expr::node_count(a) { (b, a, j, 1) } else { (a, b, k, -1) };
            let mut candidate = linear.clone();
            let moved = is_mod
                || weight
                    .checked_mul(sign)
                    .is_some_and(|factor| candidate.add_scaled(&difference.divided(c), factor).is_some());
            if !moved || candidate.add_term(gone, -weight).is_none() || candidate.add_term(kept, weight).is_none() {
                continue;
            }
            *linear = candidate;
            return true;
        }
    }
    false
}

/// Law: `k*x - k*c*(x floordiv c) == k*(x mod c)`.
///
/// Example: `d0 - (d0 floordiv 16) * 16` becomes `d0 mod 16`.
///
/// Condition: every term of `k*x` is present in the sum with the same sign
/// and at least that weight (so no new terms appear).
fn sum_form_mod<'c>(simplifier: &mut Simplifier<'_, 'c>, linear: &mut Linear<'c>) -> bool {
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
        let remainder = simplifier.modulo(x, c);
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

#[cfg(test)]
mod tests {
    //! The rules no input map reaches (MLIR folds their input on
    //! construction), applied directly; every other rule has its cases in
    //! `tests/simplify_rules.rs`.

    use super::*;
    use crate::map::IndexingMap;
    use melior::Context;

    fn division<'c>(lhs: AffineExpr<'c>, divisor: i64) -> Division<'c> {
        Division { lhs, divisor, linear: Linear::of(lhs) }
    }

    #[test]
    fn by_one_rules_fire_only_for_one() {
        let context = Context::new();
        let map = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [0, 9]").unwrap();
        let mut simplifier = Simplifier::new(&map);
        let d0 = map.results()[0];
        let zero = map.context().constant(0);
        assert!(matches!(mod_by_one(&mut simplifier, &division(d0, 1)), Some(Rewrite::To(e)) if e == zero));
        assert!(mod_by_one(&mut simplifier, &division(d0, 2)).is_none());
        // ceildiv_by_one.
        assert!(matches!(division_by_one(&mut simplifier, &division(d0, 1)), Some(Rewrite::To(e)) if e == d0));
        assert!(division_by_one(&mut simplifier, &division(d0, 2)).is_none());
    }
}
