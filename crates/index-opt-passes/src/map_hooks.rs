//! The Rust map library behind `#indexing.map` and `simplify-indexing-maps`:
//! parse (and simplify) a map's text and return its canonical text or a
//! located error. The native layer calls these from C++.

use index_opt_native::{MapImplementations, MapTextError};
use indexing_map::{Ctx, IndexingMap};
use melior::ContextRef;

/// The implementations to register with the native layer.
pub fn implementations() -> MapImplementations {
    MapImplementations { parse: canonicalize, simplify }
}

/// Parses `text` and returns the canonical text of the map.
pub fn canonicalize(context: ContextRef<'_>, text: &str) -> Result<String, MapTextError> {
    IndexingMap::parse(Ctx::from(context), text)
        .map(|map| map.to_string())
        .map_err(|error| MapTextError { offset: error.offset, message: error.message })
}

/// Parses `text`, simplifies the map and removes unused range and runtime
/// variables, and returns the canonical text.
pub fn simplify(context: ContextRef<'_>, text: &str) -> Result<String, MapTextError> {
    let mut map = IndexingMap::parse(Ctx::from(context), text)
        .map_err(|error| MapTextError { offset: error.offset, message: error.message })?;
    map.simplify();
    map.remove_unused_symbols();
    Ok(map.to_string())
}
