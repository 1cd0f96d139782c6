//! Operand bytes read and utilization, counted from the maps
//! (`indexing_map::count`), against XLA's cost-analysis tests
//! (`utilization.jsonl` of XLA's conformance records (beside the repository), kept outside this
//! repository: `hlo_cost_analysis_test.cc` converted to StableHLO).
//!
//! Each `operand_bytes_accessed` / `operand_utilization` check names an op
//! (a fusion is a `func.call`, whose maps are its callee's function-level
//! maps) and an operand. Ours: the distinct elements all results of the op
//! read of the operand, times its element size. Where XLA's value is exact
//! ours must equal it; where XLA's value is a per-op heuristic, ours must
//! equal the record's oracle (the elements that really influence the
//! result, found by perturbing the converted program and running it), and
//! the test prints how far XLA is off. Counts are of the maps, so where a
//! map is a sound superset (a runtime start the maps keep free) the count
//! is an upper bound of the truth: it may exceed the oracle, never fall
//! below it. Heuristic values without an oracle (reads that depend on
//! runtime indices) are printed beside ours, not asserted.
//!
//! The same checks run a second time on each record's own HLO text, read
//! by `hlo_text` (not XLA's converter): the op found by its HLO instruction
//! name, and each count compared with the converted program's too.

use index_opt_native::new_context;
use indexing_analysis::Direction;
use indexing_analysis::Maps;
use indexing_analysis::analyze::{FunctionReport, OpReport, Options, analyze_module};
use indexing_map::IndexingMap;
use indexing_map::count::{DEFAULT_BUDGET, count_reads_union};
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

/// Elements of an XLA shape text such as `f32[10,20]{1,0}`.
fn elements(shape: &str) -> Option<u64> {
    let inside = shape.split('[').nth(1)?.split(']').next()?;
    if inside.is_empty() {
        return Some(1);
    }
    inside.split(',').map(|d| d.trim().parse::<u64>().ok()).product()
}

/// What the maps of one op say an operand check reads: the distinct
/// elements all its results read of the operands (an HLO operand may be
/// several: a tuple's leaves), or why not counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reads {
    Distinct(u64),
    Unknown,
    Inexact,
}

fn reads(op: &OpReport<'_>, operands: &[u64]) -> Reads {
    let mut distinct = 0u64;
    let mut exact = true;
    let mut known = true;
    for &operand in operands {
        let mut maps: Vec<IndexingMap> = Vec::new();
        for entry in op.entries.iter().filter(|e| e.operand as u64 == operand) {
            match &entry.maps {
                Maps::Known(list) => maps.extend(list.iter().map(|m| m.map.clone())),
                Maps::Unknown(_) => known = false,
            }
        }
        // Results over different shapes: count each result's maps and take
        // the union through the operand's points.
        let reads = count_reads_union(&maps, DEFAULT_BUDGET);
        exact &= reads.distinct.exact().is_some();
        distinct += reads.distinct.upper;
    }
    match (known, exact) {
        (false, _) => Reads::Unknown,
        (true, false) => Reads::Inexact,
        (true, true) => Reads::Distinct(distinct),
    }
}

/// The checks of one run and how they came out.
#[derive(Default)]
struct Tally {
    checks: usize,
    exact_match: usize,
    heuristic_true: usize,
    unknown: usize,
    inexact: usize,
    above_truth: usize,
    no_oracle: usize,
    wrong: Vec<String>,
    xla_off: Vec<String>,
}

impl Tally {
    /// Scores one check (`label` names it) by what the maps read.
    fn score(&mut self, check: &Value, label: &str, reads: Reads) {
        let kind = check["kind"].as_str().unwrap_or("");
        let distinct = match reads {
            Reads::Unknown => {
                self.unknown += 1;
                eprintln!("{label}: unknown maps");
                return;
            }
            Reads::Inexact => {
                self.inexact += 1;
                eprintln!("{label}: not exact");
                return;
            }
            Reads::Distinct(distinct) => distinct,
        };
        let element_bytes = check["element_bytes"].as_u64().unwrap_or(0);
        let operand_elements = elements(check["operand_shape"].as_str().unwrap_or("")).unwrap_or(0);
        let ours = match kind {
            "operand_bytes_accessed" => (distinct * element_bytes) as f64,
            _ => distinct as f64 / operand_elements.max(1) as f64,
        };
        let expected = check["expected"].as_f64().unwrap_or(f64::NAN);
        if check["xla_value_kind"] == "exact" {
            if (ours - expected).abs() < 1e-9 {
                self.exact_match += 1;
            } else {
                self.wrong.push(format!("{label}: ours {ours}, XLA (exact) {expected}"));
            }
            return;
        }
        let truth = match kind {
            "operand_bytes_accessed" => check["oracle"]["distinct_bytes_read"].as_f64(),
            _ => check["oracle"]["distinct_elements_read"].as_f64().map(|n| n / operand_elements.max(1) as f64),
        };
        match truth {
            Some(truth) if (ours - truth).abs() < 1e-9 => {
                self.heuristic_true += 1;
                self.xla_off
                    .push(format!("{label}: true {ours}, XLA (heuristic) {expected}, off by {:+}", expected - ours));
            }
            Some(truth) if ours > truth => {
                self.above_truth += 1;
                self.xla_off.push(format!(
                    "{label}: ours {ours} is an upper bound (the maps are a superset), measured {truth}, XLA (heuristic) {expected}"
                ));
            }
            Some(truth) => {
                self.wrong.push(format!("{label}: ours {ours} below the measured {truth} (XLA heuristic {expected})"))
            }
            None => {
                self.no_oracle += 1;
                self.xla_off
                    .push(format!("{label}: ours {ours}, XLA (heuristic) {expected}, no measured truth in the record"));
            }
        }
    }

    /// The tally line (`XLA operand reads{run}: ...`).
    fn line(&self, run: &str) -> String {
        format!(
            "XLA operand reads{run}: {} checks: {} equal XLA's exact value, {} equal the measured truth where XLA is a heuristic, {} above the measured truth (superset maps), {} heuristic without a measured truth, {} unknown, {} not exact, {} wrong",
            self.checks,
            self.exact_match,
            self.heuristic_true,
            self.above_truth,
            self.no_oracle,
            self.unknown,
            self.inexact,
            self.wrong.len()
        )
    }
}

/// Whether a check is one of those scored: an operand's bytes or
/// utilization, applicable.
fn scored(check: &Value) -> bool {
    let kind = check["kind"].as_str().unwrap_or("");
    check["applicable"] == true && (kind == "operand_bytes_accessed" || kind == "operand_utilization")
}

/// What the converted program's op reads for `check`, found by the
/// record's address (`stablehlo_op`, `stablehlo_operands`).
fn converted_reads(functions: &[FunctionReport<'_>], check: &Value, label: &str) -> Reads {
    let address = &check["stablehlo_op"];
    let function = functions.iter().find(|f| f.name == address["function"].as_str().unwrap_or(""));
    let op = function.and_then(|f| f.ops.iter().find(|o| Some(o.id as u64) == address["op_index"].as_u64()));
    let Some(op) = op else { panic!("{label}: no op {address}") };
    let operands: Vec<u64> =
        check["stablehlo_operands"].as_array().into_iter().flatten().filter_map(Value::as_u64).collect();
    reads(op, &operands)
}

fn label(record: &Value, check: &Value) -> String {
    let name = record["name"].as_str().unwrap_or("?");
    format!("{name} line {} {} operand {}", check["test_line"], check["kind"].as_str().unwrap_or(""), check["operand"])
}

#[test]
fn xla_cost_analysis_operand_reads() {
    let Some(records) = xla_records("utilization.jsonl") else { return };
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let mut tally = Tally::default();
    for record in &records {
        let Some(text) = record["stablehlo"].as_str() else { continue };
        let Some(module) = Module::parse(&context, text) else { continue };
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        for check in record["checks"].as_array().into_iter().flatten().filter(|c| scored(c)) {
            tally.checks += 1;
            let label = label(record, check);
            tally.score(check, &label, converted_reads(&functions, check, &label));
        }
    }
    eprintln!("{}", tally.line(""));
    for line in &tally.xla_off {
        eprintln!("  {line}");
    }
    assert!(tally.wrong.is_empty(), "counts that differ:\n{}", tally.wrong.join("\n"));
    assert!(
        tally.exact_match + tally.heuristic_true >= 64,
        "only {} checks matched",
        tally.exact_match + tally.heuristic_true
    );
}

/// Records whose HLO text the reader rejects, with the reason; the test
/// checks that each still is rejected (and no other record).
const READER_REJECTS: &[(&str, &str)] = &[
    (
        "FusionCostAnalysis.NestedFusionFeedsMultipleUsers",
        "a fusion's computation written in place (`calls=` then `{ ... }`), not read yet (docs/hlo.md)",
    ),
    (
        "FusionCostAnalysis.ParamFeedsNestedFusionAndTrivialUser",
        "a fusion's computation written in place (`calls=` then `{ ... }`), not read yet (docs/hlo.md)",
    ),
];

/// The same checks run on each record's own HLO text (`hlo`), read by
/// `hlo_text` instead of XLA's converter: the op is found by its HLO
/// instruction name, HLO operand `i` is the op's operands for that
/// operand's leaves. Each check's count is also compared with the
/// converted program's. Records whose HLO the reader rejects are counted
/// with the located error.
#[test]
fn xla_cost_analysis_operand_reads_from_hlo() {
    let Some(records) = xla_records("utilization.jsonl") else { return };
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let mut tally = Tally::default();
    let (mut rejected, mut rejected_checks, mut no_hlo, mut same) = (Vec::new(), 0, 0, 0);
    let (mut unresolved, mut unlike_converted) = (Vec::new(), Vec::new());
    for record in &records {
        let name = record["name"].as_str().unwrap_or("?");
        let checks: Vec<&Value> = record["checks"].as_array().into_iter().flatten().filter(|c| scored(c)).collect();
        let Some(text) = record["hlo"].as_str() else {
            no_hlo += checks.len();
            continue;
        };
        let file = format!("{name}.hlo");
        let (hlo, mlir) = match hlo_names::read_hlo(text, &file) {
            Ok(read) => read,
            Err(error) => {
                let why = READER_REJECTS.iter().find(|(record, _)| *record == name).map(|(_, why)| *why);
                let why = why.unwrap_or_else(|| panic!("the reader rejects {name}: {}", error.diagnostic(&file)));
                rejected.push(format!("{} ({why})", error.diagnostic(&file)));
                rejected_checks += checks.len();
                continue;
            }
        };
        assert!(
            !READER_REJECTS.iter().any(|(record, _)| *record == name),
            "{name} is read now: remove it from READER_REJECTS"
        );
        let module = Module::parse(&context, &mlir).unwrap_or_else(|| panic!("{name}: the import does not parse"));
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        let converted_module = record["stablehlo"].as_str().and_then(|text| Module::parse(&context, text));
        let converted = converted_module.as_ref().map(|module| {
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true })
        });
        for check in checks {
            let label = label(record, check);
            let instruction = check["instr"].as_str().unwrap_or("");
            let found = hlo_names::instruction(&hlo, instruction).and_then(|(computation, at)| {
                let tuple = matches!(at.shape, hlo_text::syntax::Shape::Tuple(_));
                let (_, op) = op_of(&functions, &hlo, computation, instruction, tuple)?;
                let operand = check["operand"].as_u64().ok_or("no operand")? as usize;
                Ok((op, hlo_names::operand_range(&hlo, computation, at, operand)?))
            });
            let (op, range) = match found {
                Ok(found) => found,
                Err(why) => {
                    unresolved.push(format!("{label}: {why}"));
                    continue;
                }
            };
            tally.checks += 1;
            let operands: Vec<u64> = range.map(|i| i as u64).collect();
            let ours = reads(op, &operands);
            match converted.as_ref().map(|functions| converted_reads(functions, check, &label)) {
                Some(theirs) if theirs == ours => same += 1,
                theirs => unlike_converted.push(format!("{label}: {ours:?}, converted {theirs:?}")),
            }
            tally.score(check, &label, ours);
        }
    }
    eprintln!(
        "{}; {same} count what the converted program counts; {} without an op, {} records the reader rejects ({rejected_checks} checks), {no_hlo} checks without HLO text",
        tally.line(" (from HLO)"),
        unresolved.len(),
        rejected.len()
    );
    for line in &tally.xla_off {
        eprintln!("  {line}");
    }
    for error in &rejected {
        eprintln!("  rejected: {error}");
    }
    assert_eq!(rejected.len(), READER_REJECTS.len(), "records the reader rejects");
    assert!(unresolved.is_empty(), "checks without an op in the import:\n{}", unresolved.join("\n"));
    assert!(unlike_converted.is_empty(), "counts unlike the converted program's:\n{}", unlike_converted.join("\n"));
    assert!(tally.wrong.is_empty(), "counts that differ:\n{}", tally.wrong.join("\n"));
    assert!(
        tally.exact_match + tally.heuristic_true >= 64,
        "only {} checks matched",
        tally.exact_match + tally.heuristic_true
    );
}
