//! An executor that allocates storage the way a compiler does for loops
//! (docs/liveness.md, "Loops"), shared by the tests (included with
//! `#[path]`). It runs `main` of a model program event by event (one event
//! per op execution; loops run a chosen number of iterations, conditionals
//! a chosen branch) and counts the bytes of storage live at every event:
//!
//! - every op result is a new *content*; a content lives from the event
//!   making it to the last event reading it, where a read inside a loop of
//!   a content made before the loop started counts at the loop's end (a
//!   compiler keeps it for every iteration); the entry function's
//!   arguments the caller keeps live throughout, returned contents to the
//!   end;
//! - a `while` slot's storage is the operand's when the analysis's plan
//!   ([`LoopSlot`]) says the loop takes it over, else a copy made when the
//!   loop starts; each iteration's new state is written into that storage
//!   where the plan says the body writes in place (checked here: no read of
//!   the old state after the write, other than through an operand the
//!   writing op may write its result into), else it is a temporary copied
//!   in at the body's return (with a temporary for a state read from
//!   another slot, which the same return may overwrite);
//! - contents written into one storage are one storage: from the first
//!   one's making to the last one's last read, the largest one's bytes;
//! - what a callee makes and returns is its caller's storage (the caller
//!   allocates outputs): the call's result from the call on.
//!
//! The plan only chooses between allocations that are all valid when the
//! in-place checks hold; the figures are the executor's own.

use buffer_liveness::ModuleResult;
use buffer_liveness::analysis::LoopSlot;
use buffer_liveness::model::{Donation, OpKind, Program, ValueId};
use std::collections::HashMap;

/// xorshift64: deterministic choices.
pub struct Choices(pub u64);

impl Choices {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// A number below `n` (0 for `n` = 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// What one execution needed.
#[derive(Debug, Default)]
pub struct Allocation {
    /// The most bytes of storage live at one event.
    pub peak: u64,
    /// In-place writes of a loop's new state that would have overwritten
    /// an old state still read (the plan was not safe).
    pub unsafe_writes: Vec<String>,
    /// Loop iterations run.
    pub iterations: usize,
}

struct Content {
    bytes: u64,
    alloc: usize,
    last: usize,
    storage: usize,
    kept: bool,
    forwarded: bool,
    /// For a call's result: the callee's content it stands for.
    origin: Option<usize>,
    /// (function, op, result) that made it.
    made_by: Option<(usize, usize, usize)>,
}

struct Event {
    /// (function, op) executed.
    op: (usize, usize),
    /// Active loop executions, outermost first.
    loops: Vec<usize>,
    /// (operand position or `usize::MAX` for a captured value, contents).
    reads: Vec<(usize, Vec<usize>)>,
}

struct Machine<'p> {
    program: &'p Program,
    result: &'p ModuleResult,
    choices: Choices,
    trips: (usize, usize),
    contents: Vec<Content>,
    events: Vec<Event>,
    loops: Vec<(usize, usize)>,
    active: Vec<usize>,
    out: Allocation,
}

impl Machine<'_> {
    fn make(&mut self, bytes: u64, made_by: Option<(usize, usize, usize)>) -> usize {
        let at = self.events.len().saturating_sub(1);
        let id = self.contents.len();
        self.contents.push(Content {
            bytes,
            alloc: at,
            last: at,
            storage: id,
            kept: false,
            forwarded: false,
            origin: None,
            made_by,
        });
        id
    }

    fn fresh(&mut self, f: usize, op: usize, result: usize, value: ValueId) -> Vec<usize> {
        let ty = self.program.functions[f].values[value].ty.clone();
        ty.nodes().iter().map(|(_, t)| self.make(t.own_bytes().unwrap_or(0), Some((f, op, result)))).collect()
    }

    fn root(&mut self, mut x: usize) -> usize {
        while self.contents[x].storage != x {
            let up = self.contents[self.contents[x].storage].storage;
            self.contents[x].storage = up;
            x = up;
        }
        x
    }

    fn same_storage(&mut self, a: usize, b: usize) {
        let (a, b) = (self.root(a), self.root(b));
        if a != b {
            self.contents[a.max(b)].storage = a.min(b);
        }
    }

    fn event(&mut self, op: (usize, usize)) {
        self.events.push(Event { op, loops: self.active.clone(), reads: Vec::new() });
    }

    fn read(&mut self, env: &HashMap<ValueId, Vec<usize>>, values: &[ValueId], operands: bool) {
        let event = self.events.last_mut().expect("an event");
        for (k, v) in values.iter().enumerate() {
            event.reads.push((if operands { k } else { usize::MAX }, env[v].clone()));
        }
    }

    fn plan(&self, f: usize, op: usize, slot: usize) -> Option<LoopSlot> {
        self.result.functions[f].liveness.loop_slots.iter().find(|s| s.op == op && s.slot == slot).cloned()
    }

    /// Runs `block` of function `f`; returns its terminator's operands.
    fn block(&mut self, f: usize, block: usize, env: &mut HashMap<ValueId, Vec<usize>>) -> Vec<Vec<usize>> {
        let program = self.program;
        let function = &program.functions[f];
        for &id in &function.blocks[block].ops {
            let op = &function.ops[id];
            self.event((f, id));
            self.read(env, &op.operands, true);
            self.read(env, &op.captured, false);
            match &op.kind {
                OpKind::Return => return op.operands.iter().map(|v| env[v].clone()).collect(),
                OpKind::CallIndirect => unreachable!("the generated programs call functions directly"),
                OpKind::Defines | OpKind::Once | OpKind::OutputAliases(_) => {
                    for (i, &r) in op.results.iter().enumerate() {
                        let made = self.fresh(f, id, i, r);
                        env.insert(r, made);
                    }
                }
                OpKind::Tuple => {
                    let r = op.results[0];
                    let top = self.make(function.values[r].ty.own_bytes().unwrap_or(0), Some((f, id, 0)));
                    let mut held = vec![top];
                    for v in &op.operands {
                        held.extend(env[v].iter().copied());
                    }
                    env.insert(r, held);
                }
                OpKind::GetTupleElement(i) => {
                    let t = op.operands[0];
                    let range = function.values[t].ty.element_range(*i).expect("a tuple operand");
                    env.insert(op.results[0], env[&t][range].to_vec());
                }
                OpKind::Forward => {
                    env.insert(op.results[0], env[&op.operands[0]].clone());
                }
                OpKind::While => self.while_loop(f, id, env),
                OpKind::Branches => {
                    let region = op.regions[self.choices.below(op.regions.len())];
                    let returned = self.block(f, region, env);
                    for (i, &r) in op.results.iter().enumerate() {
                        env.insert(r, returned[i].clone());
                    }
                }
                OpKind::Call(name) => {
                    let callee = program.functions.iter().position(|g| *g.name == **name).expect("a callee");
                    let call_event = self.events.len() - 1;
                    let mut inner = HashMap::new();
                    for (i, &a) in program.functions[callee].blocks[0].args.iter().enumerate() {
                        inner.insert(a, env[&op.operands[i]].clone());
                    }
                    let first_inner = self.contents.len();
                    let returned = self.block(callee, 0, &mut inner);
                    for (i, &r) in op.results.iter().enumerate() {
                        let ty = function.values[r].ty.clone();
                        let mut held = Vec::new();
                        for (node, (_, t)) in ty.nodes().iter().enumerate() {
                            let o = returned[i][node];
                            if o >= first_inner {
                                // The caller's output storage from the call on.
                                self.contents[o].forwarded = true;
                                let own = self.make(t.own_bytes().unwrap_or(0), Some((f, id, i)));
                                self.contents[own].alloc = call_event;
                                self.contents[own].last = call_event;
                                self.contents[own].origin = Some(o);
                                held.push(own);
                            } else {
                                held.push(o);
                            }
                        }
                        env.insert(r, held);
                    }
                }
            }
        }
        Vec::new()
    }

    /// A `while`: the slots' storage per the plan, the iterations, the
    /// results.
    fn while_loop(&mut self, f: usize, id: usize, env: &mut HashMap<ValueId, Vec<usize>>) {
        let function = &self.program.functions[f];
        let op = &function.ops[id];
        let (cond, body) = (op.regions[0], op.regions[1]);
        let plans: Vec<Option<LoopSlot>> = (0..op.operands.len()).map(|i| self.plan(f, id, i)).collect();
        let mut state: Vec<Vec<usize>> = Vec::new();
        for (i, &operand) in op.operands.iter().enumerate() {
            let copy = !plans[i].as_ref().is_some_and(|p| p.operand_in_place);
            if copy {
                // The loop's own storage, filled from the operand.
                let ty = function.values[operand].ty.clone();
                state.push(ty.nodes().iter().map(|(_, t)| self.make(t.own_bytes().unwrap_or(0), None)).collect());
            } else {
                state.push(env[&operand].clone());
            }
        }
        let execution = self.loops.len();
        self.loops.push((self.events.len() - 1, usize::MAX));
        self.active.push(execution);
        let trips = self.trips.0 + self.choices.below(self.trips.1 - self.trips.0 + 1);
        for trip in 0..=trips {
            for (i, &a) in function.blocks[cond].args.iter().enumerate() {
                env.insert(a, state[i].clone());
            }
            self.block(f, cond, env);
            if trip == trips {
                break;
            }
            self.out.iterations += 1;
            let iteration_start = self.events.len();
            for (i, &a) in function.blocks[body].args.iter().enumerate() {
                env.insert(a, state[i].clone());
            }
            let yielded = self.block(f, body, env);
            let ret = self.events.len() - 1;
            let mut next = Vec::new();
            for (i, y) in yielded.iter().enumerate() {
                if *y == state[i] {
                    next.push(y.clone());
                    continue;
                }
                let in_place = plans[i].as_ref().is_some_and(|p| p.body_in_place && !p.read_only) && y.len() == 1;
                if in_place {
                    if let Some(why) = self.unsafe_write(state[i][0], y[0], iteration_start, ret) {
                        self.out.unsafe_writes.push(why);
                    }
                    self.same_storage(state[i][0], y[0]);
                    next.push(y.clone());
                    continue;
                }
                // A temporary copied into the loop's storage here; through a
                // temporary of its own when it is another slot's state.
                let mut copied = Vec::new();
                for (node, &o) in y.iter().enumerate() {
                    let bytes = self.contents[o].bytes;
                    if state.iter().enumerate().any(|(j, s)| j != i && s.contains(&o)) {
                        self.make(bytes, None);
                    }
                    let c = self.make(bytes, None);
                    self.same_storage(state[i][node], c);
                    copied.push(c);
                }
                next.push(copied);
            }
            state = next;
        }
        let end = self.events.len() - 1;
        self.loops[execution].1 = end;
        self.active.pop();
        for s in &state {
            for &o in s {
                let storage = self.root(o);
                self.contents[storage].last = self.contents[storage].last.max(end);
                self.contents[o].last = self.contents[o].last.max(end);
            }
        }
        for (i, &r) in op.results.iter().enumerate() {
            env.insert(r, state[i].clone());
        }
    }

    /// Why writing `new` into the storage of `old` (this iteration's
    /// events `from..=to`) overwrites a state still read, if it does.
    fn unsafe_write(&self, old: usize, new: usize, from: usize, to: usize) -> Option<String> {
        let mut origin = new;
        while let Some(o) = self.contents[origin].origin {
            origin = o;
        }
        let written = self.contents[origin].alloc;
        let (wf, wop, wresult) = self.contents[origin].made_by?;
        let writer = &self.program.functions[wf].ops[wop];
        for x in from..=to {
            for (k, held) in &self.events[x].reads {
                if !held.contains(&old) {
                    continue;
                }
                let fine = x < written || (x == written && writer.may_share.contains(&(*k, wresult)));
                if !fine {
                    return Some(format!(
                        "event {x} reads the old state after the new one is written at event {written}"
                    ));
                }
            }
        }
        None
    }
}

/// Runs `main` of `program` with the loop plan of `result` (the analysis of
/// the same program); each loop runs between `trips.0` and `trips.1`
/// iterations.
pub fn execute(program: &Program, result: &ModuleResult, seed: u64, trips: (usize, usize)) -> Allocation {
    let main = program.functions.iter().position(|f| f.name == "main").expect("a main");
    let mut m = Machine {
        program,
        result,
        choices: Choices(seed | 1),
        trips,
        contents: Vec::new(),
        events: Vec::new(),
        loops: Vec::new(),
        active: Vec::new(),
        out: Allocation::default(),
    };
    let function = &program.functions[main];
    let mut env = HashMap::new();
    for (i, &a) in function.blocks[0].args.iter().enumerate() {
        let ty = function.values[a].ty.clone();
        let kept = function.donation.get(i).is_none_or(|d| *d == Donation::None);
        let held: Vec<usize> = ty
            .nodes()
            .iter()
            .map(|(_, t)| {
                let c = m.make(t.own_bytes().unwrap_or(0), None);
                m.contents[c].kept = kept;
                c
            })
            .collect();
        env.insert(a, held);
    }
    let returned = m.block(main, 0, &mut env);
    let end = m.events.len().saturating_sub(1);
    // Last reads, a read inside a loop of a content from before it counting
    // at the loop's end.
    for x in 0..m.events.len() {
        let reads: Vec<usize> = m.events[x].reads.iter().flat_map(|(_, held)| held.iter().copied()).collect();
        for o in reads {
            let alloc = m.contents[o].alloc;
            let at = m.events[x].loops.iter().find(|&&l| m.loops[l].0 >= alloc).map_or(x, |&l| m.loops[l].1.max(x));
            m.contents[o].last = m.contents[o].last.max(at);
        }
    }
    for o in returned.into_iter().flatten() {
        m.contents[o].last = end;
    }
    // Storage: the union of its contents' lives, the largest one's bytes; a
    // callee's output is its caller's storage.
    let mut storage: HashMap<usize, (usize, usize, u64, bool)> = HashMap::new();
    for o in 0..m.contents.len() {
        let root = m.root(o);
        let c = &m.contents[o];
        let (first, last) = if c.kept { (0, end) } else { (c.alloc, c.last) };
        let entry = storage.entry(root).or_insert((first, last, 0, false));
        entry.0 = entry.0.min(first);
        entry.1 = entry.1.max(last);
        entry.2 = entry.2.max(c.bytes);
        entry.3 |= c.forwarded;
    }
    let mut delta = vec![0i128; end + 2];
    for &(first, last, bytes, forwarded) in storage.values() {
        if !forwarded {
            delta[first] += bytes as i128;
            delta[last.min(end) + 1] -= bytes as i128;
        }
    }
    let mut live = 0i128;
    let debug = std::env::var("ALLOC_DEBUG").is_ok();
    if debug {
        for (root, st) in &storage {
            eprintln!("storage {root}: {st:?}");
        }
    }
    for (x, d) in delta.iter().take(end + 1).enumerate() {
        live += d;
        if debug {
            eprintln!("event {x}: {live} B (op {:?})", m.events[x].op);
        }
        m.out.peak = m.out.peak.max(live as u64);
    }
    m.out
}
