//! The reference for coalescing figures (included with `#[path]` by the
//! tests of several crates): every warp, every step (symbol point, runtime
//! variables at their smallest value), every thread of the warp, the
//! distinct aligned segments its reads touch.

use indexing_map::coalesce::{Coalescing, Options, Order};
use indexing_map::{IndexingMap, Interval, MapState};

/// What the enumeration finds.
#[derive(Debug, PartialEq, Eq)]
pub struct Truth {
    pub transactions: u64,
    pub per_warp_min: u64,
    pub per_warp_max: u64,
    pub worst_warp: u64,
    pub needed: u64,
    pub fewest: u64,
}

fn strides(order: Order, sizes: &[u64]) -> Vec<u64> {
    let mut strides = vec![0; sizes.len()];
    let mut stride = 1;
    let positions: Vec<usize> = match order {
        Order::RowMajor => (0..sizes.len()).rev().collect(),
        Order::ColumnMajor => (0..sizes.len()).collect(),
    };
    for i in positions {
        strides[i] = stride;
        stride *= sizes[i];
    }
    strides
}

/// Every warp, lane by lane, of the threads over the box `threads`, for an
/// operand of `shape` with `eb`-byte elements: per warp (transactions,
/// bytes needed, fewest transactions).
pub fn each_warp(
    maps: &[IndexingMap<'_>],
    threads: &[Interval],
    shape: &[i64],
    eb: u64,
    o: &Options,
) -> Vec<(u64, u64, u64)> {
    let sizes: Vec<u64> = threads.iter().map(|t| t.size()).collect();
    let points: u64 = sizes.iter().product();
    let thread_strides = strides(o.threads, &sizes);
    let layout = strides(o.layout, &shape.iter().map(|&d| d as u64).collect::<Vec<_>>());
    let t = o.transaction as i128;
    let mut warps = Vec::new();
    for w in 0..points.div_ceil(o.warp) {
        let lanes: Vec<Vec<i64>> = (w * o.warp..((w + 1) * o.warp).min(points))
            .map(|t| (0..sizes.len()).map(|j| threads[j].lower + ((t / thread_strides[j]) % sizes[j]) as i64).collect())
            .collect();
        let (mut transactions, mut needed_sum, mut fewest) = (0u64, 0u64, 0u64);
        for map in maps.iter().filter(|m| m.state() == MapState::Defined) {
            let ranges: Vec<Interval> = (0..map.symbol_count())
                .map(|j| {
                    let b = map.symbol_bounds(j);
                    if j >= map.range_vars().len() { Interval::point(b.lower) } else { b }
                })
                .collect();
            let mut steps = vec![vec![]];
            for r in &ranges {
                steps = steps
                    .into_iter()
                    .flat_map(|s: Vec<i64>| (r.lower..=r.upper).map(move |v| [s.clone(), vec![v]].concat()))
                    .collect();
            }
            for s in &steps {
                let mut bytes: Vec<i128> = lanes
                    .iter()
                    .filter(|x| map.contains_point(x, s))
                    .map(|x| {
                        let e = map.evaluate(x, s).unwrap();
                        e.iter().zip(&layout).map(|(&v, &l)| v as i128 * l as i128).sum::<i128>() * eb as i128
                    })
                    .collect();
                bytes.sort();
                let mut segments = std::collections::BTreeSet::new();
                for b in &bytes {
                    for seg in b.div_euclid(t)..=(b + eb as i128 - 1).div_euclid(t) {
                        segments.insert(seg);
                    }
                }
                bytes.dedup();
                let needed = bytes.len() as u64 * eb;
                transactions += segments.len() as u64;
                needed_sum += needed;
                fewest += needed.div_ceil(o.transaction);
            }
        }
        warps.push((transactions, needed_sum, fewest));
    }
    warps
}

/// The figures of [`each_warp`], summed; runtime variables at their
/// smallest value.
pub fn brute_force(maps: &[IndexingMap<'_>], threads: &[Interval], shape: &[i64], eb: u64, o: &Options) -> Truth {
    let warps = each_warp(maps, threads, shape, eb, o);
    let mut truth = Truth { transactions: 0, per_warp_min: 0, per_warp_max: 0, worst_warp: 0, needed: 0, fewest: 0 };
    truth.per_warp_min = warps.iter().map(|w| w.0).min().unwrap_or(0);
    for (w, &(transactions, needed, fewest)) in warps.iter().enumerate() {
        truth.transactions += transactions;
        truth.needed += needed;
        truth.fewest += fewest;
        if transactions > truth.per_warp_max || w == 0 {
            truth.per_warp_max = transactions;
            truth.worst_warp = w as u64;
        }
    }
    truth
}

/// Our figures in the same form (they must be exact).
pub fn ours_as_truth(c: &Coalescing) -> Truth {
    Truth {
        transactions: c.transactions.exact().unwrap(),
        per_warp_min: c.per_warp_min.exact().unwrap(),
        per_warp_max: c.per_warp_max.exact().unwrap(),
        worst_warp: c.worst_warp.unwrap(),
        needed: c.bytes_needed.exact().unwrap(),
        fewest: c.min_transactions.exact().unwrap(),
    }
}
