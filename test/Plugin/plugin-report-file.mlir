// The report passes in mlir-opt-22 through the plugin write their report to
// a file (report-file) in any of the driver's forms (report-format), the
// same bytes as index-opt's --indexing-report, --liveness-report and
// --tiling-report; the IR goes on to the output.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.indexing.json report-format=json})' %s -o %t.ir
// RUN: index-opt --indexing-report=json %s > %t.driver.json
// RUN: diff %t.indexing.json %t.driver.json
// RUN: index-opt %s | diff - %t.ir
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.indexing.txt})' %s -o /dev/null
// RUN: index-opt --indexing-report=text %s | diff - %t.indexing.txt
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(buffer-liveness{report-file=%t.liveness.svg report-format=svg})' %s -o /dev/null
// RUN: index-opt --liveness-report=svg %s | diff - %t.liveness.svg
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(buffer-liveness{report-file=%t.liveness.json report-format=json})' %s -o /dev/null
// RUN: index-opt --liveness-report=json %s | diff - %t.liveness.json
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-tiling{function=main tile=2,5 report-file=%t.tiling.json report-format=json})' %s -o /dev/null
// RUN: index-opt --tiling-report=json --hlo-tiling="function=main tile=2,5" %s | diff - %t.tiling.json
// Bad forms and unwritable files are located errors, status 1.
// RUN: %expect-exit 1 mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.x report-format=svg})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: plugin-report-file.mlir:{{[0-9]+}}:{{[0-9]+}}: error: report-format must be 'text', 'json' or 'html', not 'svg'
// RUN: %expect-exit 1 mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(buffer-liveness{report-file=%t.missing/dir/x.json report-format=json})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: error: cannot write the report to '{{.*}}missing/dir/x.json': No such file or directory
// The driver's report flag wins over report-file.
// RUN: index-opt --indexing-report=json --hlo-indexing="report-file=%t.unused" %s | diff - %t.driver.json
// RUN: not test -e %t.unused
func.func @main(%a: tensor<10x20xf32>) -> tensor<20x10xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<10x20xf32>) -> tensor<20x10xf32>
  %1 = stablehlo.negate %0 : tensor<20x10xf32>
  return %1 : tensor<20x10xf32>
}
