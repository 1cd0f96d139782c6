//! `index-opt`: the driver, in the `mlir-opt` tradition.
//!
//! All flags, parsing, verification, diagnostics and printing are MLIR's own
//! (`MlirOptMain`, see `mlir/lib/Tools/IndexOptMain.cpp`); this binary
//! registers index-opt's Rust passes and hands over. `index-opt --help`
//! lists every option.

#![deny(unsafe_code)]

/// The analysis allocates many small, short-lived maps; mimalloc serves
/// them faster than the system allocator.
#[allow(unsafe_code)]
mod allocator;

fn main() {
    allocator::purge_at_once();
    index_opt_passes::register();
    index_opt_native::register_hlo_import(hlo_text::hlo_to_mlir_diagnosed);
    let status = index_opt_native::driver_main(std::env::args_os(), env!("CARGO_PKG_VERSION"));
    std::process::exit(status);
}
