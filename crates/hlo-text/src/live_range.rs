//! XLA's live ranges of a scheduled HLO module, as XLA's `HloLiveRange`
//! numbers them: the reference the `*-live-range.txt` dump of
//! `--xla_dump_to` writes, computed from the HLO text alone.
//!
//! The model is XLA's, rebuilt here from its semantics:
//! 1. **The flattened schedule.** The text order of a scheduled module
//!    (`is_scheduled=true`) is its schedule. Starting at the entry, each
//!    computation's instructions are numbered in order; before a `call` or
//!    `conditional` its called computations are numbered first, before a
//!    `while` its condition and then its body. A computation is numbered
//!    once. Fusion bodies and applied computations (reducers, comparators)
//!    are not in the sequence: they define no buffers.
//! 2. **Values.** Every instruction defines a value at each index of its
//!    shape, except those that pass their operands' values on: a `tuple`
//!    defines only its index table `{}`, `get-tuple-element`, `bitcast`,
//!    `call`, `domain`, `add-dependency` and `opt-barrier` define none, a
//!    `copy` defines its top level. The parameter of a called computation
//!    holds its caller's operand. A `while` (its output, and the parameters
//!    of its condition and body) and a `conditional` define a *phi* at an
//!    index where more than one value can arrive (the initial value and the
//!    body's, or the branches'); a phi that can only ever be one value is
//!    that value.
//! 3. **Live ranges.** A value starts at its instruction (a parameter: at
//!    the start of its computation) and ends at its last use or last
//!    position: a position at a computation's root lasts to the end of that
//!    computation; a use by a `while` lasts to its body's parameter; a use by
//!    a `call` is not one (its callee's uses are). Entry parameters not
//!    donated through `input_output_alias` live to the end of the sequence.
//!    Values that share a buffer (a loop's state, in-place updates, a
//!    conditional's branches, donation) are made disjoint: sorted by start,
//!    each ends where the next starts and the last takes the latest end.
//! 4. **The peak.** XLA's dumped peak moment is the first time at which a
//!    sweep over the live ranges reaches its maximum, with each value
//!    weighed by the size of its *instruction's* shape (a tuple's element is
//!    weighed as the tuple's index table): [`LiveRanges::xla_peak`]. The
//!    true maximum of live bytes, each value weighed by its own shape, is
//!    [`LiveRanges::max_live`].
//!
//! 5. **What XLA's buffer assignment needs.** Per value: its buffer, what
//!    the buffer is (a parameter's, a constant's, live out, a temporary),
//!    the operand buffers it may take over, XLA's value-id and post-order
//!    ranks; per module, how many values the thread-local computations
//!    define. `buffer-liveness`'s `xla_heap` computes XLA's allocation of
//!    temporaries from them.
//!
//! `docs/hlo.md` ("Liveness as XLA numbers it") shows an example; the test
//! `crates/hlo-text/tests/live_range.rs` compares every range with XLA's own
//! dumps of the JAX corpus.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use crate::Error;
use crate::syntax::{ArrayShape, Computation, Instruction, Module, Shape};
use crate::values;

/// An instruction: (computation, instruction) indices into the module.
type Inst = (usize, usize);
/// A shape index (`{}`, `{1}`, `{0,2}`).
type Index = Vec<usize>;
/// A value id: an index into [`Dataflow::values`].
type ValueId = usize;

/// One value of the module with its live range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueRange {
    /// The defining instruction's name.
    pub instruction: String,
    /// The shape index the value is defined at.
    pub index: Vec<usize>,
    /// The first position of the live range in the flattened sequence.
    pub start: usize,
    /// The last position (inclusive); values live to the end end at the
    /// sequence's length.
    pub end: usize,
    /// The bytes of the value's own shape (an array's elements; a tuple's
    /// index table of 8 bytes per element).
    pub bytes: u64,
    /// The bytes XLA's peak sweep weighs the value with: its instruction's
    /// whole shape at the top level (see the module documentation).
    pub sweep_bytes: u64,
    /// Whether the value is a phi of a `while` or `conditional`.
    pub phi: bool,
    /// The program source its instruction's `metadata` names
    /// (`file:line`, through `stack_frame_id` or `source_file`), if any.
    pub source: Option<String>,
    /// The buffer it shares with other values (a loop's state, in-place
    /// updates, a conditional's branches, donation): the position in
    /// [`LiveRanges::values`] of the buffer's first value.
    pub buffer: usize,
    /// What XLA's buffer assignment makes of the value's buffer.
    pub allocation: Allocation,
    /// Whether the value is a tuple's index table.
    pub tuple: bool,
    /// Where XLA's value ids put it: computations in text order (callees
    /// first), each computation's instructions in XLA's post order, an
    /// instruction's values in index order. XLA breaks its heap's ties by
    /// value id.
    pub id: usize,
    /// Its instruction's position in the post order XLA's buffer assignment
    /// sorts buffers of one size by: computations callers first, each in
    /// XLA's instruction post order.
    pub position: usize,
    /// The values (positions in [`LiveRanges::values`]) whose buffer this
    /// value may take over where their range ends at its start: values
    /// defined by a direct operand of its instruction, of its shape, that
    /// its instruction reads elementwise or updates in place (XLA's
    /// `CanShareOperandBufferWithUser`: an elementwise op, a loop or input
    /// fusion whose parameter reaches only elementwise ops, an in-place
    /// update of its first operand, a sort's output of the operand it is
    /// the only user of). Never for a `copy`.
    pub reusable: Vec<usize>,
    /// The values (positions in [`LiveRanges::values`]) its operands hold,
    /// defined there or passed on (through a `get-tuple-element`, a
    /// parameter), that it may share memory with where their ranges touch,
    /// by the rule of [`ValueRange::reusable`] (XLA's interference test of
    /// its buffer assignment).
    pub shares_with: Vec<usize>,
    /// For an array value at the top of its instruction, the values its
    /// instruction's operands hold at their top (positions in
    /// [`LiveRanges::values`], in operand order): the allocations XLA's
    /// buffer assignment tries first for it.
    pub operands: Vec<usize>,
}

/// What XLA's buffer assignment makes of a value's buffer (the kind of the
/// buffer's values that decides it, in this order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allocation {
    /// Some value is an entry parameter: the parameter's allocation.
    Parameter,
    /// Some value is a constant: an allocation of its own.
    Constant,
    /// Some value lives out of the module: an output allocation, which
    /// temporaries that never overlap it may share.
    LiveOut,
    /// A temporary: an output allocation it fits in, else the heap of
    /// temporaries.
    Temporary,
}

impl ValueRange {
    /// The value's name as XLA's dumps write it: `fusion.3{}`, `while.4{0,1}`.
    pub fn name(&self) -> String {
        value_name(&self.instruction, &self.index)
    }
}

/// A moment of the sequence with the bytes live at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The position in the flattened sequence.
    pub time: usize,
    /// The bytes of the values live at it (each by its own shape).
    pub bytes: u64,
    /// The values live at it (indices into [`LiveRanges::values`]), largest
    /// first, then by name: the order of XLA's dump.
    pub values: Vec<usize>,
}

/// XLA's live ranges of a module: [`live_ranges`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveRanges {
    /// Whether the module says `is_scheduled=true` (otherwise the text order
    /// stands in for a schedule XLA has not made yet).
    pub scheduled: bool,
    /// The flattened sequence: instruction names by position.
    pub sequence: Vec<String>,
    /// Every value of the scheduled computations with its range.
    pub values: Vec<ValueRange>,
    /// The peak moment by XLA's rule (the moment its dump lists).
    pub xla_peak: Moment,
    /// The first moment with the most live bytes.
    pub max_live: Moment,
    /// Why the ranges may differ from XLA's: the first scheduled
    /// instruction whose dataflow this model does not follow (asynchronous
    /// pairs, `send`/`recv`); `None` when every instruction is modelled.
    pub approximate: Option<String>,
    /// How many values XLA defines in the computations it runs
    /// thread-locally outside fusions (those a reduce, sort, scatter, map,
    /// select-and-scatter or all-reduce applies, wherever it is): XLA's
    /// buffer assignment gives each its own allocation, after the heap's.
    pub thread_local_values: usize,
}

impl LiveRanges {
    /// The text of XLA's `*-live-range.txt` dump up to its stack-trace
    /// breakdown: the sequence, every value's range (in this analysis's
    /// value order, which is not always XLA's), the values at the peak.
    pub fn dump(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "HloLiveRange (max {}):", self.sequence.len());
        let _ = writeln!(out, "  InstructionSequence:");
        for (time, name) in self.sequence.iter().enumerate() {
            let _ = writeln!(out, "    {time}:{name}");
        }
        let _ = writeln!(out, "  BufferLiveRange:");
        for value in &self.values {
            let _ = writeln!(out, "    {}:{}-{}", value.name(), value.start, value.end);
        }
        let _ = writeln!(out, "  Live ranges at {} (peak):", self.xla_peak.time);
        let mut total = 0;
        for &value in &self.xla_peak.values {
            let value = &self.values[value];
            total += value.bytes;
            let _ = writeln!(out, "    {}: {} bytes (cumulative: {total} bytes)", value.name(), value.bytes);
        }
        out
    }
}

/// The name of the module attribute the import carries the live ranges in
/// ([`LiveRanges::attribute`]).
pub const ATTRIBUTE: &str = "index_opt.xla_live_range";

impl LiveRanges {
    /// The live ranges as the MLIR dictionary attribute the import puts on
    /// the module (`index_opt.xla_live_range`), which the liveness reports
    /// read:
    /// `{schedule = "xla" | "text order", sequence = ["x.1", ...],
    /// values = [["x.1{}", start, end, bytes(, "prog.py:12")], ...],
    /// xla_peak = [time, bytes, [value, ...]],
    /// max_live = [time, bytes], arguments = ["x.1{}", ...],
    /// results = {"while.0" = ["{0}", "{1}"], ...}, ambiguous = [...]}`:
    /// `xla_peak` lists the values live at XLA's peak (positions in
    /// `values`) in the order XLA's dump lists them; `arguments` names the
    /// entry function's arguments (a tuple parameter is one per leaf),
    /// `results` the results of each tuple-shaped instruction (one per leaf),
    /// a value without `metadata` has no source;
    /// `ambiguous` the instruction names the module repeats (hand-written
    /// HLO; XLA's names are unique), which name no buffer;
    /// `heap = [[buffer, kind, tuple, [reusable, ...], id, position,
    /// [operands, ...], [shares_with, ...]], ...]`
    /// per value (in `values`' order) what XLA's heap of temporaries needs:
    /// its [`ValueRange::buffer`], its [`ValueRange::allocation`] as
    /// `"fixed"` (parameter or constant), `"live out"` or `"temporary"`,
    /// 1 for a tuple's index table (else 0), its [`ValueRange::reusable`],
    /// [`ValueRange::id`], [`ValueRange::position`],
    /// [`ValueRange::operands`] and [`ValueRange::shares_with`];
    /// `thread_local_values` the [`LiveRanges::thread_local_values`];
    /// `approximate` (present only then) why the ranges may differ from
    /// XLA's.
    pub fn attribute(&self, module: &Module) -> String {
        let quoted = |text: &str| format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""));
        let schedule = if self.scheduled { "xla" } else { "text order" };
        let sequence: Vec<String> = self.sequence.iter().map(|name| quoted(name)).collect();
        let values: Vec<String> = self
            .values
            .iter()
            .map(|v| {
                let source = v.source.as_deref().map(|source| format!(", {}", quoted(source))).unwrap_or_default();
                format!("[{}, {}, {}, {}{source}]", quoted(&v.name()), v.start, v.end, v.bytes)
            })
            .collect();
        let entry = &module.computations[module.entry];
        let mut parameters: Vec<&Instruction> = entry.instructions.iter().filter(|i| i.opcode == "parameter").collect();
        parameters.sort_by_key(|i| parameter_number(i));
        let mut arguments = Vec::new();
        for parameter in parameters {
            for index in parameter.shape.leaf_indices() {
                arguments.push(quoted(&value_name(&parameter.name, &index)));
            }
        }
        // XLA's names are unique in a module; hand-written HLO may repeat a
        // name in two computations: such a name names no buffer.
        let mut count: HashMap<&str, usize> = HashMap::new();
        for instruction in module.computations.iter().flat_map(|c| &c.instructions) {
            *count.entry(instruction.name.as_str()).or_default() += 1;
        }
        let mut ambiguous: Vec<&str> = count.iter().filter(|(_, n)| **n > 1).map(|(name, _)| *name).collect();
        ambiguous.sort_unstable();
        let mut results = Vec::new();
        for computation in &module.computations {
            for instruction in &computation.instructions {
                if matches!(instruction.shape, Shape::Tuple(_))
                    && instruction.opcode != "parameter"
                    && count[instruction.name.as_str()] == 1
                {
                    let leaves: Vec<String> =
                        instruction.shape.leaf_indices().iter().map(|index| quoted(&value_name("", index))).collect();
                    results.push(format!("{} = [{}]", quoted(&instruction.name), leaves.join(", ")));
                }
            }
        }
        let heap: Vec<String> = self
            .values
            .iter()
            .map(|v| {
                let kind = match v.allocation {
                    Allocation::Parameter | Allocation::Constant => "fixed",
                    Allocation::LiveOut => "live out",
                    Allocation::Temporary => "temporary",
                };
                let list = |values: &[usize]| values.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
                format!(
                    "[{}, {}, {}, [{}], {}, {}, [{}], [{}]]",
                    v.buffer,
                    quoted(kind),
                    u8::from(v.tuple),
                    list(&v.reusable),
                    v.id,
                    v.position,
                    list(&v.operands),
                    list(&v.shares_with)
                )
            })
            .collect();
        format!(
            "{ATTRIBUTE} = {{schedule = {}, sequence = [{}], values = [{}], xla_peak = [{}, {}, [{}]], max_live = [{}, {}], \
             arguments = [{}], results = {{{}}}, ambiguous = [{}], heap = [{}], thread_local_values = {}{}}}",
            quoted(schedule),
            sequence.join(", "),
            values.join(", "),
            self.xla_peak.time,
            self.xla_peak.bytes,
            self.xla_peak.values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "),
            self.max_live.time,
            self.max_live.bytes,
            arguments.join(", "),
            results.join(", "),
            ambiguous.iter().map(|name| quoted(name)).collect::<Vec<_>>().join(", "),
            heap.join(", "),
            self.thread_local_values,
            self.approximate.as_deref().map(|why| format!(", approximate = {}", quoted(why))).unwrap_or_default()
        )
    }
}

/// A value's name as XLA's dumps write it: `name{i,j}`.
pub fn value_name(instruction: &str, index: &[usize]) -> String {
    let index: Vec<String> = index.iter().map(|i| i.to_string()).collect();
    format!("{instruction}{{{}}}", index.join(","))
}

/// XLA's live ranges of `module` (see the module documentation). An
/// instruction that names an operand or computation the module does not
/// have is an error at it.
pub fn live_ranges(module: &Module) -> Result<LiveRanges, Error> {
    let graph = Graph::new(module)?;
    let schedule = Schedule::flatten(&graph);
    let mut dataflow = Dataflow::new(&graph, &schedule);
    dataflow.run();
    Ok(dataflow.ranges(&schedule))
}

/// How a computation is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Caller {
    /// The entry, or a computation nothing calls.
    None,
    /// By a `call`: its parameters hold the call's operands.
    Call(Inst),
    /// As the condition or body of a `while`.
    While(Inst),
    /// As branch `n` of a `conditional` (its operand `n + 1`).
    Branch(Inst, usize),
}

/// The module with operands and called computations resolved.
struct Graph<'m> {
    module: &'m Module,
    /// Per computation, per instruction, its operands.
    operands: Vec<Vec<Vec<usize>>>,
    /// Per computation, per instruction, its users (with repetition per
    /// operand slot).
    users: Vec<Vec<Vec<usize>>>,
    /// Per computation, per instruction, the computations it runs as control
    /// flow (call, while: condition then body, conditional: its branches).
    control: Vec<Vec<Vec<usize>>>,
    /// Per computation, its control-flow caller.
    caller: Vec<Caller>,
    /// Per computation, per instruction, its shape's indices in pre-order.
    indices: Vec<Vec<Vec<Index>>>,
    /// Per computation, by parameter number below its instruction count,
    /// its first `parameter` instruction (`usize::MAX`: none).
    parameters: Vec<Vec<usize>>,
}

impl<'m> Graph<'m> {
    fn new(module: &'m Module) -> Result<Self, Error> {
        let mut operands = Vec::new();
        let mut users = Vec::new();
        let mut control = Vec::new();
        let mut caller = vec![Caller::None; module.computations.len()];
        let mut indices = Vec::new();
        let mut parameters = Vec::new();
        for (c, computation) in module.computations.iter().enumerate() {
            let names: HashMap<&str, usize> =
                computation.instructions.iter().enumerate().map(|(i, inst)| (inst.name.as_str(), i)).collect();
            let mut computation_operands = Vec::new();
            let mut computation_users = vec![Vec::new(); computation.instructions.len()];
            let mut computation_control = Vec::new();
            for (i, instruction) in computation.instructions.iter().enumerate() {
                let mut these = Vec::new();
                for operand in instruction.operands() {
                    let o = *names.get(operand.name.as_str()).ok_or_else(|| {
                        Error::new(operand.pos, format!("no instruction named '{}' in this computation", operand.name))
                    })?;
                    these.push(o);
                    computation_users[o].push(i);
                }
                computation_operands.push(these);
                let called = control_callees(module, instruction)?;
                for (n, &callee) in called.iter().enumerate() {
                    caller[callee] = match instruction.opcode.as_str() {
                        "call" => Caller::Call((c, i)),
                        "while" => Caller::While((c, i)),
                        _ => Caller::Branch((c, i), n),
                    };
                }
                computation_control.push(called);
            }
            operands.push(computation_operands);
            users.push(computation_users);
            control.push(computation_control);
            indices.push(computation.instructions.iter().map(|i| i.shape.indices()).collect());
            // Numbers up to the instruction count (larger ones are found by
            // a scan, [`Graph::parameter`]).
            let mut by_number = vec![usize::MAX; computation.instructions.len()];
            for (i, instruction) in computation.instructions.iter().enumerate() {
                if instruction.opcode == "parameter"
                    && let Some(slot) = by_number.get_mut(parameter_number(instruction))
                    && *slot == usize::MAX
                {
                    *slot = i;
                }
            }
            parameters.push(by_number);
        }
        Ok(Graph { module, operands, users, control, caller, indices, parameters })
    }

    fn instruction(&self, (c, i): Inst) -> &'m Instruction {
        &self.module.computations[c].instructions[i]
    }

    fn computation(&self, c: usize) -> &'m Computation {
        &self.module.computations[c]
    }

    /// The first `parameter(number)` instruction of computation `c`.
    fn parameter(&self, c: usize, number: usize) -> Option<usize> {
        match self.parameters[c].get(number) {
            Some(&i) => (i != usize::MAX).then_some(i),
            None => self.module.computations[c]
                .instructions
                .iter()
                .position(|i| i.opcode == "parameter" && parameter_number(i) == number),
        }
    }

    fn is_root(&self, (c, i): Inst) -> bool {
        self.module.computations[c].root == i
    }
}

/// The computations an instruction runs as control flow, in XLA's order:
/// a `call`'s `to_apply`, a `while`'s condition then body, a
/// `conditional`'s branches.
fn control_callees(module: &Module, instruction: &Instruction) -> Result<Vec<usize>, Error> {
    let keys: &[&str] = match instruction.opcode.as_str() {
        "call" => &["to_apply"],
        "while" => &["condition", "body"],
        "conditional" => &["branch_computations", "true_computation", "false_computation"],
        _ => return Ok(Vec::new()),
    };
    let mut out = Vec::new();
    for key in keys {
        let Some(attribute) = instruction.attribute(key) else { continue };
        let names = if *key == "branch_computations" {
            values::computation_names(attribute)?
        } else {
            vec![values::computation_name(attribute).to_owned()]
        };
        for name in names {
            let index = module
                .computation(&name)
                .ok_or_else(|| Error::new(attribute.value_pos, format!("no computation named '{name}'")))?;
            out.push(index);
        }
    }
    Ok(out)
}

/// The bytes of a shape as XLA counts a buffer (`ShapeUtil::ByteSizeOf`
/// with 8-byte pointers): an array's elements, a tuple's index table (8
/// bytes per element, its elements not included), a token none.
pub fn byte_size(shape: &Shape) -> u64 {
    match shape {
        Shape::Tuple(elements) => 8 * elements.len() as u64,
        Shape::Array(array) => array_bytes(array),
    }
}

fn array_bytes(array: &ArrayShape) -> u64 {
    let count: u64 = array.dims.iter().map(|&d| d.max(0) as u64).product();
    // Packed sub-byte elements (`{0:E(4)}`): whole bytes of the bits.
    if let Some(bits) = array.element_bits.filter(|&bits| bits > 0 && bits < 8) {
        return (count * bits).div_ceil(8);
    }
    let bits: u64 = match array.element.as_str() {
        "token" => return 0,
        "pred" | "s8" | "u8" => 8,
        "s16" | "u16" | "f16" | "bf16" => 16,
        "s32" | "u32" | "f32" => 32,
        "s64" | "u64" | "f64" | "c64" => 64,
        "c128" => 128,
        // f8 variants, and sub-byte types stored a byte per element.
        _ => 8,
    };
    count * bits / 8
}

/// The flattened schedule (see the module documentation).
struct Schedule {
    /// Instructions by position.
    sequence: Vec<Inst>,
    /// Position of each scheduled instruction.
    time: HashMap<Inst, usize>,
    /// Per scheduled computation, its [start, end) positions.
    span: HashMap<usize, (usize, usize)>,
}

impl Schedule {
    fn flatten(graph: &Graph) -> Self {
        let mut schedule = Schedule { sequence: Vec::new(), time: HashMap::new(), span: HashMap::new() };
        schedule.computation(graph, graph.module.entry);
        schedule
    }

    fn computation(&mut self, graph: &Graph, c: usize) {
        if self.span.contains_key(&c) {
            return;
        }
        // Marked before its instructions so that a computation reached again
        // through itself is not numbered twice.
        self.span.insert(c, (self.sequence.len(), self.sequence.len()));
        let start = self.sequence.len();
        for i in 0..graph.computation(c).instructions.len() {
            for &callee in &graph.control[c][i] {
                self.computation(graph, callee);
            }
            self.time.insert((c, i), self.sequence.len());
            self.sequence.push((c, i));
        }
        self.span.insert(c, (start, self.sequence.len()));
    }
}

/// One value: where it is defined and whether it is a phi.
#[derive(Clone, Debug)]
struct Value {
    inst: Inst,
    index: Index,
    phi: bool,
    /// A phi's inputs the last time it was computed.
    inputs: Vec<ValueId>,
    /// A phi found to be one other value: that value.
    replaced: Option<ValueId>,
}

/// XLA's dataflow over the scheduled computations: the value set of every
/// (instruction, index).
struct Dataflow<'g, 'm> {
    graph: &'g Graph<'m>,
    values: Vec<Value>,
    /// Per scheduled instruction, per index (pre-order), its value set.
    sets: HashMap<Inst, Vec<Vec<ValueId>>>,
    /// The value an instruction defines at an index.
    defined: HashMap<(Inst, Index), ValueId>,
    /// The scheduled computations' instructions, in schedule order.
    order: Vec<Inst>,
}

/// Opcodes whose output is their first operand's values.
const PASS_THROUGH: &[&str] = &["bitcast", "domain", "add-dependency", "opt-barrier", "optimization-barrier"];

impl<'g, 'm> Dataflow<'g, 'm> {
    fn new(graph: &'g Graph<'m>, schedule: &Schedule) -> Self {
        let mut dataflow =
            Dataflow { graph, values: Vec::new(), sets: HashMap::new(), defined: HashMap::new(), order: Vec::new() };
        dataflow.order = schedule.sequence.clone();
        for &inst in &schedule.sequence {
            let count = graph.indices[inst.0][inst.1].len();
            dataflow.sets.insert(inst, vec![Vec::new(); count]);
            let instruction = graph.instruction(inst);
            let define: Vec<usize> = match instruction.opcode.as_str() {
                "parameter" if graph.caller[inst.0] == Caller::None => (0..count).collect(),
                "parameter" | "get-tuple-element" | "call" | "while" | "conditional" => Vec::new(),
                opcode if PASS_THROUGH.contains(&opcode) => Vec::new(),
                "tuple" | "copy" => vec![0],
                _ => (0..count).collect(),
            };
            for position in define {
                let index = graph.indices[inst.0][inst.1][position].clone();
                let id = dataflow.new_value(inst, index, false);
                dataflow.sets.get_mut(&inst).expect("set")[position] = vec![id];
            }
        }
        dataflow
    }

    fn new_value(&mut self, inst: Inst, index: Index, phi: bool) -> ValueId {
        let id = self.values.len();
        self.defined.insert((inst, index.clone()), id);
        self.values.push(Value { inst, index, phi, inputs: Vec::new(), replaced: None });
        id
    }

    /// The value set of `inst` at `index` (empty when not scheduled).
    fn set(&self, inst: Inst, index: &[usize]) -> Vec<ValueId> {
        let Some(sets) = self.sets.get(&inst) else { return Vec::new() };
        let position = self.graph.indices[inst.0][inst.1].iter().position(|i| i == index);
        position.map(|p| sets[p].clone()).unwrap_or_default()
    }

    /// Propagates value sets until nothing changes, then resolves phis that
    /// can only be one value.
    fn run(&mut self) {
        loop {
            let mut changed = false;
            for n in 0..self.order.len() {
                changed |= self.update(self.order[n]);
            }
            if !changed {
                break;
            }
        }
        self.resolve_phis();
    }

    /// Recomputes one instruction's value sets; whether any changed.
    fn update(&mut self, inst: Inst) -> bool {
        let graph = self.graph;
        let instruction = graph.instruction(inst);
        let operands = &graph.operands[inst.0][inst.1];
        let indices = &graph.indices[inst.0][inst.1];
        let opcode = instruction.opcode.as_str();
        // Each index's inputs (several for a phi) and whether it is a phi.
        let sources: Vec<(Vec<Vec<ValueId>>, bool)> = match opcode {
            "parameter" => match graph.caller[inst.0] {
                Caller::None => return false,
                Caller::Call(call) => {
                    let number = parameter_number(instruction);
                    let operand = (call.0, graph.operands[call.0][call.1][number]);
                    indices.iter().map(|index| (vec![self.set(operand, index)], false)).collect()
                }
                Caller::While(call) => {
                    let init = (call.0, graph.operands[call.0][call.1][0]);
                    let body = graph.control[call.0][call.1][1];
                    let root = (body, graph.computation(body).root);
                    indices
                        .iter()
                        .map(|index| {
                            let mut inputs = vec![self.set(init, index)];
                            if root != inst {
                                inputs.push(self.set(root, index));
                            }
                            (inputs, true)
                        })
                        .collect()
                }
                Caller::Branch(call, n) => {
                    let operand = (call.0, graph.operands[call.0][call.1][n + 1]);
                    indices.iter().map(|index| (vec![self.set(operand, index)], false)).collect()
                }
            },
            "get-tuple-element" => {
                let k = instruction.attribute("index").and_then(|a| values::int(a).ok()).unwrap_or(0) as usize;
                let operand = (inst.0, operands[0]);
                indices
                    .iter()
                    .map(|index| {
                        let mut from = vec![k];
                        from.extend(index);
                        (vec![self.set(operand, &from)], false)
                    })
                    .collect()
            }
            "tuple" => indices
                .iter()
                .map(|index| match index.split_first() {
                    None => (Vec::new(), false),
                    Some((&k, rest)) => (vec![self.set((inst.0, operands[k]), rest)], false),
                })
                .collect(),
            "copy" => indices
                .iter()
                .map(|index| match index.is_empty() {
                    true => (Vec::new(), false),
                    false => (vec![self.set((inst.0, operands[0]), index)], false),
                })
                .collect(),
            "call" => {
                let callee = graph.control[inst.0][inst.1][0];
                let root = (callee, graph.computation(callee).root);
                indices.iter().map(|index| (vec![self.set(root, index)], false)).collect()
            }
            "while" => {
                let init = (inst.0, operands[0]);
                let body = graph.control[inst.0][inst.1][1];
                let root = (body, graph.computation(body).root);
                indices.iter().map(|index| (vec![self.set(init, index), self.set(root, index)], true)).collect()
            }
            "conditional" => {
                let roots: Vec<Inst> =
                    graph.control[inst.0][inst.1].iter().map(|&b| (b, graph.computation(b).root)).collect();
                indices
                    .iter()
                    .map(|index| (roots.iter().map(|&root| self.set(root, index)).collect(), roots.len() > 1))
                    .collect()
            }
            _ if PASS_THROUGH.contains(&opcode) && !operands.is_empty() => {
                indices.iter().map(|index| (vec![self.set((inst.0, operands[0]), index)], false)).collect()
            }
            _ => return false,
        };
        let mut changed = false;
        for (position, (inputs, phi)) in sources.into_iter().enumerate() {
            let index = &indices[position];
            // Defined here (a tuple's or copy's top level): nothing flows in.
            if !phi && inputs.is_empty() {
                continue;
            }
            let own = self.defined.get(&(inst, index.clone())).copied();
            let mut union: Vec<ValueId> = inputs.into_iter().flatten().filter(|&v| Some(v) != own).collect();
            union.sort_unstable();
            union.dedup();
            let new = if phi && union.len() > 1 {
                let id = match own {
                    Some(id) => id,
                    None => self.new_value(inst, index.clone(), true),
                };
                self.values[id].inputs = union;
                vec![id]
            } else {
                union
            };
            let sets = self.sets.get_mut(&inst).expect("scheduled");
            if sets[position] != new {
                sets[position] = new;
                changed = true;
            }
        }
        changed
    }

    /// A phi whose inputs, followed through other phis, reach only one
    /// value is that value; the phis on the way are too.
    fn resolve_phis(&mut self) {
        loop {
            let mut changed = false;
            for id in 0..self.values.len() {
                if !self.values[id].phi || self.values[id].replaced.is_some() {
                    continue;
                }
                let mut seen = HashSet::new();
                let mut work = vec![id];
                let mut only = None;
                let mut many = false;
                while let Some(v) = work.pop() {
                    let v = self.resolved(v);
                    if !seen.insert(v) {
                        continue;
                    }
                    if self.values[v].phi {
                        work.extend(self.values[v].inputs.iter().copied());
                    } else if only.is_some_and(|o| o != v) {
                        many = true;
                        break;
                    } else {
                        only = Some(v);
                    }
                }
                if let (Some(only), false) = (only, many) {
                    for v in seen {
                        if self.values[v].phi {
                            self.values[v].replaced = Some(only);
                        }
                    }
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for sets in self.sets.values_mut() {
            for set in sets.iter_mut() {
                for v in set.iter_mut() {
                    let mut r = *v;
                    while let Some(next) = self.values[r].replaced {
                        r = next;
                    }
                    *v = r;
                }
                set.sort_unstable();
                set.dedup();
            }
        }
    }

    fn resolved(&self, mut v: ValueId) -> ValueId {
        while let Some(next) = self.values[v].replaced {
            v = next;
        }
        v
    }

    /// Every live value's range (see the module documentation).
    fn ranges(&self, schedule: &Schedule) -> LiveRanges {
        let graph = self.graph;
        let module = graph.module;
        let live: Vec<ValueId> = (0..self.values.len()).filter(|&v| self.values[v].replaced.is_none()).collect();
        // Positions of each value, the defining one first.
        let mut positions: HashMap<ValueId, Vec<(Inst, Index)>> = HashMap::new();
        for &inst in &self.order {
            for (position, set) in self.sets[&inst].iter().enumerate() {
                for &v in set {
                    positions.entry(v).or_default().push((inst, graph.indices[inst.0][inst.1][position].clone()));
                }
            }
        }
        let end_of_sequence = schedule.sequence.len();
        let donated = donated_parameters(module);
        let mut ranges: Vec<(ValueId, usize, usize)> = Vec::new();
        for &v in &live {
            let value = &self.values[v];
            let inst = value.inst;
            let instruction = graph.instruction(inst);
            let span = schedule.span[&inst.0];
            let time = schedule.time[&inst];
            let start = if instruction.opcode == "parameter" { span.0 } else { time };
            let mut end = if graph.is_root(inst) { span.1 } else { time };
            let own_positions = positions.get(&v).map(Vec::as_slice).unwrap_or(&[]);
            let roots: HashSet<Inst> = own_positions.iter().map(|p| p.0).filter(|&p| graph.is_root(p)).collect();
            for (position, _) in own_positions.iter().filter(|p| !(p.0 == inst && p.1 == value.index)) {
                let t = if graph.is_root(*position) {
                    schedule.span.get(&position.0).map(|s| s.1)
                } else {
                    schedule.time.get(position).copied()
                };
                end = end.max(t.unwrap_or(0));
            }
            let entry_parameter = instruction.opcode == "parameter" && inst.0 == module.entry;
            if entry_parameter && !donated.contains(&(parameter_number(instruction), value.index.clone())) {
                end = end_of_sequence;
            } else {
                for (position, index) in own_positions {
                    for &user in &graph.users[position.0][position.1] {
                        let user_inst = (position.0, user);
                        let user_instruction = graph.instruction(user_inst);
                        let uses = may_use(user_instruction, index) || roots.contains(&user_inst);
                        if !uses || user_instruction.opcode == "call" {
                            continue;
                        }
                        let used = if user_instruction.opcode == "while" {
                            let body = graph.control[user_inst.0][user_inst.1][1];
                            let parameter = graph
                                .computation(body)
                                .instructions
                                .iter()
                                .position(|i| i.opcode == "parameter")
                                .map(|p| (body, p));
                            parameter.and_then(|p| schedule.time.get(&p).copied())
                        } else {
                            schedule.time.get(&user_inst).copied()
                        };
                        if let Some(t) = used {
                            end = end.max(t);
                        }
                    }
                }
            }
            ranges.push((v, start, end));
        }
        self.normalize_aliased(&mut ranges);
        let (buffer_of, allocation) = self.heap_buffers(&ranges);
        let reusable = self.reusable_operands(&ranges, false);
        let shares_with = self.reusable_operands(&ranges, true);
        let operands = self.top_operands(&ranges);
        let (ids, positions) = self.post_order_numbers(&ranges);
        let values: Vec<ValueRange> = ranges
            .iter()
            .enumerate()
            .map(|(n, &(v, start, end))| {
                let value = &self.values[v];
                let instruction = graph.instruction(value.inst);
                let shape = instruction.shape.subshape(&value.index).unwrap_or(&instruction.shape);
                ValueRange {
                    buffer: buffer_of[n],
                    allocation: allocation[n],
                    tuple: matches!(shape, Shape::Tuple(_)),
                    id: ids[n],
                    position: positions[n],
                    reusable: reusable[n].clone(),
                    shares_with: shares_with[n].clone(),
                    operands: operands[n].clone(),
                    instruction: instruction.name.clone(),
                    index: value.index.clone(),
                    start,
                    end,
                    bytes: byte_size(shape),
                    sweep_bytes: byte_size(&instruction.shape),
                    phi: value.phi,
                    source: source_line(module, instruction),
                }
            })
            .collect();
        let xla_peak = moment(&values, sweep_peak(&values));
        let max_live = max_live(&values, end_of_sequence);
        let approximate = self.order.iter().map(|&inst| graph.instruction(inst)).find(|i| not_modelled(&i.opcode)).map(
            |i| {
                format!(
                    "XLA's dataflow of '{}' (line {}) is not modelled: asynchronous values' ranges may differ from XLA's",
                    i.opcode, i.pos.line
                )
            },
        );
        LiveRanges {
            thread_local_values: thread_local_values(graph),
            approximate,
            scheduled: module.attributes.iter().any(|a| a.key == "is_scheduled" && a.value == "true"),
            sequence: schedule.sequence.iter().map(|&inst| graph.instruction(inst).name.clone()).collect(),
            values,
            xla_peak,
            max_live,
        }
    }

    /// Per range, its buffer (the position of the buffer's first range)
    /// and what XLA's buffer assignment makes of it ([`Allocation`]).
    fn heap_buffers(&self, ranges: &[(ValueId, usize, usize)]) -> (Vec<usize>, Vec<Allocation>) {
        let graph = self.graph;
        let module = graph.module;
        let buffers = self.buffers();
        let entry_root = (module.entry, graph.computation(module.entry).root);
        let live_out: HashSet<ValueId> =
            self.sets.get(&entry_root).map(|sets| sets.iter().flatten().copied().collect()).unwrap_or_default();
        let mut first: HashMap<usize, usize> = HashMap::new();
        let mut kind: HashMap<usize, Allocation> = HashMap::new();
        for (n, &(v, _, _)) in ranges.iter().enumerate() {
            let root = buffers.find(v);
            first.entry(root).or_insert(n);
            let value = &self.values[v];
            let instruction = graph.instruction(value.inst);
            let own = if instruction.opcode == "parameter" && value.inst.0 == module.entry {
                Allocation::Parameter
            } else if instruction.opcode == "constant" {
                Allocation::Constant
            } else if live_out.contains(&v) {
                Allocation::LiveOut
            } else {
                Allocation::Temporary
            };
            let rank = |a: Allocation| a as usize;
            let entry = kind.entry(root).or_insert(own);
            if rank(own) < rank(*entry) {
                *entry = own;
            }
        }
        ranges
            .iter()
            .map(|&(v, _, _)| {
                let root = buffers.find(v);
                (first[&root], kind[&root])
            })
            .unzip()
    }

    /// Per range, its [`ValueRange::id`] and [`ValueRange::position`]
    /// (ranks among the ranges).
    fn post_order_numbers(&self, ranges: &[(ValueId, usize, usize)]) -> (Vec<usize>, Vec<usize>) {
        let graph = self.graph;
        let computations = graph.module.computations.len();
        let orders: Vec<Vec<usize>> = (0..computations).map(|c| instruction_post_order(graph, c)).collect();
        let mut rank: HashMap<Inst, usize> = HashMap::new();
        for (c, order) in orders.iter().enumerate() {
            for (n, &i) in order.iter().enumerate() {
                rank.insert((c, i), n);
            }
        }
        let key = |&(v, _, _): &(ValueId, usize, usize)| {
            let value = &self.values[v];
            let (c, i) = value.inst;
            let index = graph.indices[c][i].iter().position(|x| *x == value.index).unwrap_or(0);
            (c, rank.get(&(c, i)).copied().unwrap_or(0), index, value.phi)
        };
        let ranks = |keys: Vec<(usize, usize, usize, bool)>| {
            let mut order: Vec<usize> = (0..keys.len()).collect();
            order.sort_by_key(|&n| (keys[n], n));
            let mut out = vec![0; keys.len()];
            for (r, n) in order.into_iter().enumerate() {
                out[n] = r;
            }
            out
        };
        let ids = ranks(ranges.iter().map(key).collect());
        let positions =
            ranks(ranges.iter().map(key).map(|(c, i, index, phi)| (computations - c, i, index, phi)).collect());
        (ids, positions)
    }

    /// Per range, [`ValueRange::operands`].
    fn top_operands(&self, ranges: &[(ValueId, usize, usize)]) -> Vec<Vec<usize>> {
        let graph = self.graph;
        let position: HashMap<ValueId, usize> = ranges.iter().enumerate().map(|(n, &(v, _, _))| (v, n)).collect();
        ranges
            .iter()
            .map(|&(v, _, _)| {
                let value = &self.values[v];
                let (c, i) = value.inst;
                let array = graph
                    .instruction(value.inst)
                    .shape
                    .subshape(&value.index)
                    .is_some_and(|s| matches!(s, Shape::Array(_)));
                if !value.index.is_empty() || !array {
                    return Vec::new();
                }
                let mut out = Vec::new();
                for &o in &graph.operands[c][i] {
                    for w in self.set((c, o), &[]) {
                        if let Some(&n) = position.get(&w).filter(|n| !out.contains(*n)) {
                            out.push(n);
                        }
                    }
                }
                out
            })
            .collect()
    }

    /// Per range, the ranges whose buffer it may take over
    /// ([`ValueRange::reusable`]).
    /// With `held`, every value an operand holds counts (the values at an
    /// operand's positions, [`ValueRange::shares_with`]), not only those it
    /// defines.
    fn reusable_operands(&self, ranges: &[(ValueId, usize, usize)], held: bool) -> Vec<Vec<usize>> {
        let graph = self.graph;
        let position: HashMap<ValueId, usize> = ranges.iter().enumerate().map(|(n, &(v, _, _))| (v, n)).collect();
        let mut defined_by: HashMap<Inst, Vec<(&Index, ValueId)>> = HashMap::new();
        for ((inst, index), &w) in &self.defined {
            defined_by.entry(*inst).or_default().push((index, w));
        }
        // `reads_elementwise` by (user, operand number): a fusion's answer
        // walks its computation, once for all its values.
        let mut elementwise: HashMap<(Inst, usize), bool> = HashMap::new();
        ranges
            .iter()
            .map(|&(v, _, _)| {
                let value = &self.values[v];
                let (c, i) = value.inst;
                let user = graph.instruction(value.inst);
                if user.opcode == "copy" || value.phi {
                    return Vec::new();
                }
                let Some(user_shape) = user.shape.subshape(&value.index) else { return Vec::new() };
                let mut out = Vec::new();
                for (operand_number, &o) in graph.operands[c][i].iter().enumerate() {
                    let operand = graph.instruction((c, o));
                    let candidates: Vec<(&Index, ValueId)> = if held {
                        graph.indices[c][o]
                            .iter()
                            .flat_map(|x| self.set((c, o), x).into_iter().map(move |w| (x, w)))
                            .collect()
                    } else {
                        defined_by.get(&(c, o)).cloned().unwrap_or_default()
                    };
                    for (index, w) in candidates {
                        let Some(&n) = position.get(&w) else { continue };
                        let same_shape = operand.shape.subshape(index).is_some_and(|s| same_array(s, user_shape));
                        let shares = match user.opcode.as_str() {
                            // An in-place sort: output k takes operand k when
                            // the sort is that operand's only user.
                            "sort" => {
                                graph.users[c][o].len() == 1
                                    && (graph.operands[c][i].len() == 1 || value.index == [operand_number])
                            }
                            _ => *elementwise
                                .entry((value.inst, operand_number))
                                .or_insert_with(|| reads_elementwise(graph, user, operand_number)),
                        };
                        if same_shape && shares && !out.contains(&n) {
                            out.push(n);
                        }
                    }
                }
                out.sort_unstable();
                out
            })
            .collect()
    }

    /// Values that share a buffer are made disjoint (see the module
    /// documentation); the buffers are [`Dataflow::buffers`].
    fn normalize_aliased(&self, ranges: &mut [(ValueId, usize, usize)]) {
        let buffers = self.buffers();
        let mut groups: HashMap<usize, Vec<usize>> = HashMap::new();
        for (n, &(v, _, _)) in ranges.iter().enumerate() {
            groups.entry(buffers.find(v)).or_default().push(n);
        }
        for members in groups.values_mut() {
            members.sort_by_key(|&n| (ranges[n].1, ranges[n].2, ranges[n].0));
            for pair in 0..members.len().saturating_sub(1) {
                let (first, second) = (members[pair], members[pair + 1]);
                ranges[second].2 = ranges[first].2.max(ranges[second].2);
                ranges[first].2 = ranges[first].2.min(ranges[second].1);
            }
        }
    }

    /// The buffers: values that must share storage. A `while`'s state (its
    /// output, its condition's and body's parameters, its body's root and
    /// its initial value, index by index), a `conditional`'s output with its
    /// branches' roots, an in-place update with the operand it updates, and
    /// a donated entry parameter with the output it is donated to.
    fn buffers(&self) -> UnionFind {
        let graph = self.graph;
        let mut sets = UnionFind::new(self.values.len());
        let join_all = |sets: &mut UnionFind, a: &[ValueId], b: &[ValueId]| {
            for &x in a.iter().chain(b) {
                if let Some(&first) = a.first().or(b.first()) {
                    sets.union(first, x);
                }
            }
        };
        for &inst in &self.order {
            let instruction = graph.instruction(inst);
            let indices = &graph.indices[inst.0][inst.1];
            match instruction.opcode.as_str() {
                "while" => {
                    let init = (inst.0, graph.operands[inst.0][inst.1][0]);
                    let mut joined = vec![init];
                    for (n, &callee) in graph.control[inst.0][inst.1].iter().enumerate() {
                        let computation = graph.computation(callee);
                        // The body's root (not the condition's) is the next state.
                        if n == 1 {
                            joined.push((callee, computation.root));
                        }
                        if let Some(p) = computation.instructions.iter().position(|i| i.opcode == "parameter") {
                            joined.push((callee, p));
                        }
                    }
                    for index in indices {
                        let own = self.set(inst, index);
                        for &other in &joined {
                            join_all(&mut sets, &own, &self.set(other, index));
                        }
                    }
                }
                "conditional" => {
                    for index in indices {
                        let own = self.set(inst, index);
                        for &branch in &graph.control[inst.0][inst.1] {
                            join_all(&mut sets, &own, &self.set((branch, graph.computation(branch).root), index));
                        }
                    }
                }
                _ => {
                    for (operand, index) in in_place_pairs(graph, inst) {
                        let operand_inst = (inst.0, graph.operands[inst.0][inst.1][operand.0]);
                        join_all(&mut sets, &self.set(operand_inst, &operand.1), &self.set(inst, &index));
                    }
                }
            }
        }
        let module = graph.module;
        let entry = graph.computation(module.entry);
        let root = (module.entry, entry.root);
        for (parameter, parameter_index, output_index) in input_output_aliases(module) {
            let Some(p) =
                entry.instructions.iter().position(|i| i.opcode == "parameter" && parameter_number(i) == parameter)
            else {
                continue;
            };
            join_all(&mut sets, &self.set((module.entry, p), &parameter_index), &self.set(root, &output_index));
        }
        sets
    }
}

/// `file:line` of the program source an instruction's `metadata` names.
fn source_line(module: &Module, instruction: &Instruction) -> Option<String> {
    let metadata = values::metadata(instruction);
    let field = |key: &str| metadata.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    if let Some(location) =
        field("stack_frame_id").and_then(|id| id.parse().ok()).and_then(|id| module.frames.frame_location(id))
    {
        return Some(format!("{}:{}", location.file, location.line));
    }
    Some(format!("{}:{}", field("source_file")?, field("source_line").unwrap_or("0")))
}

/// Opcodes whose values XLA's dataflow defines and passes in ways this model
/// does not follow (asynchronous contexts and their tuples).
fn not_modelled(opcode: &str) -> bool {
    opcode.ends_with("-start")
        || opcode.ends_with("-done")
        || opcode.ends_with("-update")
        || matches!(opcode, "send" | "recv")
}

/// Whether a user reads the value at `index` of its operand (XLA's
/// `MayUseOperandValue`): a tuple only forwards it, a
/// `get-tuple-element` or `copy` reads only the top level.
fn may_use(user: &Instruction, index: &[usize]) -> bool {
    match user.opcode.as_str() {
        "tuple" => false,
        "get-tuple-element" | "copy" => index.is_empty(),
        _ => true,
    }
}

/// The (operand number, operand index) → output index pairs an
/// instruction updates in place: `dynamic-update-slice` and `scatter` on
/// their first operand(s), a fusion whose root is one of them on the
/// parameter it updates, and `output_to_operand_aliasing`.
fn in_place_pairs(graph: &Graph, inst: Inst) -> Vec<((usize, Index), Index)> {
    let instruction = graph.instruction(inst);
    let mut pairs = Vec::new();
    if let Some(attribute) = instruction.attribute("output_to_operand_aliasing") {
        pairs.extend(output_to_operand_aliasing(&attribute.value));
    }
    match instruction.opcode.as_str() {
        "dynamic-update-slice" => pairs.push(((0, Vec::new()), Vec::new())),
        "scatter" => {
            let count = match &instruction.shape {
                Shape::Tuple(elements) => elements.len(),
                Shape::Array(_) => 0,
            };
            if count == 0 {
                pairs.push(((0, Vec::new()), Vec::new()));
            }
            pairs.extend((0..count).map(|n| ((n, Vec::new()), vec![n])));
        }
        "fusion" => {
            let Some(callee) =
                instruction.attribute("calls").and_then(|a| graph.module.computation(values::computation_name(a)))
            else {
                return pairs;
            };
            pairs.extend(fusion_in_place(graph, callee));
        }
        _ => {}
    }
    pairs
}

/// A fusion's in-place pairs: each root (the root, or a tuple root's
/// elements) that is a `dynamic-update-slice` or `scatter` whose updated
/// operand is, through bitcasts, a parameter of the fused computation.
fn fusion_in_place(graph: &Graph, callee: usize) -> Vec<((usize, Index), Index)> {
    let computation = graph.computation(callee);
    let root = computation.root;
    let outputs: Vec<(usize, Index)> = if computation.instructions[root].opcode == "tuple" {
        graph.operands[callee][root].iter().enumerate().map(|(n, &o)| (o, vec![n])).collect()
    } else {
        vec![(root, Vec::new())]
    };
    let mut pairs = Vec::new();
    for (mut output, index) in outputs {
        while computation.instructions[output].opcode == "bitcast" {
            output = graph.operands[callee][output][0];
        }
        let opcode = computation.instructions[output].opcode.as_str();
        if opcode != "dynamic-update-slice" && opcode != "scatter" {
            continue;
        }
        let Some(&first) = graph.operands[callee][output].first() else { continue };
        let mut updated = first;
        while computation.instructions[updated].opcode == "bitcast" {
            updated = graph.operands[callee][updated][0];
        }
        if computation.instructions[updated].opcode == "parameter" {
            pairs.push(((parameter_number(&computation.instructions[updated]), Vec::new()), index));
        }
    }
    pairs
}

/// `output_to_operand_aliasing={{}: (0, {})}` or `{{0}: (1, {})}`: output
/// index → (operand, operand index).
fn output_to_operand_aliasing(text: &str) -> Vec<((usize, Index), Index)> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    rest = rest.strip_prefix('{').unwrap_or(rest);
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { break };
        let output = int_list(&rest[open + 1..open + close]);
        rest = &rest[open + close + 1..];
        let Some(paren) = rest.find('(') else { break };
        let Some(end) = rest[paren..].find(')') else { break };
        let inner = &rest[paren + 1..paren + end];
        rest = &rest[paren + end + 1..];
        let (number, index) = inner.split_once(',').unwrap_or((inner, "{}"));
        let Ok(number) = number.trim().parse::<usize>() else { continue };
        let index = int_list(index.trim().trim_start_matches('{').trim_end_matches('}'));
        out.push(((number, index), output));
    }
    out
}

/// `input_output_alias={ {0}: (1, {}, may-alias), ... }` of the header:
/// (parameter, parameter index, output index).
fn input_output_aliases(module: &Module) -> Vec<(usize, Index, Index)> {
    let Some(attribute) = module.attributes.iter().find(|a| a.key == "input_output_alias") else {
        return Vec::new();
    };
    output_to_operand_aliasing(&attribute.value)
        .into_iter()
        .map(|((parameter, index), output)| (parameter, index, output))
        .collect()
}

/// The parameters `input_output_alias` donates: (number, index).
fn donated_parameters(module: &Module) -> HashSet<(usize, Index)> {
    input_output_aliases(module).into_iter().map(|(parameter, index, _)| (parameter, index)).collect()
}

fn int_list(text: &str) -> Index {
    text.split(',').filter_map(|n| n.trim().parse().ok()).collect()
}

fn parameter_number(instruction: &Instruction) -> usize {
    match instruction.arguments {
        crate::syntax::Arguments::ParameterNumber(n) => n,
        _ => 0,
    }
}

/// XLA's peak moment: sweeping starts (+) and ends one past (-) in time
/// order (at equal times, starts first), the first time the running total
/// of [`ValueRange::sweep_bytes`] exceeds every earlier total.
fn sweep_peak(values: &[ValueRange]) -> usize {
    let mut events: Vec<(usize, bool, usize)> = Vec::new();
    for (n, value) in values.iter().enumerate() {
        events.push((value.start, false, n));
        events.push((value.end + 1, true, n));
    }
    events.sort_unstable();
    let (mut usage, mut peak, mut time) = (0i64, 0i64, 0usize);
    for (t, is_end, n) in events {
        let bytes = values[n].sweep_bytes as i64;
        usage += if is_end { -bytes } else { bytes };
        if peak < usage {
            peak = usage;
            time = t;
        }
    }
    time
}

/// The values live at `time`, XLA's dump order.
fn moment(values: &[ValueRange], time: usize) -> Moment {
    let mut live: Vec<usize> =
        (0..values.len()).filter(|&n| values[n].start <= time && time <= values[n].end).collect();
    live.sort_by(|&a, &b| {
        let (a, b) = (&values[a], &values[b]);
        b.bytes.cmp(&a.bytes).then_with(|| (&a.instruction, &a.index).cmp(&(&b.instruction, &b.index)))
    });
    Moment { time, bytes: live.iter().map(|&n| values[n].bytes).sum(), values: live }
}

/// The first moment with the most live bytes, each value by its own shape.
fn max_live(values: &[ValueRange], end: usize) -> Moment {
    let mut delta = vec![0i64; end + 2];
    for value in values {
        delta[value.start.min(end + 1)] += value.bytes as i64;
        delta[(value.end + 1).min(end + 1)] -= value.bytes as i64;
    }
    let (mut usage, mut best, mut time) = (0i64, -1i64, 0usize);
    for (t, d) in delta.iter().enumerate().take(end + 1) {
        usage += d;
        if usage > best {
            best = usage;
            time = t;
        }
    }
    moment(values, time)
}

/// The values XLA defines in the computations applied by a non-call
/// instruction (`to_apply`, and `select` and `scatter` of a
/// select-and-scatter): XLA's thread-local computations outside fusions
/// ([`LiveRanges::thread_local_values`]).
fn thread_local_values(graph: &Graph) -> usize {
    let module = graph.module;
    let mut applied = HashSet::new();
    for instruction in module.computations.iter().flat_map(|c| &c.instructions) {
        if instruction.opcode == "call" {
            continue;
        }
        for key in ["to_apply", "select", "scatter"] {
            if let Some(callee) =
                instruction.attribute(key).and_then(|a| module.computation(values::computation_name(a)))
            {
                applied.insert(callee);
            }
        }
    }
    let mut count = 0;
    for &c in &applied {
        for (i, instruction) in graph.computation(c).instructions.iter().enumerate() {
            count += match instruction.opcode.as_str() {
                "get-tuple-element" => 0,
                opcode if PASS_THROUGH.contains(&opcode) => 0,
                "tuple" | "copy" => 1,
                _ => graph.indices[c][i].len(),
            };
        }
    }
    count
}

/// A computation's instructions in XLA's post order: from each instruction
/// without users, in text order, a depth-first walk that visits operands
/// first to last and lists an instruction after its operands.
fn instruction_post_order(graph: &Graph, c: usize) -> Vec<usize> {
    let count = graph.computation(c).instructions.len();
    // 0: not seen, 1: on the walk, 2: listed.
    let mut state = vec![0u8; count];
    let mut order = Vec::with_capacity(count);
    for start in (0..count).filter(|&i| graph.users[c][i].is_empty()) {
        let mut stack = vec![start];
        while let Some(&current) = stack.last() {
            match state[current] {
                0 => {
                    state[current] = 1;
                    stack.extend(graph.operands[c][current].iter().rev());
                }
                1 => {
                    stack.pop();
                    state[current] = 2;
                    order.push(current);
                }
                _ => {
                    stack.pop();
                }
            }
        }
    }
    order
}

/// Whether two shapes are the same array: element type, dimensions and
/// layout (an unwritten layout is the default, major to minor).
fn same_array(a: &Shape, b: &Shape) -> bool {
    let layout = |array: &ArrayShape| {
        array.layout.clone().unwrap_or_else(|| (0..array.dims.len() as i64).rev().collect::<Vec<i64>>())
    };
    match (a, b) {
        (Shape::Array(a), Shape::Array(b)) => a.element == b.element && a.dims == b.dims && layout(a) == layout(b),
        _ => false,
    }
}

/// Whether every output element of `opcode` reads only the same element of
/// each operand.
fn is_elementwise(opcode: &str) -> bool {
    matches!(
        opcode,
        "abs"
            | "add"
            | "and"
            | "atan2"
            | "cbrt"
            | "ceil"
            | "clamp"
            | "compare"
            | "complex"
            | "convert"
            | "copy"
            | "cosine"
            | "divide"
            | "erf"
            | "exponential"
            | "exponential-minus-one"
            | "floor"
            | "imag"
            | "is-finite"
            | "log"
            | "log-plus-one"
            | "logistic"
            | "maximum"
            | "minimum"
            | "multiply"
            | "negate"
            | "not"
            | "or"
            | "popcnt"
            | "power"
            | "real"
            | "reduce-precision"
            | "remainder"
            | "round-nearest-afz"
            | "round-nearest-even"
            | "rsqrt"
            | "select"
            | "shift-left"
            | "shift-right-arithmetic"
            | "shift-right-logical"
            | "sign"
            | "sine"
            | "sqrt"
            | "subtract"
            | "tan"
            | "tanh"
            | "xor"
            | "count-leading-zeros"
            | "bitcast-convert"
            | "stochastic-convert"
    )
}

/// Whether `user` reads its operand `operand_number` elementwise, so that
/// its output may take the operand's buffer (XLA's
/// `CanShareOperandBufferWithUser` past its shape check).
fn reads_elementwise(graph: &Graph, user: &Instruction, operand_number: usize) -> bool {
    match user.opcode.as_str() {
        "dynamic-update-slice" | "scatter" => operand_number == 0,
        "fusion" => {
            let kind = user.attribute("kind").map(|a| a.value.as_str()).unwrap_or("");
            if kind != "kLoop" && kind != "kInput" {
                return false;
            }
            let Some(callee) =
                user.attribute("calls").and_then(|a| graph.module.computation(values::computation_name(a)))
            else {
                return false;
            };
            let computation = graph.computation(callee);
            let Some(parameter) = graph.parameter(callee, operand_number) else {
                return false;
            };
            // Every transitive use of the parameter is elementwise (or a
            // tuple that forwards it).
            let mut work = vec![parameter];
            let mut seen = HashSet::new();
            while let Some(n) = work.pop() {
                for &u in &graph.users[callee][n] {
                    let opcode = computation.instructions[u].opcode.as_str();
                    if !is_elementwise(opcode) && opcode != "tuple" {
                        return false;
                    }
                    if seen.insert(u) {
                        work.push(u);
                    }
                }
            }
            true
        }
        opcode => is_elementwise(opcode),
    }
}

/// A union-find over value ids.
struct UnionFind {
    parent: Vec<usize>,
}

impl UnionFind {
    fn new(n: usize) -> Self {
        UnionFind { parent: (0..n).collect() }
    }

    fn find(&self, mut x: usize) -> usize {
        while self.parent[x] != x {
            x = self.parent[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a.max(b)] = a.min(b);
        }
    }
}
