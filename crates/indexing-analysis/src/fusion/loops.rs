//! Control flow through its regions: `stablehlo.while` as a fixed point of
//! its body's maps, in both directions, and `case`/`if` input to output
//! both directions.
//!
//! A loop's *sources* are its operands (the carried values' initial
//! values) and then the values its regions capture from outside; its
//! condition and body are walked like function bodies whose arguments are
//! the carried values and the captured ones, so the maps of a region are
//! indexed by source number.

use super::affine::with_counter_values;
use super::analysis::Fusion;
use super::compose::{every_to_every, merge};
use super::coverage::{
    MAX_MAPS_PER_VALUE, RelationCache, Slot, add, attach_dims, dedup_relations, dedup_relations_with, join, maps_slot,
    merge_into_boxes, merge_into_whole, subsume,
};
use super::data::{Body, identity_seed, unknown_op_pairs};
use super::epilogue::{Epilogue, RegionEpilogue};
use super::induction::{
    Induction, LOOP_ROUNDS, LoopFacts, Table, Trips, UNROLL_LIMIT, closed_form, is_empty, per_iteration_choice,
    same_slot, unrolled_form, updated_in_place,
};
use crate::ir::{self, OpKey, ValueKey, captured_values, ops_and_terminator};
use crate::{Entry, Maps, OperandMap, UnknownReason, rules};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};
use std::cell::RefCell;
use std::rc::Rc;

/// What both directions read of a `while` from the IR.
struct Loop<'c, 'a> {
    ctx: indexing_map::Ctx<'c>,
    name: String,
    /// The number of carried values (operands, results).
    carried: usize,
    /// The operands, then the values the regions capture.
    sources: Vec<Value<'c, 'a>>,
    /// Each source's static shape.
    shapes: Vec<Result<Vec<i64>, UnknownReason>>,
    /// The condition's and the body's block, each with its arguments
    /// followed by the captured values (the sources, inside).
    regions: [(BlockRef<'c, 'a>, Vec<Value<'c, 'a>>); 2],
    /// Whether the body returns carried value `l` unchanged.
    passed: Vec<bool>,
    /// What [`Loop::finish`] enumerated to deduplicate, kept across slots
    /// and rounds (the same maps come back round after round).
    relations: RefCell<RelationCache<'c>>,
}

impl<'c, 'a> Loop<'c, 'a> {
    fn of(op: &OperationRef<'c, 'a>) -> Result<Self, UnknownReason> {
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let captured = captured_values(op);
        let carried = operands.len();
        let mut regions = Vec::new();
        for (region, what) in [(0, "condition"), (1, "body")] {
            let block = op
                .region(region)
                .ok()
                .and_then(|r| r.first_block())
                .ok_or_else(|| UnknownReason::malformed("a region is missing"))?;
            if block.next_in_region().is_some() {
                return Err(UnknownReason::within(what, UnknownReason::unsupported("not one block")));
            }
            let mut inside: Vec<Value<'c, 'a>> =
                (0..block.argument_count()).filter_map(|i| block.argument(i).ok().map(Into::into)).collect();
            if inside.len() != carried {
                return Err(UnknownReason::malformed("region arguments and operands differ in number"));
            }
            inside.extend(captured.iter().copied());
            regions.push((block, inside));
        }
        let [condition, body]: [_; 2] = regions.try_into().map_err(|_| UnknownReason::malformed("two regions"))?;
        let terminator = body.0.terminator().ok_or_else(|| UnknownReason::malformed("the body has no terminator"))?;
        if terminator.operand_count() != carried {
            return Err(UnknownReason::malformed("the body returns a different number of values"));
        }
        let passed = (0..carried).map(|l| terminator.operand(l).is_ok_and(|v| v == body.1[l])).collect();
        let sources = [operands, captured].concat();
        Ok(Loop {
            ctx: indexing_map::Ctx::from(op.context()),
            name: ir::op_name(op).to_owned(),
            carried,
            shapes: sources.iter().map(|v| crate::ir::static_shape(v.r#type())).collect(),
            sources,
            regions: [condition, body],
            passed,
            relations: RefCell::default(),
        })
    }

    /// The identity on source `l` (what zero iterations read of it).
    fn identity(&self, l: usize) -> Slot<'c> {
        identity_seed(self.ctx, self.sources[l])
    }

    /// Every element of `from` to every element of `to`, a superset.
    fn whole(&self, from: usize, to: usize) -> Slot<'c> {
        let reason: Rc<str> =
            format!("{}: no fixed point after {LOOP_ROUNDS} iterations; widened to every element", self.name).into();
        let (from, to) = (self.shapes[from].clone()?, self.shapes[to].clone()?);
        Ok(vec![OperandMap { superset: Some(reason), ..every_to_every(self.ctx, &from, &to) }])
    }

    /// Subsumption and dedup of a slot of maps into a `shape`-shaped value.
    fn finish(&self, slot: &mut Slot<'c>, to: usize) {
        if let Ok(list) = slot {
            subsume(list, self.shapes[to].as_deref().ok());
            dedup_relations_with(list, Some(&mut self.relations.borrow_mut()));
        }
    }

    /// The table from `start` (slot `[a][b]`: maps from source or result
    /// `a` to `b`), adding `step(state, a, b, slot)` per round until no slot
    /// changes; slots still changing after [`LOOP_ROUNDS`] rounds, or
    /// holding too many maps, become [`Loop::whole`] for good.
    fn fixpoint(&self, start: &Table<'c>, mut step: impl FnMut(&Table<'c>, usize, usize, &mut Slot<'c>)) -> Table<'c> {
        let mut state = start.clone();
        let mut widened: Vec<Vec<bool>> = start.iter().map(|row| vec![false; row.len()]).collect();
        for round in 1.. {
            let mut next = start.clone();
            for (a, row) in next.iter_mut().enumerate() {
                for (b, slot) in row.iter_mut().enumerate() {
                    if !widened[a][b] {
                        step(&state, a, b, slot);
                        self.finish(slot, b);
                    }
                    if widened[a][b] || matches!(slot, Err(UnknownReason::TooManyMaps)) {
                        widened[a][b] = true;
                        *slot = self.whole(a, b);
                    }
                }
            }
            let mut changed = false;
            for (a, row) in next.iter().enumerate() {
                for (b, slot) in row.iter().enumerate() {
                    if !same_slot(slot, &state[a][b]) {
                        changed = true;
                        widened[a][b] |= round >= LOOP_ROUNDS;
                    }
                }
            }
            state = next;
            if !changed {
                break;
            }
        }
        state
    }

    /// Per-op entries `(result, operand)` from a table indexed
    /// `[result][source]` (`by_result`) or `[source][result]`.
    fn entries(&self, table: &Table<'c>, by_result: bool) -> Vec<Entry<'c>> {
        let n = self.carried;
        let mut entries = Vec::with_capacity(n * n);
        for result in 0..n {
            for operand in 0..n {
                let slot = if by_result { &table[result][operand] } else { &table[operand][result] };
                let maps = match slot {
                    Ok(list) => Maps::Known(drop_provenance(list.clone(), &|k| k < n)),
                    Err(reason) => Maps::Unknown(reason.clone()),
                };
                entries.push(Entry { result, operand, maps });
            }
        }
        entries
    }
}

impl<'c, 'a> Fusion<'c, 'a> {
    /// `stablehlo.while`, output to input: the maps from each result to
    /// each operand (and each value the regions capture, kept in
    /// `region_maps`) over every number of iterations. Round `k` holds what
    /// `k` or fewer iterations read: the identity for none, then each body
    /// result's maps to the body's arguments composed with the previous
    /// round's maps of those arguments; a captured value is the same at
    /// every iteration. Every element of each result also reads what the
    /// condition reads at each iteration (the number of iterations depends
    /// on it), as a case's results read its index. A fixed point reached
    /// is exact over every number of iterations, as a case's union is over
    /// every index; pairs still changing after [`LOOP_ROUNDS`] rounds are
    /// widened to every element of the operand and marked supersets.
    ///
    /// A runtime variable of the body keeps its provenance only when it
    /// is a captured value or a carried value the body passes through
    /// unchanged (the element is then the operand's); the others are read
    /// from a later iteration's value and have none.
    pub(super) fn loop_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let lp = match Loop::of(&op) {
            Ok(lp) => lp,
            Err(reason) => return unknown_op_pairs(&op, reason),
        };
        let (n, count) = (lp.carried, lp.sources.len());
        let induction = Induction::of(&op, &self.functions);
        // What each counter holds over the iterations, by body argument;
        // and a carried value the body passes unchanged holds its operand,
        // which may be an enclosing loop's counter (`xs[i, j]` in nested
        // `fori_loop`s).
        let mut counter_values: Vec<(ValueKey, indexing_map::Interval)> = match &induction {
            Some(Induction { counters, trips: Trips::Static(trips @ 1..) }) => counters
                .iter()
                .map(|c| {
                    let (first, last) = (c.start, c.start + c.step * (trips - 1));
                    (
                        ValueKey::of(lp.regions[1].1[c.carried]),
                        indexing_map::Interval::new(first.min(last), first.max(last)),
                    )
                })
                .collect(),
            _ => Vec::new(),
        };
        let passed: Vec<(ValueKey, indexing_map::Interval)> = (0..n)
            .filter(|&l| lp.passed[l])
            .filter_map(|l| {
                let values = super::affine::values_of(lp.sources[l], &self.functions)?;
                Some((ValueKey::of(lp.regions[1].1[l]), values))
            })
            .collect();
        counter_values.extend(passed.iter().copied());
        // The maps from each value a region returns to the sources.
        let mut walked: Vec<Table<'c>> = Vec::new();
        for k in 0..2 {
            let Some(table) = self.walk_region(&lp, k, &counter_values) else {
                let what = if k == 0 { "condition" } else { "body" };
                return unknown_op_pairs(&op, UnknownReason::within(what, UnknownReason::malformed("empty region")));
            };
            walked.push(table);
        }
        let (body, condition) = (walked.pop().unwrap_or_default(), walked.pop().unwrap_or_default());
        // A runtime variable of the body keeps its provenance when it is a
        // captured value or a carried value the body passes unchanged.
        let keeps_provenance = |k: usize| k >= n || lp.passed[k];
        let forget = |table: &Table<'c>| -> Table<'c> {
            let row = |row: &Vec<Slot<'c>>| {
                row.iter().map(|slot| slot.clone().map(|list| drop_provenance(list, &keeps_provenance))).collect()
            };
            table.iter().map(row).collect()
        };
        let condition = forget(&condition);
        let updated: Vec<bool> = match lp.regions[1].0.terminator() {
            Some(terminator) => terminator.operands().map(|value| updated_in_place(value, &self.functions)).collect(),
            None => vec![false; n],
        };
        let facts = LoopFacts {
            ctx: lp.ctx,
            name: &lp.name,
            carried: n,
            sources: &lp.sources,
            passed: &lp.passed,
            updated: &updated,
        };
        let mut counted = induction.as_ref().and_then(|induction| closed_form(&facts, &body, induction));
        // Without a closed form, the union over every number of iterations
        // is exact only when every number happens (a bound set at run time).
        let runtime_trips = induction.as_ref().is_some_and(|i| i.trips == Trips::Runtime);
        if runtime_trips {
            // In a walk at one iteration of an enclosing loop: a trip count
            // that iteration does not fix.
            super::pinned::note_unresolved();
        }
        // A closed form that is not exact, or a body that chooses per
        // iteration: followed iteration by iteration when that is exact.
        let inexact = |table: &Table<'c>| {
            table.iter().flatten().any(|slot| slot.as_ref().is_ok_and(|l| l.iter().any(|m| m.superset.is_some())))
        };
        let choice = induction.as_ref().and_then(|_| per_iteration_choice(&op, &self.functions));
        let mut unrolled = false;
        if let Some(induction) = &induction
            && (counted.as_ref().is_none_or(inexact) || choice.is_some())
            && let Some(table) = self.unrolled(&op, &lp, induction, &facts, &passed)
        {
            counted = Some(table);
            unrolled = true;
        }
        if counted.is_some() {
            self.counted_loops.insert(OpKey::of(&op));
        }
        let mut union_mark: Option<Rc<str>> = (counted.is_none() && !runtime_trips).then(|| {
            format!("{}: the union over every number of iterations, not only the number that runs", lp.name).into()
        });
        // Followed iteration by iteration, every choice the body makes was
        // resolved at each iteration.
        if counted.is_some()
            && !unrolled
            && let Some(choice) = choice
        {
            let reason = format!("{}: the body's {choice} chooses per iteration; the union over its choices", lp.name);
            union_mark = Some(reason.into());
        }
        let body = forget(&body);
        let keys: Vec<ValueKey> = lp.sources.iter().map(|v| ValueKey::of(*v)).collect();
        // What `k` iterations read of source `l`, given `state` for `k - 1`
        // (a captured value is read as itself).
        let before = |state: &Table<'c>, l: usize, j: usize| -> Option<Slot<'c>> {
            if l < n { Some(state[l][j].clone()) } else { (l == j).then(|| lp.identity(l)) }
        };
        // Adds `producer ∘ consumer` over every source `l` between them.
        let through = |slot: &mut Slot<'c>, consumers: &[Slot<'c>], state: &Table<'c>, j: usize| {
            for (l, consumer) in consumers.iter().enumerate() {
                let Some(producer) = before(state, l, j) else { continue };
                if is_empty(&producer) || is_empty(consumer) {
                    continue;
                }
                let shape = lp.shapes[j].as_deref().ok();
                merge(
                    slot,
                    consumer,
                    producer.as_deref().map_err(Clone::clone),
                    &lp.name,
                    &lp.sources,
                    &keys,
                    None,
                    shape,
                );
            }
        };
        let start: Table<'c> = (0..n)
            .map(|i| (0..count).map(|j| if i == j { lp.identity(i) } else { Ok(Vec::new()) }).collect())
            .collect();
        let state = match counted {
            Some(table) => table,
            None => lp.fixpoint(&start, |state, i, j, slot| through(slot, &body[i], state, j)),
        };
        // What the condition reads, at every iteration, by every element.
        let control: Vec<Slot<'c>> = (0..count)
            .map(|j| {
                let mut slot = Ok(Vec::new());
                through(&mut slot, condition.first().map_or(&[], Vec::as_slice), &state, j);
                slot
            })
            .collect();
        let mut table = state;
        for (i, row) in table.iter_mut().enumerate() {
            let shape = lp.shapes[i].as_ref().ok();
            let dims: Vec<indexing_map::Variable> =
                shape.into_iter().flatten().map(|&size| indexing_map::Variable::for_size(size)).collect();
            for (j, slot) in row.iter_mut().enumerate() {
                match (&mut *slot, &control[j]) {
                    (Err(_), _) => {}
                    (_, Err(reason)) => *slot = Err(reason.clone()),
                    (Ok(list), Ok(reads)) if shape.is_some() => {
                        reads.iter().for_each(|m| add(list, attach_dims(m, &dims)))
                    }
                    (Ok(_), Ok(_)) => {}
                }
                // No map for a result without elements (as the rules).
                if let (Ok(list), true) = (&mut *slot, shape.is_some_and(|s| s.contains(&0))) {
                    list.clear();
                }
                let counter = induction.as_ref().is_some_and(|induction| induction.counter(i).is_some());
                if let (Ok(list), Some(reason), false) = (&mut *slot, &union_mark, lp.passed[i] || counter) {
                    for m in list.iter_mut().filter(|m| m.superset.is_none()) {
                        m.superset = Some(reason.clone());
                    }
                }
                lp.finish(slot, j);
            }
        }
        let region_maps: Table<'c> = table
            .iter()
            .map(|row| {
                row[n..]
                    .iter()
                    .map(|slot| slot.clone().map(|list| renumber_provenance(drop_provenance(list, &|k| k >= n), n)))
                    .collect()
            })
            .collect();
        self.region_maps.insert(OpKey::of(&op), Rc::new(region_maps));
        lp.entries(&table, true)
    }

    /// The maps from each value region `k` of `lp` (0 the condition, 1 the
    /// body) returns to the loop's sources, walked with the values of
    /// `counters` known; `None` for an empty region.
    fn walk_region(
        &mut self,
        lp: &Loop<'c, 'a>,
        k: usize,
        counters: &[(ValueKey, indexing_map::Interval)],
    ) -> Option<Table<'c>> {
        let what = if k == 0 { "condition" } else { "body" };
        let (block, inside) = &lp.regions[k];
        let (ops, terminator) = ops_and_terminator(block)?;
        let mut body = Body::with_arguments(lp.ctx, ops, inside);
        let mut table = Vec::new();
        for returned in terminator.operands() {
            let seed = identity_seed(lp.ctx, returned).map_err(|reason| UnknownReason::within(what, reason));
            let slots = with_counter_values(counters, || self.walk(&mut body, ValueKey::of(returned), seed));
            table.push(slots.into_iter().map(|slot| slot.unwrap_or_else(|| Ok(Vec::new()))).collect());
        }
        Some(table)
    }

    /// The maps of the loop `op` of at most [`UNROLL_LIMIT`] iterations
    /// followed iteration by iteration ([`unrolled_form`]): its body walked
    /// once per iteration with the counters pinned to their values there
    /// ([`super::pinned::with_pinned`]), so that an index computed from
    /// them (wrapped where negative, `i + j` of nested loops), a `case`
    /// index (`i % 2 == 0`) and a nested loop's trip count are known.
    /// `passed` holds what the carried values the body passes unchanged
    /// hold. What the body's ops keep is forgotten before and after each
    /// walk. `None` when a walk meets a choice it cannot resolve, or a map is not
    /// exact.
    fn unrolled(
        &mut self,
        op: &OperationRef<'c, 'a>,
        lp: &Loop<'c, 'a>,
        induction: &Induction,
        facts: &LoopFacts<'_, 'c, 'a>,
        passed: &[(ValueKey, indexing_map::Interval)],
    ) -> Option<Table<'c>> {
        let Trips::Static(trips @ 1..=UNROLL_LIMIT) = induction.trips else { return None };
        let nested = nested_ops(op);
        let inside = &lp.regions[1].1;
        let mut bodies = Vec::with_capacity(trips as usize);
        for t in 0..trips {
            let mut values: Vec<(ValueKey, indexing_map::Interval)> = induction
                .counters
                .iter()
                .map(|c| (ValueKey::of(inside[c.carried]), indexing_map::Interval::point(c.start + c.step * t)))
                .collect();
            values.extend(passed.iter().copied());
            let (table, resolved) =
                self.apart(&nested, |fusion| super::pinned::with_pinned(|| fusion.walk_region(lp, 1, &values)));
            match table {
                Some(table) if resolved => bodies.push(table),
                _ => return None,
            }
        }
        unrolled_form(facts, &bodies, induction)
    }

    /// A call in a loop's body that passes a loop counter, output to
    /// input: the callee's function-level maps computed with the callee's
    /// arguments that receive a counter (or an affine function of one,
    /// `2 * i + 1` passed to JAX's `dynamic_index_in_dim`) known to hold
    /// its values (so that an index the callee computes from it, `x[2 * i]`
    /// in a `fori_loop` body, folds into a map over the counter), for this
    /// call only: what the callee's ops keep (a nested loop's or case's
    /// region maps, a nested call's maps) is forgotten before and after.
    /// `None` (the callee's shared maps) when no operand is a counter, or
    /// the callee is already being computed (a recursive call).
    pub(super) fn callee_in_loop(&mut self, call: &OperationRef<'c, 'a>, callee: &str) -> Option<Vec<Entry<'c>>> {
        let function = *self.functions.get(callee)?;
        let block = ir::body_block(&function).ok()?;
        let values: Vec<(ValueKey, indexing_map::Interval)> = call
            .operands()
            .enumerate()
            .filter_map(|(p, operand)| {
                let values = super::affine::values_of(operand, &self.functions)?;
                Some((ValueKey::of(block.argument(p).ok()?), values))
            })
            .collect();
        // In a walk at one iteration, every callee is walked anew: a
        // choice it makes is then resolved or counted.
        if values.is_empty() && !super::pinned::pinned() {
            return None;
        }
        if !self.in_progress.insert(callee.to_owned()) {
            return None;
        }
        // What the callee's ops keep (a case's region maps, a nested
        // call's maps) holds for this call only.
        let nested = nested_ops(&function);
        let entries = self.apart(&nested, |fusion| with_counter_values(&values, || fusion.compute(function)));
        self.in_progress.remove(callee);
        Some(entries)
    }

    /// Runs `compute` with what the ops `nested` keep (their maps, a loop's
    /// or case's region maps) forgotten before and after: what it computes
    /// for them holds for this computation only.
    fn apart<T>(&mut self, nested: &[OpKey], compute: impl FnOnce(&mut Self) -> T) -> T {
        let forget = |fusion: &mut Self| {
            for key in nested {
                fusion.op_memo.remove(key);
                fusion.region_maps.remove(key);
            }
        };
        forget(self);
        let computed = compute(self);
        forget(self);
        computed
    }

    /// `stablehlo.case` and `stablehlo.if`: every element of each result
    /// reads the branch index (or predicate), and what the branches read
    /// of the values they capture: the union over the branches of each
    /// branch's maps from its returned value to them (a walk through the
    /// branch with the captured values as its arguments), kept in
    /// `region_maps`. Over every value of the index this is exact, as a
    /// runtime variable is.
    pub(super) fn branch_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let ctx = indexing_map::Ctx::from(op.context());
        let name = ir::op_name(&op).to_owned();
        let captured = captured_values(&op);
        let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
        let mut maps: Vec<Vec<Slot<'c>>> = vec![vec![Ok(Vec::new()); captured.len()]; results.len()];
        // In a walk at one iteration of a loop, an index (predicate) that
        // follows from the counters takes one branch: a `case` index out of
        // range takes the last, a true predicate the first.
        let regions = op.region_count();
        let taken = match op.operand(0).ok().and_then(|index| super::pinned::pinned_integer(index, &self.functions)) {
            Some(k) if name == "stablehlo.if" => Some(if k != 0 { 0 } else { 1 }),
            Some(k) => Some(usize::try_from(k).ok().filter(|&k| k < regions).unwrap_or(regions.saturating_sub(1))),
            None => {
                super::pinned::note_unresolved();
                None
            }
        };
        for region in (0..regions).filter(|&r| taken.is_none_or(|t| t == r)) {
            let Some(block) = op.region(region).ok().and_then(|r| r.first_block()) else { continue };
            let branch = format!("{name} branch {region}");
            let Some((ops, terminator)) = ops_and_terminator(&block).filter(|_| block.next_in_region().is_none())
            else {
                let reason = UnknownReason::within(&branch, UnknownReason::unsupported("not one block"));
                maps.iter_mut().flatten().for_each(|slot| *slot = Err(reason.clone()));
                continue;
            };
            let mut body = Body::with_arguments(ctx, ops, &captured);
            for (i, slots) in maps.iter_mut().enumerate() {
                let Ok(returned) = terminator.operand(i) else { continue };
                let seed = identity_seed(ctx, returned).map_err(|reason| UnknownReason::within(&branch, reason));
                let walked = self.walk(&mut body, ValueKey::of(returned), seed);
                for (slot, reached) in slots.iter_mut().zip(walked) {
                    if let Some(reached) = reached {
                        join(slot, reached);
                    }
                }
            }
        }
        for (c, value) in captured.iter().enumerate() {
            let shape = ir::static_shape(value.r#type()).ok();
            for slots in &mut maps {
                if let Ok(list) = &mut slots[c] {
                    subsume(list, shape.as_deref());
                    dedup_relations(list);
                    merge_into_whole(list, shape.as_deref());
                    merge_into_boxes(list, shape.as_deref());
                    if list.len() > MAX_MAPS_PER_VALUE {
                        slots[c] = Err(UnknownReason::TooManyMaps);
                    }
                }
            }
        }
        self.region_maps.insert(OpKey::of(&op), Rc::new(maps));
        // The index (predicate): a scalar every element reads.
        results
            .iter()
            .enumerate()
            .map(|(i, result)| {
                let maps = match ir::static_shape(result.r#type()) {
                    // No map for a result without elements (as the rules).
                    Ok(shape) => {
                        Maps::Known(rules::simplify_operand_map(every_to_every(ctx, &shape, &[])).into_iter().collect())
                    }
                    Err(reason) => Maps::Unknown(UnknownReason::within(&name, reason)),
                };
                Entry { result: i, operand: 0, maps }
            })
            .collect()
    }
}

impl<'c, 'a> Epilogue<'c, 'a> {
    /// `stablehlo.while`, input to output: the maps from each operand (and
    /// captured value) to each result over every number of iterations,
    /// the transpose of [`Fusion::loop_indexing`]: round `k` holds where an
    /// element of a source goes in `k` or fewer iterations, the body's
    /// input-to-output maps composed after the previous round's; every
    /// element the condition reads at some iteration contributes to every
    /// element of every result. Widened and marked as output to input.
    pub(super) fn loop_epilogue(&mut self, op: OperationRef<'c, 'a>) -> RegionEpilogue<'c> {
        if let Some(inverted) = self.counted_epilogue(op) {
            return inverted;
        }
        let lp = match Loop::of(&op) {
            Ok(lp) => lp,
            Err(reason) => {
                let within = UnknownReason::within(ir::op_name(&op), reason.clone());
                let captured = vec![vec![Err(within); op.result_count()]; captured_values(&op).len()];
                return (unknown_op_pairs(&op, reason), captured);
            }
        };
        let (n, count) = (lp.carried, lp.sources.len());
        // `[source][returned]`: where an element of each source goes in one
        // pass through each region.
        let walked: Vec<Table<'c>> = lp
            .regions
            .iter()
            .map(|(block, inside)| {
                inside
                    .iter()
                    .map(|value| {
                        let entries = self.walk_block(*block, *value);
                        entries.into_iter().map(|e| maps_slot(e.maps)).collect()
                    })
                    .collect()
            })
            .collect();
        let (condition, body) = (&walked[0], &walked[1]);
        // Adds, per source `l`, `body ∘ state[j][l]` (a captured value
        // reaches the body as itself).
        let through = |slot: &mut Slot<'c>, state: &Table<'c>, j: usize, region: &Table<'c>, i: usize| {
            for l in 0..count {
                let consumer = if l < n {
                    state[j][l].clone()
                } else if l == j {
                    lp.identity(l)
                } else {
                    continue;
                };
                let Some(producer) = region.get(l).and_then(|row| row.get(i)) else { continue };
                if is_empty(&consumer) || is_empty(producer) {
                    continue;
                }
                let shape = lp.shapes[i].as_deref().ok();
                merge(slot, &consumer, producer.as_deref().map_err(Clone::clone), &lp.name, &[], &[], None, shape);
            }
        };
        let start: Table<'c> = (0..count)
            .map(|j| (0..n).map(|i| if i == j { lp.identity(j) } else { Ok(Vec::new()) }).collect())
            .collect();
        let mut table = lp.fixpoint(&start, |state, j, i, slot| through(slot, state, j, body, i));
        // Where the condition reads an element of each source, at some
        // iteration: every element of every result depends on it.
        let control: Vec<Slot<'c>> = (0..count)
            .map(|j| {
                let mut slot = Ok(Vec::new());
                through(&mut slot, &table, j, condition, 0);
                slot
            })
            .collect();
        // The union over every number of iterations is exact only when
        // every number happens (a bound set at run time).
        let runtime_trips =
            Induction::of(&op, self.functions_around(&op)).is_some_and(|induction| induction.trips == Trips::Runtime);
        let union_mark: Option<Rc<str>> = (!runtime_trips).then(|| {
            format!("{}: the union over every number of iterations, not only the number that runs", lp.name).into()
        });
        for (j, row) in table.iter_mut().enumerate() {
            for (i, slot) in row.iter_mut().enumerate() {
                if !is_empty(&control[j]) {
                    let everything = lp.shapes[i].clone().map(|shape| vec![every_to_every(lp.ctx, &[], &shape)]);
                    let shape = lp.shapes[i].as_deref().ok();
                    merge(
                        slot,
                        &control[j],
                        everything.as_deref().map_err(Clone::clone),
                        &lp.name,
                        &[],
                        &[],
                        None,
                        shape,
                    );
                }
                if let (Ok(list), Some(reason), false) = (&mut *slot, &union_mark, lp.passed[i]) {
                    for m in list.iter_mut().filter(|m| m.superset.is_none()) {
                        m.superset = Some(reason.clone());
                    }
                }
                lp.finish(slot, i);
            }
        }
        let captured = table.split_off(n);
        (lp.entries(&table, false), captured)
    }

    /// A `while` with the exact closed form over its iterations
    /// ([`closed_form`]), input to output: the inverse of its output-to-input
    /// maps, each pair transposed (an operand element contributes to the
    /// result elements that read it), the values its regions capture as
    /// well. `None` for the other loops.
    fn counted_epilogue(&mut self, op: OperationRef<'c, 'a>) -> Option<RegionEpilogue<'c>> {
        let mut fusion = Fusion::new(&ir::enclosing_module(&op)?);
        let entries = fusion.op_indexing(op);
        if !fusion.counted_loops.contains(&OpKey::of(&op)) {
            return None;
        }
        let captured = captured_values(&op);
        let region_maps = fusion.region_maps.get(&OpKey::of(&op))?.clone();
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let inverted = entries
            .into_iter()
            .map(|entry| {
                let maps = match entry.maps {
                    Maps::Known(list) => match invert_slot(list, operands[entry.operand]) {
                        Ok(list) => Maps::Known(list),
                        Err(reason) => Maps::Unknown(reason),
                    },
                    unknown => unknown,
                };
                Entry { maps, ..entry }
            })
            .collect();
        let results = op.result_count();
        let by_captured = (0..captured.len())
            .map(|c| {
                (0..results)
                    .map(|r| match region_maps.get(r).and_then(|row| row.get(c)) {
                        Some(Ok(list)) => invert_slot(list.clone(), captured[c]),
                        Some(Err(reason)) => Err(reason.clone()),
                        None => Ok(Vec::new()),
                    })
                    .collect()
            })
            .collect();
        Some((inverted, by_captured))
    }

    /// `case`/`if`, input to output: the index (or predicate) contributes
    /// to every element of every result; a value the branches capture, to
    /// the union over the branches of where each branch's returned values
    /// take it.
    pub(super) fn branch_epilogue(&mut self, op: OperationRef<'c, 'a>) -> RegionEpilogue<'c> {
        let ctx = indexing_map::Ctx::from(op.context());
        let name = ir::op_name(&op).to_owned();
        let captured = captured_values(&op);
        let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
        let mut maps: Table<'c> = vec![vec![Ok(Vec::new()); results.len()]; captured.len()];
        for region in 0..op.region_count() {
            let branch = format!("{name} branch {region}");
            let Some(block) = op.region(region).ok().and_then(|r| r.first_block()) else { continue };
            if block.next_in_region().is_some() {
                let reason = UnknownReason::within(&branch, UnknownReason::unsupported("not one block"));
                maps.iter_mut().flatten().for_each(|slot| *slot = Err(reason.clone()));
                continue;
            }
            for (c, value) in captured.iter().enumerate() {
                for entry in self.walk_block(block, *value) {
                    let Some(slot) = maps[c].get_mut(entry.result) else { continue };
                    join(slot, maps_slot(entry.maps).map_err(|reason| UnknownReason::within(&branch, reason)));
                }
            }
        }
        let shapes: Vec<_> = results.iter().map(|r| crate::ir::static_shape(r.r#type())).collect();
        for row in &mut maps {
            for (slot, shape) in row.iter_mut().zip(&shapes) {
                if let Ok(list) = slot {
                    subsume(list, shape.as_deref().ok());
                    dedup_relations(list);
                }
            }
        }
        let entries = shapes
            .into_iter()
            .enumerate()
            .map(|(i, shape)| Entry {
                result: i,
                operand: 0,
                maps: match shape {
                    Ok(shape) => Maps::Known(
                        crate::rules::simplify_operand_map(every_to_every(ctx, &[], &shape)).into_iter().collect(),
                    ),
                    Err(reason) => Maps::Unknown(UnknownReason::within(&name, reason)),
                },
            })
            .collect();
        (entries, maps)
    }
}

/// Output-to-input maps into `operand`, inverted: from an element of
/// `operand` to the result elements that read it (a range variable of the
/// output-to-input map becomes one of the inverse's).
fn invert_slot<'c>(list: Vec<OperandMap<'c>>, operand: Value<'c, '_>) -> Slot<'c> {
    let shape = ir::static_shape(operand.r#type())?;
    let mut inverted = Vec::with_capacity(list.len());
    for m in list.into_iter().filter_map(rules::simplify_operand_map) {
        let m = rules::invert_map(m, &shape)
            .ok_or_else(|| UnknownReason::malformed("a loop's map is not of its operand's rank"))?;
        inverted.extend(rules::simplify_operand_map(m));
    }
    Ok(inverted)
}

/// The maps with the provenance of runtime variables supplied by a source
/// `keep` rejects removed (their element is not known).
fn drop_provenance<'c>(mut list: Vec<OperandMap<'c>>, keep: &dyn Fn(usize) -> bool) -> Vec<OperandMap<'c>> {
    for m in &mut list {
        m.rt_vars.retain(|rt| is_body_size(rt) || keep(rt.operand));
    }
    list
}

/// The maps with the sources of their runtime variables counted from
/// `first`.
fn renumber_provenance(mut list: Vec<OperandMap<'_>>, first: usize) -> Vec<OperandMap<'_>> {
    for m in &mut list {
        for rt in m.rt_vars.iter_mut().filter(|rt| !is_body_size(rt)) {
            rt.operand = rt.operand.saturating_sub(first);
        }
    }
    list
}

/// A size variable of a value the body defines: its provenance names no
/// operand.
fn is_body_size(rt: &crate::RtVar<'_>) -> bool {
    rt.size.as_ref().is_some_and(|s| matches!(s.of, crate::SizeOf::Body(_)))
}

/// The ops nested in `op`'s regions (`op` itself not included).
fn nested_ops(op: &OperationRef<'_, '_>) -> Vec<OpKey> {
    let mut nested = Vec::new();
    ir::walk_nested(op, |inner| nested.push(OpKey::of(&inner)));
    nested
}
