//! An entry in the text report: its maps (with their runtime variables'
//! sources) and the lines of its `counts` and `coalescing` figures.

use super::costs::{scaled, utilization};
use super::{Storage, superset};
use indexing_analysis::UnknownReason;
use indexing_map::coalesce::Coalescing;
use indexing_map::count::{Count, Reads};

pub(super) fn count_text(count: Count) -> String {
    match count.exact() {
        Some(n) => n.to_string(),
        None if count.saturated() => format!("at least {}", count.lower),
        None => format!("{}..{}", count.lower, count.upper),
    }
}

pub(super) fn fraction_text((lower, upper): (f64, f64)) -> String {
    if lower == upper { format!("{lower:.3}") } else { format!("{lower:.3}..{upper:.3}") }
}

/// The `counts` line of an entry in the text report.
pub(super) fn write_counts(out: &mut String, reads: &Reads, storage: Option<&Storage>) {
    let mut line = format!("      reads: {} elements", count_text(reads.distinct));
    if let Some(s) = storage {
        line.push_str(&format!(" of {} ({} B", s.elements, count_text(scaled(reads.distinct, s.element_bytes))));
        if s.elements > 0 {
            line.push_str(&format!(", utilization {}", fraction_text(utilization(reads.distinct, s.elements))));
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

/// The `coalescing` line of an entry in the text report.
pub(super) fn write_coalescing(out: &mut String, c: &Coalescing) {
    let worst = match c.worst_warp {
        Some(w) => format!("worst warp {w} of {}", c.warps),
        None => format!("{} warps", c.warps),
    };
    let verdict = match c.coalesced() {
        Some(true) => "coalesced".to_owned(),
        Some(false) => "not coalesced".to_owned(),
        None => format!("bounds: {}", c.not_exact.as_deref().unwrap_or("not exact")),
    };
    out.push_str(&format!(
        "      coalescing: {} to {} transactions per warp ({worst}), {} in all; {} B moved for {} B needed, \
         efficiency {}; {verdict}\n",
        count_text(c.per_warp_min),
        count_text(c.per_warp_max),
        count_text(c.transactions),
        count_text(c.bytes_moved()),
        count_text(c.bytes_needed),
        c.efficiency().map_or("-".to_owned(), fraction_text),
    ));
}

/// An entry's maps, or why they are unknown, as text lines.
pub(super) fn write_maps(
    out: &mut String,
    maps: Result<&[indexing_analysis::OperandMap<'_>], &UnknownReason>,
    direction: indexing_analysis::Direction,
) {
    match maps {
        Err(reason) => out.push_str(&format!("      unknown: {reason}\n")),
        Ok([]) => out.push_str(match direction {
            indexing_analysis::Direction::OutputToInput => "      (reads nothing)\n",
            indexing_analysis::Direction::InputToOutput => "      (contributes to nothing)\n",
        }),
        Ok(maps) => {
            for map in maps {
                out.push_str(&map.map.to_multiline("      "));
                out.push('\n');
                if !map.rt_vars.is_empty() {
                    out.push_str("      runtime variables:\n");
                    for rt in &map.rt_vars {
                        out.push_str(&format!("        rt{}: {}\n", rt.rt, rt_source_text(rt)));
                    }
                }
            }
            if let Some(reason) = superset(maps) {
                out.push_str(&format!("      (a sound superset, not exact: {reason})\n"));
            }
        }
    }
}

/// A runtime variable's source in the text report.
fn rt_source_text(rt: &indexing_analysis::RtVar<'_>) -> String {
    use indexing_analysis::SizeOf;
    let element = || format!("operand {} at {}", rt.operand, rt.index);
    let Some(size) = &rt.size else { return element() };
    let dimension = size.dimension;
    match &size.of {
        SizeOf::Operand => format!("size of dimension {dimension} of operand {}", rt.operand),
        SizeOf::Result => format!("size of dimension {dimension} of result {}", rt.operand),
        SizeOf::Element => format!("size of dimension {dimension}, read from {}", element()),
        SizeOf::Body(op) => format!("size of dimension {dimension} of a value defined by {op}"),
    }
}
