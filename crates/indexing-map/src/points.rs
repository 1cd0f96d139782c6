//! The integer points of a box, in lexicographic order (the last coordinate
//! varies fastest): the one odometer behind every "visit them all" of the
//! crate (a map's domain, the image at a point, the components of
//! [`count`](crate::count), the steps and runtime cases of
//! [`coalesce`](crate::coalesce)) and of the tiling search in
//! `indexing-analysis`.
//!
//! ```
//! use indexing_map::Interval;
//! use indexing_map::points::for_each_point;
//! let mut seen = Vec::new();
//! for_each_point(&[Interval::new(0, 1), Interval::new(5, 6)], |p| seen.push(p.to_vec()));
//! assert_eq!(seen, [[0, 5], [0, 6], [1, 5], [1, 6]]);
//! // A box of no dimensions has one point; an empty range, none.
//! let mut count = 0;
//! for_each_point(&[], |_| count += 1);
//! for_each_point(&[Interval::new(1, 0)], |_| count += 1);
//! assert_eq!(count, 1);
//! ```

use crate::interval::Interval;
use std::ops::ControlFlow;

/// A point moving through a box: [`Odometer::point`] is the current point,
/// [`Odometer::advance`] moves to the next. For loops that must know where
/// the carry stopped (a count closing a domain point when a dimension
/// changes); others use [`for_each_point`] or [`try_for_each_point`].
///
/// ```
/// use indexing_map::Interval;
/// use indexing_map::points::Odometer;
/// let ranges = [Interval::new(0, 1), Interval::new(0, 2)];
/// let mut odometer = Odometer::new(&ranges).unwrap();
/// assert_eq!(odometer.point(), [0, 0]);
/// assert_eq!(odometer.advance(), Some(1)); // [0, 1]: the last coordinate moved
/// odometer.advance(); // [0, 2]
/// assert_eq!(odometer.advance(), Some(0)); // [1, 0]: carried into the first
/// assert_eq!(odometer.point(), [1, 0]);
/// ```
pub struct Odometer<'r> {
    ranges: &'r [Interval],
    point: Vec<i64>,
}

impl<'r> Odometer<'r> {
    /// At the first point of the box `ranges`; `None` when the box is empty
    /// (some range is infeasible).
    pub fn new(ranges: &'r [Interval]) -> Option<Self> {
        if ranges.iter().any(|r| !r.is_feasible()) {
            return None;
        }
        Some(Odometer { ranges, point: ranges.iter().map(|r| r.lower).collect() })
    }

    /// The current point.
    #[inline]
    pub fn point(&self) -> &[i64] {
        &self.point
    }

    /// Moves to the next point and returns the outermost coordinate that
    /// changed (every coordinate after it went back to its lower bound);
    /// `None` after the last point.
    #[inline]
    pub fn advance(&mut self) -> Option<usize> {
        let mut k = self.point.len();
        loop {
            if k == 0 {
                return None;
            }
            k -= 1;
            if self.point[k] < self.ranges[k].upper {
                self.point[k] += 1;
                return Some(k);
            }
            self.point[k] = self.ranges[k].lower;
        }
    }
}

/// Calls `visit` with every point of the box `ranges`, in lexicographic
/// order (none when a range is infeasible; one, empty, for no ranges).
#[inline]
pub fn for_each_point(ranges: &[Interval], mut visit: impl FnMut(&[i64])) {
    let _ = try_for_each_point(ranges, |point| {
        visit(point);
        ControlFlow::<()>::Continue(())
    });
}

/// [`for_each_point`] stopping at the first point where `visit` breaks,
/// with its value.
///
/// ```
/// use indexing_map::Interval;
/// use indexing_map::points::try_for_each_point;
/// use std::ops::ControlFlow;
/// let found = try_for_each_point(&[Interval::new(0, 9), Interval::new(0, 9)], |p| {
///     if p[0] * p[1] == 12 { ControlFlow::Break(p.to_vec()) } else { ControlFlow::Continue(()) }
/// });
/// assert_eq!(found, ControlFlow::Break(vec![2, 6]));
/// ```
#[inline]
pub fn try_for_each_point<B>(ranges: &[Interval], mut visit: impl FnMut(&[i64]) -> ControlFlow<B>) -> ControlFlow<B> {
    let Some(mut odometer) = Odometer::new(ranges) else { return ControlFlow::Continue(()) };
    loop {
        visit(odometer.point())?;
        if odometer.advance().is_none() {
            return ControlFlow::Continue(());
        }
    }
}
