//! The Rust implementations of index-opt's passes.
//!
//! Passes are declared in ODS (`mlir/include/IndexOpt/Transforms/Passes.td`);
//! the generated C++ pass classes forward to the hooks registered by
//! [`register`]. Each pass is a module of its own with a safe entry point
//! taking an [`OperationRef`]; the `extern "C"` trampolines live here and do
//! nothing but convert the handle and catch panics (a panic must never
//! unwind into C++).

pub mod hlo_indexing;
pub mod list_ops;
pub mod map_hooks;

use index_opt_native::PassHooks;
use melior::ir::OperationRef;
use mlir_sys::{MlirOperation, MlirStringRef};
use std::ffi::{c_int, c_void};

/// Registers all index-opt passes in MLIR's global pass registry and the
/// map hooks (see [`register_map_hooks`]). Call once per process before
/// parsing pass pipelines; later calls do nothing.
pub fn register() {
    register_map_hooks();
    index_opt_native::register_passes(&PassHooks {
        list_ops: Some(list_ops_hook),
        hlo_indexing: Some(hlo_indexing_hook),
    });
}

/// Installs the Rust map library behind the `#indexing.map` attribute and
/// the `simplify-indexing-maps` pass. Parsing IR with `#indexing.map`
/// attributes needs it.
pub fn register_map_hooks() {
    index_opt_native::register_map_hooks(&map_hooks::hooks());
}

/// Runs `pass` on the operation behind `raw`, turning a panic into a located
/// error and pass failure.
fn run_guarded(raw: MlirOperation, pass: impl FnOnce(&OperationRef) -> bool) -> bool {
    // SAFETY: MLIR hands the hook the live operation the pass runs on.
    let op = unsafe { OperationRef::from_raw(raw) };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pass(&op))) {
        Ok(success) => success,
        Err(payload) => {
            let reason = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            index_opt_native::emit_error(&op, &format!("internal error in index-opt: {reason}"));
            false
        }
    }
}

unsafe extern "C" fn list_ops_hook(raw: MlirOperation) -> bool {
    run_guarded(raw, list_ops::run)
}

unsafe extern "C" fn hlo_indexing_hook(
    raw: MlirOperation,
    direction: MlirStringRef,
    fusion: bool,
    format: c_int,
    write: index_opt_native::StringCallback,
    user_data: *mut c_void,
) -> bool {
    // SAFETY: the native layer passes a valid string for the option.
    let direction = unsafe { index_opt_native::str_from_ref(direction) }.unwrap_or("").to_owned();
    run_guarded(raw, move |op| match hlo_indexing::run(op, &direction, fusion, format) {
        Ok(report) => {
            // SAFETY: the writer copies the text before returning.
            unsafe { write(index_opt_native::string_ref(&report), user_data) };
            true
        }
        Err(message) => {
            index_opt_native::emit_error(op, &message);
            false
        }
    })
}
