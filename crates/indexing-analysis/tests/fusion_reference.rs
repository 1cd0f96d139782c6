//! Function-level indexing against a brute-force reference: for random
//! small StableHLO programs, which argument elements each element of each
//! returned value depends on is computed from the StableHLO specification,
//! op by op, through the whole body (`common::Program::reference`), and
//! compared with the relation of `function_indexing`'s maps (range and
//! runtime variables over their bounds). Ours must contain the reference
//! (sound) in every case, and equals it (exact) except where runtime start
//! indices are shared: one scalar feeds every `dynamic_slice`, which the
//! maps treat as independent runtime variables (a superset). No entry holds
//! two maps that mean the same (deduplication is by relation).

mod common;

use common::{Program, Random, Relation, relation_of};
use index_opt_native::new_context;
use indexing_analysis::Direction;
use indexing_analysis::Maps;
use indexing_analysis::analyze::{Options, analyze_module};
use melior::ir::Module;
use melior::ir::operation::OperationLike;

/// Tallies of [`check_function_indexing`].
#[derive(Default)]
struct Tally {
    exact: usize,
    superset: usize,
    checked: usize,
    distinct_pairs: usize,
}

/// Checks the function-level maps of `program` against its reference: no
/// entry holds two maps that mean the same, every entry contains the
/// reference and equals it unless runtime start indices are shared.
fn check_function_indexing(context: &melior::Context, program: &Program, tally: &mut Tally) {
    let source = program.text();
    let module = Module::parse(context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
    assert!(module.as_operation().verify(), "does not verify:\n{source}");
    let reports = analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
    let entries = reports[0].function_indexing.as_ref().expect("function indexing");
    let dynamic = program.ops.iter().any(|op| matches!(op, common::Op::DynamicSlice(..)));
    for entry in entries.iter() {
        let Maps::Known(maps) = &entry.maps else { panic!("unknown: {:?}\n{source}", entry.maps) };
        // Deduplicated as relations: no two maps of one entry (with the
        // same runtime-variable provenance) mean the same thing.
        for (k, a) in maps.iter().enumerate() {
            for b in &maps[k + 1..] {
                let provenance = |m: &indexing_analysis::OperandMap| {
                    m.rt_vars.iter().map(|rt| (rt.rt, rt.operand, rt.index.to_string())).collect::<Vec<_>>()
                };
                if provenance(a) == provenance(b) {
                    assert_ne!(
                        a.map.same_relation(&b.map, 1 << 22),
                        Some(true),
                        "duplicates {} and {}\n{source}",
                        a.map,
                        b.map
                    );
                    tally.distinct_pairs += 1;
                }
            }
        }
        let ours = relation_of(maps);
        let reference = program.reference(entry.result, entry.operand);
        tally.checked += 1;
        let missing: Vec<_> = reference.difference(&ours).take(3).collect();
        assert!(
            missing.is_empty(),
            "unsound: result {} argument {} misses {missing:?}\nmaps {maps:?}\n{source}",
            entry.result,
            entry.operand
        );
        if ours == reference {
            tally.exact += 1;
        } else {
            // Only shared runtime start indices may make ours larger.
            assert!(
                dynamic,
                "inexact without runtime indices: result {} argument {}\nmaps {maps:?}\n{source}",
                entry.result, entry.operand
            );
            tally.superset += 1;
        }
    }
}

#[test]
fn function_indexing_contains_and_mostly_equals_the_reference() {
    let context = new_context();
    let mut random = Random(424242);
    let mut tally = Tally::default();
    for case in 0..600 {
        check_function_indexing(&context, &Program::random(&mut random, 2 + case % 16), &mut tally);
    }
    let Tally { exact, superset, checked, distinct_pairs } = tally;
    println!(
        "{checked} (result, argument) pairs: {exact} exact, {superset} supersets (shared runtime indices); \
         {distinct_pairs} pairs of maps in one entry, none the same relation"
    );
    assert!(checked == 600 * 6 && exact > 3000, "{exact} exact, {superset} supersets");
}

/// Tallies of [`check_input_to_output`].
#[derive(Default)]
struct ReverseTally {
    exact: usize,
    superset: usize,
}

/// Input-to-output function indexing (epilogue indexing per argument)
/// against the reference, reversed: every (argument index, result index)
/// dependency must be in the maps, and no entry is `unknown` (dynamic
/// slices and gathers included: their input-to-output maps are their
/// output-to-input relations inverted).
fn check_input_to_output(context: &melior::Context, program: &Program, tally: &mut ReverseTally) {
    let source = program.text();
    let module = Module::parse(context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
    let reports = analyze_module(&module.as_operation(), Options { direction: Direction::InputToOutput, fusion: true });
    let entries = reports[0].function_indexing.as_ref().expect("function indexing");
    assert_eq!(entries.len(), 6, "{source}");
    for entry in entries.iter() {
        let maps = match &entry.maps {
            Maps::Known(maps) => maps,
            Maps::Unknown(reason) => panic!("unknown input to output: {reason}\n{source}"),
        };
        let ours = relation_of(maps);
        let reference: Relation =
            program.reference(entry.result, entry.operand).into_iter().map(|(out, input)| (input, out)).collect();
        let missing: Vec<_> = reference.difference(&ours).take(3).collect();
        assert!(
            missing.is_empty(),
            "unsound: argument {} result {} misses {missing:?}\nmaps {maps:?}\n{source}",
            entry.operand,
            entry.result
        );
        if ours == reference { tally.exact += 1 } else { tally.superset += 1 }
    }
}

#[test]
fn input_to_output_function_indexing_contains_the_reversed_reference() {
    let context = new_context();
    let mut random = Random(8080);
    let mut tally = ReverseTally::default();
    for case in 0..600 {
        check_input_to_output(&context, &Program::random(&mut random, 2 + case % 16), &mut tally);
    }
    let ReverseTally { exact, superset } = tally;
    println!("input-to-output: {exact} exact, {superset} supersets");
    assert!(exact > 3300, "{exact} exact, {superset} supersets");
}

/// The same through `case` and `while` ops (their regions walked input to
/// output, loops to a fixed point).
#[test]
fn input_to_output_through_control_flow_contains_the_reversed_reference() {
    let context = new_context();
    let mut random = Random(6060);
    let (mut cases, mut loops) = (ReverseTally::default(), ReverseTally::default());
    for case in 0..300 {
        check_input_to_output(&context, &Program::random_with_case(&mut random, 2 + case % 16), &mut cases);
        check_input_to_output(&context, &Program::random_with_while(&mut random, 2 + case % 16), &mut loops);
    }
    for (label, tally) in [("case", &cases), ("while", &loops)] {
        let ReverseTally { exact, superset } = tally;
        println!("input-to-output with {label}: {exact} exact, {superset} supersets");
        assert!(*exact > 1600, "{label}: {exact} exact, {superset} supersets");
    }
}

/// XLA's grouped indexing (`Fusion::grouped_indexing`): for every value a
/// result reaches, its maps contain the reference's dependencies of the
/// result on that value, and equal them where no runtime index is shared.
#[test]
fn grouped_indexing_of_every_reached_value_contains_the_reference() {
    let context = new_context();
    let mut random = Random(5150);
    let (mut exact, mut superset, mut values) = (0, 0, 0);
    for case in 0..300 {
        let program = Program::random(&mut random, 2 + case % 16);
        let source = program.text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        let operation = module.as_operation();
        let mut fusion = indexing_analysis::fusion::Fusion::new(&operation);
        let lines: std::collections::HashMap<usize, usize> = program.lines().into_iter().collect();
        let dynamic = program.ops.iter().any(|op| matches!(op, common::Op::DynamicSlice(..)));
        for r in 0..2 {
            let grouped = fusion.grouped_indexing("main", r).expect("grouped indexing");
            for (value, maps) in grouped {
                // The value's number in the program: a tensor argument, or
                // the op defined on a known line (`%zero`, iotas and the
                // scalar argument are not program values).
                let number = match melior::ir::operation::OperationResult::try_from(value) {
                    Ok(result) => {
                        let loc = indexing_analysis::ir::location_text(result.owner().location());
                        let line: usize = loc.rsplit(':').nth(1).and_then(|l| l.parse().ok()).expect("a line");
                        match lines.get(&line) {
                            Some(&v) => v,
                            None => continue,
                        }
                    }
                    Err(_) => match melior::ir::block::BlockArgument::try_from(value).map(|a| a.argument_number()) {
                        Ok(a) if a < 2 => a,
                        _ => continue,
                    },
                };
                let Maps::Known(maps) = maps else { panic!("unknown maps for value {number}\n{source}") };
                let ours = relation_of(&maps);
                let reference = program.reference_to_value(r, number);
                let missing: Vec<_> = reference.difference(&ours).take(3).collect();
                assert!(
                    missing.is_empty(),
                    "unsound: result {r} value {number} misses {missing:?}\nmaps {maps:?}\n{source}"
                );
                values += 1;
                if ours == reference {
                    exact += 1;
                } else {
                    assert!(
                        dynamic,
                        "inexact without runtime indices: result {r} value {number}\nmaps {maps:?}\n{source}"
                    );
                    superset += 1;
                }
            }
        }
    }
    println!(
        "grouped indexing: {values} (result, value) pairs: {exact} exact, {superset} supersets (shared runtime indices)"
    );
    assert!(values > 2000 && exact > values * 9 / 10, "{values} values, {exact} exact");
}

/// Programs with `stablehlo.case` ops (two branches capturing values):
/// function-level maps through the branches contain the reference, and
/// equal it without runtime start indices (the union over the branches is
/// what some index value reads).
#[test]
fn case_function_indexing_contains_and_equals_the_reference() {
    let context = new_context();
    let mut random = Random(9090);
    let (mut tally, mut cases) = (Tally::default(), 0);
    for case in 0..300 {
        let program = Program::random_with_case(&mut random, 2 + case % 16);
        cases += program.ops.iter().filter(|op| matches!(op, common::Op::Case(..))).count();
        check_function_indexing(&context, &program, &mut tally);
    }
    let Tally { exact, superset, checked, .. } = tally;
    println!("with {cases} case ops: {checked} (result, argument) pairs: {exact} exact, {superset} supersets");
    assert!(cases > 100 && exact > 1000, "{cases} cases, {exact} exact");
}

/// Programs with `stablehlo.while` ops (a counter, two carried values:
/// elementwise, swapped, reversed and accumulated, shifted with a captured
/// padding value): function-level maps through the loops contain the
/// reference (the union over every number of iterations) and equal it
/// without runtime start indices: each body reaches its fixed point within
/// `LOOP_ROUNDS` iterations, so no map is widened.
#[test]
fn while_function_indexing_contains_and_equals_the_reference() {
    let context = new_context();
    let mut random = Random(7070);
    let (mut tally, mut loops) = (Tally::default(), [0; 4]);
    for case in 0..300 {
        let program = Program::random_with_while(&mut random, 2 + case % 16);
        for op in &program.ops {
            if let common::Op::While(_, _, kind) = op {
                loops[*kind] += 1;
            }
        }
        check_function_indexing(&context, &program, &mut tally);
    }
    let Tally { exact, superset, checked, .. } = tally;
    println!(
        "with {loops:?} while ops by body kind: {checked} (result, argument) pairs: {exact} exact, {superset} supersets"
    );
    assert!(loops.iter().all(|&k| k > 20) && exact > 1000, "{loops:?} loops, {exact} exact");
}
