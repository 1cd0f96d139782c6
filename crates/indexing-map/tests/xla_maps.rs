//! Conformance with XLA's own indexing-map tests (XLA-derived data,
//! `maps.jsonl`, kept outside this repository): every usable record is
//! parsed, the record's operations applied, and the result compared with XLA's
//! expectation *semantically* (the relation `{(d, f(d, s, rt))}` over the
//! domain, by enumeration), as the corpus README prescribes. Soundness
//! (the operations keep the input's relation) is required of every record;
//! the number of semantic matches with XLA is reported and may not drop
//! below the count recorded here.

use indexing_map::{IndexingMap, expr};
use melior::Context;
use serde_json::Value;

#[path = "../../../tests/support/xla_records.rs"]
mod xla_records;
use xla_records::xla_records;

const ENUMERATION_LIMIT: u64 = 1 << 22;

/// Semantic matches with XLA's expected maps at the time of writing; the
/// test fails if a change loses one.
const MIN_SEMANTIC_MATCHES: usize = 47;

#[derive(Default, Debug)]
struct Tally {
    records: usize,
    parse_errors: Vec<String>,
    unsound: Vec<String>,
    too_large: Vec<String>,
    sampled: Vec<String>,
    semantic_matches: usize,
    text_matches: usize,
    mismatches: Vec<String>,
    no_expectation: usize,
}

/// Point-wise soundness on random points of the input's domain, for maps too
/// large to enumerate whose symbols were not rescaled: `None` when the
/// result's variables differ from the input's.
fn sampled_soundness(input: &IndexingMap, result: &IndexingMap) -> Option<bool> {
    if input.dims() != result.dims() || input.symbol_count() != result.symbol_count() {
        return None;
    }
    if (0..input.symbol_count()).any(|j| input.symbol_bounds(j) != result.symbol_bounds(j)) {
        return None;
    }
    let bounds: Vec<_> = input
        .dims()
        .iter()
        .map(|v| v.bounds)
        .chain((0..input.symbol_count()).map(|j| input.symbol_bounds(j)))
        .collect();
    let mut state = 0x2545f4914f6cdd1du64;
    let mut checked = 0;
    for _ in 0..200_000 {
        let point: Vec<i64> = bounds
            .iter()
            .map(|b| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                b.lower + (state % b.size().max(1)) as i64
            })
            .collect();
        let (d, s) = point.split_at(input.dims().len());
        if !input.contains_point(d, s) {
            continue;
        }
        checked += 1;
        if !result.contains_point(d, s) || result.evaluate(d, s) != input.evaluate(d, s) {
            return Some(false);
        }
    }
    Some(checked > 0)
}

/// `relation` of `result` with its unused dimensions projected out when
/// `expected` has fewer (XLA's `RemoveUnusedVars` removes dimensions too,
/// ours keep the domain's arity; the records' checks project them out).
fn projected<'c>(
    result: &IndexingMap<'c>,
    relation: std::collections::BTreeSet<(Vec<i64>, Vec<i64>)>,
    expected: &IndexingMap<'c>,
) -> std::collections::BTreeSet<(Vec<i64>, Vec<i64>)> {
    if expected.dims().len() >= result.dims().len() {
        return relation;
    }
    let exprs: Vec<_> = result.results().into_iter().chain(result.constraints().iter().map(|&(e, _)| e)).collect();
    let used: Vec<usize> = (0..result.dims().len())
        .filter(|&i| exprs.iter().any(|&e| expr::variables(e).contains(&expr::Variable::Dim(i))))
        .collect();
    if used.len() != expected.dims().len() {
        return relation;
    }
    relation.into_iter().map(|(dims, index)| (used.iter().map(|&i| dims[i]).collect(), index)).collect()
}

fn squash(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn xla_indexing_map_tests() {
    let context = Context::new();
    let mut tally = Tally::default();
    let Some(records) = xla_records("maps.jsonl") else { return };
    for record in records {
        if record["usable"] != Value::Bool(true) {
            continue;
        }
        tally.records += 1;
        let name = record["name"].as_str().unwrap_or("?").to_owned();
        let input = record["input"].as_str().unwrap_or_default();
        let map = match IndexingMap::parse(&context, input) {
            Ok(map) => map,
            Err(error) => {
                tally.parse_errors.push(format!("{name}: {error}"));
                continue;
            }
        };
        let mut result = map.clone();
        for op in record["ops"].as_array().into_iter().flatten() {
            let op = op.as_str().unwrap_or_default();
            if op.starts_with("Simplify") {
                result.simplify();
            } else if op.starts_with("RemoveUnused") {
                result.remove_unused_symbols();
            }
        }
        // Soundness: the result means what the input meant.
        match (map.relation(ENUMERATION_LIMIT), result.relation(ENUMERATION_LIMIT)) {
            (Some(before), Some(after)) => {
                if before != after {
                    tally.unsound.push(format!("{name}:\n    input  {map}\n    result {result}"));
                }
            }
            _ => match sampled_soundness(&map, &result) {
                Some(true) => tally.sampled.push(name.clone()),
                Some(false) => tally.unsound.push(format!("{name} (sampled):\n    input  {map}\n    result {result}")),
                None => tally.too_large.push(name.clone()),
            },
        }
        // Agreement with XLA's expectation.
        let Some(expected) = record["expected"].as_str() else {
            tally.no_expectation += 1;
            continue;
        };
        if expected.trim() == "KNOWN EMPTY" {
            if result.is_known_empty() {
                tally.semantic_matches += 1;
                tally.text_matches += 1;
            } else {
                tally.mismatches.push(format!("{name}: expected KNOWN EMPTY, got {result}"));
            }
            continue;
        }
        let Ok(expected_map) = IndexingMap::parse(&context, expected) else {
            tally.mismatches.push(format!("{name}: expected map does not parse: {expected}"));
            continue;
        };
        if squash(&result.to_string()) == squash(&expected_map.to_string()) {
            // Identical text denotes the identical relation.
            tally.text_matches += 1;
            tally.semantic_matches += 1;
            continue;
        }
        match (
            expected_map.relation(ENUMERATION_LIMIT),
            result.relation(ENUMERATION_LIMIT).map(|r| projected(&result, r, &expected_map)),
        ) {
            (Some(want), Some(got)) if want == got => tally.semantic_matches += 1,
            (Some(_), Some(_)) => {
                tally.mismatches.push(format!("{name}:\n    expected {expected_map}\n    got      {result}"))
            }
            _ => match (sampled_soundness(&expected_map, &result), sampled_soundness(&result, &expected_map)) {
                (Some(true), Some(true)) => {
                    tally.semantic_matches += 1;
                    tally.sampled.push(format!("{name} (expected)"));
                }
                (Some(false), _) | (_, Some(false)) => tally
                    .mismatches
                    .push(format!("{name} (sampled):\n    expected {expected_map}\n    got      {result}")),
                _ => tally.too_large.push(format!("{name} (expected)")),
            },
        }
    }
    println!(
        "XLA maps.jsonl: {} usable records; {} semantic matches with XLA ({} also textual), {} without an expected map, \
         {} parse errors, {} unsound, {} checked by sampling, {} too large to check, {} mismatches",
        tally.records,
        tally.semantic_matches,
        tally.text_matches,
        tally.no_expectation,
        tally.parse_errors.len(),
        tally.unsound.len(),
        tally.sampled.len(),
        tally.too_large.len(),
        tally.mismatches.len()
    );
    for line in tally.parse_errors.iter().chain(&tally.mismatches) {
        println!("  {line}");
    }
    if !tally.too_large.is_empty() {
        println!("  not enumerated: {}", tally.too_large.join(", "));
    }
    assert!(tally.unsound.is_empty(), "unsound results:\n{}", tally.unsound.join("\n"));
    assert!(
        tally.semantic_matches >= MIN_SEMANTIC_MATCHES,
        "only {} semantic matches (at least {MIN_SEMANTIC_MATCHES} expected)",
        tally.semantic_matches
    );
}
