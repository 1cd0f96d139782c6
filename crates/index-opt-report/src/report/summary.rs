//! The one-screen summary of a function (with counts): at the top of its
//! text report, and as the `summary` object that ends the function in the
//! JSON report.

use super::costs::{Costs, scaled, utilization};
use super::json::{json_count, json_fraction};
use super::text::{count_text, fraction_text};
use super::{OpReport, Storage};
use index_opt_ir::json::Writer;
use indexing_map::count::Count;

/// The one-screen summary of a function (with `counts`): bytes each
/// argument gives the results, and the ops that waste the most; at the top
/// of its text report, at the end of its object in the JSON report.
#[derive(Default)]
pub(super) struct Summary {
    /// Per argument: its storage, per known function-level entry reading
    /// it the distinct elements read, and why the first unknown entry of it
    /// is unknown (`None` when every entry is known).
    pub(super) arguments: Vec<(Option<Storage>, Vec<Count>, Option<String>)>,
    /// Per op: (wasted bytes, op id, name, location).
    pub(super) waste: Vec<(u64, usize, String, String)>,
    /// Whether function-level entries were computed (`fusion`): without,
    /// nothing is said of the arguments.
    pub(super) function_level: bool,
}

/// Ops listed as the most wasteful in a summary.
const SUMMARY_OPS: usize = 5;

impl Summary {
    /// An op's waste: with coalescing, bytes moved beyond the bytes needed;
    /// otherwise repeated reads (reads with repeats beyond the distinct
    /// elements, in bytes): the traffic a cache must absorb.
    pub(super) fn op(&mut self, op: &OpReport<'_>, costs: &[(Costs, Option<&Storage>)]) {
        let mut waste = 0u64;
        for (c, operand) in costs {
            let wasted = match (&c.warps, &c.reads) {
                (Some(w), _) => w.bytes_moved().lower.saturating_sub(w.bytes_needed.upper),
                (None, Some(r)) => r
                    .total
                    .lower
                    .saturating_sub(r.distinct.upper)
                    .saturating_mul(operand.map_or(0, |s| s.element_bytes)),
                (None, None) => 0,
            };
            waste = waste.saturating_add(wasted);
        }
        if waste > 0 {
            self.waste.push((waste, op.id, op.name.clone(), op.loc.clone()));
            self.waste.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            self.waste.truncate(SUMMARY_OPS);
        }
    }

    /// The `summary` key of a function in the JSON report and its object
    /// (docs/contract.md, "Counts"): the text summary's figures, with the
    /// elements besides the bytes.
    pub(super) fn json(&self, json: &mut Writer, coalescing: bool) {
        json.key("summary");
        json.begin_object();
        json.key("arguments");
        let mut total = Count::of(0);
        let mut unknown = false;
        if self.function_level {
            json.begin_array();
            for (i, (storage, reads, why)) in self.arguments.iter().enumerate() {
                json.begin_object();
                json.key("argument");
                json.number(i);
                let union = storage.as_ref().map(|s| argument_union(reads, why.is_some(), s.elements));
                let bytes = storage.as_ref().zip(union).map(|(s, union)| scaled(union, s.element_bytes));
                json.key("exact");
                match union {
                    Some(union) => json.boolean(union.exact().is_some()),
                    None => json.null(),
                }
                json.key("elements_read");
                match union {
                    Some(union) => json_count(json, union),
                    None => json.null(),
                }
                json.key("bytes_read");
                match bytes {
                    Some(bytes) => json_count(json, bytes),
                    None => json.null(),
                }
                json.key("bytes");
                match storage {
                    Some(s) => json.number(s.elements.saturating_mul(s.element_bytes) as usize),
                    None => json.null(),
                }
                json.key("utilization");
                match storage.as_ref().zip(union).filter(|(s, _)| s.elements > 0) {
                    Some((s, union)) => json_fraction(json, utilization(union, s.elements)),
                    None => json.null(),
                }
                if let (Some(why), Some(_)) = (why, storage) {
                    json.key("unknown");
                    json.string(why);
                }
                json.end_object();
                if let Some(bytes) = bytes {
                    unknown |= why.is_some();
                    total = Count {
                        lower: total.lower.saturating_add(bytes.lower),
                        upper: total.upper.saturating_add(bytes.upper),
                    };
                }
            }
            json.end_array();
        } else {
            json.null();
        }
        json.key("bytes_read");
        if self.function_level {
            json_count(json, total);
        } else {
            json.null();
        }
        json.key("some_unknown");
        json.boolean(unknown);
        json.key("waste");
        json.string(if coalescing { "bytes_moved_beyond_needed" } else { "repeated_reads" });
        json.key("most_wasteful_ops");
        json.begin_array();
        for (waste, id, name, loc) in &self.waste {
            json.begin_object();
            json.key("id");
            json.number(*id);
            json.key("name");
            json.string(name);
            json.key("loc");
            json.string(loc);
            json.key("bytes");
            json.number(*waste as usize);
            json.end_object();
        }
        json.end_array();
        json.end_object();
    }

    /// The summary's lines in the text report.
    pub(super) fn write(&self, out: &mut String, coalescing: bool) {
        out.push_str("  summary:\n");
        let mut total = Count::of(0);
        if !self.function_level {
            out.push_str("    bytes read per argument: not computed (fusion=false)\n");
        }
        let mut unknown = false;
        for (i, (storage, reads, why)) in self.arguments.iter().enumerate().filter(|_| self.function_level) {
            let Some(s) = storage else {
                out.push_str(&format!("    argument {i}: not statically shaped\n"));
                continue;
            };
            let union = argument_union(reads, why.is_some(), s.elements);
            unknown |= why.is_some();
            let bytes = scaled(union, s.element_bytes);
            total = Count {
                lower: total.lower.saturating_add(bytes.lower),
                upper: total.upper.saturating_add(bytes.upper),
            };
            out.push_str(&format!(
                "    argument {i}: {} B read of {} B{}\n",
                count_text(bytes),
                s.elements.saturating_mul(s.element_bytes),
                match (s.elements > 0, why) {
                    (true, None) => format!(" (utilization {})", fraction_text(utilization(union, s.elements))),
                    (true, Some(why)) => format!(
                        " (utilization {}; some reads unknown: {why})",
                        fraction_text(utilization(union, s.elements))
                    ),
                    (false, Some(why)) => format!(" (some reads unknown: {why})"),
                    (false, None) => String::new(),
                }
            ));
        }
        if self.function_level {
            out.push_str(&format!(
                "    total: {} B read from the arguments{}\n",
                count_text(total),
                if unknown { " (some reads unknown)" } else { "" }
            ));
        }
        if self.waste.is_empty() {
            out.push_str("    most wasteful ops: none\n");
        } else {
            out.push_str(if coalescing {
                "    most wasteful ops (bytes moved beyond the bytes needed):\n"
            } else {
                "    most wasteful ops (repeated reads, in bytes):\n"
            });
            for (waste, id, name, loc) in &self.waste {
                out.push_str(&format!("      op {id} {name} at {loc}: {waste} B\n"));
            }
        }
    }
}

/// What the function-level entries of one argument of `elements` elements
/// read together, from the distinct elements each known entry reads: exact
/// when one entry reads it, or one reads it whole; else between the largest
/// and the sum (at most the whole argument). With an unknown entry
/// (`unknown`), between the largest known read and the whole argument: an
/// unknown entry never makes a known read smaller, nor claims nothing is
/// read.
pub fn argument_union(reads: &[Count], unknown: bool, elements: u64) -> Count {
    let largest = reads.iter().map(|c| c.lower).max().unwrap_or(0).min(elements);
    if reads.iter().any(|c| c.lower >= elements) {
        return Count::of(elements);
    }
    if unknown {
        return Count { lower: largest, upper: elements };
    }
    Count { lower: largest, upper: reads.iter().fold(0u64, |n, c| n.saturating_add(c.upper)).min(elements) }
}
