//! Runs the op rules over every function of a module, in the pre-order of
//! the report contract.

use crate::fusion::{Fusion, function_name};
use crate::ir::{self, OpKey};
use crate::report::{FunctionReport, OpReport};
use crate::{Direction, Entry, SharedEntry, rules};
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
                all.extend(entries.iter().map(SharedEntry::to_entry));
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
    /// Function-level entries of the function of the last `Head` (those
    /// reading an argument the same way share their maps).
    Entries(Vec<SharedEntry<'c>>),
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
        if let Some(callee) = crate::fusion::callee_name(&op) {
            callees.insert(callee);
        }
    });
    let mut next = body.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            let name = function_name(&op);
            let streamed = options.fusion && options.direction == Direction::OutputToInput && !callees.contains(&name);
            if streamed {
                each(FunctionPiece::Head(function_head(&op, options, &mut fusion)));
                fusion.function_indexing_each(&name, |entries| each(FunctionPiece::Entries(entries)));
                each(FunctionPiece::End);
            } else {
                each(FunctionPiece::Whole(analyze_function(&op, options, &mut fusion)));
            }
        }
        next = op.next_in_block();
    }
}

/// A function's report with its per-op maps and, as `options` ask, its
/// function-level maps.
fn analyze_function<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    options: Options,
    fusion: &mut Fusion<'c, 'a>,
) -> FunctionReport<'c> {
    let mut report = function_head(function, options, fusion);
    report.function_indexing = match (options.fusion, options.direction) {
        (false, _) => None,
        (true, Direction::OutputToInput) => Some(fusion.function_indexing(&report.name)),
        (true, Direction::InputToOutput) => {
            Some(std::rc::Rc::new(crate::fusion::function_epilogue_indexing(*function)))
        }
    };
    report
}

/// A function's report without its function-level maps: every op of the
/// body in pre-order (nested regions and terminators included), with the
/// id of the closest enclosing op and the op's maps (calls compose through
/// their callees).
fn function_head<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    options: Options,
    fusion: &mut Fusion<'c, 'a>,
) -> FunctionReport<'c> {
    let mut ops: Vec<OpReport<'c>> = Vec::new();
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
        let entries = if options.direction == Direction::OutputToInput {
            fusion.op_indexing(op)
        } else {
            crate::fusion::op_epilogue_indexing(op).unwrap_or_else(|| rules::op_indexing(op, options.direction))
        };
        let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
        let operand_sizes = op.operands().map(|v| storage(melior::ir::ValueLike::r#type(&v))).collect();
        let result_sizes = op.results().map(|v| storage(melior::ir::ValueLike::r#type(&v))).collect();
        ops.push(OpReport { id, parent, name, loc, entries, operand_sizes, result_sizes });
    });
    let argument_sizes = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .map(|b| {
            (0..b.argument_count())
                .map(|i| b.argument(i).ok().and_then(|a| storage(melior::ir::ValueLike::r#type(&a))))
                .collect()
        })
        .unwrap_or_default();
    let result_sizes = ir::function_type(function)
        .map(|f| (0..f.result_count()).map(|i| f.result(i).ok().and_then(storage)).collect())
        .unwrap_or_default();
    FunctionReport {
        name: function_name(function),
        ops,
        fusion: options.fusion,
        direction: options.direction,
        function_indexing: None,
        argument_sizes,
        result_sizes,
    }
}

/// Elements and element bytes of a statically shaped tensor (or scalar).
pub fn storage(r#type: melior::ir::Type<'_>) -> Option<crate::report::Storage> {
    let shape = ir::static_shape(r#type).ok()?;
    let bits = ir::element_bit_width(r#type).or_else(|| ir::scalar_bit_width(r#type))?;
    let elements = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
    Some(crate::report::Storage { elements, element_bytes: bits.div_ceil(8), shape: shape.into() })
}
