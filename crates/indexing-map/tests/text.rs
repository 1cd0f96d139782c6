//! The text form: printing, parsing, round trips and located errors.

use indexing_map::{IndexingMap, Interval};
use melior::Context;

fn round_trip(context: &Context, text: &str) -> String {
    IndexingMap::parse(context, text).unwrap_or_else(|e| panic!("{text}: {e}")).to_string()
}

#[test]
fn canonical_text_is_a_fixed_point() {
    let context = Context::new();
    for text in [
        "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]",
        "(d0, d1)[s0, s1] -> (s0, d0, d1, s1), domain: d0 in [0, 3], d1 in [0, 7], s0 in [0, 1], s1 in [0, 15]",
        "(d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 19], d1 in [0, 29], rt0 in [0, 15], rt1 in [0, 20]",
        "(d0)[s0] -> (d0 floordiv 8 + s0 mod 3, (d0 + s0) ceildiv 2), domain: d0 in [0, 31], s0 in [0, 5], d0 + s0 in [0, 20], d0 mod 4 in [0, 0]",
        "()[s0, s1] -> (s0, s1), domain: s0 in [0, 1], s1 in [0, 3]",
        "(d0, d1) -> (), domain: d0 in [0, 1], d1 in [0, 3]",
        "() -> ()",
        "(d0) -> (-d0 + 5, d0 * -3 + 2, (d0 floordiv 2) * 3), domain: d0 in [-4, 4]",
        "(d0) -> (-(d0 floordiv 2), (-d0) floordiv 2, -(d0 + 1)), domain: d0 in [0, 9]",
        "(d0) -> (0), domain: d0 in [0, -1]",
        "(th_x, bl_x)[s0, vector_elem]{gpu} -> (th_x * gpu + bl_x, vector_elem), domain: th_x in [0, 3], bl_x in [0, 4], s0 in [0, 1], vector_elem in [0, 1], gpu in [0, 1]",
    ] {
        assert_eq!(round_trip(&context, text), text);
    }
}

#[test]
fn xla_doc_multiline_layout_parses() {
    let context = Context::new();
    let text = "
        (d0, d1)[s0, s1, s2]{r0} -> (s2, d0 + d1, s1, s0, r0),
        domain:
        d0 in [0, 3],
        d1 in [0, 4],
        s0 in [0, 1],
        s1 in [0, 1],
        s2 in [0, 3],
        r0 in [0, 100],
        (r0 + 1) mod 5 in [1, 1],
        d0 mod 4 in [0, 0],
        d1 + s0 in [0, 45]
    ";
    let map = IndexingMap::parse(&context, text).unwrap();
    assert_eq!(
        map.to_string(),
        "(d0, d1)[s0, s1, s2]{r0} -> (s2, d0 + d1, s1, s0, r0), domain: d0 in [0, 3], d1 in [0, 4], \
         s0 in [0, 1], s1 in [0, 1], s2 in [0, 3], r0 in [0, 100], (r0 + 1) mod 5 in [1, 1], \
         d0 mod 4 in [0, 0], d1 + s0 in [0, 45]"
    );
    // The printer's own multi-line layout parses back to the same map.
    let multiline = map.to_multiline("  ");
    assert!(multiline.contains("\n  domain:\n"));
    assert_eq!(IndexingMap::parse(&context, &multiline).unwrap(), map);
}

#[test]
fn xla_spellings_and_implicit_products_parse() {
    let context = Context::new();
    let map = IndexingMap::parse(
        &context,
        "(d0, d1) -> (-(-11d0 - d1 + 109) floorDiv 11 + 9, d0 / 2, d1 ceilDiv 3), domain: d0 in [0, 9], d1 in [0, 10]",
    )
    .unwrap();
    assert_eq!(
        map.to_string(),
        "(d0, d1) -> ((-(d0 * -11 - d1 + 109)) floordiv 11 + 9, d0 floordiv 2, d1 ceildiv 3), domain: d0 in [0, 9], d1 in [0, 10]"
    );
}

#[test]
fn unary_minus_binds_tightest() {
    let context = Context::new();
    let map = IndexingMap::parse(&context, "(d0) -> (-d0 floordiv 2), domain: d0 in [0, 9]").unwrap();
    // (-d0) floordiv 2, not -(d0 floordiv 2): at d0 = 1 the value is -1.
    assert_eq!(map.evaluate(&[1], &[]), Some(vec![-1]));
    assert_eq!(map.to_string(), "(d0) -> ((-d0) floordiv 2), domain: d0 in [0, 9]");
}

#[test]
fn constant_constraints_and_infeasible_bounds_make_known_empty_maps() {
    let context = Context::new();
    let map = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [0, 9], 0 in [10, 15]").unwrap();
    assert!(map.is_known_empty());
    assert_eq!(map.to_string(), "(d0) -> (0), domain: d0 in [0, -1]");
    let map = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [10, 0]").unwrap();
    assert!(map.is_known_empty());
    // A satisfied constant constraint disappears.
    let map = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [0, 9], 0 in [-10, 5]").unwrap();
    assert!(!map.is_known_empty());
    assert!(map.constraints().is_empty());
    // The arity survives a round trip of an empty map without variables.
    let map = IndexingMap::parse(&context, "() -> (7), domain: 0 in [1, 0]").unwrap();
    assert_eq!(round_trip(&context, &map.to_string()), "() -> (0), domain: 0 in [0, -1]");
}

#[test]
fn errors_say_what_and_where() {
    let context = Context::new();
    let cases = [
        ("(d0) -> (d0 floordiv d0), domain: d0 in [0, 9]", 1, 22, "must be a positive integer constant"),
        ("(d0) -> (d0 mod 0), domain: d0 in [0, 9]", 1, 17, "must be a positive integer constant"),
        ("(d0) -> (d0 floordiv -2), domain: d0 in [0, 9]", 1, 22, "must be a positive integer constant"),
        ("(d0) -> (d1), domain: d0 in [0, 9]", 1, 10, "unknown variable 'd1'"),
        ("(d0) -> (d0)", 1, 13, "no bounds for variable 'd0'"),
        ("(d0) -> (d0), domain: d0 in [0 9]", 1, 32, "expected ','"),
        ("(d0, d0) -> (d0), domain: d0 in [0, 9]", 1, 6, "declared twice"),
        ("(d0) -> (d0 $ 2), domain: d0 in [0, 9]", 1, 13, "unexpected character '$'"),
        ("(d0) -> (d0 + 99999999999999999999), domain: d0 in [0, 9]", 1, 15, "does not fit in 64 bits"),
        ("(d0) -> (d0),\ndomain:\nd0 in [0, 9],\nd0 +", 4, 5, "expected an expression"),
        ("(d0) -> (d0), domain: d0 in [0, 9] trailing", 1, 36, "expected ',' or end of map"),
    ];
    let mut mismatches = Vec::new();
    for (text, line, column, message) in cases {
        let error = IndexingMap::parse(&context, text).expect_err(text);
        if (error.line, error.column) != (line, column) || !error.message.contains(message) {
            mismatches.push(format!("{text:?}: got {error}, expected {line}:{column}: ...{message}..."));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let context = Context::new();
    let n = 100_000;
    let text = format!("(d0) -> ({}d0{}), domain: d0 in [0, 9]", "(".repeat(n), ")".repeat(n));
    let error = IndexingMap::parse(&context, &text).unwrap_err();
    assert!(error.message.contains("nests deeper"), "{error}");
    let text = format!("(d0) -> ({}d0), domain: d0 in [0, 9]", "-".repeat(n));
    assert!(IndexingMap::parse(&context, &text).is_err());
}

#[test]
fn extreme_integers_parse() {
    let context = Context::new();
    let map = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [-9223372036854775808, 9223372036854775807]")
        .unwrap();
    assert_eq!(map.dims()[0].bounds, Interval::full());
}

#[test]
fn equality_ignores_constraint_order() {
    let context = Context::new();
    let a = IndexingMap::parse(
        &context,
        "(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 5], d0 mod 2 in [0, 0]",
    )
    .unwrap();
    let b = IndexingMap::parse(
        &context,
        "(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 9], d0 mod 2 in [0, 0], d0 + d1 in [0, 5]",
    )
    .unwrap();
    assert_eq!(a, b);
    use std::hash::{Hash, Hasher};
    let hash = |m: &IndexingMap| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        m.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(&a), hash(&b));
    let c = IndexingMap::parse(
        &context,
        "(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 6], d0 mod 2 in [0, 0]",
    )
    .unwrap();
    assert_ne!(a, c);
}
