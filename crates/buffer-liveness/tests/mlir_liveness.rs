//! Differential test of the value-level liveness
//! ([`FunctionLiveness::live_values_at`]) against MLIR's own `Liveness`:
//! upstream `mlir-opt-22` runs its `test-print-liveness` pass, which prints
//! the currently live values of every op of every block, and at every op of
//! every block the model enters (the function body and the regions of
//! `while`, `case`, `if`, `sdy.manual_computation`) our set must be MLIR's.
//!
//! Inputs: every `.mlir` file of the vendored JAX corpus (`test/corpus/jax`)
//! and a few hundred random programs (elementwise ops, nested `while` loops
//! reading values from outside, `case`/`if` with 2–3 branches,
//! `optimization_barrier`, `reduce` bodies the model does not enter, calls
//! of other generated functions) from a fixed-seed generator.
//!
//! How the oracle's output is read. `Liveness::print` names values the way
//! [`Naming`] rebuilds them: blocks are numbered in pre-order over every
//! block of the function (modelled or not); values in a pre-order walk over
//! blocks, each block giving its arguments then the results of its own ops;
//! a block argument prints as `argN@B`, a result as `val_K`. Each function
//! starts with `Testing : name`, each block with `// - Block: B`, and the
//! section between `// --- BeginCurrentlyLive` and `// --- EndCurrentlyLive`
//! prints, in op order, every op whose live set is not empty (possibly over
//! several lines: region lines do not start with `//`) followed by
//! ` [names ]`. Ops are matched to those entries by order; only the op name
//! of an entry is read, to see which ops MLIR left out for an empty set (the
//! earliest entry with the op's name is taken, so an ambiguity can only show
//! up as a mismatch, never hide one). The printed ops are not parsed back.

use buffer_liveness::analysis::{FunctionLiveness, analyze};
use buffer_liveness::extract::{ExtractOptions, extract};
use buffer_liveness::model::{Def, Function, ValueId};
use index_opt_native::new_context;
use melior::Context;
use melior::ir::attribute::StringAttribute;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::{BlockLike, BlockRef, Module, OperationRef, RegionLike};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// A function with more ops than this is not fed to `mlir-opt`: the pass
/// prints every op once per value live across it (its interval section), so
/// its output grows quadratically (`transformer_big_train_step`, ~5,000
/// ops in `main`, runs for many minutes).
const MAX_OPS_PER_FUNCTION: usize = 2_000;

/// Random programs: modules of this many functions each.
const RANDOM_MODULES: usize = 8;
const FUNCTIONS_PER_MODULE: usize = 40;

// ---------------------------------------------------------------------------
// MLIR's numbering

/// One op of a function, in pre-order (the function itself not counted):
/// the `Op::number` of the model.
struct OpNames {
    name: String,
    /// Value ids of its results.
    results: Vec<usize>,
    /// The first block of each non-empty region.
    regions: Vec<usize>,
}

/// One block, in pre-order.
struct BlockNames {
    /// Value ids of its arguments.
    args: Vec<usize>,
    /// Its ops (the op numbers of those directly in it).
    ops: Vec<usize>,
}

/// The numbering `Liveness::print` uses for one function.
#[derive(Default)]
struct Naming {
    ops: Vec<OpNames>,
    blocks: Vec<BlockNames>,
    values: usize,
}

impl Naming {
    fn of(function: &OperationRef<'_, '_>) -> Naming {
        let mut naming = Naming::default();
        if let Ok(body) = function.region(0) {
            let mut block = body.first_block();
            while let Some(b) = block {
                naming.block(b);
                block = b.next_in_region();
            }
        }
        naming
    }

    fn fresh(&mut self, count: usize) -> Vec<usize> {
        let ids = (self.values..self.values + count).collect();
        self.values += count;
        ids
    }

    /// Numbers `block`: its arguments and its own ops' results first, then
    /// the blocks nested in its ops (and the ops, in pre-order).
    fn block(&mut self, block: BlockRef<'_, '_>) -> usize {
        let id = self.blocks.len();
        let args = self.fresh(block.argument_count());
        self.blocks.push(BlockNames { args, ops: Vec::new() });
        let mut results = Vec::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            results.push(self.fresh(op.result_count()));
            next = op.next_in_block();
        }
        let mut results = results.into_iter();
        let mut next = block.first_operation();
        while let Some(op) = next {
            let number = self.ops.len();
            let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
            self.ops.push(OpNames { name, results: results.next().unwrap_or_default(), regions: Vec::new() });
            self.blocks[id].ops.push(number);
            let mut regions = Vec::new();
            for region in op.regions() {
                let mut first = None;
                let mut inner = region.first_block();
                while let Some(b) = inner {
                    let nested = self.block(b);
                    first.get_or_insert(nested);
                    inner = b.next_in_region();
                }
                regions.extend(first);
            }
            self.ops[number].regions = regions;
            next = op.next_in_block();
        }
        id
    }
}

// ---------------------------------------------------------------------------
// The oracle

/// One entry of a `CurrentlyLive` section.
#[derive(Debug)]
struct Entry {
    op: String,
    live: Vec<String>,
}

/// Per function name, per block: the entries in order.
type Oracle = HashMap<String, HashMap<usize, Vec<Entry>>>;

fn mlir_opt() -> PathBuf {
    let found = std::env::var_os("PATH")
        .and_then(|paths| std::env::split_paths(&paths).map(|p| p.join("mlir-opt-22")).find(|p| p.is_file()));
    found.unwrap_or_else(|| PathBuf::from("/usr/bin/mlir-opt-22"))
}

/// Runs `test-print-liveness` over a generic-form module: its stderr, or why
/// it failed.
fn run_oracle(tool: &Path, text: &str) -> Result<String, String> {
    let mut child = Command::new(tool)
        .args([
            "--allow-unregistered-dialect",
            // One function's output after another.
            "--mlir-disable-threading",
            // Each printed op names values within its function, not the
            // whole module (much faster on modules of many functions).
            "--mlir-print-local-scope",
            "--pass-pipeline=builtin.module(func.func(test-print-liveness))",
            "-o",
            "/dev/null",
            "-",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {} (install mlir-22-tools): {e}", tool.display()));
    let mut stdin = child.stdin.take().expect("stdin");
    let input = text.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().expect("mlir-opt output");
    let _ = writer.join();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if output.status.success() {
        Ok(stderr)
    } else {
        let first = stderr.lines().find(|l| l.contains("error")).unwrap_or("no message");
        Err(format!("mlir-opt-22 fails: {first}"))
    }
}

/// The op name of an entry's first line (`//     %0 = "a.b"(...` or
/// `//     func.return %0 : ...`).
fn entry_op(line: &str) -> String {
    let s = line.trim_start_matches("//").trim_start();
    let s = if s.starts_with('%') { s.split_once(" = ").map_or(s, |(_, rest)| rest) } else { s };
    match s.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next().unwrap_or_default().to_owned(),
        None => s.split([' ', '(']).next().unwrap_or_default().to_owned(),
    }
}

fn parse_oracle(text: &str) -> Oracle {
    let mut oracle = Oracle::new();
    let mut function: Option<String> = None;
    let mut block = 0;
    let mut in_live = false;
    // The current entry: its first and last lines.
    let mut entry: Option<(String, String)> = None;
    let finish =
        |oracle: &mut Oracle, function: &Option<String>, block: usize, entry: &mut Option<(String, String)>| {
            let Some((first, last)) = entry.take() else { return };
            let at = last.rfind(" [").unwrap_or_else(|| panic!("entry without a live list: {last}"));
            // The list ends with `\u{8}]` (a backspace over the last space).
            let live = last[at + 2..]
                .split_whitespace()
                .map(|n| n.trim_matches(|c| c == ']' || c == '\u{8}'))
                .filter(|n| !n.is_empty())
                .map(String::from);
            let name = function.clone().expect("an entry outside a function");
            oracle
                .entry(name)
                .or_default()
                .entry(block)
                .or_default()
                .push(Entry { op: entry_op(&first), live: live.collect() });
        };
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("Testing : ") {
            function = Some(name.trim().to_owned());
            oracle.entry(name.trim().to_owned()).or_default();
        } else if let Some(id) = line.strip_prefix("// - Block: ") {
            block = id.trim().parse().expect("block id");
        } else if line == "// --- BeginCurrentlyLive" {
            in_live = true;
        } else if line == "// --- EndCurrentlyLive" {
            finish(&mut oracle, &function, block, &mut entry);
            in_live = false;
        } else if in_live {
            if line.starts_with("//") {
                finish(&mut oracle, &function, block, &mut entry);
                entry = Some((line.to_owned(), line.to_owned()));
            } else if let Some((_, last)) = entry.as_mut() {
                *last = line.to_owned();
            }
        }
    }
    oracle
}

// ---------------------------------------------------------------------------
// The comparison

#[derive(Default)]
struct Tally {
    files: usize,
    skipped: Vec<String>,
    modules: usize,
    functions: usize,
    blocks: usize,
    unmodelled_blocks: usize,
    ops: usize,
    nonempty: usize,
    mismatches: usize,
    details: Vec<String>,
    /// Time spent in `mlir-opt`.
    oracle_time: std::time::Duration,
}

impl Tally {
    fn mismatch(&mut self, detail: String) {
        self.mismatches += 1;
        if self.details.len() < 25 {
            self.details.push(detail);
        }
    }
}

fn function_name(op: &OperationRef<'_, '_>) -> String {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_owned())
        .unwrap_or_default()
}

/// The `func.func`s with a body directly in the module, with their naming.
fn namings(module: &Module<'_>) -> Vec<(String, Naming)> {
    let mut out = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() != Ok("func.func") {
            continue;
        }
        if op.region(0).ok().and_then(|r| r.first_block()).is_some() {
            out.push((function_name(&op), Naming::of(&op)));
        }
    }
    out
}

/// The largest function of a module, in ops (nested ones included).
fn largest_function(module: &Module<'_>) -> usize {
    namings(module).iter().map(|(_, n)| n.ops.len()).max().unwrap_or(0)
}

/// Compares one module (already parsed) with the oracle's output for its
/// generic form. `source` names it in messages; `show` gives a function's
/// text for a mismatch report.
fn compare_module(
    module: &Module<'_>,
    oracle: &Oracle,
    source: &str,
    show: &dyn Fn(&str) -> String,
    tally: &mut Tally,
) {
    let program = extract(&module.as_operation(), ExtractOptions { reshape_aliases: true });
    let liveness = analyze(&program);
    let namings = namings(module);
    assert_eq!(program.functions.len(), namings.len(), "{source}: the model's functions are not the module's");
    tally.modules += 1;
    for ((function, live), (name, naming)) in program.functions.iter().zip(&liveness.functions).zip(&namings) {
        assert_eq!(&*function.name, name.as_str(), "{source}: functions out of order");
        let Some(blocks) = oracle.get(name) else {
            tally.mismatch(format!("{source}: @{name}: no output from mlir-opt"));
            continue;
        };
        tally.functions += 1;
        compare_function(function, live, naming, blocks, &format!("{source}: @{name}"), &|| show(name), tally);
    }
}

fn compare_function(
    f: &Function,
    l: &FunctionLiveness,
    naming: &Naming,
    oracle: &HashMap<usize, Vec<Entry>>,
    at: &str,
    show: &dyn Fn() -> String,
    tally: &mut Tally,
) {
    // The model's blocks among MLIR's.
    let mut mlir_block = vec![0; f.blocks.len()];
    for (b, block) in f.blocks.iter().enumerate() {
        if let Some(parent) = block.parent {
            let k = f.ops[parent].regions.iter().position(|&r| r == b).expect("a block of its parent");
            mlir_block[b] = naming.ops[f.ops[parent].number].regions[k];
        }
    }
    tally.blocks += f.blocks.len();
    tally.unmodelled_blocks += naming.blocks.len() - f.blocks.len();
    let name_of = |v: ValueId| -> (usize, String) {
        match f.values[v].def {
            Def::Argument { block, index } => {
                let b = mlir_block[block];
                (naming.blocks[b].args[index], format!("arg{index}@{b}"))
            }
            Def::Result { op, index } => {
                let id = naming.ops[f.ops[op].number].results[index];
                (id, format!("val_{id}"))
            }
        }
    };
    let mut shown = false;
    for (b, block) in f.blocks.iter().enumerate() {
        let mb = mlir_block[b];
        // The model's block is MLIR's, op for op: names and pre-order
        // numbers.
        let theirs_ops: Vec<(usize, &str)> =
            naming.blocks[mb].ops.iter().map(|&n| (n, naming.ops[n].name.as_str())).collect();
        let ours_ops: Vec<(usize, &str)> = block.ops.iter().map(|&op| (f.ops[op].number, &*f.ops[op].name)).collect();
        assert_eq!(ours_ops, theirs_ops, "{at}: block {mb}: the model's ops are not MLIR's");
        let entries: &[Entry] = oracle.get(&mb).map_or(&[], Vec::as_slice);
        let mut next = 0;
        for &op in &block.ops {
            let mut ours: Vec<(usize, String)> = l.live_values_at(f, op).into_iter().map(name_of).collect();
            ours.sort();
            let ours: Vec<String> = ours.into_iter().map(|(_, n)| n).collect();
            let theirs: &[String] = match entries.get(next) {
                Some(entry) if *entry.op == *f.ops[op].name => {
                    next += 1;
                    &entry.live
                }
                _ => &[],
            };
            tally.ops += 1;
            tally.nonempty += usize::from(!theirs.is_empty());
            if ours != theirs {
                let mut detail = format!(
                    "{at}: block {mb}, op #{} {}: ours [{}], MLIR's [{}]",
                    f.ops[op].number,
                    f.ops[op].name,
                    ours.join(" "),
                    theirs.join(" ")
                );
                if !shown {
                    shown = true;
                    let _ = write!(detail, "\n{}", show());
                }
                tally.mismatch(detail);
            }
        }
        for entry in &entries[next..] {
            tally.mismatch(format!(
                "{at}: block {mb}: an MLIR entry for {} matches no op: [{}]",
                entry.op,
                entry.live.join(" ")
            ));
        }
    }
}

/// Parses `text` (one module), prints it generic, runs the oracle and
/// compares. `Err` when the file is skipped.
fn check_text(context: &Context, tool: &Path, text: &str, source: &str, tally: &mut Tally) -> Result<(), String> {
    let module = Module::parse(context, text).ok_or("index-opt's context does not parse it")?;
    let largest = largest_function(&module);
    if largest > MAX_OPS_PER_FUNCTION {
        return Err(format!("a function of {largest} ops (test-print-liveness output is quadratic)"));
    }
    let generic = module
        .as_operation()
        .to_string_with_flags(OperationPrintingFlags::new().print_generic_operation_form())
        .map_err(|e| format!("cannot print: {e}"))?;
    let started = Instant::now();
    let output = run_oracle(tool, &generic);
    tally.oracle_time += started.elapsed();
    let oracle = parse_oracle(&output?);
    let show = |name: &str| -> String {
        let mut next = module.body().first_operation();
        while let Some(op) = next {
            if op.name().as_string_ref().as_str() == Ok("func.func") && function_name(&op) == name {
                return op.to_string();
            }
            next = op.next_in_block();
        }
        String::new()
    };
    compare_module(&module, &oracle, source, &show, tally);
    Ok(())
}

// ---------------------------------------------------------------------------
// Random programs

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum T {
    F,
    B,
    I,
}

fn ty(t: T) -> &'static str {
    match t {
        T::F => "tensor<f32>",
        T::B => "tensor<i1>",
        T::I => "tensor<i32>",
    }
}

fn types(ts: &[T]) -> String {
    ts.iter().map(|&t| ty(t)).collect::<Vec<_>>().join(", ")
}

/// A generated function's signature (results are `f32`).
struct Signature {
    name: String,
    args: Vec<T>,
    results: usize,
}

struct Generator<'a> {
    rng: &'a mut Rng,
    out: String,
    next: usize,
    scopes: Vec<Vec<(String, T)>>,
    callees: &'a [Signature],
    depth: usize,
}

impl Generator<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn define(&mut self, name: String, t: T) {
        self.scopes.last_mut().expect("a scope").push((name, t));
    }

    /// A visible value of type `t`, recent ones (and the enclosing blocks')
    /// alike.
    fn pick(&mut self, t: T) -> String {
        let visible: Vec<&String> = self.scopes.iter().flatten().filter(|(_, vt)| *vt == t).map(|(n, _)| n).collect();
        assert!(!visible.is_empty(), "no visible value of the type");
        visible[self.rng.below(visible.len())].clone()
    }

    fn line(&mut self, text: &str) {
        let indent = "  ".repeat(self.depth + 1);
        let _ = writeln!(self.out, "{indent}{text}");
    }

    /// Results `%vN` (one) or `%vN:k` (several), defined with type F; the
    /// names the uses take.
    fn results(&mut self, count: usize) -> (String, Vec<String>) {
        match count {
            0 => (String::new(), Vec::new()),
            1 => {
                let r = self.fresh();
                (format!("{r} = "), vec![r])
            }
            _ => {
                let r = self.fresh();
                (format!("{r}:{count} = "), (0..count).map(|i| format!("{r}#{i}")).collect())
            }
        }
    }

    fn ops(&mut self, count: usize) {
        for _ in 0..count {
            self.op();
        }
    }

    fn op(&mut self) {
        let nested = self.depth < 3;
        let choice = self.rng.below(100);
        match choice {
            0..=29 => {
                let (a, b) = (self.pick(T::F), self.pick(T::F));
                let name = if self.rng.percent(50) { "add" } else { "multiply" };
                let r = self.fresh();
                self.line(&format!("{r} = \"stablehlo.{name}\"({a}, {b}) : (tensor<f32>, tensor<f32>) -> tensor<f32>"));
                self.define(r, T::F);
            }
            30..=49 => {
                let a = self.pick(T::F);
                let name = if self.rng.percent(50) { "negate" } else { "exponential" };
                let r = self.fresh();
                self.line(&format!("{r} = \"stablehlo.{name}\"({a}) : (tensor<f32>) -> tensor<f32>"));
                self.define(r, T::F);
            }
            50..=56 => {
                let r = self.compare();
                self.define(r, T::B);
            }
            57..=60 => {
                let k = self.rng.range(1, 3);
                let operands: Vec<String> = (0..k).map(|_| self.pick(T::F)).collect();
                let (head, names) = self.results(k);
                let ts = types(&vec![T::F; k]);
                self.line(&format!(
                    "{head}\"stablehlo.optimization_barrier\"({}) : ({ts}) -> ({ts})",
                    operands.join(", ")
                ));
                names.into_iter().for_each(|n| self.define(n, T::F));
            }
            61..=64 => self.reduce(),
            65..=75 if nested => self.while_loop(),
            76..=85 if nested => self.branches(true),
            86..=89 if nested => self.branches(false),
            90..=99 if !self.callees.is_empty() => self.call(),
            _ => {
                let a = self.pick(T::F);
                let r = self.fresh();
                self.line(&format!("{r} = \"stablehlo.negate\"({a}) : (tensor<f32>) -> tensor<f32>"));
                self.define(r, T::F);
            }
        }
    }

    fn compare(&mut self) -> String {
        let (a, b) = (self.pick(T::F), self.pick(T::F));
        let r = self.fresh();
        self.line(&format!(
            "{r} = \"stablehlo.compare\"({a}, {b}) <{{comparison_direction = #stablehlo<comparison_direction LT>}}> : (tensor<f32>, tensor<f32>) -> tensor<i1>"
        ));
        r
    }

    /// A region with a block of `args` (a label only when there are
    /// arguments), `count` ops, and a `stablehlo.return` of `returns`.
    fn region(&mut self, args: &[T], count: usize, returns: &[T]) {
        self.depth += 1;
        self.scopes.push(Vec::new());
        if !args.is_empty() {
            let mut params = Vec::new();
            for &t in args {
                let a = self.fresh();
                params.push(format!("{a}: {}", ty(t)));
                self.define(a, t);
            }
            let indent = "  ".repeat(self.depth);
            let _ = writeln!(self.out, "{indent}^bb0({}):", params.join(", "));
        }
        self.ops(count);
        let values: Vec<String> = returns
            .iter()
            .map(|&t| if t == T::B && self.rng.percent(50) { self.compare() } else { self.pick(t) })
            .collect();
        self.line(&format!("\"stablehlo.return\"({}) : ({}) -> ()", values.join(", "), types(returns)));
        self.scopes.pop();
        self.depth -= 1;
    }

    fn while_loop(&mut self) {
        let k = self.rng.range(1, 3);
        let operands: Vec<String> = (0..k).map(|_| self.pick(T::F)).collect();
        let (head, names) = self.results(k);
        let carried = vec![T::F; k];
        self.line(&format!("{head}\"stablehlo.while\"({}) ({{", operands.join(", ")));
        let count = self.rng.range(0, 2);
        self.region(&carried, count, &[T::B]);
        self.line("}, {");
        let count = self.rng.range(1, 6);
        self.region(&carried, count, &carried);
        let ts = types(&carried);
        self.line(&format!("}}) : ({ts}) -> ({ts})"));
        names.into_iter().for_each(|n| self.define(n, T::F));
    }

    /// `stablehlo.case` (2–3 branches on an `i32`) or `stablehlo.if`.
    fn branches(&mut self, case: bool) {
        let results = self.rng.range(0, 2);
        let branches = if case { self.rng.range(2, 3) } else { 2 };
        let selector = self.pick(if case { T::I } else { T::B });
        let (head, names) = self.results(results);
        let name = if case { "case" } else { "if" };
        self.line(&format!("{head}\"stablehlo.{name}\"({selector}) ({{"));
        let returned = vec![T::F; results];
        for i in 0..branches {
            if i > 0 {
                self.line("}, {");
            }
            let count = self.rng.range(0, 4);
            self.region(&[], count, &returned);
        }
        let selector_ty = if case { "tensor<i32>" } else { "tensor<i1>" };
        self.line(&format!("}}) : ({selector_ty}) -> ({})", types(&returned)));
        names.into_iter().for_each(|n| self.define(n, T::F));
    }

    /// A `reduce` over no dimensions: a region the model does not enter,
    /// sometimes reading a value from outside.
    fn reduce(&mut self) {
        let (x, init) = (self.pick(T::F), self.pick(T::F));
        let r = self.fresh();
        let (a, b, s) = (self.fresh(), self.fresh(), self.fresh());
        let other = if self.rng.percent(50) { self.pick(T::F) } else { b.clone() };
        self.line(&format!("{r} = \"stablehlo.reduce\"({x}, {init}) <{{dimensions = array<i64>}}> ({{"));
        self.line(&format!("^bb0({a}: tensor<f32>, {b}: tensor<f32>):"));
        self.line(&format!("  {s} = \"stablehlo.add\"({a}, {other}) : (tensor<f32>, tensor<f32>) -> tensor<f32>"));
        self.line(&format!("  \"stablehlo.return\"({s}) : (tensor<f32>) -> ()"));
        self.line("}) : (tensor<f32>, tensor<f32>) -> tensor<f32>");
        self.define(r, T::F);
    }

    fn call(&mut self) {
        let callees = self.callees;
        let callee = &callees[self.rng.below(callees.len())];
        let (name, args, count) = (callee.name.clone(), callee.args.clone(), callee.results);
        let operands: Vec<String> = args.iter().map(|&t| self.pick(t)).collect();
        let (head, names) = self.results(count);
        self.line(&format!(
            "{head}\"func.call\"({}) <{{callee = @{name}}}> : ({}) -> ({})",
            operands.join(", "),
            types(&args),
            types(&vec![T::F; count])
        ));
        names.into_iter().for_each(|n| self.define(n, T::F));
    }
}

/// A module of `count` functions; each may call the ones before it.
fn random_module(rng: &mut Rng, count: usize) -> String {
    let mut signatures: Vec<Signature> = Vec::new();
    let mut text = String::from("module {\n");
    for i in 0..count {
        let mut args = vec![T::F; rng.range(1, 4)];
        args.insert(rng.below(args.len() + 1), T::B);
        args.insert(rng.below(args.len() + 1), T::I);
        let results = rng.range(1, 2);
        let name = format!("f{i}");
        let mut generator = Generator {
            rng: &mut *rng,
            out: String::new(),
            next: 0,
            scopes: vec![Vec::new()],
            callees: &signatures,
            depth: 0,
        };
        let mut params = Vec::new();
        for &t in &args {
            let a = generator.fresh();
            params.push(format!("{a}: {}", ty(t)));
            generator.define(a, t);
        }
        let count = generator.rng.range(2, 14);
        generator.ops(count);
        let returned: Vec<String> = (0..results).map(|_| generator.pick(T::F)).collect();
        let result_types = types(&vec![T::F; results]);
        generator.line(&format!("\"func.return\"({}) : ({result_types}) -> ()", returned.join(", ")));
        let body = generator.out;
        let visibility = if i + 1 == count { "" } else { "private " };
        let _ = write!(text, "func.func {visibility}@{name}({}) -> ({result_types}) {{\n{body}}}\n", params.join(", "));
        signatures.push(Signature { name, args, results });
    }
    text.push_str("}\n");
    text
}

// ---------------------------------------------------------------------------

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax")
}

#[test]
fn live_values_match_mlir_liveness() {
    let started = Instant::now();
    let tool = mlir_opt();
    let context = new_context();
    context.set_allow_unregistered_dialects(true);

    // (1) The JAX corpus.
    let mut corpus = Tally::default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("test/corpus/jax")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    for path in &files {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).expect("corpus file");
        corpus.files += 1;
        let chunks: Vec<&str> = text.split("\n// -----\n").collect();
        for (i, chunk) in chunks.iter().enumerate() {
            let source = if chunks.len() > 1 { format!("{file} (split {i})") } else { file.clone() };
            if let Err(why) = check_text(&context, &tool, chunk, &source, &mut corpus) {
                corpus.skipped.push(format!("{source}: {why}"));
            }
        }
    }
    let corpus_time = started.elapsed();

    // (2) Random programs.
    let mut random = Tally::default();
    let mut rng = Rng(0x1d5e_ed00_c0ff_ee11);
    for m in 0..RANDOM_MODULES {
        let text = random_module(&mut rng, FUNCTIONS_PER_MODULE);
        random.files += 1;
        let source = format!("random module {m}");
        if let Err(why) = check_text(&context, &tool, &text, &source, &mut random) {
            panic!("{source} is not usable: {why}\n{text}");
        }
    }

    for (what, tally) in [("JAX corpus", &corpus), ("random programs", &random)] {
        eprintln!(
            "MLIR liveness, {what}: {} files ({} skipped), {} modules, {} functions, {} blocks compared ({} unmodelled skipped), {} ops compared ({} with a non-empty MLIR set), {} mismatches; {:.1?} in mlir-opt",
            tally.files,
            tally.skipped.len(),
            tally.modules,
            tally.functions,
            tally.blocks,
            tally.unmodelled_blocks,
            tally.ops,
            tally.nonempty,
            tally.mismatches,
            tally.oracle_time
        );
        for skipped in &tally.skipped {
            eprintln!("  skipped: {skipped}");
        }
        for detail in &tally.details {
            eprintln!("  mismatch: {detail}");
        }
    }
    eprintln!("MLIR liveness: corpus {:.1?}, total {:.1?}", corpus_time, started.elapsed());

    assert_eq!(corpus.mismatches + random.mismatches, 0, "live_values_at differs from MLIR's Liveness");
    assert!(corpus.ops >= 5_000, "too few corpus ops compared: {}", corpus.ops);
    assert!(corpus.skipped.len() <= 2, "too many corpus files skipped");
    assert!(random.functions >= RANDOM_MODULES * FUNCTIONS_PER_MODULE, "random functions not all compared");
    assert!(random.ops >= 10_000, "too few random ops compared: {}", random.ops);
}
