//! Random numbers: `rng` and `rng_bit_generator`. Which values come out is
//! opaque, which elements they depend on is not: every element of every
//! result is computed from every operand element — `rng`'s range `a`, `b`
//! (and its `shape`), `rng_bit_generator`'s whole initial state (the key
//! and counter every output word is derived from; the new state too).

use crate::rules::{RuleContext, RuleResult};

/// Every element of every result reads every operand whole.
pub(super) fn random_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let mut entries = Vec::new();
    for r in 0..c.results.len() {
        let out = c.result(r)?;
        for o in 0..c.operands.len() {
            entries.push(c.entry(r, o, c.reads_whole(out, c.operand(o)?)));
        }
    }
    Ok(entries)
}
