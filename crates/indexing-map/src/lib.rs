//! Indexing maps on MLIR's `AffineMap`, as in XLA's indexing analysis
//! (<https://openxla.org/xla/indexing>): which elements of one tensor an
//! element of another reads.
//!
//! - [`Interval`]: inclusive integer intervals, saturating arithmetic.
//! - [`IndexingMap`]: an affine map (through melior, uniqued in the MLIR
//!   context) with bounded dimension, range and runtime variables and
//!   constraints; known-empty and undefined states.
//! - Text: [`IndexingMap::parse`] and `Display` implement the text form of
//!   [`print`](mod@print) (XLA's notation).
//! - [`range`]: interval evaluation of expressions over a map's domain.
//! - [`simplify`]: the interval-aware simplifier, sound on the whole domain.
//! - [`compose`]: composition of maps (XLA's `ComposeIndexingMaps`).
//! - [`inverse`]: the reversed relation of a map (input to output from
//!   output to input), with the equalities it introduces solved.
//! - [`coalesce`]: memory transactions of the warps reading an operand
//!   (coalescing), over every warp, exact or bounded.
//! - [`count`]: how many elements a map reads (distinct, per point, total),
//!   exact or bounded.

#![deny(unsafe_code)]
#![warn(missing_docs)]

pub mod coalesce;
pub mod compose;
pub mod count;
// The FFI seam: the only module that calls the MLIR C API (see its docs).
#[allow(unsafe_code)]
pub mod expr;
pub mod interval;
pub mod inverse;
pub mod map;
pub mod parse;
pub mod print;
pub mod range;
pub mod simplify;
pub mod tile;

pub use expr::Ctx;
pub use interval::Interval;
pub use map::{IndexingMap, MapState, Variable};
pub use parse::ParseError;
