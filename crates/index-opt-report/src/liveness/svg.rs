//! The memory timeline as a self-contained SVG (no scripts, no external
//! files): bytes live over the program order of the entry function, the
//! peak marked, and the largest buffers live at the peak listed with their
//! defining ops; the report's header line first, as an XML comment.

use super::bytes_text;
use crate::header::Header;
use buffer_liveness::model::Def;
use buffer_liveness::{FunctionResult, ModuleResult};
use std::fmt::Write as _;

const WIDTH: f64 = 960.0;
const HEIGHT: f64 = 580.0;
const LEFT: f64 = 90.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 50.0;
const PLOT_HEIGHT: f64 = 300.0;
/// How many buffers at the peak are labelled.
pub const LABELLED: usize = 8;

/// The SVG of the entry function's timeline (see
/// [`buffer_liveness::model::Program::entry`]).
pub fn svg(result: &ModuleResult) -> String {
    let header = Header::buffer_liveness(result.options);
    let Some(entry) = result.program.entry() else {
        return frame(&header, "buffer-liveness: the module has no function", "");
    };
    let function = &result.program.functions[entry];
    let r: &FunctionResult = &result.functions[entry];
    let t = &r.timeline;
    let mut body = String::new();
    let n = t.bytes.len().max(1);
    let max = t.peak.max(1) as f64;
    let x = |op: usize| LEFT + (WIDTH - LEFT - RIGHT) * op as f64 / n as f64;
    let y = |bytes: u64| TOP + PLOT_HEIGHT * (1.0 - bytes as f64 / max);
    // Axes and grid.
    for k in 0..=4 {
        let value = (max * k as f64 / 4.0) as u64;
        let yy = y(value);
        let _ = writeln!(
            body,
            r##"<line x1="{LEFT}" y1="{yy:.1}" x2="{:.1}" y2="{yy:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" text-anchor="end" font-size="11">{}</text>"##,
            WIDTH - RIGHT,
            LEFT - 6.0,
            yy + 4.0,
            escape(&short_bytes(value))
        );
    }
    let _ = writeln!(
        body,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="12">ops in program order ({} with buffers or regions; ticks: op numbers)</text>"##,
        LEFT + (WIDTH - LEFT - RIGHT) / 2.0,
        TOP + PLOT_HEIGHT + 32.0,
        function.ops.len()
    );
    // Ticks at quarters, labelled with the op numbers of the report.
    if !function.ops.is_empty() {
        for k in 0..=4 {
            let op = ((function.ops.len() - 1) * k) / 4;
            let xx = x(op);
            let _ = writeln!(
                body,
                r##"<line x1="{xx:.1}" y1="{:.1}" x2="{xx:.1}" y2="{:.1}" stroke="#999"/><text x="{xx:.1}" y="{:.1}" text-anchor="middle" font-size="10">#{}</text>"##,
                TOP + PLOT_HEIGHT,
                TOP + PLOT_HEIGHT + 4.0,
                TOP + PLOT_HEIGHT + 15.0,
                function.ops[op].number
            );
        }
    }
    // The step line of bytes live, one step per op.
    let mut path = format!("M{:.2},{:.2}", x(0), y(0));
    for (op, &bytes) in t.bytes.iter().enumerate() {
        let _ = write!(path, " L{:.2},{:.2} L{:.2},{:.2}", x(op), y(bytes), x(op + 1), y(bytes));
    }
    let _ = write!(path, " L{:.2},{:.2} Z", x(n), y(0));
    let _ =
        writeln!(body, r##"<path d="{path}" fill="#9ecae1" fill-opacity="0.6" stroke="#3182bd" stroke-width="1"/>"##);
    // The peak.
    if let Some(op) = t.peak_op {
        let px = x(op);
        let bound = if t.lower_bound { " (lower bound)" } else { "" };
        let label =
            format!("peak {}{bound} at op #{} {}", bytes_text(t.peak), function.ops[op].number, function.ops[op].name);
        let anchor = if px > WIDTH / 2.0 { "end" } else { "start" };
        let _ = writeln!(
            body,
            r##"<line x1="{px:.1}" y1="{TOP}" x2="{px:.1}" y2="{:.1}" stroke="#d62728" stroke-dasharray="4 3"/><circle cx="{px:.1}" cy="{:.1}" r="4" fill="#d62728"/><text x="{:.1}" y="{:.1}" text-anchor="{anchor}" font-size="12" fill="#d62728">{}</text>"##,
            TOP + PLOT_HEIGHT,
            y(t.peak),
            if anchor == "end" { px - 6.0 } else { px + 6.0 },
            TOP - 6.0,
            escape(&label)
        );
    }
    // The largest buffers at the peak.
    let l = &r.liveness;
    let mut row = TOP + PLOT_HEIGHT + 60.0;
    let _ = writeln!(
        body,
        r##"<text x="{LEFT}" y="{row:.1}" font-size="13" font-weight="bold">Largest buffers live at the peak ({} in all)</text>"##,
        t.at_peak.len()
    );
    for &g in t.at_peak.iter().take(LABELLED) {
        row += 17.0;
        let first = l.groups[g].members[0];
        let value = l.buffers[first].value;
        let what = match function.values[value].def {
            Def::Result { op, .. } => {
                let op = &function.ops[op];
                format!("op #{} {} ({})", op.number, op.name, op.location)
            }
            Def::Argument { .. } => format!("argument {}", super::value_name(function, value)),
        };
        let bytes = l.groups[g].stored_bytes().unwrap_or(0);
        let share = 100.0 * bytes as f64 / max;
        let _ = writeln!(
            body,
            r##"<rect x="{LEFT}" y="{:.1}" width="{:.1}" height="11" fill="#fd8d3c"/><text x="{:.1}" y="{row:.1}" font-size="11">b{first}: {} ({share:.1}%) — {}</text>"##,
            row - 10.0,
            (share * 1.2).max(1.0),
            LEFT + 126.0,
            escape(&bytes_text(bytes)),
            escape(&what)
        );
    }
    let title = format!(
        "Memory timeline of @{} — peak {}, arena (best fit) {}",
        function.name,
        bytes_text(t.peak),
        bytes_text(r.heap.arena)
    );
    frame(&header, &title, &body)
}

/// The picture: `header` as a comment, then the SVG element.
fn frame(header: &Header, title: &str, body: &str) -> String {
    format!(
        r##"<!-- {h} -->
<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif">
<title>{t}</title>
<rect width="100%" height="100%" fill="white"/>
<text x="{LEFT}" y="24" font-size="15" font-weight="bold">{t}</text>
{body}</svg>
"##,
        h = header.line().replace("--", "- -"),
        t = escape(title)
    )
}

fn short_bytes(bytes: u64) -> String {
    bytes_text(bytes).split(" (").next().unwrap_or_default().to_owned()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
