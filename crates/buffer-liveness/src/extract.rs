//! From MLIR to [`crate::model`]: every `func.func` of a module, each op
//! classified by its aliasing behaviour (see [`OpKind`]).
//!
//! Regions the analysis enters: `stablehlo.while` (loop state),
//! `stablehlo.case`/`if` (branches), `sdy.manual_computation` (runs once).
//! Other regions are scalar bodies — `reduce`, `sort`, `scatter`,
//! `select_and_scatter`, `reduce_window`, `map`, collectives, linalg and
//! `tensor` ops: registers, not buffers, as XLA excludes fused
//! computations. Their ops keep their numbers (the report's op numbers are
//! the indexing report's `op_id`s) but define no buffers; outer values used
//! inside count as read by the op. An op with regions of unknown meaning is
//! treated the same way with a stated approximation.

use crate::model::{
    Block, Def, Donation, Function, Loc, Op, OpKind, OutputAlias, Program, Ty, Value, ValueId, XlaLiveRanges, XlaValue,
};
use index_opt_ir::ir::{self, OpKey, ValueKey};
use index_opt_native::stablehlo::{OutputOperandAlias, integer_value};
use melior::ir::attribute::{
    ArrayAttribute, AttributeLike, BoolAttribute, DenseI64ArrayAttribute, DictionaryAttribute, FlatSymbolRefAttribute,
    StringAttribute,
};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{TupleType, TypeLike};
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Type, ValueLike};
use std::collections::HashMap;

/// How the model is built.
#[derive(Clone, Copy, Debug)]
pub struct ExtractOptions {
    /// `stablehlo.reshape` results alias their operand (XLA makes most
    /// reshapes bitcasts); otherwise a reshape defines a new buffer.
    pub reshape_aliases: bool,
}

/// The model of every `func.func` directly inside `module` (a function
/// without a body is skipped: it has no buffers of its own).
pub fn extract(module: &OperationRef<'_, '_>, options: ExtractOptions) -> Program {
    let mut functions = Vec::new();
    let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) else { return Program::default() };
    let referenced = referenced_symbols(module);
    let updating = updating_functions(body);
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok("func.func") {
            continue;
        }
        let Some(entry) = op.region(0).ok().and_then(|r| r.first_block()) else { continue };
        functions.push(function(&op, entry, options, &updating));
    }
    let mut program = Program { functions, referenced, xla: xla_live_ranges(module) };
    // The module's `mhlo.input_output_alias` names parameters of the entry
    // computation; a function's own argument attributes come first.
    if let Some(entry) = program.entry() {
        let function = &mut program.functions[entry];
        for (parameter, output) in input_output_aliases(module) {
            if let Some(slot @ (Donation::None | Donation::Donor)) = function.donation.get_mut(parameter) {
                *slot = Donation::Output(output);
            }
        }
    }
    program
}

/// The module attribute `index_opt.xla_live_range` of an imported HLO
/// module (its form: `docs/hlo.md`); None when absent or malformed.
fn xla_live_ranges(module: &OperationRef<'_, '_>) -> Option<XlaLiveRanges> {
    let attribute = module.attribute("index_opt.xla_live_range").ok()?;
    let dictionary = DictionaryAttribute::try_from(attribute).ok()?;
    let field = |name: &str| dictionary.element_by_name(name);
    let text =
        |attribute: melior::ir::Attribute<'_>| StringAttribute::try_from(attribute).ok().map(|s| s.value().to_owned());
    let array = elements;
    let number = |attribute: melior::ir::Attribute<'_>| integer_value(attribute).and_then(|n| u64::try_from(n).ok());
    let pair = |attribute| -> Option<(usize, u64)> {
        let items = array(attribute)?;
        Some((number(*items.first()?)? as usize, number(*items.get(1)?)?))
    };
    let strings = |attribute| -> Option<Vec<String>> { array(attribute)?.into_iter().map(text).collect() };
    let mut values = Vec::new();
    for item in array(field("values"))? {
        let item = array(Some(item))?;
        // The source is left out when the instruction has none (an empty
        // string attribute is not read: melior's `StringAttribute::value`
        // fails on it).
        let (name, start, end, bytes, source) = match item.as_slice() {
            [name, start, end, bytes] => (name, start, end, bytes, None),
            [name, start, end, bytes, source] => (name, start, end, bytes, Some(source)),
            _ => return None,
        };
        values.push(XlaValue {
            name: text(*name)?,
            start: number(*start)? as usize,
            end: number(*end)? as usize,
            bytes: number(*bytes)?,
            source: source.and_then(|source| text(*source)),
        });
    }
    let mut results = HashMap::new();
    let tuples = DictionaryAttribute::try_from(field("results")?).ok()?;
    for i in 0..tuples.len() {
        let (name, indices) = tuples.element(i).ok()?;
        results.insert(name.as_string_ref().as_str().ok()?.to_owned(), strings(Some(indices))?);
    }
    // `[time, bytes, [value, ...]]`: the values listed at XLA's peak.
    let (time, bytes) = pair(field("xla_peak"))?;
    let listed = array(array(field("xla_peak"))?.get(2).copied())?;
    let listed: Option<Vec<usize>> =
        listed.into_iter().map(|n| number(n).map(|n| n as usize).filter(|&n| n < values.len())).collect();
    let xla_peak = (time, bytes, listed?);
    let mut ranges = XlaLiveRanges {
        schedule: text(field("schedule")?)?,
        sequence: strings(field("sequence"))?,
        values,
        xla_peak,
        max_live: pair(field("max_live"))?,
        arguments: strings(field("arguments"))?,
        results,
        ambiguous: strings(field("ambiguous"))?,
        approximate: field("approximate").and_then(text),
        names: HashMap::new(),
        heap: None,
    };
    ranges.index_names();
    let thread_local = field("thread_local_values").and_then(integer_value).and_then(|n| usize::try_from(n).ok());
    ranges.heap = xla_heap(&ranges.values, field("heap"), thread_local.unwrap_or(0));
    Some(ranges)
}

/// XLA's heap of temporaries from the attribute's `heap` field (one
/// `[buffer, kind, tuple, [reusable, ...], id, position, [operands, ...],
/// [shares_with, ...]]` per value); None
/// when absent or malformed.
fn xla_heap(
    values: &[XlaValue],
    heap: Option<melior::ir::Attribute<'_>>,
    thread_local_values: usize,
) -> Option<crate::xla_heap::XlaHeap> {
    use crate::xla_heap::{BufferKind, CPU_ALIGNMENT, HeapValue};
    let number = |attribute: melior::ir::Attribute<'_>| integer_value(attribute).and_then(|n| usize::try_from(n).ok());
    let entries = elements(heap)?;
    if entries.len() != values.len() {
        return None;
    }
    let mut input = Vec::with_capacity(values.len());
    for (value, entry) in values.iter().zip(entries) {
        let [buffer, kind, tuple, reusable, id, position, operands, shares_with] = elements(Some(entry))?[..] else {
            return None;
        };
        let kind = match StringAttribute::try_from(kind).ok()?.value() {
            "fixed" => BufferKind::Fixed,
            "live out" => BufferKind::LiveOut,
            "temporary" => BufferKind::Temporary,
            _ => return None,
        };
        let positions = |list| -> Option<Vec<usize>> {
            elements(Some(list))?.into_iter().map(|n| number(n).filter(|&n| n < values.len())).collect()
        };
        input.push(HeapValue {
            start: value.start,
            end: value.end,
            bytes: value.bytes,
            buffer: number(buffer).filter(|&n| n < values.len())?,
            kind,
            tuple: number(tuple)? != 0,
            reusable: positions(reusable)?,
            operands: positions(operands)?,
            shares_with: positions(shares_with)?,
            id: number(id)?,
            position: number(position)?,
        });
    }
    Some(crate::xla_heap::xla_heap(&input, CPU_ALIGNMENT, thread_local_values))
}

/// The elements of an array attribute.
fn elements<'c>(attribute: Option<melior::ir::Attribute<'c>>) -> Option<Vec<melior::ir::Attribute<'c>>> {
    let array = ArrayAttribute::try_from(attribute?).ok()?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

/// The whole-parameter entries of the module attribute
/// `mhlo.input_output_alias = [{alias = {kind = "may_alias",
/// parameter_index = array<i64>, parameter_number = 0 : i64},
/// output_index = array<i64: 0>}, ...]` (as XLA's HLO import and JAX print
/// it): (parameter, output). An entry for part of a tuple parameter
/// (`parameter_index` not empty) gives up only that part: it is left out
/// (the parameter stays the caller's), as are malformed entries.
fn input_output_aliases(module: &OperationRef<'_, '_>) -> Vec<(usize, usize)> {
    let Some(list) = module.attribute("mhlo.input_output_alias").ok().and_then(|a| ArrayAttribute::try_from(a).ok())
    else {
        return Vec::new();
    };
    // An `array<i64: ...>` (or a list of integers): its elements.
    let indices = |attribute: melior::ir::Attribute<'_>| -> Option<Vec<i64>> {
        if let Ok(dense) = DenseI64ArrayAttribute::try_from(attribute) {
            return (0..dense.len()).map(|i| dense.element(i).ok()).collect();
        }
        let array = ArrayAttribute::try_from(attribute).ok()?;
        (0..array.len()).map(|i| array.element(i).ok().and_then(integer_value)).collect()
    };
    let mut out = Vec::new();
    for i in 0..list.len() {
        let Some(entry) = list.element(i).ok().and_then(|a| DictionaryAttribute::try_from(a).ok()) else { continue };
        let Some(alias) = entry.element_by_name("alias").and_then(|a| DictionaryAttribute::try_from(a).ok()) else {
            continue;
        };
        let parameter = alias.element_by_name("parameter_number").and_then(integer_value);
        let whole = alias.element_by_name("parameter_index").and_then(indices).is_none_or(|index| index.is_empty());
        let output = match entry.element_by_name("output_index").and_then(indices) {
            Some(index) => index.first().copied().unwrap_or(0),
            None => 0,
        };
        if let (Some(parameter), true) = (parameter, whole)
            && let (Ok(parameter), Ok(output)) = (usize::try_from(parameter), usize::try_from(output))
        {
            out.push((parameter, output));
        }
    }
    out
}

/// The symbols an op of `module` uses other than as a `func.call`'s
/// callee: flat symbol references in its attributes, directly or in an
/// array (`func.constant @f`, `called_computations = [@f]`). Sorted,
/// distinct.
fn referenced_symbols(module: &OperationRef<'_, '_>) -> Vec<String> {
    let mut found = std::collections::BTreeSet::new();
    ir::walk_nested(module, |op| {
        let is_call = op.name().as_string_ref().as_str() == Ok("func.call");
        for (name, attribute) in op.attributes() {
            if is_call && name.as_string_ref().as_str() == Ok("callee") {
                continue;
            }
            // Each kind asked first: a failed `try_from` prints the
            // attribute into its error (every op's, constants included).
            if attribute.is_flat_symbol_ref()
                && let Ok(symbol) = FlatSymbolRefAttribute::try_from(attribute)
            {
                found.insert(symbol.value().to_owned());
            } else if attribute.is_array()
                && let Ok(array) = ArrayAttribute::try_from(attribute)
            {
                for i in 0..array.len() {
                    if let Some(symbol) = array
                        .element(i)
                        .ok()
                        .filter(|a| a.is_flat_symbol_ref())
                        .and_then(|a| FlatSymbolRefAttribute::try_from(a).ok())
                    {
                        found.insert(symbol.value().to_owned());
                    }
                }
            }
        }
    });
    found.into_iter().collect()
}

struct Extractor<'u> {
    function: Function,
    /// The functions that update an argument in place ([`updating_functions`]).
    updating: &'u HashMap<String, Vec<(usize, usize)>>,
    /// Op names and file names, shared.
    names: HashMap<String, std::sync::Arc<str>>,
    keys: HashMap<ValueKey, ValueId>,
    /// The next op number in pre-order over all nested ops.
    number: usize,
    options: ExtractOptions,
}

/// Per function of the module that updates an argument in place: the
/// (argument, result) pairs where the result is a `dynamic_update_slice`
/// (or `scatter`) of the argument and the argument has no other use, as
/// XLA's fusions rooted in an in-place update are. A call of such a function
/// may write that result into the argument's buffer if the argument dies
/// at the call, as the update itself may.
fn updating_functions(body: BlockRef<'_, '_>) -> HashMap<String, Vec<(usize, usize)>> {
    let mut out = HashMap::new();
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok("func.func") {
            continue;
        }
        let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else { continue };
        let Some(terminator) = block.terminator() else { continue };
        let mut pairs = Vec::new();
        for (result, returned) in terminator.operands().enumerate() {
            let Some((update, 0)) = ir::defining_op(returned) else { continue };
            if !matches!(ir::op_name(&update), "stablehlo.dynamic_update_slice" | "stablehlo.scatter") {
                continue;
            }
            let Ok(target) = update.operand(0) else { continue };
            // The function's own argument, used by the update only, of the
            // result's type.
            let ir::ValueSource::BlockArgument { owner: Some(owner), index } = ir::value_source(target) else {
                continue;
            };
            if OpKey::of(&owner) == OpKey::of(&op) && ir::use_count(target) == 1 && target.r#type() == returned.r#type()
            {
                pairs.push((index, result));
            }
        }
        if !pairs.is_empty() {
            let name = ir::function_name(&op);
            out.insert(name, pairs);
        }
    }
    out
}

fn function(
    op: &OperationRef<'_, '_>,
    entry: BlockRef<'_, '_>,
    options: ExtractOptions,
    updating: &HashMap<String, Vec<(usize, usize)>>,
) -> Function {
    let name = op
        .attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_owned())
        .unwrap_or_default();
    let public = op
        .attribute("sym_visibility")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .is_none_or(|s| s.value() == "public");
    let mut extractor = Extractor {
        function: Function {
            name,
            location: ir::location_text(op.location()),
            public,
            blocks: Vec::new(),
            values: Vec::new(),
            ops: Vec::new(),
            donation: donations(op, entry.argument_count()),
            approximations: Vec::new(),
        },
        keys: HashMap::new(),
        names: HashMap::new(),
        number: 0,
        options,
        updating,
    };
    // The op and value tables are sized once: grown by doubling they would
    // hold up to twice the memory at the peak on a large function.
    let mut count = 0;
    ir::walk_nested(op, |_| count += 1);
    extractor.function.ops.reserve_exact(count);
    extractor.function.values.reserve_exact(count + entry.argument_count());
    if entry.next_in_region().is_some() {
        extractor
            .function
            .approximations
            .push((0, "the function body has several blocks: only the entry block is analysed".into()));
    }
    extractor.block(entry, None);
    extractor.function
}

/// `tf.aliasing_output` and `jax.buffer_donor` per argument (the module's
/// `mhlo.input_output_alias` is added by [`extract`]). An alias to an
/// output wins over `jax.buffer_donor` (even `= false`): XLA aliases the
/// buffer either way. A negative or non-integer `tf.aliasing_output`
/// names no output and is ignored.
fn donations(op: &OperationRef<'_, '_>, count: usize) -> Vec<Donation> {
    let mut out = vec![Donation::None; count];
    let Some(attrs) = op.attribute("arg_attrs").ok().and_then(|a| ArrayAttribute::try_from(a).ok()) else { return out };
    for (i, slot) in out.iter_mut().enumerate() {
        let Some(dict) = attrs.element(i).ok().and_then(|a| DictionaryAttribute::try_from(a).ok()) else { continue };
        let output = dict.element_by_name("tf.aliasing_output").and_then(integer_value);
        if let Some(output) = output.and_then(|o| usize::try_from(o).ok()) {
            *slot = Donation::Output(output);
        } else if dict
            .element_by_name("jax.buffer_donor")
            .and_then(|a| BoolAttribute::try_from(a).ok())
            .is_some_and(|b| b.value())
        {
            *slot = Donation::Donor;
        }
    }
    out
}

impl Extractor<'_> {
    fn intern(&mut self, text: &str) -> std::sync::Arc<str> {
        if let Some(shared) = self.names.get(text) {
            return shared.clone();
        }
        let shared: std::sync::Arc<str> = text.into();
        self.names.insert(text.to_owned(), shared.clone());
        shared
    }

    fn location(&mut self, location: melior::ir::Location<'_>) -> Loc {
        match ir::file_line_column(location) {
            Some((file, line, column)) => Loc::File { file: self.intern(file), line, column },
            None => Loc::Text(ir::location_text(location).into()),
        }
    }

    fn value(&mut self, key: ValueKey, ty: Ty, def: Def, block: usize) -> ValueId {
        let id = self.function.values.len();
        self.function.values.push(Value { ty, def, block });
        self.keys.insert(key, id);
        id
    }

    fn block(&mut self, block: BlockRef<'_, '_>, parent: Option<usize>) -> usize {
        let id = self.function.blocks.len();
        self.function.blocks.push(Block { args: Vec::new(), ops: Vec::new(), parent });
        for i in 0..block.argument_count() {
            let Ok(argument) = block.argument(i) else { continue };
            let value = self.value(
                ValueKey::of(argument),
                storage(argument.r#type()),
                Def::Argument { block: id, index: i },
                id,
            );
            self.function.blocks[id].args.push(value);
        }
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            let op_id = self.op(&op, id);
            self.function.blocks[id].ops.push(op_id);
        }
        id
    }

    fn op(&mut self, op: &OperationRef<'_, '_>, block: usize) -> usize {
        let name = self.intern(op.name().as_string_ref().as_str().unwrap_or("?"));
        let id = self.function.ops.len();
        let number = self.number;
        self.number += 1;
        let operands: Vec<ValueId> = op.operands().filter_map(|v| self.keys.get(&ValueKey::of(v)).copied()).collect();
        let (mut kind, enter) = classify(op, &name, self.options);
        let location = self.location(op.location());
        self.function.ops.push(Op {
            name: name.clone(),
            number,
            location,
            operands,
            results: Vec::new(),
            captured: Vec::new(),
            regions: Vec::new(),
            kind: OpKind::Defines,
            may_share: Vec::new(),
            block,
            end: id,
        });
        let results: Vec<ValueId> = op
            .results()
            .enumerate()
            .map(|(i, r)| self.value(ValueKey::of(r), storage(r.r#type()), Def::Result { op: id, index: i }, block))
            .collect();
        let single_blocks = op.regions().all(|r| r.first_block().is_none_or(|b| b.next_in_region().is_none()));
        if enter && !single_blocks {
            self.function
                .approximations
                .push((id, format!("{name} with a multi-block region: its regions are not entered")));
            kind = OpKind::Defines;
        }
        if enter && single_blocks {
            let mut regions = Vec::new();
            for region in op.regions() {
                if let Some(first) = region.first_block() {
                    regions.push(self.block(first, Some(id)));
                }
            }
            self.function.ops[id].regions = regions;
        } else if op.region_count() > 0 {
            if !is_scalar_body(&name) {
                self.function.approximations.push((
                    id,
                    format!("{name} has regions index-opt does not know: values defined inside are not buffers here (the peak may miss them)"),
                ));
            }
            let mut captured = Vec::new();
            ir::walk_nested(op, |inner| {
                self.number += 1;
                for v in inner.operands() {
                    if let Some(&value) = self.keys.get(&ValueKey::of(v))
                        && !captured.contains(&value)
                    {
                        captured.push(value);
                    }
                }
            });
            self.function.ops[id].captured = captured;
        }
        let mut may_share = in_place_candidates(op, &name, &self.function, &self.function.ops[id].operands, &results);
        if let OpKind::Call(callee) = &kind
            && let Some(pairs) = self.updating.get(callee.as_ref())
        {
            may_share.extend(pairs.iter().copied());
        }
        let end = self.function.ops.len() - 1;
        let entry = &mut self.function.ops[id];
        entry.results = results;
        entry.kind = kind;
        entry.may_share = may_share;
        entry.end = end;
        id
    }
}

/// The aliasing behaviour of an op and whether its regions are entered.
fn classify(op: &OperationRef<'_, '_>, name: &str, options: ExtractOptions) -> (OpKind, bool) {
    let kind = match name {
        "stablehlo.tuple" => OpKind::Tuple,
        "stablehlo.get_tuple_element" => match op.attribute("index").ok().and_then(integer_value) {
            Some(index) if index >= 0 => OpKind::GetTupleElement(index as usize),
            _ => OpKind::Defines,
        },
        "stablehlo.optimization_barrier" | "mhlo.bitcast" | "tensor.cast" => OpKind::Forward,
        "stablehlo.reshape" if options.reshape_aliases => OpKind::Forward,
        "stablehlo.while" => return (OpKind::While, true),
        "stablehlo.case" | "stablehlo.if" => return (OpKind::Branches, true),
        "sdy.manual_computation" => return (OpKind::Once, true),
        "func.call_indirect" => OpKind::CallIndirect,
        "func.call" => match op.attribute("callee").ok().and_then(|a| FlatSymbolRefAttribute::try_from(a).ok()) {
            Some(callee) => OpKind::Call(callee.value().into()),
            None => OpKind::Defines,
        },
        "func.return" | "stablehlo.return" | "sdy.return" | "scf.yield" | "linalg.yield" | "tensor.yield" => {
            OpKind::Return
        }
        "stablehlo.custom_call" => match output_operand_aliases(op) {
            Some(aliases) if !aliases.is_empty() => OpKind::OutputAliases(aliases),
            _ => OpKind::Defines,
        },
        _ => OpKind::Defines,
    };
    (kind, false)
}

/// Ops whose regions compute scalars (registers, not buffers).
fn is_scalar_body(name: &str) -> bool {
    matches!(
        name,
        "stablehlo.reduce"
            | "stablehlo.sort"
            | "stablehlo.scatter"
            | "stablehlo.select_and_scatter"
            | "stablehlo.reduce_window"
            | "stablehlo.map"
            | "stablehlo.all_reduce"
            | "stablehlo.collective_reduce"
            | "stablehlo.reduce_scatter"
            | "tensor.generate"
            | "tensor.pad"
    ) || name.starts_with("linalg.")
}

/// `output_operand_aliases` of a custom call (through
/// `index_opt_native::stablehlo`, never its text); `None` when absent or
/// malformed (not an array of aliases, a negative index).
fn output_operand_aliases(op: &OperationRef<'_, '_>) -> Option<Vec<OutputAlias>> {
    let list = ArrayAttribute::try_from(op.attribute("output_operand_aliases").ok()?).ok()?;
    let indices =
        |values: Vec<i64>| -> Option<Vec<usize>> { values.into_iter().map(|v| usize::try_from(v).ok()).collect() };
    let mut aliases = Vec::new();
    for i in 0..list.len() {
        let alias = OutputOperandAlias::from_attribute(list.element(i).ok()?)?;
        let output = indices(alias.output_tuple_indices)?;
        let operand = usize::try_from(alias.operand_index).ok()?;
        let operand_index = indices(alias.operand_tuple_indices)?;
        // Several results stand for the elements of XLA's tuple output.
        let (result, result_index) = match (op.result_count(), output.split_first()) {
            (count, Some((&first, rest))) if count > 1 => (first, rest.to_vec()),
            _ => (0, output),
        };
        aliases.push(OutputAlias { result, result_index, operand, operand_index });
    }
    Some(aliases)
}

/// In-place candidates (operand, result): elementwise ops on an operand of
/// the result's size, `dynamic_update_slice` and `scatter` on their
/// inputs, linalg ops on their `outs`, `tensor.insert_slice` on its dest.
fn in_place_candidates(
    op: &OperationRef<'_, '_>,
    name: &str,
    function: &Function,
    operands: &[ValueId],
    results: &[ValueId],
) -> Vec<(usize, usize)> {
    let same_size = |operand: usize, result: usize| -> bool {
        match (operands.get(operand), results.get(result)) {
            (Some(&o), Some(&r)) => {
                let (o, r) = (&function.values[o].ty, &function.values[r].ty);
                matches!((o, r), (Ty::Array { bytes: Some(a) }, Ty::Array { bytes: Some(b) }) if a == b)
            }
            _ => false,
        }
    };
    let mut pairs = Vec::new();
    if name == "stablehlo.dynamic_update_slice" || name == "tensor.insert_slice" {
        let operand = usize::from(name == "tensor.insert_slice");
        if same_size(operand, 0) {
            pairs.push((operand, 0));
        }
    } else if name == "stablehlo.scatter" {
        pairs.extend((0..results.len()).filter(|&i| same_size(i, i)).map(|i| (i, i)));
    } else if name.starts_with("linalg.") && !results.is_empty() && operands.len() >= results.len() {
        let first_out = operands.len() - results.len();
        pairs.extend((0..results.len()).filter(|&i| same_size(first_out + i, i)).map(|i| (first_out + i, i)));
    } else if results.len() == 1 && index_opt_native::is_elementwise(op) {
        pairs.extend((0..operands.len()).filter(|&k| same_size(k, 0)).map(|k| (k, 0)));
    }
    pairs
}

/// The storage of a value of type `ty`.
pub fn storage(ty: Type<'_>) -> Ty {
    // A function value (`func.constant`) is a symbol, not stored data.
    if ty.is_function() {
        return Ty::Token;
    }
    // Asked first: a failed `try_from` prints the type into its error.
    if ty.is_tuple()
        && let Ok(tuple) = TupleType::try_from(ty)
    {
        return Ty::Tuple((0..tuple.type_count()).filter_map(|i| tuple.r#type(i).ok()).map(storage).collect());
    }
    if let Some(bits) = ir::scalar_bit_width(ty) {
        return Ty::Array { bytes: Some(bits.div_ceil(8)) };
    }
    match ir::static_shape(ty) {
        Ok(shape) => {
            let element = ir::element_type(ty).and_then(ir::scalar_bit_width).map(|bits| bits.div_ceil(8));
            let elements = shape.iter().try_fold(1u64, |n, &d| u64::try_from(d).ok().and_then(|d| n.checked_mul(d)));
            Ty::Array { bytes: element.zip(elements).and_then(|(e, n)| e.checked_mul(n)) }
        }
        Err(_) if ty.to_string() == "!stablehlo.token" => Ty::Token,
        Err(_) => Ty::Array { bytes: None },
    }
}
