//! The simplifier: the examples of XLA's indexing documentation
//! (<https://openxla.org/xla/indexing>, "Indexing Map Simplifier") exactly, and soundness on whole
//! domains by enumeration.

use indexing_map::{IndexingMap, expr};
use melior::Context;

fn simplified(context: &Context, text: &str) -> String {
    let mut map = IndexingMap::parse(context, text).unwrap();
    let original = map.clone();
    map.simplify();
    map.remove_unused_symbols();
    assert_same_relation(&original, &map);
    map.to_string()
}

/// Asserts that two maps denote the same relation (enumerated).
fn assert_same_relation(a: &IndexingMap, b: &IndexingMap) {
    let limit = 1 << 22;
    match (a.relation(limit), b.relation(limit)) {
        (Some(ra), Some(rb)) => assert!(ra == rb, "relations differ:\n  {a}\n  {b}"),
        _ => panic!("domain too large to check: {a}"),
    }
}

#[test]
fn xla_doc_example_1_mod_and_div_fold_away() {
    let context = Context::new();
    assert_eq!(
        simplified(&context, "(d0, d1) -> (d0 + d1 floordiv 16, d1 mod 16), domain: d0 in [0, 6], d1 in [0, 14]"),
        "(d0, d1) -> (d0, d1), domain: d0 in [0, 6], d1 in [0, 14]"
    );
}

#[test]
fn xla_doc_example_2_delinearize_of_linearize() {
    let context = Context::new();
    assert_eq!(
        simplified(
            &context,
            "(d0, d1, d2) -> ((100d0 + 10d1 + d2) floordiv 100, ((100d0 + 10d1 + d2) mod 100) floordiv 10, d2 mod 10), \
             domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]"
        ),
        "(d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]"
    );
}

#[test]
fn xla_doc_example_3_split_sum_by_divisor() {
    let context = Context::new();
    assert_eq!(
        simplified(
            &context,
            "(d0, d1, d2) -> ((16d0 + 4d1 + d2) floordiv 8, (16d0 + 4d1 + d2) mod 8), \
             domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]"
        ),
        "(d0, d1, d2) -> (d0 * 2 + (d1 * 4 + d2) floordiv 8, (d1 * 4 + d2) mod 8), \
         domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]"
    );
}

#[test]
fn xla_doc_example_4_negated_division() {
    let context = Context::new();
    // The documentation's `-(-11d0 - d1 + 109) floordiv 11 + 9`, meaning
    // `-((-11d0 - d1 + 109) floordiv 11) + 9`.
    assert_eq!(
        simplified(
            &context,
            "(d0, d1) -> (-((-11d0 - d1 + 109) floordiv 11) + 9), domain: d0 in [0, 9], d1 in [0, 10]"
        ),
        "(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 10]"
    );
}

#[test]
fn reshape_chain_composes_to_identity() {
    let context = Context::new();
    // 10x10x10 -> 50x20 -> 10x10x10, output->input: the consumer's map
    // (10x10x10 -> 50x20 index) composed with the producer's (50x20 ->
    // 10x10x10 index).
    let consumer = IndexingMap::parse(
        &context,
        "(d0, d1, d2) -> ((d0 * 100 + d1 * 10 + d2) floordiv 20, (d0 * 100 + d1 * 10 + d2) mod 20), \
         domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]",
    )
    .unwrap();
    let producer = IndexingMap::parse(
        &context,
        "(d0, d1) -> ((d0 * 20 + d1) floordiv 100, ((d0 * 20 + d1) mod 100) floordiv 10, d1 mod 10), \
         domain: d0 in [0, 49], d1 in [0, 19]",
    )
    .unwrap();
    let mut composed = consumer.compose(&producer).unwrap();
    let unsimplified = composed.clone();
    composed.simplify();
    composed.remove_unused_symbols();
    assert_same_relation(&unsimplified, &composed);
    assert_eq!(composed.to_string(), "(d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]");
}

#[test]
fn constraint_rules_of_the_xla_doc() {
    let context = Context::new();
    // Rule 1: constants and factors move into the interval.
    assert_eq!(
        simplified(&context, "(d0, d1) -> (d0), domain: d0 in [0, 99], d1 in [0, 99], d0 * 2 + d1 * 4 + 2 in [0, 10]"),
        "(d0, d1) -> (d0), domain: d0 in [0, 99], d1 in [0, 99], d0 + d1 * 2 in [0, 4]"
    );
    // ... and a floordiv constraint becomes one on its argument; on a bare
    // variable it narrows the bounds.
    assert_eq!(
        simplified(&context, "(d0) -> (d0), domain: d0 in [0, 99], d0 floordiv 8 in [1, 2]"),
        "(d0) -> (d0), domain: d0 in [8, 23]"
    );
    // Rule 2: always-true constraints disappear.
    assert_eq!(
        simplified(&context, "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 5], s0 in [1, 3], d0 + s0 in [0, 20]"),
        "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 5], s0 in [1, 3]"
    );
    // Infeasible constraints make the map known-empty.
    let mut map =
        IndexingMap::parse(&context, "(d0)[s0] -> (d0), domain: d0 in [0, 5], s0 in [1, 3], d0 + s0 in [20, 30]")
            .unwrap();
    map.simplify();
    assert!(map.is_known_empty());
    // Rule 3: constraint expressions are simplified like results.
    assert_eq!(
        simplified(&context, "(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 15], d0 + d1 mod 16 in [0, 12]"),
        "(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 15], d0 + d1 in [0, 12]"
    );
}

#[test]
fn point_variables_are_replaced_and_unused_symbols_removed() {
    let context = Context::new();
    assert_eq!(simplified(&context, "(d0) -> (d0), domain: d0 in [5, 5]"), "(d0) -> (5), domain: d0 in [5, 5]");
    assert_eq!(
        simplified(
            &context,
            "(d0)[s0, s1]{rt0} -> (d0 + s1), domain: d0 in [0, 9], s0 in [0, 3], s1 in [0, 2], rt0 in [0, 7], s0 + rt0 in [0, 5]"
        ),
        "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 2]"
    );
    // A constraint tying an unused symbol to a dimension is projected onto
    // the dimension when the symbol's values leave no gaps
    // (`project_range_var_from_constraint`)...
    assert_eq!(
        simplified(&context, "(d0)[s0] -> (d0), domain: d0 in [0, 9], s0 in [0, 3], d0 + s0 in [0, 5]"),
        "(d0) -> (d0), domain: d0 in [0, 5]"
    );
    // ... and keeps it otherwise (steps of 7 over an interval of 6 values).
    assert_eq!(
        simplified(&context, "(d0)[s0] -> (d0), domain: d0 in [0, 30], s0 in [0, 3], d0 - s0 * 7 in [0, 5]"),
        "(d0)[s0] -> (d0), domain: d0 in [0, 30], s0 in [0, 3], d0 - s0 * 7 in [0, 5]"
    );
}

#[test]
fn rescaling_symbols_with_a_mod_constraint() {
    let context = Context::new();
    let mut map = IndexingMap::parse(
        &context,
        "(d0)[s0] -> (d0 + s0 * 2), domain: d0 in [0, 9], s0 in [0, 20], s0 mod 6 in [4, 4]",
    )
    .unwrap();
    let original = map.clone();
    map.simplify();
    assert_same_relation(&original, &map);
    assert_eq!(map.to_string(), "(d0)[s0] -> (d0 + s0 * 12 + 8), domain: d0 in [0, 9], s0 in [0, 2]");
}

#[test]
fn mlir_constant_folding_semantics() {
    let context = Context::new();
    assert_eq!(
        simplified(&context, "() -> (-7 floordiv 2, -7 mod 2, -7 ceildiv 2, 7 ceildiv 2)"),
        "() -> (-4, 1, -3, 4)"
    );
}

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;

/// A random expression in `(d0, d1)[s0]` as text.
fn random_expr(random: &mut Random, depth: u32) -> String {
    if depth == 0 || random.below(4) == 0 {
        return match random.below(4) {
            0 => "d0".into(),
            1 => "d1".into(),
            2 => "s0".into(),
            _ => format!("{}", random.below(21) - 10),
        };
    }
    let a = random_expr(random, depth - 1);
    let b = random_expr(random, depth - 1);
    let c = random.below(12) + 1;
    match random.below(6) {
        0 => format!("({a} + {b})"),
        1 => format!("({a} - {b})"),
        2 => format!("({a} * {})", random.below(9) - 4),
        3 => format!("({a} floordiv {c})"),
        4 => format!("({a} mod {c})"),
        _ => format!("({a} ceildiv {c})"),
    }
}

#[test]
fn simplification_is_sound_on_random_expressions() {
    let context = Context::new();
    let mut random = Random(0x9e3779b97f4a7c15);
    let mut checked = 0;
    for _ in 0..10000 {
        let results = [random_expr(&mut random, 4), random_expr(&mut random, 4)];
        let (lo0, lo1) = (random.below(7) - 3, random.below(5));
        let text = format!(
            "(d0, d1)[s0] -> ({}, {}), domain: d0 in [{lo0}, {}], d1 in [{lo1}, {}], s0 in [0, {}], {} in [{}, {}]",
            results[0],
            results[1],
            lo0 + random.below(12),
            lo1 + random.below(20),
            random.below(6),
            random_expr(&mut random, 2),
            random.below(10) - 5,
            random.below(20),
        );
        let original = IndexingMap::parse(&context, &text).unwrap();
        let mut map = original.clone();
        map.simplify();
        // The same relation {(d, f(d, s))}: symbols may be rescaled, so
        // points are compared after projecting them out.
        let limit = 1 << 20;
        let (Some(before), Some(after)) = (original.relation(limit), map.relation(limit)) else {
            panic!("domain too large: {original}");
        };
        assert!(before == after, "relations differ:\n  {original}\n  {map}");
        let points = before.len();
        checked += points;
        // Simplification does not blow expressions up (distributing a
        // negation may add a few nodes).
        let size = |m: &IndexingMap| m.results().into_iter().map(expr::node_count).sum::<usize>();
        if !map.is_known_empty() {
            assert!(size(&map) <= 2 * size(&original) + 4, "grew:\n  {original}\n  {map}");
        }
    }
    assert!(checked > 10_000, "only {checked} points checked");
}

#[test]
fn composition_is_pointwise_application() {
    let context = Context::new();
    let mut random = Random(42);
    for _ in 0..200 {
        let first = IndexingMap::parse(
            &context,
            &format!(
                "(d0)[s0] -> ({}, {}), domain: d0 in [0, {}], s0 in [0, 3]",
                random_expr(&mut random, 3).replace("d1", "d0"),
                random_expr(&mut random, 3).replace("d1", "d0"),
                random.below(10)
            ),
        )
        .unwrap();
        let second = IndexingMap::parse(
            &context,
            &format!(
                "(d0, d1)[s0] -> ({}), domain: d0 in [-5, 5], d1 in [0, 8], s0 in [0, 2], {} in [-3, 3]",
                random_expr(&mut random, 3),
                random_expr(&mut random, 2),
            ),
        )
        .unwrap();
        let composed = first.compose(&second).unwrap();
        // Symbols of `composed`: [second's s0, first's s0].
        let mut expected = std::collections::BTreeSet::new();
        first.enumerate_domain(1 << 20, |d, s1| {
            let Some(mid) = first.evaluate(d, s1) else { return };
            second.enumerate_domain(1 << 20, |d2, s2| {
                if d2 == mid.as_slice() {
                    expected.insert((d.to_vec(), vec![s2[0], s1[0]], second.evaluate(d2, s2).unwrap()));
                }
            });
        });
        let mut actual = std::collections::BTreeSet::new();
        composed.enumerate_domain(1 << 20, |d, s| {
            actual.insert((d.to_vec(), s.to_vec(), composed.evaluate(d, s).unwrap()));
        });
        assert_eq!(actual, expected, "\n  first:  {first}\n  second: {second}\n  composed: {composed}");
    }
}

#[test]
fn sub_maps_and_variable_conversions() {
    let context = Context::new();
    let map = IndexingMap::parse(
        &context,
        "(d0)[s0, s1]{rt0} -> (d0 + s0, s1 + rt0), domain: d0 in [0, 3], s0 in [0, 1], s1 in [0, 2], rt0 in [0, 4], s0 + s1 in [0, 2]",
    )
    .unwrap();
    assert_eq!(
        map.sub_map(1).to_string(),
        "(d0)[s0, s1]{rt0} -> (s1 + rt0), domain: d0 in [0, 3], s0 in [0, 1], s1 in [0, 2], rt0 in [0, 4], s0 + s1 in [0, 2]"
    );
    assert_eq!(
        map.convert_range_vars_to_dims(&[1]).to_string(),
        "(d0, d1)[s0]{rt0} -> (d0 + s0, d1 + rt0), domain: d0 in [0, 3], d1 in [0, 2], s0 in [0, 1], rt0 in [0, 4], d1 + s0 in [0, 2]"
    );
    assert_eq!(
        map.convert_symbols_to_dims().to_string(),
        "(d0, d1, d2, d3) -> (d0 + d1, d2 + d3), domain: d0 in [0, 3], d1 in [0, 1], d2 in [0, 2], d3 in [0, 4], d1 + d2 in [0, 2]"
    );
    // Evaluation and domain membership at a point.
    assert_eq!(map.evaluate(&[3], &[1, 2, 4]), Some(vec![4, 6]));
    assert!(map.contains_point(&[3], &[0, 2, 4]));
    assert!(!map.contains_point(&[3], &[1, 2, 4])); // s0 + s1 = 3 > 2
    assert!(!map.contains_point(&[4], &[0, 0, 0])); // d0 out of bounds
}

#[test]
fn undefined_and_mismatched_compositions() {
    let context = Context::new();
    let transpose = IndexingMap::parse(&context, "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]").unwrap();
    let undefined = IndexingMap::undefined(&context);
    assert!(transpose.compose(&undefined).unwrap().is_undefined());
    assert!(undefined.compose(&transpose).unwrap().is_undefined());
    assert_eq!(undefined.to_string(), "unknown");
    let unary = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [0, 9]").unwrap();
    let error = transpose.compose(&unary).unwrap_err();
    assert_eq!(error.to_string(), "cannot compose: the first map has 2 results, the second 1 dimensions");
    // Composition with an empty map is empty, with the composed arity.
    let empty = IndexingMap::parse(&context, "(d0, d1) -> (d0), domain: d0 in [0, -1], d1 in [0, 9]").unwrap();
    let composed = transpose.compose(&empty).unwrap();
    assert!(composed.is_known_empty());
    assert_eq!(composed.to_string(), "(d0, d1) -> (0), domain: d0 in [0, -1], d1 in [0, -1]");
    // Bounds of the second map's dimensions become constraints.
    let slice = IndexingMap::parse(&context, "(d0, d1) -> (d0 + 2, d1), domain: d0 in [0, 15], d1 in [0, 9]").unwrap();
    let mut composed = transpose.compose(&slice).unwrap();
    composed.simplify();
    assert_eq!(composed.to_string(), "(d0, d1) -> (d1 + 2, d0), domain: d0 in [0, 9], d1 in [0, 15]");
}

#[test]
fn removing_symbols_keeps_constraints_on_dimensions() {
    let context = Context::new();
    // Regression: a constraint without symbols was dropped together with
    // an unused symbol, widening the domain.
    let mut map = IndexingMap::parse(
        &context,
        "(d0)[s0] -> (d0 floordiv 2), domain: d0 in [0, 4], s0 in [0, 3], d0 mod 2 in [0, 0]",
    )
    .unwrap();
    let original = map.clone();
    map.remove_unused_symbols();
    assert_eq!(map.to_string(), "(d0) -> (d0 floordiv 2), domain: d0 in [0, 4], d0 mod 2 in [0, 0]");
    assert_eq!(map.relation(1 << 10), original.relation(1 << 10));
}

/// The rows at one dimension point are the whole relation's rows with
/// those dimensions (their columns left out), for random maps with range
/// and runtime variables and a constraint, at every point of a box a
/// little larger than the domain (outside it: no rows).
#[test]
fn rows_at_a_point_are_the_relation_restricted_to_it() {
    let context = Context::new();
    let mut random = Random(0x2545f4914f6cdd1d);
    let (mut points, mut rows) = (0, 0);
    for _ in 0..400 {
        let (lo0, lo1) = (random.below(5) - 2, random.below(3));
        let (hi0, hi1) = (lo0 + random.below(5), lo1 + random.below(4));
        let text = format!(
            "(d0, d1)[s0]{{rt0}} -> ({}, {} + rt0), domain: d0 in [{lo0}, {hi0}], d1 in [{lo1}, {hi1}], s0 in [0, {}], \
             rt0 in [0, {}], {} in [{}, {}]",
            random_expr(&mut random, 3),
            random_expr(&mut random, 2),
            random.below(4),
            random.below(3),
            random_expr(&mut random, 2),
            random.below(10) - 5,
            random.below(20),
        );
        let map = IndexingMap::parse(&context, &text).unwrap();
        let whole = map.relation_with_runtime(1 << 16).expect("small enough");
        let at = |d: &[i64]| -> Vec<Vec<i64>> {
            (0..whole.rows)
                .map(|i| &whole.values[i * whole.width..(i + 1) * whole.width])
                .filter(|row| &row[..2] == d)
                .map(|row| row[2..].to_vec())
                .collect()
        };
        for d0 in lo0 - 1..=hi0 + 1 {
            for d1 in lo1 - 1..=hi1 + 1 {
                let restricted = map.relation_at(&[d0, d1], 1 << 16).expect("small enough");
                assert_eq!(restricted.width, whole.width - 2, "{map}");
                let got: Vec<Vec<i64>> = restricted.values.chunks(restricted.width).map(<[i64]>::to_vec).collect();
                assert_eq!(got, at(&[d0, d1]), "rows of {map} at ({d0}, {d1})");
                points += 1;
                rows += got.len();
            }
        }
        assert!(map.relation_at(&[lo0], 1 << 16).is_none(), "a point of another rank has no rows");
    }
    assert!(points > 4_000 && rows > 4_000, "only {points} points, {rows} rows checked");
}
