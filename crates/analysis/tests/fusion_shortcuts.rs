//! The fusion walk's shortcuts (values read whole stop the walk and reuse
//! what all of them reads; maps that cover a whole value subsume the
//! others; plain maps compose without the simplifier) change the work, not
//! the answer: against the plain walk (`Fusion::set_shortcuts(false)`),
//! every (result, argument) pair has the same relation — enumerated exactly
//! on random small StableHLO programs, and on sampled points for every
//! function of the JAX corpus.

use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_analysis::{Entry, Maps};
use melior::ir::{BlockLike, Module};
use melior::ir::operation::OperationLike;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// A small deterministic generator (64-bit LCG).
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

fn tensor(shape: &[usize], element: &str) -> String {
    if shape.is_empty() {
        format!("tensor<{element}>")
    } else {
        format!("tensor<{}x{element}>", shape.iter().map(|n| n.to_string()).collect::<Vec<_>>().join("x"))
    }
}

fn list(values: impl IntoIterator<Item = usize>) -> String {
    values.into_iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")
}

/// A random function of `ops` StableHLO ops over small f32 tensors: two
/// tensor arguments and an i32 scalar used as a runtime start index.
fn random_program(random: &mut Random, ops: usize) -> String {
    const SHAPES: &[&[usize]] = &[&[2, 3], &[3], &[2, 2, 2], &[4], &[3, 2]];
    let mut values: Vec<(String, Vec<usize>)> = Vec::new();
    let mut arguments = Vec::new();
    for a in 0..2 {
        let shape = SHAPES[random.below(SHAPES.len())].to_vec();
        arguments.push(format!("%a{a}: {}", tensor(&shape, "f32")));
        values.push((format!("%a{a}"), shape));
    }
    arguments.push("%i: tensor<i32>".to_owned());
    let mut lines = vec!["  %zero = stablehlo.constant dense<0.0> : tensor<f32>".to_owned()];
    let mut made = 0;
    while made < ops {
        // Mostly recent values, so that chains grow deep.
        let pick = if random.below(3) > 0 { values.len() - 1 - random.below(values.len().min(4)) } else { random.below(values.len()) };
        let (v, shape) = values[pick].clone();
        let rank = shape.len();
        let size: usize = shape.iter().product();
        let t = tensor(&shape, "f32");
        let out = format!("%v{}", lines.len());
        let (op, result) = match random.below(14) {
            0 => (format!("stablehlo.negate {v} : {t}"), shape.clone()),
            1 => {
                let same: Vec<_> = values.iter().filter(|(_, s)| *s == shape).collect();
                let (w, _) = same[random.below(same.len())];
                (format!("stablehlo.add {v}, {w} : {t}"), shape.clone())
            }
            2 if rank >= 2 => {
                let mut perm: Vec<usize> = (0..rank).collect();
                perm.rotate_left(1 + random.below(rank - 1));
                let result: Vec<usize> = perm.iter().map(|&p| shape[p]).collect();
                (format!("stablehlo.transpose {v}, dims = [{}] : ({t}) -> {}", list(perm), tensor(&result, "f32")), result)
            }
            3 if rank < 3 && size <= 16 => {
                let at = random.below(rank + 1);
                let mut result = shape.clone();
                result.insert(at, 2);
                let dims = (0..rank).map(|d| if d < at { d } else { d + 1 });
                (format!("stablehlo.broadcast_in_dim {v}, dims = [{}] : ({t}) -> {}", list(dims), tensor(&result, "f32")), result)
            }
            4 if rank >= 1 => {
                let k = random.below(rank);
                let mut result = shape.clone();
                result.remove(k);
                (
                    format!(
                        "stablehlo.reduce({v} init: %zero) applies stablehlo.add across dimensions = [{k}] : ({t}, tensor<f32>) -> {}",
                        tensor(&result, "f32")
                    ),
                    result,
                )
            }
            5 if rank >= 2 || (rank == 1 && size % 2 == 0 && size > 2) => {
                let result = if rank >= 2 { vec![size] } else { vec![2, size / 2] };
                (format!("stablehlo.reshape {v} : ({t}) -> {}", tensor(&result, "f32")), result)
            }
            6 if rank >= 1 => {
                let (mut starts, mut limits, mut strides, mut result) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
                for &n in &shape {
                    let start = random.below(n);
                    let limit = start + 1 + random.below(n - start);
                    let stride = 1 + random.below(2);
                    starts.push(start);
                    limits.push(limit);
                    strides.push(stride);
                    result.push((limit - start).div_ceil(stride));
                }
                let ranges: Vec<String> =
                    (0..rank).map(|d| format!("{}:{}:{}", starts[d], limits[d], strides[d])).collect();
                (format!("stablehlo.slice {v} [{}] : ({t}) -> {}", ranges.join(", "), tensor(&result, "f32")), result)
            }
            7 if rank >= 1 => (format!("stablehlo.reverse {v}, dims = [{}] : {t}", random.below(rank)), shape.clone()),
            8 if rank >= 1 && size <= 16 => {
                let mut result = shape.clone();
                result[0] *= 2;
                (format!("stablehlo.concatenate {v}, {v}, dim = 0 : ({t}, {t}) -> {}", tensor(&result, "f32")), result)
            }
            9 if rank >= 1 && size <= 16 => {
                let (mut low, mut high, mut interior, mut result) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
                for &n in &shape {
                    let l = random.below(2) as i64 - i64::from(n > 1 && random.below(3) == 0);
                    let h = random.below(2) as i64;
                    let i = random.below(2) as i64;
                    low.push(l.to_string());
                    high.push(h.to_string());
                    interior.push(i.to_string());
                    result.push(((n as i64 - 1) * (i + 1) + 1 + l + h) as usize);
                }
                (
                    format!(
                        "stablehlo.pad {v}, %zero, low = [{}], high = [{}], interior = [{}] : ({t}, tensor<f32>) -> {}",
                        low.join(", "),
                        high.join(", "),
                        interior.join(", "),
                        tensor(&result, "f32")
                    ),
                    result,
                )
            }
            10 if rank >= 1 => {
                let sizes: Vec<usize> = shape.iter().map(|&n| 1 + random.below(n)).collect();
                let starts = vec!["%i"; rank].join(", ");
                let types = vec!["tensor<i32>"; rank].join(", ");
                (
                    format!(
                        "stablehlo.dynamic_slice {v}, {starts}, sizes = [{}] : ({t}, {types}) -> {}",
                        list(sizes.iter().copied()),
                        tensor(&sizes, "f32")
                    ),
                    sizes,
                )
            }
            11 if (1..=2).contains(&rank) => {
                let last = rank - 1;
                let mut result: Vec<usize> = shape[..last].to_vec();
                result.extend_from_slice(&shape[..last]);
                (
                    format!(
                        "stablehlo.dot_general {v}, {v}, contracting_dims = [{last}] x [{last}] : ({t}, {t}) -> {}",
                        tensor(&result, "f32")
                    ),
                    result,
                )
            }
            // Everything of v, into every element of a broadcast.
            12 | 13 if rank >= 1 => (
                format!(
                    "stablehlo.reduce({v} init: %zero) applies stablehlo.add across dimensions = [{}] : ({t}, tensor<f32>) -> tensor<f32>",
                    list(0..rank)
                ),
                Vec::new(),
            ),
            _ => continue,
        };
        if result.iter().product::<usize>() == 0 || result.iter().product::<usize>() > 64 {
            continue;
        }
        lines.push(format!("  {out} = {op}"));
        values.push((out, result));
        made += 1;
    }
    let (last, last_shape) = values.last().unwrap().clone();
    let (other, other_shape) = values[random.below(values.len())].clone();
    format!(
        "func.func @main({}) -> ({}, {}) {{\n{}\n  return {last}, {other} : {}, {}\n}}\n",
        arguments.join(", "),
        tensor(&last_shape, "f32"),
        tensor(&other_shape, "f32"),
        lines.join("\n"),
        tensor(&last_shape, "f32"),
        tensor(&other_shape, "f32"),
    )
}

fn function_indexing<'c>(module: &Module<'c>, name: &str, shortcuts: bool) -> Vec<Entry<'c>> {
    function_indexing_and_stops(module, name, shortcuts).0
}

fn function_indexing_and_stops<'c>(module: &Module<'c>, name: &str, shortcuts: bool) -> (Vec<Entry<'c>>, usize) {
    let operation = module.as_operation();
    // SAFETY: the module outlives the returned maps' use in the caller.
    let operation = unsafe { melior::ir::OperationRef::from_raw(operation.to_raw()) };
    let mut fusion = Fusion::new(&operation);
    fusion.set_shortcuts(shortcuts);
    let entries = fusion.function_indexing(name).as_ref().clone();
    (entries, fusion.stops())
}

type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

fn relation(entry: &Entry) -> Option<Relation> {
    let Maps::Known(maps) = &entry.maps else { return None };
    let mut all = Relation::new();
    for m in maps {
        all.extend(m.map.relation(1 << 20).expect("small domain"));
    }
    Some(all)
}

#[test]
fn shortcuts_keep_relations_on_random_programs() {
    let context = new_context();
    let mut random = Random(2026);
    let (mut compared, mut unknown, mut stops) = (0, 0, 0);
    for case in 0..2000 {
        let source = random_program(&mut random, 3 + case % 24);
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        assert!(module.as_operation().verify(), "does not verify:\n{source}");
        let (fast, stopped) = function_indexing_and_stops(&module, "main", true);
        stops += stopped;
        let plain = function_indexing(&module, "main", false);
        assert_eq!(fast.len(), plain.len());
        for (f, p) in fast.iter().zip(&plain) {
            assert_eq!((f.result, f.operand), (p.result, p.operand));
            match (relation(f), relation(p)) {
                (Some(a), Some(b)) => {
                    assert!(a == b, "result {} argument {}: {:?} vs {:?}\n{source}", f.result, f.operand, f.maps, p.maps);
                    compared += 1;
                }
                (None, None) => unknown += 1,
                _ => panic!("known in one mode only: {:?} vs {:?}\n{source}", f.maps, p.maps),
            }
        }
    }
    // The walks did stop at values read whole many times.
    assert!(compared > 3000 && stops > 2000, "compared {compared}, unknown {unknown}, stops {stops}");
}

/// Sample points of a map's domain box: the lower corner, the upper
/// corner and the centre.
fn sample_points(entry: &Entry) -> Vec<Vec<i64>> {
    let Maps::Known(maps) = &entry.maps else { return Vec::new() };
    let Some(first) = maps.first() else { return Vec::new() };
    let bounds: Vec<_> = first.map.dims().iter().map(|v| v.bounds).collect();
    vec![
        bounds.iter().map(|b| b.lower).collect(),
        bounds.iter().map(|b| b.upper).collect(),
        bounds.iter().map(|b| (b.lower + b.upper) / 2).collect(),
    ]
}

/// The union of the maps' images at `point`, `None` when one is too large
/// to enumerate.
fn image(entry: &Entry, point: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    let Maps::Known(maps) = &entry.maps else { return None };
    let mut all = BTreeSet::new();
    for m in maps {
        all.extend(m.map.image_at(point, 1 << 13)?);
    }
    Some(all)
}

#[test]
fn shortcuts_keep_relations_on_the_corpus() {
    let directory = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/jax");
    let mut files: Vec<_> = std::fs::read_dir(&directory)
        .unwrap_or_else(|e| panic!("{}: {e} (shared/ must sit beside the repository)", directory.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir") && !p.to_string_lossy().contains("generic"))
        .collect();
    files.sort();
    let context = new_context();
    let (mut entries, mut points) = (0, 0);
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("{}", file.display()));
        let body = module.body();
        let mut next = body.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if op.name().as_string_ref().as_str() != Ok("func.func") {
                continue;
            }
            let name = op.attribute("sym_name").unwrap().to_string();
            let name = name.trim_matches('"');
            let fast = function_indexing(&module, name, true);
            let plain = function_indexing(&module, name, false);
            assert_eq!(fast.len(), plain.len());
            for (f, p) in fast.iter().zip(&plain) {
                let here = format!("{} @{name} result {} argument {}", file.display(), f.result, f.operand);
                assert_eq!(matches!(f.maps, Maps::Known(_)), matches!(p.maps, Maps::Known(_)), "{here}");
                let reads = |e: &Entry| matches!(&e.maps, Maps::Known(list) if !list.is_empty());
                assert_eq!(reads(f), reads(p), "{here}: {:?} vs {:?}", f.maps, p.maps);
                entries += 1;
                for point in sample_points(p) {
                    if let (Some(a), Some(b)) = (image(f, &point), image(p, &point)) {
                        assert!(a == b, "{here} at {point:?}: {:?} vs {:?}", f.maps, p.maps);
                        points += 1;
                    }
                }
            }
        }
    }
    assert!(entries > 20_000 && points > 10_000, "entries {entries}, points {points}");
}
