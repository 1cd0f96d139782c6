//! Input to output with the forward walk's shortcuts (values reached whole
//! stop a walk, which takes what all of them reach) changes the work, not
//! the answer: against the plain walk (one argument at a time through every
//! op it reaches, `plain_function_epilogue_indexing`), every (result,
//! argument) pair has the same relation — enumerated exactly on random
//! small StableHLO programs, and on sampled points for every function of
//! the JAX corpus — and is unknown in both or in neither.

use indexing_analysis::Entry;
use indexing_analysis::fusion::{function_epilogue_indexing_and_stops, plain_function_epilogue_indexing};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, OperationRef};

mod common;

use common::{TwoWays, same_relations_on_random_programs, same_relations_on_the_corpus};

/// Input to output, with and without the shortcuts.
struct Forward;

impl TwoWays for Forward {
    fn fast<'c>(&self, module: &Module<'c>, name: &str) -> (Vec<Entry<'c>>, usize) {
        function_epilogue_indexing_and_stops(function(module, name))
    }

    fn plain<'c>(&self, module: &Module<'c>, name: &str) -> Vec<Entry<'c>> {
        plain_function_epilogue_indexing(function(module, name))
    }
}

/// The function `name` of `module`.
fn function<'c, 'a>(module: &'a Module<'c>, name: &str) -> OperationRef<'c, 'a> {
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.attribute("sym_name").is_ok_and(|n| n.to_string().trim_matches('"') == name) {
            return op;
        }
    }
    panic!("no function @{name}")
}

#[test]
fn forward_shortcuts_keep_relations_on_random_programs() {
    let (compared, unknown, stops) = same_relations_on_random_programs(&Forward, 2027);
    // The walks did stop at values reached whole many times.
    assert!(compared > 3000 && unknown > 300 && stops > 2000, "compared {compared}, unknown {unknown}, stops {stops}");
}

#[test]
fn forward_shortcuts_keep_relations_on_the_corpus() {
    let (entries, points, stops) = same_relations_on_the_corpus(&Forward);
    assert!(entries > 20_000 && points > 10_000 && stops > 1_000, "entries {entries}, points {points}, stops {stops}");
}
