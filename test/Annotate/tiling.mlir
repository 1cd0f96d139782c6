// hlo-tiling{annotate=true}: the tiles on the IR (docs/contract.md,
// "Annotations"): what was tiled on the function (indexing.tiling), the
// tile one result tile reads of each value on the op defining it
// (indexing.tiles, one cell per result) or, for arguments, on the function
// (indexing.argument_tiles); tiling an argument, the result tiles it
// writes (indexing.result_tiles); list-valid, indexing.valid_tilings.
// Each tile dictionary has the JSON report's keys and values.
// RUN: index-opt --hlo-tiling="function=main tile=16,8 annotate=true" %s > %t.annotated
// RUN: FileCheck %s < %t.annotated
// RUN: index-opt %t.annotated | diff - %t.annotated
// RUN: index-opt %s > %t.plain
// RUN: index-opt --indexing.strip %t.annotated | diff - %t.plain
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-tiling{function=main tile=16,8 annotate=true})' %s | diff - %t.annotated
// RUN: index-opt --tiling-report=json --hlo-tiling="function=main tile=16,8" %s | FileCheck %s --check-prefix=JSON
// RUN: index-opt --hlo-tiling="function=main argument=1 tile=16 annotate=true" %s | FileCheck %s --check-prefix=ARGUMENT
// RUN: index-opt --hlo-tiling="function=main list-valid=true annotate=true" %s | FileCheck %s --check-prefix=VALID
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="function=main tile=16,8 annotate=true" %s 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: error: annotate=true attaches the results to the IR; it cannot be combined with --tiling-report

// JSON: "offsets": "(d0) -> ((d0 floordiv 2) * 16, (d0 mod 2) * 8), domain: d0 in [0, 7]"
// JSON: "value": "argument 0"
// JSON: "offsets": "(d0) -> ((d0 mod 2) * 8, (d0 floordiv 2) * 16), domain: d0 in [0, 7]",
// JSON-NEXT: "sizes": [
// JSON-NEXT: 8,
// JSON-NEXT: 16

// CHECK: func.func @main
// CHECK-SAME: indexing.argument_tiles = {{\[\[}}{exact = true, offsets = #indexing.map<(d0) -> ((d0 mod 2) * 8, (d0 floordiv 2) * 16), domain: d0 in [0, 7]>, sizes = array<i64: 8, 16>, strides = array<i64: 1, 1>, symbolic = "{{[^"]*}}", valid = true}], [{exact = true, offsets = #indexing.map<(d0) -> ((d0 floordiv 2) * 16), domain: d0 in [0, 7]>, sizes = array<i64: 16>,
// CHECK-SAME: indexing.tiling = {exact = true, offsets = #indexing.map<(d0) -> ((d0 floordiv 2) * 16, (d0 mod 2) * 8), domain: d0 in [0, 7]>, partial = false, result = 0 : i64, shape = array<i64: 64, 16>, tile = array<i64: 16, 8>, tiles = array<i64: 4, 2>, valid = true}
// CHECK: stablehlo.transpose {{.*}}{indexing.tiles = {{\[\[}}{exact = true, offsets = #indexing.map<(d0) -> ((d0 floordiv 2) * 16, (d0 mod 2) * 8), domain: d0 in [0, 7]>, sizes = array<i64: 16, 8>
// CHECK: stablehlo.broadcast_in_dim {{.*}}{indexing.tiles =
// An op the tile does not reach carries none.
// CHECK: stablehlo.negate %arg1 : tensor<64xf32>
// CHECK: stablehlo.add {{.*}}{indexing.tiles =

// ARGUMENT: indexing.result_tiles = {{\[\[}}{exact = true, offsets = #indexing.map<(d0) -> (d0 * 16, 0), domain: d0 in [0, 3]>, sizes = array<i64: 16, 16>
// ARGUMENT-SAME: indexing.tiling = {argument = 1 : i64

// VALID: indexing.valid_tilings = [array<i64: 1, 1>, array<i64: 1, 2>,
func.func @main(%a: tensor<16x64xf32>, %b: tensor<64xf32>) -> (tensor<64x16xf32>, tensor<64xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
  %c = stablehlo.broadcast_in_dim %b, dims = [0] : (tensor<64xf32>) -> tensor<64x16xf32>
  %n = stablehlo.negate %b : tensor<64xf32>
  %s = stablehlo.add %t, %c : tensor<64x16xf32>
  return %s, %n : tensor<64x16xf32>, tensor<64xf32>
}
