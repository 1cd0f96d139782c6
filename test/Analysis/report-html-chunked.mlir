// A page written to a file whose JSON report is over the page size limit
// (INDEX_OPT_PAGE_LIMIT bytes here) is a small page plus chunk files in
// NAME.files/ beside it: the page holds the report's skeleton (each op
// without its entries, which chunk and how many, each function_indexing
// empty) and a manifest; fF-ops-P.js holds the entries of the ops of graph
// page P by op id, fF-from-T.js the function-level entries of from tensor T
// (a result output to input, an argument input to output). Nothing is
// printed. The plugin's report-file writes the same files. Within the limit,
// or to stdout, the page is one file (report-html-size.mlir).
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 index-opt --indexing-report=html %s -o %t/page.html 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: FileCheck %s --check-prefix=PAGE < %t/page.html
// RUN: FileCheck %s --check-prefix=OPS < %t/page.files/f1-ops-0.js
// RUN: FileCheck %s --check-prefix=FROM0 < %t/page.files/f1-from-0.js
// RUN: FileCheck %s --check-prefix=FROM1 < %t/page.files/f1-from-1.js
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t/plugin.html report-format=html})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: diff -r %t/page.files %t/plugin.files
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 index-opt --indexing-report=html --hlo-indexing=direction=input-to-output %s -o %t/i2o.html
// RUN: FileCheck %s --check-prefix=I2O < %t/i2o.files/f1-from-1.js
// RUN: index-opt --indexing-report=html %s -o %t/small.html
// RUN: test ! -e %t/small.files
// RUN: FileCheck %s --check-prefix=SMALL < %t/small.html

// QUIET-NOT: warning

// PAGE:      <script type="application/json" id="index-opt-report">{
// PAGE:        "name": "large",
// PAGE-NEXT:   "ops": [{"id":0,"parent":null,"name":"stablehlo.transpose","loc":"{{.*}}report-html-chunked.mlir:[[@LINE+39]]:8","chunk":0,"entries":1,"unknown_entries":0},
// PAGE-NEXT: {"id":1,"parent":null,"name":"stablehlo.add",{{.*}}"chunk":0,"entries":2,"unknown_entries":0},
// PAGE:        "function_indexing": []
// PAGE:      <script type="application/json" id="index-opt-chunks">{"version":1,"files":"page.files/","ops_per_chunk":120,"functions":[{"from":"result","entries":1,"from_entries":{"0":1}},{"from":"result","entries":4,"from_entries":{"0":2,"1":2}}]}</script>
// PAGE-NEXT: <script id="index-opt-elk">

// OPS:      indexOptChunk("f1-ops-0", {"0": [{"result":0,"operand":0,"maps":["(d0, d1) -> (d1, d0), domain: d0 in [0, 7], d1 in [0, 7]"]}],
// OPS-NEXT: "1": [{"result":0,"operand":0,{{.*}}},{"result":0,"operand":1,{{.*}}}],
// OPS-NEXT: "2": [
// OPS-NEXT: "3": []});

// FROM0:      indexOptChunk("f1-from-0", [
// FROM0-NEXT: {
// FROM0-NEXT:   "result": 0,
// FROM0-NEXT:   "argument": 0,
// FROM0:        "result": 0,
// FROM0-NEXT:   "argument": 1,
// FROM0:      ]);
// FROM1:      indexOptChunk("f1-from-1", [
// FROM1:        "result": 1,
// FROM1-NEXT:   "argument": 0,
// FROM1:        "result": 1,
// FROM1-NEXT:   "argument": 1,

// Input to output, the from tensor is the argument.
// I2O:      indexOptChunk("f1-from-1", [
// I2O:        "result": 0,
// I2O-NEXT:   "argument": 1,
// I2O:        "result": 1,
// I2O-NEXT:   "argument": 1,

// SMALL-NOT: id="index-opt-chunks"

func.func @small(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @large(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %b : tensor<8x8xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<8x8xf32>
  return %2, %b : tensor<8x8xf32>, tensor<8x8xf32>
}
