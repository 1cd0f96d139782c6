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
//! - [`linear`]: linear forms of expressions ([`linear::LinearForm`]).
//! - [`points`]: the points of a box, in lexicographic order.
//!
//! Parse a map, simplify it, compose two maps, count what one reads:
//!
//! ```
//! use indexing_map::IndexingMap;
//! use indexing_map::count::count_reads;
//!
//! let context = melior::Context::new();
//! let mut map = IndexingMap::parse(&context, "(d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 7]").unwrap();
//! map.simplify();
//! assert_eq!(map.to_string(), "(d0) -> (0, d0), domain: d0 in [0, 7]");
//!
//! // A slice's map (result to operand), then the transpose producing its
//! // operand: from the slice's result to the transpose's operand.
//! let slice = IndexingMap::parse(&context, "(d0, d1) -> (d0 + 2, d1), domain: d0 in [0, 3], d1 in [0, 7]").unwrap();
//! let transpose = IndexingMap::parse(&context, "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 7]").unwrap();
//! let mut composed = slice.compose(&transpose).unwrap();
//! composed.simplify();
//! assert_eq!(composed.to_string(), "(d0, d1) -> (d1, d0 + 2), domain: d0 in [0, 3], d1 in [0, 7]");
//!
//! // A broadcast's map reads each of 4 elements 8 times.
//! let broadcast = IndexingMap::parse(&context, "(d0, d1) -> (d0), domain: d0 in [0, 3], d1 in [0, 7]").unwrap();
//! let reads = count_reads(&broadcast, 1 << 14);
//! assert_eq!((reads.distinct.upper, reads.total.upper), (4, 32));
//! ```

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
pub mod linear;
pub mod map;
pub mod parse;
pub mod points;
pub mod print;
pub mod range;
pub mod simplify;
pub mod tile;

pub use expr::Ctx;
pub use interval::Interval;
pub use map::{IndexingMap, MapState, Variable};
pub use parse::ParseError;
