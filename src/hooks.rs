//! Calls from C into Rust: the `extern "C"` functions behind the pass and
//! map hooks of `mlir/include/IndexOpt/CAPI.h`. Each converts the C handles
//! into melior's types, runs the Rust implementation registered with
//! [`register_passes`] or [`register_map_hooks`], and catches panics (a
//! panic must never unwind into C++). With [`crate::ffi`], the only module
//! of the crate allowed `unsafe` code.

use crate::ffi::{self, MapHooks, PassHooks, ReportFormat, StringCallback};
use melior::ContextRef;
use melior::ir::OperationRef;
use mlir_sys::{MlirContext, MlirOperation, MlirStringRef};
use std::ffi::{c_int, c_uint, c_void};
use std::sync::{OnceLock, PoisonError, RwLock};

/// The options of one `hlo-indexing` run, as the pass received them.
#[derive(Clone, Copy, Debug)]
pub struct HloIndexingOptions<'a> {
    /// The `direction` option, unchecked (an empty string if it was not
    /// UTF-8).
    pub direction: &'a str,
    /// The `fusion` option.
    pub fusion: bool,
    /// The `counts` option.
    pub counts: bool,
    /// The `coalescing` option's text, unchecked (empty: none; empty too if
    /// it was not UTF-8).
    pub coalescing: &'a str,
    /// The `annotate` option: attach the results to the IR instead of
    /// writing a report.
    pub annotate: bool,
    /// The form of the report (`index-opt --indexing-report`; text when the
    /// report goes to stderr).
    pub format: ReportFormat,
    /// The file the report goes to (the driver's `-o`, the plugin's
    /// `report-file`); empty when it goes to a stream (stdout, stderr, a
    /// string).
    pub report_path: &'a str,
}

/// The `hlo-indexing` implementation: analyses the module with the options
/// and writes the report, in pieces, to the writer; or returns a message.
pub type HloIndexingRun = fn(&OperationRef<'_, '_>, HloIndexingOptions<'_>, &mut dyn FnMut(&str)) -> Result<(), String>;

/// The options of one `buffer-liveness` run, as the pass received them.
#[derive(Clone, Copy, Debug)]
pub struct BufferLivenessOptions<'a> {
    /// The `ordering` option, unchecked (empty if it was not UTF-8).
    pub ordering: &'a str,
    /// The `reshape-aliases` option.
    pub reshape_aliases: bool,
    /// The `interference` option.
    pub interference: bool,
    /// The `annotate` option: attach the results to the IR instead of
    /// writing a report.
    pub annotate: bool,
    /// The form of the report (`index-opt --liveness-report`; text when the
    /// report goes to stderr).
    pub format: ReportFormat,
}

/// The `buffer-liveness` implementation: analyses the module with the
/// options and writes the report to the writer; or returns a message.
pub type BufferLivenessRun =
    fn(&OperationRef<'_, '_>, BufferLivenessOptions<'_>, &mut dyn FnMut(&str)) -> Result<(), String>;

/// The options of one `hlo-tiling` run, as the pass received them.
#[derive(Clone, Copy, Debug)]
pub struct HloTilingOptions<'a> {
    /// The `function` option (empty if it was not UTF-8).
    pub function: &'a str,
    /// The `result` option.
    pub result: usize,
    /// The `argument` option: `Some` to tile that argument instead.
    pub argument: Option<usize>,
    /// The `tile` option, unchecked.
    pub tile: &'a str,
    /// The `list-valid` option.
    pub list_valid: bool,
    /// The `annotate` option: attach the tiles to the IR instead of
    /// writing a report.
    pub annotate: bool,
    /// The form of the report (`index-opt --tiling-report`; text when the
    /// report goes to stderr).
    pub format: ReportFormat,
}

/// The `hlo-tiling` implementation: analyses the module with the options and
/// writes the report to the writer; or returns a message.
pub type HloTilingRun = fn(&OperationRef<'_, '_>, HloTilingOptions<'_>, &mut dyn FnMut(&str)) -> Result<(), String>;

/// The Rust implementations of the passes declared in
/// `mlir/include/IndexOpt/Transforms/Passes.td`.
#[derive(Clone, Copy, Debug)]
pub struct PassImplementations {
    /// `index-list-ops` on a module; returns false, after emitting a
    /// diagnostic, to fail the pass.
    pub list_ops: fn(&OperationRef<'_, '_>) -> bool,
    /// `hlo-indexing` on a module: writes the report, in pieces, to the
    /// writer it gets; or returns a message that the pass emits as an error
    /// at the module before failing.
    pub hlo_indexing: HloIndexingRun,
    /// `buffer-liveness` on a module, like `hlo_indexing`.
    pub buffer_liveness: BufferLivenessRun,
    /// `hlo-tiling` on a module, like `hlo_indexing`.
    pub hlo_tiling: HloTilingRun,
}

static PASSES: OnceLock<PassImplementations> = OnceLock::new();

/// Registers index-opt's passes in MLIR's global pass registry, implemented
/// by `passes`. Only the first call in a process has an effect.
pub fn register_passes(passes: PassImplementations) {
    if PASSES.set(passes).is_ok() {
        ffi::register_pass_hooks(&PassHooks {
            list_ops: Some(list_ops_hook),
            hlo_indexing: Some(hlo_indexing_hook),
            buffer_liveness: Some(buffer_liveness_hook),
            hlo_tiling: Some(hlo_tiling_hook),
        });
    }
}

/// Why a map text was rejected: a message and the byte offset in the text
/// it refers to (the C++ parser turns it into a located diagnostic).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapTextError {
    /// Byte offset in the map text.
    pub offset: usize,
    /// What is wrong there.
    pub message: String,
}

/// A map-library entry point: from the text of a map in a context to a
/// canonical text, or the error.
pub type MapTextFn = fn(ContextRef<'_>, &str) -> Result<String, MapTextError>;

/// The Rust map library as the `#indexing.map` attribute parser and the
/// `simplify-indexing-maps` pass see it.
#[derive(Clone, Copy, Debug)]
pub struct MapImplementations {
    /// Parses a map and returns its canonical text.
    pub parse: MapTextFn,
    /// Parses and simplifies a map and returns the canonical text.
    pub simplify: MapTextFn,
}

static MAPS: RwLock<Option<MapImplementations>> = RwLock::new(None);

/// Installs the map library the `#indexing.map` parser and the
/// `simplify-indexing-maps` pass call. Later calls replace earlier ones.
pub fn register_map_hooks(maps: MapImplementations) {
    *MAPS.write().unwrap_or_else(PoisonError::into_inner) = Some(maps);
    ffi::register_map_hooks(&MapHooks { parse: Some(parse_hook), simplify: Some(simplify_hook) });
}

/// An HLO importer: from HLO text and the name of its source to MLIR text,
/// or the located diagnostics (`file:line:col: error: ...` lines).
pub type HloImportFn = fn(&str, &str) -> Result<String, String>;

static HLO_IMPORT: OnceLock<HloImportFn> = OnceLock::new();

/// Installs the HLO importer through which the driver (and
/// `indexOptRunReport`) reads input starting with `HloModule`. Only the
/// first call in a process has an effect.
pub fn register_hlo_import(import: HloImportFn) {
    if HLO_IMPORT.set(import).is_ok() {
        ffi::register_hlo_import_hook(hlo_import_hook);
    }
}

unsafe extern "C" fn hlo_import_hook(
    text: MlirStringRef,
    source_name: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
) -> bool {
    // SAFETY: the native layer passes valid strings for the call.
    let (text, name) = unsafe { (ffi::str_from_ref(text), ffi::str_from_ref(source_name).unwrap_or("<input>")) };
    let outcome = match (text, HLO_IMPORT.get()) {
        (None, _) => Err(format!("{name}:1:1: error: HLO text must be UTF-8")),
        (Some(_), None) => Err(format!("{name}:1:1: error: no HLO importer is registered")),
        (Some(text), Some(import)) => std::panic::catch_unwind(|| import(text, name))
            .unwrap_or_else(|_| Err(format!("{name}:1:1: error: internal error in index-opt's HLO importer"))),
    };
    let (ok, output) = match outcome {
        Ok(mlir) => (true, mlir),
        Err(diagnostics) => (false, diagnostics),
    };
    // SAFETY: `callback` and `user_data` come together from the caller; the
    // callback copies the text before returning.
    unsafe { callback(ffi::string_ref(&output), user_data) };
    ok
}

/// Runs `pass` on `op`, turning a panic into a located error and pass
/// failure.
fn run_guarded(op: &OperationRef<'_, '_>, pass: impl FnOnce(&OperationRef<'_, '_>) -> bool) -> bool {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pass(op))) {
        Ok(success) => success,
        Err(payload) => {
            let reason = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            ffi::emit_error(op, &format!("internal error in index-opt: {reason}"));
            false
        }
    }
}

/// The shared body of the report-writing passes: under [`run_guarded`],
/// the raw report `format` checked, the pass's writer (`write` with its
/// `user_data`) as a sink, and `run`'s message, if any, emitted as a
/// located error of `pass`.
fn run_report_pass(
    op: &OperationRef<'_, '_>,
    pass: &str,
    format: c_uint,
    (write, user_data): (StringCallback, *mut c_void),
    run: impl FnOnce(&OperationRef<'_, '_>, ReportFormat, &mut dyn FnMut(&str)) -> Result<(), String>,
) -> bool {
    run_guarded(op, |op| {
        let Some(format) = ReportFormat::from_raw(format) else {
            ffi::emit_error(op, &format!("{pass}: unknown report format {format}"));
            return false;
        };
        // SAFETY: `write` and `user_data` come together from the pass; the
        // writer copies each piece before returning.
        let mut sink = |piece: &str| unsafe { write(ffi::string_ref(piece), user_data) };
        match run(op, format, &mut sink) {
            Ok(()) => true,
            Err(message) => {
                ffi::emit_error(op, &message);
                false
            }
        }
    })
}

/// The registered passes; hooks are installed only after registration.
fn passes() -> &'static PassImplementations {
    PASSES.get().expect("pass hooks are installed only by register_passes")
}

unsafe extern "C" fn list_ops_hook(raw: MlirOperation) -> bool {
    // SAFETY: MLIR hands the hook the live operation the pass runs on.
    let op = unsafe { OperationRef::from_raw(raw) };
    run_guarded(&op, |op| (passes().list_ops)(op))
}

#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn hlo_indexing_hook(
    raw: MlirOperation,
    direction: MlirStringRef,
    fusion: bool,
    counts: bool,
    coalescing: MlirStringRef,
    annotate: bool,
    format: c_uint,
    report_path: MlirStringRef,
    write: StringCallback,
    user_data: *mut c_void,
) -> bool {
    // SAFETY: MLIR hands the hook the live operation the pass runs on, and
    // the pass's option strings and the report's path, valid for the call.
    let (op, direction, coalescing, report_path) = unsafe {
        (
            OperationRef::from_raw(raw),
            ffi::str_from_ref(direction).unwrap_or(""),
            ffi::str_from_ref(coalescing).unwrap_or(""),
            ffi::str_from_ref(report_path).unwrap_or(""),
        )
    };
    run_report_pass(&op, "hlo-indexing", format, (write, user_data), |op, format, sink| {
        (passes().hlo_indexing)(
            op,
            HloIndexingOptions { direction, fusion, counts, coalescing, annotate, format, report_path },
            sink,
        )
    })
}

#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn hlo_tiling_hook(
    raw: MlirOperation,
    function: MlirStringRef,
    result: c_uint,
    argument: c_int,
    tile: MlirStringRef,
    list_valid: bool,
    annotate: bool,
    format: c_uint,
    write: StringCallback,
    user_data: *mut c_void,
) -> bool {
    // SAFETY: MLIR hands the hook the live operation the pass runs on, and
    // the pass's option strings, valid for the call.
    let (op, function, tile) = unsafe {
        (OperationRef::from_raw(raw), ffi::str_from_ref(function).unwrap_or(""), ffi::str_from_ref(tile).unwrap_or(""))
    };
    let argument = usize::try_from(argument).ok();
    run_report_pass(&op, "hlo-tiling", format, (write, user_data), |op, format, sink| {
        let options =
            HloTilingOptions { function, result: result as usize, argument, tile, list_valid, annotate, format };
        (passes().hlo_tiling)(op, options, sink)
    })
}

#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn buffer_liveness_hook(
    raw: MlirOperation,
    ordering: MlirStringRef,
    reshape_aliases: bool,
    interference: bool,
    annotate: bool,
    format: c_uint,
    write: StringCallback,
    user_data: *mut c_void,
) -> bool {
    // SAFETY: MLIR hands the hook the live operation the pass runs on, and
    // the pass's option string, valid for the call.
    let (op, ordering) = unsafe { (OperationRef::from_raw(raw), ffi::str_from_ref(ordering).unwrap_or("")) };
    run_report_pass(&op, "buffer-liveness", format, (write, user_data), |op, format, sink| {
        (passes().buffer_liveness)(
            op,
            BufferLivenessOptions { ordering, reshape_aliases, interference, annotate, format },
            sink,
        )
    })
}

unsafe extern "C" fn parse_hook(
    context: MlirContext,
    text: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
    error_offset: *mut i64,
) -> bool {
    // SAFETY: the native layer passes a live context, a valid string, a
    // callback with its data and a writable (or null) offset.
    unsafe { run_map_hook(context, text, callback, user_data, error_offset, |maps| maps.parse) }
}

unsafe extern "C" fn simplify_hook(
    context: MlirContext,
    text: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
    error_offset: *mut i64,
) -> bool {
    // SAFETY: as in `parse_hook`.
    unsafe { run_map_hook(context, text, callback, user_data, error_offset, |maps| maps.simplify) }
}

/// Runs the map-library function `select` picks on the text and reports
/// through `callback`; panics become errors.
///
/// # Safety
/// See `parse_hook`.
unsafe fn run_map_hook(
    context: MlirContext,
    text: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
    error_offset: *mut i64,
    select: fn(&MapImplementations) -> MapTextFn,
) -> bool {
    // SAFETY: guaranteed by the caller.
    let (context, text) = unsafe { (ffi::context_ref(context), ffi::str_from_ref(text)) };
    let work = MAPS.read().unwrap_or_else(PoisonError::into_inner).as_ref().map(select);
    let outcome = match (text, work) {
        (None, _) => Err(MapTextError { offset: 0, message: "the map text is not valid UTF-8".to_owned() }),
        (Some(_), None) => Err(MapTextError { offset: 0, message: "no map library is registered".to_owned() }),
        (Some(text), Some(work)) => std::panic::catch_unwind(|| work(context, text)).unwrap_or_else(|_| {
            Err(MapTextError { offset: 0, message: "internal error in index-opt's map library".to_owned() })
        }),
    };
    let (ok, message) = match outcome {
        Ok(canonical) => (true, canonical),
        Err(error) => {
            if !error_offset.is_null() {
                // SAFETY: non-null and writable per the contract.
                unsafe { *error_offset = error.offset as i64 };
            }
            (false, error.message)
        }
    };
    // SAFETY: `callback` and `user_data` come together from the caller; the
    // callback copies the text before returning.
    unsafe { callback(ffi::string_ref(&message), user_data) };
    ok
}
