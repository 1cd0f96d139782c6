//! `tile::symbolic_tile` against enumeration, and against XLA's own tile
//! tests.
//! - Random maps (dimension, range and runtime variables, `floordiv`/`mod`,
//!   constraints) and random tile sizes and runtime values: what the map
//!   reads from the output tile at the origin is always inside the tile
//!   (sound), and equal to it where the tile says it is exact and its
//!   constraints hold.
//! - `tiles.jsonl` of XLA's conformance records (beside the repository) (`symbolic_tile_test.cc`):
//!   where XLA gives a tile, ours is compared on sampled tile sizes (same
//!   elements where both constraints hold, same constraint truth); where
//!   XLA gives none, ours is checked sound. Every case is also checked
//!   against enumeration of its map. The tally is printed.

use indexing_map::tile::{Tile, symbolic_tile};
use indexing_map::{IndexingMap, Interval, MapState};
use melior::Context;
use std::collections::BTreeSet;

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;
#[path = "../../../tests/support/random_maps.rs"]
#[allow(dead_code)]
mod random_maps;
use random_maps::random_map_over;

/// What `map` reads from the output tile `{0 <= d_i < sizes_i}` with the
/// runtime variables at `rt`; `None` when the tile's box is too large to
/// visit.
fn image(map: &IndexingMap<'_>, sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    image_at(map, &vec![0; sizes.len()], sizes, rt)
}

/// What `map` reads from the output tile `{first_i <= d_i < first_i +
/// sizes_i}` (see [`image`]).
fn image_at(map: &IndexingMap<'_>, first: &[i64], sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    let n_range = map.range_vars().len();
    let mut ranges: Vec<Interval> = map
        .dims()
        .iter()
        .zip(first.iter().zip(sizes))
        .map(|(v, (&f, &n))| v.bounds.intersect(Interval::new(f, f + n - 1)))
        .collect();
    ranges.extend((0..n_range).map(|j| map.symbol_bounds(j)));
    ranges.extend(rt.iter().map(|&v| Interval::point(v)));
    if ranges.iter().fold(1u64, |n, r| n.saturating_mul(r.size())) > 1 << 20 {
        return None;
    }
    let n_dims = map.dims().len();
    let mut read = BTreeSet::new();
    let mut point: Vec<i64> = ranges.iter().map(|r| r.lower).collect();
    if ranges.iter().any(|r| !r.is_feasible()) {
        return Some(read);
    }
    loop {
        let (d, s) = point.split_at(n_dims);
        if map.contains_point(d, s) {
            read.insert(map.evaluate(d, s).expect("no overflow on small domains"));
        }
        let mut k = point.len();
        loop {
            if k == 0 {
                return Some(read);
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

/// Checks `tile` against enumeration for tile sizes `sizes` (valid ones:
/// where its constraints hold); returns whether it claimed (and had)
/// exactness there.
fn check(map: &IndexingMap<'_>, tile: &Tile<'_>, sizes: &[i64], rt: &[i64], label: &str) -> bool {
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
fn is_box(set: &BTreeSet<Vec<i64>>) -> bool {
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
fn tile_not_a_box(map: &IndexingMap<'_>, sizes: &[i64], rt: &[i64]) -> Option<Vec<i64>> {
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
fn sizes_for(bounds: &[Interval], random: &mut Random) -> Vec<i64> {
    bounds.iter().map(|b| 1 + random.below(b.upper.max(0) as u64 + 1)).collect()
}

#[test]
fn random_tiles_are_sound_and_exact_where_they_say() {
    let context = Context::new();
    let mut random = Random(0x711e_5eed);
    let (mut checks, mut exact) = (0, 0);
    for case in 0..3000 {
        let dims: Vec<String> = (0..3).map(|d| format!("d{d} in [0, {}]", random.below(6))).collect();
        let text = random_map_over(&mut random, case % 3 == 0, dims);
        let map = IndexingMap::parse(&context, &text).unwrap();
        if map.state() != MapState::Defined {
            continue;
        }
        let tile = symbolic_tile(&map);
        let bounds: Vec<Interval> = map.dims().iter().map(|v| v.bounds).collect();
        for _ in 0..4 {
            let sizes = sizes_for(&bounds, &mut random);
            let rt: Vec<i64> =
                map.rt_vars().iter().map(|v| v.bounds.lower + random.below(v.bounds.size().max(1))).collect();
            if map.rt_vars().iter().any(|v| !v.bounds.is_feasible()) {
                continue;
            }
            exact += usize::from(check(&map, &tile, &sizes, &rt, &text));
            checks += 1;
        }
    }
    assert!(checks > 10_000 && exact > 1_000, "{checks} checks, {exact} exact");
}

#[test]
fn op_family_tiles() {
    let context = Context::new();
    let tile = |text: &str| symbolic_tile(&IndexingMap::parse(&context, text).unwrap()).to_string();
    // Transpose and broadcast: dimensions move.
    assert_eq!(
        tile("(d0, d1, d2) -> (d2, d0), domain: d0 in [0, 9], d1 in [0, 4], d2 in [0, 7]"),
        "offsets: (d0, d1, d2) -> (0, 0), sizes: (d0, d1, d2) -> (d2, d0), strides: (d0, d1, d2) -> (1, 1)"
    );
    // Reverse: a negative stride from the last element (XLA's form).
    assert_eq!(
        tile("(d0) -> (-d0 + 178), domain: d0 in [0, 178]"),
        "offsets: (d0) -> (178), sizes: (d0) -> (d0), strides: (d0) -> (-1)"
    );
    // A reduction: the whole reduced dimension.
    assert_eq!(
        tile("(d0)[s0] -> (d0, s0), domain: d0 in [0, 9], s0 in [0, 15]"),
        "offsets: (d0) -> (0, 0), sizes: (d0) -> (d0, 16), strides: (d0) -> (1, 1)"
    );
    // A window: ts + 2 elements per 3-window.
    assert_eq!(
        tile("(d0)[s0] -> (d0 + s0), domain: d0 in [0, 13], s0 in [0, 2]"),
        "offsets: (d0) -> (0), sizes: (d0) -> (d0 + 2), strides: (d0) -> (1)"
    );
    // A dynamic slice: the runtime start is the offset.
    assert_eq!(
        tile("(d0){rt0} -> (d0 + rt0), domain: d0 in [0, 3], rt0 in [0, 12]"),
        "offsets: (d0)[s0] -> (s0), sizes: (d0) -> (d0), strides: (d0) -> (1)"
    );
    // Merging reshape: exact when the inner tile covers 11, or the outer
    // tile is 1, or the inner tile is 1 (then the stride is 11: XLA's
    // indicator `(12 - ts1) floordiv 11` selects it).
    let map = IndexingMap::parse(&context, "(d0, d1) -> (d0 * 11 + d1), domain: d0 in [0, 3], d1 in [0, 10]").unwrap();
    let merge = symbolic_tile(&map);
    assert!(
        merge.to_string().ends_with(
            "constraints: d1 in [11, 9223372036854775807] || d0 in [1, 1] && d1 in [2, 9223372036854775807] || d1 \
             in [1, 1]"
        ),
        "{merge}"
    );
    assert_eq!(merge.elements(&[3, 1], &[]).unwrap(), [0, 11, 22].iter().map(|&v| vec![v]).collect());
    assert_eq!(merge.elements(&[2, 11], &[]).unwrap().len(), 22);
    assert!(!merge.holds(&[2, 5]));
    // Splitting reshape: exact when the tile size divides 4 or 4 divides it.
    let split = tile("(d0) -> (d0 floordiv 4, d0 mod 4), domain: d0 in [0, 15]");
    assert!(split.contains("d0 in [1, 1] || d0 in [2, 2] || d0 in [4, 4] || d0 mod 4 in [0, 0]"), "{split}");
    // Padding: not exact, the constraint kept as the mask.
    let pad = symbolic_tile(
        &IndexingMap::parse(&context, "(d0) -> (d0 - 2), domain: d0 in [0, 11], d0 - 2 in [0, 7]").unwrap(),
    );
    assert!(!pad.exact && pad.mask.len() == 1, "{pad}");
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

fn evaluate(text: &str, d: &[i64], s: &[i64]) -> i64 {
    Eval { text: text.as_bytes(), at: 0, d, s }.sum()
}

/// The results of XLA's `(d0, ...) -> (e0, e1, ...)` at `d`.
fn xla_map(text: &str, d: &[i64], s: &[i64]) -> Vec<i64> {
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
fn xla_holds(text: &str, d: &[i64]) -> bool {
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

/// The elements of XLA's tile `[offset map, size map, stride map]` at tile
/// sizes `sizes` and runtime values `rt`: per dimension `offset + stride *
/// k` for `k < size`; `None` beyond 2^20 elements.
fn xla_tile_elements(maps: [&str; 3], sizes: &[i64], rt: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
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

#[test]
fn xla_tile_tests() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/xla/tiles.jsonl");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("NOTICE: {} not found: XLA tile tests skipped", path.display());
        return;
    };
    let context = Context::new();
    let mut random = Random(0x0c5a);
    let (mut tiles, mut equal, mut none, mut none_exact, mut sound_checks, mut no_input) = (0, 0, 0, 0, 0, 0);
    let mut valid_for_fewer = 0;
    let (mut differ, mut fewer, mut unexplained) = (Vec::new(), Vec::new(), Vec::new());
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        for case in record["cases"].as_array().into_iter().flatten() {
            let Some(input) = case["input_map"]["text"].as_str() else {
                no_input += 1;
                continue;
            };
            let label = format!("{} line {}", record["name"], case["test_line"]);
            let Ok(map) = IndexingMap::parse(&context, input) else {
                no_input += 1;
                continue;
            };
            let tile = symbolic_tile(&map);
            let bounds: Vec<Interval> = map.dims().iter().map(|v| v.bounds).collect();
            // Tile sizes up to 16 per dimension (and the whole dimension).
            let small: Vec<Interval> = bounds.iter().map(|b| Interval::new(b.lower, b.upper.min(15))).collect();
            let mut samples: Vec<Vec<i64>> = (0..24).map(|_| sizes_for(&small, &mut random)).collect();
            samples.push(bounds.iter().map(|b| b.upper + 1).collect());
            let rt: Vec<i64> = map.rt_vars().iter().map(|v| v.bounds.lower).collect();
            for sizes in &samples {
                if map.state() == MapState::Defined && bounds.iter().all(|b| b.lower == 0) {
                    check(&map, &tile, sizes, &rt, &format!("{label}: {input}"));
                    sound_checks += 1;
                }
            }
            let expected = &case["expected"];
            if expected["result"] == "tile" {
                tiles += 1;
                let (Some(offsets), Some(sizes_map), Some(strides)) =
                    (expected["offset_map"].as_str(), expected["size_map"].as_str(), expected["stride_map"].as_str())
                else {
                    continue;
                };
                let constraints = expected["constraints"].as_str();
                // Where both say the tile sizes are valid, the elements must
                // be the same; the constraints may differ in which sizes
                // they allow.
                // XLA's tile (at the origin) for `sizes`.
                let theirs_at = |sizes: &[i64]| xla_tile_elements([offsets, sizes_map, strides], sizes, &rt);
                let (mut same_elements, mut stricter, mut looser) = (true, false, false);
                let mut why_stricter = BTreeSet::new();
                for sizes in &samples {
                    let theirs_hold = constraints.is_none_or(|c| xla_holds(c, sizes));
                    let ours_hold = tile.holds(sizes);
                    stricter |= theirs_hold && !ours_hold;
                    looser |= ours_hold && !theirs_hold;
                    if theirs_hold && !ours_hold {
                        // Where XLA alone accepts the sizes: its tile is not
                        // what the map reads at the origin, or some other
                        // full tile's elements are no strided box (no tile
                        // moved with the tile id is exact), or ours is
                        // needlessly strict.
                        let (read, theirs) = (image(&map, sizes, &rt), theirs_at(sizes));
                        let reason = if read.is_some() && theirs.is_some() && read != theirs {
                            format!("XLA's tile is not what the map reads at the origin (sizes {sizes:?})")
                        } else if let Some(first) = tile_not_a_box(&map, sizes, &rt) {
                            format!("the tile at {first:?} is no strided box (sizes {sizes:?})")
                        } else {
                            unexplained.push(format!("{label}: sizes {sizes:?}"));
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
                        if ours.is_none() || image(&map, sizes, &rt) != ours {
                            unexplained.push(format!("{label}: different elements at sizes {sizes:?}"));
                        }
                    }
                }
                let describe =
                    || format!("{label}: ours {tile}; XLA {offsets} / {sizes_map} / {strides} / {constraints:?}");
                match (same_elements, stricter, looser) {
                    (true, false, false) => equal += 1,
                    (true, true, false) => {
                        valid_for_fewer += 1;
                        let why: Vec<String> = why_stricter.into_iter().take(2).collect();
                        fewer.push(format!("{}; where XLA alone accepts: {}", describe(), why.join("; ")));
                    }
                    _ => differ.push(describe()),
                }
            } else {
                none += 1;
                none_exact += usize::from(tile.exact);
            }
        }
    }
    eprintln!(
        "XLA tiles: {tiles} expected tiles: {equal} equal on every sample (elements and valid sizes), \
         {valid_for_fewer} with equal elements where both are valid but valid for fewer tile sizes here, \
         {} differ; {none} without a tile in XLA, {none_exact} of them exact here; {sound_checks} checks \
         against enumeration, 0 unsound; {no_input} cases without a map to read",
        differ.len()
    );
    for d in &fewer {
        eprintln!("  valid for fewer sizes: {d}");
    }
    for d in &differ {
        eprintln!("  differs: {d}");
    }
    assert!(tiles + none >= 40, "only {} cases read", tiles + none);
    assert!(unexplained.is_empty(), "stricter than XLA without a reason: {unexplained:?}");
}

/// XLA's expected tile for `CanPropagateTileThroughReverseOfCombiningReshape`
/// (`symbolic_tile_test.cc` line 539) at tile sizes (2, 4, 6, 1), which its
/// constraints accept, runs from 23 down to -24; the map reads 0..47 there
/// (a positive `24 * d0` term under the reversal). Ours equals enumeration.
#[test]
fn xla_reversed_merge_tile_disagrees_with_enumeration() {
    let context = Context::new();
    let map = IndexingMap::parse(
        &context,
        "(d0, d1, d2, d3) -> (d0 * 24 - d1 * 6 - d2 + 23, d3), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 5], d3 in [0, 3]",
    )
    .unwrap();
    let sizes = [2, 4, 6, 1];
    assert!(xla_holds("d1 in [4, 4] && d2 in [6, 6]", &sizes));
    let theirs = xla_tile_elements(
        [
            "(d0, d1, d2, d3) -> (23, 0)",
            "(d0, d1, d2, d3) -> (d0 * d1 * d2, d3)",
            "(d0, d1, d2, d3) -> (((-d2 + 7) / 6) * (((-d1 + 5) / 4) * (-((-d0 + 3) / 2) + 1) * 24 - (((-d1 + 5) / 4) * -6 + 6)) - (-((-d2 + 7) / 6) + 1), 1)",
        ],
        &sizes,
        &[],
    )
    .unwrap();
    assert_eq!(theirs.len(), 48);
    let read = image(&map, &sizes, &[]).unwrap();
    assert_eq!(read.iter().map(|e| e[0]).min(), Some(0));
    assert_ne!(theirs, read, "XLA's tile at (2, 4, 6, 1)");
    let tile = symbolic_tile(&map);
    assert!(tile.holds(&sizes) && tile.exact);
    assert_eq!(tile.elements(&sizes, &[]).unwrap(), read);
}

/// XLA's expected tile for `CanPropagateTileThroughSplitReshapeOfReverse`
/// (`symbolic_tile_test.cc` line 492) has no constraints, but at tile size
/// 7 it lists 2 elements, (7, 5) and (6, 5), where the map reads 7: (7, 5)
/// down to (7, 0), then (6, 5) — no strided box. Ours is valid only where
/// every tile is a box (sizes dividing 6, or multiples of 6).
#[test]
fn xla_split_of_reverse_tile_disagrees_with_enumeration() {
    let context = Context::new();
    let map = IndexingMap::parse(
        &context,
        "(d0, d1) -> (0, -(d0 floordiv 6) + 7, -(d0 mod 6) + 5, d1), domain: d0 in [0, 47], d1 in [0, 3]",
    )
    .unwrap();
    let sizes = [7, 1];
    let theirs = xla_tile_elements(
        [
            "(d0, d1) -> (0, 7, 5, 0)",
            "(d0, d1) -> (1, (d0 + 5) / 6, d0 - ((d0 - 1) / 6) * 6, d1)",
            "(d0, d1) -> (0, -1, -1, 1)",
        ],
        &sizes,
        &[],
    )
    .unwrap();
    assert_eq!(theirs.len(), 2);
    let read = image(&map, &sizes, &[]).unwrap();
    assert_eq!(read.len(), 7);
    assert!(!is_box(&read));
    let tile = symbolic_tile(&map);
    assert!(!tile.holds(&sizes));
    assert!(tile.holds(&[6, 1]) && tile.holds(&[3, 4]) && tile.holds(&[12, 2]));
}
