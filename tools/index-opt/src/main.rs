//! `index-opt`: the driver, in the `mlir-opt` tradition.
//!
//! All flags, parsing, verification, diagnostics and printing are MLIR's own
//! (`MlirOptMain`, see `mlir/lib/Tools/IndexOptMain.cpp`); this binary
//! registers index-opt's Rust passes and hands over. `index-opt --help`
//! lists every option.

#![forbid(unsafe_code)]

/// The analysis allocates many small, short-lived maps; mimalloc serves
/// them faster than the system allocator (MLIR's own C++ allocations are
/// unaffected). Its version 2 (the crate's `v2` feature) holds less memory
/// at the analyses' peaks than version 3 (docs/MEASUREMENTS.md, "Liveness
/// RSS at 120 layers").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    index_opt_passes::register();
    index_opt_native::register_hlo_import(hlo_text::hlo_to_mlir_diagnosed);
    let status = index_opt_native::driver_main(std::env::args_os(), env!("CARGO_PKG_VERSION"));
    std::process::exit(status);
}
