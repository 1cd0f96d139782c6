//! Input to output is output to input reversed, for every op of every lit
//! test: for each (result, operand) pair small enough to enumerate, the
//! relation of the input-to-output maps, reversed, equals the relation of
//! the output-to-input maps (runtime variables range over their bounds in
//! both). The output-to-input side is checked against the specification
//! by `reference.rs` and XLA's expectations; this checks every rule of
//! the other direction — hand-written or obtained by inverting
//! ([`IndexingMap::inverse`](indexing_map::IndexingMap::inverse)) —
//! against it, and that input to output is known wherever output to input
//! is.

use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Maps, OperandMap};
use melior::ir::Module;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

/// Points per map beyond which a pair is not enumerated.
const LIMIT: u64 = 1 << 16;

fn lit_inputs(directory: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(directory).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if !["Output", "corpus", "Inputs", "BadInput"].contains(&name.as_str()) {
                lit_inputs(&path, found);
            }
        } else if name.ends_with(".mlir") {
            found.push(path);
        }
    }
}

/// The union of the relations of `maps` (reversed for input to output);
/// `None` when one is too large or some map is a marked superset.
fn relation(maps: &[OperandMap<'_>], reversed: bool) -> Option<Relation> {
    let mut all = Relation::new();
    for map in maps {
        if map.superset.is_some() {
            return None;
        }
        let pairs = map.map.relation(LIMIT)?;
        all.extend(pairs.into_iter().map(|(a, b)| if reversed { (b, a) } else { (a, b) }));
    }
    Some(all)
}

#[derive(Default)]
struct Tally {
    /// Pairs compared, by op name.
    compared: BTreeMap<String, usize>,
    /// Pairs known output to input but unknown input to output.
    unknown: Vec<String>,
    /// Pairs whose relations differ.
    differ: Vec<String>,
}

fn check_chunk(source: &str, label: &str, tally: &mut Tally) {
    let context = new_context();
    let Some(module) = Module::parse(&context, source) else { return };
    let run = |direction| analyze_module(&module.as_operation(), Options { direction, fusion: false });
    let (forward, backward) = (run(Direction::OutputToInput), run(Direction::InputToOutput));
    for (f, b) in forward.iter().zip(&backward) {
        for (op_f, op_b) in f.ops.iter().zip(&b.ops) {
            for entry in &op_f.entries {
                let Maps::Known(forward_maps) = &entry.maps else { continue };
                let at =
                    format!("{label} @{} op {} {} ({}, {})", f.name, op_f.id, op_f.name, entry.result, entry.operand);
                let reverse = op_b.entries.iter().find(|e| e.result == entry.result && e.operand == entry.operand);
                let backward_maps = match reverse.map(|e| &e.maps) {
                    Some(Maps::Known(maps)) => maps,
                    other => {
                        tally.unknown.push(format!("{at}: {other:?}"));
                        continue;
                    }
                };
                let (Some(ours), Some(reference)) = (relation(backward_maps, true), relation(forward_maps, false))
                else {
                    continue;
                };
                *tally.compared.entry(op_f.name.clone()).or_default() += 1;
                if ours != reference {
                    let missing: Vec<_> = reference.difference(&ours).take(2).collect();
                    let extra: Vec<_> = ours.difference(&reference).take(2).collect();
                    tally.differ.push(format!("{at}: misses {missing:?}, adds {extra:?}"));
                }
            }
        }
    }
}

#[test]
fn input_to_output_is_output_to_input_reversed_on_every_lit_test() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let mut inputs = Vec::new();
    lit_inputs(&root, &mut inputs);
    let mut tally = Tally::default();
    for path in &inputs {
        let text = std::fs::read_to_string(path).unwrap();
        if text.contains("expected-error") || text.contains("%expect-exit") {
            continue;
        }
        let label = path.strip_prefix(&root).unwrap().display().to_string();
        for (k, chunk) in text.split("// -----").enumerate() {
            check_chunk(chunk, &format!("{label}#{k}"), &mut tally);
        }
    }
    let total: usize = tally.compared.values().sum();
    println!("{total} (result, operand) pairs of {} ops compared in {} lit inputs", tally.compared.len(), inputs.len());
    for (op, n) in &tally.compared {
        println!("  {op}: {n}");
    }
    assert!(tally.unknown.is_empty(), "known output to input, unknown input to output:\n{}", tally.unknown.join("\n"));
    assert!(tally.differ.is_empty(), "not output to input reversed:\n{}", tally.differ.join("\n"));
    for op in [
        "stablehlo.gather",
        "stablehlo.dynamic_slice",
        "stablehlo.dynamic_update_slice",
        "stablehlo.convolution",
        "stablehlo.reduce_window",
        "stablehlo.select_and_scatter",
        "stablehlo.sort",
        "stablehlo.fft",
        "stablehlo.cholesky",
        "stablehlo.triangular_solve",
        "stablehlo.all_gather",
        "stablehlo.scatter",
        "tensor.extract_slice",
    ] {
        assert!(tally.compared.contains_key(op), "no pair of {op} compared");
    }
}
