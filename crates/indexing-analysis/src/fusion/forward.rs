//! Input to output at model scale: the forward walk of a function body
//! with the backward walk's shortcuts (`walk`), mirrored. A value reached by
//! a map relating every index of its domain to all of the value
//! (`covers_all`) is not walked through: what all of its elements reach of
//! each function result — its *forward totals*, computed once per value,
//! latest value first, and shared by the walks from every argument — is
//! taken with the map's dimension variables attached. After a reduction or
//! a contraction every element of a training step's loss, and so of every
//! gradient, depends on every element of what came before, so a walk from
//! a parameter stops after a few ops instead of visiting the whole body.
//!
//! The relation of every (result, argument) pair is the plain walk's
//! (`Epilogue::walk_block`, one argument at a time): what an index reaches
//! through a value it reaches whole is what all of the value reaches.

use super::coverage::{Slot, dims_within, frontier_holds, full_coverage, whole_value_dims};
use super::data::{Body, add_frontier};
use super::epilogue::Epilogue;
use super::totals::Totals;
use super::walk::combine;
use crate::ir::{ValueKey, captured_values};
use crate::rules::dynamic::stand_in_shape;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, Value, ValueLike};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::rc::Rc;

/// A function body as the forward walks see it, and what they share: its
/// ops, the ops using each value, the results each value is returned as,
/// and the forward totals computed so far. The [`Body`] inside holds the
/// function's *results* where a backward walk's holds its arguments
/// (shapes, totals by result, the widening cache).
pub(super) struct Forward<'c, 'a> {
    body: Body<'c, 'a>,
    /// The positions of the ops using each value (as an operand or from a
    /// region), ascending.
    users: HashMap<ValueKey, Vec<usize>>,
    /// The function results each value is returned as.
    returned: HashMap<ValueKey, Vec<usize>>,
    /// How many times a walk stopped at a value reached whole.
    pub(super) stops: usize,
}

impl<'c, 'a> Forward<'c, 'a> {
    /// The body `block` (its last op the terminator), `None` when it is
    /// empty.
    pub(super) fn new(block: BlockRef<'c, 'a>) -> Option<Self> {
        let owner = block.parent_operation()?;
        let mut ops = Vec::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            ops.push(op);
        }
        let terminator = ops.pop()?;
        let results: Vec<Value<'c, 'a>> = terminator.operands().collect();
        let mut users: HashMap<ValueKey, Vec<usize>> = HashMap::default();
        for (p, op) in ops.iter().enumerate() {
            let captured = if op.region_count() > 0 { captured_values(op) } else { Vec::new() };
            for value in op.operands().chain(captured) {
                let list = users.entry(ValueKey::of(value)).or_default();
                if list.last() != Some(&p) {
                    list.push(p);
                }
            }
        }
        let mut returned: HashMap<ValueKey, Vec<usize>> = HashMap::default();
        for (r, value) in results.iter().enumerate() {
            returned.entry(ValueKey::of(*value)).or_default().push(r);
        }
        let body = Body::with_arguments(indexing_map::Ctx::from(owner.context()), ops, &results);
        Some(Forward { body, users, returned, stops: 0 })
    }

    /// How many results the function has.
    pub(super) fn result_count(&self) -> usize {
        self.body.arguments.len()
    }

    fn users(&self, key: ValueKey) -> &[usize] {
        self.users.get(&key).map_or(&[], Vec::as_slice)
    }
}

/// The state of one forward walk.
struct Run<'c> {
    /// The maps reaching each value reached so far.
    maps: HashMap<ValueKey, Slot<'c>>,
    /// Positions of ops to walk, earliest first (a position may repeat).
    queue: BinaryHeap<Reverse<usize>>,
    /// The maps reaching each function result directly.
    at_results: Vec<Option<Slot<'c>>>,
    /// Union of the forward totals of the values the walk stopped at, by
    /// the dimension variables of the maps that stopped there.
    frontier: Vec<(Vec<indexing_map::Variable>, Totals<'c>)>,
}

impl<'c, 'a> Epilogue<'c, 'a> {
    /// From the maps `seed` of `start` (an argument of the body or a result
    /// of one of its ops), what reaches each function result: `None` for a
    /// result the walk does not reach.
    pub(super) fn forward_walk(
        &mut self,
        forward: &mut Forward<'c, 'a>,
        start: Value<'c, 'a>,
        seed: Slot<'c>,
    ) -> Vec<Option<Rc<Slot<'c>>>> {
        let mut run = Run {
            maps: HashMap::default(),
            queue: BinaryHeap::new(),
            at_results: vec![None; forward.result_count()],
            frontier: Vec::new(),
        };
        reach(forward, &mut run, ValueKey::of(start), seed);
        while let Some(Reverse(p)) = run.queue.pop() {
            if run.queue.peek() == Some(&Reverse(p)) {
                continue;
            }
            let op = forward.body.layout.ops[p];
            let slots = self.result_slots(op, |key| run.maps.get(&key));
            for (result, slot) in op.results().zip(slots) {
                let key = ValueKey::of(result);
                if let Some(slot) = self.stop_at_whole_value(forward, &mut run, result.into(), slot) {
                    reach(forward, &mut run, key, slot);
                }
            }
        }
        let Run { at_results, frontier, .. } = run;
        combine(&mut forward.body, at_results, frontier)
    }

    /// Where a forward walk stops: a value reached with no map only says
    /// which results are behind it (and what is unknown there); one reached
    /// unknown makes every result behind it unknown; a map relating every
    /// index to all of the value takes the value's forward totals into the
    /// frontier and drops the maps whose domain lies inside its own. The
    /// maps left to walk on, `None` when the walk stops here.
    fn stop_at_whole_value(
        &mut self,
        forward: &mut Forward<'c, 'a>,
        run: &mut Run<'c>,
        value: Value<'c, 'a>,
        mut slot: Slot<'c>,
    ) -> Option<Slot<'c>> {
        let key = ValueKey::of(value);
        let shape = stand_in_shape(value.r#type());
        match &mut slot {
            Err(reason) => {
                let total = self.forward_totals(forward, value).all_unknown(reason);
                add_frontier(&mut run.frontier, &[], &total, &forward.body.argument_shapes, &mut forward.body.interner);
                return None;
            }
            Ok(list) if list.is_empty() => {
                let total = self.forward_totals(forward, value).reached_only();
                add_frontier(&mut run.frontier, &[], &total, &forward.body.argument_shapes, &mut forward.body.interner);
                return None;
            }
            Ok(list) => {
                if let Ok(shape) = &shape {
                    let whole = whole_value_dims(list, shape);
                    if !whole.is_empty() {
                        let total = self.forward_totals(forward, value);
                        forward.stops += whole.len();
                        for dims in &whole {
                            let body = &mut forward.body;
                            add_frontier(&mut run.frontier, dims, &total, &body.argument_shapes, &mut body.interner);
                        }
                        list.retain(|m| !whole.iter().any(|dims| dims_within(m.map.dims(), dims)));
                        if list.is_empty() {
                            return None;
                        }
                    }
                }
            }
        }
        // What all of the value reaches is already in the frontier, over
        // dimensions holding those of every map reaching it: walking on
        // would add maps inside the frontier's.
        if shape.is_ok()
            && let Ok(list) = &slot
            && let Some(total) = forward.body.totals.get(&key)
            && frontier_holds(&run.frontier, list, total)
        {
            return None;
        }
        Some(slot)
    }

    /// What all elements of `value` reach of each function result (as
    /// dimensionless maps): computed for every value after it that has
    /// none yet, latest first, so that each computation finds those of the
    /// values it feeds ready.
    fn forward_totals(&mut self, forward: &mut Forward<'c, 'a>, value: Value<'c, 'a>) -> Totals<'c> {
        let key = ValueKey::of(value);
        if let Some(done) = forward.body.totals.get(&key) {
            return done.clone();
        }
        let mut needed = Vec::new();
        let mut seen = HashSet::default();
        let mut stack = vec![key];
        while let Some(value) = stack.pop() {
            for &p in forward.users(value) {
                if !seen.insert(p) {
                    continue;
                }
                let op = forward.body.layout.ops[p];
                if op.results().all(|r| forward.body.totals.contains_key(&ValueKey::of(r))) {
                    continue;
                }
                needed.push(p);
                stack.extend(op.results().map(ValueKey::of));
            }
        }
        needed.sort_unstable();
        for &p in needed.iter().rev() {
            let op = forward.body.layout.ops[p];
            for result in op.results() {
                if !forward.body.totals.contains_key(&ValueKey::of(result)) {
                    self.compute_forward_totals(forward, result.into());
                }
            }
        }
        self.compute_forward_totals(forward, value);
        forward.body.totals.get(&key).cloned().unwrap_or_default()
    }

    /// The forward totals of `value`, from those of the values its users
    /// define: through each user, all of `value` composed with the user's
    /// maps; where that reaches all of a result, the result's totals, else
    /// a walk from the result with what reaches it.
    fn compute_forward_totals(&mut self, forward: &mut Forward<'c, 'a>, value: Value<'c, 'a>) {
        let key = ValueKey::of(value);
        let ctx = forward.body.ctx;
        // Without a static shape, a value's totals only say which results
        // are behind it and what is unknown there.
        let everything: Slot<'c> = match stand_in_shape(value.r#type()) {
            Ok(shape) => Ok(vec![full_coverage(ctx, &shape)]),
            Err(_) => Ok(Vec::new()),
        };
        let mut total = Totals::default();
        for r in forward.returned.get(&key).cloned().unwrap_or_default() {
            let single = Totals::single(r, everything.clone(), &mut forward.body.interner);
            total.union(&single, &forward.body.argument_shapes, &mut forward.body.interner);
        }
        for p in forward.users(key).to_vec() {
            let op = forward.body.layout.ops[p];
            let slots = self.result_slots(op, |k| (k == key).then_some(&everything));
            for (result, slot) in op.results().zip(slots) {
                let covered = match (&slot, stand_in_shape(result.r#type())) {
                    (Ok(list), Ok(shape)) => !whole_value_dims(list, &shape).is_empty(),
                    _ => false,
                };
                let reached = match slot {
                    Err(reason) => self.forward_totals(forward, result.into()).all_unknown(&reason),
                    Ok(list) if list.is_empty() => self.forward_totals(forward, result.into()).reached_only(),
                    Ok(_) if covered => self.forward_totals(forward, result.into()),
                    partial => {
                        let slots = self.forward_walk(forward, result.into(), partial);
                        Totals::from_slots(slots, &mut forward.body.interner)
                    }
                };
                total.union(&reached, &forward.body.argument_shapes, &mut forward.body.interner);
            }
        }
        forward.body.totals.insert(key, total);
    }
}

/// Records the maps `slot` reaching the value `key` in a walk: at the
/// results it is returned as, and for the ops using it, which are queued.
fn reach<'c>(forward: &Forward<'c, '_>, run: &mut Run<'c>, key: ValueKey, slot: Slot<'c>) {
    if let Some(results) = forward.returned.get(&key) {
        for &r in results {
            run.at_results[r] = Some(slot.clone());
        }
    }
    for &p in forward.users(key) {
        run.queue.push(Reverse(p));
    }
    run.maps.insert(key, slot);
}
