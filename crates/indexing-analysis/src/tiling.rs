//! Tile propagation through a function (XLA's `SymbolicTileAnalysis`, with
//! function bodies as fusions): a result is cut into tiles of given sizes,
//! numbered by one tile id `pid` (major to minor); for every value the
//! result reaches (arguments first, then op results in program order) and
//! every map from the result to it, the tile of that value that one result
//! tile reads: its offsets as a map `(pid)[rt...] -> (offsets)`, its sizes
//! and strides, whether it is valid for these tile sizes (the constraints
//! of `indexing_map::tile` hold) and exact. A tiling is valid when every
//! tile is.
//!
//! Offsets: a tile of the result starts at `o_i(pid) = ((pid floordiv
//! S_i) mod T_i) * ts_i` (`T_i` tiles along dimension `i`, `S_i` the tiles
//! of the faster dimensions). A value's tile through map `M` starts where
//! the tile at the origin starts, moved by `M(o(pid)) - M(0)` (range
//! variables at their first value: affine and division dimensions move
//! that way); a dimension the tile could only bound keeps its whole range.

use crate::fusion::Fusion;
use crate::ir::{self, OpKey};
use crate::memo::{MapHash, Memo, hash_of, identical};
use crate::{Maps, OperandMap, UnknownReason};
use indexing_map::expr;
use indexing_map::points::try_for_each_point;
use indexing_map::tile::{Tile, symbolic_tile};
use indexing_map::{IndexingMap, Interval, Variable};
use melior::ir::operation::OperationLike;
use melior::ir::{AffineExpr, BlockLike, OperationRef, RegionLike, ValueLike};
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::ops::ControlFlow;
use std::rc::Rc;

/// The tile of one value through one map.
#[derive(Clone, Debug)]
pub struct ValueTile<'c> {
    /// `(pid)[rt...] -> (offsets)`: the first element of the tile read by
    /// result tile `pid` (runtime variables as symbols).
    pub offsets: IndexingMap<'c>,
    /// Elements per dimension.
    pub sizes: Vec<i64>,
    /// Distance between consecutive elements per dimension.
    pub strides: Vec<i64>,
    /// Whether the tile sizes satisfy the tile's constraints.
    pub valid: bool,
    /// Whether the tile is exactly what is read (else it holds it).
    pub exact: bool,
    /// Whether the tile was cut to the value's tensor: the tile the map
    /// gives reaches outside it (padding, a window at the border, the last
    /// tile of a partial tiling) for some tile ids, and `offsets`, `sizes`
    /// and `strides` are of the tile moved and cut inside (see
    /// [`clamp_tile`]); `symbolic` stays the uncut tile.
    pub clamped: bool,
    /// The symbolic tile (in the tile sizes), with its constraints.
    pub symbolic: Tile<'c>,
}

/// Which value a [`ValueTiles`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueAt {
    /// Result `result` of the op numbered `op` (the function's pre-order,
    /// as the indexing report's ids).
    Op {
        /// The op's id.
        op: usize,
        /// Which result of it.
        result: usize,
    },
    /// Argument `N` of the function.
    Argument(usize),
    /// Result `N` of the function (tiling an argument).
    Result(usize),
}

/// What one result tile reads of one value.
#[derive(Clone, Debug)]
pub struct ValueTiles<'c> {
    /// `argument N` or `op ID result N` (`result N` tiling an argument).
    pub value: Rc<str>,
    /// The same, structured.
    pub at: ValueAt,
    /// The op's name (`func.func` for an argument).
    pub op: Rc<str>,
    /// The value's static shape, when it has one.
    pub shape: Option<Rc<[i64]>>,
    /// One tile per map, or why there is none (a tile is shared by the
    /// tilings of a [`Fusion`] that reach the same map at the same sizes,
    /// the list by the values of one tiling reached through the same maps).
    pub tiles: Result<Rc<[Rc<ValueTile<'c>>]>, UnknownReason>,
}

/// What is tiled: a result (output-to-input: the tiles it reads) or an
/// argument (input-to-output: the tiles of the results it contributes to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Result `N` of the function.
    Result(usize),
    /// Argument `N` of the function.
    Argument(usize),
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Result(n) => write!(f, "result {n}"),
            Source::Argument(n) => write!(f, "argument {n}"),
        }
    }
}

/// A tiling of one result (or argument) of a function.
#[derive(Clone, Debug)]
pub struct Tiling<'c> {
    /// The function.
    pub function: String,
    /// What is tiled.
    pub source: Source,
    /// Its shape.
    pub shape: Vec<i64>,
    /// The tile sizes.
    pub sizes: Vec<i64>,
    /// Tiles along each dimension.
    pub counts: Vec<i64>,
    /// `(pid) -> (offsets)` of the result's tiles.
    pub offsets: IndexingMap<'c>,
    /// Every value the result reaches.
    pub values: Vec<ValueTiles<'c>>,
}

impl Tiling<'_> {
    /// Whether every tile is valid (and every value's maps known).
    pub fn valid(&self) -> bool {
        self.values.iter().all(|v| v.tiles.as_ref().is_ok_and(|t| t.iter().all(|t| t.valid)))
    }

    /// Whether some tile size does not divide its dimension: the last
    /// tiles along it are partial, and the tiles of values hold what they
    /// read without being exact there.
    pub fn partial(&self) -> bool {
        self.shape.iter().zip(&self.sizes).any(|(&n, &t)| n % t != 0)
    }

    /// Whether every tile is exact (and no result tile partial).
    pub fn exact(&self) -> bool {
        !self.partial() && self.values.iter().all(|v| v.tiles.as_ref().is_ok_and(|t| t.iter().all(|t| t.exact)))
    }
}

/// The static shape of a value, when it has one.
fn shape_of(value: melior::ir::Value<'_, '_>) -> Option<Vec<i64>> {
    ir::static_shape(value.r#type()).ok()
}

/// Tiles `result` of `function` with `sizes`; an error message for a bad
/// request (no such result, a dynamic shape, wrong rank, sizes out of
/// `[1, n]`).
pub fn tile_function<'c, 'a>(
    fusion: &mut Fusion<'c, 'a>,
    function: &OperationRef<'c, 'a>,
    result: usize,
    sizes: &[i64],
) -> Result<Tiling<'c>, String> {
    let name = crate::fusion::function_name(function);
    let shape = result_shape(function, result)?;
    check_sizes(&shape, sizes)?;
    let ctx = indexing_map::Ctx::from(function.context());
    let (counts, pids, origin, offsets) = tile_ids(ctx, &shape, sizes);
    let grouped = reached(fusion, &name, result)?;
    let function_key = OpKey::of(function);
    let ids = fusion.tile_memo.op_ids.entry(function_key).or_insert_with(|| Rc::new(op_ids(function))).clone();
    let mut values = Vec::with_capacity(grouped.len());
    // Values reached through the very same maps (an elementwise chain
    // shares one list) with the same shape have the same tiles; `grouped`
    // keeps every list, so an address stays its list's.
    let mut tiled: FxHashMap<*const Slot<'c>, (Rc<Described>, Tiles<'c>)> =
        FxHashMap::with_capacity_and_hasher(grouped.len(), Default::default());
    for (value, maps) in &grouped {
        let described = fusion
            .tile_memo
            .values
            .entry((function_key, ir::ValueKey::of(*value)))
            .or_insert_with(|| Rc::new(describe(function, &ids, *value)))
            .clone();
        let Described { label, at, op, shape: value_shape } = &*described;
        if let Some((seen, tiles)) = tiled.get(&Rc::as_ptr(maps))
            && seen.shape == *value_shape
        {
            let tiles = tiles.clone();
            values.push(ValueTiles {
                value: label.clone(),
                at: *at,
                op: op.clone(),
                shape: value_shape.clone(),
                tiles,
            });
            continue;
        }
        let tiles = match &**maps {
            Ok(list) => Ok(list
                .iter()
                .map(|m| {
                    let uniform = uniform(m, sizes);
                    let hash = hash_of(&(MapHash(&m.map), uniform, &shape, sizes, value_shape));
                    let same = |key: &TileKey<'c>| {
                        identical(&key.map, &m.map)
                            && key.uniform == uniform
                            && key.shape == shape
                            && key.sizes == sizes
                            && key.value_shape == *value_shape
                    };
                    if let Some(done) = fusion.tile_memo.tiles.get(hash, same) {
                        return done.clone();
                    }
                    let mut tile = value_tile(m, uniform, &shape, sizes, &origin, pids);
                    if let Some(bounds) = value_shape {
                        clamp_tile(&mut tile, bounds, &counts);
                    }
                    let tile = Rc::new(tile);
                    let key = TileKey {
                        map: m.map.clone(),
                        uniform,
                        shape: shape.clone(),
                        sizes: sizes.to_vec(),
                        value_shape: value_shape.clone(),
                    };
                    fusion.tile_memo.tiles.insert(hash, key, tile.clone());
                    tile
                })
                .collect::<Rc<[_]>>()),
            Err(reason) => Err(reason.clone()),
        };
        tiled.insert(Rc::as_ptr(maps), (described.clone(), tiles.clone()));
        values.push(ValueTiles { value: label.clone(), at: *at, op: op.clone(), shape: value_shape.clone(), tiles });
    }
    Ok(Tiling { function: name, source: Source::Result(result), shape, sizes: sizes.to_vec(), counts, offsets, values })
}

/// The maps of one value, or why they are unknown.
type Slot<'c> = Result<Vec<OperandMap<'c>>, UnknownReason>;

/// The tiles of one value (a [`ValueTiles`]' `tiles`).
type Tiles<'c> = Result<Rc<[Rc<ValueTile<'c>>]>, UnknownReason>;

/// How a value is named in a [`ValueTiles`] (its label, place and op) and
/// its static shape (shared by every tiling of a [`Fusion`] that reaches
/// the value).
struct Described {
    label: Rc<str>,
    at: ValueAt,
    op: Rc<str>,
    shape: Option<Rc<[i64]>>,
}

/// [`Described`] of `value` in `function`, whose op ids are `ids`.
fn describe(
    function: &OperationRef<'_, '_>,
    ids: &HashMap<OpKey, usize>,
    value: melior::ir::Value<'_, '_>,
) -> Described {
    let (label, at, op) = match ir::defining_op(value) {
        Some((op, index)) => {
            let id = ids.get(&OpKey::of(&op)).copied().unwrap_or(usize::MAX);
            (
                format!("op {id} result {index}").into(),
                ValueAt::Op { op: id, result: index },
                op.name().as_string_ref().as_str().unwrap_or("?").into(),
            )
        }
        None => {
            let argument = argument_number(function, value).unwrap_or(usize::MAX);
            (format!("argument {argument}").into(), ValueAt::Argument(argument), "func.func".into())
        }
    };
    Described { label, at, op, shape: shape_of(value).map(Rc::from) }
}

/// The tile ids of a tensor of `shape` cut into tiles of `sizes`: tiles per
/// dimension, their number, and each tile's first element as expressions
/// of the id (`d0`) with the `(pid) -> (offsets)` map.
fn tile_ids<'c>(
    ctx: indexing_map::Ctx<'c>,
    shape: &[i64],
    sizes: &[i64],
) -> (Vec<i64>, i64, Vec<AffineExpr<'c>>, IndexingMap<'c>) {
    let counts: Vec<i64> = shape.iter().zip(sizes).map(|(&n, &t)| (n + t - 1) / t).collect();
    let pids: i64 = counts.iter().product();
    let mut origin = Vec::with_capacity(shape.len());
    let mut faster = 1i64;
    for i in (0..shape.len()).rev() {
        origin.push(expr::scale(expr::modulo_expr(expr::floordiv(ctx.dim(0), faster), counts[i].max(1)), sizes[i]));
        faster *= counts[i];
    }
    origin.reverse();
    let mut offsets = IndexingMap::new(
        ctx,
        &origin,
        vec![Variable::new(Interval::new(0, pids - 1))],
        Vec::new(),
        Vec::new(),
        Vec::new(),
    );
    offsets.simplify();
    (counts, pids, origin, offsets)
}

/// Tiles argument `argument` of `function` with `sizes` and reports the
/// tile of each result that one argument tile contributes to (through the
/// input-to-output maps, XLA's epilogue indexing): the results it can
/// write; `unknown` where those maps are.
pub fn tile_argument<'c, 'a>(
    function: &OperationRef<'c, 'a>,
    argument: usize,
    sizes: &[i64],
) -> Result<Tiling<'c>, String> {
    let name = crate::fusion::function_name(function);
    let block = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| format!("hlo-tiling: @{name} has no body"))?;
    let value = block
        .argument(argument)
        .map_err(|_| format!("hlo-tiling: @{name} has {} arguments, no argument {argument}", block.argument_count()))?;
    let shape = ir::static_shape(value.r#type())
        .map_err(|reason| format!("hlo-tiling: argument {argument} of @{name}: {reason}"))?;
    check_sizes(&shape, sizes)?;
    let ctx = indexing_map::Ctx::from(function.context());
    let (counts, pids, origin, offsets) = tile_ids(ctx, &shape, sizes);
    let results = crate::fusion::function_epilogue_indexing(*function);
    let mut values = Vec::new();
    for entry in results.iter().filter(|e| e.operand == argument) {
        let result_shape = result_shape(function, entry.result).ok();
        let tiles = match &entry.maps {
            Maps::Known(list) => Ok(list
                .iter()
                .map(|m| {
                    let mut tile = value_tile(m, uniform(m, sizes), &shape, sizes, &origin, pids);
                    if let Some(bounds) = &result_shape {
                        clamp_tile(&mut tile, bounds, &counts);
                    }
                    Rc::new(tile)
                })
                .collect()),
            Maps::Unknown(reason) => Err(reason.clone()),
        };
        values.push(ValueTiles {
            value: format!("result {}", entry.result).into(),
            at: ValueAt::Result(entry.result),
            op: "func.return".into(),
            shape: result_shape.map(Rc::from),
            tiles,
        });
    }
    Ok(Tiling {
        function: name,
        source: Source::Argument(argument),
        shape,
        sizes: sizes.to_vec(),
        counts,
        offsets,
        values,
    })
}

/// Every value result `result` of function `name` reaches, with the maps
/// to it (the fusion's grouped indexing).
fn reached<'c, 'a>(
    fusion: &mut Fusion<'c, 'a>,
    name: &str,
    result: usize,
) -> Result<Vec<(melior::ir::Value<'c, 'a>, crate::SharedMaps<'c>)>, String> {
    fusion
        .grouped_indexing_shared(name, result)
        .ok_or_else(|| format!("hlo-tiling: function @{name} has no result {result} or not one block"))
}

/// The static shape of `result` of `function`.
fn result_shape(function: &OperationRef<'_, '_>, result: usize) -> Result<Vec<i64>, String> {
    let name = crate::fusion::function_name(function);
    let function_type =
        ir::function_type(function).ok_or_else(|| format!("hlo-tiling: @{name} has no function type"))?;
    let r#type = function_type
        .result(result)
        .map_err(|_| format!("hlo-tiling: @{name} has {} results, no result {result}", function_type.result_count()))?;
    ir::static_shape(r#type).map_err(|reason| format!("hlo-tiling: result {result} of @{name}: {reason}"))
}

/// Checks tile sizes against a shape.
pub fn check_sizes(shape: &[i64], sizes: &[i64]) -> Result<(), String> {
    if sizes.len() != shape.len() {
        return Err(format!(
            "hlo-tiling: tile has {} sizes for a result of rank {} (shape {shape:?})",
            sizes.len(),
            shape.len()
        ));
    }
    for (i, (&n, &t)) in shape.iter().zip(sizes).enumerate() {
        if t < 1 || t > n.max(1) {
            return Err(format!("hlo-tiling: tile size {t} of dimension {i} is not in [1, {n}]"));
        }
    }
    Ok(())
}

/// Pre-order op ids of a function (as in the indexing report).
fn op_ids(function: &OperationRef<'_, '_>) -> HashMap<OpKey, usize> {
    let mut ids = HashMap::new();
    ir::walk_nested(function, |op| {
        let id = ids.len();
        ids.insert(OpKey::of(&op), id);
    });
    ids
}

/// Which argument of `function`'s body `value` is.
fn argument_number(function: &OperationRef<'_, '_>, value: melior::ir::Value<'_, '_>) -> Option<usize> {
    let block = function.region(0).ok()?.first_block()?;
    (0..block.argument_count()).find(|&i| block.argument(i).is_ok_and(|a| melior::ir::Value::from(a) == value))
}

/// Value tiles kept at most by a [`Fusion`] (see [`TileMemo`]).
const TILES_KEPT: usize = 1 << 16;

/// What the tile of a value through a map depends on: the map (its
/// constraints in their order, which the tile's mask keeps: compared with
/// [`identical`]), whether its runtime variables are one value per tile,
/// the tiled shape and sizes, and the value's shape (the tile is cut to
/// it).
struct TileKey<'c> {
    map: IndexingMap<'c>,
    uniform: bool,
    shape: Vec<i64>,
    sizes: Vec<i64>,
    value_shape: Option<Rc<[i64]>>,
}

/// The value tiles a [`Fusion`] has computed, by what they depend on: the
/// same map at the same tile sizes (the same elementwise or whole-value map
/// reached from several results, or by several values) is tiled once.
pub(crate) struct TileMemo<'c> {
    tiles: Memo<TileKey<'c>, Rc<ValueTile<'c>>>,
    /// Each function's op ids (see [`op_ids`]), by function.
    op_ids: HashMap<OpKey, Rc<HashMap<OpKey, usize>>>,
    /// How each value tiled is named, and its static shape, by function
    /// and value.
    values: rustc_hash::FxHashMap<(OpKey, ir::ValueKey), Rc<Described>>,
}

impl Default for TileMemo<'_> {
    fn default() -> Self {
        TileMemo { tiles: Memo::new(TILES_KEPT), op_ids: HashMap::new(), values: Default::default() }
    }
}

/// Whether the runtime variables of `operand_map` are one value per tile
/// of `sizes`: the dimensions each one's value depends on (its
/// provenance) have tile size 1. Otherwise the tile's elements read
/// different values, and each dimension that uses one takes its whole
/// range.
fn uniform(operand_map: &crate::OperandMap<'_>, sizes: &[i64]) -> bool {
    operand_map.rt_dims().iter().all(|dims| dims.as_ref().is_some_and(|d| d.iter().all(|&i| sizes.get(i) == Some(&1))))
}

/// The tile of one value through `map` for result tiles of `sizes`
/// (`uniform`: see [`uniform`]).
fn value_tile<'c>(
    operand_map: &crate::OperandMap<'c>,
    uniform: bool,
    shape: &[i64],
    sizes: &[i64],
    origin: &[AffineExpr<'c>],
    pids: i64,
) -> ValueTile<'c> {
    let map = &operand_map.map;
    let symbolic = symbolic_tile(map);
    let ctx = map.context();
    let n_range = map.range_vars().len();
    let n_rt = map.rt_vars().len();
    let constants: Vec<AffineExpr<'c>> = sizes.iter().map(|&t| ctx.constant(t)).collect();
    let rt_symbols: Vec<AffineExpr<'c>> = (0..n_rt).map(|k| ctx.symbol(k)).collect();
    let evaluate = |e: AffineExpr<'c>| expr::evaluate(e, sizes, &[]).unwrap_or(0);
    // The map's symbols: range variables at their first value, runtime
    // variables as the offsets' symbols.
    let symbols: Vec<AffineExpr<'c>> =
        (0..n_range).map(|j| ctx.constant(map.symbol_bounds(j).lower)).chain(rt_symbols.iter().copied()).collect();
    let zeros: Vec<AffineExpr<'c>> = (0..map.dims().len()).map(|_| ctx.constant(0)).collect();
    let results = map.results();
    let mut offsets = Vec::with_capacity(results.len());
    let mut tile_sizes: Vec<i64> = symbolic.sizes.iter().map(|&e| evaluate(e)).collect();
    let mut strides: Vec<i64> = symbolic.strides.iter().map(|&e| evaluate(e)).collect();
    let mut exact = symbolic.exact;
    let ranges = indexing_map::range::RangeEvaluator::new(map, false);
    // The symbolic tile's sizes and offsets hold only under its
    // constraints; for other tile sizes each dimension is the map's whole
    // range, the same for every tile (sound, not exact).
    let valid = symbolic.holds(sizes);
    for (j, &e) in results.iter().enumerate() {
        let uses_rt = (n_range..n_range + n_rt).any(|k| expr::uses_symbol(e, k));
        if (uses_rt && !uniform) || !valid {
            let range = ranges.range(e);
            offsets.push(ctx.constant(range.lower));
            tile_sizes[j] = i64::try_from(range.size()).unwrap_or(i64::MAX);
            strides[j] = 1;
            exact = false;
            continue;
        }
        let at_origin = expr::substitute(symbolic.offsets[j], &constants, &rt_symbols);
        offsets.push(if symbolic.hull.get(j).copied().unwrap_or(true) {
            at_origin
        } else {
            let moved = expr::sub(expr::substitute(e, origin, &symbols), expr::substitute(e, &zeros, &symbols));
            expr::add(at_origin, moved)
        });
    }
    let mut offsets = IndexingMap::new(
        ctx,
        &offsets,
        vec![Variable::new(Interval::new(0, pids - 1))],
        Vec::new(),
        map.rt_vars().to_vec(),
        Vec::new(),
    );
    offsets.simplify();
    ValueTile {
        offsets,
        sizes: tile_sizes,
        strides,
        valid,
        // A map whose domain is narrower than the result (padding folded
        // into its bounds) reads nothing in some tiles.
        exact: exact && map.dims().iter().zip(shape).all(|(v, &n)| v.bounds == Interval::new(0, n - 1)),
        clamped: false,
        symbolic,
    }
}

/// Tile ids visited at most, one by one, to cut a tile to its tensor
/// (beyond, or with runtime variables in an offset, the dimension is cut
/// by the range of its offsets instead).
pub const CLAMP_IDS_VISITED: i64 = 1 << 16;

/// Runs of tile indices whose offset moves at most, per dimension, before
/// the cut dimension is given as one range for every tile instead.
const CLAMP_RUNS: usize = 4;

/// Cuts `tile` to a tensor of `shape` (the value it is a tile of): every
/// tile box lies inside the tensor for every tile id, and still holds what
/// the map reads (a map reads only elements of its operand). Unchanged
/// when every box already lies inside (then `clamped` stays false).
///
/// Per dimension whose boxes leave the tensor for some tile id: each box's
/// elements `offset + stride * k` are cut to `[0, n - 1]`; the size becomes
/// the most elements left in one tile, and a box with fewer is moved inside
/// (towards the tensor's middle) to keep that size. The moved offsets are
/// the old offsets plus a correction that depends on one tile index `t`
/// (`(pid floordiv S) mod T`), written with indicators `[t >= k] = (t + T -
/// k) floordiv T`. Where that is not possible (the correction depends on
/// several tile indices, more than `CLAMP_RUNS` runs of them, a stride
/// above 1 with moving offsets, runtime variables, more than
/// [`CLAMP_IDS_VISITED`] tile ids), the dimension is one range for every
/// tile: the cut hull of all boxes. A moved or widened box holds more than
/// is read: `exact` is then false.
pub fn clamp_tile(tile: &mut ValueTile<'_>, shape: &[i64], counts: &[i64]) {
    if shape.len() != tile.sizes.len() {
        return;
    }
    let ctx = tile.offsets.context();
    let pids = tile.offsets.dims().first().map_or(1, |v| v.bounds.size() as i64);
    let mut results: Vec<AffineExpr<'_>> = tile.offsets.results().to_vec();
    let n_rt = tile.offsets.rt_vars().len();
    let mut changed = false;
    for j in 0..shape.len() {
        let (n, size, stride) = (shape[j], tile.sizes[j], tile.strides[j]);
        if size <= 0 {
            continue;
        }
        let e = results[j];
        let step = stride.unsigned_abs() as i64;
        // The lowest element of a box whose offset is `o`.
        let low_of = |o: i64| o.min(o.saturating_add(stride.saturating_mul(size - 1)));
        let span = step.saturating_mul(size - 1);
        let uses_rt = (0..n_rt).any(|k| expr::uses_symbol(e, k));
        let offsets: Option<Vec<i64>> = (!uses_rt && pids <= CLAMP_IDS_VISITED)
            .then(|| (0..pids).map(|p| expr::evaluate(e, &[p], &[])).collect::<Option<Vec<i64>>>())
            .flatten();
        let Some(offsets) = offsets else {
            // By the range of the offsets (over the tile ids and the runtime
            // values).
            let range = indexing_map::range::RangeEvaluator::new(&tile.offsets, false).range(e);
            let (low, high) = (low_of(range.lower), low_of(range.upper).saturating_add(span));
            if low >= 0 && high < n {
                continue;
            }
            let (low, high) = (low.max(0), high.min(n - 1));
            results[j] = ctx.constant(low);
            tile.sizes[j] = (high - low + 1).max(0);
            tile.strides[j] = 1;
            tile.exact = false;
            changed = true;
            continue;
        };
        if offsets.iter().all(|&o| low_of(o) >= 0 && low_of(o).saturating_add(span) < n) {
            continue;
        }
        changed = true;
        // Per tile id: the first element left and how many are left.
        let cut: Vec<(i64, i64)> = offsets
            .iter()
            .map(|&o| {
                let low = low_of(o);
                let first = if low < 0 { (-low + step.max(1) - 1) / step.max(1) } else { 0 };
                let last = if step == 0 { 0 } else { ((n - 1 - low).div_euclid(step)).min(size - 1) };
                let last = if step == 0 && (low < 0 || low > n - 1) { -1 } else { last };
                (low + step * first, (last - first + 1).max(0))
            })
            .collect();
        let most = cut.iter().map(|&(_, k)| k).max().unwrap_or(0);
        let constant = offsets.windows(2).all(|w| w[0] == w[1]);
        if most == 0 {
            // No tile reads anything of the tensor along `j` (the map's
            // points there are all outside it).
            results[j] = ctx.constant(0);
            tile.sizes[j] = 0;
            tile.exact = false;
            continue;
        }
        let room = n - 1 - step * (most - 1);
        let moved: Option<Vec<i64>> = (step <= 1 || constant).then(|| {
            offsets
                .iter()
                .zip(&cut)
                .map(|(&o, &(first, k))| {
                    let low = if k > 0 { first.min(room) } else { low_of(o).clamp(0, room.max(0)) };
                    let start = if stride < 0 { low + step * (most - 1) } else { low };
                    start - o
                })
                .collect()
        });
        // Moved offsets that are one value for every tile: that constant.
        let same = moved.as_ref().and_then(|delta| {
            let first = offsets[0] + delta[0];
            offsets.iter().zip(delta).all(|(o, d)| o + d == first).then_some(first)
        });
        let correction = match same {
            Some(first) => Some(expr::sub(ctx.constant(first), e)),
            None => moved.as_ref().and_then(|delta| correction(ctx, delta, counts)),
        };
        match correction {
            Some(delta) => {
                results[j] = expr::add(e, delta);
                tile.sizes[j] = most;
                if cut.iter().any(|&(_, k)| k < most) {
                    tile.exact = false;
                }
            }
            None => {
                let low = cut.iter().filter(|c| c.1 > 0).map(|c| c.0).min().unwrap_or(0);
                let high = cut.iter().filter(|c| c.1 > 0).map(|c| c.0 + step * (c.1 - 1)).max().unwrap_or(0);
                results[j] = ctx.constant(low);
                tile.sizes[j] = high - low + 1;
                tile.strides[j] = 1;
                tile.exact = false;
            }
        }
    }
    if !changed {
        return;
    }
    let mut offsets = IndexingMap::new(
        ctx,
        &results,
        tile.offsets.dims().to_vec(),
        Vec::new(),
        tile.offsets.rt_vars().to_vec(),
        Vec::new(),
    );
    offsets.simplify();
    tile.offsets = offsets;
    tile.clamped = true;
}

/// `delta[pid]` as an expression of the tile id `d0`, when it depends on
/// one tile index `t = (pid floordiv S) mod T` alone (`counts[i]` tiles
/// along dimension `i`, `S` those of the faster dimensions), in at most
/// [`CLAMP_RUNS`] runs of equal nonzero values of `t`.
fn correction<'c>(ctx: indexing_map::Ctx<'c>, delta: &[i64], counts: &[i64]) -> Option<AffineExpr<'c>> {
    if delta.iter().all(|&d| d == delta[0]) {
        return Some(ctx.constant(delta[0]));
    }
    let mut faster = 1i64;
    for i in (0..counts.len()).rev() {
        let tiles = counts[i].max(1);
        let index = |p: usize| (p as i64 / faster) % tiles;
        let mut per_index: Vec<Option<i64>> = vec![None; tiles as usize];
        let consistent = delta.iter().enumerate().all(|(p, &d)| {
            let slot = &mut per_index[index(p) as usize];
            *slot.get_or_insert(d) == d
        });
        if consistent {
            let values: Vec<i64> = per_index.iter().map(|d| d.unwrap_or(0)).collect();
            let mut runs: Vec<(i64, i64, i64)> = Vec::new();
            for (t, &d) in values.iter().enumerate() {
                match runs.last_mut() {
                    Some((_, end, value)) if *value == d && *end + 1 == t as i64 => *end = t as i64,
                    _ => runs.push((t as i64, t as i64, d)),
                }
            }
            runs.retain(|r| r.2 != 0);
            if runs.len() > CLAMP_RUNS {
                return None;
            }
            let t = expr::modulo_expr(expr::floordiv(ctx.dim(0), faster), tiles);
            let at_least = |k: i64| expr::floordiv(expr::add(t, ctx.constant(tiles - k)), tiles);
            let mut sum = ctx.constant(0);
            for (first, last, value) in runs {
                let indicator = expr::sub(at_least(first), at_least(last + 1));
                sum = expr::add(sum, expr::scale(indicator, value));
            }
            return Some(sum);
        }
        faster *= tiles;
    }
    None
}

/// Candidate tile sizes of a dimension of `n`: its divisors and the powers
/// of two below it (XLA's `GetValidTilings`), ascending.
pub fn candidate_sizes(n: i64) -> Vec<i64> {
    let mut sizes: Vec<i64> = (1..=n).filter(|t| n % t == 0).collect();
    let mut p = 1;
    while p < n {
        sizes.push(p);
        p *= 2;
    }
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// Candidate tilings visited at most by [`valid_tilings`].
pub const TILINGS_SEARCHED: u64 = 1 << 20;

/// Every valid tiling of `result` of `function` among the candidate sizes
/// (each dimension: [`candidate_sizes`]), in lexicographic order; the
/// second value says whether the search stopped at [`TILINGS_SEARCHED`]
/// candidates. The symbolic tiles are derived once; each candidate only
/// evaluates their constraints.
pub fn valid_tilings<'c, 'a>(
    fusion: &mut Fusion<'c, 'a>,
    function: &OperationRef<'c, 'a>,
    result: usize,
) -> Result<(Vec<Vec<i64>>, bool), String> {
    let name = crate::fusion::function_name(function);
    let shape = result_shape(function, result)?;
    let grouped = reached(fusion, &name, result)?;
    let mut tiles = Vec::new();
    for (_, maps) in grouped {
        match &*maps {
            Ok(list) => tiles.extend(list.iter().map(|m| symbolic_tile(&m.map))),
            // A value without maps has no tile: no tiling is valid.
            Err(_) => return Ok((Vec::new(), false)),
        }
    }
    let candidates: Vec<Vec<i64>> = shape.iter().map(|&n| candidate_sizes(n.max(1))).collect();
    // Candidates by their indices, the last dimension's fastest.
    let indices: Vec<Interval> = candidates.iter().map(|c| Interval::new(0, c.len() as i64 - 1)).collect();
    let mut valid = Vec::new();
    let mut visited = 0u64;
    let search = try_for_each_point(&indices, |index| {
        if visited == TILINGS_SEARCHED {
            return ControlFlow::Break(());
        }
        visited += 1;
        let sizes: Vec<i64> = index.iter().enumerate().map(|(i, &k)| candidates[i][k as usize]).collect();
        if tiles.iter().all(|t| t.holds(&sizes)) {
            valid.push(sizes);
        }
        ControlFlow::Continue(())
    });
    Ok((valid, search.is_break()))
}
