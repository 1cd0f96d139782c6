//! The fusion walk's shortcuts (values read whole stop the walk and reuse
//! what all of them reads; maps that cover a whole value subsume the
//! others; plain maps compose without the simplifier) change the work, not
//! the answer: against the plain walk (`Fusion::set_shortcuts(false)`),
//! every (result, argument) pair has the same relation — enumerated exactly
//! on random small StableHLO programs, and on sampled points for every
//! function of the JAX corpus.

use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_analysis::{Entry, Maps};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module};
use std::collections::BTreeSet;

mod common;

use common::{Program, Random, image, sample_points};

fn function_indexing<'c>(module: &Module<'c>, name: &str, shortcuts: bool) -> Vec<Entry<'c>> {
    function_indexing_and_stops(module, name, shortcuts).0
}

fn function_indexing_and_stops<'c>(module: &Module<'c>, name: &str, shortcuts: bool) -> (Vec<Entry<'c>>, usize) {
    let operation = module.as_operation();
    let mut fusion = Fusion::new(&operation);
    fusion.set_shortcuts(shortcuts);
    let entries = fusion.function_indexing(name).as_ref().clone();
    (entries, fusion.stops())
}

type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

fn relation(entry: &Entry) -> Option<Relation> {
    let Maps::Known(maps) = &entry.maps else { return None };
    let mut all = Relation::new();
    for m in maps {
        all.extend(m.map.relation(1 << 20).expect("small domain"));
    }
    Some(all)
}

#[test]
fn shortcuts_keep_relations_on_random_programs() {
    let context = new_context();
    let mut random = Random(2026);
    let (mut compared, mut unknown, mut stops) = (0, 0, 0);
    for case in 0..2000 {
        // Half of the programs have ops without maps: what is unknown must
        // stay unknown through the shortcuts.
        let source = Program::random_with(&mut random, 3 + case % 24, case % 2 == 1).text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        assert!(module.as_operation().verify(), "does not verify:\n{source}");
        let (fast, stopped) = function_indexing_and_stops(&module, "main", true);
        stops += stopped;
        let plain = function_indexing(&module, "main", false);
        assert_eq!(fast.len(), plain.len());
        for (f, p) in fast.iter().zip(&plain) {
            assert_eq!((f.result, f.operand), (p.result, p.operand));
            match (relation(f), relation(p)) {
                (Some(a), Some(b)) => {
                    assert!(
                        a == b,
                        "result {} argument {}: {:?} vs {:?}\n{source}",
                        f.result,
                        f.operand,
                        f.maps,
                        p.maps
                    );
                    compared += 1;
                }
                (None, None) => unknown += 1,
                _ => panic!("known in one mode only: {:?} vs {:?}\n{source}", f.maps, p.maps),
            }
        }
    }
    // The walks did stop at values read whole many times.
    assert!(compared > 3000 && unknown > 300 && stops > 2000, "compared {compared}, unknown {unknown}, stops {stops}");
}

#[test]
fn shortcuts_keep_relations_on_the_corpus() {
    let files = common::pretty_corpus_files();
    let context = new_context();
    let (mut entries, mut points) = (0, 0);
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("{}", file.display()));
        let body = module.body();
        let mut next = body.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if op.name().as_string_ref().as_str() != Ok("func.func") {
                continue;
            }
            let name = op.attribute("sym_name").unwrap().to_string();
            let name = name.trim_matches('"');
            let fast = function_indexing(&module, name, true);
            let plain = function_indexing(&module, name, false);
            assert_eq!(fast.len(), plain.len());
            for (f, p) in fast.iter().zip(&plain) {
                let here = format!("{} @{name} result {} argument {}", file.display(), f.result, f.operand);
                assert_eq!(matches!(f.maps, Maps::Known(_)), matches!(p.maps, Maps::Known(_)), "{here}");
                let reads = |e: &Entry| matches!(&e.maps, Maps::Known(list) if !list.is_empty());
                assert_eq!(reads(f), reads(p), "{here}: {:?} vs {:?}", f.maps, p.maps);
                entries += 1;
                for point in sample_points(p) {
                    if let (Some(a), Some(b)) = (image(f, &point), image(p, &point)) {
                        assert!(a == b, "{here} at {point:?}: {:?} vs {:?}", f.maps, p.maps);
                        points += 1;
                    }
                }
            }
        }
    }
    assert!(entries > 20_000 && points > 10_000, "entries {entries}, points {points}");
}
