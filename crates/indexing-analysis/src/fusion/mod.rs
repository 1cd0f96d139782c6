//! Fusion indexing (XLA's indexing analysis, "Indexing Maps for Fusion": <https://openxla.org/xla/indexing>): a function body
//! is a fusion. From each returned value back to the function's arguments,
//! in use-before-def order, each op's output-to-input maps are composed
//! into the maps of its consumers, simplified after every composition, and
//! deduplicated. A `func.call` composes through its callee.
//!
//! At model scale most values are read whole by what consumes them (after
//! a reduction or a contraction every output element reads all of its
//! input), so a walk stops at such a value and takes what all of it reads
//! — its *totals*, computed once per value and shared by
//! every walk — instead of walking the rest of the body again per result.
//! Input to output mirrors it: the forward walk from each argument stops at
//! a value it reaches whole and takes what all of the value reaches.
//!
//! The files, each importing only its siblings below it (none imports
//! this module; `forward` is the exception, an extension of `epilogue`
//! that also uses `walk`'s `combine`):
//!
//! - `analysis`: [`Fusion`] and its entry points (per op, per function,
//!   grouped by value), with the memos every walk shares;
//! - `walk`: the backward walk through a body and the totals of values
//!   read whole;
//! - `data`: the walks' data (a body, one walk's state, an op's facts, the
//!   seeds) and entries unknown as a whole;
//! - `reuse`: what the walks of one function's results share: lists of
//!   maps kept once per content, each value's list by what reached it;
//! - `totals`: per-argument unions of whole-value maps, shared by pointer;
//! - `coverage`: the maps of one value (`Slot`), recognizing whole-value
//!   maps, subsumption, dedup by relation;
//! - `compose`: one composition step (runtime-variable provenance, constant
//!   and iota folding), what captured values are read at;
//! - `epilogue`: input-to-output indexing along the use chain;
//! - `forward`: the forward walk of a whole function with the shortcuts
//!   mirrored (values reached whole stop it; their forward totals);
//! - `loops`: control flow: `while` both directions, `case`/`if` both
//!   directions;
//! - `induction`: loop counters and trip counts, and the exact maps of a
//!   `while` with a static trip count (iterations as range variables);
//! - `affine`: integer scalars as affine functions of one value, and the
//!   values of loop counters while their body is walked (what folds an
//!   index computed from a counter);
//! - `pinned`: walks of a loop's body at one iteration (the counters'
//!   values pinned): the integer scalars then known, the choices left
//!   open, the exact maps of writes at a known index;
//! - `manual`: `sdy.manual_computation` both directions.
//!
//! The IR they read (function names, callees, bodies, captured values) is
//! read through [`crate::ir`].

mod affine;
mod analysis;
mod compose;
mod coverage;
mod data;
mod epilogue;
mod forward;
mod induction;
mod loops;
mod manual;
mod pinned;
mod reuse;
mod totals;
mod walk;

pub use analysis::Fusion;
pub use coverage::{MAX_MAPS_PER_VALUE, RELATION_DEDUP_LIMIT};
pub use epilogue::{
    call_epilogue_indexing, epilogue_indexing, function_epilogue_indexing, function_epilogue_indexing_and_stops,
    function_epilogue_indexing_each, op_epilogue_indexing, op_input_to_output_indexing,
    plain_function_epilogue_indexing,
};
pub use induction::{LOOP_ROUNDS, UNROLL_LIMIT};

/// Kept here for the callers that name them through `fusion` (they read IR).
pub use crate::ir::{callee_name, function_name};
