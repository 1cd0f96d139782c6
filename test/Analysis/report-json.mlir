// The JSON report follows the driver contract: functions, ops in pre-order
// (nested regions and terminators included, parents by id), one entry per
// (result, operand), "maps" as one-line map text, rt_vars with provenance,
// "unknown" with a reason, "maps": [] for pairs that read nothing.
// RUN: index-opt --indexing-report=json %s | FileCheck %s
// RUN: index-opt --indexing-report=json %s | %python -c "import json, sys; json.load(sys.stdin)"
// RUN: index-opt --pass-pipeline='builtin.module(hlo-indexing{fusion=false})' --indexing-report=json %s | FileCheck %s --check-prefix=NOFUSION

// CHECK:      "functions": [
// CHECK:        "name": "main",
// CHECK-NEXT:   "ops": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "id": 0,
// CHECK-NEXT:       "parent": null,
// CHECK-NEXT:       "name": "stablehlo.reduce",
// CHECK-NEXT:       "loc": "{{.*}}report-json.mlir:[[# @LINE + 50]]:8",
// CHECK-NEXT:       "indexing": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "result": 0,
// CHECK-NEXT:           "operand": 0,
// CHECK-NEXT:           "maps": [
// CHECK-NEXT:             "(d0)[s0] -> (s0, d0), domain: d0 in [0, 19], s0 in [0, 9]"
// CHECK-NEXT:           ]
// CHECK-NEXT:         },
// CHECK-NEXT:         {
// CHECK-NEXT:           "result": 0,
// CHECK-NEXT:           "operand": 1,
// CHECK-NEXT:           "maps": [
// CHECK-NEXT:             "(d0) -> (), domain: d0 in [0, 19]"
// CHECK:            "id": 1,
// CHECK-NEXT:       "parent": 0,
// CHECK-NEXT:       "name": "stablehlo.add",
// CHECK:            "id": 2,
// CHECK-NEXT:       "parent": 0,
// CHECK-NEXT:       "name": "stablehlo.return",
// CHECK-NEXT:       "loc":
// CHECK-NEXT:       "indexing": []
// CHECK:            "id": 3,
// CHECK:            "name": "stablehlo.optimization_barrier",
// CHECK:                "operand": 1,
// CHECK-NEXT:           "maps": []
// CHECK:            "name": "stablehlo.while",
// CHECK:                "maps": [
// CHECK-NEXT:             "() -> ()"
// CHECK-NEXT:           ]
// CHECK:            "name": "stablehlo.custom_call",
// CHECK:                "maps": [],
// CHECK-NEXT:           "unknown": "custom_call @opaque: the target's access pattern is opaque"
// CHECK:            "name": "stablehlo.dynamic_update_slice",
// CHECK:                "operand": 1,
// CHECK-NEXT:           "maps": [
// CHECK-NEXT:             "(d0){rt0} -> (d0 - rt0), domain: d0 in [0, 9], rt0 in [0, 7], d0 - rt0 in [0, 2]"
// CHECK-NEXT:           ],
// CHECK-NEXT:           "rt_vars": [
// CHECK-NEXT:             {
// CHECK-NEXT:               "map": 0,
// CHECK-NEXT:               "rt": 0,
// CHECK-NEXT:               "operand": 2,
// CHECK-NEXT:               "index": "(d0) -> (), domain: d0 in [0, 9]"
// CHECK:        "function_indexing": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "result": 0,
// CHECK-NEXT:       "argument": 0,
// NOFUSION:     "function_indexing": []
func.func @main(%a: tensor<10x20xf32>, %s: tensor<f32>, %u: tensor<3xf32>, %v: tensor<10xf32>, %i: tensor<i32>) -> tensor<20xf32> {
  %0 = stablehlo.reduce(%a init: %s) applies stablehlo.add across dimensions = [0] : (tensor<10x20xf32>, tensor<f32>) -> tensor<20xf32>
  %1:2 = stablehlo.optimization_barrier %0, %s : tensor<20xf32>, tensor<f32>
  %2 = stablehlo.while(%iterArg = %s) : tensor<f32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<f32>
  }
  %4 = stablehlo.custom_call @opaque(%2) : (tensor<f32>) -> tensor<f32>
  %3 = stablehlo.dynamic_update_slice %v, %u, %i : (tensor<10xf32>, tensor<3xf32>, tensor<i32>) -> tensor<10xf32>
  return %1#0 : tensor<20xf32>
}
