//! The interval-aware simplifier of XLA's indexing analysis
//! (<https://openxla.org/xla/indexing>, "Indexing Map Simplifier"), as named
//! rules in tables.
//!
//! Every rewrite keeps the value of an expression, or the truth of a
//! constraint, at every point of the map's domain; rules that need more
//! than algebra state their side condition on intervals. The rule set is
//! the tables, in the order rules are tried:
//!
//! - expressions (`expr_rules.rs`): `FLOORDIV_RULES`, `MOD_RULES`,
//!   `CEILDIV_RULES` on a division by a positive constant, `SUM_RULES` on a
//!   flattened sum ([`Linear`]), `EVERY_EXPR_RULES` on every simplified
//!   expression; driven by [`Simplifier`] (`simplifier.rs`);
//! - constraints (`constraint_rules.rs`): `NORMALIZE_RULES` on the flattened
//!   constraint, then `RANGE_RULES` against the range of its expression;
//! - maps (`fixed_point.rs`): `MAP_RULES` between the two, in rounds until
//!   nothing changes ([`IndexingMap::simplify`](crate::IndexingMap::simplify));
//!   the rules that change variables and constraints together are in
//!   `map_rules.rs`: bounds of variables and division atoms tightened
//!   from a constraint, stacked `mod`
//!   constraints merged, constraints simplified with the bounds of division
//!   atoms, symbols pinned by an equality (to bare variables, or to one
//!   division atom of two values) substituted, range variables
//!   projected out of the one or two constraints using them, solved from
//!   a remainder constraint, split, rescaled or merged.
//!
//! Range and runtime variables are existential in the relation
//! `{(d, f(d, s, rt))}` a map denotes, but they mean different things: a
//! range variable is every value of its range, a runtime variable one value
//! read at run time. Rules keep the relation and never turn one kind into
//! the other; only range variables are split, rescaled or merged, and
//! dimension variables always stay.
//!
//! Each rule is a function documented with its law, an example and its
//! side condition; [`rule_names`] lists them all and [`record_fired`]
//! reports which fired (for tests; `tests/simplify_rules.rs` has a case
//! per rule). Constraints on a bare variable narrow its bounds in
//! [`IndexingMap::add_constraint`](crate::IndexingMap::add_constraint);
//! unused range and runtime variables are removed by
//! [`IndexingMap::remove_unused_symbols`](crate::IndexingMap::remove_unused_symbols).

mod constraint_rules;
mod expr_rules;
mod fixed_point;
mod linear;
mod map_rules;
mod outline;
mod recorder;
mod simplifier;

pub use linear::Linear;
pub use outline::OUTLINE_NODES;
pub use recorder::record_fired;
pub use simplifier::Simplifier;

/// The name of every rule, table by table in the order they are tried:
/// constraint rules, map rules, then expression rules.
///
/// ```
/// let names = indexing_map::simplify::rule_names();
/// assert!(names.contains(&"mod_of_mod"));
/// ```
pub fn rule_names() -> Vec<&'static str> {
    let constraint = constraint_rules::NORMALIZE_RULES
        .iter()
        .map(|rule| rule.name)
        .chain(constraint_rules::RANGE_RULES.iter().map(|rule| rule.name));
    let map = fixed_point::MAP_RULES.iter().map(|rule| rule.name);
    let division = [expr_rules::FLOORDIV_RULES, expr_rules::MOD_RULES, expr_rules::CEILDIV_RULES]
        .into_iter()
        .flat_map(|table| table.iter().map(|rule| rule.name));
    let expression = expr_rules::EVERY_EXPR_RULES
        .iter()
        .map(|rule| rule.name)
        .chain(division)
        .chain(expr_rules::SUM_RULES.iter().map(|rule| rule.name));
    constraint.chain(map).chain(expression).collect()
}
