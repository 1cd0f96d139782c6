//! What the maps of an entry read (`counts`) and cost the warps computing
//! its result (`coalescing`), memoized per distinct set of maps (and
//! shapes) of a function, with the figures derived from them.

use super::json::{json_coalescing, json_counts};
use super::text::{write_coalescing, write_counts};
use super::{COALESCING_BUDGET, COUNT_BUDGET, RtDims, Storage, superset};
use index_opt_ir::json::Fields;
use indexing_analysis::{Entry, Maps};
use indexing_map::coalesce::{self, Coalescing};
use indexing_map::count::{Count, Reads, count_reads_union};
use indexing_map::{IndexingMap, Interval};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// The key of an entry's coalescing figures besides its maps: their runtime
/// variables' dimensions, the result and operand shapes, the element size,
/// and whether the maps are a superset.
type CoalescingKey = (RtDims, Rc<[i64]>, Rc<[i64]>, u64, bool);

/// What the maps of an entry read and cost, computed once per distinct set
/// of maps (and shapes) of a function.
#[derive(Default)]
pub(super) struct Counter<'c> {
    memo: MapsMemo<'c, (), Reads>,
    warps: MapsMemo<'c, CoalescingKey, Rc<Coalescing>>,
}

/// Values by a list of maps and a key `K`, the lists held as copies (the
/// entries they come from are written and dropped one by one).
struct MapsMemo<'c, K, V>(HashMap<u64, Vec<(Vec<IndexingMap<'c>>, K, V)>>);

impl<K, V> Default for MapsMemo<'_, K, V> {
    fn default() -> Self {
        MapsMemo(HashMap::default())
    }
}

impl<'c, K: std::hash::Hash + Eq, V: Clone> MapsMemo<'c, K, V> {
    /// The value of `maps` and `key`, computed by `compute` the first time.
    pub(super) fn get_or_insert_with(
        &mut self,
        maps: &[indexing_analysis::OperandMap<'c>],
        key: K,
        compute: impl FnOnce(&K) -> V,
    ) -> V {
        use std::hash::{Hash, Hasher};
        let mut hasher = rustc_hash::FxHasher::default();
        for m in maps {
            m.map.hash(&mut hasher);
        }
        key.hash(&mut hasher);
        let bucket = self.0.entry(hasher.finish()).or_default();
        let same =
            |list: &[IndexingMap<'c>]| list.len() == maps.len() && list.iter().zip(maps).all(|(a, b)| *a == b.map);
        if let Some((_, _, value)) = bucket.iter().find(|(list, k, _)| *k == key && same(list)) {
            return value.clone();
        }
        let value = compute(&key);
        bucket.push((maps.iter().map(|m| m.map.clone()).collect(), key, value.clone()));
        value
    }
}

impl<'c> Counter<'c> {
    /// The coalescing figures of the entry's maps (with both tensors
    /// statically shaped).
    pub(super) fn coalescing(
        &mut self,
        entry: &Entry<'c>,
        operand: Option<&Storage>,
        result: Option<&Storage>,
        options: &coalesce::Options,
    ) -> Option<Rc<Coalescing>> {
        let (Maps::Known(maps), Some(operand), Some(result)) = (&entry.maps, operand, result) else { return None };
        let key: CoalescingKey = (
            maps.iter().map(indexing_analysis::OperandMap::rt_dims).collect(),
            result.shape.clone(),
            operand.shape.clone(),
            operand.element_bytes,
            superset(maps).is_some(),
        );
        Some(self.warps.get_or_insert_with(maps, key, |key| coalescing_figures(maps, key, options)))
    }

    /// What the entry's maps read; `result` says how many elements the
    /// result has (per-element figures range over all of them: one outside
    /// every map's domain reads nothing).
    pub(super) fn reads(
        &mut self,
        entry: &Entry<'c>,
        operand: Option<&Storage>,
        result: Option<&Storage>,
    ) -> Option<Reads> {
        let Maps::Known(maps) = &entry.maps else { return None };
        // Memoized by the maps alone: whether they are a superset is applied
        // after.
        let mut reads = self.memo.get_or_insert_with(maps, (), |_| count_maps(maps));
        superset_bounds(maps, &mut reads);
        // The maps' points are the bounding box of their dimension boxes:
        // fewer than the result's elements means some element lies outside
        // every map and reads nothing.
        if let Some(result) = result
            && reads.points < result.elements
        {
            reads.per_point_min = Count::of(0);
            reads.points = result.elements;
        }
        if let Some(operand) = operand {
            clamp_to_operand(&mut reads, operand.elements);
        }
        Some(reads)
    }
}

/// What `maps` read together, counted within [`COUNT_BUDGET`].
fn count_maps(maps: &[indexing_analysis::OperandMap<'_>]) -> Reads {
    let list: Vec<IndexingMap> = maps.iter().map(|m| m.map.clone()).collect();
    count_reads_union(&list, COUNT_BUDGET)
}

/// No figure above what the operand holds: distinct elements (in all and
/// per result element) at most its `elements`, reads with repeats at most
/// `elements` per result element. Bounds of a union of maps with runtime
/// variables add up the maps' bounds and can pass the operand's size (a
/// scan over stacked weights); every element a map reads is an element of
/// the operand, so the clamped figure is still a bound. A lower bound is
/// clamped too, so that bounds stay ordered: the figure is then exact only
/// when its lower bound already reached the whole operand.
fn clamp_to_operand(reads: &mut Reads, elements: u64) {
    let clamp = |count: &mut Count, most: u64| {
        if count.upper > most {
            *count = Count { lower: count.lower.min(most), upper: most };
        }
    };
    clamp(&mut reads.distinct, elements);
    clamp(&mut reads.per_point_min, elements);
    clamp(&mut reads.per_point_max, elements);
    clamp(&mut reads.total, reads.points.saturating_mul(elements));
}

/// Of a superset, the figures are upper bounds only: lower bounds 0.
fn superset_bounds(maps: &[indexing_analysis::OperandMap<'_>], reads: &mut Reads) {
    if superset(maps).is_some() {
        for count in [&mut reads.distinct, &mut reads.per_point_min, &mut reads.per_point_max, &mut reads.total] {
            count.lower = 0;
        }
    }
}

/// What the maps of one entry read, as the reports' `counts` give it (before
/// the result's size is taken into account): exact, or bounds where the
/// count exceeds [`COUNT_BUDGET`] or the maps are a superset; with the
/// operand's element count, no figure above what it holds.
pub fn maps_reads(maps: &[indexing_analysis::OperandMap<'_>], operand_elements: Option<u64>) -> Reads {
    let mut reads = count_maps(maps);
    superset_bounds(maps, &mut reads);
    if let Some(elements) = operand_elements {
        clamp_to_operand(&mut reads, elements);
    }
    reads
}

/// The coalescing figures of `maps` (see `Counter::coalescing`).
fn coalescing_figures(
    maps: &[indexing_analysis::OperandMap<'_>],
    key: &CoalescingKey,
    options: &coalesce::Options,
) -> Rc<Coalescing> {
    let (result_shape, operand_shape, element_bytes) = (&key.1, &key.2, key.3);
    let list: Vec<IndexingMap> = maps.iter().map(|m| m.map.clone()).collect();
    let threads: Vec<Interval> = result_shape.iter().map(|&n| Interval::for_size(n)).collect();
    let mut figures = coalesce::coalescing_with_rt_dims(
        &list,
        &key.0,
        &threads,
        operand_shape,
        element_bytes,
        options,
        COALESCING_BUDGET,
    );
    // Of a superset, the figures are upper bounds only.
    if let Some(why) = superset(maps) {
        for count in [
            &mut figures.transactions,
            &mut figures.per_warp_min,
            &mut figures.per_warp_max,
            &mut figures.bytes_needed,
            &mut figures.min_transactions,
        ] {
            count.lower = 0;
        }
        figures.not_exact.get_or_insert_with(|| why.to_owned());
    }
    Rc::new(figures)
}

pub(super) fn scaled(count: Count, factor: u64) -> Count {
    Count { lower: count.lower.saturating_mul(factor), upper: count.upper.saturating_mul(factor) }
}

/// `distinct / elements` as (lower, upper).
pub(super) fn utilization(distinct: Count, elements: u64) -> (f64, f64) {
    (distinct.lower as f64 / elements as f64, distinct.upper as f64 / elements as f64)
}

/// The `counts` and `coalescing` figures of entries as the reports give
/// them, for faces other than the reports (the annotations): the same
/// fields through [`Fields`], memoized per distinct set of maps until
/// [`EntryCosts::clear`].
pub struct EntryCosts<'c> {
    additions: Additions,
    counter: Counter<'c>,
}

impl<'c> EntryCosts<'c> {
    /// Figures for `counts` (what the maps read) and `coalescing` (the
    /// warps' transactions, with these options), as the pass options say.
    pub fn new(counts: bool, coalescing: Option<coalesce::Options>) -> Self {
        EntryCosts { additions: Additions { counts, coalescing }, counter: Counter::default() }
    }

    /// Whether any figure is asked for.
    pub fn any(&self) -> bool {
        self.additions.any()
    }

    /// Writes the figures of `entry` to `fields`, as the JSON report's
    /// keys (`exact`, `elements_read`, ..., `coalescing`); nothing where
    /// there are none (an unknown entry, a dynamic shape). `operand` and
    /// `result` are the sizes of the entry's operand and result.
    pub fn write(
        &mut self,
        entry: &Entry<'c>,
        operand: Option<&Storage>,
        result: Option<&Storage>,
        fields: &mut dyn Fields,
    ) {
        Costs::of(&self.additions, &mut self.counter, entry, operand, result).json(fields, operand);
    }

    /// Forgets the memo (between functions, as the reports do).
    pub fn clear(&mut self) {
        self.counter = Counter::default();
    }
}

/// What a report adds to each known output-to-input entry.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Additions {
    /// What the maps read (`counts`).
    pub(super) counts: bool,
    /// The warps' memory transactions (`coalescing`).
    pub(super) coalescing: Option<coalesce::Options>,
}

impl Additions {
    pub(super) fn any(&self) -> bool {
        self.counts || self.coalescing.is_some()
    }
}

/// An entry's additions, computed (memoized in `counter`): what the maps
/// read and what they cost the warps. `operand` and `result` are the
/// entry's tensors.
pub(super) struct Costs {
    pub(super) reads: Option<Reads>,
    pub(super) warps: Option<Rc<Coalescing>>,
}

impl Costs {
    pub(super) fn of<'c>(
        additions: &Additions,
        counter: &mut Counter<'c>,
        entry: &Entry<'c>,
        operand: Option<&Storage>,
        result: Option<&Storage>,
    ) -> Costs {
        Costs {
            reads: if additions.counts { counter.reads(entry, operand, result) } else { None },
            warps: additions.coalescing.as_ref().and_then(|o| counter.coalescing(entry, operand, result, o)),
        }
    }

    pub(super) fn json(&self, json: &mut (impl Fields + ?Sized), operand: Option<&Storage>) {
        if let Some(reads) = &self.reads {
            json_counts(json, reads, operand);
        }
        if let Some(c) = &self.warps {
            json_coalescing(json, c);
        }
    }

    pub(super) fn text(&self, out: &mut String, operand: Option<&Storage>) {
        if let Some(reads) = &self.reads {
            write_counts(out, reads, operand);
        }
        if let Some(c) = &self.warps {
            write_coalescing(out, c);
        }
    }
}
