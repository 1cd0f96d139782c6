//! The analysis report: JSON exactly as the driver contract (DESIGN.md)
//! specifies, and a text form for people with maps in the seed layout.

use crate::{Entry, Maps};
use indexing_map::IndexingMap;
use rustc_hash::FxHashMap as HashMap;

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
    /// Which way the maps go.
    pub direction: crate::Direction,
    /// Maps from each result to each argument (`operand` = argument), when
    /// computed.
    pub function_indexing: Option<std::rc::Rc<Vec<Entry<'c>>>>,
}

/// One entry of the JSON report, serialized field by field in the
/// contract's key order (no intermediate JSON tree).
#[derive(serde::Serialize)]
struct JsonEntry<'a> {
    result: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    operand: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    argument: Option<usize>,
    maps: Vec<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unknown: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rt_vars: Vec<JsonRtVar<'a>>,
}

#[derive(serde::Serialize)]
struct JsonRtVar<'a> {
    map: usize,
    rt: usize,
    operand: usize,
    index: &'a str,
}

#[derive(serde::Serialize)]
struct JsonOp<'a> {
    id: usize,
    parent: Option<usize>,
    name: &'a str,
    loc: &'a str,
    indexing: Vec<JsonEntry<'a>>,
}

#[derive(serde::Serialize)]
struct JsonFunction<'a> {
    name: &'a str,
    ops: Vec<JsonOp<'a>>,
    function_indexing: Vec<JsonEntry<'a>>,
}

#[derive(serde::Serialize)]
struct JsonReport<'a> {
    functions: Vec<JsonFunction<'a>>,
}

/// The printed form of every map of the report, each distinct map printed
/// once (function-level entries repeat the same maps many times).
type Printed<'a, 'c> = HashMap<&'a IndexingMap<'c>, String>;

fn print_all<'a, 'c>(functions: &'a [FunctionReport<'c>]) -> Printed<'a, 'c> {
    let mut printed = Printed::default();
    let entries = functions.iter().flat_map(|f| {
        f.ops.iter().flat_map(|op| op.entries.iter()).chain(f.function_indexing.iter().flat_map(|e| e.iter()))
    });
    for entry in entries {
        if let Maps::Known(maps) = &entry.maps {
            for m in maps {
                for map in std::iter::once(&m.map).chain(m.rt_vars.iter().map(|rt| &rt.index)) {
                    printed.entry(map).or_insert_with(|| map.to_string());
                }
            }
        }
    }
    printed
}

/// `entry` with its second key named `operand` or (function level) `argument`.
fn json_entry<'a>(entry: &'a Entry<'_>, argument: bool, printed: &'a Printed<'a, '_>) -> JsonEntry<'a> {
    let (operand, argument) = if argument { (None, Some(entry.operand)) } else { (Some(entry.operand), None) };
    let mut json = JsonEntry { result: entry.result, operand, argument, maps: Vec::new(), unknown: None, rt_vars: Vec::new() };
    match &entry.maps {
        Maps::Unknown(reason) => json.unknown = Some(reason),
        Maps::Known(maps) => {
            json.maps = maps.iter().map(|m| printed[&m.map].as_str()).collect();
            for (i, m) in maps.iter().enumerate() {
                for rt in &m.rt_vars {
                    json.rt_vars.push(JsonRtVar { map: i, rt: rt.rt, operand: rt.operand, index: printed[&rt.index].as_str() });
                }
            }
        }
    }
    json
}

/// The JSON report.
pub fn to_json(functions: &[FunctionReport<'_>]) -> String {
    let printed = print_all(functions);
    let functions = functions
        .iter()
        .map(|function| JsonFunction {
            name: &function.name,
            ops: function
                .ops
                .iter()
                .map(|op| JsonOp {
                    id: op.id,
                    parent: op.parent,
                    name: &op.name,
                    loc: &op.loc,
                    indexing: op.entries.iter().map(|e| json_entry(e, false, &printed)).collect(),
                })
                .collect(),
            function_indexing: function
                .function_indexing
                .iter()
                .flat_map(|entries| entries.iter().map(|e| json_entry(e, true, &printed)))
                .collect(),
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&JsonReport { functions }).unwrap_or_default();
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
                write_maps(&mut out, entry, function.direction);
            }
        }
        if let Some(entries) = &function.function_indexing {
            out.push_str("  function indexing:\n");
            for entry in entries.iter() {
                out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
                write_maps(&mut out, entry, function.direction);
            }
        }
    }
    out
}

fn write_maps(out: &mut String, entry: &Entry<'_>, direction: crate::Direction) {
    match &entry.maps {
        Maps::Unknown(reason) => out.push_str(&format!("      unknown: {reason}\n")),
        Maps::Known(maps) if maps.is_empty() => out.push_str(match direction {
            crate::Direction::OutputToInput => "      (reads nothing)\n",
            crate::Direction::InputToOutput => "      (contributes to nothing)\n",
        }),
        Maps::Known(maps) => {
            for map in maps {
                out.push_str(&map.map.to_multiline("      "));
                out.push('\n');
                if !map.rt_vars.is_empty() {
                    out.push_str("      runtime variables:\n");
                    for rt in &map.rt_vars {
                        out.push_str(&format!("        rt{}: operand {} at {}\n", rt.rt, rt.operand, rt.index));
                    }
                }
            }
        }
    }
}
