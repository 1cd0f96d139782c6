//! Fusion indexing (`seeds/001`, "Indexing Maps for Fusion"): a function body
//! is a fusion. From each returned value back to the function's arguments,
//! in use-before-def order, each op's output-to-input maps are composed
//! into the maps of its consumers, simplified after every composition, and
//! deduplicated. A `func.call` composes through its callee.

use crate::rules::{self, simplify_operand_map};
use crate::{Direction, Entry, Maps, OperandMap, RtVar};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike};
use std::collections::{HashMap, HashSet};

/// More distinct maps than this for one value make it `unknown` (the set
/// stays small in practice; this bounds the work on pathological inputs).
pub const MAX_MAPS_PER_VALUE: usize = 32;

/// Function-level analysis of one module, with memoized callees.
pub struct Fusion<'c, 'a> {
    functions: HashMap<String, OperationRef<'c, 'a>>,
    memo: HashMap<String, Vec<Entry<'c>>>,
    in_progress: HashSet<String>,
    /// Result shapes and captured values of each op, by op (computed once).
    facts: HashMap<usize, OpFacts<'c, 'a>>,
}

/// What composing through an op needs besides its maps.
struct OpFacts<'c, 'a> {
    /// The static shape of each result, or why it has none.
    result_shapes: Vec<Result<Vec<i64>, String>>,
    /// Values the op's regions use from outside, with their shapes.
    captured: Vec<(Value<'c, 'a>, Result<Vec<i64>, String>)>,
}

impl<'c, 'a> OpFacts<'c, 'a> {
    fn of(op: &OperationRef<'c, 'a>) -> Self {
        OpFacts {
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
        let mut functions = HashMap::new();
        if let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) {
            let mut next = body.first_operation();
            while let Some(op) = next {
                if op.name().as_string_ref().as_str() == Ok("func.func") {
                    functions.insert(function_name(&op), op);
                }
                next = op.next_in_block();
            }
        }
        Fusion { functions, memo: HashMap::new(), in_progress: HashSet::new(), facts: HashMap::new() }
    }

    /// The output-to-input indexing of `op`; a `func.call` composes through
    /// its callee (operands are the call's arguments).
    pub fn op_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        if op.name().as_string_ref().as_str() == Ok("func.call") {
            if let Some(callee) = callee_name(&op) {
                return self.function_indexing(&callee);
            }
        }
        rules::op_indexing(op, Direction::OutputToInput)
    }

    /// The maps from each result of function `name` to each of its
    /// arguments (entries: `result`, `operand` = argument index).
    pub fn function_indexing(&mut self, name: &str) -> Vec<Entry<'c>> {
        if let Some(done) = self.memo.get(name) {
            return done.clone();
        }
        let Some(&function) = self.functions.get(name) else {
            return Vec::new();
        };
        if !self.in_progress.insert(name.to_owned()) {
            return unknown_pairs(&function, &format!("recursive call cycle through @{name}"));
        }
        let entries = self.compute(function);
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
        let arguments: Vec<usize> = (0..block.argument_count())
            .map(|i| value_key(block.argument(i).expect("argument").into()))
            .collect();
        // Op indexings are shared by every result of the function.
        let mut op_entries: HashMap<usize, Vec<Entry<'c>>> = HashMap::new();
        let mut entries = Vec::new();
        for (r, returned) in terminator.operands().enumerate() {
            let mut maps: HashMap<usize, Result<Vec<OperandMap<'c>>, String>> = HashMap::new();
            match crate::ir::static_shape(returned.r#type()) {
                Ok(shape) => {
                    let ctx = indexing_map::Ctx::from(function.context());
                    let identity = indexing_map::IndexingMap::identity(ctx, &shape);
                    maps.insert(value_key(returned), Ok(vec![OperandMap::new(identity)]));
                }
                Err(reason) => {
                    maps.insert(value_key(returned), Err(format!("result {r}: {reason}")));
                }
            }
            for op in ops.iter().rev() {
                self.propagate(*op, &arguments, &mut maps, &mut op_entries);
            }
            for (a, key) in arguments.iter().enumerate() {
                let maps = match maps.remove(key) {
                    None => Maps::Known(Vec::new()),
                    Some(Ok(list)) => Maps::Known(list),
                    Some(Err(reason)) => Maps::Unknown(reason),
                };
                entries.push(Entry { result: r, operand: a, maps });
            }
        }
        entries
    }

    /// Composes the maps reaching `op`'s results into maps of its operands.
    fn propagate(
        &mut self,
        op: OperationRef<'c, 'a>,
        arguments: &[usize],
        maps: &mut HashMap<usize, Result<Vec<OperandMap<'c>>, String>>,
        op_entries: &mut HashMap<usize, Vec<Entry<'c>>>,
    ) {
        let reached: Vec<(usize, Result<Vec<OperandMap<'c>>, String>)> = op
            .results()
            .enumerate()
            // Every user of a result comes before its definition in the
            // reverse walk, so its maps are final here and can be taken.
            .filter_map(|(i, v)| maps.remove(&value_key(v.into())).map(|m| (i, m)))
            .collect();
        if reached.is_empty() {
            return;
        }
        let key = op.to_raw().ptr as usize;
        if !op_entries.contains_key(&key) {
            let computed = self.op_indexing(op);
            op_entries.insert(key, computed);
        }
        let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        let facts = self.facts.entry(key).or_insert_with(|| OpFacts::of(&op));
        let ctx = indexing_map::Ctx::from(op.context());
        for (i, consumer_maps) in reached {
            let result_shape = &facts.result_shapes[i];
            for (o, operand) in operands.iter().enumerate() {
                let entry = op_entries[&key].iter().find(|e| e.result == i && e.operand == o);
                let producer_maps = match entry.map(|e| &e.maps) {
                    Some(Maps::Known(list)) => Ok(list.as_slice()),
                    Some(Maps::Unknown(reason)) => Err(format!("{name}: {reason}")),
                    None => continue,
                };
                let slot = maps.entry(value_key(*operand)).or_insert_with(|| Ok(Vec::new()));
                merge(slot, &consumer_maps, producer_maps, &name, &operands, arguments, result_shape.as_deref().ok());
            }
            // Values the op's regions use from outside (a linalg body adding
            // a function argument, a tensor.pad yielding one) are read too:
            // every element of the result may read every element of them.
            for (value, shape) in &facts.captured {
                let producer = match (shape, result_shape) {
                    (Err(r), _) => Err(format!("{name}: a value its region uses from outside: {r}")),
                    (_, Err(r)) => Err(format!("{name}: {r}")),
                    (Ok(shape), Ok(out)) => Ok(every_to_every(ctx, out, shape)),
                };
                let slot = maps.entry(value_key(*value)).or_insert_with(|| Ok(Vec::new()));
                merge(slot, &consumer_maps, producer.as_ref().map(std::slice::from_ref).map_err(Clone::clone), &name, &operands, arguments, None);
            }
        }
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
    let mut maps: HashMap<usize, Result<Vec<OperandMap<'c>>, String>> = HashMap::from([(value_key(value), start)]);
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
            let composed = if is_full_identity(producer, result_shape) {
                consumer.clone()
            } else {
                let Some(composed) = compose(consumer, producer, operands, arguments) else {
                    *slot = Err(format!("{name}: maps of different arity cannot compose"));
                    return;
                };
                let Some(composed) = simplify_operand_map(composed) else { continue };
                composed
            };
            let Ok(list) = slot else { return };
            if !list.iter().any(|m| m.map == composed.map && m.rt_vars.len() == composed.rt_vars.len()) {
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
    let mut seen = HashSet::new();
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
