//! Figures that must agree with their own maps (docs/contract.md, "Counts",
//! "Coalescing", "Tiling"), over random programs (`common::Program`, with
//! opaque `custom_call`s, runtime starts and gathers) and over the JAX
//! corpus: no count above the operand's size (utilization at most 1), an
//! `exact` claim only with every figure a point, exact counts equal to
//! enumeration of the maps (and of the specification's reference at
//! function level) where the domain is small, a summary's bytes never
//! below what a known function-level entry reads and never "nothing" for an
//! argument some unknown entry may read, and every tile inside its tensor.

mod common;

use common::{Program, Random};
use index_opt_native::new_context;
use index_opt_report::report::{FunctionReport, ReportStream};
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::fusion::Fusion;
use indexing_analysis::tiling::{self, ValueTile};
use indexing_analysis::{Direction, Maps};
use indexing_map::coalesce;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module};
use serde_json::Value;
use std::collections::BTreeSet;

/// Tallies of what was checked.
#[derive(Default, Debug)]
struct Tally {
    entries: u64,
    exact_enumerated: u64,
    reference_checked: u64,
    summaries: u64,
    unknown_arguments: u64,
    tiles: u64,
}

/// The JSON (counts and coalescing) and text (counts: summaries) reports
/// of output-to-input `functions` with fusion.
fn reports(functions: &[FunctionReport<'_>]) -> (Value, String) {
    let analysis = Options { direction: Direction::OutputToInput, fusion: true };
    let mut json = String::new();
    let mut write = |s: &str| json.push_str(s);
    let mut stream =
        ReportStream::json(&mut write, analysis).with_counts(true).with_coalescing(Some(coalesce::Options::default()));
    for f in functions {
        stream.function(f);
    }
    stream.finish();
    let mut text = String::new();
    let mut write = |s: &str| text.push_str(s);
    let mut stream = ReportStream::text(&mut write, analysis).with_counts(true);
    for f in functions {
        stream.function(f);
    }
    stream.finish();
    (serde_json::from_str(&json).expect("the JSON report parses"), text)
}

/// `(lower, upper)` of a figure (a number, `{lower, upper}`, `upper: null`
/// as `u64::MAX`).
fn bounds(v: &Value) -> (f64, f64) {
    match v {
        Value::Object(o) => (o["lower"].as_f64().unwrap(), o["upper"].as_f64().unwrap_or(f64::INFINITY)),
        v => (v.as_f64().unwrap(), v.as_f64().unwrap()),
    }
}

fn is_point(v: &Value) -> bool {
    !v.is_object()
}

/// Checks the count and coalescing fields of one JSON entry against its
/// operand's elements and bytes; returns `exact`.
fn check_entry(entry: &Value, elements: Option<u64>, bytes: Option<u64>, label: &str) -> bool {
    let Some(read) = entry.get("elements_read") else { return false };
    let per = &entry["reads_per_element"];
    let figures = [read, &entry["bytes_read"], &per["min"], &per["max"], &per["total"]];
    let exact = entry["exact"].as_bool().unwrap();
    if exact {
        assert!(figures.iter().all(|f| is_point(f)), "{label}: exact with bounds: {entry}");
    }
    for f in figures.iter().filter(|f| !f.is_null()) {
        let (l, u) = bounds(f);
        assert!(l <= u, "{label}: bounds out of order: {entry}");
    }
    if let Some(n) = elements {
        let n = n as f64;
        assert!(bounds(read).1 <= n, "{label}: reads more than the operand's {n} elements: {entry}");
        assert!(bounds(&per["max"]).1 <= n, "{label}: one element reads more than the operand: {entry}");
        if n > 0.0 {
            assert!(bounds(&entry["utilization"]).1 <= 1.0, "{label}: utilization above 1: {entry}");
        }
    }
    if let (Some(b), false) = (bytes, entry["bytes_read"].is_null()) {
        assert!(bounds(&entry["bytes_read"]).1 <= b as f64, "{label}: more bytes than the operand's {b}: {entry}");
    }
    if let Some(c) = entry.get("coalescing") {
        let figures = [
            &c["transactions"],
            &c["per_warp"]["min"],
            &c["per_warp"]["max"],
            &c["bytes_needed"],
            &c["bytes_moved"],
            &c["min_transactions"],
            &c["efficiency"],
        ];
        if c["exact"].as_bool().unwrap() {
            assert!(figures.iter().all(|f| is_point(f)), "{label}: coalescing exact with bounds: {c}");
            assert!(!c["per_warp"]["worst_warp"].is_null() || c["warps"] == 0, "{label}: {c}");
        } else {
            assert!(c.get("why").is_some(), "{label}: bounds without a reason: {c}");
        }
        if let Value::Object(e) = &c["efficiency"] {
            assert!(e["upper"].as_f64().unwrap() <= 1.0, "{label}: {c}");
        }
    }
    exact
}

/// One summary line: function, argument, (lower, upper) bytes, the
/// argument's bytes, whether some reads are unknown.
type SummaryLine = (String, usize, (u64, u64), u64, bool);

/// The summary lines `argument N: X B read of W B ...` of each function
/// of a text report with counts, as (function, argument, (lower, upper)
/// bytes, whole bytes, unknown).
fn summary_lines(text: &str) -> Vec<SummaryLine> {
    let mut out = Vec::new();
    let mut function = String::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("function @") {
            function = name.to_owned();
        }
        let Some(rest) = line.strip_prefix("    argument ") else { continue };
        let Some((n, rest)) = rest.split_once(": ") else { continue };
        let Some((read, rest)) = rest.split_once(" B read of ") else { continue };
        let whole: u64 = rest.split(' ').next().unwrap().parse().unwrap();
        let (l, u) = match read.split_once("..") {
            Some((l, u)) => (l.parse().unwrap(), u.parse().unwrap()),
            None if read.starts_with("at least ") => (read[9..].parse().unwrap(), u64::MAX),
            None => (read.parse().unwrap(), read.parse().unwrap()),
        };
        out.push((function.clone(), n.parse().unwrap(), (l, u), whole, rest.contains("some reads unknown")));
    }
    out
}

/// Checks every entry and summary of `functions`; `reference(r, a)` gives
/// the specification's reference relation of result `r` and argument `a`
/// where known (random programs).
fn check_functions(
    functions: &[FunctionReport<'_>],
    label: &str,
    reference: Option<&dyn Fn(usize, usize) -> common::Relation>,
    tally: &mut Tally,
) {
    let (json, text) = reports(functions);
    for (f, fj) in functions.iter().zip(json["functions"].as_array().unwrap()) {
        for (op, oj) in f.ops.iter().zip(fj["ops"].as_array().unwrap()) {
            for (entry, ej) in op.entries.iter().zip(oj["indexing"].as_array().unwrap()) {
                let storage = op.operand_sizes.get(entry.operand).cloned().flatten();
                let label = format!("{label} @{} op {} {} operand {}", f.name, op.id, op.name, entry.operand);
                let exact = check_entry(
                    ej,
                    storage.as_ref().map(|s| s.elements),
                    storage.as_ref().map(|s| s.elements * s.element_bytes),
                    &label,
                );
                tally.entries += u64::from(ej.get("elements_read").is_some());
                if let Maps::Known(maps) = &entry.maps
                    && exact
                    && maps.iter().all(|m| m.map.rt_vars().is_empty() && m.map.box_size() <= 1 << 14)
                {
                    let targets: BTreeSet<Vec<i64>> =
                        common::relation_of(maps).into_iter().map(|(_, target)| target).collect();
                    assert_eq!(ej["elements_read"].as_u64(), Some(targets.len() as u64), "{label}: {ej}");
                    tally.exact_enumerated += 1;
                }
            }
        }
        let Some(entries) = &f.function_indexing else { continue };
        let fentries = fj["function_indexing"].as_array().unwrap();
        // Per argument: the largest known lower bound of bytes, and whether
        // some entry is unknown.
        let mut known: Vec<(u64, bool)> = vec![(0, false); f.argument_sizes.len()];
        for (entry, ej) in entries.iter().zip(fentries) {
            let storage = f.argument_sizes.get(entry.operand).cloned().flatten();
            let label = format!("{label} @{} result {} argument {}", f.name, entry.result, entry.operand);
            let exact = check_entry(
                ej,
                storage.as_ref().map(|s| s.elements),
                storage.as_ref().map(|s| s.elements * s.element_bytes),
                &label,
            );
            tally.entries += u64::from(ej.get("elements_read").is_some());
            match &entry.maps {
                Maps::Unknown(_) => known[entry.operand].1 = true,
                Maps::Known(_) => {
                    if let (Some(s), Some(bytes)) = (&storage, ej.get("bytes_read").filter(|b| !b.is_null())) {
                        let lower = bounds(bytes).0 as u64;
                        known[entry.operand].0 = known[entry.operand].0.max(lower.min(s.elements * s.element_bytes));
                    }
                }
            }
            // Exact function-level counts against the specification's
            // reference (arguments 0 and 1 of a random program).
            if let (Some(reference), Maps::Known(maps)) = (reference, &entry.maps)
                && entry.operand < 2
            {
                let read: BTreeSet<Vec<i64>> =
                    reference(entry.result, entry.operand).into_iter().map(|(_, target)| target).collect();
                let (lower, upper) = bounds(&ej["elements_read"]);
                assert!(upper >= read.len() as f64, "{label}: reads {} > upper {upper}: {ej}", read.len());
                if exact && maps.iter().all(|m| m.superset.is_none()) {
                    assert_eq!(lower, read.len() as f64, "{label}: exact count differs from the reference: {ej}");
                }
                tally.reference_checked += 1;
            }
        }
        for (function, argument, (lower, upper), whole, unknown) in summary_lines(&text) {
            if function != f.name {
                continue;
            }
            tally.summaries += 1;
            let (most_known, any_unknown) = known[argument];
            let label = format!("{label} @{function} summary argument {argument}");
            assert!(lower <= upper && upper <= whole, "{label}: {lower}..{upper} of {whole}\n{text}");
            assert!(upper >= most_known, "{label}: summary {upper} B below a known entry's {most_known} B\n{text}");
            assert!(lower >= most_known.min(whole) || any_unknown, "{label}: lower bound below a known read\n{text}");
            if any_unknown {
                tally.unknown_arguments += 1;
                assert!(unknown && upper == whole, "{label}: an unknown entry must leave the whole argument\n{text}");
            }
        }
    }
}

/// The lowest and highest element of a tile along each dimension over
/// every tile id (at most `limit` ids) and runtime value (corners of their
/// bounds, exhaustively when few).
fn tile_extent(tile: &ValueTile<'_>, limit: i64) -> Option<Vec<(i64, i64)>> {
    let pids = tile.offsets.dims()[0].bounds.size() as i64;
    let rt = tile.offsets.rt_vars();
    let cases: u64 = rt.iter().fold(1u64, |n, v| n.saturating_mul(v.bounds.size()));
    if cases > 256 {
        return None;
    }
    let mut values = vec![Vec::new()];
    for v in rt {
        values = values
            .into_iter()
            .flat_map(|c: Vec<i64>| (v.bounds.lower..=v.bounds.upper).map(move |x| [c.clone(), vec![x]].concat()))
            .collect();
    }
    let mut extent = vec![(i64::MAX, i64::MIN); tile.sizes.len()];
    let step = (pids / limit).max(1);
    let mut pid = 0;
    while pid < pids {
        for rt in &values {
            let offsets = tile.offsets.evaluate(&[pid], rt)?;
            for (j, &o) in offsets.iter().enumerate() {
                if tile.sizes[j] == 0 {
                    continue;
                }
                let last = o + tile.strides[j] * (tile.sizes[j] - 1);
                extent[j] = (extent[j].0.min(o.min(last)), extent[j].1.max(o.max(last)));
            }
        }
        pid = if pid + step >= pids && pid != pids - 1 { pids - 1 } else { pid + step };
    }
    Some(extent)
}

fn check_tile_inside(tile: &ValueTile<'_>, shape: &[i64], label: &str) -> bool {
    let Some(extent) = tile_extent(tile, 4096) else { return false };
    for (j, (&(low, high), &n)) in extent.iter().zip(shape).enumerate() {
        if low > high {
            continue;
        }
        assert!(low >= 0 && high < n, "{label}: tile leaves the tensor along {j}: [{low}, {high}] of {n}: {tile:?}");
    }
    true
}

#[test]
fn random_programs_figures_agree_with_their_maps() {
    let context = new_context();
    let mut random = Random(0xf1_6a_e5);
    let mut tally = Tally::default();
    for case in 0..600 {
        let program = Program::random_with(&mut random, 2 + case % 9, case % 3 == 0);
        let source = program.text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        let reference = |r: usize, a: usize| program.reference(r, a);
        // Opaque ops have no reference relation.
        let opaque = source.contains("custom_call");
        let reference: Option<&dyn Fn(usize, usize) -> common::Relation> = if opaque { None } else { Some(&reference) };
        check_functions(&functions, &format!("case {case}\n{source}\n"), reference, &mut tally);
        // Tiles of both results at random sizes lie inside their tensors.
        let module_op = module.as_operation();
        let function = module.body().first_operation().expect("@main");
        let mut fusion = Fusion::new(&module_op);
        for r in 0..2 {
            let shape: Vec<i64> = program.shapes[program.returned[r]].iter().map(|&n| n as i64).collect();
            let sizes: Vec<i64> = shape.iter().map(|&n| 1 + random.below(n as usize) as i64).collect();
            let Ok(tiling) = tiling::tile_function(&mut fusion, &function, r, &sizes) else { continue };
            for value in &tiling.values {
                let (Ok(tiles), Some(shape)) = (&value.tiles, &value.shape) else { continue };
                for tile in tiles.iter() {
                    tally.tiles +=
                        u64::from(check_tile_inside(tile, shape, &format!("{} {sizes:?}\n{source}", value.value)));
                }
            }
        }
    }
    eprintln!("figures (random programs): {tally:?}");
    assert!(tally.entries > 5_000 && tally.exact_enumerated > 2_000 && tally.reference_checked > 500, "{tally:?}");
    assert!(tally.unknown_arguments > 20 && tally.tiles > 1_000, "{tally:?}");
}

#[test]
fn corpus_figures_agree_with_their_maps() {
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let mut tally = Tally::default();
    for path in common::pretty_corpus_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(module) = Module::parse(&context, &text) else { continue };
        let functions =
            analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
        let label = path.file_name().unwrap().to_string_lossy().into_owned();
        check_functions(&functions, &label, None, &mut tally);
        // Each function's first static result, tiled by powers of two up
        // to 8 per dimension: every tile inside its tensor.
        let module_op = module.as_operation();
        let mut fusion = Fusion::new(&module_op);
        let mut op = module.body().first_operation();
        let mut reports = functions.iter();
        while let Some(function) = op {
            op = function.next_in_block();
            if function.name().as_string_ref().as_str() != Ok("func.func") {
                continue;
            }
            let Some(report) = reports.next() else { break };
            let Some(Some(result)) = report.result_sizes.first() else { continue };
            let shape: Vec<i64> = result.shape.to_vec();
            if shape.iter().any(|&n| n < 1) {
                continue;
            }
            for sizes in [
                shape.iter().map(|&n| n.clamp(1, 8)).collect::<Vec<_>>(),
                shape.iter().map(|&n| (n / 3).max(1)).collect(),
            ] {
                let Ok(tiling) = tiling::tile_function(&mut fusion, &function, 0, &sizes) else { continue };
                for value in &tiling.values {
                    let (Ok(tiles), Some(shape)) = (&value.tiles, &value.shape) else { continue };
                    for tile in tiles.iter() {
                        let label = format!("{label} {} {sizes:?}", value.value);
                        tally.tiles += u64::from(check_tile_inside(tile, shape, &label));
                    }
                }
            }
        }
    }
    eprintln!("figures (corpus): {tally:?}");
    assert!(tally.entries > 20_000 && tally.exact_enumerated > 5_000 && tally.tiles > 1_000, "{tally:?}");
}
