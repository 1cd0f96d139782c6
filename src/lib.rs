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

pub mod ffi;
pub mod stablehlo;

use melior::ir::OperationRef;
use melior::ir::attribute::AttributeLike;
use mlir_sys::MlirStringRef;
use std::ffi::{CString, c_char, c_int};

pub use ffi::{MapHook, MapHooks, PassHooks, StringCallback};

/// Registers index-opt's own dialects (`indexing`, ...) in `registry`.
pub fn register_dialects(registry: &melior::dialect::DialectRegistry) {
    // SAFETY: the registry handle is valid for the duration of the call.
    unsafe { ffi::indexOptRegisterDialects(registry.to_raw()) }
}

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

/// Registers index-opt's passes in MLIR's global pass registry, implemented by
/// `hooks`. Only the first call in a process has an effect.
pub fn register_passes(hooks: &PassHooks) {
    // SAFETY: `hooks` is copied by the callee.
    unsafe { ffi::indexOptRegisterPasses(hooks) }
}

/// Installs the map hooks the `#indexing.map` parser and the
/// `simplify-indexing-maps` pass call. Later calls replace earlier ones.
pub fn register_map_hooks(hooks: &MapHooks) {
    // SAFETY: `hooks` is copied by the callee.
    unsafe { ffi::indexOptRegisterMapHooks(hooks) }
}

/// `#indexing.map<text>` in `context`; `text` should be canonical (as the
/// map library prints it).
pub fn map_attribute<'c>(context: &'c melior::Context, text: &str) -> melior::ir::Attribute<'c> {
    // SAFETY: the context is alive for 'c; the text is copied by MLIR.
    unsafe { melior::ir::Attribute::from_raw(ffi::indexOptMapAttrGet(context.to_raw(), string_ref(text))) }
}

/// The text of `attribute` if it is an `#indexing.map`.
pub fn map_attribute_text(attribute: melior::ir::Attribute<'_>) -> Option<String> {
    // SAFETY: the attribute handle is valid; the text is owned by the
    // uniqued attribute and copied before return.
    unsafe {
        if !ffi::indexOptAttributeIsAMap(attribute.to_raw()) {
            return None;
        }
        let text = ffi::indexOptMapAttrGetText(attribute.to_raw());
        let bytes = std::slice::from_raw_parts(text.data.cast::<u8>(), text.length);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Reads a C string reference as `&str` (lossless for UTF-8 input, `None`
/// otherwise).
///
/// # Safety
/// `text` must point to `text.length` readable bytes for the duration of
/// the returned borrow.
pub unsafe fn str_from_ref<'a>(text: MlirStringRef) -> Option<&'a str> {
    if text.length == 0 {
        return Some("");
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) };
    std::str::from_utf8(bytes).ok()
}

/// Creates a `MlirStringRef` viewing `text`.
pub fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef { data: text.as_ptr().cast::<c_char>(), length: text.len() }
}

/// Emits a remark located at `op`, through the context's diagnostic handlers.
pub fn emit_remark(op: &OperationRef, message: &str) {
    // SAFETY: `op` is a live operation; the message outlives the call.
    unsafe { ffi::indexOptEmitRemark(op.to_raw(), string_ref(message)) }
}

/// Emits an error located at `op`, through the context's diagnostic handlers.
pub fn emit_error(op: &OperationRef, message: &str) {
    // SAFETY: `op` is a live operation; the message outlives the call.
    unsafe { ffi::indexOptEmitError(op.to_raw(), string_ref(message)) }
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
    let version = version.to_owned();
    let driver = std::thread::Builder::new()
        .name("index-opt".into())
        .stack_size(DRIVER_STACK_BYTES)
        .spawn(move || run_driver(args, &version));
    match driver.map(|handle| handle.join()) {
        Ok(Ok(status)) => status,
        Ok(Err(_)) => {
            eprintln!("index-opt: error: internal error (panic) in the driver");
            1
        }
        Err(error) => {
            eprintln!("index-opt: error: cannot start the driver thread: {error}");
            1
        }
    }
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
    let mut argv: Vec<*mut c_char> = c_args.iter().map(|arg| arg.as_ptr().cast_mut()).collect();
    argv.push(std::ptr::null_mut());
    let argc = c_int::try_from(c_args.len()).unwrap_or(c_int::MAX);
    // SAFETY: argv is a NULL-terminated array of NUL-terminated strings that
    // outlive the call; MlirOptMain does not keep them.
    unsafe { ffi::indexOptMain(argc, argv.as_mut_ptr(), version.as_ptr()) }
}

/// `DialectPluginLibraryInfo` of `mlir/Tools/Plugins/DialectPlugin.h`, the
/// struct a dialect plugin returns from `mlirGetDialectPluginInfo`.
#[repr(C)]
pub struct DialectPluginInfo {
    /// `MLIR_PLUGIN_API_VERSION`.
    pub api_version: u32,
    /// The plugin's name (NUL-terminated, static).
    pub plugin_name: *const c_char,
    /// The plugin's version (NUL-terminated, static).
    pub plugin_version: *const c_char,
    /// Registers the plugin's dialects in a `mlir::DialectRegistry *`.
    pub register_dialect_registry_callbacks: unsafe extern "C" fn(*mut std::ffi::c_void),
}

/// `PassPluginLibraryInfo` of `mlir/Tools/Plugins/PassPlugin.h`, the struct
/// a pass plugin returns from `mlirGetPassPluginInfo`.
#[repr(C)]
pub struct PassPluginInfo {
    /// `MLIR_PLUGIN_API_VERSION`.
    pub api_version: u32,
    /// The plugin's name (NUL-terminated, static).
    pub plugin_name: *const c_char,
    /// The plugin's version (NUL-terminated, static).
    pub plugin_version: *const c_char,
    /// Registers the plugin's passes in MLIR's global pass registry.
    pub register_pass_registry_callbacks: extern "C" fn(),
}

/// `MLIR_PLUGIN_API_VERSION` of LLVM 22.
pub const PLUGIN_API_VERSION: u32 = 1;

const PLUGIN_NAME: &std::ffi::CStr = c"index-opt";
const PLUGIN_VERSION: &std::ffi::CStr = c"0.1.0";

/// The dialect plugin description: registers our dialects.
pub fn dialect_plugin_info() -> DialectPluginInfo {
    DialectPluginInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: PLUGIN_NAME.as_ptr(),
        plugin_version: PLUGIN_VERSION.as_ptr(),
        register_dialect_registry_callbacks: ffi::indexOptPluginRegisterDialects,
    }
}

/// The pass plugin description, registering passes through `register`.
pub fn pass_plugin_info(register: extern "C" fn()) -> PassPluginInfo {
    PassPluginInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: PLUGIN_NAME.as_ptr(),
        plugin_version: PLUGIN_VERSION.as_ptr(),
        register_pass_registry_callbacks: register,
    }
}
