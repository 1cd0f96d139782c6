//! Writing a report piece by piece ([`ReportStream`]), and the whole
//! reports [`to_json`] and [`to_text`] built on it.

use super::costs::{Additions, Costs, Counter};
use super::json::{json_entry, json_entry_head, json_maps};
use super::summary::Summary;
use super::text::write_maps;
use super::text_cache::{MapTexts, SharedText};
use super::{FunctionReport, OpReport, Storage, maps_of};
use crate::header::{Header, coalescing_value, value_json};
use index_opt_ir::json::Writer;
use indexing_analysis::analyze::Options;
use indexing_analysis::{Entry, Maps, SharedEntry};
use indexing_map::coalesce;
use indexing_map::count::Count;
use std::rc::Rc;

/// What an entry's costs depend on besides its maps: its argument's shape
/// and element size and its result's shape.
type CostsKey = (Option<(Rc<[i64]>, u64)>, Option<Rc<[i64]>>);

/// Writes a report function by function to a sink (`write` receives the
/// text in pieces of about [`STREAM_CHUNK`] bytes), so that the report
/// itself is never held whole; the pieces joined are exactly [`to_json`] /
/// [`to_text`] of the same functions. A text report with counts holds one
/// function's text until its summary, which comes first, is known. Either
/// report starts with its [`Header`], written with the first function (or
/// by [`ReportStream::finish`]).
pub struct ReportStream<'w, 'c> {
    write: &'w mut dyn FnMut(&str),
    json: Option<Writer>,
    /// The options of the analysis, for the header.
    analysis: Options,
    /// What entries carry besides their maps.
    additions: Additions,
    /// The argument and result sizes of the function opened last.
    argument_sizes: Vec<Option<Storage>>,
    result_sizes: Vec<Option<Storage>>,
    /// Text with counts: the function opened last (its head and its body),
    /// held for its summary, which comes first.
    held: Option<(String, String)>,
    /// With counts: the summary of the function opened last (written first
    /// in text, last in JSON).
    summary: Option<Summary>,
    /// Whether the report's header was written.
    started: bool,
    /// The text of shared maps already written in this function.
    shared: SharedText<'c>,
    /// The text of the costs of shared lists of function-level maps, by
    /// the sizes of the entry's argument and result, with the distinct
    /// elements read (when counted) that the function's summary takes.
    shared_costs: SharedText<'c, CostsKey, Option<Count>>,
    /// The costs of the maps seen in this function (with additions).
    counter: Counter<'c>,
    /// The printed maps of this function.
    texts: MapTexts<'c>,
    /// Text ops not yet written (written about [`STREAM_CHUNK`] at a
    /// time).
    pending: String,
    /// Whether the function opened last has function-level entries.
    has_function_indexing: bool,
    /// The direction of the function opened last (for the text report).
    direction: indexing_analysis::Direction,
    /// With counts: what buffer liveness says of each function's arguments
    /// at its peak, by function name (the JSON summary's `peak_bytes`).
    peaks: Option<std::collections::HashMap<String, super::summary::ArgumentPeaks>>,
}

/// About how many bytes a [`ReportStream`] buffers before it writes.
pub const STREAM_CHUNK: usize = 1 << 16;

impl<'w, 'c> ReportStream<'w, 'c> {
    /// A JSON report of an analysis run with `analysis`: the header's
    /// fields and `"functions": [` are written by the first function.
    pub fn json(write: &'w mut dyn FnMut(&str), analysis: Options) -> Self {
        ReportStream::new(write, Some(Writer::default()), analysis)
    }

    /// A text report of an analysis run with `analysis`.
    pub fn text(write: &'w mut dyn FnMut(&str), analysis: Options) -> Self {
        ReportStream::new(write, None, analysis)
    }

    fn new(write: &'w mut dyn FnMut(&str), json: Option<Writer>, analysis: Options) -> Self {
        ReportStream {
            write,
            json,
            analysis,
            additions: Additions::default(),
            argument_sizes: Vec::new(),
            result_sizes: Vec::new(),
            held: None,
            summary: None,
            started: false,
            shared: SharedText::default(),
            shared_costs: SharedText::default(),
            counter: Counter::default(),
            texts: MapTexts::default(),
            pending: String::new(),
            has_function_indexing: false,
            direction: indexing_analysis::Direction::OutputToInput,
            peaks: None,
        }
    }

    /// With counts, the JSON summary of each function named in `peaks`
    /// also says how many bytes of each argument are live at the
    /// function's peak and their share of it (docs/contract.md, "Counts";
    /// [`super::argument_peaks`] computes them).
    pub fn with_argument_peaks(
        mut self,
        peaks: Option<std::collections::HashMap<String, super::summary::ArgumentPeaks>>,
    ) -> Self {
        self.peaks = peaks;
        self
    }

    /// With `counts`, every known entry also says what its maps read
    /// (docs/contract.md, "Counts"), and each function of a text report
    /// starts with a summary.
    pub fn with_counts(mut self, counts: bool) -> Self {
        self.additions.counts = counts;
        self
    }

    /// With coalescing options, every known entry also says what its maps
    /// cost the warps computing the result (docs/contract.md,
    /// "Coalescing").
    pub fn with_coalescing(mut self, options: Option<coalesce::Options>) -> Self {
        self.additions.coalescing = options;
        self
    }

    /// The report's header: the analysis options and the additions.
    pub fn header(&self) -> Header {
        Header::hlo_indexing(self.analysis, self.additions.counts, self.additions.coalescing.as_ref())
    }

    /// Opens the report once: the JSON object with the header's fields and
    /// `"functions": [`, or the text header line (and the coalescing
    /// options' line).
    fn start(&mut self) {
        if std::mem::replace(&mut self.started, true) {
            return;
        }
        let header = self.header();
        if let Some(json) = &mut self.json {
            json.begin_object();
            header.json_fields(json);
            json.key("functions");
            json.begin_array();
            return;
        }
        let mut out = header.text_line();
        if let Some(options) = &self.additions.coalescing {
            out.push_str(&format!("coalescing: {options}\n"));
        }
        (self.write)(&out);
    }

    /// Writes one function's report.
    pub fn function(&mut self, function: &FunctionReport<'c>) {
        self.function_begin(function);
        self.has_function_indexing = function.function_indexing.is_some();
        for op in &function.ops {
            self.op(op);
        }
        self.ops_end();
        if let Some(entries) = &function.function_indexing {
            self.function_entries(entries);
        }
        self.function_end();
    }

    /// Text to the sink, or held for the function's summary.
    fn emit(&mut self, text: &mut String) {
        match &mut self.held {
            Some((_, held)) => held.push_str(text),
            None => (self.write)(text),
        }
        text.clear();
    }

    /// Opens a function's report: its name (`function.ops` and
    /// `function.function_indexing` are not looked at: the ops follow by
    /// [`ReportStream::op`], then [`ReportStream::ops_end`]; function-level
    /// entries are announced when `function.fusion` says they were
    /// computed).
    pub fn function_begin(&mut self, function: &FunctionReport<'_>) {
        self.argument_sizes = function.argument_sizes.clone();
        self.result_sizes = function.result_sizes.clone();
        self.has_function_indexing = function.fusion;
        self.direction = function.direction;
        self.start();
        self.summary = self.additions.counts.then(|| Summary {
            arguments: function.argument_sizes.iter().map(|s| (s.clone(), Vec::new(), None)).collect(),
            waste: Vec::new(),
            function_level: function.fusion,
            peaks: self.peaks.as_ref().and_then(|peaks| peaks.get(&function.name).cloned()),
        });
        if let Some(json) = &mut self.json {
            json.begin_object();
            json.key("name");
            json.string(&function.name);
            json.key("ops");
            json.begin_array();
            return;
        }
        let mut out = format!("function @{}\n", function.name);
        if self.additions.counts {
            self.held = Some((std::mem::take(&mut out), String::new()));
        }
        self.emit(&mut out);
    }

    /// Writes one op of the function opened last, in pre-order.
    pub fn op(&mut self, op: &OpReport<'c>) {
        let additions = self.additions;
        let sizes_of =
            |entry: &Entry<'_>| (sizes(&op.operand_sizes, entry.operand), sizes(&op.result_sizes, entry.result));
        if let Some(json) = &mut self.json {
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
            let mut costs = Vec::new();
            for entry in &op.entries {
                json_entry(json, entry, false, &mut self.texts);
                if additions.any() {
                    let (operand, result) = sizes_of(entry);
                    let c = Costs::of(&additions, &mut self.counter, entry, operand, result);
                    c.json(json, operand);
                    if self.summary.is_some() {
                        costs.push((c, operand));
                    }
                }
                json.end_object();
            }
            json.end_array();
            json.end_object();
            flush(json, &mut *self.write);
            if let Some(summary) = &mut self.summary {
                summary.op(op, &costs);
            }
            return;
        }
        let mut out = format!("  op {} {} at {}\n", op.id, op.name, op.loc);
        let mut costs = Vec::new();
        for entry in &op.entries {
            out.push_str(&format!("    result {}, operand {}:\n", entry.result, entry.operand));
            write_maps(&mut out, maps_of(&entry.maps), self.direction);
            if additions.any() {
                let (operand, result) = sizes_of(entry);
                let c = Costs::of(&additions, &mut self.counter, entry, operand, result);
                c.text(&mut out, operand);
                costs.push((c, operand));
            }
        }
        if let Some(summary) = &mut self.summary {
            summary.op(op, &costs);
        }
        self.pending.push_str(&out);
        if self.pending.len() >= STREAM_CHUNK {
            let mut pending = std::mem::take(&mut self.pending);
            self.emit(&mut pending);
            self.pending = pending;
        }
    }

    /// Ends the ops of the function opened last and opens its
    /// function-level entries.
    pub fn ops_end(&mut self) {
        if let Some(json) = &mut self.json {
            json.end_array();
            json.key("function_indexing");
            json.begin_array();
            return;
        }
        let mut out = std::mem::take(&mut self.pending);
        if self.has_function_indexing {
            out.push_str("  function indexing:\n");
        }
        self.emit(&mut out);
        self.pending = out;
    }

    /// Writes function-level entries of the function opened last.
    pub fn function_entries(&mut self, entries: &[Entry<'c>]) {
        let additions = self.additions;
        let argument_sizes = std::mem::take(&mut self.argument_sizes);
        let result_sizes = std::mem::take(&mut self.result_sizes);
        if let Some(json) = &mut self.json {
            for entry in entries {
                json_entry(json, entry, true, &mut self.texts);
                if additions.any() {
                    let (operand, result) = (sizes(&argument_sizes, entry.operand), sizes(&result_sizes, entry.result));
                    let c = Costs::of(&additions, &mut self.counter, entry, operand, result);
                    c.json(json, operand);
                    note_argument(&mut self.summary, entry, &c);
                }
                json.end_object();
                flush(json, &mut *self.write);
            }
        } else {
            let mut out = String::new();
            for entry in entries {
                out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
                write_maps(&mut out, maps_of(&entry.maps), self.direction);
                if additions.any() {
                    let (operand, result) = (sizes(&argument_sizes, entry.operand), sizes(&result_sizes, entry.result));
                    let c = Costs::of(&additions, &mut self.counter, entry, operand, result);
                    c.text(&mut out, operand);
                    note_argument(&mut self.summary, entry, &c);
                }
                if out.len() >= STREAM_CHUNK {
                    self.emit(&mut out);
                }
            }
            self.emit(&mut out);
        }
        self.argument_sizes = argument_sizes;
        self.result_sizes = result_sizes;
    }

    /// Writes function-level entries of the function opened last whose
    /// maps may be shared: the text of a list another entry of the function
    /// already has is repeated, not written again. The same bytes as
    /// [`ReportStream::function_entries`] of the entries (which costs, with
    /// counts or coalescing, are computed by).
    pub fn function_shared_entries(&mut self, entries: &[SharedEntry<'c>]) {
        let additions = self.additions;
        if additions.any() && self.json.is_none() {
            // The text report also sums the reads per argument.
            let owned: Vec<Entry<'c>> = entries.iter().map(SharedEntry::to_entry).collect();
            return self.function_entries(&owned);
        }
        if let Some(json) = &mut self.json {
            for entry in entries {
                json_entry_head(json, entry.result, entry.operand, true);
                self.shared.write(
                    &entry.maps,
                    json,
                    |json| json_maps(json, entry.maps.as_ref().as_ref().map(Vec::as_slice), &mut self.texts),
                    Writer::text_mut,
                );
                if additions.any() {
                    // Costs come from the maps and the two tensors' sizes:
                    // those of a shared list are written once per sizes.
                    let operand = sizes(&self.argument_sizes, entry.operand);
                    let result = sizes(&self.result_sizes, entry.result);
                    let key = (operand.map(|s| (s.shape.clone(), s.element_bytes)), result.map(|s| s.shape.clone()));
                    let counter = &mut self.counter;
                    let distinct = self.shared_costs.write_keyed(
                        &entry.maps,
                        key,
                        json,
                        |json| {
                            let c = Costs::of(&additions, counter, &entry.to_entry(), operand, result);
                            c.json(json, operand);
                            c.reads.as_ref().map(|r| r.distinct)
                        },
                        Writer::text_mut,
                    );
                    note_argument_reads(&mut self.summary, entry.operand, distinct, entry.maps.as_ref().as_ref().err());
                }
                json.end_object();
                flush(json, &mut *self.write);
            }
            return;
        }
        let mut out = String::new();
        for entry in entries {
            out.push_str(&format!("    result {}, argument {}:\n", entry.result, entry.operand));
            self.shared.write(
                &entry.maps,
                &mut out,
                |out| write_maps(out, entry.maps.as_ref().as_ref().map(Vec::as_slice), self.direction),
                |out| out,
            );
            if out.len() >= STREAM_CHUNK {
                self.emit(&mut out);
            }
        }
        self.emit(&mut out);
    }

    /// Closes the function opened last.
    pub fn function_end(&mut self) {
        self.shared.clear();
        self.shared_costs.clear();
        self.texts.clear();
        self.counter = Counter::default();
        let summary = self.summary.take();
        let coalescing = self.additions.coalescing.is_some();
        if let Some(json) = &mut self.json {
            json.end_array();
            if let Some(summary) = &summary {
                summary.json(json, coalescing);
            }
            json.end_object();
        }
        if let (Some((mut head, body)), Some(summary)) = (self.held.take(), summary) {
            summary.write(&mut head, coalescing);
            (self.write)(&head);
            (self.write)(&body);
        }
    }

    /// Closes the report and writes what is left.
    pub fn finish(mut self) {
        self.start();
        if let Some(mut json) = self.json {
            json.end_array();
            if let Some(options) = &self.additions.coalescing {
                json.key("coalescing");
                value_json(&mut json, &coalescing_value(options));
            }
            json.end_object();
            let mut rest = json.finish();
            rest.push('\n');
            (self.write)(&rest);
        }
    }
}

/// Adds what a function-level `entry` reads of its argument (its costs
/// `c`) to the function's summary, if there is one. An unknown entry turns
/// the argument's figure into bounds (never into nothing read).
fn note_argument(summary: &mut Option<Summary>, entry: &Entry<'_>, c: &Costs) {
    let unknown = match &entry.maps {
        Maps::Unknown(reason) => Some(reason),
        Maps::Known(_) => None,
    };
    note_argument_reads(summary, entry.operand, c.reads.as_ref().map(|r| r.distinct), unknown);
}

/// Adds what an entry of argument `argument` reads (`distinct`, when
/// counted) and why it is unknown, if it is, to the function's summary.
fn note_argument_reads(
    summary: &mut Option<Summary>,
    argument: usize,
    distinct: Option<Count>,
    unknown: Option<&indexing_analysis::UnknownReason>,
) {
    let Some((_, list, why)) = summary.as_mut().and_then(|s| s.arguments.get_mut(argument)) else { return };
    if let Some(distinct) = distinct {
        list.push(distinct);
    }
    if let Some(reason) = unknown {
        why.get_or_insert_with(|| reason.to_string());
    }
}

/// Entry `i` of a list of tensor sizes.
fn sizes(sizes: &[Option<Storage>], i: usize) -> Option<&Storage> {
    sizes.get(i).and_then(Option::as_ref)
}

/// Hands what `json` buffered to `write` once it is [`STREAM_CHUNK`] long.
fn flush(json: &mut Writer, write: &mut dyn FnMut(&str)) {
    if json.buffered() >= STREAM_CHUNK {
        write(&json.take());
    }
}

/// The JSON report of `functions`, analysed with `analysis`.
pub fn to_json(functions: &[FunctionReport<'_>], analysis: Options) -> String {
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let mut stream = ReportStream::json(&mut write, analysis);
    for function in functions {
        stream.function(function);
    }
    stream.finish();
    text
}

/// The text report of `functions`, analysed with `analysis`.
pub fn to_text(functions: &[FunctionReport<'_>], analysis: Options) -> String {
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let mut stream = ReportStream::text(&mut write, analysis);
    for function in functions {
        stream.function(function);
    }
    stream.finish();
    text
}
