//! Fusion indexing (`seeds/001`, "Indexing Maps for Fusion"): a function body
//! is a fusion. From each returned value back to the function's arguments,
//! in use-before-def order, each op's output-to-input maps are composed
//! into the maps of its consumers, simplified after every composition, and
//! deduplicated. A `func.call` composes through its callee.

use crate::rules::{self, simplify_operand_map};
use crate::{Direction, Entry, Maps, OperandMap, RtVar};
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
    op_memo: HashMap<usize, Vec<Entry<'c>>>,
    /// Result shapes and captured values of each op, by op (computed once).
    facts: HashMap<usize, Rc<OpFacts<'c, 'a>>>,
}

/// What composing through an op needs besides its maps (read once from the
/// IR).
struct OpFacts<'c, 'a> {
    /// The op's name.
    name: String,
    /// Its operands.
    operands: Vec<Value<'c, 'a>>,
    /// The key of each result.
    result_keys: Vec<usize>,
    /// The static shape of each result, or why it has none.
    result_shapes: Vec<Result<Vec<i64>, String>>,
    /// Values the op's regions use from outside, with their shapes.
    captured: Vec<(Value<'c, 'a>, Result<Vec<i64>, String>)>,
}

impl<'c, 'a> OpFacts<'c, 'a> {
    fn of(op: &OperationRef<'c, 'a>) -> Self {
        OpFacts {
            name: op.name().as_string_ref().as_str().unwrap_or("?").to_owned(),
            operands: op.operands().collect(),
            result_keys: op.results().map(|r| value_key(r.into())).collect(),
            result_shapes: op.results().map(|r| crate::ir::static_shape(r.r#type())).collect(),
            captured: captured_values(op).into_iter().map(|v| (v, crate::ir::static_shape(v.r#type()))).collect(),
        }
    }
}

/// The `sym_name` of a function.
pub fn function_name(function: &OperationRef) -> String {
    function
        .attribute("sym_name")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_owned())
        .unwrap_or_default()
}

fn callee_name(call: &OperationRef) -> Option<String> {
    let attribute = call.attribute("callee").ok()?;
    let text = attribute.to_string();
    Some(text.strip_prefix('@')?.trim_matches('"').to_owned())
}

fn value_key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

impl<'c, 'a> Fusion<'c, 'a> {
    /// Prepares the analysis of the `func.func` ops directly in `module`.
    pub fn new(module: &OperationRef<'c, 'a>) -> Self {
        let mut functions = HashMap::default();
        if let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) {
            let mut next = body.first_operation();
            while let Some(op) = next {
                if op.name().as_string_ref().as_str() == Ok("func.func") {
                    functions.insert(function_name(&op), op);
                }
                next = op.next_in_block();
            }
        }
        Fusion { functions, memo: HashMap::default(), in_progress: HashSet::default(), shortcuts: true, stops: 0, op_memo: HashMap::default(), facts: HashMap::default() }
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

    /// The output-to-input indexing of `op`; a `func.call` composes through
    /// its callee (operands are the call's arguments).
    pub fn op_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let key = op.to_raw().ptr as usize;
        if let Some(done) = self.op_memo.get(&key) {
            return done.clone();
        }
        let computed = self.compute_op_indexing(op);
        self.op_memo.insert(key, computed.clone());
        computed
    }

    fn compute_op_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        if op.name().as_string_ref().as_str() == Ok("func.call") {
            if let Some(callee) = callee_name(&op) {
                return self.function_indexing(&callee).as_ref().clone();
            }
        }
        rules::op_indexing(op, Direction::OutputToInput)
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
            return Rc::new(unknown_pairs(&function, &format!("recursive call cycle through @{name}")));
        }
        let entries = Rc::new(self.compute(function));
        self.in_progress.remove(name);
        self.memo.insert(name.to_owned(), entries.clone());
        entries
    }

    fn compute(&mut self, function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else {
            return unknown_pairs(&function, "the function has no body");
        };
        if block.next_in_region().is_some() {
            return unknown_pairs(&function, "the function body has more than one block");
        }
        let mut ops = Vec::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            ops.push(op);
            next = op.next_in_block();
        }
        let Some(terminator) = ops.pop() else { return Vec::new() };
        let ctx = indexing_map::Ctx::from(function.context());
        let mut body = Body::new(ctx, ops, &block);
        let mut entries = Vec::new();
        for (r, returned) in terminator.operands().enumerate() {
            let seed = match crate::ir::static_shape(returned.r#type()) {
                Ok(shape) => Ok(vec![OperandMap::new(indexing_map::IndexingMap::identity(ctx, &shape))]),
                Err(reason) => Err(format!("result {r}: {reason}")),
            };
            let slots = self.walk(&mut body, value_key(returned), seed);
            for (a, slot) in slots.into_iter().enumerate() {
                entries.push(Entry { result: r, operand: a, maps: slot.map_or_else(Maps::Unknown, Maps::Known) });
            }
        }
        entries
    }

    /// Walks the ops before `start`'s definition backwards from the maps
    /// `seed` of the value `start`, composing each op's maps into its
    /// consumers'. Returns the maps of each function argument.
    ///
    /// With shortcuts, a map that relates every index of its domain to
    /// every element of the value (`covers_all`) is not walked through:
    /// what all of the value reads is its [`Totals`], computed once per
    /// value and shared by every walk, with the map's dimension variables
    /// attached. It subsumes the value's other maps whose domain box lies
    /// inside its own, which are dropped; the union of the relations is
    /// unchanged. A value reached with no map contributes only what is
    /// unknown behind it.
    fn walk(
        &mut self,
        body: &mut Body<'c, 'a>,
        start: usize,
        seed: Slot<'c>,
    ) -> Vec<Slot<'c>> {
        let mut walk = Walk::default();
        let slot = walk.slot(body, start);
        *slot = seed;
        while let Some(p) = walk.queue.pop() {
            if walk.queue.peek() == Some(&p) {
                continue;
            }
            self.propagate(body, p, &mut walk);
        }
        let Walk { mut at_arguments, frontier, .. } = walk;
        let frontier: Vec<_> = frontier.into_iter().map(|(dims, total)| (body.dims_id(&dims), dims, total)).collect();
        let mut slots = Vec::with_capacity(body.arguments.len());
        for (a, key) in body.arguments.clone().into_iter().enumerate() {
            let shape = body.argument_shapes[a].clone().ok();
            let shape = shape.as_deref();
            let mut widened: Vec<Rc<Slot<'c>>> =
                frontier.iter().filter_map(|(id, dims, total)| Some(body.widen(total.get(a)?, *id, dims, shape))).collect();
            let direct = at_arguments.remove(&key);
            let slot = if let Some(Err(reason)) = direct {
                Err(reason)
            } else if let Some(unknown) = widened.iter().find(|w| w.is_err()) {
                (**unknown).clone()
            } else if direct.is_none() && widened.len() == 1 {
                (*widened.pop().unwrap()).clone()
            } else {
                let mut list = direct.and_then(Result::ok).unwrap_or_default();
                for w in &widened {
                    for m in w.as_ref().as_ref().into_iter().flatten() {
                        if !contains(&list, m) {
                            list.push(m.clone());
                        }
                    }
                }
                subsume(&mut list, shape);
                dedup_relations(&mut list);
                if list.len() > MAX_MAPS_PER_VALUE {
                    Err(format!("more than {MAX_MAPS_PER_VALUE} distinct maps reach this value"))
                } else {
                    Ok(list)
                }
            };
            slots.push(slot);
        }
        slots
    }

    /// Composes the maps reaching the results of `body.ops[p]` into maps of
    /// its operands (and of the values its regions capture).
    fn propagate(
        &mut self,
        body: &mut Body<'c, 'a>,
        p: usize,
        walk: &mut Walk<'c>,
    ) {
        let op = body.ops[p];
        let key = op.to_raw().ptr as usize;
        self.ensure_op(op);
        let facts = self.facts[&key].clone();
        // Every user of a result comes before its definition in the reverse
        // walk, so its maps are final here and can be taken.
        let reached: Vec<(usize, usize, Slot<'c>)> = facts
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
        for (i, result_key, consumer_maps) in reached {
            let result_shape = &facts.result_shapes[i];
            let mut consumer_maps = consumer_maps;
            if self.shortcuts {
                if let Ok(list) = &mut consumer_maps {
                    if list.is_empty() {
                        // Reads nothing of it: only what is unknown behind
                        // it matters.
                        let total = self.totals(body, result_key).unknowns_only();
                        walk.add_frontier(&[], &total, &body.argument_shapes);
                        continue;
                    }
                    if let Ok(shape) = result_shape {
                        let whole: Vec<Vec<indexing_map::Variable>> =
                            list.iter().filter(|m| covers_all(m, shape)).map(|m| m.map.dims().to_vec()).collect();
                        if !whole.is_empty() {
                            let total = self.totals(body, result_key);
                            self.stops += whole.len();
                            for dims in &whole {
                                walk.add_frontier(dims, &total, &body.argument_shapes);
                            }
                            list.retain(|m| !whole.iter().any(|dims| dims_within(m.map.dims(), dims)));
                            if list.is_empty() {
                                continue;
                            }
                        }
                    }
                }
            }
            for (o, operand) in operands.iter().enumerate() {
                let entry = self.op_memo[&key].iter().find(|e| e.result == i && e.operand == o);
                let producer_maps = match entry.map(|e| &e.maps) {
                    Some(Maps::Known(list)) => Ok(list.as_slice()),
                    Some(Maps::Unknown(reason)) => Err(format!("{name}: {reason}")),
                    None => continue,
                };
                let slot = walk.slot(body, value_key(*operand));
                merge(slot, &consumer_maps, producer_maps, name, operands, &body.arguments, result_shape.as_deref().ok());
            }
            // Values the op's regions use from outside (a linalg body adding
            // a function argument, a tensor.pad yielding one) are read too:
            // every element of the result may read every element of them.
            for (value, shape) in &facts.captured {
                let producer = captured_map(ctx, name, shape, result_shape);
                let slot = walk.slot(body, value_key(*value));
                merge(slot, &consumer_maps, producer.as_ref().map(std::slice::from_ref).map_err(Clone::clone), name, operands, &body.arguments, None);
            }
        }
    }

    /// Computes (once) the op's maps and facts.
    fn ensure_op(&mut self, op: OperationRef<'c, 'a>) {
        let key = op.to_raw().ptr as usize;
        if !self.op_memo.contains_key(&key) {
            let computed = self.compute_op_indexing(op);
            self.op_memo.insert(key, computed);
        }
        self.facts.entry(key).or_insert_with(|| Rc::new(OpFacts::of(&op)));
    }

    /// What all elements of the value `key` read of each argument: computed
    /// for every value it depends on that has none yet, in definition order,
    /// so that each computation finds those of its operands ready.
    fn totals(&mut self, body: &mut Body<'c, 'a>, key: usize) -> Totals<'c> {
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
            stack.extend(self.facts[&(op.to_raw().ptr as usize)].captured.iter().map(|(v, _)| value_key(*v)));
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
        let key = op.to_raw().ptr as usize;
        self.ensure_op(op);
        let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let ctx = indexing_map::Ctx::from(op.context());
        for (i, result) in op.results().enumerate() {
            let result_shape = self.facts[&key].result_shapes[i].clone();
            let mut total = Totals::default();
            let mut sources: Vec<(Value<'c, 'a>, Result<Vec<OperandMap<'c>>, String>, bool)> = Vec::new();
            for (o, operand) in operands.iter().enumerate() {
                let entry = self.op_memo[&key].iter().find(|e| e.result == i && e.operand == o);
                match entry.map(|e| &e.maps) {
                    Some(Maps::Known(list)) => sources.push((*operand, Ok(list.clone()), true)),
                    Some(Maps::Unknown(reason)) => sources.push((*operand, Err(format!("{name}: {reason}")), true)),
                    None => {}
                }
            }
            for (value, shape) in &self.facts[&key].captured {
                sources.push((*value, captured_map(ctx, &name, shape, &result_shape).map(|m| vec![m]), false));
            }
            for (source, producer_maps, is_operand) in sources {
                let source_key = value_key(source);
                let source_total = body.totals.get(&source_key).cloned().unwrap_or_default();
                let (producer_maps, shape) = match (producer_maps, &result_shape) {
                    (Err(reason), _) => {
                        total.union(&source_total.all_unknown(&reason), &body.argument_shapes);
                        continue;
                    }
                    (_, Err(_)) => {
                        // Without a static shape, the value's totals are
                        // never used for maps, only for what is unknown
                        // behind it and which arguments it reaches.
                        total.union(&source_total.reached_only(), &body.argument_shapes);
                        continue;
                    }
                    (Ok(list), Ok(shape)) => (list, shape),
                };
                let everything = Ok(vec![full_coverage(ctx, shape)]);
                let mut partial = Ok(Vec::new());
                let source_shape = crate::ir::static_shape(source.r#type());
                let identity_shape = if is_operand { Some(shape.as_slice()) } else { None };
                merge(&mut partial, &everything, Ok(&producer_maps), &name, &operands, &body.arguments, identity_shape);
                if let (Ok(list), Ok(source_shape)) = (&mut partial, &source_shape) {
                    if list.iter().any(|m| covers_all(m, source_shape)) {
                        total.union(&source_total, &body.argument_shapes);
                        continue;
                    }
                }
                let slots = self.walk(body, source_key, partial);
                total.union(&Totals::from_slots(slots), &body.argument_shapes);
            }
            body.totals.insert(value_key(result.into()), total);
        }
    }
}

/// The maps of one value, or why they are unknown.
type Slot<'c> = Result<Vec<OperandMap<'c>>, String>;

/// What every element of a value reads of each function argument, as
/// dimensionless maps (`()[s...] -> (...)`), sorted by argument; slots are
/// shared between values (an elementwise op's result reads what its
/// operands read).
#[derive(Clone, Default)]
struct Totals<'c>(Rc<Vec<(usize, Rc<Slot<'c>>)>>);

impl<'c> Totals<'c> {
    fn get(&self, argument: usize) -> Option<&Rc<Slot<'c>>> {
        self.0.binary_search_by_key(&argument, |(a, _)| *a).ok().map(|k| &self.0[k].1)
    }

    fn from_slots(slots: Vec<Slot<'c>>) -> Self {
        Totals(Rc::new(
            slots
                .into_iter()
                .enumerate()
                .filter(|(_, s)| !matches!(s, Ok(list) if list.is_empty()))
                .map(|(a, s)| (a, Rc::new(s)))
                .collect(),
        ))
    }

    /// The same arguments, each unknown with `reason`.
    fn all_unknown(&self, reason: &str) -> Self {
        let unknown = Rc::new(Err(reason.to_owned()));
        Totals(Rc::new(self.0.iter().map(|(a, _)| (*a, unknown.clone())).collect()))
    }

    /// Only the unknown arguments.
    fn unknowns_only(&self) -> Self {
        if self.0.iter().all(|(_, slot)| slot.is_err()) {
            return self.clone();
        }
        Totals(Rc::new(self.0.iter().filter(|(_, slot)| slot.is_err()).cloned().collect()))
    }

    /// The same arguments, the known ones with no maps.
    fn reached_only(&self) -> Self {
        let nothing = Rc::new(Ok(Vec::new()));
        Totals(Rc::new(
            self.0.iter().map(|(a, slot)| (*a, if slot.is_err() { slot.clone() } else { nothing.clone() })).collect(),
        ))
    }

    /// Adds `other`'s maps (union per argument; unknown wins).
    fn union(&mut self, other: &Totals<'c>, argument_shapes: &[Result<Vec<i64>, String>]) {
        if other.0.is_empty() || Rc::ptr_eq(&self.0, &other.0) {
            return;
        }
        if self.0.is_empty() || shares_all(&self.0, &other.0) {
            *self = other.clone();
            return;
        }
        if shares_all(&other.0, &self.0) {
            return;
        }
        let (left, right) = (&self.0, &other.0);
        let mut merged = Vec::with_capacity(left.len().max(right.len()));
        let (mut i, mut j) = (0, 0);
        let mut changed = false;
        while i < left.len() || j < right.len() {
            let take_left = j == right.len() || (i < left.len() && left[i].0 < right[j].0);
            let take_right = i == left.len() || (j < right.len() && right[j].0 < left[i].0);
            if take_left {
                merged.push(left[i].clone());
                i += 1;
            } else if take_right {
                merged.push(right[j].clone());
                changed = true;
                j += 1;
            } else {
                let slot = union_slot(&left[i].1, &right[j].1, argument_shapes[left[i].0].as_deref().ok());
                changed |= !Rc::ptr_eq(&slot, &left[i].1);
                merged.push((left[i].0, slot));
                i += 1;
                j += 1;
            }
        }
        if changed {
            self.0 = Rc::new(merged);
        }
    }
}

/// Whether every (argument, slot) of `small` is in `big`, the very same
/// slot (both sorted by argument).
fn shares_all(small: &[(usize, Rc<Slot<'_>>)], big: &[(usize, Rc<Slot<'_>>)]) -> bool {
    if small.len() > big.len() {
        return false;
    }
    let mut i = 0;
    for (a, slot) in small {
        while i < big.len() && big[i].0 < *a {
            i += 1;
        }
        if i == big.len() || big[i].0 != *a || !Rc::ptr_eq(&big[i].1, slot) {
            return false;
        }
        i += 1;
    }
    true
}

/// The union of two slots of one argument (unknown wins), sharing either
/// when it already holds the other.
fn union_slot<'c>(left: &Rc<Slot<'c>>, right: &Rc<Slot<'c>>, shape: Option<&[i64]>) -> Rc<Slot<'c>> {
    if Rc::ptr_eq(left, right) {
        return left.clone();
    }
    match (left.as_ref(), right.as_ref()) {
        (Err(_), _) => left.clone(),
        (_, Err(_)) => right.clone(),
        (Ok(l), Ok(r)) => {
            if r.iter().all(|m| contains(l, m)) {
                return left.clone();
            }
            if l.iter().all(|m| contains(r, m)) {
                return right.clone();
            }
            let mut list = l.clone();
            for m in r {
                if !contains(&list, m) {
                    list.push(m.clone());
                }
            }
            subsume(&mut list, shape);
            if list.len() > MAX_MAPS_PER_VALUE {
                return Rc::new(Err(format!("more than {MAX_MAPS_PER_VALUE} distinct maps reach this value")));
            }
            Rc::new(Ok(list))
        }
    }
}

/// The ops of a function body and the per-function state of the walks.
struct Body<'c, 'a> {
    ctx: indexing_map::Ctx<'c>,
    /// The ops, terminator excluded.
    ops: Vec<OperationRef<'c, 'a>>,
    /// The index in `ops` of the op defining each op result.
    position: HashMap<usize, usize>,
    /// The block arguments (value keys).
    arguments: Vec<usize>,
    /// The index of each block argument, by value key.
    argument_of: HashMap<usize, usize>,
    /// The static shape of each argument.
    argument_shapes: Vec<Result<Vec<i64>, String>>,
    /// What all elements of each value read, once computed.
    totals: HashMap<usize, Totals<'c>>,
    /// Slots of totals with dimension variables attached, by the slot's
    /// address and the dimensions' number (the slot is kept, so that its
    /// address stays its own).
    widened: HashMap<(usize, usize), (Rc<Slot<'c>>, Rc<Slot<'c>>)>,
    /// Numbers of the dimension-variable lists seen (see `dims_id`).
    dims_ids: HashMap<Vec<indexing_map::Variable>, usize>,
}

impl<'c, 'a> Body<'c, 'a> {
    fn new(ctx: indexing_map::Ctx<'c>, ops: Vec<OperationRef<'c, 'a>>, block: &melior::ir::BlockRef<'c, 'a>) -> Self {
        let mut position = HashMap::default();
        for (p, op) in ops.iter().enumerate() {
            for result in op.results() {
                position.insert(value_key(result.into()), p);
            }
        }
        let arguments: Vec<Value<'c, 'a>> =
            (0..block.argument_count()).map(|i| block.argument(i).expect("argument").into()).collect();
        Body {
            ctx,
            ops,
            position,
            argument_shapes: arguments.iter().map(|v| crate::ir::static_shape(v.r#type())).collect(),
            arguments: arguments.iter().map(|v| value_key(*v)).collect(),
            argument_of: arguments.iter().enumerate().map(|(a, v)| (value_key(*v), a)).collect(),
            totals: HashMap::default(),
            widened: HashMap::default(),
            dims_ids: HashMap::default(),
        }
    }

    fn argument_index(&self, key: usize) -> Option<usize> {
        self.argument_of.get(&key).copied()
    }

    /// A slot of dimensionless maps with `dims` attached and subsumed
    /// (computed once per slot and dimensions).
    fn widen(&mut self, slot: &Rc<Slot<'c>>, dims_id: usize, dims: &[indexing_map::Variable], shape: Option<&[i64]>) -> Rc<Slot<'c>> {
        let key = (Rc::as_ptr(slot) as usize, dims_id);
        if let Some((_, widened)) = self.widened.get(&key) {
            return widened.clone();
        }
        let widened = Rc::new(match slot.as_ref() {
            Err(reason) => Err(reason.clone()),
            Ok(maps) => {
                let mut list: Vec<OperandMap<'c>> = Vec::with_capacity(maps.len());
                for m in maps {
                    let with_dims = attach_dims(m, dims);
                    if !contains(&list, &with_dims) {
                        list.push(with_dims);
                    }
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
    fn argument_total(&self, a: usize) -> Totals<'c> {
        let slot = match &self.argument_shapes[a] {
            Ok(shape) => Ok(vec![full_coverage(self.ctx, shape)]),
            Err(reason) => Err(format!("argument {a}: {reason}")),
        };
        Totals(Rc::new(vec![(a, Rc::new(slot))]))
    }
}

/// The state of one backward walk.
#[derive(Default)]
struct Walk<'c> {
    /// Maps reaching values whose defining op is still to be walked.
    pending: HashMap<usize, Slot<'c>>,
    /// The positions of those ops, latest first (a position may repeat).
    queue: std::collections::BinaryHeap<usize>,
    /// Maps reaching the function's arguments.
    at_arguments: HashMap<usize, Slot<'c>>,
    /// Union of the totals of the values the walk stopped at, by the
    /// dimension variables of the maps that stopped there.
    frontier: Vec<(Vec<indexing_map::Variable>, Totals<'c>)>,
}

impl<'c> Walk<'c> {
    /// Adds what all of a value reads, reached by a map over `dims`.
    fn add_frontier(&mut self, dims: &[indexing_map::Variable], total: &Totals<'c>, shapes: &[Result<Vec<i64>, String>]) {
        match self.frontier.iter_mut().find(|(d, _)| d.as_slice() == dims) {
            Some((_, union)) => union.union(total, shapes),
            None => self.frontier.push((dims.to_vec(), total.clone())),
        }
    }

    /// The slot of the value `key` (arguments are kept apart; a new slot of
    /// an op result queues its op).
    fn slot<'m>(&'m mut self, body: &Body<'c, '_>, key: usize) -> &'m mut Slot<'c> {
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

/// The map of a value its op's regions capture: every element of the result
/// (of `result_shape`) may read every element of it.
fn captured_map<'c>(
    ctx: indexing_map::Ctx<'c>,
    name: &str,
    shape: &Result<Vec<i64>, String>,
    result_shape: &Result<Vec<i64>, String>,
) -> Result<OperandMap<'c>, String> {
    match (shape, result_shape) {
        (Err(r), _) => Err(format!("{name}: a value its region uses from outside: {r}")),
        (_, Err(r)) => Err(format!("{name}: {r}")),
        (Ok(shape), Ok(out)) => Ok(every_to_every(ctx, out, shape)),
    }
}

/// The dimensionless map to every element of a `shape`-shaped value, in the
/// form `covers_all` recognizes: `()[s...] -> (...)` with a range variable
/// per dimension of size above 1 and `0` for the others.
fn full_coverage<'c>(ctx: indexing_map::Ctx<'c>, shape: &[i64]) -> OperandMap<'c> {
    let mut results = Vec::new();
    let mut range_vars = Vec::new();
    for &n in shape {
        if n == 1 {
            results.push(ctx.constant(0));
        } else {
            results.push(ctx.symbol(range_vars.len()));
            range_vars.push(indexing_map::Variable::for_size(n));
        }
    }
    OperandMap::new(indexing_map::IndexingMap::new(ctx, &results, Vec::new(), range_vars, Vec::new(), Vec::new()))
}

/// Whether `m` relates every point of its domain to every element of a
/// `shape`-shaped value: no constraints or runtime variables, and each
/// result enumerates its whole dimension from range variables no other
/// result uses — a range variable over it, `0` for a dimension of size 1,
/// or a mixed-radix sum like `s0 + (s1 floordiv 16) * 16` with `s0` in
/// `[0, 15]` (see [`covered_extent`]). Such a map holds every other map of
/// the same domain.
fn covers_all(m: &OperandMap, shape: &[i64]) -> bool {
    let map = &m.map;
    if !m.rt_vars.is_empty()
        || !map.rt_vars().is_empty()
        || !map.constraints().is_empty()
        || map.state() != indexing_map::MapState::Defined
        || map.result_count() != shape.len()
    {
        return false;
    }
    let range_vars = map.range_vars();
    // Each dimension of more than one element needs a range variable.
    if range_vars.len() < shape.iter().filter(|&&n| n > 1).count() {
        return false;
    }
    let mut used = vec![false; range_vars.len()];
    let affine = map.affine_map();
    shape.iter().enumerate().all(|(k, &n)| {
        affine.result(k).ok().and_then(|e| covered_extent(e, range_vars, &mut used)) == Some(n)
    })
}

/// When `e` takes every value of `[0, n - 1]` and nothing else as the range
/// variables it uses (none of them in `used`, all marked used here) run over
/// their bounds: `Some(n)`. `e` must be a sum of terms `c * atom`, each atom
/// a range variable `s` over `[0, u]` (`u + 1` values), `s floordiv k`
/// (`u floordiv k + 1` values) or `s mod k` (`min(k, u + 1)` values), whose
/// coefficients form a mixed radix: sorted, the first is 1 and each next one
/// is the previous times its atom's count. Such a sum is a bijection from
/// the atoms' values onto `[0, product - 1]`.
fn covered_extent(e: melior::ir::AffineExpr<'_>, range_vars: &[indexing_map::Variable], used: &mut [bool]) -> Option<i64> {
    use indexing_map::expr::{ExprView, view};
    let mut terms: Vec<(i64, i64)> = Vec::new();
    let mut stack = vec![(e, 1i64)];
    while let Some((e, coefficient)) = stack.pop() {
        let (atom, coefficient) = match view(e) {
            ExprView::Add(l, r) => {
                stack.push((l, coefficient));
                stack.push((r, coefficient));
                continue;
            }
            ExprView::Constant(0) => continue,
            ExprView::Mul(l, r) => match view(r) {
                ExprView::Constant(c) if c > 0 => (l, coefficient.checked_mul(c)?),
                _ => return None,
            },
            _ => (e, coefficient),
        };
        let symbol_count = |j: usize, used: &mut [bool]| -> Option<i64> {
            let bounds = range_vars.get(j)?.bounds;
            if used[j] || bounds.lower != 0 || bounds.upper < 0 {
                return None;
            }
            used[j] = true;
            Some(bounds.upper)
        };
        let count = match view(atom) {
            ExprView::Symbol(j) => symbol_count(j, used)?.checked_add(1)?,
            ExprView::FloorDiv(l, r) => match (view(l), view(r)) {
                (ExprView::Symbol(j), ExprView::Constant(k)) if k > 0 => symbol_count(j, used)? / k + 1,
                _ => return None,
            },
            ExprView::Mod(l, r) => match (view(l), view(r)) {
                (ExprView::Symbol(j), ExprView::Constant(k)) if k > 0 => (symbol_count(j, used)? + 1).min(k),
                _ => return None,
            },
            _ => return None,
        };
        terms.push((coefficient, count));
    }
    terms.sort_unstable();
    let mut extent = 1i64;
    for (coefficient, count) in terms {
        if coefficient != extent {
            return None;
        }
        extent = extent.checked_mul(count)?;
    }
    Some(extent)
}

/// Each map of `list` that covers all of the value takes its plainest form
/// (`full_coverage` with its dimension variables) and the maps whose domain
/// box lies inside its own go: it holds them (everything, over a larger
/// domain).
fn subsume(list: &mut Vec<OperandMap<'_>>, shape: Option<&[i64]>) {
    let Some(shape) = shape else { return };
    let whole: Vec<Vec<indexing_map::Variable>> =
        list.iter().filter(|m| covers_all(m, shape)).map(|m| m.map.dims().to_vec()).collect();
    let Some(first) = list.first() else { return };
    if whole.is_empty() {
        return;
    }
    let ctx = first.map.context();
    list.retain(|m| !whole.iter().any(|dims| dims_within(m.map.dims(), dims)));
    for dims in whole {
        let full = full_coverage(ctx, shape);
        let map = OperandMap::new(full.map.with_dims(dims).unwrap_or(full.map));
        if !contains(list, &map) {
            list.push(map);
        }
    }
}

/// Whether the box of `inner` lies inside the box of `outer`.
fn dims_within(inner: &[indexing_map::Variable], outer: &[indexing_map::Variable]) -> bool {
    inner.len() == outer.len() && inner.iter().zip(outer).all(|(i, o)| o.bounds.contains_interval(i.bounds))
}

/// Maps whose domain boxes have at most this many points are compared as
/// relations (by enumeration) when deduplicating.
pub const RELATION_DEDUP_LIMIT: u64 = 1 << 12;

/// Whether `list` holds a map structurally equal to `m`.
fn contains(list: &[OperandMap<'_>], m: &OperandMap<'_>) -> bool {
    list.iter().any(|x| x.map == m.map && x.rt_vars.len() == m.rt_vars.len())
}

/// Removes the maps of `list` that mean the same as an earlier one — the
/// same relation, checked by enumeration where both domain boxes are small,
/// with the same runtime-variable provenance. Structurally different but
/// equal maps come from different paths through a body (a shifted offset,
/// a floordiv the simplifier cannot see through under a constraint).
fn dedup_relations(list: &mut Vec<OperandMap<'_>>) {
    if list.len() < 2 {
        return;
    }
    let mut kept: Vec<OperandMap<'_>> = Vec::with_capacity(list.len());
    for m in list.drain(..) {
        let duplicate = m.map.box_size() <= RELATION_DEDUP_LIMIT
            && kept.iter().any(|x| {
                x.map.box_size() <= RELATION_DEDUP_LIMIT
                    && same_provenance(x, &m)
                    && x.map.same_relation(&m.map, RELATION_DEDUP_LIMIT) == Some(true)
            });
        if !duplicate {
            kept.push(m);
        }
    }
    *list = kept;
}

/// Whether two maps' runtime variables come from the same places.
fn same_provenance(a: &OperandMap<'_>, b: &OperandMap<'_>) -> bool {
    a.rt_vars.len() == b.rt_vars.len()
        && a.rt_vars.iter().zip(&b.rt_vars).all(|(x, y)| x.rt == y.rt && x.operand == y.operand && x.index == y.index)
}

/// A dimensionless map (and its runtime variables' index maps) with `dims`.
fn attach_dims<'c>(m: &OperandMap<'c>, dims: &[indexing_map::Variable]) -> OperandMap<'c> {
    if dims.is_empty() {
        return m.clone();
    }
    let with = |map: &indexing_map::IndexingMap<'c>| map.with_dims(dims.to_vec()).unwrap_or_else(|| map.clone());
    OperandMap {
        map: with(&m.map),
        rt_vars: m.rt_vars.iter().map(|rt| RtVar { rt: rt.rt, operand: rt.operand, index: with(&rt.index) }).collect(),
    }
}

/// Input-to-output indexing along the use chain (XLA's epilogue indexing):
/// from an index of `value` (an argument of `function` or a result of an
/// op of its body) to the indices of each function result it contributes
/// to, composing the input-to-output maps of the ops on the way. Entries:
/// `result` = the function result, `operand` = 0; a result `value` does not
/// reach has no maps; an op on the way without an input-to-output map
/// makes the results it feeds `unknown` with its reason. Values an op's
/// regions capture contribute to every element of its results.
pub fn epilogue_indexing<'c, 'a>(function: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Vec<Entry<'c>> {
    let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else { return Vec::new() };
    let start = match crate::ir::static_shape(value.r#type()) {
        Ok(shape) => Ok(vec![OperandMap::new(indexing_map::IndexingMap::identity(
            indexing_map::Ctx::from(function.context()),
            &shape,
        ))]),
        Err(reason) => Err(reason),
    };
    let mut maps: HashMap<usize, Result<Vec<OperandMap<'c>>, String>> = HashMap::from_iter([(value_key(value), start)]);
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if next.is_none() {
            // The terminator: what reaches each returned value.
            return op
                .operands()
                .enumerate()
                .map(|(r, returned)| {
                    let reached = maps.get(&value_key(returned)).cloned().unwrap_or_else(|| Ok(Vec::new()));
                    Entry { result: r, operand: 0, maps: reached.map_or_else(Maps::Unknown, Maps::Known) }
                })
                .collect();
        }
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let captured = captured_values(&op);
        let reaches = |v: &Value| maps.contains_key(&value_key(*v));
        if !operands.iter().any(reaches) && !captured.iter().any(reaches) {
            continue;
        }
        let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
        let entries = rules::op_indexing(op, Direction::InputToOutput);
        for (i, result) in op.results().enumerate() {
            let mut slot = Ok(Vec::new());
            for (o, operand) in operands.iter().enumerate() {
                let Some(consumer_maps) = maps.get(&value_key(*operand)) else { continue };
                let producer_maps = match entries.iter().find(|e| e.result == i && e.operand == o).map(|e| &e.maps) {
                    Some(Maps::Known(list)) => Ok(list.as_slice()),
                    Some(Maps::Unknown(reason)) => Err(format!("{name}: {reason}")),
                    None => Err(format!("{name}: no input-to-output map for operand {o}")),
                };
                merge(&mut slot, consumer_maps, producer_maps, &name, &operands, &[], None);
            }
            for value in &captured {
                let Some(consumer_maps) = maps.get(&value_key(*value)) else { continue };
                // Every element of the value may contribute to every element
                // of the result.
                let shapes = crate::ir::static_shape(value.r#type()).and_then(|from| Ok((from, crate::ir::static_shape(result.r#type())?)));
                let producer = shapes
                    .map(|(from, to)| every_to_every(indexing_map::Ctx::from(op.context()), &from, &to))
                    .map_err(|r| format!("{name}: {r}"));
                merge(&mut slot, consumer_maps, producer.as_ref().map(std::slice::from_ref).map_err(Clone::clone), &name, &operands, &[], None);
            }
            maps.insert(value_key(result.into()), slot);
        }
    }
    Vec::new()
}

/// The input-to-output indexing of a whole function: for each argument,
/// [`epilogue_indexing`] from it to every result. Entries are ordered like
/// [`Fusion::function_indexing`]'s (by result, then argument; `operand` =
/// the argument); each map takes an index of the argument to the indices of
/// the result it contributes to.
pub fn function_epilogue_indexing<'c, 'a>(function: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
    let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return unknown_pairs(&function, "the function has no body");
    };
    if block.next_in_region().is_some() {
        return unknown_pairs(&function, "the function body has more than one block");
    }
    let mut entries: Vec<Entry<'c>> = (0..block.argument_count())
        .flat_map(|a| {
            let argument = block.argument(a).expect("argument in range");
            epilogue_indexing(function, argument.into()).into_iter().map(move |e| Entry { operand: a, ..e })
        })
        .collect();
    entries.sort_by_key(|e| (e.result, e.operand));
    entries
}

/// The map from every index of a `from`-shaped space to every index of a
/// `to`-shaped one (all of `to` as range variables): a sound map when
/// nothing finer is known.
fn every_to_every<'c>(ctx: indexing_map::Ctx<'c>, from: &[i64], to: &[i64]) -> OperandMap<'c> {
    let results: Vec<_> = (0..to.len()).map(|j| ctx.symbol(j)).collect();
    OperandMap::new(indexing_map::IndexingMap::new(
        ctx,
        &results,
        from.iter().map(|&n| indexing_map::Variable::for_size(n)).collect(),
        to.iter().map(|&n| indexing_map::Variable::for_size(n)).collect(),
        Vec::new(),
        Vec::new(),
    ))
}

/// Adds `producer ∘ consumer` for every pair to the maps of one value (or
/// makes it unknown with the reason).
fn merge<'c>(
    slot: &mut Result<Vec<OperandMap<'c>>, String>,
    consumer_maps: &Result<Vec<OperandMap<'c>>, String>,
    producer_maps: Result<&[OperandMap<'c>], String>,
    name: &str,
    operands: &[Value<'c, '_>],
    arguments: &[usize],
    result_shape: Option<&[i64]>,
) {
    if slot.is_err() {
        return;
    }
    let (consumer_maps, producer_maps) = match (consumer_maps, producer_maps) {
        (Err(reason), _) => {
            *slot = Err(reason.clone());
            return;
        }
        (_, Err(reason)) => {
            *slot = Err(reason);
            return;
        }
        (Ok(consumer), Ok(producer)) => (consumer, producer),
    };
    for consumer in consumer_maps {
        for producer in producer_maps {
            // `consumer ∘ identity` over the whole result is the consumer.
            // Without the simplifier where the producer's map is plain:
            // both plain (permutations, broadcasts, reductions), or a
            // selection of the consumer's results.
            let plain = || {
                if !producer.rt_vars.is_empty() {
                    return None;
                }
                if consumer.rt_vars.is_empty() {
                    if let Some(map) = consumer.map.compose_plain(&producer.map) {
                        return Some(OperandMap::new(map));
                    }
                }
                let map = consumer.map.compose_selecting(&producer.map)?;
                let mut composed = rules::remove_unused_symbols(OperandMap { map, rt_vars: consumer.rt_vars.clone() });
                composed.map.canonicalize_range_vars();
                Some(composed)
            };
            let composed = if is_full_identity(producer, result_shape) {
                consumer.clone()
            } else if let Some(composed) = plain() {
                composed
            } else {
                let Some(composed) = compose(consumer, producer, operands, arguments) else {
                    *slot = Err(format!("{name}: maps of different arity cannot compose"));
                    return;
                };
                let Some(mut composed) = simplify_operand_map(composed) else { continue };
                composed.map.canonicalize_range_vars();
                composed
            };
            let Ok(list) = slot else { return };
            if !contains(list, &composed) {
                list.push(composed);
            }
            if list.len() > MAX_MAPS_PER_VALUE {
                *slot = Err(format!("more than {MAX_MAPS_PER_VALUE} distinct maps reach this value"));
                return;
            }
        }
    }
}

/// An identity map over the whole of a result of shape `shape`, without
/// symbols, runtime variables or constraints: composing with it changes
/// nothing.
fn is_full_identity(operand_map: &OperandMap, shape: Option<&[i64]>) -> bool {
    let map = &operand_map.map;
    let Some(shape) = shape else { return false };
    map.dims().len() == shape.len()
        && map.dims().iter().zip(shape).all(|(v, &n)| v.bounds == indexing_map::Interval::for_size(n))
        && operand_map.rt_vars.is_empty()
        && map.symbol_count() == 0
        && map.constraints().is_empty()
        && !map.is_known_empty()
        && !map.is_undefined()
        && map.affine_map().is_identity()
}

/// Values defined outside `op` that ops in its regions use, in first-use
/// order.
fn captured_values<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    if op.region_count() == 0 {
        return Vec::new();
    }
    let root = op.to_raw();
    let mut seen = HashSet::default();
    let mut captured = Vec::new();
    op.walk(melior::ir::operation::WalkOrder::PreOrder, |inner| {
        if inner.to_raw().ptr == root.ptr {
            return melior::ir::operation::WalkResult::Advance;
        }
        // SAFETY: the walk hands out live ops nested in `op`.
        let inner = unsafe { OperationRef::from_raw(inner.to_raw()) };
        for value in inner.operands() {
            if !defined_inside(value, root) && seen.insert(value_key(value)) {
                // SAFETY: the value is live as long as the module is.
                captured.push(unsafe { Value::from_raw(value.to_raw()) });
            }
        }
        melior::ir::operation::WalkResult::Advance
    });
    captured
}

/// Whether `value` is defined in a region of `root` (at any depth).
fn defined_inside(value: Value, root: mlir_sys::MlirOperation) -> bool {
    // SAFETY: `value` and `root` are live; every handle below comes from them.
    unsafe {
        let raw = value.to_raw();
        let mut owner = if mlir_sys::mlirValueIsABlockArgument(raw) {
            mlir_sys::mlirBlockGetParentOperation(mlir_sys::mlirBlockArgumentGetOwner(raw))
        } else {
            mlir_sys::mlirOperationGetParentOperation(mlir_sys::mlirOpResultGetOwner(raw))
        };
        while !owner.ptr.is_null() {
            if owner.ptr == root.ptr {
                return true;
            }
            owner = mlir_sys::mlirOperationGetParentOperation(owner);
        }
        false
    }
}

/// `producer ∘ consumer` with runtime-variable provenance: the producer's
/// runtime variables come first (as `IndexingMap::compose` orders them) and
/// keep their provenance when it is a function argument; one fed by a
/// `stablehlo.constant` read at a constant index becomes that value
/// (clamped to its feasible interval, as StableHLO clamps start indices),
/// one fed by a `stablehlo.iota` becomes the iota coordinate when that stays
/// inside its interval (XLA's `OptimizeRTVar`); the consumer's follow,
/// shifted.
fn compose<'c>(
    consumer: &OperandMap<'c>,
    producer: &OperandMap<'c>,
    operands: &[Value<'c, '_>],
    arguments: &[usize],
) -> Option<OperandMap<'c>> {
    let mut map = consumer.map.compose(&producer.map).ok()?;
    let rt_base = producer.map.range_vars().len() + consumer.map.range_vars().len();
    let mut rt_vars = Vec::new();
    for rt in &producer.rt_vars {
        let Some(source) = operands.get(rt.operand) else { continue };
        let Ok(index) = consumer.map.compose(&rt.index) else { continue };
        if let Some(argument) = arguments.iter().position(|&a| a == value_key(*source)) {
            rt_vars.push(RtVar { rt: rt.rt, operand: argument, index });
            continue;
        }
        let symbol = rt_base + rt.rt;
        let bounds = map.symbol_bounds(symbol);
        if let Some(value) = fold_runtime_value(*source, &index, bounds) {
            map = map.replace_symbol(symbol, value);
        }
    }
    let shift = producer.map.rt_vars().len();
    for rt in &consumer.rt_vars {
        rt_vars.push(RtVar { rt: rt.rt + shift, operand: rt.operand, index: rt.index.clone() });
    }
    Some(OperandMap { map, rt_vars })
}

/// The value of a runtime variable whose source is a constant or an iota,
/// as an expression over the map's domain, when it is known.
fn fold_runtime_value<'c>(
    source: Value<'c, '_>,
    index: &indexing_map::IndexingMap<'c>,
    bounds: indexing_map::Interval,
) -> Option<melior::ir::AffineExpr<'c>> {
    let defining = melior::ir::operation::OperationResult::try_from(source).ok()?.owner();
    let name = defining.name().as_string_ref().as_str().ok()?.to_owned();
    let ctx = index.context();
    let results = index.results();
    match name.as_str() {
        "stablehlo.constant" => {
            let shape = crate::ir::static_shape(source.r#type()).ok()?;
            let mut flat = 0i64;
            for (expr, size) in results.iter().zip(&shape) {
                flat = flat * size + indexing_map::expr::as_constant(*expr)?;
            }
            let attribute = defining.attribute("value").ok()?;
            let value = index_opt_native::stablehlo::dense_integer_element(attribute, flat as usize)?;
            Some(ctx.constant(value.clamp(bounds.lower, bounds.upper)))
        }
        "stablehlo.iota" => {
            let dimension = crate::ir::integer(&defining, "iota_dimension").ok()? as usize;
            let value = *results.get(dimension)?;
            bounds.contains_interval(index.range_of(value)).then_some(value)
        }
        _ => None,
    }
}

fn unknown_pairs<'c>(function: &OperationRef<'c, '_>, reason: &str) -> Vec<Entry<'c>> {
    let (inputs, results) = crate::ir::function_arity(function);
    let mut entries = Vec::new();
    for result in 0..results {
        for operand in 0..inputs {
            entries.push(Entry { result, operand, maps: Maps::Unknown(reason.to_owned()) });
        }
    }
    entries
}

