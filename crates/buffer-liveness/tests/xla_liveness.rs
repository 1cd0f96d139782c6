//! Conformance with XLA's own buffer-liveness tests (the seed's
//! `buffer_liveness_test.cc`) and dataflow interference tests
//! (`hlo_dataflow_analysis_test.cc`), converted to StableHLO:
//! `liveness.jsonl` of `../shared/conformance/xla`, kept outside this
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

/// Checks where index-opt answers differently from XLA, and why. Each is a
/// (record, statement) pair; the test fails if one of them starts to match
/// (the explanation is stale) or another one differs.
const EXPLAINED: &[(&str, &str, &str)] = &[];

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
        ys.iter().any(|&y| (a.function != b.function || x != y) && result.may_interfere((a.function, x), (b.function, y)))
    })
}

fn maybe_live_out(result: &ModuleResult, a: &Address) -> bool {
    if Some(a.function) != result.program.entry() {
        return false;
    }
    let l = &result.functions[a.function].liveness;
    buffers_of(l, a).iter().any(|&x| l.maybe_live_out(x))
}

#[test]
fn xla_buffer_liveness_tests() {
    let Some(records) = xla_records("liveness.jsonl") else { return };
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let (mut applicable, mut matched, mut unresolved) = (0, 0, 0);
    let mut differ = Vec::new();
    for record in &records {
        let name = record["name"].as_str().unwrap();
        let ordering = if record["ordering"]["kind"] == "sequential" { Ordering::Sequential } else { Ordering::Dependency };
        if let Some(orders) = record["ordering"]["stablehlo_order"].as_object() {
            for (computation, order) in orders {
                assert_eq!(order["same_relative_order"], true, "{name}: {computation} is not in XLA's order");
            }
        }
        let module = Module::parse(&context, record["stablehlo"].as_str().unwrap()).expect(name);
        let result = analyze_module(&module.as_operation(), Options { ordering, ..Options::default() });
        for check in record["checks"].as_array().unwrap() {
            if check["applicable"] != true {
                continue;
            }
            applicable += 1;
            let statement = check["statement"].as_str().unwrap();
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
            if Value::Bool(ours) == check["expected"] {
                matched += 1;
            } else {
                differ.push((name.to_owned(), statement.to_owned()));
            }
        }
    }
    eprintln!("XLA liveness: {applicable} applicable checks, {matched} match, {} differ, {unresolved} without a value", differ.len());
    let mut unexplained = Vec::new();
    for (name, statement) in &differ {
        match EXPLAINED.iter().find(|(n, s, _)| n == name && s == statement) {
            Some((_, _, why)) => eprintln!("  differs (explained): {name}: {statement}: {why}"),
            None => unexplained.push(format!("{name}: {statement}")),
        }
    }
    let stale: Vec<_> =
        EXPLAINED.iter().filter(|(n, s, _)| !differ.iter().any(|(dn, ds)| dn == n && ds == s)).collect();
    assert!(unexplained.is_empty(), "unexplained differences from XLA:\n{}", unexplained.join("\n"));
    assert!(stale.is_empty(), "explained differences that now match XLA: {stale:?}");
    assert_eq!(unresolved, 0, "checks without a StableHLO value");
}
