//! The simplifier on what it used to miss: reshape digits of several
//! levels, differences of divisions, divisibility constraints, bounds from
//! constraints, stacked parity constraints, and range and runtime variables
//! (split, rescaled, merged, or pinned by an equality). The issue's
//! examples exactly, then random maps built from those shapes, checked by
//! enumeration: the same relation `{(d, f(d, s, rt))}` (range and runtime
//! variables existential), and never more divisions than the input.

use indexing_map::{IndexingMap, expr};
use melior::Context;

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;

const LIMIT: u64 = 1 << 22;

/// `text` simplified, unused symbols removed, checked against the input by
/// enumeration.
fn simplified(context: &Context, text: &str) -> String {
    let original = IndexingMap::parse(context, text).unwrap();
    let mut map = original.clone();
    map.simplify();
    map.remove_unused_symbols();
    match (original.relation(LIMIT), map.relation(LIMIT)) {
        (Some(before), Some(after)) => assert!(before == after, "relations differ:\n  {original}\n  {map}"),
        _ => panic!("domain too large to check: {original}"),
    }
    map.to_string()
}

#[test]
fn the_issue_examples() {
    let context = Context::new();
    let cases = [
        (
            "(d0) -> (((d0 floordiv 32) mod 2) * 32 + ((d0 floordiv 4) mod 8) * 4 + (d0 floordiv 64) * 64 + d0 mod 4), \
             domain: d0 in [0, 127]",
            "(d0) -> (d0), domain: d0 in [0, 127]",
        ),
        (
            "(d0, d1) -> (((d0 + d1 * 128) floordiv 192) * 768 + ((d1 * 2 + d0 floordiv 64) mod 3) * 256 \
             + (d0 mod 64) * 4), domain: d0 in [0, 127], d1 in [0, 3071]",
            "(d0, d1) -> (d0 * 4 + d1 * 512), domain: d0 in [0, 127], d1 in [0, 3071]",
        ),
        ("()[s0] -> ((s0 * 2 + 5) floordiv 4 - s0 floordiv 2), domain: s0 in [0, 10000]", "() -> (1)"),
        (
            "(d1)[s0, s1] -> (((d1 - s0) floordiv 2) * 2 + s1), \
             domain: d1 in [0, 20], s0 in [0, 20], s1 in [0, 3], (d1 - s0) mod 2 in [0, 0]",
            // The quotient (shifted to start at 0) named as the range variable:
            // no division left.
            "(d1)[s0, s1] -> (s0 * 2 + s1 - 20), domain: d1 in [0, 20], s0 in [0, 20], s1 in [0, 3], d1 - s0 * 2 in [-20, 0]",
        ),
        (
            "(d0) -> (((d0 - 1) floordiv 2) * 2 + 11), domain: d0 in [0, 20], (d0 - 1) mod 2 in [0, 0]",
            "(d0) -> (d0 + 10), domain: d0 in [0, 20], (d0 - 1) mod 2 in [0, 0]",
        ),
        (
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 12], d1 in [0, 2], d0 * 3 + d1 in [0, 35]",
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 11], d1 in [0, 2]",
        ),
        (
            "(d0) -> (d0), domain: d0 in [0, 100], ((d0 + 29) floordiv 2) mod 2 in [0, 0], (d0 + 29) mod 2 in [0, 0]",
            "(d0) -> (d0), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 0]",
        ),
        (
            "()[s0] -> (s0 floordiv 9, s0 mod 9), domain: s0 in [0, 35]",
            "()[s0, s1] -> (s0, s1), domain: s0 in [0, 3], s1 in [0, 8]",
        ),
        (
            "(d0)[s0] -> (d0 + s0 floordiv 2), domain: d0 in [0, 9], s0 in [0, 19]",
            "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9]",
        ),
        (
            "(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 2), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]",
            "(d0)[s0] -> (d0 * 4 + s0), domain: d0 in [0, 9], s0 in [0, 3]",
        ),
        // A shifted remainder fixed on a range variable (the ISL comparison).
        (
            "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], (s0 + 3) mod 4 in [1, 1]",
            "(d0)[s0] -> (d0 + s0 * 4 + 2), domain: d0 in [0, 9], s0 in [0, 1]",
        ),
        (
            "(d0, d1)[s0, s1] -> ((s0 - 1) floordiv 2, s1), domain: d0 in [0, 1], d1 in [0, 15], s0 in [1, 7], \
             s1 in [0, 3], (s0 - 1) mod 2 in [0, 0]",
            "(d0, d1)[s0, s1] -> (s0, s1), domain: d0 in [0, 1], d1 in [0, 15], s0 in [0, 3], s1 in [0, 3]",
        ),
        // A runtime variable pinned by an equality stays (the same relation
        // as a union over its values, not for one value; map_rules.rs).
        (
            "(d0, d1){rt0} -> (d1), domain: d0 in [0, 9], d1 in [0, 9], rt0 in [0, 4], d0 - rt0 in [0, 0]",
            "(d0, d1){rt0} -> (d1), domain: d0 in [0, 9], d1 in [0, 9], rt0 in [0, 4], d0 - rt0 in [0, 0]",
        ),
        // A range variable pinned by a runtime variable: the range variable goes.
        (
            "(d0)[s0]{rt0} -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], rt0 in [2, 5], s0 - rt0 in [1, 1]",
            "(d0){rt0} -> (d0 + rt0 + 1), domain: d0 in [0, 9], rt0 in [2, 5]",
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(simplified(&context, input), expected, "simplifying {input}");
    }
}

/// Floordiv, ceildiv and mod operators of the results and constraints.
fn divisions(map: &IndexingMap) -> usize {
    fn count(e: melior::ir::AffineExpr) -> usize {
        match expr::view(e) {
            expr::ExprView::Add(l, r) | expr::ExprView::Mul(l, r) => count(l) + count(r),
            expr::ExprView::FloorDiv(l, r) | expr::ExprView::CeilDiv(l, r) | expr::ExprView::Mod(l, r) => {
                1 + count(l) + count(r)
            }
            _ => 0,
        }
    }
    map.results().into_iter().chain(map.constraints().iter().map(|&(e, _)| e)).map(count).sum()
}

/// A random piece in `(d0, d1)[s0, s1]{rt0}` of the shapes the new rules
/// look for.
fn piece(random: &mut Random) -> String {
    let var = |random: &mut Random| ["d0", "d1", "s0", "s1", "rt0"][random.below(5) as usize];
    let c = random.below(5) + 2;
    let k = random.below(9) - 4;
    let (a, b) = (var(random), var(random));
    match random.below(9) {
        0 => format!("{a} floordiv {c}"),
        1 => format!("{a} mod {c}"),
        2 => format!("({a} + {b} * {c} + {k}) floordiv {c}"),
        3 => format!("(({a} floordiv {c}) mod 2) * {c} + ({a} floordiv {}) * {}", c * 2, c * 2),
        4 => format!("(({a} + {k}) floordiv {c}) * {c}"),
        5 => format!("{a} + {b} * {c}"),
        6 => format!("({a} * {c} + {}) floordiv {}", k.rem_euclid(7), c * 2),
        7 => format!("{a} * {k}"),
        _ => a.to_string(),
    }
}

/// A random constraint of the shapes the new rules look for.
fn constraint(random: &mut Random) -> String {
    let var = |random: &mut Random| ["d0", "d1", "s0", "s1", "rt0"][random.below(5) as usize];
    let c = random.below(3) + 2;
    let (a, b) = (var(random), var(random));
    let k = random.below(7) - 3;
    match random.below(5) {
        0 => format!("({a} + {k}) mod {c} in [{r}, {r}]", r = random.below(c as u64)),
        1 => format!("(({a} + {k}) floordiv {c}) mod 2 in [{r}, {r}]", r = random.below(2)),
        2 => format!("{a} - {b} in [{k}, {k}]"),
        3 => format!("{a} * {c} + {b} in [{}, {}]", random.below(4), 4 + random.below(20)),
        _ => format!("({a} - {b} + {k}) mod {c} in [0, 0]"),
    }
}

#[test]
fn random_maps_keep_their_relation_and_never_gain_divisions() {
    let context = Context::new();
    let mut random = Random(0x2545f4914f6cdd1d);
    let (mut checked, mut changed, mut fewer) = (0, 0, 0);
    for _ in 0..6000 {
        let results: Vec<String> = (0..1 + random.below(2))
            .map(|_| {
                let (p, q) = (piece(&mut random), piece(&mut random));
                if random.below(2) == 0 { p } else { format!("{p} + {q}") }
            })
            .collect();
        let constraints: Vec<String> = (0..random.below(3)).map(|_| constraint(&mut random)).collect();
        let bounds = [
            format!("d0 in [0, {}]", random.below(12)),
            format!("d1 in [0, {}]", random.below(8)),
            format!("s0 in [{}, {}]", random.below(2) * 4, 5 + random.below(12)),
            format!("s1 in [0, {}]", random.below(4)),
            format!("rt0 in [0, {}]", random.below(6)),
        ];
        let domain = bounds.into_iter().chain(constraints).collect::<Vec<_>>().join(", ");
        let text = format!("(d0, d1)[s0, s1]{{rt0}} -> ({}), domain: {domain}", results.join(", "));
        let original = IndexingMap::parse(&context, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut map = original.clone();
        map.simplify();
        map.remove_unused_symbols();
        let (Some(before), Some(after)) = (original.relation(LIMIT), map.relation(LIMIT)) else {
            panic!("domain too large: {original}");
        };
        assert!(before == after, "relations differ:\n  {original}\n  {map}");
        checked += before.len();
        if map != original {
            changed += 1;
        }
        if !map.is_known_empty() {
            assert!(divisions(&map) <= divisions(&original), "more divisions:\n  {original}\n  {map}");
            fewer += usize::from(divisions(&map) < divisions(&original));
        }
    }
    assert!(checked > 100_000 && changed > 1000 && fewer > 500, "{checked} points, {changed} changed, {fewer} fewer");
}

/// Random maps of the shapes `floordiv_two_values`, `mod_two_values` and
/// `sum_recombine_mod_digits` look for (an atom of two values scaled and
/// shifted inside a division; the two lowest digits of a variable, scaled
/// alike or not), with bounds that make a variable two-valued about half
/// the time: the same relation, and never more divisions.
#[test]
fn two_valued_atoms_and_low_digits_keep_their_relation() {
    let context = Context::new();
    let mut random = Random(0x9e3779b97f4a7c15);
    let (mut checked, mut changed) = (0, 0);
    let mut fired = [0usize; 3];
    let rules = ["floordiv_two_values", "mod_two_values", "sum_recombine_mod_digits"];
    for _ in 0..2000 {
        let var = |random: &mut Random| ["d0", "d1", "s0"][random.below(3) as usize];
        let results: Vec<String> = (0..1 + random.below(2))
            .map(|_| {
                let a = var(&mut random);
                let (c, b) = (random.below(6) + 2, random.below(4) + 2);
                let m = random.below(2000) - 1000;
                let k = random.below(21) - 10;
                let j = if random.below(3) == 0 { random.below(5) - 2 } else { k };
                match random.below(4) {
                    0 => format!("(({a} mod 2) * {m} + {k}) floordiv {c}"),
                    1 => format!("({a} * {m} + {k}) mod {c}"),
                    2 => format!("({a} * {m} + {k}) floordiv {c} + {a}"),
                    _ => format!(
                        "(({a} floordiv {c}) mod {b}) * {} + ({a} mod {c}) * {j} + {a} floordiv {}",
                        c * k,
                        c * b
                    ),
                }
            })
            .collect();
        let low = random.below(3);
        let bounds = [
            format!("d0 in [{low}, {}]", low + 1 + random.below(2) * random.below(60)),
            format!("d1 in [0, {}]", 1 + random.below(2) * random.below(40)),
            format!("s0 in [{}, {}]", low * 3, low * 3 + 1 + random.below(2) * random.below(30)),
        ];
        let text = format!("(d0, d1)[s0] -> ({}), domain: {}", results.join(", "), bounds.join(", "));
        let original = IndexingMap::parse(&context, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut map = original.clone();
        let names = indexing_map::simplify::record_fired(|| {
            map.simplify();
        });
        for (count, rule) in fired.iter_mut().zip(rules) {
            *count += usize::from(names.contains(&rule));
        }
        map.remove_unused_symbols();
        let (Some(before), Some(after)) = (original.relation(LIMIT), map.relation(LIMIT)) else {
            panic!("domain too large: {original}");
        };
        assert!(before == after, "relations differ:\n  {original}\n  {map}");
        checked += before.len();
        changed += usize::from(map != original);
        assert!(divisions(&map) <= divisions(&original), "more divisions:\n  {original}\n  {map}");
    }
    assert!(checked > 100_000 && changed > 1000, "{checked} points, {changed} changed");
    assert!(fired.iter().all(|&count| count > 100), "maps where {rules:?} fired: {fired:?}");
}
