//! Memory coalescing from indexing maps: how many memory transactions the
//! warps of a GPU kernel issue to read an operand, when each thread computes
//! one result element and reads what the output-to-input maps say it reads.
//!
//! **The model.** Threads take the result's elements in order (row-major by
//! default: consecutive threads, consecutive elements of the last
//! dimension); `warp` consecutive threads form a warp (the last one may be
//! partial). Each map of an entry is one load instruction, executed once per
//! value of its symbols (range and runtime variables, in lexicographic
//! order: the steps of a loop); at a step, every thread whose point lies in
//! the map's domain (bounds and constraints) reads one element, and the
//! warp's access costs one transaction per distinct aligned
//! `transaction`-byte segment its threads touch. Element `e` of the operand
//! lives at byte `element_bytes * linear(e)` (row-major by default) from a
//! base aligned to `transaction` bytes. Per step the *bytes needed* are the
//! distinct elements read times their size, and the fewest transactions
//! that could deliver them are `ceil(needed / transaction)`.
//!
//! **The figures** ([`Coalescing`]): transactions over all warps and per warp
//! (the fewest, the most, and the first warp with the most), bytes needed
//! and moved (`transactions * transaction`), the efficiency `needed /
//! moved`, and whether the access is *coalesced* by XLA's rule (its
//! `EstimateCoalescingViaMemoryTransactionsCount`): the fewest transactions
//! exceed 0.9 × the transactions issued ([`THRESHOLD`]). A broadcast scalar
//! is coalesced (one transaction per step, none could do with fewer) while
//! its efficiency is 4/128 for `f32`: the two answer different questions.
//!
//! **Every warp, not a sample.** Warps are grouped into classes that provably
//! issue the same transactions, and one warp per class is evaluated lane by
//! lane. With row-major threads, when some dimension `k` has a stride
//! dividing the warp size and the elements from `k` inwards fill whole
//! warps, a warp is fixed by the dimensions outside `k` and by `x_k div m`
//! (`m = warp / stride_k`); those are the warp's constant variables. A
//! constant variable that enters the address only as a linear term `c * v`
//! and appears in no constraint shifts all of the warp's addresses by
//! `c * v * element_bytes`, which changes the transactions only through its
//! remainder modulo `transaction`: such variables are summarized by the
//! reachable remainders (a dynamic program that counts the warps of each
//! remainder and keeps the first warp of each). Other constant variables
//! are enumerated. Symbols are treated alike per step. Shapes that do not
//! tile into warps this way are evaluated warp by warp. Everything is
//! exact while the lane evaluations stay within a budget; beyond it, bounds
//! that say so.
//!
//! **Runtime variables** (gather and dynamic-slice indices): addresses depend
//! on data. The figures are then bounds of the worst case over the values:
//! the lower end is the access with every runtime variable at its smallest
//! value (one feasible case), the upper end one transaction per element per
//! thread; `coalesced` is not decided.
//!
//! ```
//! use indexing_map::coalesce::{coalescing, Options};
//! use indexing_map::Interval;
//! let context = melior::Context::new();
//! // A transpose of a 64x64 f32 matrix: a warp's 32 threads read a column,
//! // 32 rows apart: 32 transactions of 128 bytes for 128 bytes needed.
//! let map = indexing_map::IndexingMap::parse(
//!     &context,
//!     "(d0, d1) -> (d1, d0), domain: d0 in [0, 63], d1 in [0, 63]",
//! )
//! .unwrap();
//! let threads = [Interval::new(0, 63), Interval::new(0, 63)];
//! let c = coalescing(&[map], &threads, &[64, 64], 4, &Options::default(), 1 << 20);
//! assert_eq!(c.warps, 128);
//! assert_eq!(c.per_warp_max.exact(), Some(32));
//! assert_eq!(c.coalesced(), Some(false));
//! assert_eq!(c.efficiency(), Some((1.0 / 32.0, 1.0 / 32.0)));
//! ```

mod compile;
mod evaluation;
mod figures;
mod loads;
mod options;
mod remainder;
mod warps;

pub use options::{Options, Order};

use crate::count::Count;
use crate::interval::Interval;
use crate::map::{IndexingMap, MapState};
use evaluation::Evaluation;
use figures::bounds_only;
use loads::Load;

/// XLA's threshold: coalesced when the fewest possible transactions exceed
/// this fraction of the transactions issued.
pub const THRESHOLD: f64 = 0.9;

/// Lane evaluations allowed per entry by default (`--coalescing`).
pub const DEFAULT_BUDGET: u64 = 1 << 22;

/// Per runtime variable of a map, the result dimensions its value depends
/// on (`None` when unknown).
type RtDims = Vec<Option<Vec<usize>>>;

/// How one operand is read by the warps computing one result (see the
/// module docs). Counts are exact when `lower == upper`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coalescing {
    /// Warps of the result (the last may be partial).
    pub warps: u64,
    /// Bytes per transaction.
    pub transaction: u64,
    /// Bytes per element.
    pub element_bytes: u64,
    /// Transactions of all warps.
    pub transactions: Count,
    /// The fewest transactions one warp issues.
    pub per_warp_min: Count,
    /// The most transactions one warp issues.
    pub per_warp_max: Count,
    /// The first warp that issues `per_warp_max` (when exact).
    pub worst_warp: Option<u64>,
    /// Bytes needed: per step, the distinct elements read times their size,
    /// summed over steps and warps.
    pub bytes_needed: Count,
    /// Per step `ceil(needed / transaction)`, summed: the fewest
    /// transactions that could deliver the bytes needed.
    pub min_transactions: Count,
    /// Warp classes evaluated lane by lane (0 when bounded without).
    pub classes: u64,
    /// Why the figures are bounds, when they are.
    pub not_exact: Option<String>,
}

impl Coalescing {
    /// Whether every figure is exact: no reason to be bounds, and every
    /// count a point (an exact claim with bounds `{lower, upper}` would
    /// contradict itself).
    pub fn is_exact(&self) -> bool {
        self.not_exact.is_none()
            && [self.transactions, self.per_warp_min, self.per_warp_max, self.bytes_needed, self.min_transactions]
                .iter()
                .all(|count| count.exact().is_some())
    }

    /// Bytes moved: transactions times their size.
    pub fn bytes_moved(&self) -> Count {
        let t = self.transaction;
        Count { lower: self.transactions.lower.saturating_mul(t), upper: self.transactions.upper.saturating_mul(t) }
    }

    /// `bytes needed / bytes moved` as (lowest, highest) over the bounds;
    /// `None` when nothing is moved.
    pub fn efficiency(&self) -> Option<(f64, f64)> {
        let moved = self.bytes_moved();
        if moved.upper == 0 {
            return None;
        }
        let low = self.bytes_needed.lower as f64 / moved.upper as f64;
        let high = if moved.lower == 0 { 1.0 } else { (self.bytes_needed.upper as f64 / moved.lower as f64).min(1.0) };
        Some((low, high))
    }

    /// XLA's rule: the fewest transactions exceed [`THRESHOLD`] × the
    /// transactions issued (true when nothing is read); `None` when the
    /// figures are not exact.
    pub fn coalesced(&self) -> Option<bool> {
        let transactions = self.transactions.exact()?;
        let fewest = self.min_transactions.exact()?;
        self.not_exact.is_none().then_some(transactions == 0 || fewest as f64 > THRESHOLD * transactions as f64)
    }
}

/// What `maps` (one entry's output-to-input maps, a load each) cost the
/// warps that compute the result box `threads` (normally `[0, n-1]` per
/// result dimension; thread `t` takes the point whose offsets from the
/// lower bounds are `t` in `options.threads` order), for an operand of
/// `operand_shape` with `element_bytes` bytes per element (unless
/// `options.element_bytes` says otherwise). `budget` bounds the lane
/// evaluations; beyond it the figures are bounds.
pub fn coalescing(
    maps: &[IndexingMap<'_>],
    threads: &[Interval],
    operand_shape: &[i64],
    element_bytes: u64,
    options: &Options,
    budget: u64,
) -> Coalescing {
    coalescing_with_rt_dims(maps, &[], threads, operand_shape, element_bytes, options, budget)
}

/// [`coalescing`], told which result dimensions the value of each runtime
/// variable depends on (`rt_dims[map][rt]`: the dimensions its provenance
/// map uses; `None` or missing when unknown). A runtime variable whose
/// dimensions are all constant across every warp (the row index of a
/// gather of whole rows) has one value per warp: its worst case is then
/// bounded by the worst single value for all warps (a feasible case) and
/// each warp's own worst value, exact when they meet.
///
/// ```
/// use indexing_map::coalesce::{coalescing_with_rt_dims, Options};
/// use indexing_map::Interval;
/// let context = melior::Context::new();
/// // Rows of a 100x64 f32 table gathered by 8 runtime indices (rt0
/// // depends on d0 only): a warp reads 32 consecutive floats of one row.
/// let map = indexing_map::IndexingMap::parse(
///     &context,
///     "(d0, d1){rt0} -> (rt0, d1), domain: d0 in [0, 7], d1 in [0, 63], rt0 in [0, 99]",
/// )
/// .unwrap();
/// let threads = [Interval::new(0, 7), Interval::new(0, 63)];
/// let c = coalescing_with_rt_dims(&[map], &[vec![Some(vec![0])]], &threads, &[100, 64], 4, &Options::default(), 1 << 20);
/// assert_eq!((c.per_warp_max.exact(), c.coalesced()), (Some(1), Some(true)));
/// ```
pub fn coalescing_with_rt_dims(
    maps: &[IndexingMap<'_>],
    rt_dims: &[Vec<Option<Vec<usize>>>],
    threads: &[Interval],
    operand_shape: &[i64],
    element_bytes: u64,
    options: &Options,
    budget: u64,
) -> Coalescing {
    let eb = options.element_bytes.unwrap_or(element_bytes).max(1);
    let warp = options.warp.max(1);
    let transaction = options.transaction.max(1);
    let sizes: Vec<u64> = threads.iter().map(|b| b.size()).collect();
    let points = sizes.iter().fold(1u64, |n, &s| n.saturating_mul(s));
    let warps = points.div_ceil(warp);
    let mut result = Coalescing {
        warps,
        transaction,
        element_bytes: eb,
        transactions: Count::of(0),
        per_warp_min: Count::of(0),
        per_warp_max: Count::of(0),
        worst_warp: None,
        bytes_needed: Count::of(0),
        min_transactions: Count::of(0),
        classes: 0,
        not_exact: None,
    };
    let no_dims = Vec::new();
    let (defined, defined_rt_dims): (Vec<&IndexingMap<'_>>, Vec<&RtDims>) = maps
        .iter()
        .enumerate()
        .filter(|(_, m)| m.state() != MapState::KnownEmpty)
        .map(|(i, m)| (m, rt_dims.get(i).unwrap_or(&no_dims)))
        .unzip();
    if points == 0 || defined.is_empty() {
        // Nothing is read: every warp issues nothing, the first is a worst.
        result.worst_warp = (warps > 0).then_some(0);
        return result;
    }
    let setting = Setting { threads, sizes: &sizes, points, warp, transaction, eb, order: options.threads };
    let loads: Result<Vec<Load>, String> = defined
        .iter()
        .zip(&defined_rt_dims)
        .map(|(m, dims)| Load::new(m, dims, threads.len(), operand_shape, options.layout))
        .collect();
    let evaluated = loads.and_then(|loads| Evaluation::new(&setting, loads, budget).map(|e| e.run()));
    match evaluated {
        Ok(Ok(figures)) => figures.fill(&mut result),
        Ok(Err(why)) | Err(why) => {
            bounds_only(&setting, &defined, &mut result);
            result.not_exact = Some(why);
        }
    }
    result
}

/// The thread space and memory parameters of one evaluation.
struct Setting<'s> {
    threads: &'s [Interval],
    sizes: &'s [u64],
    points: u64,
    warp: u64,
    transaction: u64,
    eb: u64,
    order: Order,
}

impl Setting<'_> {
    /// The most segments one element touches (its start is a multiple of
    /// its size, the base is aligned to a transaction).
    fn segments_per_element(&self) -> u64 {
        let (eb, t) = (self.eb, self.transaction);
        if t % eb == 0 || eb % t == 0 { eb.div_ceil(t) } else { eb.div_ceil(t) + 1 }
    }
}
