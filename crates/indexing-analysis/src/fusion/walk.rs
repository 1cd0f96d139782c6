//! The backward walk of a body: from the maps of one value, each op's
//! output-to-input maps composed into its operands' (and into the values
//! its regions capture), latest op first, stopping at values read whole
//! (whose totals, what all of them reads, are computed here once per value).

use super::analysis::Fusion;
use super::compose::{CompositionMemo, captured_map, is_full_identity, merge, merge_with};
use super::coverage::{
    MAX_MAPS_PER_VALUE, Slot, add, contains, covers_all, dedup_relations, dims_within, frontier_holds, full_coverage,
    merge_into_boxes, merge_into_whole, subsume, whole_value_dims,
};
use super::data::{Body, OpFacts, Walk};
use super::reuse::{Contribution, Through, chain};
use super::totals::Totals;
use crate::ir::{self, OpKey, ValueKey};
use crate::rules::dynamic::stand_in_shape;
use crate::{Maps, OperandMap, UnknownReason};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Value, ValueLike};
use rustc_hash::FxHashSet as HashSet;
use std::rc::Rc;

impl<'c, 'a> Fusion<'c, 'a> {
    /// Walks the ops before `start`'s definition backwards from the maps
    /// `seed` of the value `start`, composing each op's maps into its
    /// consumers'. Returns the maps of each function argument (`None` for
    /// an argument the walk does not reach at all; `Some` of no maps for one
    /// it reaches through ops that read nothing of it — what is unknown
    /// behind them still counts).
    ///
    /// With shortcuts, a map that relates every index of its domain to
    /// every element of the value (`covers_all`) is not walked through:
    /// what all of the value reads is its [`Totals`], computed once per
    /// value and shared by every walk, with the map's dimension variables
    /// attached. It subsumes the value's other maps whose domain box lies
    /// inside its own, which are dropped; the union of the relations is
    /// unchanged. A value reached with no map contributes only what is
    /// unknown behind it.
    pub(super) fn walk(&mut self, body: &mut Body<'c, 'a>, start: ValueKey, seed: Slot<'c>) -> Vec<Option<Slot<'c>>> {
        let slots = self.walk_shared(body, start, seed);
        slots.into_iter().map(|slot| slot.map(Rc::unwrap_or_clone)).collect()
    }

    /// [`Fusion::walk`] with the slots shared: an argument read only as
    /// the frontier's totals say gets the widened totals' very slot (the
    /// same for every walk reaching it so), the others a slot of their own.
    pub(super) fn walk_shared(
        &mut self,
        body: &mut Body<'c, 'a>,
        start: ValueKey,
        seed: Slot<'c>,
    ) -> Vec<Option<Rc<Slot<'c>>>> {
        let walk = self.run_walk(body, start, seed, Walk::default());
        let Walk { mut at_arguments, frontier, .. } = walk;
        let direct = body.arguments.iter().map(|key| at_arguments.remove(key)).collect();
        combine(body, direct, frontier)
    }

    /// Propagates `seed`, the maps of the value `start`, through the ops
    /// before its definition, latest first.
    pub(super) fn run_walk(
        &mut self,
        body: &mut Body<'c, 'a>,
        start: ValueKey,
        seed: Slot<'c>,
        mut walk: Walk<'c>,
    ) -> Walk<'c> {
        let slot = walk.slot(body, start);
        *slot = seed;
        self.finish_walk(body, walk)
    }

    /// [`Fusion::run_walk`] from a seed that is a kept list (see
    /// [`super::reuse::WalkMemo`]), shared, not copied.
    pub(super) fn run_walk_from(
        &mut self,
        body: &mut Body<'c, 'a>,
        start: ValueKey,
        seed: Rc<Slot<'c>>,
        mut walk: Walk<'c>,
    ) -> Walk<'c> {
        if body.argument_of.contains_key(&start) {
            walk.at_arguments.insert(start, Rc::unwrap_or_clone(seed));
        } else {
            if let Some(&(p, _)) = body.layout.position.get(&start) {
                walk.queue.push(p);
            }
            walk.pending.insert(start, seed);
        }
        self.finish_walk(body, walk)
    }

    /// Walks the ops queued in `walk`, latest first.
    fn finish_walk(&mut self, body: &mut Body<'c, 'a>, mut walk: Walk<'c>) -> Walk<'c> {
        while let Some(p) = walk.queue.pop() {
            if walk.queue.peek() == Some(&p) {
                continue;
            }
            self.propagate(body, p, &mut walk);
        }
        walk
    }

    /// Composes the maps reaching the results of op `p` of `body` into maps
    /// of its operands (and of the values its regions capture): per result,
    /// what is left after the walk's stops ([`Fusion::stop_at_whole_values`])
    /// is composed into the operands and into the captured values.
    fn propagate(&mut self, body: &mut Body<'c, 'a>, p: usize, walk: &mut Walk<'c>) {
        let op = body.layout.ops[p];
        let key = OpKey::of(&op);
        let facts = self.ensure_op(op);
        let region_maps = if facts.captured.is_empty() { None } else { self.region_maps.get(&key).cloned() };
        for (i, &result_key) in facts.result_keys.iter().enumerate() {
            // Every user of a result comes before its definition in the
            // reverse walk, so its maps are final here and can be taken
            // (composing them reaches no result of this op).
            let Some((consumer_maps, kept)) = self.take_pending(body, walk, result_key, (p, i)) else { continue };
            // Without shortcuts the walk goes on with the maps as they
            // are, so they are recorded after it used them, not copied.
            let record_after = walk.record.is_some() && !self.shortcuts;
            if let Some(record) = &mut walk.record
                && !record_after
            {
                record.push((p, i, consumer_maps.clone()));
            }
            let consumer_maps = if self.shortcuts {
                let result_shape = &facts.result_shapes[i];
                let maps = Rc::unwrap_or_clone(consumer_maps);
                let Some(maps) = self.stop_at_whole_values(body, walk, result_key, result_shape, maps) else {
                    continue;
                };
                Rc::new(maps)
            } else {
                consumer_maps
            };
            self.compose_into_operands(body, walk, (p, key, kept), &facts, i, &consumer_maps);
            compose_into_captured(body, walk, (p, i, kept), &op, &facts, region_maps.as_deref(), &consumer_maps);
            if let Some(record) = &mut walk.record
                && record_after
            {
                record.push((p, i, consumer_maps));
            }
        }
    }

    /// Where the walk stops, with shortcuts: of a result read through no
    /// map, only which arguments are behind it (and what is unknown there)
    /// matters; a map relating every index to all of the result
    /// (`covers_all`) takes the result's totals into the frontier instead
    /// of walking on, and drops the maps whose domain lies inside its own.
    /// The maps left to walk on, `None` when the walk stops here.
    fn stop_at_whole_values(
        &mut self,
        body: &mut Body<'c, 'a>,
        walk: &mut Walk<'c>,
        result_key: ValueKey,
        result_shape: &Result<Vec<i64>, UnknownReason>,
        mut consumer_maps: Slot<'c>,
    ) -> Option<Slot<'c>> {
        if let Ok(list) = &mut consumer_maps {
            if list.is_empty() {
                // Reads nothing of it: only which arguments are
                // behind it (and what is unknown there) matters.
                let total = self.totals(body, result_key).reached_only();
                walk.add_frontier(&[], &total, &body.argument_shapes, &mut body.interner);
                return None;
            }
            if let Ok(shape) = result_shape {
                let whole = whole_value_dims(list, shape);
                if !whole.is_empty() {
                    let total = self.totals(body, result_key);
                    self.stops += whole.len();
                    for dims in &whole {
                        walk.add_frontier(dims, &total, &body.argument_shapes, &mut body.interner);
                    }
                    list.retain(|m| !whole.iter().any(|dims| dims_within(m.map.dims(), dims)));
                    if list.is_empty() {
                        return None;
                    }
                }
            }
        }
        // What all of the value reads is already in the frontier, over
        // dimensions holding those of every map reaching it: the walk
        // below it would add maps inside the frontier's (each index of
        // such a map reads at most all of the value), so it stops. Only
        // totals already computed are looked at, and only those of a
        // shaped value (the others say which arguments are reached, not
        // what is read).
        if result_shape.is_ok()
            && let Ok(list) = &consumer_maps
            && let Some(total) = body.totals.get(&result_key)
            && frontier_holds(&walk.frontier, list, total)
        {
            return None;
        }
        Some(consumer_maps)
    }

    /// Composes `consumer_maps`, the maps reaching result `i` of the op
    /// `key`, into the maps of each of its operands, through the op's
    /// output-to-input maps.
    fn compose_into_operands(
        &mut self,
        body: &Body<'c, 'a>,
        walk: &mut Walk<'c>,
        (p, key, kept): (usize, OpKey, bool),
        facts: &OpFacts<'c, 'a>,
        i: usize,
        consumer_maps: &Rc<Slot<'c>>,
    ) {
        let name = facts.name.as_str();
        let entries = &self.op_memo[&key];
        for (o, operand) in facts.operands.iter().enumerate() {
            let Some(at) = entries.iter().position(|e| e.result == i && e.operand == o) else { continue };
            // A recording walk merges what reaches an op result once its op
            // is reached (`Fusion::take_pending`).
            if walk.record.is_some()
                && let Some(id) = body.layout.numbering().operands[p][o]
            {
                walk.defer(body, id, (p, i, Through::Operand(o), at), consumer_maps, kept);
                continue;
            }
            let producer_maps = producer_of(&entries[at].maps, name);
            let holder = Holder::Walk(walk, ValueKey::of(*operand));
            merge_operand(body, holder, consumer_maps, producer_maps, facts, (i, o), &mut self.compositions);
        }
    }
}

/// A recording walk's lists, merged once a value's op is reached.
impl<'c, 'a> Fusion<'c, 'a> {
    /// The maps reaching the op result `key`, taken out of the walk, with
    /// whether they are a kept list ([`super::reuse::WalkMemo`]; only a
    /// recording walk keeps lists): what was deferred for it merged in the
    /// order it came (after the seed, if it is the start), or the list a
    /// walk before settled on when every list reaching it is kept and was
    /// seen reaching it so. The list merged is kept (interned) when it can
    /// be.
    fn take_pending(
        &mut self,
        body: &Body<'c, 'a>,
        walk: &mut Walk<'c>,
        key: ValueKey,
        (p, i): (usize, usize),
    ) -> Option<(Rc<Slot<'c>>, bool)> {
        let start = if walk.pending.is_empty() { None } else { walk.pending.remove(&key) };
        let taken = if walk.record.is_some() {
            let id = body.layout.numbering().first_result[p] + i;
            walk.deferred.get_mut(id).and_then(Option::take)
        } else {
            None
        };
        let Some(deferred) = taken else {
            let recording = walk.record.is_some();
            return start.map(|slot| {
                let kept = recording && self.reuse.is_kept(&slot);
                (slot, kept)
            });
        };
        let arena = &walk.contributions;
        let looked_up = (start.is_none() && deferred.kept).then(|| self.reuse.settled(key, arena, deferred));
        if let Some((_, Some(done))) = looked_up {
            return Some((done, true));
        }
        let mut slot = start;
        for contribution in chain(arena, deferred.first) {
            self.replay(body, &mut slot, contribution);
        }
        let (settled, kept) = self.reuse.intern(slot.unwrap_or_else(|| Rc::new(Ok(Vec::new()))));
        if let Some((hash, _)) = looked_up
            && kept
        {
            self.reuse.settle(hash, key, arena, deferred, &settled);
        }
        Some((settled, kept))
    }

    /// Merges one deferred list into `slot` (`None`: nothing yet) as the
    /// walk without deferring does: through an identity or the composition
    /// memo's single list, an empty slot takes the list itself; else the
    /// maps are composed and merged.
    fn replay(&mut self, body: &Body<'c, 'a>, slot: &mut Option<Rc<Slot<'c>>>, contribution: &Contribution<'c>) {
        let Contribution { op: p, result: i, through, consumer, entry: at, .. } = contribution;
        let op = body.layout.ops[*p];
        let key = OpKey::of(&op);
        let facts = self.facts[&key].clone();
        let name = facts.name.as_str();
        match *through {
            Through::Operand(o) => {
                let entries = &self.op_memo[&key];
                let is_pair = |e: &&crate::Entry<'c>| e.result == *i && e.operand == o;
                let Some(entry) = entries.get(*at).filter(is_pair).or_else(|| entries.iter().find(is_pair)) else {
                    return;
                };
                let producer_maps = producer_of(&entry.maps, name);
                let memo = &mut self.compositions;
                merge_operand(body, Holder::Replay(slot), consumer, producer_maps, &facts, (*i, o), memo);
            }
            Through::Captured(c) => {
                let region_maps = self.region_maps.get(&key).cloned();
                merge_captured(body, Holder::Replay(slot), consumer, &op, &facts, region_maps.as_deref(), (*i, c));
            }
        }
    }
}

/// Where one operand's maps are merged: its list in a walk, or the list a
/// recording walk's replay builds (`None`: nothing yet).
enum Holder<'h, 'c> {
    Walk(&'h mut Walk<'c>, ValueKey),
    Replay(&'h mut Option<Rc<Slot<'c>>>),
}

impl<'h, 'c> Holder<'h, 'c> {
    /// Whether nothing reached the list yet (it can take a list as it is).
    fn is_vacant(&self, body: &Body<'c, '_>) -> bool {
        let is_empty = |slot: &Slot<'c>| matches!(slot, Ok(list) if list.is_empty());
        match self {
            Holder::Walk(walk, key) => {
                !body.argument_of.contains_key(key) && walk.pending.get(key).is_none_or(|slot| is_empty(slot))
            }
            Holder::Replay(slot) => slot.as_deref().is_none_or(is_empty),
        }
    }

    /// Makes a vacant list `maps` itself, shared, not copied.
    fn fill(self, body: &Body<'c, '_>, maps: &Rc<Slot<'c>>) {
        match self {
            Holder::Walk(walk, key) => {
                let shared = walk.share(body, key, maps);
                debug_assert!(shared, "only a vacant list is filled");
            }
            Holder::Replay(slot) => *slot = Some(maps.clone()),
        }
    }

    /// The list, to merge maps into.
    fn slot(self, body: &Body<'c, '_>) -> &'h mut Slot<'c> {
        match self {
            Holder::Walk(walk, key) => walk.slot(body, key),
            Holder::Replay(slot) => Rc::make_mut(slot.get_or_insert_with(|| Rc::new(Ok(Vec::new())))),
        }
    }
}

/// An op's maps from a result to an operand, as a merge takes them.
fn producer_of<'m, 'c>(maps: &'m Maps<'c>, name: &str) -> Result<&'m [OperandMap<'c>], UnknownReason> {
    match maps {
        Maps::Known(list) => Ok(list.as_slice()),
        Maps::Unknown(reason) => Err(UnknownReason::within(name, reason.clone())),
    }
}

/// Merges `consumer_maps`, the maps reaching result `i` of an op (`facts`),
/// through its maps to operand `o` (`producer_maps`) into `holder`. Through
/// an identity (an elementwise op), a list nothing else reached yet reads
/// what the result reads: the list is shared, not copied; through another
/// single map, the composition memo's list is. The compositions of maps
/// without runtime variables are kept in `memo`: the walks of a function
/// (one per result when tiling every result, one per region and
/// iteration in a loop) compose the same maps through the same ops again.
fn merge_operand<'c>(
    body: &Body<'c, '_>,
    holder: Holder<'_, 'c>,
    consumer_maps: &Rc<Slot<'c>>,
    producer_maps: Result<&[OperandMap<'c>], UnknownReason>,
    facts: &OpFacts<'c, '_>,
    (i, o): (usize, usize),
    memo: &mut CompositionMemo<'c>,
) {
    let result_shape = facts.result_shapes[i].as_deref().ok();
    if let Ok(producer) = producer_maps
        && holder.is_vacant(body)
    {
        if passes_through(consumer_maps, producer, result_shape) {
            return holder.fill(body, consumer_maps);
        }
        if let Some(composed) = memo.shared(consumer_maps, producer, &facts.operands, &body.arguments, result_shape) {
            return holder.fill(body, &composed);
        }
    }
    merge_with(
        holder.slot(body),
        consumer_maps,
        producer_maps,
        facts.name.as_str(),
        &facts.operands,
        &body.arguments,
        result_shape,
        facts.operand_shapes[o].as_deref(),
        Some(memo),
    );
}

/// Whether merging `consumer_maps` through `producer_maps` into an empty
/// list gives `consumer_maps` as they are: the producer is one identity
/// over the whole result, exact, and the consumer's maps are known, at
/// most [`MAX_MAPS_PER_VALUE`] and structurally distinct (so that adding
/// them one by one keeps each, in order, with its superset mark).
fn passes_through(consumer_maps: &Slot<'_>, producer_maps: &[OperandMap<'_>], result_shape: Option<&[i64]>) -> bool {
    let ([producer], Ok(list)) = (producer_maps, consumer_maps) else { return false };
    producer.superset.is_none()
        && list.len() <= MAX_MAPS_PER_VALUE
        && is_full_identity(producer, result_shape)
        && list.iter().enumerate().all(|(k, m)| !contains(&list[..k], m))
}

/// What all of a value reads.
impl<'c, 'a> Fusion<'c, 'a> {
    /// What all elements of the value `key` read of each argument: computed
    /// for every value it depends on that has none yet, in definition order,
    /// so that each computation finds those of its operands ready.
    fn totals(&mut self, body: &mut Body<'c, 'a>, key: ValueKey) -> Totals<'c> {
        if let Some(done) = body.totals.get(&key) {
            return done.clone();
        }
        let mut needed = Vec::new();
        let mut seen = HashSet::default();
        let mut stack = vec![key];
        while let Some(value) = stack.pop() {
            if body.totals.contains_key(&value) || !seen.insert(value) {
                continue;
            }
            if let Some(a) = body.argument_index(value) {
                let total = body.argument_total(a);
                body.totals.insert(value, total);
                continue;
            }
            let Some(&(p, _)) = body.layout.position.get(&value) else {
                // Not defined in this body: reads no argument.
                body.totals.insert(value, Totals::default());
                continue;
            };
            needed.push(p);
            let op = body.layout.ops[p];
            self.ensure_op(op);
            stack.extend(op.operands().map(ValueKey::of));
            stack.extend(self.facts[&OpKey::of(&op)].captured.iter().map(|(v, _)| ValueKey::of(*v)));
        }
        needed.sort_unstable();
        needed.dedup();
        for p in needed {
            self.compute_totals(body, p);
        }
        body.totals.get(&key).cloned().unwrap_or_default()
    }

    /// The totals of each result of op `p` of `body`, from its operands'.
    fn compute_totals(&mut self, body: &mut Body<'c, 'a>, p: usize) {
        let op = body.layout.ops[p];
        let key = OpKey::of(&op);
        self.ensure_op(op);
        let name = ir::op_name(&op).to_owned();
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let ctx = indexing_map::Ctx::from(op.context());
        let facts = self.facts[&key].clone();
        let captured: Vec<Value<'c, 'a>> = facts.captured.iter().map(|(v, _)| *v).collect();
        let region_maps = self.region_maps.get(&key).cloned();
        for (i, result) in op.results().enumerate() {
            let result_shape = facts.result_shapes[i].clone();
            let mut total = Totals::default();
            let mut sources: Vec<(Value<'c, 'a>, Result<Vec<OperandMap<'c>>, UnknownReason>, bool)> = Vec::new();
            for (o, operand) in operands.iter().enumerate() {
                let entry = self.op_memo[&key].iter().find(|e| e.result == i && e.operand == o);
                match entry.map(|e| &e.maps) {
                    Some(Maps::Known(list)) => sources.push((*operand, Ok(list.clone()), true)),
                    Some(Maps::Unknown(reason)) => {
                        sources.push((*operand, Err(UnknownReason::within(name.clone(), reason.clone())), true))
                    }
                    None => {}
                }
            }
            for (c, (value, shape)) in facts.captured.iter().enumerate() {
                let producer = match &region_maps {
                    Some(maps) => maps[i][c].clone(),
                    None => captured_map(&op, ctx, &name, shape, &result_shape),
                };
                sources.push((*value, producer, false));
            }
            for (source, producer_maps, is_operand) in sources {
                let source_key = ValueKey::of(source);
                let source_total = body.totals.get(&source_key).cloned().unwrap_or_default();
                let (producer_maps, shape) = match (producer_maps, &result_shape) {
                    (Err(reason), _) => {
                        total.union(&source_total.all_unknown(&reason), &body.argument_shapes, &mut body.interner);
                        continue;
                    }
                    (_, Err(_)) => {
                        // Without a static shape, the value's totals are
                        // never used for maps, only for what is unknown
                        // behind it and which arguments it reaches.
                        total.union(&source_total.reached_only(), &body.argument_shapes, &mut body.interner);
                        continue;
                    }
                    (Ok(list), Ok(shape)) => (list, shape),
                };
                let everything = Ok(vec![full_coverage(ctx, shape)]);
                let mut partial = Ok(Vec::new());
                let source_shape = stand_in_shape(source.r#type());
                let identity_shape = if is_operand { Some(shape.as_slice()) } else { None };
                let provenance = if is_operand { &operands } else { &captured };
                merge(
                    &mut partial,
                    &everything,
                    Ok(&producer_maps),
                    &name,
                    provenance,
                    &body.arguments,
                    identity_shape,
                    None,
                );
                if let (Ok(list), Ok(source_shape)) = (&mut partial, &source_shape)
                    && list.iter().any(|m| covers_all(m, source_shape))
                {
                    total.union(&source_total, &body.argument_shapes, &mut body.interner);
                    continue;
                }
                let slots = self.walk_shared(body, source_key, partial);
                let walked = Totals::from_slots(slots, &mut body.interner);
                total.union(&walked, &body.argument_shapes, &mut body.interner);
            }
            body.totals.insert(ValueKey::of(result), total);
        }
    }
}

/// What a walk found of each of `body`'s arguments (the ends of the walk:
/// a backward walk's function arguments, a forward walk's function
/// results): the maps that reached it directly (`direct`, by argument)
/// with the frontier's totals widened to the dimensions that stopped at
/// them. An end read only as the frontier's totals say gets the widened
/// totals' very slot (the same for every walk reaching it so), the others a
/// slot of their own; `None` for an end the walk does not reach at all.
pub(super) fn combine<'c>(
    body: &mut Body<'c, '_>,
    direct: Vec<Option<Slot<'c>>>,
    frontier: Vec<(Vec<indexing_map::Variable>, Totals<'c>)>,
) -> Vec<Option<Rc<Slot<'c>>>> {
    let frontier: Vec<_> = frontier.into_iter().map(|(dims, total)| (body.dims_id(&dims), dims, total)).collect();
    let mut slots = Vec::with_capacity(direct.len());
    for (a, direct) in direct.into_iter().enumerate() {
        let widened: Vec<Rc<Slot<'c>>> =
            frontier.iter().filter_map(|(id, dims, total)| Some(body.widen(total.get(a)?, *id, dims, a))).collect();
        if direct.is_none() && widened.is_empty() {
            slots.push(None);
            continue;
        }
        let is_empty = |slot: &Slot<'c>| matches!(slot, Ok(list) if list.is_empty());
        let slot = if let Some(Err(reason)) = direct {
            Err(reason)
        } else if let Some(unknown) = widened.iter().find(|w| w.is_err()) {
            slots.push(Some(unknown.clone()));
            continue;
        } else if direct.as_ref().is_none_or(is_empty) && widened.iter().filter(|w| !is_empty(w)).nth(1).is_none() {
            // What reaches it with maps reaches it alone: the widened slot
            // (normalized already) is shared, not copied.
            let only = widened.iter().find(|w| !is_empty(w)).or(widened.first());
            slots.push(Some(only.cloned().unwrap_or_else(|| Rc::new(Ok(Vec::new())))));
            continue;
        } else {
            let mut list = direct.and_then(Result::ok).unwrap_or_default();
            for w in &widened {
                for m in w.as_ref().as_ref().into_iter().flatten() {
                    add(&mut list, m.clone());
                }
            }
            subsume(&mut list, body.argument_shapes[a].as_deref().ok());
            dedup_relations(&mut list);
            merge_into_whole(&mut list, body.argument_shapes[a].as_deref().ok());
            merge_into_boxes(&mut list, body.argument_shapes[a].as_deref().ok());
            if list.len() > MAX_MAPS_PER_VALUE { Err(UnknownReason::TooManyMaps) } else { Ok(list) }
        };
        slots.push(Some(Rc::new(slot)));
    }
    slots
}

/// Composes `consumer_maps`, the maps reaching result `i` of `op`, into the
/// maps of the values its regions use from outside (a linalg body adding a
/// function argument, a tensor.pad yielding one): every element of the
/// result may read every element of them; through a control-flow op's
/// regions, what the regions read (`region_maps`, `[result][captured]`).
fn compose_into_captured<'c, 'a>(
    body: &Body<'c, 'a>,
    walk: &mut Walk<'c>,
    (p, i, kept): (usize, usize, bool),
    op: &OperationRef<'c, 'a>,
    facts: &OpFacts<'c, 'a>,
    region_maps: Option<&Vec<Vec<Slot<'c>>>>,
    consumer_maps: &Rc<Slot<'c>>,
) {
    if facts.captured.is_empty() {
        return;
    }
    for (c, (value, _)) in facts.captured.iter().enumerate() {
        let value_key = ValueKey::of(*value);
        if walk.record.is_some()
            && let Some(id) = body.layout.result_number(value_key)
        {
            walk.defer(body, id, (p, i, Through::Captured(c), 0), consumer_maps, kept);
            continue;
        }
        merge_captured(body, Holder::Walk(walk, value_key), consumer_maps, op, facts, region_maps, (i, c));
    }
}

/// Merges `consumer_maps`, the maps reaching result `i` of `op`, through
/// its maps to its `c`-th captured value ([`captured_producer`]) into
/// `holder`.
fn merge_captured<'c, 'a>(
    body: &Body<'c, 'a>,
    holder: Holder<'_, 'c>,
    consumer_maps: &Slot<'c>,
    op: &OperationRef<'c, 'a>,
    facts: &OpFacts<'c, 'a>,
    region_maps: Option<&Vec<Vec<Slot<'c>>>>,
    (i, c): (usize, usize),
) {
    let producer = captured_producer(op, facts, region_maps, i, c);
    let captured: Vec<Value<'c, 'a>> = facts.captured.iter().map(|(v, _)| *v).collect();
    merge(
        holder.slot(body),
        consumer_maps,
        producer.as_deref().map_err(Clone::clone),
        facts.name.as_str(),
        &captured,
        &body.arguments,
        None,
        None,
    );
}

/// The maps from result `i` of `op` to its `c`-th captured value: through
/// a control-flow op's regions, what they read (`region_maps`); else all
/// of it per element ([`captured_map`]).
fn captured_producer<'c>(
    op: &OperationRef<'c, '_>,
    facts: &OpFacts<'c, '_>,
    region_maps: Option<&Vec<Vec<Slot<'c>>>>,
    i: usize,
    c: usize,
) -> Slot<'c> {
    match region_maps {
        Some(maps) => maps[i][c].clone(),
        None => {
            let ctx = indexing_map::Ctx::from(op.context());
            captured_map(op, ctx, facts.name.as_str(), &facts.captured[c].1, &facts.result_shapes[i])
        }
    }
}
