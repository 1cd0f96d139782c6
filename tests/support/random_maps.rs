//! Random indexing maps in text form, with small domains, for the
//! brute-force tests of the map library (included with `#[path]` next to
//! `xorshift.rs`): dimension, range and runtime variables,
//! `floordiv`/`mod`/`ceildiv`, constraints.

use crate::xorshift::Random;

const VARIABLES: [&str; 6] = ["d0", "d1", "d2", "s0", "s1", "s2"];

/// A random expression over the variables, often a single variable or a
/// linear term (the shapes real maps have), sometimes division-like.
pub fn random_expr(random: &mut Random, depth: u32) -> String {
    let leaf = |random: &mut Random| match random.below(8) {
        0 => format!("{}", random.below(7) - 3),
        k => VARIABLES[(k as usize - 1) % VARIABLES.len()].to_owned(),
    };
    if depth == 0 || random.below(3) == 0 {
        return leaf(random);
    }
    let a = random_expr(random, depth - 1);
    let c = random.below(5) + 2;
    match random.below(6) {
        0 | 1 => format!("({a} + {})", random_expr(random, depth - 1)),
        2 => format!("({a} * {})", random.below(5) - 2),
        3 => format!("({a} floordiv {c})"),
        4 => format!("({a} mod {c})"),
        _ => format!("({a} ceildiv {c})"),
    }
}

/// Random bounds of `d0, d1, d2`, as domain text.
pub fn random_dims(random: &mut Random) -> Vec<String> {
    (0..3)
        .map(|d| {
            let lo = random.below(3);
            format!("d{d} in [{lo}, {}]", lo + random.below(5))
        })
        .collect()
}

/// A random map `(d0, d1, d2)[s0, s1]{rt s2}` in text form, small bounds.
pub fn random_map(random: &mut Random, with_rt: bool) -> String {
    let dims = random_dims(random);
    random_map_over(random, with_rt, dims)
}

/// A random map over the given dimension bounds.
pub fn random_map_over(random: &mut Random, with_rt: bool, dims: Vec<String>) -> String {
    let results: Vec<String> = (0..1 + random.below(3)).map(|_| random_expr(random, 3)).collect();
    let mut domain = dims;
    for s in 0..2 {
        let lo = random.below(3);
        domain.push(format!("s{s} in [{lo}, {}]", lo + random.below(4)));
    }
    let rt = if with_rt { "{rt0}" } else { "" };
    if with_rt {
        domain.push(format!("rt0 in [0, {}]", random.below(4)));
    }
    for _ in 0..random.below(3) {
        domain.push(format!("{} in [{}, {}]", random_expr(random, 2), random.below(5) - 2, random.below(8)));
    }
    let results = results.join(", ").replace("s2", if with_rt { "rt0" } else { "s1" });
    let domain = domain.join(", ").replace("s2", if with_rt { "rt0" } else { "s1" });
    format!("(d0, d1, d2)[s0, s1]{rt} -> ({results}), domain: {domain}")
}
