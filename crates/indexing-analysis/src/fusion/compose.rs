//! One composition step of a walk: `producer ∘ consumer` for every pair
//! of maps reaching a value, with runtime-variable provenance and the
//! folding of runtime variables fed by constants and iotas, and what is
//! read of the values an op's regions capture from outside.

use super::coverage::{MAX_MAPS_PER_VALUE, Slot, add, add_built, merge_into_boxes, merge_into_whole, subsume};
use crate::UnknownReason;
use crate::ir::{self, ValueKey};
use crate::memo::{MapHash, Memo, hash_of, identical, same_operand_map};
use crate::rules::{self, simplify_operand_map};
use crate::{OperandMap, RtVar, SizeOf};
use indexing_map::IndexingMap;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Value, ValueLike};
use std::rc::Rc;

/// The map from every index of a `from`-shaped space to every index of a
/// `to`-shaped one (all of `to` as range variables): a sound map when
/// nothing finer is known.
pub(super) fn every_to_every<'c>(ctx: indexing_map::Ctx<'c>, from: &[i64], to: &[i64]) -> OperandMap<'c> {
    let results: Vec<_> = (0..to.len()).map(|j| ctx.symbol(j)).collect();
    OperandMap::new(indexing_map::IndexingMap::new(
        ctx,
        &results,
        from.iter().map(|&n| indexing_map::Variable::for_size(n)).collect(),
        to.iter().map(|&n| indexing_map::Variable::for_size(n)).collect(),
        Vec::new(),
        Vec::new(),
    ))
}

/// The map of a value its op's regions capture: every element of the result
/// (of `result_shape`) may read every element of it.
pub(super) fn captured_map<'c>(
    op: &OperationRef<'c, '_>,
    ctx: indexing_map::Ctx<'c>,
    name: &str,
    shape: &Result<Vec<i64>, UnknownReason>,
    result_shape: &Result<Vec<i64>, UnknownReason>,
) -> Slot<'c> {
    match (shape, result_shape) {
        (Err(r), _) => Err(UnknownReason::within(format!("{name}: a value its region uses from outside"), r.clone())),
        (_, Err(r)) => Err(UnknownReason::within(name, r.clone())),
        (Ok(shape), Ok(out)) => {
            Ok(rules::shapes::pad_region_reads(op, shape, false)
                .unwrap_or_else(|| vec![every_to_every(ctx, out, shape)]))
        }
    }
}

/// How many times [`MAX_MAPS_PER_VALUE`] maps [`merge`] gathers for one
/// value before the reductions that may bring them under the limit.
const MERGE_SLACK: usize = 8;

/// Adds `producer ∘ consumer` for every pair to the maps of one value (or
/// makes it unknown with the reason). With the value's `target_shape`,
/// more than [`MAX_MAPS_PER_VALUE`] maps after every pair are reduced by
/// [`subsume`], [`merge_into_whole`] and [`merge_into_boxes`] (maps that
/// together read all of the value, or a box of it per index).
// The two shapes are of different values (the consumer's result, the value
// the slot is of); both optional.
#[allow(clippy::too_many_arguments)]
pub(super) fn merge<'c>(
    slot: &mut Result<Vec<OperandMap<'c>>, UnknownReason>,
    consumer_maps: &Result<Vec<OperandMap<'c>>, UnknownReason>,
    producer_maps: Result<&[OperandMap<'c>], UnknownReason>,
    name: &str,
    operands: &[Value<'c, '_>],
    arguments: &[ValueKey],
    result_shape: Option<&[i64]>,
    target_shape: Option<&[i64]>,
) {
    merge_with(slot, consumer_maps, producer_maps, name, operands, arguments, result_shape, target_shape, None);
}

/// [`merge`], with the compositions of maps without runtime variables
/// looked up in (and added to) `memo` when there is one.
#[allow(clippy::too_many_arguments)]
pub(super) fn merge_with<'c>(
    slot: &mut Result<Vec<OperandMap<'c>>, UnknownReason>,
    consumer_maps: &Result<Vec<OperandMap<'c>>, UnknownReason>,
    producer_maps: Result<&[OperandMap<'c>], UnknownReason>,
    name: &str,
    operands: &[Value<'c, '_>],
    arguments: &[ValueKey],
    result_shape: Option<&[i64]>,
    target_shape: Option<&[i64]>,
    mut memo: Option<&mut CompositionMemo<'c>>,
) {
    if slot.is_err() {
        return;
    }
    let (consumer_maps, producer_maps) = match (consumer_maps, producer_maps) {
        (Err(reason), _) => {
            *slot = Err(reason.clone());
            return;
        }
        (_, Err(reason)) => {
            *slot = Err(reason);
            return;
        }
        (Ok(consumer), Ok(producer)) => (consumer, producer),
    };
    // With the value's shape, the maps of every pair are gathered (up to
    // `MERGE_SLACK` times the limit) before they are reduced: a union may
    // merge only once it is complete.
    let limit = if target_shape.is_some() { MAX_MAPS_PER_VALUE * MERGE_SLACK } else { MAX_MAPS_PER_VALUE };
    for consumer in consumer_maps {
        for producer in producer_maps {
            let Ok(list) = slot else { return };
            let composed = if is_full_identity(producer, result_shape) {
                // `consumer ∘ identity` over the whole result is the consumer.
                let superset = superset_of(consumer, producer);
                let (rt_count, exact) = (consumer.rt_vars.len(), superset.is_none());
                add_built(list, &consumer.map, rt_count, exact, || OperandMap { superset, ..consumer.clone() });
                Some(())
            } else {
                match memo.as_deref_mut() {
                    Some(memo) => memo.compose_into(list, consumer, producer, operands, arguments),
                    None => compose_pair(consumer, producer, operands, arguments)
                        .map(|composed| composed.into_iter().for_each(|m| add(list, m))),
                }
            };
            if composed.is_none() {
                *slot = Err(UnknownReason::within(
                    name,
                    UnknownReason::malformed("maps of different arity cannot compose"),
                ));
                return;
            }
            if list.len() > limit {
                *slot = Err(UnknownReason::TooManyMaps);
                return;
            }
        }
    }
    if let Ok(list) = slot
        && list.len() > MAX_MAPS_PER_VALUE
    {
        subsume(list, target_shape);
        merge_into_whole(list, target_shape);
        merge_into_boxes(list, target_shape);
        if list.len() > MAX_MAPS_PER_VALUE {
            *slot = Err(UnknownReason::TooManyMaps);
        }
    }
}

/// `producer ∘ consumer` for a producer map that is not the full identity:
/// without the simplifier where the producer's map is plain (both plain:
/// permutations, broadcasts, reductions; or a selection of the consumer's
/// results), else composed ([`compose`]) and simplified. `None` when the
/// maps do not compose.
fn compose_pair<'c>(
    consumer: &OperandMap<'c>,
    producer: &OperandMap<'c>,
    operands: &[Value<'c, '_>],
    arguments: &[ValueKey],
) -> Option<Vec<OperandMap<'c>>> {
    let plain = || {
        if !producer.rt_vars.is_empty() {
            return None;
        }
        if consumer.rt_vars.is_empty()
            && let Some(map) = consumer.map.compose_plain(&producer.map)
        {
            return Some(OperandMap { map, rt_vars: Vec::new(), superset: superset_of(consumer, producer) });
        }
        let map = consumer.map.compose_selecting(&producer.map)?;
        let mut composed = rules::remove_unused_symbols(OperandMap {
            map,
            rt_vars: consumer.rt_vars.clone(),
            superset: superset_of(consumer, producer),
        });
        composed.map.canonicalize_range_vars();
        Some(composed)
    };
    if let Some(composed) = plain() {
        return Some(vec![composed]);
    }
    let pieces = compose(consumer, producer, operands, arguments)?;
    Some(
        pieces
            .into_iter()
            .filter_map(simplify_operand_map)
            .map(|mut composed| {
                composed.map.canonicalize_range_vars();
                composed
            })
            .collect(),
    )
}

/// Compositions kept at most by a [`CompositionMemo`].
const COMPOSITIONS_KEPT: usize = 1 << 16;

/// The compositions of maps without runtime variables, by the two maps: a
/// walk per result of a function (tiling every result) composes the same
/// maps through the same ops again and again. Such a composition is a
/// function of the two maps alone (no runtime-variable provenance to
/// follow, nothing read from the IR); what the pair is marked superset by
/// is set on each use.
pub(super) struct CompositionMemo<'c> {
    composed: Memo<(IndexingMap<'c>, IndexingMap<'c>), Option<Rc<Slot<'c>>>>,
    /// With [`CompositionMemo::of_fixed_operands`]: every composition,
    /// runtime variables included, by the two maps with their provenance
    /// and marks (what [`compose_pair`] gives, as it gives it).
    pairs: Option<PairMemo<'c>>,
}

/// [`compose_pair`]'s maps (`None`: the maps do not compose) by the
/// consumer and the producer.
type PairMemo<'c> = Memo<(OperandMap<'c>, OperandMap<'c>), Option<Rc<Vec<OperandMap<'c>>>>>;

impl Default for CompositionMemo<'_> {
    fn default() -> Self {
        CompositionMemo { composed: Memo::new(COMPOSITIONS_KEPT), pairs: None }
    }
}

impl<'c> CompositionMemo<'c> {
    /// A memo for a caller that composes with the same operands and
    /// arguments every time (a loop's closed form, over one loop's
    /// sources): [`compose_pair`] is then a function of the two maps, their
    /// runtime variables' provenance and their marks, and every pair is
    /// kept, its maps added to a list as [`compose_pair`]'s would be.
    pub(super) fn of_fixed_operands() -> Self {
        CompositionMemo { composed: Memo::new(COMPOSITIONS_KEPT), pairs: Some(Memo::new(COMPOSITIONS_KEPT)) }
    }

    /// [`compose_pair`] of a memo made by
    /// [`CompositionMemo::of_fixed_operands`], looked up first; `None`
    /// when there is no such memo.
    fn kept_pair(
        &mut self,
        consumer: &OperandMap<'c>,
        producer: &OperandMap<'c>,
        operands: &[Value<'c, '_>],
        arguments: &[ValueKey],
    ) -> Option<Option<Rc<Vec<OperandMap<'c>>>>> {
        let pairs = self.pairs.as_mut()?;
        let hash = hash_of(&(
            (MapHash(&consumer.map), consumer.rt_vars.len(), &consumer.superset),
            (MapHash(&producer.map), producer.rt_vars.len(), &producer.superset),
        ));
        let same =
            |(c, p): &(OperandMap<'c>, OperandMap<'c>)| same_operand_map(c, consumer) && same_operand_map(p, producer);
        if let Some(done) = pairs.get(hash, same) {
            return Some(done.clone());
        }
        let computed = compose_pair(consumer, producer, operands, arguments).map(Rc::new);
        pairs.insert(hash, (consumer.clone(), producer.clone()), computed.clone());
        Some(computed)
    }

    /// [`compose_pair`] added to `list` ([`add`]), looked up first when
    /// neither map has runtime variables (a map already in `list` is not
    /// copied out of the memo). `None`, adding nothing, when the maps do
    /// not compose.
    fn compose_into(
        &mut self,
        list: &mut Vec<OperandMap<'c>>,
        consumer: &OperandMap<'c>,
        producer: &OperandMap<'c>,
        operands: &[Value<'c, '_>],
        arguments: &[ValueKey],
    ) -> Option<()> {
        if let Some(kept) = self.kept_pair(consumer, producer, operands, arguments) {
            kept?.iter().for_each(|m| add(list, m.clone()));
            return Some(());
        }
        if !consumer.rt_vars.is_empty() || !producer.rt_vars.is_empty() {
            compose_pair(consumer, producer, operands, arguments)?.into_iter().for_each(|m| add(list, m));
            return Some(());
        }
        let maps = self.composed(consumer, producer, operands, arguments)?;
        let superset = superset_of(consumer, producer);
        for m in maps.iter().flatten() {
            add_built(list, &m.map, 0, superset.is_none(), || OperandMap {
                map: m.map.clone(),
                rt_vars: Vec::new(),
                superset: superset.clone(),
            });
        }
        Some(())
    }

    /// The composition of two maps without runtime variables, looked up
    /// first: exact maps, structurally equal ones once (what [`add`]ing
    /// them to an empty list keeps). `None` when the maps do not compose.
    fn composed(
        &mut self,
        consumer: &OperandMap<'c>,
        producer: &OperandMap<'c>,
        operands: &[Value<'c, '_>],
        arguments: &[ValueKey],
    ) -> Option<Rc<Slot<'c>>> {
        let hash = hash_of(&(MapHash(&consumer.map), MapHash(&producer.map)));
        let same =
            |(c, p): &(IndexingMap<'c>, IndexingMap<'c>)| identical(c, &consumer.map) && identical(p, &producer.map);
        if let Some(done) = self.composed.get(hash, same) {
            return done.clone();
        }
        let computed = compose_pair(consumer, producer, operands, arguments).map(|list| {
            let mut exact = Vec::with_capacity(list.len());
            for m in list {
                add(&mut exact, OperandMap::new(m.map));
            }
            Rc::new(Ok(exact))
        });
        self.composed.insert(hash, (consumer.map.clone(), producer.map.clone()), computed.clone());
        computed
    }

    /// What merging `consumer_maps` through `producer_maps` (the maps of
    /// an op from a result of shape `result_shape` to an operand) into an
    /// empty list gives, as the memo's very list: one exact map each,
    /// without runtime variables, the producer's not the identity (see
    /// `passes_through`), composing into at most [`MAX_MAPS_PER_VALUE`]
    /// maps. `None` otherwise (the merge makes the list).
    pub(super) fn shared(
        &mut self,
        consumer_maps: &Slot<'c>,
        producer_maps: &[OperandMap<'c>],
        operands: &[Value<'c, '_>],
        arguments: &[ValueKey],
        result_shape: Option<&[i64]>,
    ) -> Option<Rc<Slot<'c>>> {
        let (Ok([consumer]), [producer]) = (consumer_maps.as_deref(), producer_maps) else { return None };
        if !consumer.rt_vars.is_empty()
            || !producer.rt_vars.is_empty()
            || consumer.superset.is_some()
            || producer.superset.is_some()
            || is_full_identity(producer, result_shape)
        {
            return None;
        }
        let maps = self.composed(consumer, producer, operands, arguments)?;
        matches!(maps.as_ref(), Ok(list) if list.len() <= MAX_MAPS_PER_VALUE).then_some(maps)
    }
}

/// An identity map over the whole of a result of shape `shape`, without
/// symbols, runtime variables or constraints: composing with it changes
/// nothing.
pub(super) fn is_full_identity(operand_map: &OperandMap, shape: Option<&[i64]>) -> bool {
    let map = &operand_map.map;
    let Some(shape) = shape else { return false };
    map.dims().len() == shape.len()
        && map.dims().iter().zip(shape).all(|(v, &n)| v.bounds == indexing_map::Interval::for_size(n))
        && operand_map.rt_vars.is_empty()
        && map.symbol_count() == 0
        && map.constraints().is_empty()
        && !map.is_known_empty()
        && !map.is_undefined()
        && map.affine_map().is_identity()
}

/// `producer ∘ consumer` with runtime-variable provenance: the producer's
/// runtime variables come first (as `IndexingMap::compose` orders them) and
/// keep their provenance when it is a function argument; one fed by a
/// `stablehlo.constant` read at a constant index becomes that value
/// (clamped to its feasible interval, as StableHLO clamps start indices),
/// one fed by a `stablehlo.iota` becomes the iota coordinate, clamped the
/// same way: where the coordinate can leave the interval, the map splits
/// into up to three pieces (below, inside, above) — XLA's `OptimizeRTVar`,
/// exact; the consumer's follow, shifted. `None` when the maps do not
/// compose.
pub(super) fn compose<'c>(
    consumer: &OperandMap<'c>,
    producer: &OperandMap<'c>,
    operands: &[Value<'c, '_>],
    arguments: &[ValueKey],
) -> Option<Vec<OperandMap<'c>>> {
    let mut maps = vec![consumer.map.compose(&producer.map).ok()?];
    let rt_base = producer.map.range_vars().len() + consumer.map.range_vars().len();
    let mut rt_vars = Vec::new();
    for rt in &producer.rt_vars {
        if rt.size.is_some() {
            let Ok(index) = consumer.map.compose(&rt.index) else { continue };
            rt_vars.push(function_level_size(RtVar { index, ..rt.clone() }, arguments));
            continue;
        }
        let Some(source) = operands.get(rt.operand) else { continue };
        let Ok(index) = consumer.map.compose(&rt.index) else { continue };
        if let Some(argument) = arguments.iter().position(|&a| a == ValueKey::of(*source)) {
            rt_vars.push(RtVar { rt: rt.rt, operand: argument, index, size: rt.size.clone(), clamped: rt.clamped });
            continue;
        }
        let symbol = rt_base + rt.rt;
        // In a walk of a loop's body at one iteration, an index that
        // follows from the counters' values there is that value (clamped
        // or skipped as the variable says).
        if let Some(value) = super::pinned::pinned_integer(*source, &rustc_hash::FxHashMap::default()) {
            let bounds = maps[0].symbol_bounds(symbol);
            let in_map = vec![None; index.symbol_count()];
            if let Some(pieces) = constant_pieces(&index, &in_map, bounds, rt.clamped, |_, _| Some(value)) {
                maps = fold_pieces(maps, symbol, &pieces);
                continue;
            }
        }
        // An index computed from an argument (`2 * i + 1`, a negative index
        // wrapped): the variable becomes the argument's element.
        if let Some(affine) = super::affine::affine_index(*source, arguments) {
            let bounds = maps[0].symbol_bounds(symbol);
            let folded: Option<Vec<_>> = maps.iter().map(|map| affine.fold(map, symbol, bounds, rt.clamped)).collect();
            if let Some(folded) = folded {
                let clamped = folded.iter().all(|(_, clamped)| *clamped);
                maps = folded.into_iter().map(|(map, _)| map).collect();
                rt_vars.push(RtVar { rt: rt.rt, operand: affine.argument, index, size: None, clamped });
                continue;
            }
        }
        let bounds = maps[0].symbol_bounds(symbol);
        // The consumer's range variables are numbered differently in
        // `index` (after rt.index's own) and in the composed map (after the
        // producer's); other symbols of `index` have no counterpart.
        let ctx = index.context();
        let (own, consumer_ranges) = (rt.index.range_vars().len(), consumer.map.range_vars().len());
        let producer_ranges = producer.map.range_vars().len();
        // rt.index's own range variables, when it has them, are the
        // producer map's (a scatter's position: same count and bounds),
        // which the composed map numbers first.
        let mirrors =
            own == producer_ranges && (0..own).all(|j| rt.index.symbol_bounds(j) == producer.map.symbol_bounds(j));
        let in_map: Vec<Option<melior::ir::AffineExpr<'c>>> = (0..index.symbol_count())
            .map(|j| {
                if j < own {
                    mirrors.then(|| ctx.symbol(j))
                } else {
                    (j < own + consumer_ranges).then(|| ctx.symbol(producer_ranges + j - own))
                }
            })
            .collect();
        if let Some(pieces) = fold_runtime_value(*source, &index, bounds, rt.clamped, &in_map) {
            maps = fold_pieces(maps, symbol, &pieces);
        }
    }
    let shift = producer.map.rt_vars().len();
    for rt in &consumer.rt_vars {
        rt_vars.push(RtVar { rt: rt.rt + shift, ..rt.clone() });
    }
    let superset = superset_of(consumer, producer);
    let maps = maps.into_iter().map(|map| unify(map, &rt_vars));
    Some(maps.map(|map| OperandMap { map, rt_vars: rt_vars.clone(), superset: superset.clone() }).collect())
}

/// Each of `maps` with its symbol `symbol` replaced by each piece's value
/// where the piece holds.
fn fold_pieces<'c>(
    maps: Vec<indexing_map::IndexingMap<'c>>,
    symbol: usize,
    pieces: &[Piece<'c>],
) -> Vec<indexing_map::IndexingMap<'c>> {
    maps.into_iter()
        .flat_map(|map| {
            pieces.iter().map(move |piece| {
                let mut folded = map.replace_symbol(symbol, piece.value);
                for &(expr, interval) in &piece.only_where {
                    folded.add_constraint(expr, interval);
                }
                folded
            })
        })
        .collect()
}

/// A size variable's provenance in function-level maps, from its root: a
/// dimension of argument `a` (`SizeOf::Operand`), else of a value the body
/// defines (`SizeOf::Body`).
pub(super) fn function_level_size<'c>(mut rt: RtVar<'c>, arguments: &[ValueKey]) -> RtVar<'c> {
    let Some(size) = &mut rt.size else { return rt };
    size.dimension = size.root.1;
    match arguments.iter().position(|&a| a == size.root.0) {
        Some(argument) => {
            size.of = SizeOf::Operand;
            rt.operand = argument;
        }
        None => {
            size.of = SizeOf::Body(size.root_op.clone().unwrap_or_else(|| "a region (a block argument)".into()));
            rt.operand = 0;
        }
    }
    rt.index = rules::dynamic::size_index(rt.index.context(), rt.index.dims().to_vec(), &[]);
    rt
}

/// [`function_level_size`] for every runtime variable of `maps`.
pub(super) fn function_level_sizes(maps: &mut [OperandMap<'_>], arguments: &[ValueKey]) {
    for m in maps {
        let rt_vars = std::mem::take(&mut m.rt_vars);
        m.rt_vars = rt_vars.into_iter().map(|rt| function_level_size(rt, arguments)).collect();
    }
}

/// `map` with the runtime variables that always have one value made one
/// (the first; the others become unused and are removed with their
/// provenance): size variables of one root, and variables that read the
/// same element of the same argument, clamped alike into equal intervals
/// (one index feeding several dynamic slices). Variables whose intervals
/// differ stay apart (clamped into different intervals, their values may
/// differ).
fn unify<'c>(mut map: indexing_map::IndexingMap<'c>, rt_vars: &[RtVar<'c>]) -> indexing_map::IndexingMap<'c> {
    let base = map.range_vars().len();
    let count = map.symbol_count();
    let same = |a: &RtVar<'c>, b: &RtVar<'c>| {
        a.rt != b.rt
            && base + a.rt < count
            && base + b.rt < count
            && match (&a.size, &b.size) {
                (Some(x), Some(y)) => x.root == y.root,
                (None, None) => {
                    a.operand == b.operand
                        && a.clamped == b.clamped
                        && a.index == b.index
                        && map.symbol_bounds(base + a.rt) == map.symbol_bounds(base + b.rt)
                }
                _ => false,
            }
    };
    let replaced: Vec<(usize, usize)> = rt_vars
        .iter()
        .enumerate()
        .filter_map(|(i, later)| rt_vars[..i].iter().find(|first| same(first, later)).map(|first| (later.rt, first.rt)))
        .collect();
    for (later, first) in replaced {
        map = map.replace_symbol(base + later, map.context().symbol(base + first));
    }
    map
}

/// Why `producer ∘ consumer` is a superset: the consumer's reason, else the
/// producer's (`None` when both are exact).
pub(super) fn superset_of(consumer: &OperandMap<'_>, producer: &OperandMap<'_>) -> Option<std::rc::Rc<str>> {
    consumer.superset.clone().or_else(|| producer.superset.clone())
}

/// A runtime variable's value on part of a map's domain.
pub(super) struct Piece<'c> {
    /// Where it holds: constraints on the domain (none: everywhere).
    pub(super) only_where: Vec<(melior::ir::AffineExpr<'c>, indexing_map::Interval)>,
    /// The value, over the map's dimensions.
    pub(super) value: melior::ir::AffineExpr<'c>,
}

/// The value of a runtime variable whose source is a constant or an iota,
/// as expressions over the composed map's variables, piece by piece, when
/// it is known: clamped to `bounds`, the variable's feasible interval
/// (StableHLO clamps start indices), or, where it is not `clamped` (a
/// scatter's start), no piece outside it (the update is skipped there).
/// `in_map` gives, for each symbol of
/// `index`, the composed map's symbol (`None`: it has none, and an iota
/// coordinate using it is not folded).
pub(super) fn fold_runtime_value<'c>(
    source: Value<'c, '_>,
    index: &indexing_map::IndexingMap<'c>,
    bounds: indexing_map::Interval,
    clamped: bool,
    in_map: &[Option<melior::ir::AffineExpr<'c>>],
) -> Option<Vec<Piece<'c>>> {
    let defining = melior::ir::operation::OperationResult::try_from(source).ok()?.owner();
    let name = ir::op_name(&defining).to_owned();
    let ctx = index.context();
    let results = index.results();
    match name.as_str() {
        "stablehlo.constant" => {
            let shape = crate::ir::static_shape(source.r#type()).ok()?;
            let attribute = defining.attribute("value").ok()?;
            // The element read at a point of the index's variables.
            let element = |dims: &[i64], symbols: &[i64]| {
                let mut flat = 0i64;
                for (expr, &size) in results.iter().zip(&shape) {
                    let at = indexing_map::expr::evaluate(*expr, dims, symbols)?;
                    if !(0..size).contains(&at) {
                        return None;
                    }
                    flat = flat * size + at;
                }
                index_opt_native::stablehlo::dense_integer_element(attribute, flat as usize)
            };
            constant_pieces(index, in_map, bounds, clamped, element)
        }
        "stablehlo.iota" => {
            let dimension = crate::ir::integer(&defining, "iota_dimension").ok()? as usize;
            let coordinate = *results.get(dimension)?;
            let mut foreign = false;
            indexing_map::expr::for_each_variable(coordinate, &mut |v| {
                if let indexing_map::expr::Variable::Symbol(j) = v {
                    foreign |= in_map.get(j).is_none_or(Option::is_none);
                }
            });
            if foreign || !bounds.is_feasible() {
                return None;
            }
            let range = index.range_of(coordinate);
            let symbols: Vec<_> = (0..in_map.len()).map(|j| in_map[j].unwrap_or_else(|| ctx.symbol(j))).collect();
            let value = indexing_map::expr::substitute(coordinate, &[], &symbols);
            if bounds.contains_interval(range) {
                return Some(vec![Piece { only_where: Vec::new(), value }]);
            }
            // Below the interval the start is its lower bound, above it
            // its upper bound, in between the coordinate itself.
            let mut pieces = Vec::new();
            if range.lower < bounds.lower && clamped {
                let below = indexing_map::Interval::new(range.lower, bounds.lower.saturating_sub(1));
                pieces.push(Piece { only_where: vec![(value, below)], value: ctx.constant(bounds.lower) });
            }
            let inside = range.intersect(bounds);
            if inside.is_feasible() {
                pieces.push(Piece { only_where: vec![(value, inside)], value });
            }
            if range.upper > bounds.upper && clamped {
                let above = indexing_map::Interval::new(bounds.upper.saturating_add(1), range.upper);
                pieces.push(Piece { only_where: vec![(value, above)], value: ctx.constant(bounds.upper) });
            }
            Some(pieces)
        }
        _ => None,
    }
}

/// At most this many points of the variables a constant is indexed by are
/// folded one by one (a piece each); more keep the runtime variable.
const MAX_FOLDED_POINTS: u64 = 64;

/// The pieces of a runtime variable read from a constant at `index`:
/// `element` gives the value at a point of `index`'s variables, clamped to
/// `bounds` (or, not `clamped`, no piece there when outside them). One
/// piece everywhere when the index is constant (or every point reads the
/// same value); else one per point of the variables it uses — each a
/// dimension or a symbol with a counterpart in `in_map` — pinned by
/// constraints, up to [`MAX_FOLDED_POINTS`] (a scatter's or gather's
/// constant index rows, read at the scatter position).
fn constant_pieces<'c>(
    index: &indexing_map::IndexingMap<'c>,
    in_map: &[Option<melior::ir::AffineExpr<'c>>],
    bounds: indexing_map::Interval,
    clamped: bool,
    element: impl Fn(&[i64], &[i64]) -> Option<i64>,
) -> Option<Vec<Piece<'c>>> {
    use indexing_map::expr::Variable;
    if !bounds.is_feasible() {
        return None;
    }
    let ctx = index.context();
    let mut used: Vec<Variable> = Vec::new();
    for expr in index.results() {
        for v in indexing_map::expr::variables(expr) {
            if !used.contains(&v) {
                used.push(v);
            }
        }
    }
    // Each used variable: its bounds and its expression in the composed map.
    let mut axes = Vec::new();
    for v in used {
        let (bounds, expr) = match v {
            Variable::Dim(i) => (index.dims().get(i)?.bounds, ctx.dim(i)),
            Variable::Symbol(j) => (index.symbol_bounds(j), (*in_map.get(j)?)?),
        };
        axes.push((v, bounds, expr));
    }
    let points = axes.iter().try_fold(1u64, |n, (_, b, _)| {
        let size = u64::try_from(b.upper.checked_sub(b.lower)?.checked_add(1)?).ok()?;
        n.checked_mul(size).filter(|&n| n <= MAX_FOLDED_POINTS)
    })?;
    let (mut dims, mut symbols) = (vec![0; index.dims().len()], vec![0; index.symbol_count()]);
    let mut pieces: Vec<Piece<'c>> = Vec::new();
    for mut k in 0..points {
        let mut only_where = Vec::new();
        for &(v, b, expr) in &axes {
            let size = (b.upper - b.lower + 1) as u64;
            let at = b.lower + (k % size) as i64;
            k /= size;
            match v {
                Variable::Dim(i) => dims[i] = at,
                Variable::Symbol(j) => symbols[j] = at,
            }
            only_where.push((expr, indexing_map::Interval::point(at)));
        }
        let value = element(&dims, &symbols)?;
        if clamped || bounds.contains(value) {
            pieces.push(Piece { only_where, value: ctx.constant(value.clamp(bounds.lower, bounds.upper)) });
        }
    }
    if !pieces.is_empty() && pieces.len() as u64 == points && pieces.iter().all(|p| p.value == pieces[0].value) {
        return Some(vec![Piece { only_where: Vec::new(), value: pieces[0].value }]);
    }
    Some(pieces)
}
