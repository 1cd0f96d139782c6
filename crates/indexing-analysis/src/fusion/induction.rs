//! Loop counters of `stablehlo.while` and the exact maps of loops that
//! have one.
//!
//! Every `lax.scan`, `fori_loop` and `lax.map` lowers
//! to a `while` whose carried values include an integer scalar started at
//! a constant, stepped by a constant in the body and compared with a bound
//! in the condition ([`Induction`]). With a static trip count `T`, the
//! iterations are known: iteration `t` (from 0) sees the counter at
//! `start + step * t`, so a map through a counter-indexed read (a
//! `dynamic_slice` at the counter) names the iteration as a range variable
//! instead of an unknown runtime value ([`closed_form`]).

use super::affine::{affine_of, integer_constant};
use super::compose::{CompositionMemo, merge, merge_with};
use super::coverage::{RelationCache, Slot, add, dedup_relations_with};
use super::data::identity_seed;
use crate::ir::{self, ValueKey};
use crate::memo::{MapHash, Memo, hash_of, same_operand_map};
use crate::rules::{self, SimplifyMemo};
use crate::{OperandMap, RtVar};
use indexing_map::{Interval, Variable};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike};
use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// A `stablehlo.while` whose maps still change after this many iterations
/// of its body has the changing pairs widened to every element, marked as
/// supersets ([`crate::OperandMap::superset`]); a loop with a counter
/// whose state's maps do not repeat within this many iterations (and runs
/// more than [`UNROLL_LIMIT`]) takes that union.
pub const LOOP_ROUNDS: usize = 8;

/// Up to this many iterations, a loop whose carried values do not settle
/// into a fixed pattern (a `roll`) is followed iteration by iteration.
pub const UNROLL_LIMIT: i64 = 16;

/// A carried integer scalar stepped by a constant: at iteration `t` it
/// holds `start + step * t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Counter {
    /// Which carried value.
    pub(super) carried: usize,
    /// Its value before the first iteration.
    pub(super) start: i64,
    /// What each iteration adds.
    pub(super) step: i64,
}

/// How many times a loop's body runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Trips {
    /// A number known from the IR.
    Static(i64),
    /// Set by a bound that is an argument of the function: every number
    /// of iterations happens for some argument.
    Runtime,
}

/// The counters of a loop and its trip count.
#[derive(Clone, Debug)]
pub(super) struct Induction {
    /// Every carried value stepped by a constant from a constant (JAX
    /// carries extra copies of its counter).
    pub(super) counters: Vec<Counter>,
    /// The trip count the condition sets.
    pub(super) trips: Trips,
}

impl Induction {
    /// The counters and trip count of the `stablehlo.while` `op`, when its
    /// condition compares a counter (or an affine function of one) with a
    /// constant, a carried value the body passes unchanged, or a captured
    /// value, by `LT`, `LE`, `GT`, `GE`, `NE` or `EQ`, and the counter's
    /// values stay within its type over the iterations.
    pub(super) fn of<'c, 'a>(
        op: &OperationRef<'c, 'a>,
        functions: &HashMap<String, OperationRef<'c, 'a>>,
    ) -> Option<Self> {
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let block = |r: usize| op.region(r).ok().and_then(|region| region.first_block());
        let (condition, body) = (block(0)?, block(1)?);
        let arguments = |b: &melior::ir::BlockRef<'c, 'a>| -> Vec<Value<'c, 'a>> {
            (0..b.argument_count()).filter_map(|i| b.argument(i).ok().map(Into::into)).collect()
        };
        let (condition_arguments, body_arguments) = (arguments(&condition), arguments(&body));
        let returned: Vec<Value<'c, 'a>> = body.terminator()?.operands().collect();
        if returned.len() != operands.len() || body_arguments.len() != operands.len() {
            return None;
        }
        let mut counters = Vec::new();
        for (l, (&value, &argument)) in returned.iter().zip(&body_arguments).enumerate() {
            let Some(start) = integer_constant(operands[l]) else { continue };
            if let Some(step) = affine_of(value, functions, 0)
                .filter(|a| a.base == Some(argument) && a.scale == 1 && a.offset != 0)
                .map(|a| a.offset)
            {
                counters.push(Counter { carried: l, start, step });
            }
        }
        if counters.is_empty() {
            return None;
        }
        let compare = ir::defining_op(condition.terminator()?.operand(0).ok()?)?.0;
        if ir::op_name(&compare) != "stablehlo.compare" {
            return None;
        }
        let attribute = |name: &str| compare.attribute(name).ok().map(|a| a.to_string()).unwrap_or_default();
        let unsigned = attribute("compare_type").contains("UNSIGNED");
        // Each side of the comparison as `a + b * t`, or runtime.
        let side = |i: usize| -> Option<Side> {
            let value = compare.operand(i).ok()?;
            let affine = affine_of(value, functions, 0)?;
            let Some(base) = affine.base else { return Some(Side::Linear(affine.offset, 0)) };
            let pinned = |value: Value<'c, 'a>| -> Option<Side> {
                let known = super::pinned::pinned_integer(value, functions)?;
                Some(Side::Linear(affine.scale.checked_mul(known)?.checked_add(affine.offset)?, 0))
            };
            let Some(j) = condition_arguments.iter().position(|&a| a == base) else {
                // A value captured from outside the loop: any number when
                // it is an argument of the function (known in a walk at one
                // iteration of an enclosing loop whose counter sets it).
                return pinned(base).or_else(|| is_function_argument(base).then_some(Side::Runtime));
            };
            if let Some(c) = counters.iter().find(|c| c.carried == j) {
                let a = affine.scale.checked_mul(c.start)?.checked_add(affine.offset)?;
                return Some(Side::Linear(a, affine.scale.checked_mul(c.step)?));
            }
            if returned[j] != body_arguments[j] {
                return None;
            }
            match integer_constant(operands[j]) {
                Some(bound) => Some(Side::Linear(affine.scale.checked_mul(bound)?.checked_add(affine.offset)?, 0)),
                None => pinned(operands[j]).or_else(|| is_function_argument(operands[j]).then_some(Side::Runtime)),
            }
        };
        let (lhs, rhs) = (side(0)?, side(1)?);
        let direction = attribute("comparison_direction");
        let trips = match (lhs, rhs) {
            (Side::Linear(a0, b0), Side::Linear(a1, b1)) => {
                let trips = trip_count(a0.checked_sub(a1)?, b0.checked_sub(b1)?, &direction)?;
                let fits = |a: i64, b: i64| {
                    let last = b.checked_mul(trips)?.checked_add(a)?;
                    (!unsigned || (a >= 0 && last >= 0)).then_some(())
                };
                fits(a0, b0)?;
                fits(a1, b1)?;
                Trips::Static(trips)
            }
            (Side::Linear(_, b), Side::Runtime) | (Side::Runtime, Side::Linear(_, b)) if b != 0 => Trips::Runtime,
            _ => return None,
        };
        // Every counter's values over the iterations stay in its type.
        let last = match trips {
            Trips::Static(n) => n,
            Trips::Runtime => 0,
        };
        for c in &counters {
            let bits = ir::element_bit_width(operands[c.carried].r#type())?.min(64) as u32;
            let (lo, hi) =
                if bits >= 64 { (i64::MIN, i64::MAX) } else { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) };
            let end = c.step.checked_mul(last)?.checked_add(c.start)?;
            if !(lo..=hi).contains(&c.start) || !(lo..=hi).contains(&end) {
                return None;
            }
        }
        Some(Induction { counters, trips })
    }

    /// The counter carried as value `l`, if it is one.
    pub(super) fn counter(&self, l: usize) -> Option<&Counter> {
        self.counters.iter().find(|c| c.carried == l)
    }
}

/// Whether `value` is an argument of a `func.func`: a bound that can be
/// any number, so that every trip count happens for some call.
fn is_function_argument(value: Value<'_, '_>) -> bool {
    matches!(ir::value_source(value), ir::ValueSource::BlockArgument { owner: Some(owner), .. } if ir::op_name(&owner) == "func.func")
}

/// One side of the loop's comparison.
#[derive(Clone, Copy)]
enum Side {
    /// `a + b * t` at iteration `t`.
    Linear(i64, i64),
    /// A value known only at run time, the same at every iteration.
    Runtime,
}

/// How many leading iterations `t = 0, 1, ...` satisfy `f(t) <dir> 0` for
/// `f(t) = a + b * t` (`None` when that never ends).
fn trip_count(a: i64, b: i64, direction: &str) -> Option<i64> {
    // Every direction as `g(t) < 0` with `g` linear.
    let below = |a: i64, b: i64| -> Option<i64> {
        if a >= 0 {
            Some(0)
        } else if b <= 0 {
            None
        } else {
            Some((a.checked_neg()? + b - 1) / b)
        }
    };
    let has = |d: &str| direction.contains(&format!(" {d}>")) || direction == d;
    if has("LT") {
        below(a, b)
    } else if has("LE") {
        below(a.checked_sub(1)?, b)
    } else if has("GT") {
        below(a.checked_neg()?, b.checked_neg()?)
    } else if has("GE") {
        below(a.checked_neg()?.checked_sub(1)?, b.checked_neg()?)
    } else if has("NE") {
        match (a, b) {
            (0, _) => Some(0),
            (_, 0) => None,
            _ => (a % b == 0 && -a / b > 0).then(|| -a / b),
        }
    } else if has("EQ") {
        match (a, b) {
            (0, 0) => None,
            (0, _) => Some(1),
            _ => Some(0),
        }
    } else {
        None
    }
}

/// The first op in the body of the `while` `op` (or a function it calls,
/// transitively) whose maps are a union over a choice made at run time
/// that the maps do not name: a `case`/`if` (over its branches), a
/// `scatter` (over where its updates land) or a `while` whose trip count is
/// an argument of its function (over every trip count). Outside a loop each choice is
/// one some input makes; in a loop the choice may follow the counter, and
/// the union over the iterations is then a superset of what they read.
pub(super) fn per_iteration_choice<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
) -> Option<&'static str> {
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![*op];
    while let Some(root) = work.pop() {
        let mut found = None;
        ir::walk_nested(&root, |inner| match ir::op_name(&inner) {
            "stablehlo.case" => found = found.or(Some("stablehlo.case")),
            "stablehlo.if" => found = found.or(Some("stablehlo.if")),
            "stablehlo.scatter" if scatter_chooses(&inner) => found = found.or(Some("stablehlo.scatter")),
            // A loop whose trip count is an argument of its function: its
            // maps are the union over every trip count, which a counter
            // passed in may fix.
            "stablehlo.while" if Induction::of(&inner, functions).is_some_and(|i| i.trips == Trips::Runtime) => {
                found = found.or(Some("stablehlo.while"))
            }
            "func.call" => {
                if let Some(callee) = ir::callee_name(&inner).and_then(|name| functions.get(&name))
                    && seen.insert(ir::OpKey::of(callee))
                {
                    work.push(*callee);
                }
            }
            _ => {}
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Whether the maps of `scatter` may be a union over where its updates
/// land: some result overwrites its input (reads it only where no update
/// lands) or combines another input (only where updates land). A scatter
/// whose every result combines its own input and nothing else
/// (`.at[i].add`) reads that input at every index whatever the indices,
/// and names the updates it reads by runtime variables: the same maps at
/// every iteration.
pub(super) fn scatter_chooses(scatter: &OperationRef<'_, '_>) -> bool {
    let n = (scatter.operand_count().saturating_sub(1)) / 2;
    match ir::returned_value_dependencies(scatter, 0) {
        Some(flow) if flow.len() == n && flow.iter().all(|row| row.len() == 2 * n) => {
            (0..n).any(|r| !flow[r][r] || (0..n).any(|i| i != r && flow[r][i]))
        }
        _ => true,
    }
}

/// Slots by two indices (`[a][b]`).
pub(super) type Table<'c> = Vec<Vec<Slot<'c>>>;

/// What [`closed_form`] reads of a loop.
pub(super) struct LoopFacts<'s, 'c, 'a> {
    pub(super) ctx: indexing_map::Ctx<'c>,
    pub(super) name: &'s str,
    /// The number of carried values.
    pub(super) carried: usize,
    /// The operands, then the values the regions capture.
    pub(super) sources: &'s [Value<'c, 'a>],
    /// Whether the body returns carried value `l` unchanged.
    pub(super) passed: &'s [bool],
    /// Whether the body's new value of carried value `l` is a
    /// `dynamic_update_slice` (in the body or a function it calls).
    pub(super) updated: &'s [bool],
}

/// Whether `value` is the result of a `dynamic_update_slice`, directly or
/// returned by a function `value` is a call result of.
pub(super) fn updated_in_place<'c, 'a>(
    value: Value<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
) -> bool {
    let mut value = value;
    for _ in 0..32 {
        let Some((op, result)) = ir::defining_op(value) else { return false };
        match ir::op_name(&op) {
            "stablehlo.dynamic_update_slice" => return true,
            "func.call" => {
                let returned = ir::callee_name(&op)
                    .and_then(|name| functions.get(&name))
                    .and_then(|callee| ir::body_block(callee).ok())
                    .and_then(|block| block.terminator())
                    .and_then(|terminator| terminator.operand(result).ok());
                let Some(returned) = returned else { return false };
                value = returned;
            }
            _ => return false,
        }
    }
    false
}

/// The iteration a map is taken at.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Iteration {
    /// One iteration.
    At(i64),
    /// Every iteration in an interval (a new range variable).
    Over(Interval),
}

/// The maps from each result of a loop with a static trip count to each
/// source (`[result][source]`), from the body's maps `body`
/// (`[returned][source]`, provenance kept), or `None` when the loop is
/// not of a form this follows exactly.
///
/// The carried values are counters (a counter's result reads its start),
/// values the body passes unchanged (the identity) and the *state*. Each
/// state value `i` reads, per iteration, other state values (`C[i][m]`)
/// and, directly, the sources that stay the same (`D[i][s]`, whose
/// counter reads name the iteration). With `C^j` the maps through `j`
/// iterations (`C^0` the identity), the state after `T` iterations reads
/// `C^j ∘ D` at iteration `T - 1 - j` for each `j < T`, and the state's
/// start through `C^T`. When `C^{m+1} = C^m` for some `m` below `T`, the
/// iterations from `0` to `T - 1 - m` all read through `C^m`: one map with
/// the iteration as a range variable. Otherwise the loop is followed
/// iteration by iteration up to [`UNROLL_LIMIT`] iterations. When `C`
/// reads the state at the counter (it depends on the iteration), each
/// iteration's `C_t` is taken at its counter value and `C^j` becomes
/// `P_j = C_(T-1) ∘ ... ∘ C_(T-j)`, up to [`UNROLL_LIMIT`] iterations and
/// without stacked results (`None` otherwise).
pub(super) fn closed_form<'c>(
    facts: &LoopFacts<'_, 'c, '_>,
    body: &Table<'c>,
    induction: &Induction,
) -> Option<Table<'c>> {
    let Trips::Static(trips) = induction.trips else { return None };
    let n = facts.carried;
    let count = facts.sources.len();
    let keys: Vec<ValueKey> = facts.sources.iter().map(|v| ValueKey::of(*v)).collect();
    let changes = |l: usize| l < n && induction.counter(l).is_none() && !facts.passed[l];
    // Stacked results (a scan's `ys`): written at the counter, read by
    // nothing else. The others are the state.
    let stacked: Vec<usize> = (0..n).filter(|&y| changes(y) && is_stacked(body, y, induction)).collect();
    let is_state = |l: usize| changes(l) && !stacked.contains(&l);
    let state: Vec<usize> = (0..n).filter(|&l| is_state(l)).collect();
    let identity = |l: usize| identity_seed(facts.ctx, facts.sources[l]);
    let mut table: Table<'c> = (0..n).map(|_| vec![Ok(Vec::new()); count]).collect();
    for l in (0..n).filter(|&l| !changes(l)) {
        // A counter ends at `start + step * T`, from its start; a passed
        // value is its operand.
        table[l][l] = identity(l);
    }
    if trips == 0 {
        for i in (0..n).filter(|&l| changes(l)) {
            table[i][i] = identity(i);
        }
        return Some(table);
    }
    // C (state to state) and D (state to the other sources).
    let counter_read =
        |m: &OperandMap<'c>| m.rt_vars.iter().any(|rt| rt.size.is_none() && induction.counter(rt.operand).is_some());
    let changing = |rt: &RtVar<'c>| rt.size.is_none() && changes(rt.operand);
    // A runtime index without provenance here is computed per iteration:
    // the union over its values is a superset of what one iteration reads.
    let unfollowed: std::rc::Rc<str> =
        format!("{}: an index the body computes per iteration, not followed to the counter", facts.name).into();
    let mark = |mut m: OperandMap<'c>| {
        if m.map.rt_vars().len() > m.rt_vars.len() && m.superset.is_none() {
            m.superset = Some(unfollowed.clone());
        }
        m
    };
    let prepare = |m: OperandMap<'c>| mark(forget(m, &changing));
    let mut c: Table<'c> = vec![vec![Ok(Vec::new()); n]; n];
    let mut d: Table<'c> = vec![vec![Ok(Vec::new()); count]; n];
    // Whether the state reads itself at an index the counter sets (`x[i]`
    // from `x[i - 1]`): then each iteration has its own C, and the loop is
    // followed iteration by iteration when it runs at most UNROLL_LIMIT
    // times (no stacked results: their rows assume one C).
    let mut varying = false;
    for &i in &state {
        for (s, slot) in body[i].iter().enumerate() {
            let slot = slot.clone().map(|list| list.into_iter().map(&prepare).collect::<Vec<_>>());
            if is_state(s) {
                varying |= slot.as_ref().is_ok_and(|list| list.iter().any(&counter_read));
                c[i][s] = slot;
            } else {
                d[i][s] = slot;
            }
        }
    }
    if varying && (trips > UNROLL_LIMIT || !stacked.is_empty()) {
        return None;
    }
    let taken_at = TakenAt::new();
    // C at iteration `t` (for a varying C).
    let c_at = |t: i64| -> Option<Table<'c>> {
        let mut at: Table<'c> = vec![vec![Ok(Vec::new()); n]; n];
        for &i in &state {
            for &m in &state {
                at[i][m] = slot_at(&c[i][m], induction, Iteration::At(t), &taken_at)?;
            }
        }
        Some(at)
    };
    // The relations enumerated to deduplicate, shared by every slot below.
    let mut relations = RelationCache::default();
    // The compositions of C's powers and terms: rounds and terms compose
    // the same pairs again (806 compositions, 141 distinct, in
    // `lstm_scan_grad.mlir`).
    let mut compositions = CompositionMemo::of_fixed_operands();
    let mut merge_memoized =
        |slot: &mut Slot<'c>, consumer: &Slot<'c>, producer: Result<&[OperandMap<'c>], crate::UnknownReason>| {
            merge_with(slot, consumer, producer, facts.name, facts.sources, &keys, None, None, Some(&mut compositions));
        };
    // C^j until it repeats (or up to the trip count, when small).
    let cap = if trips <= UNROLL_LIMIT { trips } else { LOOP_ROUNDS as i64 };
    let zero: Table<'c> = (0..n)
        .map(|i| (0..n).map(|l| if i == l && is_state(i) { identity(i) } else { Ok(Vec::new()) }).collect())
        .collect();
    let mut powers: Vec<Table<'c>> = vec![zero];
    let mut settled = None;
    while (powers.len() as i64) - 1 < cap {
        let last = &powers[powers.len() - 1];
        let mut next: Table<'c> = vec![vec![Ok(Vec::new()); n]; n];
        // A varying C: P_{j+1} = P_j ∘ C_{T-1-j}, the final state through
        // the last j iterations and then the one before them.
        let earlier = if varying { Some(c_at(trips - powers.len() as i64)?) } else { None };
        for &i in &state {
            for &l in &state {
                let slot = &mut next[i][l];
                for &m in &state {
                    let (consumer, producer) = match &earlier {
                        Some(at) => (&last[i][m], &at[m][l]),
                        None => (&c[i][m], &last[m][l]),
                    };
                    if is_empty(consumer) || is_empty(producer) {
                        continue;
                    }
                    merge_memoized(slot, consumer, producer.as_deref().map_err(Clone::clone));
                }
                tidy(slot, &mut relations);
            }
        }
        if !varying && state.iter().all(|&i| state.iter().all(|&l| same_slot(&next[i][l], &last[i][l]))) {
            settled = Some(powers.len() as i64 - 1);
            break;
        }
        powers.push(next);
    }
    // `explicit` iterations are taken one by one; with `tail`, the ones
    // before them all read through C^explicit.
    let (explicit, tail) = match settled {
        Some(m) if m < trips => (m, true),
        Some(_) => (trips, false),
        None if cap == trips => (trips, false),
        None => return None,
    };
    // The terms: C^j ∘ D at iteration T - 1 - j, the tail over the
    // iterations before, and the start through C^explicit.
    let mut terms: Vec<(usize, Iteration)> =
        (0..explicit).map(|j| (j as usize, Iteration::At(trips - 1 - j))).collect();
    if tail {
        terms.push((explicit as usize, Iteration::Over(Interval::new(0, trips - 1 - explicit))));
    }
    for &i in &state {
        for s in 0..count {
            let mut slot: Slot<'c> = Ok(Vec::new());
            for &(j, iteration) in &terms {
                for &m in &state {
                    let through = &powers[j][i][m];
                    if is_empty(through) {
                        continue;
                    }
                    let direct = slot_at(&d[m][s], induction, iteration, &taken_at)?;
                    if is_empty(&direct) {
                        continue;
                    }
                    merge_memoized(&mut slot, through, direct.as_deref().map_err(Clone::clone));
                }
            }
            if is_state(s) {
                // The start of state value `s`, through C^min(T, m).
                let start = &powers[explicit as usize][i][s];
                super::coverage::join(&mut slot, start.clone());
            }
            tidy(&mut slot, &mut relations);
            table[i][s] = slot;
        }
    }
    let mut stack = Stack {
        facts,
        induction,
        trips,
        keys: &keys,
        body,
        d: &d,
        powers: &powers,
        explicit,
        tail,
        prepare: &prepare,
        steps: HashMap::default(),
        writes: Vec::new(),
        simplified: SimplifyMemo::default(),
        taken: &taken_at,
    };
    for &y in &stacked {
        let row = stack.row(y, &state, &mut relations)?;
        table[y] = row;
    }
    // A state value the body updates in place whose maps do not name the
    // counter: the simplifier resolved the window away (a dimension one
    // longer than the window), so where the iteration writes is lost.
    if state.iter().any(|&i| facts.updated[i]) {
        let reason: std::rc::Rc<str> =
            format!("{}: a dynamic_update_slice writes the state at an index its maps do not name", facts.name).into();
        for i in (0..n).filter(|&l| changes(l)) {
            for m in table[i].iter_mut().filter_map(|slot| slot.as_mut().ok()).flatten() {
                m.superset.get_or_insert_with(|| reason.clone());
            }
        }
    }
    Some(table)
}

/// The maps from each carried value of a loop of at most [`UNROLL_LIMIT`]
/// iterations to each source, from the body's maps at each iteration
/// (`bodies[t]`, `[returned][source]`, walked with the counters pinned to
/// their values at iteration `t`): the state after iteration `t` reads,
/// through the body at `t`, the state before it, and the sources that
/// stay the same directly. No stacked result is set apart: each iteration
/// writes its row as any state. `None` unless every map is exact (an index
/// the walk did not fold, a map marked as a superset).
pub(super) fn unrolled_form<'c>(
    facts: &LoopFacts<'_, 'c, '_>,
    bodies: &[Table<'c>],
    induction: &Induction,
) -> Option<Table<'c>> {
    let n = facts.carried;
    let count = facts.sources.len();
    let keys: Vec<ValueKey> = facts.sources.iter().map(|v| ValueKey::of(*v)).collect();
    let changes = |l: usize| l < n && induction.counter(l).is_none() && !facts.passed[l];
    let changing = |rt: &RtVar<'c>| rt.size.is_none() && changes(rt.operand);
    let exact = |slot: &Slot<'c>| match slot {
        Ok(list) => list.iter().all(|m| m.superset.is_none() && m.map.rt_vars().len() == m.rt_vars.len()),
        Err(_) => true,
    };
    let mut state: Table<'c> = (0..n)
        .map(|i| {
            (0..count)
                .map(|s| if i == s { identity_seed(facts.ctx, facts.sources[i]) } else { Ok(Vec::new()) })
                .collect()
        })
        .collect();
    let mut relations = RelationCache::default();
    let taken_at = TakenAt::new();
    for (t, body) in bodies.iter().enumerate() {
        let mut at: Table<'c> = Vec::with_capacity(n);
        for row in body {
            let mut taken = Vec::with_capacity(count);
            for slot in row {
                let slot = slot.clone().map(|list| list.into_iter().map(|m| forget(m, &changing)).collect::<Vec<_>>());
                let slot = slot_at(&slot, induction, Iteration::At(t as i64), &taken_at)?;
                if !exact(&slot) {
                    return None;
                }
                taken.push(slot);
            }
            at.push(taken);
        }
        let mut next: Table<'c> = vec![vec![Ok(Vec::new()); count]; n];
        for (i, row) in next.iter_mut().enumerate() {
            for (s, slot) in row.iter_mut().enumerate() {
                for m in 0..n {
                    if is_empty(&at[i][m]) || is_empty(&state[m][s]) {
                        continue;
                    }
                    let producer = state[m][s].as_deref().map_err(Clone::clone);
                    merge(slot, &at[i][m], producer, facts.name, facts.sources, &keys, None, None);
                }
                if s >= n {
                    super::coverage::join(slot, at[i][s].clone());
                }
                tidy(slot, &mut relations);
            }
        }
        state = next;
    }
    if !state.iter().flatten().all(exact) {
        return None;
    }
    // A map per iteration: merged where they make one box per index.
    for row in &mut state {
        for (s, slot) in row.iter_mut().enumerate() {
            if let Ok(list) = slot {
                super::coverage::merge_boxes(list, ir::static_shape(facts.sources[s].r#type()).ok().as_deref());
            }
        }
    }
    Some(state)
}

/// Whether carried value `y` is written at the counter and read by nothing
/// else: the body's maps from `y` to itself are the identity outside the
/// iteration's window (they name the counter), and no other returned value
/// reads `y`.
fn is_stacked(body: &Table<'_>, y: usize, induction: &Induction) -> bool {
    let Some(Ok(own)) = body.get(y).and_then(|row| row.get(y)) else { return false };
    let identity = |m: &OperandMap<'_>| {
        let ctx = m.map.context();
        m.map.range_vars().is_empty()
            && m.map.results().iter().enumerate().all(|(k, &e)| {
                // A dimension of size 1 prints as its only index.
                e == ctx.dim(k) || (m.map.dims()[k].bounds == Interval::point(0) && e == ctx.constant(0))
            })
            && m.map.result_count() == m.map.dims().len()
    };
    let names_counter =
        |m: &OperandMap<'_>| m.rt_vars.iter().any(|rt| rt.size.is_none() && induction.counter(rt.operand).is_some());
    !own.is_empty()
        && own.iter().all(|m| identity(m) && names_counter(m))
        && body
            .iter()
            .enumerate()
            .all(|(i, row)| i == y || row.get(y).is_some_and(|slot| matches!(slot, Ok(list) if list.is_empty())))
}

/// At most this many (element, iteration) pairs are tried to find which
/// iteration writes each element of a stacked result.
const STACK_BUDGET: u64 = 1 << 22;

/// What the rows of stacked results need of [`closed_form`].
struct Stack<'s, 'c, 'a> {
    facts: &'s LoopFacts<'s, 'c, 'a>,
    induction: &'s Induction,
    trips: i64,
    keys: &'s [ValueKey],
    body: &'s Table<'c>,
    /// The state's direct reads.
    d: &'s Table<'c>,
    /// C^j of the state.
    powers: &'s [Table<'c>],
    explicit: i64,
    tail: bool,
    /// The body's maps as the state's are taken (provenance of changing
    /// values forgotten, unfollowed indices marked).
    prepare: &'s dyn Fn(OperandMap<'c>) -> OperandMap<'c>,
    /// The state's reads through one term ([`Stack::step`]), by what
    /// picks them; the same for every update of every stacked result.
    steps: HashMap<Step, Option<Rc<Composed<'c>>>>,
    /// What [`Stack::through_state`] wrote for each update already taken
    /// (stacked results written the same way, at the same state, are
    /// many): the state `m` and the update, with the writes in order.
    writes: Vec<(usize, OperandMap<'c>, Rc<Vec<Write<'c>>>)>,
    /// The maps [`Stack::state_writes`] simplified (updates of different
    /// stacked results compose into the same maps).
    simplified: SimplifyMemo<'c>,
    /// The body's maps taken at iterations.
    taken: &'s TakenAt<'c>,
}

/// Which composition [`Stack::step`] is: state `m` through term `term`
/// to state `k` (map `through` of `C^j`), then `k`'s direct read `direct`
/// of source `s`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Step {
    m: usize,
    k: usize,
    s: usize,
    term: usize,
    through: usize,
    direct: usize,
}

/// A [`Step`]'s maps, with the range variable that is the iteration of
/// the direct read.
type Composed<'c> = (usize, Vec<OperandMap<'c>>);

/// One write of [`Stack::through_state`] into a row, by source.
enum Write<'c> {
    /// The slot becomes unknown.
    Unknown(usize, crate::UnknownReason),
    /// The map (simplified) is added to the slot unless it is unknown.
    Add(usize, OperandMap<'c>),
}

impl<'c> Stack<'_, 'c, '_> {
    /// The final maps of stacked result `y` to each source: its operand
    /// where no iteration writes; elsewhere what the update of the one
    /// iteration `t` writing the element reads, the state at `t` included.
    fn row(&mut self, y: usize, state: &[usize], relations: &mut RelationCache<'c>) -> Option<Vec<Slot<'c>>> {
        let count = self.facts.sources.len();
        let mut row: Vec<Slot<'c>> = vec![Ok(Vec::new()); count];
        let unwritten = self.unwritten(y)?;
        if unwritten {
            row[y] = identity_seed(self.facts.ctx, self.facts.sources[y]).map(|list| {
                let reason: std::rc::Rc<str> =
                    format!("{}: some elements of a stacked result no iteration writes", self.facts.name).into();
                list.into_iter().map(|m| OperandMap { superset: Some(reason.clone()), ..m }).collect()
            });
        }
        let every = Iteration::Over(Interval::new(0, self.trips - 1));
        for s in (0..count).filter(|&s| s != y) {
            let reads = match &self.body[y][s] {
                Err(reason) => {
                    row[s] = Err(reason.clone());
                    continue;
                }
                Ok(list) => list.iter().map(|m| (self.prepare)(m.clone())).collect::<Vec<_>>(),
            };
            if !state.contains(&s) {
                super::coverage::join(&mut row[s], Ok(maps_at(&reads, self.induction, every, self.taken)?));
            } else {
                for m in &reads {
                    let update = with_iteration(m, self.induction, Interval::new(0, self.trips - 1))?;
                    self.through_state(&mut row, &update, s, state)?;
                }
            }
        }
        row.iter_mut().for_each(|slot| tidy(slot, relations));
        Some(row)
    }

    /// Adds `update ∘ S(t)[m]` to `row` (by source): the state `m` at the
    /// start of iteration `t`, the iteration `update` names (its last
    /// range variable). The writes are kept by `m` and `update`, and
    /// replayed for the same update again.
    fn through_state(
        &mut self,
        row: &mut [Slot<'c>],
        update: &OperandMap<'c>,
        m: usize,
        state: &[usize],
    ) -> Option<()> {
        let kept = self.writes.iter().find(|(kept_m, kept, _)| *kept_m == m && same_operand_map(kept, update));
        let writes = match kept {
            Some((_, _, writes)) => writes.clone(),
            None => {
                let writes = Rc::new(self.state_writes(update, m, state)?);
                self.writes.push((m, update.clone(), writes.clone()));
                writes
            }
        };
        for write in writes.iter() {
            match write {
                Write::Unknown(s, reason) => row[*s] = Err(reason.clone()),
                Write::Add(s, map) => {
                    if let Ok(list) = &mut row[*s] {
                        add(list, map.clone());
                    }
                }
            }
        }
        Some(())
    }

    /// The writes of [`Stack::through_state`], in order. `S(t)` reads
    /// `C^j ∘ D` at iteration `t - 1 - j` for the explicit `j`, `C^m0 ∘ D`
    /// at the iterations up to `t - 1 - m0` with a tail, and the state's
    /// operands through `C^t` (`C^m0` from `t = m0` on).
    fn state_writes(&mut self, update: &OperandMap<'c>, m: usize, state: &[usize]) -> Option<Vec<Write<'c>>> {
        let t_in_update = update.map.range_vars().len() - 1;
        let count = self.facts.sources.len();
        let ctx = self.facts.ctx;
        let mut terms: Vec<(usize, Interval, Interval)> = (0..self.explicit as usize)
            .map(|j| (j, Interval::new(0, self.trips - 1), Interval::point(-1 - j as i64)))
            .collect();
        if self.tail {
            let m0 = self.explicit;
            terms.push((m0 as usize, Interval::new(0, self.trips - 1 - m0), Interval::new(-self.trips, -1 - m0)));
        }
        let starts: Vec<(usize, Interval)> = if self.tail {
            let m0 = self.explicit;
            (0..m0 as usize)
                .map(|j| (j, Interval::point(j as i64)))
                .chain([(m0 as usize, Interval::new(m0, self.trips - 1))])
                .collect()
        } else {
            (0..self.trips as usize).map(|j| (j, Interval::point(j as i64))).collect()
        };
        let mut writes = Vec::new();
        let (powers, d) = (self.powers, self.d);
        for &k in state {
            for s in 0..count {
                for (term, &(j, span, offset)) in terms.iter().enumerate() {
                    let (through, direct) = match (&powers[j][m][k], &d[k][s]) {
                        (Err(reason), _) | (_, Err(reason)) => {
                            writes.push(Write::Unknown(s, reason.clone()));
                            continue;
                        }
                        (Ok(through), Ok(direct)) => (through.len(), direct.len()),
                    };
                    for c in 0..through {
                        for dm in 0..direct {
                            let step = Step { m, k, s, term, through: c, direct: dm };
                            let composed = self.step(step, j, span)?;
                            let (tau, ref composed) = *composed;
                            for p in composed {
                                let t = p.map.range_vars().len() + t_in_update;
                                for mut full in super::compose::compose(update, p, self.facts.sources, self.keys)? {
                                    let difference = indexing_map::expr::sub(ctx.symbol(tau), ctx.symbol(t));
                                    full.map.add_constraint(difference, offset);
                                    if let Some(done) = self.simplified.simplified(full) {
                                        writes.push(Write::Add(s, done));
                                    }
                                }
                            }
                        }
                    }
                }
            }
            for &(j, at) in &starts {
                let through = match &powers[j][m][k] {
                    Err(reason) => {
                        writes.push(Write::Unknown(k, reason.clone()));
                        continue;
                    }
                    Ok(through) => through,
                };
                for c in through {
                    let t = c.map.range_vars().len() + t_in_update;
                    for mut full in super::compose::compose(update, c, self.facts.sources, self.keys)? {
                        full.map.add_constraint(ctx.symbol(t), at);
                        if let Some(done) = self.simplified.simplified(full) {
                            writes.push(Write::Add(k, done));
                        }
                    }
                }
            }
        }
        Some(writes)
    }

    /// Map `step.through` of `C^j` from state `step.m` to `step.k`,
    /// composed with direct read `step.direct` of `step.k` from source
    /// `step.s` over the iterations `span` (a new last range variable,
    /// whose number is returned with the maps); computed once per step.
    fn step(&mut self, step: Step, j: usize, span: Interval) -> Option<Rc<Composed<'c>>> {
        if let Some(done) = self.steps.get(&step) {
            return done.clone();
        }
        let composed = (|| {
            let (Ok(through), Ok(direct)) = (&self.powers[j][step.m][step.k], &self.d[step.k][step.s]) else {
                return None;
            };
            let dm = with_iteration(&direct[step.direct], self.induction, span)?;
            let tau = dm.map.range_vars().len() - 1;
            let maps = super::compose::compose(&through[step.through], &dm, self.facts.sources, self.keys)?;
            Some(Rc::new((tau, maps)))
        })();
        self.steps.insert(step, composed.clone());
        composed
    }

    /// Whether some element of stacked result `y` is written by no
    /// iteration, found by trying each element at each iteration (the
    /// body's maps from `y` to itself hold where the iteration does not
    /// write); `None` when that is too many tries, a map has range
    /// variables, or an element is written twice (a later write would
    /// hide an earlier one).
    fn unwritten(&self, y: usize) -> Option<bool> {
        let shape = ir::static_shape(self.facts.sources[y].r#type()).ok()?;
        let elements: u64 = shape.iter().map(|&n| n.max(0) as u64).product();
        if elements.checked_mul(self.trips as u64)? > STACK_BUDGET {
            return None;
        }
        let Ok(own) = &self.body[y][y] else { return None };
        let mut kept_at: Vec<Vec<OperandMap<'c>>> = Vec::with_capacity(self.trips as usize);
        for t in 0..self.trips {
            let at = maps_at(own, self.induction, Iteration::At(t), self.taken)?;
            if at.iter().any(|m| !m.map.range_vars().is_empty() || !m.map.rt_vars().is_empty()) {
                return None;
            }
            kept_at.push(at);
        }
        let mut point = vec![0i64; shape.len()];
        let mut unwritten = false;
        for _ in 0..elements {
            let writes = kept_at.iter().filter(|kept| !kept.iter().any(|m| m.map.contains_point(&point, &[]))).count();
            if writes > 1 {
                return None;
            }
            unwritten |= writes == 0;
            for k in (0..point.len()).rev() {
                point[k] += 1;
                if point[k] < shape[k] {
                    break;
                }
                point[k] = 0;
            }
        }
        Some(unwritten)
    }
}

/// Every map of `maps` at `iteration` ([`at_iteration`]; the maps left no
/// access out). `None` as [`at_iteration`].
fn maps_at<'c>(
    maps: &[OperandMap<'c>],
    induction: &Induction,
    iteration: Iteration,
    memo: &TakenAt<'c>,
) -> Option<Vec<OperandMap<'c>>> {
    let mut taken = Vec::with_capacity(maps.len());
    for map in maps {
        taken.extend(memo.at_iteration(map, induction, iteration)?);
    }
    Some(taken)
}

/// Maps [`at_iteration`] took, by the map and the iteration, for one loop
/// (one induction): the rows of a loop's stacked results and its terms
/// take the same body maps at the same iterations again and again, and
/// [`at_iteration`] is a function of the map (provenance and mark
/// included), the loop's counters and the iteration.
struct TakenAt<'c> {
    taken: RefCell<Memo<(OperandMap<'c>, Iteration), TakenMap<'c>>>,
}

/// What [`at_iteration`] gives of one map.
type TakenMap<'c> = Option<Option<OperandMap<'c>>>;

/// Maps taken at an iteration kept at most by a [`TakenAt`].
const TAKEN_AT_KEPT: usize = 1 << 14;

impl<'c> TakenAt<'c> {
    /// An empty memo.
    fn new() -> Self {
        TakenAt { taken: RefCell::new(Memo::new(TAKEN_AT_KEPT)) }
    }

    /// `map` at `iteration` ([`at_iteration`]), looked up first; a map that
    /// reads no counter is returned as it is, without a lookup.
    fn at_iteration(
        &self,
        map: &OperandMap<'c>,
        induction: &Induction,
        iteration: Iteration,
    ) -> Option<Option<OperandMap<'c>>> {
        if !reads_counter(map, induction) {
            return Some(Some(map.clone()));
        }
        let hash = hash_of(&(MapHash(&map.map), map.rt_vars.len(), &map.superset, iteration));
        let same = |(kept, at): &(OperandMap<'c>, Iteration)| *at == iteration && same_operand_map(kept, map);
        if let Some(done) = self.taken.borrow().get(hash, same) {
            return done.clone();
        }
        let done = at_iteration(map, induction, iteration);
        self.taken.borrow_mut().insert(hash, (map.clone(), iteration), done.clone());
        done
    }
}

/// Whether `map` reads a counter of the loop (a runtime variable whose
/// value [`at_iteration`] replaces).
fn reads_counter(map: &OperandMap<'_>, induction: &Induction) -> bool {
    map.rt_vars.iter().any(|rt| rt.size.is_none() && induction.counter(rt.operand).is_some())
}

/// [`maps_at`] of a slot (an unknown stays as it is).
fn slot_at<'c>(slot: &Slot<'c>, induction: &Induction, iteration: Iteration, memo: &TakenAt<'c>) -> Option<Slot<'c>> {
    match slot {
        Err(reason) => Some(Err(reason.clone())),
        Ok(list) => Some(Ok(maps_at(list, induction, iteration, memo)?)),
    }
}

/// `map`, which reads a counter ([`reads_counter`]; a map that reads none
/// is the same at every iteration), at `iteration`: each counter's runtime
/// variable replaced by the counter's value there (`Some(None)` when no
/// access is left). `None` when a counter's value would be clamped (the
/// start of a read out of bounds) at some of the iterations; a map whose
/// accesses are skipped out of bounds keeps the in-bounds iterations.
fn at_iteration<'c>(
    map: &OperandMap<'c>,
    induction: &Induction,
    iteration: Iteration,
) -> Option<Option<OperandMap<'c>>> {
    let (extra, span) = match iteration {
        Iteration::At(t) => (None, Interval::point(t)),
        Iteration::Over(span) => (Some(span), span),
    };
    Some(rules::simplify_operand_map(substitute_counters(map, induction, extra, span)?))
}

/// `map` with a new last range variable over `span` (always added, used
/// or not), the iteration, and each counter's runtime variable replaced
/// by the counter's value there; not simplified, so that the iteration
/// stays the last range variable. `None` as [`at_iteration`].
fn with_iteration<'c>(map: &OperandMap<'c>, induction: &Induction, span: Interval) -> Option<OperandMap<'c>> {
    substitute_counters(map, induction, Some(span), span)
}

/// The substitution of [`at_iteration`] and [`with_iteration`]: the
/// iteration is the constant `span.lower` when `extra` is `None`, else a
/// new range variable over `extra`.
fn substitute_counters<'c>(
    map: &OperandMap<'c>,
    induction: &Induction,
    extra: Option<Interval>,
    span: Interval,
) -> Option<OperandMap<'c>> {
    let counted: Vec<(usize, Counter)> = map
        .rt_vars
        .iter()
        .filter(|rt| rt.size.is_none())
        .filter_map(|rt| induction.counter(rt.operand).map(|c| (rt.rt, *c)))
        .collect();
    let ctx = map.map.context();
    let n_range = map.map.range_vars().len();
    let (extra, t) = match extra {
        None => (Vec::new(), ctx.constant(span.lower)),
        Some(over) => (vec![Variable::new(over)], ctx.symbol(n_range)),
    };
    let mut constraints = Vec::new();
    for &(k, c) in &counted {
        let bounds = map.map.rt_vars()[k].bounds;
        let values = Interval::new(c.start + c.step * span.lower, c.start + c.step * span.upper);
        let values = Interval::new(values.lower.min(values.upper), values.lower.max(values.upper));
        if !bounds.contains_interval(values) {
            let clamped = map.rt_vars.iter().find(|rt| rt.rt == k).is_some_and(|rt| rt.clamped);
            if clamped {
                return None;
            }
            constraints.push((k, bounds));
        }
    }
    let value = |c: &Counter| indexing_map::expr::add(ctx.constant(c.start), indexing_map::expr::scale(t, c.step));
    let mut replaced =
        map.map.substitute_runtime_vars(&extra, &|k| counted.iter().find(|(r, _)| *r == k).map(|(_, c)| value(c)));
    for (k, bounds) in constraints {
        if let Some((_, c)) = counted.iter().find(|(r, _)| *r == k) {
            replaced.add_constraint(value(c), bounds);
        }
    }
    let removed: Vec<usize> = counted.iter().map(|(k, _)| *k).collect();
    let rt_vars = map
        .rt_vars
        .iter()
        .filter(|rt| !removed.contains(&rt.rt))
        .map(|rt| RtVar { rt: rt.rt - removed.iter().filter(|&&k| k < rt.rt).count(), ..rt.clone() })
        .collect();
    Some(map.derived(replaced, rt_vars))
}

/// `m` with the provenance of the runtime variables `changing` accepts
/// removed (a value read from a later iteration: its element is not the
/// operand's).
fn forget<'c>(mut m: OperandMap<'c>, changing: &dyn Fn(&RtVar<'c>) -> bool) -> OperandMap<'c> {
    m.rt_vars.retain(|rt| !changing(rt));
    m
}

/// Dedup of a slot's maps (relations kept in `relations`), and unknown
/// when too many.
fn tidy<'c>(slot: &mut Slot<'c>, relations: &mut RelationCache<'c>) {
    if let Ok(list) = slot {
        let mut kept = Vec::with_capacity(list.len());
        for m in list.drain(..) {
            add(&mut kept, m);
        }
        dedup_relations_with(&mut kept, Some(relations));
        if kept.len() > super::coverage::MAX_MAPS_PER_VALUE {
            *slot = Err(crate::UnknownReason::TooManyMaps);
        } else {
            *list = kept;
        }
    }
}

/// Whether a slot holds no map (an unknown is not empty).
pub(super) fn is_empty(slot: &Slot<'_>) -> bool {
    matches!(slot, Ok(list) if list.is_empty())
}

/// Whether two slots hold the same maps (structurally, in any order, with
/// the same exactness) or the same reason.
pub(super) fn same_slot(a: &Slot<'_>, b: &Slot<'_>) -> bool {
    match (a, b) {
        (Ok(x), Ok(y)) => {
            x.len() == y.len() && x.iter().all(|m| y.iter().any(|o| o.map == m.map && o.superset == m.superset))
        }
        (Err(x), Err(y)) => x == y,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::trip_count;

    #[test]
    fn trip_counts_of_each_direction() {
        // i from 0 by 1 below 5; up to 5 inclusive; down from 5 to above 0.
        assert_eq!(trip_count(-5, 1, "#stablehlo<comparison_direction LT>"), Some(5));
        assert_eq!(trip_count(-5, 1, "#stablehlo<comparison_direction LE>"), Some(6));
        assert_eq!(trip_count(5, -1, "#stablehlo<comparison_direction GT>"), Some(5));
        assert_eq!(trip_count(5, -1, "#stablehlo<comparison_direction GE>"), Some(6));
        // Step 2 from 0 below 7: 0, 2, 4, 6.
        assert_eq!(trip_count(-7, 2, "#stablehlo<comparison_direction LT>"), Some(4));
        // Not equal: exact landing, or never ending.
        assert_eq!(trip_count(-6, 2, "#stablehlo<comparison_direction NE>"), Some(3));
        assert_eq!(trip_count(-7, 2, "#stablehlo<comparison_direction NE>"), None);
        // Already false; never false.
        assert_eq!(trip_count(3, 1, "#stablehlo<comparison_direction LT>"), Some(0));
        assert_eq!(trip_count(-3, 0, "#stablehlo<comparison_direction LT>"), None);
        assert_eq!(trip_count(-3, -1, "#stablehlo<comparison_direction LT>"), None);
    }
}
