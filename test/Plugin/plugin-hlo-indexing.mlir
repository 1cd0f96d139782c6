// hlo-indexing inside upstream mlir-opt-22 through the plugin: the text
// report goes to stderr.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{direction=output-to-input fusion=false})' %s -o /dev/null 2>&1 | FileCheck %s
// With counts and coalescing, the plugin's report is the driver's, byte for
// byte.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline="builtin.module(hlo-indexing{counts=true coalescing='warp=16 transaction=64'})" %s -o /dev/null 2> %t.plugin
// RUN: index-opt --hlo-indexing="counts=true coalescing='warp=16 transaction=64'" %s -o /dev/null 2> %t.driver
// RUN: diff %t.plugin %t.driver
// RUN: FileCheck %s --check-prefix=COSTS < %t.plugin
// COSTS: coalescing: warp=16 transaction=64 threads=row-major layout=row-major
// COSTS: summary:
// COSTS: reads: 200 elements of 200 (800 B, utilization 1.000)
// COSTS: coalescing: {{.*}} transactions per warp (worst warp {{[0-9]+}} of 13)
// CHECK: function @main
// CHECK: op 0 stablehlo.transpose
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: (d0, d1) -> (d1, d0),
func.func @main(%a: tensor<10x20xf32>) -> tensor<20x10xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<10x20xf32>) -> tensor<20x10xf32>
  return %0 : tensor<20x10xf32>
}
