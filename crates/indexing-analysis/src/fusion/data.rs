//! The walks' data: a body with its per-function state ([`Body`]), the
//! state of one backward walk ([`Walk`]), what composing through an op
//! needs besides its maps ([`OpFacts`]), where a walk starts
//! ([`identity_seed`]), and entries that are unknown as a whole.

use super::coverage::{Slot, add, attach_dims, dedup_relations, full_coverage, subsume};
use super::reuse::{Contribution, Deferred, END, Through};
use super::totals::{SlotInterner, Totals};
use crate::ir::{self, ValueKey, captured_values};
use crate::rules::dynamic::stand_in_shape;
use crate::{Entry, Maps, OperandMap, UnknownReason, rules};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, Value, ValueLike};
use rustc_hash::FxHashMap as HashMap;
use std::collections::hash_map::Entry as MapEntry;
use std::rc::Rc;

/// What composing through an op needs besides its maps (read once from the
/// IR).
pub(super) struct OpFacts<'c, 'a> {
    /// The op's name.
    pub(super) name: String,
    /// Its operands.
    pub(super) operands: Vec<Value<'c, 'a>>,
    /// The static shape of each operand, when it has one.
    pub(super) operand_shapes: Vec<Option<Vec<i64>>>,
    /// The key of each result.
    pub(super) result_keys: Vec<ValueKey>,
    /// The static shape of each result, or why it has none.
    pub(super) result_shapes: Vec<Result<Vec<i64>, UnknownReason>>,
    /// Values the op's regions use from outside, with their shapes.
    pub(super) captured: Vec<(Value<'c, 'a>, Result<Vec<i64>, UnknownReason>)>,
}

impl<'c, 'a> OpFacts<'c, 'a> {
    pub(super) fn of(op: &OperationRef<'c, 'a>) -> Self {
        OpFacts {
            name: ir::op_name(op).to_owned(),
            operands: op.operands().collect(),
            operand_shapes: op.operands().map(|v| ir::static_shape(v.r#type()).ok()).collect(),
            result_keys: op.results().map(ValueKey::of).collect(),
            result_shapes: op.results().map(|r| stand_in_shape(r.r#type())).collect(),
            captured: captured_values(op).into_iter().map(|v| (v, stand_in_shape(v.r#type()))).collect(),
        }
    }
}

/// The ops of a body, terminator excluded, and where each op result is
/// defined among them: what every walk of the body looks up (a `Fusion`
/// keeps a function's for the walks of its results).
pub(super) struct Layout<'c, 'a> {
    /// The ops, terminator excluded.
    pub(super) ops: Vec<OperationRef<'c, 'a>>,
    /// The index in `ops` of the op defining each op result, and the
    /// result's number among that op's results.
    pub(super) position: HashMap<ValueKey, (usize, usize)>,
    /// The op results numbered densely (computed on first use).
    numbering: std::cell::OnceCell<Numbering>,
}

/// The op results of a [`Layout`] numbered densely, each op's in order
/// after the previous op's, and which numbered result each operand of
/// each op is: what a recording walk keeps its deferred lists by.
pub(super) struct Numbering {
    /// The number of each op's first result.
    pub(super) first_result: Vec<usize>,
    /// For each op, the number of each of its operands (`None`: not an op
    /// result of the layout, an argument or a value from outside).
    pub(super) operands: Vec<Vec<Option<usize>>>,
    /// The position of the op defining each numbered result.
    pub(super) op_of: Vec<usize>,
}

impl Numbering {
    /// The numbering of `ops`, whose results are at `position` (see
    /// [`Layout::position`]).
    fn new(ops: &[OperationRef<'_, '_>], position: &HashMap<ValueKey, (usize, usize)>) -> Self {
        let (mut first_result, mut op_of) = (Vec::with_capacity(ops.len()), Vec::new());
        for (p, op) in ops.iter().enumerate() {
            first_result.push(op_of.len());
            op_of.extend(std::iter::repeat_n(p, op.result_count()));
        }
        let number = |v: Value<'_, '_>| position.get(&ValueKey::of(v)).map(|&(p, i)| first_result[p] + i);
        let operands = ops.iter().map(|op| op.operands().map(number).collect()).collect();
        Numbering { first_result, operands, op_of }
    }
}

impl<'c, 'a> Layout<'c, 'a> {
    pub(super) fn new(ops: Vec<OperationRef<'c, 'a>>) -> Self {
        let mut position = HashMap::default();
        for (p, op) in ops.iter().enumerate() {
            for (i, result) in op.results().enumerate() {
                position.insert(ValueKey::of(result), (p, i));
            }
        }
        Layout { ops, position, numbering: std::cell::OnceCell::new() }
    }

    /// The op results numbered densely.
    pub(super) fn numbering(&self) -> &Numbering {
        self.numbering.get_or_init(|| Numbering::new(&self.ops, &self.position))
    }

    /// The number of the op result `key` ([`Numbering`]), if it is one.
    pub(super) fn result_number(&self, key: ValueKey) -> Option<usize> {
        let &(p, i) = self.position.get(&key)?;
        Some(self.numbering().first_result[p] + i)
    }
}

/// The ops of a function body and the per-function state of the walks.
pub(super) struct Body<'c, 'a> {
    pub(super) ctx: indexing_map::Ctx<'c>,
    /// The ops and where each op result is defined.
    pub(super) layout: Rc<Layout<'c, 'a>>,
    /// The block arguments (value keys).
    pub(super) arguments: Vec<ValueKey>,
    /// The index of each block argument, by value key.
    pub(super) argument_of: HashMap<ValueKey, usize>,
    /// The static shape of each argument.
    pub(super) argument_shapes: Vec<Result<Vec<i64>, UnknownReason>>,
    /// What all elements of each value read, once computed.
    pub(super) totals: HashMap<ValueKey, Totals<'c>>,
    /// Slots of totals with dimension variables attached, by the slot's
    /// address and the dimensions' number (the slot is kept, so that its
    /// address stays its own).
    pub(super) widened: HashMap<(*const Slot<'c>, usize), Widened<'c>>,
    /// Numbers of the dimension-variable lists seen (see `dims_id`).
    pub(super) dims_ids: HashMap<Vec<indexing_map::Variable>, usize>,
    /// The slots of totals, by content (see `SlotInterner`).
    pub(super) interner: SlotInterner<'c>,
}

impl<'c, 'a> Body<'c, 'a> {
    pub(super) fn new(
        ctx: indexing_map::Ctx<'c>,
        layout: Rc<Layout<'c, 'a>>,
        block: &melior::ir::BlockRef<'c, 'a>,
    ) -> Self {
        let arguments: Vec<Value<'c, 'a>> =
            (0..block.argument_count()).map(|i| block.argument(i).expect("argument").into()).collect();
        Body::with_layout(ctx, layout, &arguments)
    }

    /// A body whose walks end at `arguments` (a region's captured values).
    pub(super) fn with_arguments(
        ctx: indexing_map::Ctx<'c>,
        ops: Vec<OperationRef<'c, 'a>>,
        arguments: &[Value<'c, 'a>],
    ) -> Self {
        Body::with_layout(ctx, Rc::new(Layout::new(ops)), arguments)
    }

    /// A body of the ops of `layout` whose walks end at `arguments`.
    fn with_layout(ctx: indexing_map::Ctx<'c>, layout: Rc<Layout<'c, 'a>>, arguments: &[Value<'c, 'a>]) -> Self {
        Body {
            ctx,
            layout,
            argument_shapes: arguments.iter().map(|v| stand_in_shape(v.r#type())).collect(),
            arguments: arguments.iter().map(|v| ValueKey::of(*v)).collect(),
            argument_of: arguments.iter().enumerate().map(|(a, v)| (ValueKey::of(*v), a)).collect(),
            totals: HashMap::default(),
            widened: HashMap::default(),
            dims_ids: HashMap::default(),
            interner: SlotInterner::default(),
        }
    }

    /// A body of the same ops and arguments with none of the walks' state
    /// (what [`Body::new`] gives, without reading the IR again).
    pub(super) fn fresh(&self) -> Self {
        Body {
            ctx: self.ctx,
            layout: self.layout.clone(),
            arguments: self.arguments.clone(),
            argument_of: self.argument_of.clone(),
            argument_shapes: self.argument_shapes.clone(),
            totals: HashMap::default(),
            widened: HashMap::default(),
            dims_ids: HashMap::default(),
            interner: SlotInterner::default(),
        }
    }

    pub(super) fn argument_index(&self, key: ValueKey) -> Option<usize> {
        self.argument_of.get(&key).copied()
    }

    /// A slot of dimensionless maps of argument `a` with `dims` attached
    /// and subsumed (computed once per slot and dimensions).
    pub(super) fn widen(
        &mut self,
        slot: &Rc<Slot<'c>>,
        dims_id: usize,
        dims: &[indexing_map::Variable],
        a: usize,
    ) -> Rc<Slot<'c>> {
        let key = (Rc::as_ptr(slot), dims_id);
        if let Some((_, widened)) = self.widened.get(&key) {
            return widened.clone();
        }
        let shape = self.argument_shapes[a].as_deref().ok();
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
    pub(super) fn dims_id(&mut self, dims: &[indexing_map::Variable]) -> usize {
        let next = self.dims_ids.len();
        *self.dims_ids.entry(dims.to_vec()).or_insert(next)
    }

    /// The totals of argument `a`: all of it (unknown without a static shape).
    pub(super) fn argument_total(&mut self, a: usize) -> Totals<'c> {
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
pub(super) struct Walk<'c> {
    /// Maps reaching values whose defining op is still to be walked; a
    /// value that only passes on its user's maps shares that user's list
    /// (see [`Walk::share`]) until more maps reach it.
    pub(super) pending: HashMap<ValueKey, Rc<Slot<'c>>>,
    /// When recording: the lists of maps reaching op results whose defining
    /// op is still to be walked, by the result's number ([`Numbering`]; a
    /// chain in `contributions`), merged only once the op is reached
    /// ([`Walk::defer`]; the value's list may then be one a walk before
    /// settled on).
    pub(super) deferred: Vec<Option<Deferred>>,
    /// The arena of those lists, in the order they came.
    pub(super) contributions: Vec<Contribution<'c>>,
    /// The positions of those ops, latest first (a position may repeat).
    pub(super) queue: std::collections::BinaryHeap<usize>,
    /// Maps reaching the function's arguments.
    pub(super) at_arguments: HashMap<ValueKey, Slot<'c>>,
    /// Union of the totals of the values the walk stopped at, by the
    /// dimension variables of the maps that stopped there.
    pub(super) frontier: Vec<(Vec<indexing_map::Variable>, Totals<'c>)>,
    /// When recording (see [`Fusion::grouped_indexing`]): the final maps of
    /// every op result the walk reaches, by op position and result number.
    pub(super) record: Option<Vec<(usize, usize, Rc<Slot<'c>>)>>,
}

impl<'c> Walk<'c> {
    /// Empties the walk, keeping its buffers' capacity.
    pub(super) fn clear(&mut self) {
        self.pending.clear();
        self.deferred.clear();
        self.contributions.clear();
        self.queue.clear();
        self.at_arguments.clear();
        self.frontier.clear();
        if let Some(record) = &mut self.record {
            record.clear();
        }
    }

    /// Adds what all of a value reads, reached by a map over `dims`.
    pub(super) fn add_frontier(
        &mut self,
        dims: &[indexing_map::Variable],
        total: &Totals<'c>,
        shapes: &[Result<Vec<i64>, UnknownReason>],
        interner: &mut SlotInterner<'c>,
    ) {
        add_frontier(&mut self.frontier, dims, total, shapes, interner);
    }

    /// The slot of the value `key` (arguments are kept apart; a new slot of
    /// an op result queues its op).
    pub(super) fn slot<'m>(&'m mut self, body: &Body<'c, '_>, key: ValueKey) -> &'m mut Slot<'c> {
        if body.argument_of.contains_key(&key) {
            return self.at_arguments.entry(key).or_insert_with(|| Ok(Vec::new()));
        }
        let queue = &mut self.queue;
        let slot = self.pending.entry(key).or_insert_with(|| {
            if let Some(&(p, _)) = body.layout.position.get(&key) {
                queue.push(p);
            }
            Rc::new(Ok(Vec::new()))
        });
        // A list shared with a user is copied once more maps reach it.
        Rc::make_mut(slot)
    }

    /// Keeps `consumer`, the maps reaching result `result` of the op at
    /// position `op`, for the op result numbered `id` it reaches `through`
    /// that op's operand or captured value (by the op's maps at `entry`
    /// among its entries, for an operand), until the walk reaches that
    /// result's op (queued when nothing reached the result before); `kept`
    /// says whether `consumer` is a kept list.
    pub(super) fn defer(
        &mut self,
        body: &Body<'c, '_>,
        id: usize,
        (op, result, through, entry): (usize, usize, Through, usize),
        consumer: &Rc<Slot<'c>>,
        kept: bool,
    ) {
        let index = self.contributions.len();
        self.contributions.push(Contribution { op, result, through, entry, consumer: consumer.clone(), next: END });
        match &mut self.deferred[id] {
            Some(deferred) => {
                self.contributions[deferred.last].next = index;
                deferred.last = index;
                deferred.count += 1;
                deferred.kept &= kept;
            }
            vacant @ None => {
                // A position queued twice is walked once.
                self.queue.push(body.layout.numbering().op_of[id]);
                *vacant = Some(Deferred { first: index, last: index, count: 1, kept });
            }
        }
    }

    /// Makes `maps` the very list of the op result `key` when nothing has
    /// reached it yet (`maps` being what merging into its empty list would
    /// give, no copy is made); false when something has.
    pub(super) fn share(&mut self, body: &Body<'c, '_>, key: ValueKey, maps: &Rc<Slot<'c>>) -> bool {
        if body.argument_of.contains_key(&key) {
            return false;
        }
        match self.pending.entry(key) {
            MapEntry::Occupied(mut slot) => {
                if !matches!(slot.get().as_ref(), Ok(list) if list.is_empty()) {
                    return false;
                }
                slot.insert(maps.clone());
            }
            MapEntry::Vacant(slot) => {
                if let Some(&(p, _)) = body.layout.position.get(&key) {
                    self.queue.push(p);
                }
                slot.insert(maps.clone());
            }
        }
        true
    }
}

/// Adds `total`, what all of a value reads (or reaches), reached by a map
/// over `dims`, to a walk's frontier (the union per list of dimensions).
pub(super) fn add_frontier<'c>(
    frontier: &mut Vec<(Vec<indexing_map::Variable>, Totals<'c>)>,
    dims: &[indexing_map::Variable],
    total: &Totals<'c>,
    shapes: &[Result<Vec<i64>, UnknownReason>],
    interner: &mut SlotInterner<'c>,
) {
    match frontier.iter_mut().find(|(d, _)| d.as_slice() == dims) {
        Some((_, union)) => union.union(total, shapes, interner),
        None => frontier.push((dims.to_vec(), total.clone())),
    }
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

/// Every (result, operand) pair of `op` unknown for `reason`, found in
/// the op (`<op name>: reason`).
pub(super) fn unknown_op_pairs<'c>(op: &OperationRef<'c, '_>, reason: UnknownReason) -> Vec<Entry<'c>> {
    let name = ir::op_name(op).to_owned();
    op_unknown_pairs(op, &UnknownReason::within(name, reason))
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
