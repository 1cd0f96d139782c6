//! The analysis report: JSON exactly as the driver contract (DESIGN.md)
//! specifies, and a text form for people with maps in the seed layout.

use crate::json::{Fields, Writer};
use crate::{Entry, Maps, SharedEntry, SharedMaps, UnknownReason};
use indexing_map::coalesce::{self, Coalescing};
use indexing_map::count::{Count, Reads, count_reads_union};
use indexing_map::{IndexingMap, Interval};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// The indexing of one op.
pub struct OpReport<'c> {
    /// Position in the function's pre-order.
    pub id: usize,
    /// Id of the enclosing op, `None` at the top level of the function.
    pub parent: Option<usize>,
    /// Full op name.
    pub name: String,
    /// `file:line:col`, or the printed location.
    pub loc: String,
    /// One entry per (result, operand) pair.
    pub entries: Vec<Entry<'c>>,
    /// Per operand: its elements and element size, when static.
    pub operand_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// How many elements a tensor has, its shape, and how many bytes each
/// element takes (sub-byte types and `i1` a whole byte, complex both parts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Elements.
    pub elements: u64,
    /// Bytes per element.
    pub element_bytes: u64,
    /// The static shape (empty for a scalar).
    pub shape: Rc<[i64]>,
}

/// Points counted at most per map component for the `counts` fields (see
/// `indexing_map::count`); beyond, bounds.
pub const COUNT_BUDGET: u64 = 1 << 14;

/// The indexing of one function.
pub struct FunctionReport<'c> {
    /// The symbol name.
    pub name: String,
    /// Its ops, pre-order.
    pub ops: Vec<OpReport<'c>>,
    /// Whether function-level composition was asked for.
    pub fusion: bool,
    /// Which way the maps go.
    pub direction: crate::Direction,
    /// Maps from each result to each argument (`operand` = argument), when
    /// computed.
    pub function_indexing: Option<std::rc::Rc<Vec<Entry<'c>>>>,
    /// Per argument: its elements and element size, when static.
    pub argument_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// Lane evaluations allowed per entry for the `coalescing` figures (see
/// `indexing_map::coalesce`); beyond, bounds.
pub const COALESCING_BUDGET: u64 = coalesce::DEFAULT_BUDGET;

/// The key of an entry's coalescing figures besides its maps: their runtime
/// variables' dimensions, the result and operand shapes, the element size,
/// and whether the maps are a superset.
type CoalescingKey = (RtDims, Rc<[i64]>, Rc<[i64]>, u64, bool);

/// Per map, per runtime variable, the result dimensions its value depends
/// on (`None` when unknown).
pub type RtDims = Vec<Vec<Option<Vec<usize>>>>;

/// What the maps of an entry read and cost, computed once per distinct set
/// of maps (and shapes) of a function.
#[derive(Default)]
struct Counter<'c> {
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
    fn get_or_insert_with(&mut self, maps: &[crate::OperandMap<'c>], key: K, compute: impl FnOnce(&K) -> V) -> V {
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
    fn coalescing(
        &mut self,
        entry: &Entry<'c>,
        operand: Option<&Storage>,
        result: Option<&Storage>,
        options: &coalesce::Options,
    ) -> Option<Rc<Coalescing>> {
        let (Maps::Known(maps), Some(operand), Some(result)) = (&entry.maps, operand, result) else { return None };
        let key: CoalescingKey = (
            maps.iter().map(crate::OperandMap::rt_dims).collect(),
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
    fn reads(&mut self, entry: &Entry<'c>, operand: Option<&Storage>, result: Option<&Storage>) -> Option<Reads> {
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
fn count_maps(maps: &[crate::OperandMap<'_>]) -> Reads {
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
fn superset_bounds(maps: &[crate::OperandMap<'_>], reads: &mut Reads) {
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
pub fn maps_reads(maps: &[crate::OperandMap<'_>], operand_elements: Option<u64>) -> Reads {
    let mut reads = count_maps(maps);
    superset_bounds(maps, &mut reads);
    if let Some(elements) = operand_elements {
        clamp_to_operand(&mut reads, elements);
    }
    reads
}

/// The coalescing figures of `maps` (see `Counter::coalescing`).
fn coalescing_figures(
    maps: &[crate::OperandMap<'_>],
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

fn scaled(count: Count, factor: u64) -> Count {
    Count { lower: count.lower.saturating_mul(factor), upper: count.upper.saturating_mul(factor) }
}

/// `"key": count`.
fn json_count_field(json: &mut (impl Fields + ?Sized), key: &str, count: Count) {
    json.key(key);
    json_count(json, count);
}

/// A count, or its bounds as `{"lower", "upper"}` (`upper` `null` when
/// the count does not fit in 64 bits: [`Count::saturated`]).
fn json_count(json: &mut (impl Fields + ?Sized), count: Count) {
    match count.exact() {
        Some(n) => json.number(n as usize),
        None => {
            json.begin_object();
            json.key("lower");
            json.number(count.lower as usize);
            json.key("upper");
            if count.saturated() {
                json.null()
            } else {
                json.number(count.upper as usize)
            }
            json.end_object();
        }
    }
}

/// A fraction, or its bounds as `{"lower", "upper"}`.
fn json_fraction(json: &mut (impl Fields + ?Sized), (lower, upper): (f64, f64)) {
    if lower == upper {
        json.float(lower);
    } else {
        json.begin_object();
        json.key("lower");
        json.float(lower);
        json.key("upper");
        json.float(upper);
        json.end_object();
    }
}

/// `distinct / elements` as (lower, upper).
fn utilization(distinct: Count, elements: u64) -> (f64, f64) {
    (distinct.lower as f64 / elements as f64, distinct.upper as f64 / elements as f64)
}

/// The `counts` fields of an entry (docs/contract.md).
fn json_counts(json: &mut (impl Fields + ?Sized), reads: &Reads, storage: Option<&Storage>) {
    json.key("exact");
    json.boolean(reads.is_exact());
    json_count_field(json, "elements_read", reads.distinct);
    json.key("bytes_read");
    match storage {
        Some(s) => json_count(json, scaled(reads.distinct, s.element_bytes)),
        None => json.null(),
    }
    json.key("utilization");
    match storage.filter(|s| s.elements > 0) {
        Some(s) => json_fraction(json, utilization(reads.distinct, s.elements)),
        None => json.null(),
    }
    json.key("reads_per_element");
    json.begin_object();
    json_count_field(json, "min", reads.per_point_min);
    json_count_field(json, "max", reads.per_point_max);
    json_count_field(json, "total", reads.total);
    json.end_object();
}

/// The `coalescing` object of an entry (docs/contract.md).
fn json_coalescing(json: &mut (impl Fields + ?Sized), c: &Coalescing) {
    json.key("coalescing");
    json.begin_object();
    json.key("exact");
    json.boolean(c.is_exact());
    json.key("warps");
    json.number(c.warps as usize);
    json_count_field(json, "transactions", c.transactions);
    json.key("per_warp");
    json.begin_object();
    json_count_field(json, "min", c.per_warp_min);
    json_count_field(json, "max", c.per_warp_max);
    json.key("worst_warp");
    match c.worst_warp {
        Some(w) => json.number(w as usize),
        None => json.null(),
    }
    json.end_object();
    json_count_field(json, "bytes_needed", c.bytes_needed);
    json_count_field(json, "bytes_moved", c.bytes_moved());
    json_count_field(json, "min_transactions", c.min_transactions);
    json.key("efficiency");
    match c.efficiency() {
        Some(e) => json_fraction(json, e),
        None => json.null(),
    }
    json.key("coalesced");
    match c.coalesced() {
        Some(b) => json.boolean(b),
        None => json.null(),
    }
    if let Some(why) = &c.not_exact {
        json.key("why");
        json.string(why);
    }
    json.end_object();
}

fn count_text(count: Count) -> String {
    match count.exact() {
        Some(n) => n.to_string(),
        None if count.saturated() => format!("at least {}", count.lower),
        None => format!("{}..{}", count.lower, count.upper),
    }
}

fn fraction_text((lower, upper): (f64, f64)) -> String {
    if lower == upper { format!("{lower:.3}") } else { format!("{lower:.3}..{upper:.3}") }
}

/// The `counts` line of an entry in the text report.
fn write_counts(out: &mut String, reads: &Reads, storage: Option<&Storage>) {
    let mut line = format!("      reads: {} elements", count_text(reads.distinct));
    if let Some(s) = storage {
        line.push_str(&format!(" of {} ({} B", s.elements, count_text(scaled(reads.distinct, s.element_bytes))));
        if s.elements > 0 {
            line.push_str(&format!(", utilization {}", fraction_text(utilization(reads.distinct, s.elements))));
        }
        line.push(')');
    }
    line.push_str(&format!(
        "; per result element {} to {}, {} in all{}\n",
        count_text(reads.per_point_min),
        count_text(reads.per_point_max),
        count_text(reads.total),
        if reads.is_exact() { "" } else { " (bounds: not exact)" }
    ));
    out.push_str(&line);
}

/// The `coalescing` line of an entry in the text report.
fn write_coalescing(out: &mut String, c: &Coalescing) {
    let worst = match c.worst_warp {
        Some(w) => format!("worst warp {w} of {}", c.warps),
        None => format!("{} warps", c.warps),
    };
    let verdict = match c.coalesced() {
        Some(true) => "coalesced".to_owned(),
        Some(false) => "not coalesced".to_owned(),
        None => format!("bounds: {}", c.not_exact.as_deref().unwrap_or("not exact")),
    };
    out.push_str(&format!(
        "      coalescing: {} to {} transactions per warp ({worst}), {} in all; {} B moved for {} B needed, \
         efficiency {}; {verdict}\n",
        count_text(c.per_warp_min),
        count_text(c.per_warp_max),
        count_text(c.transactions),
        count_text(c.bytes_moved()),
        count_text(c.bytes_needed),
        c.efficiency().map_or("-".to_owned(), fraction_text),
    ));
}

/// Texts by key, written once and copied after, for one function of a
/// report: dropped at the end of each function and whenever they pass
/// [`SHARED_TEXT_LIMIT`] bytes, so that memory stays bounded.
struct TextCache<K> {
    by_key: HashMap<K, String>,
    bytes: usize,
}

impl<K> Default for TextCache<K> {
    fn default() -> Self {
        TextCache { by_key: HashMap::default(), bytes: 0 }
    }
}

impl<K: std::hash::Hash + Eq> TextCache<K> {
    fn get(&self, key: &K) -> Option<&String> {
        self.by_key.get(key)
    }

    fn insert(&mut self, key: K, text: String) {
        self.bytes += text.len();
        if self.bytes > SHARED_TEXT_LIMIT {
            self.clear();
            self.bytes = text.len();
        }
        self.by_key.insert(key, text);
    }

    fn clear(&mut self) {
        self.by_key.clear();
        self.bytes = 0;
    }
}

/// The printed form of the maps of a function's report, each distinct map
/// printed once (elementwise ops repeat the same maps across a function, and
/// function-level entries repeat them many times).
#[derive(Default)]
struct MapTexts<'c>(TextCache<IndexingMap<'c>>);

impl<'c> MapTexts<'c> {
    /// The printed form of `map`.
    fn text(&mut self, map: &IndexingMap<'c>) -> &str {
        if !self.0.by_key.contains_key(map) {
            let text = map.to_string();
            self.0.insert(map.clone(), text);
        }
        &self.0.by_key[map]
    }
}

/// An entry's maps as a slot: the list, or why it is unknown.
fn maps_of<'m, 'c>(maps: &'m Maps<'c>) -> Result<&'m [crate::OperandMap<'c>], &'m UnknownReason> {
    match maps {
        Maps::Known(list) => Ok(list),
        Maps::Unknown(reason) => Err(reason),
    }
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
struct Additions {
    /// What the maps read (`counts`).
    counts: bool,
    /// The warps' memory transactions (`coalescing`).
    coalescing: Option<coalesce::Options>,
}

impl Additions {
    fn any(&self) -> bool {
        self.counts || self.coalescing.is_some()
    }
}

/// An entry's additions, computed (memoized in `counter`): what the maps
/// read and what they cost the warps. `operand` and `result` are the
/// entry's tensors.
struct Costs {
    reads: Option<Reads>,
    warps: Option<Rc<Coalescing>>,
}

impl Costs {
    fn of<'c>(
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

    fn json(&self, json: &mut (impl Fields + ?Sized), operand: Option<&Storage>) {
        if let Some(reads) = &self.reads {
            json_counts(json, reads, operand);
        }
        if let Some(c) = &self.warps {
            json_coalescing(json, c);
        }
    }

    fn text(&self, out: &mut String, operand: Option<&Storage>) {
        if let Some(reads) = &self.reads {
            write_counts(out, reads, operand);
        }
        if let Some(c) = &self.warps {
            write_coalescing(out, c);
        }
    }
}

/// `entry` as a JSON object, its second key named `operand` or (function
/// level) `argument`, keys in the contract's order, then its `costs`.
fn json_entry<'c>(json: &mut Writer, entry: &Entry<'c>, argument: bool, texts: &mut MapTexts<'c>) {
    json_entry_head(json, entry.result, entry.operand, argument);
    json_maps(json, maps_of(&entry.maps), texts);
}

/// An entry's object opened, with its result and operand (`argument`:
/// named argument) keys.
fn json_entry_head(json: &mut Writer, result: usize, operand: usize, argument: bool) {
    json.begin_object();
    json.key("result");
    json.number(result);
    json.key(if argument { "argument" } else { "operand" });
    json.number(operand);
}

/// An entry's keys after its operand: `maps` and then `unknown`, or
/// `rt_vars` and `superset` where there are any.
fn json_maps<'c>(json: &mut Writer, maps: Result<&[crate::OperandMap<'c>], &UnknownReason>, texts: &mut MapTexts<'c>) {
    json.key("maps");
    json.begin_array();
    match maps {
        Err(reason) => {
            json.end_array();
            json.key("unknown");
            json.string(&reason.to_string());
        }
        Ok(maps) => {
            for m in maps {
                json.string(texts.text(&m.map));
            }
            json.end_array();
            if maps.iter().any(|m| !m.rt_vars.is_empty()) {
                json.key("rt_vars");
                json.begin_array();
                for (i, m) in maps.iter().enumerate() {
                    for rt in &m.rt_vars {
                        json.begin_object();
                        json.key("map");
                        json.number(i);
                        json.key("rt");
                        json.number(rt.rt);
                        write_rt_source(json, rt, texts.text(&rt.index));
                        json.end_object();
                    }
                }
                json.end_array();
            }
            if let Some(reason) = superset(maps) {
                json.key("superset");
                json.string(reason);
            }
        }
    }
}

/// Why a set of maps is a superset: the reason of its first map that is
/// one (`None` when every map is exact as far as the analysis knows).
pub fn superset<'m>(maps: &'m [crate::OperandMap<'_>]) -> Option<&'m str> {
    maps.iter().find_map(|m| m.superset.as_deref())
}

/// The one-screen summary of a function at the top of its text report
/// (with `counts`): bytes each argument gives the results, and the ops that
/// waste the most.
#[derive(Default)]
struct Summary {
    /// Per argument: its storage, per known function-level entry reading
    /// it the distinct elements read, and why the first unknown entry of it
    /// is unknown (`None` when every entry is known).
    arguments: Vec<(Option<Storage>, Vec<Count>, Option<String>)>,
    /// Per op: (wasted bytes, op id, name, location).
    waste: Vec<(u64, usize, String, String)>,
    /// Whether function-level entries were computed (`fusion`): without,
    /// nothing is said of the arguments.
    function_level: bool,
}

/// Ops listed as the most wasteful in a summary.
const SUMMARY_OPS: usize = 5;

impl Summary {
    /// An op's waste: with coalescing, bytes moved beyond the bytes needed;
    /// otherwise repeated reads (reads with repeats beyond the distinct
    /// elements, in bytes): the traffic a cache must absorb.
    fn op(&mut self, op: &OpReport<'_>, costs: &[(Costs, Option<&Storage>)]) {
        let mut waste = 0u64;
        for (c, operand) in costs {
            let wasted = match (&c.warps, &c.reads) {
                (Some(w), _) => w.bytes_moved().lower.saturating_sub(w.bytes_needed.upper),
                (None, Some(r)) => r
                    .total
                    .lower
                    .saturating_sub(r.distinct.upper)
                    .saturating_mul(operand.map_or(0, |s| s.element_bytes)),
                (None, None) => 0,
            };
            waste = waste.saturating_add(wasted);
        }
        if waste > 0 {
            self.waste.push((waste, op.id, op.name.clone(), op.loc.clone()));
            self.waste.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            self.waste.truncate(SUMMARY_OPS);
        }
    }

    fn write(&self, out: &mut String, coalescing: bool) {
        out.push_str("  summary:\n");
        let mut total = Count::of(0);
        if !self.function_level {
            out.push_str("    bytes read per argument: not computed (fusion=false)\n");
        }
        let mut unknown = false;
        for (i, (storage, reads, why)) in self.arguments.iter().enumerate().filter(|_| self.function_level) {
            let Some(s) = storage else {
                out.push_str(&format!("    argument {i}: not statically shaped\n"));
                continue;
            };
            let union = argument_union(reads, why.is_some(), s.elements);
            unknown |= why.is_some();
            let bytes = scaled(union, s.element_bytes);
            total = Count {
                lower: total.lower.saturating_add(bytes.lower),
                upper: total.upper.saturating_add(bytes.upper),
            };
            out.push_str(&format!(
                "    argument {i}: {} B read of {} B{}\n",
                count_text(bytes),
                s.elements.saturating_mul(s.element_bytes),
                match (s.elements > 0, why) {
                    (true, None) => format!(" (utilization {})", fraction_text(utilization(union, s.elements))),
                    (true, Some(why)) => format!(
                        " (utilization {}; some reads unknown: {why})",
                        fraction_text(utilization(union, s.elements))
                    ),
                    (false, Some(why)) => format!(" (some reads unknown: {why})"),
                    (false, None) => String::new(),
                }
            ));
        }
        if self.function_level {
            out.push_str(&format!(
                "    total: {} B read from the arguments{}\n",
                count_text(total),
                if unknown { " (some reads unknown)" } else { "" }
            ));
        }
        if self.waste.is_empty() {
            out.push_str("    most wasteful ops: none\n");
        } else {
            out.push_str(if coalescing {
                "    most wasteful ops (bytes moved beyond the bytes needed):\n"
            } else {
                "    most wasteful ops (repeated reads, in bytes):\n"
            });
            for (waste, id, name, loc) in &self.waste {
                out.push_str(&format!("      op {id} {name} at {loc}: {waste} B\n"));
            }
        }
    }
}

/// What the function-level entries of one argument of `elements` elements
/// read together, from the distinct elements each known entry reads: exact
/// when one entry reads it, or one reads it whole; else between the largest
/// and the sum (at most the whole argument). With an unknown entry
/// (`unknown`), between the largest known read and the whole argument: an
/// unknown entry never makes a known read smaller, nor claims nothing is
/// read.
pub fn argument_union(reads: &[Count], unknown: bool, elements: u64) -> Count {
    let largest = reads.iter().map(|c| c.lower).max().unwrap_or(0).min(elements);
    if reads.iter().any(|c| c.lower >= elements) {
        return Count::of(elements);
    }
    if unknown {
        return Count { lower: largest, upper: elements };
    }
    Count { lower: largest, upper: reads.iter().fold(0u64, |n, c| n.saturating_add(c.upper)).min(elements) }
}

/// Writes a report function by function to a sink (`write` receives the
/// text in pieces of about [`STREAM_CHUNK`] bytes), so that the report
/// itself is never held whole; the pieces joined are exactly [`to_json`] /
/// [`to_text`] of the same functions. A text report with counts holds one
/// function's text until its summary, which comes first, is known.
pub struct ReportStream<'w, 'c> {
    write: &'w mut dyn FnMut(&str),
    json: Option<Writer>,
    /// What entries carry besides their maps.
    additions: Additions,
    /// The argument and result sizes of the function opened last.
    argument_sizes: Vec<Option<Storage>>,
    result_sizes: Vec<Option<Storage>>,
    /// Text with counts: the function opened last, held for its summary.
    held: Option<(String, String, Summary)>,
    /// Whether the text report's first line was written.
    started: bool,
    /// The text of shared maps already written in this function.
    shared: SharedText<'c>,
    /// The costs of the maps seen in this function (with additions).
    counter: Counter<'c>,
    /// The printed maps of this function.
    texts: MapTexts<'c>,
    /// Text ops not yet written (written about [`STREAM_CHUNK`] at a
    /// time).
    pending: String,
    /// Whether the function opened last has function-level entries.
    has_function_indexing: bool,
    /// The direction of the function opened last (for the text report).
    direction: crate::Direction,
}

/// The text (JSON members or text lines) of the shared maps of
/// function-level entries already written in the function being written,
/// by the list's address: an entry whose maps another entry of the
/// function already has costs a lookup and a copy. The key holds the list,
/// so that its address stays its own; lists no other entry holds are not
/// kept (they cannot repeat).
#[derive(Default)]
struct SharedText<'c>(TextCache<ByAddress<'c>>);

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

/// Bytes of repeated text a [`ReportStream`] keeps at most, per cache.
const SHARED_TEXT_LIMIT: usize = 1 << 24;

impl<'c> SharedText<'c> {
    /// Writes the text of `maps` into `out` by `write` (the first time, or
    /// for a list nothing else holds) or as the copy of what it wrote
    /// before. `write` gets `out` and writes at its end.
    fn write<O>(
        &mut self,
        maps: &SharedMaps<'c>,
        out: &mut O,
        write: impl FnOnce(&mut O),
        text: impl Fn(&mut O) -> &mut String,
    ) {
        let key = ByAddress(maps.clone());
        if let Some(done) = self.0.get(&key) {
            text(out).push_str(done);
            return;
        }
        let start = text(out).len();
        write(out);
        // Two holders: the entry and `key`; a third means another entry or
        // the analysis keeps the list, so it may come again.
        if Rc::strong_count(maps) > 2 {
            let done = text(out)[start..].to_owned();
            self.0.insert(key, done);
        }
    }
}

/// About how many bytes a [`ReportStream`] buffers before it writes.
pub const STREAM_CHUNK: usize = 1 << 16;

impl<'w, 'c> ReportStream<'w, 'c> {
    /// A JSON report: `{"functions": [` is written by the first function.
    pub fn json(write: &'w mut dyn FnMut(&str)) -> Self {
        let mut json = Writer::default();
        json.begin_object();
        json.key("functions");
        json.begin_array();
        ReportStream::new(write, Some(json))
    }

    /// A text report.
    pub fn text(write: &'w mut dyn FnMut(&str)) -> Self {
        ReportStream::new(write, None)
    }

    fn new(write: &'w mut dyn FnMut(&str), json: Option<Writer>) -> Self {
        ReportStream {
            write,
            json,
            additions: Additions::default(),
            argument_sizes: Vec::new(),
            result_sizes: Vec::new(),
            held: None,
            started: false,
            shared: SharedText::default(),
            counter: Counter::default(),
            texts: MapTexts::default(),
            pending: String::new(),
            has_function_indexing: false,
            direction: crate::Direction::OutputToInput,
        }
    }

    /// With `counts`, every known entry also says what its maps read
    /// (docs/contract.md, "Counts"), and each function of a text report
    /// starts with a summary.
    pub fn with_counts(mut self, counts: bool) -> Self {
        self.additions.counts = counts;
        self
    }

    /// With coalescing options, every known entry also says what its maps
    /// cost the warps computing the result (docs/contract.md,
    /// "Coalescing").
    pub fn with_coalescing(mut self, options: Option<coalesce::Options>) -> Self {
        self.additions.coalescing = options;
        self
    }

    /// Writes one function's report.
    pub fn function(&mut self, function: &FunctionReport<'c>) {
        self.function_begin(function);
        self.has_function_indexing = function.function_indexing.is_some();
        for op in &function.ops {
            self.op(op);
        }
        self.ops_end();
        if let Some(entries) = &function.function_indexing {
            self.function_entries(entries);
        }
        self.function_end();
    }

    /// Text to the sink, or held for the function's summary.
    fn emit(&mut self, text: &mut String) {
        match &mut self.held {
            Some((_, held, _)) => held.push_str(text),
            None => (self.write)(text),
        }
        text.clear();
    }

    /// Opens a function's report: its name (`function.ops` and
    /// `function.function_indexing` are not looked at: the ops follow by
    /// [`ReportStream::op`], then [`ReportStream::ops_end`]; function-level
    /// entries are announced when `function.fusion` says they were
    /// computed).
    pub fn function_begin(&mut self, function: &FunctionReport<'_>) {
        self.argument_sizes = function.argument_sizes.clone();
        self.result_sizes = function.result_sizes.clone();
        self.has_function_indexing = function.fusion;
        self.direction = function.direction;
        if let Some(json) = &mut self.json {
            json.begin_object();
            json.key("name");
            json.string(&function.name);
            json.key("ops");
            json.begin_array();
            return;
        }
        let mut out = String::new();
        if !self.started {
            self.started = true;
            if let Some(options) = &self.additions.coalescing {
                out.push_str(&format!("coalescing: {options}\n"));
            }
        }
        out.push_str(&format!("function @{}\n", function.name));
        if self.additions.counts {
            let arguments = function.argument_sizes.iter().map(|s| (s.clone(), Vec::new(), None)).collect();
            self.held = Some((
                std::mem::take(&mut out),
                String::new(),
                Summary { arguments, waste: Vec::new(), function_level: function.fusion },
            ));
        }
        self.emit(&mut out);
    }

    /// Writes one op of the function opened last, in pre-order.
    pub fn op(&mut self, op: &OpReport<'c>) {
        let additions = self.additions;
        let sizes_of =
            |entry: &Entry<'_>| (sizes(&op.operand_sizes, entry.operand), sizes(&op.result_sizes, entry.result));
        if let Some(json) = &mut self.json {
            json.begin_object();
            json.key("id");
            json.number(op.id);
            json.key("parent");
            match op.parent {
                Some(parent) => json.number(parent),
                None => json.null(),
            }
            json.key("name");
            json.string(&op.name);
            json.key("loc");
            json.string(&op.loc);
            json.key("indexing");
            json.begin_array();
            for entry in &op.entries {
                json_entry(json, entry, false, &mut self.texts);
                if additions.any() {
                    let (operand, result) = sizes_of(entry);
                    Costs::of(&additions, &mut self.counter, entry, operand, result).json(json, operand);
                }
                json.end_object();
            }
            json.end_array();
            json.end_object();
            flush(json, &mut *self.write);
            return;
        }
        let mut out = format!("  op {} {} at {}\n", op.id, op.name, op.loc);
        let mut costs = Vec::new();
        for entry in &op.entries {
            out.push_str(&format!("    result {}, operand {}:\n", entry.result, entry.operand));
            write_maps(&mut out, maps_of(&entry.maps), self.direction);
            if additions.any() {
                let (operand, result) = sizes_of(entry);
                let c = Costs::of(&additions, &mut self.counter, entry, operand, result);
                c.text(&mut out, operand);
                costs.push((c, operand));
            }
        }
        if let Some((_, _, summary)) = &mut self.held {
            summary.op(op, &costs);
        }
        self.pending.push_str(&out);
        if self.pending.len() >= STREAM_CHUNK {
            let mut pending = std::mem::take(&mut self.pending);
            self.emit(&mut pending);
            self.pending = pending;
        }
    }

    /// Ends the ops of the function opened last and opens its
    /// function-level entries.
    pub fn ops_end(&mut self) {
        if let Some(json) = &mut self.json {
            json.end_array();
            json.key("function_indexing");
            json.begin_array();
            return;
        }
        let mut out = std::mem::take(&mut self.pending);
        if self.has_function_indexing {
            out.push_str("  function indexing:\n");
        }
        self.emit(&mut out);
        self.pending = out;
    }

    /// Writes function-level entries of the function opened last.
    pub fn function_entries(&mut self, entries: &[Entry<'c>]) {
        let additions = self.additions;
        let argument_sizes = std::mem::take(&mut self.argument_sizes);
        let result_sizes = std::mem::take(&mut self.result_sizes);
        if let Some(json) = &mut self.json {
            for entry in entries {
                json_entry(json, entry, true, &mut self.texts);
                if additions.any() {
                    let (operand, result) = (sizes(&argument_sizes, entry.operand), sizes(&result_sizes, entry.result));
                    Costs::of(&additions, &mut self.counter, entry, operand, result).json(json, operand);
                }
                json.end_object();
                flush(json, &mut *self.write);
            }
        } else {
            let mut out = String::new();
            for entry in entries {
                out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
                write_maps(&mut out, maps_of(&entry.maps), self.direction);
                if additions.any() {
                    let (operand, result) = (sizes(&argument_sizes, entry.operand), sizes(&result_sizes, entry.result));
                    let c = Costs::of(&additions, &mut self.counter, entry, operand, result);
                    c.text(&mut out, operand);
                    if let (Some((_, _, summary)), Some(reads)) = (&mut self.held, &c.reads)
                        && let Some((_, list, _)) = summary.arguments.get_mut(entry.operand)
                    {
                        list.push(reads.distinct);
                    }
                    // An unknown entry turns the argument's figure into
                    // bounds (never into nothing read).
                    if let (Some((_, _, summary)), Maps::Unknown(reason)) = (&mut self.held, &entry.maps)
                        && let Some((_, _, why)) = summary.arguments.get_mut(entry.operand)
                    {
                        why.get_or_insert_with(|| reason.to_string());
                    }
                }
                if out.len() >= STREAM_CHUNK {
                    self.emit(&mut out);
                }
            }
            self.emit(&mut out);
        }
        self.argument_sizes = argument_sizes;
        self.result_sizes = result_sizes;
    }

    /// Writes function-level entries of the function opened last whose
    /// maps may be shared: the text of a list another entry of the function
    /// already has is repeated, not written again. The same bytes as
    /// [`ReportStream::function_entries`] of the entries (which costs, with
    /// counts or coalescing, are computed by).
    pub fn function_shared_entries(&mut self, entries: &[SharedEntry<'c>]) {
        if self.additions.any() {
            let owned: Vec<Entry<'c>> = entries.iter().map(SharedEntry::to_entry).collect();
            return self.function_entries(&owned);
        }
        if let Some(json) = &mut self.json {
            for entry in entries {
                json_entry_head(json, entry.result, entry.operand, true);
                self.shared.write(
                    &entry.maps,
                    json,
                    |json| json_maps(json, entry.maps.as_ref().as_ref().map(Vec::as_slice), &mut self.texts),
                    Writer::text_mut,
                );
                json.end_object();
                flush(json, &mut *self.write);
            }
            return;
        }
        let mut out = String::new();
        for entry in entries {
            out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
            self.shared.write(
                &entry.maps,
                &mut out,
                |out| write_maps(out, entry.maps.as_ref().as_ref().map(Vec::as_slice), self.direction),
                |out| out,
            );
            if out.len() >= STREAM_CHUNK {
                self.emit(&mut out);
            }
        }
        self.emit(&mut out);
    }

    /// Closes the function opened last.
    pub fn function_end(&mut self) {
        self.shared.0.clear();
        self.texts.0.clear();
        self.counter = Counter::default();
        if let Some(json) = &mut self.json {
            json.end_array();
            json.end_object();
        }
        if let Some((mut head, body, summary)) = self.held.take() {
            summary.write(&mut head, self.additions.coalescing.is_some());
            (self.write)(&head);
            (self.write)(&body);
        }
    }

    /// Closes the report and writes what is left.
    pub fn finish(self) {
        if let Some(mut json) = self.json {
            json.end_array();
            if let Some(options) = &self.additions.coalescing {
                json.key("coalescing");
                json.begin_object();
                json.key("warp");
                json.number(options.warp as usize);
                json.key("transaction");
                json.number(options.transaction as usize);
                json.key("threads");
                json.string(options.threads.name());
                json.key("layout");
                json.string(options.layout.name());
                if let Some(bytes) = options.element_bytes {
                    json.key("element_bytes");
                    json.number(bytes as usize);
                }
                json.end_object();
            }
            json.end_object();
            let mut rest = json.finish();
            rest.push('\n');
            (self.write)(&rest);
        }
    }
}

/// Entry `i` of a list of tensor sizes.
fn sizes(sizes: &[Option<Storage>], i: usize) -> Option<&Storage> {
    sizes.get(i).and_then(Option::as_ref)
}

/// Hands what `json` buffered to `write` once it is [`STREAM_CHUNK`] long.
fn flush(json: &mut Writer, write: &mut dyn FnMut(&str)) {
    if json.buffered() >= STREAM_CHUNK {
        write(&json.take());
    }
}

/// The JSON report.
pub fn to_json(functions: &[FunctionReport<'_>]) -> String {
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let mut stream = ReportStream::json(&mut write);
    for function in functions {
        stream.function(function);
    }
    stream.finish();
    text
}

/// The text report.
pub fn to_text(functions: &[FunctionReport<'_>]) -> String {
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let mut stream = ReportStream::text(&mut write);
    for function in functions {
        stream.function(function);
    }
    stream.finish();
    text
}

fn write_maps(out: &mut String, maps: Result<&[crate::OperandMap<'_>], &UnknownReason>, direction: crate::Direction) {
    match maps {
        Err(reason) => out.push_str(&format!("      unknown: {reason}\n")),
        Ok([]) => out.push_str(match direction {
            crate::Direction::OutputToInput => "      (reads nothing)\n",
            crate::Direction::InputToOutput => "      (contributes to nothing)\n",
        }),
        Ok(maps) => {
            for map in maps {
                out.push_str(&map.map.to_multiline("      "));
                out.push('\n');
                if !map.rt_vars.is_empty() {
                    out.push_str("      runtime variables:\n");
                    for rt in &map.rt_vars {
                        out.push_str(&format!("        rt{}: {}\n", rt.rt, rt_source_text(rt)));
                    }
                }
            }
            if let Some(reason) = superset(maps) {
                out.push_str(&format!("      (a sound superset, not exact: {reason})\n"));
            }
        }
    }
}

/// One value of a runtime variable's source ([`rt_source_fields`]).
#[derive(Clone, Copy, Debug)]
pub enum RtField<'a> {
    /// A number (an operand, result or dimension).
    Number(usize),
    /// The variable's [`crate::RtVar::index`] map.
    Index,
    /// A text (the op that defines a body value).
    Text(&'a str),
}

/// The source fields of a runtime variable, as the JSON report and the
/// annotations write them: `operand` and `index` for an element (the
/// contract's); for the size of a dynamic dimension `operand` (or
/// `result`) and `dimension`, or `defined_by` and `dimension` for a value
/// of a function body; a size read from an element has both `index` and
/// `dimension` (`docs/contract.md`).
pub fn rt_source_fields<'a>(rt: &'a crate::RtVar<'_>) -> Vec<(&'static str, RtField<'a>)> {
    use crate::SizeOf;
    let element = [("operand", RtField::Number(rt.operand)), ("index", RtField::Index)];
    let Some(size) = &rt.size else { return element.to_vec() };
    let mut fields = match &size.of {
        SizeOf::Operand => vec![("operand", RtField::Number(rt.operand))],
        SizeOf::Result => vec![("result", RtField::Number(rt.operand))],
        SizeOf::Element => element.to_vec(),
        SizeOf::Body(op) => vec![("defined_by", RtField::Text(op))],
    };
    fields.push(("dimension", RtField::Number(size.dimension)));
    fields
}

/// [`rt_source_fields`] written as JSON keys, `index` its map's text.
fn write_rt_source(json: &mut crate::json::Writer, rt: &crate::RtVar<'_>, index: &str) {
    for (key, value) in rt_source_fields(rt) {
        json.key(key);
        match value {
            RtField::Number(n) => json.number(n),
            RtField::Index => json.string(index),
            RtField::Text(text) => json.string(text),
        }
    }
}

/// A runtime variable's source in the text report.
fn rt_source_text(rt: &crate::RtVar<'_>) -> String {
    use crate::SizeOf;
    let element = || format!("operand {} at {}", rt.operand, rt.index);
    let Some(size) = &rt.size else { return element() };
    let dimension = size.dimension;
    match &size.of {
        SizeOf::Operand => format!("size of dimension {dimension} of operand {}", rt.operand),
        SizeOf::Result => format!("size of dimension {dimension} of result {}", rt.operand),
        SizeOf::Element => format!("size of dimension {dimension}, read from {}", element()),
        SizeOf::Body(op) => format!("size of dimension {dimension} of a value defined by {op}"),
    }
}
