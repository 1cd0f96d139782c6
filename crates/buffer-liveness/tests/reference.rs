//! The analysis against the definition: random programs (tuples, forwarding
//! ops, in-place candidates, while loops, conditionals, calls) are
//! *executed* symbolically — every op execution is an event, every buffer
//! an op makes is a new concrete object, aliasing ops pass objects on,
//! loops run a chosen number of iterations and conditionals a chosen
//! branch — and each object is live from its allocation to the last event
//! reading any value that holds it (to the end if the entry function
//! returns it). Then, for every execution:
//!
//! - every object's live events lie inside the analysis's live range of its
//!   buffer (soundness of ranges);
//! - two objects live at one event belong to buffers the analysis says may
//!   interfere (soundness of `MayInterfere`, under both orderings: program
//!   order is one schedule the data dependences allow);
//! - the bytes of storage live at every event, allocated as a compiler
//!   allocates loops (`support/allocating.rs`), never exceed the
//!   analysis's peak, and no in-place write of a loop's new state
//!   overwrites an old state still read;
//! - on straight-line programs (no loops, branches or calls) the ranges,
//!   the interference relation and the peak are exactly the executed ones.

use buffer_liveness::model::{Block, Def, Donation, Function, Loc, Op, OpId, OpKind, Program, Ty, Value, ValueId};
use buffer_liveness::{ModuleResult, Options, Ordering, analyze_program};
use std::collections::HashMap;

#[path = "support/allocating.rs"]
mod allocating;
#[path = "support/invariant.rs"]
mod invariant;

/// The allocating executor's deterministic choices (xorshift64).
use allocating::Choices as Rng;

const SIZES: [u64; 3] = [4, 8, 16];

/// Builds one function in pre-order.
struct Gen<'r> {
    rng: &'r mut Rng,
    f: Function,
    /// Callable functions: (name, argument types, result types).
    callees: Vec<(String, Vec<Ty>, Vec<Ty>)>,
    control: bool,
}

impl Gen<'_> {
    fn value(&mut self, ty: Ty, def: Def, block: usize) -> ValueId {
        self.f.values.push(Value { ty, def, block });
        self.f.values.len() - 1
    }

    fn begin_op(&mut self, name: &str, kind: OpKind, operands: Vec<ValueId>, block: usize) -> OpId {
        let id = self.f.ops.len();
        self.f.ops.push(Op {
            name: name.into(),
            number: id,
            location: Loc::Text(format!("gen:{id}").into()),
            operands,
            results: Vec::new(),
            captured: Vec::new(),
            regions: Vec::new(),
            kind,
            may_share: Vec::new(),
            block,
            end: id,
        });
        self.f.blocks[block].ops.push(id);
        id
    }

    fn results(&mut self, op: OpId, types: Vec<Ty>) -> Vec<ValueId> {
        let block = self.f.ops[op].block;
        let results: Vec<ValueId> =
            types.into_iter().enumerate().map(|(i, ty)| self.value(ty, Def::Result { op, index: i }, block)).collect();
        self.f.ops[op].results = results.clone();
        self.f.ops[op].end = self.f.ops.len() - 1;
        results
    }

    fn new_block(&mut self, parent: Option<OpId>, args: &[Ty]) -> usize {
        let id = self.f.blocks.len();
        self.f.blocks.push(Block { args: Vec::new(), ops: Vec::new(), parent });
        for (i, ty) in args.iter().enumerate() {
            let v = self.value(ty.clone(), Def::Argument { block: id, index: i }, id);
            self.f.blocks[id].args.push(v);
        }
        id
    }

    fn array(&mut self) -> Ty {
        Ty::Array { bytes: Some(SIZES[self.rng.below(SIZES.len())]) }
    }

    /// A visible value of type `ty`, or a new constant of that type.
    fn pick(&mut self, visible: &mut Vec<ValueId>, ty: &Ty, block: usize) -> ValueId {
        let candidates: Vec<ValueId> = visible.iter().copied().filter(|&v| self.f.values[v].ty == *ty).collect();
        if !candidates.is_empty() && self.rng.chance(85) {
            return candidates[self.rng.below(candidates.len())];
        }
        let op = self.begin_op("constant", OpKind::Defines, vec![], block);
        let v = self.results(op, vec![ty.clone()])[0];
        visible.push(v);
        v
    }

    fn pick_any_array(&mut self, visible: &mut Vec<ValueId>, block: usize) -> ValueId {
        let arrays: Vec<ValueId> =
            visible.iter().copied().filter(|&v| matches!(self.f.values[v].ty, Ty::Array { .. })).collect();
        if arrays.is_empty() {
            let ty = self.array();
            return self.pick(visible, &ty, block);
        }
        arrays[self.rng.below(arrays.len())]
    }

    /// Random ops appended to `block`; `visible` grows with their results.
    fn ops(&mut self, block: usize, visible: &mut Vec<ValueId>, count: usize, depth: usize) {
        for _ in 0..count {
            let choice = self.rng.below(if self.control && depth < 2 { 10 } else { 7 });
            match choice {
                0..=2 => {
                    let a = self.pick_any_array(visible, block);
                    let b = self.pick_any_array(visible, block);
                    let ty = if self.rng.chance(60) { self.f.values[a].ty.clone() } else { self.array() };
                    let op = self.begin_op("elementwise", OpKind::Defines, vec![a, b], block);
                    let same = |g: &Gen, v: ValueId| g.f.values[v].ty == ty;
                    let shares: Vec<(usize, usize)> =
                        [a, b].iter().enumerate().filter(|(_, v)| same(self, **v)).map(|(k, _)| (k, 0)).collect();
                    if self.rng.chance(70) {
                        self.f.ops[op].may_share = shares;
                    }
                    let r = self.results(op, vec![ty]);
                    visible.extend(r);
                }
                3 => {
                    let a = self.pick_any_array(visible, block);
                    let b = self.pick_any_array(visible, block);
                    let ty = Ty::Tuple(vec![self.f.values[a].ty.clone(), self.f.values[b].ty.clone()]);
                    let op = self.begin_op("tuple", OpKind::Tuple, vec![a, b], block);
                    let r = self.results(op, vec![ty]);
                    visible.extend(r);
                }
                4 => {
                    let tuples: Vec<ValueId> =
                        visible.iter().copied().filter(|&v| matches!(self.f.values[v].ty, Ty::Tuple(_))).collect();
                    if tuples.is_empty() {
                        continue;
                    }
                    let t = tuples[self.rng.below(tuples.len())];
                    let i = self.rng.below(2);
                    let Ty::Tuple(elements) = self.f.values[t].ty.clone() else { unreachable!() };
                    let op = self.begin_op("get_tuple_element", OpKind::GetTupleElement(i), vec![t], block);
                    let r = self.results(op, vec![elements[i].clone()]);
                    visible.extend(r);
                }
                5 => {
                    let a = self.pick_any_array(visible, block);
                    let op = self.begin_op("optimization_barrier", OpKind::Forward, vec![a], block);
                    let r = self.results(op, vec![self.f.values[a].ty.clone()]);
                    visible.extend(r);
                }
                6 => {
                    if self.callees.is_empty() || !self.control {
                        continue;
                    }
                    let (name, args, results) = self.callees[self.rng.below(self.callees.len())].clone();
                    let operands: Vec<ValueId> = args.iter().map(|ty| self.pick(visible, ty, block)).collect();
                    let op = self.begin_op("call", OpKind::Call(name.into()), operands, block);
                    let r = self.results(op, results);
                    visible.extend(r);
                }
                7 | 8 => self.while_loop(block, visible, depth),
                _ => self.branches(block, visible, depth),
            }
        }
    }

    fn while_loop(&mut self, block: usize, visible: &mut Vec<ValueId>, depth: usize) {
        let carried = 1 + self.rng.below(2);
        let operands: Vec<ValueId> = (0..carried).map(|_| self.pick_any_array(visible, block)).collect();
        let types: Vec<Ty> = operands.iter().map(|&v| self.f.values[v].ty.clone()).collect();
        let op = self.begin_op("while", OpKind::While, operands, block);
        let cond = self.new_block(Some(op), &types);
        let mut cond_visible: Vec<ValueId> = visible.iter().copied().chain(self.f.blocks[cond].args.clone()).collect();
        let predicate = self.begin_op("compare", OpKind::Defines, vec![], cond);
        let first = self.f.blocks[cond].args[0];
        self.f.ops[predicate].operands.push(first);
        let p = self.results(predicate, vec![Ty::Array { bytes: Some(1) }])[0];
        cond_visible.push(p);
        self.begin_op("return", OpKind::Return, vec![p], cond);
        let body = self.new_block(Some(op), &types);
        let mut body_visible: Vec<ValueId> = visible.iter().copied().chain(self.f.blocks[body].args.clone()).collect();
        let count = 1 + self.rng.below(4);
        self.ops(body, &mut body_visible, count, depth + 1);
        let yielded: Vec<ValueId> = types.iter().map(|ty| self.pick(&mut body_visible, ty, body)).collect();
        self.begin_op("return", OpKind::Return, yielded, body);
        self.f.ops[op].regions = vec![cond, body];
        let r = self.results(op, types);
        visible.extend(r);
    }

    fn branches(&mut self, block: usize, visible: &mut Vec<ValueId>, depth: usize) {
        let index = self.pick(visible, &Ty::Array { bytes: Some(4) }, block);
        let ty = self.array();
        let op = self.begin_op("case", OpKind::Branches, vec![index], block);
        let mut regions = Vec::new();
        for _ in 0..2 + self.rng.below(2) {
            let region = self.new_block(Some(op), &[]);
            let mut inner = visible.clone();
            let count = self.rng.below(3);
            self.ops(region, &mut inner, count, depth + 1);
            let v = self.pick(&mut inner, &ty, region);
            self.begin_op("return", OpKind::Return, vec![v], region);
            regions.push(region);
        }
        self.f.ops[op].regions = regions;
        let r = self.results(op, vec![ty]);
        visible.extend(r);
    }
}

/// A random program: a few callees, then `main` calling them.
fn random_program(rng: &mut Rng, control: bool) -> Program {
    let mut functions = Vec::new();
    let mut callees = Vec::new();
    let count = if control { 1 + rng.below(3) } else { 1 };
    for k in 0..count {
        let name = if k + 1 == count { "main".to_owned() } else { format!("f{k}") };
        let mut g = Gen {
            rng,
            f: Function {
                name: name.clone(),
                location: String::new(),
                public: k + 1 == count,
                blocks: Vec::new(),
                values: Vec::new(),
                ops: Vec::new(),
                donation: Vec::new(),
                approximations: Vec::new(),
            },
            callees: callees.clone(),
            control,
        };
        let args: Vec<Ty> = (0..1 + g.rng.below(3)).map(|_| g.array()).collect();
        g.new_block(None, &args);
        g.f.donation = args.iter().map(|_| if g.rng.chance(30) { Donation::Donor } else { Donation::None }).collect();
        let mut visible = g.f.blocks[0].args.clone();
        let ops = 2 + g.rng.below(7);
        g.ops(0, &mut visible, ops, 0);
        let returned: Vec<ValueId> =
            (0..1 + g.rng.below(2)).map(|_| visible[visible.len() - 1 - g.rng.below(visible.len().min(3))]).collect();
        let result_types = returned.iter().map(|&v| g.f.values[v].ty.clone()).collect();
        g.begin_op("return", OpKind::Return, returned, 0);
        callees.push((name, args, result_types));
        functions.push(g.f);
    }
    Program { functions, referenced: Vec::new(), xla: None }
}

/// One concrete object: the buffer (function, value, node) it was made
/// for, its size, and the events it lives over.
struct Object {
    function: usize,
    value: ValueId,
    node: usize,
    alloc: usize,
    last_read: usize,
    argument: bool,
    /// Made by a callee and returned: the caller's object stands for the
    /// same storage from the call on (caller-allocated outputs), so this
    /// one takes no bytes of its own.
    forwarded: bool,
    /// The function activation that made it (storage of one merged group
    /// is one storage within an activation).
    activation: usize,
    /// The other buffers it is, each (function, value, node, activation):
    /// a callee's argument buffer during each call it is passed to. The
    /// caller's object *is* the callee's argument (XLA's dataflow makes
    /// the parameter the caller's value), so whatever the callee may place
    /// on the argument's storage must not overlap the object's life in the
    /// caller either.
    names: Vec<(usize, ValueId, usize, usize)>,
}

/// One executed op: which function and op, and the op of every enclosing
/// frame (`frames[i]` = (function, op, activation) from the entry inwards).
struct Event {
    frames: Vec<(usize, OpId, usize)>,
    reads: Vec<(usize, Vec<usize>)>,
    allocs: Vec<usize>,
}

struct Machine<'p> {
    program: &'p Program,
    rng: Rng,
    objects: Vec<Object>,
    events: Vec<Event>,
    stack: Vec<(usize, OpId, usize)>,
    activation: usize,
    activations: usize,
}

impl Machine<'_> {
    fn alloc(&mut self, function: usize, value: ValueId, node: usize, argument: bool) -> usize {
        let at = self.events.len().saturating_sub(1);
        self.alloc_at(at, function, value, node, argument)
    }

    fn alloc_at(&mut self, at: usize, function: usize, value: ValueId, node: usize, argument: bool) -> usize {
        self.objects.push(Object {
            function,
            value,
            node,
            alloc: at,
            last_read: at,
            argument,
            forwarded: false,
            activation: self.activation,
            names: Vec::new(),
        });
        let id = self.objects.len() - 1;
        if let Some(event) = self.events.get_mut(at) {
            event.allocs.push(id);
        }
        id
    }

    fn fresh(&mut self, f: usize, value: ValueId, argument: bool) -> Vec<usize> {
        let ty = self.program.functions[f].values[value].ty.clone();
        (0..ty.node_count()).map(|node| self.alloc(f, value, node, argument)).collect()
    }

    fn read(&mut self, env: &HashMap<ValueId, Vec<usize>>, values: &[ValueId], operand_slots: bool) {
        let event = self.events.last_mut().expect("an event");
        for (k, v) in values.iter().enumerate() {
            let slot = if operand_slots { k } else { usize::MAX };
            event.reads.push((slot, env[v].clone()));
        }
    }

    /// Runs `block` of function `f`; returns its terminator's operands.
    fn block(&mut self, f: usize, block: usize, env: &mut HashMap<ValueId, Vec<usize>>) -> Vec<Vec<usize>> {
        let program = self.program;
        let function = &program.functions[f];
        for &id in &function.blocks[block].ops {
            let op = &function.ops[id];
            let mut frames = self.stack.clone();
            frames.push((f, id, self.activation));
            self.events.push(Event { frames, reads: Vec::new(), allocs: Vec::new() });
            self.read(env, &op.operands, true);
            self.read(env, &op.captured, false);
            match &op.kind {
                OpKind::Return => return op.operands.iter().map(|v| env[v].clone()).collect(),
                OpKind::CallIndirect => unreachable!("random programs call functions directly"),
                OpKind::Defines | OpKind::Once | OpKind::OutputAliases(_) => {
                    for &r in &op.results {
                        let objects = self.fresh(f, r, false);
                        env.insert(r, objects);
                    }
                }
                OpKind::Tuple => {
                    let r = op.results[0];
                    let top = self.alloc(f, r, 0, false);
                    let mut objects = vec![top];
                    for v in &op.operands {
                        objects.extend(env[v].iter().copied());
                    }
                    env.insert(r, objects);
                }
                OpKind::GetTupleElement(i) => {
                    let t = op.operands[0];
                    let range = function.values[t].ty.element_range(*i).unwrap();
                    env.insert(op.results[0], env[&t][range].to_vec());
                }
                OpKind::Forward => {
                    env.insert(op.results[0], env[&op.operands[0]].clone());
                }
                OpKind::While => {
                    let mut state: Vec<Vec<usize>> = op.operands.iter().map(|v| env[v].clone()).collect();
                    let trips = self.rng.below(3);
                    let (cond, body) = (op.regions[0], op.regions[1]);
                    for trip in 0..=trips {
                        for (i, &a) in function.blocks[cond].args.iter().enumerate() {
                            env.insert(a, state[i].clone());
                        }
                        self.block(f, cond, env);
                        if trip == trips {
                            break;
                        }
                        for (i, &a) in function.blocks[body].args.iter().enumerate() {
                            env.insert(a, state[i].clone());
                        }
                        state = self.block(f, body, env);
                    }
                    for (i, &r) in op.results.iter().enumerate() {
                        env.insert(r, state[i].clone());
                    }
                }
                OpKind::Branches => {
                    let region = op.regions[self.rng.below(op.regions.len())];
                    let returned = self.block(f, region, env);
                    for (i, &r) in op.results.iter().enumerate() {
                        env.insert(r, returned[i].clone());
                    }
                }
                OpKind::Call(name) => {
                    let callee = program.functions.iter().position(|g| *g.name == **name).unwrap();
                    let mut inner = HashMap::new();
                    let call_event = self.events.len() - 1;
                    self.stack.push((f, id, self.activation));
                    let caller_activation = self.activation;
                    self.activations += 1;
                    self.activation = self.activations;
                    for (i, &a) in program.functions[callee].blocks[0].args.iter().enumerate() {
                        let objects = env[&op.operands[i]].clone();
                        // The caller's objects are the callee's argument
                        // buffers in this activation.
                        for (node, &o) in objects.iter().enumerate() {
                            let name = (callee, a, node, self.activation);
                            if !self.objects[o].names.contains(&name) {
                                self.objects[o].names.push(name);
                            }
                        }
                        inner.insert(a, objects);
                    }
                    let returned = self.block(callee, 0, &mut inner);
                    self.activation = caller_activation;
                    self.stack.pop();
                    // The caller's view: what the callee made and returns is
                    // the call's own object from the call on (the caller
                    // allocates outputs; the callee writes into them).
                    let made_inside = |o: usize, m: &Machine| m.objects[o].function == callee && !m.objects[o].argument;
                    for (i, &r) in op.results.iter().enumerate() {
                        let mut objects = Vec::new();
                        let ty = function.values[r].ty.clone();
                        for node in 0..ty.node_count() {
                            let o = returned[i][node];
                            if made_inside(o, self) {
                                self.objects[o].forwarded = true;
                                objects.push(self.alloc_at(call_event, f, r, node, false));
                            } else {
                                objects.push(o);
                            }
                        }
                        env.insert(r, objects);
                    }
                }
            }
        }
        Vec::new()
    }
}

/// Runs `main` once with the machine's choices; fills in last reads.
fn execute(program: &Program, seed: u64) -> Machine<'_> {
    let main = program.functions.iter().position(|f| f.name == "main").unwrap();
    let mut machine = Machine {
        program,
        rng: Rng(seed),
        objects: Vec::new(),
        events: Vec::new(),
        stack: Vec::new(),
        activation: 0,
        activations: 0,
    };
    let mut env = HashMap::new();
    for &a in &program.functions[main].blocks[0].args.clone() {
        let objects = machine.fresh(main, a, true);
        env.insert(a, objects);
    }
    let returned = machine.block(main, 0, &mut env);
    for e in 0..machine.events.len() {
        let reads: Vec<usize> = machine.events[e].reads.iter().flat_map(|(_, o)| o.clone()).collect();
        for o in reads {
            machine.objects[o].last_read = machine.objects[o].last_read.max(e);
        }
    }
    let end = machine.events.len() - 1;
    for o in returned.into_iter().flatten() {
        machine.objects[o].last_read = end;
    }
    machine
}

/// The op of `event` as seen in activation `activation` of function `f`
/// (the call op when the event is inside a callee).
fn op_in(event: &Event, f: usize, activation: usize) -> Option<OpId> {
    event.frames.iter().find(|(g, _, a)| *g == f && *a == activation).map(|&(_, op, _)| op)
}

/// Whether objects `a` and `b` are live at one event, XLA's way: an object
/// read last by the op making the other, through an operand the op may
/// write its result into, is not.
fn overlap(m: &Machine, a: usize, b: usize) -> bool {
    let (oa, ob) = (&m.objects[a], &m.objects[b]);
    let first = oa.alloc.max(ob.alloc);
    let last = oa.last_read.min(ob.last_read);
    if first > last {
        return false;
    }
    if first < last {
        return true;
    }
    let shares = |dying: usize, made: usize| -> bool {
        let event = &m.events[m.objects[dying].last_read];
        let &(f, op, _) = event.frames.last().unwrap();
        let op = &m.program.functions[f].ops[op];
        if !event.allocs.contains(&made) || m.objects[made].function != f {
            return false;
        }
        let Some(result) = op.results.iter().position(|&r| r == m.objects[made].value) else { return false };
        let mut read = false;
        for (slot, objects) in &event.reads {
            if objects.contains(&dying) {
                read = true;
                if !op.may_share.contains(&(*slot, result)) {
                    return false;
                }
            }
        }
        read
    };
    let a_hands_over = oa.last_read == first && shares(a, b);
    let b_hands_over = ob.last_read == first && shares(b, a);
    !(a_hands_over || b_hands_over)
}

fn buffer_of(result: &ModuleResult, o: &Object) -> usize {
    buffer_named(result, o.function, o.value, o.node)
}

fn buffer_named(result: &ModuleResult, function: usize, value: ValueId, node: usize) -> usize {
    let l = &result.functions[function].liveness;
    l.buffers.iter().position(|b| b.value == value && b.node == node).expect("a buffer for every object")
}

/// What the soundness checks found, over many programs (counted rather
/// than stopping at the first, to report how much is wrong).
#[derive(Default)]
struct Tally {
    programs: usize,
    /// Programs with at least one call.
    with_calls: usize,
    /// Programs with an unsound answer.
    unsound_programs: usize,
    /// Distinct (program, buffer pair) that overlap in an execution but
    /// `MayInterfere` says may share (program order or dependency order).
    unsound_pairs: usize,
    /// Of those, pairs involving a callee's argument buffer seen as the
    /// caller's object.
    unsound_argument_pairs: usize,
    /// Distinct (program, buffer) whose object lives outside its range.
    unsound_ranges: usize,
    /// A few of them, for the message.
    examples: Vec<String>,
}

impl Tally {
    fn note(&mut self, what: String) {
        if self.examples.len() < 8 {
            self.examples.push(what);
        }
    }

    fn assert_sound(&self, what: &str) {
        eprintln!(
            "{what}: {} programs ({} with calls); unsound: {} pairs ({} with a callee argument), {} ranges, in {} programs",
            self.programs,
            self.with_calls,
            self.unsound_pairs,
            self.unsound_argument_pairs,
            self.unsound_ranges,
            self.unsound_programs
        );
        assert!(
            self.unsound_pairs == 0 && self.unsound_ranges == 0,
            "{what}: {} unsound interference pairs and {} unsound ranges in {} of {} programs; e.g.\n{}",
            self.unsound_pairs,
            self.unsound_ranges,
            self.unsound_programs,
            self.programs,
            self.examples.join("\n")
        );
    }
}

fn check(program: Program, exact: bool, seed: u64, tally: &mut Tally) -> usize {
    let result = analyze_program(program.clone(), Options::default());
    // Program order is one schedule the data dependences allow: what it
    // overlaps, dependency ordering must call interfering too.
    let dependency = analyze_program(program.clone(), Options { ordering: Ordering::Dependency, ..Options::default() });
    let main = program.functions.iter().position(|f| f.name == "main").unwrap();
    let mut checks = 0;
    for r in [&result, &dependency] {
        if let Err(why) = invariant::memory_invariant(r) {
            panic!("seed {seed}: peak, no reuse and buffers out of order: {why}");
        }
    }
    tally.programs += 1;
    if program.functions.iter().any(|f| f.ops.iter().any(|op| matches!(op.kind, OpKind::Call(_)))) {
        tally.with_calls += 1;
    }
    let mut bad_pairs = std::collections::BTreeSet::new();
    let mut bad_ranges = std::collections::BTreeSet::new();
    for trace in 0..3u64 {
        let m = execute(&program, seed ^ (trace * 0x9e37));
        let buffers: Vec<usize> = m.objects.iter().map(|o| buffer_of(&result, o)).collect();
        // Every buffer each object is: (function, buffer, activation, own).
        let names: Vec<Vec<(usize, usize, usize, bool)>> = m
            .objects
            .iter()
            .enumerate()
            .map(|(i, o)| {
                let mut names = vec![(o.function, buffers[i], o.activation, true)];
                names.extend(
                    o.names.iter().map(|&(f, value, node, act)| (f, buffer_named(&result, f, value, node), act, false)),
                );
                names
            })
            .collect();
        // Ranges: of the object's own buffer and of every callee argument
        // it is, over the events of that activation.
        for (i, o) in m.objects.iter().enumerate() {
            for &(f, buffer, activation, own) in &names[i] {
                let l = &result.functions[f].liveness;
                let (first, last) = l.range(buffer);
                let function = &program.functions[f];
                let from = if o.argument || !own {
                    function.block_start(0)
                } else {
                    op_in(&m.events[o.alloc], f, activation).unwrap()
                };
                let mut lo = from;
                let mut hi = from;
                for e in o.alloc..=o.last_read {
                    if let Some(op) = op_in(&m.events[e], f, activation) {
                        lo = lo.min(op);
                        hi = hi.max(op);
                    }
                }
                if !(first <= lo && hi <= last) && bad_ranges.insert((f, buffer)) {
                    tally.note(format!(
                        "seed {seed}: object of {:?} lives over ops {lo}..{hi} of function {f}, range of b{buffer} {first}..{last}",
                        (o.function, o.value, o.node)
                    ));
                }
                if exact && own && !o.argument {
                    assert_eq!((first, last), (lo, hi), "seed {seed}: straight-line range of {:?}", (o.value, o.node));
                }
                checks += 1;
            }
        }
        // Interference: objects live together must have buffers that may
        // interfere, under every name each object has (within one
        // activation of a function: another activation's argument is
        // another object).
        for a in 0..m.objects.len() {
            for b in a + 1..m.objects.len() {
                let (oa, ob) = (&m.objects[a], &m.objects[b]);
                let (ba, bb) = ((oa.function, buffers[a]), (ob.function, buffers[b]));
                let concrete = overlap(&m, a, b) || (oa.argument && ob.argument);
                if ba != bb && exact && oa.function == ob.function {
                    let ours = result.may_interfere(ba, bb);
                    assert_eq!(ours, concrete, "seed {seed}: straight-line interference of {ba:?} and {bb:?}");
                }
                if !concrete {
                    continue;
                }
                for &(fa, xa, act_a, own_a) in &names[a] {
                    for &(fb, xb, act_b, own_b) in &names[b] {
                        if (fa, xa) == (fb, xb) || (fa == fb && act_a != act_b) {
                            continue;
                        }
                        let (x, y) = ((fa, xa), (fb, xb));
                        let sequential = result.may_interfere(x, y);
                        let by_dependency = dependency.may_interfere(x, y);
                        if (!sequential || !by_dependency) && bad_pairs.insert((x.min(y), x.max(y))) {
                            if !(own_a && own_b) {
                                tally.unsound_argument_pairs += 1;
                            }
                            let life = |o: &Object| {
                                let frames = |e: usize| m.events[e].frames.clone();
                                format!(
                                    "events {}..{} ({:?}..{:?})",
                                    o.alloc,
                                    o.last_read,
                                    frames(o.alloc),
                                    frames(o.last_read)
                                )
                            };
                            tally.note(format!(
                                "seed {seed}: objects of {x:?} and {y:?} are live together ({}; {}); may_interfere: sequential {sequential}, dependency {by_dependency}",
                                life(oa),
                                life(ob)
                            ));
                        }
                        checks += 1;
                    }
                }
            }
        }
        // Memory: storage as a compiler allocates it, loops included.
        let run = allocating::execute(&program, &result, seed ^ (trace * 0x9e37), (0, 2));
        assert!(
            run.unsafe_writes.is_empty(),
            "seed {seed}: in-place loop writes over a state still read: {:?}",
            run.unsafe_writes
        );
        let peak = run.peak;
        let ours = result.functions[main].timeline.peak;
        assert!(peak <= ours, "seed {seed}: executed peak {peak} > analysed peak {ours}");
        if exact {
            assert_eq!(peak, ours, "seed {seed}: straight-line peak");
        }
        assert!(result.functions[main].heap.arena >= ours, "seed {seed}: arena below the peak");
        checks += 1;
    }
    tally.unsound_pairs += bad_pairs.len();
    tally.unsound_ranges += bad_ranges.len();
    if !bad_pairs.is_empty() || !bad_ranges.is_empty() {
        tally.unsound_programs += 1;
    }
    checks
}

#[test]
fn straight_line_programs_are_exact() {
    let mut rng = Rng(0x5eed_1234_abcd);
    let mut checks = 0;
    let mut tally = Tally::default();
    for _ in 0..1500 {
        let seed = rng.next();
        let program = random_program(&mut Rng(seed), false);
        checks += check(program, true, seed, &mut tally);
    }
    eprintln!("straight-line: {checks} checks");
    tally.assert_sound("straight-line");
    assert!(checks > 10_000);
}

#[test]
fn programs_with_loops_branches_and_calls_are_sound() {
    let mut rng = Rng(std::env::var("REF_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0xc0ffee_u64));
    let mut checks = 0;
    let mut tally = Tally::default();
    for _ in 0..1500 {
        let seed = rng.next();
        let program = random_program(&mut Rng(seed), true);
        checks += check(program, false, seed, &mut tally);
    }
    eprintln!("control flow: {checks} checks");
    tally.assert_sound("control flow");
    assert!(checks > 10_000);
}

/// A compact listing of a program, for failure messages.
fn listing(program: &Program) -> String {
    let mut out = String::new();
    for (f, function) in program.functions.iter().enumerate() {
        out += &format!("function {f} @{} args {:?}\n", function.name, function.blocks[0].args);
        for (id, op) in function.ops.iter().enumerate() {
            let depth = function.ancestors(id).count();
            out += &format!(
                "{}#{id} {:?} {:?} -> {:?} regions {:?} may_share {:?}\n",
                "  ".repeat(depth + 1),
                op.kind,
                op.operands,
                op.results,
                op.regions,
                op.may_share
            );
        }
    }
    out
}

/// `REF_PROGRAM=<seed>`: one control-flow program, listed with its
/// analysis (for investigating a failure).
#[test]
fn one_program() {
    let Some(seed) = std::env::var("REF_PROGRAM").ok().and_then(|s| s.parse().ok()) else { return };
    let program = random_program(&mut Rng(seed), true);
    eprintln!("{}", listing(&program));
    let result = analyze_program(program.clone(), Options::default());
    for (f, r) in result.functions.iter().enumerate() {
        let l = &r.liveness;
        for (b, buffer) in l.buffers.iter().enumerate() {
            eprintln!("f{f} b{b}: value {} node {} range {:?}", buffer.value, buffer.node, l.range(b));
        }
    }
    for (f, r) in result.functions.iter().enumerate() {
        eprintln!(
            "f{f} timeline {:?} copies {:?} slots {:?}",
            r.timeline.bytes, r.liveness.loop_copies, r.liveness.loop_slots
        );
        for (g, group) in r.liveness.groups.iter().enumerate() {
            eprintln!("  g{g} {:?} {:?} memory {:?} x{}", group.members, group.bytes, group.memory, group.instances);
        }
    }
    let mut tally = Tally::default();
    check(program, false, seed, &mut tally);
    tally.assert_sound("one program");
}

/// Random programs with loops (nested loops, loops calling functions,
/// conditionals): the analysed peak against the allocating executor's
/// largest peak over several executions (every loop running 1 to 3
/// iterations). Never below it; equal wherever every loop keeps every
/// state in place and nothing else is approximate (no conditionals, no
/// calls). Prints the exact-match rate.
#[test]
fn loop_programs_match_the_allocating_executor() {
    let mut rng = Rng(0x100b_5eed);
    let (mut programs, mut equal, mut in_place, mut in_place_equal) = (0, 0, 0, 0);
    let mut misses = Vec::new();
    while programs < 60 {
        let seed = rng.next();
        let program = random_program(&mut Rng(seed), true);
        let main = program.functions.iter().position(|f| f.name == "main").unwrap();
        if !program.functions[main].ops.iter().any(|op| op.kind == OpKind::While) {
            continue;
        }
        programs += 1;
        let result = analyze_program(program.clone(), Options::default());
        let executed =
            (0..4u64).map(|t| allocating::execute(&program, &result, seed ^ (t * 0x51), (1, 3))).collect::<Vec<_>>();
        for run in &executed {
            assert!(run.unsafe_writes.is_empty(), "seed {seed}: {:?}", run.unsafe_writes);
        }
        let peak = executed.iter().map(|r| r.peak).max().unwrap_or(0);
        let ours = result.functions[main].timeline.peak;
        assert!(peak <= ours, "seed {seed}: executed peak {peak} > analysed peak {ours}");
        let straight = program.functions.len() == 1
            && program.functions[main].ops.iter().all(|op| !matches!(op.kind, OpKind::Branches | OpKind::Call(_)));
        let all_in_place =
            result.functions[main].liveness.loop_slots.iter().all(|s| s.operand_in_place && s.body_in_place);
        if peak == ours {
            equal += 1;
        } else {
            misses.push(format!("seed {seed}: {ours} B analysed, {peak} B executed"));
        }
        if straight && all_in_place {
            in_place += 1;
            in_place_equal += usize::from(peak == ours);
            assert_eq!(peak, ours, "seed {seed}: every loop in place, yet the peak is not exact");
        }
    }
    eprintln!(
        "loops: {equal} of {programs} peaks equal to the allocating executor's; {in_place_equal} of {in_place} with every state in place and no conditionals or calls"
    );
    for miss in misses.iter().take(10) {
        eprintln!("  over: {miss}");
    }
    assert!(in_place > 0, "no program with every loop in place");
}
