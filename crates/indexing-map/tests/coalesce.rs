//! `coalesce::coalescing` against the warps' addresses enumerated one by
//! one: random maps (and unions of two) over random thread boxes, operand
//! shapes, warp and transaction sizes, element sizes and orders. Every warp,
//! every step (symbol point), every lane: the transactions (distinct aligned
//! segments), bytes needed and fewest transactions, summed, per warp
//! (fewest, most, first worst warp). Exact figures equal the enumeration;
//! under small budgets the bounds hold; with runtime variables the lower end
//! is the case with each at its smallest value.

use indexing_map::coalesce::{Options, Order, coalescing, coalescing_with_rt_dims};
use indexing_map::count::Count;
use indexing_map::{IndexingMap, Interval, MapState};
use melior::Context;

#[path = "../../../tests/support/coalescing_reference.rs"]
mod coalescing_reference;
use coalescing_reference::{brute_force, each_warp, ours_as_truth};

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;
#[path = "../../../tests/support/random_maps.rs"]
#[allow(dead_code)]
mod random_maps;
use random_maps::{random_dims, random_map_over};

fn within(count: Count, truth: u64) -> bool {
    count.lower <= truth && truth <= count.upper
}

fn random_options(random: &mut Random) -> Options {
    let order = |random: &mut Random| if random.below(3) == 0 { Order::ColumnMajor } else { Order::RowMajor };
    Options {
        warp: [1, 2, 4, 8, 3][random.below(5) as usize],
        transaction: [4, 8, 16, 6][random.below(4) as usize],
        threads: order(random),
        layout: order(random),
        element_bytes: None,
    }
}

/// Dimension bounds as domain text: powers of two from 0 (shapes that
/// split into warps) or small odd boxes.
fn random_thread_dims(random: &mut Random) -> Vec<String> {
    if random.below(2) == 0 {
        return random_dims(random);
    }
    (0..3).map(|d| format!("d{d} in [0, {}]", [1, 2, 4, 8][random.below(4) as usize] - 1)).collect()
}

/// Maps, the thread box, the operand shape, and the maps' text.
type Case<'c> = (Vec<IndexingMap<'c>>, Vec<Interval>, Vec<i64>, String);

/// A random case: maps over one dimension box (one or two, of one rank),
/// its thread box and an operand shape.
fn random_case<'c>(context: &'c Context, random: &mut Random, with_rt: bool) -> Option<Case<'c>> {
    let dims = random_thread_dims(random);
    let count = 1 + random.below(2) as usize;
    let texts: Vec<String> = (0..count).map(|_| random_map_over(random, with_rt, dims.clone())).collect();
    let maps: Vec<IndexingMap<'c>> = texts.iter().map(|t| IndexingMap::parse(context, t).unwrap()).collect();
    if maps.iter().any(|m| m.result_count() != maps[0].result_count()) {
        return None;
    }
    let map = maps.iter().find(|m| m.state() == MapState::Defined)?;
    // The thread box is the dimension box as written (a simplified map may
    // have narrowed it: those lanes then read nothing).
    let threads: Vec<Interval> = dims
        .iter()
        .map(|d| {
            let (lo, hi) = d.split_once('[').unwrap().1.trim_end_matches(']').split_once(", ").unwrap();
            Interval::new(lo.parse().unwrap(), hi.parse().unwrap())
        })
        .collect();
    let shape: Vec<i64> = (0..map.result_count()).map(|_| 1 + random.below(6)).collect();
    Some((maps, threads, shape, texts.join(" | ")))
}

#[test]
fn exact_figures_equal_every_warp_enumerated() {
    let context = Context::new();
    let mut random = Random(0xc0a1_e5ce);
    let (mut cases, mut classes, mut lanes) = (0, 0u64, 0u64);
    let mut summarized = 0;
    while cases < 2500 {
        let Some((maps, threads, shape, text)) = random_case(&context, &mut random, false) else { continue };
        let options = random_options(&mut random);
        let eb = [1, 2, 4, 3][random.below(4) as usize];
        let ours = coalescing(&maps, &threads, &shape, eb, &options, 1 << 24);
        assert!(ours.is_exact(), "{options}: {text}: {ours:?}");
        let truth = brute_force(&maps, &threads, &shape, eb, &options);
        assert_eq!(ours_as_truth(&ours), truth, "{options} eb {eb} shape {shape:?}: {text}");
        cases += 1;
        classes += ours.classes;
        lanes += ours.warps * options.warp;
        summarized += usize::from(ours.classes < ours.warps);
    }
    // Classes summarize warps in a good share of the cases.
    assert!(
        summarized > 300 && lanes > 4 * classes,
        "{summarized} cases summarized, {classes} classes for {lanes} lanes"
    );
}

#[test]
fn bounds_hold_under_small_budgets() {
    let context = Context::new();
    let mut random = Random(0xb0b0);
    let (mut bounded, mut cases) = (0, 0);
    while cases < 1500 {
        let Some((maps, threads, shape, text)) = random_case(&context, &mut random, false) else { continue };
        let options = random_options(&mut random);
        let truth = brute_force(&maps, &threads, &shape, 4, &options);
        for budget in [1, 64] {
            let ours = coalescing(&maps, &threads, &shape, 4, &options, budget);
            if ours.is_exact() {
                assert_eq!(ours_as_truth(&ours), truth, "budget {budget}: {text}");
                continue;
            }
            bounded += 1;
            assert!(ours.coalesced().is_none());
            for (count, value) in [
                (ours.transactions, truth.transactions),
                (ours.per_warp_min, truth.per_warp_min),
                (ours.per_warp_max, truth.per_warp_max),
                (ours.bytes_needed, truth.needed),
                (ours.min_transactions, truth.fewest),
            ] {
                assert!(within(count, value), "budget {budget}: {count:?} misses {value}: {options} {text}");
            }
        }
        cases += 1;
    }
    assert!(bounded > 500, "only {bounded} bounded cases");
}

#[test]
fn runtime_variables_bound_the_worst_case() {
    let context = Context::new();
    let mut random = Random(0x9a7e);
    let (mut cases, mut checked) = (0, 0);
    while cases < 1000 {
        let Some((maps, threads, shape, text)) = random_case(&context, &mut random, true) else { continue };
        let options = random_options(&mut random);
        let ours = coalescing(&maps, &threads, &shape, 4, &options, 1 << 24);
        let fixed = brute_force(&maps, &threads, &shape, 4, &options);
        if maps.iter().all(|m| m.rt_vars().is_empty()) {
            continue; // the simplifier removed the runtime variable
        }
        // Exact only when the bounds meet: the worst case is then the case
        // at the smallest values (checked above), every other case under it.
        assert_eq!(
            ours.is_exact(),
            ours.transactions.exact().is_some() && ours.bytes_needed.exact().is_some(),
            "{text}"
        );
        assert_eq!(ours.is_exact(), ours.worst_warp.is_some(), "{text}");
        assert_eq!(ours.transactions.lower, fixed.transactions, "{text}");
        assert_eq!(ours.bytes_needed.lower, fixed.needed, "{text}");
        // Each other value of a runtime variable is a case too: under the
        // upper end.
        for value in 0..4 {
            let moved = with_rt_at(&context, &maps, value);
            let case = brute_force(&moved, &threads, &shape, 4, &options);
            assert!(case.transactions <= ours.transactions.upper, "rt0 = {value}: {text}");
            assert!(case.needed <= ours.bytes_needed.upper, "rt0 = {value}: {text}");
            checked += 1;
        }
        cases += 1;
    }
    assert!(checked >= 4000, "{checked} cases of runtime values checked");
}

/// The maps with their runtime variable fixed at `value` (clamped to its
/// bounds): one case of the data.
fn with_rt_at<'c>(context: &'c Context, maps: &[IndexingMap<'c>], value: i64) -> Vec<IndexingMap<'c>> {
    maps.iter()
        .map(|m| {
            let Some(rt) = m.rt_vars().first().map(|v| v.bounds).filter(|b| b.is_feasible()) else {
                return m.clone();
            };
            let v = value.clamp(rt.lower, rt.upper);
            let text =
                m.to_string().replace(&format!("rt0 in [{}, {}]", rt.lower, rt.upper), &format!("rt0 in [{v}, {v}]"));
            let moved = IndexingMap::parse(context, &text).unwrap();
            assert_eq!(moved.rt_vars()[0].bounds, Interval::point(v), "{text}");
            moved
        })
        .collect()
}

#[test]
fn runtime_values_constant_across_a_warp_are_one_case_per_warp() {
    let context = Context::new();
    let mut random = Random(0x0417_c0a1);
    let (mut cases, mut exact) = (0, 0);
    while cases < 1500 {
        let Some((maps, threads, shape, text)) = random_case(&context, &mut random, true) else { continue };
        if maps.iter().all(|m| m.rt_vars().is_empty()) {
            continue;
        }
        let options = random_options(&mut random);
        // The dimensions each map's runtime variable is said to depend on.
        let dims: Vec<Vec<Option<Vec<usize>>>> = maps
            .iter()
            .map(|_| {
                vec![
                    [None, Some(vec![0]), Some(vec![0, 1]), Some(vec![2]), Some(vec![])][random.below(5) as usize]
                        .clone(),
                ]
            })
            .collect();
        let ours = coalescing_with_rt_dims(&maps, &dims, &threads, &shape, 4, &options, 1 << 24);
        // Every warp in every case of one value for all: the worst case over
        // data lies between the worst such case and each warp's worst.
        let per_value: Vec<Vec<(u64, u64, u64)>> =
            (0..4).map(|v| each_warp(&with_rt_at(&context, &maps, v), &threads, &shape, 4, &options)).collect();
        let worst_case = per_value.iter().map(|w| w.iter().map(|c| c.0).sum::<u64>()).max().unwrap();
        let each_worst: u64 = (0..per_value[0].len()).map(|w| per_value.iter().map(|v| v[w].0).max().unwrap()).sum();
        let label = format!("{options} {dims:?}: {text}");
        assert!(ours.transactions.lower <= worst_case, "{:?} vs {worst_case}: {label}", ours.transactions);
        assert!(each_worst <= ours.transactions.upper, "{:?} vs {each_worst}: {label}", ours.transactions);
        let worst_warp = per_value.iter().flat_map(|v| v.iter().map(|c| c.0)).max().unwrap_or(0);
        assert!(ours.per_warp_max.lower <= worst_warp && worst_warp <= ours.per_warp_max.upper, "{label}");
        exact += usize::from(ours.is_exact());
        cases += 1;
    }
    assert!(exact > 100, "only {exact} exact cases with runtime variables");
}

#[test]
fn real_shapes_are_summarized_exactly() {
    let context = Context::new();
    let parse = |text: &str| IndexingMap::parse(&context, text).unwrap();
    let o = Options::default();
    let box2 = |a: i64, b: i64| vec![Interval::new(0, a - 1), Interval::new(0, b - 1)];
    // Elementwise 2048x2048 f32: one 128-byte transaction per warp.
    let identity = parse("(d0, d1) -> (d0, d1), domain: d0 in [0, 2047], d1 in [0, 2047]");
    let c = coalescing(&[identity], &box2(2048, 2048), &[2048, 2048], 4, &o, 1 << 16);
    assert_eq!((c.per_warp_max.exact(), c.per_warp_min.exact(), c.coalesced()), (Some(1), Some(1), Some(true)));
    assert_eq!(c.transactions.exact(), Some(2048 * 2048 / 32));
    // Transpose: 32 transactions per warp, efficiency 1/32.
    let transpose = parse("(d0, d1) -> (d1, d0), domain: d0 in [0, 2047], d1 in [0, 2047]");
    let c = coalescing(&[transpose], &box2(2048, 2048), &[2048, 2048], 4, &o, 1 << 16);
    assert_eq!((c.per_warp_max.exact(), c.coalesced()), (Some(32), Some(false)));
    // Row reduction of 1024x4096, a thread per row: each step's 32 reads
    // are rows apart.
    let reduce = parse("(d0)[s0] -> (d0, s0), domain: d0 in [0, 1023], s0 in [0, 4095]");
    let c = coalescing(&[reduce], &[Interval::new(0, 1023)], &[1024, 4096], 4, &o, 1 << 16);
    assert_eq!(c.per_warp_max.exact(), Some(32 * 4096));
    // Column reduction: threads read consecutive columns, coalesced.
    let column = parse("(d0)[s0] -> (s0, d0), domain: d0 in [0, 4095], s0 in [0, 1023]");
    let c = coalescing(&[column], &[Interval::new(0, 4095)], &[1024, 4096], 4, &o, 1 << 16);
    assert_eq!((c.per_warp_max.exact(), c.coalesced()), (Some(1024), Some(true)));
    // A broadcast scalar: one transaction per warp, coalesced, efficiency
    // 4/128.
    let scalar = parse("(d0, d1) -> (), domain: d0 in [0, 511], d1 in [0, 511]");
    let c = coalescing(&[scalar], &box2(512, 512), &[], 4, &o, 1 << 16);
    assert_eq!(
        (c.per_warp_max.exact(), c.coalesced(), c.efficiency()),
        (Some(1), Some(true), Some((1.0 / 32.0, 1.0 / 32.0)))
    );
    // A strided slice (every 4th f16): 32 lanes span 256 bytes.
    let strided = parse("(d0) -> (d0 * 4), domain: d0 in [0, 4095]");
    let c = coalescing(&[strided], &[Interval::new(0, 4095)], &[16384], 2, &o, 1 << 16);
    assert_eq!((c.per_warp_max.exact(), c.coalesced()), (Some(2), Some(false)));
    // None of these needed more than a few classes.
    assert!(c.classes <= 4, "{}", c.classes);
    // An embedding lookup: 4096 rows of a 50000x1024 table by runtime
    // indices, one per row of the result: whole rows, coalesced, exact.
    let gather = parse("(d0, d1){rt0} -> (rt0, d1), domain: d0 in [0, 4095], d1 in [0, 1023], rt0 in [0, 49999]");
    let c =
        coalescing_with_rt_dims(&[gather], &[vec![Some(vec![0])]], &box2(4096, 1024), &[50000, 1024], 4, &o, 1 << 16);
    assert_eq!((c.per_warp_max.exact(), c.coalesced(), c.transactions.exact()), (Some(1), Some(true), Some(4096 * 32)));
}
