//! `compose_plain` (the shortcut for maps whose results are variables or
//! constants) against the general path — `compose`, `simplify`,
//! `remove_unused_symbols`, `canonicalize_range_vars` — on random plain
//! maps: the same map, structurally, and the same relation by enumeration.

use indexing_map::{Ctx, IndexingMap, Interval, Variable};
use melior::Context;

/// A small deterministic generator (64-bit LCG).
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// A plain map: results are dimensions, range variables or constants.
fn plain_map<'c>(ctx: Ctx<'c>, random: &mut Random, dims: Vec<Variable>, results: usize) -> IndexingMap<'c> {
    let range_vars: Vec<Variable> =
        (0..random.below(3)).map(|_| Variable::new(Interval::new(0, random.below(4) as i64))).collect();
    let exprs: Vec<_> = (0..results)
        .map(|_| match random.below(5) {
            0 | 1 if !dims.is_empty() => ctx.dim(random.below(dims.len() as u64) as usize),
            2 | 3 if !range_vars.is_empty() => ctx.symbol(random.below(range_vars.len() as u64) as usize),
            _ => ctx.constant(random.below(3) as i64),
        })
        .collect();
    IndexingMap::new(ctx, &exprs, dims, range_vars, Vec::new(), Vec::new())
}

/// `producer ∘ consumer` the general way: compose, simplify, drop unused
/// symbols, canonical range variables.
fn general_path<'c>(consumer: &IndexingMap<'c>, producer: &IndexingMap<'c>) -> IndexingMap<'c> {
    let mut general = consumer.compose(producer).unwrap();
    general.simplify();
    general.remove_unused_symbols();
    general.canonicalize_range_vars();
    general
}

#[test]
fn compose_plain_equals_the_general_path() {
    let context = Context::new();
    let ctx = Ctx::from(&context);
    let mut random = Random(7);
    let (mut shortcut, mut fallback) = (0, 0);
    for _ in 0..5000 {
        let dims: Vec<Variable> =
            (0..random.below(4)).map(|_| Variable::new(Interval::new(0, random.below(4) as i64))).collect();
        let width = random.below(4) as usize;
        let consumer = plain_map(ctx, &mut random, dims, width);
        // The producer's dimensions: usually wide enough for the consumer's
        // results, sometimes not (then the shortcut must decline).
        let producer_dims: Vec<Variable> =
            (0..width).map(|_| Variable::new(Interval::new(0, 1 + random.below(4) as i64))).collect();
        let outputs = random.below(4) as usize;
        let producer = plain_map(ctx, &mut random, producer_dims, outputs);
        let general = general_path(&consumer, &producer);
        match consumer.compose_plain(&producer) {
            Some(fast) => {
                shortcut += 1;
                assert_eq!(fast, general, "\n  consumer {consumer}\n  producer {producer}");
                assert_eq!(fast.relation(1 << 20), general.relation(1 << 20));
            }
            None => fallback += 1,
        }
    }
    // Both paths are exercised.
    assert!(shortcut > 1000 && fallback > 100, "shortcut {shortcut}, fallback {fallback}");
}

/// A simplified map whose results and constraints are general expressions
/// of its variables (sums, multiples, `floordiv`, `mod`), with runtime
/// variables.
fn general_map<'c>(ctx: Ctx<'c>, random: &mut Random, dims: Vec<Variable>, results: usize) -> IndexingMap<'c> {
    let range_vars: Vec<Variable> =
        (0..random.below(3)).map(|_| Variable::new(Interval::new(0, random.below(6) as i64))).collect();
    let rt_vars: Vec<Variable> =
        (0..random.below(2)).map(|_| Variable::new(Interval::new(0, random.below(6) as i64))).collect();
    let symbols = range_vars.len() + rt_vars.len();
    let variable = |random: &mut Random| match random.below(3) {
        0 if !dims.is_empty() => ctx.dim(random.below(dims.len() as u64) as usize),
        1 if symbols > 0 => ctx.symbol(random.below(symbols as u64) as usize),
        _ => ctx.constant(random.below(3) as i64),
    };
    let term = |random: &mut Random| {
        let v = variable(random);
        match random.below(4) {
            0 => indexing_map::expr::floordiv(v, 2 + random.below(3) as i64),
            1 => indexing_map::expr::modulo_expr(v, 2 + random.below(3) as i64),
            2 => indexing_map::expr::scale(v, 1 + random.below(3) as i64),
            _ => v,
        }
    };
    let exprs: Vec<_> = (0..results)
        .map(|_| if random.below(2) == 0 { term(random) } else { indexing_map::expr::add(term(random), term(random)) })
        .collect();
    let constraints: Vec<_> = (0..random.below(2))
        .map(|_| (indexing_map::expr::add(term(random), term(random)), Interval::new(0, 2 + random.below(6) as i64)))
        .collect();
    let mut map = IndexingMap::new(ctx, &exprs, dims, range_vars, rt_vars, constraints);
    map.simplify();
    map.remove_unused_symbols();
    map
}

#[test]
fn compose_selecting_equals_the_general_path() {
    let context = Context::new();
    let ctx = Ctx::from(&context);
    let mut random = Random(11);
    let (mut shortcut, mut fallback, mut empty) = (0, 0, 0);
    for _ in 0..5000 {
        let dims: Vec<Variable> =
            (0..1 + random.below(3)).map(|_| Variable::new(Interval::new(0, random.below(6) as i64))).collect();
        let width = random.below(4) as usize;
        let consumer = general_map(ctx, &mut random, dims, width);
        if consumer.is_known_empty() || consumer.result_count() != width {
            empty += 1;
            continue;
        }
        let producer_dims: Vec<Variable> =
            (0..width).map(|_| Variable::new(Interval::new(0, 2 + random.below(12) as i64))).collect();
        let outputs = random.below(4) as usize;
        let producer = plain_map(ctx, &mut random, producer_dims, outputs);
        let general = general_path(&consumer, &producer);
        match consumer.compose_selecting(&producer) {
            Some(mut fast) => {
                fast.remove_unused_symbols();
                fast.canonicalize_range_vars();
                shortcut += 1;
                // The same relation; and the same map once simplified (the
                // shortcut skips the simplifier, which may find more once
                // a selection leaves a range variable used once).
                assert_eq!(fast.relation(1 << 20), general.relation(1 << 20));
                fast.simplify();
                fast.remove_unused_symbols();
                fast.canonicalize_range_vars();
                assert_eq!(fast, general, "\n  consumer {consumer}\n  producer {producer}");
            }
            None => fallback += 1,
        }
    }
    assert!(shortcut > 1000 && fallback > 100, "shortcut {shortcut}, fallback {fallback}, empty {empty}");
}
