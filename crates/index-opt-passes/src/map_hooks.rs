//! The Rust map library behind `#indexing.map` and `simplify-indexing-maps`:
//! C-callable hooks that parse (and simplify) a map's text and return its
//! canonical text or a located error.

use index_opt_native::{MapHooks, StringCallback, str_from_ref, string_ref};
use indexing_map::{Ctx, IndexingMap};
use melior::ContextRef;
use mlir_sys::{MlirContext, MlirStringRef};
use std::ffi::c_void;

/// The hooks to register with the native layer.
pub fn hooks() -> MapHooks {
    MapHooks { parse: Some(parse_hook), simplify: Some(simplify_hook) }
}

/// Parses `text` and returns the canonical text of the map.
pub fn canonicalize(context: ContextRef<'_>, text: &str) -> Result<String, (usize, String)> {
    IndexingMap::parse(Ctx::from(context), text)
        .map(|map| map.to_string())
        .map_err(|error| (error.offset, error.message))
}

/// Parses `text`, simplifies the map and removes unused range and runtime
/// variables, and returns the canonical text.
pub fn simplify(context: ContextRef<'_>, text: &str) -> Result<String, (usize, String)> {
    let mut map = IndexingMap::parse(Ctx::from(context), text).map_err(|error| (error.offset, error.message))?;
    map.simplify();
    map.remove_unused_symbols();
    Ok(map.to_string())
}

unsafe extern "C" fn parse_hook(
    context: MlirContext,
    text: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
    error_offset: *mut i64,
) -> bool {
    // SAFETY: the native layer passes a live context, a valid string, a
    // callback with its data and a writable offset.
    unsafe { run_hook(context, text, callback, user_data, error_offset, canonicalize) }
}

unsafe extern "C" fn simplify_hook(
    context: MlirContext,
    text: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
    error_offset: *mut i64,
) -> bool {
    // SAFETY: as in `parse_hook`.
    unsafe { run_hook(context, text, callback, user_data, error_offset, simplify) }
}

/// Runs `work` on the text and reports through `callback`; panics become
/// errors (a panic must not unwind into C++).
///
/// # Safety
/// See `parse_hook`.
unsafe fn run_hook(
    context: MlirContext,
    text: MlirStringRef,
    callback: StringCallback,
    user_data: *mut c_void,
    error_offset: *mut i64,
    work: fn(ContextRef<'_>, &str) -> Result<String, (usize, String)>,
) -> bool {
    // SAFETY: guaranteed by the caller.
    let (context, text) = unsafe { (ContextRef::from_raw(context), str_from_ref(text)) };
    let outcome = match text {
        None => Err((0, "the map text is not valid UTF-8".to_owned())),
        Some(text) => std::panic::catch_unwind(|| work(context, text))
            .unwrap_or_else(|_| Err((0, "internal error in index-opt's map library".to_owned()))),
    };
    let (ok, message) = match outcome {
        Ok(canonical) => (true, canonical),
        Err((offset, message)) => {
            if !error_offset.is_null() {
                // SAFETY: non-null and writable per the contract.
                unsafe { *error_offset = offset as i64 };
            }
            (false, message)
        }
    };
    // SAFETY: the callback copies the text before returning.
    unsafe { callback(string_ref(&message), user_data) };
    ok
}
