//! A memo looked up without building its key: the caller hashes the parts
//! the key is made of (borrowed) and says which kept key is the same, so
//! a hit costs a hash and a comparison, not the copies a key would take.

use crate::OperandMap;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// The hash of `parts` for a [`Memo`] (any hash the caller uses alike for
/// lookups and insertions).
pub(crate) fn hash_of(parts: &impl Hash) -> u64 {
    let mut hasher = FxHasher::default();
    parts.hash(&mut hasher);
    hasher.finish()
}

/// The hash of `items` (their number, then each) and then `tail`, for a
/// key made of a list the caller does not gather.
pub(crate) fn hash_each<T: Hash>(items: impl ExactSizeIterator<Item = T>, tail: &impl Hash) -> u64 {
    let mut hasher = FxHasher::default();
    hasher.write_usize(items.len());
    for item in items {
        item.hash(&mut hasher);
    }
    tail.hash(&mut hasher);
    hasher.finish()
}

/// Values by key, looked up by a hash and a comparison with the kept
/// keys; at most `limit` entries are kept (later ones are not).
pub(crate) struct Memo<K, V> {
    buckets: FxHashMap<u64, Vec<(K, V)>>,
    len: usize,
    limit: usize,
}

impl<K, V> Memo<K, V> {
    /// An empty memo keeping at most `limit` entries.
    pub(crate) fn new(limit: usize) -> Self {
        Memo { buckets: FxHashMap::default(), len: 0, limit }
    }

    /// The value kept under a key of hash `hash` for which `same` holds.
    pub(crate) fn get(&self, hash: u64, same: impl Fn(&K) -> bool) -> Option<&V> {
        self.buckets.get(&hash)?.iter().find(|(key, _)| same(key)).map(|(_, value)| value)
    }

    /// Keeps `value` under `key` of hash `hash` (unless the memo is full).
    pub(crate) fn insert(&mut self, hash: u64, key: K, value: V) {
        if self.len < self.limit {
            self.buckets.entry(hash).or_default().push((key, value));
            self.len += 1;
        }
    }
}

/// A map hashed for a [`Memo`] by the parts equal maps share, cheaply: its
/// affine map (uniqued by MLIR, hashed by identity), the bounds of its
/// dimension and range variables and how many runtime variables and
/// constraints it has (the constraints themselves are left to the
/// comparison).
pub(crate) struct MapHash<'m, 'c>(pub(crate) &'m indexing_map::IndexingMap<'c>);

impl Hash for MapHash<'_, '_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let map = self.0;
        indexing_map::expr::map_id(map.affine_map()).hash(state);
        for variables in [map.dims(), map.range_vars()] {
            state.write_usize(variables.len());
            variables.iter().for_each(|v| v.bounds.hash(state));
        }
        state.write_usize(map.rt_vars().len());
        state.write_usize(map.constraints().len());
    }
}

/// Whether two maps are the same, constraints in the same order (equal maps
/// have the same constraints as sets; the order shows in what is built from
/// them).
pub(crate) fn identical(a: &indexing_map::IndexingMap<'_>, b: &indexing_map::IndexingMap<'_>) -> bool {
    a == b && a.constraints() == b.constraints()
}

/// Whether `a` and `b` are the same map with the same provenance and
/// mark, constraints in the same order: what is composed from them, or
/// simplified, is the same.
pub(crate) fn same_operand_map(a: &OperandMap<'_>, b: &OperandMap<'_>) -> bool {
    identical(&a.map, &b.map)
        && a.superset == b.superset
        && a.rt_vars.len() == b.rt_vars.len()
        && a.rt_vars.iter().zip(&b.rt_vars).all(|(x, y)| {
            x.rt == y.rt
                && x.operand == y.operand
                && identical(&x.index, &y.index)
                && x.size == y.size
                && x.clamped == y.clamped
        })
}
