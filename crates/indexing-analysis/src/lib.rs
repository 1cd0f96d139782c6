//! index-opt's indexing analysis: for every op of a function, which elements
//! of each operand an element of each result reads (output-to-input), or the
//! reverse (input-to-output), with HLO semantics (XLA's indexing analysis,
//! <https://openxla.org/xla/indexing>), StableHLO
//! winning where the two differ.
//!
//! - [`rules`]: one small function per op, dispatched by op name.
//! - [`analyze`]: runs the rules over every function of a module.
//! - [`ir`]: what the rules read from IR ([`index_opt_ir::ir`], with
//!   this crate's reasons).
//! - [`fusion`]: function-level (fusion) composition.
//! - [`producer`]: finding a producer through casts, with its maps.
//! - [`tiling`]: tile propagation through a function (tiles of every value
//!   a result tile reads), valid tilings.
//!
//! The reports (JSON, text, HTML, tilings) are another crate's,
//! `index-opt-report`: this one knows no format.
//!
//! Compute a module's maps, per op and per function:
//!
//! ```
//! use indexing_analysis::analyze::{Options, analyze_module};
//! use indexing_analysis::{Direction, Maps};
//! use melior::ir::Module;
//!
//! let context = index_opt_native::new_context();
//! let module = Module::parse(&context, r#"
//!   func.func @main(%a: tensor<4x8xf32>) -> tensor<8x2xf32> {
//!     %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
//!     %s = stablehlo.slice %t [0:8, 1:3] : (tensor<8x4xf32>) -> tensor<8x2xf32>
//!     return %s : tensor<8x2xf32>
//!   }"#).unwrap();
//! let options = Options { direction: Direction::OutputToInput, fusion: true };
//! let functions = analyze_module(&module.as_operation(), options);
//! let transpose = &functions[0].ops[0];
//! let Maps::Known(maps) = &transpose.entries[0].maps else { panic!("unknown") };
//! assert_eq!(maps[0].map.to_string(), "(d0, d1) -> (d1, d0), domain: d0 in [0, 7], d1 in [0, 3]");
//! // The function as one fusion: its result to its argument.
//! let entries = functions[0].function_indexing.as_ref().unwrap();
//! let Maps::Known(maps) = &entries[0].maps else { panic!("unknown") };
//! assert_eq!(maps[0].map.to_string(), "(d0, d1) -> (d1 + 1, d0), domain: d0 in [0, 7], d1 in [0, 1]");
//! ```

#![warn(missing_docs)]
// Raw C API calls live in `index_opt_ir::ir` (a test checks the files
// allowed to contain `unsafe`).
#![deny(unsafe_code)]

pub mod analyze;
pub mod fusion;
pub mod ir;
mod memo;
pub mod producer;
pub mod reason;
pub mod rules;
pub mod tiling;

pub use reason::{UnknownKind, UnknownReason};

use indexing_map::IndexingMap;
use std::rc::Rc;

/// Which way maps go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// From an index of a result to the operand elements it reads.
    OutputToInput,
    /// From an index of an operand to the result elements it contributes to.
    InputToOutput,
}

impl Direction {
    /// Parses the pass option value.
    pub fn parse(text: &str) -> Option<Direction> {
        match text {
            "output-to-input" => Some(Direction::OutputToInput),
            "input-to-output" => Some(Direction::InputToOutput),
            _ => None,
        }
    }

    /// The pass option value: `output-to-input` or `input-to-output`
    /// (what [`Direction::parse`] reads).
    pub fn name(self) -> &'static str {
        match self {
            Direction::OutputToInput => "output-to-input",
            Direction::InputToOutput => "input-to-output",
        }
    }
}

/// Where the value of a runtime variable comes from: element
/// `index(domain point)` of operand `operand` (XLA's `RuntimeVarIndexing`).
#[derive(Clone, Debug)]
pub struct RtVar<'c> {
    /// Which runtime variable of the map (0-based among the rt variables).
    pub rt: usize,
    /// The operand that supplies it.
    pub operand: usize,
    /// From the map's domain (same dimension variables) to an index of the
    /// operand (for a [`DimSize`] of an operand or a result, a map to no
    /// index: the size is the same at every point). Its range variables,
    /// if any, are the map's own, in order (a scatter's position).
    pub index: IndexingMap<'c>,
    /// `Some` when the variable is the size of a dynamic (`?`) dimension.
    pub size: Option<DimSize>,
    /// How a value outside the variable's interval is taken: clamped into
    /// it (a gather's or dynamic slice's start, StableHLO clamps), or the
    /// access is skipped (`false`: a scatter's start, whose update window
    /// would leave the input). Folding a known value follows it.
    pub clamped: bool,
}

impl RtVar<'_> {
    /// Whether two variables come from the same place (same number,
    /// source and index map, same size).
    pub fn same_source(&self, other: &RtVar<'_>) -> bool {
        self.rt == other.rt
            && self.operand == other.operand
            && self.index == other.index
            && self.size == other.size
            && self.clamped == other.clamped
    }
}

/// The size of a dynamic (`?`) dimension as a runtime variable
/// (`docs/contract.md`, "Dynamic shapes").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DimSize {
    /// Whose dimension it is; [`RtVar::operand`] numbers it.
    pub of: SizeOf,
    /// The dimension.
    pub dimension: usize,
    /// The value and dimension it is the size of, traced up through ops
    /// whose result keeps an operand's size (elementwise, transpose,
    /// reduce, ...). Variables with equal roots are one variable in
    /// composed maps.
    pub root: (ir::ValueKey, usize),
    /// The op that defines the root value (`None`: a block argument).
    pub root_op: Option<Rc<str>>,
}

/// Whose dimension a [`DimSize`] measures.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SizeOf {
    /// Of operand [`RtVar::operand`] (of argument [`RtVar::operand`] in
    /// function-level maps).
    Operand,
    /// Of result [`RtVar::operand`] of the op.
    Result,
    /// Read from an element of operand [`RtVar::operand`] at
    /// [`RtVar::index`] (a shape operand, as `dynamic_broadcast_in_dim`'s
    /// `output_dimensions`).
    Element,
    /// Of a value the function body computes, by the op that defines it
    /// (function-level maps).
    Body(Rc<str>),
}

/// One way a (result, operand) pair is related: a map and the provenance
/// of its runtime variables.
#[derive(Clone, Debug)]
pub struct OperandMap<'c> {
    /// The indexing map.
    pub map: IndexingMap<'c>,
    /// Provenance of each runtime variable of `map`.
    pub rt_vars: Vec<RtVar<'c>>,
    /// `Some(why)` when the map is a sound superset that the analysis
    /// knows may relate indices that are not read (a `while` whose
    /// iterations did not reach a fixed point, widened); `None` when it is
    /// exact as far as the analysis knows. Maps composed from a superset
    /// are supersets (the first reason is kept).
    pub superset: Option<Rc<str>>,
}

impl<'c> OperandMap<'c> {
    /// A map without runtime variables (exact).
    pub fn new(map: IndexingMap<'c>) -> Self {
        OperandMap { map, rt_vars: Vec::new(), superset: None }
    }

    /// A map whose runtime variables come from `rt_vars` (exact).
    pub fn with_rt_vars(map: IndexingMap<'c>, rt_vars: Vec<RtVar<'c>>) -> Self {
        OperandMap { map, rt_vars, superset: None }
    }

    /// A map derived from `self`: a superset for the same reason as `self` (for maps derived
    /// from this one).
    pub fn derived(&self, map: IndexingMap<'c>, rt_vars: Vec<RtVar<'c>>) -> Self {
        OperandMap { map, rt_vars, superset: self.superset.clone() }
    }

    /// The result dimensions each runtime variable of the map depends on:
    /// those its provenance map uses (`None` without provenance, or when
    /// the provenance has symbols of its own). For
    /// `indexing_map::coalesce::coalescing_with_rt_dims` and tiles.
    pub fn rt_dims(&self) -> Vec<Option<Vec<usize>>> {
        (0..self.map.rt_vars().len())
            .map(|r| {
                let provenance = self.rt_vars.iter().find(|p| p.rt == r)?;
                if provenance.index.symbol_count() > 0 {
                    return None;
                }
                let mut dims = Vec::new();
                let exprs =
                    provenance.index.results().into_iter().chain(provenance.index.constraints().iter().map(|c| c.0));
                for v in exprs.flat_map(indexing_map::expr::variables) {
                    if let indexing_map::expr::Variable::Dim(i) = v
                        && !dims.contains(&i)
                    {
                        dims.push(i);
                    }
                }
                Some(dims)
            })
            .collect()
    }
}

/// The maps of one (result, operand) pair, or why they are unknown.
#[derive(Clone, Debug)]
pub enum Maps<'c> {
    /// The set of maps (empty: the result reads nothing of the operand).
    Known(Vec<OperandMap<'c>>),
    /// Not computed, with the reason.
    Unknown(UnknownReason),
}

/// The indexing of one (result, operand) pair of an op.
#[derive(Clone, Debug)]
pub struct Entry<'c> {
    /// The result index.
    pub result: usize,
    /// The operand index.
    pub operand: usize,
    /// Its maps.
    pub maps: Maps<'c>,
}

/// The maps of one (result, operand) pair or why they are unknown, held so
/// that equal entries can share them: [`SharedEntry`].
pub type SharedMaps<'c> = std::rc::Rc<Result<Vec<OperandMap<'c>>, UnknownReason>>;

/// An [`Entry`] whose maps may be shared with other entries: function-level
/// entries that read an argument the same way (every element of it, say)
/// point at one list, so that handing them out costs no copy and a report
/// can write the list once and repeat the text (`index-opt-report`'s
/// `ReportStream`).
#[derive(Clone, Debug)]
pub struct SharedEntry<'c> {
    /// The result index.
    pub result: usize,
    /// The operand (function level: argument) index.
    pub operand: usize,
    /// Its maps, or why they are unknown.
    pub maps: SharedMaps<'c>,
}

impl<'c> From<Entry<'c>> for SharedEntry<'c> {
    fn from(entry: Entry<'c>) -> Self {
        let maps = match entry.maps {
            Maps::Known(list) => Ok(list),
            Maps::Unknown(reason) => Err(reason),
        };
        SharedEntry { result: entry.result, operand: entry.operand, maps: std::rc::Rc::new(maps) }
    }
}

impl<'c> SharedEntry<'c> {
    /// The same entry with maps of its own.
    pub fn to_entry(&self) -> Entry<'c> {
        let maps = match self.maps.as_ref() {
            Ok(list) => Maps::Known(list.clone()),
            Err(reason) => Maps::Unknown(reason.clone()),
        };
        Entry { result: self.result, operand: self.operand, maps }
    }
}
