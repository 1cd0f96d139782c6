//! `sdy.manual_computation` (and `stablehlo.async_start`, whose body
//! runs once on its operands, without splitting: its future holds the
//! returned values, indexed as they are), both directions: the body runs on every
//! device of the manual axes with that device's shards (block arguments
//! and returned values have the local, per-device shapes; the op's
//! operands and results the global ones). A dimension whose local size
//! is smaller than its global size is split into `n = global / local`
//! shards: global index `g` is local index `g mod local` on the device of
//! shard `g floordiv local`.
//!
//! The maps are the body's function-level maps between local indices,
//! framed by that split: output to input, a global result index is taken
//! to its local index, through the body, and to the same local index of
//! the operand's shard on *any* device (a range variable per split
//! dimension; collectives in the body read other devices' shards, and
//! which device holds which shard of another value is not tracked);
//! input to output the same, transposed. Maps of a split operand are
//! marked `superset` (the device of its shard is lost); a replicated
//! operand is the same on every device and keeps the body's exactness.

use super::analysis::Fusion;
use super::coverage::{Slot, maps_slot};
use super::data::{Body, identity_seed, unknown_op_pairs};
use super::epilogue::{Epilogue, RegionEpilogue, captured_reach_whole};
use crate::ir::{self, ValueKey, ops_and_terminator};
use crate::{Entry, Maps, OperandMap, RtVar, UnknownReason, rules};
use indexing_map::{Ctx, IndexingMap, Interval, Variable};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};

/// Why a map through a split dimension is a superset.
const ANY_DEVICE: &str = "sdy.manual_computation: through split dimensions, which device's shard is not tracked";

/// The `(global, local)` shapes of a value crossing the body's boundary.
type Frame = Result<(Vec<i64>, Vec<i64>), UnknownReason>;

/// The body of a manual computation, checked against the op.
struct Manual<'c, 'a> {
    block: BlockRef<'c, 'a>,
    /// `(global, local)` shapes of each operand and its block argument.
    operands: Vec<Frame>,
    /// `(global, local)` shapes of each result and its returned value.
    results: Vec<Frame>,
    arguments: Vec<Value<'c, 'a>>,
    returned: Vec<Value<'c, 'a>>,
    /// The body's ops before the terminator.
    ops: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Manual<'c, 'a> {
    fn of(op: &OperationRef<'c, 'a>) -> Result<Self, UnknownReason> {
        let block =
            op.region(0).ok().and_then(|r| r.first_block()).ok_or_else(|| UnknownReason::malformed("no body"))?;
        if block.next_in_region().is_some() {
            return Err(UnknownReason::unsupported("a body of more than one block"));
        }
        let (ops, terminator) = ops_and_terminator(&block).ok_or_else(|| UnknownReason::malformed("an empty body"))?;
        let arguments: Vec<Value<'c, 'a>> =
            (0..block.argument_count()).filter_map(|a| block.argument(a).ok().map(Into::into)).collect();
        let returned: Vec<Value<'c, 'a>> = terminator.operands().collect();
        if arguments.len() != op.operand_count() || returned.len() != op.result_count() {
            return Err(UnknownReason::malformed("the body's arguments or returned values do not match the op"));
        }
        let pair = |global: Value<'c, 'a>, local: Value<'c, 'a>| {
            let (global, local) = (crate::ir::static_shape(global.r#type())?, crate::ir::static_shape(local.r#type())?);
            let split = global.len() == local.len()
                && global.iter().zip(&local).all(|(&g, &l)| l > 0 && g >= l && g % l == 0 || g == 0 && l == 0);
            if !split {
                return Err(UnknownReason::malformed("a local shape does not split its global shape"));
            }
            Ok((global, local))
        };
        let operands = op.operands().zip(&arguments).map(|(g, l)| pair(g, *l)).collect();
        let results = op.results().zip(&returned).map(|(g, l)| pair(g.into(), *l)).collect();
        Ok(Manual { block, operands, results, arguments, returned, ops })
    }
}

/// Whether some dimension is split.
fn is_split((global, local): &(Vec<i64>, Vec<i64>)) -> bool {
    global != local
}

/// Global index to the local index on its device: `g mod local` along
/// split dimensions.
fn to_local<'c>(ctx: Ctx<'c>, (global, local): &(Vec<i64>, Vec<i64>)) -> IndexingMap<'c> {
    let results: Vec<_> = global
        .iter()
        .zip(local)
        .enumerate()
        .map(|(j, (&g, &l))| if g == l { ctx.dim(j) } else { indexing_map::expr::modulo_expr(ctx.dim(j), l) })
        .collect();
    IndexingMap::from_tensor_sizes(ctx, &results, global, &[])
}

/// Local index to the global index on any device: `p * local + l`, `p` a
/// range variable over the shards of each split dimension.
fn to_global<'c>(ctx: Ctx<'c>, (global, local): &(Vec<i64>, Vec<i64>)) -> IndexingMap<'c> {
    let mut ranges = Vec::new();
    let mut results = Vec::with_capacity(local.len());
    for (j, (&g, &l)) in global.iter().zip(local).enumerate() {
        if g == l {
            results.push(ctx.dim(j));
        } else {
            let device = ctx.symbol(ranges.len());
            ranges.push(Variable::new(Interval::new(0, g / l - 1)));
            results.push(indexing_map::expr::add(indexing_map::expr::scale(device, l), ctx.dim(j)));
        }
    }
    let dims = local.iter().map(|&n| Variable::for_size(n)).collect();
    IndexingMap::new(ctx, &results, dims, ranges, Vec::new(), Vec::new())
}

/// `into ∘ maps ∘ from` for every map of a body slot: from the global
/// index space through `from` (to local), the body's maps, and `into` (to
/// global); runtime-variable provenance follows the same way (`sources`:
/// the frame of each value a provenance names). With `split` (the operand
/// is split: which device's shard is read, or contributes, is not
/// tracked), every map is marked `superset`; a replicated operand is the
/// same on every device, so the device of the result does not matter.
fn framed<'c>(
    slot: Slot<'c>,
    from: &IndexingMap<'c>,
    into: &IndexingMap<'c>,
    split: bool,
    sources: &[Option<IndexingMap<'c>>],
) -> Slot<'c> {
    let mut framed = Vec::new();
    for m in slot? {
        let Some(map) = from.compose(&m.map).ok().and_then(|map| map.compose(into).ok()) else {
            return Err(UnknownReason::malformed("the body's maps do not match the local shapes"));
        };
        let rt_vars = m
            .rt_vars
            .iter()
            .filter_map(|rt| {
                let index = from.compose(&rt.index).ok()?;
                let index = match sources.get(rt.operand) {
                    Some(Some(global)) => index.compose(global).ok()?,
                    _ => index,
                };
                Some(RtVar { index, ..rt.clone() })
            })
            .collect();
        let superset = m.superset.clone().or_else(|| split.then(|| ANY_DEVICE.into()));
        if let Some(mut map) = rules::simplify_operand_map(OperandMap { map, rt_vars, superset }) {
            map.map.canonicalize_range_vars();
            framed.push(map);
        }
    }
    Ok(framed)
}

impl<'c, 'a> Fusion<'c, 'a> {
    /// `sdy.manual_computation`, output to input: each result's maps to
    /// each operand through the body (see the module).
    pub(super) fn manual_indexing(&mut self, op: OperationRef<'c, 'a>) -> Vec<Entry<'c>> {
        let ctx = Ctx::from(op.context());
        let name = ir::op_name(&op).to_owned();
        let manual = match Manual::of(&op) {
            Ok(manual) => manual,
            Err(reason) => return unknown_op_pairs(&op, reason),
        };
        let globals: Vec<Option<IndexingMap<'c>>> =
            manual.operands.iter().map(|shapes| shapes.as_ref().ok().map(|s| to_global(ctx, s))).collect();
        let mut body = Body::with_arguments(ctx, manual.ops.clone(), &manual.arguments);
        let mut entries = Vec::new();
        for (i, returned) in manual.returned.iter().enumerate() {
            let walked = match &manual.results[i] {
                Ok(shapes) => {
                    let from = to_local(ctx, shapes);
                    let walked = self.walk(&mut body, ValueKey::of(*returned), identity_seed(ctx, *returned));
                    Ok((from, walked))
                }
                Err(reason) => Err(reason.clone()),
            };
            for (k, global) in globals.iter().enumerate() {
                let slot = match (&walked, global, &manual.operands[k]) {
                    (Err(reason), ..) | (_, _, Err(reason)) => Err(reason.clone()),
                    (Ok((from, walked)), Some(global), Ok(shapes)) => match walked.get(k).cloned().flatten() {
                        None => Ok(Vec::new()),
                        Some(slot) => framed(slot, from, global, is_split(shapes), &globals),
                    },
                    (Ok(_), None, _) => Err(UnknownReason::malformed("operand shapes")),
                };
                entries.push(entry(&name, i, k, slot));
            }
        }
        entries
    }
}

impl<'c, 'a> Epilogue<'c, 'a> {
    /// `sdy.manual_computation`, input to output: each operand's maps to
    /// each result through the body (see the module). A value the body
    /// uses from outside (the op is isolated from above, so only in
    /// unverified IR) reaches every element of every result.
    pub(super) fn manual_epilogue(&mut self, op: OperationRef<'c, 'a>) -> RegionEpilogue<'c> {
        let ctx = Ctx::from(op.context());
        let name = ir::op_name(&op).to_owned();
        let table = captured_reach_whole(&op);
        let manual = match Manual::of(&op) {
            Ok(manual) => manual,
            Err(reason) => return (unknown_op_pairs(&op, reason), table),
        };
        let globals: Vec<Option<IndexingMap<'c>>> =
            manual.results.iter().map(|shapes| shapes.as_ref().ok().map(|s| to_global(ctx, s))).collect();
        let mut entries = Vec::new();
        for (k, argument) in manual.arguments.iter().enumerate() {
            let walked = manual.operands[k]
                .as_ref()
                .map(|shapes| (to_local(ctx, shapes), is_split(shapes), self.walk_block(manual.block, *argument)));
            for (i, global) in globals.iter().enumerate() {
                let slot = match (&walked, global, &manual.results[i]) {
                    (Err(reason), ..) => Err((*reason).clone()),
                    (_, _, Err(reason)) => Err(reason.clone()),
                    (Ok((from, split, reached)), Some(global), Ok(_)) => match reached.iter().find(|e| e.result == i) {
                        None => Ok(Vec::new()),
                        Some(e) => {
                            let slot = maps_slot(e.maps.clone());
                            framed(slot, from, global, *split, &[])
                        }
                    },
                    (Ok(_), None, _) => Err(UnknownReason::malformed("result shapes")),
                };
                entries.push(entry(&name, i, k, slot));
            }
        }
        entries.sort_by_key(|e| (e.result, e.operand));
        (entries, table)
    }
}

fn entry<'c>(name: &str, result: usize, operand: usize, slot: Slot<'c>) -> Entry<'c> {
    let maps = match slot {
        Ok(maps) => Maps::Known(maps),
        Err(reason) => Maps::Unknown(UnknownReason::within(name, reason)),
    };
    Entry { result, operand, maps }
}
