//! Counts and coalescing on random small StableHLO programs (the generator
//! and specification reference of `fusion_reference.rs`), per op and at
//! function level:
//! - counts of every function-level entry against the reference relation
//!   of the specification (what each returned element depends on): equal
//!   for programs without runtime start indices, bounds around it with them;
//! - counts of every per-op entry against the enumerated relation of its
//!   maps;
//! - coalescing of every entry against every warp, step and thread
//!   enumerated (warps of 4 threads, 8-byte transactions, so that the small
//!   shapes span several warps): equal, or with runtime variables the lower
//!   end equal to the case at the smallest value.

mod common;

use common::{Program, Random, Relation};
use index_opt_native::new_context;
use index_opt_report::report::{COALESCING_BUDGET, COUNT_BUDGET, Storage};
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Entry, Maps};
use indexing_map::coalesce::{self, coalescing};
use indexing_map::count::{Count, Reads, count_reads_union};
use indexing_map::{IndexingMap, Interval};
use melior::ir::Module;
use std::collections::{BTreeMap, BTreeSet};

#[path = "../../../tests/support/coalescing_reference.rs"]
mod coalescing_reference;
use coalescing_reference::{brute_force, ours_as_truth};

/// The figures of a relation over a result of `shape`: distinct targets,
/// per result element (every element of the shape; 0 where nothing is
/// read), and the total.
fn reads_of(relation: &Relation, shape: &[i64]) -> Reads {
    let points = shape.iter().product::<i64>() as u64;
    let mut per_point: BTreeMap<&Vec<i64>, BTreeSet<&Vec<i64>>> = BTreeMap::new();
    for (result, target) in relation {
        per_point.entry(result).or_default().insert(target);
    }
    let counts: Vec<u64> = per_point.values().map(|s| s.len() as u64).collect();
    let min = if (counts.len() as u64) < points { 0 } else { counts.iter().copied().min().unwrap_or(0) };
    Reads {
        distinct: Count::of(relation.iter().map(|(_, t)| t).collect::<BTreeSet<_>>().len() as u64),
        per_point_min: Count::of(min),
        per_point_max: Count::of(counts.iter().copied().max().unwrap_or(0)),
        total: Count::of(counts.iter().sum()),
        points,
    }
}

/// The figures compared, as the report gives them for a result of
/// `elements` (an element outside every map's domain reads nothing).
fn figures(r: &Reads, elements: u64) -> [Count; 4] {
    let min = if r.points < elements { Count::of(0) } else { r.per_point_min };
    [r.distinct, min, r.per_point_max, r.total]
}

fn within(count: Count, truth: Count) -> bool {
    count.lower <= truth.lower && truth.upper <= count.upper
}

/// Checks one entry's coalescing figures against the enumeration; returns
/// whether they were exact.
fn check_coalescing(maps: &[IndexingMap<'_>], operand: &Storage, result: &Storage, label: &str) -> bool {
    let options = coalesce::Options { warp: 4, transaction: 8, ..coalesce::Options::default() };
    let threads: Vec<Interval> = result.shape.iter().map(|&n| Interval::for_size(n)).collect();
    let ours = coalescing(maps, &threads, &operand.shape, operand.element_bytes, &options, COALESCING_BUDGET);
    let truth = brute_force(maps, &threads, &operand.shape, operand.element_bytes, &options);
    if ours.is_exact() {
        assert_eq!(ours_as_truth(&ours), truth, "{label}");
    } else {
        assert!(maps.iter().any(|m| !m.rt_vars().is_empty()), "not exact without runtime variables: {label}");
        assert_eq!(ours.transactions.lower, truth.transactions, "{label}");
        assert!(truth.transactions <= ours.transactions.upper, "{label}");
    }
    ours.is_exact()
}

fn known<'c>(entry: &Entry<'c>) -> Vec<IndexingMap<'c>> {
    let Maps::Known(maps) = &entry.maps else { panic!("unknown: {:?}", entry.maps) };
    maps.iter().map(|m| m.map.clone()).collect()
}

#[test]
fn counts_and_coalescing_of_random_programs_equal_the_references() {
    let context = new_context();
    let mut random = Random(0xc057);
    let (mut function_entries, mut op_entries, mut exact_counts, mut exact_coalescing) = (0, 0, 0, 0);
    for case in 0..400 {
        let program = Program::random(&mut random, 2 + case % 12);
        let source = program.text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        let reports =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        let report = &reports[0];
        let dynamic = program.ops.iter().any(|op| matches!(op, common::Op::DynamicSlice(..)));
        for entry in report.function_indexing.as_ref().expect("function indexing").iter() {
            let maps = known(entry);
            let label = format!("result {} argument {}\n{source}", entry.result, entry.operand);
            let result = report.result_sizes[entry.result].clone().expect("static result");
            let truth = reads_of(&program.reference(entry.result, entry.operand), &result.shape);
            let ours = count_reads_union(&maps, COUNT_BUDGET);
            if dynamic {
                for (count, truth) in figures(&ours, result.elements).into_iter().zip(figures(&truth, result.elements))
                {
                    assert!(within(count, truth) || count.lower <= truth.lower, "{count:?} vs {truth:?}: {label}");
                    assert!(truth.upper <= count.upper, "{count:?} vs {truth:?}: {label}");
                }
            } else {
                assert_eq!(figures(&ours, result.elements), figures(&truth, result.elements), "{label}");
                exact_counts += 1;
            }
            if let Some(argument) = report.argument_sizes[entry.operand].as_ref() {
                exact_coalescing += usize::from(check_coalescing(&maps, argument, &result, &label));
            }
            function_entries += 1;
        }
        for op in &report.ops {
            for entry in &op.entries {
                let Maps::Known(_) = &entry.maps else { continue };
                let maps = known(entry);
                let (Some(Some(operand)), Some(Some(result))) =
                    (op.operand_sizes.get(entry.operand), op.result_sizes.get(entry.result))
                else {
                    continue;
                };
                let label =
                    format!("op {} {} result {} operand {}\n{source}", op.id, op.name, entry.result, entry.operand);
                if maps.iter().all(|m| m.rt_vars().is_empty()) {
                    let mut relation = Relation::new();
                    for m in &maps {
                        relation.extend(m.relation(1 << 22).expect("small domain"));
                    }
                    let ours = count_reads_union(&maps, COUNT_BUDGET);
                    let truth = reads_of(&relation, &result.shape);
                    assert_eq!(figures(&ours, result.elements), figures(&truth, result.elements), "{label}");
                    exact_counts += 1;
                }
                exact_coalescing += usize::from(check_coalescing(&maps, operand, result, &label));
                op_entries += 1;
            }
        }
    }
    eprintln!(
        "cost reference: {function_entries} function-level and {op_entries} per-op entries; \
         {exact_counts} counts and {exact_coalescing} coalescing figures exact and equal"
    );
    assert!(function_entries > 1000 && op_entries > 2000 && exact_coalescing > 2000);
}
