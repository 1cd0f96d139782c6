//! The analysis report: JSON exactly as the driver contract (DESIGN.md)
//! specifies, and a text form for people with maps in the seed layout.

use crate::json::Writer;
use crate::{Entry, Maps};
use indexing_map::IndexingMap;
use indexing_map::count::{Count, Reads, count_reads_union};
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
    /// Per operand: its elements and element size, when static.
    pub operand_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// How many elements a tensor has and how many bytes each takes (sub-byte
/// types and `i1` a whole byte, complex both parts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Elements.
    pub elements: u64,
    /// Bytes per element.
    pub element_bytes: u64,
}

/// Points counted at most per map component for the `counts` fields (see
/// `indexing_map::count`); beyond, bounds.
pub const COUNT_BUDGET: u64 = 1 << 14;

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
    /// Per argument: its elements and element size, when static.
    pub argument_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// What the maps of an entry read, counted once per distinct set of maps.
#[derive(Default)]
struct Counter<'a, 'c> {
    memo: HashMap<Vec<&'a IndexingMap<'c>>, Reads>,
}

impl<'a, 'c> Counter<'a, 'c> {
    /// What the entry's maps read; `result` says how many elements the
    /// result has (per-element figures range over all of them: one outside
    /// every map's domain reads nothing).
    fn reads(&mut self, entry: &'a Entry<'c>, result: Option<Storage>) -> Option<Reads> {
        let Maps::Known(maps) = &entry.maps else { return None };
        let key: Vec<&IndexingMap> = maps.iter().map(|m| &m.map).collect();
        let mut reads = match self.memo.get(&key) {
            Some(reads) => *reads,
            None => {
                let list: Vec<IndexingMap> = maps.iter().map(|m| m.map.clone()).collect();
                let reads = count_reads_union(&list, COUNT_BUDGET);
                self.memo.insert(key, reads);
                reads
            }
        };
        if let Some(result) = result
            && reads.points < result.elements
        {
            let one_box = maps.windows(2).all(|pair| pair[0].map.dims() == pair[1].map.dims());
            reads.per_point_min =
                if one_box { Count::of(0) } else { Count { lower: 0, upper: reads.per_point_min.upper } };
            reads.points = result.elements;
        }
        Some(reads)
    }
}

fn scaled(count: Count, factor: u64) -> Count {
    Count { lower: count.lower.saturating_mul(factor), upper: count.upper.saturating_mul(factor) }
}

fn json_count(json: &mut Writer, count: Count) {
    match count.exact() {
        Some(n) => json.number(n as usize),
        None => {
            json.begin_object();
            json.key("lower");
            json.number(count.lower as usize);
            json.key("upper");
            json.number(count.upper as usize);
            json.end_object();
        }
    }
}

/// The `counts` fields of an entry (docs/contract.md).
fn json_counts(json: &mut Writer, reads: &Reads, storage: Option<Storage>) {
    json.key("exact");
    json.boolean(reads.is_exact());
    json.key("elements_read");
    json_count(json, reads.distinct);
    json.key("bytes_read");
    match storage {
        Some(s) => json_count(json, scaled(reads.distinct, s.element_bytes)),
        None => json.null(),
    }
    json.key("utilization");
    match storage.filter(|s| s.elements > 0) {
        Some(s) => {
            let fraction = |n: u64| n as f64 / s.elements as f64;
            match reads.distinct.exact() {
                Some(n) => json.float(fraction(n)),
                None => {
                    json.begin_object();
                    json.key("lower");
                    json.float(fraction(reads.distinct.lower));
                    json.key("upper");
                    json.float(fraction(reads.distinct.upper));
                    json.end_object();
                }
            }
        }
        None => json.null(),
    }
    json.key("reads_per_element");
    json.begin_object();
    json.key("min");
    json_count(json, reads.per_point_min);
    json.key("max");
    json_count(json, reads.per_point_max);
    json.key("total");
    json_count(json, reads.total);
    json.end_object();
}

fn count_text(count: Count) -> String {
    match count.exact() {
        Some(n) => n.to_string(),
        None => format!("{}..{}", count.lower, count.upper),
    }
}

/// The `counts` line of an entry in the text report.
fn write_counts(out: &mut String, reads: &Reads, storage: Option<Storage>) {
    let mut line = format!("      reads: {} elements", count_text(reads.distinct));
    if let Some(s) = storage {
        line.push_str(&format!(" of {} ({} B", s.elements, count_text(scaled(reads.distinct, s.element_bytes))));
        if s.elements > 0 {
            let fraction = |n: u64| n as f64 / s.elements as f64;
            match reads.distinct.exact() {
                Some(n) => line.push_str(&format!(", utilization {:.3}", fraction(n))),
                None => line.push_str(&format!(
                    ", utilization {:.3}..{:.3}",
                    fraction(reads.distinct.lower),
                    fraction(reads.distinct.upper)
                )),
            }
        }
        line.push(')');
    }
    line.push_str(&format!(
        "; per result element {} to {}, {} in all{}\n",
        count_text(reads.per_point_min),
        count_text(reads.per_point_max),
        count_text(reads.total),
        if reads.is_exact() { "" } else { " (bounds: not exact)" }
    ));
    out.push_str(&line);
}

/// The printed form of every map of the report, each distinct map printed
/// once (function-level entries repeat the same maps many times).
type Printed<'a, 'c> = HashMap<&'a IndexingMap<'c>, String>;

fn print_all<'a, 'c>(entries: impl Iterator<Item = &'a Entry<'c>>) -> Printed<'a, 'c>
where
    'c: 'a,
{
    let mut printed = Printed::default();
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
fn json_entry<'a, 'c>(
    json: &mut Writer,
    entry: &'a Entry<'c>,
    argument: bool,
    printed: &Printed<'_, '_>,
    counts: Option<(&mut Counter<'a, 'c>, Option<Storage>, Option<Storage>)>,
) {
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
    if let Some((counter, storage, result)) = counts
        && let Some(reads) = counter.reads(entry, result)
    {
        json_counts(json, &reads, storage);
    }
    json.end_object();
}

/// Writes a report function by function to a sink (`write` receives the
/// text in pieces of about [`STREAM_CHUNK`] bytes), so that the report
/// itself is never held whole; the pieces joined are exactly [`to_json`] /
/// [`to_text`] of the same functions.
pub struct ReportStream<'w> {
    write: &'w mut dyn FnMut(&str),
    json: Option<Writer>,
    /// Whether entries carry what their maps read (`counts`).
    counts: bool,
    /// The argument and result sizes of the function opened last.
    argument_sizes: Vec<Option<Storage>>,
    result_sizes: Vec<Option<Storage>>,
}

/// About how many bytes a [`ReportStream`] buffers before it writes.
pub const STREAM_CHUNK: usize = 1 << 16;

impl<'w> ReportStream<'w> {
    /// A JSON report: `{"functions": [` is written by the first function.
    pub fn json(write: &'w mut dyn FnMut(&str)) -> Self {
        let mut json = Writer::default();
        json.begin_object();
        json.key("functions");
        json.begin_array();
        ReportStream { write, json: Some(json), counts: false, argument_sizes: Vec::new(), result_sizes: Vec::new() }
    }

    /// With `counts`, every known entry also says what its maps read
    /// (docs/contract.md, "Counts").
    pub fn with_counts(mut self, counts: bool) -> Self {
        self.counts = counts;
        self
    }

    /// A text report.
    pub fn text(write: &'w mut dyn FnMut(&str)) -> Self {
        ReportStream { write, json: None, counts: false, argument_sizes: Vec::new(), result_sizes: Vec::new() }
    }

    /// Writes one function's report.
    pub fn function(&mut self, function: &FunctionReport<'_>) {
        self.function_head(function, function.function_indexing.is_some());
        if let Some(entries) = &function.function_indexing {
            self.function_entries(function.direction, entries);
        }
        self.function_end();
    }

    /// Writes a function's name and ops, and opens its function-level
    /// entries (`has_function_indexing`: whether they were computed).
    pub fn function_head(&mut self, function: &FunctionReport<'_>, has_function_indexing: bool) {
        self.argument_sizes = function.argument_sizes.clone();
        self.result_sizes = function.result_sizes.clone();
        let mut counter = Counter::default();
        let counts = self.counts;
        match &mut self.json {
            Some(json) => {
                let printed = print_all(function.ops.iter().flat_map(|op| op.entries.iter()));
                json.begin_object();
                json.key("name");
                json.string(&function.name);
                json.key("ops");
                json.begin_array();
                for op in &function.ops {
                    json_op(json, op, &printed, counts.then_some(&mut counter));
                    flush(json, &mut *self.write);
                }
                json.end_array();
                json.key("function_indexing");
                json.begin_array();
            }
            None => {
                let mut out = format!("function @{}\n", function.name);
                for op in &function.ops {
                    out.push_str(&format!("  op {} {} at {}\n", op.id, op.name, op.loc));
                    for entry in &op.entries {
                        out.push_str(&format!("    result {}, operand {}:\n", entry.result, entry.operand));
                        write_maps(&mut out, entry, function.direction);
                        let result = op.result_sizes.get(entry.result).copied().flatten();
                        if counts && let Some(reads) = counter.reads(entry, result) {
                            write_counts(&mut out, &reads, op.operand_sizes.get(entry.operand).copied().flatten());
                        }
                    }
                    flush_text(&mut out, &mut *self.write);
                }
                if has_function_indexing {
                    out.push_str("  function indexing:\n");
                }
                (self.write)(&out);
            }
        }
    }

    /// Writes function-level entries of the function opened last.
    pub fn function_entries(&mut self, direction: crate::Direction, entries: &[Entry<'_>]) {
        match &mut self.json {
            Some(json) => {
                let printed = print_all(entries.iter());
                let mut counter = Counter::default();
                for entry in entries {
                    let storage = self.argument_sizes.get(entry.operand).copied().flatten();
                    let result = self.result_sizes.get(entry.result).copied().flatten();
                    json_entry(json, entry, true, &printed, self.counts.then_some((&mut counter, storage, result)));
                    flush(json, &mut *self.write);
                }
            }
            None => {
                let mut out = String::new();
                let mut counter = Counter::default();
                for entry in entries {
                    out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
                    write_maps(&mut out, entry, direction);
                    if self.counts
                        && let Some(reads) =
                            counter.reads(entry, self.result_sizes.get(entry.result).copied().flatten())
                    {
                        write_counts(&mut out, &reads, self.argument_sizes.get(entry.operand).copied().flatten());
                    }
                    flush_text(&mut out, &mut *self.write);
                }
                (self.write)(&out);
            }
        }
    }

    /// Closes the function opened last.
    pub fn function_end(&mut self) {
        if let Some(json) = &mut self.json {
            json.end_array();
            json.end_object();
        }
    }

    /// Closes the report and writes what is left.
    pub fn finish(self) {
        if let Some(mut json) = self.json {
            json.end_array();
            json.end_object();
            let mut rest = json.finish();
            rest.push('\n');
            (self.write)(&rest);
        }
    }
}

/// Hands what `json` buffered to `write` once it is [`STREAM_CHUNK`] long.
fn flush(json: &mut Writer, write: &mut dyn FnMut(&str)) {
    if json.buffered() >= STREAM_CHUNK {
        write(&json.take());
    }
}

/// Hands `out` to `write` once it is [`STREAM_CHUNK`] long.
fn flush_text(out: &mut String, write: &mut dyn FnMut(&str)) {
    if out.len() >= STREAM_CHUNK {
        write(&std::mem::take(out));
    }
}

fn json_op<'a, 'c>(
    json: &mut Writer,
    op: &'a OpReport<'c>,
    printed: &Printed<'_, '_>,
    mut counter: Option<&mut Counter<'a, 'c>>,
) {
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
        let storage = op.operand_sizes.get(entry.operand).copied().flatten();
        let result = op.result_sizes.get(entry.result).copied().flatten();
        json_entry(json, entry, false, printed, counter.as_deref_mut().map(|c| (c, storage, result)));
    }
    json.end_array();
    json.end_object();
}

/// The JSON report.
pub fn to_json(functions: &[FunctionReport<'_>]) -> String {
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let mut stream = ReportStream::json(&mut write);
    for function in functions {
        stream.function(function);
    }
    stream.finish();
    text
}

/// The text report.
pub fn to_text(functions: &[FunctionReport<'_>]) -> String {
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let mut stream = ReportStream::text(&mut write);
    for function in functions {
        stream.function(function);
    }
    stream.finish();
    text
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
