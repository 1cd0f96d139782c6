//! Logical buffers, points-to sets, live ranges and interference: the
//! XLA's LogicalBufferAnalysis, TuplePointsToAnalysis and BufferLiveness
//! over [`crate::model`].
//!
//! - A **buffer** is defined per (value, tuple node) by a function argument
//!   or an op that makes new storage ([`OpKind::Defines`], a tuple's
//!   top-level node, a call result the callee makes).
//! - The **points-to set** of a value node lists the buffers it may hold;
//!   aliasing ops (tuple, get_tuple_element, forwarding ops, while, case,
//!   calls returning an argument, `output_operand_aliases`) define none.
//! - **Groups**: buffers that must share storage (the carried values of a
//!   `while`, when in place is safe) are one group; every other buffer is a
//!   group of its own. Memory and interference are per group.
//! - **Live range** of a buffer: from its definition to the last use of any
//!   value pointing to it (a value used inside a `while` it is not defined
//!   in lives until the loop ends; a carried buffer lives over the whole
//!   loop), closed at both ends, in op numbers.

use crate::model::{Def, Function, OpId, OpKind, Program, Ty, ValueId};
use std::collections::{BTreeSet, HashMap};

/// A buffer of a function: an index into [`FunctionLiveness::buffers`].
pub type BufferId = usize;

/// Which order live ranges are compared in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordering {
    /// Program order: the op numbers (a nested region runs inside its op).
    Sequential,
    /// Only data dependences: `a` runs before `b` iff `b` transitively uses
    /// a result of `a` (ops lifted to a common block). Valid for every
    /// schedule the dependences allow.
    Dependency,
}

impl Ordering {
    /// Parses the pass option value.
    pub fn parse(text: &str) -> Option<Ordering> {
        match text {
            "sequential" => Some(Ordering::Sequential),
            "dependency" => Some(Ordering::Dependency),
            _ => None,
        }
    }

    /// The option value.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Sequential => "sequential",
            Ordering::Dependency => "dependency",
        }
    }
}

/// A logical buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    /// The value defining it.
    pub value: ValueId,
    /// Its node in the value's type (pre-order).
    pub node: usize,
    /// Its shape index.
    pub index: Vec<usize>,
    /// Bytes, `None` when dynamic.
    pub bytes: Option<u64>,
}

/// Buffers that share storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Member buffers, ascending.
    pub members: Vec<BufferId>,
    /// Bytes of the storage (the largest member), `None` when dynamic.
    pub bytes: Option<u64>,
    /// Live range `[first, last]` in op numbers.
    pub range: (OpId, OpId),
    /// The ops its storage occupies memory over: `range`, except that a
    /// loop that copies a buffer's state (or keeps a body temporary apart
    /// from its storage) does not make its values hold that buffer
    /// (docs/liveness.md, "Loops").
    pub memory: (OpId, OpId),
    /// How many copies of the storage may be live at once: 1, or for a
    /// buffer a loop body defines and carries in a tuple slot that cannot
    /// stay in place, 1 + the number of such slots (an over-estimate).
    pub instances: u64,
}

impl Group {
    /// The bytes its storage takes: `bytes` times `instances`; `None` when
    /// dynamic (or beyond `u64`).
    pub fn stored_bytes(&self) -> Option<u64> {
        self.bytes.and_then(|b| b.checked_mul(self.instances))
    }
}

/// The analysis of one function.
#[derive(Clone, Debug)]
pub struct FunctionLiveness {
    /// The logical buffers, in definition order.
    pub buffers: Vec<Buffer>,
    /// Per value, per type node: the buffers it may hold, ascending.
    pub points_to: Vec<Vec<Vec<BufferId>>>,
    /// Per buffer: the values whose points-to sets hold it (its aliases).
    pub aliases: Vec<Vec<ValueId>>,
    /// Per buffer: its group.
    pub group_of: Vec<usize>,
    /// The groups.
    pub groups: Vec<Group>,
    /// Per value: `[definition, last use]` in op numbers, SSA liveness
    /// without aliasing or loops (MLIR's `Liveness` semantics: a use is at
    /// the using op, nested or not).
    pub value_range: Vec<(OpId, OpId)>,
    /// Buffers of the function's arguments (live in).
    pub live_in: Vec<BufferId>,
    /// Buffers the function may return (live out).
    pub live_out: Vec<BufferId>,
    /// In-place candidates: (op, operand, result).
    pub in_place: Vec<(OpId, usize, usize)>,
    /// Stated approximations: (op, reason).
    pub notes: Vec<(OpId, String)>,
    /// Per carried value of every `while`: where the loop keeps it.
    pub loop_slots: Vec<LoopSlot>,
    /// Storage loops allocate that no buffer of the program stands for:
    /// copies of operands the loop cannot take over, and temporaries for a
    /// new state read from another slot.
    pub loop_copies: Vec<LoopCopy>,
    /// Whether the function's argument donations count: only for a function
    /// no op of the module calls (an entry point); a called function's
    /// arguments belong to its caller.
    pub donation_honored: bool,
    /// Per op: bytes the op needs beyond the buffers of this function (a
    /// call's callee temporaries).
    pub transient: Vec<u64>,
    /// Per op: the callee temporaries of a call without any reuse (the
    /// callee's no-reuse total of them), what the no-reuse total counts
    /// for the call.
    pub transient_total: Vec<u64>,
    /// Per op: whether [`FunctionLiveness::transient`] is a lower bound
    /// (a recursive or unknown callee, or dynamic callee temporaries).
    pub transient_unknown: Vec<bool>,
    uses: Vec<Vec<OpId>>,
}

/// Where a `while` keeps one carried value (a slot), as a compiler
/// allocates it (docs/liveness.md, "Loops").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopSlot {
    /// The `while`.
    pub op: OpId,
    /// The carried value's position.
    pub slot: usize,
    /// The loop's storage is the operand's (no copy on entry): the operand
    /// dies at the loop, or the body never writes the slot.
    pub operand_in_place: bool,
    /// The body writes the new state into the loop's storage (no
    /// temporary per iteration).
    pub body_in_place: bool,
    /// The body returns the slot's own argument: nothing writes it.
    pub read_only: bool,
}

/// Storage a loop allocates beyond the program's buffers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopCopy {
    /// The `while`.
    pub op: OpId,
    /// The carried value it is for.
    pub slot: usize,
    /// Bytes, `None` when dynamic.
    pub bytes: Option<u64>,
    /// The ops it occupies memory over, closed.
    pub range: (OpId, OpId),
}

/// What a returned node may hold: callee argument nodes (argument, node),
/// and whether a buffer the callee makes.
pub type ReturnedNode = (Vec<(usize, usize)>, bool);

/// What a caller needs of a callee.
#[derive(Clone, Debug)]
pub struct CallSummary {
    /// Per result, per node: the callee argument nodes it may return
    /// (argument, node) and whether it may return a buffer of its own.
    pub returns: Vec<Vec<ReturnedNode>>,
    /// The callee's peak bytes of temporaries (neither arguments nor
    /// returned).
    pub transient: u64,
    /// The callee's bytes of temporaries without any reuse (its own and
    /// its calls'): at least `transient`.
    pub temporaries_total: u64,
    /// Whether `transient` leaves something out (dynamic or unknown).
    pub transient_unknown: bool,
}

/// The analysis of a module: one [`FunctionLiveness`] per function.
#[derive(Clone, Debug)]
pub struct ProgramLiveness {
    /// Per function of the program, in order.
    pub functions: Vec<FunctionLiveness>,
    /// Per function: its memory timeline (made for its callers' summaries,
    /// kept for the reports).
    pub timelines: Vec<crate::memory::Timeline>,
}

/// Analyses every function, callees before callers (a call in a cycle gets
/// new buffers and an approximation note).
pub fn analyze(program: &Program) -> ProgramLiveness {
    let index: HashMap<&str, usize> = program.functions.iter().enumerate().map(|(i, f)| (f.name.as_str(), i)).collect();
    let n = program.functions.len();
    let mut results: Vec<Option<(FunctionLiveness, crate::memory::Timeline)>> = vec![None; n];
    let mut summaries: Vec<Option<CallSummary>> = vec![None; n];
    // 0 = not started, 1 = in progress, 2 = done; an explicit stack keeps
    // deep call chains off the Rust stack.
    let mut state = vec![0u8; n];
    // Functions in the order they were analysed (callees first).
    let mut done: Vec<usize> = Vec::with_capacity(n);
    // Called: by a `func.call` of the module, or possibly by an op the
    // analysis cannot follow (its symbol is used elsewhere).
    let called: std::collections::HashSet<&str> =
        program.functions.iter().flat_map(callees).chain(program.referenced.iter().map(String::as_str)).collect();
    for root in 0..n {
        let mut stack = vec![root];
        while let Some(&f) = stack.last() {
            if state[f] == 2 {
                stack.pop();
                continue;
            }
            state[f] = 1;
            let pending: Vec<usize> = callees(&program.functions[f])
                .filter_map(|name| index.get(name).copied())
                .filter(|&callee| state[callee] == 0)
                .collect();
            if let Some(&callee) = pending.first() {
                stack.push(callee);
                continue;
            }
            let honor_donation = !called.contains(program.functions[f].name.as_str());
            let liveness = analyze_function(&program.functions[f], honor_donation, &|name: &str| {
                index.get(name).and_then(|&callee| summaries[callee].as_ref())
            });
            let timeline = crate::memory::timeline(&program.functions[f], &liveness);
            summaries[f] = Some(summary(&program.functions[f], &liveness, &timeline));
            results[f] = Some((liveness, timeline));
            state[f] = 2;
            done.push(f);
            stack.pop();
        }
    }
    let (mut functions, timelines): (Vec<FunctionLiveness>, Vec<crate::memory::Timeline>) =
        results.into_iter().map(|r| r.expect("every function is analysed")).unzip();
    keep_called_arguments(program, &mut functions, &done, &called);
    ProgramLiveness { functions, timelines }
}

/// A called function's argument is its callers' value (XLA's dataflow makes
/// a parameter the caller's value): unless every call gives it up, it lives
/// to the function's end (as the memory timeline already holds it) and so
/// interferes with everything the function defines. A call gives argument
/// `i` up when the buffers of its operand `i` are read last by the call
/// (their group's range ends there, which also rules out a call inside a
/// loop the operand comes from outside of, and a callee returning it) and
/// are in no other operand of the call. Callers are decided before their
/// callees (their own arguments' ranges are final then); a function in a
/// call cycle, or whose symbol is used other than by `func.call` (it may be
/// called where the analysis cannot see), keeps every argument.
fn keep_called_arguments(
    program: &Program,
    functions: &mut [FunctionLiveness],
    done: &[usize],
    called: &std::collections::HashSet<&str>,
) {
    let mut position = vec![0; done.len()];
    for (at, &f) in done.iter().enumerate() {
        position[f] = at;
    }
    // Every direct call of each function, (caller, op) in program order:
    // one pass over the module, not one per called function.
    let mut calls_of: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
    for (g, caller) in program.functions.iter().enumerate() {
        for (op, o) in caller.ops.iter().enumerate() {
            if let OpKind::Call(name) = &o.kind {
                calls_of.entry(&**name).or_default().push((g, op));
            }
        }
    }
    for &f in done.iter().rev() {
        let function = &program.functions[f];
        if !called.contains(function.name.as_str()) {
            continue;
        }
        let Some(body) = function.blocks.first() else { continue };
        let referenced = program.referenced.contains(&function.name);
        let calls = calls_of.get(function.name.as_str()).map_or(&[][..], Vec::as_slice);
        let cycle = calls.iter().any(|&(g, _)| position[g] <= position[f]);
        let end = function.ops.len().saturating_sub(1);
        for (i, &arg) in body.args.iter().enumerate() {
            let given_up = !referenced
                && !cycle
                && calls.iter().all(|&(g, call)| {
                    let (caller, l) = (&program.functions[g], &functions[g]);
                    let op = &caller.ops[call];
                    let Some(&operand) = op.operands.get(i) else { return false };
                    flatten(&l.points_to[operand]).into_iter().all(|x| {
                        let in_other = |v: &ValueId| l.points_to[*v].iter().flatten().any(|&y| y == x);
                        l.range(x).1 == call
                            && !op.operands.iter().enumerate().any(|(j, v)| j != i && in_other(v))
                            && !op.captured.iter().any(in_other)
                    })
                });
            if given_up {
                continue;
            }
            let l = &mut functions[f];
            for buffer in flatten(&l.points_to[arg]) {
                let group = l.group_of[buffer];
                l.groups[group].range.1 = l.groups[group].range.1.max(end);
                l.groups[group].memory.1 = l.groups[group].memory.1.max(end);
            }
        }
    }
}

/// The names of the functions `function` calls (with repeats).
pub(crate) fn callees(function: &Function) -> impl Iterator<Item = &str> {
    function.ops.iter().filter_map(|op| match &op.kind {
        OpKind::Call(name) => Some(&**name),
        _ => None,
    })
}

struct Builder<'f, 's> {
    function: &'f Function,
    summary: &'s dyn Fn(&str) -> Option<&'s CallSummary>,
    buffers: Vec<Buffer>,
    by_node: HashMap<(ValueId, usize), BufferId>,
    points_to: Vec<Vec<Vec<BufferId>>>,
    notes: Vec<(OpId, String)>,
    transient: Vec<u64>,
    transient_total: Vec<u64>,
    transient_unknown: Vec<bool>,
}

impl Builder<'_, '_> {
    /// The buffer of (value, node), made once.
    fn buffer(&mut self, value: ValueId, node: usize) -> BufferId {
        if let Some(&id) = self.by_node.get(&(value, node)) {
            return id;
        }
        let ty = &self.function.values[value].ty;
        let (index, bytes) = match ty {
            Ty::Tuple(_) => {
                let nodes = ty.nodes();
                (nodes[node].0.clone(), nodes[node].1.own_bytes())
            }
            _ => (Vec::new(), ty.own_bytes()),
        };
        let id = self.buffers.len();
        self.buffers.push(Buffer { value, node, index, bytes });
        self.by_node.insert((value, node), id);
        id
    }

    /// New buffers for every node of `value`.
    fn define(&mut self, value: ValueId) {
        let count = self.function.values[value].ty.node_count();
        self.points_to[value] = (0..count).map(|node| vec![self.buffer(value, node)]).collect();
    }

    /// `value` holds what `source` holds, if their trees have the same
    /// size; otherwise new buffers.
    fn forward(&mut self, value: ValueId, source: ValueId) {
        if self.function.values[value].ty.node_count() == self.points_to[source].len() {
            self.points_to[value] = self.points_to[source].clone();
        } else {
            self.define(value);
        }
    }

    fn block(&mut self, block: usize) {
        for i in 0..self.function.blocks[block].ops.len() {
            let op = self.function.blocks[block].ops[i];
            self.op(op);
        }
    }

    fn op(&mut self, id: OpId) {
        let function = self.function;
        let op = &function.ops[id];
        match &op.kind {
            OpKind::Defines | OpKind::Return => op.results.iter().for_each(|&r| self.define(r)),
            OpKind::Tuple => {
                for &result in &op.results {
                    let top = self.buffer(result, 0);
                    let mut sets = vec![vec![top]];
                    for &operand in &op.operands {
                        sets.extend(self.points_to[operand].iter().cloned());
                    }
                    if sets.len() == function.values[result].ty.node_count() {
                        self.points_to[result] = sets;
                    } else {
                        self.define(result);
                    }
                }
            }
            OpKind::GetTupleElement(i) => {
                let (Some(&operand), Some(&result)) = (op.operands.first(), op.results.first()) else { return };
                match function.values[operand].ty.element_range(*i) {
                    Some(range) if range.end <= self.points_to[operand].len() => {
                        self.points_to[result] = self.points_to[operand][range].to_vec();
                        if self.points_to[result].len() != function.values[result].ty.node_count() {
                            self.define(result);
                        }
                    }
                    _ => self.define(result),
                }
            }
            OpKind::Forward => {
                for (i, &result) in op.results.iter().enumerate() {
                    match op.operands.get(i) {
                        Some(&operand) => self.forward(result, operand),
                        None => self.define(result),
                    }
                }
            }
            OpKind::OutputAliases(aliases) => {
                for (r, &result) in op.results.iter().enumerate() {
                    // Aliased nodes are written into the operand's buffer;
                    // the others are new.
                    let nodes = function.values[result].ty.nodes();
                    let mut sets: Vec<Option<Vec<BufferId>>> = vec![None; nodes.len()];
                    for alias in aliases.iter().filter(|a| a.result == r) {
                        let target = nodes.iter().position(|(index, _)| *index == alias.result_index);
                        let source = op.operands.get(alias.operand).and_then(|&operand| {
                            let position =
                                function.values[operand].ty.nodes().iter().position(|(i, _)| *i == alias.operand_index);
                            position.and_then(|p| self.points_to[operand].get(p).cloned())
                        });
                        if let (Some(target), Some(source)) = (target, source) {
                            sets[target] = Some(source);
                        }
                    }
                    self.points_to[result] = sets
                        .into_iter()
                        .enumerate()
                        .map(|(node, set)| set.unwrap_or_else(|| vec![self.buffer(result, node)]))
                        .collect();
                }
            }
            OpKind::Once => {
                for &result in &op.results {
                    self.define(result);
                }
                for &region in &op.regions {
                    let args = &function.blocks[region].args;
                    for (i, &arg) in args.iter().enumerate() {
                        match op.operands.get(i) {
                            Some(&operand) if args.len() == op.operands.len() => self.forward(arg, operand),
                            _ => self.define(arg),
                        }
                    }
                    self.block(region);
                }
            }
            OpKind::Branches => {
                for &region in &op.regions {
                    self.block(region);
                }
                for (i, &result) in op.results.iter().enumerate() {
                    let count = function.values[result].ty.node_count();
                    let mut sets = vec![BTreeSet::new(); count];
                    let mut complete = true;
                    for &region in &op.regions {
                        match function.terminator(region).and_then(|t| t.operands.get(i)) {
                            Some(&returned) if self.points_to[returned].len() == count => {
                                for (set, returned) in sets.iter_mut().zip(&self.points_to[returned]) {
                                    set.extend(returned.iter().copied());
                                }
                            }
                            _ => complete = false,
                        }
                    }
                    if complete && !op.regions.is_empty() {
                        self.points_to[result] = sets.into_iter().map(|s| s.into_iter().collect()).collect();
                    } else {
                        self.define(result);
                    }
                }
            }
            OpKind::While => self.while_loop(id),
            OpKind::Call(name) => self.call(id, name),
            OpKind::CallIndirect => self.unknown_call(
                id,
                1,
                "func.call_indirect: the callee is a function value; results are new buffers or its operands' buffers, and its temporaries are not counted".into(),
            ),
        }
    }

    /// The loop state: block arguments start as the operands; the body's
    /// results are joined in until nothing changes.
    fn while_loop(&mut self, id: OpId) {
        let function = self.function;
        let op = &function.ops[id];
        let carried = op.operands.len();
        let well_formed = op.results.len() == carried
            && op.regions.iter().all(|&r| function.blocks[r].args.len() == carried)
            && op.regions.len() == 2
            && op.operands.iter().zip(&op.results).all(|(&o, &r)| function.values[o].ty == function.values[r].ty);
        if !well_formed {
            self.notes.push((id, "while with mismatched carried values: results are new buffers".into()));
            for &result in &op.results {
                self.define(result);
            }
            for &region in &op.regions {
                for i in 0..function.blocks[region].args.len() {
                    self.define(function.blocks[region].args[i]);
                }
                self.block(region);
            }
            return;
        }
        let mut state: Vec<Vec<Vec<BufferId>>> = op.operands.iter().map(|&o| self.points_to[o].clone()).collect();
        loop {
            for &region in &op.regions {
                for (i, &arg) in function.blocks[region].args.iter().enumerate() {
                    self.points_to[arg] = state[i].clone();
                }
                self.block(region);
            }
            let Some(yielded) = function.terminator(op.regions[1]).map(|t| t.operands.clone()) else { break };
            let mut changed = false;
            for (i, &value) in yielded.iter().enumerate().take(carried) {
                if self.points_to[value].len() != state[i].len() {
                    continue;
                }
                for (node, set) in state[i].iter_mut().enumerate() {
                    for &buffer in &self.points_to[value][node] {
                        if let Err(at) = set.binary_search(&buffer) {
                            set.insert(at, buffer);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for (i, &result) in op.results.iter().enumerate() {
            self.points_to[result] = state[i].clone();
        }
    }

    /// A call whose callee is not known: each result node may be a new
    /// buffer or any buffer of any argument (operands from `first_argument`
    /// on: the callee may return its arguments), and the temporaries are
    /// unknown.
    fn unknown_call(&mut self, id: OpId, first_argument: usize, note: String) {
        let function = self.function;
        let op = &function.ops[id];
        self.notes.push((id, note));
        self.transient_unknown[id] = true;
        let arguments = op.operands.iter().skip(first_argument);
        let mut held: Vec<BufferId> = arguments.flat_map(|&o| self.points_to[o].iter().flatten().copied()).collect();
        held.sort_unstable();
        held.dedup();
        for &result in &op.results {
            let count = function.values[result].ty.node_count();
            self.points_to[result] = (0..count)
                .map(|node| {
                    let mut set = held.clone();
                    let own = self.buffer(result, node);
                    if let Err(at) = set.binary_search(&own) {
                        set.insert(at, own);
                    }
                    set
                })
                .collect();
        }
    }

    fn call(&mut self, id: OpId, name: &str) {
        let function = self.function;
        let op = &function.ops[id];
        let Some(summary) = (self.summary)(name) else {
            self.unknown_call(
                id,
                0,
                format!("call of @{name}: callee not analysed (external or recursive); results are new buffers or its operands' buffers, and its temporaries are not counted"),
            );
            return;
        };
        self.transient[id] = summary.transient;
        self.transient_total[id] = summary.temporaries_total.max(summary.transient);
        self.transient_unknown[id] = summary.transient_unknown;
        for (r, &result) in op.results.iter().enumerate() {
            let count = function.values[result].ty.node_count();
            let Some(returns) = summary.returns.get(r).filter(|nodes| nodes.len() == count) else {
                self.define(result);
                continue;
            };
            let mut sets = Vec::with_capacity(count);
            for (node, (arguments, own)) in returns.iter().enumerate() {
                let mut set = BTreeSet::new();
                for &(argument, argument_node) in arguments {
                    if let Some(held) = op.operands.get(argument).and_then(|&o| self.points_to[o].get(argument_node)) {
                        set.extend(held.iter().copied());
                    }
                }
                if *own {
                    set.insert(self.buffer(result, node));
                }
                sets.push(set.into_iter().collect());
            }
            self.points_to[result] = sets;
        }
    }
}

/// Analyses one function; `summary` gives the analysed callees;
/// `honor_donation` says whether its argument donations count (see
/// [`FunctionLiveness::donation_honored`]). The steps: what every value
/// may point to, where values are used, which values alias each buffer,
/// buffer live ranges, loop state kept in place, groups of one storage.
pub fn analyze_function<'s>(
    function: &Function,
    honor_donation: bool,
    summary: &'s dyn Fn(&str) -> Option<&'s CallSummary>,
) -> FunctionLiveness {
    let Builder { buffers, points_to, mut notes, transient, transient_total, transient_unknown, .. } =
        points_to_of(function, summary);
    let uses = uses_of(function);
    let value_range: Vec<(OpId, OpId)> = (0..function.values.len())
        .map(|v| {
            let def = function.def_time(v);
            (def, uses[v].iter().copied().fold(def, OpId::max))
        })
        .collect();
    let aliases = aliases_of(&points_to, buffers.len());
    let mut range = buffer_ranges(function, &buffers, &aliases, &uses);
    let state = LoopState {
        function,
        uses: &uses,
        aliases: &aliases,
        points_to: &points_to,
        buffers: &buffers,
        honor_donation,
    };
    let mut loops = LoopMemory::default();
    let storage = state.loop_storage(&mut range, &mut loops, &mut notes);
    let memory = loops.ranges(function, &state);
    let (group_of, groups) = groups_of(storage, &buffers, &range, &memory);
    let LoopMemory { slots: loop_slots, copies: loop_copies, .. } = loops;
    let live_in = function
        .blocks
        .first()
        .map(|b| b.args.iter().flat_map(|&a| flatten(&points_to[a])).collect())
        .unwrap_or_default();
    let live_out = function
        .terminator(0)
        .map(|t| t.operands.iter().flat_map(|&v| flatten(&points_to[v])).collect::<BTreeSet<_>>().into_iter().collect())
        .unwrap_or_default();
    let in_place = function
        .ops
        .iter()
        .enumerate()
        .flat_map(|(id, op)| op.may_share.iter().map(move |&(operand, result)| (id, operand, result)))
        .collect();
    FunctionLiveness {
        buffers,
        points_to,
        aliases,
        group_of,
        groups,
        value_range,
        live_in,
        live_out,
        in_place,
        notes,
        loop_slots,
        loop_copies,
        donation_honored: honor_donation,
        transient,
        transient_total,
        transient_unknown,
        uses,
    }
}

/// The buffers of `function` and what every value may point to (the
/// builder's walk, from the entry block's arguments).
fn points_to_of<'f, 's>(
    function: &'f Function,
    summary: &'s dyn Fn(&str) -> Option<&'s CallSummary>,
) -> Builder<'f, 's> {
    let ops = function.ops.len();
    let mut builder = Builder {
        function,
        summary,
        buffers: Vec::with_capacity(function.values.len()),
        by_node: HashMap::with_capacity(function.values.len()),
        points_to: vec![Vec::new(); function.values.len()],
        notes: function.approximations.clone(),
        transient: vec![0; ops],
        transient_total: vec![0; ops],
        transient_unknown: vec![false; ops],
    };
    if let Some(body) = function.blocks.first() {
        for &arg in &body.args {
            builder.define(arg);
        }
        builder.block(0);
    }
    // Values the walk never reached (ops outside any entered region) still
    // get buffers, so every value has a points-to set.
    for value in 0..function.values.len() {
        if builder.points_to[value].is_empty() {
            builder.define(value);
        }
    }
    builder
}

/// Per value, the ops that use it (as an operand or a captured value).
fn uses_of(function: &Function) -> Vec<Vec<OpId>> {
    exact_lists(function.values.len(), |add| {
        for (id, op) in function.ops.iter().enumerate() {
            for &value in op.operands.iter().chain(&op.captured) {
                add(value, id);
            }
        }
    })
}

/// Per buffer, the values whose points-to sets hold it.
fn aliases_of(points_to: &[Vec<Vec<BufferId>>], buffers: usize) -> Vec<Vec<ValueId>> {
    exact_lists(buffers, |add| {
        for (value, nodes) in points_to.iter().enumerate() {
            if let [only] = nodes.as_slice()
                && let [buffer] = only.as_slice()
            {
                add(*buffer, value);
                continue;
            }
            for buffer in flatten(nodes) {
                add(buffer, value);
            }
        }
    })
}

/// `lists` lists, filled by `fill`, which calls `add(list, item)` for each
/// item. It runs twice, counting and then pushing, so that each list is
/// allocated at its length: pushed one by one, a list of one item holds
/// four, and on a 50,000-op function these lists are megabytes.
fn exact_lists<T>(lists: usize, fill: impl Fn(&mut dyn FnMut(usize, T))) -> Vec<Vec<T>> {
    let mut counts = vec![0usize; lists];
    fill(&mut |list, _| counts[list] += 1);
    let mut out: Vec<Vec<T>> = counts.into_iter().map(Vec::with_capacity).collect();
    fill(&mut |list, item| out[list].push(item));
    out
}

/// Buffer ranges: definition to the last (loop-extended) use of any alias.
fn buffer_ranges(
    function: &Function,
    buffers: &[Buffer],
    aliases: &[Vec<ValueId>],
    uses: &[Vec<OpId>],
) -> Vec<(OpId, OpId)> {
    let mut range: Vec<(OpId, OpId)> = buffers.iter().map(|b| (function.def_time(b.value), 0)).collect();
    for (buffer, values) in aliases.iter().enumerate() {
        let mut last = range[buffer].0;
        for &value in values {
            last = last.max(function.def_time(value));
            for &user in &uses[value] {
                last = last.max(sound_use_time(function, value, user));
            }
        }
        range[buffer].1 = last;
    }
    range
}

/// What loops decide about memory ([`LoopState::loop_storage`]).
#[derive(Default)]
struct LoopMemory {
    /// Per carried value of every `while`.
    slots: Vec<LoopSlot>,
    /// Storage of the loops' own.
    copies: Vec<LoopCopy>,
    /// Per buffer: (loop, its values that do not hold the buffer's storage).
    excluded: HashMap<BufferId, Vec<(OpId, Vec<ValueId>)>>,
}

impl LoopMemory {
    fn exclude(&mut self, buffer: BufferId, op: OpId, values: &[ValueId]) {
        self.excluded.entry(buffer).or_default().push((op, values.to_vec()));
    }

    fn excludes(&self, buffer: BufferId, op: OpId) -> bool {
        self.excluded.get(&buffer).is_some_and(|e| e.iter().any(|(o, _)| *o == op))
    }

    /// Per buffer, the ops its storage occupies: from its definition to the
    /// last read of a value holding it, where a loop that copies the
    /// buffer's state (or keeps a body temporary apart) neither holds it
    /// through its values nor extends it over its span, and reads it, as
    /// its operand, only when it starts.
    fn ranges(&self, function: &Function, state: &LoopState) -> Vec<(OpId, OpId)> {
        let mut out: Vec<(OpId, OpId)> = Vec::with_capacity(state.buffers.len());
        for (buffer, values) in state.aliases.iter().enumerate() {
            let start = function.def_time(state.buffers[buffer].value);
            let excluded = self.excluded.get(&buffer);
            let skip = |v: ValueId| excluded.is_some_and(|e| e.iter().any(|(_, values)| values.contains(&v)));
            let mut end = start;
            for &value in values.iter().filter(|&&v| !skip(v)) {
                end = end.max(function.def_time(value));
                for &user in &state.uses[value] {
                    let reader = loop_user(function, value, user);
                    let at =
                        if reader == user && self.excludes(buffer, user) { user } else { function.ops[reader].end };
                    end = end.max(at);
                }
            }
            out.push((start, end));
        }
        for (id, op) in function.ops.iter().enumerate() {
            if op.kind != OpKind::While || op.results.len() != op.operands.len() {
                continue;
            }
            for &result in &op.results {
                for buffer in flatten(&state.points_to[result]) {
                    if !self.excludes(buffer, id) {
                        out[buffer] = (out[buffer].0.min(id), out[buffer].1.max(op.end));
                    }
                }
            }
        }
        out
    }
}

/// Which buffers share one storage through loops ([`LoopState::loop_storage`]).
struct LoopStorage {
    /// Union-find parents: buffers with one root are one storage.
    parent: Vec<usize>,
    /// Per buffer, the extra copies loops that keep it apart make.
    extra_instances: Vec<u64>,
}

/// The groups of buffers that are one storage: `group_of` per buffer, and
/// each group's members, size, range, memory range and instances.
fn groups_of(
    storage: LoopStorage,
    buffers: &[Buffer],
    range: &[(OpId, OpId)],
    memory: &[(OpId, OpId)],
) -> (Vec<usize>, Vec<Group>) {
    let LoopStorage { mut parent, extra_instances } = storage;
    // The groups and their member lists are sized once (see `exact_lists`).
    let mut members = vec![0usize; buffers.len()];
    for buffer in 0..buffers.len() {
        members[find(&mut parent, buffer)] += 1;
    }
    let mut group_of = vec![usize::MAX; buffers.len()];
    let mut groups: Vec<Group> = Vec::with_capacity(members.iter().filter(|&&n| n > 0).count());
    for buffer in 0..buffers.len() {
        let root = find(&mut parent, buffer);
        if group_of[root] == usize::MAX {
            group_of[root] = groups.len();
            groups.push(Group {
                members: Vec::with_capacity(members[root]),
                bytes: Some(0),
                range: range[buffer],
                memory: memory[buffer],
                instances: 1,
            });
        }
        let g = group_of[root];
        group_of[buffer] = g;
        let group = &mut groups[g];
        group.members.push(buffer);
        group.instances = group.instances.max(1 + extra_instances[buffer]);
        group.bytes = match (group.bytes, buffers[buffer].bytes) {
            (Some(a), Some(b)) => Some(a.max(b)),
            _ => None,
        };
        group.range = (group.range.0.min(range[buffer].0), group.range.1.max(range[buffer].1));
        group.memory = (group.memory.0.min(memory[buffer].0), group.memory.1.max(memory[buffer].1));
    }
    (group_of, groups)
}

/// The buffers of every node of a points-to tree, ascending and distinct.
pub fn flatten(nodes: &[Vec<BufferId>]) -> Vec<BufferId> {
    let mut all: Vec<BufferId> = nodes.iter().flatten().copied().collect();
    all.sort_unstable();
    all.dedup();
    all
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

fn union(parent: &mut [usize], a: usize, b: usize) {
    let (a, b) = (find(parent, a), find(parent, b));
    if a != b {
        parent[a.max(b)] = a.min(b);
    }
}

/// When `value` is used by `user`: the last op number of the op that
/// reads it ([`loop_user`]: an op with regions reads its operands
/// throughout, and a `while` reads what its body uses from outside every
/// iteration).
fn sound_use_time(function: &Function, value: ValueId, user: OpId) -> OpId {
    function.ops[loop_user(function, value, user)].end
}

/// The op that reads `value` when `user` does: `user`, or the outermost
/// `while` around it that does not hold the value's definition.
fn loop_user(function: &Function, value: ValueId, user: OpId) -> OpId {
    let defined_by = match function.values[value].def {
        Def::Result { op, .. } => Some(op),
        Def::Argument { .. } => None,
    };
    let mut reader = user;
    for ancestor in function.ancestors(user) {
        if Some(ancestor) == defined_by || is_inside(function, value, ancestor) {
            break;
        }
        if function.ops[ancestor].kind == OpKind::While {
            reader = ancestor;
        }
    }
    reader
}

/// Whether `value` is defined in a region of `op` (at any depth).
fn is_inside(function: &Function, value: ValueId, op: OpId) -> bool {
    let block = function.values[value].block;
    std::iter::successors(function.blocks[block].parent, |&p| function.blocks[function.ops[p].block].parent)
        .any(|p| p == op)
}

/// What deciding in-place loop state needs.
struct LoopState<'a> {
    function: &'a Function,
    uses: &'a [Vec<OpId>],
    aliases: &'a [Vec<ValueId>],
    points_to: &'a [Vec<Vec<BufferId>>],
    buffers: &'a [Buffer],
    honor_donation: bool,
}

impl LoopState<'_> {
    /// Decides, per carried value (slot) of every `while`, where the loop
    /// keeps its state, as a compiler allocates it (docs/liveness.md,
    /// "Loops"). Carried buffers live over their whole loop (`range` is
    /// extended, for interference); `memory` lists, per buffer, the loop
    /// values that do not keep that buffer's storage (the loop copied it, or
    /// holds a body temporary in storage of its own).
    fn loop_storage(
        &self,
        range: &mut [(OpId, OpId)],
        memory: &mut LoopMemory,
        notes: &mut Vec<(OpId, String)>,
    ) -> LoopStorage {
        let (function, points_to, buffers) = (self.function, self.points_to, self.buffers);
        let mut parent: Vec<usize> = (0..buffers.len()).collect();
        let mut extra_instances = vec![0u64; buffers.len()];
        // Per buffer: the loops that carry it without keeping it in place.
        let mut kept_apart_by: Vec<Vec<OpId>> = vec![Vec::new(); buffers.len()];
        for (id, op) in function.ops.iter().enumerate() {
            if op.kind != OpKind::While || op.results.len() != op.operands.len() {
                continue;
            }
            let slots: Vec<Vec<BufferId>> = op.results.iter().map(|&r| flatten(&points_to[r])).collect();
            for slot in &slots {
                for &buffer in slot {
                    range[buffer] = (range[buffer].0.min(id), range[buffer].1.max(op.end));
                }
            }
            let body = op.regions[1];
            let body_span = (function.block_start(body), op.end);
            let inside = |buffer: BufferId| {
                let def = function.def_time(buffers[buffer].value);
                def >= body_span.0 && def <= body_span.1
            };
            for (i, slot) in slots.iter().enumerate() {
                // The operand must be one storage already: merging several
                // would make buffers that coexist elsewhere one.
                let mixed = points_to[op.operands[i]]
                    .iter()
                    .any(|node| node.iter().map(|&b| find(&mut parent, b)).collect::<BTreeSet<_>>().len() > 1);
                let enclosing: Vec<OpId> = function.ancestors(id).collect();
                let outer = slot.iter().flat_map(|&b| kept_apart_by[b].iter()).find(|w| enclosing.contains(w));
                let Blockers { operand, body: body_blocker } = self.in_place_blockers(id, i, &slots);
                let operand = operand
                    .or_else(|| mixed.then(|| "the operand may be one of several buffers".to_owned()))
                    .or_else(|| {
                        outer.map(|w| {
                            format!(
                                "the enclosing loop at op #{} carries the same state without keeping it in place",
                                function.ops[*w].number
                            )
                        })
                    });
                let yielded = function.terminator(body).and_then(|t| t.operands.get(i).copied());
                let read_only = yielded == Some(function.blocks[body].args[i]);
                let array = function.values[op.results[i]].ty.node_count() == 1;
                let mut decision = LoopSlot {
                    op: id,
                    slot: i,
                    operand_in_place: operand.is_none() || read_only,
                    body_in_place: body_blocker.is_none(),
                    read_only,
                };
                if operand.is_none() && body_blocker.is_none() {
                    for node in &points_to[op.results[i]] {
                        for pair in node.windows(2) {
                            union(&mut parent, pair[0], pair[1]);
                        }
                    }
                    memory.slots.push(decision);
                    continue;
                }
                for &buffer in slot {
                    kept_apart_by[buffer].push(id);
                }
                if read_only {
                    // Nothing writes the state: the loop reads the operand
                    // where it is, whoever else keeps it.
                    memory.slots.push(decision);
                    continue;
                }
                // The values through which the loop holds slot `i`'s state.
                let loop_values: Vec<ValueId> = std::iter::once(op.results[i])
                    .chain(op.regions.iter().map(|&r| function.blocks[r].args[i]))
                    .collect();
                if !array {
                    // A tuple slot: every body buffer counts once per slot
                    // kept apart plus once (the old state and the new one).
                    decision.operand_in_place = false;
                    decision.body_in_place = false;
                    let reason = operand.or(body_blocker).unwrap_or_default();
                    notes.push((
                        id,
                        format!("while carried value {i}: {reason}; a tuple state is counted once per slot and once more over the whole loop (an over-estimate)"),
                    ));
                    for &buffer in slot {
                        if inside(buffer) {
                            extra_instances[buffer] += 1;
                        }
                    }
                    memory.slots.push(decision);
                    continue;
                }
                let mut what = Vec::new();
                if let Some(reason) = &operand {
                    what.push(format!("{reason}: the loop copies the operand on entry"));
                    // Buffers from before the loop keep their own storage:
                    // the loop's values hold the copy.
                    for &buffer in slot.iter().filter(|&&b| !inside(b)) {
                        memory.exclude(buffer, id, &loop_values);
                    }
                }
                match &body_blocker {
                    None => what.push("the body writes the new state into the loop's storage".into()),
                    Some(reason) => {
                        what.push(format!(
                            "{reason}: the body's new state is a temporary copied into the loop's storage"
                        ));
                        for &buffer in slot.iter().filter(|&&b| inside(b)) {
                            memory.exclude(buffer, id, &loop_values);
                        }
                        // A state read from another slot of this loop, which
                        // the same return may overwrite: a temporary there.
                        let from_other_slot = yielded.is_some_and(|y| {
                            flatten(&points_to[y])
                                .iter()
                                .any(|b| slots.iter().enumerate().any(|(j, s)| j != i && s.binary_search(b).is_ok()))
                        });
                        if from_other_slot && let Some(terminator) = function.blocks[body].ops.last() {
                            memory.copies.push(LoopCopy {
                                op: id,
                                slot: i,
                                bytes: function.values[op.results[i]].ty.own_bytes(),
                                range: (*terminator, *terminator),
                            });
                        }
                    }
                }
                if operand.is_some() && body_blocker.is_some() {
                    // Neither the operand's buffer nor the body's holds the
                    // loop's storage: the copy is storage of its own, from
                    // the loop to the last read of its results.
                    let end = self.result_end(id, i).max(op.end);
                    memory.copies.push(LoopCopy {
                        op: id,
                        slot: i,
                        bytes: function.values[op.results[i]].ty.own_bytes(),
                        range: (id, end),
                    });
                }
                notes.push((id, format!("while carried value {i}: {}", what.join("; "))));
                memory.slots.push(decision);
            }
        }
        LoopStorage { parent, extra_instances }
    }

    /// The last read of result `slot` of the `while` at `id` or of any value
    /// after the loop holding one of its buffers.
    fn result_end(&self, id: OpId, slot: usize) -> OpId {
        let function = self.function;
        let op = &function.ops[id];
        let result = op.results[slot];
        let held = flatten(&self.points_to[result]);
        let mut end = op.end;
        for value in 0..function.values.len() {
            let after = value == result || function.def_time(value) > op.end;
            if after && self.points_to[value].iter().flatten().any(|b| held.binary_search(b).is_ok()) {
                for &user in &self.uses[value] {
                    end = end.max(sound_use_time(function, value, user));
                }
            }
        }
        end
    }

    /// Why carried value `slot` of the `while` at `id` cannot keep its
    /// buffers in place, if it cannot, split by side: the operand side (the
    /// operand is still needed elsewhere: a function argument the caller
    /// keeps, used after the loop starts, entering twice, from outside an
    /// enclosing loop) and the body side (the state aliased inside the
    /// body, the body reading the old state when or after it writes the
    /// new one other than through an in-place candidate, or returning a
    /// value it does not define). A buffer carried in two slots blocks both.
    fn in_place_blockers(&self, id: OpId, slot: usize, slots: &[Vec<BufferId>]) -> Blockers {
        let function = self.function;
        let op = &function.ops[id];
        let number = |op: OpId| function.ops[op].number;
        let body = op.regions[1];
        let body_span = (function.block_start(body), function.ops[id].end);
        let arg = function.blocks[body].args[slot];
        let mut blockers = Blockers::default();
        let Some(yielded) = function.terminator(body).and_then(|t| t.operands.get(slot).copied()) else {
            return blockers;
        };
        for &buffer in &slots[slot] {
            if blockers.operand.is_some() && blockers.body.is_some() {
                break;
            }
            if slots.iter().enumerate().any(|(other, set)| other != slot && set.binary_search(&buffer).is_ok()) {
                let reason = "a buffer is carried in two slots".to_owned();
                blockers.operand.get_or_insert(reason.clone());
                blockers.body.get_or_insert(reason);
            }
            if let Def::Argument { block: 0, index } = function.values[self.buffers[buffer].value].def {
                let donated = function.donation.get(index).is_some_and(|d| *d != crate::model::Donation::None);
                if !(donated && self.honor_donation) {
                    blockers.operand.get_or_insert(format!(
                        "the operand is argument {index}, which the caller keeps (not donated)"
                    ));
                }
            }
            for &value in &self.aliases[buffer] {
                let def = function.def_time(value);
                if def >= body_span.0 && def <= body_span.1 && value != arg && value != yielded {
                    blockers.body.get_or_insert(format!(
                        "the loop state is aliased inside the body ({})",
                        crate::model::value_name(function, value)
                    ));
                }
                // Only values from before the loop (the loop's own values
                // and later ones reach the buffer through the loop).
                let from_before =
                    def < id || (def == id && !op.results.contains(&value) && !is_inside(function, value, id));
                if !from_before {
                    continue;
                }
                if let Some(&user) = self.uses[value].iter().find(|&&user| user != id && function.ops[user].end >= id) {
                    blockers
                        .operand
                        .get_or_insert(format!("operand still used by op #{} after the loop starts", number(user)));
                }
                if op.operands.iter().filter(|&&o| o == value).count() > 1 {
                    blockers.operand.get_or_insert("the same value enters the loop twice".into());
                }
                // An enclosing loop that does not hold the operand runs this
                // loop again from the same operand.
                if sound_use_time(function, value, id) > function.ops[id].end {
                    blockers
                        .operand
                        .get_or_insert("the operand comes from outside an enclosing loop, which needs it again".into());
                }
            }
        }
        if yielded != arg && blockers.body.is_none() {
            blockers.body = self.body_blocker(id, arg, yielded);
        }
        blockers
    }

    /// Why the body of the `while` at `id` cannot write the new state of
    /// a slot (`yielded`) into the storage of the old one (`arg`): the new
    /// state must be one buffer the body defines at `writer`, and every
    /// read of the old state must come before, or at `writer` through an
    /// operand it may write its result into.
    fn body_blocker(&self, id: OpId, arg: ValueId, yielded: ValueId) -> Option<String> {
        let function = self.function;
        let number = |op: OpId| function.ops[op].number;
        let own = flatten(&self.points_to[yielded]);
        let (Def::Result { op: writer, index: result }, [buffer]) = (function.values[yielded].def, own.as_slice())
        else {
            return Some("the body returns a value it does not define".into());
        };
        if self.buffers[*buffer].value != yielded || !is_inside(function, yielded, id) {
            return Some("the body returns a value it does not define".into());
        }
        let writer_op = &function.ops[writer];
        for &user in &self.uses[arg] {
            let in_place = user == writer
                && !writer_op.captured.contains(&arg)
                && writer_op
                    .operands
                    .iter()
                    .enumerate()
                    .all(|(k, &o)| o != arg || writer_op.may_share.contains(&(k, result)));
            if user > writer || (user == writer && !in_place) {
                return Some(format!(
                    "the body reads the old state at op #{} while or after op #{} writes the new one",
                    number(user),
                    number(writer)
                ));
            }
        }
        None
    }
}

/// Why a loop slot cannot stay in place, per side
/// ([`LoopState::in_place_blockers`]).
#[derive(Default)]
struct Blockers {
    operand: Option<String>,
    body: Option<String>,
}

impl FunctionLiveness {
    /// The buffers of loop slots whose operand the loop copies: a value of
    /// the loop that seems to hold them holds the loop's copy instead.
    pub fn copied_by_loops(&self, function: &Function) -> BTreeSet<BufferId> {
        self.loop_slots
            .iter()
            .filter(|slot| !slot.operand_in_place)
            .flat_map(|slot| flatten(&self.points_to[function.ops[slot.op].results[slot.slot]]))
            .collect()
    }

    /// The live range of a buffer's storage (its group's).
    pub fn range(&self, buffer: BufferId) -> (OpId, OpId) {
        self.groups[self.group_of[buffer]].range
    }

    /// Whether `buffer` may be returned by the function.
    pub fn maybe_live_out(&self, buffer: BufferId) -> bool {
        self.live_out.binary_search(&buffer).is_ok()
    }

    /// The ops using `value` (as operand, or inside a region the analysis
    /// does not enter).
    pub fn uses(&self, value: ValueId) -> &[OpId] {
        &self.uses[value]
    }

    /// The SSA values live at `op`, without aliasing or loops: MLIR's
    /// `Liveness::currentlyLiveValues` semantics, the base the buffer ranges
    /// extend. A value is live at an op of block `B` when it is visible
    /// there (defined in `B` at or before the op, or in an enclosing block)
    /// and read at or after the op inside `B` (at any depth), or, for a
    /// value of `B`, it is the op's own result. Ascending value ids.
    pub fn live_values_at(&self, function: &Function, op: OpId) -> Vec<ValueId> {
        let block = function.ops[op].block;
        let mut enclosing = vec![block];
        while let Some(parent) = function.blocks[*enclosing.last().unwrap_or(&0)].parent {
            enclosing.push(function.ops[parent].block);
        }
        // The ops of `block`'s subtree are numbered from its first op to the
        // end of its last one.
        let ops = &function.blocks[block].ops;
        let subtree_end = ops.last().map_or(op, |&last| function.ops[last].end);
        (0..function.values.len())
            .filter(|&v| {
                let home = function.values[v].block;
                if home == block {
                    let (def, last) = self.value_range[v];
                    def <= op && op <= last
                } else if enclosing.contains(&home) {
                    self.uses[v].iter().any(|&u| u >= op && u <= subtree_end)
                } else {
                    false
                }
            })
            .collect()
    }

    /// XLA's `MayInterfere(a, b)` for two buffers of `function`: whether
    /// their storage may be live at the same time, so they cannot share.
    /// A buffer interferes with itself; buffers of one group never do.
    /// Ranges that only touch at the op defining one of them do not
    /// interfere when that op may write its result into the other's buffer
    /// (an in-place candidate) and the other is not live out.
    pub fn may_interfere(&self, function: &Function, ordering: Ordering, a: BufferId, b: BufferId) -> bool {
        self.may_interfere_cached(function, ordering, &mut None, a, b)
    }

    /// [`FunctionLiveness::may_interfere`] reusing the dependence order
    /// across queries (`order` is filled on the first dependency query).
    pub fn may_interfere_cached(
        &self,
        function: &Function,
        ordering: Ordering,
        order: &mut Option<DependencyOrder>,
        a: BufferId,
        b: BufferId,
    ) -> bool {
        if a == b {
            return true;
        }
        let (ga, gb) = (self.group_of[a], self.group_of[b]);
        if ga == gb {
            return false;
        }
        match ordering {
            Ordering::Sequential => {
                !self.before_sequential(function, ga, gb) && !self.before_sequential(function, gb, ga)
            }
            Ordering::Dependency => {
                // Program order is one schedule the dependences allow, so what
                // it overlaps (loop ranges included) interferes here too.
                if !self.before_sequential(function, ga, gb) && !self.before_sequential(function, gb, ga) {
                    return true;
                }
                let order = order.get_or_insert_with(|| DependencyOrder::new(function));
                !self.before_dependency(function, order, ga, gb) && !self.before_dependency(function, order, gb, ga)
            }
        }
    }

    /// Whether group `a`'s storage is dead by the time group `b`'s is
    /// defined, in program order.
    fn before_sequential(&self, function: &Function, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.groups[a].range, self.groups[b].range);
        ra.1 < rb.0 || (ra.1 == rb.0 && self.shares_at(function, a, b, rb.0))
    }

    /// Whether every read of group `a` happens at op `at`, which defines a
    /// buffer of group `b` and may write it into `a`'s buffer.
    fn shares_at(&self, function: &Function, a: usize, b: usize, at: OpId) -> bool {
        let op = &function.ops[at];
        if self.groups[a].members.iter().any(|&m| self.maybe_live_out(m)) {
            return false;
        }
        let defined: Vec<usize> = op
            .results
            .iter()
            .enumerate()
            .filter(|(_, r)| {
                self.points_to[**r].iter().flatten().any(|&x| self.group_of[x] == b && self.buffers[x].value == **r)
            })
            .map(|(i, _)| i)
            .collect();
        if defined.is_empty() {
            return false;
        }
        let reads_a = |value: ValueId| self.points_to[value].iter().flatten().any(|&x| self.group_of[x] == a);
        let mut read_here = false;
        for (k, &operand) in op.operands.iter().enumerate() {
            if reads_a(operand) {
                read_here = true;
                if !defined.iter().any(|&r| op.may_share.contains(&(k, r))) {
                    return false;
                }
            }
        }
        read_here && !op.captured.iter().any(|&v| reads_a(v))
    }

    /// Whether every use of group `a` runs before the definition of group
    /// `b` in every schedule the data dependences allow.
    fn before_dependency(&self, function: &Function, order: &mut DependencyOrder, a: usize, b: usize) -> bool {
        let group = &self.groups[a];
        if group.members.iter().any(|&m| self.maybe_live_out(m)) {
            return false;
        }
        // Where each group starts: the op defining its first member, or for
        // a block argument the op whose region the block is (`None`: a
        // function argument, defined before every op).
        let start = |g: usize| -> Option<OpId> {
            let first =
                self.groups[g].members.iter().copied().min_by_key(|&m| function.def_time(self.buffers[m].value))?;
            match function.values[self.buffers[first].value].def {
                Def::Result { op, .. } => Some(op),
                Def::Argument { block, .. } => function.blocks[block].parent,
            }
        };
        // Nothing runs before a function argument.
        let Some(definition) = start(b) else { return false };
        // `a` must be defined before `b` in every schedule (XLA's
        // `live_range_strictly_before` asks the same first).
        match start(a) {
            Some(a_start) if !order.executes_before(function, a_start, definition) => return false,
            // An argument nothing reads is live where the function starts,
            // which no op is ordered after.
            None if group.members.iter().all(|&m| self.aliases[m].iter().all(|&v| self.uses[v].is_empty())) => {
                return false;
            }
            _ => {}
        }
        for &member in &group.members {
            for &value in &self.aliases[member] {
                for &user in &self.uses[value] {
                    // A read inside a loop the value comes from outside of
                    // happens again every iteration: it is the loop's read.
                    let user = loop_user(function, value, user);
                    let ok = if user == definition {
                        self.shares_at(function, a, b, user)
                    } else {
                        order.executes_before(function, user, definition)
                    };
                    if !ok {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Blocks of more ops than this answer reachability by a search per query
/// instead of bit sets (8,192² bits = 8 MiB).
const REACH_SETS_LIMIT: usize = 8192;

/// A block's ops' positions and, per op, the bit set of positions it
/// reaches.
type BlockReach = (HashMap<OpId, usize>, Vec<Vec<u64>>);

/// Data-dependence reachability between ops of a block (ops of nested
/// regions lifted to their op in that block): per block, a bit set of the
/// ops each op reaches, built on first use.
pub struct DependencyOrder {
    users: Vec<Vec<OpId>>,
    /// Per block: its ops' positions and, per op, the positions it reaches.
    reach: HashMap<usize, BlockReach>,
}

impl DependencyOrder {
    /// The dependence edges of `function`: op `x` precedes op `y` of the same
    /// block when `y`, or an op nested in it, uses a result of `x`.
    pub fn new(function: &Function) -> DependencyOrder {
        let mut users = vec![Vec::new(); function.ops.len()];
        for (id, op) in function.ops.iter().enumerate() {
            for &value in op.operands.iter().chain(&op.captured) {
                let Def::Result { op: producer, .. } = function.values[value].def else { continue };
                let block = function.ops[producer].block;
                if let Some(user) = lift(function, id, block)
                    && user != producer
                {
                    users[producer].push(user);
                }
            }
        }
        DependencyOrder { users, reach: HashMap::new() }
    }

    /// Whether `x` runs before `y` in every dependence-respecting schedule.
    pub fn executes_before(&mut self, function: &Function, x: OpId, y: OpId) -> bool {
        let block = common_block(function, x, y);
        let (Some(x), Some(y)) = (lift(function, x, block), lift(function, y, block)) else { return false };
        if x == y {
            return false;
        }
        let users = &self.users;
        if function.blocks[block].ops.len() > REACH_SETS_LIMIT {
            // A search per query: bit sets would take ops² bits.
            let mut seen = std::collections::HashSet::new();
            let mut stack = vec![x];
            while let Some(op) = stack.pop() {
                if op == y {
                    return true;
                }
                stack.extend(users[op].iter().copied().filter(|&next| next <= y && seen.insert(next)));
            }
            return false;
        }
        let (position, reach) = self.reach.entry(block).or_insert_with(|| {
            // Program order is topological: walk it backwards, each op
            // reaching its users and what they reach.
            let ops = &function.blocks[block].ops;
            let position: HashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &op)| (op, i)).collect();
            let words = ops.len().div_ceil(64);
            let mut reach = vec![vec![0u64; words]; ops.len()];
            for i in (0..ops.len()).rev() {
                for &user in &users[ops[i]] {
                    let Some(&j) = position.get(&user) else { continue };
                    if j <= i {
                        continue;
                    }
                    reach[i][j / 64] |= 1 << (j % 64);
                    let (head, tail) = reach.split_at_mut(j);
                    for (word, other) in head[i].iter_mut().zip(&tail[0]) {
                        *word |= *other;
                    }
                }
            }
            (position, reach)
        });
        match (position.get(&x), position.get(&y)) {
            (Some(&i), Some(&j)) => reach[i][j / 64] & (1 << (j % 64)) != 0,
            _ => false,
        }
    }
}

/// `op` or its ancestor that is in `block`.
fn lift(function: &Function, op: OpId, block: usize) -> Option<OpId> {
    std::iter::once(op).chain(function.ancestors(op)).find(|&o| function.ops[o].block == block)
}

/// The innermost block holding both ops (at any depth).
fn common_block(function: &Function, x: OpId, y: OpId) -> usize {
    let blocks = |op: OpId| -> Vec<usize> {
        std::iter::once(op).chain(function.ancestors(op)).map(|o| function.ops[o].block).collect()
    };
    let bx = blocks(x);
    blocks(y).into_iter().find(|b| bx.contains(b)).unwrap_or(0)
}

/// The callee side of calls: what each result may return and the
/// temporaries' peak.
fn summary(function: &Function, liveness: &FunctionLiveness, memory: &crate::memory::Timeline) -> CallSummary {
    let arg_node: HashMap<BufferId, (usize, usize)> = function
        .blocks
        .first()
        .map(|b| {
            b.args
                .iter()
                .enumerate()
                .flat_map(|(i, &a)| {
                    liveness.points_to[a]
                        .iter()
                        .enumerate()
                        .flat_map(move |(n, set)| set.iter().map(move |&x| (x, (i, n))))
                })
                .collect()
        })
        .unwrap_or_default();
    // A loop that copies its operand returns the copy, storage of the
    // callee's own, wherever the operand was an argument.
    let copied = liveness.copied_by_loops(function);
    let returns = function
        .terminator(0)
        .map(|t| {
            t.operands
                .iter()
                .map(|&v| {
                    liveness.points_to[v]
                        .iter()
                        .map(|set| {
                            let args: Vec<(usize, usize)> =
                                set.iter().filter_map(|x| arg_node.get(x).copied()).collect();
                            let own = set.iter().any(|x| !arg_node.contains_key(x) || copied.contains(x));
                            (args, own || set.is_empty())
                        })
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default();
    CallSummary {
        returns,
        transient: memory.temporaries_peak,
        temporaries_total: memory.temporaries_total,
        transient_unknown: memory.dynamic_groups > 0 || memory.lower_bound,
    }
}
