//! The one-screen summary of a function (with counts): at the top of its
//! text report, and as the `summary` object that ends the function in the
//! JSON report.

use super::costs::{Costs, scaled, utilization};
use super::json::{json_count, json_fraction};
use super::text::{count_text, fraction_text};
use super::{OpReport, Storage};
use index_opt_ir::json::Writer;
use indexing_map::count::Count;
use melior::ir::operation::OperationRef;
use std::collections::HashMap;

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
    /// What buffer liveness says of the arguments at the function's peak
    /// (`None`: not computed).
    pub(super) peaks: Option<ArgumentPeaks>,
}

/// What buffer liveness (sequential order, the `--liveness-report`
/// defaults) says of a function's arguments at its peak: the summary's
/// `peak_bytes` and `peak_share` (docs/contract.md, "Counts").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgumentPeaks {
    /// The function's peak bytes.
    pub peak: u64,
    /// Whether the peak is exact: no group of dynamic size and no unknown
    /// callee temporaries (otherwise it is a lower bound, and no argument's
    /// share of it is given).
    pub exact: bool,
    /// Per argument of the body: the bytes of its storage live at the
    /// peak (0 when it is not live there, or dynamic: the report then
    /// says `null`).
    pub arguments: Vec<u64>,
}

/// [`ArgumentPeaks`] of every function of `module` with a body, by name,
/// from one buffer liveness analysis of the module.
pub fn argument_peaks(module: &OperationRef<'_, '_>) -> HashMap<String, ArgumentPeaks> {
    use buffer_liveness::model::Def;
    let result = buffer_liveness::analyze_module(module, buffer_liveness::Options::default());
    let mut peaks = HashMap::new();
    for (function, analysed) in result.program.functions.iter().zip(&result.functions) {
        let arguments_count = function.blocks.first().map_or(0, |b| b.args.len());
        let mut arguments = vec![0u64; arguments_count];
        let liveness = &analysed.liveness;
        for &group in &analysed.timeline.at_peak {
            let bytes = liveness.groups[group].stored_bytes().unwrap_or(0);
            // A group holding several arguments (never expected: each is the
            // caller's own storage) counts for the first.
            let argument = liveness.groups[group].members.iter().find_map(|&b| {
                match function.values[liveness.buffers[b].value].def {
                    Def::Argument { block: 0, index } => Some(index),
                    _ => None,
                }
            });
            if let Some(slot) = argument.and_then(|index| arguments.get_mut(index)) {
                *slot = slot.saturating_add(bytes);
            }
        }
        let timeline = &analysed.timeline;
        peaks.insert(
            function.name.clone(),
            ArgumentPeaks { peak: timeline.peak, exact: !timeline.lower_bound, arguments },
        );
    }
    peaks
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

    /// What both summaries say of the arguments: per argument, what its
    /// function-level entries read of it together (`None` without a static
    /// shape); the total bytes read and whether some read is unknown.
    fn argument_figures(&self) -> (Vec<Option<ArgumentRead<'_>>>, Count, bool) {
        let (mut total, mut unknown) = (Count::of(0), false);
        let arguments = self
            .arguments
            .iter()
            .map(|(storage, reads, why)| {
                let storage = storage.as_ref()?;
                let elements = argument_union(reads, why.is_some(), storage.elements);
                let bytes = scaled(elements, storage.element_bytes);
                unknown |= why.is_some();
                total = Count {
                    lower: total.lower.saturating_add(bytes.lower),
                    upper: total.upper.saturating_add(bytes.upper),
                };
                Some(ArgumentRead { storage, elements, bytes, unknown: why.as_deref() })
            })
            .collect();
        (arguments, total, unknown)
    }

    /// The `summary` key of a function in the JSON report and its object
    /// (docs/contract.md, "Counts"): the text summary's figures, with the
    /// elements besides the bytes.
    pub(super) fn json(&self, json: &mut Writer, coalescing: bool) {
        json.key("summary");
        json.begin_object();
        json.key("arguments");
        let (arguments, total, unknown) = self.argument_figures();
        if self.function_level {
            json.begin_array();
            for (i, read) in arguments.iter().enumerate() {
                json.begin_object();
                json.key("argument");
                json.number(i);
                json.key("exact");
                match read {
                    Some(read) => json.boolean(read.elements.exact().is_some()),
                    None => json.null(),
                }
                json.key("elements_read");
                match read {
                    Some(read) => json_count(json, read.elements),
                    None => json.null(),
                }
                json.key("bytes_read");
                match read {
                    Some(read) => json_count(json, read.bytes),
                    None => json.null(),
                }
                json.key("bytes");
                match read {
                    Some(read) => {
                        json.number(read.storage.elements.saturating_mul(read.storage.element_bytes) as usize)
                    }
                    None => json.null(),
                }
                json.key("utilization");
                match read.as_ref().filter(|read| read.storage.elements > 0) {
                    Some(read) => json_fraction(json, utilization(read.elements, read.storage.elements)),
                    None => json.null(),
                }
                if let Some(peaks) = &self.peaks {
                    // A dynamic argument's bytes are not known.
                    let bytes = peaks.arguments.get(i).copied().filter(|_| read.is_some());
                    json.key("peak_bytes");
                    match bytes {
                        Some(bytes) => json.number(bytes as usize),
                        None => json.null(),
                    }
                    json.key("peak_share");
                    match bytes.filter(|_| peaks.exact && peaks.peak > 0) {
                        Some(bytes) => json.float(bytes as f64 / peaks.peak as f64),
                        None => json.null(),
                    }
                }
                if let Some(why) = read.as_ref().and_then(|read| read.unknown) {
                    json.key("unknown");
                    json.string(why);
                }
                json.end_object();
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
        json.boolean(self.function_level && unknown);
        if let Some(peaks) = self.peaks.as_ref().filter(|_| self.function_level) {
            json.key("peak_bytes");
            json.number(peaks.peak as usize);
            json.key("peak_exact");
            json.boolean(peaks.exact);
        }
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
        if !self.function_level {
            out.push_str("    bytes read per argument: not computed (fusion=false)\n");
        }
        let (arguments, total, unknown) = self.argument_figures();
        for (i, read) in arguments.iter().enumerate().filter(|_| self.function_level) {
            let Some(ArgumentRead { storage: s, elements, bytes, unknown: why }) = read else {
                out.push_str(&format!("    argument {i}: not statically shaped\n"));
                continue;
            };
            out.push_str(&format!(
                "    argument {i}: {} B read of {} B{}\n",
                count_text(*bytes),
                s.elements.saturating_mul(s.element_bytes),
                match (s.elements > 0, why) {
                    (true, None) => format!(" (utilization {})", fraction_text(utilization(*elements, s.elements))),
                    (true, Some(why)) => format!(
                        " (utilization {}; some reads unknown: {why})",
                        fraction_text(utilization(*elements, s.elements))
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

/// What the function-level entries of one statically shaped argument read
/// of it together.
struct ArgumentRead<'s> {
    storage: &'s Storage,
    /// Distinct elements read.
    elements: Count,
    /// The same in bytes.
    bytes: Count,
    /// Why some entry of it is unknown.
    unknown: Option<&'s str>,
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
