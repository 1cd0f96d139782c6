//! Texts written once per function of a report and copied after: each
//! distinct map printed once, each shared list of function-level maps
//! written once. Bounded: dropped at the end of a function and whenever
//! they pass [`SHARED_TEXT_LIMIT`] bytes.

use indexing_analysis::SharedMaps;
use indexing_map::IndexingMap;
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// Texts by key (each with a value `V` computed with it), written once and
/// copied after, for one function of a report: dropped at the end of each
/// function and whenever they pass [`SHARED_TEXT_LIMIT`] bytes, so that
/// memory stays bounded.
struct TextCache<K, V = ()> {
    by_key: HashMap<K, (String, V)>,
    bytes: usize,
}

impl<K, V> Default for TextCache<K, V> {
    fn default() -> Self {
        TextCache { by_key: HashMap::default(), bytes: 0 }
    }
}

impl<K: std::hash::Hash + Eq, V> TextCache<K, V> {
    pub(super) fn get(&self, key: &K) -> Option<&(String, V)> {
        self.by_key.get(key)
    }

    fn insert(&mut self, key: K, text: String, value: V) {
        self.bytes += text.len();
        if self.bytes > SHARED_TEXT_LIMIT {
            self.clear();
            self.bytes = text.len();
        }
        self.by_key.insert(key, (text, value));
    }

    pub(super) fn clear(&mut self) {
        self.by_key.clear();
        self.bytes = 0;
    }
}

/// The printed form of the maps of a function's report, each distinct map
/// printed once (elementwise ops repeat the same maps across a function, and
/// function-level entries repeat them many times).
#[derive(Default)]
pub(super) struct MapTexts<'c>(TextCache<IndexingMap<'c>>);

impl<'c> MapTexts<'c> {
    /// Forgets every text (at the end of a function).
    pub(super) fn clear(&mut self) {
        self.0.clear();
    }

    /// The printed form of `map`.
    pub(super) fn text(&mut self, map: &IndexingMap<'c>) -> &str {
        if !self.0.by_key.contains_key(map) {
            let text = map.to_string();
            self.0.insert(map.clone(), text, ());
        }
        &self.0.by_key[map].0
    }
}

/// The text (JSON members or text lines) of the shared maps of
/// function-level entries already written in the function being written,
/// by the list's address: an entry whose maps another entry of the
/// function already has costs a lookup and a copy. The key holds the list,
/// so that its address stays its own; lists no other entry holds are not
/// kept (they cannot repeat).
///
/// With a key `K`, the text of something else computed from the list and
/// the key (the costs of an entry, from its maps and its tensors' sizes),
/// and a value `V` computed with it (what the function's summary takes of
/// those costs).
pub(super) struct SharedText<'c, K = (), V = ()>(TextCache<(ByAddress<'c>, K), V>);

impl<K, V> Default for SharedText<'_, K, V> {
    fn default() -> Self {
        SharedText(TextCache::default())
    }
}

/// A shared list compared and hashed by its address.
struct ByAddress<'c>(SharedMaps<'c>);

impl PartialEq for ByAddress<'_> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for ByAddress<'_> {}

impl std::hash::Hash for ByAddress<'_> {
    fn hash<H: std::hash::Hasher>(&self, hasher: &mut H) {
        Rc::as_ptr(&self.0).hash(hasher);
    }
}

/// Bytes of repeated text a [`ReportStream`](super::ReportStream) keeps at most, per cache.
const SHARED_TEXT_LIMIT: usize = 1 << 24;

impl<'c> SharedText<'c> {
    /// Writes the text of `maps` into `out` by `write` (the first time, or
    /// for a list nothing else holds) or as the copy of what it wrote
    /// before. `write` gets `out` and writes at its end.
    pub(super) fn write<O>(
        &mut self,
        maps: &SharedMaps<'c>,
        out: &mut O,
        write: impl FnOnce(&mut O),
        text: impl Fn(&mut O) -> &mut String,
    ) {
        self.write_keyed(maps, (), out, write, text)
    }
}

impl<'c, K: std::hash::Hash + Eq, V: Clone> SharedText<'c, K, V> {
    /// Forgets every text (at the end of a function).
    pub(super) fn clear(&mut self) {
        self.0.clear();
    }

    /// [`SharedText::write`] of the text `write` writes from `maps` and
    /// `key`, and the value `write` returns with it (the first time) or
    /// the copy of the one it returned before.
    pub(super) fn write_keyed<O>(
        &mut self,
        maps: &SharedMaps<'c>,
        key: K,
        out: &mut O,
        write: impl FnOnce(&mut O) -> V,
        text: impl Fn(&mut O) -> &mut String,
    ) -> V {
        let key = (ByAddress(maps.clone()), key);
        if let Some((done, value)) = self.0.get(&key) {
            text(out).push_str(done);
            return value.clone();
        }
        let start = text(out).len();
        let value = write(out);
        // Two holders: the entry and `key`; a third means another entry or
        // the analysis keeps the list, so it may come again.
        if Rc::strong_count(maps) > 2 {
            let done = text(out)[start..].to_owned();
            self.0.insert(key, done, value.clone());
        }
        value
    }
}
