//! Conformance with XLA's own buffer-liveness tests
//! (`buffer_liveness_test.cc`) and dataflow interference tests
//! (`hlo_dataflow_analysis_test.cc`), converted to StableHLO:
//! `liveness.jsonl` of XLA's conformance records (beside the repository), kept outside this
//! repository. Every applicable `MayInterfere` / `MaybeLiveOut` check is
//! answered by the analysis under the record's ordering; answers that
//! differ from XLA's must be listed in `EXPLAINED` with the reason.

use buffer_liveness::analysis::FunctionLiveness;
use buffer_liveness::model::{Function, ValueId};
use buffer_liveness::{ModuleResult, Options, Ordering, analyze_module};
use index_opt_native::new_context;
use melior::ir::Module;
use serde_json::Value;

#[path = "../../../tests/support/xla_records.rs"]
mod xla_records;
use xla_records::xla_records;

/// Records where index-opt answers differently from XLA for one stated
/// reason, which the test checks: with the entry function's arguments
/// donated (`jax.buffer_donor = true`), every check of the record matches.
///
/// XLA's dataflow interference compares SSA values: an entry parameter's
/// value dies at the `while` that consumes it, so the loop state may reuse
/// its storage. XLA's buffer assignment keeps entry parameters apart later
/// (and copies them when a loop would write into them). index-opt answers
/// for storage directly: a parameter the caller keeps (not donated) never
/// becomes the loop's in-place state, so it interferes with the loop's
/// buffers. Donated, it may, and the answers equal XLA's.
const DIFFER_UNLESS_DONATED: &[&str] = &["HloDataflowAnalysisTest.WhileParameters_Sequential"];

/// A value of the module, by the record's address.
struct Address {
    function: usize,
    value: ValueId,
    node: usize,
}

fn resolve(result: &ModuleResult, address: &Value, name: &str) -> Result<Address, String> {
    if address.get("status").is_some() {
        return Err(format!("{name}: {}", address["reason"].as_str().unwrap_or("no value")));
    }
    let function_name = address["function"].as_str().ok_or("no function")?;
    let function = result.program.functions.iter().position(|f| f.name == function_name).ok_or("unknown function")?;
    let f: &Function = &result.program.functions[function];
    // `name{i}` (a tuple element in HLO) is addressed as its own value:
    // the converter flattens tuples into results.
    let node = 0;
    let value = if let Some(arg) = address["arg"].as_u64() {
        f.blocks[0].args[arg as usize]
    } else {
        let number = address["op_index"].as_u64().ok_or("no op_index")? as usize;
        let op = f.ops.iter().position(|o| o.number == number).ok_or_else(|| format!("op #{number} not modelled"))?;
        if let Some(region) = address["region"].as_u64() {
            let block = f.ops[op].regions[region as usize];
            f.blocks[block].args[address["block_arg"].as_u64().unwrap() as usize]
        } else {
            f.ops[op].results[address["result"].as_u64().unwrap_or(0) as usize]
        }
    };
    Ok(Address { function, value, node })
}

/// The buffers XLA's `GetBufferDefinedAt(instruction, index)` would name:
/// the buffer the value defines, or what it points to when it defines
/// none.
fn buffers_of(l: &FunctionLiveness, a: &Address) -> Vec<usize> {
    match l.buffers.iter().position(|b| b.value == a.value && b.node == a.node) {
        Some(own) => vec![own],
        None => l.points_to[a.value].get(a.node).cloned().unwrap_or_default(),
    }
}

fn may_interfere(result: &ModuleResult, a: &Address, b: &Address) -> bool {
    if a.function == b.function && a.value == b.value && a.node == b.node {
        return true;
    }
    let buffers = |x: &Address| buffers_of(&result.functions[x.function].liveness, x);
    let (xs, ys) = (buffers(a), buffers(b));
    // Two values holding one buffer are aliases, not interfering storage.
    xs.iter().any(|&x| {
        ys.iter()
            .any(|&y| (a.function != b.function || x != y) && result.may_interfere((a.function, x), (b.function, y)))
    })
}

fn maybe_live_out(result: &ModuleResult, a: &Address) -> bool {
    if Some(a.function) != result.program.entry() {
        return false;
    }
    let l = &result.functions[a.function].liveness;
    buffers_of(l, a).iter().any(|&x| l.maybe_live_out(x))
}

/// The record's applicable checks answered on `text`: (statement, whether
/// index-opt matches XLA), and how many have no StableHLO value.
fn answer(context: &melior::Context, record: &Value, text: &str) -> (Vec<(String, bool)>, usize) {
    let name = record["name"].as_str().unwrap();
    let ordering = if record["ordering"]["kind"] == "sequential" { Ordering::Sequential } else { Ordering::Dependency };
    let module = Module::parse(context, text).expect(name);
    let result = analyze_module(&module.as_operation(), Options { ordering, ..Options::default() });
    let (mut answers, mut unresolved) = (Vec::new(), 0);
    for check in record["checks"].as_array().unwrap() {
        if check["applicable"] != true {
            continue;
        }
        let statement = check["statement"].as_str().unwrap().to_owned();
        let args: Vec<&str> = check["args"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect();
        let addresses: Result<Vec<Address>, String> =
            args.iter().map(|a| resolve(&result, &record["value_map"][*a], a)).collect();
        let addresses = match addresses {
            Ok(addresses) => addresses,
            Err(why) => {
                unresolved += 1;
                eprintln!("{name}: {statement}: no StableHLO value ({why})");
                continue;
            }
        };
        let ours = match check["kind"].as_str().unwrap() {
            "may_interfere" => may_interfere(&result, &addresses[0], &addresses[1]),
            "maybe_live_out" => maybe_live_out(&result, &addresses[0]),
            other => panic!("{name}: unknown check kind {other}"),
        };
        answers.push((statement, Value::Bool(ours) == check["expected"]));
    }
    (answers, unresolved)
}

/// `text` with every argument of `@main` donated.
fn donate_main_arguments(text: &str) -> String {
    let start = text.find("func.func @main(").expect("a main function") + "func.func @main(".len();
    let end = start + text[start..].find(')').expect("an argument list");
    let arguments = text[start..end]
        .split(", ")
        .map(|argument| format!("{argument} {{jax.buffer_donor = true}}"))
        .collect::<Vec<_>>()
        .join(", ");
    format!("{}{arguments}{}", &text[..start], &text[end..])
}

#[test]
fn xla_buffer_liveness_tests() {
    let Some(records) = xla_records("liveness.jsonl") else { return };
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let (mut applicable, mut matched, mut unresolved, mut explained) = (0, 0, 0, 0);
    let mut unexplained = Vec::new();
    for record in &records {
        let name = record["name"].as_str().unwrap();
        if let Some(orders) = record["ordering"]["stablehlo_order"].as_object() {
            for (computation, order) in orders {
                assert_eq!(order["same_relative_order"], true, "{name}: {computation} is not in XLA's order");
            }
        }
        let text = record["stablehlo"].as_str().unwrap();
        let (answers, missing) = answer(&context, record, text);
        unresolved += missing;
        applicable += answers.len() + missing;
        let differ: Vec<&String> = answers.iter().filter(|(_, ok)| !ok).map(|(s, _)| s).collect();
        matched += answers.len() - differ.len();
        if DIFFER_UNLESS_DONATED.contains(&name) {
            assert!(
                !differ.is_empty(),
                "{name} now matches XLA without donation: remove it from DIFFER_UNLESS_DONATED"
            );
            let (donated, _) = answer(&context, record, &donate_main_arguments(text));
            assert!(donated.iter().all(|(_, ok)| *ok), "{name}: with donated arguments: {donated:?}");
            for statement in &differ {
                eprintln!("  differs (the parameter is not donated; matches once donated): {name}: {statement}");
            }
            explained += differ.len();
        } else {
            unexplained.extend(differ.iter().map(|s| format!("{name}: {s}")));
        }
    }
    eprintln!(
        "XLA liveness: {applicable} applicable checks, {matched} match, {explained} differ for a checked reason, {} unexplained, {unresolved} without a value",
        unexplained.len()
    );
    assert!(unexplained.is_empty(), "unexplained differences from XLA:\n{}", unexplained.join("\n"));
    assert_eq!(unresolved, 0, "checks without a StableHLO value");
    assert!(matched >= 133, "fewer matches than before: {matched}");
}
