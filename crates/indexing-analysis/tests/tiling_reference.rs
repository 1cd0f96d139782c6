//! Tile propagation against the specification's reference on random small
//! StableHLO programs (the generator of `fusion_reference.rs`): for random
//! tile sizes of each result and every tile id, what the result tile reads
//! of each argument (the reference relation restricted to the tile) lies
//! inside the argument's tiles (sound), and equals them where every tile is
//! exact and valid. Zero unsound tiles is the bar.

mod common;

use common::{Program, Random};
use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_analysis::tiling::{self, ValueTile};
use melior::ir::{BlockLike, Module};
use std::collections::BTreeSet;

/// The elements of `tile` for result tile `pid`, over every value of its
/// runtime variables.
fn elements(tile: &ValueTile<'_>, pid: i64) -> BTreeSet<Vec<i64>> {
    let mut cases = vec![Vec::new()];
    for v in tile.offsets.rt_vars() {
        cases = cases
            .into_iter()
            .flat_map(|c: Vec<i64>| (v.bounds.lower..=v.bounds.upper).map(move |x| [c.clone(), vec![x]].concat()))
            .collect();
    }
    let mut result = BTreeSet::new();
    for rt in cases {
        let offsets = tile.offsets.evaluate(&[pid], &rt).expect("offsets evaluate");
        let mut all = vec![Vec::new()];
        for j in 0..offsets.len() {
            let (first, stride) = (offsets[j], tile.strides[j]);
            all = all
                .into_iter()
                .flat_map(|p: Vec<i64>| (0..tile.sizes[j]).map(move |k| [p.clone(), vec![first + stride * k]].concat()))
                .collect();
        }
        result.extend(all);
    }
    result
}

/// Whether `index` lies in the tile starting at `origin` with `sizes`.
fn inside(index: &[i64], origin: &[i64], sizes: &[i64]) -> bool {
    index.iter().zip(origin).zip(sizes).all(|((x, o), t)| *o <= *x && *x < o + t)
}

#[test]
fn tiles_of_arguments_contain_what_result_tiles_read() {
    let context = new_context();
    let mut random = Random(0x711e);
    let (mut checked, mut exact, mut invalid) = (0, 0, 0);
    for case in 0..1200 {
        let program = Program::random(&mut random, 2 + case % 10);
        // Runtime offsets: tiles over every runtime value hold what is read
        // over every runtime value (no exactness claimed).
        let dynamic =
            program.ops.iter().any(|op| matches!(op, common::Op::DynamicSlice(..) | common::Op::GatherIotaRows(..)));
        let source = program.text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        let module_op = module.as_operation();
        let function = module.body().first_operation().expect("@main");
        let mut fusion = Fusion::new(&module_op);
        for (r, _) in [0, 1, 0, 1].into_iter().zip(0..) {
            let shape: Vec<i64> = program.shapes[program.returned[r]].iter().map(|&n| n as i64).collect();
            let sizes: Vec<i64> = shape.iter().map(|&n| 1 + random.below(n as usize) as i64).collect();
            let tiling = tiling::tile_function(&mut fusion, &function, r, &sizes).expect("tiling");
            let all_exact = tiling.valid() && tiling.exact() && !dynamic;
            for a in 0..2 {
                let reference = program.reference(r, a);
                let label = format!("result {r} tile {sizes:?} argument {a}\n{source}");
                let value = tiling.values.iter().find(|v| *v.value == format!("argument {a}"));
                let pids: i64 = tiling.counts.iter().product();
                for pid in 0..pids {
                    let origin = tiling.offsets.evaluate(&[pid], &[]).unwrap();
                    let read: BTreeSet<Vec<i64>> = reference
                        .iter()
                        .filter(|(index, _)| inside(index, &origin, &sizes))
                        .map(|(_, target)| target.clone())
                        .collect();
                    let Some(value) = value else {
                        assert!(read.is_empty(), "argument not reached but read: {label}");
                        continue;
                    };
                    let tiles = value.tiles.as_ref().unwrap_or_else(|r| panic!("unknown {r}: {label}"));
                    let mut covered = BTreeSet::new();
                    for tile in tiles.iter() {
                        if !tile.valid {
                            invalid += 1;
                        }
                        covered.extend(elements(tile, pid));
                    }
                    if tiles.iter().all(|t| t.valid) {
                        let missing: Vec<_> = read.difference(&covered).take(3).collect();
                        assert!(missing.is_empty(), "unsound at pid {pid}: {missing:?}: {label}");
                        if all_exact {
                            assert_eq!(read, covered, "claimed exact at pid {pid}: {label}");
                            exact += 1;
                        }
                    }
                    checked += 1;
                }
            }
        }
    }
    eprintln!(
        "tiling reference: {checked} (result tile, argument) pairs, {exact} exact and equal, {invalid} invalid tiles"
    );
    assert!(checked > 2000 && exact > 1000, "{checked} checked, {exact} exact");
}

#[test]
fn tiles_of_results_contain_what_argument_tiles_write() {
    let context = new_context();
    let mut random = Random(0xe911);
    let (mut checked, mut exact) = (0, 0);
    for case in 0..1200 {
        let program = Program::random(&mut random, 2 + case % 10);
        if program.ops.iter().any(|op| matches!(op, common::Op::DynamicSlice(..) | common::Op::GatherIotaRows(..))) {
            continue;
        }
        let source = program.text();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        let function = module.body().first_operation().expect("@main");
        for a in 0..2 {
            let shape: Vec<i64> = program.shapes[a].iter().map(|&n| n as i64).collect();
            let sizes: Vec<i64> = shape.iter().map(|&n| 1 + random.below(n as usize) as i64).collect();
            let tiling = tiling::tile_argument(&function, a, &sizes).expect("tiling");
            let all_exact = tiling.valid() && tiling.exact();
            for r in 0..2 {
                let reference = program.reference(r, a);
                let label = format!("argument {a} tile {sizes:?} result {r}\n{source}");
                let value = tiling.values.iter().find(|v| *v.value == format!("result {r}"));
                let pids: i64 = tiling.counts.iter().product();
                for pid in 0..pids {
                    let origin = tiling.offsets.evaluate(&[pid], &[]).unwrap();
                    // Result elements that depend on an element of the tile.
                    let written: BTreeSet<Vec<i64>> = reference
                        .iter()
                        .filter(|(_, index)| inside(index, &origin, &sizes))
                        .map(|(result, _)| result.clone())
                        .collect();
                    let Some(Ok(tiles)) = value.map(|v| &v.tiles) else {
                        assert!(
                            value.is_none() || written.is_empty() || value.is_some_and(|v| v.tiles.is_err()),
                            "{label}"
                        );
                        continue;
                    };
                    if tiles.iter().any(|t| !t.valid) {
                        continue;
                    }
                    let mut covered = BTreeSet::new();
                    for tile in tiles.iter() {
                        covered.extend(elements(tile, pid));
                    }
                    let missing: Vec<_> = written.difference(&covered).take(3).collect();
                    assert!(missing.is_empty(), "unsound at pid {pid}: {missing:?}: {label}");
                    if all_exact {
                        assert_eq!(written, covered, "claimed exact at pid {pid}: {label}");
                        exact += 1;
                    }
                    checked += 1;
                }
            }
        }
    }
    eprintln!("tiling reference (input to output): {checked} (argument tile, result) pairs, {exact} exact and equal");
    assert!(checked > 2000 && exact > 500, "{checked} checked, {exact} exact");
}
