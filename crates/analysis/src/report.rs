//! The analysis report: JSON exactly as the driver contract (DESIGN.md)
//! specifies, and a text form for people with maps in the seed layout.

use crate::{Entry, Maps};
use serde_json::{Value, json};

/// The indexing of one op.
pub struct OpReport<'c> {
    /// Position in the function's pre-order.
    pub id: usize,
    /// Id of the enclosing op, `None` at the top level of the function.
    pub parent: Option<usize>,
    /// Full op name.
    pub name: String,
    /// `file:line:col`, or the printed location.
    pub loc: String,
    /// One entry per (result, operand) pair.
    pub entries: Vec<Entry<'c>>,
}

/// The indexing of one function.
pub struct FunctionReport<'c> {
    /// The symbol name.
    pub name: String,
    /// Its ops, pre-order.
    pub ops: Vec<OpReport<'c>>,
    /// Whether function-level composition was asked for.
    pub fusion: bool,
    /// Maps from each result to each argument (`operand` = argument), when
    /// computed.
    pub function_indexing: Option<Vec<Entry<'c>>>,
}

/// Why `function_indexing` has no maps in the input-to-output direction.
const INPUT_TO_OUTPUT_FUSION: &str =
    "function_indexing maps results to arguments: computed in the output-to-input direction";

fn entry_json(entry: &Entry<'_>, first_key: &str, second_key: &str, first: usize, second: usize) -> Value {
    let mut object = serde_json::Map::new();
    object.insert(first_key.into(), json!(first));
    object.insert(second_key.into(), json!(second));
    match &entry.maps {
        Maps::Unknown(reason) => {
            object.insert("maps".into(), json!([]));
            object.insert("unknown".into(), json!(reason));
        }
        Maps::Known(maps) => {
            object.insert("maps".into(), Value::Array(maps.iter().map(|m| json!(m.map.to_string())).collect()));
            let rt_vars: Vec<Value> = maps
                .iter()
                .enumerate()
                .flat_map(|(i, m)| {
                    m.rt_vars.iter().map(move |rt| {
                        json!({"map": i, "rt": rt.rt, "operand": rt.operand, "index": rt.index.to_string()})
                    })
                })
                .collect();
            if !rt_vars.is_empty() {
                object.insert("rt_vars".into(), Value::Array(rt_vars));
            }
        }
    }
    Value::Object(object)
}

/// The JSON report.
pub fn to_json(functions: &[FunctionReport<'_>], function_results: &[Vec<(usize, usize)>]) -> String {
    let functions: Vec<Value> = functions
        .iter()
        .enumerate()
        .map(|(f, function)| {
            let ops: Vec<Value> = function
                .ops
                .iter()
                .map(|op| {
                    json!({
                        "id": op.id,
                        "parent": op.parent,
                        "name": op.name,
                        "loc": op.loc,
                        "indexing": op.entries.iter()
                            .map(|e| entry_json(e, "result", "operand", e.result, e.operand))
                            .collect::<Vec<_>>(),
                    })
                })
                .collect();
            let function_indexing: Vec<Value> = match (&function.function_indexing, function.fusion) {
                (Some(entries), _) => entries
                    .iter()
                    .map(|e| entry_json(e, "result", "argument", e.result, e.operand))
                    .collect(),
                (None, true) => function_results
                    .get(f)
                    .into_iter()
                    .flatten()
                    .map(|&(result, argument)| {
                        json!({"result": result, "argument": argument, "maps": [], "unknown": INPUT_TO_OUTPUT_FUSION})
                    })
                    .collect(),
                (None, false) => Vec::new(),
            };
            json!({"name": function.name, "ops": ops, "function_indexing": function_indexing})
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&json!({ "functions": functions })).unwrap_or_default();
    text.push('\n');
    text
}

/// The text report.
pub fn to_text(functions: &[FunctionReport<'_>]) -> String {
    let mut out = String::new();
    for function in functions {
        out.push_str(&format!("function @{}\n", function.name));
        for op in &function.ops {
            out.push_str(&format!("  op {} {} at {}\n", op.id, op.name, op.loc));
            for entry in &op.entries {
                out.push_str(&format!("    result {}, operand {}:\n", entry.result, entry.operand));
                write_maps(&mut out, entry);
            }
        }
        if let Some(entries) = &function.function_indexing {
            out.push_str("  function indexing:\n");
            for entry in entries {
                out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
                write_maps(&mut out, entry);
            }
        }
    }
    out
}

fn write_maps(out: &mut String, entry: &Entry<'_>) {
                match &entry.maps {
                    Maps::Unknown(reason) => out.push_str(&format!("      unknown: {reason}\n")),
                    Maps::Known(maps) if maps.is_empty() => out.push_str("      (reads nothing)\n"),
                    Maps::Known(maps) => {
                        for map in maps {
                            out.push_str(&map.map.to_multiline("      "));
                            out.push('\n');
                            if !map.rt_vars.is_empty() {
                                out.push_str("      runtime variables:\n");
                                for rt in &map.rt_vars {
                                    out.push_str(&format!(
                                        "        rt{}: operand {} at {}\n",
                                        rt.rt, rt.operand, rt.index
                                    ));
                                }
                            }
                        }
                    }
                }
}
