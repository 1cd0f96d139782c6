//! Runs the op rules over every function of a module, in the pre-order of
//! the report contract.

use crate::fusion::{Fusion, function_name};
use crate::ir::{self, OpKey};
use crate::report::{FunctionReport, OpReport};
use crate::{Direction, rules};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, RegionLike};

/// Options of the analysis.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Which way maps go.
    pub direction: Direction,
    /// Whether to compose maps through function bodies.
    pub fusion: bool,
}

/// The indexing of every op of every `func.func` directly in `module`.
pub fn analyze_module<'c, 'a>(module: &OperationRef<'c, 'a>, options: Options) -> Vec<FunctionReport<'c>> {
    let mut functions = Vec::new();
    analyze_module_each(module, options, |function| functions.push(function));
    functions
}

/// [`analyze_module`] one function at a time: `each` gets every function's
/// report as soon as it is computed, in module order, and it is dropped
/// after (a report streamed out is not kept). The function-level maps of a
/// function that no `func.call` of the module calls are not kept either.
pub fn analyze_module_each<'c, 'a>(
    module: &OperationRef<'c, 'a>,
    options: Options,
    mut each: impl FnMut(FunctionReport<'c>),
) {
    let mut fusion = Fusion::new(module);
    let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) else { return };
    let mut callees = std::collections::HashSet::new();
    ir::walk_nested(module, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.call")
            && let Some(callee) = crate::fusion::callee_name(&op)
        {
            callees.insert(callee);
        }
    });
    let mut next = body.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            let report = analyze_function(&op, options, &mut fusion);
            if !callees.contains(&report.name) {
                fusion.forget(&report.name);
            }
            each(report);
        }
        next = op.next_in_block();
    }
}

fn analyze_function<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    options: Options,
    fusion: &mut Fusion<'c, 'a>,
) -> FunctionReport<'c> {
    let name = function_name(function);
    let mut ops: Vec<OpReport<'c>> = Vec::new();
    // Pre-order over the body (nested regions and terminators included),
    // with the id of the closest enclosing op of the function.
    let mut ids: std::collections::HashMap<OpKey, usize> = std::collections::HashMap::new();
    ir::walk_nested(function, |op| {
        let parent = op.parent_operation().and_then(|p| ids.get(&OpKey::of(&p)).copied());
        let id = ops.len();
        ids.insert(OpKey::of(&op), id);
        // Ops that named linalg ops build in their implicit bodies have no
        // location of their own: report the enclosing op's.
        let mut loc = crate::ir::location_text(op.location());
        if let (true, Some(parent)) = (loc == "unknown", parent) {
            loc = ops[parent].loc.clone();
        }
        ops.push(OpReport {
            id,
            parent,
            name: op.name().as_string_ref().as_str().unwrap_or("?").to_owned(),
            loc,
            entries: Vec::new(),
        });
    });
    // Per-op maps; calls compose through their callees.
    let mut index = 0;
    ir::walk_nested(function, |op| {
        ops[index].entries = if options.direction == Direction::OutputToInput {
            fusion.op_indexing(op)
        } else {
            crate::fusion::call_epilogue_indexing(op).unwrap_or_else(|| rules::op_indexing(op, options.direction))
        };
        index += 1;
    });
    let function_indexing = match (options.fusion, options.direction) {
        (false, _) => None,
        (true, Direction::OutputToInput) => Some(fusion.function_indexing(&name)),
        (true, Direction::InputToOutput) => {
            Some(std::rc::Rc::new(crate::fusion::function_epilogue_indexing(*function)))
        }
    };
    FunctionReport { name, ops, fusion: options.fusion, direction: options.direction, function_indexing }
}
