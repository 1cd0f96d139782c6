//===- Passes.td - index-opt passes ------------------------*- tablegen -*-===//
//
// Passes are declared here and implemented in Rust: the generated C++ pass
// class forwards `runOnOperation` to a hook that the Rust side registers (see
// `mlir/include/IndexOpt/CAPI.h` and `crates/index-opt-passes`).
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_TRANSFORMS_PASSES_TD
#define INDEXOPT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ListOps : Pass<"index-list-ops", "::mlir::ModuleOp"> {
  let summary = "Remark, per function, how many ops of which kind it holds";
  let description = [{
    For every op with a symbol name directly inside the module (a function),
    emits a remark at the op's location that counts the ops nested in it, in
    pre-order, grouped by op name:

    ```
    input.mlir:2:3: remark: @main: 3 ops: arith.addf x1, func.return x1, ...
    ```

    A smoke test of the native/Rust pass plumbing that is also useful to see
    which ops a file uses before asking for its indexing maps.
  }];
}

def HloIndexing : Pass<"hlo-indexing", "::mlir::ModuleOp"> {
  let summary = "Compute indexing maps of StableHLO, linalg and tensor ops";
  let description = [{
    For every op of every function, the indexing maps between each result
    and each operand, with HLO semantics (as XLA defines them,
    https://openxla.org/xla/indexing): output-to-input maps
    take an index of a result to the operand elements it reads;
    input-to-output maps the reverse. Ops whose maps cannot be computed get
    `unknown` with a reason, never a guess. With `fusion` (the default),
    each function body is also treated as a fusion: `function_indexing`
    composes the maps from each returned value to each argument (or, for
    input-to-output, from each argument to each returned value).

    With `counts`, each entry also says how many distinct operand elements
    its maps read, the bytes, the utilization and the reads per result
    element; with `coalescing`, the memory transactions per warp, the
    efficiency and whether the access is coalesced (docs/cost.md).

    With `index-opt --indexing-report=text|json|html` the report replaces
    the IR on the output (`html`: one self-contained page with each
    function's dataflow graph, the maps and an element explorer,
    docs/html.md); otherwise the text report goes to stderr.
  }];
  let options = [
    Option<"direction", "direction", "std::string", "\"output-to-input\"",
           "output-to-input (default) or input-to-output">,
    Option<"fusion", "fusion", "bool", "true",
           "Also compose maps through each function body (function_indexing: "
           "each result to each argument, or with input-to-output each "
           "argument to each result)">,
    Option<"counts", "counts", "bool", "false",
           "With each output-to-input entry, count what its maps read: "
           "distinct operand elements, bytes, utilization, reads per result "
           "element (exact, or bounds that say so)">,
    Option<"coalescing", "coalescing", "std::string", "\"\"",
           "With each output-to-input entry, the memory transactions of the "
           "warps computing the result (a thread per element): 'on' for the "
           "defaults, or key=value pairs (warp=32 transaction=128 "
           "threads=row-major layout=row-major element-bytes=N), quoted or "
           "comma-separated; empty (the default) for none">,
    Option<"annotate", "annotate", "bool", "false",
           "Attach the results to the IR (indexing.maps on each op, "
           "indexing.function_maps on each function, ...) instead of "
           "writing a report (docs/contract.md, \"Annotations\")">,
    Option<"reportFile", "report-file", "std::string", "\"\"",
           "Write the report to this file instead of stderr (the driver's "
           "--indexing-report wins when given)">,
    Option<"reportFormat", "report-format", "std::string", "\"text\"",
           "The report's form with report-file: text (default), json, or "
           "html (one self-contained page: graph, maps, element explorer)">,
  ];
  let dependentDialects = ["::indexopt::indexing::IndexingDialect"];
}

def BufferLiveness : Pass<"buffer-liveness", "::mlir::ModuleOp"> {
  let summary = "Buffers, aliasing, live ranges, interference and peak memory";
  let description = [{
    XLA's buffer liveness on StableHLO, linalg and tensor IR: one logical
    buffer per (value, tuple node) defined by a function argument or an op
    result; points-to sets through tuples, get_tuple_element,
    optimization_barrier, while (in-place loop state), case/if, calls,
    custom_call output_operand_aliases and bitcast-like ops; live ranges
    over the program order (a value used inside a while lives until the
    loop ends); MayInterfere, live-in and live-out buffers; bytes live at
    every op, the peak and the buffers live there; a best-fit heap
    simulation (arena size). Scalar bodies (reduce, sort, linalg, ...) hold
    registers, not buffers.

    With `index-opt --liveness-report=text|json|svg` the report replaces
    the IR on the output; otherwise the text report goes to stderr.
  }];
  let options = [
    Option<"ordering", "ordering", "std::string", "\"sequential\"",
           "sequential (program order, the default) or dependency (only data "
           "dependences: interference valid for every schedule)">,
    Option<"reshapeAliases", "reshape-aliases", "bool", "true",
           "stablehlo.reshape results alias their operand (XLA makes most "
           "reshapes bitcasts)">,
    Option<"interference", "interference", "bool", "false",
           "List every pair of buffers that may interfere">,
    Option<"annotate", "annotate", "bool", "false",
           "Attach the results to the IR (indexing.live_bytes on each op, "
           "indexing.peak_bytes, ... on each function) instead of writing a "
           "report "
           "(docs/liveness.md, \"Annotations\")">,
    Option<"reportFile", "report-file", "std::string", "\"\"",
           "Write the report to this file instead of stderr (the driver's "
           "--liveness-report wins when given)">,
    Option<"reportFormat", "report-format", "std::string", "\"text\"",
           "The report's form with report-file: text (default), json or "
           "svg">,
  ];
  let dependentDialects = ["::indexopt::indexing::IndexingDialect"];
}

def HloTiling : Pass<"hlo-tiling", "::mlir::ModuleOp"> {
  let summary = "Tile a function's result and propagate the tile to every value it reads";
  let description = [{
    XLA's symbolic tile analysis on function bodies: result `result` of
    `function` is cut into tiles of sizes `tile`, numbered by one tile id
    `pid` (major to minor); for every value the result reaches and every
    map to it, the tile one result tile reads: offsets as a map
    `(pid)[rt...] -> (offsets)`, sizes, strides, whether the tile sizes are
    valid for it (its constraints hold) and whether it is exact (else a
    sound box, with the map's constraints as mask). With `list-valid`, the
    valid tilings among divisors and powers of two of each dimension
    instead (docs/tiling.md).

    With `index-opt --tiling-report=text|json` the report replaces the IR
    on the output; otherwise the text report goes to stderr.
  }];
  let options = [
    Option<"function", "function", "std::string", "\"main\"",
           "The function (with or without '@')">,
    Option<"result", "result", "unsigned", "0", "Which result of it">,
    Option<"argument", "argument", "int", "-1",
           "Tile this argument instead (input-to-output: the tiles of the "
           "results one argument tile contributes to); -1 (the default) "
           "tiles the result">,
    Option<"tile", "tile", "std::string", "\"\"",
           "Tile sizes, one per result dimension, comma-separated "
           "(e.g. 16,64); needed unless list-valid">,
    Option<"listValid", "list-valid", "bool", "false",
           "List the valid tilings (sizes that divide a dimension or are "
           "powers of two below it) instead of tiling">,
    Option<"annotate", "annotate", "bool", "false",
           "Attach the tiles to the IR (indexing.tiling on the function, "
           "indexing.tiles on each op whose results the tile reads, ...) "
           "instead of writing a report (docs/contract.md, \"Annotations\")">,
    Option<"reportFile", "report-file", "std::string", "\"\"",
           "Write the report to this file instead of stderr (the driver's "
           "--tiling-report wins when given)">,
    Option<"reportFormat", "report-format", "std::string", "\"text\"",
           "The report's form with report-file: text (default) or json">,
  ];
  let dependentDialects = ["::indexopt::indexing::IndexingDialect"];
}

def SimplifyIndexingMaps : Pass<"simplify-indexing-maps"> {
  let summary = "Simplify every #indexing.map attribute";
  let description = [{
    Replaces every `#indexing.map<...>` attribute of every op, at any depth
    (nested in arrays and dictionaries too), by its simplified form: the
    interval-aware simplifier of index-opt (folding of `floordiv`/`mod` by
    ranges, constraint simplification, variables fixed to one point replaced
    by their value) followed by the removal of unused range and runtime
    variables. Dimension variables stay: they are the domain's arity.
  }];
  let dependentDialects = ["::indexopt::indexing::IndexingDialect"];
}

def StripIndexing : Pass<"indexing.strip"> {
  let summary = "Remove index-opt's annotations (the indexing.* attributes)";
  let description = [{
    Removes every discardable attribute that `hlo-indexing{annotate=true}`
    or `buffer-liveness{annotate=true}` attaches (names starting with
    `indexing.`), from every op at any depth, so the IR is as before the
    annotation. `#indexing.map` attributes held by other
    attributes are left alone.
  }];
}

#endif // INDEXOPT_TRANSFORMS_PASSES_TD
