//! Input to output with the forward walk's shortcuts (values reached whole
//! stop a walk, which takes what all of them reach) changes the work, not
//! the answer: against the plain walk (one argument at a time through every
//! op it reaches, `plain_function_epilogue_indexing`), every (result,
//! argument) pair has the same relation — enumerated exactly on random
//! small StableHLO programs, and on sampled points for every function of
//! the JAX corpus — and is unknown in both or in neither.

use index_opt_native::new_context;
use indexing_analysis::fusion::{function_epilogue_indexing_and_stops, plain_function_epilogue_indexing};
use indexing_analysis::{Entry, Maps};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, OperationRef};

mod common;

use common::{Program, Random, image, relation_of, sample_points};

/// Each function of `module` with its name.
fn functions<'c, 'a>(module: &'a Module<'c>) -> Vec<(String, OperationRef<'c, 'a>)> {
    let mut all = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            let name = op.attribute("sym_name").unwrap().to_string();
            all.push((name.trim_matches('"').to_owned(), op));
        }
    }
    all
}

fn known<'e, 'c>(entry: &'e Entry<'c>) -> Option<&'e [indexing_analysis::OperandMap<'c>]> {
    match &entry.maps {
        Maps::Known(list) => Some(list),
        Maps::Unknown(_) => None,
    }
}

#[test]
fn forward_shortcuts_keep_relations_on_random_programs() {
    let context = new_context();
    let mut random = Random(2027);
    let (mut compared, mut unknown, mut stops) = (0, 0, 0);
    for case in 0..2000 {
        // Half of the programs have ops without maps: what is unknown must
        // stay unknown through the shortcuts.
        let source = Program::random_with(&mut random, 3 + case % 24, case % 2 == 1).text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        assert!(module.as_operation().verify(), "does not verify:\n{source}");
        let (_, main) = functions(&module).into_iter().find(|(name, _)| name == "main").expect("@main");
        let (fast, stopped) = function_epilogue_indexing_and_stops(main);
        stops += stopped;
        let plain = plain_function_epilogue_indexing(main);
        assert_eq!(fast.len(), plain.len());
        for (f, p) in fast.iter().zip(&plain) {
            assert_eq!((f.result, f.operand), (p.result, p.operand));
            match (known(f), known(p)) {
                (Some(a), Some(b)) => {
                    assert!(
                        relation_of(a) == relation_of(b),
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
    // The walks did stop at values reached whole many times.
    assert!(compared > 3000 && unknown > 300 && stops > 2000, "compared {compared}, unknown {unknown}, stops {stops}");
}

#[test]
fn forward_shortcuts_keep_relations_on_the_corpus() {
    let context = new_context();
    let (mut entries, mut points, mut stops) = (0, 0, 0);
    for file in common::pretty_corpus_files() {
        let source = std::fs::read_to_string(&file).unwrap();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("{}", file.display()));
        for (name, function) in functions(&module) {
            let (fast, stopped) = function_epilogue_indexing_and_stops(function);
            stops += stopped;
            let plain = plain_function_epilogue_indexing(function);
            assert_eq!(fast.len(), plain.len());
            for (f, p) in fast.iter().zip(&plain) {
                let here = format!("{} @{name} result {} argument {}", file.display(), f.result, f.operand);
                assert_eq!((f.result, f.operand), (p.result, p.operand), "{here}");
                assert_eq!(known(f).is_some(), known(p).is_some(), "{here}: {:?} vs {:?}", f.maps, p.maps);
                let reaches = |e: &Entry| known(e).is_some_and(|list| !list.is_empty());
                assert_eq!(reaches(f), reaches(p), "{here}: {:?} vs {:?}", f.maps, p.maps);
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
    assert!(entries > 20_000 && points > 10_000 && stops > 1_000, "entries {entries}, points {points}, stops {stops}");
}
