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
            let name = ir::callee_name(&op)?;
            let callee = match functions.get(&name) {
                Some(&callee) => callee,
                None => {
                    // Not given the module's functions (a composition): its own.
                    let mut module = op.parent_operation();
                    while let Some(parent) = module.filter(|parent| ir::op_name(parent) != "builtin.module") {
                        module = parent.parent_operation();
                    }
                    *ir::functions_by_name(&module?).get(&name)?
                }
            };
            let block = ir::body_block(&callee).ok()?;
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
    static COUNTER_VALUES: std::cell::RefCell<HashMap<ValueKey, Interval>> = Default::default();
}

/// Runs `walk` with the values of loop counters known (`values`: a body
/// argument and what it holds over the iterations), so that indices the
/// body computes from a counter fold into maps over the counter.
pub(super) fn with_counter_values<T>(values: &[(ValueKey, Interval)], walk: impl FnOnce() -> T) -> T {
    /// Forgets the values when dropped, also when the walk unwinds (a key
    /// is an address, which later IR may reuse).
    struct Known<'v>(&'v [(ValueKey, Interval)]);
    impl Drop for Known<'_> {
        fn drop(&mut self) {
            COUNTER_VALUES.with(|known| {
                let mut known = known.borrow_mut();
                self.0.iter().for_each(|(key, _)| {
                    known.remove(key);
                });
            });
        }
    }
    COUNTER_VALUES.with(|known| known.borrow_mut().extend(values.iter().copied()));
    let _known = Known(values);
    walk()
}

/// What the loop counter `key` holds over the iterations, while its loop's
/// body is walked.
pub(super) fn counter_value(key: ValueKey) -> Option<Interval> {
    COUNTER_VALUES.with(|known| known.borrow().get(&key).copied())
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
    let values = COUNTER_VALUES.with(|known| known.borrow().get(&base).copied());
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
fn is_integer_element(value: Value<'_, '_>) -> bool {
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

thread_local! {
    /// How many walks of a loop's body with its counters pinned to one
    /// iteration's values are in progress ([`with_pinned`]).
    static PINNED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// The choices (a `case` or `if` whose index is not a known constant, a
    /// `while` whose trip count is not) met by those walks.
    static UNRESOLVED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Runs `walk` as a walk of a loop's body at one iteration, whose counters
/// `walk` pins ([`with_counter_values`] with one value each); returns what
/// it returns and whether every choice it met was resolved
/// ([`note_unresolved`]).
pub(super) fn with_pinned<T>(walk: impl FnOnce() -> T) -> (T, bool) {
    /// Restores the counts when dropped, also when the walk unwinds.
    struct Pinned(usize);
    impl Drop for Pinned {
        fn drop(&mut self) {
            PINNED.with(|p| p.set(p.get() - 1));
            UNRESOLVED.with(|u| u.set(self.0));
        }
    }
    let before = UNRESOLVED.with(|u| u.replace(0));
    PINNED.with(|p| p.set(p.get() + 1));
    let pinned = Pinned(before);
    let result = walk();
    let resolved = UNRESOLVED.with(|u| u.get()) == 0;
    drop(pinned);
    if !resolved {
        note_unresolved();
    }
    (result, resolved)
}

/// Whether a walk of a loop's body at one iteration is in progress.
pub(super) fn pinned() -> bool {
    PINNED.with(|p| p.get() > 0)
}

/// Records, in a walk at one iteration, a choice its values do not
/// resolve (the union over the choices is taken there).
pub(super) fn note_unresolved() {
    if pinned() {
        UNRESOLVED.with(|u| u.set(u.get() + 1));
    }
}

/// The value of the integer scalar `value` in a walk at one iteration, when
/// it follows from constants and the pinned counters: through integer
/// arithmetic (`add`, `subtract`, `multiply`, `divide`, `remainder`,
/// `negate`, `abs`, `maximum`, `minimum`, `clamp`), comparisons, `select`,
/// the logical ops, converts between integer types that keep the value,
/// one-element reshapes and slices, and calls (how JAX computes `i % 2 == 0` or a
/// wrapped index). `None` outside such a walk, for anything else, for an
/// unsigned type and where a value leaves its type.
pub(super) fn pinned_integer<'c, 'a>(
    value: Value<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
) -> Option<i64> {
    if !pinned() {
        return None;
    }
    evaluate(value, functions, &HashMap::default(), 0)
}

/// The values a signed integer (or `i1`) element of `bits` bits holds.
fn in_type(value: i64, bits: u64) -> Option<i64> {
    let fits = match bits {
        1 => value == 0 || value == 1,
        2..=63 => (-(1i64 << (bits - 1))..(1i64 << (bits - 1))).contains(&value),
        64 => true,
        _ => false,
    };
    fits.then_some(value)
}

fn evaluate<'c, 'a>(
    value: Value<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
    bound: &HashMap<ValueKey, i64>,
    depth: usize,
) -> Option<i64> {
    let key = ValueKey::of(value);
    if let Some(&known) = bound.get(&key) {
        return Some(known);
    }
    if let Some(values) = counter_value(key).filter(|v| v.lower == v.upper) {
        return Some(values.lower);
    }
    if depth > 64 || !is_integer_element(value) {
        return None;
    }
    let element = ir::element_type(value.r#type())?;
    if IntegerType::try_from(element).ok()?.is_unsigned() {
        return None;
    }
    let bits = ir::element_bit_width(value.r#type())?;
    let (op, result) = ir::defining_op(value)?;
    let operand = |i: usize| evaluate(op.operand(i).ok()?, functions, bound, depth + 1);
    let both = || Some((operand(0)?, operand(1)?));
    let computed = match ir::op_name(&op) {
        "stablehlo.constant" if bits == 1 => {
            let text = op.attribute("value").ok()?.to_string();
            if text.contains("true") {
                1
            } else if text.contains("false") {
                0
            } else {
                return None;
            }
        }
        "stablehlo.constant" => integer_constant(value)?,
        "stablehlo.add" => both().and_then(|(a, b)| a.checked_add(b))?,
        "stablehlo.subtract" => both().and_then(|(a, b)| a.checked_sub(b))?,
        "stablehlo.multiply" => both().and_then(|(a, b)| a.checked_mul(b))?,
        // Truncating, as StableHLO's integer division and remainder.
        "stablehlo.divide" => both().and_then(|(a, b)| a.checked_div(b))?,
        "stablehlo.remainder" => both().and_then(|(a, b)| a.checked_rem(b))?,
        "stablehlo.maximum" => both().map(|(a, b)| a.max(b))?,
        "stablehlo.minimum" => both().map(|(a, b)| a.min(b))?,
        "stablehlo.negate" => operand(0)?.checked_neg()?,
        "stablehlo.abs" => operand(0)?.checked_abs()?,
        "stablehlo.clamp" => {
            let (low, x, high) = (operand(0)?, operand(1)?, operand(2)?);
            x.max(low).min(high)
        }
        "stablehlo.and" | "stablehlo.or" | "stablehlo.xor" => {
            let (a, b) = both()?;
            match ir::op_name(&op) {
                "stablehlo.and" => a & b,
                "stablehlo.or" => a | b,
                _ => a ^ b,
            }
        }
        "stablehlo.not" if bits == 1 => 1 - operand(0)?,
        "stablehlo.not" => !operand(0)?,
        "stablehlo.select" => {
            if operand(0)? != 0 {
                operand(1)?
            } else {
                operand(2)?
            }
        }
        "stablehlo.compare" => {
            let direction = op.attribute("comparison_direction").ok()?.to_string();
            let compare_type = op.attribute("compare_type").ok().map(|a| a.to_string()).unwrap_or_default();
            if compare_type.contains("FLOAT") || compare_type.contains("TOTALORDER") {
                return None;
            }
            let (a, b) = both()?;
            // Unsigned order is the signed order on values that are not
            // negative (an `i1` is 0 or 1).
            if compare_type.contains("UNSIGNED") && (a < 0 || b < 0) {
                return None;
            }
            let holds = match direction.rsplit(' ').next()?.trim_end_matches('>') {
                "EQ" => a == b,
                "NE" => a != b,
                "LT" => a < b,
                "LE" => a <= b,
                "GT" => a > b,
                "GE" => a >= b,
                _ => return None,
            };
            i64::from(holds)
        }
        // The operand is an integer element too (checked by the call).
        "stablehlo.convert" | "stablehlo.broadcast_in_dim" | "stablehlo.reshape" | "stablehlo.slice" => operand(0)?,
        "func.call" => {
            let name = ir::callee_name(&op)?;
            let callee = match functions.get(&name) {
                Some(&callee) => callee,
                None => {
                    // Not given the module's functions (a composition): its own.
                    let mut module = op.parent_operation();
                    while let Some(parent) = module.filter(|parent| ir::op_name(parent) != "builtin.module") {
                        module = parent.parent_operation();
                    }
                    *ir::functions_by_name(&module?).get(&name)?
                }
            };
            let block = ir::body_block(&callee).ok()?;
            let mut arguments = HashMap::default();
            for p in 0..block.argument_count() {
                if let Some(known) = operand(p) {
                    arguments.insert(ValueKey::of(Value::from(block.argument(p).ok()?)), known);
                }
            }
            evaluate(block.terminator()?.operand(result).ok()?, functions, &arguments, depth + 1)?
        }
        _ => return None,
    };
    in_type(computed, bits)
}
