//! The constraint rules, as tables. A constraint `expr in [lo, hi]` is
//! first simplified as an expression, then normalised by
//! [`NORMALIZE_RULES`] on its flattened form, then judged against the range
//! of its expression by [`RANGE_RULES`]. Rules keep the set of domain
//! points where the constraint holds.

use super::linear::{Linear, gcd};
use super::recorder;
use crate::expr::{self, Ctx, ExprView};
use crate::interval::{Interval, ceil_div, floor_div};
use melior::ir::AffineExpr;

/// Rounds of [`NORMALIZE_RULES`] on one constraint. Every restarting rule
/// strictly shrinks the constraint (coefficients divided by `g > 1`, or one
/// `floordiv` fewer), so the rounds end; the cap bounds the work on long
/// chains of divisions.
const NORMALIZE_ROUNDS: usize = 8;

/// A constraint `linear in interval` being normalised.
pub(super) struct Constraint<'c> {
    /// The constrained expression, flattened.
    pub linear: Linear<'c>,
    /// The values it may take.
    pub interval: Interval,
}

/// What the normaliser does after a rule rewrote the constraint.
pub(super) enum Then {
    /// Go on with the next rule of the same round.
    NextRule,
    /// Start a new round from the first rule.
    Restart,
}

/// A normalisation rule: rewrites the constraint in place, `true` when it did.
pub(super) struct NormalizeRule {
    /// The name [`record_fired`](super::record_fired) reports.
    pub name: &'static str,
    /// The rule itself.
    pub apply: for<'c> fn(&mut Constraint<'c>) -> bool,
    /// Where the normaliser continues after the rule fired.
    pub then: Then,
}

/// What becomes of a normalised constraint.
pub(super) enum Verdict {
    /// It never holds: the domain is empty.
    Empty,
    /// It always holds: it is dropped.
    Drop,
    /// It is kept with this interval.
    Keep(Interval),
}

/// A rule judging a constraint by the range of its expression:
/// `apply(range, interval)`, `None` when it does not apply.
pub(super) struct RangeRule {
    /// The name [`record_fired`](super::record_fired) reports.
    pub name: &'static str,
    /// The rule itself.
    pub apply: fn(Interval, Interval) -> Option<Verdict>,
}

/// A flattened constraint, in rounds: the rules in this order, until a
/// round ends without a restart (at most [`NORMALIZE_ROUNDS`], and none
/// once no term is left).
pub(super) const NORMALIZE_RULES: &[NormalizeRule] = &[
    NormalizeRule { name: "constraint_move_constant", apply: constraint_move_constant, then: Then::NextRule },
    NormalizeRule { name: "constraint_negate", apply: constraint_negate, then: Then::NextRule },
    NormalizeRule { name: "constraint_common_factor", apply: constraint_common_factor, then: Then::Restart },
    NormalizeRule { name: "constraint_of_floordiv", apply: constraint_of_floordiv, then: Then::Restart },
];

/// A normalised constraint against the range of its expression, in this
/// order; the first verdict wins, and the constraint is kept as it is when
/// none applies.
pub(super) const RANGE_RULES: &[RangeRule] = &[
    RangeRule { name: "constraint_infeasible", apply: constraint_infeasible },
    RangeRule { name: "constraint_always_true", apply: constraint_always_true },
    RangeRule { name: "constraint_narrow_to_range", apply: constraint_narrow_to_range },
];

/// Normalises `linear in interval` by [`NORMALIZE_RULES`]; returns the
/// built expression and its interval.
pub(super) fn normalize<'c>(ctx: Ctx<'c>, linear: Linear<'c>, interval: Interval) -> (AffineExpr<'c>, Interval) {
    let mut constraint = Constraint { linear, interval };
    for _ in 0..NORMALIZE_ROUNDS {
        if constraint.linear.terms.is_empty() {
            break;
        }
        let mut restart = false;
        for rule in NORMALIZE_RULES {
            if (rule.apply)(&mut constraint) {
                recorder::fired(rule.name);
                if let Then::Restart = rule.then {
                    restart = true;
                    break;
                }
            }
        }
        if !restart {
            break;
        }
    }
    (constraint.linear.build(ctx), constraint.interval)
}

/// The verdict of [`RANGE_RULES`] on `expr in interval`, where `range` is
/// the range of `expr` over the domain without this constraint.
pub(super) fn judge(range: Interval, interval: Interval) -> Verdict {
    for rule in RANGE_RULES {
        if let Some(verdict) = (rule.apply)(range, interval) {
            recorder::fired(rule.name);
            return verdict;
        }
    }
    Verdict::Keep(interval)
}

/// Law: `x + k in [a, b]  <=>  x in [a - k, b - k]`.
///
/// Example: `d0 + d1 + 3 in [0, 10]` becomes `d0 + d1 in [-3, 7]`.
///
/// Condition: none (the bounds saturate).
fn constraint_move_constant(constraint: &mut Constraint<'_>) -> bool {
    let c = constraint.linear.constant;
    if c == 0 {
        return false;
    }
    let interval = constraint.interval;
    constraint.interval = Interval::new(interval.lower.saturating_sub(c), interval.upper.saturating_sub(c));
    constraint.linear.constant = 0;
    true
}

/// Law: `-x in [a, b]  <=>  x in [-b, -a]`.
///
/// Example: `-d0 - d1 * 2 in [-10, -1]` becomes `d0 + d1 * 2 in [1, 10]`.
///
/// Condition: every coefficient is negative.
fn constraint_negate(constraint: &mut Constraint<'_>) -> bool {
    if !constraint.linear.terms.iter().all(|&(_, k)| k < 0) {
        return false;
    }
    let linear = std::mem::replace(&mut constraint.linear, Linear::constant(0));
    constraint.linear = linear.scaled(-1).unwrap_or(linear);
    constraint.interval = constraint.interval.negate();
    true
}

/// Law: `g*x in [a, b]  <=>  x in [ceil(a/g), floor(b/g)]`.
///
/// Example: `d0 * 4 + d1 * 2 in [1, 9]` becomes `d0 * 2 + d1 in [1, 4]`.
///
/// Condition: `g > 1` divides every coefficient (the constant is already 0).
fn constraint_common_factor(constraint: &mut Constraint<'_>) -> bool {
    let g = constraint.linear.terms.iter().fold(0, |g, &(_, k)| gcd(g, k));
    if g <= 1 {
        return false;
    }
    let interval = constraint.interval;
    constraint.linear = constraint.linear.divided(g);
    constraint.interval = Interval::new(ceil_div(interval.lower, g), floor_div(interval.upper, g));
    true
}

/// Law: `x floordiv k in [a, b]  <=>  x in [a*k, b*k + k - 1]`.
///
/// Example: `(d0 + d1) floordiv 4 in [1, 2]` becomes `d0 + d1 in [4, 11]`.
///
/// Condition: the constraint is exactly `1 * (x floordiv k)` with a
/// constant `k`, which is positive: the parser and [`expr::floordiv`]
/// build no other divisor (the bounds saturate).
fn constraint_of_floordiv(constraint: &mut Constraint<'_>) -> bool {
    let linear = &constraint.linear;
    if linear.terms.len() != 1 || linear.terms[0].1 != 1 {
        return false;
    }
    let ExprView::FloorDiv(x, k) = expr::view(linear.terms[0].0) else { return false };
    let (Some(k), Some(x_linear)) = (expr::as_constant(k), Linear::of(x)) else { return false };
    let interval = constraint.interval;
    let lower = interval.lower.saturating_mul(k);
    let upper = interval.upper.saturating_mul(k).saturating_add(k - 1);
    constraint.linear = x_linear;
    constraint.interval = Interval::new(lower, upper);
    true
}

/// Law: `x in [a, b]` is false on the whole domain when `[a, b]` misses
/// `range(x)`, so the domain is empty.
///
/// Example: `d0 + d1 in [20, 30]` with `d0, d1 in [0, 9]`: the map becomes
/// known-empty.
///
/// Condition: `[a, b] ∩ range(x)` is empty (or `[a, b]` itself is).
fn constraint_infeasible(range: Interval, interval: Interval) -> Option<Verdict> {
    (!range.intersect(interval).is_feasible() || !interval.is_feasible()).then_some(Verdict::Empty)
}

/// Law: `x in [a, b]` is true on the whole domain when `range(x) ⊆ [a, b]`,
/// so it is dropped.
///
/// Example: `d0 + d1 in [0, 20]` with `d0, d1 in [0, 9]` disappears.
///
/// Condition: `range(x) ⊆ [a, b]`.
fn constraint_always_true(range: Interval, interval: Interval) -> Option<Verdict> {
    interval.contains_interval(range).then_some(Verdict::Drop)
}

/// Law: `x in [a, b]  <=>  x in [a, b] ∩ range(x)`: values outside the
/// range never occur, so the canonical interval is the intersection.
///
/// Example: `d0 + d1 in [5, 100]` with `d0, d1 in [0, 9]` becomes
/// `d0 + d1 in [5, 18]`.
///
/// Condition: the intersection is smaller than `[a, b]`.
fn constraint_narrow_to_range(range: Interval, interval: Interval) -> Option<Verdict> {
    let narrowed = interval.intersect(range);
    (narrowed != interval).then_some(Verdict::Keep(narrowed))
}
