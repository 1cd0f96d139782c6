//! Raw declarations of `mlir/include/IndexOpt/CAPI.h`. Only this crate uses
//! them; the safe wrappers are in the crate root.

use mlir_sys::{MlirAttribute, MlirContext, MlirDialectRegistry, MlirOperation, MlirStringRef};
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
    /// `hlo-indexing`: module, direction, fusion, format (0 text, 1 JSON),
    /// writer callback and its data.
    pub hlo_indexing:
        Option<unsafe extern "C" fn(MlirOperation, MlirStringRef, bool, c_int, StringCallback, *mut c_void) -> bool>,
}

/// The callback type of the MLIR C API (`MlirStringCallback`).
pub type StringCallback = unsafe extern "C" fn(MlirStringRef, *mut c_void);

/// A map hook: `(context, text, callback, user data, error offset) -> ok`.
pub type MapHook = unsafe extern "C" fn(MlirContext, MlirStringRef, StringCallback, *mut c_void, *mut i64) -> bool;

/// Mirrors `IndexOptMapHooks`: the Rust map library as seen from C++.
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct MapHooks {
    /// Parses a map and returns its canonical text.
    pub parse: Option<MapHook>,
    /// Parses, simplifies and returns the canonical text.
    pub simplify: Option<MapHook>,
}

/// `IndexOptDimensionNumbersKind`.
pub type DimensionNumbersKind = u32;

unsafe extern "C" {
    pub fn indexOptDimensionNumbersGetKind(attribute: MlirAttribute) -> DimensionNumbersKind;
    pub fn indexOptDimensionNumbersGetList(attribute: MlirAttribute, index: c_int, data: *mut *const i64) -> isize;
    pub fn indexOptDimensionNumbersGetInt(attribute: MlirAttribute, index: c_int, found: *mut bool) -> i64;
    pub fn indexOptRegisterMapHooks(hooks: *const MapHooks);
    pub fn indexOptMapAttrGet(context: MlirContext, text: MlirStringRef) -> MlirAttribute;
    pub fn indexOptAttributeIsAMap(attribute: MlirAttribute) -> bool;
    pub fn indexOptMapAttrGetText(attribute: MlirAttribute) -> MlirStringRef;
    pub fn indexOptRegisterDialects(registry: MlirDialectRegistry);
    pub fn indexOptRegisterPasses(hooks: *const PassHooks);
    pub fn indexOptEmitRemark(op: MlirOperation, message: MlirStringRef);
    pub fn indexOptSetReportSink(stream: *mut c_void, format: c_int);
    pub fn indexOptEmitError(op: MlirOperation, message: MlirStringRef);
    pub fn indexOptMain(argc: c_int, argv: *mut *mut c_char, version: *const c_char) -> c_int;
    pub fn indexOptPluginRegisterDialects(registry: *mut c_void);
}
