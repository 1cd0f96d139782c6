//! Inclusive integer intervals with saturating arithmetic.

use std::fmt;

/// An inclusive interval `[lower, upper]` of `i64`; empty when
/// `lower > upper`. Arithmetic saturates at the `i64` limits instead of
/// wrapping, so a bound equal to `i64::MIN`/`i64::MAX` means "possibly
/// beyond"; the results stay sound (they only grow).
///
/// ```
/// use indexing_map::Interval;
/// let a = Interval::new(0, 9);
/// assert_eq!(a + Interval::point(5), Interval::new(5, 14));
/// assert_eq!(a.floor_div(4), Interval::new(0, 2));
/// assert_eq!(a.gt(Interval::point(-1)), Some(true));
/// assert_eq!(a.gt(Interval::point(3)), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Interval {
    /// The smallest value (inclusive).
    pub lower: i64,
    /// The largest value (inclusive).
    pub upper: i64,
}

impl Interval {
    /// `[lower, upper]`.
    pub const fn new(lower: i64, upper: i64) -> Self {
        Self { lower, upper }
    }

    /// `[value, value]`.
    pub const fn point(value: i64) -> Self {
        Self::new(value, value)
    }

    /// `[0, size - 1]`: the indices of a dimension of `size` elements.
    pub const fn for_size(size: i64) -> Self {
        Self::new(0, size.saturating_sub(1))
    }

    /// Every `i64`.
    pub const fn full() -> Self {
        Self::new(i64::MIN, i64::MAX)
    }

    /// Whether the interval holds at least one value.
    pub const fn is_feasible(self) -> bool {
        self.lower <= self.upper
    }

    /// Whether the interval holds exactly one value.
    pub const fn is_point(self) -> bool {
        self.lower == self.upper
    }

    /// The number of values (0 when empty), saturating.
    pub fn size(self) -> u64 {
        if self.is_feasible() { (self.upper as i128 - self.lower as i128 + 1).min(u64::MAX as i128) as u64 } else { 0 }
    }

    /// Whether `value` lies inside.
    pub const fn contains(self, value: i64) -> bool {
        self.lower <= value && value <= self.upper
    }

    /// Whether every value of `other` lies inside (an empty `other` does).
    pub const fn contains_interval(self, other: Interval) -> bool {
        !other.is_feasible() || (self.lower <= other.lower && other.upper <= self.upper)
    }

    /// The values in both; an empty result is normalised to
    /// `[lower, lower - 1]` of the intersection.
    pub fn intersect(self, other: Interval) -> Interval {
        let lower = self.lower.max(other.lower);
        let upper = self.upper.min(other.upper);
        if lower <= upper { Interval::new(lower, upper) } else { Interval::new(lower, lower.saturating_sub(1)) }
    }

    /// The smallest interval holding both (the hull).
    pub fn union(self, other: Interval) -> Interval {
        if !self.is_feasible() {
            return other;
        }
        if !other.is_feasible() {
            return self;
        }
        Interval::new(self.lower.min(other.lower), self.upper.max(other.upper))
    }

    /// `[floor(lower / divisor), floor(upper / divisor)]` for a positive
    /// divisor (MLIR's `floordiv`).
    pub fn floor_div(self, divisor: i64) -> Interval {
        assert!(divisor > 0, "floor_div by a non-positive divisor");
        Interval::new(floor_div(self.lower, divisor), floor_div(self.upper, divisor))
    }

    /// `[ceil(lower / divisor), ceil(upper / divisor)]` for a positive
    /// divisor (MLIR's `ceildiv`).
    pub fn ceil_div(self, divisor: i64) -> Interval {
        assert!(divisor > 0, "ceil_div by a non-positive divisor");
        Interval::new(ceil_div(self.lower, divisor), ceil_div(self.upper, divisor))
    }

    /// The range of `x mod modulus` for `x` in `self` (MLIR's `mod`: the
    /// result is in `[0, modulus - 1]`); exact when `self` lies within one
    /// period.
    pub fn modulo(self, modulus: i64) -> Interval {
        assert!(modulus > 0, "modulo by a non-positive modulus");
        if !self.is_feasible() {
            return self;
        }
        let first = floor_div(self.lower, modulus);
        if first == floor_div(self.upper, modulus) {
            Interval::new(modulo(self.lower, modulus), modulo(self.upper, modulus))
        } else {
            Interval::new(0, modulus - 1)
        }
    }

    /// Three-valued `self > other` over all value pairs: `Some(true)` if it
    /// holds for every pair, `Some(false)` if for none, `None` otherwise.
    pub fn gt(self, other: Interval) -> Option<bool> {
        if self.lower > other.upper {
            Some(true)
        } else if self.upper <= other.lower {
            Some(false)
        } else {
            None
        }
    }

    /// Three-valued `self < other`.
    pub fn lt(self, other: Interval) -> Option<bool> {
        other.gt(self)
    }

    /// Three-valued `self >= other`.
    pub fn ge(self, other: Interval) -> Option<bool> {
        self.lt(other).map(|lt| !lt)
    }

    /// Three-valued `self <= other`.
    pub fn le(self, other: Interval) -> Option<bool> {
        self.gt(other).map(|gt| !gt)
    }

    /// Three-valued `self == other`.
    pub fn eq_values(self, other: Interval) -> Option<bool> {
        if self.is_point() && other.is_point() && self.lower == other.lower {
            Some(true)
        } else if self.intersect(other).is_feasible() {
            None
        } else {
            Some(false)
        }
    }

    /// Three-valued `self != other`.
    pub fn ne_values(self, other: Interval) -> Option<bool> {
        self.eq_values(other).map(|eq| !eq)
    }

    /// `[-upper, -lower]`, saturating.
    pub fn negate(self) -> Interval {
        Interval::new(self.upper.saturating_neg(), self.lower.saturating_neg())
    }

    /// `self * factor`, saturating.
    pub fn scale(self, factor: i64) -> Interval {
        let a = self.lower.saturating_mul(factor);
        let b = self.upper.saturating_mul(factor);
        Interval::new(a.min(b), a.max(b))
    }
}

impl std::ops::Add for Interval {
    type Output = Interval;
    fn add(self, other: Interval) -> Interval {
        Interval::new(self.lower.saturating_add(other.lower), self.upper.saturating_add(other.upper))
    }
}

impl std::ops::Sub for Interval {
    type Output = Interval;
    // `a - b` is `a + (-b)` on purpose: both saturate the same way (a
    // direct `saturating_sub` would differ near `i64::MIN`).
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn sub(self, other: Interval) -> Interval {
        self + other.negate()
    }
}

impl std::ops::Mul for Interval {
    type Output = Interval;
    fn mul(self, other: Interval) -> Interval {
        let corners = [
            self.lower.saturating_mul(other.lower),
            self.lower.saturating_mul(other.upper),
            self.upper.saturating_mul(other.lower),
            self.upper.saturating_mul(other.upper),
        ];
        Interval::new(*corners.iter().min().unwrap(), *corners.iter().max().unwrap())
    }
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.lower, self.upper)
    }
}

/// MLIR's `floordiv` on integers: rounds toward negative infinity. The
/// divisor must be positive.
pub fn floor_div(lhs: i64, rhs: i64) -> i64 {
    let quotient = lhs / rhs;
    if (lhs % rhs != 0) && ((lhs < 0) != (rhs < 0)) { quotient - 1 } else { quotient }
}

/// MLIR's `ceildiv` on integers: rounds toward positive infinity. The
/// divisor must be positive.
pub fn ceil_div(lhs: i64, rhs: i64) -> i64 {
    let quotient = lhs / rhs;
    if (lhs % rhs != 0) && ((lhs < 0) == (rhs < 0)) { quotient + 1 } else { quotient }
}

/// MLIR's `mod` on integers: the result has the sign of the (positive)
/// modulus, i.e. lies in `[0, rhs - 1]`.
pub fn modulo(lhs: i64, rhs: i64) -> i64 {
    lhs.rem_euclid(rhs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mlir_division_semantics_with_negative_operands() {
        assert_eq!(floor_div(-7, 2), -4);
        assert_eq!(floor_div(7, 2), 3);
        assert_eq!(ceil_div(-7, 2), -3);
        assert_eq!(ceil_div(7, 2), 4);
        assert_eq!(modulo(-7, 2), 1);
        assert_eq!(modulo(-4, 2), 0);
        assert_eq!(floor_div(i64::MIN, 1), i64::MIN);
    }

    #[test]
    fn arithmetic_saturates() {
        let big = Interval::new(0, i64::MAX);
        assert_eq!((big + Interval::point(1)).upper, i64::MAX);
        assert_eq!(big.scale(-2), Interval::new(i64::MIN, 0));
        assert_eq!((Interval::new(i64::MIN, 0) * Interval::point(-1)).upper, i64::MAX);
    }

    #[test]
    fn comparisons_are_three_valued() {
        assert_eq!(Interval::new(12, 64).gt(Interval::point(12)), None);
        assert_eq!(Interval::new(12, 64).gt(Interval::point(11)), Some(true));
        assert_eq!(Interval::new(0, 5).lt(Interval::new(6, 9)), Some(true));
        assert_eq!(Interval::new(0, 5).ge(Interval::new(6, 9)), Some(false));
        assert_eq!(Interval::point(3).eq_values(Interval::point(3)), Some(true));
        assert_eq!(Interval::new(0, 3).eq_values(Interval::new(4, 5)), Some(false));
    }

    #[test]
    fn modulo_and_division_ranges() {
        assert_eq!(Interval::new(53, 71).modulo(42), Interval::new(11, 29));
        assert_eq!(Interval::new(0, 100).modulo(8), Interval::new(0, 7));
        assert_eq!(Interval::new(-5, -1).modulo(5), Interval::new(0, 4));
        assert_eq!(Interval::new(-7, 7).floor_div(2), Interval::new(-4, 3));
        assert_eq!(Interval::new(-7, 7).ceil_div(2), Interval::new(-3, 4));
    }

    #[test]
    fn set_operations() {
        assert!(!Interval::new(0, 3).intersect(Interval::new(5, 9)).is_feasible());
        assert_eq!(Interval::new(0, 3).union(Interval::new(5, 9)), Interval::new(0, 9));
        assert_eq!(Interval::new(1, 0).size(), 0);
        assert!(Interval::new(0, 9).contains_interval(Interval::new(2, 3)));
    }
}
