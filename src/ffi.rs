//! Calls from Rust into C: the declarations of
//! `mlir/include/IndexOpt/CAPI.h` and the few MLIR C API functions melior
//! does not wrap, each behind a safe function. This module and
//! [`crate::hooks`] (calls from C into Rust) are the only ones of the crate
//! allowed `unsafe` code; everything else goes through the functions here.
//!
//! Handles are taken from melior's types, whose lifetimes keep the context
//! (and with it every uniqued attribute and type) alive for the call.

use melior::dialect::DialectRegistry;
use melior::ir::attribute::AttributeLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeLike;
use melior::ir::{AffineExpr, Attribute, OperationRef, Type};
use melior::{Context, ContextRef};
use mlir_sys::{
    MlirAffineExpr, MlirAttribute, MlirContext, MlirDialectRegistry, MlirOperation, MlirStringRef, MlirType,
};
use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};

/// Mirrors `IndexOptReportFormat`: the form of a report, chosen with
/// `index-opt --indexing-report=text|json|html`,
/// `--liveness-report=text|json|svg` or `--tiling-report=text|json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum ReportFormat {
    /// `IndexOptReportFormatText`: human-readable text (the default).
    Text = 0,
    /// `IndexOptReportFormatJson`: JSON.
    Json = 1,
    /// `IndexOptReportFormatSvg`: an SVG picture (`buffer-liveness` only).
    Svg = 2,
    /// `IndexOptReportFormatHtml`: a self-contained HTML page
    /// (`hlo-indexing` only).
    Html = 3,
}

impl ReportFormat {
    /// The enumerator with C value `raw`, if there is one.
    pub fn from_raw(raw: c_uint) -> Option<Self> {
        [Self::Text, Self::Json, Self::Svg, Self::Html].into_iter().find(|format| *format as c_uint == raw)
    }
}

/// Mirrors `IndexOptDimensionNumbersKind`: which StableHLO
/// dimension-numbers attribute an attribute is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum DimensionNumbersKind {
    /// Any other attribute.
    None = 0,
    /// `#stablehlo.gather<...>`.
    Gather = 1,
    /// `#stablehlo.scatter<...>`.
    Scatter = 2,
    /// `#stablehlo.dot<...>`.
    Dot = 3,
    /// `#stablehlo.conv<...>`.
    Conv = 4,
    /// `#stablehlo.output_operand_alias<...>`.
    OutputOperandAlias = 5,
    /// `#chlo.ragged_dot<...>`.
    RaggedDot = 6,
    /// `#stablehlo.bounds<...>` (also written `#stablehlo.type_extensions<...>`:
    /// one attribute).
    Bounds = 7,
    /// `#stablehlo<transpose ...>`.
    Transpose = 8,
}

impl DimensionNumbersKind {
    /// The enumerator with C value `raw`, if there is one.
    pub fn from_raw(raw: c_uint) -> Option<Self> {
        [
            Self::None,
            Self::Gather,
            Self::Scatter,
            Self::Dot,
            Self::Conv,
            Self::OutputOperandAlias,
            Self::RaggedDot,
            Self::Bounds,
            Self::Transpose,
        ]
        .into_iter()
        .find(|kind| *kind as c_uint == raw)
    }
}

/// The callback type of the MLIR C API (`MlirStringCallback`).
pub(crate) type StringCallback = unsafe extern "C" fn(MlirStringRef, *mut c_void);

/// The `hloIndexing` member of `IndexOptPassHooks`: (module, direction,
/// fusion, counts, coalescing, annotate, format, report path, write, user
/// data). The format is the
/// raw value of an `IndexOptReportFormat` (a C enum is an `unsigned int`
/// here).
pub(crate) type HloIndexingHook = unsafe extern "C" fn(
    MlirOperation,
    MlirStringRef,
    bool,
    bool,
    MlirStringRef,
    bool,
    c_uint,
    MlirStringRef,
    StringCallback,
    *mut c_void,
) -> bool;

/// The `bufferLiveness` member of `IndexOptPassHooks`: (module, ordering,
/// reshape aliases, interference, annotate, format, write, user data).
pub(crate) type BufferLivenessHook =
    unsafe extern "C" fn(MlirOperation, MlirStringRef, bool, bool, bool, c_uint, StringCallback, *mut c_void) -> bool;

/// The `hloTiling` member of `IndexOptPassHooks`: (module, function,
/// result, argument, tile, list valid, annotate, format, write, user data).
pub(crate) type HloTilingHook = unsafe extern "C" fn(
    MlirOperation,
    MlirStringRef,
    c_uint,
    c_int,
    MlirStringRef,
    bool,
    bool,
    c_uint,
    StringCallback,
    *mut c_void,
) -> bool;

/// Mirrors `IndexOptPassHooks`.
#[repr(C)]
pub(crate) struct PassHooks {
    pub(crate) list_ops: Option<unsafe extern "C" fn(MlirOperation) -> bool>,
    pub(crate) hlo_indexing: Option<HloIndexingHook>,
    pub(crate) buffer_liveness: Option<BufferLivenessHook>,
    pub(crate) hlo_tiling: Option<HloTilingHook>,
}

/// A member of `IndexOptMapHooks`: `(context, text, callback, user data,
/// error offset) -> ok`.
pub(crate) type MapHook =
    unsafe extern "C" fn(MlirContext, MlirStringRef, StringCallback, *mut c_void, *mut i64) -> bool;

/// Mirrors `IndexOptMapHooks`.
#[repr(C)]
pub(crate) struct MapHooks {
    pub(crate) parse: Option<MapHook>,
    pub(crate) simplify: Option<MapHook>,
}

unsafe extern "C" {
    fn indexOptDimensionNumbersGetKind(attribute: MlirAttribute) -> c_uint;
    fn indexOptDimensionNumbersGetList(attribute: MlirAttribute, index: c_int, data: *mut *const i64) -> isize;
    fn indexOptDimensionNumbersGetInt(attribute: MlirAttribute, index: c_int, found: *mut bool) -> i64;
    fn indexOptRegisterMapHooks(hooks: *const MapHooks);
    fn indexOptMapAttrGet(context: MlirContext, text: MlirStringRef) -> MlirAttribute;
    fn indexOptAttributeIsAMap(attribute: MlirAttribute) -> bool;
    fn indexOptMapAttrGetText(attribute: MlirAttribute) -> MlirStringRef;
    fn indexOptUnknownAttrGet(context: MlirContext, reason: MlirStringRef) -> MlirAttribute;
    fn indexOptAttributeIsAnUnknown(attribute: MlirAttribute) -> bool;
    fn indexOptUnknownAttrGetReason(attribute: MlirAttribute) -> MlirStringRef;
    fn indexOptOperationIsElementwise(op: MlirOperation) -> bool;
    fn indexOptAffineExprView(
        expr: MlirAffineExpr,
        value: *mut i64,
        lhs: *mut MlirAffineExpr,
        rhs: *mut MlirAffineExpr,
    ) -> c_uint;
    fn indexOptRankedTensorShape(r#type: MlirType, sizes: *mut *const i64) -> isize;
    fn indexOptRegisterDialects(registry: MlirDialectRegistry);
    fn indexOptRegisterPasses(hooks: *const PassHooks);
    fn indexOptRegisterHloImport(hook: Option<HloImportHook>);
    fn indexOptEmitRemark(op: MlirOperation, message: MlirStringRef);
    fn indexOptEmitError(op: MlirOperation, message: MlirStringRef);
    fn indexOptMain(argc: c_int, argv: *mut *mut c_char, version: *const c_char) -> c_int;
    fn indexOptSetReportPath(path: *const c_char);
    fn indexOptRunReport(
        text: MlirStringRef,
        source_name: MlirStringRef,
        pipeline: MlirStringRef,
        pass: c_uint,
        format: c_uint,
        on_report: StringCallback,
        on_diagnostics: StringCallback,
        user_data: *mut c_void,
    ) -> bool;
    /// Referenced (never called) from Rust: the dialect plugin's callback.
    fn indexOptPluginRegisterDialects(registry: *mut c_void);
}

/// A `MlirStringRef` viewing `text` (valid as long as `text` is).
pub(crate) fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef { data: text.as_ptr().cast::<c_char>(), length: text.len() }
}

/// Reads a C string reference as `&str` (`None` unless it is UTF-8).
///
/// # Safety
/// `text` must point to `text.length` readable bytes for the duration of
/// the returned borrow (or have length 0).
pub(crate) unsafe fn str_from_ref<'a>(text: MlirStringRef) -> Option<&'a str> {
    if text.length == 0 {
        return Some("");
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) };
    std::str::from_utf8(bytes).ok()
}

/// Registers index-opt's own dialects (`indexing`, `stablehlo`, `chlo`,
/// `sdy`) in `registry`.
pub fn register_dialects(registry: &DialectRegistry) {
    // SAFETY: the registry handle is valid for the duration of the call.
    unsafe { indexOptRegisterDialects(registry.to_raw()) }
}

/// [`register_dialects`] on a raw registry handle (for C callers, which
/// hold no melior registry).
///
/// # Safety
/// `registry` must be a live dialect registry (or null: nothing happens).
pub unsafe fn register_dialects_raw(registry: MlirDialectRegistry) {
    if !registry.ptr.is_null() {
        // SAFETY: guaranteed by the caller.
        unsafe { indexOptRegisterDialects(registry) }
    }
}

/// Hands `hooks` (copied by the callee) to MLIR's pass registration. Only
/// the first call in a process has an effect.
pub(crate) fn register_pass_hooks(hooks: &PassHooks) {
    // SAFETY: `hooks` is a valid `IndexOptPassHooks` for the call; the
    // callee copies it.
    unsafe { indexOptRegisterPasses(hooks) }
}

/// Mirrors `IndexOptHloImportHook`.
pub(crate) type HloImportHook = unsafe extern "C" fn(MlirStringRef, MlirStringRef, StringCallback, *mut c_void) -> bool;

/// Installs the HLO importer of the driver and `indexOptRunReport`.
pub(crate) fn register_hlo_import_hook(hook: HloImportHook) {
    // SAFETY: the callee stores the function pointer, valid for the whole
    // process.
    unsafe { indexOptRegisterHloImport(Some(hook)) }
}

/// Installs `hooks` (copied by the callee) for the `#indexing.map` parser
/// and `simplify-indexing-maps`. Later calls replace earlier ones.
pub(crate) fn register_map_hooks(hooks: &MapHooks) {
    // SAFETY: `hooks` is a valid `IndexOptMapHooks` for the call; the
    // callee copies it.
    unsafe { indexOptRegisterMapHooks(hooks) }
}

/// `#indexing.map<text>` in `context`; `text` should be canonical (as the
/// map library prints it).
pub fn map_attribute<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    // SAFETY: the context is alive for 'c.
    unsafe { map_attribute_raw(context.to_raw(), text) }
}

/// `#indexing.map<text>` in the raw context `context`.
///
/// # Safety
/// `context` must be alive for `'c`.
unsafe fn map_attribute_raw<'c>(context: MlirContext, text: &str) -> Attribute<'c> {
    // SAFETY: the context owns the returned uniqued attribute (alive for
    // 'c, guaranteed by the caller); the text is copied by MLIR.
    unsafe { Attribute::from_raw(indexOptMapAttrGet(context, string_ref(text))) }
}

/// `#indexing.unknown<"reason">` in `context`.
pub fn unknown_attribute<'c>(context: ContextRef<'c>, reason: &str) -> Attribute<'c> {
    // SAFETY: the context is alive for 'c and owns the returned uniqued
    // attribute; the text is copied by MLIR.
    unsafe { Attribute::from_raw(indexOptUnknownAttrGet(raw_context(context), string_ref(reason))) }
}

/// The reason of `attribute` if it is an `#indexing.unknown`.
pub fn unknown_attribute_reason(attribute: Attribute<'_>) -> Option<String> {
    // SAFETY: the attribute is live.
    if !unsafe { indexOptAttributeIsAnUnknown(attribute.to_raw()) } {
        return None;
    }
    // SAFETY: the attribute is a live unknown; its text is owned by the
    // uniqued attribute and copied before return.
    Some(unsafe { owned_string(indexOptUnknownAttrGetReason(attribute.to_raw())) })
}

/// `#indexing.map<text>` in the context of a handle (`context`); `text`
/// should be canonical (as the map library prints it).
pub fn map_attribute_in<'c>(context: ContextRef<'c>, text: &str) -> Attribute<'c> {
    // SAFETY: a context reference is alive for 'c.
    unsafe { map_attribute_raw(raw_context(context), text) }
}

/// The builtin attributes annotations are made of, in the context of a
/// handle (melior's constructors want a `&Context`, which a pass does not
/// have): `[elements]`.
pub fn array_attribute<'c>(context: ContextRef<'c>, elements: &[Attribute<'c>]) -> Attribute<'c> {
    let raw: Vec<MlirAttribute> = elements.iter().map(|e| e.to_raw()).collect();
    // SAFETY: the elements live in `context`; MLIR copies the array.
    unsafe { Attribute::from_raw(mlir_sys::mlirArrayAttrGet(raw_context(context), raw.len() as isize, raw.as_ptr())) }
}

/// `{name = value, ...}` (the names distinct; MLIR sorts them).
pub fn dictionary_attribute<'c>(context: ContextRef<'c>, entries: &[(&str, Attribute<'c>)]) -> Attribute<'c> {
    let raw: Vec<mlir_sys::MlirNamedAttribute> = entries
        .iter()
        .map(|(name, value)| mlir_sys::MlirNamedAttribute {
            // SAFETY: the name is copied into the context.
            name: unsafe { mlir_sys::mlirIdentifierGet(raw_context(context), string_ref(name)) },
            attribute: value.to_raw(),
        })
        .collect();
    // SAFETY: the values live in `context`; MLIR copies the entries.
    unsafe {
        Attribute::from_raw(mlir_sys::mlirDictionaryAttrGet(raw_context(context), raw.len() as isize, raw.as_ptr()))
    }
}

/// `"text"`.
pub fn string_attribute<'c>(context: ContextRef<'c>, text: &str) -> Attribute<'c> {
    // SAFETY: MLIR copies the text into the context.
    unsafe { Attribute::from_raw(mlir_sys::mlirStringAttrGet(raw_context(context), string_ref(text))) }
}

/// `value : i64`.
pub fn integer_attribute<'c>(context: ContextRef<'c>, value: i64) -> Attribute<'c> {
    // SAFETY: the type and attribute are uniqued in `context`.
    unsafe {
        Attribute::from_raw(mlir_sys::mlirIntegerAttrGet(mlir_sys::mlirIntegerTypeGet(raw_context(context), 64), value))
    }
}

/// `value : f64`.
pub fn float_attribute(context: ContextRef<'_>, value: f64) -> Attribute<'_> {
    let raw = raw_context(context);
    // SAFETY: the type and attribute are uniqued in `context`.
    unsafe { Attribute::from_raw(mlir_sys::mlirFloatAttrDoubleGet(raw, mlir_sys::mlirF64TypeGet(raw), value)) }
}

/// `true` or `false`.
pub fn bool_attribute(context: ContextRef<'_>, value: bool) -> Attribute<'_> {
    // SAFETY: uniqued in `context`.
    unsafe { Attribute::from_raw(mlir_sys::mlirBoolAttrGet(raw_context(context), c_int::from(value))) }
}

/// `array<i64: values>`.
pub fn i64_array_attribute<'c>(context: ContextRef<'c>, values: &[i64]) -> Attribute<'c> {
    // SAFETY: MLIR copies the values into the context.
    unsafe {
        Attribute::from_raw(mlir_sys::mlirDenseI64ArrayGet(
            raw_context(context),
            values.len() as isize,
            values.as_ptr(),
        ))
    }
}

/// `unit`.
pub fn unit_attribute(context: ContextRef<'_>) -> Attribute<'_> {
    // SAFETY: uniqued in `context`.
    unsafe { Attribute::from_raw(mlir_sys::mlirUnitAttrGet(raw_context(context))) }
}

/// Sets the discardable attribute `name` of `op` to `value` (an
/// annotation; replaces one of the same name).
pub fn set_discardable_attribute(op: &OperationRef<'_, '_>, name: &str, value: Attribute<'_>) {
    // SAFETY: `op` is a live operation and `value` an attribute of its
    // context; MLIR copies the name. Passes run on one thread, and no Rust
    // reference into the op's attribute dictionary outlives this call.
    unsafe { mlir_sys::mlirOperationSetDiscardableAttributeByName(op.to_raw(), string_ref(name), value.to_raw()) }
}

/// The raw handle of a context reference.
fn raw_context(context: ContextRef<'_>) -> MlirContext {
    // SAFETY: `to_ref` views the reference (a local copy, alive for the
    // call) as a `Context` only to read its raw handle.
    unsafe { context.to_ref() }.to_raw()
}

/// A copy of a string MLIR owns.
///
/// # Safety
/// `text` must point at `text.length` readable bytes (or have length 0).
unsafe fn owned_string(text: MlirStringRef) -> String {
    if text.length == 0 {
        return String::new();
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// The text of `attribute` if it is an `#indexing.map`.
pub fn map_attribute_text(attribute: Attribute<'_>) -> Option<String> {
    // SAFETY: the attribute is live.
    if !unsafe { indexOptAttributeIsAMap(attribute.to_raw()) } {
        return None;
    }
    // SAFETY: the attribute is a live map; its text is owned by the uniqued
    // attribute and copied before return.
    Some(unsafe { owned_string(indexOptMapAttrGetText(attribute.to_raw())) })
}

/// Whether `op` is elementwise by its ODS traits: true for ops with MLIR's
/// `Elementwise` trait (`mlir/IR/OpBase.td`) — the elementwise ops of our
/// `stablehlo` and `chlo` dialects and upstream ones such as most of
/// `arith` and all of `math` — and for those with index-opt's
/// `ElementwiseWithScalarOperands` (`stablehlo.select`, `stablehlo.clamp`,
/// whose rank-0 operands are read whole; see
/// `mlir/include/IndexOpt/Interfaces/ElementwiseTraits.td`). False for every
/// other op, unregistered ones (`mhlo.copy`) included.
pub fn is_elementwise(op: &OperationRef<'_, '_>) -> bool {
    // SAFETY: `op` is a live operation.
    unsafe { indexOptOperationIsElementwise(op.to_raw()) }
}

/// Emits a remark located at `op`, through the context's diagnostic handlers.
pub fn emit_remark(op: &OperationRef<'_, '_>, message: &str) {
    // SAFETY: `op` is a live operation; the message outlives the call.
    unsafe { indexOptEmitRemark(op.to_raw(), string_ref(message)) }
}

/// Emits an error located at `op`, through the context's diagnostic handlers.
pub fn emit_error(op: &OperationRef<'_, '_>, message: &str) {
    // SAFETY: `op` is a live operation; the message outlives the call.
    unsafe { indexOptEmitError(op.to_raw(), string_ref(message)) }
}

/// A context handle from a C hook argument.
///
/// # Safety
/// `context` must be a live context for `'c`.
pub(crate) unsafe fn context_ref<'c>(context: MlirContext) -> ContextRef<'c> {
    // SAFETY: guaranteed by the caller.
    unsafe { ContextRef::from_raw(context) }
}

/// Runs `indexOptMain` (MLIR's `MlirOptMain` with our registrations) on
/// `args` and returns the exit status.
pub(crate) fn run_main(args: &[CString], version: &CStr) -> i32 {
    let mut argv: Vec<*mut c_char> = args.iter().map(|arg| arg.as_ptr().cast_mut()).collect();
    argv.push(std::ptr::null_mut());
    let argc = c_int::try_from(args.len()).unwrap_or(c_int::MAX);
    // SAFETY: argv is a NULL-terminated array of NUL-terminated strings that
    // outlive the call; MlirOptMain does not keep them (LLVM's option parser
    // copies what it keeps).
    unsafe { indexOptMain(argc, argv.as_mut_ptr(), version.as_ptr()) }
}

/// Mirrors `IndexOptReportPass`: which analysis writes a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum ReportPass {
    /// `hlo-indexing`.
    Indexing = 0,
    /// `buffer-liveness`.
    Liveness = 1,
    /// `hlo-tiling`.
    Tiling = 2,
}

/// What one `indexOptRunReport` call hands back.
#[derive(Default)]
struct ReportOutput {
    report: String,
    diagnostics: String,
}

unsafe extern "C" fn take_report(text: MlirStringRef, user_data: *mut c_void) {
    // SAFETY: `user_data` is the `ReportOutput` of `run_report`, alive for
    // the call; `text` is valid for this callback.
    unsafe { (*user_data.cast::<ReportOutput>()).report.push_str(&owned_string(text)) }
}

unsafe extern "C" fn take_diagnostics(text: MlirStringRef, user_data: *mut c_void) {
    // SAFETY: as in `take_report`.
    unsafe { (*user_data.cast::<ReportOutput>()).diagnostics.push_str(&owned_string(text)) }
}

/// `indexOptRunReport`: the report, or the diagnostics (as the driver
/// prints them) of a failed run. `page_path` (none: empty) is the file the
/// indexing report's HTML page will be written to, as the driver's `-o`
/// names it (`indexOptSetReportPath`): a page past the size limit writes
/// its chunks beside it.
pub(crate) fn run_report(
    text: &str,
    source_name: &str,
    pipeline: &str,
    pass: ReportPass,
    format: ReportFormat,
    page_path: &str,
) -> Result<String, String> {
    let Ok(page_path) = CString::new(page_path) else {
        return Err(format!("{source_name}: error: the page's path contains a NUL byte"));
    };
    // SAFETY: the callee copies the string.
    unsafe { indexOptSetReportPath(page_path.as_ptr()) };
    let mut output = ReportOutput::default();
    // SAFETY: the strings outlive the call, which copies what it keeps;
    // `output` outlives it and is only touched by the two callbacks.
    let ok = unsafe {
        indexOptRunReport(
            string_ref(text),
            string_ref(source_name),
            string_ref(pipeline),
            pass as c_uint,
            format as c_uint,
            take_report,
            take_diagnostics,
            (&mut output as *mut ReportOutput).cast(),
        )
    };
    // SAFETY: a null path is "none".
    unsafe { indexOptSetReportPath(std::ptr::null()) };
    if ok { Ok(output.report) } else { Err(output.diagnostics) }
}

/// Which dimension-numbers attribute `attribute` is.
pub(crate) fn dimension_numbers_kind(attribute: Attribute<'_>) -> DimensionNumbersKind {
    // SAFETY: the attribute is live.
    let raw = unsafe { indexOptDimensionNumbersGetKind(attribute.to_raw()) };
    DimensionNumbersKind::from_raw(raw).unwrap_or(DimensionNumbersKind::None)
}

/// List field `index` of a dimension-numbers attribute (`None` when out of
/// range), in the order `CAPI.h` documents for its kind.
pub(crate) fn dimension_numbers_list(attribute: Attribute<'_>, index: i32) -> Option<Vec<i64>> {
    let mut data: *const i64 = std::ptr::null();
    // SAFETY: the attribute is live; `data` is writable. The callee returns
    // a length and points `data` into the uniqued attribute (or returns -1).
    let length = unsafe { indexOptDimensionNumbersGetList(attribute.to_raw(), index, &mut data) };
    let length = usize::try_from(length).ok()?;
    if length == 0 || data.is_null() {
        return Some(Vec::new());
    }
    // SAFETY: `data` points at `length` elements owned by the attribute,
    // which the borrow of `attribute` keeps alive.
    Some(unsafe { std::slice::from_raw_parts(data, length) }.to_vec())
}

/// Integer field `index` of a dimension-numbers attribute (`None` when out
/// of range), in the order `CAPI.h` documents for its kind.
pub(crate) fn dimension_numbers_int(attribute: Attribute<'_>, index: i32) -> Option<i64> {
    let mut found = false;
    // SAFETY: the attribute is live; `found` is writable.
    let value = unsafe { indexOptDimensionNumbersGetInt(attribute.to_raw(), index, &mut found) };
    found.then_some(value)
}

/// The values of an `array<i1: ...>` attribute (melior has no wrapper for
/// `DenseBoolArrayAttr`).
pub(crate) fn dense_bool_array(attribute: Attribute<'_>) -> Option<Vec<bool>> {
    let raw = attribute.to_raw();
    // SAFETY: the attribute is live.
    if !unsafe { mlir_sys::mlirAttributeIsADenseBoolArray(raw) } {
        return None;
    }
    // SAFETY: the attribute is a live dense bool array.
    let length = unsafe { mlir_sys::mlirDenseArrayGetNumElements(raw) };
    // SAFETY: as above, and every index is below the length.
    Some((0..length).map(|index| unsafe { mlir_sys::mlirDenseBoolArrayGetElement(raw, index) }).collect())
}

/// An affine expression's kind and parts, as `indexOptAffineExprView`
/// gives them in one call (MLIR's C API asks one kind at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineExprParts<'c> {
    /// `d<position>`.
    Dim(usize),
    /// `s<position>`.
    Symbol(usize),
    /// An integer constant.
    Constant(i64),
    /// `lhs + rhs`.
    Add(AffineExpr<'c>, AffineExpr<'c>),
    /// `lhs * rhs`.
    Mul(AffineExpr<'c>, AffineExpr<'c>),
    /// `lhs mod rhs`.
    Mod(AffineExpr<'c>, AffineExpr<'c>),
    /// `lhs floordiv rhs`.
    FloorDiv(AffineExpr<'c>, AffineExpr<'c>),
    /// `lhs ceildiv rhs`.
    CeilDiv(AffineExpr<'c>, AffineExpr<'c>),
}

/// The kind and parts of `expr`, in one call.
pub fn affine_expr_parts(expr: AffineExpr<'_>) -> AffineExprParts<'_> {
    let mut value = 0i64;
    let (mut lhs, mut rhs) = (expr.to_raw(), expr.to_raw());
    // SAFETY: the expression is live; the outputs are writable. A binary
    // expression's operands live in its context, which `expr`'s lifetime
    // keeps alive.
    let kind = unsafe { indexOptAffineExprView(expr.to_raw(), &mut value, &mut lhs, &mut rhs) };
    // SAFETY: as above; `lhs` and `rhs` are `expr` itself unless `kind`
    // names a binary expression, whose operands the callee wrote.
    let (lhs, rhs) = unsafe { (AffineExpr::from_raw(lhs), AffineExpr::from_raw(rhs)) };
    // The values of `IndexOptAffineExprKind`.
    match kind {
        0 => AffineExprParts::Dim(value as usize),
        1 => AffineExprParts::Symbol(value as usize),
        2 => AffineExprParts::Constant(value),
        3 => AffineExprParts::Add(lhs, rhs),
        4 => AffineExprParts::Mul(lhs, rhs),
        5 => AffineExprParts::Mod(lhs, rhs),
        6 => AffineExprParts::FloorDiv(lhs, rhs),
        7 => AffineExprParts::CeilDiv(lhs, rhs),
        other => unreachable!("indexOptAffineExprView returned kind {other}"),
    }
}

/// The sizes of a ranked tensor type (`mlirShapedTypeGetDynamicSize()` for
/// a dynamic one), in one call; `None` for any other type.
pub fn ranked_tensor_shape<'c>(r#type: Type<'c>) -> Option<&'c [i64]> {
    let mut sizes: *const i64 = std::ptr::null();
    // SAFETY: the type is live; `sizes` is writable.
    let rank = unsafe { indexOptRankedTensorShape(r#type.to_raw(), &mut sizes) };
    let rank = usize::try_from(rank).ok()?;
    if rank == 0 || sizes.is_null() {
        return Some(&[]);
    }
    // SAFETY: `sizes` points at `rank` sizes owned by the uniqued type,
    // which lives as long as its context, `'c`.
    Some(unsafe { std::slice::from_raw_parts(sizes, rank) })
}

/// The element type of a shaped type (ranked or unranked tensor, vector,
/// memref); `None` for any other type. melior offers the element type only
/// per concrete shaped type, and dense attributes may be typed by a tensor
/// or a vector.
pub(crate) fn shaped_element_type(r#type: Type<'_>) -> Option<Type<'_>> {
    // SAFETY: the type is live.
    if !unsafe { mlir_sys::mlirTypeIsAShaped(r#type.to_raw()) } {
        return None;
    }
    // SAFETY: the type is a live shaped type; its element type lives in the
    // same context.
    Some(unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(r#type.to_raw())) })
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
    pub register_dialect_registry_callbacks: unsafe extern "C" fn(*mut c_void),
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

const PLUGIN_NAME: &CStr = c"index-opt";
const PLUGIN_VERSION: &CStr = c"0.1.0";

/// The dialect plugin description: registers our dialects.
pub fn dialect_plugin_info() -> DialectPluginInfo {
    DialectPluginInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: PLUGIN_NAME.as_ptr(),
        plugin_version: PLUGIN_VERSION.as_ptr(),
        register_dialect_registry_callbacks: indexOptPluginRegisterDialects,
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
