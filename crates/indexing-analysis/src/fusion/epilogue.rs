//! Input-to-output indexing along the use chain (XLA's epilogue indexing).

use super::compose::{every_to_every, function_level_sizes, merge};
use super::coverage::{Slot, maps_slot};
use super::data::{identity_seed, op_unknown_pairs, unknown_pairs};
use super::forward::Forward;
use crate::ir::{self, OpKey, ValueKey, body_block, callee_name, captured_values, same_signature};
use crate::{Direction, Entry, Maps, OperandMap, SharedEntry, SharedMaps, UnknownReason, rules};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::rc::Rc;

/// Input-to-output indexing along the use chain (XLA's epilogue indexing):
/// from an index of `value` (an argument of `function` or a result of an
/// op of its body) to the indices of each function result it contributes
/// to, composing the input-to-output maps of the ops on the way. Entries:
/// `result` = the function result, `operand` = 0; a result `value` does not
/// reach has no maps; an op on the way without an input-to-output map
/// makes the results it feeds `unknown` with its reason. Values an op's
/// regions capture contribute to every element of its results.
pub fn epilogue_indexing<'c, 'a>(function: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Vec<Entry<'c>> {
    Epilogue::default().walk_from_value(function, value)
}

/// Each op's input-to-output maps and captured values, computed once and
/// shared by the epilogue walks from every argument of a function; a
/// `func.call`'s are its callee's whole-function epilogue indexing
/// (memoized; a call cycle is `unknown`).
/// An op's input-to-output entries, the values its regions capture, and,
/// for control flow, the maps from each of those to each result
/// (`[captured][result]`; others: every element to every element).
type OpMaps<'c, 'a> = Rc<(Vec<Entry<'c>>, Vec<Value<'c, 'a>>, Option<Vec<Vec<Slot<'c>>>>)>;

/// The input-to-output maps of a control-flow op: its per-op entries and,
/// `[captured][result]`, the maps from each value its regions capture to
/// each result.
pub(super) type RegionEpilogue<'c> = (Vec<Entry<'c>>, Vec<Vec<Slot<'c>>>);

#[derive(Default)]
pub(super) struct Epilogue<'c, 'a> {
    ops: HashMap<OpKey, OpMaps<'c, 'a>>,
    /// The module's functions by name (read when the first call is met).
    functions: Option<HashMap<String, OperationRef<'c, 'a>>>,
    /// Whole-function indexing of the callees done so far.
    callees: HashMap<String, Rc<Vec<Entry<'c>>>>,
    /// Callees being computed (a call back into one is a cycle).
    in_progress: HashSet<String>,
    /// Whole functions walk one argument at a time through every op,
    /// without the forward walk's shortcuts (the reference they are
    /// checked against).
    plain: bool,
    /// How many times the forward walks stopped at a value reached whole.
    stops: usize,
}

impl<'c, 'a> Epilogue<'c, 'a> {
    fn op(&mut self, op: OperationRef<'c, 'a>) -> OpMaps<'c, 'a> {
        let key = OpKey::of(&op);
        if let Some(done) = self.ops.get(&key) {
            return done.clone();
        }
        let (entries, region_maps) = match self.regions(op) {
            Some((entries, maps)) => (entries, Some(maps)),
            None => (self.callee(op).unwrap_or_else(|| rules::op_indexing(op, Direction::InputToOutput)), None),
        };
        let facts = Rc::new((entries, captured_values(&op), region_maps));
        self.ops.insert(key, facts.clone());
        facts
    }

    /// For `while`, `case` and `if`: the entries through their regions.
    fn regions(&mut self, op: OperationRef<'c, 'a>) -> Option<RegionEpilogue<'c>> {
        match ir::op_name(&op) {
            "stablehlo.case" | "stablehlo.if" | "stablehlo.while"
                if let Some(entries) = rules::dynamic_control_flow_indexing(op, Direction::InputToOutput) =>
            {
                Some((entries, captured_reach_whole(&op)))
            }
            "stablehlo.while" => Some(self.loop_epilogue(op)),
            "stablehlo.case" | "stablehlo.if" => Some(self.branch_epilogue(op)),
            "sdy.manual_computation" | "stablehlo.async_start" => Some(self.manual_epilogue(op)),
            _ => None,
        }
    }

    /// The functions of the module around `op` (read once, when first
    /// needed).
    pub(super) fn functions_around(&mut self, op: &OperationRef<'c, 'a>) -> &HashMap<String, OperationRef<'c, 'a>> {
        self.functions
            .get_or_insert_with(|| ir::enclosing_module(op).as_ref().map(ir::functions_by_name).unwrap_or_default())
    }

    /// For a `func.call` of a function of the module: the callee's
    /// input-to-output indexing (operand = callee argument = call operand).
    fn callee(&mut self, call: OperationRef<'c, 'a>) -> Option<Vec<Entry<'c>>> {
        let name = callee_name(&call)?;
        let callee = *self.functions_around(&call).get(&name)?;
        if !same_signature(&callee, &call) {
            let reason = format!("the signature of @{name} does not match the op's operand and result types");
            return Some(op_unknown_pairs(&call, &UnknownReason::malformed(reason)));
        }
        if let Some(done) = self.callees.get(&name) {
            return Some(done.as_ref().clone());
        }
        if !self.in_progress.insert(name.clone()) {
            return Some(unknown_pairs(&callee, &UnknownReason::RecursiveCall { callee: name.to_string() }));
        }
        let entries = Rc::new(self.function(callee));
        self.in_progress.remove(&name);
        self.callees.insert(name, entries.clone());
        Some(entries.as_ref().clone())
    }

    /// [`function_epilogue_indexing`] with this cache.
    fn function(&mut self, function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let mut entries = Vec::new();
        self.function_each(function, |more| entries.extend(more.iter().map(SharedEntry::to_entry)));
        entries
    }

    /// [`function_epilogue_indexing`] with the maps shared (the entries
    /// reached only through the same values read whole hold one list),
    /// given to `each` one result at a time.
    fn function_each(&mut self, function: OperationRef<'c, 'a>, mut each: impl FnMut(Vec<SharedEntry<'c>>)) {
        let block = match body_block(&function) {
            Ok(block) => block,
            Err(reason) => return each(unknown_pairs(&function, &reason).into_iter().map(SharedEntry::from).collect()),
        };
        let keys: Vec<ValueKey> =
            (0..block.argument_count()).filter_map(|a| block.argument(a).ok()).map(ValueKey::of).collect();
        let mut forward = if self.plain { None } else { Forward::new(block) };
        let nothing: SharedMaps<'c> = Rc::new(Ok(Vec::new()));
        // Per argument, what reaches each result.
        let mut reached: Vec<Vec<SharedMaps<'c>>> = Vec::with_capacity(keys.len());
        for a in 0..block.argument_count() {
            let Ok(argument) = block.argument(a) else { continue };
            // An argument without a static shape has no domain: say which.
            let seed = identity_seed(indexing_map::Ctx::from(function.context()), argument.into());
            let seed_error = seed.as_ref().err().cloned();
            let slots: Vec<SharedMaps<'c>> = match &mut forward {
                Some(forward) => self
                    .forward_walk(forward, argument.into(), seed)
                    .into_iter()
                    .map(|slot| slot.unwrap_or_else(|| nothing.clone()))
                    .collect(),
                None => self
                    .walk_from_value(function, argument.into())
                    .into_iter()
                    .map(|e| maps_slot(e.maps).into())
                    .collect(),
            };
            let at_function_level = |slot: SharedMaps<'c>| match slot.as_ref() {
                Err(reason) if Some(reason) == seed_error.as_ref() => {
                    Rc::new(Err(UnknownReason::within(format!("argument {a}"), reason.clone())))
                }
                Ok(maps) if maps.iter().any(|m| m.rt_vars.iter().any(|rt| rt.size.is_some())) => {
                    let mut maps = maps.clone();
                    function_level_sizes(&mut maps, &keys);
                    Rc::new(Ok(maps))
                }
                _ => slot,
            };
            reached.push(slots.into_iter().map(at_function_level).collect());
        }
        if let Some(forward) = forward {
            self.stops += forward.stops;
        }
        let results = reached.iter().map(Vec::len).max().unwrap_or(0);
        for result in 0..results {
            let entries = reached
                .iter()
                .enumerate()
                .filter_map(|(operand, slots)| Some(SharedEntry { result, operand, maps: slots.get(result)?.clone() }));
            each(entries.collect());
        }
    }

    fn walk_from_value(&mut self, function: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Vec<Entry<'c>> {
        let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else { return Vec::new() };
        self.walk_block(block, value)
    }

    /// From an index of `value` (defined in `block` or before it) to the
    /// indices of each value `block`'s terminator returns, along the ops of
    /// `block` (entries: `result` = the returned value, `operand` = 0).
    pub(super) fn walk_block(&mut self, block: BlockRef<'c, 'a>, value: Value<'c, 'a>) -> Vec<Entry<'c>> {
        let Some(owner) = block.parent_operation() else { return Vec::new() };
        let start = identity_seed(indexing_map::Ctx::from(owner.context()), value);
        let mut maps: HashMap<ValueKey, Result<Vec<OperandMap<'c>>, UnknownReason>> =
            HashMap::from_iter([(ValueKey::of(value), start)]);
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if next.is_none() {
                // The terminator: what reaches each returned value.
                return op
                    .operands()
                    .enumerate()
                    .map(|(r, returned)| {
                        let reached = maps.get(&ValueKey::of(returned)).cloned().unwrap_or_else(|| Ok(Vec::new()));
                        Entry { result: r, operand: 0, maps: reached.map_or_else(Maps::Unknown, Maps::Known) }
                    })
                    .collect();
            }
            let reaches = |v: Value| maps.contains_key(&ValueKey::of(v));
            if !op.operands().any(reaches) && !self.op(op).1.iter().any(|v| reaches(*v)) {
                continue;
            }
            let slots = self.result_slots(op, |key| maps.get(&key));
            for (result, slot) in op.results().zip(slots) {
                maps.insert(ValueKey::of(result), slot);
            }
        }
        Vec::new()
    }

    /// The maps reaching each result of `op` from those reaching its
    /// operands and the values its regions capture (`reached`: a value's
    /// maps, `None` where the walk does not reach it), through the op's
    /// input-to-output maps.
    pub(super) fn result_slots<'m>(
        &mut self,
        op: OperationRef<'c, 'a>,
        reached: impl Fn(ValueKey) -> Option<&'m Slot<'c>>,
    ) -> Vec<Slot<'c>>
    where
        'c: 'm,
    {
        let facts = self.op(op);
        let (entries, captured, region_maps) = (&facts.0, &facts.1, &facts.2);
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let name = ir::op_name(&op);
        let mut slots = Vec::with_capacity(op.result_count());
        for (i, result) in op.results().enumerate() {
            let result_shape = ir::static_shape(result.r#type()).ok();
            let mut slot = Ok(Vec::new());
            for (o, operand) in operands.iter().enumerate() {
                let Some(consumer_maps) = reached(ValueKey::of(*operand)) else { continue };
                let producer_maps = match entries.iter().find(|e| e.result == i && e.operand == o).map(|e| &e.maps) {
                    Some(Maps::Known(list)) => Ok(list.as_slice()),
                    Some(Maps::Unknown(reason)) => Err(UnknownReason::within(name, reason.clone())),
                    None => Err(UnknownReason::within(name, UnknownReason::MissingInputToOutput { operand: o })),
                };
                merge(&mut slot, consumer_maps, producer_maps, name, &operands, &[], None, result_shape.as_deref());
            }
            for (c, value) in captured.iter().enumerate() {
                let Some(consumer_maps) = reached(ValueKey::of(*value)) else { continue };
                // Through a loop's or a branch's regions, where they
                // take it; otherwise every element of the value may
                // contribute to every element of the result.
                let producer = match region_maps {
                    Some(table) => table
                        .get(c)
                        .and_then(|row| row.get(i))
                        .cloned()
                        .unwrap_or_else(|| Err(UnknownReason::malformed("a region's maps are missing")))
                        .map_err(|r| UnknownReason::within(name, r)),
                    None => reaches_whole(&op, *value, result.into()).map_err(|r| UnknownReason::within(name, r)),
                };
                merge(
                    &mut slot,
                    consumer_maps,
                    producer.as_deref().map_err(Clone::clone),
                    name,
                    &operands,
                    &[],
                    None,
                    result_shape.as_deref(),
                );
            }
            slots.push(slot);
        }
        slots
    }
}

/// Every element of `value` (captured by `op`'s regions) contributes to
/// every element of `result` (the op's); a static `tensor.pad`'s, only to
/// the padding positions (its region runs there). Dynamic dimensions are
/// at their stand-in sizes (as output to input, `OpFacts`).
pub(super) fn reaches_whole<'c>(
    op: &melior::ir::OperationRef<'c, '_>,
    value: Value<'c, '_>,
    result: Value<'c, '_>,
) -> Slot<'c> {
    let stand_in = crate::rules::dynamic::stand_in_shape;
    let (from, to) = (stand_in(value.r#type())?, stand_in(result.r#type())?);
    if let Some(maps) = crate::rules::shapes::pad_region_reads(op, &from, true) {
        return Ok(maps);
    }
    Ok(vec![every_to_every(indexing_map::Ctx::from(melior::ir::TypeLike::context(&value.r#type())), &from, &to)])
}

/// [`reaches_whole`] for every value `op`'s regions capture and every
/// result (`[captured][result]`): regions whose maps are not followed.
pub(super) fn captured_reach_whole<'c>(op: &melior::ir::OperationRef<'c, '_>) -> Vec<Vec<Slot<'c>>> {
    captured_values(op)
        .into_iter()
        .map(|value| op.results().map(|result| reaches_whole(op, value, result.into())).collect())
        .collect()
}

/// The input-to-output indexing of a whole function: for each argument,
/// [`epilogue_indexing`] from it to every result. Entries are ordered like
/// [`super::Fusion::function_indexing`]'s (by result, then argument; `operand` =
/// the argument); each map takes an index of the argument to the indices of
/// the result it contributes to.
pub fn function_epilogue_indexing<'c, 'a>(function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
    Epilogue::default().function(function)
}

/// [`function_epilogue_indexing`] with the maps shared between entries
/// (what a report writes once per function), in the same order, given to
/// `each` one result at a time (the entries of all results are never held
/// at once).
pub fn function_epilogue_indexing_each<'c, 'a>(function: OperationRef<'c, 'a>, each: impl FnMut(Vec<SharedEntry<'c>>)) {
    Epilogue::default().function_each(function, each)
}

/// [`function_epilogue_indexing`] by the plain walk: from each argument
/// through every op it reaches, without stopping at values reached whole
/// (the reference the shortcuts are checked against: the same relations,
/// at a cost of arguments times ops).
pub fn plain_function_epilogue_indexing<'c, 'a>(function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
    Epilogue { plain: true, ..Epilogue::default() }.function(function)
}

/// [`function_epilogue_indexing`] and how many times its walks stopped at a
/// value reached whole (what the shortcuts saved).
pub fn function_epilogue_indexing_and_stops<'c, 'a>(function: OperationRef<'c, 'a>) -> (Vec<Entry<'c>>, usize) {
    let mut epilogue = Epilogue::default();
    let entries = epilogue.function(function);
    (entries, epilogue.stops)
}

/// The input-to-output indexing of a `func.call` of a function of the
/// module: its callee's [`function_epilogue_indexing`] (`None` for any
/// other op, or a callee that is not a function of the module).
pub fn call_epilogue_indexing<'c, 'a>(call: OperationRef<'c, 'a>) -> Option<Vec<Entry<'c>>> {
    Epilogue::default().callee(call)
}

/// The input-to-output indexing of an op whose maps come from composing
/// through IR rather than from its rule: a `func.call` (its callee's
/// [`function_epilogue_indexing`]), a `stablehlo.while` (a fixed point of
/// its body's maps) or a `stablehlo.case`/`if` (through the branches).
/// `None` for any other op.
pub fn op_epilogue_indexing<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Vec<Entry<'c>>> {
    let mut epilogue = Epilogue::default();
    epilogue.regions(op).map(|(entries, _)| entries).or_else(|| epilogue.callee(op))
}

/// The input-to-output indexing of any op, as the report gives it: through
/// IR where [`op_epilogue_indexing`] composes it, else the op's rule.
pub fn op_input_to_output_indexing<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
    op_epilogue_indexing(op).unwrap_or_else(|| crate::rules::op_indexing(op, crate::Direction::InputToOutput))
}
