//! `hlo-indexing`: runs the indexing analysis on a module and writes the
//! report (text or JSON) through the writer the native layer provides.

use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, report};
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, RegionLike};

/// Analyses `module` with `direction` and `fusion` and returns the report
/// in `format` (0 text, 1 JSON), or an error message for a bad option.
pub fn run(module: &OperationRef, direction: &str, fusion: bool, format: i32) -> Result<String, String> {
    let direction = Direction::parse(direction).ok_or_else(|| {
        format!("hlo-indexing: direction must be 'output-to-input' or 'input-to-output', not '{direction}'")
    })?;
    let functions = analyze_module(module, Options { direction, fusion });
    Ok(if format == 1 {
        report::to_json(&functions, &function_pairs(module))
    } else {
        report::to_text(&functions)
    })
}

/// For each function of the module (in order), its (result, argument)
/// pairs.
fn function_pairs(module: &OperationRef) -> Vec<Vec<(usize, usize)>> {
    let mut pairs = Vec::new();
    let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) else { return pairs };
    let mut next = body.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            let (inputs, results) = indexing_analysis::ir::function_arity(&op);
            pairs.push((0..results).flat_map(|r| (0..inputs).map(move |a| (r, a))).collect());
        }
        next = op.next_in_block();
    }
    pairs
}
