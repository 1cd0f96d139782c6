//! Outlining (`IndexingMap::outline`): a map written out beyond
//! `OUTLINE_NODES` tree nodes names its repeated subexpressions by pinned
//! range variables and comes back under the bound with the same relation;
//! a map under the bound is left as it is; a name that saves nothing is
//! neither made (a small subexpression occurring twice) nor kept (a small
//! definition used twice is inlined).

use indexing_map::IndexingMap;
use indexing_map::simplify::OUTLINE_NODES;
use melior::Context;

/// `levels` nestings of `x -> (x floordiv 2 + x mod 3)` around `d0`: the
/// tree doubles with each level while the DAG grows by a few nodes.
fn nested(levels: usize) -> String {
    let mut e = "d0".to_owned();
    for _ in 0..levels {
        e = format!("(({e}) floordiv 2 + ({e}) mod 3)");
    }
    e
}

#[test]
fn a_map_beyond_the_bound_is_outlined_to_the_same_relation() {
    let context = Context::new();
    let e = nested(9);
    let text = format!("(d0, d1) -> ({e}, {e} + d1), domain: d0 in [0, 40], d1 in [0, 2], {e} in [0, 30]");
    let mut map = IndexingMap::parse(&context, &text).unwrap();
    let before = map.clone();
    assert!(before.tree_size() > OUTLINE_NODES, "{}", before.tree_size());
    assert!(map.outline());
    assert!(map.tree_size() <= OUTLINE_NODES, "{}", map.tree_size());
    assert!(!map.range_vars().is_empty());
    assert!(map.to_string().len() < before.to_string().len() / 10);
    let limit = 1 << 22;
    let (Some(a), Some(b)) = (before.relation(limit), map.relation(limit)) else { panic!("too large to enumerate") };
    assert!(a == b, "relations differ:\n  {before}\n  {map}");
    assert!(!a.is_empty());
    // Simplifying the outlined map keeps it under the bound and exact.
    map.simplify();
    assert!(map.tree_size() <= OUTLINE_NODES);
    assert!(map.relation(limit).is_some_and(|r| r == a));
}

#[test]
fn a_map_under_the_bound_is_left_alone() {
    let context = Context::new();
    let text = format!("(d0) -> ({}), domain: d0 in [0, 40]", nested(4));
    let mut map = IndexingMap::parse(&context, &text).unwrap();
    let before = map.clone();
    assert!(before.tree_size() <= OUTLINE_NODES);
    assert!(!map.outline());
    assert_eq!(map, before);
}

#[test]
fn a_definition_whose_naming_saves_nothing_is_inlined() {
    let context = Context::new();
    let e = nested(9);
    // `s0` names `d0 floordiv 2` (3 nodes) for two uses: inlining it saves
    // the variable, its bounds and its definition.
    let text = format!(
        "(d0, d1)[s0] -> ({e}, s0 + d1, s0 mod 3), domain: d0 in [0, 40], d1 in [0, 2], s0 in [0, 20], \
         d0 floordiv 2 - s0 in [0, 0]"
    );
    let mut map = IndexingMap::parse(&context, &text).unwrap();
    let before = map.clone();
    assert!(map.outline());
    map.remove_unused_symbols();
    let printed = map.to_string();
    assert!(printed.contains("d1 + d0 floordiv 2, (d0 floordiv 2) mod 3"), "{printed}");
    assert!(!printed.contains("d0 floordiv 2 - s"), "{printed}");
    let limit = 1 << 22;
    let (Some(a), Some(b)) = (before.relation(limit), map.relation(limit)) else { panic!("too large to enumerate") };
    assert!(a == b, "relations differ:\n  {before}\n  {map}");
}

#[test]
fn a_subexpression_whose_naming_saves_nothing_stays() {
    let context = Context::new();
    // Over the bound with no repeated operation: 250 different divisions.
    let sum = (1..=250).map(|k| format!("(d0 + {k}) floordiv 1009")).collect::<Vec<_>>().join(" + ");
    // `d1 * 729` (3 nodes) occurs twice: naming it would cost a variable, its
    // bounds and a definition for two nodes saved.
    let text = format!("(d0, d1) -> ({sum}, d1 * 729 + d0, (d1 * 729) mod 7), domain: d0 in [0, 40], d1 in [0, 2]");
    let mut map = IndexingMap::parse(&context, &text).unwrap();
    assert!(map.tree_size() > OUTLINE_NODES, "{}", map.tree_size());
    let changed = map.outline();
    let printed = map.to_string();
    assert!(!changed, "{}", &printed[printed.len().saturating_sub(600)..]);
    assert!(map.range_vars().is_empty());
}
