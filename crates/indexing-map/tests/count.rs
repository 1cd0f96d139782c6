//! `count::count_reads` against enumeration: random maps with small domains
//! (dimension, range and runtime variables, `floordiv`/`mod`/`ceildiv`,
//! constraints), counted by brute force — distinct images, per domain point
//! (every point of the dimension box, 0 where nothing is read), total. With
//! a large budget every count is exact and equal to brute force; with tiny
//! budgets every bound holds and every count claimed exact is.

use indexing_map::IndexingMap;
use indexing_map::Interval;
use indexing_map::count::{Count, Reads, count_reads, count_reads_in_tile, count_reads_union};
use melior::Context;
use std::collections::{BTreeMap, BTreeSet};

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;
#[path = "../../../tests/support/random_maps.rs"]
mod random_maps;
use random_maps::{random_dims, random_map, random_map_over};

/// Brute force: every domain point, with runtime variables free (`None`)
/// or fixed at their smallest value.
fn brute_force(maps: &[IndexingMap<'_>], fix_runtime: bool) -> Reads {
    let mut per_point: BTreeMap<Vec<i64>, BTreeSet<Vec<i64>>> = BTreeMap::new();
    let mut all = BTreeSet::new();
    // The bounding box of the dimension boxes of the maps that are not
    // known to be empty.
    let defined: Vec<&IndexingMap<'_>> = maps.iter().filter(|m| m.state() == indexing_map::MapState::Defined).collect();
    let points: u64 = match defined.first() {
        None => 0,
        Some(first) => (0..first.dims().len())
            .map(|i| defined.iter().map(|m| m.dims()[i].bounds).reduce(Interval::union).unwrap().size())
            .product(),
    };
    for map in maps {
        assert!(map.enumerate_domain(1 << 22, |d, s| {
            let n_range = map.range_vars().len();
            if fix_runtime && s[n_range..].iter().zip(map.rt_vars()).any(|(x, v)| *x != v.bounds.lower) {
                return;
            }
            let value = map.evaluate(d, s).expect("no overflow on small domains");
            all.insert(value.clone());
            per_point.entry(d.to_vec()).or_default().insert(value);
        }));
    }
    let counts: Vec<u64> = per_point.values().map(|s| s.len() as u64).collect();
    let min = if (counts.len() as u64) < points { 0 } else { counts.iter().copied().min().unwrap_or(0) };
    Reads {
        distinct: Count::of(all.len() as u64),
        per_point_min: Count::of(min),
        per_point_max: Count::of(counts.iter().copied().max().unwrap_or(0)),
        total: Count::of(counts.iter().sum()),
        points,
    }
}

fn within(count: Count, truth: u64) -> bool {
    count.lower <= truth && truth <= count.upper
}

fn figures(reads: &Reads) -> [Count; 4] {
    [reads.distinct, reads.per_point_min, reads.per_point_max, reads.total]
}

#[test]
fn exact_counts_equal_enumeration() {
    let context = Context::new();
    let mut random = Random(0x5eed_c0de);
    let (mut maps, mut points) = (0, 0u64);
    for _ in 0..3000 {
        let text = random_map(&mut random, false);
        let map = IndexingMap::parse(&context, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let ours = count_reads(&map, 1 << 20);
        let truth = brute_force(std::slice::from_ref(&map), false);
        assert!(ours.is_exact(), "not exact within the budget: {text}: {ours:?}");
        assert_eq!(ours, truth, "{text}");
        maps += 1;
        points += truth.total.lower;
    }
    assert!(points > 100_000, "only {points} reads checked over {maps} maps");
}

#[test]
fn bounds_hold_and_exact_claims_are_true_under_small_budgets() {
    let context = Context::new();
    let mut random = Random(0xb0d5);
    let (mut bounded, mut exact_claims) = (0, 0);
    for _ in 0..3000 {
        let text = random_map(&mut random, false);
        let map = IndexingMap::parse(&context, &text).unwrap();
        let truth = brute_force(std::slice::from_ref(&map), false);
        for budget in [1, 4, 16] {
            let ours = count_reads(&map, budget);
            assert_eq!(ours.points, truth.points, "{text}");
            for (count, truth) in figures(&ours).into_iter().zip(figures(&truth)) {
                let truth = truth.lower;
                assert!(within(count, truth), "budget {budget}: {count:?} misses {truth}: {text}");
                match count.exact() {
                    Some(_) => exact_claims += 1,
                    None => bounded += 1,
                }
            }
        }
    }
    // Both paths are exercised.
    assert!(bounded > 1000 && exact_claims > 1000, "bounded {bounded}, exact {exact_claims}");
}

#[test]
fn runtime_variables_give_the_fixed_and_the_free_case() {
    let context = Context::new();
    let mut random = Random(0x7e57);
    for _ in 0..1500 {
        let text = random_map(&mut random, true);
        let map = IndexingMap::parse(&context, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let ours = count_reads(&map, 1 << 20);
        let free = brute_force(std::slice::from_ref(&map), false);
        let fixed = brute_force(std::slice::from_ref(&map), true);
        assert_eq!(ours.distinct, Count { lower: fixed.distinct.lower, upper: free.distinct.lower }, "{text}");
        assert_eq!(ours.total.upper, free.total.lower, "{text}");
        assert_eq!(ours.total.lower, fixed.total.lower, "{text}");
    }
}

#[test]
fn unions_equal_enumeration() {
    let context = Context::new();
    let mut random = Random(0x0417);
    let mut reads = 0;
    for _ in 0..1000 {
        // One dimension box for both maps.
        let dims = random_dims(&mut random);
        let texts: Vec<String> = (0..2).map(|_| random_map_over(&mut random, false, dims.clone())).collect();
        let maps = [IndexingMap::parse(&context, &texts[0]).unwrap(), IndexingMap::parse(&context, &texts[1]).unwrap()];
        if maps[0].result_count() != maps[1].result_count() {
            continue; // maps of one operand have its rank
        }
        let truth = brute_force(&maps, false);
        let ours = count_reads_union(&maps, 1 << 20);
        for (count, truth) in figures(&ours).into_iter().zip(figures(&truth)) {
            assert!(within(count, truth.lower), "{count:?} misses {truth:?}: {texts:?}");
        }
        // Exact, also where a constraint narrowed one map's dimension box.
        assert_eq!(ours, truth, "{texts:?}");
        reads += truth.total.lower;
        let bounded = count_reads_union(&maps, 1);
        for (count, truth) in figures(&bounded).into_iter().zip(figures(&truth)) {
            assert!(within(count, truth.lower), "{count:?} misses {truth:?}: {texts:?}");
        }
    }
    assert!(reads > 10_000, "only {reads} reads checked");
}

#[test]
fn real_shapes_are_exact_without_enumeration() {
    let context = Context::new();
    let parse = |text: &str| IndexingMap::parse(&context, text).unwrap();
    // Transpose of a 1024x2048 operand: every element once.
    let transpose = parse("(d0, d1) -> (d1, d0), domain: d0 in [0, 2047], d1 in [0, 1023]");
    let reads = count_reads(&transpose, 1 << 10);
    assert_eq!(
        (reads.distinct.exact(), reads.total.exact(), reads.per_point_max.exact()),
        (Some(1 << 21), Some(1 << 21), Some(1))
    );
    // A reduction over 4096 of a 512x4096 operand: each result reads a row.
    let reduce = parse("(d0)[s0] -> (d0, s0), domain: d0 in [0, 511], s0 in [0, 4095]");
    let reads = count_reads(&reduce, 1 << 10);
    assert_eq!(
        (reads.distinct.exact(), reads.per_point_min.exact(), reads.total.exact()),
        (Some(512 * 4096), Some(4096), Some(512 * 4096))
    );
    // A broadcast of a 4096 vector to 512x4096: each element read 512 times.
    let broadcast = parse("(d0, d1) -> (d1), domain: d0 in [0, 511], d1 in [0, 4095]");
    let reads = count_reads(&broadcast, 1 << 10);
    assert_eq!((reads.distinct.exact(), reads.total.exact()), (Some(4096), Some(512 * 4096)));
}

#[test]
fn tile_counts_equal_enumeration_of_the_tile() {
    let context = Context::new();
    let mut random = Random(0x711e);
    let mut reads = 0;
    for _ in 0..1500 {
        let text = random_map(&mut random, false);
        let map = IndexingMap::parse(&context, &text).unwrap();
        // A random sub-box of the dimensions (possibly empty).
        let tile: Vec<Interval> = map
            .dims()
            .iter()
            .map(|v| {
                let lo = v.bounds.lower + random.below(2);
                Interval::new(lo, lo + random.below(6) - 1)
            })
            .collect();
        let ours = count_reads_in_tile(&map, &tile, 1 << 20);
        // Brute force: the whole map's relation, kept where the dimension
        // point lies in the tile.
        let mut per_point: BTreeMap<Vec<i64>, BTreeSet<Vec<i64>>> = BTreeMap::new();
        let mut all = BTreeSet::new();
        map.enumerate_domain(1 << 22, |d, s| {
            if d.iter().zip(&tile).all(|(x, b)| b.contains(*x)) {
                let value = map.evaluate(d, s).unwrap();
                all.insert(value.clone());
                per_point.entry(d.to_vec()).or_default().insert(value);
            }
        });
        let total: u64 = per_point.values().map(|s| s.len() as u64).sum();
        assert_eq!(ours.distinct, Count::of(all.len() as u64), "{text} tile {tile:?}");
        assert_eq!(ours.total, Count::of(total), "{text} tile {tile:?}");
        reads += total;
    }
    assert!(reads > 5_000, "only {reads} reads checked");
}
