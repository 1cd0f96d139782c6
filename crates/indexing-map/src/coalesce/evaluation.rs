//! One entry's evaluation: the plan (which warp-constant variables and
//! steps go by remainder, which are enumerated, the runtime cases, within
//! the budget of lane evaluations) and its run, one warp per class
//! evaluated lane by lane.

use super::Setting;
use super::figures::{Figures, LoadCost, Triple, WarpCost, clamp};
use super::loads::Load;
use super::remainder::{Remainders, ShiftingVar, remainders, uniform_cases};
use super::warps::{Constant, Warps, constant_var, split};
use crate::interval::Interval;
use crate::points::for_each_point;

/// Per load, the steps: separable symbols by remainder, others enumerated;
/// and the cases of its runtime variables.
pub(super) struct Steps {
    pub(super) remainders: Vec<(u64, u128)>,
    pub(super) enumerated: Vec<usize>,
    pub(super) ranges: Vec<Interval>,
    /// Runtime variables: `Uniform` cases (values of the symbols, one per
    /// warp) or `PerThread` (at their smallest value, with the lane-count
    /// bound); `None` without runtime variables.
    pub(super) runtime: Runtime,
}

/// How a load's runtime variables are evaluated.
pub(super) enum Runtime {
    None,
    /// At their smallest value; the upper end one transaction per element
    /// per thread.
    PerThread,
    /// Constant across each warp: every case `(symbol, value)*`, the first
    /// with every variable at its smallest value.
    Uniform(Vec<Vec<(usize, i64)>>),
}

/// One entry's evaluation plan.
pub(super) struct Evaluation<'s> {
    pub(super) setting: &'s Setting<'s>,
    pub(super) loads: Vec<Load>,
    pub(super) warps: Warps,
    /// Constant variables summarized by remainder, and enumerated.
    pub(super) linear: Vec<Constant>,
    pub(super) enumerated: Vec<Constant>,
    pub(super) classes: Remainders,
    pub(super) steps: Vec<Steps>,
}

impl<'s> Evaluation<'s> {
    /// The plan, or why it would exceed `budget` lane evaluations.
    pub(super) fn new(setting: &'s Setting<'s>, loads: Vec<Load>, budget: u64) -> Result<Evaluation<'s>, String> {
        let warps = split(setting);
        // Constant variables entering every address linearly (and no
        // constraint) by remainder, the others enumerated.
        let (mut linear, mut linear_vars, mut enumerated) = (Vec::new(), Vec::new(), Vec::new());
        if let Warps::Regular { k, m, outer } = &warps {
            for constant in outer.iter().map(|&j| Constant::Dim(j)).chain([Constant::Split]) {
                let (dim, values, scale) = constant_var(constant, *k, *m, setting);
                let full = loads.iter().all(|l| l.dim_bounds[dim] == setting.threads[dim]);
                let coefficients: Option<Vec<i64>> =
                    loads.iter().map(|l| l.separable(dim).map(|c| c.saturating_mul(scale))).collect();
                match coefficients.filter(|_| full) {
                    Some(coefficients) => {
                        linear.push(constant);
                        linear_vars.push(ShiftingVar { coefficients, values });
                    }
                    None => enumerated.push(constant),
                }
            }
        }
        let cap = budget.max(1);
        let classes = remainders(&linear_vars, loads.len(), setting.eb, setting.transaction, cap)
            .ok_or_else(|| format!("more than {cap} classes of warps"))?;
        let enumerated_box = match &warps {
            Warps::Regular { k, m, .. } => {
                enumerated.iter().fold(1u64, |n, &c| n.saturating_mul(constant_var(c, *k, *m, setting).1.size()))
            }
            Warps::Each => setting.points.div_ceil(setting.warp),
        };
        // Dimensions constant across every warp.
        let mut constant = vec![false; setting.sizes.len()];
        if let Warps::Regular { k, m, outer } = &warps {
            outer.iter().for_each(|&j| constant[j] = true);
            constant[*k] = *m == 1;
        }
        let mut steps = Vec::new();
        let mut per_class = 0u64;
        for load in &loads {
            let n_symbols = load.symbol_bounds.len();
            let uniform = load.uniform_rt(&constant);
            let (mut linear_symbols, mut enumerated_symbols, mut ranges) = (Vec::new(), Vec::new(), Vec::new());
            let (mut linear_rt, mut enumerated_rt) = (Vec::new(), Vec::new());
            for j in 0..n_symbols {
                let var = load.n_dims + j;
                let bounds = load.symbol_bounds[j];
                match load.separable(var) {
                    Some(c) if var < load.first_rt => {
                        linear_symbols.push(ShiftingVar { coefficients: vec![c], values: bounds })
                    }
                    Some(c) if uniform => linear_rt.push((j, ShiftingVar { coefficients: vec![c], values: bounds })),
                    _ if uniform && var >= load.first_rt => enumerated_rt.push((j, bounds)),
                    _ => {
                        enumerated_symbols.push(j);
                        // Runtime variables at their smallest value: one case.
                        ranges.push(if var >= load.first_rt { Interval::point(bounds.lower) } else { bounds });
                    }
                }
            }
            let runtime = if uniform {
                Runtime::Uniform(uniform_cases(&linear_rt, &enumerated_rt, setting, cap)?)
            } else if load.has_rt() {
                Runtime::PerThread
            } else {
                Runtime::None
            };
            let cases = match &runtime {
                Runtime::Uniform(cases) => cases.len() as u64,
                _ => 1,
            };
            let remainders = remainders(&linear_symbols, 1, setting.eb, setting.transaction, cap)
                .ok_or_else(|| format!("more than {cap} classes of steps"))?
                .into_iter()
                .map(|(key, n, _)| (key[0], n))
                .collect::<Vec<_>>();
            let box_size = ranges.iter().fold(1u64, |n, r| n.saturating_mul(r.size())).saturating_mul(cases);
            per_class =
                per_class.saturating_add(box_size.saturating_mul(
                    setting.warp.saturating_add((remainders.len() as u64).saturating_mul(setting.warp)),
                ));
            steps.push(Steps { remainders, enumerated: enumerated_symbols, ranges, runtime });
        }
        let cost = (classes.len() as u64).saturating_mul(enumerated_box).saturating_mul(per_class);
        if cost > budget {
            let needed = if cost == u64::MAX { "more than 2^64".to_owned() } else { cost.to_string() };
            return Err(format!("{needed} lane evaluations needed, more than the budget of {budget}"));
        }
        Ok(Evaluation { setting, loads, warps, linear, enumerated, classes, steps })
    }

    /// Evaluates every class; `Err` when an address overflows.
    pub(super) fn run(&self) -> Result<Figures, String> {
        let mut figures = Figures::new(&self.steps);
        match &self.warps {
            Warps::Regular { k, m, outer } => {
                let ranges: Vec<Interval> =
                    self.enumerated.iter().map(|&c| constant_var(c, *k, *m, self.setting).1).collect();
                let mut failure = None;
                for (residues, count, rep) in &self.classes {
                    for_each_point(&ranges, |values| {
                        if failure.is_some() {
                            return;
                        }
                        // The class's constant values: enumerated ones as
                        // they are, linear ones 0 (their shift is the
                        // remainder) except in the representative warp.
                        let mut fixed: Vec<Option<i64>> = vec![None; self.setting.sizes.len() + 1];
                        let mut first: Vec<i64> = self.setting.threads.iter().map(|t| t.lower).collect();
                        let mut a_first = 0i64;
                        for (&c, &v) in self.enumerated.iter().zip(values) {
                            match c {
                                Constant::Dim(j) => {
                                    fixed[j] = Some(v);
                                    first[j] = v;
                                }
                                Constant::Split => {
                                    fixed[self.setting.sizes.len()] = Some(v);
                                    a_first = v;
                                }
                            }
                        }
                        for (&c, &v) in self.linear.iter().zip(rep) {
                            match c {
                                Constant::Dim(j) => first[j] = v,
                                Constant::Split => a_first = v,
                            }
                        }
                        let lanes = self.regular_lanes(*k, *m, outer, &fixed);
                        let warp_index = self.regular_warp_index(*k, *m, outer, &first, a_first);
                        match self.class(&lanes, residues) {
                            Ok(cost) => figures.add(cost, *count, warp_index),
                            Err(why) => failure = Some(why),
                        }
                    });
                }
                if let Some(why) = failure {
                    return Err(why);
                }
            }
            Warps::Each => {
                let zero = vec![0u64; self.loads.len()];
                for w in 0..self.setting.points.div_ceil(self.setting.warp) {
                    let lanes = self.warp_lanes(w);
                    let cost = self.class(&lanes, &zero)?;
                    figures.add(cost, 1, w);
                }
            }
        }
        Ok(figures)
    }

    /// The lanes' points of a regular class: per lane, the dimension
    /// values, and which of them a load must check against its bounds
    /// (linear constants are 0 here and always inside).
    fn regular_lanes(&self, k: usize, m: u64, outer: &[usize], fixed: &[Option<i64>]) -> Lanes {
        let setting = self.setting;
        let rank = setting.sizes.len();
        let strides = setting.order.strides(setting.sizes);
        let mut checked = vec![true; rank];
        for &j in outer {
            checked[j] = fixed[j].is_some();
        }
        let a = fixed[rank];
        checked[k] = a.is_some();
        let mut points = Vec::with_capacity(setting.warp as usize);
        for lane in 0..setting.warp {
            let mut x = vec![0i64; rank];
            for j in 0..rank {
                x[j] = if j == k {
                    let b = (lane / strides[k]) as i64;
                    setting.threads[k].lower + b + a.map_or(0, |a| a * m as i64)
                } else if outer.contains(&j) {
                    fixed[j].unwrap_or(0)
                } else {
                    setting.threads[j].lower + ((lane / strides[j]) % setting.sizes[j]) as i64
                };
            }
            points.push(x);
        }
        Lanes { points, checked }
    }

    fn regular_warp_index(&self, k: usize, m: u64, outer: &[usize], first: &[i64], a: i64) -> u64 {
        let setting = self.setting;
        let strides = setting.order.strides(setting.sizes);
        let mut t: u128 = u128::from(m) * a as u128 * u128::from(strides[k]);
        for &j in outer {
            t += (first[j] - setting.threads[j].lower) as u128 * u128::from(strides[j]);
        }
        clamp(t / u128::from(setting.warp))
    }

    /// The lanes of warp `w`, every dimension checked.
    fn warp_lanes(&self, w: u64) -> Lanes {
        let setting = self.setting;
        let rank = setting.sizes.len();
        let strides = setting.order.strides(setting.sizes);
        let start = w * setting.warp;
        let end = (start + setting.warp).min(setting.points);
        let points = (start..end)
            .map(|t| {
                (0..rank).map(|j| setting.threads[j].lower + ((t / strides[j]) % setting.sizes[j]) as i64).collect()
            })
            .collect();
        Lanes { points, checked: vec![true; rank] }
    }

    /// One warp's cost in a class whose linear constants shift load `i`'s
    /// addresses by `shifts[i]` bytes (mod the transaction size).
    pub(super) fn class(&self, lanes: &Lanes, shifts: &[u64]) -> Result<WarpCost, String> {
        let mut loads = Vec::with_capacity(self.loads.len());
        for ((load, steps), &shift) in self.loads.iter().zip(&self.steps).zip(shifts) {
            let mut vars = vec![0i64; load.n_dims + load.symbol_bounds.len()];
            let cost = match &steps.runtime {
                Runtime::Uniform(cases) => {
                    let mut each = Vec::with_capacity(cases.len());
                    for case in cases {
                        for &(j, v) in case {
                            vars[load.n_dims + j] = v;
                        }
                        each.push(self.load_cost(load, steps, lanes, shift, &mut vars)?.0);
                    }
                    let upper = each.iter().fold(Triple::default(), |m, c| m.max(c));
                    LoadCost { cases: each, upper }
                }
                Runtime::PerThread => {
                    let (exact, upper) = self.load_cost(load, steps, lanes, shift, &mut vars)?;
                    LoadCost { cases: vec![exact], upper }
                }
                Runtime::None => {
                    let (exact, _) = self.load_cost(load, steps, lanes, shift, &mut vars)?;
                    LoadCost { cases: vec![exact], upper: exact }
                }
            };
            loads.push(cost);
        }
        Ok(WarpCost { loads })
    }

    /// What one load costs a warp at every step, with the symbols in `vars`
    /// that the steps do not set (runtime cases) already set: the figures,
    /// and their lane-count bound (a transaction per element per thread
    /// whose constraints without runtime variables hold).
    fn load_cost(
        &self,
        load: &Load,
        steps: &Steps,
        lanes: &Lanes,
        shift: u64,
        vars: &mut [i64],
    ) -> Result<(Triple, Triple), String> {
        let setting = self.setting;
        let (t, eb) = (u128::from(setting.transaction), setting.eb);
        let spe = u128::from(setting.segments_per_element());
        let (mut exact, mut upper) = (Triple::default(), Triple::default());
        let mut bytes: Vec<i128> = Vec::with_capacity(lanes.points.len());
        let mut failure = None;
        for_each_point(&steps.ranges, |sigma| {
            if failure.is_some() {
                return;
            }
            for (&j, &v) in steps.enumerated.iter().zip(sigma) {
                vars[load.n_dims + j] = v;
            }
            bytes.clear();
            let mut active_upper = 0u128;
            for x in &lanes.points {
                let inside = (0..load.n_dims).all(|j| !lanes.checked[j] || load.dim_bounds[j].contains(x[j]));
                if !inside {
                    continue;
                }
                vars[..load.n_dims].copy_from_slice(x);
                let (mut holds, mut may_hold) = (true, true);
                for (code, interval, mentions_rt) in &load.constraints {
                    if !code.eval(vars).is_some_and(|v| interval.contains(v)) {
                        holds = false;
                        may_hold &= *mentions_rt;
                    }
                }
                if may_hold {
                    active_upper += 1;
                }
                if holds {
                    match load.address(vars) {
                        Some(a) => bytes.push(a * i128::from(eb)),
                        None => {
                            failure = Some("an address overflows".to_owned());
                            return;
                        }
                    }
                }
            }
            bytes.sort_unstable();
            let distinct = if bytes.is_empty() { 0 } else { 1 + bytes.windows(2).filter(|p| p[0] != p[1]).count() };
            let needed = distinct as u128 * u128::from(eb);
            let fewest = needed.div_ceil(t);
            let bound_needed = active_upper * u128::from(eb);
            for &(remainder, n) in &steps.remainders {
                let segments =
                    segments(&bytes, (u128::from(shift) + u128::from(remainder)) % t, eb, setting.transaction);
                exact.add(n, Triple { transactions: segments, needed, fewest });
                upper.add(
                    n,
                    Triple { transactions: active_upper * spe, needed: bound_needed, fewest: bound_needed.div_ceil(t) },
                );
            }
        });
        match failure {
            Some(why) => Err(why),
            None => Ok((exact, upper)),
        }
    }
}

/// Lane points of one warp.
pub(super) struct Lanes {
    points: Vec<Vec<i64>>,
    /// Per dimension: whether loads check it against their bounds.
    checked: Vec<bool>,
}

/// Distinct `transaction`-byte segments touched by elements of `eb` bytes at
/// the sorted byte addresses `bytes`, all shifted by `shift`.
pub(super) fn segments(bytes: &[i128], shift: u128, eb: u64, transaction: u64) -> u128 {
    let t = i128::from(transaction);
    let mut count = 0u128;
    let mut last: Option<i128> = None;
    for &b in bytes {
        let start = b + shift as i128;
        let first = start.div_euclid(t);
        let end = (start + i128::from(eb) - 1).div_euclid(t);
        let from = match last {
            Some(l) if l >= first => l + 1,
            _ => first,
        };
        if end >= from {
            count += (end - from + 1) as u128;
            last = Some(end);
        }
    }
    count
}
