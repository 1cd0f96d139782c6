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

use index_opt_native::new_context;
use indexing_analysis::Direction;
use indexing_analysis::Maps;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_map::IndexingMap;
use indexing_map::count::{DEFAULT_BUDGET, count_reads_union};
use melior::ir::Module;
use serde_json::Value;

#[path = "../../../tests/support/xla_records.rs"]
mod xla_records;
use xla_records::xla_records;

/// Elements of an XLA shape text such as `f32[10,20]{1,0}`.
fn elements(shape: &str) -> Option<u64> {
    let inside = shape.split('[').nth(1)?.split(']').next()?;
    if inside.is_empty() {
        return Some(1);
    }
    inside.split(',').map(|d| d.trim().parse::<u64>().ok()).product()
}

#[test]
fn xla_cost_analysis_operand_reads() {
    let Some(records) = xla_records("utilization.jsonl") else { return };
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let (mut checks, mut exact_match, mut heuristic_true, mut unknown, mut inexact) = (0, 0, 0, 0, 0);
    let (mut above_truth, mut no_oracle) = (0, 0);
    let mut wrong = Vec::new();
    let mut xla_off = Vec::new();
    for record in &records {
        let name = record["name"].as_str().unwrap_or("?");
        let Some(text) = record["stablehlo"].as_str() else { continue };
        let Some(module) = Module::parse(&context, text) else { continue };
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        for check in record["checks"].as_array().into_iter().flatten() {
            let kind = check["kind"].as_str().unwrap_or("");
            if check["applicable"] != true || !(kind == "operand_bytes_accessed" || kind == "operand_utilization") {
                continue;
            }
            checks += 1;
            let address = &check["stablehlo_op"];
            let label = format!("{name} line {} {kind} operand {}", check["test_line"], check["operand"]);
            let function = functions.iter().find(|f| f.name == address["function"].as_str().unwrap_or(""));
            let op = function.and_then(|f| f.ops.iter().find(|o| Some(o.id as u64) == address["op_index"].as_u64()));
            let Some(op) = op else { panic!("{label}: no op {address}") };
            let mut distinct = 0u64;
            let mut exact = true;
            let mut known = true;
            for operand in check["stablehlo_operands"].as_array().into_iter().flatten().filter_map(Value::as_u64) {
                let mut maps: Vec<IndexingMap> = Vec::new();
                for entry in op.entries.iter().filter(|e| e.operand as u64 == operand) {
                    match &entry.maps {
                        Maps::Known(list) => maps.extend(list.iter().map(|m| m.map.clone())),
                        Maps::Unknown(_) => known = false,
                    }
                }
                // Results over different shapes: count each result's maps
                // and take the union through the operand's points.
                let reads = count_reads_union(&maps, DEFAULT_BUDGET);
                exact &= reads.distinct.exact().is_some();
                distinct += reads.distinct.upper;
            }
            if !known {
                unknown += 1;
                eprintln!("{label}: unknown maps");
                continue;
            }
            if !exact {
                inexact += 1;
                eprintln!("{label}: not exact");
                continue;
            }
            let element_bytes = check["element_bytes"].as_u64().unwrap_or(0);
            let operand_elements = elements(check["operand_shape"].as_str().unwrap_or("")).unwrap_or(0);
            let ours = match kind {
                "operand_bytes_accessed" => (distinct * element_bytes) as f64,
                _ => distinct as f64 / operand_elements.max(1) as f64,
            };
            let expected = check["expected"].as_f64().unwrap_or(f64::NAN);
            if check["xla_value_kind"] == "exact" {
                if (ours - expected).abs() < 1e-9 {
                    exact_match += 1;
                } else {
                    wrong.push(format!("{label}: ours {ours}, XLA (exact) {expected}"));
                }
            } else {
                let truth = match kind {
                    "operand_bytes_accessed" => check["oracle"]["distinct_bytes_read"].as_f64(),
                    _ => check["oracle"]["distinct_elements_read"].as_f64().map(|n| n / operand_elements.max(1) as f64),
                };
                match truth {
                    Some(truth) if (ours - truth).abs() < 1e-9 => {
                        heuristic_true += 1;
                        xla_off.push(format!(
                            "{label}: true {ours}, XLA (heuristic) {expected}, off by {:+}",
                            expected - ours
                        ));
                    }
                    Some(truth) if ours > truth => {
                        above_truth += 1;
                        xla_off.push(format!("{label}: ours {ours} is an upper bound (the maps are a superset), measured {truth}, XLA (heuristic) {expected}"));
                    }
                    Some(truth) => wrong
                        .push(format!("{label}: ours {ours} below the measured {truth} (XLA heuristic {expected})")),
                    None => {
                        no_oracle += 1;
                        xla_off.push(format!(
                            "{label}: ours {ours}, XLA (heuristic) {expected}, no measured truth in the record"
                        ));
                    }
                }
            }
        }
    }
    eprintln!(
        "XLA operand reads: {checks} checks: {exact_match} equal XLA's exact value, {heuristic_true} equal the measured truth where XLA is a heuristic, {above_truth} above the measured truth (superset maps), {no_oracle} heuristic without a measured truth, {unknown} unknown, {inexact} not exact, {} wrong",
        wrong.len()
    );
    for line in &xla_off {
        eprintln!("  {line}");
    }
    assert!(wrong.is_empty(), "counts that differ:\n{}", wrong.join("\n"));
    assert!(exact_match + heuristic_true >= 64, "only {} checks matched", exact_match + heuristic_true);
}
