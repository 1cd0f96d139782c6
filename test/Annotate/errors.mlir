// Options that cannot go with annotate=true are located errors, status 1.
// RUN: %expect-exit 1 index-opt --indexing-report=text --hlo-indexing=annotate=true %s 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: error: annotate=true attaches the results to the IR; it cannot be combined with --indexing-report, which replaces the IR with a report
// RUN: %expect-exit 1 index-opt --hlo-indexing="annotate=true direction=input-to-output counts=true" %s 2>&1 | FileCheck %s --check-prefix=COUNTS
// COUNTS: error: hlo-indexing: counts need direction=output-to-input
// RUN: %expect-exit 1 index-opt --liveness-report=text --buffer-liveness=annotate=true %s 2>&1 | FileCheck %s --check-prefix=LIVENESS
// LIVENESS: error: annotate=true attaches the results to the IR; it cannot be combined with --liveness-report
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
// With annotate=true no report is written, so report-file is not created.
// RUN: rm -f %t.unused
// RUN: index-opt --hlo-indexing="annotate=true report-file=%t.unused" %s -o /dev/null
// RUN: not test -e %t.unused
