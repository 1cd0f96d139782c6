//! XLA's own tile tests (`tiles.jsonl` of XLA's conformance records
//! (beside the repository), `symbolic_tile_test.cc`) against
//! `tile::symbolic_tile`, for the tests of several crates (included with
//! `#[path]`, beside `xorshift.rs` as `mod xorshift`): enumeration of
//! what a map reads, a tiny evaluator of XLA's printed tiles, and the
//! comparison of one case with its tally. The input map comes from the
//! record (`indexing-map`'s test) or from index-opt's maps of the record's
//! HLO (`indexing-analysis`'s).

#![allow(dead_code)]

use crate::xorshift::Random;
use indexing_map::tile::{Tile, symbolic_tile};
use indexing_map::{IndexingMap, Interval, MapState};
use std::collections::BTreeSet;

/// What `map` reads from the output tile `{0 <= d_i < sizes_i}` with the
/// runtime variables at `rt`; `None` when the tile's box is too large to
/// visit.
pub fn image(map: &IndexingMap<'_>, sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    image_at(map, &vec![0; sizes.len()], sizes, rt)
}

/// What `map` reads from the output tile `{first_i <= d_i < first_i +
/// sizes_i}` (see [`image`]).
pub fn image_at(map: &IndexingMap<'_>, first: &[i64], sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    let dims: Vec<Interval> = map
        .dims()
        .iter()
        .zip(first.iter().zip(sizes))
        .map(|(v, (&f, &n))| v.bounds.intersect(Interval::new(f, f + n - 1)))
        .collect();
    let mut read = BTreeSet::new();
    visit(map, dims, rt, |_, element| {
        read.insert(element);
    })?;
    Some(read)
}

/// The relation of `map`, `(d, f(d, s))` over its whole domain with the
/// runtime variables at `rt`; `None` when the domain is too large to
/// visit.
pub fn relation(map: &IndexingMap<'_>, rt: &[i64]) -> Option<BTreeSet<(Vec<i64>, Vec<i64>)>> {
    let mut pairs = BTreeSet::new();
    visit(map, map.dims().iter().map(|v| v.bounds).collect(), rt, |d, element| {
        pairs.insert((d.to_vec(), element));
    })?;
    Some(pairs)
}

/// Calls `each(d, f(d, s))` for every point of `map` with `d` in the box
/// `dims` (and in the domain), range variables over their bounds, runtime
/// variables at `rt`; `None` (and no call) beyond 2^20 points to visit.
fn visit(map: &IndexingMap<'_>, dims: Vec<Interval>, rt: &[i64], mut each: impl FnMut(&[i64], Vec<i64>)) -> Option<()> {
    let n_dims = dims.len();
    let mut ranges = dims;
    ranges.extend((0..map.range_vars().len()).map(|j| map.symbol_bounds(j)));
    ranges.extend(rt.iter().map(|&v| Interval::point(v)));
    if ranges.iter().fold(1u64, |n, r| n.saturating_mul(r.size())) > 1 << 20 {
        return None;
    }
    if ranges.iter().any(|r| !r.is_feasible()) {
        return Some(());
    }
    let mut point: Vec<i64> = ranges.iter().map(|r| r.lower).collect();
    loop {
        let (d, s) = point.split_at(n_dims);
        if map.contains_point(d, s) {
            each(d, map.evaluate(d, s).expect("no overflow on small domains"));
        }
        let mut k = point.len();
        loop {
            if k == 0 {
                return Some(());
            }
            k -= 1;
            if point[k] < ranges[k].upper {
                point[k] += 1;
                break;
            }
            point[k] = ranges[k].lower;
        }
    }
}

/// The runtime variables' lower bounds of `map`.
pub fn rt_lowers(map: &IndexingMap<'_>) -> Vec<i64> {
    map.rt_vars().iter().map(|v| v.bounds.lower).collect()
}

/// Checks `tile` against enumeration for tile sizes `sizes` (valid ones:
/// where its constraints hold); returns whether it claimed (and had)
/// exactness there.
pub fn check(map: &IndexingMap<'_>, tile: &Tile<'_>, sizes: &[i64], rt: &[i64], label: &str) -> bool {
    if !tile.holds(sizes) {
        return false;
    }
    let Some(read) = image(map, sizes, rt) else { return false };
    let Some(elements) = tile.elements(sizes, rt) else {
        // Too many elements to list; sizes must still evaluate.
        assert!(
            tile.sizes.iter().all(|&e| indexing_map::expr::evaluate(e, sizes, rt).is_some_and(|n| n >= 0)),
            "{label}"
        );
        return false;
    };
    let missing: Vec<_> = read.difference(&elements).take(3).collect();
    assert!(missing.is_empty(), "unsound at sizes {sizes:?} rt {rt:?}: {missing:?} not in {tile}: {label}");
    let claimed = tile.exact;
    if claimed {
        assert_eq!(read, elements, "claimed exact at sizes {sizes:?} rt {rt:?}: {tile}: {label}");
    }
    claimed
}

/// Whether `set` is a strided box: per dimension an arithmetic progression,
/// holding every combination of them.
pub fn is_box(set: &BTreeSet<Vec<i64>>) -> bool {
    let Some(rank) = set.first().map(Vec::len) else { return true };
    let mut combinations = 1usize;
    for j in 0..rank {
        let values: BTreeSet<i64> = set.iter().map(|p| p[j]).collect();
        let values: Vec<i64> = values.into_iter().collect();
        if values.windows(3).any(|w| w[1] - w[0] != w[2] - w[1]) {
            return false;
        }
        combinations *= values.len();
    }
    combinations == set.len()
}

/// A full output tile of `sizes` (on a domain from 0) whose image is not a
/// strided box: no tile moved with the tile id can be exact there.
pub fn tile_not_a_box(map: &IndexingMap<'_>, sizes: &[i64], rt: &[i64]) -> Option<Vec<i64>> {
    let counts: Vec<i64> = map.dims().iter().zip(sizes).map(|(v, &t)| (v.bounds.upper + 1) / t).collect();
    if counts.iter().fold(1i64, |p, &c| p.saturating_mul(c)) > 1 << 12 {
        return None;
    }
    let mut index = vec![0i64; counts.len()];
    loop {
        let first: Vec<i64> = index.iter().zip(sizes).map(|(&k, &t)| k * t).collect();
        if image_at(map, &first, sizes, rt).is_some_and(|read| !is_box(&read)) {
            return Some(first);
        }
        let mut k = index.len();
        loop {
            if k == 0 {
                return None;
            }
            k -= 1;
            if index[k] + 1 < counts[k] {
                index[k] += 1;
                break;
            }
            index[k] = 0;
        }
    }
}

/// Tile sizes for dimension bounds: every size up to 6, else a sample.
pub fn sizes_for(bounds: &[Interval], random: &mut Random) -> Vec<i64> {
    bounds.iter().map(|b| 1 + random.below(b.upper.max(0) as u64 + 1)).collect()
}

/// A tiny evaluator of XLA's printed expressions over `d<i>` (`/` is floor
/// division, `mod` the non-negative remainder).
struct Eval<'a> {
    text: &'a [u8],
    at: usize,
    d: &'a [i64],
    s: &'a [i64],
}

impl Eval<'_> {
    fn skip(&mut self) {
        while self.at < self.text.len() && self.text[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip();
        if self.text[self.at..].starts_with(token.as_bytes()) {
            self.at += token.len();
            true
        } else {
            false
        }
    }

    fn sum(&mut self) -> i64 {
        let mut v = self.product();
        loop {
            if self.eat("+") {
                v += self.product();
            } else if self.eat("-") {
                v -= self.product();
            } else {
                return v;
            }
        }
    }

    fn product(&mut self) -> i64 {
        let mut v = self.unary();
        loop {
            if self.eat("*") {
                v *= self.unary();
            } else if self.eat("/") {
                v = v.div_euclid(self.unary());
            } else if self.eat("mod") {
                v = v.rem_euclid(self.unary());
            } else {
                return v;
            }
        }
    }

    fn unary(&mut self) -> i64 {
        if self.eat("-") {
            return -self.unary();
        }
        if self.eat("(") {
            let v = self.sum();
            assert!(self.eat(")"));
            return v;
        }
        self.skip();
        for (prefix, values) in [("d", self.d), ("s", self.s), ("rt", self.s)] {
            if self.eat(prefix) {
                let start = self.at;
                while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
                    self.at += 1;
                }
                let i: usize = std::str::from_utf8(&self.text[start..self.at]).unwrap().parse().unwrap();
                return values[i];
            }
        }
        let start = self.at;
        while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
            self.at += 1;
        }
        let digits = std::str::from_utf8(&self.text[start..self.at]).unwrap();
        digits.parse().unwrap_or_else(|_| panic!("not a number at {}: {}", self.at, String::from_utf8_lossy(self.text)))
    }
}

pub fn evaluate(text: &str, d: &[i64], s: &[i64]) -> i64 {
    Eval { text: text.as_bytes(), at: 0, d, s }.sum()
}

/// The results of XLA's `(d0, ...) -> (e0, e1, ...)` at `d`.
pub fn xla_map(text: &str, d: &[i64], s: &[i64]) -> Vec<i64> {
    let body = text.split_once("->").unwrap().1.trim();
    let body = body.strip_prefix('(').unwrap();
    let body = &body[..body.len() - 1];
    if body.trim().is_empty() {
        return Vec::new();
    }
    // Split on top-level commas.
    let (mut depth, mut start, mut parts) = (0, 0, Vec::new());
    for (i, c) in body.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&body[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&body[start..]);
    parts.into_iter().map(|p| evaluate(p, d, s)).collect()
}

/// XLA's constraints (`a in [x, y] && ... || ...`) at `d`.
pub fn xla_holds(text: &str, d: &[i64]) -> bool {
    if text.trim().is_empty() {
        return true;
    }
    text.split("||").any(|conjunction| {
        conjunction.split("&&").all(|atom| {
            let (e, interval) = atom.rsplit_once(" in [").unwrap();
            let (lo, hi) = interval.trim().trim_end_matches(']').split_once(", ").unwrap();
            let v = evaluate(e, d, &[]);
            lo.trim().parse::<i64>().unwrap() <= v && v <= hi.trim().parse::<i64>().unwrap()
        })
    })
}

/// The lower bounds of XLA's printed runtime variables
/// (`s0 in [0, 1],\n s1 in [0, 0],`), in order.
pub fn xla_rt_lowers(text: &str) -> Vec<i64> {
    text.split(" in [").skip(1).filter_map(|rest| rest.split(',').next()?.trim().parse().ok()).collect()
}

/// The elements of XLA's tile `[offset map, size map, stride map]` at tile
/// sizes `sizes` and runtime values `rt`: per dimension `offset + stride *
/// k` for `k < size`; `None` beyond 2^20 elements.
pub fn xla_tile_elements(maps: [&str; 3], sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    let [o, n, s] = maps.map(|text| xla_map(text, sizes, rt));
    if n.iter().fold(1i64, |p, &k| p.saturating_mul(k.max(0))) > 1 << 20 {
        return None;
    }
    let mut elements = vec![Vec::new()];
    for j in 0..o.len() {
        let (first, stride) = (o[j], s[j]);
        elements = elements
            .into_iter()
            .flat_map(|p: Vec<i64>| (0..n[j]).map(move |k| [p.clone(), vec![first + stride * k]].concat()))
            .collect();
    }
    Some(elements.into_iter().collect())
}

/// How one case came out against XLA's expectation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// XLA's tile: ours has the same elements and valid sizes on every
    /// sample.
    Equal,
    /// XLA's tile: the same elements where both are valid, ours valid for
    /// fewer sizes (with the reason in [`TileTally::fewer`]).
    ValidForFewer,
    /// XLA's tile: ours differs otherwise.
    Differs,
    /// XLA gives no tile; ours is exact.
    ExactWhereXlaHasNone,
    /// XLA gives no tile; ours is not exact either.
    NoneExact,
}

/// The cases of one run and how they came out.
#[derive(Default)]
pub struct TileTally {
    /// Cases where XLA gives a tile.
    pub tiles: usize,
    /// Of those, ours equal on every sample (elements and valid sizes).
    pub equal: usize,
    /// Of those, equal elements where both are valid, valid for fewer
    /// sizes here.
    pub valid_for_fewer: usize,
    /// Cases where XLA gives no tile.
    pub none: usize,
    /// Of those, exact here.
    pub none_exact: usize,
    /// Checks against enumeration.
    pub sound_checks: usize,
    /// Cases without a map to read.
    pub no_input: usize,
    /// Tiles that differ otherwise.
    pub differ: Vec<String>,
    /// Tiles valid for fewer sizes, with why.
    pub fewer: Vec<String>,
    /// Stricter than XLA without a reason.
    pub unexplained: Vec<String>,
}

impl TileTally {
    /// Compares our tile of `map` with XLA's `expected` (a case's
    /// `expected`: `result` `tile` with the offset, size and stride maps
    /// and constraints, or no tile), on tile sizes sampled with `random`;
    /// every sample is also checked against enumeration of `map`. `label`
    /// names the case.
    pub fn case(
        &mut self,
        map: &IndexingMap<'_>,
        expected: &serde_json::Value,
        label: &str,
        random: &mut Random,
    ) -> Outcome {
        let tile = symbolic_tile(map);
        let bounds: Vec<Interval> = map.dims().iter().map(|v| v.bounds).collect();
        // Tile sizes up to 16 per dimension (and the whole dimension).
        let small: Vec<Interval> = bounds.iter().map(|b| Interval::new(b.lower, b.upper.min(15))).collect();
        let mut samples: Vec<Vec<i64>> = (0..24).map(|_| sizes_for(&small, random)).collect();
        samples.push(bounds.iter().map(|b| b.upper + 1).collect());
        let rt: Vec<i64> = map.rt_vars().iter().map(|v| v.bounds.lower).collect();
        for sizes in &samples {
            if map.state() == MapState::Defined && bounds.iter().all(|b| b.lower == 0) {
                check(map, &tile, sizes, &rt, &format!("{label}: {map}"));
                self.sound_checks += 1;
            }
        }
        if expected["result"] != "tile" {
            self.none += 1;
            self.none_exact += usize::from(tile.exact);
            return if tile.exact { Outcome::ExactWhereXlaHasNone } else { Outcome::NoneExact };
        }
        self.tiles += 1;
        let (Some(offsets), Some(sizes_map), Some(strides)) =
            (expected["offset_map"].as_str(), expected["size_map"].as_str(), expected["stride_map"].as_str())
        else {
            return Outcome::Differs;
        };
        let constraints = expected["constraints"].as_str();
        // Where both say the tile sizes are valid, the elements must be the
        // same; the constraints may differ in which sizes they allow.
        // XLA's tile (at the origin) for `sizes`, its runtime values at
        // their lower bounds as ours are (a map may have fewer runtime
        // variables than XLA's where a start is known, as index-opt's maps
        // of the HLO do).
        let xla_rt = xla_rt_lowers(expected["rt_vars"].as_str().unwrap_or(""));
        let theirs_at = |sizes: &[i64]| xla_tile_elements([offsets, sizes_map, strides], sizes, &xla_rt);
        let (mut same_elements, mut stricter, mut looser) = (true, false, false);
        let mut why_stricter = BTreeSet::new();
        for sizes in &samples {
            let theirs_hold = constraints.is_none_or(|c| xla_holds(c, sizes));
            let ours_hold = tile.holds(sizes);
            stricter |= theirs_hold && !ours_hold;
            looser |= ours_hold && !theirs_hold;
            if theirs_hold && !ours_hold {
                // Where XLA alone accepts the sizes: its tile is not what the
                // map reads at the origin, or some other full tile's
                // elements are no strided box (no tile moved with the tile id
                // is exact), or ours is needlessly strict.
                let (read, theirs) = (image(map, sizes, &rt), theirs_at(sizes));
                let reason = if read.is_some() && theirs.is_some() && read != theirs {
                    format!("XLA's tile is not what the map reads at the origin (sizes {sizes:?})")
                } else if let Some(first) = tile_not_a_box(map, sizes, &rt) {
                    format!("the tile at {first:?} is no strided box (sizes {sizes:?})")
                } else {
                    self.unexplained.push(format!("{label}: sizes {sizes:?}"));
                    continue;
                };
                why_stricter.insert(reason);
            }
            if !(theirs_hold && ours_hold) {
                continue;
            }
            let Some(theirs) = theirs_at(sizes) else { continue };
            let ours = tile.elements(sizes, &rt);
            if ours.as_ref() != Some(&theirs) {
                same_elements = false;
                // Explained only where ours is what the map reads.
                if ours.is_none() || image(map, sizes, &rt) != ours {
                    self.unexplained.push(format!("{label}: different elements at sizes {sizes:?}"));
                }
            }
        }
        let describe = || format!("{label}: ours {tile}; XLA {offsets} / {sizes_map} / {strides} / {constraints:?}");
        match (same_elements, stricter, looser) {
            (true, false, false) => {
                self.equal += 1;
                Outcome::Equal
            }
            (true, true, false) => {
                self.valid_for_fewer += 1;
                let why: Vec<String> = why_stricter.into_iter().take(2).collect();
                self.fewer.push(format!("{}; where XLA alone accepts: {}", describe(), why.join("; ")));
                Outcome::ValidForFewer
            }
            _ => {
                self.differ.push(describe());
                Outcome::Differs
            }
        }
    }

    /// The tally line (`XLA tiles{run}: ...`).
    pub fn line(&self, run: &str) -> String {
        format!(
            "XLA tiles{run}: {} expected tiles: {} equal on every sample (elements and valid sizes), \
             {} with equal elements where both are valid but valid for fewer tile sizes here, \
             {} differ; {} without a tile in XLA, {} of them exact here; {} checks \
             against enumeration, 0 unsound; {} cases without a map to read",
            self.tiles,
            self.equal,
            self.valid_for_fewer,
            self.differ.len(),
            self.none,
            self.none_exact,
            self.sound_checks,
            self.no_input
        )
    }

    /// The tiles valid for fewer sizes and those that differ, one a line.
    pub fn print_details(&self) {
        for d in &self.fewer {
            eprintln!("  valid for fewer sizes: {d}");
        }
        for d in &self.differ {
            eprintln!("  differs: {d}");
        }
    }
}
