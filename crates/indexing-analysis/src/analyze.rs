//! Runs the op rules over every function of a module, in the pre-order of
//! the report contract.

use crate::fusion::{Fusion, function_name};
use crate::ir::{self, OpKey};
use crate::{Direction, Entry, SharedEntry};
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
    let mut open: Option<FunctionReport<'c>> = None;
    analyze_module_each(module, options, |piece| match piece {
        FunctionPiece::Begin(report) => open = Some(report),
        FunctionPiece::Op(op) => {
            if let Some(report) = &mut open {
                report.ops.push(op);
            }
        }
        FunctionPiece::OpsEnd => {
            if let Some(report) = &mut open
                && report.fusion
            {
                report.function_indexing = Some(std::rc::Rc::new(Vec::new()));
            }
        }
        FunctionPiece::Entries(entries) => {
            if let Some(all) = open.as_mut().and_then(|report| report.function_indexing.as_mut()) {
                std::rc::Rc::make_mut(all).extend(entries.iter().map(SharedEntry::to_entry));
            }
        }
        FunctionPiece::End => functions.extend(open.take()),
    });
    functions
}

/// A piece of one function's report, as [`analyze_module_each`] hands them
/// out: `Begin`, an `Op` per op, `OpsEnd`, `Entries`... (with function-level
/// maps), `End`.
pub enum FunctionPiece<'c> {
    /// A function's report without its ops and function-level entries
    /// (`fusion` says whether `Entries` will follow).
    Begin(FunctionReport<'c>),
    /// One op's report, in pre-order.
    Op(OpReport<'c>),
    /// The end of the function's ops.
    OpsEnd,
    /// Function-level entries of the function (one result's at a time
    /// where the function is streamed; those reading an argument the same
    /// way share their maps).
    Entries(Vec<SharedEntry<'c>>),
    /// The end of the function.
    End,
}

/// [`analyze_module`] one piece at a time, in module order: `each` gets
/// every op's report as soon as it is computed, and it is dropped after (a
/// report streamed out is not kept). The function-level maps of a function
/// that no `func.call` of the module calls are handed out one result at a
/// time and never kept whole.
pub fn analyze_module_each<'c, 'a>(
    module: &OperationRef<'c, 'a>,
    options: Options,
    mut each: impl FnMut(FunctionPiece<'c>),
) {
    let mut fusion = Fusion::new(module);
    let mut callees = std::collections::HashSet::new();
    ir::walk_nested(module, |op| {
        if let Some(callee) = crate::fusion::callee_name(&op) {
            callees.insert(callee);
        }
    });
    for op in ir::functions(module) {
        analyze_function(&op, options, &mut fusion, callees.contains(&function_name(&op)), &mut each);
    }
}

/// A function's report, piece by piece: every op of the body in pre-order
/// (nested regions and terminators included), with the id of the closest
/// enclosing op and the op's maps (calls compose through their callees),
/// then, as `options` ask, its function-level maps (one result at a time
/// unless a call uses them: `called`).
fn analyze_function<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    options: Options,
    fusion: &mut Fusion<'c, 'a>,
    called: bool,
    each: &mut impl FnMut(FunctionPiece<'c>),
) {
    let name = function_name(function);
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
    each(FunctionPiece::Begin(FunctionReport {
        name: name.clone(),
        ops: Vec::new(),
        fusion: options.fusion,
        direction: options.direction,
        function_indexing: None,
        argument_sizes,
        result_sizes,
    }));
    // The id and location of each op with regions, for the ops inside.
    let mut parents: std::collections::HashMap<OpKey, (usize, String)> = std::collections::HashMap::new();
    let mut id = 0;
    ir::walk_nested(function, |op| {
        let parent = op.parent_operation().and_then(|p| parents.get(&OpKey::of(&p)));
        // Ops that named linalg ops build in their implicit bodies have no
        // location of their own: report the enclosing op's.
        let mut loc = crate::ir::location_text(op.location());
        if let (true, Some((_, parent_loc))) = (loc == "unknown", parent) {
            loc = parent_loc.clone();
        }
        let parent = parent.map(|(parent, _)| *parent);
        if op.region_count() > 0 {
            parents.insert(OpKey::of(&op), (id, loc.clone()));
        }
        let entries = if options.direction == Direction::OutputToInput {
            fusion.reported_op_indexing(op, options.fusion)
        } else {
            crate::fusion::op_input_to_output_indexing(op)
        };
        let name = ir::op_name(&op).to_owned();
        let operand_sizes = op.operands().map(|v| storage(melior::ir::ValueLike::r#type(&v))).collect();
        let result_sizes = op.results().map(|v| storage(melior::ir::ValueLike::r#type(&v))).collect();
        each(FunctionPiece::Op(OpReport { id, parent, name, loc, entries, operand_sizes, result_sizes }));
        id += 1;
    });
    each(FunctionPiece::OpsEnd);
    match (options.fusion, options.direction) {
        (false, _) => {}
        (true, Direction::OutputToInput) if !called => {
            fusion.function_indexing_each(&name, |entries| each(FunctionPiece::Entries(entries)))
        }
        (true, Direction::OutputToInput) => {
            let entries = fusion.function_indexing(&name);
            each(FunctionPiece::Entries(entries.iter().cloned().map(SharedEntry::from).collect()));
        }
        (true, Direction::InputToOutput) => {
            crate::fusion::function_epilogue_indexing_each(*function, |entries| each(FunctionPiece::Entries(entries)))
        }
    }
    each(FunctionPiece::End);
}

/// Elements and element bytes of a statically shaped tensor (or scalar).
pub fn storage(r#type: melior::ir::Type<'_>) -> Option<Storage> {
    let shape = ir::static_shape(r#type).ok()?;
    let bits = ir::element_bit_width(r#type).or_else(|| ir::scalar_bit_width(r#type))?;
    let elements = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
    Some(Storage { elements, element_bytes: bits.div_ceil(8), shape: shape.into() })
}

/// The indexing of one op.
pub struct OpReport<'c> {
    /// Position in the function's pre-order.
    pub id: usize,
    /// Id of the enclosing op, `None` at the top level of the function.
    pub parent: Option<usize>,
    /// Full op name.
    pub name: String,
    /// `file:line:col`, or the printed location.
    pub loc: String,
    /// One entry per (result, operand) pair.
    pub entries: Vec<Entry<'c>>,
    /// Per operand: its elements and element size, when static.
    pub operand_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}

/// How many elements a tensor has, its shape, and how many bytes each
/// element takes (sub-byte types and `i1` a whole byte, complex both parts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Elements.
    pub elements: u64,
    /// Bytes per element.
    pub element_bytes: u64,
    /// The static shape (empty for a scalar).
    pub shape: std::rc::Rc<[i64]>,
}

/// The indexing of one function.
pub struct FunctionReport<'c> {
    /// The symbol name.
    pub name: String,
    /// Its ops, pre-order.
    pub ops: Vec<OpReport<'c>>,
    /// Whether function-level composition was asked for.
    pub fusion: bool,
    /// Which way the maps go.
    pub direction: crate::Direction,
    /// Maps from each result to each argument (`operand` = argument), when
    /// computed.
    pub function_indexing: Option<std::rc::Rc<Vec<Entry<'c>>>>,
    /// Per argument: its elements and element size, when static.
    pub argument_sizes: Vec<Option<Storage>>,
    /// Per result: its elements and element size, when static.
    pub result_sizes: Vec<Option<Storage>>,
}
