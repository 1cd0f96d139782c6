//! Counts of every entry of the JAX corpus (per op and function-level),
//! checked for what must hold whatever the maps: a count never exceeds the
//! operand's elements or what the domain can read (result elements × the
//! most one element reads), bounds are ordered, `total` is between
//! `points × min` and `points × max`, and what is read per element never
//! exceeds what is read in all. Prints the tally and the slowest count (the
//! figure `docs/MEASUREMENTS.md` quotes; not asserted: timing belongs to
//! benchmarks).

use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::report::COUNT_BUDGET;
use indexing_analysis::{Direction, Maps};
use indexing_map::IndexingMap;
use indexing_map::count::count_reads_union;
use melior::ir::Module;
use std::time::Instant;

#[test]
fn corpus_counts_are_consistent() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax");
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let (mut entries, mut exact) = (0u64, 0u64);
    let mut slowest = (0.0f64, String::new());
    let mut files: Vec<_> = std::fs::read_dir(&corpus).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "mlir")) {
        let text = std::fs::read_to_string(path).unwrap();
        let Some(module) = Module::parse(&context, &text) else { continue };
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        for function in &functions {
            let per_op = function
                .ops
                .iter()
                .flat_map(|op| op.entries.iter().map(move |e| (e, op.operand_sizes.get(e.operand).cloned().flatten())));
            let function_level = function
                .function_indexing
                .iter()
                .flat_map(|all| all.iter().map(|e| (e, function.argument_sizes.get(e.operand).cloned().flatten())));
            for (entry, storage) in per_op.chain(function_level) {
                let Maps::Known(maps) = &entry.maps else { continue };
                let list: Vec<IndexingMap> = maps.iter().map(|m| m.map.clone()).collect();
                let start = Instant::now();
                let reads = count_reads_union(&list, COUNT_BUDGET);
                let seconds = start.elapsed().as_secs_f64();
                if seconds > slowest.0 {
                    slowest = (
                        seconds,
                        format!(
                            "{} @{} result {} operand {}",
                            path.display(),
                            function.name,
                            entry.result,
                            entry.operand
                        ),
                    );
                }
                entries += 1;
                exact += u64::from(reads.is_exact());
                let label = format!("{} @{} {entry:?}", path.display(), function.name);
                for count in [reads.distinct, reads.per_point_min, reads.per_point_max, reads.total] {
                    assert!(count.lower <= count.upper, "{label}: {reads:?}");
                }
                assert!(reads.per_point_min.lower <= reads.per_point_max.upper, "{label}: {reads:?}");
                assert!(reads.per_point_max.lower <= reads.distinct.upper, "{label}: {reads:?}");
                assert!(reads.distinct.lower <= reads.total.upper, "{label}: {reads:?}");
                if let Some(storage) = storage {
                    assert!(
                        reads.distinct.lower <= storage.elements,
                        "{label}: reads more than the operand has: {reads:?}"
                    );
                }
                if let (Some(total), Some(min), Some(max)) =
                    (reads.total.exact(), reads.per_point_min.exact(), reads.per_point_max.exact())
                {
                    assert!(
                        reads.points.saturating_mul(min) <= total && total <= reads.points.saturating_mul(max),
                        "{label}: {reads:?}"
                    );
                }
            }
        }
    }
    eprintln!(
        "corpus counts: {entries} entries with maps, {exact} exact ({:.1} %); slowest count {:.2} ms ({})",
        100.0 * exact as f64 / entries.max(1) as f64,
        1e3 * slowest.0,
        slowest.1
    );
    assert!(entries > 20_000, "only {entries} entries counted");
}
