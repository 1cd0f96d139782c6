// --indexing-report=html: one self-contained page embedding the JSON report
// (every '<' escaped, so a location holding "</script>" cannot end the
// element) and the dataflow graph (operand sources: arguments, op results,
// region arguments), then the page script. The embedded report is the JSON
// report byte for byte; the plugin writes the same page with
// report-format=html.
// RUN: index-opt --indexing-report=html %s > %t.html
// RUN: index-opt --indexing-report=json %s > %t.json
// RUN: %python %S/../utils/check_html_report.py %t.html %t.json | FileCheck %s --check-prefix=CHECKER
// RUN: FileCheck %s < %t.html
// RUN: index-opt --indexing-report=html --hlo-indexing=direction=input-to-output %s | FileCheck %s --check-prefix=I2O
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.plugin.html report-format=html})' %s -o /dev/null
// RUN: diff %t.html %t.plugin.html
// RUN: %expect-exit 1 index-opt --liveness-report=html %s 2>&1 | FileCheck %s --check-prefix=LIVENESS
// RUN: %expect-exit 1 index-opt --tiling-report=html %s 2>&1 | FileCheck %s --check-prefix=TILING
// RUN: %expect-exit 1 index-opt --pass-pipeline='builtin.module(buffer-liveness{report-file=%t.x report-format=html})' %s 2>&1 | FileCheck %s --check-prefix=PASS

// CHECKER: html report: 1 functions, 6 ops, 0 problems

// CHECK:      <!DOCTYPE html>
// CHECK:      <meta name="generator" content="index-opt {{[0-9]+\.[0-9]+\.[0-9]+}}">
// CHECK:      <title>index-opt: {{.*}}report-html.mlir</title>
// CHECK:      <script type="application/json" id="index-opt-report">{
// CHECK-NEXT:   "index_opt_version": "{{[0-9]+\.[0-9]+\.[0-9]+}}",
// CHECK-NEXT:   "direction": "output-to-input",
// CHECK:        "loc": "\u003c/script>:1:1",
// CHECK:      <script type="application/json" id="index-opt-graph">{
// CHECK-NEXT:   "version": 1,
// CHECK-NEXT:   "source": "{{.*}}report-html.mlir",
// CHECK-NEXT:   "index_opt_version": "{{[0-9]+\.[0-9]+\.[0-9]+}}",
// CHECK-NEXT:   "direction": "output-to-input",
// CHECK-NEXT:   "options": {
// CHECK-NEXT:     "fusion": true,
// CHECK-NEXT:     "counts": false,
// CHECK-NEXT:     "coalescing": null
// CHECK-NEXT:   },
// CHECK:        "name": "main",
// CHECK-NEXT:   "arguments": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "type": "tensor\u003c4x8xf32>",
// CHECK-NEXT:       "shape": [
// CHECK-NEXT:         4,
// CHECK-NEXT:         8
// The reduce reads argument 0 and the constant (op 0).
// CHECK:          "operands": [{{$}}
// CHECK-NEXT:       {
// CHECK-NEXT:         "source": {
// CHECK-NEXT:           "arg": 0
// CHECK-NEXT:         },
// CHECK:            "source": {
// CHECK-NEXT:           "op": 0,
// CHECK-NEXT:           "result": 0
// The add in the reduce body reads the body's block arguments.
// CHECK:            "source": {
// CHECK-NEXT:           "region_arg": 0,
// CHECK-NEXT:           "of": 1
// A dynamic tensor has no static shape.
// CHECK:            "type": "tensor\u003c?xf32>",
// CHECK-NEXT:       "shape": null
// CHECK:      </script>
// CHECK-NEXT: <script id="index-opt-elk">
// CHECK:      </body></html>

// I2O: "direction": "input-to-output",

// LIVENESS: index-opt: error: --liveness-report must be 'text', 'json' or 'svg', not 'html'
// TILING: index-opt: error: --tiling-report must be 'text' or 'json', not 'html'
// PASS: error: report-format must be 'text', 'json' or 'svg', not 'html'

func.func @main(%a: tensor<4x8xf32>, %d: tensor<?xf32>) -> (tensor<8xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32> loc("</script>":1:1)
  %r = stablehlo.reduce(%a init: %zero) across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    reducer(%x: tensor<f32>, %y: tensor<f32>) {
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  %n = stablehlo.negate %d : tensor<?xf32>
  return %r, %n : tensor<8xf32>, tensor<?xf32>
}
