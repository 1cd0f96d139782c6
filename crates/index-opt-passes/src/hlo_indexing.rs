//! `hlo-indexing`: runs the indexing analysis on a module and returns the
//! report (text or JSON), which the native layer writes out.

use index_opt_native::{HloIndexingOptions, ReportFormat};
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, report};
use melior::ir::OperationRef;

/// Analyses `module` with the pass options and returns the report in
/// `options.format`, or an error message for a bad option.
pub fn run(module: &OperationRef<'_, '_>, options: HloIndexingOptions<'_>) -> Result<String, String> {
    let direction = Direction::parse(options.direction).ok_or_else(|| {
        format!("hlo-indexing: direction must be 'output-to-input' or 'input-to-output', not '{}'", options.direction)
    })?;
    let functions = analyze_module(module, Options { direction, fusion: options.fusion });
    Ok(match options.format {
        ReportFormat::Text => report::to_text(&functions),
        ReportFormat::Json => report::to_json(&functions),
    })
}
