//! Fuzz target `simplify`: the simplifier and composition on parsed maps.
//! The input is one map, or two separated by a line `----`. Simplifying a
//! map (and removing its unused symbols) keeps its relation; composing two
//! maps whose arities match gives the relation composition, with or without
//! simplifying first; on small domains all of it is checked by enumeration.

use indexing_map::IndexingMap;
use std::collections::BTreeSet;

fn main() {
    let bytes = index_opt_fuzz::input();
    let Some(text) = index_opt_fuzz::text(&bytes) else { return };
    let context = melior::Context::new();
    let mut parts = text.splitn(2, "\n----\n");
    let Some(first) = parts.next().and_then(|t| index_opt_fuzz::parse(&context, t)) else { return };
    let mut simplified = first.clone();
    simplified.simplify();
    index_opt_fuzz::assert_same_relation("simplify", &first, &simplified);
    let mut pruned = simplified.clone();
    pruned.remove_unused_symbols();
    index_opt_fuzz::assert_same_relation("remove_unused_symbols", &simplified, &pruned);
    let Some(second) = parts.next().and_then(|t| index_opt_fuzz::parse(&context, t)) else { return };
    let Ok(composed) = first.compose(&second) else { return };
    let mut composed_simplified = composed.clone();
    composed_simplified.simplify();
    index_opt_fuzz::assert_same_relation("simplifying a composition", &composed, &composed_simplified);
    if let Some(expected) = joined(&first, &second)
        && let Some(found) = composed.relation(index_opt_fuzz::LIMIT)
    {
        assert_eq!(found, expected, "compose is not the relation composition of\n  {first}\n  {second}");
    }
}

/// `{(d, z) : (d, y) in first, (y, z) in second}` by enumeration (`None`
/// when a domain is too large). Both maps without runtime variables: those
/// are values read at run time, compared position by position elsewhere.
fn joined(first: &IndexingMap<'_>, second: &IndexingMap<'_>) -> Option<BTreeSet<(Vec<i64>, Vec<i64>)>> {
    if !first.rt_vars().is_empty() || !second.rt_vars().is_empty() {
        return None;
    }
    let a = first.relation(index_opt_fuzz::LIMIT)?;
    let b = second.relation(index_opt_fuzz::LIMIT)?;
    let mut joined = BTreeSet::new();
    for (d, y) in &a {
        for (y2, z) in &b {
            if y == y2 {
                joined.insert((d.clone(), z.clone()));
            }
        }
    }
    Some(joined)
}
