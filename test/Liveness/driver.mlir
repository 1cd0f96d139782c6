// The driver's --liveness-report flag: the svg memory timeline (the entry
// function's bytes over the ops, the peak labelled), the errors for a bad
// format, for both report flags at once and for a bad ordering option (each
// exit status 1), and the pass without the flag (the IR on stdout, the text
// report on stderr).
// RUN: index-opt --liveness-report=svg %s | FileCheck %s --check-prefix=SVG
// RUN: %expect-exit 1 index-opt --liveness-report=xml %s 2>&1 | FileCheck %s --check-prefix=BADFORMAT
// RUN: %expect-exit 1 index-opt --liveness-report=json --indexing-report=json %s 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: %expect-exit 1 index-opt --liveness-report=json --pass-pipeline='builtin.module(buffer-liveness{ordering=bogus})' %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: index-opt --pass-pipeline='builtin.module(buffer-liveness)' %s 2>%t.stderr | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=STDERR < %t.stderr

// Ops: #0 broadcast_in_dim (4x8 f32 = 128 B), #1 exponential (128 B),
// #2 constant (4 B), #3 reduce (#4, #5 its body), #6 return. With %x (32 B)
// held throughout, the peak is 32 + 128 + 128 = 288 B at #1; the arena is
// 288 B too (b3 and b4 reuse b1's slot). Grid lines at quarters of the peak.
// SVG:      <svg xmlns="http://www.w3.org/2000/svg"
// SVG:      <title>Memory timeline of @main — peak 288 B, arena (best fit) 288 B</title>
// SVG:      >72 B</text>
// SVG:      >144 B</text>
// SVG:      >216 B</text>
// SVG:      >288 B</text>
// SVG:      >peak 288 B at op #1 stablehlo.exponential</text>
// SVG:      Largest buffers live at the peak (3 in all)
// 128 / 288 = 44.4 %, 32 / 288 = 11.1 %.
// SVG-NEXT: b1: 128 B (44.4%) — op #0 stablehlo.broadcast_in_dim
// SVG-NEXT: b2: 128 B (44.4%) — op #1 stablehlo.exponential
// SVG-NEXT: b0: 32 B (11.1%) — argument %arg0
// SVG-NEXT: </svg>

// BADFORMAT: index-opt: error: --liveness-report must be 'text', 'json' or 'svg', not 'xml'
// BOTH: index-opt: error: --indexing-report, --liveness-report and --tiling-report replace the output with one report each; give one of them
// BOGUS: error: buffer-liveness: ordering must be 'sequential' or 'dependency', not 'bogus'

// IR: func.func @main
// IR: stablehlo.exponential
// STDERR:      // index-opt {{[^ ]+}} buffer-liveness: ordering=sequential reshape-aliases=true
// STDERR-NEXT: @main ({{.*}}): 5 buffers (0 dynamic) in 5 groups, 5 ops
// STDERR-NEXT:   peak: 288 B at op #1 stablehlo.exponential
func.func @main(%x: tensor<8xf32>) -> tensor<f32> {
  %a = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %b = stablehlo.exponential %a : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}
