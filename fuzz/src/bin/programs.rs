//! Fuzz target `programs` (structure-aware): the fuzzer's bytes choose a
//! *valid* StableHLO program — shapes, ops (elementwise, transpose,
//! broadcast, reduce, reshape, strided slices, reverse, concatenate,
//! paddings with negative and interior padding, dynamic slices, dot,
//! gathers with clamped starts, custom calls), nesting in `case` branches
//! and `while` bodies — through the generator of the analysis tests
//! (`crates/indexing-analysis/tests/common/mod.rs`, included below: one
//! generator, two drivers of its choices). Every program must parse and
//! verify; its function-level maps in both directions must contain the
//! brute-force reference computed from the StableHLO specification (sound)
//! and be `unknown` only through a custom call (programs with one are
//! checked for panics only) or as "too complex" (more distinct maps than
//! the analysis keeps for one value); the reports, liveness and annotations must
//! not panic.

#[path = "../../../crates/indexing-analysis/tests/common/mod.rs"]
#[allow(dead_code, unused_imports)]
mod common;

use common::{Bytes, Choose, Program, relation_of};
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Maps, UnknownKind};
use melior::ir::Module;
use melior::ir::operation::OperationLike;

fn main() {
    let bytes = index_opt_fuzz::input();
    let mut choices = Bytes(&bytes);
    let ops = 1 + choices.below(12);
    let program = match choices.below(4) {
        0 => Program::random(&mut choices, ops),
        1 => Program::random_with(&mut choices, ops, true),
        2 => Program::random_with_case(&mut choices, ops),
        _ => Program::random_with_while(&mut choices, ops),
    };
    let opaque = program.ops.iter().any(|op| matches!(op, common::Op::Opaque(_)));
    let source = program.text();
    index_opt_passes::register_map_hooks();
    let context = index_opt_native::new_context();
    let module =
        Module::parse(&context, &source).unwrap_or_else(|| panic!("a generated program does not parse:\n{source}"));
    let op = module.as_operation();
    assert!(op.verify(), "a generated program does not verify:\n{source}");
    for direction in [Direction::OutputToInput, Direction::InputToOutput] {
        let options = Options { direction, fusion: true };
        let functions = analyze_module(&op, options);
        let _ = index_opt_report::report::to_json(&functions, options);
        let _ = index_opt_report::report::to_text(&functions, options);
        let entries = functions[0].function_indexing.as_ref().expect("function indexing");
        for entry in entries.iter() {
            let maps = match &entry.maps {
                Maps::Known(maps) => maps,
                // A stated "too complex" (more distinct maps than the
                // analysis keeps) is an answer; any other unknown needs a
                // custom call.
                Maps::Unknown(reason) => {
                    assert!(
                        opaque || reason.kind() == UnknownKind::TooManyMaps,
                        "unknown without a custom call: {reason:?}\n{source}"
                    );
                    continue;
                }
            };
            // A custom call has no reference (the specification says
            // nothing of what it reads): only panics are looked for.
            if opaque {
                continue;
            }
            let ours = relation_of(maps);
            let mut reference = program.reference(entry.result, entry.operand);
            if direction == Direction::InputToOutput {
                reference = reference.into_iter().map(|(out, input)| (input, out)).collect();
            }
            let missing: Vec<_> = reference.difference(&ours).take(3).collect();
            assert!(
                missing.is_empty(),
                "{direction:?}: result {} argument {} misses {missing:?}\n{source}",
                entry.result,
                entry.operand
            );
        }
    }
    index_opt_fuzz::liveness_and_annotations(&op, &format!(":\n{source}"));
}
