//! Tiles every static result of every function of the given `.mlir` files
//! (each file in one `Fusion`, as `bench_tiling`'s fourth goal does), with
//! per dimension the largest power of two up to `min(n, 64)`; with
//! `--largest`, each function's largest static result only (as goal 2,
//! one tile through every function, does). A driver-less program to
//! profile one file's tiling under callgrind.
//!
//! With `--print`, every tiling is printed in full (each value's maps'
//! tiles: offsets, sizes, strides, marks and symbolic tile), for comparing
//! two builds byte for byte; without it the counts and the time.
//!
//! Usage: `cargo run --release -p indexing-analysis --example tile_files [--largest] [--print] FILE...`

mod common;

use common::{functions, tiled_results};
use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_analysis::tiling::{Tiling, tile_function};
use melior::ir::Module;
use std::fmt::Write;

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
    let (mut printing, mut largest) = (false, false);
    let mut files = Vec::new();
    for argument in std::env::args().skip(1) {
        match argument.as_str() {
            "--print" => printing = true,
            "--largest" => largest = true,
            _ => files.push(argument),
        }
    }
    let context = new_context();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let module = Module::parse(&context, &text).expect("parses");
        let start = std::time::Instant::now();
        let mut fusion = Fusion::new(&module.as_operation());
        let (mut tiled, mut reached) = (0usize, 0usize);
        let mut out = String::new();
        for function in functions(&module) {
            for (result, sizes) in tiled_results(&function, !largest) {
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
        let seconds = start.elapsed().as_secs_f64();
        println!("{path}: {tiled} results tiled, {reached} value tiles, {:.1} ms", 1e3 * seconds);
        print!("{out}");
    }
}
