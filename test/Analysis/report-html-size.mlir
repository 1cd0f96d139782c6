// A page over the size limit (docs/html.md: 64 MB, INDEX_OPT_PAGE_LIMIT
// bytes when set) is still written, byte for byte the page within the
// limit, with a warning on stderr located at the module's first function:
// the page's size, the limit, the function that takes most of it and what
// to do instead. Within the limit nothing is said.
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 index-opt --indexing-report=html %s -o %t.over.html 2>&1 | FileCheck %s --check-prefix=OVER
// RUN: index-opt --indexing-report=html %s -o %t.html 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: env INDEX_OPT_PAGE_LIMIT=100000000 index-opt --indexing-report=html %s -o %t.within.html 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: cmp %t.over.html %t.html
// RUN: cmp %t.within.html %t.html
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.plugin.html report-format=html})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVER
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 index-opt --indexing-report=json %s 2>&1 -o /dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// OVER:      report-html-size.mlir:[[@LINE+6]]:1: warning: hlo-indexing: the HTML page is {{[0-9.]+ MB \([0-9]+ bytes\)|[0-9]+ bytes}}, over the 1000 bytes limit of a page (it embeds the whole JSON report, which the browser parses before it shows anything); the largest function, @{{small|large}}, is about {{[0-9]+}} bytes of it
// OVER-NEXT: report-html-size.mlir:[[@LINE+5]]:1: note: for a program this large, write the page of one function (a module holding only it), or use --indexing-report=json or the Python package; INDEX_OPT_PAGE_LIMIT=BYTES sets the limit
// OVER-NOT:  warning

// QUIET-NOT: warning

func.func @small(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @large(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %b : tensor<8x8xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
