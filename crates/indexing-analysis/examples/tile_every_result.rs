//! Tiles every static result of every function of the given `.mlir` files
//! (each file in one `Fusion`, as `bench_tiling`'s fourth goal does), with
//! per dimension the largest power of two up to `min(n, 64)`.
//!
//! With `--print`, every tiling is printed in full (each value's maps'
//! tiles: offsets, sizes, strides, marks and symbolic tile), for comparing
//! two builds byte for byte; without it only the counts, for profiling.
//!
//! Usage: `cargo run --release -p indexing-analysis --example tile_every_result [--print] FILE...`

use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_analysis::ir;
use indexing_analysis::tiling::{Tiling, tile_function};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, OperationRef, RegionLike};
use std::fmt::Write;

/// The `func.func` ops directly in `module` that have a body.
fn functions<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut list = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        let has_body = op.region(0).ok().and_then(|r| r.first_block()).is_some();
        if op.name().as_string_ref().as_str() == Ok("func.func") && has_body {
            list.push(op);
        }
        next = op.next_in_block();
    }
    list
}

/// Every static non-empty result of `function` with its tile sizes.
fn static_results(function: &OperationRef<'_, '_>) -> Vec<(usize, Vec<i64>)> {
    let Some(function_type) = ir::function_type(function) else { return Vec::new() };
    (0..function_type.result_count())
        .filter_map(|i| Some((i, ir::static_shape(function_type.result(i).ok()?).ok()?)))
        .filter(|(_, shape)| shape.iter().all(|&n| n > 0))
        .map(|(i, shape)| (i, shape.iter().map(|&n| 1i64 << (63 - n.min(64).leading_zeros())).collect()))
        .collect()
}

/// Every field of `tiling` as text.
fn print(tiling: &Tiling<'_>, out: &mut String) {
    let _ = writeln!(
        out,
        "@{} {} shape {:?} sizes {:?} counts {:?} offsets {}",
        tiling.function, tiling.source, tiling.shape, tiling.sizes, tiling.counts, tiling.offsets
    );
    for value in &tiling.values {
        let _ = writeln!(out, "  {} {:?} {} {:?}", value.value, value.at, value.op, value.shape);
        match &value.tiles {
            Err(reason) => {
                let _ = writeln!(out, "    unknown: {reason}");
            }
            Ok(tiles) => {
                for t in tiles.iter() {
                    let _ = writeln!(
                        out,
                        "    {} sizes {:?} strides {:?} valid {} exact {} clamped {} symbolic {}",
                        t.offsets, t.sizes, t.strides, t.valid, t.exact, t.clamped, t.symbolic
                    );
                }
            }
        }
    }
}

fn main() {
    let mut printing = false;
    let mut files = Vec::new();
    for argument in std::env::args().skip(1) {
        if argument == "--print" { printing = true } else { files.push(argument) }
    }
    let context = new_context();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let module = Module::parse(&context, &text).expect("parses");
        let mut fusion = Fusion::new(&module.as_operation());
        let (mut tiled, mut reached) = (0usize, 0usize);
        let mut out = String::new();
        for function in functions(&module) {
            for (result, sizes) in static_results(&function) {
                match tile_function(&mut fusion, &function, result, &sizes) {
                    Ok(tiling) => {
                        tiled += 1;
                        reached += tiling.values.len();
                        if printing {
                            print(&tiling, &mut out);
                        }
                    }
                    Err(message) => {
                        if printing {
                            let _ = writeln!(out, "error: {message}");
                        }
                    }
                }
            }
        }
        println!("{path}: {tiled} results tiled, {reached} value tiles");
        print!("{out}");
    }
}
