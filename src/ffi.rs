//! Raw declarations of `mlir/include/IndexOpt/CAPI.h`. Only this crate uses
//! them; the safe wrappers are in the crate root.

use mlir_sys::{MlirDialectRegistry, MlirOperation, MlirStringRef};
use std::ffi::{c_char, c_int, c_void};

/// The Rust implementations of the passes declared in
/// `mlir/include/IndexOpt/Transforms/Passes.td` (mirrors
/// `IndexOptPassHooks`). Each returns false after emitting a diagnostic to
/// fail the pass; `None` makes the pass fail as not available.
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct PassHooks {
    /// `index-list-ops`.
    pub list_ops: Option<unsafe extern "C" fn(MlirOperation) -> bool>,
}

unsafe extern "C" {
    pub fn indexOptRegisterDialects(registry: MlirDialectRegistry);
    pub fn indexOptRegisterPasses(hooks: *const PassHooks);
    pub fn indexOptEmitRemark(op: MlirOperation, message: MlirStringRef);
    pub fn indexOptEmitError(op: MlirOperation, message: MlirStringRef);
    pub fn indexOptMain(argc: c_int, argv: *mut *mut c_char, version: *const c_char) -> c_int;
    pub fn indexOptPluginRegisterDialects(registry: *mut c_void);
}
