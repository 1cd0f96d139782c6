// indexing.strip removes every annotation: the module prints as before.
// RUN: index-opt %s > %t.plain
// RUN: index-opt --hlo-indexing=annotate=true %s | index-opt --indexing.strip | diff - %t.plain
// RUN: index-opt --hlo-indexing="annotate=true direction=input-to-output" %s | index-opt --indexing.strip | diff - %t.plain
// The same in mlir-opt-22 through the plugin, in one pipeline.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{annotate=true},indexing.strip)' %s | diff - %t.plain
// It leaves #indexing.map attributes that are not annotations alone.
// RUN: index-opt --indexing.strip %s | FileCheck %s
// CHECK: other = #indexing.map<(d0) -> (d0), domain: d0 in [0, 3]>
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> attributes {other = #indexing.map<(d0) -> (d0), domain: d0 in [0, 3]>} {
  %0 = stablehlo.negate %a : tensor<4xf32>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
