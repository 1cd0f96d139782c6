//! The tiling benchmark of `make bench` (the three goals), ratios
//! measured in one run, in one process:
//!
//! 1. a symbolic tile for every per-op map of the 12-layer training step
//!    against that file's parse+verify+print (goal ≤ 1×);
//! 2. a tile propagated through every function of the JAX corpus (plain
//!    form), against parsing+verifying+printing the corpus (goal ≤ 1.5×).
//!    Each function's largest static result (most elements; the first of
//!    equals) is tiled with, per dimension, the largest power of two up to
//!    `min(n, 64)`; the analysis state (`Fusion`) is built per file, as the
//!    pass does;
//! 3. the valid tilings of a rank-6 result (XLA's search hung there;
//!    goal < 1 s).
//!
//! 4. a tile of every static result of every function, the same way,
//!    against the same parse (goal ≤ 5×).
//!
//! 5. the growth series: a tile of every static result of the 12- and
//!    36-layer training steps, and of the 120-layer one when the second
//!    argument is 120 (about two minutes); the last two are read from the
//!    scale corpus beside the repository (`shared/corpus/scale/` next to
//!    it) and skipped when absent. One run each, against each one's parse+verify+print, with the
//!    time per value tile: the value tiles, the output, grow with the square
//!    of the program, and a walk linear in them keeps that time flat.
//!
//! Each line ends with `pass` or `FAIL` against its goal.
//!
//! The analysis allocates through the `index-opt` driver's allocator
//! (mimalloc, `examples/common`), as it does in the driver; MLIR's own
//! allocations, most of the parse, through the system allocator.
//!
//! Each figure is the median of `REPEATS` runs (first argument, default 5);
//! goals 2 and 4 alternate parsing and tiling file by file in each run and
//! take the median of the runs' ratios.
//! Usage: `cargo run --release -p indexing-analysis --example bench_tiling [REPEATS [LAYERS]]`
//! (`LAYERS`: the largest training step of part 5, 12, 36 (default) or 120).

mod common;

use common::{functions, tiled_results};
use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::fusion::{Fusion, function_name};
use indexing_analysis::tiling::{tile_function, valid_tilings};
use indexing_analysis::{Direction, Maps, ir};
use indexing_map::tile::symbolic_tile;
use melior::Context;
use melior::ir::Module;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The median of `repeats` timings of `run`, in seconds.
fn median(repeats: usize, mut run: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..repeats)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Parses, verifies and prints `text` (what `index-opt` without passes does).
fn parse_verify_print(context: &Context, text: &str) -> usize {
    let module = Module::parse(context, text).expect("the corpus parses");
    assert!(module.as_operation().verify(), "the corpus verifies");
    let printed = module.as_operation().to_string_with_flags(OperationPrintingFlags::new()).expect("the module prints");
    printed.len()
}

/// The plain-form `.mlir` files of the JAX corpus, sorted.
fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("test/corpus/jax exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir") && !p.to_string_lossy().ends_with(".generic.mlir"))
        .collect();
    files.sort();
    files
}

/// Goal 1: a symbolic tile of every per-op map of `path`.
fn per_op_tiles(context: &Context, path: &Path, repeats: usize) {
    let text = std::fs::read_to_string(path).expect("readable");
    let parse = median(repeats, || {
        parse_verify_print(context, &text);
    });
    let module = Module::parse(context, &text).expect("parses");
    let analyzed =
        analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: false });
    let maps: Vec<_> = analyzed
        .iter()
        .flat_map(|f| &f.ops)
        .flat_map(|op| &op.entries)
        .filter_map(|e| match &e.maps {
            Maps::Known(list) => Some(list),
            Maps::Unknown(_) => None,
        })
        .flatten()
        .collect();
    let tiles = median(repeats, || {
        for m in &maps {
            std::hint::black_box(symbolic_tile(&m.map));
        }
    });
    println!(
        "per-op tiles of {}: {} maps in {:.1} ms; parse+verify+print {:.1} ms; ratio {:.2} (goal <= 1: {})",
        path.file_name().unwrap_or_default().to_string_lossy(),
        maps.len(),
        1e3 * tiles,
        1e3 * parse,
        tiles / parse,
        verdict(tiles / parse <= 1.0)
    );
}

/// `pass` or `FAIL`.
fn verdict(met: bool) -> &'static str {
    if met { "pass" } else { "FAIL" }
}

/// The seconds `run` takes.
fn timed(run: impl FnOnce()) -> f64 {
    let start = Instant::now();
    run();
    start.elapsed().as_secs_f64()
}

/// The median of `values` (not empty).
fn median_of(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Goal 2: one tile through every function of the corpus (goal 4 with
/// `every`: a tile of every result). Each of the `repeats` rounds parses
/// and tiles every file, one after the other file by file, so that a
/// change in the machine's speed reaches both alike; the ratio is the
/// median of the rounds' ratios, the times the medians of the rounds'.
fn propagation(context: &Context, repeats: usize, every: bool) {
    let mut rounds = vec![(0.0, 0.0); repeats];
    let (mut tiled, mut reached, mut skipped) = (0usize, 0usize, 0usize);
    let mut slowest = (0.0f64, String::new());
    for path in corpus() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let module = Module::parse(context, &text).expect("parses");
        let mut file_reached = 0;
        let mut file_times = Vec::with_capacity(repeats);
        for round in &mut rounds {
            round.0 += timed(|| {
                parse_verify_print(context, &text);
            });
            let seconds = timed(|| {
                let mut fusion = Fusion::new(&module.as_operation());
                file_reached = 0;
                for function in functions(&module) {
                    for (result, sizes) in tiled_results(&function, every) {
                        if let Ok(tiling) = tile_function(&mut fusion, &function, result, &sizes) {
                            file_reached += tiling.values.len();
                        }
                    }
                }
            });
            round.1 += seconds;
            file_times.push(seconds);
        }
        // Count once what was tiled and what was not.
        for function in functions(&module) {
            match tiled_results(&function, every).len() {
                0 => skipped += 1,
                n => tiled += n,
            }
        }
        reached += file_reached;
        let seconds = median_of(file_times);
        if seconds > slowest.0 {
            slowest = (seconds, path.file_name().unwrap_or_default().to_string_lossy().into_owned());
        }
    }
    let ratio = median_of(rounds.iter().map(|(parse, tile)| tile / parse).collect());
    let parse_total = median_of(rounds.iter().map(|r| r.0).collect());
    let tile_total = median_of(rounds.iter().map(|r| r.1).collect());
    let goal = if every { 5.0 } else { 1.5 };
    println!(
        "{}: {tiled} results tiled ({skipped} functions without a static result), {reached} value tiles, {:.1} ms; \
         parse+verify+print {:.1} ms; ratio {:.2} (goal <= {goal}: {}); slowest file {} ({:.1} ms)",
        if every { "every result of every function" } else { "one tile through every function of the corpus" },
        1e3 * tile_total,
        1e3 * parse_total,
        ratio,
        verdict(ratio <= goal),
        slowest.1,
        1e3 * slowest.0
    );
}

/// Goal 3: the valid tilings of a rank-6 result.
fn rank6(context: &Context, repeats: usize) {
    let t = "tensor<8x16x32x64x128x256xf32>";
    let u = "tensor<256x128x64x32x16x8xf32>";
    let text = format!(
        "func.func @f(%x: {t}) -> {u} {{\n  %0 = stablehlo.exponential %x : {t}\n  \
         %1 = stablehlo.transpose %0, dims = [5, 4, 3, 2, 1, 0] : ({t}) -> {u}\n  return %1 : {u}\n}}\n"
    );
    let module = Module::parse(context, &text).expect("parses");
    let function = functions(&module)[0];
    let mut count = 0;
    let seconds = median(repeats, || {
        let mut fusion = Fusion::new(&module.as_operation());
        let (valid, truncated) = valid_tilings(&mut fusion, &function, 0).expect("a static result");
        assert!(!truncated);
        count = valid.len();
    });
    println!(
        "valid tilings of @{} ({u}): {count} in {:.3} s (goal < 1 s: {})",
        function_name(&function),
        seconds,
        verdict(seconds < 1.0)
    );
}

/// Part 5: a tile of every static result of each training step (every
/// function), against its parse; `largest` layers at most (12, 36 or 120).
/// The value tiles grow with the square of the program (each result's tile
/// reaches a share of every layer), so the line per program gives the time
/// per value tile, the output's size: flat when the walk is linear in it.
fn growth(context: &Context, largest: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let scale = root.join("../shared/corpus/scale");
    let programs = [
        (12, root.join("test/corpus/jax/transformer_big_train_step.mlir")),
        (36, scale.join("transformer_36l_train_step.mlir")),
        (120, scale.join("transformer_120l_train_step.mlir")),
    ];
    for (layers, path) in programs.iter().filter(|(layers, _)| *layers <= largest) {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let Ok(text) = std::fs::read_to_string(path) else {
            println!("growth: {name} absent (../shared/corpus/scale beside the repository), skipped");
            continue;
        };
        let parse = median(1, || {
            parse_verify_print(context, &text);
        });
        let module = Module::parse(context, &text).expect("parses");
        let mut ops = 0usize;
        ir::walk_nested(&module.as_operation(), |_| ops += 1);
        let (mut results, mut reached) = (0usize, 0usize);
        let seconds = median(1, || {
            let mut fusion = Fusion::new(&module.as_operation());
            for function in functions(&module) {
                for (result, sizes) in tiled_results(&function, true) {
                    results += 1;
                    if let Ok(tiling) = tile_function(&mut fusion, &function, result, &sizes) {
                        reached += tiling.values.len();
                    }
                }
            }
        });
        println!(
            "growth: {layers} layers ({name}): {ops} ops, {results} results tiled, {reached} value tiles, \
             {:.1} ms ({:.2} µs per value tile); parse+verify+print {:.1} ms; ratio {:.1}",
            1e3 * seconds,
            1e6 * seconds / reached.max(1) as f64,
            1e3 * parse,
            seconds / parse
        );
    }
}

fn main() {
    let repeats = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(5usize).max(1);
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let step = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax/transformer_big_train_step.mlir");
    per_op_tiles(&context, &step, repeats);
    propagation(&context, repeats, false);
    propagation(&context, repeats, true);
    rank6(&context, repeats);
    let largest = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(36usize);
    growth(&context, largest);
}
