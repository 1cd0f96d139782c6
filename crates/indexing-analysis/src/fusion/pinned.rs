//! Walks of a loop's body at one iteration, with its counters pinned to
//! their values there: which integer scalars are then known
//! ([`pinned_integer`]), the choices that stay open ([`note_unresolved`]),
//! and the exact maps of the ops whose indices are known
//! ([`pinned_op_indexing`]: a `dynamic_update_slice` and an overwriting
//! `scatter`, whose maps over every index are a union that loses where
//! they write). Imported by `compose`, `loops`, `induction` and
//! `analysis`; imports `affine`.

use super::affine::{counter_value, integer_constant, is_integer_element};
use crate::ir::{self, ValueKey};
use crate::{Direction, Entry, rules};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::IntegerType;
use melior::ir::{BlockLike, OperationRef, Value, ValueLike};
use rustc_hash::FxHashMap as HashMap;

thread_local! {
    /// How many walks of a loop's body with its counters pinned to one
    /// iteration's values are in progress ([`with_pinned`]).
    static PINNED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// The choices (a `case` or `if` whose index is not a known constant, a
    /// `while` whose trip count is not) met by those walks.
    static UNRESOLVED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Runs `walk` as a walk of a loop's body at one iteration, whose counters
/// `walk` pins ([`super::affine::with_counter_values`] with one value
/// each); returns what it returns and whether every choice it met was
/// resolved ([`note_unresolved`]).
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
/// one-element reshapes and slices, and calls (how JAX computes
/// `i % 2 == 0` or a wrapped index). `None` outside such a walk, for
/// anything else, for an unsigned type and where a value leaves its type.
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
            // negative (an `i1` is 0 or 1); a signed order of `i1` values
            // (true is -1) is not taken.
            let boolean = ir::element_bit_width(op.operand(0).ok()?.r#type()) == Some(1);
            let order = direction.rsplit(' ').next()?.trim_end_matches('>');
            let signed = !compare_type.contains("UNSIGNED") && compare_type.contains("SIGNED");
            if (compare_type.contains("UNSIGNED") && (a < 0 || b < 0))
                || (boolean && signed && !matches!(order, "EQ" | "NE"))
            {
                return None;
            }
            let holds = match order {
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
                // Not given the module's functions (a composition): its own.
                None => ir::module_function(&op, &name)?,
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

/// The output-to-input entries of `op` in a walk at one iteration, when it
/// writes at an index: a `dynamic_update_slice` and a `scatter` are given
/// the values of their integer-scalar operands that are known
/// ([`pinned_integer`]; [`rules::with_known_scalars`]), so that their maps
/// say exactly where they write. A `dynamic_update_slice` whose starts are
/// not all known, or a `scatter` that chooses per index
/// ([`super::induction::scatter_chooses`]) whose index is not, is a choice
/// left open ([`note_unresolved`]): its maps over every index lose where
/// it writes. `None` for the other ops, and outside such a walk.
pub(super) fn pinned_op_indexing<'c, 'a>(
    op: OperationRef<'c, 'a>,
    functions: &HashMap<String, OperationRef<'c, 'a>>,
) -> Option<Vec<Entry<'c>>> {
    let name = ir::op_name(&op);
    if !pinned() || !matches!(name, "stablehlo.dynamic_update_slice" | "stablehlo.scatter") {
        return None;
    }
    let known: Vec<(ValueKey, i64)> = op
        .operands()
        .filter(|&v| is_integer_element(v))
        .filter_map(|v| Some((ValueKey::of(v), pinned_integer(v, functions)?)))
        .collect();
    let resolved = if name == "stablehlo.dynamic_update_slice" {
        op.operands().skip(2).all(|v| known.iter().any(|(key, _)| *key == ValueKey::of(v)))
    } else {
        let indices = op.operand(op.operand_count().saturating_sub(1) / 2).ok()?;
        !super::induction::scatter_chooses(&op) || known.iter().any(|(key, _)| *key == ValueKey::of(indices))
    };
    if !resolved {
        note_unresolved();
    }
    Some(rules::with_known_scalars(&known, || rules::op_indexing(op, Direction::OutputToInput)))
}

#[cfg(test)]
mod tests {
    use super::{pinned_integer, with_pinned};
    use crate::fusion::affine::with_counter_values;
    use crate::ir::{self, ValueKey};
    use indexing_map::Interval;
    use melior::ir::operation::OperationLike;
    use melior::ir::{BlockLike, Module, RegionLike, Value};

    /// Each returned value of `@f` with its argument pinned to `i` (and
    /// outside a pinned walk: nothing is known).
    fn values_at(source: &str, i: i64) -> Vec<Option<i64>> {
        let context = index_opt_native::new_context();
        let module = Module::parse(&context, source).expect("parses");
        let body = module.body();
        let function = body.first_operation().expect("@f");
        let functions = ir::functions_by_name(&module.as_operation());
        let block = function.region(0).expect("body").first_block().expect("block");
        let argument: Value = block.argument(0).expect("%i").into();
        let returned: Vec<Value> = block.terminator().expect("return").operands().collect();
        assert!(returned.iter().all(|&v| pinned_integer(v, &functions).is_none()), "known outside a pinned walk");
        let pin = [(ValueKey::of(argument), Interval::point(i))];
        let (values, _) = with_pinned(|| {
            with_counter_values(&pin, || returned.iter().map(|&v| pinned_integer(v, &functions)).collect())
        });
        values
    }

    const PROGRAM: &str = r#"
      func.func @f(%i: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
        %two = stablehlo.constant dense<2> : tensor<i32>
        %zero = stablehlo.constant dense<0> : tensor<i32>
        %four = stablehlo.constant dense<4> : tensor<i32>
        %max = stablehlo.constant dense<2147483647> : tensor<i32>
        %rem = stablehlo.remainder %i, %two : tensor<i32>
        %div = stablehlo.divide %i, %two : tensor<i32>
        %lt = stablehlo.compare LT, %i, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %shifted = stablehlo.add %i, %four : tensor<i32>
        %wrapped = stablehlo.select %lt, %shifted, %i : tensor<i1>, tensor<i32>
        %even = stablehlo.compare EQ, %rem, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %index = stablehlo.convert %even : (tensor<i1>) -> tensor<i32>
        %clamped = stablehlo.clamp %zero, %i, %two : tensor<i32>
        %overflow = stablehlo.add %max, %i : tensor<i32>
        %quotient = stablehlo.divide %i, %zero : tensor<i32>
        return %rem, %div, %wrapped, %even, %index, %clamped, %overflow, %quotient : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
      }"#;

    #[test]
    fn integer_scalars_follow_from_a_pinned_counter() {
        // remainder and divide truncate; the wrap adds 4 below 0; the
        // index is 1 when even; clamp into [0, 2]; i32 overflow and a
        // division by zero are not known.
        assert_eq!(values_at(PROGRAM, 5), [Some(1), Some(2), Some(5), Some(0), Some(0), Some(2), None, None]);
        assert_eq!(
            values_at(PROGRAM, -3),
            [Some(-1), Some(-1), Some(1), Some(0), Some(0), Some(0), Some(2147483644), None]
        );
        assert_eq!(
            values_at(PROGRAM, 0),
            [Some(0), Some(0), Some(0), Some(1), Some(1), Some(0), Some(2147483647), None]
        );
    }
}
