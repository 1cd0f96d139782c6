//! The inverse of a map relates exactly the reversed pairs: checked by
//! enumeration on random maps (affine, with divisions and remainders,
//! range variables and constraints), before and after simplification.

use indexing_map::{IndexingMap, Interval, Variable};
use melior::Context;
use std::collections::BTreeSet;

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;

/// A random result expression in `(d0, d1)[s0, s1]`: mostly sums of
/// scaled variables (what rules produce), sometimes a division.
fn random_result(random: &mut Random) -> String {
    let mut terms = Vec::new();
    for var in ["d0", "d1", "s0", "s1"] {
        let k = random.below(7) - 3;
        if k != 0 && random.below(2) == 0 {
            terms.push(format!("{var} * {k}"));
        }
    }
    terms.push(format!("{}", random.below(5) - 2));
    let sum = terms.join(" + ");
    match random.below(6) {
        0 => format!("({sum}) floordiv {}", random.below(3) + 2),
        1 => format!("({sum}) mod {}", random.below(3) + 2),
        _ => sum,
    }
}

#[test]
fn inverse_relates_exactly_the_reversed_pairs() {
    let context = Context::new();
    let mut random = Random(0x1234_5678_9abc_def1);
    let (mut checked, mut solved) = (0, 0);
    for _ in 0..3000 {
        let text = format!(
            "(d0, d1)[s0, s1] -> ({}, {}), domain: d0 in [0, {}], d1 in [0, {}], s0 in [0, {}], s1 in [0, {}], d0 + s0 * {} in [{}, {}]",
            random_result(&mut random),
            random_result(&mut random),
            random.below(5),
            random.below(4),
            random.below(3),
            random.below(3),
            random.below(3) - 1,
            random.below(3) - 1,
            random.below(8) + 1,
        );
        let map = IndexingMap::parse(&context, &text).unwrap();
        let Some(forward) = map.relation(1 << 16) else { continue };
        // The results' space: a box holding every result.
        let boxes: Vec<Variable> = (0..2)
            .map(|k| {
                let values = forward.iter().map(|(_, out)| out[k]);
                let (lo, hi) = (values.clone().min().unwrap_or(0), values.max().unwrap_or(0));
                Variable::new(Interval::new(lo - random.below(2), hi + random.below(2)))
            })
            .collect();
        let reversed: BTreeSet<(Vec<i64>, Vec<i64>)> = forward.into_iter().map(|(a, b)| (b, a)).collect();
        let mut inverse = map.inverse(boxes).unwrap();
        let unsimplified = inverse.relation(1 << 20).expect("small domain");
        assert!(unsimplified == reversed, "inverse of {map}:\n  {inverse}");
        inverse.simplify();
        inverse.remove_unused_symbols();
        let simplified = inverse.relation(1 << 20).expect("small domain");
        assert!(simplified == reversed, "simplified inverse of {map}:\n  {inverse}");
        solved += usize::from(inverse.range_vars().len() < 4);
        checked += reversed.len();
    }
    println!("{checked} pairs checked; {solved} of 3000 inverses solved an equality");
    assert!(checked > 20_000 && solved > 1000, "{checked} pairs, {solved} solved");
}

#[test]
fn inverse_of_empty_undefined_and_mismatched_maps() {
    let context = Context::new();
    let map = IndexingMap::parse(&context, "(d0) -> (d0), domain: d0 in [0, 3]").unwrap();
    assert!(map.inverse(vec![]).is_none(), "one variable per result");
    assert!(IndexingMap::undefined(&context).inverse(vec![]).is_none());
    let mut empty = map.clone();
    empty.mark_known_empty();
    let inverse = empty.inverse(vec![Variable::for_size(4)]).unwrap();
    assert!(inverse.is_known_empty() && inverse.result_count() == 1, "{inverse}");
    // The identity inverts to the identity.
    let mut identity = map.inverse(vec![Variable::for_size(4)]).unwrap();
    identity.simplify();
    identity.remove_unused_symbols();
    assert_eq!(identity.to_string(), "(d0) -> (d0), domain: d0 in [0, 3]");
}
