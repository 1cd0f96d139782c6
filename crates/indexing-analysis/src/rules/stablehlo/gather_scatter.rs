//! `gather`, `scatter` and `select_and_scatter`: indices read at run time (StableHLO's gather/scatter with batching dimensions).

use crate::UnknownReason;
use crate::ir;
use crate::rules::shapes::{IndexBox, box_complement, dimension_numbers, identity_within, sizes, to_usize};
use crate::rules::{MapParts, RuleContext, RuleResult};
use crate::{Entry, Maps, OperandMap, RtVar};
use index_opt_native::stablehlo::{GatherDimensionNumbers, ScatterDimensionNumbers};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, sub};
use melior::ir::AffineExpr;

/// StableHLO gather in full generality (the StableHLO specification, <https://openxla.org/stablehlo/spec#gather>, batching dimensions included): batch dimensions of
/// the result index `start_indices`; each component of the index vector is
/// a runtime variable (clamped start) for its `start_index_map` dimension;
/// operand batching dimensions follow the matching `start_indices` batch
/// dimension; offset dimensions add the position inside the slice.
pub(super) fn gather_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, indices, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dn = dimension_numbers(c, "dimension_numbers", "stablehlo.gather", GatherDimensionNumbers::from_attribute)?;
    let slice_sizes = ir::i64_array(&c.op, "slice_sizes")?;
    let offset_dims = to_usize(&dn.offset_dims, out.len(), "offset_dims")?;
    let collapsed = to_usize(&dn.collapsed_slice_dims, operand.len(), "collapsed_slice_dims")?;
    let operand_batching = to_usize(&dn.operand_batching_dims, operand.len(), "operand_batching_dims")?;
    let indices_batching = to_usize(&dn.start_indices_batching_dims, indices.len(), "start_indices_batching_dims")?;
    let start_index_map = to_usize(&dn.start_index_map, operand.len(), "start_index_map")?;
    let index_vector_dim = dn.index_vector_dim as usize;

    // Result batch dimensions, in order, index the start_indices dimensions
    // other than index_vector_dim, in order.
    let batch_result_dims: Vec<usize> = (0..out.len()).filter(|d| !offset_dims.contains(d)).collect();
    let batch_indices_dims: Vec<usize> = (0..indices.len()).filter(|&j| j != index_vector_dim).collect();
    if batch_result_dims.len() != batch_indices_dims.len() {
        return Err(UnknownReason::malformed("result batch dimensions do not match start_indices"));
    }
    let result_dim_of_indices_dim =
        |j: usize| batch_indices_dims.iter().position(|&k| k == j).map(|p| batch_result_dims[p]);
    let offset_operand_dims: Vec<usize> =
        (0..operand.len()).filter(|k| !collapsed.contains(k) && !operand_batching.contains(k)).collect();
    if offset_operand_dims.len() != offset_dims.len() {
        return Err(UnknownReason::malformed("offset_dims do not match the operand's slice dimensions"));
    }

    let n_rt = start_index_map.len();
    let mut results = Vec::with_capacity(operand.len());
    for k in 0..operand.len() {
        let offset = match offset_operand_dims.iter().position(|&m| m == k) {
            Some(p) => c.dim(offset_dims[p]),
            None => c.constant(0),
        };
        let index = if let Some(p) = start_index_map.iter().position(|&m| m == k) {
            add(c.symbol(p), offset)
        } else if let Some(q) = operand_batching.iter().position(|&m| m == k) {
            let d = result_dim_of_indices_dim(indices_batching[q])
                .ok_or_else(|| UnknownReason::malformed("bad start_indices_batching_dims"))?;
            c.dim(d)
        } else {
            offset
        };
        results.push(index);
    }
    let rts: Vec<_> = start_index_map.iter().map(|&k| Interval::new(0, operand[k] - slice_sizes[k])).collect();
    // Where each index component lives in start_indices.
    let index_of_component = |p: Option<usize>| -> Result<Vec<AffineExpr<'c>>, UnknownReason> {
        (0..indices.len())
            .map(|j| {
                if j == index_vector_dim {
                    Ok(p.map_or_else(|| c.symbol(0), |p| c.constant(p as i64)))
                } else {
                    result_dim_of_indices_dim(j)
                        .map(|d| c.dim(d))
                        .ok_or_else(|| UnknownReason::malformed("bad start_indices"))
                }
            })
            .collect()
    };
    let mut rt_vars = Vec::new();
    for p in 0..n_rt {
        let index = index_of_component(Some(p))?;
        rt_vars.push(RtVar { rt: p, operand: 1, index: c.map(&index, out), size: None, clamped: true });
    }
    let operand_map = OperandMap::with_rt_vars(
        c.map_of(MapParts { results: &results, dims: out, rts: &rts, ..MapParts::default() }),
        rt_vars,
    );
    let indices_map = if index_vector_dim < indices.len() {
        c.map_ranged(&index_of_component(None)?, out, &[Interval::for_size(n_rt as i64)])
    } else {
        c.map(&index_of_component(None)?, out)
    };
    Ok(vec![Entry { result: 0, operand: 0, maps: Maps::Known(vec![operand_map]) }, c.entry(0, 1, indices_map)])
}

/// StableHLO scatter (<https://openxla.org/stablehlo/spec#scatter>): result `r` reads every input at the
/// same index (the update computation combines all of them), and the
/// updates that land on that index: range variables pick the scatter
/// position, runtime variables are the start indices read there (updates
/// whose window would leave the input are skipped, so starts are in
/// `[0, size - window]`); inserted and batching dimensions must match.
pub(super) fn scatter_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let dims = ScatterDims::of(c)?;
    let ScatterDims {
        n,
        window_dims,
        input_batching,
        indices_batching,
        to_operand,
        index_vector_dim,
        scatter_update_dims,
        scatter_indices_dims,
        window_input_dims,
    } = &dims;
    let (n, index_vector_dim) = (*n, *index_vector_dim);
    let (input, indices, update) = (c.operand(0)?, c.operand(n)?, c.operand(n + 1)?);
    let n_range = scatter_update_dims.len();
    let ranges: Vec<Interval> = scatter_update_dims.iter().map(|&u| Interval::for_size(update[u])).collect();
    let range_of_indices_dim = |j: usize| scatter_indices_dims.iter().position(|&k| k == j);
    let rt = |p: usize| c.symbol(n_range + p);
    let rts = dims.starts(input, update);

    let mut update_index = vec![c.constant(0); update.len()];
    for (q, &u) in scatter_update_dims.iter().enumerate() {
        update_index[u] = c.symbol(q);
    }
    let mut constraints = Vec::new();
    for k in 0..input.len() {
        let start = to_operand.iter().position(|&m| m == k).map(rt);
        if let Some(p) = window_input_dims.iter().position(|&m| m == k) {
            let offset = match start {
                Some(start) => sub(c.dim(k), start),
                None => c.dim(k),
            };
            update_index[window_dims[p]] = offset;
            constraints.push((offset, Interval::for_size(update[window_dims[p]])));
        } else if let Some(q) = input_batching.iter().position(|&m| m == k) {
            let q = range_of_indices_dim(indices_batching[q])
                .ok_or_else(|| UnknownReason::malformed("bad scatter_indices_batching_dims"))?;
            constraints.push((sub(c.dim(k), c.symbol(q)), Interval::point(0)));
        } else if let Some(start) = start {
            constraints.push((sub(c.dim(k), start), Interval::point(0)));
        } else {
            constraints.push((c.dim(k), Interval::point(0)));
        }
    }
    let component_index = |p: Option<usize>| -> Vec<AffineExpr<'c>> {
        (0..indices.len())
            .map(|j| {
                if j == index_vector_dim {
                    p.map_or_else(|| c.symbol(n_range), |p| c.constant(p as i64))
                } else {
                    c.symbol(range_of_indices_dim(j).unwrap())
                }
            })
            .collect()
    };
    let inputs = input_reads(c, &dims)?;
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for i in 0..n {
            let maps = inputs.get(r).and_then(|row| row.get(i)).cloned();
            entries.push(Entry { result: r, operand: i, maps: maps.unwrap_or_else(|| Maps::Known(Vec::new())) });
        }
        // Start-index provenance: start_indices at (scatter position, p).
        let rt_vars: Vec<RtVar<'c>> = (0..to_operand.len())
            .map(|p| RtVar {
                rt: p,
                operand: n,
                index: c.map_of(MapParts {
                    results: &component_index(Some(p)),
                    dims: out,
                    ranges: &ranges,
                    rts: &rts,
                    ..MapParts::default()
                }),
                size: None,
                clamped: false,
            })
            .collect();
        let mut index_ranges = ranges.clone();
        if index_vector_dim < indices.len() {
            index_ranges.push(Interval::for_size(to_operand.len() as i64));
        }
        // Every index row may land on a result element, but for an index
        // row of another batch: a batching dimension is the result's.
        let mut index_rows = component_index(None);
        for (&k, &j) in input_batching.iter().zip(indices_batching) {
            index_rows[j] = c.dim(k);
        }
        entries.push(c.entry(r, n, c.map_ranged(&index_rows, out, &index_ranges)));
        for i in 0..n {
            let map = c.map_of(MapParts {
                results: &update_index,
                dims: out,
                ranges: &ranges,
                rts: &rts,
                constraints: constraints.clone(),
            });
            entries.push(Entry {
                result: r,
                operand: n + 1 + i,
                maps: Maps::Known(vec![OperandMap::with_rt_vars(map, rt_vars.clone())]),
            });
        }
    }
    Ok(entries)
}

/// At most this many update windows of a constant-index scatter, and this
/// many boxes of what they leave, are tracked one by one.
const MAX_CONSTANT_WINDOWS: usize = 64;

/// What each result of a scatter reads of each input, at the same index:
/// `[r][i]`. The update computation's dataflow says which current input
/// values a combination reads (`current[r][i]`: block argument `i` reaches
/// returned value `r`); result `r` holds input `r` where no update lands.
/// With run-time indices any element may or may not be updated: input
/// `r`, and every input the combination reads, at every index (exact as a
/// union over the index values). With constant indices the windows are
/// known: an overwriting result (`current[r][r]` false) reads input `r`
/// only outside them, and input `i != r` only inside them.
fn input_reads<'c>(c: &RuleContext<'c, '_>, dims: &ScatterDims) -> Result<Vec<Vec<Maps<'c>>>, UnknownReason> {
    let n = dims.n;
    let input = c.operand(0)?;
    let current: Vec<Vec<bool>> = match ir::returned_value_dependencies(&c.op, 0) {
        Some(flow) if flow.len() == n && flow.iter().all(|row| row.len() == 2 * n) => {
            flow.iter().map(|row| row[..n].to_vec()).collect()
        }
        _ => vec![vec![true; n]; n],
    };
    let windows = constant_windows(c, dims);
    let whole = || Maps::Known(vec![OperandMap::new(c.identity(input))]);
    let boxes = |boxes: &[IndexBox]| Maps::Known(boxes.iter().map(|b| identity_within(c, input, b)).collect());
    Ok((0..n)
        .map(|r| {
            (0..n)
                .map(|i| match (&windows, current[r][i]) {
                    (_, true) if i == r => whole(),
                    (None, _) if i == r => whole(),
                    (Some(windows), _) if i == r => {
                        box_complement(input, windows, MAX_CONSTANT_WINDOWS).map_or_else(whole, |rest| boxes(&rest))
                    }
                    (_, false) => Maps::Known(Vec::new()),
                    (None, true) => whole(),
                    (Some(windows), true) => boxes(windows),
                })
                .collect()
        })
        .collect())
}

/// The windows a scatter's updates land in, when its indices are a
/// constant or one element a caller knows ([`crate::rules::with_known_scalars`])
/// (and it has no batching dimensions, at most
/// [`MAX_CONSTANT_WINDOWS`] updates): updates whose window would leave the
/// input are skipped (not a window).
fn constant_windows(c: &RuleContext<'_, '_>, dims: &ScatterDims) -> Option<Vec<IndexBox>> {
    use melior::ir::operation::OperationLike;
    if !dims.input_batching.is_empty() {
        return None;
    }
    let operand = c.op.operand(dims.n).ok()?;
    // A one-element index a caller knows (a loop's counter at one
    // iteration), or a constant's elements.
    let element: Box<dyn Fn(usize) -> Option<i64>> = match crate::rules::known_scalar(operand) {
        Some(known) => Box::new(move |flat| (flat == 0).then_some(known)),
        None => {
            let (producer, _) = ir::defining_op(operand)?;
            if ir::op_name(&producer) != "stablehlo.constant" {
                return None;
            }
            let values = producer.attribute("value").ok()?;
            Box::new(move |flat| index_opt_native::stablehlo::dense_integer_element(values, flat))
        }
    };
    let (input, indices, update) = (c.operand(0).ok()?, c.operand(dims.n).ok()?, c.operand(dims.n + 1).ok()?);
    let counts: Vec<i64> = dims.scatter_update_dims.iter().map(|&u| update[u]).collect();
    let total = counts.iter().try_fold(1usize, |n, &k| n.checked_mul(usize::try_from(k).ok()?))?;
    if total > MAX_CONSTANT_WINDOWS {
        return None;
    }
    let mut windows = Vec::new();
    for mut position in 0..total {
        // The scatter position, one coordinate per update scatter dimension.
        let mut at = vec![0i64; counts.len()];
        for q in (0..counts.len()).rev() {
            at[q] = (position % counts[q] as usize) as i64;
            position /= counts[q] as usize;
        }
        let mut window = Vec::with_capacity(input.len());
        for k in 0..input.len() {
            let start = match dims.to_operand.iter().position(|&m| m == k) {
                Some(p) => {
                    let mut flat = 0i64;
                    for (j, &size) in indices.iter().enumerate() {
                        let coordinate =
                            if j == dims.index_vector_dim { p as i64 } else { at[dims.scatter_position(j)?] };
                        flat = flat.checked_mul(size)?.checked_add(coordinate)?;
                    }
                    element(usize::try_from(flat).ok()?)?
                }
                None => 0,
            };
            let size = dims.window_input_dims.iter().position(|&m| m == k).map_or(1, |q| update[dims.window_dims[q]]);
            window.push((start, start.checked_add(size)?.checked_sub(1)?));
        }
        let fits = window.iter().zip(input).all(|(&(lo, hi), &n)| 0 <= lo && lo <= hi && hi < n);
        if fits {
            windows.push(window);
        }
    }
    Some(windows)
}

/// A scatter's dimension numbers, checked against its shapes.
struct ScatterDims {
    /// The number of inputs (and of updates, and of results).
    n: usize,
    window_dims: Vec<usize>,
    input_batching: Vec<usize>,
    indices_batching: Vec<usize>,
    to_operand: Vec<usize>,
    index_vector_dim: usize,
    /// The update dimensions that are not window dimensions, in order.
    scatter_update_dims: Vec<usize>,
    /// The `scatter_indices` dimensions other than `index_vector_dim`, in
    /// order (one per update scatter dimension).
    scatter_indices_dims: Vec<usize>,
    /// The input dimensions neither inserted nor batching (one per update
    /// window dimension).
    window_input_dims: Vec<usize>,
}

impl ScatterDims {
    fn of(c: &RuleContext<'_, '_>) -> Result<Self, UnknownReason> {
        let n = (c.operands.len() - 1) / 2;
        let (input, indices, update) = (c.operand(0)?, c.operand(n)?, c.operand(n + 1)?);
        let dn = dimension_numbers(
            c,
            "scatter_dimension_numbers",
            "stablehlo.scatter",
            ScatterDimensionNumbers::from_attribute,
        )?;
        let window_dims = to_usize(&dn.update_window_dims, update.len(), "update_window_dims")?;
        let inserted = to_usize(&dn.inserted_window_dims, input.len(), "inserted_window_dims")?;
        let input_batching = to_usize(&dn.input_batching_dims, input.len(), "input_batching_dims")?;
        let indices_batching =
            to_usize(&dn.scatter_indices_batching_dims, indices.len(), "scatter_indices_batching_dims")?;
        let to_operand = to_usize(&dn.scatter_dims_to_operand_dims, input.len(), "scatter_dims_to_operand_dims")?;
        let index_vector_dim = dn.index_vector_dim as usize;
        let scatter_update_dims: Vec<usize> = (0..update.len()).filter(|d| !window_dims.contains(d)).collect();
        let scatter_indices_dims: Vec<usize> = (0..indices.len()).filter(|&j| j != index_vector_dim).collect();
        if scatter_update_dims.len() != scatter_indices_dims.len() {
            return Err(UnknownReason::malformed("update scatter dimensions do not match scatter_indices"));
        }
        let window_input_dims: Vec<usize> =
            (0..input.len()).filter(|k| !inserted.contains(k) && !input_batching.contains(k)).collect();
        if window_input_dims.len() != window_dims.len() {
            return Err(UnknownReason::malformed("update_window_dims do not match the input's window dimensions"));
        }
        Ok(ScatterDims {
            n,
            window_dims,
            input_batching,
            indices_batching,
            to_operand,
            index_vector_dim,
            scatter_update_dims,
            scatter_indices_dims,
            window_input_dims,
        })
    }

    /// The feasible interval of each start (a runtime variable): a window
    /// must fit in the input, `[0, size - window]` (updates whose window
    /// would leave it are skipped).
    fn starts(&self, input: &[i64], update: &[i64]) -> Vec<Interval> {
        let window_size =
            |k: usize| self.window_input_dims.iter().position(|&m| m == k).map_or(1, |p| update[self.window_dims[p]]);
        self.to_operand.iter().map(|&k| Interval::new(0, input[k] - window_size(k))).collect()
    }

    /// The position among the update scatter dimensions of `scatter_indices`
    /// dimension `j`.
    fn scatter_position(&self, j: usize) -> Option<usize> {
        self.scatter_indices_dims.iter().position(|&k| k == j)
    }
}

/// StableHLO scatter, input to output: an element of an input goes to the
/// same index of every result (the update computation combines all
/// inputs); an element of an update goes where its window lands: a window
/// dimension at the start plus its position, a batching dimension at the
/// matching scatter position, an inserted dimension at the start. Starts
/// are runtime variables, the `scatter_indices` read at the update's
/// scatter position, in `[0, size - window]` (updates whose window would
/// leave the input are skipped, as output to input). An element of
/// `scatter_indices` decides where a whole window lands: it contributes to
/// every index of the results (a batching dimension, only its own).
pub(super) fn scatter_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let dims = ScatterDims::of(c)?;
    let n = dims.n;
    let (input, indices, update) = (c.operand(0)?, c.operand(n)?, c.operand(n + 1)?);
    let rts = dims.starts(input, update);
    // Where an update element lands, and where an index element's windows
    // may land.
    let mut landing = Vec::with_capacity(input.len());
    let mut index_landing = Vec::with_capacity(input.len());
    let mut index_ranges = Vec::new();
    for k in 0..input.len() {
        let start = dims.to_operand.iter().position(|&m| m == k).map(|p| c.symbol(p));
        let batching = dims.input_batching.iter().position(|&m| m == k).map(|q| dims.indices_batching[q]);
        let within = dims.window_input_dims.iter().position(|&m| m == k).map(|p| c.dim(dims.window_dims[p]));
        landing.push(match (batching, start, within) {
            (Some(j), ..) => c.dim(
                dims.scatter_update_dims[dims
                    .scatter_position(j)
                    .ok_or_else(|| UnknownReason::malformed("bad scatter_indices_batching_dims"))?],
            ),
            (None, Some(start), Some(within)) => add(start, within),
            (None, Some(start), None) => start,
            (None, None, Some(within)) => within,
            (None, None, None) => c.constant(0),
        });
        index_landing.push(match batching {
            Some(j) => c.dim(j),
            None => {
                index_ranges.push(Interval::for_size(input[k]));
                c.symbol(index_ranges.len() - 1)
            }
        });
    }
    // Runtime variable `p`: scatter_indices at the update's scatter
    // position, component `p`.
    let rt_vars: Vec<RtVar<'c>> = (0..dims.to_operand.len())
        .map(|p| {
            let index: Vec<AffineExpr<'c>> = (0..indices.len())
                .map(|j| match dims.scatter_position(j) {
                    Some(q) => c.dim(dims.scatter_update_dims[q]),
                    None => c.constant(p as i64),
                })
                .collect();
            RtVar { rt: p, operand: n, index: c.map(&index, update), size: None, clamped: false }
        })
        .collect();
    // The same element relation as output to input (identities within boxes
    // are their own inverses).
    let inputs = input_reads(c, &dims)?;
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        for i in 0..n {
            let maps = inputs.get(r).and_then(|row| row.get(i)).cloned();
            entries.push(Entry { result: r, operand: i, maps: maps.unwrap_or_else(|| Maps::Known(Vec::new())) });
        }
        entries.push(c.entry(r, n, c.map_ranged(&index_landing, indices, &index_ranges)));
        for i in 0..n {
            let map = c.map_of(MapParts { results: &landing, dims: update, rts: &rts, ..MapParts::default() });
            entries.push(c.entry_with_rt_vars(r, n + 1 + i, map, rt_vars.clone()));
        }
    }
    Ok(entries)
}

/// `select_and_scatter`: result element `d` (an operand index) receives
/// the source values of every window that covers it (which one is selected
/// depends on the data), and the selection reads the whole window of the
/// operand: `(d)[t, u]` with `w = (d + low - t) / stride` the window, `t`
/// the position of `d` in it and `u` any position of the window.
pub(super) fn select_and_scatter_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, source, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let rank = operand.len();
    let window = ir::i64_array_or(&c.op, "window_dimensions", vec![1; rank])?;
    let strides = ir::i64_array_or(&c.op, "window_strides", vec![1; rank])?;
    let padding = ir::padding_pairs(&c.op, "padding", rank)?;
    let t = |k: usize| c.symbol(k);
    let u = |k: usize| c.symbol(rank + k);
    let mut window_constraints = Vec::new();
    let mut source_index = Vec::new();
    let mut operand_index = Vec::new();
    let mut operand_constraints = Vec::new();
    for k in 0..rank {
        let shifted = sub(add(c.dim(k), c.constant(padding[k].0)), t(k));
        source_index.push(floordiv(shifted, strides[k]));
        window_constraints.push((shifted, Interval::new(0, (source[k] - 1) * strides[k])));
        if strides[k] > 1 {
            window_constraints.push((modulo_expr(shifted, strides[k]), Interval::point(0)));
        }
        let read = add(sub(c.dim(k), t(k)), u(k));
        operand_index.push(read);
        operand_constraints.push((read, Interval::for_size(operand[k])));
    }
    let t_ranges = sizes(&window);
    let mut tu_ranges = t_ranges.clone();
    tu_ranges.extend(sizes(&window));
    let mut all_constraints = window_constraints.clone();
    all_constraints.extend(operand_constraints);
    Ok(vec![
        c.entry(
            0,
            0,
            c.map_of(MapParts {
                results: &operand_index,
                dims: out,
                ranges: &tu_ranges,
                constraints: all_constraints,
                ..MapParts::default()
            }),
        ),
        c.entry(
            0,
            1,
            c.map_of(MapParts {
                results: &source_index,
                dims: out,
                ranges: &t_ranges,
                constraints: window_constraints,
                ..MapParts::default()
            }),
        ),
        c.entry(0, 2, c.reads_whole(out, &[])),
    ])
}

/// `torch_index_select` (deprecated): along `dim` the operand is read at
/// the position `index` holds; the result is the operand's dimensions
/// before `dim`, then the index's beyond its `batch_dims` leading ones
/// (shared with the operand's), then the operand's after `dim`. The
/// position is a runtime variable (provenance: the index element read),
/// and every element reads that index element.
pub(super) fn torch_index_select_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, index, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dim = to_usize(&[ir::integer(&c.op, "dim")?], operand.len(), "dim")?[0];
    let batch = to_usize(&[ir::integer(&c.op, "batch_dims")?], index.len() + 1, "batch_dims")?[0];
    let selected = index.len() - batch;
    if batch > dim || out.len() != operand.len() - 1 + selected {
        return Err(UnknownReason::malformed("torch_index_select's result does not match its operand and index"));
    }
    // Index: the batch dimensions, then the result's selected dimensions.
    let index_at: Vec<AffineExpr<'c>> =
        (0..batch).map(|b| c.dim(b)).chain((0..selected).map(|j| c.dim(dim + j))).collect();
    let mut operand_at: Vec<AffineExpr<'c>> = (0..dim).map(|d| c.dim(d)).collect();
    operand_at.push(c.symbol(0));
    operand_at.extend((dim + 1..operand.len()).map(|d| c.dim(d - 1 + selected)));
    let rt_var = RtVar { rt: 0, operand: 1, index: c.map(&index_at, out), size: None, clamped: true };
    let map = c.map_of(MapParts {
        results: &operand_at,
        dims: out,
        rts: &[Interval::for_size(operand[dim])],
        ..MapParts::default()
    });
    Ok(vec![c.entry_with_rt_vars(0, 0, map, vec![rt_var]), c.entry(0, 1, c.map(&index_at, out))])
}
