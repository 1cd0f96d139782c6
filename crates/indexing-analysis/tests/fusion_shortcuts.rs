//! The fusion walk's shortcuts (values read whole stop the walk and reuse
//! what all of them reads; maps that cover a whole value subsume the
//! others; plain maps compose without the simplifier) change the work, not
//! the answer: against the plain walk (`Fusion::set_shortcuts(false)`),
//! every (result, argument) pair has the same relation — enumerated exactly
//! on random small StableHLO programs, and on sampled points for every
//! function of the JAX corpus.

use indexing_analysis::Entry;
use indexing_analysis::fusion::Fusion;
use melior::ir::Module;

mod common;

use common::{TwoWays, same_relations_on_random_programs, same_relations_on_the_corpus};

/// Output to input, with and without the shortcuts.
struct Backward;

impl TwoWays for Backward {
    fn fast<'c>(&self, module: &Module<'c>, name: &str) -> (Vec<Entry<'c>>, usize) {
        function_indexing(module, name, true)
    }

    fn plain<'c>(&self, module: &Module<'c>, name: &str) -> Vec<Entry<'c>> {
        function_indexing(module, name, false).0
    }
}

fn function_indexing<'c>(module: &Module<'c>, name: &str, shortcuts: bool) -> (Vec<Entry<'c>>, usize) {
    let operation = module.as_operation();
    let mut fusion = Fusion::new(&operation);
    fusion.set_shortcuts(shortcuts);
    let entries = fusion.function_indexing(name).as_ref().clone();
    (entries, fusion.stops())
}

#[test]
fn shortcuts_keep_relations_on_random_programs() {
    let (compared, unknown, stops) = same_relations_on_random_programs(&Backward, 2026);
    // The walks did stop at values read whole many times.
    assert!(compared > 3000 && unknown > 300 && stops > 2000, "compared {compared}, unknown {unknown}, stops {stops}");
}

#[test]
fn shortcuts_keep_relations_on_the_corpus() {
    let (entries, points, _) = same_relations_on_the_corpus(&Backward);
    assert!(entries > 20_000 && points > 10_000, "entries {entries}, points {points}");
}
