//! The warp structure of the thread space: whether warps split into
//! classes by a dimension whose inner block fills whole warps (and which
//! variables are then constant across a warp), or go one by one.

use super::Setting;
use crate::interval::Interval;

/// How warps split into classes.
pub(super) enum Warps {
    /// Dimension `k` splits as `x_k = low_k + m * a + b`; the dimensions
    /// before it in `slow_to_fast` and `a` are constant in a warp.
    Regular { k: usize, m: u64, outer: Vec<usize> },
    /// Warp by warp.
    Each,
}

/// For a constant variable of the `Regular` split at dimension `k` by `m`:
/// the result dimension it sits in, its values, and how far one step of it
/// moves that dimension (`m` for the split's `a`, 1 for a whole dimension).
pub(super) fn constant_var(c: Constant, k: usize, m: u64, setting: &Setting<'_>) -> (usize, Interval, i64) {
    match c {
        Constant::Dim(j) => (j, setting.threads[j], 1),
        Constant::Split => (k, Interval::new(0, (setting.sizes[k] / m) as i64 - 1), m as i64),
    }
}

/// A warp's constant variable.
#[derive(Clone, Copy)]
pub(super) enum Constant {
    /// Result dimension `j`.
    Dim(usize),
    /// `a` of the split dimension.
    Split,
}

/// The warp structure of the thread space (module docs).
pub(super) fn split(setting: &Setting<'_>) -> Warps {
    if !setting.points.is_multiple_of(setting.warp) {
        return Warps::Each;
    }
    let order = setting.order.slow_to_fast(setting.sizes.len());
    let strides = setting.order.strides(setting.sizes);
    // The slowest dimension whose inner block fits in a warp and whose own
    // block fills whole warps.
    for (position, &k) in order.iter().enumerate().rev() {
        let block = strides[k].saturating_mul(setting.sizes[k]);
        if block >= setting.warp {
            if setting.warp.is_multiple_of(strides[k]) && block.is_multiple_of(setting.warp) {
                let m = setting.warp / strides[k];
                return Warps::Regular { k, m, outer: order[..position].to_vec() };
            }
            return Warps::Each;
        }
    }
    Warps::Each
}
