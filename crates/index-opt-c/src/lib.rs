//! index-opt's C API (`include/index-opt-c/*.h`): the functions C and C++
//! MLIR tools call, over the handles of MLIR's own C API. A thin face over
//! the library crates, like the driver and the plugin.
//!
//! Every exported function converts the C handles, runs the library call
//! inside `guard` (a panic becomes the documented failure value and a
//! message, never an unwind into C) and hands results back as owned boxes
//! behind opaque handles. Handles carry `'static` lifetimes here: the C
//! caller keeps the MLIR context alive for as long as it holds them (the
//! headers say so). This file is the crate's FFI module (see
//! `tests/unsafe_seam.rs`).

#![allow(unsafe_code)]
#![warn(missing_docs)]

use buffer_liveness::{ModuleResult, Ordering};
use index_opt_report::report::{maps_reads, superset};
use indexing_analysis::fusion::{self, Fusion};
use indexing_analysis::{Direction, Entry, Maps, OperandMap};
use indexing_map::{Ctx, IndexingMap, Interval};
use melior::ContextRef;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;
use mlir_sys::{
    MlirAffineExpr, MlirAffineMap, MlirContext, MlirDialectRegistry, MlirModule, MlirOperation, MlirStringCallback,
    MlirStringRef,
};
use std::collections::HashMap;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// `IndexOptIndexingMap`.
#[repr(C)]
pub struct MapHandle {
    ptr: *mut IndexingMap<'static>,
}

/// `IndexOptIndexing`.
#[repr(C)]
pub struct IndexingHandle {
    ptr: *mut Indexing,
}

/// What an indexing handle holds: the entries and the text of each
/// entry's unknown reason (empty where known), which the handle lends out.
pub struct Indexing {
    entries: Vec<Entry<'static>>,
    reasons: Vec<String>,
    /// Per entry, the element count of the operand (argument) it reads,
    /// where static and the maps are output-to-input: no count exceeds it.
    operand_elements: Vec<Option<u64>>,
}

/// `IndexOptLiveness`.
#[repr(C)]
pub struct LivenessHandle {
    ptr: *mut Liveness,
}

/// `IndexOptReadCounts`.
#[repr(C)]
pub struct ReadCounts {
    distinct_lower: i64,
    distinct_upper: i64,
    total_lower: i64,
    total_upper: i64,
    points: i64,
    exact: bool,
}

/// What a liveness handle holds: the analysis and the live bytes of each
/// ordered op, by the op's address.
pub struct Liveness {
    result: ModuleResult,
    live_bytes: HashMap<usize, u64>,
}

/// An `onError` callback and its user data (the callback may be absent).
#[derive(Clone, Copy)]
struct OnError(MlirStringCallback, *mut c_void);

impl OnError {
    fn report(self, message: &str) {
        if let Some(callback) = self.0 {
            // SAFETY: the caller passed the callback with its user data; the
            // message outlives the call.
            unsafe { callback(string_ref(message), self.1) }
        }
    }
}

fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef { data: text.as_ptr().cast(), length: text.len() }
}

/// The text of a C string reference (`None` if not UTF-8 or null).
///
/// # Safety
/// `text` must point at `text.length` readable bytes, or be empty.
unsafe fn str_of<'t>(text: MlirStringRef) -> Option<&'t str> {
    if text.length == 0 {
        return Some("");
    }
    if text.data.is_null() {
        return None;
    }
    // SAFETY: guaranteed by the caller.
    std::str::from_utf8(unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) }).ok()
}

/// Runs `body`; a panic gives `failure` and a message to `on_error`.
fn guard<T>(on_error: OnError, failure: T, body: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown".into());
            on_error.report(&format!("index-opt: internal error: {what}"));
            failure
        }
    }
}

/// A borrowed view of a handle's box (`None` when null).
///
/// # Safety
/// `ptr` must be null or come from `Box::into_raw` of a live box.
unsafe fn view<'h, T>(ptr: *mut T) -> Option<&'h T> {
    // SAFETY: guaranteed by the caller.
    unsafe { ptr.as_ref() }
}

/// An operation handle (`None` when null).
fn operation(raw: MlirOperation) -> Option<OperationRef<'static, 'static>> {
    // SAFETY: a non-null operation handle from the caller is live while the
    // call runs (the headers' contract).
    (!raw.ptr.is_null()).then(|| unsafe { OperationRef::from_raw(raw) })
}

fn new_map(map: IndexingMap<'static>) -> MapHandle {
    MapHandle { ptr: Box::into_raw(Box::new(map)) }
}

const NULL_MAP: MapHandle = MapHandle { ptr: std::ptr::null_mut() };
const NULL_INDEXING: IndexingHandle = IndexingHandle { ptr: std::ptr::null_mut() };
const NULL_LIVENESS: LivenessHandle = LivenessHandle { ptr: std::ptr::null_mut() };

// ---------------------------------------------------------------------------
// Registration.h

/// `indexOptRegisterAllDialects`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptRegisterAllDialects(registry: MlirDialectRegistry) {
    if registry.ptr.is_null() {
        return;
    }
    guard(OnError(None, std::ptr::null_mut()), (), || {
        index_opt_passes::register_map_hooks();
        // SAFETY: the caller's registry is live for the call.
        unsafe { index_opt_native::register_dialects_raw(registry) };
    })
}

/// `indexOptRegisterAllPasses`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptRegisterAllPasses() {
    guard(OnError(None, std::ptr::null_mut()), (), index_opt_passes::register)
}

// ---------------------------------------------------------------------------
// Hlo.h

/// `indexOptIsHloText`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIsHloText(text: MlirStringRef) -> bool {
    // SAFETY: the caller's string reference is readable for the call.
    unsafe { str_of(text) }.is_some_and(hlo_text::is_hlo)
}

/// `indexOptHloModuleParse`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptHloModuleParse(
    context: MlirContext,
    text: MlirStringRef,
    source_name: MlirStringRef,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> MlirModule {
    let on_error = OnError(on_error, user_data);
    let null = MlirModule { ptr: std::ptr::null_mut() };
    if context.ptr.is_null() {
        on_error.report("index-opt: a null context");
        return null;
    }
    guard(on_error, null, || {
        // SAFETY: the caller's string references are readable for the call.
        let (Some(text), Some(name)) = (unsafe { str_of(text) }, unsafe { str_of(source_name) }) else {
            on_error.report("index-opt: the HLO text and its name must be UTF-8");
            return null;
        };
        let mlir = match hlo_text::hlo_to_mlir_diagnosed(text, if name.is_empty() { "<hlo>" } else { name }) {
            Ok(mlir) => mlir,
            Err(diagnostic) => {
                on_error.report(&diagnostic);
                return null;
            }
        };
        // SAFETY: the context is live (the caller's contract) and the text
        // outlives the call; MLIR copies what it keeps.
        let module = unsafe { mlir_sys::mlirModuleCreateParse(context, string_ref(&mlir)) };
        if module.ptr.is_null() {
            on_error.report("index-opt: MLIR rejected the imported HLO module (its diagnostics name the instructions)");
        }
        module
    })
}

// ---------------------------------------------------------------------------
// IndexingMap.h

/// `indexOptIndexingMapParse`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapParse(
    context: MlirContext,
    text: MlirStringRef,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> MapHandle {
    let on_error = OnError(on_error, user_data);
    if context.ptr.is_null() {
        on_error.report("index-opt: null context");
        return NULL_MAP;
    }
    guard(on_error, NULL_MAP, || {
        // SAFETY: the caller's text reference is valid for the call.
        let Some(text) = (unsafe { str_of(text) }) else {
            on_error.report("index-opt: the map text is not UTF-8");
            return NULL_MAP;
        };
        // SAFETY: the caller's context is live while the map lives.
        let context = unsafe { ContextRef::from_raw(context) };
        match IndexingMap::parse(Ctx::from(context), text) {
            Ok(map) => new_map(map),
            Err(error) => {
                on_error.report(&format!("invalid indexing map at {error}"));
                NULL_MAP
            }
        }
    })
}

/// `indexOptIndexingMapDestroy`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapDestroy(map: MapHandle) {
    if !map.ptr.is_null() {
        // SAFETY: the handle owns the box (headers: destroyed once).
        drop(unsafe { Box::from_raw(map.ptr) });
    }
}

/// `indexOptIndexingMapPrint`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapPrint(map: MapHandle, callback: MlirStringCallback, user_data: *mut c_void) {
    // SAFETY: a non-null handle holds a live map.
    let Some(map) = (unsafe { view(map.ptr) }) else { return };
    guard(OnError(None, std::ptr::null_mut()), (), || OnError(callback, user_data).report(&map.to_string()))
}

/// `indexOptIndexingMapEqual`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapEqual(a: MapHandle, b: MapHandle) -> bool {
    // SAFETY: non-null handles hold live maps.
    match unsafe { (view(a.ptr), view(b.ptr)) } {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// `indexOptIndexingMapSimplify`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapSimplify(map: MapHandle) -> MapHandle {
    // SAFETY: a non-null handle holds a live map.
    let Some(map) = (unsafe { view(map.ptr) }) else { return NULL_MAP };
    guard(OnError(None, std::ptr::null_mut()), NULL_MAP, || {
        let mut simplified = map.clone();
        simplified.simplify();
        simplified.remove_unused_symbols();
        new_map(simplified)
    })
}

/// `indexOptIndexingMapCompose`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapCompose(
    first: MapHandle,
    second: MapHandle,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> MapHandle {
    let on_error = OnError(on_error, user_data);
    // SAFETY: non-null handles hold live maps.
    let (Some(first), Some(second)) = (unsafe { (view(first.ptr), view(second.ptr)) }) else {
        on_error.report("index-opt: null indexing map");
        return NULL_MAP;
    };
    guard(on_error, NULL_MAP, || match first.compose(second) {
        Ok(mut composed) => {
            composed.simplify();
            new_map(composed)
        }
        Err(error) => {
            on_error.report(&error.to_string());
            NULL_MAP
        }
    })
}

/// The variables of `kind` (0 dimension, 1 range, 2 runtime).
fn variables<'m>(map: &'m IndexingMap<'_>, kind: u32) -> Option<Vec<Interval>> {
    let list: &'m [indexing_map::Variable] = match kind {
        0 => map.dims(),
        1 => map.range_vars(),
        2 => map.rt_vars(),
        _ => return None,
    };
    Some(list.iter().map(|v| v.bounds).collect())
}

/// `indexOptIndexingMapGetNumVariables`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapGetNumVariables(map: MapHandle, kind: u32) -> isize {
    // SAFETY: a non-null handle holds a live map.
    let Some(map) = (unsafe { view(map.ptr) }) else { return -1 };
    variables(map, kind).map_or(-1, |v| v.len() as isize)
}

/// `indexOptIndexingMapGetVariableBounds`.
///
/// # Safety
/// The output pointers must be writable or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn indexOptIndexingMapGetVariableBounds(
    map: MapHandle,
    kind: u32,
    position: isize,
    lower: *mut i64,
    upper: *mut i64,
) -> bool {
    // SAFETY: a non-null handle holds a live map.
    let Some(map) = (unsafe { view(map.ptr) }) else { return false };
    let Some(bounds) =
        variables(map, kind).and_then(|v| usize::try_from(position).ok().and_then(|p| v.get(p).copied()))
    else {
        return false;
    };
    write_bounds(bounds, lower, upper);
    true
}

fn write_bounds(bounds: Interval, lower: *mut i64, upper: *mut i64) {
    // SAFETY: the caller passes writable pointers or null.
    unsafe {
        if let Some(lower) = lower.as_mut() {
            *lower = bounds.lower;
        }
        if let Some(upper) = upper.as_mut() {
            *upper = bounds.upper;
        }
    }
}

/// `indexOptIndexingMapGetNumResults`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapGetNumResults(map: MapHandle) -> isize {
    // SAFETY: a non-null handle holds a live map.
    unsafe { view(map.ptr) }.map_or(-1, |m| m.results().len() as isize)
}

const NULL_EXPR: MlirAffineExpr = MlirAffineExpr { ptr: std::ptr::null() };

/// `indexOptIndexingMapGetResult`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapGetResult(map: MapHandle, position: isize) -> MlirAffineExpr {
    // SAFETY: a non-null handle holds a live map.
    let Some(map) = (unsafe { view(map.ptr) }) else { return NULL_EXPR };
    usize::try_from(position).ok().and_then(|p| map.results().get(p).map(|e| e.to_raw())).unwrap_or(NULL_EXPR)
}

/// `indexOptIndexingMapGetNumConstraints`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapGetNumConstraints(map: MapHandle) -> isize {
    // SAFETY: a non-null handle holds a live map.
    unsafe { view(map.ptr) }.map_or(-1, |m| m.constraints().len() as isize)
}

/// `indexOptIndexingMapGetConstraint`.
///
/// # Safety
/// The output pointers must be writable or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn indexOptIndexingMapGetConstraint(
    map: MapHandle,
    position: isize,
    lower: *mut i64,
    upper: *mut i64,
) -> MlirAffineExpr {
    // SAFETY: a non-null handle holds a live map.
    let Some(map) = (unsafe { view(map.ptr) }) else { return NULL_EXPR };
    let Some((expr, bounds)) = usize::try_from(position).ok().and_then(|p| map.constraints().get(p)) else {
        return NULL_EXPR;
    };
    write_bounds(*bounds, lower, upper);
    expr.to_raw()
}

/// `indexOptIndexingMapGetAffineMap`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapGetAffineMap(map: MapHandle) -> MlirAffineMap {
    // SAFETY: a non-null handle holds a live map.
    unsafe { view(map.ptr) }.map_or(MlirAffineMap { ptr: std::ptr::null() }, |m| m.affine_map().to_raw())
}

/// `indexOptIndexingMapIsKnownEmpty`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingMapIsKnownEmpty(map: MapHandle) -> bool {
    // SAFETY: a non-null handle holds a live map.
    unsafe { view(map.ptr) }.is_some_and(IndexingMap::is_known_empty)
}

// ---------------------------------------------------------------------------
// Indexing.h

/// The `builtin.module` at the top of `op`'s ancestors.
fn top_module(op: OperationRef<'static, 'static>) -> OperationRef<'static, 'static> {
    let mut top = op;
    while let Some(parent) = top.parent_operation() {
        // SAFETY: the ancestors of a live op are live.
        top = unsafe { OperationRef::from_raw(parent.to_raw()) };
    }
    top
}

fn direction_of(raw: u32) -> Option<Direction> {
    match raw {
        0 => Some(Direction::OutputToInput),
        1 => Some(Direction::InputToOutput),
        _ => None,
    }
}

/// The element count of a static tensor type.
fn elements_of(r#type: melior::ir::Type<'_>) -> Option<u64> {
    indexing_analysis::ir::static_shape(r#type)
        .ok()?
        .iter()
        .try_fold(1u64, |n, &size| n.checked_mul(u64::try_from(size).ok()?))
}

/// `entries` with `operand_type(i)`, the type of the operand an entry with
/// operand `i` reads (output to input; `None` elsewhere).
fn new_indexing<'a>(
    entries: Vec<Entry<'static>>,
    operand_type: impl Fn(usize) -> Option<melior::ir::Type<'a>>,
) -> IndexingHandle {
    let reasons = entries
        .iter()
        .map(|e| match &e.maps {
            Maps::Unknown(reason) => reason.to_string(),
            Maps::Known(_) => String::new(),
        })
        .collect();
    let operand_elements = entries.iter().map(|e| operand_type(e.operand).and_then(elements_of)).collect();
    IndexingHandle { ptr: Box::into_raw(Box::new(Indexing { entries, reasons, operand_elements })) }
}

/// `indexOptComputeOpIndexing`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptComputeOpIndexing(
    op: MlirOperation,
    direction: u32,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> IndexingHandle {
    let on_error = OnError(on_error, user_data);
    let (Some(op), Some(direction)) = (operation(op), direction_of(direction)) else {
        on_error.report("index-opt: null operation or unknown direction");
        return NULL_INDEXING;
    };
    guard(on_error, NULL_INDEXING, || {
        let entries = match direction {
            Direction::OutputToInput => Fusion::new(&top_module(op)).op_indexing(op),
            Direction::InputToOutput => fusion::op_input_to_output_indexing(op),
        };
        let reads_operands = direction == Direction::OutputToInput;
        new_indexing(entries, |i| {
            reads_operands.then(|| op.operand(i).ok().map(|v| melior::ir::ValueLike::r#type(&v))).flatten()
        })
    })
}

/// `indexOptComputeFunctionIndexing`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptComputeFunctionIndexing(
    function: MlirOperation,
    direction: u32,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> IndexingHandle {
    let on_error = OnError(on_error, user_data);
    let (Some(function), Some(direction)) = (operation(function), direction_of(direction)) else {
        on_error.report("index-opt: null operation or unknown direction");
        return NULL_INDEXING;
    };
    let in_module =
        function.parent_operation().is_some_and(|p| p.name().as_string_ref().as_str() == Ok("builtin.module"));
    if function.name().as_string_ref().as_str() != Ok("func.func") || !in_module {
        let name = function.name().as_string_ref().as_str().unwrap_or("?").to_owned();
        on_error.report(&format!("index-opt: '{name}' is not a func.func directly inside a module"));
        return NULL_INDEXING;
    }
    guard(on_error, NULL_INDEXING, || {
        let entries = match direction {
            Direction::OutputToInput => {
                let name = fusion::function_name(&function);
                Fusion::new(&top_module(function)).function_indexing(&name).as_ref().clone()
            }
            Direction::InputToOutput => fusion::function_epilogue_indexing(function),
        };
        let reads_arguments = direction == Direction::OutputToInput;
        let body = function.region(0).ok().and_then(|r| melior::ir::RegionLike::first_block(&r));
        new_indexing(entries, |i| {
            let argument = reads_arguments.then(|| body.and_then(|b| melior::ir::BlockLike::argument(&b, i).ok()));
            argument.flatten().map(|a| melior::ir::ValueLike::r#type(&a))
        })
    })
}

/// `indexOptIndexingDestroy`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingDestroy(indexing: IndexingHandle) {
    if !indexing.ptr.is_null() {
        // SAFETY: the handle owns the box (destroyed once).
        drop(unsafe { Box::from_raw(indexing.ptr) });
    }
}

/// Entry `entry` of a handle.
fn entry_of<'h>(indexing: &IndexingHandle, entry: isize) -> Option<&'h Entry<'static>> {
    // SAFETY: a non-null handle holds live entries.
    let indexing = unsafe { view(indexing.ptr) }?;
    indexing.entries.get(usize::try_from(entry).ok()?)
}

fn known_maps<'e>(entry: &'e Entry<'static>) -> Option<&'e [OperandMap<'static>]> {
    match &entry.maps {
        Maps::Known(maps) => Some(maps),
        Maps::Unknown(_) => None,
    }
}

/// `indexOptIndexingGetNumEntries`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingGetNumEntries(indexing: IndexingHandle) -> isize {
    // SAFETY: a non-null handle holds live entries.
    unsafe { view(indexing.ptr) }.map_or(-1, |i| i.entries.len() as isize)
}

/// `indexOptIndexingGetEntryResult`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingGetEntryResult(indexing: IndexingHandle, entry: isize) -> isize {
    entry_of(&indexing, entry).map_or(-1, |e| e.result as isize)
}

/// `indexOptIndexingGetEntryOperand`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingGetEntryOperand(indexing: IndexingHandle, entry: isize) -> isize {
    entry_of(&indexing, entry).map_or(-1, |e| e.operand as isize)
}

/// `indexOptIndexingEntryIsUnknown`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingEntryIsUnknown(indexing: IndexingHandle, entry: isize) -> bool {
    entry_of(&indexing, entry).is_none_or(|e| known_maps(e).is_none())
}

/// `indexOptIndexingGetEntryUnknownReason`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingGetEntryUnknownReason(indexing: IndexingHandle, entry: isize) -> MlirStringRef {
    // SAFETY: a non-null handle holds live entries.
    let reason = unsafe { view(indexing.ptr) }.and_then(|i| i.reasons.get(usize::try_from(entry).ok()?));
    string_ref(reason.map_or("", String::as_str))
}

/// `indexOptIndexingEntryIsSuperset`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingEntryIsSuperset(indexing: IndexingHandle, entry: isize) -> bool {
    entry_of(&indexing, entry).and_then(known_maps).is_some_and(|maps| superset(maps).is_some())
}

/// `indexOptIndexingGetEntryNumMaps`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingGetEntryNumMaps(indexing: IndexingHandle, entry: isize) -> isize {
    entry_of(&indexing, entry).and_then(known_maps).map_or(-1, |maps| maps.len() as isize)
}

/// `indexOptIndexingGetEntryMap`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptIndexingGetEntryMap(indexing: IndexingHandle, entry: isize, map: isize) -> MapHandle {
    let found = entry_of(&indexing, entry)
        .and_then(known_maps)
        .and_then(|maps| maps.get(usize::try_from(map).ok()?))
        .map(|m| m.map.clone());
    found.map_or(NULL_MAP, new_map)
}

/// `indexOptIndexingGetEntryReads`.
///
/// # Safety
/// The output pointers must be writable or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn indexOptIndexingGetEntryReads(
    indexing: IndexingHandle,
    entry: isize,
    counts: *mut ReadCounts,
) -> bool {
    // SAFETY: the caller passes a writable pointer or null.
    let (Some(maps), Some(counts)) = (entry_of(&indexing, entry).and_then(known_maps), unsafe { counts.as_mut() })
    else {
        return false;
    };
    // SAFETY: a non-null handle holds live entries (entry_of found one).
    let elements = unsafe { view(indexing.ptr) }
        .and_then(|i| i.operand_elements.get(usize::try_from(entry).ok()?).copied())
        .flatten();
    guard(OnError(None, std::ptr::null_mut()), false, || {
        let reads = maps_reads(maps, elements);
        let signed = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        *counts = ReadCounts {
            distinct_lower: signed(reads.distinct.lower),
            distinct_upper: signed(reads.distinct.upper),
            total_lower: signed(reads.total.lower),
            total_upper: signed(reads.total.upper),
            points: signed(reads.points),
            exact: reads.distinct.lower == reads.distinct.upper && reads.total.lower == reads.total.upper,
        };
        true
    })
}

// ---------------------------------------------------------------------------
// Liveness.h

/// `indexOptComputeLiveness`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptComputeLiveness(
    module: MlirOperation,
    dependency: bool,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> LivenessHandle {
    let on_error = OnError(on_error, user_data);
    let Some(module) = operation(module) else {
        on_error.report("index-opt: null operation");
        return NULL_LIVENESS;
    };
    if module.name().as_string_ref().as_str() != Ok("builtin.module") {
        on_error.report("index-opt: liveness is computed on a builtin.module");
        return NULL_LIVENESS;
    }
    guard(on_error, NULL_LIVENESS, || {
        let options = buffer_liveness::Options {
            ordering: if dependency { Ordering::Dependency } else { Ordering::Sequential },
            ..buffer_liveness::Options::default()
        };
        let result = buffer_liveness::analyze_module(&module, options);
        let live_bytes = buffer_liveness::live_bytes_at_ops(&module, &result)
            .into_iter()
            .flat_map(|(_, ops)| ops)
            .map(|(op, bytes)| (op.to_raw().ptr as usize, bytes))
            .collect();
        LivenessHandle { ptr: Box::into_raw(Box::new(Liveness { result, live_bytes })) }
    })
}

/// `indexOptLivenessDestroy`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessDestroy(liveness: LivenessHandle) {
    if !liveness.ptr.is_null() {
        // SAFETY: the handle owns the box (destroyed once).
        drop(unsafe { Box::from_raw(liveness.ptr) });
    }
}

/// Function `function` of a handle: its model and figures.
fn function_of<'h>(
    liveness: &LivenessHandle,
    function: isize,
) -> Option<(&'h buffer_liveness::model::Function, &'h buffer_liveness::FunctionResult)> {
    // SAFETY: a non-null handle holds a live analysis.
    let liveness = unsafe { view(liveness.ptr) }?;
    let index = usize::try_from(function).ok()?;
    Some((liveness.result.program.functions.get(index)?, liveness.result.functions.get(index)?))
}

/// `indexOptLivenessGetNumFunctions`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessGetNumFunctions(liveness: LivenessHandle) -> isize {
    // SAFETY: a non-null handle holds a live analysis.
    unsafe { view(liveness.ptr) }.map_or(-1, |l| l.result.functions.len() as isize)
}

/// `indexOptLivenessGetFunctionName`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessGetFunctionName(liveness: LivenessHandle, function: isize) -> MlirStringRef {
    function_of(&liveness, function).map_or(string_ref(""), |(model, _)| string_ref(&model.name))
}

/// `indexOptLivenessGetPeakBytes`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessGetPeakBytes(liveness: LivenessHandle, function: isize) -> i64 {
    function_of(&liveness, function).map_or(-1, |(_, f)| i64::try_from(f.timeline.peak).unwrap_or(i64::MAX))
}

/// `indexOptLivenessPeakIsLowerBound`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessPeakIsLowerBound(liveness: LivenessHandle, function: isize) -> bool {
    function_of(&liveness, function).is_some_and(|(_, f)| f.timeline.lower_bound)
}

/// `indexOptLivenessGetArenaBytes`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessGetArenaBytes(liveness: LivenessHandle, function: isize) -> i64 {
    function_of(&liveness, function).map_or(-1, |(_, f)| i64::try_from(f.heap.arena).unwrap_or(i64::MAX))
}

/// `indexOptLivenessGetNumBuffers`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessGetNumBuffers(liveness: LivenessHandle, function: isize) -> isize {
    function_of(&liveness, function).map_or(-1, |(_, f)| f.liveness.buffers.len() as isize)
}

/// `indexOptLivenessGetLiveBytesAt`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessGetLiveBytesAt(liveness: LivenessHandle, op: MlirOperation) -> i64 {
    // SAFETY: a non-null handle holds a live analysis.
    let Some(liveness) = (unsafe { view(liveness.ptr) }) else { return -1 };
    liveness.live_bytes.get(&(op.ptr as usize)).map_or(-1, |&b| i64::try_from(b).unwrap_or(i64::MAX))
}

/// `indexOptLivenessMayInterfere`.
#[unsafe(no_mangle)]
pub extern "C" fn indexOptLivenessMayInterfere(liveness: LivenessHandle, function: isize, a: isize, b: isize) -> bool {
    // SAFETY: a non-null handle holds a live analysis.
    let Some(handle) = (unsafe { view(liveness.ptr) }) else { return true };
    let Some((_, figures)) = function_of(&liveness, function) else { return true };
    let buffers = figures.liveness.buffers.len();
    let (Ok(f), Ok(a), Ok(b)) = (usize::try_from(function), usize::try_from(a), usize::try_from(b)) else {
        return true;
    };
    if a >= buffers || b >= buffers {
        return true;
    }
    guard(OnError(None, std::ptr::null_mut()), true, || handle.result.may_interfere((f, a), (f, b)))
}
