//! The reports of `buffer-liveness`: text for people, JSON for tools (the
//! contract is `docs/liveness.md`), SVG for a browser ([`svg`]).
//!
//! Ops are named by their number (`op #12`: the pre-order `op_id` of the
//! indexing report); values as `%argN` (a function argument), `op #N result
//! R`, or `op #N region G arg A` (a block argument of an entered region).

use crate::header::Header;
use buffer_liveness::analysis::{BufferId, Ordering};
use buffer_liveness::model::{Def, Function, OpId, ValueId, XlaLiveRanges, XlaValue};
use buffer_liveness::{FunctionResult, ModuleResult};
use index_opt_ir::json::Writer;
use std::fmt::Write as _;

pub mod svg;

pub use buffer_liveness::model::value_name;

fn value_json(json: &mut Writer, function: &Function, value: ValueId) {
    json.begin_object();
    match function.values[value].def {
        Def::Argument { block: 0, index } => {
            json.key("arg");
            json.number(index);
        }
        Def::Argument { block, index } => {
            let (parent, region) = function.region_of(block).unwrap_or((0, 0));
            op_fields(json, function, parent);
            json.key("region");
            json.number(region);
            json.key("block_arg");
            json.number(index);
        }
        Def::Result { op, index } => {
            op_fields(json, function, op);
            json.key("result");
            json.number(index);
        }
    }
    json.end_object();
}

fn op_fields(json: &mut Writer, function: &Function, op: OpId) {
    json.key("op");
    json.number(function.ops[op].number);
    json.key("op_name");
    json.string(&function.ops[op].name);
}

/// Human-readable bytes: `1.50 MiB (1572864 B)`, or `N B` below 1 KiB.
pub fn bytes_text(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64;
    let mut unit = "B";
    for u in UNITS {
        if value < 1024.0 {
            break;
        }
        value /= 1024.0;
        unit = u;
    }
    format!("{value:.2} {unit} ({bytes} B)")
}

/// How many buffers live at the peak the text report lists (the JSON
/// report lists all).
pub const AT_PEAK_LINES: usize = 20;

/// How much report text is buffered before it is handed to the writer.
const CHUNK: usize = 1 << 16;

/// The text report of a module.
pub fn text(result: &ModuleResult) -> String {
    let mut all = String::new();
    text_to(result, &mut |piece| all.push_str(piece));
    all
}

/// The text report of a module, handed to `write` in pieces of about
/// 64 KiB (memory does not grow with the report).
pub fn text_to(result: &ModuleResult, write: &mut dyn FnMut(&str)) {
    let options = result.options;
    let mut out = Header::buffer_liveness(options).text_line();
    for (function, r) in result.program.functions.iter().zip(&result.functions) {
        function_text(&mut out, write, function, r, options.ordering, options.interference);
    }
    write(&out);
}

/// Hands `out` to `write` once it holds a chunk.
fn flush_text(out: &mut String, write: &mut dyn FnMut(&str)) {
    if out.len() >= CHUNK {
        write(out);
        out.clear();
    }
}

/// Hands what `json` holds to `write` once it is a chunk.
fn flush_json(json: &mut Writer, write: &mut dyn FnMut(&str)) {
    if json.buffered() >= CHUNK {
        write(&json.take());
    }
}

fn op_text(function: &Function, op: OpId) -> String {
    let op = &function.ops[op];
    format!("op #{} {} ({})", op.number, op.name, op.location)
}

fn function_text(
    out: &mut String,
    write: &mut dyn FnMut(&str),
    function: &Function,
    r: &FunctionResult,
    ordering: Ordering,
    interference: bool,
) {
    let (l, t) = (&r.liveness, &r.timeline);
    let dynamic = l.buffers.iter().filter(|b| b.bytes.is_none()).count();
    let _ = writeln!(
        out,
        "@{} ({}): {} buffers ({} dynamic) in {} groups, {} ops",
        function.name,
        function.location,
        l.buffers.len(),
        dynamic,
        l.groups.len(),
        function.ops.len()
    );
    match t.peak_op {
        Some(op) => {
            let bound = if t.lower_bound { " (lower bound)" } else { "" };
            let _ = writeln!(out, "  peak: {}{bound} at {}", bytes_text(t.peak), op_text(function, op));
        }
        None => {
            let _ = writeln!(out, "  peak: 0 B (no ops)");
        }
    }
    if t.dynamic_groups > 0 {
        let _ =
            writeln!(out, "  dynamic: {} groups of unknown size are left out of every byte count", t.dynamic_groups);
    }
    let _ = writeln!(
        out,
        "  arena (best fit): {}, fragmentation {}; no reuse: {}",
        bytes_text(r.heap.arena),
        bytes_text(r.heap.arena.saturating_sub(t.peak)),
        bytes_text(t.total_bytes)
    );
    if !t.at_peak.is_empty() {
        let _ = writeln!(out, "  live at the peak (largest first):");
        for &g in t.at_peak.iter().take(AT_PEAK_LINES) {
            let group = &l.groups[g];
            let first = group.members[0];
            let copies = if group.instances > 1 { format!(" ({} copies)", group.instances) } else { String::new() };
            let _ = writeln!(
                out,
                "    b{first:<6} {:>12}  {}{copies}",
                group.stored_bytes().map_or("?".into(), |b| b.to_string()) + " B",
                defined_by(function, l.buffers[first].value)
            );
        }
        if t.at_peak.len() > AT_PEAK_LINES {
            let rest: u64 = t.at_peak[AT_PEAK_LINES..].iter().filter_map(|&g| l.groups[g].stored_bytes()).sum();
            let _ = writeln!(out, "    ... and {} more, {}", t.at_peak.len() - AT_PEAK_LINES, bytes_text(rest));
        }
    }
    let ids = |buffers: &[BufferId]| id_runs(buffers);
    let _ = writeln!(out, "  live in: {}", ids(&l.live_in));
    let _ = writeln!(out, "  live out: {}", ids(&l.live_out));
    for &(op, operand, result) in &l.in_place {
        let _ = writeln!(out, "  may share: {} operand {operand} -> result {result}", op_text(function, op));
    }
    for (op, reason) in &l.notes {
        let _ = writeln!(out, "  approximation: {}: {reason}", op_text(function, *op));
    }
    let _ = writeln!(out, "  buffers:");
    for (id, buffer) in l.buffers.iter().enumerate() {
        let (first, last) = l.range(id);
        let index = if buffer.index.is_empty() { String::new() } else { format!("{:?}", buffer.index) };
        let aliases: Vec<String> =
            l.aliases[id].iter().filter(|&&v| v != buffer.value).map(|&v| value_name(function, v)).collect();
        let _ = write!(
            out,
            "    b{id:<6} {:>12}  live #{}..#{}  {}{index}",
            buffer.bytes.map_or("dynamic".into(), |b| format!("{b} B")),
            function.ops.get(first).map_or(0, |o| o.number),
            function.ops.get(last).map_or(0, |o| o.number),
            value_name(function, buffer.value),
        );
        if l.groups[l.group_of[id]].members.len() > 1 {
            let _ = write!(out, "  group g{}", l.group_of[id]);
        }
        if !aliases.is_empty() {
            let _ = write!(out, "  aliases: {}", aliases.join(", "));
        }
        out.push('\n');
        flush_text(out, write);
    }
    if interference {
        match interfering_pairs(function, r, ordering) {
            Some(pairs) => {
                let _ = writeln!(out, "  interference ({} pairs):", pairs.len());
                for (a, b) in pairs {
                    let _ = writeln!(out, "    b{a} b{b}");
                    flush_text(out, write);
                }
            }
            None => {
                let _ = writeln!(out, "  interference: not listed: {}", pairs_left_out(l));
            }
        }
    }
}

/// Buffer ids, consecutive runs shortened: `b0-b3 b7 b9-b10`.
fn id_runs(buffers: &[BufferId]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < buffers.len() {
        let mut j = i;
        while j + 1 < buffers.len() && buffers[j + 1] == buffers[j] + 1 {
            j += 1;
        }
        parts.push(if j > i { format!("b{}-b{}", buffers[i], buffers[j]) } else { format!("b{}", buffers[i]) });
        i = j + 1;
    }
    parts.join(" ")
}

fn defined_by(function: &Function, value: ValueId) -> String {
    match function.values[value].def {
        Def::Result { op, .. } => format!("{}  {}", value_name(function, value), op_text(function, op)),
        Def::Argument { .. } => value_name(function, value),
    }
}

/// The most buffers a function may have for its interference list under
/// dependency ordering, which compares every pair (above it the list is
/// left out and the report says so).
pub const DEPENDENCY_PAIRS_LIMIT: usize = 4096;

/// Every pair `a < b` of buffers that may interfere; `None` under
/// dependency ordering for a function of more than
/// [`DEPENDENCY_PAIRS_LIMIT`] buffers.
pub fn interfering_pairs(
    function: &Function,
    r: &FunctionResult,
    ordering: Ordering,
) -> Option<Vec<(BufferId, BufferId)>> {
    let l = &r.liveness;
    if ordering == Ordering::Dependency && l.buffers.len() > DEPENDENCY_PAIRS_LIMIT {
        return None;
    }
    let mut pairs = Vec::new();
    let mut order = None;
    // Sorted by start, a sweep pairs each buffer only with those whose range
    // it overlaps or touches; dependency ordering asks every pair.
    let mut sorted: Vec<BufferId> = (0..l.buffers.len()).collect();
    sorted.sort_by_key(|&b| l.range(b));
    for (i, &a) in sorted.iter().enumerate() {
        for &b in &sorted[i + 1..] {
            if ordering == Ordering::Sequential && l.range(b).0 > l.range(a).1 {
                break;
            }
            if l.may_interfere_cached(function, ordering, &mut order, a, b) {
                pairs.push((a.min(b), a.max(b)));
            }
        }
    }
    pairs.sort_unstable();
    Some(pairs)
}

/// Why the interference list is left out.
fn pairs_left_out(l: &buffer_liveness::analysis::FunctionLiveness) -> String {
    format!(
        "interference under ordering=dependency is listed for at most {DEPENDENCY_PAIRS_LIMIT} buffers ({} here): use ordering=sequential",
        l.buffers.len()
    )
}

/// The JSON report of a module (see `docs/liveness.md`).
pub fn json(result: &ModuleResult) -> String {
    let mut all = String::new();
    json_to(result, &mut |piece| all.push_str(piece));
    all
}

/// The JSON report of a module, handed to `write` in pieces of about
/// 64 KiB.
pub fn json_to(result: &ModuleResult, write: &mut dyn FnMut(&str)) {
    let mut json = Writer::default();
    json.begin_object();
    Header::buffer_liveness(result.options).json_fields(&mut json);
    json.key("liveness_report_version");
    json.number(1);
    json.key("ordering");
    json.string(result.options.ordering.name());
    json.key("reshape_aliases");
    json.boolean(result.options.reshape_aliases);
    json.key("entry");
    match result.program.entry() {
        Some(f) => json.string(&result.program.functions[f].name),
        None => json.null(),
    }
    json.key("functions");
    json.begin_array();
    let entry = result.program.entry();
    for (n, (function, r)) in result.program.functions.iter().zip(&result.functions).enumerate() {
        let xla = result.program.xla.as_ref().map(|xla| (xla, entry == Some(n)));
        function_json(&mut json, write, function, r, result.options, xla);
    }
    json.end_array();
    json.end_object();
    let mut text = json.finish();
    text.push('\n');
    write(&text);
}

fn optional_number(json: &mut Writer, value: Option<u64>) {
    match value {
        Some(v) => json.number(v as usize),
        None => json.null(),
    }
}

fn numbers(json: &mut Writer, values: impl IntoIterator<Item = usize>) {
    json.begin_array();
    for v in values {
        json.number(v);
    }
    json.end_array();
}

fn op_object(json: &mut Writer, function: &Function, op: OpId) {
    json.begin_object();
    op_fields(json, function, op);
    json.key("location");
    json.string(&function.ops[op].location.to_string());
    json.end_object();
}

fn function_json(
    json: &mut Writer,
    write: &mut dyn FnMut(&str),
    function: &Function,
    r: &FunctionResult,
    options: buffer_liveness::Options,
    xla: Option<(&XlaLiveRanges, bool)>,
) {
    let (l, t) = (&r.liveness, &r.timeline);
    let number = |op: OpId| function.ops.get(op).map_or(0, |o| o.number);
    json.begin_object();
    json.key("name");
    json.string(&function.name);
    json.key("location");
    json.string(&function.location);
    json.key("public");
    json.boolean(function.public);
    json.key("buffers");
    json.begin_array();
    for (id, buffer) in l.buffers.iter().enumerate() {
        json.begin_object();
        json.key("id");
        json.number(id);
        json.key("value");
        value_json(json, function, buffer.value);
        json.key("index");
        numbers(json, buffer.index.iter().copied());
        json.key("defining_op");
        match function.values[buffer.value].def {
            Def::Result { op, .. } => op_object(json, function, op),
            Def::Argument { block, .. } => match function.blocks[block].parent {
                Some(op) => op_object(json, function, op),
                None => json.null(),
            },
        }
        json.key("bytes");
        optional_number(json, buffer.bytes);
        json.key("group");
        json.number(l.group_of[id]);
        let (first, last) = l.range(id);
        json.key("live_range");
        numbers(json, [number(first), number(last)]);
        json.key("live_out");
        json.boolean(l.maybe_live_out(id));
        json.key("offset");
        optional_number(json, r.heap.offsets[l.group_of[id]]);
        json.key("aliases");
        json.begin_array();
        for &value in l.aliases[id].iter().filter(|&&v| v != buffer.value) {
            value_json(json, function, value);
        }
        json.end_array();
        if let Some((xla, entry)) = xla {
            let name = buffer.index.is_empty().then(|| xla.hlo_value(function, entry, buffer.value)).flatten();
            json.key("hlo_buffer");
            match &name {
                Some(name) => json.string(name),
                None => json.null(),
            }
            json.key("xla_live_range");
            match name.as_deref().and_then(|name| xla.value(name)) {
                Some(value) => numbers(json, [value.start, value.end]),
                None => json.null(),
            }
        }
        json.end_object();
        flush_json(json, write);
    }
    json.end_array();
    // Values that hold exactly the buffers they define are implied by
    // `buffers`; listed are the others (aliases, tuples, loop state).
    json.key("points_to");
    json.begin_array();
    for (value, nodes) in l.points_to.iter().enumerate() {
        let own = nodes.iter().enumerate().all(
            |(node, set)| matches!(set.as_slice(), [b] if l.buffers[*b].value == value && l.buffers[*b].node == node),
        );
        if own {
            continue;
        }
        json.begin_object();
        json.key("value");
        value_json(json, function, value);
        json.key("buffers");
        json.begin_array();
        for set in nodes {
            numbers(json, set.iter().copied());
        }
        json.end_array();
        json.end_object();
        flush_json(json, write);
    }
    json.end_array();
    json.key("live_in");
    numbers(json, l.live_in.iter().copied());
    json.key("live_out");
    numbers(json, l.live_out.iter().copied());
    flush_json(json, write);
    json.key("may_share");
    json.begin_array();
    for &(op, operand, result) in &l.in_place {
        json.begin_object();
        op_fields(json, function, op);
        json.key("operand");
        json.number(operand);
        json.key("result");
        json.number(result);
        json.end_object();
        flush_json(json, write);
    }
    json.end_array();
    if options.interference {
        json.key("interference");
        match interfering_pairs(function, r, options.ordering) {
            Some(pairs) => {
                json.begin_array();
                for (a, b) in pairs {
                    numbers(json, [a, b]);
                    flush_json(json, write);
                }
                json.end_array();
            }
            None => json.null(),
        }
        json.key("interference_left_out");
        match options.ordering == Ordering::Dependency && l.buffers.len() > DEPENDENCY_PAIRS_LIMIT {
            true => json.string(&pairs_left_out(l)),
            false => json.null(),
        }
    }
    json.key("approximations");
    json.begin_array();
    for (op, reason) in &l.notes {
        json.begin_object();
        op_fields(json, function, *op);
        json.key("location");
        json.string(&function.ops[*op].location.to_string());
        json.key("reason");
        json.string(reason);
        json.end_object();
        flush_json(json, write);
    }
    json.end_array();
    json.key("memory");
    json.begin_object();
    json.key("peak_bytes");
    json.number(t.peak as usize);
    json.key("peak_op");
    match t.peak_op {
        Some(op) => op_object(json, function, op),
        None => json.null(),
    }
    json.key("lower_bound");
    json.boolean(t.lower_bound);
    json.key("dynamic_groups_left_out");
    json.number(t.dynamic_groups);
    json.key("at_peak");
    json.begin_array();
    for &g in &t.at_peak {
        let first = l.groups[g].members[0];
        json.begin_object();
        json.key("buffer");
        json.number(first);
        json.key("bytes");
        optional_number(json, l.groups[g].stored_bytes());
        json.key("copies");
        json.number(l.groups[g].instances as usize);
        json.key("value");
        value_json(json, function, l.buffers[first].value);
        json.end_object();
        flush_json(json, write);
    }
    json.end_array();
    json.key("total_bytes_no_reuse");
    json.number(t.total_bytes as usize);
    json.key("arena_bytes");
    json.number(r.heap.arena as usize);
    json.key("timeline");
    json.begin_array();
    for (op, &bytes) in t.bytes.iter().enumerate() {
        json.begin_array();
        json.number(number(op));
        json.number(bytes as usize);
        json.end_array();
        flush_json(json, write);
    }
    json.end_array();
    if let Some((xla, true)) = xla {
        xla_memory_json(json, write, xla);
    }
    json.end_object();
    if let Some((xla, true)) = xla {
        xla_buffers_json(json, write, xla);
    }
    json.end_object();
}

/// The entry function's `memory` fields of an imported HLO module: XLA's
/// peak moment with the values its dump lists, and the true maximum.
fn xla_memory_json(json: &mut Writer, write: &mut dyn FnMut(&str), xla: &XlaLiveRanges) {
    let (time, bytes, listed) = &xla.xla_peak;
    json.key("xla_peak");
    json.begin_object();
    json.key("time");
    json.number(*time);
    json.key("instruction");
    match xla.sequence.get(*time) {
        Some(name) => json.string(name),
        None => json.null(),
    }
    let live: Vec<&XlaValue> = listed.iter().map(|&n| &xla.values[n]).collect();
    json.key("bytes");
    json.number(*bytes as usize);
    json.key("buffers");
    json.begin_array();
    for value in &live {
        json.string(&value.name);
        flush_json(json, write);
    }
    json.end_array();
    // The bytes at XLA's peak by the program line that made them, most
    // first (`null`: no metadata).
    let mut by_source: Vec<(Option<&str>, u64, usize)> = Vec::new();
    for value in &live {
        match by_source.iter_mut().find(|(source, _, _)| *source == value.source.as_deref()) {
            Some(entry) => {
                entry.1 += value.bytes;
                entry.2 += 1;
            }
            None => by_source.push((value.source.as_deref(), value.bytes, 1)),
        }
    }
    by_source.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    json.key("by_source");
    json.begin_array();
    for (source, bytes, count) in by_source {
        json.begin_object();
        json.key("source");
        match source {
            Some(source) => json.string(source),
            None => json.null(),
        }
        json.key("bytes");
        json.number(bytes as usize);
        json.key("buffers");
        json.number(count);
        json.end_object();
    }
    json.end_array();
    json.end_object();
    json.key("max_live");
    json.begin_object();
    json.key("time");
    json.number(xla.max_live.0);
    json.key("bytes");
    json.number(xla.max_live.1 as usize);
    json.end_object();
    if let Some(heap) = &xla.heap {
        json.key("xla_heap");
        json.begin_object();
        json.key("size");
        json.number(heap.size as usize);
        json.key("algorithm");
        json.string("global decreasing size best fit");
        json.key("alignment");
        json.number(buffer_liveness::xla_heap::CPU_ALIGNMENT as usize);
        json.key("lower_bound");
        json.number(heap.lower_bound as usize);
        json.key("parts");
        json.begin_array();
        for part in &heap.parts {
            json.begin_object();
            json.key("part");
            match part.tuple {
                Some(v) => json.string(&xla.values[v].name),
                None => json.string("heap"),
            }
            json.key("base");
            json.number(part.base as usize);
            json.key("size");
            json.number(part.size as usize);
            if let Some((order, other_size)) = part.order {
                json.key("order");
                json.string(order.name());
                json.key("other_order_size");
                json.number(other_size as usize);
            }
            json.key("lower_bound");
            json.number(part.lower_bound as usize);
            json.end_object();
        }
        json.end_array();
        json.key("buffers");
        json.begin_array();
        for (n, value) in xla.values.iter().enumerate() {
            if let (true, Some(offset)) = (heap.in_heap[n], heap.offsets[n]) {
                json.begin_object();
                json.key("hlo_buffer");
                json.string(&value.name);
                json.key("offset");
                json.number(offset as usize);
                json.key("bytes");
                json.number(value.bytes as usize);
                json.end_object();
                flush_json(json, write);
            }
        }
        json.end_array();
        json.end_object();
    }
}

/// The entry function's `xla_schedule` and `xla_buffers`: every value of
/// XLA's live ranges, as its `*-live-range.txt` lists them.
fn xla_buffers_json(json: &mut Writer, write: &mut dyn FnMut(&str), xla: &XlaLiveRanges) {
    json.key("xla_schedule");
    json.begin_object();
    json.key("order");
    json.string(&xla.schedule);
    json.key("approximate");
    match &xla.approximate {
        Some(why) => json.string(why),
        None => json.null(),
    }
    json.key("sequence");
    json.begin_array();
    for name in &xla.sequence {
        json.string(name);
    }
    json.end_array();
    json.end_object();
    json.key("xla_buffers");
    json.begin_array();
    for value in &xla.values {
        json.begin_object();
        json.key("hlo_buffer");
        json.string(&value.name);
        json.key("xla_live_range");
        numbers(json, [value.start, value.end]);
        json.key("bytes");
        json.number(value.bytes as usize);
        json.end_object();
        flush_json(json, write);
    }
    json.end_array();
}
