//! The Rust implementations of index-opt's passes.
//!
//! Passes are declared in ODS (`mlir/include/IndexOpt/Transforms/Passes.td`);
//! the generated C++ pass classes forward to the implementations registered
//! by [`register`]. Each pass is a module of its own with a safe entry point
//! taking an [`OperationRef`](melior::ir::OperationRef). The C-callable
//! side (handles, panics, the report writer) is the native layer's
//! (`index_opt_native::register_passes`), so this crate has no `unsafe`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod annotate;
pub mod buffer_liveness;
pub mod hlo_indexing;
pub mod hlo_tiling;
pub mod list_ops;
pub mod map_hooks;

use index_opt_native::PassImplementations;

/// Registers all index-opt passes in MLIR's global pass registry and the
/// map hooks (see [`register_map_hooks`]). Call once per process before
/// parsing pass pipelines; later calls do nothing.
pub fn register() {
    register_map_hooks();
    index_opt_native::register_passes(PassImplementations {
        list_ops: list_ops::run,
        hlo_indexing: hlo_indexing::run,
        buffer_liveness: buffer_liveness::run,
        hlo_tiling: hlo_tiling::run,
    });
}

/// Installs the Rust map library behind the `#indexing.map` attribute and
/// the `simplify-indexing-maps` pass. Parsing IR with `#indexing.map`
/// attributes needs it.
pub fn register_map_hooks() {
    index_opt_native::register_map_hooks(map_hooks::implementations());
}
