//! The program the liveness analysis sees: functions of blocks of ops over
//! SSA values, each value with a buffer type, each op with its aliasing
//! behaviour. Plain data, built from MLIR by [`crate::extract`] or directly
//! (the brute-force reference tests build random programs here).
//!
//! Times: ops are numbered in pre-order per function (nested regions
//! included, terminators counted, the function itself not), the numbering
//! of `op_id` in the indexing report contract. An op's number is its
//! *time*; an op with regions spans from its own number to the last number
//! inside its regions.

use std::collections::HashMap;
use std::sync::Arc;

/// Where an op is: a file position, or MLIR's printed location. Shown as
/// `file:line:col` or that text. The file name is shared by the ops of a
/// file (a large program has tens of thousands of ops).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loc {
    /// `file:line:col`.
    File {
        /// The file name.
        file: Arc<str>,
        /// Line (1-based).
        line: u32,
        /// Column (1-based).
        column: u32,
    },
    /// Any other location, as printed (without `loc(...)`).
    Text(Box<str>),
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Loc::File { file, line, column } => write!(f, "{file}:{line}:{column}"),
            Loc::Text(text) => f.write_str(text),
        }
    }
}

/// A value of a function: an index into [`Function::values`].
pub type ValueId = usize;
/// An op of a function, numbered in pre-order (its time).
pub type OpId = usize;
/// A block of a function: an index into [`Function::blocks`]; block 0 is
/// the body.
pub type BlockId = usize;

/// The storage a value needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// An array (a tensor or a scalar): its size in bytes, `None` when a
    /// dimension is dynamic. Elements take whole bytes: sub-byte types
    /// (`i1`, `i4`) one byte each, as XLA's default unpacked layout;
    /// `complex<T>` twice `T`.
    Array {
        /// Bytes, if static.
        bytes: Option<u64>,
    },
    /// A tuple: a top-level buffer (the table of its elements' addresses,
    /// [`TUPLE_POINTER_BYTES`] each, as XLA sizes tuple buffers) and the
    /// leaves of its elements.
    Tuple(Vec<Ty>),
    /// A token (`!stablehlo.token`): 0 bytes, ordering only.
    Token,
}

/// Bytes per element of a tuple's top-level buffer (a pointer, as XLA's
/// `ShapeUtil::ByteSizeOf` sizes tuples on 64-bit targets).
pub const TUPLE_POINTER_BYTES: u64 = 8;

impl Ty {
    /// The number of nodes of the type's tree (1 for an array or a token):
    /// the points-to set of a value has one entry per node, in pre-order,
    /// so the subtree of tuple element `i` is a contiguous range.
    pub fn node_count(&self) -> usize {
        match self {
            Ty::Tuple(elements) => 1 + elements.iter().map(Ty::node_count).sum::<usize>(),
            _ => 1,
        }
    }

    /// Bytes of the node itself (a tuple: its pointer table), `None` when
    /// dynamic.
    pub fn own_bytes(&self) -> Option<u64> {
        match self {
            Ty::Array { bytes } => *bytes,
            Ty::Tuple(elements) => Some(TUPLE_POINTER_BYTES * elements.len() as u64),
            Ty::Token => Some(0),
        }
    }

    /// The nodes in pre-order, each with its shape index (the path of
    /// tuple element numbers from the root, XLA's `ShapeIndex`).
    pub fn nodes(&self) -> Vec<(Vec<usize>, &Ty)> {
        fn visit<'t>(ty: &'t Ty, index: &mut Vec<usize>, out: &mut Vec<(Vec<usize>, &'t Ty)>) {
            out.push((index.clone(), ty));
            if let Ty::Tuple(elements) = ty {
                for (i, element) in elements.iter().enumerate() {
                    index.push(i);
                    visit(element, index, out);
                    index.pop();
                }
            }
        }
        let mut out = Vec::new();
        visit(self, &mut Vec::new(), &mut out);
        out
    }

    /// The pre-order node range of tuple element `i` (relative to this
    /// node), if this is a tuple with that element.
    pub fn element_range(&self, i: usize) -> Option<std::ops::Range<usize>> {
        let Ty::Tuple(elements) = self else { return None };
        let start = 1 + elements.iter().take(i).map(Ty::node_count).sum::<usize>();
        elements.get(i).map(|element| start..start + element.node_count())
    }
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Def {
    /// Argument `index` of `block` (block 0's are the function's arguments).
    Argument {
        /// The block.
        block: BlockId,
        /// Its argument number.
        index: usize,
    },
    /// Result `index` of `op`.
    Result {
        /// The op.
        op: OpId,
        /// Its result number.
        index: usize,
    },
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct Value {
    /// Its storage.
    pub ty: Ty,
    /// Its definition.
    pub def: Def,
    /// The block it is defined in (for a result: its op's block).
    pub block: BlockId,
}

/// A block: its arguments and ops (in order, the terminator last).
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Argument values.
    pub args: Vec<ValueId>,
    /// Ops in order.
    pub ops: Vec<OpId>,
    /// The op whose region holds the block (`None` for the body).
    pub parent: Option<OpId>,
}

/// How an op's results relate to buffers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// Defines a new buffer for every node of every result.
    Defines,
    /// `stablehlo.tuple`: a new top-level buffer; element `i` points to
    /// operand `i`'s buffers.
    Tuple,
    /// `stablehlo.get_tuple_element`: points to element `index` of the
    /// operand.
    GetTupleElement(usize),
    /// Result `i` is operand `i`'s buffers (`optimization_barrier`,
    /// `mhlo.bitcast`, `tensor.cast`, `reshape` with `reshape-aliases`).
    Forward,
    /// `stablehlo.while`: the in-place loop state. Operand, condition and
    /// body arguments, body results and results of carried value `i` share
    /// one buffer set; region 0 is the condition, region 1 the body.
    While,
    /// `stablehlo.case`/`if`: result `i` may be any region's returned
    /// buffer; operand 0 (the branch index or predicate) is read.
    Branches,
    /// Regions run at most once inside the op (`sdy.manual_computation`);
    /// results are new buffers.
    Once,
    /// `func.call` of the function with this symbol name: a result is the
    /// caller's buffer where the callee returns an argument, a new buffer
    /// otherwise.
    Call(Box<str>),
    /// `func.call_indirect`: a call of a function value (operand 0), the
    /// callee unknown. A result may be a new buffer or any operand's
    /// buffer; the callee's temporaries are not known.
    CallIndirect,
    /// A terminator: its operands are what the enclosing region returns.
    Return,
    /// `custom_call` with `output_operand_aliases`: these result nodes are
    /// written into these operand buffers; other nodes are new buffers.
    OutputAliases(Vec<OutputAlias>),
}

/// One `#stablehlo.output_operand_alias`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputAlias {
    /// The result (0 for a single result; the first tuple index when the
    /// op's results are flattened into several).
    pub result: usize,
    /// Shape index inside that result.
    pub result_index: Vec<usize>,
    /// The operand it aliases.
    pub operand: usize,
    /// Shape index inside that operand.
    pub operand_index: Vec<usize>,
}

/// An op.
#[derive(Clone, Debug)]
pub struct Op {
    /// The op name (`stablehlo.add`), shared by the ops of that name.
    pub name: Arc<str>,
    /// Its pre-order number among all ops of the function in the IR
    /// (nested ops of scalar bodies included): the `op_id` of the indexing
    /// report. The model's own index ([`OpId`]) skips ops it does not
    /// model.
    pub number: usize,
    /// Where the op is.
    pub location: Loc,
    /// Operand values.
    pub operands: Vec<ValueId>,
    /// Result values.
    pub results: Vec<ValueId>,
    /// Values defined outside the op that are used inside regions the
    /// analysis does not enter (scalar bodies of `reduce`, `sort`, linalg
    /// ops, ...): the op reads them.
    pub captured: Vec<ValueId>,
    /// One block per region the analysis enters (control flow), in order.
    pub regions: Vec<BlockId>,
    /// Aliasing behaviour.
    pub kind: OpKind,
    /// In-place candidates (XLA's `CanShareOperandBufferWithUser`):
    /// (operand, result) pairs where the result may be written into the
    /// operand's buffer if the operand dies here.
    pub may_share: Vec<(usize, usize)>,
    /// The block holding the op.
    pub block: BlockId,
    /// The last op number inside the op's regions (its own number when it
    /// has none).
    pub end: OpId,
}

/// How a function argument may be given up to the outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Donation {
    /// Not donated: the caller keeps the buffer for the whole call.
    None,
    /// `jax.buffer_donor = true`: any output may reuse it.
    Donor,
    /// `tf.aliasing_output = n`: output `n` may reuse it.
    Output(usize),
}

/// A function.
#[derive(Clone, Debug)]
pub struct Function {
    /// Symbol name.
    pub name: String,
    /// Location of the `func.func`.
    pub location: String,
    /// Public (a possible entry) or private.
    pub public: bool,
    /// Blocks; 0 is the body.
    pub blocks: Vec<Block>,
    /// Values.
    pub values: Vec<Value>,
    /// Ops, indexed by their pre-order number.
    pub ops: Vec<Op>,
    /// Per argument of block 0.
    pub donation: Vec<Donation>,
    /// Stated approximations found while building the model (an op with
    /// regions of unknown meaning, a multi-block region): (op, reason).
    pub approximations: Vec<(OpId, String)>,
}

impl Function {
    /// The value's own op or the first op of its block (an argument is
    /// defined when its block starts).
    pub fn def_time(&self, value: ValueId) -> OpId {
        match self.values[value].def {
            Def::Result { op, .. } => op,
            Def::Argument { block, .. } => self.block_start(block),
        }
    }

    /// The first op number of a block (for an empty block: its parent's
    /// number, or 0).
    pub fn block_start(&self, block: BlockId) -> OpId {
        let block = &self.blocks[block];
        block.ops.first().copied().unwrap_or_else(|| block.parent.unwrap_or(0))
    }

    /// The terminator of `block`, if its last op is one.
    pub fn terminator(&self, block: BlockId) -> Option<&Op> {
        self.blocks[block].ops.last().map(|&op| &self.ops[op]).filter(|op| op.kind == OpKind::Return)
    }

    /// The op whose region `block` is, and that region's position among the
    /// op's entered regions (`None` for the body).
    pub fn region_of(&self, block: BlockId) -> Option<(OpId, usize)> {
        let parent = self.blocks[block].parent?;
        Some((parent, self.ops[parent].regions.iter().position(|&b| b == block).unwrap_or(0)))
    }

    /// The ops enclosing `op`, innermost first.
    pub fn ancestors(&self, op: OpId) -> impl Iterator<Item = OpId> + '_ {
        std::iter::successors(self.blocks[self.ops[op].block].parent, |&parent| {
            self.blocks[self.ops[parent].block].parent
        })
    }
}

/// A module: its functions.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Functions in module order.
    pub functions: Vec<Function>,
    /// Functions whose symbol an op uses other than as the callee of a
    /// `func.call` (`func.constant` for `func.call_indirect`, a custom
    /// call's `called_computations`, ...): they may be called from ops the
    /// analysis cannot follow, so they count as called.
    pub referenced: Vec<String>,
    /// XLA's live ranges, for a module imported from XLA HLO text (the
    /// module attribute `index_opt.xla_live_range` the import writes).
    pub xla: Option<XlaLiveRanges>,
}

/// One value of XLA's live ranges: `fusion.3{1}` with its range in the
/// positions of the module's flattened schedule (both ends inclusive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XlaValue {
    /// The instruction name and shape index, as XLA's dumps write them.
    pub name: String,
    /// The first position.
    pub start: usize,
    /// The last position; a value live to the end ends at the sequence's
    /// length.
    pub end: usize,
    /// The bytes of the value's shape.
    pub bytes: u64,
    /// The program source (`file:line`) its instruction's metadata names.
    pub source: Option<String>,
}

/// XLA's live ranges of an imported HLO module, as the HLO import computed
/// them from the text (`docs/hlo.md`, "Liveness as XLA numbers it").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct XlaLiveRanges {
    /// `xla` (the module is scheduled: its text order is XLA's schedule) or
    /// `text order` (it is not: the text order stands in).
    pub schedule: String,
    /// The flattened schedule: instruction names by position.
    pub sequence: Vec<String>,
    /// Every value of the scheduled computations.
    pub values: Vec<XlaValue>,
    /// XLA's peak moment (the one its dump lists), the bytes live at it and
    /// the values live at it (positions in [`XlaLiveRanges::values`]) in the
    /// order XLA's dump lists them.
    pub xla_peak: (usize, u64, Vec<usize>),
    /// The first moment with the most live bytes, and those bytes.
    pub max_live: (usize, u64),
    /// The entry function's arguments as HLO values (`p.1{}`, `t.2{0}`).
    pub arguments: Vec<String>,
    /// The HLO values of each tuple-shaped instruction's results, by result:
    /// `while.0` → `{0}`, `{1}`, ...
    pub results: HashMap<String, Vec<String>>,
    /// Why the ranges may differ from XLA's (an instruction the model does
    /// not follow), if they may.
    pub approximate: Option<String>,
    /// Instruction names the module repeats (hand-written HLO): they name
    /// no buffer.
    pub ambiguous: Vec<String>,
    /// [`XlaLiveRanges::values`] by name ([`XlaLiveRanges::index_names`]).
    pub names: HashMap<String, usize>,
    /// XLA's heap of temporaries over the values (`None` when the import
    /// did not say what the heap needs).
    pub heap: Option<crate::xla_heap::XlaHeap>,
}

impl XlaLiveRanges {
    /// Fills [`XlaLiveRanges::names`] from the values.
    pub fn index_names(&mut self) {
        self.names = self.values.iter().enumerate().map(|(n, v)| (v.name.clone(), n)).collect();
    }

    /// The value named `name` (`x.1{}`).
    pub fn value(&self, name: &str) -> Option<&XlaValue> {
        self.names.get(name).map(|&n| &self.values[n])
    }

    /// The HLO value a value of `function` holds: an entry argument by
    /// [`XlaLiveRanges::arguments`], an op's result by the instruction name
    /// of its location (`loc("fusion.3"(...))`) and its result number. None
    /// for block arguments of regions, ops without an HLO name and names the
    /// module repeats.
    pub fn hlo_value(&self, function: &Function, entry: bool, value: ValueId) -> Option<String> {
        match function.values[value].def {
            Def::Argument { block: 0, index } if entry => {
                let name = self.arguments.get(index)?;
                let instruction = name.split_once('{').map_or(name.as_str(), |(instruction, _)| instruction);
                (!self.ambiguous.iter().any(|a| a == instruction)).then(|| name.clone())
            }
            Def::Argument { .. } => None,
            Def::Result { op, index } => {
                let name =
                    hlo_name(&function.ops[op].location).filter(|name| !self.ambiguous.iter().any(|a| a == name))?;
                match self.results.get(name) {
                    Some(indices) => indices.get(index).map(|i| format!("{name}{i}")),
                    None => (index == 0).then(|| format!("{name}{{}}")),
                }
            }
        }
    }
}

/// The instruction name of an imported op's location `"name"(...)`.
fn hlo_name(location: &Loc) -> Option<&str> {
    let Loc::Text(text) = location else { return None };
    let rest = text.strip_prefix('"')?;
    rest.find('"').map(|end| &rest[..end])
}

impl Program {
    /// The entry function: the public `main`, else the last public
    /// function, else the last function.
    pub fn entry(&self) -> Option<usize> {
        let functions = &self.functions;
        functions
            .iter()
            .position(|f| f.public && f.name == "main")
            .or_else(|| functions.iter().rposition(|f| f.public))
            .or_else(|| functions.len().checked_sub(1))
    }
}

/// The value's name in the text report.
pub fn value_name(function: &Function, value: ValueId) -> String {
    match function.values[value].def {
        Def::Argument { block: 0, index } => format!("%arg{index}"),
        Def::Argument { block, index } => {
            let (parent, region) = function.region_of(block).unwrap_or((0, 0));
            format!("op #{} region {region} arg {index}", function.ops[parent].number)
        }
        Def::Result { op, index } => format!("op #{} result {index}", function.ops[op].number),
    }
}
