// A page written to a stream (stdout) over the size limit (docs/html.md:
// 16 MB, INDEX_OPT_PAGE_LIMIT bytes when set) is still written, byte for
// byte the page within the limit, with a warning on stderr located at the
// module's first function: the page's size, the limit, the function that
// takes most of it and what to do instead. Within the limit nothing is
// said. Written to a file, such a page is chunked instead, silently
// (report-html-chunked.mlir).
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 index-opt --indexing-report=html %s 2>%t.over.err >%t.over.html
// RUN: FileCheck %s --check-prefix=OVER < %t.over.err
// RUN: index-opt --indexing-report=html %s -o %t.html 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: env INDEX_OPT_PAGE_LIMIT=100000000 index-opt --indexing-report=html %s -o %t.within.html 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: cmp %t.over.html %t.html
// RUN: cmp %t.within.html %t.html
// RUN: env INDEX_OPT_PAGE_LIMIT=1000 index-opt --indexing-report=json %s 2>&1 -o /dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// OVER:      report-html-size.mlir:[[@LINE+6]]:1: warning: hlo-indexing: the HTML page is {{[0-9.]+ MB \([0-9]+ bytes\)|[0-9]+ bytes}}, over the 1000 bytes limit of a page (it embeds the whole JSON report, which the browser parses before it shows anything); the largest function, @{{small|large}}, is about {{[0-9]+}} bytes of it
// OVER-NEXT: report-html-size.mlir:[[@LINE+5]]:1: note: for a program this large, write the page to a file (-o FILE.html, or the pass's report-file): past the limit, the page then loads its data from chunk files beside it (FILE.files/) as it needs them; or use --indexing-report=json or the Python package; INDEX_OPT_PAGE_LIMIT=BYTES sets the limit
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
