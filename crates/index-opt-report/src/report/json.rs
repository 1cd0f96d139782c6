//! An entry in the JSON report: its keys, its maps (with their runtime
//! variables' sources) and its `counts` and `coalescing` figures
//! (docs/contract.md).

use super::costs::{scaled, utilization};
use super::text_cache::MapTexts;
use super::{Storage, superset};
use index_opt_ir::json::{Fields, Writer};
use indexing_analysis::{Entry, UnknownReason};
use indexing_map::coalesce::Coalescing;
use indexing_map::count::{Count, Reads};

/// `"key": count`.
fn json_count_field(json: &mut (impl Fields + ?Sized), key: &str, count: Count) {
    json.key(key);
    json_count(json, count);
}

/// A count, or its bounds as `{"lower", "upper"}` (`upper` `null` when
/// the count does not fit in 64 bits: [`Count::saturated`]).
pub(super) fn json_count(json: &mut (impl Fields + ?Sized), count: Count) {
    match count.exact() {
        Some(n) => json.number(n as usize),
        None => {
            json.begin_object();
            json.key("lower");
            json.number(count.lower as usize);
            json.key("upper");
            if count.saturated() {
                json.null()
            } else {
                json.number(count.upper as usize)
            }
            json.end_object();
        }
    }
}

/// A fraction, or its bounds as `{"lower", "upper"}`.
pub(super) fn json_fraction(json: &mut (impl Fields + ?Sized), (lower, upper): (f64, f64)) {
    if lower == upper {
        json.float(lower);
    } else {
        json.begin_object();
        json.key("lower");
        json.float(lower);
        json.key("upper");
        json.float(upper);
        json.end_object();
    }
}

/// The `counts` fields of an entry (docs/contract.md).
pub(super) fn json_counts(json: &mut (impl Fields + ?Sized), reads: &Reads, storage: Option<&Storage>) {
    json.key("exact");
    json.boolean(reads.is_exact());
    json_count_field(json, "elements_read", reads.distinct);
    json.key("bytes_read");
    match storage {
        Some(s) => json_count(json, scaled(reads.distinct, s.element_bytes)),
        None => json.null(),
    }
    json.key("utilization");
    match storage.filter(|s| s.elements > 0) {
        Some(s) => json_fraction(json, utilization(reads.distinct, s.elements)),
        None => json.null(),
    }
    json.key("reads_per_element");
    json.begin_object();
    json_count_field(json, "min", reads.per_point_min);
    json_count_field(json, "max", reads.per_point_max);
    json_count_field(json, "total", reads.total);
    json.end_object();
}

/// The `coalescing` object of an entry (docs/contract.md).
pub(super) fn json_coalescing(json: &mut (impl Fields + ?Sized), c: &Coalescing) {
    json.key("coalescing");
    json.begin_object();
    json.key("exact");
    json.boolean(c.is_exact());
    json.key("warps");
    json.number(c.warps as usize);
    json_count_field(json, "transactions", c.transactions);
    json.key("per_warp");
    json.begin_object();
    json_count_field(json, "min", c.per_warp_min);
    json_count_field(json, "max", c.per_warp_max);
    json.key("worst_warp");
    match c.worst_warp {
        Some(w) => json.number(w as usize),
        None => json.null(),
    }
    json.end_object();
    json_count_field(json, "bytes_needed", c.bytes_needed);
    json_count_field(json, "bytes_moved", c.bytes_moved());
    json_count_field(json, "min_transactions", c.min_transactions);
    json.key("efficiency");
    match c.efficiency() {
        Some(e) => json_fraction(json, e),
        None => json.null(),
    }
    json.key("coalesced");
    match c.coalesced() {
        Some(b) => json.boolean(b),
        None => json.null(),
    }
    if let Some(why) = &c.not_exact {
        json.key("why");
        json.string(why);
    }
    json.end_object();
}

/// `entry` as a JSON object, its second key named `operand` or (function
/// level) `argument`, keys in the contract's order, then its `costs`.
pub(super) fn json_entry<'c>(json: &mut Writer, entry: &Entry<'c>, argument: bool, texts: &mut MapTexts<'c>) {
    json_entry_head(json, entry.result, entry.operand, argument);
    json_maps(json, super::maps_of(&entry.maps), texts);
}

/// An entry's object opened, with its result and operand (`argument`:
/// named argument) keys.
pub(super) fn json_entry_head(json: &mut Writer, result: usize, operand: usize, argument: bool) {
    json.begin_object();
    json.key("result");
    json.number(result);
    json.key(if argument { "argument" } else { "operand" });
    json.number(operand);
}

/// An entry's keys after its operand: `maps` and then `unknown`, or
/// `rt_vars` and `superset` where there are any.
pub(super) fn json_maps<'c>(
    json: &mut Writer,
    maps: Result<&[indexing_analysis::OperandMap<'c>], &UnknownReason>,
    texts: &mut MapTexts<'c>,
) {
    json.key("maps");
    json.begin_array();
    match maps {
        Err(reason) => {
            json.end_array();
            json.key("unknown");
            json.string(&reason.to_string());
        }
        Ok(maps) => {
            for m in maps {
                json.string(texts.text(&m.map));
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
                        write_rt_source(json, rt, texts.text(&rt.index));
                        json.end_object();
                    }
                }
                json.end_array();
            }
            if let Some(reason) = superset(maps) {
                json.key("superset");
                json.string(reason);
            }
        }
    }
}

/// One value of a runtime variable's source ([`rt_source_fields`]).
#[derive(Clone, Copy, Debug)]
pub enum RtField<'a> {
    /// A number (an operand, result or dimension).
    Number(usize),
    /// The variable's [`indexing_analysis::RtVar::index`] map.
    Index,
    /// A text (the op that defines a body value).
    Text(&'a str),
}

/// The source fields of a runtime variable, as the JSON report and the
/// annotations write them: `operand` and `index` for an element (the
/// contract's); for the size of a dynamic dimension `operand` (or
/// `result`) and `dimension`, or `defined_by` and `dimension` for a value
/// of a function body; a size read from an element has both `index` and
/// `dimension` (`docs/contract.md`).
pub fn rt_source_fields<'a>(rt: &'a indexing_analysis::RtVar<'_>) -> Vec<(&'static str, RtField<'a>)> {
    use indexing_analysis::SizeOf;
    let element = [("operand", RtField::Number(rt.operand)), ("index", RtField::Index)];
    let Some(size) = &rt.size else { return element.to_vec() };
    let mut fields = match &size.of {
        SizeOf::Operand => vec![("operand", RtField::Number(rt.operand))],
        SizeOf::Result => vec![("result", RtField::Number(rt.operand))],
        SizeOf::Element => element.to_vec(),
        SizeOf::Body(op) => vec![("defined_by", RtField::Text(op))],
    };
    fields.push(("dimension", RtField::Number(size.dimension)));
    fields
}

/// [`rt_source_fields`] written as JSON keys, `index` its map's text.
fn write_rt_source(json: &mut index_opt_ir::json::Writer, rt: &indexing_analysis::RtVar<'_>, index: &str) {
    for (key, value) in rt_source_fields(rt) {
        json.key(key);
        match value {
            RtField::Number(n) => json.number(n),
            RtField::Index => json.string(index),
            RtField::Text(text) => json.string(text),
        }
    }
}
