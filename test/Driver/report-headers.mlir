// Every report names, at its top, the index-opt version that wrote it, the
// direction of its maps and the options it was produced with: JSON reports
// in the fields "index_opt_version", "direction" and "options" (before
// every other field), text reports in one comment line.

// The indexing report, both directions, with and without counts and
// coalescing.
// RUN: index-opt --indexing-report=json %s | FileCheck %s --check-prefix=JSON
// JSON:      {{^}}{
// JSON-NEXT:   "index_opt_version": "[[VERSION:[0-9]+\.[0-9]+\.[0-9]+]]",
// JSON-NEXT:   "direction": "output-to-input",
// JSON-NEXT:   "options": {
// JSON-NEXT:     "fusion": true,
// JSON-NEXT:     "counts": false,
// JSON-NEXT:     "coalescing": null
// JSON-NEXT:   },
// JSON-NEXT:   "functions": [
// RUN: index-opt --indexing-report=json --hlo-indexing="direction=input-to-output fusion=false" %s | FileCheck %s --check-prefix=JSON-I2O
// JSON-I2O:      "direction": "input-to-output",
// JSON-I2O-NEXT: "options": {
// JSON-I2O-NEXT:   "fusion": false,
// RUN: index-opt --indexing-report=json --hlo-indexing=counts=true --coalescing="warp=16 element-bytes=2" %s | FileCheck %s --check-prefix=JSON-COSTS
// JSON-COSTS:      "options": {
// JSON-COSTS-NEXT:   "fusion": true,
// JSON-COSTS-NEXT:   "counts": true,
// JSON-COSTS-NEXT:   "coalescing": {
// JSON-COSTS-NEXT:     "warp": 16,
// JSON-COSTS-NEXT:     "transaction": 128,
// JSON-COSTS-NEXT:     "threads": "row-major",
// JSON-COSTS-NEXT:     "layout": "row-major",
// JSON-COSTS-NEXT:     "element_bytes": 2
// JSON-COSTS-NEXT:   }
// JSON-COSTS-NEXT: },
// JSON-COSTS-NEXT: "functions": [

// RUN: index-opt --indexing-report=text %s | FileCheck %s --check-prefix=TEXT
// TEXT:      {{^}}// index-opt {{[0-9]+\.[0-9]+\.[0-9]+}} hlo-indexing: direction=output-to-input fusion=true counts=false{{$}}
// TEXT-NEXT: {{^}}function @main
// RUN: index-opt --indexing-report=text --hlo-indexing=counts=true --coalescing %s | FileCheck %s --check-prefix=TEXT-COSTS
// TEXT-COSTS:      {{^}}// index-opt {{[^ ]+}} hlo-indexing: direction=output-to-input fusion=true counts=true coalescing="warp=32 transaction=128 threads=row-major layout=row-major"{{$}}
// TEXT-COSTS-NEXT: {{^}}coalescing: warp=32
// TEXT-COSTS-NEXT: {{^}}function @main

// Each chunk of --split-input-file is a report of its own, with its header.
// RUN: index-opt --indexing-report=text --split-input-file --allow-unregistered-dialect %S/split-input-file.mlir | FileCheck %s --check-prefix=SPLIT
// SPLIT:      {{^}}// index-opt {{.*}} hlo-indexing:
// SPLIT-NEXT: {{^}}function @first
// SPLIT:      {{^}}// -----
// SPLIT-NEXT: {{^}}// index-opt {{.*}} hlo-indexing:

// The HTML page: its generator names the version; the embedded report and
// the graph carry the header.
// RUN: index-opt --indexing-report=html %s | FileCheck %s --check-prefix=HTML
// HTML: <meta name="generator" content="index-opt {{[0-9]+\.[0-9]+\.[0-9]+}}">
// HTML: id="index-opt-report">{
// HTML-NEXT: "index_opt_version":
// HTML: id="index-opt-graph">{
// HTML: "index_opt_version":

// Buffer liveness has no maps: "direction" is null, and the text line names
// none.
// RUN: index-opt --liveness-report=json --buffer-liveness="ordering=dependency interference=true" %s | FileCheck %s --check-prefix=LIVE-JSON
// LIVE-JSON:      {{^}}{
// LIVE-JSON-NEXT:   "index_opt_version": "{{[0-9]+\.[0-9]+\.[0-9]+}}",
// LIVE-JSON-NEXT:   "direction": null,
// LIVE-JSON-NEXT:   "options": {
// LIVE-JSON-NEXT:     "ordering": "dependency",
// LIVE-JSON-NEXT:     "reshape_aliases": true,
// LIVE-JSON-NEXT:     "interference": true
// LIVE-JSON-NEXT:   },
// LIVE-JSON-NEXT:   "liveness_report_version": 1,
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=LIVE-TEXT
// LIVE-TEXT:      {{^}}// index-opt {{[0-9]+\.[0-9]+\.[0-9]+}} buffer-liveness: ordering=sequential reshape-aliases=true interference=false{{$}}
// LIVE-TEXT-NEXT: {{^}}@main
// The SVG: the same line as an XML comment before the picture.
// RUN: index-opt --liveness-report=svg %s | FileCheck %s --check-prefix=LIVE-SVG
// LIVE-SVG:      {{^}}<!-- index-opt {{[0-9]+\.[0-9]+\.[0-9]+}} buffer-liveness: ordering=sequential reshape-aliases=true interference=false -->{{$}}
// LIVE-SVG-NEXT: {{^}}<svg

// Tiling a result reads output to input, tiling an argument input to
// output; with list-valid there is no tile.
// RUN: index-opt --tiling-report=json --hlo-tiling="function=@main tile=2,4" %s | FileCheck %s --check-prefix=TILE-JSON
// TILE-JSON:      {{^}}{
// TILE-JSON-NEXT:   "index_opt_version": "{{[0-9]+\.[0-9]+\.[0-9]+}}",
// TILE-JSON-NEXT:   "direction": "output-to-input",
// TILE-JSON-NEXT:   "options": {
// TILE-JSON-NEXT:     "function": "main",
// TILE-JSON-NEXT:     "result": 0,
// TILE-JSON-NEXT:     "argument": null,
// TILE-JSON-NEXT:     "tile": [
// TILE-JSON-NEXT:       2,
// TILE-JSON-NEXT:       4
// TILE-JSON-NEXT:     ],
// TILE-JSON-NEXT:     "list_valid": false
// TILE-JSON-NEXT:   },
// TILE-JSON-NEXT:   "function": "main",
// RUN: index-opt --tiling-report=text --hlo-tiling="function=main argument=0 tile=4,2" %s | FileCheck %s --check-prefix=TILE-TEXT
// TILE-TEXT:      {{^}}// index-opt {{[^ ]+}} hlo-tiling: direction=input-to-output function=main argument=0 tile=4,2 list-valid=false{{$}}
// TILE-TEXT-NEXT: {{^}}tiling @main argument 0:
// RUN: index-opt --tiling-report=json --hlo-tiling="function=@main list-valid=true" %s | FileCheck %s --check-prefix=VALID-JSON
// VALID-JSON:      "direction": "output-to-input",
// VALID-JSON:        "tile": null,
// VALID-JSON-NEXT:   "list_valid": true
// VALID-JSON-NEXT: },
// VALID-JSON-NEXT: "function": "main",
// RUN: index-opt --tiling-report=text --hlo-tiling="function=@main list-valid=true" %s | FileCheck %s --check-prefix=VALID-TEXT
// VALID-TEXT:      {{^}}// index-opt {{[^ ]+}} hlo-tiling: direction=output-to-input function=main result=0 list-valid=true{{$}}
// VALID-TEXT-NEXT: {{^}}valid tilings of @main result 0:

// In mlir-opt-22 with the plugin, report-file writes the same header.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.json report-format=json},buffer-liveness{report-file=%t.txt})' %s -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: FileCheck %s --check-prefix=LIVE-TEXT < %t.txt

func.func @main(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %n = stablehlo.negate %t : tensor<8x4xf32>
  return %n : tensor<8x4xf32>
}
