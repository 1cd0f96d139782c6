//! Counts of every entry of the JAX corpus (per op and function-level),
//! checked for what must hold whatever the maps: a count never exceeds the
//! operand's elements or what the domain can read (result elements × the
//! most one element reads), bounds are ordered, `total` is between
//! `points × min` and `points × max`, and what is read per element never
//! exceeds what is read in all. The same for the coalescing figures (with
//! the default options): bounds ordered, the fewest per warp under the most,
//! totals between warps × the fewest and warps × the most, the fewest
//! possible transactions under those issued, bytes needed under bytes moved.
//! Prints the tallies and the slowest entry (the figures
//! `docs/MEASUREMENTS.md` quotes; not asserted: timing belongs to
//! benchmarks).

use index_opt_native::new_context;
use index_opt_report::report::{COALESCING_BUDGET, COUNT_BUDGET, Storage};
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Entry, Maps};
use indexing_map::coalesce::{self, coalescing_with_rt_dims};
use indexing_map::count::count_reads_union;
use indexing_map::{IndexingMap, Interval};
use melior::ir::Module;
use std::time::Instant;

/// One corpus entry with maps: its label, maps, operand (argument) and
/// result tensors.
struct Item<'e, 'c> {
    label: String,
    entry: &'e Entry<'c>,
    maps: Vec<IndexingMap<'c>>,
    operand: Option<Storage>,
    result: Option<Storage>,
}

/// Calls `visit` with every entry with maps of the JAX corpus, per op and
/// function-level.
fn for_each_corpus_entry(mut visit: impl FnMut(&Item<'_, '_>)) {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax");
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let mut files: Vec<_> = std::fs::read_dir(&corpus).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "mlir")) {
        let text = std::fs::read_to_string(path).unwrap();
        let Some(module) = Module::parse(&context, &text) else { continue };
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        for function in &functions {
            let sizes = |list: &[Option<Storage>], i: usize| list.get(i).cloned().flatten();
            let per_op = function.ops.iter().flat_map(|op| {
                op.entries
                    .iter()
                    .map(move |e| (e, sizes(&op.operand_sizes, e.operand), sizes(&op.result_sizes, e.result)))
            });
            let function_level = function.function_indexing.iter().flat_map(|all| {
                all.iter()
                    .map(|e| (e, sizes(&function.argument_sizes, e.operand), sizes(&function.result_sizes, e.result)))
            });
            for (entry, operand, result) in per_op.chain(function_level) {
                let Maps::Known(maps) = &entry.maps else { continue };
                visit(&Item {
                    label: format!(
                        "{} @{} result {} operand {}",
                        path.display(),
                        function.name,
                        entry.result,
                        entry.operand
                    ),
                    entry,
                    maps: maps.iter().map(|m| m.map.clone()).collect(),
                    operand,
                    result,
                });
            }
        }
    }
}

#[test]
fn corpus_counts_are_consistent() {
    let (mut entries, mut exact) = (0u64, 0u64);
    let mut slowest = (0.0f64, String::new());
    for_each_corpus_entry(|item| {
        let (list, storage) = (&item.maps, &item.operand);
        let start = Instant::now();
        let reads = count_reads_union(list, COUNT_BUDGET);
        let seconds = start.elapsed().as_secs_f64();
        if seconds > slowest.0 {
            slowest = (seconds, item.label.clone());
        }
        entries += 1;
        exact += u64::from(reads.is_exact());
        let label = format!("{} {:?}", item.label, item.entry);
        for count in [reads.distinct, reads.per_point_min, reads.per_point_max, reads.total] {
            assert!(count.lower <= count.upper, "{label}: {reads:?}");
        }
        assert!(reads.per_point_min.lower <= reads.per_point_max.upper, "{label}: {reads:?}");
        assert!(reads.per_point_max.lower <= reads.distinct.upper, "{label}: {reads:?}");
        assert!(reads.distinct.lower <= reads.total.upper, "{label}: {reads:?}");
        if let Some(storage) = storage.as_ref() {
            assert!(reads.distinct.lower <= storage.elements, "{label}: reads more than the operand has: {reads:?}");
        }
        if let (Some(total), Some(min), Some(max)) =
            (reads.total.exact(), reads.per_point_min.exact(), reads.per_point_max.exact())
        {
            assert!(
                reads.points.saturating_mul(min) <= total && total <= reads.points.saturating_mul(max),
                "{label}: {reads:?}"
            );
        }
    });
    eprintln!(
        "corpus counts: {entries} entries with maps, {exact} exact ({:.1} %); slowest count {:.2} ms ({})",
        100.0 * exact as f64 / entries.max(1) as f64,
        1e3 * slowest.0,
        slowest.1
    );
    assert!(entries > 20_000, "only {entries} entries counted");
}

#[test]
fn corpus_coalescing_is_consistent() {
    let options = coalesce::Options::default();
    let (mut entries, mut exact, mut coalesced) = (0u64, 0u64, 0u64);
    let mut slowest = (0.0f64, String::new());
    for_each_corpus_entry(|item| {
        let (Some(operand), Some(result)) = (&item.operand, &item.result) else { return };
        let threads: Vec<Interval> = result.shape.iter().map(|&n| Interval::for_size(n)).collect();
        let start = Instant::now();
        let Maps::Known(maps) = &item.entry.maps else { return };
        let dims: Vec<_> = maps.iter().map(indexing_analysis::OperandMap::rt_dims).collect();
        let c = coalescing_with_rt_dims(
            &item.maps,
            &dims,
            &threads,
            &operand.shape,
            operand.element_bytes,
            &options,
            COALESCING_BUDGET,
        );
        let seconds = start.elapsed().as_secs_f64();
        if seconds > slowest.0 {
            slowest = (seconds, item.label.clone());
        }
        let label = &item.label;
        entries += 1;
        exact += u64::from(c.is_exact());
        coalesced += u64::from(c.coalesced() == Some(true));
        assert_eq!(c.warps, result.elements.div_ceil(32), "{label}");
        for count in [c.transactions, c.per_warp_min, c.per_warp_max, c.bytes_needed, c.min_transactions] {
            assert!(count.lower <= count.upper, "{label}: {c:?}");
        }
        assert!(c.per_warp_min.lower <= c.per_warp_max.upper, "{label}: {c:?}");
        assert!(c.min_transactions.lower <= c.transactions.upper, "{label}: {c:?}");
        assert!(c.bytes_needed.lower <= c.bytes_moved().upper, "{label}: {c:?}");
        if let (Some(total), Some(min), Some(max)) =
            (c.transactions.exact(), c.per_warp_min.exact(), c.per_warp_max.exact())
        {
            assert!(c.warps.saturating_mul(min) <= total && total <= c.warps.saturating_mul(max), "{label}: {c:?}");
            // A result without elements has no warp, so no worst one.
            assert!(c.warps == 0 || c.worst_warp.is_some_and(|w| w < c.warps), "{label}: {c:?}");
            assert!(c.min_transactions.exact().is_some_and(|f| f <= total), "{label}: {c:?}");
        }
    });
    eprintln!(
        "corpus coalescing: {entries} entries, {exact} exact ({:.1} %), {coalesced} coalesced; slowest {:.2} ms ({})",
        100.0 * exact as f64 / entries.max(1) as f64,
        1e3 * slowest.0,
        slowest.1
    );
    assert!(entries > 20_000, "only {entries} entries evaluated");
}

#[test]
fn corpus_tiles_are_sound() {
    use indexing_map::tile::symbolic_tile;
    let (mut maps, mut exact, mut checked) = (0u64, 0u64, 0u64);
    let mut seconds = 0.0f64;
    for_each_corpus_entry(|item| {
        for map in &item.maps {
            let start = Instant::now();
            let tile = symbolic_tile(map);
            seconds += start.elapsed().as_secs_f64();
            maps += 1;
            exact += u64::from(tile.exact);
            // The tile of the whole result (every tile size at its
            // dimension's size) holds everything the map reads, when valid.
            let sizes: Vec<i64> = map.dims().iter().map(|v| v.bounds.upper + 1).collect();
            if map.dims().iter().any(|v| v.bounds.lower != 0) || !tile.holds(&sizes) || map.box_size() > 1 << 12 {
                continue;
            }
            let rt: Vec<i64> = map.rt_vars().iter().map(|v| v.bounds.lower).collect();
            let Some(elements) = tile.elements(&sizes, &rt) else { continue };
            let n_range = map.range_vars().len();
            map.enumerate_domain(1 << 12, |d, s| {
                if s[n_range..] == rt[..] {
                    let value = map.evaluate(d, s).unwrap();
                    assert!(elements.contains(&value), "{}: {map}: {value:?} not in {tile}", item.label);
                }
            });
            checked += 1;
        }
    });
    eprintln!(
        "corpus tiles: {maps} maps, {exact} exact ({:.1} %), {checked} checked against enumeration; {:.1} ms in all",
        100.0 * exact as f64 / maps.max(1) as f64,
        1e3 * seconds
    );
    assert!(maps > 20_000 && checked > 1_000, "{maps} maps, {checked} checked");
}
