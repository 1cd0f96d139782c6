//! Outlining (`IndexingMap::outline`): a map written out beyond
//! `OUTLINE_NODES` tree nodes names its repeated subexpressions by pinned
//! range variables and comes back under the bound with the same relation;
//! a map under the bound is left as it is.

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
