//! The analysis report: JSON exactly as the driver contract
//! (docs/contract.md) specifies, and a text form for people.
//!
//! - `mod.rs`: the report's data (`FunctionReport`, `OpReport`,
//!   `Storage`, from `indexing_analysis::analyze`, which computes them)
//!   and the budgets of its figures.
//! - `costs.rs`: what an entry's maps read and cost the warps (`counts`,
//!   `coalescing`), memoized per distinct set of maps; `EntryCosts` for
//!   other faces (the annotations).
//! - `json.rs`, `text.rs`: an entry, its maps and its figures in each
//!   format.
//! - `summary.rs`: the per-function summary of a report with counts (at
//!   the top of a function in text, its last key `summary` in JSON).
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
pub use summary::{ArgumentPeaks, argument_peaks, argument_union};

pub use indexing_analysis::analyze::{FunctionReport, OpReport, Storage};

use indexing_analysis::{Maps, UnknownReason};
use indexing_map::coalesce;

/// Points counted at most per map component for the `counts` fields (see
/// `indexing_map::count`); beyond, bounds.
pub const COUNT_BUDGET: u64 = 1 << 14;

/// Lane evaluations allowed per entry for the `coalescing` figures (see
/// `indexing_map::coalesce`); beyond, bounds.
pub const COALESCING_BUDGET: u64 = coalesce::DEFAULT_BUDGET;

/// Per map, per runtime variable, the result dimensions its value depends
/// on (`None` when unknown).
pub type RtDims = Vec<Vec<Option<Vec<usize>>>>;

/// Why a set of maps is a superset: the reason of its first map that is
/// one (`None` when every map is exact as far as the analysis knows).
pub fn superset<'m>(maps: &'m [indexing_analysis::OperandMap<'_>]) -> Option<&'m str> {
    maps.iter().find_map(|m| m.superset.as_deref())
}

/// An entry's maps as a slot: the list, or why it is unknown.
fn maps_of<'m, 'c>(maps: &'m Maps<'c>) -> Result<&'m [indexing_analysis::OperandMap<'c>], &'m UnknownReason> {
    match maps {
        Maps::Known(list) => Ok(list),
        Maps::Unknown(reason) => Err(reason),
    }
}
