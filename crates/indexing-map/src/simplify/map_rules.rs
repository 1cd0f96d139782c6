//! The map rules that change variables and constraints together: each
//! keeps the relation `{(d, f(d, s, rt))}` over the whole domain, with range
//! and runtime variables existentially quantified. Dimension variables
//! stay (they are the domain's arity); only range and runtime variables are
//! substituted, and only range variables are split, rescaled or merged (a
//! runtime variable keeps its value: the one read at run time). Variables a
//! rule leaves unused go in
//! [`IndexingMap::remove_unused_symbols`](crate::IndexingMap::remove_unused_symbols).
//!
//! The table is [`MAP_RULES`](super::fixed_point::MAP_RULES); each rule
//! returns whether it changed the map.

use super::linear::{Linear, gcd};
use super::simplifier::Simplifier;
use crate::expr::{self, ExprView};
use crate::interval::{Interval, ceil_div, floor_div, modulo};
use crate::map::{IndexingMap, MapState, Variable};
use melior::ir::AffineExpr;

/// Law: a constraint `Σ a_i*v_i in [lo, hi]` on bare variables bounds each
/// variable: `a_i*v_i in [lo - max(rest), hi - min(rest)]`. When the bounds
/// so tightened make the constraint always true, they replace it.
///
/// Example: `d0 * 3 + d1 in [0, 35]` with `d0 in [0, 12], d1 in [0, 2]`
/// becomes `d0 in [0, 11]` (the constraint goes).
///
/// Condition: every atom of the constraint is a variable, and the range of
/// its expression over the tightened bounds lies in `[lo, hi]`.
pub(super) fn tighten_bounds_drop_constraint(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    tighten_and_drop(map, false)
}

/// Law: as [`tighten_bounds_drop_constraint`], with division atoms among
/// the terms: a constraint `Σ a_i*t_i in [lo, hi]` on variables and atoms
/// `x floordiv c`, `x ceildiv c`, `x mod c` bounds each term by the ranges
/// of the others; when the tightened ranges make the constraint always
/// true, they replace it (a variable's bounds narrow, an atom gets a
/// constraint of its own, which `constraint_of_floordiv` may turn into one
/// on `x`).
///
/// Example: `(d0, d1)[s0] -> (s0, (d1 floordiv 8) * 8 + s0), domain: d0 in [0, 1], d1 in [0, 15], s0 in [0, 7], (d1 floordiv 8) * 8 + s0 in [0, 7]`
/// becomes `(d0, d1)[s0] -> (s0, s0), domain: d0 in [0, 1], d1 in [0, 7], s0 in [0, 7]`
/// (`d1 floordiv 8` is `0`).
///
/// Condition: every term is a variable or a division atom, at least one is
/// an atom, and the range of the expression over the tightened ranges lies
/// in `[lo, hi]`. No operator is added: each atom constraint is an atom of
/// the constraint that goes.
pub(super) fn tighten_atom_bounds_drop_constraint(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    tighten_and_drop(map, true)
}

/// [`tighten_bounds_drop_constraint`], and with `atoms`
/// [`tighten_atom_bounds_drop_constraint`] (constraints with an atom only).
fn tighten_and_drop(map: &mut IndexingMap<'_>, atoms: bool) -> bool {
    let mut changed = false;
    let mut index = 0;
    while index < map.constraints.len() && map.state == MapState::Defined {
        let (e, interval) = map.constraints[index];
        match tightened_bounds(map, e, interval, atoms) {
            Some(bounds) => {
                map.constraints.remove(index);
                for (variable, bound) in bounds {
                    map.add_constraint(variable, bound);
                }
                changed = true;
            }
            None => index += 1,
        }
    }
    changed
}

/// The tightened bounds of the variables of `e in interval` when they make
/// the constraint always true (see [`tighten_bounds_drop_constraint`]).
fn tightened_bounds<'c>(
    map: &IndexingMap<'c>,
    e: AffineExpr<'c>,
    interval: Interval,
    atoms: bool,
) -> Option<Vec<(AffineExpr<'c>, Interval)>> {
    let linear = Linear::of(e)?;
    if linear.terms.len() < 2 {
        return None;
    }
    let bounds: Vec<Interval> = if atoms {
        if linear.terms.iter().all(|&(atom, _)| variable_bounds(map, atom).is_some()) {
            return None;
        }
        linear
            .terms
            .iter()
            .map(|&(atom, _)| variable_bounds(map, atom).or_else(|| is_atom_bound(atom).then(|| map.range_of(atom))))
            .collect::<Option<_>>()?
    } else {
        linear.terms.iter().map(|&(atom, _)| variable_bounds(map, atom)).collect::<Option<_>>()?
    };
    if linear.terms.iter().any(|&(_, a)| a == i64::MIN) {
        return None;
    }
    let term_range = |i: usize, b: Interval| b.scale(linear.terms[i].1);
    let mut tightened = bounds.clone();
    for (i, &(_, a)) in linear.terms.iter().enumerate() {
        // The range of the other terms and the constant (saturating, so
        // never narrower than the truth).
        let rest = (0..bounds.len())
            .filter(|&other| other != i)
            .fold(Interval::point(linear.constant), |sum, other| sum + term_range(other, bounds[other]));
        let (lo, hi) = (interval.lower.saturating_sub(rest.upper), interval.upper.saturating_sub(rest.lower));
        let allowed = if a > 0 {
            Interval::new(ceil_div(lo, a), floor_div(hi, a))
        } else {
            Interval::new(ceil_div(hi.saturating_neg(), -a), floor_div(lo.saturating_neg(), -a))
        };
        tightened[i] = bounds[i].intersect(allowed);
    }
    if tightened == bounds || tightened.iter().any(|b| !b.is_feasible()) {
        return None;
    }
    let range = (0..tightened.len()).fold(Interval::point(linear.constant), |sum, i| sum + term_range(i, tightened[i]));
    interval.contains_interval(range).then(|| linear.terms.iter().map(|&(atom, _)| atom).zip(tightened).collect())
}

/// The bounds of a bare variable, `None` for any other expression.
fn variable_bounds(map: &IndexingMap<'_>, atom: AffineExpr<'_>) -> Option<Interval> {
    match expr::view(atom) {
        ExprView::Dim(i) => Some(map.dims.get(i)?.bounds),
        ExprView::Symbol(j) if j < map.symbol_count() => Some(map.symbol_bounds(j)),
        _ => None,
    }
}

/// Law: with `y mod a == r` and `a` dividing `b`, `y mod b` takes only the
/// values `v` of `[0, b - 1]` with `v ≡ r (mod a)` (`r`, `r + a`, ...), so a
/// constraint `y mod b in [lo, hi]` is the set of those values it keeps: one
/// value `v` makes the two constraints `y mod b in [v, v]`; all of them make
/// it redundant (it goes); otherwise its interval narrows to the first and
/// last of them.
///
/// Example: `(s0 mod 7) mod 2 in [0, 0]` and `(s0 mod 7) mod 4 in [0, 1]`
/// become `(s0 mod 7) mod 4 in [0, 0]`; `(d0 floordiv 4) mod 2 in [0, 0]`
/// makes `(d0 floordiv 4) mod 12 in [0, 10]` redundant.
///
/// Condition: the first interval is a point `0 <= r < a`, `a` divides
/// `b != a`, the same `y`, and the second interval keeps at least one of
/// those values.
pub(super) fn merge_remainder_constraints(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let mods: Vec<(usize, AffineExpr<'_>, i64, Interval)> = map
        .constraints
        .iter()
        .enumerate()
        .filter_map(|(index, &(e, interval))| {
            let ExprView::Mod(y, m) = expr::view(e) else { return None };
            let m = expr::as_constant(m).filter(|&m| m > 0)?;
            Some((index, y, m, interval))
        })
        .collect();
    if mods.len() < 2 {
        return false;
    }
    let found = mods.iter().find_map(|&(fixed, y, a, point)| {
        let r = point.lower;
        if !point.is_point() || !(0..a).contains(&r) {
            return None;
        }
        mods.iter().find_map(|&(other, y2, b, interval)| {
            if other == fixed || y2 != y || b == a || b % a != 0 {
                return None;
            }
            let (lo, hi) = (interval.lower.max(0), interval.upper.min(b - 1));
            if lo > hi {
                return None;
            }
            let first = lo.checked_add(modulo(r.checked_sub(lo)?, a))?;
            let last = hi.checked_sub(modulo(hi.checked_sub(r)?, a))?;
            if first > last {
                return None;
            }
            let every_last = b - a + r;
            if first == last {
                Some((fixed, other, Some(Interval::point(first)), true))
            } else if first == r && last == every_last {
                Some((fixed, other, None, false))
            } else if Interval::new(first, last) != interval {
                Some((fixed, other, Some(Interval::new(first, last)), false))
            } else {
                None
            }
        })
    });
    let Some((fixed, other, narrowed, drop_fixed)) = found else { return false };
    match narrowed {
        Some(interval) => map.constraints[other].1 = interval,
        None => {
            map.constraints.remove(other);
            return true;
        }
    }
    if drop_fixed {
        map.constraints.remove(fixed);
    }
    true
}

/// Law: a constraint `(v + k) mod c in [r, r]` on a variable `v in [lo, hi]`
/// whose bounds hold one value `x` with that remainder holds exactly at
/// `v == x`: `v`'s bounds become `[x, x]` and the constraint goes.
///
/// Example: `(d0, d1) -> (d1), domain: d0 in [1, 3], d1 in [0, 2], (d0 - 1) mod 2 in [1, 1]`
/// becomes `(d0, d1) -> (d1), domain: d0 in [2, 2], d1 in [0, 2]`.
///
/// Condition: the constraint is a point `r` with `0 <= r < c` on `v + k`,
/// `v` a dimension or range variable alone (coefficient 1; a runtime
/// variable stays as read), and exactly one value of `v`'s bounds has the
/// remainder.
pub(super) fn pin_variable_by_remainder(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let found = map.constraints.iter().enumerate().find_map(|(index, &(e, interval))| {
        let ExprView::Mod(x, c) = expr::view(e) else { return None };
        let c = expr::as_constant(c).filter(|&c| c > 0)?;
        if !interval.is_point() || interval.lower < 0 || interval.lower >= c {
            return None;
        }
        let linear = Linear::of(x)?;
        let &[(v, 1)] = linear.terms.as_slice() else { return None };
        if matches!(expr::view(v), ExprView::Symbol(j) if j >= map.range_vars.len()) {
            return None;
        }
        let bounds = variable_bounds(map, v)?;
        let value = single_value_with_remainder(bounds, interval.lower.checked_sub(linear.constant)?, c)?;
        Some((index, v, value))
    });
    let Some((index, v, value)) = found else { return false };
    map.constraints.remove(index);
    pin_variable(map, v, value);
    true
}

/// Law: a constraint `±v + Σ a_i*t_i + k in [r, r]` in which every other
/// coefficient `a_i` is a multiple of `c >= 2` says `±v ≡ r - k (mod c)`;
/// when `v`'s bounds hold one value `x` with that remainder, `v == x`: its
/// bounds become `[x, x]` (the constraint stays, and `v` is then replaced
/// by `x` in it).
///
/// Example: `(d0, d1) -> (d1), domain: d0 in [0, 1], d1 in [0, 3], d0 + (d1 floordiv 2) * 2 in [2, 2]`
/// becomes `(d0, d1) -> (d1), domain: d0 in [0, 0], d1 in [2, 3]`.
///
/// Condition: the constraint is a point; `v` a dimension or range variable
/// (a runtime variable stays as read) with coefficient `±1` and more than
/// one value; the other coefficients have a common divisor `c >= 2`; exactly
/// one value of `v`'s bounds has the remainder.
pub(super) fn pin_variable_by_equality_residue(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let found = map.constraints.iter().find_map(|&(e, interval)| {
        if !interval.is_point() {
            return None;
        }
        let linear = Linear::of(e)?;
        linear.terms.iter().enumerate().find_map(|(position, &(v, sign))| {
            if (sign != 1 && sign != -1) || matches!(expr::view(v), ExprView::Symbol(j) if j >= map.range_vars.len()) {
                return None;
            }
            let bounds = variable_bounds(map, v).filter(|b| !b.is_point())?;
            let c = linear
                .terms
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != position)
                .fold(0, |g, (_, &(_, k))| gcd(g, k));
            if c < 2 {
                return None;
            }
            let residue = sign.checked_mul(interval.lower.checked_sub(linear.constant)?)?;
            Some((v, single_value_with_remainder(bounds, residue, c)?))
        })
    });
    let Some((v, value)) = found else { return false };
    pin_variable(map, v, value);
    true
}

/// The one value `x` of `bounds` with `x ≡ residue (mod c)`, if exactly
/// one has it.
fn single_value_with_remainder(bounds: Interval, residue: i64, c: i64) -> Option<i64> {
    if !bounds.is_feasible() {
        return None;
    }
    // The first value from `lo` on with the remainder.
    let first = bounds.lower.checked_add(modulo(residue.checked_sub(bounds.lower)?, c))?;
    let single = first <= bounds.upper && first.checked_add(c).is_none_or(|next| next > bounds.upper);
    single.then_some(first)
}

/// Sets the bounds of the variable `v` (a dimension or a symbol) to `[value, value]`.
fn pin_variable(map: &mut IndexingMap<'_>, v: AffineExpr<'_>, value: i64) {
    let point = Interval::point(value);
    match expr::view(v) {
        ExprView::Dim(i) => map.dims[i].bounds = point,
        ExprView::Symbol(j) => map.symbol_var_mut(j).bounds = point,
        _ => unreachable!("variable_bounds answers only for variables"),
    }
}

/// Law: `x mod a == r` and `(x floordiv a) mod b == q` together are
/// `x mod (a*b) == a*q + r` (the two lowest mixed-radix digits of `x`).
///
/// Example: `(d0 + 29) mod 2 in [0, 0]` and
/// `((d0 + 29) floordiv 2) mod 2 in [0, 0]` become `(d0 + 1) mod 4 in [0, 0]`.
///
/// Condition: both intervals are points with `0 <= r < a`, `0 <= q < b`;
/// the outer constraint's operand is `x floordiv a` plus a constant `t`
/// (then `x + a*t` is divided), and the numerators differ by a multiple of
/// `a`. The merged numerator's constant is reduced modulo `a*b`.
pub(super) fn merge_stacked_mod_constraints(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let mut changed = false;
    while let Some((outer, inner, merged, value)) = stacked_mod_pair(map) {
        let (first, second) = (outer.max(inner), outer.min(inner));
        map.constraints.remove(first);
        map.constraints.remove(second);
        map.add_constraint(merged, Interval::point(value));
        changed = true;
        if map.state != MapState::Defined {
            break;
        }
    }
    changed
}

/// The first pair for [`merge_stacked_mod_constraints`]: the positions of
/// the outer and inner constraints, the merged expression and its value.
fn stacked_mod_pair<'c>(map: &IndexingMap<'c>) -> Option<(usize, usize, AffineExpr<'c>, i64)> {
    let mods: Vec<(usize, AffineExpr<'c>, i64, i64)> = map
        .constraints
        .iter()
        .enumerate()
        .filter(|(_, (_, interval))| interval.is_point())
        .filter_map(|(index, &(e, interval))| {
            let ExprView::Mod(y, m) = expr::view(e) else { return None };
            let m = expr::as_constant(m)?;
            (0..m).contains(&interval.lower).then_some((index, y, m, interval.lower))
        })
        .collect();
    mods.iter().find_map(|&(outer, y, b, q)| {
        let y_linear = Linear::of(y)?;
        let [(quotient, 1)] = y_linear.terms[..] else { return None };
        let ExprView::FloorDiv(x, a) = expr::view(quotient) else { return None };
        let a = expr::as_constant(a)?;
        let mut x_linear = Linear::of(x)?;
        x_linear.constant = x_linear.constant.checked_add(a.checked_mul(y_linear.constant)?)?;
        mods.iter().find_map(|&(inner, x2, a2, r)| {
            if a2 != a || inner == outer {
                return None;
            }
            let mut difference = Linear::of(x2)?;
            difference.add_scaled(&x_linear, -1)?;
            if difference.terms.iter().any(|&(_, k)| k % a != 0) {
                return None;
            }
            // `x mod a == (x2 - difference) mod a`.
            let r = modulo(r.checked_sub(modulo(difference.constant, a))?, a);
            let ab = a.checked_mul(b)?;
            let value = a.checked_mul(q)?.checked_add(r)?;
            let mut merged = x_linear.clone();
            merged.constant = modulo(merged.constant, ab);
            Some((outer, inner, expr::modulo_expr(merged.build(map.ctx), ab), value))
        })
    })
}

/// Law: a symbol `v` (range or runtime variable) with
/// `±v + rest in [k, k]` is `v == ±(k - rest)`: it is replaced by that
/// expression everywhere, the constraint goes and `v`'s bounds become a
/// constraint on `±(k - rest)`. An existential variable determined by the
/// others adds nothing to the relation.
///
/// Example: `(d0, d1)[s0] -> (d1, s0), domain: d0 in [0, 9], d1 in [0, 9], s0 in [0, 4], d0 - s0 in [0, 0]`
/// becomes `(d0, d1) -> (d1, d0), domain: d0 in [0, 4], d1 in [0, 9]`.
///
/// Condition: the interval is a point, the coefficient of `v` is `±1`, `v`
/// is a range variable, and every other atom of the constraint is a bare
/// variable (so no division spreads into the results). Runtime variables
/// are never eliminated: `(d0, d1){rt0} -> (d1), rt0 in [0, 4], d0 - rt0
/// in [0, 0]` (a dynamic_update_slice's row, read where the start read at
/// run time says) is the same relation as `(d0, d1) -> (d1), d0 in [0,
/// 4]` as a union over the values, but not for one value: the counts and
/// coalescing figures, worst cases over the runtime values, would then
/// call every row read for every value, exactly.
pub(super) fn eliminate_pinned_symbol(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    substitute_pinned(map, pinned_symbol)
}

/// Substitutes, while `find` names one, a range variable pinned by a
/// constraint: the constraint goes, the variable is replaced by the
/// expression it equals everywhere and its bounds become a constraint on
/// that expression (the rewrite of [`eliminate_pinned_symbol`] and
/// [`eliminate_two_valued_pinned_symbol`]).
fn substitute_pinned<'c>(
    map: &mut IndexingMap<'c>,
    find: impl Fn(&IndexingMap<'c>) -> Option<(usize, usize, AffineExpr<'c>)>,
) -> bool {
    let mut changed = false;
    while map.state == MapState::Defined {
        let Some((index, j, replacement)) = find(map) else { break };
        map.constraints.remove(index);
        let bounds = map.symbol_bounds(j);
        let ctx = map.ctx;
        let symbol_repl: Vec<_> =
            (0..map.symbol_count()).map(|s| if s == j { replacement } else { ctx.symbol(s) }).collect();
        *map = map.rebuild(map.dims.clone(), map.range_vars.clone(), map.rt_vars.clone(), &[], &symbol_repl);
        map.add_constraint(replacement, bounds);
        changed = true;
    }
    changed
}

/// Law: a range variable `s` with `±s + k*y + c in [r, r]`, `y` one atom
/// (a division) taking two values on the domain, is `s == ±(r - c - k*y)`:
/// as in [`eliminate_pinned_symbol`], it is replaced by that expression
/// everywhere, the constraint goes and `s`'s bounds become a constraint on
/// it. The division rules then see the two values of `y` where `s` was
/// (`floordiv_two_values`, `mod_two_values`): long chains of reshapes name
/// such parity digits, and a digit named as a variable hides them.
///
/// Example: `()[s0, s1] -> (s0, (s1 mod 5) floordiv 2), domain: s0 in [0, 6], s1 in [0, 27], s1 - (s0 mod 2) * 9 in [0, 0]`
/// becomes `()[s0, s1] -> (s0, (s0 mod 2) * 2), domain: s0 in [0, 6], s1 in [0, 27]`
/// (`s1` unused: `(s0 mod 2) * 9` is `0` or `9`, so `(s1 mod 5) floordiv 2`
/// is `0` or `2`).
///
/// Condition: the interval is a point, the coefficient of `s` is `±1`, `s`
/// is a range variable, and the rest of the constraint is one atom `y`
/// (times a constant, plus a constant) that is no bare variable, does not
/// mention `s` and has a range of two values.
pub(super) fn eliminate_two_valued_pinned_symbol(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    substitute_pinned(map, two_valued_pinned_symbol)
}

/// The first constraint for [`eliminate_two_valued_pinned_symbol`]: its
/// position, the symbol and the expression it equals.
fn two_valued_pinned_symbol<'c>(map: &IndexingMap<'c>) -> Option<(usize, usize, AffineExpr<'c>)> {
    let n_range = map.range_vars.len();
    map.constraints.iter().enumerate().find_map(|(index, &(e, interval))| {
        if !interval.is_point() {
            return None;
        }
        let linear = Linear::of(e)?;
        let [(first, a), (second, b)] = linear.terms.as_slice() else { return None };
        // `±s` and the atom `k*y`, in either order.
        let ((s, sign), (y, k)) = match (expr::view(*first), expr::view(*second)) {
            (ExprView::Symbol(j), _) if (*a == 1 || *a == -1) && j < n_range => ((j, *a), (*second, *b)),
            (_, ExprView::Symbol(j)) if (*b == 1 || *b == -1) && j < n_range => ((j, *b), (*first, *a)),
            _ => return None,
        };
        if variable_bounds(map, y).is_some() || expr::uses_symbol(y, s) {
            return None;
        }
        let range = map.range_of(y);
        if !range.is_feasible() || range.upper.checked_sub(range.lower)? != 1 {
            return None;
        }
        // `sign*s + k*y + c == r`, so `s == sign*(r - c - k*y)`.
        let value =
            Linear { terms: vec![(y, k.checked_neg()?)], constant: interval.lower.checked_sub(linear.constant)? };
        Some((index, s, value.scaled(sign)?.build(map.ctx)))
    })
}

/// The first constraint for [`eliminate_pinned_symbol`]: its position, the
/// symbol and the expression it equals.
fn pinned_symbol<'c>(map: &IndexingMap<'c>) -> Option<(usize, usize, AffineExpr<'c>)> {
    map.constraints.iter().enumerate().find_map(|(index, &(e, interval))| {
        if !interval.is_point() {
            return None;
        }
        let linear = Linear::of(e)?;
        if linear.terms.len() < 2 || linear.terms.iter().any(|&(atom, _)| variable_bounds(map, atom).is_none()) {
            return None;
        }
        let n_range = map.range_vars.len();
        let (position, j, sign) = linear
            .terms
            .iter()
            .enumerate()
            .filter_map(|(position, &(atom, k))| {
                let ExprView::Symbol(j) = expr::view(atom) else { return None };
                let allowed = j < n_range;
                (allowed && (k == 1 || k == -1)).then_some((position, j, k))
            })
            .min_by_key(|&(_, j, _)| j)?;
        // `sign*v + rest == k`, so `v == sign*(k - rest)`.
        let mut rest = linear.clone();
        rest.terms.remove(position);
        let mut value = rest.scaled(-1)?;
        value.constant = value.constant.checked_add(interval.lower)?;
        let value = value.scaled(sign)?;
        Some((index, j, value.build(map.ctx)))
    })
}

/// Whether a constraint on `e` bounds one division atom (`x floordiv c`,
/// `x ceildiv c` or `x mod c`), the facts
/// [`simplify_constraints_under_atom_bounds`] uses.
fn is_atom_bound(e: AffineExpr<'_>) -> bool {
    matches!(expr::view(e), ExprView::FloorDiv(..) | ExprView::CeilDiv(..) | ExprView::Mod(..))
}

/// Law: on the domain where the constraints `a in J` on single division
/// atoms `a` hold, another constraint `E in I` holds exactly where
/// `E' in I`, `E'` the form of `E` simplified with those bounds known. The
/// atom bounds stay as they are, so the domain is the same. (Constraints are
/// otherwise simplified knowing none of the others, so that none narrows
/// itself away.)
///
/// Example: `()[s0] -> (s0), domain: s0 in [0, 100], (s0 mod 3) mod 2 in [0, 0], s0 mod 3 in [0, 1]`:
/// `s0 mod 3` takes two values, so `(s0 mod 3) mod 2` is `s0 mod 3` and
/// the constraints become `s0 mod 3 in [0, 0]` (then `s0` is rescaled by
/// `rescale_symbols`).
///
/// Condition: a constraint whose expression is one `floordiv`, `ceildiv` or
/// `mod` atom (an atom bound) occurring inside another constraint, which
/// the bounds simplify. Constraints that are no atom bound are rewritten
/// together; an atom bound alone, knowing the other atom bounds only.
pub(super) fn simplify_constraints_under_atom_bounds(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let atoms: Vec<_> = map.constraints.iter().map(|&(e, _)| e).filter(|&e| is_atom_bound(e)).collect();
    if atoms.is_empty() || map.constraints.len() < 2 {
        return false;
    }
    // Only a constraint in which another constraint's atom occurs can change.
    let candidates: Vec<usize> =
        (0..map.constraints.len()).filter(|&index| contains_any_strictly(map.constraints[index].0, &atoms)).collect();
    if candidates.is_empty() {
        return false;
    }
    let mut changed = false;
    // The constraints that are no atom bound, rewritten together: the atom
    // bounds they are simplified with stay as they are.
    let others: Vec<usize> = candidates.iter().copied().filter(|&i| !is_atom_bound(map.constraints[i].0)).collect();
    if !others.is_empty() {
        let mut known = map.clone();
        known.constraints.retain(|(e, _)| is_atom_bound(*e));
        let mut simplifier = Simplifier::new(&known);
        let mut rewritten = map.constraints.clone();
        for &index in &others {
            let simplified = simplifier.simplify(rewritten[index].0);
            changed |= simplified != rewritten[index].0;
            rewritten[index].0 = simplified;
        }
        if changed {
            map.constraints.clear();
            for (e, interval) in rewritten {
                map.add_constraint(e, interval);
            }
            return true;
        }
    }
    // An atom bound, one at a time, with the other atom bounds known.
    for &index in &candidates {
        let (e, interval) = map.constraints[index];
        if !is_atom_bound(e) {
            continue;
        }
        let mut known = map.clone();
        known.constraints.retain(|(other, _)| is_atom_bound(*other) && *other != e);
        let simplified = Simplifier::new(&known).simplify(e);
        if simplified != e {
            map.constraints.remove(index);
            map.add_constraint(simplified, interval);
            return true;
        }
    }
    false
}

/// Whether one of `atoms` occurs in `e` below its root.
fn contains_any_strictly<'c>(e: AffineExpr<'c>, atoms: &[AffineExpr<'c>]) -> bool {
    match expr::view(e) {
        ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => false,
        ExprView::Add(l, r)
        | ExprView::Mul(l, r)
        | ExprView::FloorDiv(l, r)
        | ExprView::CeilDiv(l, r)
        | ExprView::Mod(l, r) => [l, r].into_iter().any(|x| atoms.contains(&x) || contains_any_strictly(x, atoms)),
    }
}

/// Law: `∃ s ∈ [a, b] : E + k*s ∈ [lo, hi]` is `E ∈ [lo - k*b, hi - k*a]`
/// (`k > 0`; `E ∈ [lo - k*a, hi - k*b]` for `k < 0`) when `|k| <= hi - lo + 1`:
/// the intervals `[lo - k*s, hi - k*s]` for consecutive `s` then overlap or
/// touch, so their union is one interval. A range variable used by no
/// result and by that one constraint only is existential in it alone, so
/// the constraint on `E` replaces it (the variable is left unused).
///
/// Example: `(d0, d1)[s0, s1] -> (s0), domain: d0 in [0, 15], d1 in [0, 15], s0 in [0, 3], s1 in [0, 7], (d1 floordiv 8) * 8 + s1 in [0, 1]`
/// becomes `(d1 floordiv 8) * 8 in [-7, 1]`, that is `d1 in [0, 7]`.
///
/// Condition: `s` is a range variable occurring in no result and in one
/// constraint only, as a term `k*s` of its sum (not inside a division), and
/// `|k| <= hi - lo + 1` (no overflow).
pub(super) fn project_range_var_from_constraint(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let n_range = map.range_vars.len();
    if n_range == 0 || map.constraints.is_empty() {
        return false;
    }
    let uses = constraint_uses(map);
    let ctx = map.ctx;
    let found = (0..n_range).find_map(|j| {
        let (false, [index]) = (uses[j].0, uses[j].1.as_slice()) else { return None };
        let index = *index;
        let (e, interval) = map.constraints[index];
        let mut rest = Linear::of(e)?;
        let symbol = ctx.symbol(j);
        let k = rest.coefficient(symbol);
        if k == 0 {
            return None;
        }
        rest.add_term(symbol, -k)?;
        let rest = rest.build(ctx);
        if expr::uses_symbol(rest, j) {
            return None;
        }
        let width = interval.upper.checked_sub(interval.lower)?.checked_add(1)?;
        if k.checked_abs()? > width {
            return None;
        }
        let bounds = map.range_vars[j].bounds;
        if !bounds.is_feasible() || !interval.is_feasible() {
            return None;
        }
        let (low, high) = if k > 0 { (bounds.upper, bounds.lower) } else { (bounds.lower, bounds.upper) };
        let projected = Interval::new(
            interval.lower.checked_sub(k.checked_mul(low)?)?,
            interval.upper.checked_sub(k.checked_mul(high)?)?,
        );
        Some((index, rest, projected))
    });
    let Some((index, rest, projected)) = found else { return false };
    map.constraints.remove(index);
    map.add_constraint(rest, projected);
    true
}

/// Law: a range variable `s in [a, a + m - 1]` (exactly `m` values) with
/// `(k*s + E) mod m == r` (`k = ±1`, `E` free of `s`) is the one value of
/// its interval with `s ≡ k*(r - E) (mod m)`: `s == a + X mod m`, `X =
/// k*(r - E) - a`, written `a + X - m*(X floordiv m)`; it is substituted
/// and the remainder constraint, then always true, goes. Where `s` occurs
/// as `c*(k*s + E)`, that is `c*(r - k*m*(X floordiv m))`: the division
/// of `k*s + E` by `m` becomes one of `E`.
///
/// Example: `(d0)[s0] -> ((d0 - s0) floordiv 2), domain: d0 in [0, 5], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]`
/// becomes `(d0)[s0] -> (d0 floordiv 2), domain: d0 in [0, 5], s0 in [0, 1]`
/// (`s0` is `d0 mod 2`).
///
/// Condition: the constraint is `(k*s + E) mod m in [r, r]` with `0 <= r <
/// m`, `s` a range variable with `m` values and coefficient `k = ±1`, and
/// every other occurrence of `s` is in a sum holding `c*(k*s + E)`; the
/// map so solved, its constraints and results simplified, has fewer
/// `floordiv`/`ceildiv`/`mod` operators (a quotient that no division or
/// bound absorbs would add one: `(d0 + s1 - s0 - 1) mod 2 in [0, 0]` with
/// `s0` in a result `d0 + s1 - s0 + s2 - 1` stays).
pub(super) fn solve_range_var_from_remainder(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let Some((index, j, value)) = remainder_solution(map) else { return false };
    replace_if_fewer_operators(map, index, j, &value, None)
}

/// Law: a range variable `s in [a, b]` with `(k*s + E) mod m == r` (`k =
/// ±1`, `E` free of `s`) takes exactly the values `s == k*(m*u + r - E)`
/// for the integers `u` that keep it in `[a, b]`, one `s` per `u` (`u ==
/// (k*s + E) floordiv m`). The map is rewritten over `u`, in `s`'s place:
/// `k*s + E` becomes `m*u + r`, so its quotient by `m` is `u` and its
/// remainder `r`; the remainder constraint, then always true, goes; `s`'s
/// bounds become a constraint on `k*(m*u + r - E)`; `u` ranges over the
/// quotients of the range of `k*s + E`, shifted to start at 0.
///
/// Example: `(d0)[s0] -> ((d0 - s0) floordiv 2), domain: d0 in [0, 9], s0 in [0, 2], (d0 - s0) mod 2 in [0, 0]`
/// becomes `(d0)[s0] -> (s0 - 1), domain: d0 in [0, 9], s0 in [0, 5], d0 - s0 * 2 in [-2, 0]`
/// (the output `o` is every `o` with `d0 - 2*o in [0, 2]`).
///
/// Condition: the constraint is `(k*s + E) mod m in [r, r]` with `0 <= r <
/// m`, `s` a range variable with coefficient `k = ±1` and more than `m`
/// values (with exactly `m`, [`solve_range_var_from_remainder`] writes `s`
/// as a function of the other variables); the map so rewritten, its
/// constraints and results simplified, has fewer `floordiv`/`ceildiv`/`mod`
/// operators.
pub(super) fn rescale_range_var_by_exact_quotient(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let found = range_var_remainders(map, |found| {
        let RangeVarRemainder { index, y, m, r, atom, j, k, bounds, rest } = found;
        if bounds.size() <= u64::try_from(m).ok()? {
            return None;
        }
        // The quotients `u` of `k*s + E` lie in `[low, high]`;
        // `s == k*(m*u + r - E)`, written in `u - low` (from 0, as
        // `canonicalize_range_vars` would shift it) in `s`'s place.
        let range = map.range_of(y);
        let low = ceil_div(range.lower.checked_sub(r)?, m);
        let high = floor_div(range.upper.checked_sub(r)?, m);
        let mut value = rest.scaled(-k)?;
        let shift = m.checked_mul(low)?.checked_add(r)?;
        value.constant = value.constant.checked_add(k.checked_mul(shift)?)?;
        value.add_term(atom, k.checked_mul(m)?)?;
        Some((index, j, value, Interval::new(0, high.checked_sub(low)?)))
    });
    let Some((index, j, value, quotients)) = found else { return false };
    replace_if_fewer_operators(map, index, j, &value, Some(quotients))
}

/// Replaces `map` by the map with range variable `j` replaced by `value`
/// sum by sum and constraint `index` dropped, when that map, its
/// constraints and results simplified, has fewer operators; returns whether
/// it did. With `rescaled`, `value` is written in a new variable that takes
/// `j`'s place over those bounds, and `j`'s old bounds become a constraint
/// on `value`.
fn replace_if_fewer_operators<'c>(
    map: &mut IndexingMap<'c>,
    index: usize,
    j: usize,
    value: &Linear<'c>,
    rescaled: Option<Interval>,
) -> bool {
    // Substituted sum by sum, so that `k*s + E` cancels to the quotient
    // (MLIR would fold a substituted `X - (X floordiv m) * m` to `X mod m`).
    let symbol = map.ctx.symbol(j);
    let Some(results) =
        map.results().into_iter().map(|e| replace_in_sums(map, e, symbol, value)).collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let Some(constraints) = map
        .constraints
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != index)
        .map(|(_, &(e, interval))| Some((replace_in_sums(map, e, symbol, value)?, interval)))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let mut solved = map.clone();
    solved.set_results(&results);
    solved.constraints.clear();
    for (e, interval) in constraints {
        solved.add_constraint(e, interval);
    }
    if let Some(bounds) = rescaled {
        let old = std::mem::replace(&mut solved.range_vars[j].bounds, bounds);
        solved.add_constraint(value.build(map.ctx), old);
    }
    // Kept when the map, simplified, has fewer operators: a quotient left
    // in a sum that nothing divides would add one where the remainder
    // constraint took one.
    solved.simplify_constraints();
    if solved.state != MapState::Defined {
        return false;
    }
    let mut simplifier = Simplifier::new(&solved);
    let results: Vec<_> = solved.results().into_iter().map(|e| simplifier.simplify(e)).collect();
    solved.set_results(&results);
    if operator_count(&solved) >= operator_count(map) {
        return false;
    }
    *map = solved;
    true
}

/// The `floordiv`, `ceildiv` and `mod` operators of a map's results and
/// constraints written out (each shared node counted once per use,
/// computed once per node; saturating).
fn operator_count(map: &IndexingMap<'_>) -> u64 {
    fn count(e: AffineExpr<'_>, done: &mut std::collections::HashMap<usize, u64>) -> u64 {
        if let Some(&n) = done.get(&expr::id(e)) {
            return n;
        }
        let n = match expr::view(e) {
            ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => 0,
            ExprView::Add(l, r) | ExprView::Mul(l, r) => count(l, done).saturating_add(count(r, done)),
            ExprView::FloorDiv(l, r) | ExprView::CeilDiv(l, r) | ExprView::Mod(l, r) => {
                1u64.saturating_add(count(l, done)).saturating_add(count(r, done))
            }
        };
        done.insert(expr::id(e), n);
        n
    }
    let mut done = std::collections::HashMap::new();
    let roots = map.results().into_iter().chain(map.constraints.iter().map(|&(e, _)| e));
    roots.fold(0u64, |total, e| total.saturating_add(count(e, &mut done)))
}

/// `e` with `symbol` replaced by `value` in every sum (operands of
/// divisions and products included). `None` on overflow.
fn replace_in_sums<'c>(
    map: &IndexingMap<'c>,
    e: AffineExpr<'c>,
    symbol: AffineExpr<'c>,
    value: &Linear<'c>,
) -> Option<AffineExpr<'c>> {
    let linear = Linear::of(e)?;
    let mut replaced = Linear::constant(linear.constant);
    for &(atom, k) in &linear.terms {
        if atom == symbol {
            replaced.add_scaled(value, k)?;
            continue;
        }
        let atom = match expr::view(atom) {
            ExprView::FloorDiv(l, r) | ExprView::CeilDiv(l, r) | ExprView::Mod(l, r) => expr::rebuild_division(
                atom,
                replace_in_sums(map, l, symbol, value)?,
                replace_in_sums(map, r, symbol, value)?,
            ),
            ExprView::Mul(l, r) => {
                expr::mul(replace_in_sums(map, l, symbol, value)?, replace_in_sums(map, r, symbol, value)?)
            }
            _ => atom,
        };
        replaced.add_term(atom, k)?;
    }
    Some(replaced.build(map.ctx))
}

/// The constraint, the range variable and its value for
/// [`solve_range_var_from_remainder`].
fn remainder_solution<'c>(map: &IndexingMap<'c>) -> Option<(usize, usize, Linear<'c>)> {
    range_var_remainders(map, |found| {
        let RangeVarRemainder { index, m, r, j, k, bounds, rest, .. } = found;
        if bounds.size() != u64::try_from(m).ok()? {
            return None;
        }
        // Every other occurrence of `s` is `c*(k*s + E)` in a sum.
        let mut sums_of_map = Vec::new();
        for (other, &(e, _)) in map.constraints.iter().enumerate() {
            if other != index {
                sums(e, &mut sums_of_map)?;
            }
        }
        for e in map.results() {
            sums(e, &mut sums_of_map)?;
        }
        // (A sum holding an atom in which `s` occurs is checked where
        // `sums` lists that atom's operands.)
        let symbol = map.ctx.symbol(j);
        let holds_pattern = |sum: &Linear<'c>| {
            let Some(&(_, c)) = sum.terms.iter().find(|(atom, _)| *atom == symbol) else { return true };
            let factor = c * k;
            rest.terms.iter().all(|&(atom, e)| {
                e.checked_mul(factor).is_some_and(|want| sum.terms.iter().any(|&(other, f)| other == atom && f == want))
            })
        };
        if !sums_of_map.iter().all(holds_pattern) {
            return None;
        }
        // `X = k*(r - E) - a`, `s = a + X - m*(X floordiv m)`.
        let mut x = rest.scaled(-k)?;
        x.constant = x.constant.checked_add(k.checked_mul(r)?)?.checked_sub(bounds.lower)?;
        let quotient = expr::floordiv(x.build(map.ctx), m);
        let mut value = x;
        value.constant = value.constant.checked_add(bounds.lower)?;
        value.add_term(quotient, m.checked_neg()?)?;
        Some((index, j, value))
    })
}

/// A point remainder constraint on a range variable: `(k*s + E) mod m in
/// [r, r]` with `m > 1`, `0 <= r < m`, `s` range variable `j` with
/// coefficient `k = ±1`, and `E` free of `s`.
struct RangeVarRemainder<'c> {
    /// The constraint's place among the map's constraints.
    index: usize,
    /// `k*s + E`.
    y: AffineExpr<'c>,
    /// The divisor.
    m: i64,
    /// The remainder.
    r: i64,
    /// `s`, and its number among the range variables.
    atom: AffineExpr<'c>,
    j: usize,
    /// `s`'s coefficient, 1 or -1.
    k: i64,
    /// `s`'s bounds.
    bounds: Interval,
    /// `E`.
    rest: Linear<'c>,
}

/// The first `pick` gives of the map's [`RangeVarRemainder`]s, in order
/// (constraints, then the terms of each).
fn range_var_remainders<'c, T>(
    map: &IndexingMap<'c>,
    mut pick: impl FnMut(RangeVarRemainder<'c>) -> Option<T>,
) -> Option<T> {
    map.constraints.iter().enumerate().find_map(|(index, &(e, interval))| {
        let ExprView::Mod(y, m) = expr::view(e) else { return None };
        let m = expr::as_constant(m).filter(|&m| m > 1)?;
        let r = interval.lower;
        if !interval.is_point() || !(0..m).contains(&r) {
            return None;
        }
        let linear = Linear::of(y)?;
        linear.terms.iter().enumerate().find_map(|(position, &(atom, k))| {
            let ExprView::Symbol(j) = expr::view(atom) else { return None };
            let bounds = map.range_vars.get(j)?.bounds;
            if k != 1 && k != -1 {
                return None;
            }
            let mut rest = linear.clone();
            rest.terms.remove(position);
            if rest.terms.iter().any(|&(atom, _)| expr::uses_symbol(atom, j)) {
                return None;
            }
            pick(RangeVarRemainder { index, y, m, r, atom, j, k, bounds, rest })
        })
    })
}

/// Law: for a range variable `s in [a, b]` and `t = R + k*s` (`k = ±1`, `R`
/// free of `s`), `∃ s : (t + c) mod m == r ∧ t + c' ∈ [lo, hi]` holds exactly
/// for `R ∈ [t_min + a, t_max + b]` (`k = -1`; `[t_min - b, t_max - a]` for
/// `k = 1`), `t_min` and `t_max` the least and greatest `t` of
/// `[lo - c', hi - c']` with `t ≡ r - c (mod m)`: those `t` are `m` apart
/// and, with `b - a + 1 >= m`, the intervals of `R` they allow touch or
/// overlap. Without the second constraint every `R` has such an `s`, and
/// the remainder constraint goes.
///
/// Example: `(d0)[s0] -> (d0), domain: d0 in [0, 9], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]`
/// becomes `d0 in [0, 5]` (`t = d0 - s0` is 0, 2 or 4).
///
/// Condition: `s` is a range variable occurring in no result and only in
/// the remainder constraint `(t + c) mod m in [r, r]` (`0 <= r < m`) and at
/// most one constraint on `t + c'` (the same terms), with coefficient
/// `±1` and at least `m` values; some `t` of the interval has the
/// remainder.
pub(super) fn project_range_var_from_remainder(map: &mut IndexingMap<'_>, _: &mut Facts) -> bool {
    let n_range = map.range_vars.len();
    if n_range == 0 {
        return false;
    }
    let uses = constraint_uses(map);
    let ctx = map.ctx;
    let found = (0..n_range).find_map(|j| {
        let (in_results, ref constraints) = uses[j];
        if in_results || constraints.is_empty() || constraints.len() > 2 {
            return None;
        }
        let symbol = ctx.symbol(j);
        // The remainder constraint and the other one, if any.
        let remainder = constraints.iter().copied().find(|&index| {
            let (e, interval) = map.constraints[index];
            interval.is_point() && matches!(expr::view(e), ExprView::Mod(..))
        })?;
        let other = constraints.iter().copied().find(|&index| index != remainder);
        let (e, interval) = map.constraints[remainder];
        let ExprView::Mod(inner, m) = expr::view(e) else { return None };
        let m = expr::as_constant(m).filter(|&m| m > 0)?;
        let r = interval.lower;
        if !(0..m).contains(&r) {
            return None;
        }
        let inner = Linear::of(inner)?;
        let k = inner.coefficient(symbol);
        if k != 1 && k != -1 {
            return None;
        }
        let mut rest = inner.clone();
        rest.add_term(symbol, -k)?;
        let c = rest.constant;
        rest.constant = 0;
        let rest_expr = rest.build(ctx);
        if expr::uses_symbol(rest_expr, j) {
            return None;
        }
        let bounds = map.range_vars[j].bounds;
        if !bounds.is_feasible() || bounds.size() < m as u64 {
            return None;
        }
        let Some(other) = other else { return Some((remainder, None, rest_expr, None)) };
        let (e2, interval2) = map.constraints[other];
        let mut second = Linear::of(e2)?;
        let c2 = second.constant;
        second.constant = 0;
        second.add_term(symbol, -k)?;
        if second.terms.len() != rest.terms.len()
            || second.terms.iter().any(|&(atom, coefficient)| rest.coefficient(atom) != coefficient)
            || !interval2.is_feasible()
        {
            return None;
        }
        // `t` in `[lo, hi]` with `t ≡ want (mod m)`.
        let (lo, hi) = (interval2.lower.checked_sub(c2)?, interval2.upper.checked_sub(c2)?);
        let want = r.checked_sub(c)?;
        let t_min = lo.checked_add(modulo(want.checked_sub(lo)?, m))?;
        let t_max = hi.checked_sub(modulo(hi.checked_sub(want)?, m))?;
        if t_min > t_max {
            return None;
        }
        let projected = if k == -1 {
            Interval::new(t_min.checked_add(bounds.lower)?, t_max.checked_add(bounds.upper)?)
        } else {
            Interval::new(t_min.checked_sub(bounds.upper)?, t_max.checked_sub(bounds.lower)?)
        };
        Some((remainder, Some(other), rest_expr, Some(projected)))
    });
    let Some((remainder, other, rest, projected)) = found else { return false };
    let mut gone = vec![remainder];
    gone.extend(other);
    gone.sort_unstable();
    for index in gone.into_iter().rev() {
        map.constraints.remove(index);
    }
    if let Some(projected) = projected {
        map.add_constraint(rest, projected);
    }
    true
}

/// Per range variable: whether a result uses it, and the constraints that
/// do (their positions).
fn constraint_uses(map: &IndexingMap<'_>) -> Vec<(bool, Vec<usize>)> {
    let n_range = map.range_vars.len();
    let mut uses = vec![(false, Vec::new()); n_range];
    for e in map.results() {
        expr::for_each_variable(e, &mut |v| {
            if let expr::Variable::Symbol(j) = v
                && j < n_range
            {
                uses[j].0 = true;
            }
        });
    }
    for (index, &(e, _)) in map.constraints.iter().enumerate() {
        expr::for_each_variable(e, &mut |v| {
            if let expr::Variable::Symbol(j) = v
                && j < n_range
                && uses[j].1.last() != Some(&index)
            {
                uses[j].1.push(index);
            }
        });
    }
    uses
}

/// What the rules of one round learn of a map, computed once and shared
/// until a rule changes the map (the round then starts afresh).
#[derive(Default)]
pub(super) struct Facts {
    uses: Option<(Vec<Use>, Vec<u64>)>,
}

impl Facts {
    /// How each range variable occurs (see [`range_var_uses`]).
    fn uses(&mut self, map: &IndexingMap<'_>) -> &[Use] {
        &self.uses.get_or_insert_with(|| range_var_uses(map)).0
    }

    /// Per range variable, the expressions (results, then constraints) it
    /// occurs in, as bits (the 64th and later share the last bit).
    fn occurrences(&mut self, map: &IndexingMap<'_>) -> &[u64] {
        &self.uses.get_or_insert_with(|| range_var_uses(map)).1
    }
}

/// How a range variable occurs in the results and constraints.
#[derive(Clone, Copy, PartialEq)]
enum Use {
    /// Nowhere.
    Unused,
    /// Only as `(s + k) floordiv c` and `(s + k) mod c` of one divisor `c`
    /// and one shift `k` (`0` for a bare `s`): whether each form occurs.
    Divided { c: i64, k: i64, quotient: bool, remainder: bool },
    /// Anywhere else (bare in a sum, or divided by two divisors).
    Other,
}

/// How each range variable occurs, and in which expressions, in one walk
/// over the map.
fn range_var_uses(map: &IndexingMap<'_>) -> (Vec<Use>, Vec<u64>) {
    fn visit(e: AffineExpr<'_>, uses: &mut [Use], occurs: &mut [u64], bit: u64) {
        match expr::view(e) {
            ExprView::Symbol(j) if j < uses.len() => {
                uses[j] = Use::Other;
                occurs[j] |= bit;
            }
            ExprView::Symbol(_) | ExprView::Dim(_) | ExprView::Constant(_) => {}
            ExprView::FloorDiv(l, r) | ExprView::Mod(l, r) => {
                let is_mod = matches!(expr::view(e), ExprView::Mod(..));
                match (shifted_symbol(l), expr::as_constant(r)) {
                    (Some((j, k)), Some(c)) if j < uses.len() && c > 1 => {
                        occurs[j] |= bit;
                        uses[j] = match uses[j] {
                            Use::Unused => Use::Divided { c, k, quotient: !is_mod, remainder: is_mod },
                            Use::Divided { c: d, k: shift, quotient, remainder } if d == c && shift == k => {
                                Use::Divided { c, k, quotient: quotient || !is_mod, remainder: remainder || is_mod }
                            }
                            _ => Use::Other,
                        }
                    }
                    _ => {
                        visit(l, uses, occurs, bit);
                        visit(r, uses, occurs, bit);
                    }
                }
            }
            ExprView::Add(l, r) | ExprView::Mul(l, r) | ExprView::CeilDiv(l, r) => {
                visit(l, uses, occurs, bit);
                visit(r, uses, occurs, bit);
            }
        }
    }
    let mut uses = vec![Use::Unused; map.range_vars.len()];
    let mut occurs = vec![0; map.range_vars.len()];
    if !uses.is_empty() {
        for (i, e) in expressions(map).into_iter().enumerate() {
            visit(e, &mut uses, &mut occurs, 1 << i.min(63));
        }
    }
    (uses, occurs)
}

/// `(j, k)` when `e` is `s_j + k` (`k` a constant, `0` for a bare symbol).
pub(super) fn shifted_symbol(e: AffineExpr<'_>) -> Option<(usize, i64)> {
    match expr::view(e) {
        ExprView::Symbol(j) => Some((j, 0)),
        ExprView::Add(l, r) => match (expr::view(l), expr::as_constant(r)) {
            (ExprView::Symbol(j), Some(k)) => Some((j, k)),
            _ => None,
        },
        _ => None,
    }
}

/// Every result and constraint expression of the map.
fn expressions<'c>(map: &IndexingMap<'c>) -> Vec<AffineExpr<'c>> {
    map.results().into_iter().chain(map.constraints.iter().map(|&(e, _)| e)).collect()
}

/// Law: a range variable `s in [c*l, c*h + c - 1]` that occurs only as
/// `s floordiv c` and `s mod c` is the pair `(s', s'')`, `s = s' * c + s''`
/// with `s' in [l, h]` and a new range variable `s'' in [0, c - 1]`: a
/// bijection, and the divisions then fold away.
///
/// Example: `()[s0] -> (s0 floordiv 9, s0 mod 9), domain: s0 in [0, 35]`
/// becomes `()[s0, s1] -> (s0, s1), domain: s0 in [0, 3], s1 in [0, 8]`.
///
/// Condition: both forms occur, with one divisor `c > 1`, and `s`'s bounds
/// are whole periods of `c`. Range variables only.
pub(super) fn delinearize_range_var(map: &mut IndexingMap<'_>, facts: &mut Facts) -> bool {
    let n_range = map.range_vars.len();
    let found = facts.uses(map).iter().enumerate().find_map(|(j, &used)| {
        let Use::Divided { c, k: 0, quotient, remainder } = used else { return None };
        let bounds = map.range_vars[j].bounds;
        let whole = modulo(bounds.lower, c) == 0 && modulo(bounds.upper.checked_add(1)?, c) == 0;
        (quotient && remainder && whole).then_some((j, c, bounds))
    });
    let Some((j, c, bounds)) = found else { return false };
    let ctx = map.ctx;
    let mut range_vars = map.range_vars.clone();
    range_vars[j].bounds = Interval::new(bounds.lower / c, (bounds.upper + 1) / c - 1);
    range_vars.push(Variable::new(Interval::new(0, c - 1)));
    let symbol_repl: Vec<_> = (0..map.symbol_count())
        .map(|s| match s {
            s if s == j => expr::add(expr::scale(ctx.symbol(j), c), ctx.symbol(n_range)),
            s if s < n_range => ctx.symbol(s),
            s => ctx.symbol(s + 1),
        })
        .collect();
    *map = map.rebuild(map.dims.clone(), range_vars, map.rt_vars.clone(), &[], &symbol_repl);
    true
}

/// Law: a range variable `s in [lo, hi]` that occurs only as
/// `s floordiv c` ranges, through it, over exactly
/// `[lo floordiv c, hi floordiv c]`: `s floordiv c` becomes `s` over those
/// bounds. One that occurs only as `s mod c`, with at least `c` values,
/// ranges through it over `[0, c - 1]`: `s mod c` becomes `s` over those.
///
/// Example: `(d0)[s0] -> (d0 + s0 floordiv 2), domain: d0 in [0, 9], s0 in [0, 19]`
/// becomes `(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9]`.
///
/// Condition: one form only, one divisor `c > 1`; for `mod`, `s` has at
/// least `c` values. Range variables only.
pub(super) fn rescale_range_var_by_division(map: &mut IndexingMap<'_>, facts: &mut Facts) -> bool {
    let found = facts.uses(map).iter().enumerate().find_map(|(j, &used)| {
        let Use::Divided { c, k: 0, quotient, remainder } = used else { return None };
        let bounds = map.range_vars[j].bounds;
        match (quotient, remainder) {
            (true, false) => Some((j, c, bounds.floor_div(c), expr::scale(map.ctx.symbol(j), c))),
            (false, true) if bounds.size() >= c as u64 => Some((j, c, Interval::new(0, c - 1), map.ctx.symbol(j))),
            _ => None,
        }
    });
    let Some((j, _, bounds, replacement)) = found else { return false };
    let ctx = map.ctx;
    let symbol_repl: Vec<_> =
        (0..map.symbol_count()).map(|s| if s == j { replacement } else { ctx.symbol(s) }).collect();
    let mut range_vars = map.range_vars.clone();
    range_vars[j].bounds = bounds;
    *map = map.rebuild(map.dims.clone(), range_vars, map.rt_vars.clone(), &[], &symbol_repl);
    true
}

/// Law: a range variable `s in [lo, hi]` that occurs only as
/// `(s + k) floordiv c` ranges, through it, over exactly
/// `[(lo + k) floordiv c, (hi + k) floordiv c]`: `s` becomes `s' * c - k`
/// over those bounds (and `(s + k) floordiv c` becomes `s'`). One that
/// occurs only as `(s + k) mod c`, with at least `c` values, ranges through
/// it over `[0, c - 1]`: `s` becomes `s' - k` over those.
///
/// Example: `()[s0] -> ((s0 + 1) floordiv 3), domain: s0 in [0, 1233]`
/// becomes `()[s0] -> (s0), domain: s0 in [0, 411]`.
///
/// Condition: one form only, one divisor `c > 1` and one shift `k != 0`
/// (the unshifted case is [`rescale_range_var_by_division`]); for `mod`,
/// `s` has at least `c` values. Range variables only.
pub(super) fn rescale_range_var_by_shifted_division(map: &mut IndexingMap<'_>, facts: &mut Facts) -> bool {
    let ctx = map.ctx;
    let found = facts.uses(map).iter().enumerate().find_map(|(j, &used)| {
        let Use::Divided { c, k, quotient, remainder } = used else { return None };
        if k == 0 {
            return None;
        }
        let bounds = map.range_vars[j].bounds;
        let symbol = ctx.symbol(j);
        match (quotient, remainder) {
            (true, false) => {
                let shifted = Interval::new(bounds.lower.checked_add(k)?, bounds.upper.checked_add(k)?);
                Some((j, shifted.floor_div(c), expr::add(expr::scale(symbol, c), ctx.constant(-k))))
            }
            (false, true) if bounds.size() >= c as u64 => {
                Some((j, Interval::new(0, c - 1), expr::add(symbol, ctx.constant(-k))))
            }
            _ => None,
        }
    });
    let Some((j, bounds, replacement)) = found else { return false };
    let symbol_repl: Vec<_> =
        (0..map.symbol_count()).map(|s| if s == j { replacement } else { ctx.symbol(s) }).collect();
    let mut range_vars = map.range_vars.clone();
    range_vars[j].bounds = bounds;
    *map = map.rebuild(map.dims.clone(), range_vars, map.rt_vars.clone(), &[], &symbol_repl);
    true
}

/// The flattened sums of `e`: `e` itself and, inside it, every operand of
/// a division and factor of a product. `None` on overflow.
fn sums<'c>(e: AffineExpr<'c>, out: &mut Vec<Linear<'c>>) -> Option<()> {
    let linear = Linear::of(e)?;
    for &(atom, _) in &linear.terms {
        match expr::view(atom) {
            ExprView::FloorDiv(l, r) | ExprView::CeilDiv(l, r) | ExprView::Mod(l, r) | ExprView::Mul(l, r) => {
                sums(l, out)?;
                sums(r, out)?;
            }
            _ => {}
        }
    }
    out.push(linear);
    Some(())
}

/// Law: range variables `s in [ls, hs]` and `t in [lt, ht]` that occur
/// only together as `k*(s + m*t)` are one variable `u = s + m*t`, which
/// takes every value of `[ls + m*lt, hs + m*ht]` when `s` has at least `m`
/// values: `s` becomes `u` over those bounds and `t` goes unused.
///
/// Example: `(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 2), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]`
/// becomes `(d0)[s0] -> (d0 * 4 + s0), domain: d0 in [0, 9], s0 in [0, 3]`
/// (once `s1` is removed).
///
/// Condition: in every sum of the map (results, constraints, and the
/// operands of their divisions), the coefficient of `t` is `m` times that
/// of `s`, for one `m >= 1`; both occur; `s` has at least `m` values.
/// Range variables only.
pub(super) fn merge_range_vars(map: &mut IndexingMap<'_>, facts: &mut Facts) -> bool {
    let n_range = map.range_vars.len();
    // Only variables that occur bare can merge.
    let bare: Vec<usize> =
        facts.uses(map).iter().enumerate().filter(|(_, u)| **u == Use::Other).map(|(j, _)| j).collect();
    // Merged variables occur in the same expressions.
    let occurs = facts.occurrences(map);
    let pairs = bare.iter().any(|&s| bare.iter().any(|&t| s != t && occurs[s] == occurs[t]));
    if !pairs {
        return false;
    }
    let mut all = Vec::new();
    if expressions(map).into_iter().try_for_each(|e| sums(e, &mut all)).is_none() {
        return false;
    }
    let ctx = map.ctx;
    let mut coefficients = vec![Vec::new(); n_range];
    for &j in &bare {
        let symbol = ctx.symbol(j);
        coefficients[j] = all.iter().map(|linear| linear.coefficient(symbol)).collect();
    }
    for &s in &bare {
        for &t in &bare {
            if s == t || occurs[s] != occurs[t] {
                continue;
            }
            let Some(m) = merge_factor(&coefficients[s], &coefficients[t]) else { continue };
            let (bs, bt) = (map.range_vars[s].bounds, map.range_vars[t].bounds);
            if bs.size() < m as u64 {
                continue;
            }
            let merged = Interval::new(
                bs.lower.saturating_add(bt.lower.saturating_mul(m)),
                bs.upper.saturating_add(bt.upper.saturating_mul(m)),
            );
            if merged.lower == i64::MIN || merged.upper == i64::MAX {
                continue;
            }
            let symbol_repl: Vec<_> =
                (0..map.symbol_count()).map(|j| if j == t { ctx.constant(0) } else { ctx.symbol(j) }).collect();
            let mut range_vars = map.range_vars.clone();
            range_vars[s].bounds = merged;
            *map = map.rebuild(map.dims.clone(), range_vars, map.rt_vars.clone(), &[], &symbol_repl);
            return true;
        }
    }
    false
}

/// The `m >= 1` with `t_k == m * s_k` in every sum `k`, when `s` and `t`
/// both occur.
fn merge_factor(s: &[i64], t: &[i64]) -> Option<i64> {
    let (&ks, &kt) = s.iter().zip(t).find(|&(&ks, &kt)| ks != 0 || kt != 0)?;
    if ks == 0 || kt % ks != 0 || kt / ks < 1 {
        return None;
    }
    let m = kt / ks;
    s.iter().zip(t).all(|(&ks, &kt)| ks.checked_mul(m) == Some(kt)).then_some(m)
}
