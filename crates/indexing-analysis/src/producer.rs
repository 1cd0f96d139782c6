//! Looking past casts to a value's real producer (as the
//! `findProducerThroughCast` helpers of fused-kernel matchers do): pattern matchers for fused kernels want the
//! producer of an operand whether or not a typecast or a broadcast sits in
//! between, and they need to know how the operand's elements relate to the
//! producer's — which is what the composed indexing map says.
//!
//! ```no_run
//! # use indexing_analysis::producer::{find_producer_through_cast, is_broadcast};
//! # fn example<'c, 'a>(bias_operand: melior::ir::Value<'c, 'a>) {
//! let found = find_producer_through_cast(bias_operand, is_broadcast);
//! // `found.value` is the un-broadcast bias; `found.maps` maps an element of
//! // `bias_operand` to the elements of `found.value` it holds.
//! # }
//! ```

use crate::ir;
use crate::rules::{self, simplify_operand_map};
use crate::{Direction, Maps, OperandMap};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeLike;
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike};

/// The result of [`find_producer_through_cast`].
pub struct ThroughCast<'c, 'a> {
    /// The first value up the chain that is not the result of a cast: the
    /// producer (or the starting value when it is not produced by a cast).
    pub value: Value<'c, 'a>,
    /// The casts passed, from the starting value up.
    pub casts: Vec<OperationRef<'c, 'a>>,
    /// Output-to-input maps from an index of the starting value to the
    /// indices of `value` it holds (the identity when no cast was passed).
    pub maps: Vec<OperandMap<'c>>,
}

/// Follows `start` up through ops `is_cast` accepts (through their operand
/// 0), composing their output-to-input maps. Stops before a cast whose map
/// is unknown or whose shapes are not static, so `maps` is always known.
pub fn find_producer_through_cast<'c, 'a>(
    start: Value<'c, 'a>,
    is_cast: impl Fn(&OperationRef<'c, 'a>) -> bool,
) -> ThroughCast<'c, 'a> {
    let mut found = ThroughCast { value: start, casts: Vec::new(), maps: Vec::new() };
    let Ok(shape) = crate::ir::static_shape(start.r#type()) else { return found };
    let ctx = indexing_map::Ctx::from(start.r#type().context());
    found.maps.push(OperandMap::new(indexing_map::IndexingMap::identity(ctx, &shape)));
    loop {
        let Some((op, result)) = crate::ir::defining_op(found.value) else { return found };
        if !is_cast(&op) {
            return found;
        }
        let entries = rules::op_indexing(op, Direction::OutputToInput);
        let Some(Maps::Known(cast_maps)) =
            entries.iter().find(|e| e.result == result && e.operand == 0).map(|e| &e.maps)
        else {
            return found;
        };
        let mut composed = Vec::new();
        for consumer in &found.maps {
            for producer in cast_maps {
                let Ok(map) = consumer.map.compose(&producer.map) else { return found };
                if let Some(map) = simplify_operand_map(OperandMap::new(map))
                    && !composed.iter().any(|m: &OperandMap| m.map == map.map)
                {
                    composed.push(map);
                }
            }
        }
        let Ok(operand) = op.operand(0) else { return found };
        found.value = operand;
        found.casts.push(op);
        found.maps = composed;
    }
}

/// Element-type conversions that keep the index: `tensor.cast`,
/// `tensor.bitcast`, `stablehlo.convert`, `arith` casts on tensors, and a
/// one-input `linalg.generic` with identity maps whose body only casts its
/// input (the typecast XLA's embedding matcher looks through).
pub fn is_typecast(op: &OperationRef) -> bool {
    const ARITH_CASTS: &[&str] = &[
        "arith.extf",
        "arith.truncf",
        "arith.extsi",
        "arith.extui",
        "arith.trunci",
        "arith.sitofp",
        "arith.uitofp",
        "arith.fptosi",
        "arith.fptoui",
        "arith.bitcast",
        "arith.index_cast",
        "arith.index_castui",
    ];
    let name = ir::op_name(op);
    match name {
        "tensor.cast" | "tensor.bitcast" | "stablehlo.convert" => true,
        n if ARITH_CASTS.contains(&n) => op.result(0).is_ok_and(|r| crate::ir::static_shape(r.r#type()).is_ok()),
        "linalg.generic" => {
            let Some(maps) = crate::ir::linalg_indexing_maps(op) else { return false };
            let identity = maps.iter().all(|m| m.is_identity());
            let body: Vec<String> = body_op_names(op);
            identity
                && op.operand_count() == 2
                && body.len() == 2
                && ARITH_CASTS.contains(&body[0].as_str())
                && body[1] == "linalg.yield"
        }
        _ => false,
    }
}

/// Broadcasts: `linalg.broadcast`, `stablehlo.broadcast_in_dim`,
/// `stablehlo.broadcast`, and a one-input `linalg.generic` whose body only
/// yields its input while the input map drops loops of the output.
pub fn is_broadcast(op: &OperationRef) -> bool {
    let name = ir::op_name(op);
    match name {
        "linalg.broadcast" | "stablehlo.broadcast_in_dim" | "stablehlo.broadcast" => true,
        "linalg.generic" => {
            let Some(maps) = crate::ir::linalg_indexing_maps(op) else { return false };
            op.operand_count() == 2
                && maps.len() == 2
                && maps[1].is_identity()
                && maps[0].is_projected_permutation()
                && maps[0].result_count() < maps[1].result_count()
                && body_op_names(op) == ["linalg.yield"]
                && yields_first_argument(op)
        }
        _ => false,
    }
}

/// The names of the ops in the first block of `op`'s first region.
fn body_op_names(op: &OperationRef) -> Vec<String> {
    let mut names = Vec::new();
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else { return names };
    let mut next = block.first_operation();
    while let Some(inner) = next {
        names.push(ir::op_name(&inner).to_owned());
        next = inner.next_in_block();
    }
    names
}

/// Whether the body's terminator yields block argument 0.
fn yields_first_argument(op: &OperationRef) -> bool {
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else { return false };
    let (Some(terminator), Ok(argument)) = (block.terminator(), block.argument(0)) else { return false };
    terminator.operand(0).is_ok_and(|v| crate::ir::ValueKey::of(v) == crate::ir::ValueKey::of(argument))
}
