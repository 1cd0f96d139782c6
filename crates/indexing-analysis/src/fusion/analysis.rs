//! [`Fusion`]: the function-level analysis of one module and its entry
//! points (per op, per function, grouped by value), with the memos every
//! walk shares.

use super::compose::{CompositionMemo, function_level_sizes};
use super::coverage::{Slot, dedup_relations, subsume};
use super::data::{Body, Layout, OpFacts, Walk, identity_seed, op_unknown_pairs, unknown_pairs};
use super::reuse::WalkMemo;
use crate::ir::{self, OpKey, ValueKey, body_block, callee_name, ops_and_terminator, same_signature};
use crate::memo::{MapHash, Memo, hash_each, identical};
use crate::rules::SimplifyMemo;
use crate::{Direction, Entry, Maps, OperandMap, SharedEntry, SharedMaps, UnknownReason, rules};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::hash_map::Entry as MapEntry;
use std::rc::Rc;

/// Function-level analysis of one module, with memoized callees.
pub struct Fusion<'c, 'a> {
    pub(super) functions: HashMap<String, OperationRef<'c, 'a>>,
    pub(super) memo: HashMap<String, Rc<Vec<Entry<'c>>>>,
    pub(super) in_progress: HashSet<String>,
    /// Whether walks stop at values read whole (see [`Fusion::walk`]).
    pub(super) shortcuts: bool,
    /// How many times a walk stopped at a value read whole.
    pub(super) stops: usize,
    /// Each op's output-to-input entries, by op (computed once, shared by
    /// the per-op report and every walk).
    pub(super) op_memo: HashMap<OpKey, Vec<Entry<'c>>>,
    /// The calls whose `op_memo` entries were taken inside a loop's walk,
    /// with the counter's values known ([`Fusion::callee_in_loop`]): for
    /// that walk only, not the call's own maps.
    pub(super) in_loop_calls: HashSet<OpKey>,
    /// Result shapes and captured values of each op, by op (computed once).
    pub(super) facts: HashMap<OpKey, Rc<OpFacts<'c, 'a>>>,
    /// For control-flow ops (`case`, `if`, `while`): the maps from each result to
    /// each value its regions capture (`[result][captured]`, in the order
    /// of [`OpFacts::captured`]), composed through the regions. Other ops
    /// read captured values whole.
    pub(super) region_maps: HashMap<OpKey, Rc<Vec<Vec<Slot<'c>>>>>,
    /// The `while` ops whose maps are the exact closed form over their
    /// iterations (not a union over every number of them).
    pub(super) counted_loops: HashSet<OpKey>,
    /// The value tiles computed by [`crate::tiling::tile_function`] on this
    /// analysis, shared by its calls.
    pub(crate) tile_memo: crate::tiling::TileMemo<'c>,
    /// Compositions of maps without runtime variables, shared by the walks
    /// of [`Fusion::grouped_indexing`] (one per result).
    pub(super) compositions: CompositionMemo<'c>,
    /// The final maps of the values [`Fusion::grouped_indexing`] reached,
    /// by the maps that reached them (see [`FinalMaps`]).
    final_maps: FinalMaps<'c>,
    /// Each function's body (its ops and arguments, none of the walks'
    /// state) and terminator, for the walks of [`Fusion::grouped_indexing`]
    /// (one per result).
    layouts: HashMap<OpKey, (Body<'c, 'a>, OperationRef<'c, 'a>)>,
    /// The lists of maps those walks reach values with, kept once per
    /// content, and each value's list by what reached it.
    pub(super) reuse: WalkMemo<'c>,
    /// An empty walk whose buffers the next of those walks takes.
    spare_walk: Walk<'c>,
    /// The ops' maps simplified, by the map before (a model's ops repeat
    /// layer after layer, and so do their maps).
    simplified: SimplifyMemo<'c>,
}

impl<'c, 'a> Fusion<'c, 'a> {
    /// Prepares the analysis of the `func.func` ops directly in `module`.
    pub fn new(module: &OperationRef<'c, 'a>) -> Self {
        Fusion {
            functions: crate::ir::functions_by_name(module),
            memo: HashMap::default(),
            in_progress: HashSet::default(),
            in_loop_calls: HashSet::default(),
            shortcuts: true,
            stops: 0,
            op_memo: HashMap::default(),
            facts: HashMap::default(),
            region_maps: HashMap::default(),
            counted_loops: HashSet::default(),
            tile_memo: Default::default(),
            compositions: CompositionMemo::default(),
            final_maps: FinalMaps::default(),
            layouts: HashMap::default(),
            reuse: WalkMemo::default(),
            spare_walk: Walk::default(),
            simplified: SimplifyMemo::default(),
        }
    }

    /// Turns the walks' shortcut through values read whole on or off (on
    /// by default). Off, every walk composes op by op down to the
    /// arguments: the plain algorithm, kept as the reference the
    /// shortcut is checked against (same relations).
    pub fn set_shortcuts(&mut self, on: bool) {
        self.shortcuts = on;
    }

    /// How many times a walk stopped at a value read whole and took what
    /// all of it reads instead of walking on (a measure of the shortcut's
    /// use; 0 without shortcuts).
    pub fn stops(&self) -> usize {
        self.stops
    }

    /// The output-to-input indexing of `op`; a `func.call` (or a
    /// `stablehlo.composite`) composes through its callee (its
    /// decomposition; operands are the callee's arguments).
    pub fn op_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let key = OpKey::of(&op);
        if let Some(done) = self.op_memo.get(&key) {
            return done.clone();
        }
        let computed = self.compute_op_indexing(op);
        self.op_memo.insert(key, computed.clone());
        computed
    }

    /// [`Fusion::op_indexing`] without keeping the maps: for a report
    /// without function-level maps, where no walk through `op` follows (a
    /// call's walk through its callee keeps what it needs).
    pub fn op_indexing_unkept(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        match self.op_memo.get(&OpKey::of(&op)) {
            Some(done) => done.clone(),
            None => self.compute_op_indexing(op),
        }
    }

    /// The op's own maps, for the per-op report: [`Fusion::op_indexing`]
    /// (or, without `keep`, [`Fusion::op_indexing_unkept`]), except for a
    /// call in a loop's body whose kept maps were taken with the loop
    /// counter's values known: its callee's function-level maps, as in
    /// the other direction.
    pub fn reported_op_indexing(&mut self, op: OperationRef<'c, 'a>, keep: bool) -> Vec<Entry<'c>> {
        if self.in_loop_calls.contains(&OpKey::of(&op))
            && let Some(callee) = callee_name(&op)
        {
            return self.function_indexing(&callee).as_ref().clone();
        }
        if keep { self.op_indexing(op) } else { self.op_indexing_unkept(op) }
    }

    fn compute_op_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        match ir::op_name(&op) {
            "func.call" | "stablehlo.composite" => {
                if let Some(callee) = callee_name(&op) {
                    // A composite's decomposition is not resolved or
                    // type-checked by any verifier (a call's is): a missing
                    // one, or one of another signature, reads what is
                    // unknown, not nothing.
                    let problem = match self.functions.get(&callee) {
                        None => Some(format!("@{callee} is not a func.func of this module")),
                        Some(function) if !same_signature(function, &op) => {
                            Some(format!("the signature of @{callee} does not match the op's operand and result types"))
                        }
                        Some(_) => None,
                    };
                    if let Some(problem) = problem {
                        return op_unknown_pairs(&op, &UnknownReason::malformed(problem));
                    }
                    if let Some(entries) = self.callee_in_loop(&op, &callee) {
                        self.in_loop_calls.insert(OpKey::of(&op));
                        return entries;
                    }
                    return self.function_indexing(&callee).as_ref().clone();
                }
            }
            "stablehlo.case" | "stablehlo.if" | "stablehlo.while"
                if let Some(entries) = rules::dynamic_control_flow_indexing(op, Direction::OutputToInput) =>
            {
                return entries;
            }
            "stablehlo.case" | "stablehlo.if" => return self.branch_indexing(op),
            "stablehlo.dynamic_update_slice" | "stablehlo.scatter" => {
                if let Some(entries) = super::pinned::pinned_op_indexing(op, &self.functions) {
                    return entries;
                }
            }
            "stablehlo.while" => return self.loop_indexing(op),
            "sdy.manual_computation" | "stablehlo.async_start" => return self.manual_indexing(op),
            _ => {}
        }
        rules::op_indexing_with(op, Direction::OutputToInput, Some(&mut self.simplified))
    }

    /// Computes (once) the op's maps and facts; the facts.
    pub(super) fn ensure_op(&mut self, op: OperationRef<'c, 'a>) -> Rc<OpFacts<'c, 'a>> {
        let key = OpKey::of(&op);
        if !self.op_memo.contains_key(&key) {
            let computed = self.compute_op_indexing(op);
            self.op_memo.insert(key, computed);
        }
        self.facts.entry(key).or_insert_with(|| Rc::new(OpFacts::of(&op))).clone()
    }
}

/// Function-level maps.
impl<'c, 'a> Fusion<'c, 'a> {
    /// The maps from each result of function `name` to each of its
    /// arguments (entries: `result`, `operand` = argument index).
    pub fn function_indexing(&mut self, name: &str) -> Rc<Vec<Entry<'c>>> {
        if let Some(done) = self.memo.get(name) {
            return done.clone();
        }
        let Some(&function) = self.functions.get(name) else {
            return Rc::default();
        };
        if !self.in_progress.insert(name.to_owned()) {
            return Rc::new(unknown_pairs(&function, &UnknownReason::RecursiveCall { callee: name.to_string() }));
        }
        let entries = Rc::new(self.compute(function));
        self.in_progress.remove(name);
        self.memo.insert(name.to_owned(), entries.clone());
        entries
    }

    pub(super) fn compute(&mut self, function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let mut entries = Vec::new();
        self.compute_each(function, &mut |result_entries| {
            entries.extend(result_entries.iter().map(SharedEntry::to_entry))
        });
        entries
    }

    /// The function-level entries of `function`, handed to `each` one
    /// result at a time (all its arguments), in result order; entries
    /// reading an argument the same way share its maps.
    fn compute_each(&mut self, function: OperationRef<'c, 'a>, each: &mut dyn FnMut(Vec<SharedEntry<'c>>)) {
        let block = match body_block(&function) {
            Ok(block) => block,
            Err(reason) => {
                let unknown = unknown_pairs(&function, &reason);
                return each(unknown.into_iter().map(SharedEntry::from).collect());
            }
        };
        let Some((ops, terminator)) = ops_and_terminator(&block) else { return };
        let ctx = indexing_map::Ctx::from(function.context());
        let mut body = Body::new(ctx, Rc::new(Layout::new(ops)), &block);
        for (r, returned) in terminator.operands().enumerate() {
            let seed =
                identity_seed(ctx, returned).map_err(|reason| UnknownReason::within(format!("result {r}"), reason));
            let seed = seed.map(|mut list| {
                function_level_sizes(&mut list, &body.arguments);
                list
            });
            let slots = self.walk_shared(&mut body, ValueKey::of(returned), seed);
            let nothing: SharedMaps<'c> = Rc::new(Ok(Vec::new()));
            let entries = slots
                .into_iter()
                .enumerate()
                .map(|(a, slot)| SharedEntry { result: r, operand: a, maps: slot.unwrap_or_else(|| nothing.clone()) })
                .collect();
            each(entries);
        }
    }

    /// [`Fusion::function_indexing`] handed to `each` one result at a time
    /// and not kept: for streaming the report of a function no call uses,
    /// whose entries (every result to every argument) can be many.
    pub fn function_indexing_each(&mut self, name: &str, mut each: impl FnMut(Vec<SharedEntry<'c>>)) {
        if let Some(done) = self.memo.get(name) {
            return each(done.iter().cloned().map(SharedEntry::from).collect());
        }
        let Some(&function) = self.functions.get(name) else { return };
        if !self.in_progress.insert(name.to_owned()) {
            let unknown = unknown_pairs(&function, &UnknownReason::RecursiveCall { callee: name.to_string() });
            return each(unknown.into_iter().map(SharedEntry::from).collect());
        }
        self.compute_each(function, &mut each);
        self.in_progress.remove(name);
    }

    /// XLA's grouped output-to-input indexing of one result of function
    /// `name`: for every value of the body that result reaches (function
    /// arguments first, then op results in program order), the maps from
    /// an index of the result to the elements of that value it reads.
    /// Composes op by op (the whole-value shortcut would skip the values
    /// below a value read whole), so it costs one plain walk. `None` when
    /// there is no such function or result, or the body is not one block.
    pub fn grouped_indexing(&mut self, name: &str, result: usize) -> Option<Vec<(Value<'c, 'a>, Maps<'c>)>> {
        let grouped = self.grouped_indexing_shared(name, result)?;
        let owned = |maps: SharedMaps<'c>| match Rc::unwrap_or_clone(maps) {
            Ok(list) => Maps::Known(list),
            Err(reason) => Maps::Unknown(reason),
        };
        Some(grouped.into_iter().map(|(value, maps)| (value, owned(maps))).collect())
    }

    /// [`Fusion::grouped_indexing`] with each value's maps shared with the
    /// memo of final maps (no copy of a list the memo already holds).
    pub(crate) fn grouped_indexing_shared(
        &mut self,
        name: &str,
        result: usize,
    ) -> Option<Vec<(Value<'c, 'a>, SharedMaps<'c>)>> {
        let function = *self.functions.get(name)?;
        let block = body_block(&function).ok()?;
        let ctx = indexing_map::Ctx::from(function.context());
        let (template, terminator) = match self.layouts.entry(OpKey::of(&function)) {
            MapEntry::Occupied(kept) => kept.into_mut(),
            MapEntry::Vacant(slot) => {
                let (ops, terminator) = ops_and_terminator(&block)?;
                slot.insert((Body::new(ctx, Rc::new(Layout::new(ops)), &block), terminator))
            }
        };
        let returned = terminator.operand(result).ok()?;
        let mut body = template.fresh();
        let seed =
            identity_seed(ctx, returned).map_err(|reason| UnknownReason::within(format!("result {result}"), reason));
        let (seed, _) = self.reuse.intern(Rc::new(seed));
        let shortcuts = std::mem::replace(&mut self.shortcuts, false);
        let mut spare = std::mem::take(&mut self.spare_walk);
        spare.record.get_or_insert_with(Vec::new);
        spare.deferred.resize(body.layout.numbering().op_of.len(), None);
        let mut walk = self.run_walk_from(&mut body, ValueKey::of(returned), seed, spare);
        self.shortcuts = shortcuts;
        let memo = &mut self.final_maps;
        let mut at_arguments = std::mem::take(&mut walk.at_arguments);
        let mut record = walk.record.take().unwrap_or_default();
        let mut grouped = Vec::with_capacity(at_arguments.len() + record.len());
        for (a, key) in body.arguments.iter().enumerate() {
            if let Some(slot) = at_arguments.remove(key) {
                let argument: Value<'c, 'a> = block.argument(a).ok()?.into();
                grouped.push((argument, memo.of(Rc::new(slot), body.argument_shapes[a].as_deref().ok())));
            }
        }
        // The walk records ops latest first, each op's results in order:
        // reversed, with each op's run put back in order, they are in
        // program order (sorted otherwise).
        record.reverse();
        record.chunk_by_mut(|a, b| a.0 == b.0).for_each(<[_]>::reverse);
        if !record.is_sorted_by_key(|&(p, i, _)| (p, i)) {
            record.sort_by_key(|&(p, i, _)| (p, i));
        }
        // Values that shared one list in the walk (an elementwise chain)
        // share its final maps too, when their shapes are the same. The
        // record holds every list at once, so distinct lists have distinct
        // addresses.
        let mut finished: HashMap<*const Slot<'c>, (Option<&[i64]>, SharedMaps<'c>)> =
            HashMap::with_capacity_and_hasher(record.len(), Default::default());
        for (p, i, slot) in record.drain(..) {
            let op = body.layout.ops[p];
            let facts = &self.facts[&OpKey::of(&op)];
            let value: Value<'c, 'a> = op.result(i).ok()?.into();
            let shape = facts.result_shapes[i].as_deref().ok();
            let maps = match finished.get(&Rc::as_ptr(&slot)) {
                Some((done_shape, done)) if *done_shape == shape => done.clone(),
                _ => {
                    let key = Rc::as_ptr(&slot);
                    let done = memo.of(slot, shape);
                    finished.insert(key, (shape, done.clone()));
                    done
                }
            };
            grouped.push((value, maps));
        }
        // The walk's buffers serve the next walk (emptied, their capacity
        // kept).
        at_arguments.clear();
        walk.clear();
        walk.at_arguments = at_arguments;
        walk.record = Some(record);
        self.spare_walk = walk;
        Some(grouped)
    }
}

/// Final maps kept at most by a [`FinalMaps`].
const FINAL_MAPS_KEPT: usize = 1 << 16;

/// The final maps of a value (subsumed, deduplicated by relation) by the
/// maps that reached it (each map with its constraints' order and what marks
/// it superset) and the value's shape: a walk per result of a function
/// reaches the same values through the same maps again and again. Only
/// lists without runtime variables are kept (their provenance is not part
/// of the key); `None` keeps that the list stays as it is (most do).
struct FinalMaps<'c> {
    kept: Memo<Reached<'c>, Option<SharedMaps<'c>>>,
}

/// The maps that reached a value and its shape (a [`FinalMaps`] key).
type Reached<'c> = (Vec<OperandMap<'c>>, Option<Vec<i64>>);

impl Default for FinalMaps<'_> {
    fn default() -> Self {
        FinalMaps { kept: Memo::new(FINAL_MAPS_KEPT) }
    }
}

impl<'c> FinalMaps<'c> {
    /// The maps of `slot` subsumed and deduplicated by relation, for a
    /// value of `shape` (`slot` itself where that leaves them as they are,
    /// or they are unknown).
    fn of(&mut self, slot: Rc<Slot<'c>>, shape: Option<&[i64]>) -> SharedMaps<'c> {
        let Ok(list) = slot.as_ref() else { return slot };
        if list.is_empty() {
            return slot;
        }
        if list.iter().any(|m| !m.rt_vars.is_empty()) {
            let mut list = Rc::unwrap_or_clone(slot).unwrap_or_default();
            subsume(&mut list, shape);
            dedup_relations(&mut list);
            return Rc::new(Ok(list));
        }
        let hash = hash_each(list.iter().map(|m| (MapHash(&m.map), &m.superset)), &shape);
        let same = |(kept, kept_shape): &Reached<'c>| kept_shape.as_deref() == shape && same_maps(kept, list);
        match self.kept.get(hash, same) {
            Some(None) => return slot,
            Some(Some(done)) => return done.clone(),
            None => {}
        }
        let reached = list.clone();
        let mut list = list.clone();
        subsume(&mut list, shape);
        dedup_relations(&mut list);
        let kept = (!same_maps(&list, &reached)).then(|| Rc::new(Ok(list)));
        self.kept.insert(hash, (reached, shape.map(<[i64]>::to_vec)), kept.clone());
        kept.unwrap_or(slot)
    }
}

/// Whether two lists hold the same maps in the same order, each with its
/// constraints' order ([`identical`]) and the same superset mark.
fn same_maps(a: &[OperandMap<'_>], b: &[OperandMap<'_>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| identical(&x.map, &y.map) && x.superset == y.superset)
}
