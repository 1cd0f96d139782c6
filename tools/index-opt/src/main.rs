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
/// at the analyses' peaks than version 3, and without transparent huge
/// pages (the `no_thp` feature: mimalloc asks Linux not to back the process
/// with 2 MiB pages, whose partly used pages count whole in the RSS) every
/// mode's peak RSS is 4–15 MB lower for the same time (docs/MEASUREMENTS.md,
/// "Liveness RSS at 120 layers").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    index_opt_passes::register();
    index_opt_native::register_hlo_import(hlo_text::hlo_to_mlir_diagnosed);
    let status = index_opt_native::driver_main(std::env::args_os(), env!("CARGO_PKG_VERSION"));
    std::process::exit(status);
}
