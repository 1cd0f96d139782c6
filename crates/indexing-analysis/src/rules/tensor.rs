//! Indexing rules of tensor ops: reshapes, casts, slices (static sizes and strides; offsets static or runtime variables with provenance), pads, concatenation, extract/insert, splat, from_elements, gather/scatter, and the shape queries rank/dim.

use crate::UnknownReason;
use crate::ir;
use crate::rules::SizeSource;
use crate::rules::shapes::{
    concat_input_to_output, concat_output_to_input, padded_source_index, reshape_entry, runtime_indexed_read,
    scalar_operand_entries, scalar_operand_rt_vars, slice_dimensions,
};
use crate::rules::{MapParts, RuleContext, RuleResult, RuleRow, SIZE_DEPENDENT, own_sizes, size_polymorphic};
use crate::{Direction, Entry, Maps, RtVar};
use indexing_map::Interval;
use indexing_map::expr::{self};
use melior::ir::AffineExpr;
use melior::ir::OperationRef;
use melior::ir::ValueLike;
use melior::ir::operation::OperationLike;

/// Constraints `expr in [lo, hi]` of a map under construction.
type Constraints<'c> = Vec<(AffineExpr<'c>, Interval)>;

/// One row per tensor op, sorted by op name; a missing reverse is `None`.
#[rustfmt::skip]
pub static TENSOR_RULES: &[RuleRow] = &[
    RuleRow::new("tensor.bitcast", tensor_cast_output_to_input, Some(tensor_cast_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.cast", tensor_cast_output_to_input, Some(tensor_cast_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.collapse_shape", tensor_reshape_output_to_input, Some(tensor_reshape_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.concat", tensor_concat_output_to_input, Some(tensor_concat_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.dim", tensor_dim_output_to_input, None, size_polymorphic(own_sizes)),
    RuleRow::new("tensor.expand_shape", tensor_reshape_output_to_input, Some(tensor_reshape_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.extract", tensor_extract_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("tensor.extract_slice", tensor_extract_slice_output_to_input, Some(tensor_extract_slice_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.from_elements", tensor_from_elements_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("tensor.gather", tensor_gather_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("tensor.generate", tensor_generate_output_to_input, None, size_polymorphic(tensor_generate_result_sizes)),
    RuleRow::new("tensor.insert", tensor_insert_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("tensor.insert_slice", tensor_insert_slice_output_to_input, Some(tensor_insert_slice_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.pad", tensor_pad_output_to_input, Some(tensor_pad_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.rank", tensor_rank_output_to_input, None, size_polymorphic(own_sizes)),
    RuleRow::new("tensor.reshape", tensor_reshape_output_to_input, Some(tensor_reshape_with_shape_input_to_output), SIZE_DEPENDENT),
    RuleRow::new("tensor.scatter", tensor_scatter_output_to_input, None, SIZE_DEPENDENT),
    RuleRow::new("tensor.splat", tensor_splat_output_to_input, None, SIZE_DEPENDENT),
];

/// `tensor.expand_shape`, `tensor.collapse_shape` and `tensor.reshape` are
/// row-major reshapes (the shape operand of `tensor.reshape` is read whole).
pub(super) fn tensor_reshape_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    reshape_with_shape_operand(c, Direction::OutputToInput)
}

/// `tensor.reshape`, operand index to result index; every element of the
/// shape operand reaches every element of the result.
pub(super) fn tensor_reshape_with_shape_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    reshape_with_shape_operand(c, Direction::InputToOutput)
}

/// The row-major reshape of operand 0 and the whole shape operand (if any)
/// related to the whole result, in `direction`.
fn reshape_with_shape_operand<'c>(c: &RuleContext<'c, '_>, direction: Direction) -> RuleResult<'c> {
    let mut entries = vec![reshape_entry(c, direction)?];
    let out = c.result(0)?;
    for o in 1..c.operands.len() {
        let shape = c.operand(o)?;
        let map = match direction {
            Direction::OutputToInput => c.reads_whole(out, shape),
            Direction::InputToOutput => c.reads_whole(shape, out),
        };
        entries.push(c.entry(0, o, map));
    }
    Ok(entries)
}

/// `tensor.expand_shape`/`collapse_shape`, operand index to result index.
pub(super) fn tensor_reshape_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![reshape_entry(c, Direction::InputToOutput)?])
}

/// Same index, different type.
pub(super) fn tensor_cast_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    if operand != out {
        return Err(UnknownReason::malformed("operand and result shapes differ"));
    }
    let results: Vec<_> = (0..out.len()).map(|i| c.dim(i)).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, out))])
}

/// A cast is its own reverse: the same index.
pub(super) fn tensor_cast_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    tensor_cast_output_to_input(c)
}

/// `ShapedType::kDynamic`: the marker of a dynamic entry in `static_*`.
const DYNAMIC: i64 = i64::MIN;

/// The offsets (static values, or runtime variables fed by the dynamic
/// offset operands), sizes and strides of a slice op with `rank` entries
/// each; `fixed` operands precede the dynamic offsets. Dynamic sizes or
/// strides are an error.
struct Slice {
    offsets: Vec<i64>,
    /// For each dynamic offset: its dimension and its operand.
    dynamic: Vec<(usize, usize)>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

fn slice_params(c: &RuleContext<'_, '_>, rank: usize, fixed: usize) -> Result<Slice, UnknownReason> {
    let [offsets, sizes, strides] =
        ["static_offsets", "static_sizes", "static_strides"].map(|name| ir::i64_array(&c.op, name));
    let (offsets, sizes, strides) = (offsets?, sizes?, strides?);
    if [&offsets, &sizes, &strides].iter().any(|v| v.len() != rank) {
        return Err(UnknownReason::malformed("slice attributes do not match the rank"));
    }
    if sizes.contains(&DYNAMIC) || strides.contains(&DYNAMIC) {
        return Err(UnknownReason::dynamic("dynamic sizes or strides"));
    }
    let dims: Vec<usize> = (0..rank).filter(|&k| offsets[k] == DYNAMIC).collect();
    if c.operands.len() != fixed + dims.len() {
        return Err(UnknownReason::malformed("dynamic offset operands do not match static_offsets"));
    }
    let dynamic = dims.into_iter().enumerate().map(|(i, k)| (k, fixed + i)).collect();
    Ok(Slice { offsets, dynamic, sizes, strides })
}

impl Slice {
    /// The offset of dimension `k`: a constant, or the runtime variable of
    /// its dynamic offset.
    fn offset<'c>(&self, c: &RuleContext<'c, '_>, k: usize) -> AffineExpr<'c> {
        match self.dynamic.iter().position(|&(d, _)| d == k) {
            Some(i) => c.symbol(i),
            None => c.constant(self.offsets[k]),
        }
    }

    /// Runtime variables (bounds keep the slice inside `full`: an
    /// out-of-bounds slice is undefined behaviour) and their provenance.
    fn runtime_variables<'c>(
        &self,
        c: &RuleContext<'c, '_>,
        full: &[i64],
        out: &[i64],
    ) -> (Vec<Interval>, Vec<RtVar<'c>>) {
        let bounds = self
            .dynamic
            .iter()
            .map(|&(k, _)| Interval::new(0, full[k] - 1 - (self.sizes[k] - 1) * self.strides[k]))
            .collect();
        let rt_vars = self
            .dynamic
            .iter()
            .enumerate()
            .map(|(i, &(_, operand))| RtVar {
                rt: i,
                operand,
                index: c.reads_whole(out, &[]),
                size: None,
                clamped: true,
            })
            .collect();
        (bounds, rt_vars)
    }

    /// For an element `d` of the full tensor (dimension variables over
    /// `full`), its index in the slice tensor `small`: `(d - offset) /
    /// stride`, constrained to the slice's elements.
    fn slice_index<'c>(
        &self,
        c: &RuleContext<'c, '_>,
        full: &[i64],
        small: &[i64],
    ) -> Result<(Vec<AffineExpr<'c>>, Constraints<'c>), UnknownReason> {
        let mut results = vec![c.constant(0); small.len()];
        let mut constraints = Vec::new();
        for (k, j) in slice_dimensions(full, small, &self.sizes)?.into_iter().enumerate() {
            let shifted = expr::sub(c.dim(k), self.offset(c, k));
            constraints.push((shifted, Interval::new(0, (self.sizes[k] - 1) * self.strides[k])));
            if let Some(j) = j {
                if self.strides[k] == 1 {
                    results[j] = shifted;
                } else {
                    results[j] = expr::floordiv(shifted, self.strides[k]);
                    constraints.push((expr::modulo_expr(shifted, self.strides[k]), Interval::new(0, 0)));
                }
            }
        }
        Ok((results, constraints))
    }

    /// The entries of the dynamic offset operands: each is one scalar.
    fn offset_entries<'c>(&self, c: &RuleContext<'c, '_>, out: &[i64]) -> Vec<Entry<'c>> {
        self.dynamic.iter().map(|&(_, operand)| c.entry(0, operand, c.reads_whole(out, &[]))).collect()
    }
}

/// Offsets (static, or runtime variables with provenance), static sizes and
/// strides; dimensions of size 1 the result drops (rank reduction) read at
/// their offset.
pub(super) fn tensor_extract_slice_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, source.len(), 1)?;
    let results = slice_dimensions(source, out, &slice.sizes)?
        .into_iter()
        .enumerate()
        .map(|(k, j)| match j {
            Some(j) => expr::add(expr::scale(c.dim(j), slice.strides[k]), slice.offset(c, k)),
            None => slice.offset(c, k),
        })
        .collect::<Vec<_>>();
    let (rts, rt_vars) = slice.runtime_variables(c, source, out);
    let map = c.map_of(MapParts { results: &results, dims: out, rts: &rts, ..MapParts::default() });
    let mut entries = vec![c.entry_with_rt_vars(0, 0, map, rt_vars)];
    entries.extend(slice.offset_entries(c, out));
    Ok(entries)
}

/// Static `tensor.extract_slice`, input to output: a source element inside
/// the slice (at the offset plus a multiple of the stride) is result element
/// `(d - offset) / stride`; dropped unit dimensions pin the source index.
pub(super) fn tensor_extract_slice_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, source.len(), 1)?;
    if !slice.dynamic.is_empty() {
        return Err(UnknownReason::dynamic("dynamic offsets"));
    }
    let (results, constraints) = slice.slice_index(c, source, out)?;
    Ok(vec![c.entry(0, 0, c.map_constrained(&results, source, constraints))])
}

/// `tensor.insert_slice`: an element inside the slice reads the source at
/// `(d - offset) / stride` (offsets static or runtime variables); the
/// destination is read at the same index (a sound superset: the elements
/// the slice overwrites are included, as XLA does for dynamic_update_slice).
pub(super) fn tensor_insert_slice_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, out.len(), 2)?;
    let (results, constraints) = slice.slice_index(c, out, source)?;
    let (rts, rt_vars) = slice.runtime_variables(c, out, out);
    let map = c.map_of(MapParts { results: &results, dims: out, rts: &rts, constraints, ..MapParts::default() });
    let mut entries = vec![c.entry_with_rt_vars(0, 0, map, rt_vars), c.entry(0, 1, c.identity(out))];
    entries.extend(slice.offset_entries(c, out));
    Ok(entries)
}

/// Static `tensor.insert_slice`, input to output: source element `d` lands
/// at `d * stride + offset`; the destination at the same index (the sound
/// superset of the output-to-input rule, reversed).
pub(super) fn tensor_insert_slice_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let slice = slice_params(c, out.len(), 2)?;
    if !slice.dynamic.is_empty() {
        return Err(UnknownReason::dynamic("dynamic offsets"));
    }
    let results: Vec<_> = slice_dimensions(out, source, &slice.sizes)?
        .into_iter()
        .enumerate()
        .map(|(k, j)| match j {
            Some(j) => expr::add(expr::scale(c.dim(j), slice.strides[k]), c.constant(slice.offsets[k])),
            None => c.constant(slice.offsets[k]),
        })
        .collect();
    Ok(vec![c.entry(0, 0, c.map(&results, source)), c.entry(0, 1, c.identity(out))])
}

/// Static `tensor.pad`: the source is read at `d - low` inside it; padding
/// elements read no operand (the value comes from the region).
pub(super) fn tensor_pad_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 1 {
        return Err(UnknownReason::dynamic("dynamic padding"));
    }
    let (source, out) = (c.operand(0)?, c.result(0)?);
    let low = ir::i64_array(&c.op, "static_low")?;
    if low.len() != source.len() {
        return Err(UnknownReason::malformed("static_low does not match the rank"));
    }
    let (results, constraints) = padded_source_index(c, source, &low, &vec![0; low.len()]);
    Ok(vec![c.entry(0, 0, c.map_constrained(&results, out, constraints))])
}

/// Static `tensor.pad`, input to output: shifted by the low padding.
pub(super) fn tensor_pad_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    if c.operands.len() != 1 {
        return Err(UnknownReason::dynamic("dynamic padding"));
    }
    let source = c.operand(0)?;
    let low = ir::i64_array(&c.op, "static_low")?;
    if low.len() != source.len() {
        return Err(UnknownReason::malformed("static_low does not match the rank"));
    }
    let results: Vec<_> = (0..source.len()).map(|k| expr::add(c.dim(k), c.constant(low[k]))).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, source))])
}

/// `tensor.extract %t[%i, ...]`: the scalar reads `t` at runtime indices
/// (in bounds: an out-of-bounds extract is undefined behaviour).
pub(super) fn tensor_extract_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (tensor, out) = (c.operand(0)?, c.result(0)?);
    let rank = tensor.len();
    if c.operands.len() != 1 + rank {
        return Err(UnknownReason::malformed("index count does not match the rank"));
    }
    let results: Vec<_> = (0..rank).map(|i| c.symbol(i)).collect();
    let rts: Vec<_> = tensor.iter().map(|&n| Interval::for_size(n)).collect();
    Ok(runtime_indexed_read(c, out, &results, &rts, 1, rank))
}

/// `tensor.insert %v into %t[%i, ...]`: the element at the runtime index
/// reads the scalar; the destination is read at the same index (a sound
/// superset, the inserted element included).
pub(super) fn tensor_insert_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let rank = out.len();
    if c.operands.len() != 2 + rank {
        return Err(UnknownReason::malformed("index count does not match the rank"));
    }
    let rts: Vec<_> = out.iter().map(|&n| Interval::for_size(n)).collect();
    let constraints = (0..rank).map(|i| (expr::sub(c.dim(i), c.symbol(i)), Interval::new(0, 0))).collect();
    let rt_vars = scalar_operand_rt_vars(c, out, 2, rank);
    let mut entries = vec![
        c.entry_with_rt_vars(
            0,
            0,
            c.map_of(MapParts { results: &[], dims: out, rts: &rts, constraints, ..MapParts::default() }),
            rt_vars,
        ),
        c.entry(0, 1, c.identity(out)),
    ];
    entries.extend(scalar_operand_entries(c, out, 2, rank));
    Ok(entries)
}

pub(super) fn tensor_concat_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let (dimension, shapes) = tensor_concat_operands(c)?;
    let sizes: Vec<i64> = shapes.iter().map(|shape| shape[dimension]).collect();
    Ok(concat_output_to_input(c, out, dimension, &sizes))
}

/// The `dim` of a `tensor.concat` and its operand shapes.
fn tensor_concat_operands<'a>(c: &'a RuleContext<'_, '_>) -> Result<(usize, Vec<&'a [i64]>), UnknownReason> {
    let dimension = ir::integer(&c.op, "dim")? as usize;
    let shapes = (0..c.operands.len()).map(|o| c.operand(o)).collect::<Result<Vec<_>, _>>()?;
    if shapes.iter().any(|shape| shape.len() <= dimension) {
        return Err(UnknownReason::malformed("concat dimension out of range"));
    }
    Ok((dimension, shapes))
}

/// `tensor.concat`, input to output: operand `o` shifts by the sizes
/// before it along the concatenated dimension.
pub(super) fn tensor_concat_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (dimension, shapes) = tensor_concat_operands(c)?;
    Ok(concat_input_to_output(c, dimension, &shapes))
}

/// Every element is the scalar.
pub(super) fn tensor_splat_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let mut entries = vec![c.entry(0, 0, c.reads_whole(out, &[]))];
    for o in 1..c.operands.len() {
        entries.push(Entry {
            result: 0,
            operand: o,
            maps: Maps::Unknown(UnknownReason::dynamic("dynamic splat shape")),
        });
    }
    Ok(entries)
}

/// `tensor.from_elements %e0, %e1, ...`: result element at row-major
/// position `k` is scalar operand `k`.
pub(super) fn tensor_from_elements_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let count: i64 = out.iter().product();
    if count != c.operands.len() as i64 {
        return Err(UnknownReason::malformed("element count does not match the result shape"));
    }
    let position = crate::rules::shapes::row_major(out.len())
        .into_iter()
        .fold((c.constant(0), 1), |(sum, stride), k| (expr::add(sum, expr::scale(c.dim(k), stride)), stride * out[k]))
        .0;
    Ok((0..c.operands.len())
        .map(|k| c.entry(0, k, c.map_constrained(&[], out, vec![(position, Interval::point(k as i64))])))
        .collect())
}

/// `tensor.generate`: each element is computed by the region at its index
/// (what the region captures is read there, in function indexing); the
/// operands are the dynamic extents, each read by every element (as
/// `dynamic_iota` reads its shape), and are the size variables' sources.
pub(super) fn tensor_generate_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    (0..c.operands.len()).map(|k| Ok(c.entry(0, k, c.reads_whole(out, &[])))).collect()
}

/// `tensor.rank`: the rank is the type's, no element is read.
pub(super) fn tensor_rank_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![c.nothing(0, 0)])
}

/// `tensor.dim %t, %i`: a size of `%t`'s shape, no element of `%t`; the
/// dimension number `%i` is read.
pub(super) fn tensor_dim_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    Ok(vec![c.nothing(0, 0), c.entry(0, 1, c.map(&[], out))])
}

/// The batch rank of a `tensor.gather`/`scatter` (the index tensor's
/// dimensions but the last), its gathered (scattered) dimensions, and
/// whether the full tensor's dimensions are all present in the sliced
/// shape (size 1 at the gathered ones) or the gathered ones are dropped.
fn gather_layout(
    c: &RuleContext<'_, '_>,
    attribute: &str,
    full: &[i64],
    indices: &[i64],
    sliced: &[i64],
) -> Result<(usize, Vec<usize>, bool), UnknownReason> {
    let dims = crate::rules::shapes::to_usize(&ir::i64_array(&c.op, attribute)?, full.len(), attribute)?;
    let batch = indices.len().checked_sub(1).ok_or_else(|| UnknownReason::malformed("a rank-0 index tensor"))?;
    if indices[batch] != dims.len() as i64 {
        return Err(UnknownReason::malformed(format!("the index tensor's last dimension does not match {attribute}")));
    }
    let kept = if sliced.len() == batch + full.len() {
        true
    } else if sliced.len() + dims.len() == batch + full.len() {
        false
    } else {
        return Err(UnknownReason::malformed("the sliced shape does not match the batch and the tensor"));
    };
    Ok((batch, dims, kept))
}

/// The full tensor's index for a sliced-shape index whose batch positions
/// are `batch` expressions and non-batch dimensions start at `first`;
/// gathered dimension `j` is `at(j)`.
fn full_index<'c>(
    c: &RuleContext<'c, '_>,
    full_rank: usize,
    dims: &[usize],
    kept: bool,
    first: usize,
    at: impl Fn(usize) -> AffineExpr<'c>,
) -> Vec<AffineExpr<'c>> {
    let mut next = first;
    (0..full_rank)
        .map(|k| match dims.iter().position(|&g| g == k) {
            Some(j) => {
                next += usize::from(kept);
                at(j)
            }
            None => {
                next += 1;
                c.dim(next - 1)
            }
        })
        .collect()
}

/// `tensor.gather %source[%indices] gather_dims(...)`: result index
/// (batch `b`, slice `s`) reads the source at `s` with each gathered
/// dimension `j` at runtime variable `rt_j` — the index element
/// `indices[b, j]`, within the dimension (out of bounds is undefined) —
/// and the whole index row `indices[b, :]`.
pub(super) fn tensor_gather_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (source, indices, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let (batch, dims, kept) = gather_layout(c, "gather_dims", source, indices, out)?;
    let results = full_index(c, source.len(), &dims, kept, batch, |j| c.symbol(j));
    let rts: Vec<_> = dims.iter().map(|&k| Interval::for_size(source[k])).collect();
    let row = |last: AffineExpr<'c>| {
        let mut index: Vec<_> = (0..batch).map(|b| c.dim(b)).collect();
        index.push(last);
        index
    };
    let rt_vars = (0..dims.len())
        .map(|j| RtVar { rt: j, operand: 1, index: c.map(&row(c.constant(j as i64)), out), size: None, clamped: true })
        .collect();
    let map = c.map_of(MapParts { results: &results, dims: out, rts: &rts, ..MapParts::default() });
    let indices_read = c.map_ranged(&row(c.symbol(0)), out, &[Interval::for_size(indices[batch])]);
    Ok(vec![c.entry_with_rt_vars(0, 0, map, rt_vars), c.entry(0, 1, indices_read)])
}

/// `tensor.scatter %source into %dest[%indices] scatter_dims(...)
/// unique`: result element `j` is the source slice element whose index
/// row names `j`'s scattered coordinates, or `dest[j]` when none does.
/// Which row (if any) is read at run time: the source at every batch
/// position and `dest[j]` are a superset that says so; every index row is
/// read (whether any names `j` depends on all of them).
pub(super) fn tensor_scatter_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (source, indices, out) = (c.operand(0)?, c.operand(2)?, c.result(0)?);
    let (batch, dims, kept) = gather_layout(c, "scatter_dims", out, indices, source)?;
    // Source index: batch positions are range variables, then the result
    // index with each scattered dimension at 0 (kept, size 1) or dropped.
    let mut results: Vec<_> = (0..batch).map(|b| c.symbol(b)).collect();
    for (k, e) in (0..out.len()).map(|k| (k, c.dim(k))) {
        if !dims.contains(&k) {
            results.push(e);
        } else if kept {
            results.push(c.constant(0));
        }
    }
    let why: std::rc::Rc<str> =
        "tensor.scatter: which source row lands on an element (if any) is read at run time: every row, and the destination"
            .into();
    let marked = |map| crate::OperandMap { map, rt_vars: Vec::new(), superset: Some(why.clone()) };
    let source_read = c.map_ranged(&results, out, &crate::rules::shapes::sizes(&indices[..batch]));
    Ok(vec![
        Entry { result: 0, operand: 0, maps: Maps::Known(vec![marked(source_read)]) },
        Entry { result: 0, operand: 1, maps: Maps::Known(vec![marked(c.identity(out))]) },
        c.entry(0, 2, c.reads_whole(out, indices)),
    ])
}

/// `tensor.generate`: the dynamic extents, one operand per dynamic
/// dimension in order.
pub(super) fn tensor_generate_result_sizes(op: &OperationRef, r: usize, i: usize) -> Option<SizeSource> {
    let shape = ir::shape_dims(op.result(r).ok()?.r#type()).ok()?;
    Some(SizeSource::Element(shape[..i].iter().filter(|d| d.is_none()).count(), None))
}
