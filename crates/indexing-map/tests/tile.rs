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
//!   against enumeration of its map. The tally is printed. The comparison
//!   is `tests/support/xla_tiles.rs`, which `indexing-analysis`'s
//!   `tests/xla_tiles.rs` shares to run the same cases on index-opt's maps
//!   of each record's own HLO.

use indexing_map::tile::symbolic_tile;
use indexing_map::{IndexingMap, Interval, MapState};
use melior::Context;

#[path = "../../../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Random;
#[path = "../../../tests/support/random_maps.rs"]
#[allow(dead_code)]
mod random_maps;
use random_maps::random_map_over;
#[path = "../../../tests/support/xla_tiles.rs"]
mod xla_tiles;
use xla_tiles::{TileTally, check, image, is_box, sizes_for, xla_holds, xla_tile_elements};

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

#[test]
fn xla_tile_tests() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/xla/tiles.jsonl");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("NOTICE: {} not found: XLA tile tests skipped", path.display());
        return;
    };
    let context = Context::new();
    let mut random = Random(0x0c5a);
    let mut tally = TileTally::default();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        for case in record["cases"].as_array().into_iter().flatten() {
            let Some(input) = case["input_map"]["text"].as_str() else {
                tally.no_input += 1;
                continue;
            };
            let label = format!("{} line {}", record["name"], case["test_line"]);
            let Ok(map) = IndexingMap::parse(&context, input) else {
                tally.no_input += 1;
                continue;
            };
            tally.case(&map, &case["expected"], &label, &mut random);
        }
    }
    eprintln!("{}", tally.line(""));
    tally.print_details();
    assert!(tally.tiles + tally.none >= 40, "only {} cases read", tally.tiles + tally.none);
    assert!(tally.unexplained.is_empty(), "stricter than XLA without a reason: {:?}", tally.unexplained);
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
