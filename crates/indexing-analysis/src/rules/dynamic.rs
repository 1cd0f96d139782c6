//! Dynamic (`?`) dimensions: the size of a dynamic dimension is read at run
//! time, so it is a runtime variable of the maps (`docs/contract.md`,
//! "Dynamic shapes").
//!
//! An op with a dynamic dimension is indexed at *stand-in* sizes: each `?`
//! becomes [`STAND_IN`] (the largest size a dimension can have), the op's
//! output-to-input rule runs as for a static op, and `dynamize` adds, for
//! every dynamic dimension, a runtime variable for its size and the
//! constraint that the index stays below it: `e - rt in [-STAND_IN, -1]`
//! for an operand index `e`, `d - rt in [-STAND_IN, -1]` for a result
//! dimension `d`. Both constraints are facts of every execution, so they
//! never make a map unsound; they make it exact where the rule's formula
//! does not depend on the sizes. The ops whose formula does not (the
//! elementwise families, transpose, reduce, dot_general, ... — their rows
//! say so, [`RuleRow::sizes`]) get exact maps; every other op with a rule reads
//! each operand whole, a superset that says so. Input to output is the
//! inverse of the output-to-input relations, as for ops without an own
//! rule.
//!
//! Sizes that ops carry from an operand to a result (an elementwise op's
//! result has its operands' sizes; each row says where its result sizes
//! come from) are one variable in composed maps: [`size_root`] traces a
//! dimension up to the value whose size it is.

use super::{RuleContext, RuleResult, RuleRow, SizeRule, SizeSource, result_size_source, simplify_operand_map};
use crate::ir::{self, ValueKey};
use crate::{DimSize, Direction, Entry, Maps, OperandMap, RtVar, SizeOf, UnknownReason};
use indexing_map::{Ctx, IndexingMap, Interval, Variable};
use melior::ir::operation::OperationLike;
use melior::ir::{AffineExpr, Value, ValueLike};
use std::rc::Rc;

/// The size a dynamic dimension is analysed at: the largest an `i64`
/// dimension size can be, so that the bounds derived from it hold for every
/// size a run can have.
pub const STAND_IN: i64 = i64::MAX;

/// How many ops [`size_root`] follows up a chain before it stops (the
/// sizes it does not unify stay separate variables: still sound).
const ROOT_STEPS: usize = 10_000;

/// Why an op whose formula depends on its sizes reads each operand whole.
fn whole_reason(name: &str) -> Rc<str> {
    format!("{name} with dynamic dimensions: which elements it reads depends on their sizes; every element").into()
}

/// The dynamic dimensions of each operand and result of an op.
pub(super) struct DynamicDims {
    operands: Vec<Vec<usize>>,
    results: Vec<Vec<usize>>,
}

/// The op's context at stand-in sizes and its dynamic dimensions; `None`
/// when no operand or result has a dynamic dimension.
pub(super) fn stand_in<'c, 'a>(c: &RuleContext<'c, 'a>) -> Option<(RuleContext<'c, 'a>, DynamicDims)> {
    // Static shapes (most ops) were read already.
    if c.operands.iter().chain(&c.results).all(Result::is_ok) {
        return None;
    }
    let shapes = |values: Vec<Value<'c, 'a>>| -> Vec<Result<Vec<Option<i64>>, UnknownReason>> {
        values.into_iter().map(|v| ir::shape_dims(v.r#type())).collect()
    };
    let operands = shapes(c.op.operands().collect());
    let results = shapes(c.op.results().map(Into::into).collect());
    let dynamic = |shapes: &[Result<Vec<Option<i64>>, UnknownReason>]| -> Vec<Vec<usize>> {
        shapes
            .iter()
            .map(|s| s.as_ref().map(|d| (0..d.len()).filter(|&i| d[i].is_none()).collect()).unwrap_or_default())
            .collect()
    };
    let dims = DynamicDims { operands: dynamic(&operands), results: dynamic(&results) };
    if dims.operands.iter().chain(&dims.results).all(Vec::is_empty)
        || ir::op_name(&c.op) == "stablehlo.get_tuple_element"
    {
        return None;
    }
    let stand_ins = |shapes: Vec<Result<Vec<Option<i64>>, UnknownReason>>| {
        shapes.into_iter().map(|s| s.map(|d| d.into_iter().map(|n| n.unwrap_or(STAND_IN)).collect())).collect()
    };
    let context = RuleContext {
        direction: Direction::OutputToInput,
        operands: stand_ins(operands),
        results: stand_ins(results),
        ..*c
    };
    Some((context, dims))
}

/// The maps of an op with dynamic dimensions, in `direction`: its rule at
/// stand-in sizes with size variables (ops whose row says their rule is
/// size-polymorphic, [`RuleRow::sizes`]), else every operand read whole (a
/// superset).
pub(super) fn indexing<'c>(
    c: &RuleContext<'c, '_>,
    dims: &DynamicDims,
    name: &str,
    row: &RuleRow,
    direction: Direction,
) -> RuleResult<'c> {
    if !(row.sizes.polymorphic)(&c.op) {
        return whole(c, dims, whole_reason(name), row.sizes.source, direction);
    }
    let mut entries = (row.output_to_input)(c)?;
    if row.sizes.broadcasts {
        add_expansions(c, &mut entries)?;
    }
    directed(c, dynamize(c, dims, row.sizes.source, entries), direction)
}

/// Output-to-input `entries` in `direction` (inverted input to output).
fn directed<'c>(c: &RuleContext<'c, '_>, entries: Vec<Entry<'c>>, direction: Direction) -> RuleResult<'c> {
    match direction {
        Direction::OutputToInput => Ok(entries),
        Direction::InputToOutput => super::invert(c, entries),
    }
}

/// Every result reads every operand whole (marked a superset for `why`),
/// with the size variables of the dynamic dimensions (result sizes from
/// `sizes`), in `direction`: for an op whose dataflow is not followed at
/// dynamic sizes (control flow, or a rule that depends on the sizes).
pub(super) fn whole<'c>(
    c: &RuleContext<'c, '_>,
    dims: &DynamicDims,
    why: Rc<str>,
    sizes: SizeRule,
    direction: Direction,
) -> RuleResult<'c> {
    directed(c, dynamize(c, dims, sizes, reads_every_operand_whole(c, why)), direction)
}

/// Every result reads every operand whole; each map marked a superset for
/// `why`. Pairs whose shapes cannot be read are unknown.
pub(super) fn reads_every_operand_whole<'c>(c: &RuleContext<'c, '_>, why: Rc<str>) -> Vec<Entry<'c>> {
    let mut entries = Vec::new();
    for result in 0..c.results.len() {
        for operand in 0..c.operands.len() {
            let maps = match (c.result(result), c.operand(operand)) {
                (Ok(out), Ok(whole)) => Maps::Known(vec![OperandMap {
                    map: c.reads_whole(out, whole),
                    rt_vars: Vec::new(),
                    superset: Some(why.clone()),
                }]),
                (Err(reason), _) | (_, Err(reason)) => Maps::Unknown(reason),
            };
            entries.push(Entry { result, operand, maps });
        }
    }
    entries
}

/// Broadcasts of a dynamic operand dimension (ops whose row says so,
/// [`ResultSizes::broadcasts`]): at run time it may be 1 and
/// expand (read at 0) or equal the result's (read at the same index). The
/// rule, at stand-in sizes, gave the second; the first is added and both
/// are marked a superset, unless `known_nonexpanding_dimensions` /
/// `known_expanding_dimensions` say which.
fn add_expansions<'c>(c: &RuleContext<'c, '_>, entries: &mut [Entry<'c>]) -> Result<(), UnknownReason> {
    let operand = ir::shape_dims(c.op.operand(0).map_err(|_| UnknownReason::malformed("no operand"))?.r#type())?;
    let known = |attribute: &str| ir::i64_array_or(&c.op, attribute, Vec::new()).unwrap_or_default();
    let (expanding, nonexpanding) = (known("known_expanding_dimensions"), known("known_nonexpanding_dimensions"));
    let Some(entry) = entries.iter_mut().find(|e| e.result == 0 && e.operand == 0) else { return Ok(()) };
    let Maps::Known(maps) = &mut entry.maps else { return Ok(()) };
    for (i, size) in operand.iter().enumerate() {
        if size.is_some() || nonexpanding.contains(&(i as i64)) {
            continue;
        }
        let only_expanding = expanding.contains(&(i as i64));
        let mut alternatives = Vec::new();
        for m in maps.iter() {
            let mut results = m.map.results();
            results[i] = c.constant(0);
            let mut expanded = m.clone();
            expanded.map.set_results(&results);
            alternatives.push(expanded);
        }
        if only_expanding {
            *maps = alternatives;
        } else {
            let why: Rc<str> =
                format!("operand dimension {i} is dynamic: it may be 1 and broadcast, or not; both are read").into();
            maps.extend(alternatives);
            for m in maps.iter_mut() {
                m.superset.get_or_insert_with(|| why.clone());
            }
        }
    }
    Ok(())
}

/// The value and dimension whose size dimension `dim` of `value` has,
/// following the rows' result sizes ([`result_size_source`]) up through
/// the ops that keep an operand's size.
pub fn size_root<'c: 'a, 'a>(mut value: Value<'c, 'a>, mut dim: usize) -> (Value<'c, 'a>, usize) {
    for _ in 0..ROOT_STEPS {
        let Some((op, r)) = ir::defining_op(value) else { break };
        let Some(SizeSource::OperandDim(k, n)) = result_size_source(&op, r, dim) else { break };
        let Ok(operand) = op.operand(k) else { break };
        (value, dim) = (operand, n);
    }
    (value, dim)
}

/// The size variable of dimension `dim` of `value`, whose provenance is
/// `of` `operand` (see [`SizeOf`]) at dimension `dimension`, and an
/// index map over `domain` (no results unless a size read from an
/// element says where).
pub fn size_var<'c>(
    value: Value<'c, '_>,
    dim: usize,
    (operand, of, dimension): (usize, SizeOf, usize),
    index: IndexingMap<'c>,
) -> RtVar<'c> {
    let (root, root_dim) = size_root(value, dim);
    let root_op = ir::defining_op(root).map(|(op, _)| Rc::from(ir::op_name(&op)));
    let size = DimSize { of, dimension, root: (ValueKey::of(root), root_dim), root_op };
    RtVar { rt: 0, operand, index, size: Some(size), clamped: true }
}

/// Constrains each dynamic dimension `i` of `value` in `m`'s domain below
/// its size: `d_i - rt in [-STAND_IN, -1]`, the variable's provenance
/// "dimension i of result `result`" (a function's result).
pub fn bound_domain<'c>(m: OperandMap<'c>, value: Value<'c, '_>, result: usize) -> OperandMap<'c> {
    let Ok(shape) = ir::shape_dims(value.r#type()) else { return m };
    let ctx = m.map.context();
    let mut sizes = Sizes::new(&m.map);
    for i in (0..shape.len()).filter(|&i| shape[i].is_none()) {
        sizes.bound(ctx.dim(i), value, i, (result, SizeOf::Result, i), None);
    }
    sizes.finish(m)
}

/// A map from `dims` to `results` with no other variables: the index of a
/// size variable (no results: the same size at every point; a constant
/// index: the shape operand element it is read from).
pub fn size_index<'c>(ctx: Ctx<'c>, dims: Vec<Variable>, results: &[AffineExpr<'c>]) -> IndexingMap<'c> {
    IndexingMap::new(ctx, results, dims, Vec::new(), Vec::new(), Vec::new())
}

/// The shape of `r#type` with each dynamic dimension at [`STAND_IN`].
pub fn stand_in_shape(r#type: melior::ir::Type<'_>) -> Result<Vec<i64>, UnknownReason> {
    Ok(ir::shape_dims(r#type)?.into_iter().map(|n| n.unwrap_or(STAND_IN)).collect())
}

/// Adds the size variables and constraints of every dynamic dimension to
/// output-to-input `entries` computed at stand-in sizes.
/// `sizes` says where result sizes come from.
fn dynamize<'c>(
    c: &RuleContext<'c, '_>,
    dims: &DynamicDims,
    sizes: SizeRule,
    entries: Vec<Entry<'c>>,
) -> Vec<Entry<'c>> {
    entries
        .into_iter()
        .map(|entry| {
            let Maps::Known(maps) = entry.maps else { return entry };
            let maps = maps
                .into_iter()
                .filter_map(|m| simplify_operand_map(with_sizes(c, dims, sizes, entry.result, entry.operand, m)))
                .collect();
            Entry { maps: Maps::Known(maps), ..entry }
        })
        .collect()
}

/// One map of (result `r`, operand `k`) with its size variables.
fn with_sizes<'c>(
    c: &RuleContext<'c, '_>,
    dims: &DynamicDims,
    sizes_of: SizeRule,
    r: usize,
    k: usize,
    m: OperandMap<'c>,
) -> OperandMap<'c> {
    let results = m.map.results();
    let mut sizes = Sizes::new(&m.map);
    let operand_dims = dims.operands.get(k).map(Vec::as_slice).unwrap_or(&[]);
    if let Ok(operand) = c.op.operand(k) {
        for &n in operand_dims {
            let Some(&e) = results.get(n) else { continue };
            sizes.bound(e, operand, n, (k, SizeOf::Operand, n), None);
        }
    }
    for &i in dims.results.get(r).map(Vec::as_slice).unwrap_or(&[]) {
        let d = c.dim(i);
        // An operand dimension indexed by `d` alone already bounds it.
        if operand_dims.iter().any(|&n| results.get(n) == Some(&d)) {
            continue;
        }
        let Ok(result) = c.op.result(r) else { continue };
        let result = result.into();
        match sizes_of(&c.op, r, i) {
            Some(SizeSource::OperandDim(k2, n)) => sizes.bound(d, result, i, (k2, SizeOf::Operand, n), None),
            Some(SizeSource::Element(k2, index)) => {
                let element: Vec<AffineExpr<'c>> = index.into_iter().map(|x| c.constant(x as i64)).collect();
                sizes.bound(d, result, i, (k2, SizeOf::Element, i), Some(element))
            }
            None => sizes.bound(d, result, i, (r, SizeOf::Result, i), None),
        }
    }
    // Static operand dimensions bound their index too (a fact: the image
    // lies within the operand), which the stand-in domain may not imply.
    if let Ok(shape) = c.operand(k) {
        for (n, &e) in results.iter().enumerate() {
            if !operand_dims.contains(&n) && shape.get(n).is_some_and(|&size| size != STAND_IN) {
                sizes.constraints.push((e, Interval::for_size(shape[n])));
            }
        }
    }
    sizes.finish(m)
}

/// The size variables being added to one map.
struct Sizes<'c> {
    ctx: Ctx<'c>,
    /// The map's dimension variables and its number of symbols.
    dims: Vec<Variable>,
    symbol_count: usize,
    /// Each new variable (numbered from 0 among the new ones).
    added: Vec<RtVar<'c>>,
    /// The largest value of each: the tensor type's bound of that
    /// dimension (`#stablehlo.bounds`), else [`STAND_IN`].
    bounds: Vec<i64>,
    /// Dimension variables below a bounded size: (dimension, bound).
    below: Vec<(usize, i64)>,
    constraints: Vec<(AffineExpr<'c>, Interval)>,
}

impl<'c> Sizes<'c> {
    /// None added to `map` yet.
    fn new(map: &IndexingMap<'c>) -> Self {
        let (ctx, dims, symbol_count) = (map.context(), map.dims().to_vec(), map.symbol_count());
        Sizes {
            ctx,
            dims,
            symbol_count,
            added: Vec::new(),
            bounds: Vec::new(),
            below: Vec::new(),
            constraints: Vec::new(),
        }
    }

    /// Constrains `index` below the size of dimension `dim` of `value`:
    /// the map's variable of that size, added with provenance `source`
    /// (and `element`, the index of a size read from an element) unless a
    /// variable of the same root is there.
    fn bound(
        &mut self,
        index: AffineExpr<'c>,
        value: Value<'c, '_>,
        dim: usize,
        source: (usize, SizeOf, usize),
        element: Option<Vec<AffineExpr<'c>>>,
    ) {
        let index_map = size_index(self.ctx, self.dims.clone(), &element.unwrap_or_default());
        let var = size_var(value, dim, source, index_map);
        let bound = ir::dimension_bound(value.r#type(), dim).unwrap_or(STAND_IN);
        let root = var.size.as_ref().map(|s| s.root);
        let position = match self.added.iter().position(|v| v.size.as_ref().map(|s| s.root) == root) {
            Some(j) => {
                self.bounds[j] = self.bounds[j].min(bound);
                j
            }
            None => {
                self.added.push(var);
                self.bounds.push(bound);
                self.added.len() - 1
            }
        };
        let symbol = self.ctx.symbol(self.symbol_count + position);
        self.constraints.push((indexing_map::expr::sub(index, symbol), Interval::new(-STAND_IN, -1)));
        if let indexing_map::expr::ExprView::Dim(i) = indexing_map::expr::view(index) {
            self.below.push((i, bound));
        }
    }

    /// `m` (whose map is the one given to [`Sizes::new`]) with the added
    /// variables, after its runtime variables, and the constraints.
    fn finish(self, m: OperandMap<'c>) -> OperandMap<'c> {
        let Sizes { added, bounds, below, constraints, .. } = self;
        if added.is_empty() && constraints.is_empty() {
            return m;
        }
        let mut rts = m.map.rt_vars().to_vec();
        let first = rts.len();
        rts.extend(bounds.iter().map(|&bound| Variable::new(Interval::new(0, bound))));
        let mut all_constraints = m.map.constraints().to_vec();
        all_constraints.extend(constraints);
        let (mut dims, ranges) = (m.map.dims().to_vec(), m.map.range_vars().to_vec());
        // A dimension below a bounded size is below the bound.
        for (i, bound) in below {
            if let Some(d) = dims.get_mut(i) {
                d.bounds.upper = d.bounds.upper.min(bound.saturating_sub(1));
            }
        }
        let map = IndexingMap::new(m.map.context(), &m.map.results(), dims, ranges, rts, all_constraints);
        let mut rt_vars = m.rt_vars;
        rt_vars.extend(added.into_iter().enumerate().map(|(j, rt)| RtVar { rt: first + j, ..rt }));
        OperandMap { map, rt_vars, superset: m.superset }
    }
}
