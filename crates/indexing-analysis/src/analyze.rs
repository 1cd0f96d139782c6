//! Runs the op rules over every function of a module, in the pre-order of
//! the report contract.

use crate::fusion::{Fusion, function_name};
use crate::ir::{self, OpKey};
use crate::report::{FunctionReport, OpReport};
use crate::{Direction, Entry, rules};
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
    let mut open: Option<(FunctionReport<'c>, Vec<Entry<'c>>)> = None;
    analyze_module_each(module, options, |piece| match piece {
        FunctionPiece::Whole(report) => functions.push(report),
        FunctionPiece::Head(report) => open = Some((report, Vec::new())),
        FunctionPiece::Entries(entries) => {
            if let Some((_, all)) = &mut open {
                all.extend(entries);
            }
        }
        FunctionPiece::End => {
            if let Some((mut report, all)) = open.take() {
                report.function_indexing = Some(std::rc::Rc::new(all));
                functions.push(report);
            }
        }
    });
    functions
}

/// A piece of one function's report, as [`analyze_module_each`] hands them
/// out.
pub enum FunctionPiece<'c> {
    /// A function's whole report.
    Whole(FunctionReport<'c>),
    /// A function's report without its function-level entries, which
    /// follow as `Entries` (one result's at a time) up to `End`.
    Head(FunctionReport<'c>),
    /// Function-level entries of the function of the last `Head`.
    Entries(Vec<Entry<'c>>),
    /// The end of the function of the last `Head`.
    End,
}

/// [`analyze_module`] one piece at a time, in module order: `each` gets
/// every function's report as soon as it is computed, and it is dropped
/// after (a report streamed out is not kept). The function-level maps of a
/// function that no `func.call` of the module calls are handed out one
/// result at a time (`Head`, `Entries`..., `End`) and never kept whole.
pub fn analyze_module_each<'c, 'a>(
    module: &OperationRef<'c, 'a>,
    options: Options,
    mut each: impl FnMut(FunctionPiece<'c>),
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
            let name = function_name(&op);
            let streamed = options.fusion && options.direction == Direction::OutputToInput && !callees.contains(&name);
            if streamed {
                let head = analyze_function(&op, Options { fusion: false, ..options }, &mut fusion);
                each(FunctionPiece::Head(FunctionReport { fusion: true, ..head }));
                fusion.function_indexing_each(&name, |entries| each(FunctionPiece::Entries(entries)));
                each(FunctionPiece::End);
            } else {
                each(FunctionPiece::Whole(analyze_function(&op, options, &mut fusion)));
            }
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
