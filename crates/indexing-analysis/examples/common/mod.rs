//! What the tiling examples share: the driver's allocator, the functions
//! of a module and the results they tile, with their tile sizes
//! (`bench_tiling`'s goals 2, 4 and 5 and `tile_files`).

use indexing_analysis::ir;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, OperationRef, RegionLike};

/// The allocator of the `index-opt` driver (`tools/index-opt`: mimalloc 2
/// without transparent huge pages), so that the examples time and profile
/// the analysis as the driver runs it. MLIR's own C++ allocations, the
/// parsing the benchmark compares with included, use the system allocator
/// in both.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The `func.func` ops directly in `module` that have a body.
pub fn functions<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut list = Vec::new();
    let body = module.body();
    let mut next = body.first_operation();
    while let Some(op) = next {
        let has_body = op.region(0).ok().and_then(|r| r.first_block()).is_some();
        if op.name().as_string_ref().as_str() == Ok("func.func") && has_body {
            list.push(op);
        }
        next = op.next_in_block();
    }
    list
}

/// The results this benchmark tiles, with their tile sizes: the largest
/// static non-empty result (the first of equals), or with `every` each of
/// them; per dimension the largest power of two up to `min(n, 64)`.
pub fn tiled_results(function: &OperationRef<'_, '_>, every: bool) -> Vec<(usize, Vec<i64>)> {
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
