//! `hlo-indexing`: runs the indexing analysis on a module and writes the
//! report (text or JSON) through the writer the native layer provides.

use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, report};
use melior::ir::OperationRef;

/// Analyses `module` with `direction` and `fusion` and returns the report
/// in `format` (0 text, 1 JSON), or an error message for a bad option.
pub fn run(module: &OperationRef, direction: &str, fusion: bool, format: i32) -> Result<String, String> {
    let direction = Direction::parse(direction).ok_or_else(|| {
        format!("hlo-indexing: direction must be 'output-to-input' or 'input-to-output', not '{direction}'")
    })?;
    let functions = analyze_module(module, Options { direction, fusion });
    Ok(if format == 1 { report::to_json(&functions) } else { report::to_text(&functions) })
}
