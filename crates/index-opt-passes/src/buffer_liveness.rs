//! `buffer-liveness`: runs the buffer liveness analysis on a module and
//! writes the report (text, JSON or SVG) to the native layer's writer.

use buffer_liveness::{Options, Ordering, analyze_module, report, svg};
use index_opt_native::{BufferLivenessOptions, ReportFormat};
use melior::ir::OperationRef;

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
    if options.annotate {
        return Err("buffer-liveness: annotate=true is not implemented yet; use the report".into());
    }
    let result = analyze_module(
        module,
        Options { ordering, reshape_aliases: options.reshape_aliases, interference: options.interference },
    );
    match options.format {
        ReportFormat::Text => report::text_to(&result, write),
        ReportFormat::Json => report::json_to(&result, write),
        ReportFormat::Svg => write(&svg::svg(&result)),
    }
    Ok(())
}
