//! The analysis report: JSON exactly as the driver contract
//! (docs/contract.md) specifies, and a text form for people with maps in
//! the seed layout.
//!
//! - `mod.rs`: the report's data (`FunctionReport`, `OpReport`,
//!   `Storage`) and the budgets of its figures.
//! - `costs.rs`: what an entry's maps read and cost the warps (`counts`,
//!   `coalescing`), memoized per distinct set of maps; `EntryCosts` for
//!   other faces (the annotations).
//! - `json.rs`, `text.rs`: an entry, its maps and its figures in each
//!   format.
//! - `summary.rs`: the per-function summary at the top of a text report
//!   with counts.
//! - `text_cache.rs`: texts written once per function and copied after
//!   (printed maps, shared lists of maps).
//! - `stream.rs`: `ReportStream`, which writes a report piece by piece, and
//!   `to_json` / `to_text`.

mod costs;
mod json;
mod stream;
mod summary;
mod text;
mod text_cache;

pub use costs::{EntryCosts, maps_reads};
pub use json::{RtField, rt_source_fields};
pub use stream::{ReportStream, STREAM_CHUNK, to_json, to_text};
pub use summary::argument_union;

use crate::{Entry, Maps, UnknownReason};
use indexing_map::coalesce;
use std::rc::Rc;

/// The indexing of one op.
pub struct OpReport<'c> {
    /// Position in the function's pre-order.
    pub id: usize,
    /// Id of the enclosing op, `None` at the top level of the function.
    pub parent: Option<usize>,
    /// Full op name.
    pub name: String,
    /// `file:line:col`, or the printed location.
    pub loc: String,
    /// One entry per (result, operand) pair.
    pub entries: Vec<Entry<'c>>,
    /// Per operand: its elements and element size, when static.
    pub operand_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// How many elements a tensor has, its shape, and how many bytes each
/// element takes (sub-byte types and `i1` a whole byte, complex both parts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Elements.
    pub elements: u64,
    /// Bytes per element.
    pub element_bytes: u64,
    /// The static shape (empty for a scalar).
    pub shape: Rc<[i64]>,
}

/// Points counted at most per map component for the `counts` fields (see
/// `indexing_map::count`); beyond, bounds.
pub const COUNT_BUDGET: u64 = 1 << 14;

/// The indexing of one function.
pub struct FunctionReport<'c> {
    /// The symbol name.
    pub name: String,
    /// Its ops, pre-order.
    pub ops: Vec<OpReport<'c>>,
    /// Whether function-level composition was asked for.
    pub fusion: bool,
    /// Which way the maps go.
    pub direction: crate::Direction,
    /// Maps from each result to each argument (`operand` = argument), when
    /// computed.
    pub function_indexing: Option<std::rc::Rc<Vec<Entry<'c>>>>,
    /// Per argument: its elements and element size, when static.
    pub argument_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// Lane evaluations allowed per entry for the `coalescing` figures (see
/// `indexing_map::coalesce`); beyond, bounds.
pub const COALESCING_BUDGET: u64 = coalesce::DEFAULT_BUDGET;

/// Per map, per runtime variable, the result dimensions its value depends
/// on (`None` when unknown).
pub type RtDims = Vec<Vec<Option<Vec<usize>>>>;

/// Why a set of maps is a superset: the reason of its first map that is
/// one (`None` when every map is exact as far as the analysis knows).
pub fn superset<'m>(maps: &'m [crate::OperandMap<'_>]) -> Option<&'m str> {
    maps.iter().find_map(|m| m.superset.as_deref())
}

/// An entry's maps as a slot: the list, or why it is unknown.
fn maps_of<'m, 'c>(maps: &'m Maps<'c>) -> Result<&'m [crate::OperandMap<'c>], &'m UnknownReason> {
    match maps {
        Maps::Known(list) => Ok(list),
        Maps::Unknown(reason) => Err(reason),
    }
}
