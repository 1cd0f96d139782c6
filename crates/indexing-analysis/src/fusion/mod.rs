//! Fusion indexing (XLA's indexing analysis, "Indexing Maps for Fusion": <https://openxla.org/xla/indexing>): a function body
//! is a fusion. From each returned value back to the function's arguments,
//! in use-before-def order, each op's output-to-input maps are composed
//! into the maps of its consumers, simplified after every composition, and
//! deduplicated. A `func.call` composes through its callee.
//!
//! At model scale most values are read whole by what consumes them (after
//! a reduction or a contraction every output element reads all of its
//! input), so a walk stops at such a value and takes what all of it reads
//! — its *totals*, computed once per value and shared by
//! every walk — instead of walking the rest of the body again per result.
//!
//! - this module: [`Fusion`], the walks and the totals computation;
//! - `totals`: per-argument unions of whole-value maps, shared by pointer;
//! - `coverage`: recognizing whole-value maps, subsumption, dedup by
//!   relation;
//! - `compose`: one composition step (runtime-variable provenance, constant
//!   and iota folding), captured values;
//! - `epilogue`: input-to-output indexing along the use chain;
//! - `loops`: `while` both directions, `case`/`if` input to output;
//! - `manual`: `sdy.manual_computation` both directions.

mod compose;
mod coverage;
mod epilogue;
mod loops;
mod manual;
mod totals;

pub use coverage::RELATION_DEDUP_LIMIT;
pub use epilogue::{
    call_epilogue_indexing, epilogue_indexing, function_epilogue_indexing, op_epilogue_indexing,
    op_input_to_output_indexing,
};
pub use loops::LOOP_ROUNDS;

use crate::UnknownReason;
use crate::ir::{OpKey, ValueKey};
use compose::{captured_values, every_to_every, function_level_sizes, merge};
use coverage::{add, attach_dims, covers_all, dedup_relations, dims_within, full_coverage, join, subsume};
use totals::{SlotInterner, Totals};

use crate::rules;
use crate::rules::dynamic::stand_in_shape;
use crate::{Direction, Entry, Maps, OperandMap, SharedEntry, SharedMaps};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::rc::Rc;

/// More distinct maps than this for one value make it `unknown` (the set
/// stays small in practice; this bounds the work on pathological inputs).
pub const MAX_MAPS_PER_VALUE: usize = 32;

/// Function-level analysis of one module, with memoized callees.
pub struct Fusion<'c, 'a> {
    functions: HashMap<String, OperationRef<'c, 'a>>,
    memo: HashMap<String, Rc<Vec<Entry<'c>>>>,
    in_progress: HashSet<String>,
    /// Whether walks stop at values read whole (see [`Fusion::walk`]).
    shortcuts: bool,
    /// How many times a walk stopped at a value read whole.
    stops: usize,
    /// Each op's output-to-input entries, by op (computed once, shared by
    /// the per-op report and every walk).
    op_memo: HashMap<OpKey, Vec<Entry<'c>>>,
    /// Result shapes and captured values of each op, by op (computed once).
    facts: HashMap<OpKey, Rc<OpFacts<'c, 'a>>>,
    /// For control-flow ops (`case`, `if`, `while`): the maps from each result to
    /// each value its regions capture (`[result][captured]`, in the order
    /// of [`OpFacts::captured`]), composed through the regions. Other ops
    /// read captured values whole.
    region_maps: HashMap<OpKey, Rc<Vec<Vec<Slot<'c>>>>>,
}

/// What composing through an op needs besides its maps (read once from the
/// IR).
struct OpFacts<'c, 'a> {
    /// The op's name.
    name: String,
    /// Its operands.
    operands: Vec<Value<'c, 'a>>,
    /// The key of each result.
    result_keys: Vec<ValueKey>,
    /// The static shape of each result, or why it has none.
    result_shapes: Vec<Result<Vec<i64>, UnknownReason>>,
    /// Values the op's regions use from outside, with their shapes.
    captured: Vec<(Value<'c, 'a>, Result<Vec<i64>, UnknownReason>)>,
}

impl<'c, 'a> OpFacts<'c, 'a> {
    fn of(op: &OperationRef<'c, 'a>) -> Self {
        OpFacts {
            name: op.name().as_string_ref().as_str().unwrap_or("?").to_owned(),
            operands: op.operands().collect(),
            result_keys: op.results().map(|r| value_key(r.into())).collect(),
            result_shapes: op.results().map(|r| stand_in_shape(r.r#type())).collect(),
            captured: captured_values(op).into_iter().map(|v| (v, stand_in_shape(v.r#type()))).collect(),
        }
    }
}

/// The `sym_name` of a function.
pub fn function_name(function: &OperationRef) -> String {
    crate::ir::string(function, "sym_name").unwrap_or_default()
}

/// The module function an op calls with its operands as the function's
/// arguments and its results as the function's results, without the `@`:
/// a `func.call`'s `callee`, a `stablehlo.composite`'s `decomposition`
/// (a composite's semantics are its decomposition's). `None` for any
/// other op.
pub fn callee_name(call: &OperationRef) -> Option<String> {
    let attribute = match call.name().as_string_ref().as_str() {
        Ok("func.call") => "callee",
        Ok("stablehlo.composite") => "decomposition",
        _ => return None,
    };
    let attribute = call.attribute(attribute).ok()?;
    let text = attribute.to_string();
    Some(text.strip_prefix('@')?.trim_matches('"').to_owned())
}

pub(super) fn value_key(value: Value) -> ValueKey {
    ValueKey::of(value)
}

impl<'c, 'a> Fusion<'c, 'a> {
    /// Prepares the analysis of the `func.func` ops directly in `module`.
    pub fn new(module: &OperationRef<'c, 'a>) -> Self {
        Fusion {
            functions: module_functions(module),
            memo: HashMap::default(),
            in_progress: HashSet::default(),
            shortcuts: true,
            stops: 0,
            op_memo: HashMap::default(),
            facts: HashMap::default(),
            region_maps: HashMap::default(),
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

    fn compute_op_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        match op.name().as_string_ref().as_str() {
            Ok("func.call" | "stablehlo.composite") => {
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
                    return self.function_indexing(&callee).as_ref().clone();
                }
            }
            Ok("stablehlo.case" | "stablehlo.if" | "stablehlo.while")
                if let Some(entries) = rules::dynamic_control_flow_indexing(op, Direction::OutputToInput) =>
            {
                return entries;
            }
            Ok("stablehlo.case" | "stablehlo.if") => return self.branch_indexing(op),
            Ok("stablehlo.while") => return self.loop_indexing(op),
            Ok("sdy.manual_computation" | "stablehlo.async_start") => return self.manual_indexing(op),
            _ => {}
        }
        rules::op_indexing(op, Direction::OutputToInput)
    }

    /// `stablehlo.case` and `stablehlo.if`: every element of each result
    /// reads the branch index (or predicate), and what the branches read
    /// of the values they capture: the union over the branches of each
    /// branch's maps from its returned value to them (a walk through the
    /// branch with the captured values as its arguments), kept in
    /// `region_maps`. Over every value of the index this is exact, as a
    /// runtime variable is.
    fn branch_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let ctx = indexing_map::Ctx::from(op.context());
        let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
        let captured = captured_values(&op);
        let results: Vec<Value<'c, 'a>> = op.results().map(Into::into).collect();
        let mut maps: Vec<Vec<Slot<'c>>> = vec![vec![Ok(Vec::new()); captured.len()]; results.len()];
        for region in 0..op.region_count() {
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
                let walked = self.walk(&mut body, value_key(returned), seed);
                for (slot, reached) in slots.iter_mut().zip(walked) {
                    if let Some(reached) = reached {
                        join(slot, reached);
                    }
                }
            }
        }
        for (c, value) in captured.iter().enumerate() {
            let shape = crate::ir::static_shape(value.r#type()).ok();
            for slots in &mut maps {
                if let Ok(list) = &mut slots[c] {
                    subsume(list, shape.as_deref());
                    dedup_relations(list);
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
                let maps = match crate::ir::static_shape(result.r#type()) {
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

    fn compute(&mut self, function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
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
            Err(unknown) => return each(unknown.into_iter().map(SharedEntry::from).collect()),
        };
        let Some((ops, terminator)) = ops_and_terminator(&block) else { return };
        let ctx = indexing_map::Ctx::from(function.context());
        let mut body = Body::new(ctx, ops, &block);
        for (r, returned) in terminator.operands().enumerate() {
            let seed =
                identity_seed(ctx, returned).map_err(|reason| UnknownReason::within(format!("result {r}"), reason));
            let seed = seed.map(|mut list| {
                function_level_sizes(&mut list, &body.arguments);
                list
            });
            let slots = self.walk_shared(&mut body, value_key(returned), seed);
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
    fn walk(&mut self, body: &mut Body<'c, 'a>, start: ValueKey, seed: Slot<'c>) -> Vec<Option<Slot<'c>>> {
        let slots = self.walk_shared(body, start, seed);
        slots.into_iter().map(|slot| slot.map(Rc::unwrap_or_clone)).collect()
    }

    /// [`Fusion::walk`] with the slots shared: an argument read only as
    /// the frontier's totals say gets the widened totals' very slot (the
    /// same for every walk reaching it so), the others a slot of their own.
    fn walk_shared(&mut self, body: &mut Body<'c, 'a>, start: ValueKey, seed: Slot<'c>) -> Vec<Option<Rc<Slot<'c>>>> {
        let walk = self.run_walk(body, start, seed, Walk::default());
        let Walk { mut at_arguments, frontier, .. } = walk;
        let frontier: Vec<_> = frontier.into_iter().map(|(dims, total)| (body.dims_id(&dims), dims, total)).collect();
        let mut slots = Vec::with_capacity(body.arguments.len());
        for (a, key) in body.arguments.clone().into_iter().enumerate() {
            let shape = body.argument_shapes[a].clone().ok();
            let shape = shape.as_deref();
            let mut widened: Vec<Rc<Slot<'c>>> = frontier
                .iter()
                .filter_map(|(id, dims, total)| Some(body.widen(total.get(a)?, *id, dims, shape)))
                .collect();
            let direct = at_arguments.remove(&key);
            if direct.is_none() && widened.is_empty() {
                slots.push(None);
                continue;
            }
            let slot = if let Some(Err(reason)) = direct {
                Err(reason)
            } else if let Some(unknown) = widened.iter().find(|w| w.is_err()) {
                slots.push(Some(unknown.clone()));
                continue;
            } else if direct.is_none() && widened.len() == 1 {
                slots.push(widened.pop());
                continue;
            } else {
                let mut list = direct.and_then(Result::ok).unwrap_or_default();
                for w in &widened {
                    for m in w.as_ref().as_ref().into_iter().flatten() {
                        add(&mut list, m.clone());
                    }
                }
                subsume(&mut list, shape);
                dedup_relations(&mut list);
                if list.len() > MAX_MAPS_PER_VALUE { Err(UnknownReason::TooManyMaps) } else { Ok(list) }
            };
            slots.push(Some(Rc::new(slot)));
        }
        slots
    }

    /// Propagates `seed`, the maps of the value `start`, through the ops
    /// before its definition, latest first.
    fn run_walk(&mut self, body: &mut Body<'c, 'a>, start: ValueKey, seed: Slot<'c>, mut walk: Walk<'c>) -> Walk<'c> {
        let slot = walk.slot(body, start);
        *slot = seed;
        while let Some(p) = walk.queue.pop() {
            if walk.queue.peek() == Some(&p) {
                continue;
            }
            self.propagate(body, p, &mut walk);
        }
        walk
    }

    /// XLA's grouped output-to-input indexing of one result of function
    /// `name`: for every value of the body that result reaches (function
    /// arguments first, then op results in program order), the maps from
    /// an index of the result to the elements of that value it reads.
    /// Composes op by op (the whole-value shortcut would skip the values
    /// below a value read whole), so it costs one plain walk. `None` when
    /// there is no such function or result, or the body is not one block.
    pub fn grouped_indexing(&mut self, name: &str, result: usize) -> Option<Vec<(Value<'c, 'a>, Maps<'c>)>> {
        let function = *self.functions.get(name)?;
        let block = body_block(&function).ok()?;
        let (ops, terminator) = ops_and_terminator(&block)?;
        let returned = terminator.operand(result).ok()?;
        let ctx = indexing_map::Ctx::from(function.context());
        let mut body = Body::new(ctx, ops, &block);
        let seed =
            identity_seed(ctx, returned).map_err(|reason| UnknownReason::within(format!("result {result}"), reason));
        let shortcuts = std::mem::replace(&mut self.shortcuts, false);
        let walk =
            self.run_walk(&mut body, value_key(returned), seed, Walk { record: Some(Vec::new()), ..Walk::default() });
        self.shortcuts = shortcuts;
        let final_maps = |slot: Slot<'c>, shape: Option<&[i64]>| match slot {
            Ok(mut list) => {
                subsume(&mut list, shape);
                dedup_relations(&mut list);
                Maps::Known(list)
            }
            Err(reason) => Maps::Unknown(reason),
        };
        let Walk { mut at_arguments, record, .. } = walk;
        let mut grouped = Vec::new();
        for (a, key) in body.arguments.iter().enumerate() {
            if let Some(slot) = at_arguments.remove(key) {
                let argument: Value<'c, 'a> = block.argument(a).ok()?.into();
                grouped.push((argument, final_maps(slot, body.argument_shapes[a].as_deref().ok())));
            }
        }
        let mut record = record.unwrap_or_default();
        record.sort_by_key(|&(p, i, _)| (p, i));
        for (p, i, slot) in record {
            let op = body.ops[p];
            let facts = self.facts[&OpKey::of(&op)].clone();
            let value: Value<'c, 'a> = op.result(i).ok()?.into();
            grouped.push((value, final_maps(slot, facts.result_shapes[i].as_deref().ok())));
        }
        Some(grouped)
    }

    /// Composes the maps reaching the results of `body.ops[p]` into maps of
    /// its operands (and of the values its regions capture).
    fn propagate(&mut self, body: &mut Body<'c, 'a>, p: usize, walk: &mut Walk<'c>) {
        let op = body.ops[p];
        let key = OpKey::of(&op);
        self.ensure_op(op);
        let facts = self.facts[&key].clone();
        // Every user of a result comes before its definition in the reverse
        // walk, so its maps are final here and can be taken.
        let reached: Vec<(usize, ValueKey, Slot<'c>)> = facts
            .result_keys
            .iter()
            .enumerate()
            .filter_map(|(i, &key)| walk.pending.remove(&key).map(|m| (i, key, m)))
            .collect();
        if reached.is_empty() {
            return;
        }
        let name = facts.name.as_str();
        let operands = facts.operands.as_slice();
        let ctx = indexing_map::Ctx::from(op.context());
        let captured: Vec<Value<'c, 'a>> = facts.captured.iter().map(|(v, _)| *v).collect();
        let region_maps = if captured.is_empty() { None } else { self.region_maps.get(&key).cloned() };
        for (i, result_key, consumer_maps) in reached {
            let result_shape = &facts.result_shapes[i];
            if let Some(record) = &mut walk.record {
                record.push((p, i, consumer_maps.clone()));
            }
            let mut consumer_maps = consumer_maps;
            if self.shortcuts
                && let Ok(list) = &mut consumer_maps
            {
                if list.is_empty() {
                    // Reads nothing of it: only which arguments are
                    // behind it (and what is unknown there) matters.
                    let total = self.totals(body, result_key).reached_only();
                    walk.add_frontier(&[], &total, &body.argument_shapes, &mut body.interner);
                    continue;
                }
                if let Ok(shape) = result_shape {
                    let whole: Vec<Vec<indexing_map::Variable>> =
                        list.iter().filter(|m| covers_all(m, shape)).map(|m| m.map.dims().to_vec()).collect();
                    if !whole.is_empty() {
                        let total = self.totals(body, result_key);
                        self.stops += whole.len();
                        for dims in &whole {
                            walk.add_frontier(dims, &total, &body.argument_shapes, &mut body.interner);
                        }
                        list.retain(|m| !whole.iter().any(|dims| dims_within(m.map.dims(), dims)));
                        if list.is_empty() {
                            continue;
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
            if self.shortcuts
                && result_shape.is_ok()
                && let Ok(list) = &consumer_maps
                && let Some(total) = body.totals.get(&result_key)
                && list.iter().all(|m| {
                    walk.frontier.iter().any(|(dims, union)| dims_within(m.map.dims(), dims) && total.within(union))
                })
            {
                continue;
            }
            for (o, operand) in operands.iter().enumerate() {
                let entry = self.op_memo[&key].iter().find(|e| e.result == i && e.operand == o);
                let producer_maps = match entry.map(|e| &e.maps) {
                    Some(Maps::Known(list)) => Ok(list.as_slice()),
                    Some(Maps::Unknown(reason)) => Err(UnknownReason::within(name, reason.clone())),
                    None => continue,
                };
                let slot = walk.slot(body, value_key(*operand));
                merge(
                    slot,
                    &consumer_maps,
                    producer_maps,
                    name,
                    operands,
                    &body.arguments,
                    result_shape.as_deref().ok(),
                );
            }
            // Values the op's regions use from outside (a linalg body adding
            // a function argument, a tensor.pad yielding one) are read too:
            // every element of the result may read every element of them;
            // through a case's branches, what the branches read.
            for (c, (value, shape)) in facts.captured.iter().enumerate() {
                let producer = match &region_maps {
                    Some(maps) => maps[i][c].clone(),
                    None => captured_map(&op, ctx, name, shape, result_shape),
                };
                let slot = walk.slot(body, value_key(*value));
                merge(
                    slot,
                    &consumer_maps,
                    producer.as_deref().map_err(Clone::clone),
                    name,
                    &captured,
                    &body.arguments,
                    None,
                );
            }
        }
    }

    /// Computes (once) the op's maps and facts.
    fn ensure_op(&mut self, op: OperationRef<'c, 'a>) {
        let key = OpKey::of(&op);
        if !self.op_memo.contains_key(&key) {
            let computed = self.compute_op_indexing(op);
            self.op_memo.insert(key, computed);
        }
        self.facts.entry(key).or_insert_with(|| Rc::new(OpFacts::of(&op)));
    }

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
            let Some(&p) = body.position.get(&value) else {
                // Not defined in this body: reads no argument.
                body.totals.insert(value, Totals::default());
                continue;
            };
            needed.push(p);
            let op = body.ops[p];
            self.ensure_op(op);
            stack.extend(op.operands().map(value_key));
            stack.extend(self.facts[&OpKey::of(&op)].captured.iter().map(|(v, _)| value_key(*v)));
        }
        needed.sort_unstable();
        needed.dedup();
        for p in needed {
            self.compute_totals(body, p);
        }
        body.totals.get(&key).cloned().unwrap_or_default()
    }

    /// The totals of each result of `body.ops[p]`, from its operands'.
    fn compute_totals(&mut self, body: &mut Body<'c, 'a>, p: usize) {
        let op = body.ops[p];
        let key = OpKey::of(&op);
        self.ensure_op(op);
        let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
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
                let source_key = value_key(source);
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
            body.totals.insert(value_key(result.into()), total);
        }
    }
}

/// The maps of one value, or why they are unknown.
pub(super) type Slot<'c> = Result<Vec<OperandMap<'c>>, UnknownReason>;

/// The ops of a function body and the per-function state of the walks.
struct Body<'c, 'a> {
    ctx: indexing_map::Ctx<'c>,
    /// The ops, terminator excluded.
    ops: Vec<OperationRef<'c, 'a>>,
    /// The index in `ops` of the op defining each op result.
    position: HashMap<ValueKey, usize>,
    /// The block arguments (value keys).
    arguments: Vec<ValueKey>,
    /// The index of each block argument, by value key.
    argument_of: HashMap<ValueKey, usize>,
    /// The static shape of each argument.
    argument_shapes: Vec<Result<Vec<i64>, UnknownReason>>,
    /// What all elements of each value read, once computed.
    totals: HashMap<ValueKey, Totals<'c>>,
    /// Slots of totals with dimension variables attached, by the slot's
    /// address and the dimensions' number (the slot is kept, so that its
    /// address stays its own).
    widened: HashMap<(*const Slot<'c>, usize), Widened<'c>>,
    /// Numbers of the dimension-variable lists seen (see `dims_id`).
    dims_ids: HashMap<Vec<indexing_map::Variable>, usize>,
    /// The slots of totals, by content (see `SlotInterner`).
    interner: SlotInterner<'c>,
}

impl<'c, 'a> Body<'c, 'a> {
    fn new(ctx: indexing_map::Ctx<'c>, ops: Vec<OperationRef<'c, 'a>>, block: &melior::ir::BlockRef<'c, 'a>) -> Self {
        let arguments: Vec<Value<'c, 'a>> =
            (0..block.argument_count()).map(|i| block.argument(i).expect("argument").into()).collect();
        Body::with_arguments(ctx, ops, &arguments)
    }

    /// A body whose walks end at `arguments` (a region's captured values).
    fn with_arguments(ctx: indexing_map::Ctx<'c>, ops: Vec<OperationRef<'c, 'a>>, arguments: &[Value<'c, 'a>]) -> Self {
        let mut position = HashMap::default();
        for (p, op) in ops.iter().enumerate() {
            for result in op.results() {
                position.insert(value_key(result.into()), p);
            }
        }
        Body {
            ctx,
            ops,
            position,
            argument_shapes: arguments.iter().map(|v| stand_in_shape(v.r#type())).collect(),
            arguments: arguments.iter().map(|v| value_key(*v)).collect(),
            argument_of: arguments.iter().enumerate().map(|(a, v)| (value_key(*v), a)).collect(),
            totals: HashMap::default(),
            widened: HashMap::default(),
            dims_ids: HashMap::default(),
            interner: SlotInterner::default(),
        }
    }

    fn argument_index(&self, key: ValueKey) -> Option<usize> {
        self.argument_of.get(&key).copied()
    }

    /// A slot of dimensionless maps with `dims` attached and subsumed
    /// (computed once per slot and dimensions).
    fn widen(
        &mut self,
        slot: &Rc<Slot<'c>>,
        dims_id: usize,
        dims: &[indexing_map::Variable],
        shape: Option<&[i64]>,
    ) -> Rc<Slot<'c>> {
        let key = (Rc::as_ptr(slot), dims_id);
        if let Some((_, widened)) = self.widened.get(&key) {
            return widened.clone();
        }
        let widened = Rc::new(match slot.as_ref() {
            Err(reason) => Err(reason.clone()),
            Ok(maps) => {
                let mut list: Vec<OperandMap<'c>> = Vec::with_capacity(maps.len());
                for m in maps {
                    add(&mut list, attach_dims(m, dims));
                }
                subsume(&mut list, shape);
                dedup_relations(&mut list);
                Ok(list)
            }
        });
        self.widened.insert(key, (slot.clone(), widened.clone()));
        widened
    }

    /// A number for a list of dimension variables (the same for equal
    /// lists), for cheap cache keys.
    fn dims_id(&mut self, dims: &[indexing_map::Variable]) -> usize {
        let next = self.dims_ids.len();
        *self.dims_ids.entry(dims.to_vec()).or_insert(next)
    }

    /// The totals of argument `a`: all of it (unknown without a static shape).
    fn argument_total(&mut self, a: usize) -> Totals<'c> {
        let slot = match &self.argument_shapes[a] {
            Ok(shape) => Ok(vec![full_coverage(self.ctx, shape)]),
            Err(reason) => Err(UnknownReason::within(format!("argument {a}"), reason.clone())),
        };
        Totals::single(a, slot, &mut self.interner)
    }
}

/// A slot widened to some dimensions: the slot it came from (kept so that
/// its address, the cache key, stays its own) and the widened slot.
type Widened<'c> = (Rc<Slot<'c>>, Rc<Slot<'c>>);

/// The state of one backward walk.
#[derive(Default)]
struct Walk<'c> {
    /// Maps reaching values whose defining op is still to be walked.
    pending: HashMap<ValueKey, Slot<'c>>,
    /// The positions of those ops, latest first (a position may repeat).
    queue: std::collections::BinaryHeap<usize>,
    /// Maps reaching the function's arguments.
    at_arguments: HashMap<ValueKey, Slot<'c>>,
    /// Union of the totals of the values the walk stopped at, by the
    /// dimension variables of the maps that stopped there.
    frontier: Vec<(Vec<indexing_map::Variable>, Totals<'c>)>,
    /// When recording (see [`Fusion::grouped_indexing`]): the final maps of
    /// every op result the walk reaches, by op position and result number.
    record: Option<Vec<(usize, usize, Slot<'c>)>>,
}

impl<'c> Walk<'c> {
    /// Adds what all of a value reads, reached by a map over `dims`.
    fn add_frontier(
        &mut self,
        dims: &[indexing_map::Variable],
        total: &Totals<'c>,
        shapes: &[Result<Vec<i64>, UnknownReason>],
        interner: &mut SlotInterner<'c>,
    ) {
        match self.frontier.iter_mut().find(|(d, _)| d.as_slice() == dims) {
            Some((_, union)) => union.union(total, shapes, interner),
            None => self.frontier.push((dims.to_vec(), total.clone())),
        }
    }

    /// The slot of the value `key` (arguments are kept apart; a new slot of
    /// an op result queues its op).
    fn slot<'m>(&'m mut self, body: &Body<'c, '_>, key: ValueKey) -> &'m mut Slot<'c> {
        if body.argument_of.contains_key(&key) {
            return self.at_arguments.entry(key).or_insert_with(|| Ok(Vec::new()));
        }
        let queue = &mut self.queue;
        self.pending.entry(key).or_insert_with(|| {
            if let Some(&p) = body.position.get(&key) {
                queue.push(p);
            }
            Ok(Vec::new())
        })
    }
}

/// The `func.func` ops directly in `module`, by name.
pub(super) fn module_functions<'c, 'a>(module: &OperationRef<'c, 'a>) -> HashMap<String, OperationRef<'c, 'a>> {
    crate::ir::functions(module).into_iter().map(|op| (function_name(&op), op)).collect()
}

/// The ops of `block` in order, the terminator apart (`None` for an empty
/// block).
fn ops_and_terminator<'c, 'a>(
    block: &melior::ir::BlockRef<'c, 'a>,
) -> Option<(Vec<OperationRef<'c, 'a>>, OperationRef<'c, 'a>)> {
    let mut ops = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        ops.push(op);
        next = op.next_in_block();
    }
    let terminator = ops.pop()?;
    Some((ops, terminator))
}

/// The one block of a function's body, or every (result, argument) pair
/// `unknown` saying why there is none.
pub(super) fn body_block<'c, 'a>(
    function: &OperationRef<'c, 'a>,
) -> Result<melior::ir::BlockRef<'c, 'a>, Vec<Entry<'c>>> {
    let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Err(unknown_pairs(function, &UnknownReason::malformed("the function has no body")));
    };
    if block.next_in_region().is_some() {
        return Err(unknown_pairs(function, &UnknownReason::unsupported("the function body has more than one block")));
    }
    Ok(block)
}

/// Where a walk from `value` starts: the identity on its elements — none
/// when it has no elements (a map with an empty domain is left out), why
/// not when its shape is not static.
/// A dynamic dimension's size is a runtime variable (`rules::dynamic`).
pub(super) fn identity_seed<'c>(ctx: indexing_map::Ctx<'c>, value: Value<'c, '_>) -> Slot<'c> {
    let shape = stand_in_shape(value.r#type())?;
    let identity = indexing_map::IndexingMap::identity(ctx, &shape);
    if identity.is_known_empty() {
        return Ok(Vec::new());
    }
    Ok(vec![rules::dynamic::bound_domain(OperandMap::new(identity), value, 0)])
}

/// The map of a value its op's regions capture: every element of the result
/// (of `result_shape`) may read every element of it.
fn captured_map<'c>(
    op: &OperationRef<'c, '_>,
    ctx: indexing_map::Ctx<'c>,
    name: &str,
    shape: &Result<Vec<i64>, UnknownReason>,
    result_shape: &Result<Vec<i64>, UnknownReason>,
) -> Result<Vec<OperandMap<'c>>, UnknownReason> {
    match (shape, result_shape) {
        (Err(r), _) => Err(UnknownReason::within(format!("{name}: a value its region uses from outside"), r.clone())),
        (_, Err(r)) => Err(UnknownReason::within(name, r.clone())),
        (Ok(shape), Ok(out)) => Ok(crate::rules::shapes::pad_region_reads(op, shape, false)
            .unwrap_or_else(|| vec![every_to_every(ctx, out, shape)])),
    }
}

/// Every (result, operand) pair of `op` unknown for `reason`, found in
/// the op (`<op name>: reason`).
pub(super) fn unknown_op_pairs<'c>(op: &OperationRef<'c, '_>, reason: UnknownReason) -> Vec<Entry<'c>> {
    let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
    op_unknown_pairs(op, &UnknownReason::within(name, reason))
}

/// Whether `function`'s type takes `op`'s operand types to its result types.
pub(super) fn same_signature(function: &OperationRef<'_, '_>, op: &OperationRef<'_, '_>) -> bool {
    let Some(function_type) = crate::ir::function_type(function) else { return false };
    let inputs: Vec<_> = (0..function_type.input_count()).map(|i| function_type.input(i).ok()).collect();
    let results: Vec<_> = (0..function_type.result_count()).map(|i| function_type.result(i).ok()).collect();
    inputs == op.operands().map(|v| Some(v.r#type())).collect::<Vec<_>>()
        && results == op.results().map(|v| Some(v.r#type())).collect::<Vec<_>>()
}

/// `reason` for every (result, operand) pair of `op`, as it is (the op's
/// own entries; [`unknown_op_pairs`] names the op for entries seen from
/// outside it).
pub(super) fn op_unknown_pairs<'c>(op: &OperationRef<'c, '_>, reason: &UnknownReason) -> Vec<Entry<'c>> {
    (0..op.result_count())
        .flat_map(|result| (0..op.operand_count()).map(move |operand| (result, operand)))
        .map(|(result, operand)| Entry { result, operand, maps: Maps::Unknown(reason.clone()) })
        .collect()
}

pub(super) fn unknown_pairs<'c>(function: &OperationRef<'c, '_>, reason: &UnknownReason) -> Vec<Entry<'c>> {
    let (inputs, results) = crate::ir::function_arity(function);
    let mut entries = Vec::new();
    for result in 0..results {
        for operand in 0..inputs {
            entries.push(Entry { result, operand, maps: Maps::Unknown(reason.clone()) });
        }
    }
    entries
}
