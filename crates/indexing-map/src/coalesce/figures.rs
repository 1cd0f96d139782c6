//! What warps cost, summed: per load and runtime case the transactions,
//! bytes needed and fewest transactions of a warp, the sums over classes
//! of warps, and the figures of a [`Coalescing`] filled from them (or
//! bounded without visiting lanes).

use super::evaluation::{Runtime, Steps};
use super::{Coalescing, Setting};
use crate::count::Count;
use crate::map::{IndexingMap, MapState};

/// Transactions, bytes needed and fewest transactions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Triple {
    pub(super) transactions: u128,
    pub(super) needed: u128,
    pub(super) fewest: u128,
}

impl Triple {
    /// Adds `n` times `other`.
    pub(super) fn add(&mut self, n: u128, other: Triple) {
        self.transactions = self.transactions.saturating_add(n.saturating_mul(other.transactions));
        self.needed = self.needed.saturating_add(n.saturating_mul(other.needed));
        self.fewest = self.fewest.saturating_add(n.saturating_mul(other.fewest));
    }

    /// The larger of each figure.
    pub(super) fn max(self, other: &Triple) -> Triple {
        Triple {
            transactions: self.transactions.max(other.transactions),
            needed: self.needed.max(other.needed),
            fewest: self.fewest.max(other.fewest),
        }
    }
}

/// What one load costs one warp: per runtime case (one case without
/// runtime variables), and an upper bound over all cases.
pub(super) struct LoadCost {
    pub(super) cases: Vec<Triple>,
    pub(super) upper: Triple,
}

/// One warp's cost, per load.
pub(super) struct WarpCost {
    pub(super) loads: Vec<LoadCost>,
}

/// Figures summed over warps.
#[derive(Default)]
pub(super) struct Figures {
    /// Per load: per runtime case the sum over warps, and the sum of the
    /// upper bounds.
    pub(super) cases: Vec<Vec<Triple>>,
    pub(super) upper: Vec<Triple>,
    pub(super) per_warp_min: Option<(u128, u128)>,
    pub(super) per_warp_max: Option<(u128, u128, u64)>,
    pub(super) classes: u64,
    /// Whether the cases of several loads must be taken together (more
    /// than one load with runtime variables: they may share a value).
    joint: bool,
}

impl Figures {
    pub(super) fn new(steps: &[Steps]) -> Figures {
        let with_rt = steps.iter().filter(|s| !matches!(s.runtime, Runtime::None)).count();
        Figures {
            cases: steps
                .iter()
                .map(|s| match &s.runtime {
                    Runtime::Uniform(cases) => vec![Triple::default(); cases.len()],
                    _ => vec![Triple::default()],
                })
                .collect(),
            upper: vec![Triple::default(); steps.len()],
            joint: with_rt > 1,
            ..Figures::default()
        }
    }

    /// Which case of a load's `cases` counts towards the lower end: the
    /// worst one, or the first (every runtime variable at its smallest
    /// value) when several loads have runtime variables.
    fn pick(&self, cases: &[u128]) -> u128 {
        if self.joint { cases.first().copied().unwrap_or(0) } else { cases.iter().copied().max().unwrap_or(0) }
    }

    pub(super) fn add(&mut self, cost: WarpCost, warps: u128, representative: u64) {
        let (mut low_max, mut low_min, mut high) = (0u128, 0u128, 0u128);
        for (l, load) in cost.loads.iter().enumerate() {
            for (sum, case) in self.cases[l].iter_mut().zip(&load.cases) {
                sum.add(warps, *case);
            }
            self.upper[l].add(warps, load.upper);
            let transactions: Vec<u128> = load.cases.iter().map(|c| c.transactions).collect();
            low_max += self.pick(&transactions);
            low_min += if self.joint {
                transactions.first().copied().unwrap_or(0)
            } else {
                transactions.iter().copied().min().unwrap_or(0)
            };
            high += load.upper.transactions;
        }
        self.per_warp_min = Some(match self.per_warp_min {
            Some((l, h)) => (l.min(low_min), h.min(high)),
            None => (low_min, high),
        });
        self.per_warp_max = Some(match self.per_warp_max {
            Some((l, h, w)) => {
                let worst = if high > h || (high == h && representative < w) { representative } else { w };
                (l.max(low_max), h.max(high), worst)
            }
            None => (low_max, high, representative),
        });
        self.classes += 1;
    }

    pub(super) fn fill(self, result: &mut Coalescing) {
        let count = |(l, u): (u128, u128)| Count { lower: clamp(l), upper: clamp(u) };
        let total = |get: fn(&Triple) -> u128| {
            let lower: u128 =
                self.cases.iter().map(|cases| self.pick(&cases.iter().map(get).collect::<Vec<_>>())).sum();
            let upper: u128 = self.upper.iter().map(get).sum();
            (lower, upper)
        };
        let (transactions, needed, fewest) = (total(|t| t.transactions), total(|t| t.needed), total(|t| t.fewest));
        result.transactions = count(transactions);
        result.bytes_needed = count(needed);
        result.min_transactions = count(fewest);
        result.per_warp_min = count(self.per_warp_min.unwrap_or((0, 0)));
        let (max_l, max_u, worst) = self.per_warp_max.unwrap_or((0, 0, 0));
        result.per_warp_max = count((max_l, max_u));
        result.classes = self.classes;
        // Exact when the lower and upper ends of every figure meet (the
        // fewest per warp included: a warp whose count depends on the
        // runtime values makes the figures bounds even when the totals
        // meet): then every warp's figure is the same in every case that
        // decides them.
        let min = self.per_warp_min.unwrap_or((0, 0));
        let determined = [transactions, needed, fewest, min, (max_l, max_u)].iter().all(|(l, u)| l == u);
        if determined {
            result.worst_warp = Some(worst);
        } else {
            result.not_exact = Some(
                "addresses depend on runtime values: bounds of the worst case over them (the lower end a case \
                 that occurs, the upper a transaction per element per thread, or each warp's worst value when \
                 the values are constant across warps)"
                    .into(),
            );
        }
    }
}

/// Figures without visiting lanes: every thread at every step may read an
/// element of its own; a map without constraints or runtime variables makes
/// every warp issue at least one transaction per step.
pub(super) fn bounds_only(setting: &Setting<'_>, maps: &[&IndexingMap<'_>], result: &mut Coalescing) {
    let spe = setting.segments_per_element();
    let (mut tx, mut per_warp_low, mut per_warp_high, mut needed) = (Count::of(0), 0u64, 0u64, 0u64);
    for map in maps {
        let steps = (0..map.symbol_count()).fold(1u64, |n, j| n.saturating_mul(map.symbol_bounds(j).size()));
        let loads = setting.points.saturating_mul(steps);
        let free = map.state() == MapState::Defined
            && map.constraints().is_empty()
            && map.rt_vars().is_empty()
            && map.dims().iter().zip(setting.threads).all(|(v, t)| v.bounds.contains_interval(*t));
        if free {
            tx.lower = tx.lower.saturating_add(result.warps.saturating_mul(steps));
            per_warp_low = per_warp_low.saturating_add(steps);
        }
        tx.upper = tx.upper.saturating_add(loads.saturating_mul(spe));
        per_warp_high = per_warp_high.saturating_add(setting.warp.saturating_mul(steps).saturating_mul(spe));
        needed = needed.saturating_add(loads.saturating_mul(setting.eb));
    }
    result.transactions = tx;
    result.per_warp_min = Count { lower: 0, upper: per_warp_high };
    result.per_warp_max = Count { lower: per_warp_low, upper: per_warp_high };
    result.worst_warp = None;
    result.bytes_needed = Count { lower: 0, upper: needed };
    // Never more than the transactions issued.
    result.min_transactions = Count { lower: 0, upper: tx.upper };
    result.classes = 0;
}

pub(super) fn clamp(n: u128) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}
