//! The native MLIR layer of index-opt.
//!
//! This crate owns everything that touches C++: the ODS dialects and pass
//! declarations in `mlir/`, the `index-opt` driver core (MLIR's own
//! `MlirOptMain`), and the link setup against Debian's shared `libMLIR.so`
//! (see `build.rs`). Other crates use it through the safe functions here and
//! never declare FFI themselves.
//!
//! Invariant: one MLIR per process. Everything links the shared
//! `libMLIR.so`; MLIR's C API comes from Debian's static archives, so that a
//! plugin built from this crate shares the MLIR of the `mlir-opt-22` that
//! loads it.

#![deny(unsafe_code)]
#![warn(missing_docs)]

// The FFI seam: only these two modules may contain `unsafe` code (checked
// by `unsafe_code_stays_in_the_ffi_modules` in `tests/native.rs`).
#[allow(unsafe_code)]
mod ffi;
#[allow(unsafe_code)]
mod hooks;
pub mod stablehlo;

use std::ffi::CString;

pub use ffi::{
    AffineExprParts, DialectPluginInfo, PLUGIN_API_VERSION, PassPluginInfo, ReportFormat, ReportPass,
    affine_expr_parts, array_attribute, bool_attribute, dialect_plugin_info, dictionary_attribute, emit_error,
    emit_remark, float_attribute, i64_array_attribute, integer_attribute, is_elementwise, map_attribute,
    map_attribute_in, map_attribute_text, pass_plugin_info, ranked_tensor_shape, register_dialects,
    register_dialects_raw, set_discardable_attribute, string_attribute, unit_attribute, unknown_attribute,
    unknown_attribute_reason,
};
pub use hooks::{
    BufferLivenessOptions, BufferLivenessRun, HloImportFn, HloIndexingOptions, HloIndexingRun, HloTilingOptions,
    HloTilingRun, MapImplementations, MapTextError, MapTextFn, PassImplementations, register_hlo_import,
    register_map_hooks, register_passes,
};

/// A context with every upstream dialect and ours registered and loaded, as
/// the driver has (for tools and tests that build their own context).
pub fn new_context() -> melior::Context {
    let registry = melior::dialect::DialectRegistry::new();
    melior::utility::register_all_dialects(&registry);
    register_dialects(&registry);
    let context = melior::Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}

/// Stack size of the thread the driver runs on. MLIR's parser, verifier and
/// printer recurse over nesting (bracket depth is capped by the driver; long
/// affine expression chains are not), so the driver gets far more stack than
/// the 8 MiB default. Only touched pages are ever committed.
pub const DRIVER_STACK_BYTES: usize = 1 << 30;

/// Runs the `index-opt` driver on `args` (the first is the program name) on a
/// thread with a [`DRIVER_STACK_BYTES`] stack and returns its exit status.
/// Register the passes first ([`register_passes`]).
///
/// Arguments with an interior NUL byte cannot reach a C `argv`; they are
/// reported and give status 1.
pub fn driver_main(args: impl IntoIterator<Item = std::ffi::OsString>, version: &str) -> i32 {
    let args: Vec<std::ffi::OsString> = args.into_iter().collect();
    match on_driver_stack(|| run_driver(args, version)) {
        Ok(status) => status,
        Err(DriverThreadError::Panicked) => {
            eprintln!("index-opt: error: internal error (panic) in the driver");
            1
        }
        Err(DriverThreadError::CannotStart(error)) => {
            eprintln!("index-opt: error: cannot start the driver thread: {error}");
            1
        }
    }
}

/// Why [`on_driver_stack`] has no answer.
enum DriverThreadError {
    /// The work panicked.
    Panicked,
    /// The thread could not be created.
    CannotStart(std::io::Error),
}

/// `work` on a thread named `index-opt` with a [`DRIVER_STACK_BYTES`] stack,
/// waited for.
fn on_driver_stack<T: Send>(work: impl FnOnce() -> T + Send) -> Result<T, DriverThreadError> {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().name("index-opt".into()).stack_size(DRIVER_STACK_BYTES);
        match thread.spawn_scoped(scope, work) {
            Ok(handle) => handle.join().map_err(|_| DriverThreadError::Panicked),
            Err(error) => Err(DriverThreadError::CannotStart(error)),
        }
    })
}

fn run_driver(args: Vec<std::ffi::OsString>, version: &str) -> i32 {
    use std::os::unix::ffi::OsStringExt;
    let mut c_args = Vec::new();
    for arg in args {
        match CString::new(arg.into_vec()) {
            Ok(arg) => c_args.push(arg),
            Err(_) => {
                eprintln!("index-opt: error: a command-line argument contains a NUL byte");
                return 1;
            }
        }
    }
    let Ok(version) = CString::new(version) else {
        return 1;
    };
    ffi::run_main(&c_args, &version)
}

/// The driver's report mode on MLIR text in memory, for library faces (the
/// Python package): parses `text` as the file `source_name`, with the
/// driver's input checks, runs the pass pipeline `pipeline` (which must
/// hold `pass`, e.g. `hlo-indexing{fusion=false}`) and returns `pass`'s
/// report in `format`, byte for byte what `index-opt --*-report=FORMAT`
/// prints for the same pipeline; or the diagnostics, as the driver prints
/// them, of a failed run. Register the passes first ([`register_passes`]).
///
/// Runs on a thread with a [`DRIVER_STACK_BYTES`] stack, like the driver,
/// one run at a time per process (the report sinks are global).
pub fn run_report(
    text: &str,
    source_name: &str,
    pipeline: &str,
    pass: ReportPass,
    format: ReportFormat,
) -> Result<String, String> {
    run_report_for_file(text, source_name, pipeline, pass, format, "")
}

/// [`run_report`] for a report that the caller will write to the file
/// `path` (empty: none), as the driver's `-o` does: an HTML indexing page
/// whose report is past the page size limit then comes back as a page that
/// loads its data from chunk files, which this call writes beside `path`
/// (`PATH.files/`, see the report crate's `html::chunked`).
pub fn run_report_for_file(
    text: &str,
    source_name: &str,
    pipeline: &str,
    pass: ReportPass,
    format: ReportFormat,
    path: &str,
) -> Result<String, String> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _running = ONE_AT_A_TIME.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    match on_driver_stack(|| ffi::run_report(text, source_name, pipeline, pass, format, path)) {
        Ok(result) => result,
        Err(DriverThreadError::Panicked) => Err(format!("{source_name}: error: internal error (panic) in index-opt")),
        Err(DriverThreadError::CannotStart(error)) => {
            Err(format!("{source_name}: error: cannot start the analysis thread: {error}"))
        }
    }
}
