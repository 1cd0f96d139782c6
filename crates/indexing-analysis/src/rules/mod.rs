//! The op rules: one function per op and direction, found through one
//! table per dialect ([`TABLES`], a [`RuleRow`] per op with both
//! directions side by side) or, for ops found by what they are rather
//! than by name, through [`FAMILIES`]. Every rule returns the maps of
//! every (result, operand) pair, or an error whose text becomes the
//! `unknown` reason of all pairs.
//!
//! - [`stablehlo`]: StableHLO (and CHLO, mhlo) rules, one file per family;
//! - [`linalg`] and [`tensor`]: linalg and tensor rules;
//! - [`shapes`]: shape-only helpers shared by all of them (no rule file
//!   imports a sibling rule file).

pub mod dynamic;
pub mod linalg;
pub mod shapes;
pub mod stablehlo;
pub mod tensor;

pub use stablehlo::PASS_THROUGH_TARGETS;

use crate::ir;
use crate::memo::{MapHash, Memo, hash_of, same_operand_map};
use crate::{Direction, Entry, Maps, OperandMap, RtVar, UnknownReason};
use indexing_map::{Ctx, IndexingMap, Interval, Variable};
use melior::ir::operation::OperationLike;
use melior::ir::{AffineExpr, OperationRef, ValueLike};

/// What a rule gets: the op, its context and the shapes of its operands
/// and results (each `Err` with a reason when not a static tensor).
pub struct RuleContext<'c, 'a> {
    /// The op.
    pub op: OperationRef<'c, 'a>,
    /// The MLIR context maps are built in.
    pub ctx: Ctx<'c>,
    /// The direction asked for.
    pub direction: Direction,
    /// Static shapes of the operands.
    pub operands: Vec<Result<Vec<i64>, UnknownReason>>,
    /// Static shapes of the results.
    pub results: Vec<Result<Vec<i64>, UnknownReason>>,
}

/// The parts of a map a rule builds, by name ([`RuleContext::map_of`]);
/// what is left out is empty.
#[derive(Default)]
pub struct MapParts<'c, 'x> {
    /// The result expressions (operand index for output-to-input maps).
    pub results: &'x [AffineExpr<'c>],
    /// The shape the dimension variables range over.
    pub dims: &'x [i64],
    /// Bounds of the range variables (`s0`, `s1`, ...).
    pub ranges: &'x [Interval],
    /// Bounds of the runtime variables (after the range variables).
    pub rts: &'x [Interval],
    /// Constraints `expr in [lo, hi]`.
    pub constraints: Vec<(AffineExpr<'c>, Interval)>,
}

/// A rule's outcome: entries, or one reason for the whole op.
pub type RuleResult<'c> = Result<Vec<Entry<'c>>, UnknownReason>;

/// A rule.
pub type Rule = for<'c, 'a> fn(&RuleContext<'c, 'a>) -> RuleResult<'c>;

impl<'c, 'a> RuleContext<'c, 'a> {
    /// Builds the context for `op`.
    pub fn new(op: OperationRef<'c, 'a>, direction: Direction) -> Self {
        let ctx = Ctx::from(op.context());
        let operands = op.operands().map(|v| ir::static_shape(v.r#type())).collect();
        let results = op.results().map(|v| ir::static_shape(v.r#type())).collect();
        // get_tuple_element reads a tuple: index into its selected element.
        let operands = if ir::op_name(&op) == "stablehlo.get_tuple_element" {
            (0..op.result_count()).map(|i| ir::static_shape(op.result(i).expect("result").r#type())).collect()
        } else {
            operands
        };
        RuleContext { op, ctx, direction, operands, results }
    }

    /// The static shape of operand `i` (an error with the reason otherwise).
    pub fn operand(&self, i: usize) -> Result<&[i64], UnknownReason> {
        match self.operands.get(i) {
            Some(Ok(shape)) => Ok(shape),
            Some(Err(reason)) => Err(UnknownReason::within(format!("operand {i}"), reason.clone())),
            None => Err(UnknownReason::malformed(format!("operand {i} does not exist"))),
        }
    }

    /// The static shape of result `i`.
    pub fn result(&self, i: usize) -> Result<&[i64], UnknownReason> {
        match self.results.get(i) {
            Some(Ok(shape)) => Ok(shape),
            Some(Err(reason)) => Err(UnknownReason::within(format!("result {i}"), reason.clone())),
            None => Err(UnknownReason::malformed(format!("result {i} does not exist"))),
        }
    }

    /// Dimension variable `d<i>`.
    pub fn dim(&self, i: usize) -> AffineExpr<'c> {
        self.ctx.dim(i)
    }

    /// Symbol `s<j>`: range variable `j`, or a runtime variable (numbered
    /// after the range variables).
    pub fn symbol(&self, j: usize) -> AffineExpr<'c> {
        self.ctx.symbol(j)
    }

    /// The constant `value`.
    pub fn constant(&self, value: i64) -> AffineExpr<'c> {
        self.ctx.constant(value)
    }

    /// A map from dimension variables over `dims` (a shape) to `results`,
    /// with no other variables or constraints.
    pub fn map(&self, results: &[AffineExpr<'c>], dims: &[i64]) -> IndexingMap<'c> {
        self.map_of(MapParts { results, dims, ..MapParts::default() })
    }

    /// A map with range variables over `ranges`.
    pub fn map_ranged(&self, results: &[AffineExpr<'c>], dims: &[i64], ranges: &[Interval]) -> IndexingMap<'c> {
        self.map_of(MapParts { results, dims, ranges, ..MapParts::default() })
    }

    /// A map with `constraints`.
    pub fn map_constrained(
        &self,
        results: &[AffineExpr<'c>],
        dims: &[i64],
        constraints: Vec<(AffineExpr<'c>, Interval)>,
    ) -> IndexingMap<'c> {
        self.map_of(MapParts { results, dims, constraints, ..MapParts::default() })
    }

    /// The identity over `shape`: `(d0, ..., dn) -> (d0, ..., dn)`.
    pub fn identity(&self, shape: &[i64]) -> IndexingMap<'c> {
        self.map(&shapes::dims(self, shape.len()), shape)
    }

    /// Every index of `domain` relates to every element of `whole`:
    /// `(d...)[s...] -> (s...)` with the range variables over `whole`
    /// (for a rank-0 `whole`, `(d...) -> ()`: reads the one element).
    pub fn reads_whole(&self, domain: &[i64], whole: &[i64]) -> IndexingMap<'c> {
        self.map_ranged(&shapes::syms(self, whole.len()), domain, &shapes::sizes(whole))
    }

    /// A map from all its parts, named.
    pub fn map_of(&self, parts: MapParts<'c, '_>) -> IndexingMap<'c> {
        IndexingMap::new(
            self.ctx,
            parts.results,
            parts.dims.iter().map(|&n| Variable::for_size(n)).collect(),
            parts.ranges.iter().map(|&b| Variable::new(b)).collect(),
            parts.rts.iter().map(|&b| Variable::new(b)).collect(),
            parts.constraints,
        )
    }

    /// One entry with a single map whose runtime variables come from
    /// `rt_vars` (their provenance).
    pub fn entry_with_rt_vars(
        &self,
        result: usize,
        operand: usize,
        map: IndexingMap<'c>,
        rt_vars: Vec<RtVar<'c>>,
    ) -> Entry<'c> {
        Entry { result, operand, maps: Maps::Known(vec![OperandMap::with_rt_vars(map, rt_vars)]) }
    }

    /// One entry with a single map.
    pub fn entry(&self, result: usize, operand: usize, map: IndexingMap<'c>) -> Entry<'c> {
        Entry { result, operand, maps: Maps::Known(vec![OperandMap::new(map)]) }
    }

    /// An entry that reads nothing (known: the result never depends on the
    /// operand).
    pub fn nothing(&self, result: usize, operand: usize) -> Entry<'c> {
        Entry { result, operand, maps: Maps::Known(Vec::new()) }
    }

    /// Entries for every result paired with every operand, all `reason`.
    pub fn all_unknown(&self, reason: &UnknownReason) -> Vec<Entry<'c>> {
        let mut entries = Vec::new();
        for result in 0..self.results.len() {
            for operand in 0..self.operands.len() {
                entries.push(Entry { result, operand, maps: Maps::Unknown(reason.clone()) });
            }
        }
        entries
    }
}

/// One op's rules, both directions side by side, and how its result sizes
/// relate to its operands' (for dynamic dimensions).
#[derive(Clone, Copy)]
pub struct RuleRow {
    /// The full op name (`stablehlo.transpose`).
    pub op: &'static str,
    /// From a result index to the operand elements it reads.
    pub output_to_input: Rule,
    /// From an operand index to the result elements it contributes to;
    /// `None` where the inverse of the output-to-input relation is the
    /// rule ([`IndexingMap::inverse`], in [`op_indexing`]).
    pub input_to_output: Option<Rule>,
    /// At dynamic (`?`) dimensions: whether the rule still holds, and where
    /// each result dimension's size comes from ([`dynamic`]).
    pub sizes: ResultSizes,
}

impl RuleRow {
    /// A row (a `const fn`, so tables are statics).
    pub const fn new(
        op: &'static str,
        output_to_input: Rule,
        input_to_output: Option<Rule>,
        sizes: ResultSizes,
    ) -> Self {
        RuleRow { op, output_to_input, input_to_output, sizes }
    }
}

/// Where the size of a result dimension comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeSource {
    /// The size of dimension `.1` of operand `.0`.
    OperandDim(usize, usize),
    /// The value of operand `.0`'s element `.1` (`None`: a scalar).
    Element(usize, Option<usize>),
}

/// Where the size of dimension `i` of result `r` of an op comes from
/// (`fn(op, r, i)`); `None`: the result's own size is the variable.
pub type SizeRule = fn(&OperationRef, usize, usize) -> Option<SizeSource>;

/// How an op's result sizes relate to its operands' at dynamic (`?`)
/// dimensions ([`dynamic`]).
#[derive(Clone, Copy)]
pub struct ResultSizes {
    /// Whether the output-to-input rule, run at stand-in sizes, is right at
    /// every size of the op's dynamic dimensions (only the bounds change,
    /// and the size constraints restore them); otherwise each operand is
    /// read whole, a superset that says so.
    pub polymorphic: fn(&OperationRef) -> bool,
    /// Where each result dimension's size comes from.
    pub source: SizeRule,
    /// Whether a dynamic operand dimension may be 1 and broadcast to the
    /// result's size (a broadcast's operand: read at 0, or at the index).
    pub broadcasts: bool,
}

/// The rule's formula depends on the sizes (read whole at dynamic sizes);
/// each result's sizes are its own.
pub const SIZE_DEPENDENT: ResultSizes = ResultSizes { polymorphic: |_| false, source: own_sizes, broadcasts: false };

/// The rule's formula is the same at every size; result sizes from
/// `source`.
pub const fn size_polymorphic(source: SizeRule) -> ResultSizes {
    ResultSizes { polymorphic: |_| true, source, broadcasts: false }
}

/// A broadcast: the rule's formula is the same at every size, result sizes
/// from `source`, and a dynamic operand dimension may be 1 and expand.
pub const fn broadcasting(source: SizeRule) -> ResultSizes {
    ResultSizes { polymorphic: |_| true, source, broadcasts: true }
}

/// The rule's formula depends on the sizes; result sizes from `source`.
pub const fn size_dependent(source: SizeRule) -> ResultSizes {
    ResultSizes { polymorphic: |_| false, source, broadcasts: false }
}

/// Each result's sizes are its own.
pub fn own_sizes(_op: &OperationRef, _result: usize, _i: usize) -> Option<SizeSource> {
    None
}

/// Result `r` has operand `r`'s sizes.
pub fn operand_sizes(_op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    Some(SizeSource::OperandDim(r, i))
}

/// The rank of operand `k` of `op`, if it has a shape.
pub fn operand_rank(op: &OperationRef, k: usize) -> Option<usize> {
    op.operand(k).ok().and_then(|v| ir::shape_dims(v.r#type()).ok()).map(|d| d.len())
}

/// Where the size of dimension `i` of result `r` of `op` comes from, as
/// its row says; `None` for an op without a row or a result without a
/// shape (its own size is the variable).
pub fn result_size_source(op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    op.result(r).ok().and_then(|v| ir::shape_dims(v.r#type()).ok())?;
    (row_for(op, ir::op_name(op))?.sizes.source)(op, r, i)
}

/// The per-dialect tables, each sorted by op name (a test checks it).
pub static TABLES: &[(&str, &[RuleRow])] = &[
    ("chlo", stablehlo::CHLO_RULES),
    ("linalg", linalg::LINALG_RULES),
    ("mhlo", stablehlo::MHLO_RULES),
    ("stablehlo", stablehlo::STABLEHLO_RULES),
    ("tensor", tensor::TENSOR_RULES),
];

/// Ops found by what they are rather than by name; each family has one
/// rule per direction.
#[derive(Clone, Copy)]
pub struct RuleFamily {
    /// What the family is.
    pub name: &'static str,
    /// Whether the op (given with its name) belongs to the family.
    pub contains: fn(&OperationRef, &str) -> bool,
    /// Members with an analysis test (`tests/rule_coverage.rs` checks each
    /// has one; `tests/native.rs` checks which ops carry the traits).
    pub examples: &'static [&'static str],
    /// Its rules, both directions.
    pub rules: RuleRow,
}

/// The families, tried in order after the tables.
pub static FAMILIES: &[RuleFamily] = &[
    RuleFamily {
        name: "elementwise (StableHLO and CHLO ops with the Elementwise trait in ODS)",
        contains: |op, name| {
            (name.starts_with("stablehlo.") || name.starts_with("chlo.")) && index_opt_native::is_elementwise(op)
        },
        examples: &["stablehlo.add", "stablehlo.select", "stablehlo.clamp", "chlo.erf"],
        rules: RuleRow::new(
            "elementwise",
            stablehlo::elementwise_output_to_input,
            Some(stablehlo::elementwise_input_to_output),
            size_polymorphic(stablehlo::elementwise_result_sizes),
        ),
    },
    RuleFamily {
        name: "arith and math (elementwise on tensors, rank 0 on scalars)",
        contains: |_, name| stablehlo::is_scalar_dialect(name),
        examples: &["arith.addf", "arith.select", "math.exp", "math.sqrt"],
        rules: RuleRow::new(
            "arith/math",
            stablehlo::elementwise_output_to_input,
            Some(stablehlo::elementwise_input_to_output),
            size_polymorphic(stablehlo::elementwise_result_sizes),
        ),
    },
    RuleFamily {
        name: "linalg structured ops (the LinalgOp interface)",
        contains: linalg::is_structured,
        examples: &["linalg.generic", "linalg.matmul", "linalg.conv_2d_nhwc_hwcf", "linalg.transpose", "linalg.fill"],
        rules: RuleRow::new(
            "linalg structured",
            linalg::linalg_structured_output_to_input,
            Some(linalg::linalg_structured_input_to_output),
            size_polymorphic(linalg::linalg_structured_result_sizes),
        ),
    },
];

/// The table row of op `name`, if its dialect's table has one.
pub fn table_row(name: &str) -> Option<&'static RuleRow> {
    let dialect = name.split('.').next().unwrap_or("");
    let (_, rows) = TABLES.iter().find(|(d, _)| *d == dialect)?;
    rows.binary_search_by(|row| row.op.cmp(name)).ok().map(|i| &rows[i])
}

/// The rules of `op` (named `name`): its table row, or its family's.
pub fn row_for(op: &OperationRef, name: &str) -> Option<&'static RuleRow> {
    table_row(name).or_else(|| FAMILIES.iter().find(|family| (family.contains)(op, name)).map(|family| &family.rules))
}

thread_local! {
    /// Integer scalars whose values a caller knows though no constant
    /// defines them ([`with_known_scalars`]).
    static KNOWN_SCALARS: ir::KnownValues<i64> = Default::default();
}

/// Runs `rules` with the values of the integer scalars `known` (a value
/// and what it holds: a loop's counter at one iteration, and what follows
/// from it) given to the rules that use a known index: the starts of a
/// `dynamic_update_slice` and the one-element indices of a `scatter` give
/// exact maps of where they write.
pub(crate) fn with_known_scalars<T>(known: &[(ir::ValueKey, i64)], rules: impl FnOnce() -> T) -> T {
    ir::with_known(&KNOWN_SCALARS, known, rules)
}

/// The value of `value` given by [`with_known_scalars`].
pub(crate) fn known_scalar(value: melior::ir::Value<'_, '_>) -> Option<i64> {
    ir::known_value(&KNOWN_SCALARS, ir::ValueKey::of(value))
}

/// Runs the rule of `op` (or reports why there is none) and simplifies
/// every map; maps with an empty domain are dropped.
pub fn op_indexing<'c>(op: OperationRef<'c, '_>, direction: Direction) -> Vec<Entry<'c>> {
    op_indexing_with(op, direction, None)
}

/// [`op_indexing`], each map simplified once per `memo` (a model's ops
/// repeat layer after layer, and so do their maps).
pub(crate) fn op_indexing_with<'c>(
    op: OperationRef<'c, '_>,
    direction: Direction,
    mut memo: Option<&mut SimplifyMemo<'c>>,
) -> Vec<Entry<'c>> {
    let name = ir::op_name(&op).to_owned();
    if in_structured_body(&op, &name) {
        return Vec::new();
    }
    let context = RuleContext::new(op, direction);
    if context.operands.is_empty() || context.results.is_empty() {
        return Vec::new();
    }
    if let Some((stand_in, dims)) = dynamic::stand_in(&context) {
        let entries = match row_for(&op, &name) {
            Some(row) => dynamic::indexing(&stand_in, &dims, &name, row, direction),
            None => Err(UnknownReason::for_op_without_rule(&name, direction)),
        };
        let entries = entries.unwrap_or_else(|reason| context.all_unknown(&reason));
        return entries.into_iter().map(|entry| simplify_entry(entry, memo.as_deref_mut())).collect();
    }
    let entries = match row_for(&op, &name) {
        Some(row) => match direction {
            Direction::OutputToInput => (row.output_to_input)(&context),
            Direction::InputToOutput => input_to_output(&context, row),
        }
        .unwrap_or_else(|reason| context.all_unknown(&reason)),
        None => context.all_unknown(&UnknownReason::for_op_without_rule(&name, direction)),
    };
    entries.into_iter().map(|entry| simplify_entry(entry, memo.as_deref_mut())).collect()
}

/// Control flow (`while`, `case`, `if`) over values with dynamic
/// dimensions: its regions are not followed; every result reads every
/// operand whole (marked superset), with the size variables of the dynamic
/// dimensions. `None` when every shape is static (the regions are
/// followed).
pub fn dynamic_control_flow_indexing<'c>(op: OperationRef<'c, '_>, direction: Direction) -> Option<Vec<Entry<'c>>> {
    let name = ir::op_name(&op).to_owned();
    let context = RuleContext::new(op, direction);
    let (stand_in, dims) = dynamic::stand_in(&context)?;
    let why: std::rc::Rc<str> =
        format!("{name} over values with dynamic dimensions: its regions are not followed; every element").into();
    let entries = dynamic::whole(&stand_in, &dims, why, own_sizes, direction);
    let entries = entries.unwrap_or_else(|reason| context.all_unknown(&reason));
    Some(entries.into_iter().map(|entry| simplify_entry(entry, None)).collect())
}

/// Input to output: the row's own rule, and the inverse of its
/// output-to-input relations ([`inverted`]) for the pairs the own rule
/// leaves unknown (a linalg operand map that is not a projected
/// permutation, a slice at runtime offsets) or when it has none.
fn input_to_output<'c>(c: &RuleContext<'c, '_>, row: &RuleRow) -> RuleResult<'c> {
    let own = match row.input_to_output {
        Some(rule) => rule(c),
        None => return inverted(c, row.output_to_input),
    };
    let is_unknown = |entry: &Entry<'_>| matches!(entry.maps, Maps::Unknown(_));
    if own.as_ref().is_ok_and(|entries| !entries.iter().any(is_unknown)) {
        return own;
    }
    let Ok(inverse) = inverted(c, row.output_to_input) else { return own };
    let Ok(own) = own else { return Ok(inverse) };
    Ok(own
        .into_iter()
        .map(|entry| {
            let known = is_unknown(&entry).then(|| {
                inverse.iter().find(|e| e.result == entry.result && e.operand == entry.operand && !is_unknown(e))
            });
            match known.flatten() {
                Some(inverse) => inverse.clone(),
                None => entry,
            }
        })
        .collect())
}

/// Input to output as the inverse of `output_to_input`'s relations: an
/// operand element contributes to exactly the result elements that read
/// it. Each map is simplified, inverted over the operand's shape
/// ([`IndexingMap::inverse`], which solves the equalities for the result
/// positions it can) and left for [`op_indexing`] to simplify. Runtime
/// variables keep their bounds and their source operand; their `index`
/// was a function of the result position, which the inverse returns
/// rather than takes, so it becomes the set of indices read at any result
/// position (its range variables are the result's dimensions).
fn inverted<'c>(c: &RuleContext<'c, '_>, output_to_input: Rule) -> RuleResult<'c> {
    let forward = RuleContext {
        direction: Direction::OutputToInput,
        operands: c.operands.clone(),
        results: c.results.clone(),
        ..*c
    };
    invert(c, output_to_input(&forward)?)
}

/// One output-to-input map into an operand of shape `shape`, inverted:
/// from an operand element to the result elements that read it (the
/// runtime variables' index maps take the result's dimensions as range
/// variables). `None` when the map is not of the operand's rank.
pub(crate) fn invert_map<'c>(operand_map: OperandMap<'c>, shape: &[i64]) -> Option<OperandMap<'c>> {
    let dims: Vec<Variable> = shape.iter().map(|&n| Variable::for_size(n)).collect();
    let map = operand_map.map.inverse(dims.clone())?;
    let rt_vars = operand_map
        .rt_vars
        .into_iter()
        .map(|rt| {
            let mut index = rt.index.with_dims_as_range_vars(dims.clone());
            index.remove_unused_symbols();
            RtVar { index, ..rt }
        })
        .collect();
    Some(OperandMap { map, rt_vars, superset: operand_map.superset })
}

/// The inverse of output-to-input `entries` ([`inverted`]).
pub(crate) fn invert<'c>(c: &RuleContext<'c, '_>, entries: Vec<Entry<'c>>) -> RuleResult<'c> {
    let mut inverse = Vec::with_capacity(entries.len());
    for entry in entries {
        let Maps::Known(maps) = entry.maps else {
            inverse.push(entry);
            continue;
        };
        let shape = c.operand(entry.operand)?;
        let mut inverted = Vec::with_capacity(maps.len());
        for operand_map in maps.into_iter().filter_map(simplify_operand_map) {
            inverted.push(invert_map(operand_map, shape).ok_or_else(|| {
                UnknownReason::malformed(format!("a map of operand {} is not of its rank", entry.operand))
            })?);
        }
        inverse.push(Entry { maps: Maps::Known(inverted), ..entry });
    }
    Ok(inverse)
}

/// Scalar `arith`/`math` ops in the body of a linalg or tensor op compute
/// one element from block arguments: the enclosing op's maps say what is
/// read, so they are not indexed themselves.
fn in_structured_body(op: &OperationRef, name: &str) -> bool {
    if !(name.starts_with("arith.") || name.starts_with("math.")) {
        return false;
    }
    op.parent_operation().is_some_and(|parent| {
        let parent = ir::op_name(&parent);
        parent.starts_with("linalg.") || parent.starts_with("tensor.")
    })
}

/// Simplifies every map of an entry (once per `memo`, with one), removes
/// unused range variables (and runtime variables, with their provenance)
/// and drops empty maps.
fn simplify_entry<'c>(entry: Entry<'c>, memo: Option<&mut SimplifyMemo<'c>>) -> Entry<'c> {
    let Maps::Known(maps) = entry.maps else { return entry };
    let maps = match memo {
        Some(memo) => maps.into_iter().filter_map(|map| memo.simplified(map)).collect(),
        None => maps.into_iter().filter_map(simplify_operand_map).collect(),
    };
    Entry { maps: Maps::Known(maps), ..entry }
}

/// Maps simplified ([`simplify_operand_map`]) by the map before (with its
/// provenance and mark, constraints in order: [`same_operand_map`]), kept
/// at most [`SIMPLIFIED_KEPT`] of them.
pub(crate) struct SimplifyMemo<'c> {
    kept: Memo<OperandMap<'c>, Option<OperandMap<'c>>>,
}

/// Maps simplified kept at most by a [`SimplifyMemo`].
const SIMPLIFIED_KEPT: usize = 1 << 16;

impl Default for SimplifyMemo<'_> {
    fn default() -> Self {
        SimplifyMemo { kept: Memo::new(SIMPLIFIED_KEPT) }
    }
}

impl<'c> SimplifyMemo<'c> {
    /// `map` simplified ([`simplify_operand_map`]), looked up first.
    pub(crate) fn simplified(&mut self, map: OperandMap<'c>) -> Option<OperandMap<'c>> {
        let hash = hash_of(&(MapHash(&map.map), map.rt_vars.len(), &map.superset));
        if let Some(done) = self.kept.get(hash, |kept| same_operand_map(kept, &map)) {
            return done.clone();
        }
        let done = simplify_operand_map(map.clone());
        self.kept.insert(hash, map, done.clone());
        done
    }
}

/// Simplifies one map; `None` when its domain is empty.
pub fn simplify_operand_map(mut operand_map: OperandMap<'_>) -> Option<OperandMap<'_>> {
    operand_map.map.simplify();
    if operand_map.map.is_known_empty() {
        return None;
    }
    operand_map = remove_unused_symbols(operand_map);
    for rt in &mut operand_map.rt_vars {
        rt.index.simplify();
    }
    Some(operand_map)
}

/// Removes the range and runtime variables the map does not use, keeping
/// the provenance of the remaining runtime variables in step.
pub fn remove_unused_symbols(mut operand_map: OperandMap<'_>) -> OperandMap<'_> {
    let n_range = operand_map.map.range_vars().len();
    let removed = operand_map.map.remove_unused_symbols();
    if removed.iter().any(|&r| r) {
        let rt_removed = &removed[n_range.min(removed.len())..];
        let mut kept = Vec::new();
        for mut rt in operand_map.rt_vars {
            if rt_removed.get(rt.rt).copied().unwrap_or(false) {
                continue;
            }
            rt.rt -= rt_removed[..rt.rt].iter().filter(|&&r| r).count();
            kept.push(rt);
        }
        operand_map.rt_vars = kept;
    }
    operand_map
}
