//! `buffer-liveness`: runs the buffer liveness analysis on a module and
//! writes the report (text, JSON or SVG) to the native layer's writer, or
//! with `annotate` attaches its figures to the IR: on each function
//! `indexing.peak_bytes` and `indexing.arena_bytes` (with the unit
//! `indexing.peak_lower_bound` where dynamic sizes or unknown callee
//! temporaries are left out), on each op the analysis orders (not those of
//! scalar bodies) `indexing.live_bytes`, the bytes live while it runs.

use buffer_liveness::{Options, Ordering, analyze_module};
use index_opt_native::{BufferLivenessOptions, ReportFormat};
use index_opt_report::liveness::{self as report, svg};
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// Analyses `module` with the pass options and writes the report in
/// `options.format` to `write`; or returns an error message for a bad
/// option (nothing written).
pub fn run(
    module: &OperationRef<'_, '_>,
    options: BufferLivenessOptions<'_>,
    write: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let ordering = Ordering::parse(options.ordering).ok_or_else(|| {
        format!("buffer-liveness: ordering must be 'sequential' or 'dependency', not '{}'", options.ordering)
    })?;
    let result = analyze_module(
        module,
        Options { ordering, reshape_aliases: options.reshape_aliases, interference: options.interference },
    );
    if options.annotate {
        annotate(module, &result);
        return Ok(());
    }
    match options.format {
        ReportFormat::Text => report::text_to(&result, write),
        ReportFormat::Json => report::json_to(&result, write),
        ReportFormat::Svg => write(&svg::svg(&result)),
        ReportFormat::Html => return Err("buffer-liveness: there is no HTML form of the liveness report".into()),
    }
    Ok(())
}

/// Attaches `result`'s figures to the functions and ops of `module`.
fn annotate(module: &OperationRef<'_, '_>, result: &buffer_liveness::ModuleResult) {
    let context = module.context();
    let bytes = |n: u64| index_opt_native::integer_attribute(context, i64::try_from(n).unwrap_or(i64::MAX));
    let live = buffer_liveness::live_bytes_at_ops(module, result);
    for ((function, ops), figures) in live.iter().zip(&result.functions) {
        for (op, live) in ops {
            index_opt_native::set_discardable_attribute(op, "indexing.live_bytes", bytes(*live));
        }
        index_opt_native::set_discardable_attribute(function, "indexing.peak_bytes", bytes(figures.timeline.peak));
        index_opt_native::set_discardable_attribute(function, "indexing.arena_bytes", bytes(figures.heap.arena));
        if figures.timeline.lower_bound {
            index_opt_native::set_discardable_attribute(
                function,
                "indexing.peak_lower_bound",
                index_opt_native::unit_attribute(context),
            );
        }
    }
}
