//! The analysis report: JSON exactly as the driver contract (DESIGN.md)
//! specifies, and a text form for people with maps in the seed layout.

use crate::json::Writer;
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

/// `entry` as a JSON object, its second key named `operand` or (function
/// level) `argument`, keys in the contract's order.
fn json_entry(json: &mut Writer, entry: &Entry<'_>, argument: bool, printed: &Printed<'_, '_>) {
    json.begin_object();
    json.key("result");
    json.number(entry.result);
    json.key(if argument { "argument" } else { "operand" });
    json.number(entry.operand);
    json.key("maps");
    json.begin_array();
    match &entry.maps {
        Maps::Unknown(reason) => {
            json.end_array();
            json.key("unknown");
            json.string(&reason.to_string());
        }
        Maps::Known(maps) => {
            for m in maps {
                json.string(&printed[&m.map]);
            }
            json.end_array();
            if maps.iter().any(|m| !m.rt_vars.is_empty()) {
                json.key("rt_vars");
                json.begin_array();
                for (i, m) in maps.iter().enumerate() {
                    for rt in &m.rt_vars {
                        json.begin_object();
                        json.key("map");
                        json.number(i);
                        json.key("rt");
                        json.number(rt.rt);
                        json.key("operand");
                        json.number(rt.operand);
                        json.key("index");
                        json.string(&printed[&rt.index]);
                        json.end_object();
                    }
                }
                json.end_array();
            }
        }
    }
    json.end_object();
}

/// The JSON report.
pub fn to_json(functions: &[FunctionReport<'_>]) -> String {
    let printed = print_all(functions);
    let mut json = Writer::default();
    json.begin_object();
    json.key("functions");
    json.begin_array();
    for function in functions {
        json.begin_object();
        json.key("name");
        json.string(&function.name);
        json.key("ops");
        json.begin_array();
        for op in &function.ops {
            json.begin_object();
            json.key("id");
            json.number(op.id);
            json.key("parent");
            match op.parent {
                Some(parent) => json.number(parent),
                None => json.null(),
            }
            json.key("name");
            json.string(&op.name);
            json.key("loc");
            json.string(&op.loc);
            json.key("indexing");
            json.begin_array();
            for entry in &op.entries {
                json_entry(&mut json, entry, false, &printed);
            }
            json.end_array();
            json.end_object();
        }
        json.end_array();
        json.key("function_indexing");
        json.begin_array();
        for entry in function.function_indexing.iter().flat_map(|entries| entries.iter()) {
            json_entry(&mut json, entry, true, &printed);
        }
        json.end_array();
        json.end_object();
    }
    json.end_array();
    json.end_object();
    let mut text = json.finish();
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
