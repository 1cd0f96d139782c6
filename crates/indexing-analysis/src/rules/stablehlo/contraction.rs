//! Contractions: `dot_general`, `dot`, `chlo.ragged_dot` and `convolution`.

use crate::ir;
use crate::rules::SizeSource;
use crate::rules::operand_rank;
use crate::rules::shapes::{dimension_numbers, syms, to_usize};
use crate::rules::{MapParts, RuleContext, RuleResult};
use crate::{Maps, UnknownReason};
use index_opt_native::stablehlo::{ConvDimensionNumbers, DotDimensionNumbers, RaggedDotDimensionNumbers};
use indexing_map::Interval;
use indexing_map::expr::{add, floordiv, modulo_expr, scale, sub};
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// Result dimensions: batch, then lhs free, then rhs free; contracted
/// dimensions are range variables shared by both operands.
pub(super) fn dot_general_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dn = dimension_numbers(c, "dot_dimension_numbers", "stablehlo.dot", DotDimensionNumbers::from_attribute)?;
    let dims = Contracted::of(&dn, lhs, rhs)?;
    contraction(c, lhs, rhs, out, &dims, Shape::Dot)
}

/// A dot's batch and contracting dimensions, checked against the ranks.
struct Contracted {
    lb: Vec<usize>,
    rb: Vec<usize>,
    lc: Vec<usize>,
    rc: Vec<usize>,
}

impl Contracted {
    fn of(dn: &DotDimensionNumbers, lhs: &[i64], rhs: &[i64]) -> Result<Self, UnknownReason> {
        Ok(Contracted {
            lb: to_usize(&dn.lhs_batching_dimensions, lhs.len(), "lhs batching")?,
            rb: to_usize(&dn.rhs_batching_dimensions, rhs.len(), "rhs batching")?,
            lc: to_usize(&dn.lhs_contracting_dimensions, lhs.len(), "lhs contracting")?,
            rc: to_usize(&dn.rhs_contracting_dimensions, rhs.len(), "rhs contracting")?,
        })
    }
}

/// How a contraction's result is laid out beyond `dot_general`'s batch,
/// lhs free, rhs free dimensions.
#[derive(Clone, Copy)]
enum Shape {
    /// `dot_general`'s.
    Dot,
    /// `ragged_dot` with the lhs ragged along a free dimension: rhs
    /// dimension `group` selects the matrix of a row's group (a range
    /// variable: which group is read at run time).
    GroupedRhs { group: usize },
    /// `ragged_dot` ragged along a contracting dimension: a leading result
    /// dimension numbers the groups.
    LeadingGroup,
}

/// `chlo.ragged_dot`: a `dot_general` whose lhs ragged dimension is cut
/// into groups by the `group_sizes` operand. Ragged along a free lhs
/// dimension, a row reads the rhs matrix of its group (rhs group
/// dimension); along a contracting dimension, result group `g` (a leading
/// dimension) contracts the positions of group `g`; along a batch
/// dimension it is a `dot_general`. Which group a row is in, and which
/// positions a group has, are prefix sums of `group_sizes` read at run
/// time: every entry is the sound superset over every group (rows of no
/// group are zeros and read nothing); `group_sizes` is read whole, except
/// that with groups along a contracting dimension (and one dimension of
/// sizes) result group `g` reads the sizes of groups `0..=g`.
pub(super) fn ragged_dot_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, groups, out) = (c.operand(0)?, c.operand(1)?, c.operand(2)?, c.result(0)?);
    let dn = dimension_numbers(
        c,
        "ragged_dot_dimension_numbers",
        "chlo.ragged_dot",
        RaggedDotDimensionNumbers::from_attribute,
    )?;
    let dims = Contracted::of(&dn.dot, lhs, rhs)?;
    let ragged = match to_usize(&dn.lhs_ragged_dimensions, lhs.len(), "lhs ragged")?[..] {
        [k] => k,
        _ => return Err(UnknownReason::malformed("ragged_dot needs exactly one lhs ragged dimension")),
    };
    let group = to_usize(&dn.rhs_group_dimensions, rhs.len(), "rhs group")?;
    let shape = if dims.lc.contains(&ragged) {
        Shape::LeadingGroup
    } else if dims.lb.contains(&ragged) {
        Shape::Dot
    } else {
        match group[..] {
            [g] if !dims.rb.contains(&g) && !dims.rc.contains(&g) => Shape::GroupedRhs { group: g },
            _ => {
                return Err(UnknownReason::malformed(
                    "ragged_dot ragged along a free dimension needs one rhs group dimension",
                ));
            }
        }
    };
    let mut entries = contraction(c, lhs, rhs, out, &dims, shape)?;
    let sizes_read = match (shape, groups) {
        // Result group `d0` contracts the positions after groups 0..d0-1:
        // it reads the sizes of groups 0..=d0.
        (Shape::LeadingGroup, &[n]) => c.map_of(MapParts {
            results: &[c.symbol(0)],
            dims: out,
            ranges: &[Interval::for_size(n)],
            constraints: vec![(sub(c.symbol(0), c.dim(0)), Interval::new(-n, 0))],
            ..MapParts::default()
        }),
        _ => c.reads_whole(out, groups),
    };
    entries.push(c.entry(0, 2, sizes_read));
    let why: std::rc::Rc<str> =
        "chlo.ragged_dot: the group of each row is read at run time (prefix sums of group_sizes): every group".into();
    for entry in &mut entries {
        if let Maps::Known(maps) = &mut entry.maps {
            maps.iter_mut().for_each(|m| m.superset = Some(why.clone()));
        }
    }
    Ok(entries)
}

/// The deprecated `dot`: contracts the last lhs dimension with the first rhs
/// dimension.
pub(super) fn dot_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dims = Contracted { lb: vec![], rb: vec![], lc: vec![lhs.len() - 1], rc: vec![0] };
    contraction(c, lhs, rhs, out, &dims, Shape::Dot)
}

/// Result dimensions: (a leading group,) batch, lhs free, rhs free;
/// contracted dimensions (and an rhs group dimension) are range variables.
fn contraction<'c>(
    c: &RuleContext<'c, '_>,
    lhs: &[i64],
    rhs: &[i64],
    out: &[i64],
    dims: &Contracted,
    shape: Shape,
) -> RuleResult<'c> {
    let Contracted { lb, rb, lc, rc } = dims;
    let (lead, group) = match shape {
        Shape::Dot => (0, None),
        Shape::GroupedRhs { group } => (0, Some(group)),
        Shape::LeadingGroup => (1, None),
    };
    let lhs_free: Vec<usize> = (0..lhs.len()).filter(|k| !lb.contains(k) && !lc.contains(k)).collect();
    let rhs_free: Vec<usize> =
        (0..rhs.len()).filter(|k| !rb.contains(k) && !rc.contains(k) && group != Some(*k)).collect();
    if lead + lb.len() + lhs_free.len() + rhs_free.len() != out.len() {
        return Err(UnknownReason::malformed("result rank does not match the dimension numbers"));
    }
    let mut ranges: Vec<_> = lc.iter().map(|&k| Interval::for_size(lhs[k])).collect();
    // `group`: the rhs's group dimension (the lhs has none).
    let index = |shape: &[i64], batch: &[usize], contracting: &[usize], free: &[usize], first_free, group| {
        (0..shape.len())
            .map(|k| {
                if let Some(i) = batch.iter().position(|&b| b == k) {
                    c.dim(lead + i)
                } else if let Some(j) = contracting.iter().position(|&b| b == k) {
                    c.symbol(j)
                } else if group == Some(k) {
                    c.symbol(contracting.len())
                } else {
                    c.dim(lead + first_free + free.iter().position(|&f| f == k).unwrap())
                }
            })
            .collect::<Vec<_>>()
    };
    let lhs_index = index(lhs, lb, lc, &lhs_free, lb.len(), None);
    let rhs_index = index(rhs, rb, rc, &rhs_free, lb.len() + lhs_free.len(), group);
    let lhs_map = c.map_ranged(&lhs_index, out, &ranges);
    if let Some(g) = group {
        ranges.push(Interval::for_size(rhs[g]));
    }
    Ok(vec![c.entry(0, 0, lhs_map), c.entry(0, 1, c.map_ranged(&rhs_index, out, &ranges))])
}

pub(super) fn dot_general_input_to_output<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs) = (c.operand(0)?, c.operand(1)?);
    let dn = dimension_numbers(c, "dot_dimension_numbers", "stablehlo.dot", DotDimensionNumbers::from_attribute)?;
    let lb = to_usize(&dn.lhs_batching_dimensions, lhs.len(), "lhs batching")?;
    let rb = to_usize(&dn.rhs_batching_dimensions, rhs.len(), "rhs batching")?;
    let lc = to_usize(&dn.lhs_contracting_dimensions, lhs.len(), "lhs contracting")?;
    let rc = to_usize(&dn.rhs_contracting_dimensions, rhs.len(), "rhs contracting")?;
    let lhs_free: Vec<usize> = (0..lhs.len()).filter(|k| !lb.contains(k) && !lc.contains(k)).collect();
    let rhs_free: Vec<usize> = (0..rhs.len()).filter(|k| !rb.contains(k) && !rc.contains(k)).collect();
    // lhs element -> results: batch and lhs free from the lhs index, rhs
    // free dimensions all (range variables).
    let mut lhs_results: Vec<_> = lb.iter().map(|&k| c.dim(k)).collect();
    lhs_results.extend(lhs_free.iter().map(|&k| c.dim(k)));
    lhs_results.extend(syms(c, rhs_free.len()));
    let lhs_ranges: Vec<_> = rhs_free.iter().map(|&k| Interval::for_size(rhs[k])).collect();
    let mut rhs_results: Vec<_> = rb.iter().map(|&k| c.dim(k)).collect();
    rhs_results.extend(syms(c, lhs_free.len()));
    rhs_results.extend(rhs_free.iter().map(|&k| c.dim(k)));
    let rhs_ranges: Vec<_> = lhs_free.iter().map(|&k| Interval::for_size(lhs[k])).collect();
    Ok(vec![
        c.entry(0, 0, c.map_ranged(&lhs_results, lhs, &lhs_ranges)),
        c.entry(0, 1, c.map_ranged(&rhs_results, rhs, &rhs_ranges)),
    ])
}

/// Convolution with dimension numbers, strides, padding, lhs/rhs dilation,
/// window reversal and feature/batch groups.
pub(super) fn convolution_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (lhs, rhs, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let dn = dimension_numbers(c, "dimension_numbers", "stablehlo.conv", ConvDimensionNumbers::from_attribute)?;
    let n = dn.input_spatial_dimensions.len();
    let strides = ir::i64_array_or(&c.op, "window_strides", vec![1; n])?;
    let lhs_dilation = ir::i64_array_or(&c.op, "lhs_dilation", vec![1; n])?;
    let rhs_dilation = ir::i64_array_or(&c.op, "rhs_dilation", vec![1; n])?;
    let reversal = ir::bool_array_or(&c.op, "window_reversal", n)?;
    let padding = ir::padding_pairs(&c.op, "padding", n)?;
    let feature_groups = ir::integer(&c.op, "feature_group_count")?;
    let batch_groups = ir::integer(&c.op, "batch_group_count")?;
    let u = |v: i64| v as usize;
    let (ib, ifeat) = (u(dn.input_batch_dimension), u(dn.input_feature_dimension));
    let (ki, ko) = (u(dn.kernel_input_feature_dimension), u(dn.kernel_output_feature_dimension));
    let (ob, of) = (u(dn.output_batch_dimension), u(dn.output_feature_dimension));
    let output_features = out[of];
    let kernel_input_features = rhs[ki];
    // Each group takes an equal share of the output features and batch
    // (the verifier checks this; unverified IR gets a reason, not a panic).
    let divides = |groups: i64, size: i64| groups > 0 && size % groups == 0 && size / groups > 0;
    if !divides(feature_groups, output_features)
        || !divides(batch_groups, output_features)
        || !divides(batch_groups, lhs[ib])
    {
        return Err(UnknownReason::malformed("group counts do not divide the output features and the batch"));
    }

    // Range variables: the kernel's spatial positions, then the input
    // feature within a group.
    let mut ranges: Vec<Interval> =
        dn.kernel_spatial_dimensions.iter().map(|&k| Interval::for_size(rhs[u(k)])).collect();
    ranges.push(Interval::for_size(kernel_input_features));
    let feature = c.symbol(n);

    let mut lhs_index = vec![c.constant(0); lhs.len()];
    let mut constraints = Vec::new();
    lhs_index[ib] = if batch_groups > 1 {
        let group = floordiv(c.dim(of), output_features / batch_groups);
        add(scale(group, lhs[ib] / batch_groups), c.dim(ob))
    } else {
        c.dim(ob)
    };
    lhs_index[ifeat] = if feature_groups > 1 {
        let group = floordiv(c.dim(of), output_features / feature_groups);
        add(scale(group, kernel_input_features), feature)
    } else {
        feature
    };
    for i in 0..n {
        let position = add(
            add(scale(c.dim(u(dn.output_spatial_dimensions[i])), strides[i]), scale(c.symbol(i), rhs_dilation[i])),
            c.constant(-padding[i].0),
        );
        let input_dim = u(dn.input_spatial_dimensions[i]);
        lhs_index[input_dim] = floordiv(position, lhs_dilation[i]);
        constraints.push((position, Interval::new(0, (lhs[input_dim] - 1) * lhs_dilation[i])));
        if lhs_dilation[i] > 1 {
            constraints.push((modulo_expr(position, lhs_dilation[i]), Interval::point(0)));
        }
    }
    let mut rhs_index = vec![c.constant(0); rhs.len()];
    rhs_index[ki] = feature;
    rhs_index[ko] = c.dim(of);
    for i in 0..n {
        let k = u(dn.kernel_spatial_dimensions[i]);
        rhs_index[k] = if reversal[i] { sub(c.constant(rhs[k] - 1), c.symbol(i)) } else { c.symbol(i) };
    }
    // The input is read only at window positions that are input elements
    // (padding and the holes of the lhs dilation are no elements of it);
    // the kernel is read at every window position: the specification's
    // result is the sum over the padded, dilated window times the kernel,
    // so a kernel element over padding or a hole is still an input of the
    // arithmetic (its product with the zero there is NaN for a NaN or an
    // infinity: docs/contract.md, "What reads means").
    Ok(vec![
        c.entry(
            0,
            0,
            c.map_of(MapParts { results: &lhs_index, dims: out, ranges: &ranges, constraints, ..MapParts::default() }),
        ),
        c.entry(0, 1, c.map_ranged(&rhs_index, out, &ranges)),
    ])
}

/// The letters of one side of an `einsum_config`, with an ellipsis (`...`)
/// expanded to the `rank` minus the other letters' count dimensions it
/// stands for, as stand-in letters numbered from the right (numpy's
/// broadcasting: the last ellipsis dimension of every side is one
/// dimension).
fn einsum_letters(side: &str, rank: usize) -> Result<Vec<char>, UnknownReason> {
    let Some((before, after)) = side.split_once("...") else { return Ok(side.chars().collect()) };
    let explicit = before.chars().count() + after.chars().count();
    let ellipsis = rank
        .checked_sub(explicit)
        .ok_or_else(|| UnknownReason::malformed(format!("einsum side '{side}' has more letters than rank {rank}")))?;
    // Stand-ins from a private-use range, the last ellipsis dimension first.
    let stand_in = |j: usize| char::from_u32(0xF0000 + j as u32).unwrap_or('\u{FFFD}');
    let mut letters: Vec<char> = before.chars().collect();
    letters.extend((0..ellipsis).rev().map(stand_in));
    letters.extend(after.chars());
    Ok(letters)
}

/// `einsum` and `unary_einsum` (deprecated; `einsum_config` such as
/// `"ab,bc->ac"`): an operand dimension whose letter names a result
/// dimension is read at that index; a letter the result does not name is
/// summed over (a range variable, shared by the operands that have it); a
/// letter repeated in one operand reads its diagonal; a size-1 dimension
/// broadcast under an ellipsis reads index 0.
pub(super) fn einsum_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let config = ir::string(&c.op, "einsum_config").ok_or_else(|| UnknownReason::malformed("missing einsum_config"))?;
    let (inputs, output) =
        config.split_once("->").ok_or_else(|| UnknownReason::malformed("einsum_config has no '->'"))?;
    let sides: Vec<&str> = inputs.split(',').collect();
    if sides.len() != c.operands.len() {
        return Err(UnknownReason::malformed(format!("einsum_config names {} operands", sides.len())));
    }
    let out = c.result(0)?;
    let output = einsum_letters(output, out.len())?;
    if output.len() != out.len() {
        return Err(UnknownReason::malformed("einsum_config's result letters do not match the result's rank"));
    }
    let mut letters = Vec::new();
    for (k, side) in sides.iter().enumerate() {
        let shape = c.operand(k)?;
        let side = einsum_letters(side, shape.len())?;
        if side.len() != shape.len() {
            return Err(UnknownReason::malformed(format!("einsum operand {k}'s letters do not match its rank")));
        }
        letters.push(side);
    }
    if let Some(&letter) = output.iter().find(|&&l| !letters.iter().any(|side| side.contains(&l))) {
        return Err(UnknownReason::malformed(format!("einsum result letter '{letter}' names no operand dimension")));
    }
    // The summed letters, in order of first appearance, with their sizes.
    let mut summed: Vec<(char, i64)> = Vec::new();
    for (k, side) in letters.iter().enumerate() {
        for (&letter, &size) in side.iter().zip(c.operand(k)?) {
            if !output.contains(&letter) && !summed.iter().any(|&(l, _)| l == letter) {
                summed.push((letter, size));
            }
        }
    }
    let ranges: Vec<Interval> = summed.iter().map(|&(_, size)| Interval::for_size(size)).collect();
    let mut entries = Vec::new();
    for (k, side) in letters.iter().enumerate() {
        let shape = c.operand(k)?;
        let mut results = Vec::with_capacity(side.len());
        for (&letter, &size) in side.iter().zip(shape) {
            results.push(match output.iter().position(|&l| l == letter) {
                Some(p) if size == 1 && out[p] != 1 => c.constant(0),
                Some(p) => c.dim(p),
                None => c.symbol(summed.iter().position(|&(l, _)| l == letter).unwrap_or(0)),
            });
        }
        entries.push(c.entry(0, k, c.map_ranged(&results, out, &ranges)));
    }
    Ok(entries)
}

/// `dot`: lhs `[m?, k]` x rhs `[k, n?]` -> `[m?, n?]`.
pub(super) fn dot_result_sizes(op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    let lhs_free = operand_rank(op, 0)?.checked_sub(1)?;
    Some(if i < lhs_free { SizeSource::OperandDim(0, i) } else { SizeSource::OperandDim(1, 1 + i - lhs_free) })
}

/// `dot_general`: the batch dimensions (the lhs's), then the lhs's free
/// dimensions, then the rhs's.
pub(super) fn dot_general_result_sizes(op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    let dn = DotDimensionNumbers::from_attribute(op.attribute("dot_dimension_numbers").ok()?)?;
    let free = |rank: usize, batch: &[i64], contracting: &[i64]| -> Vec<usize> {
        (0..rank).filter(|d| !batch.contains(&(*d as i64)) && !contracting.contains(&(*d as i64))).collect()
    };
    let batch = &dn.lhs_batching_dimensions;
    let lhs_free = free(operand_rank(op, 0)?, batch, &dn.lhs_contracting_dimensions);
    let rhs_free = free(operand_rank(op, 1)?, &dn.rhs_batching_dimensions, &dn.rhs_contracting_dimensions);
    Some(if i < batch.len() {
        SizeSource::OperandDim(0, usize::try_from(batch[i]).ok()?)
    } else if i < batch.len() + lhs_free.len() {
        SizeSource::OperandDim(0, lhs_free[i - batch.len()])
    } else {
        SizeSource::OperandDim(1, *rhs_free.get(i - batch.len() - lhs_free.len())?)
    })
}
