//! The op of an HLO instruction in index-opt's reports of the module
//! imported from HLO text, for the conformance runs from XLA's own HLO
//! (included with `#[path]`, beside `tests/support/hlo_names.rs` as `mod
//! hlo_names`).

use crate::hlo_names::{self, Home};
use hlo_text::syntax::Module as HloModule;
use indexing_analysis::analyze::{FunctionReport, OpReport};

/// The op of instruction `instruction` (of computation `computation`) in
/// the import's reports: located at the instruction's name, in the
/// function (or the region of the op) the computation became.
pub fn op_of<'r, 'c>(
    functions: &'r [FunctionReport<'c>],
    hlo: &HloModule,
    computation: usize,
    instruction: &str,
    tuple: bool,
) -> Result<(&'r FunctionReport<'c>, &'r OpReport<'c>), String> {
    let (function, parent) = match hlo_names::home(hlo, computation) {
        Home::Function { name, entry } => {
            let symbol = if entry { "main" } else { name.as_str() };
            let function = functions.iter().find(|f| f.name == symbol);
            (function.ok_or_else(|| format!("no function @{symbol}"))?, None)
        }
        Home::Region { computation: outer, user, .. } => {
            let (function, op) = op_of(functions, hlo, outer, &user, false)?;
            (function, Some(op.id))
        }
    };
    let named: Vec<&OpReport> = function
        .ops
        .iter()
        .filter(|o| o.parent == parent && hlo_names::location_name(&o.loc) == Some(instruction))
        .collect();
    let results: Vec<usize> = named.iter().map(|o| o.result_sizes.len()).collect();
    let pick =
        hlo_names::pick(&results, tuple).ok_or_else(|| format!("no op with results located at '{instruction}'"))?;
    Ok((function, named[pick]))
}
