//! Integer scalars as affine functions of one value (`2 * i + 1`, JAX's
//! wrapped negative index), and the values of loop counters while their
//! loop's body is walked: what folds an index a body computes from its
//! counter into a map over the counter. Imported by `compose` (the fold)
//! and by `induction` and `loops` (counters); imports no sibling.

use crate::ir::{self, ValueKey};
use indexing_map::Interval;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::IntegerType;
use melior::ir::{BlockLike, OperationRef, Value, ValueLike};
use rustc_hash::FxHashMap as HashMap;

/// An integer scalar as `scale * base + offset` (a constant when `base` is
/// `None`).
#[derive(Clone, Copy)]
pub(super) struct Affine<'c, 'a> {
    /// The value, or `None` for a constant.
    pub(super) base: Option<Value<'c, 'a>>,
    /// The factor of `base`.
    pub(super) scale: i64,
    /// The constant added.
    pub(super) offset: i64,
}

impl<'c, 'a> Affine<'c, 'a> {
    fn constant(offset: i64) -> Self {
        Affine { base: None, scale: 0, offset }
    }

    /// `self * factor`.
    fn times(self, factor: i64) -> Option<Self> {
        Some(Affine {
            base: self.base,
            scale: self.scale.checked_mul(factor)?,
            offset: self.offset.checked_mul(factor)?,
        })
    }

    /// `self + sign * other` (the same base or a constant).
    fn plus(self, other: Self, sign: i64) -> Option<Self> {
        let other = other.times(sign)?;
        let base = match (self.base, other.base) {
            (Some(a), Some(b)) if a != b => return None,
            (a, b) => a.or(b),
        };
        Some(Affine {
            base,
            scale: self.scale.checked_add(other.scale)?,
            offset: self.offset.checked_add(other.offset)?,
        })
    }
}

/// `value` (an integer scalar, or a tensor of one element: its element)
/// as an affine function of one integer scalar it is computed from,
/// through constants, `add`, `subtract`, `multiply` by a constant,
/// `negate`, widening `convert`, `func.call` (through the callee's
/// returned value) and the `broadcast_in_dim` or `reshape` of one element
/// into another shape of one element (a scatter's index vector,
/// `.at[i].set`); `None` for anything else.
pub(super) fn affine_of<'c, 'a>(
    value: Value<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
    depth: usize,
) -> Option<Affine<'c, 'a>> {
    if depth > 32 || !is_integer_element(value) {
        return None;
    }
    let Some((op, result)) = ir::defining_op(value) else {
        return Some(Affine { base: Some(value), scale: 1, offset: 0 });
    };
    let operand = |i: usize| op.operand(i).ok().and_then(|v| affine_of(v, functions, depth + 1));
    match ir::op_name(&op) {
        "stablehlo.constant" => integer_constant(value).map(Affine::constant),
        "stablehlo.add" => operand(0)?.plus(operand(1)?, 1),
        "stablehlo.subtract" => operand(0)?.plus(operand(1)?, -1),
        "stablehlo.negate" => operand(0)?.times(-1),
        "stablehlo.broadcast_in_dim" | "stablehlo.reshape" => operand(0),
        "stablehlo.multiply" => {
            let (a, b) = (operand(0)?, operand(1)?);
            match (a.base, b.base) {
                (None, _) => b.times(a.offset),
                (_, None) => a.times(b.offset),
                _ => None,
            }
        }
        "stablehlo.convert" => {
            let from = op.operand(0).ok()?;
            (ir::element_bit_width(from.r#type())? <= ir::element_bit_width(value.r#type())?)
                .then(|| operand(0))
                .flatten()
        }
        "func.call" => {
            let callee = functions.get(&ir::callee_name(&op)?)?;
            let block = ir::body_block(callee).ok()?;
            let inner = affine_of(block.terminator()?.operand(result).ok()?, functions, depth + 1)?;
            let Some(base) = inner.base else { return Some(inner) };
            let p = (0..block.argument_count()).find(|&p| block.argument(p).is_ok_and(|a| Value::from(a) == base))?;
            Affine::constant(inner.offset).plus(operand(p)?.times(inner.scale)?, 1)
        }
        _ => None,
    }
}

/// A runtime index computed from a block argument: `scale * a + offset`
/// of argument `argument`, wrapped once by `wrap` where that is negative
/// (`select(x < 0, x + N, x)`, how JAX normalizes a negative index).
pub(super) struct AffineIndex {
    /// The argument's position among the walk's arguments.
    pub(super) argument: usize,
    scale: i64,
    offset: i64,
    wrap: Option<i64>,
    /// The argument's values, when known (a loop counter's).
    values: Option<Interval>,
}

thread_local! {
    /// The values of the loop counters whose body is being walked, by the
    /// body's block argument (set by [`with_counter_values`]).
    static COUNTER_VALUES: ir::KnownValues<Interval> = Default::default();
}

/// Runs `walk` with the values of loop counters known (`values`: a body
/// argument and what it holds over the iterations), so that indices the
/// body computes from a counter fold into maps over the counter.
pub(super) fn with_counter_values<T>(values: &[(ValueKey, Interval)], walk: impl FnOnce() -> T) -> T {
    ir::with_known(&COUNTER_VALUES, values, walk)
}

/// What the loop counter `key` holds over the iterations, while its loop's
/// body is walked.
pub(super) fn counter_value(key: ValueKey) -> Option<Interval> {
    ir::known_value(&COUNTER_VALUES, key)
}

/// What `value` holds over the iterations of the loops whose bodies are
/// being walked: a counter's values, or those of an affine function of a
/// counter (`scale * i + offset` over the counter's interval, which
/// contains every value it takes).
pub(super) fn values_of<'c, 'a>(
    value: Value<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
) -> Option<Interval> {
    if let Some(values) = counter_value(ValueKey::of(value)) {
        return Some(values);
    }
    let affine = affine_of(value, functions, 0)?;
    let values = counter_value(ValueKey::of(affine.base?))?;
    let (a, b) = (
        affine.scale.checked_mul(values.lower)?.checked_add(affine.offset)?,
        affine.scale.checked_mul(values.upper)?.checked_add(affine.offset)?,
    );
    Some(Interval::new(a.min(b), a.max(b)))
}

/// `source` as an [`AffineIndex`] of one of `arguments`.
pub(super) fn affine_index(source: Value<'_, '_>, arguments: &[ValueKey]) -> Option<AffineIndex> {
    let plain: HashMap<String, OperationRef<'_, '_>> = HashMap::default();
    // A one-element index vector made from a scalar (a scatter's at
    // `.at[i]`), or a widening convert of the index: the value inside.
    let mut source = source;
    while let Some((op, _)) = ir::defining_op(source)
        && matches!(ir::op_name(&op), "stablehlo.broadcast_in_dim" | "stablehlo.reshape" | "stablehlo.convert")
        && is_integer_element(source)
        && let Some(inner) = op.operand(0).ok().filter(|&v| is_integer_element(v))
        && ir::element_bit_width(inner.r#type()) <= ir::element_bit_width(source.r#type())
    {
        source = inner;
    }
    let (affine, wrap) = match wrapped(source) {
        Some((inner, n)) => (affine_of(inner, &plain, 0)?, Some(n)),
        None => (affine_of(source, &plain, 0)?, None),
    };
    let base = ValueKey::of(affine.base?);
    let argument = arguments.iter().position(|&a| a == base)?;
    let values = counter_value(base);
    Some(AffineIndex { argument, scale: affine.scale, offset: affine.offset, wrap, values })
}

/// `(x, n)` when `value` is `select(x < 0, x + n, x)` (up to widening
/// converts of `x`).
fn wrapped<'c: 'a, 'a>(value: Value<'c, 'a>) -> Option<(Value<'c, 'a>, i64)> {
    let plain: HashMap<String, OperationRef<'c, 'a>> = HashMap::default();
    let (select, _) = ir::defining_op(value)?;
    if ir::op_name(&select) != "stablehlo.select" {
        return None;
    }
    let (compare, _) = ir::defining_op(select.operand(0).ok()?)?;
    let direction = compare.attribute("comparison_direction").ok()?.to_string();
    if ir::op_name(&compare) != "stablehlo.compare" || !direction.contains(" LT>") {
        return None;
    }
    let x = compare.operand(0).ok()?;
    let zero = affine_of(compare.operand(1).ok()?, &plain, 0)?;
    let (x_affine, shifted, kept) = (
        affine_of(x, &plain, 0)?,
        affine_of(select.operand(1).ok()?, &plain, 0)?,
        affine_of(select.operand(2).ok()?, &plain, 0)?,
    );
    let same = |a: &Affine<'c, 'a>, b: &Affine<'c, 'a>| a.base == b.base && a.scale == b.scale;
    let n = shifted.offset.checked_sub(x_affine.offset)?;
    (zero.base.is_none()
        && zero.offset == 0
        && same(&x_affine, &shifted)
        && same(&x_affine, &kept)
        && kept.offset == x_affine.offset
        && n > 0)
        .then_some((x, n))
}

impl AffineIndex {
    /// `map` with its symbol `j` (a runtime start in `bounds`, clamped into
    /// them or skipped outside them as `clamped` says) turned into the
    /// argument's element, and whether that element is then clamped into
    /// the symbol's new bounds; `None` where that is not one exact map.
    ///
    /// With the argument's values known (a counter), the map is exact when
    /// every value lands inside `bounds`: the symbol ranges over the
    /// values. Otherwise only `±a + b` without a wrap is exact for every
    /// value: clamping `±a + b` into `bounds` is clamping `a` into their
    /// preimage.
    pub(super) fn fold<'c>(
        &self,
        map: &indexing_map::IndexingMap<'c>,
        j: usize,
        bounds: Interval,
        clamped: bool,
    ) -> Option<(indexing_map::IndexingMap<'c>, bool)> {
        use indexing_map::expr::{add, scale};
        let ctx = map.context();
        let at = |a: i64| -> Option<i64> {
            let u = self.scale.checked_mul(a)?.checked_add(self.offset)?;
            match self.wrap {
                Some(n) if u < 0 => u.checked_add(n),
                _ => Some(u),
            }
        };
        let u = add(scale(ctx.symbol(j), self.scale), ctx.constant(self.offset));
        match self.values {
            Some(values) => {
                // Where the wrap applies over the whole range, or nowhere.
                let (first, last) = (self.scale.checked_mul(values.lower)?, self.scale.checked_mul(values.upper)?);
                let (low, high) =
                    (first.min(last).checked_add(self.offset)?, first.max(last).checked_add(self.offset)?);
                let value = match self.wrap {
                    Some(n) if high < 0 => add(u, ctx.constant(n)),
                    Some(_) if low < 0 => return None,
                    _ => u,
                };
                let (a, b) = (at(values.lower)?, at(values.upper)?);
                if !bounds.contains_interval(Interval::new(a.min(b), a.max(b))) {
                    return None;
                }
                Some((map.with_symbol_bounds(j, values).replace_symbol(j, value), false))
            }
            None if self.wrap.is_none() && self.scale.abs() == 1 => {
                // a = ±(start - b) over the start's bounds.
                let (x, y) = ((bounds.lower - self.offset) * self.scale, (bounds.upper - self.offset) * self.scale);
                let preimage = Interval::new(x.min(y), x.max(y));
                Some((map.with_symbol_bounds(j, preimage).replace_symbol(j, u), clamped))
            }
            None => None,
        }
    }
}

/// Whether `value` is a rank-0 integer tensor.
pub(super) fn is_integer_scalar(value: Value<'_, '_>) -> bool {
    ir::static_shape(value.r#type()).is_ok_and(|shape| shape.is_empty())
        && ir::element_type(value.r#type()).is_some_and(|t| IntegerType::try_from(t).is_ok())
}

/// Whether `value` is an integer tensor of exactly one element (a scalar,
/// or every dimension 1).
pub(super) fn is_integer_element(value: Value<'_, '_>) -> bool {
    ir::static_shape(value.r#type()).is_ok_and(|shape| shape.iter().all(|&n| n == 1))
        && ir::element_type(value.r#type()).is_some_and(|t| IntegerType::try_from(t).is_ok())
}

/// The value of an integer scalar defined by `stablehlo.constant`.
pub(super) fn integer_constant(value: Value<'_, '_>) -> Option<i64> {
    let (op, _) = ir::defining_op(value)?;
    if ir::op_name(&op) != "stablehlo.constant" || !is_integer_scalar(value) {
        return None;
    }
    index_opt_native::stablehlo::dense_integer_element(op.attribute("value").ok()?, 0)
}
