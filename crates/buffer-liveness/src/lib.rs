//! index-opt's buffer liveness: which buffers a StableHLO, linalg or tensor
//! program holds, which values alias them, when each is live, which may
//! share storage, and how many bytes are live at every op — XLA's
//! BufferLiveness (LogicalBufferAnalysis, TuplePointsToAnalysis,
//! `MayInterfere`, `MaybeLiveOut`) with XLA's later additions (live ranges,
//! peak memory, a heap simulation).
//!
//! - [`model`]: the program as the analysis sees it (plain data).
//! - [`extract`]: MLIR to the model.
//! - [`analysis`]: buffers, points-to sets, groups, live ranges,
//!   interference.
//! - [`memory`]: bytes over the order, the peak, best-fit offsets.
//! - [`xla_heap`]: XLA's heap of temporaries for HLO input (its size by
//!   XLA's own algorithm).

//!
//! Analyse a module and read a function's peak:
//!
//! ```
//! use melior::ir::Module;
//!
//! let context = index_opt_native::new_context();
//! let module = Module::parse(&context, r#"
//!   func.func @main(%a: tensor<256xf32>) -> tensor<256xf32> {
//!     %0 = stablehlo.exponential %a : tensor<256xf32>
//!     %1 = stablehlo.negate %0 : tensor<256xf32>
//!     return %1 : tensor<256xf32>
//!   }"#).unwrap();
//! let result = buffer_liveness::analyze_module(&module.as_operation(), buffer_liveness::Options::default());
//! // %a, %0 and %1 (1 KiB each) are live together at the negate.
//! assert_eq!(result.functions[0].timeline.peak, 3 * 1024);
//! ```
#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod analysis;
pub mod extract;
pub mod memory;
pub mod model;
pub mod xla_heap;

pub use analysis::{BufferId, Ordering};

/// The options of the `buffer-liveness` pass.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The order live ranges are compared in.
    pub ordering: Ordering,
    /// Whether `stablehlo.reshape` aliases its operand.
    pub reshape_aliases: bool,
    /// Whether the report lists every interfering pair of buffers.
    pub interference: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { ordering: Ordering::Sequential, reshape_aliases: true, interference: false }
    }
}

/// Everything the reports show for one function.
#[derive(Clone, Debug)]
pub struct FunctionResult {
    /// Buffers, points-to sets, ranges.
    pub liveness: analysis::FunctionLiveness,
    /// Bytes over the order and the peak.
    pub timeline: memory::Timeline,
    /// The best-fit offsets and arena.
    pub heap: memory::Heap,
}

/// The analysis of a whole module.
#[derive(Clone, Debug)]
pub struct ModuleResult {
    /// The model it was computed on.
    pub program: model::Program,
    /// Per function, in module order.
    pub functions: Vec<FunctionResult>,
    /// The options.
    pub options: Options,
}

impl ModuleResult {
    /// `MayInterfere` for buffers of any two functions, each given as
    /// (function, buffer). Within a function see
    /// [`analysis::FunctionLiveness::may_interfere`]. A buffer made by a
    /// callee lives while its call runs: it does not interfere with a caller
    /// buffer that is dead before every call of the callee, or whose last
    /// read is the call itself through an argument the callee gives up no
    /// later than it defines the buffer (an in-place candidate there). An
    /// argument of a called function (its caller's storage) and a buffer
    /// of a function that may be called where the analysis cannot see (its
    /// symbol is used other than by `func.call`) interfere with every
    /// buffer of another function. Everything else across functions may
    /// interfere.
    pub fn may_interfere(&self, a: (usize, BufferId), b: (usize, BufferId)) -> bool {
        let ordering = self.options.ordering;
        if a.0 == b.0 {
            return self.functions[a.0].liveness.may_interfere(&self.program.functions[a.0], ordering, a.1, b.1);
        }
        !self.callee_apart(a, b) && !self.callee_apart(b, a)
    }

    /// The functions from which a call chain reaches the function `target`
    /// (excluding `target` unless it is recursive).
    fn reaches(&self, target: &str) -> std::collections::HashSet<&str> {
        let mut found: std::collections::HashSet<&str> = std::collections::HashSet::new();
        let mut work = vec![target];
        while let Some(name) = work.pop() {
            for function in &self.program.functions {
                let calls = analysis::callees(function).any(|callee| callee == name);
                if calls && found.insert(function.name.as_str()) {
                    work.push(function.name.as_str());
                }
            }
        }
        found
    }

    /// Whether `inner`, a buffer its function defines, and `outer`, a buffer
    /// of a function calling it, never overlap.
    fn callee_apart(&self, outer: (usize, BufferId), inner: (usize, BufferId)) -> bool {
        let (caller, callee) = (&self.program.functions[outer.0], &self.program.functions[inner.0]);
        let (outer_l, inner_l) = (&self.functions[outer.0].liveness, &self.functions[inner.0].liveness);
        if inner_l.live_in.contains(&inner.1) {
            return false;
        }
        // An argument of a called function is its caller's storage, live
        // before the function starts (while other calls of the callee may
        // run): only what the function itself sees is known.
        if !outer_l.donation_honored && outer_l.live_in.contains(&outer.1) {
            return false;
        }
        // Every call in which the callee may run: direct, or through other
        // functions. A function whose symbol is used otherwise (a
        // `func.call_indirect` target) may run at calls nobody can list.
        let reaches = self.reaches(&callee.name);
        let referenced = |name: &str| self.program.referenced.iter().any(|r| r == name);
        if referenced(&callee.name) || reaches.iter().any(|name| referenced(name)) {
            return false;
        }
        let calls: Vec<(model::OpId, bool)> = (0..caller.ops.len())
            .filter_map(|op| match &caller.ops[op].kind {
                model::OpKind::Call(name) if **name == *callee.name => Some((op, true)),
                model::OpKind::Call(name) if reaches.contains(&**name) => Some((op, false)),
                _ => None,
            })
            .collect();
        let (first, last) = outer_l.range(outer.1);
        !calls.is_empty()
            && calls.iter().all(|&(call, direct)| {
                if last < call || first > call {
                    return true;
                }
                if !direct || last != call || first == call {
                    return false;
                }
                // Read last by the call: only through arguments whose callee
                // buffers are dead by the time `inner` is defined.
                let op = &caller.ops[call];
                let group = outer_l.group_of[outer.1];
                let holds =
                    |v: model::ValueId| outer_l.points_to[v].iter().flatten().any(|&x| outer_l.group_of[x] == group);
                !op.captured.iter().any(|&v| holds(v))
                    && op.operands.iter().enumerate().filter(|(_, v)| holds(**v)).all(|(j, _)| {
                        callee.blocks[0].args.get(j).is_some_and(|&arg| {
                            inner_l.points_to[arg].iter().flatten().all(|&x| {
                                x != inner.1 && !inner_l.may_interfere(callee, self.options.ordering, x, inner.1)
                            })
                        })
                    })
            })
    }
}

/// Analyses a model.
pub fn analyze_program(program: model::Program, options: Options) -> ModuleResult {
    let liveness = analysis::analyze(&program);
    let functions = liveness
        .functions
        .into_iter()
        .zip(liveness.timelines)
        .map(|(liveness, timeline)| {
            let heap = memory::best_fit(&liveness, &timeline);
            FunctionResult { liveness, timeline, heap }
        })
        .collect();
    ModuleResult { program, functions, options }
}

/// Analyses every function of an MLIR module.
pub fn analyze_module(module: &melior::ir::OperationRef<'_, '_>, options: Options) -> ModuleResult {
    let program = extract::extract(module, extract::ExtractOptions { reshape_aliases: options.reshape_aliases });
    analyze_program(program, options)
}

/// Ops with a number of bytes each ([`live_bytes_at_ops`]).
pub type OpBytes<'c, 'a> = Vec<(melior::ir::OperationRef<'c, 'a>, u64)>;

/// The bytes live while each op runs, per function of `module` (as
/// [`analyze_module`] analysed it into `result`): the function and, for
/// every op the analysis orders (not the ops of scalar bodies), the op and
/// its point of the timeline. The model numbers ops in pre-order over all
/// nested ops, as [`index_opt_ir::ir::walk_nested`] visits them.
pub fn live_bytes_at_ops<'c, 'a>(
    module: &melior::ir::OperationRef<'c, 'a>,
    result: &ModuleResult,
) -> Vec<(melior::ir::OperationRef<'c, 'a>, OpBytes<'c, 'a>)> {
    let functions = index_opt_ir::ir::functions(module);
    functions
        .into_iter()
        .zip(&result.program.functions)
        .zip(&result.functions)
        .map(|((function, model), figures)| {
            let mut ops = Vec::new();
            index_opt_ir::ir::walk_nested(&function, |op| ops.push(op));
            let live = model
                .ops
                .iter()
                .zip(&figures.timeline.bytes)
                .filter_map(|(op, &bytes)| ops.get(op.number).map(|ir_op| (*ir_op, bytes)))
                .collect();
            (function, live)
        })
        .collect()
}
