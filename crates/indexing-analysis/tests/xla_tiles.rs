//! XLA's own tile tests (`tiles.jsonl` of XLA's conformance records
//! (beside the repository), `symbolic_tile_test.cc`) from each record's
//! own HLO text: the text is read by `hlo_text`, and the input map of a
//! case is index-opt's output-to-input map of the record's target (the HLO
//! root, found by its instruction name; a fusion's is its fused
//! computation's function-level map) for the case's operand. The tile of
//! that map is compared with XLA's as `indexing-map`'s `tests/tile.rs`
//! compares the tile of the record's own input map (`tests/support/xla_tiles.rs`),
//! and with that tile. Records whose HLO the reader rejects are counted
//! with the located error; records without HLO (maps built directly in the
//! test) are `indexing-map`'s only.

use index_opt_native::new_context;
use indexing_analysis::analyze::{OpReport, Options, analyze_module};
use indexing_analysis::{Direction, Maps};
use indexing_map::IndexingMap;
use melior::ir::Module;
use serde_json::Value;

#[path = "../../../tests/support/xla_records.rs"]
mod xla_records;
use xla_records::xla_records;
#[path = "../../../tests/support/hlo_names.rs"]
mod hlo_names;
#[path = "common/hlo_ops.rs"]
mod hlo_ops;
use hlo_ops::op_of;
#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;
#[path = "../../../tests/support/xla_tiles.rs"]
mod xla_tiles;
use std::collections::BTreeSet;
use xla_tiles::{Outcome, TileTally, relation, rt_lowers};

/// The single map of result 0 of `op` for the operands `range`, or why
/// there is none.
fn single_map<'c>(op: &OpReport<'c>, range: std::ops::Range<usize>) -> Result<IndexingMap<'c>, String> {
    if range.len() != 1 {
        return Err(format!("the operand is {} values (a tuple)", range.len()));
    }
    let entry = op.entries.iter().find(|e| e.result == 0 && e.operand == range.start);
    match entry.map(|e| &e.maps) {
        Some(Maps::Known(maps)) if maps.len() == 1 => Ok(maps[0].map.clone()),
        Some(Maps::Known(maps)) => Err(format!("{} maps", maps.len())),
        Some(Maps::Unknown(reason)) => Err(format!("unknown: {reason:?}")),
        None => Err(format!("no entry for operand {}", range.start)),
    }
}

/// Cases where the run from HLO differs from XLA's expectation, with the
/// outcome and the reason; the test checks that each still comes out so,
/// and for a tile that its map from HLO has the record's input map's
/// relation, on which `indexing-map`'s `tests/tile.rs` shows the reason by
/// enumeration.
const EXPLAINED: &[(&str, u64, &str, &str)] = &[
    (
        "SymbolicTileTest.CanPropagateTileThroughSplitReshapeOfReverse",
        509,
        "valid for fewer sizes",
        "XLA's tile has no constraints, but at tile size 7 lists 2 elements where the map reads 7, no strided box \
         (xla_split_of_reverse_tile_disagrees_with_enumeration); ours is valid where every tile is a box",
    ),
    (
        "SymbolicTileTest.CanPropagateTileThroughReverseOfCombiningReshape",
        539,
        "differs",
        "XLA's tile at sizes (2, 4, 6, 1), which its constraints accept, runs from 23 down to -24 where the map reads \
         0..47 (xla_reversed_merge_tile_disagrees_with_enumeration); ours equals enumeration",
    ),
    (
        "SymbolicTileTest.FailsGracefullyAtPropagatingTileThroughReductionOfConcatenation",
        748,
        "exact where XLA gives none",
        "XLA gives up on the concatenation's offset under the reduction; the whole 20-row operand per column is a \
         strided box, and ours is checked exact against enumeration",
    ),
    (
        "SymbolicTileTest.CanPropagateTileThroughDynamicUpdateSlice",
        421,
        "no single map",
        "the output reads operand 0 only outside the update: index-opt's maps are 4, one per side of the update \
         window, whose union is XLA's identity map less the window; a set of maps has no single tile",
    ),
];

fn describe(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Equal => "equal",
        Outcome::ValidForFewer => "valid for fewer sizes",
        Outcome::Differs => "differs",
        Outcome::ExactWhereXlaHasNone => "exact where XLA gives none",
        Outcome::NoneExact => "no tile, as XLA",
    }
}

/// A relation of (output index, operand index) pairs.
type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

/// The relation of `map` (runtime variables at their lower bounds)
/// clipped to the operand's `shape`: XLA's matching rule compares maps so.
fn clipped(map: &IndexingMap<'_>, shape: &[i64]) -> Option<Relation> {
    let inside =
        |index: &Vec<i64>| index.len() == shape.len() && index.iter().zip(shape).all(|(&i, &n)| 0 <= i && i < n);
    Some(relation(map, &rt_lowers(map))?.into_iter().filter(|(_, read)| inside(read)).collect())
}

/// The union of the clipped relations of result 0's maps of `op` for
/// operand `operand`.
fn union_relation(op: &OpReport<'_>, operand: usize, shape: &[i64]) -> Option<Relation> {
    let entry = op.entries.iter().find(|e| e.result == 0 && e.operand == operand)?;
    let Maps::Known(maps) = &entry.maps else { return None };
    let mut union = BTreeSet::new();
    for map in maps {
        union.extend(clipped(&map.map, shape)?);
    }
    Some(union)
}

#[test]
fn xla_tile_tests_from_hlo() {
    let Some(records) = xla_records("tiles.jsonl") else { return };
    let context = new_context();
    let mut random = Random(0x0c5a);
    let mut tally = TileTally::default();
    let (mut rejected, mut rejected_cases, mut no_hlo, mut same_relation) = (Vec::new(), 0, 0, 0);
    let (mut other_relation, mut unexplained, mut explained) = (Vec::new(), Vec::new(), Vec::new());
    for record in &records {
        let name = record["name"].as_str().unwrap_or("?");
        let cases: Vec<&Value> = record["cases"].as_array().into_iter().flatten().collect();
        let Some(text) = record["hlo"].as_str() else {
            no_hlo += cases.len();
            continue;
        };
        let file = format!("{name}.hlo");
        let (hlo, mlir) = match hlo_names::read_hlo(text, &file) {
            Ok(read) => read,
            Err(error) => {
                rejected.push(error.diagnostic(&file));
                rejected_cases += cases.len();
                continue;
            }
        };
        let module = Module::parse(&context, &mlir).unwrap_or_else(|| panic!("{name}: the import does not parse"));
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        let root = record["target"]["hlo_root"].as_str().unwrap_or("");
        for case in cases {
            let line = case["test_line"].as_u64().unwrap_or(0);
            let label = format!("\"{name}\" line {line} (from HLO)");
            let theirs = case["input_map"]["text"].as_str().and_then(|text| IndexingMap::parse(&context, text).ok());
            let operand = case["operand"].as_u64().unwrap_or(0) as usize;
            let shape: Vec<i64> =
                record["operand_shapes"][operand].as_array().into_iter().flatten().filter_map(Value::as_i64).collect();
            let their_relation = theirs.as_ref().and_then(|map| clipped(map, &shape));
            let found = hlo_names::instruction(&hlo, root).and_then(|(computation, at)| {
                let tuple = matches!(at.shape, hlo_text::syntax::Shape::Tuple(_));
                let (_, op) = op_of(&functions, &hlo, computation, root, tuple)?;
                Ok((op, hlo_names::operand_range(&hlo, computation, at, operand)?))
            });
            let (op, range) = found.unwrap_or_else(|why| panic!("{label}: {why}"));
            let (outcome, same) = match single_map(op, range.clone()) {
                Ok(map) => {
                    let outcome = describe(tally.case(&map, &case["expected"], &label, &mut random));
                    let same = their_relation.is_some() && clipped(&map, &shape) == their_relation;
                    if !same {
                        other_relation.push(format!("{label}: {map}"));
                    }
                    (outcome, same)
                }
                Err(why) => {
                    tally.no_input += 1;
                    eprintln!("  no single map: {label}: {why}");
                    // The union of the maps: XLA's (the record's) map less
                    // what the output does not read.
                    let ours = union_relation(op, range.start, &shape);
                    let subset = matches!((&ours, &their_relation), (Some(ours), Some(theirs)) if ours.is_subset(theirs) && ours != theirs);
                    assert!(subset, "{label}: the maps' union is not a strict part of the record's map");
                    ("no single map", false)
                }
            };
            same_relation += usize::from(same);
            let listed = EXPLAINED.iter().find(|(record, at, _, _)| *record == name && *at == line);
            match listed {
                Some((_, _, expected, why)) => {
                    assert_eq!(outcome, *expected, "{label}: listed in EXPLAINED as {expected}: update the list");
                    assert!(same || outcome == "no single map", "{label}: the map is not the record's relation");
                    explained.push(format!("{outcome}: {label}: {why}"));
                }
                None if outcome == "equal" || outcome == "no tile, as XLA" => {}
                None => unexplained.push(format!("{label}: {outcome}")),
            }
        }
    }
    eprintln!(
        "{}; {same_relation} maps with the record's input map's relation (clipped to the operand); {} differ from XLA for a checked reason, {} unexplained; {} records the reader rejects ({rejected_cases} cases), {no_hlo} cases without HLO text",
        tally.line(" (from HLO)"),
        explained.len(),
        unexplained.len(),
        rejected.len()
    );
    for line in &explained {
        eprintln!("  {line}");
    }
    for line in &other_relation {
        eprintln!("  another relation than the record's map: {line}");
    }
    for error in &rejected {
        eprintln!("  rejected: {error}");
    }
    assert_eq!(explained.len(), EXPLAINED.len(), "a case of EXPLAINED was not run");
    assert!(unexplained.is_empty(), "unexplained differences from XLA: {unexplained:?}");
    assert!(tally.unexplained.is_empty(), "stricter than XLA without a reason: {:?}", tally.unexplained);
    assert!(rejected.is_empty(), "records the reader rejects: {rejected:?}");
    assert!(other_relation.is_empty(), "maps from HLO unlike the records' input maps: {other_relation:?}");
}
