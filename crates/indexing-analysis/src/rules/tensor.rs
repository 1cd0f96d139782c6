//! Indexing rules of tensor ops: reshapes, casts, slices (static sizes and strides; offsets static or runtime variables with provenance), pads, concatenation, extract/insert and splat.

use crate::UnknownReason;
use crate::ir;
use crate::rules::shapes::{
    concat_input_to_output, concat_output_to_input, padded_source_index, reshape_entry, runtime_indexed_read,
    scalar_operand_entries, scalar_operand_rt_vars, slice_dimensions,
};
use crate::rules::{MapParts, RuleContext, RuleResult, RuleRow};
use crate::{Direction, Entry, Maps, RtVar};
use indexing_map::Interval;
use indexing_map::expr::{self};
use melior::ir::AffineExpr;

/// Constraints `expr in [lo, hi]` of a map under construction.
type Constraints<'c> = Vec<(AffineExpr<'c>, Interval)>;

/// One row per tensor op, sorted by op name; a missing reverse is `None`.
#[rustfmt::skip]
pub static TENSOR_RULES: &[RuleRow] = &[
    RuleRow::new("tensor.bitcast", tensor_cast_output_to_input, Some(tensor_cast_input_to_output)),
    RuleRow::new("tensor.cast", tensor_cast_output_to_input, Some(tensor_cast_input_to_output)),
    RuleRow::new("tensor.collapse_shape", tensor_reshape_output_to_input, Some(tensor_reshape_input_to_output)),
    RuleRow::new("tensor.concat", tensor_concat_output_to_input, Some(tensor_concat_input_to_output)),
    RuleRow::new("tensor.expand_shape", tensor_reshape_output_to_input, Some(tensor_reshape_input_to_output)),
    RuleRow::new("tensor.extract", tensor_extract_output_to_input, None),
    RuleRow::new("tensor.extract_slice", tensor_extract_slice_output_to_input, Some(tensor_extract_slice_input_to_output)),
    RuleRow::new("tensor.insert", tensor_insert_output_to_input, None),
    RuleRow::new("tensor.insert_slice", tensor_insert_slice_output_to_input, Some(tensor_insert_slice_input_to_output)),
    RuleRow::new("tensor.pad", tensor_pad_output_to_input, Some(tensor_pad_input_to_output)),
    RuleRow::new("tensor.reshape", tensor_reshape_output_to_input, Some(tensor_reshape_with_shape_input_to_output)),
    RuleRow::new("tensor.splat", tensor_splat_output_to_input, None),
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
        return Err("operand and result shapes differ".into());
    }
    let results: Vec<_> = (0..out.len()).map(|i| c.d(i)).collect();
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
        return Err("slice attributes do not match the rank".into());
    }
    if sizes.contains(&DYNAMIC) || strides.contains(&DYNAMIC) {
        return Err(UnknownReason::dynamic("dynamic sizes or strides"));
    }
    let dims: Vec<usize> = (0..rank).filter(|&k| offsets[k] == DYNAMIC).collect();
    if c.operands.len() != fixed + dims.len() {
        return Err("dynamic offset operands do not match static_offsets".into());
    }
    let dynamic = dims.into_iter().enumerate().map(|(i, k)| (k, fixed + i)).collect();
    Ok(Slice { offsets, dynamic, sizes, strides })
}

impl Slice {
    /// The offset of dimension `k`: a constant, or the runtime variable of
    /// its dynamic offset.
    fn offset<'c>(&self, c: &RuleContext<'c, '_>, k: usize) -> AffineExpr<'c> {
        match self.dynamic.iter().position(|&(d, _)| d == k) {
            Some(i) => c.s(i),
            None => c.c(self.offsets[k]),
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
            .map(|(i, &(_, operand))| RtVar { rt: i, operand, index: c.reads_whole(out, &[]), size: None })
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
        let mut results = vec![c.c(0); small.len()];
        let mut constraints = Vec::new();
        for (k, j) in slice_dimensions(full, small, &self.sizes)?.into_iter().enumerate() {
            let shifted = expr::sub(c.d(k), self.offset(c, k));
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
            Some(j) => expr::add(expr::scale(c.d(j), slice.strides[k]), slice.offset(c, k)),
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
            Some(j) => expr::add(expr::scale(c.d(j), slice.strides[k]), c.c(slice.offsets[k])),
            None => c.c(slice.offsets[k]),
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
        return Err("static_low does not match the rank".into());
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
        return Err("static_low does not match the rank".into());
    }
    let results: Vec<_> = (0..source.len()).map(|k| expr::add(c.d(k), c.c(low[k]))).collect();
    Ok(vec![c.entry(0, 0, c.map(&results, source))])
}

/// `tensor.extract %t[%i, ...]`: the scalar reads `t` at runtime indices
/// (in bounds: an out-of-bounds extract is undefined behaviour).
pub(super) fn tensor_extract_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (tensor, out) = (c.operand(0)?, c.result(0)?);
    let rank = tensor.len();
    if c.operands.len() != 1 + rank {
        return Err("index count does not match the rank".into());
    }
    let results: Vec<_> = (0..rank).map(|i| c.s(i)).collect();
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
        return Err("index count does not match the rank".into());
    }
    let rts: Vec<_> = out.iter().map(|&n| Interval::for_size(n)).collect();
    let constraints = (0..rank).map(|i| (expr::sub(c.d(i), c.s(i)), Interval::new(0, 0))).collect();
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
        return Err("concat dimension out of range".into());
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
