//! Warp-constant variables summarized by remainders: a variable entering
//! every address linearly shifts a warp's addresses, which changes its
//! transactions only through the shift's remainder modulo the transaction
//! size. A dynamic program over the variables counts the assignments of
//! each reachable tuple of remainders and keeps the first of them.

use super::Setting;
use crate::interval::Interval;
use crate::points::for_each_point;
use rustc_hash::FxHashMap;

/// Reachable byte-offset remainders (one per load) of a set of linear
/// variables: per remainder tuple, how many assignments reach it and the
/// lexicographically first of them.
pub(super) type Remainders = Vec<(Vec<u64>, u128, Vec<i64>)>;

/// A variable that shifts every lane's address by `coefficients[load] *
/// value` elements (its coefficients in the loads' addresses, from
/// [`LinearForm::coefficient_in`](crate::linear::LinearForm::coefficient_in)),
/// over its values.
pub(super) struct ShiftingVar {
    pub(super) coefficients: Vec<i64>,
    pub(super) values: Interval,
}

/// The remainder classes of `vars` (module docs); `None` beyond `cap`
/// classes.
pub(super) fn remainders(
    vars: &[ShiftingVar],
    loads: usize,
    eb: u64,
    transaction: u64,
    cap: u64,
) -> Option<Remainders> {
    let t = i128::from(transaction);
    let mut states: FxHashMap<Vec<u64>, (u128, Vec<i64>)> = FxHashMap::default();
    states.insert(vec![0; loads], (1, Vec::new()));
    for var in vars {
        // Remainders repeat with a period dividing the transaction size.
        let steps: Vec<i128> =
            var.coefficients.iter().map(|&c| (i128::from(c) * i128::from(eb)).rem_euclid(t)).collect();
        let period = steps.iter().fold(1i128, |p, &s| {
            let own = if s == 0 { 1 } else { t / gcd(s, t) };
            p / gcd(p, own) * own
        });
        let size = i128::from(var.values.size());
        let mut next: FxHashMap<Vec<u64>, (u128, Vec<i64>)> = FxHashMap::default();
        for first in 0..period.min(size) {
            let value = var.values.lower as i128 + first;
            let count = ((size - 1 - first) / period + 1) as u128;
            for (key, (n, rep)) in &states {
                let shifted: Vec<u64> = key
                    .iter()
                    .zip(&var.coefficients)
                    .map(|(&r, &c)| (i128::from(r) + i128::from(c) * value * i128::from(eb)).rem_euclid(t) as u64)
                    .collect();
                let mut rep = rep.clone();
                rep.push(value as i64);
                let slot = next.entry(shifted).or_insert((0, rep.clone()));
                slot.0 += n * count;
                if rep < slot.1 {
                    slot.1 = rep;
                }
            }
            if next.len() as u64 > cap {
                return None;
            }
        }
        states = next;
    }
    let mut list: Remainders = states.into_iter().map(|(k, (n, rep))| (k, n, rep)).collect();
    list.sort();
    Some(list)
}

/// The cases of a load's runtime variables that are constant across each
/// warp: those entering the address linearly (and no constraint) by
/// remainder classes of their shift (one value each, the first of the
/// class), the others every value; the first case has every variable at
/// its smallest value. `Err` beyond `cap` cases.
pub(super) fn uniform_cases(
    linear: &[(usize, ShiftingVar)],
    enumerated: &[(usize, Interval)],
    setting: &Setting<'_>,
    cap: u64,
) -> Result<Vec<Vec<(usize, i64)>>, String> {
    let too_many = || format!("more than {cap} cases of runtime values");
    let vars: Vec<ShiftingVar> =
        linear.iter().map(|(_, l)| ShiftingVar { coefficients: l.coefficients.clone(), values: l.values }).collect();
    let mut classes = remainders(&vars, 1, setting.eb, setting.transaction, cap).ok_or_else(too_many)?;
    // The class holding every smallest value (its first member) goes first.
    let lowest: Vec<i64> = linear.iter().map(|(_, l)| l.values.lower).collect();
    if let Some(at) = classes.iter().position(|(_, _, rep)| *rep == lowest) {
        classes.swap(0, at);
    }
    let ranges: Vec<Interval> = enumerated.iter().map(|(_, r)| *r).collect();
    let size = ranges.iter().fold(classes.len() as u64, |n, r| n.saturating_mul(r.size()));
    if size > cap {
        return Err(too_many());
    }
    let mut cases = Vec::new();
    for (_, _, rep) in &classes {
        for_each_point(&ranges, |values| {
            let mut case: Vec<(usize, i64)> = linear.iter().map(|(j, _)| *j).zip(rep.iter().copied()).collect();
            case.extend(enumerated.iter().map(|(j, _)| *j).zip(values.iter().copied()));
            cases.push(case);
        });
    }
    Ok(cases)
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}
