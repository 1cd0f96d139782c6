//! index-opt's buffer liveness: which buffers a StableHLO, linalg or tensor
//! program holds, which values alias them, when each is live, which may
//! share storage, and how many bytes are live at every op — the seed's
//! BufferLiveness (LogicalBufferAnalysis, TuplePointsToAnalysis,
//! `MayInterfere`, `MaybeLiveOut`) with XLA's later additions (live ranges,
//! peak memory, a heap simulation).
//!
//! - [`model`]: the program as the analysis sees it (plain data).
//! - [`extract`]: MLIR to the model.
//! - [`analysis`]: buffers, points-to sets, groups, live ranges,
//!   interference.
//! - [`memory`]: bytes over the order, the peak, best-fit offsets.
//! - [`report`]: the text, JSON and SVG reports of the `buffer-liveness`
//!   pass (`index-opt --liveness-report=text|json|svg`).

#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod analysis;
pub mod extract;
pub mod memory;
pub mod model;
pub mod report;
pub mod svg;

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

/// Analyses a model.
pub fn analyze_program(program: model::Program, options: Options) -> ModuleResult {
    let liveness = analysis::analyze(&program);
    let functions = program
        .functions
        .iter()
        .zip(liveness.functions)
        .map(|(function, liveness)| {
            let timeline = memory::timeline(function, &liveness);
            let heap = memory::best_fit(function, &liveness, &timeline);
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
