//! One tile through every function of one file, as goal 2 of
//! `bench_tiling` tiles each corpus file (the largest static result of each
//! function, per dimension the largest power of two up to `min(n, 64)`),
//! once, in one `Fusion`: a driver-less program to profile one file under
//! callgrind. With a second argument `every`, every static result instead.
//! Usage: `tile_one_file FILE.mlir [every]`.

use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_analysis::ir;
use indexing_analysis::tiling::tile_function;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, OperationRef, RegionLike};

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

/// The results tiled and their sizes, as `bench_tiling` picks them.
fn tiled_results(function: &OperationRef<'_, '_>, every: bool) -> Vec<(usize, Vec<i64>)> {
    let Some(function_type) = ir::function_type(function) else { return Vec::new() };
    let mut results: Vec<(usize, Vec<i64>)> = (0..function_type.result_count())
        .filter_map(|i| Some((i, ir::static_shape(function_type.result(i).ok()?).ok()?)))
        .filter(|(_, shape)| shape.iter().all(|&n| n > 0))
        .collect();
    if !every {
        let largest = results.iter().max_by_key(|(i, shape)| (shape.iter().product::<i64>(), std::cmp::Reverse(*i)));
        results = largest.cloned().into_iter().collect();
    }
    results
        .into_iter()
        .map(|(i, shape)| (i, shape.iter().map(|&n| 1i64 << (63 - n.min(64).leading_zeros())).collect()))
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("usage: tile_one_file FILE.mlir [every]");
    let every = args.get(2).is_some_and(|a| a == "every");
    let context = new_context();
    let text = std::fs::read_to_string(path).expect("readable");
    let module = Module::parse(&context, &text).expect("parses");
    let start = std::time::Instant::now();
    let mut fusion = Fusion::new(&module.as_operation());
    let mut reached = 0;
    for function in functions(&module) {
        for (result, sizes) in tiled_results(&function, every) {
            if let Ok(tiling) = tile_function(&mut fusion, &function, result, &sizes) {
                reached += tiling.values.len();
            }
        }
    }
    println!("{reached} value tiles in {:.1} ms", 1e3 * start.elapsed().as_secs_f64());
}
