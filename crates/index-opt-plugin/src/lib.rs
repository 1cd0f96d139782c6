//! index-opt as a plugin for upstream `mlir-opt-22`:
//!
//! ```sh
//! mlir-opt-22 --load-dialect-plugin=libindex_opt_plugin.so \
//!             --load-pass-plugin=libindex_opt_plugin.so \
//!             --pass-pipeline='builtin.module(index-list-ops)' input.mlir
//! ```
//!
//! The plugin links the same shared `libMLIR.so` as `mlir-opt-22` (see the
//! native crate), so there is one MLIR in the process. The entry points must
//! be defined here: a cdylib exports only the Rust crate's own `#[no_mangle]`
//! symbols, not those of the static C++ archive it contains. Those two
//! exported entry points are the crate's only `unsafe` code.

#![deny(unsafe_code)]
#![warn(missing_docs)]

use index_opt_native::{DialectPluginInfo, PassPluginInfo};

/// The dialect plugin entry point `mlir-opt --load-dialect-plugin` looks up.
// SAFETY: the one symbol of this name in the plugin, with the signature
// `mlir/Tools/Plugins/DialectPlugin.h` declares.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginInfo {
    // `#indexing.map` attributes parse through the Rust map library.
    index_opt_passes::register_map_hooks();
    index_opt_native::dialect_plugin_info()
}

/// The pass plugin entry point `mlir-opt --load-pass-plugin` looks up.
// SAFETY: the one symbol of this name in the plugin, with the signature
// `mlir/Tools/Plugins/PassPlugin.h` declares.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginInfo {
    index_opt_native::pass_plugin_info(register_passes)
}

extern "C" fn register_passes() {
    index_opt_passes::register();
}
