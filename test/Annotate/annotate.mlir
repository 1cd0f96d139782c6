// hlo-indexing{annotate=true}: the maps attached to the IR instead of a
// report (docs/contract.md, "Annotations"). The annotated module re-parses
// (the indexing dialect verifies the tables) and prints identically.
// RUN: index-opt --hlo-indexing=annotate=true %s | FileCheck %s
// RUN: index-opt --hlo-indexing=annotate=true %s > %t.annotated
// RUN: index-opt %t.annotated > %t.again
// RUN: diff %t.annotated %t.again
// RUN: index-opt --hlo-indexing="annotate=true fusion=false" %s | FileCheck %s --check-prefix=NOFUSION
// RUN: index-opt --hlo-indexing="annotate=true direction=input-to-output" %s | FileCheck %s --check-prefix=I2O
// The annotated IR is input to the other passes: simplify-indexing-maps
// keeps its tables valid; hlo-indexing annotates it again identically.
// RUN: index-opt --simplify-indexing-maps %t.annotated | index-opt --hlo-indexing=annotate=true | diff - %t.annotated
// With counts and coalescing, indexing.counts holds each entry's figures
// with the JSON report's keys.
// RUN: index-opt --hlo-indexing="annotate=true counts=true coalescing=on" %s | FileCheck %s --check-prefix=COUNTS
// RUN: index-opt --hlo-indexing="annotate=true counts=true" %s | index-opt | FileCheck %s --check-prefix=COUNTS-ONLY

// The function: result 0 reads argument 0 through the transpose and the
// slice at runtime offset rt0 (the element of argument 1), and argument 1.
// CHECK-LABEL: func.func @main
// CHECK-SAME: indexing.function_maps = {{\[\[\[}}#indexing.map<(d0, d1){rt0} -> (d1 + rt0, d0), domain: d0 in [0, 7], d1 in [0, 1], rt0 in [0, 2]>], [#indexing.map<(d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 1]>]]]
// CHECK-SAME: indexing.function_rt_vars = {{\[\[\[}}{index = #indexing.map<(d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 1]>, map = 0 : i64, operand = 1 : i64, rt = 0 : i64}], []]]
// CHECK: stablehlo.transpose
// CHECK-SAME: {indexing.maps = {{\[\[\[}}#indexing.map<(d0, d1) -> (d1, d0), domain: d0 in [0, 7], d1 in [0, 3]>]]]}
// An op without operands has no table.
// CHECK: stablehlo.constant dense<0> : tensor<i32>
// CHECK: stablehlo.dynamic_slice
// CHECK-SAME: indexing.maps = {{\[\[\[}}#indexing.map<(d0, d1){rt0} -> (d0, d1 + rt0), domain: d0 in [0, 7], d1 in [0, 1], rt0 in [0, 2]>], [#indexing.map<(d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 1]>], [#indexing.map<(d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 1]>]]]
// CHECK-SAME: indexing.rt_vars = {{\[\[\[}}{index = #indexing.map<(d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 1]>, map = 0 : i64, operand = 2 : i64, rt = 0 : i64}], [], []]]
// CHECK: return

// The transpose reads all 32 elements of %a once each, coalesced; the
// custom_call's figures are unknown: an empty dictionary.
// COUNTS: func.func @main
// The function's result reads 16 of %a's elements at a runtime offset:
// bounds, 64 to 128 bytes.
// COUNTS-SAME: indexing.function_counts = {{\[\[}}{bytes_read = {lower = 64 : i64, upper = 128 : i64}, coalescing = {
// COUNTS: stablehlo.transpose
// COUNTS-SAME: {indexing.counts = {{\[\[}}{bytes_read = 128 : i64, coalescing = {bytes_moved = 128 : i64, bytes_needed = 128 : i64, coalesced = true, efficiency = 1.000000e+00 : f64, exact = true, min_transactions = 1 : i64, per_warp = {max = 1 : i64, min = 1 : i64, worst_warp = 0 : i64}, transactions = 1 : i64, warps = 1 : i64}, elements_read = 32 : i64, exact = true, reads_per_element = {max = 1 : i64, min = 1 : i64, total = 32 : i64}, utilization = 1.000000e+00 : f64}{{\]\]}}
// COUNTS: stablehlo.custom_call @foo
// COUNTS-SAME: {indexing.counts = {{\[\[}}{}{{\]\]}}
// COUNTS-ONLY: stablehlo.transpose
// COUNTS-ONLY-SAME: {indexing.counts = {{\[\[}}{bytes_read = 128 : i64, elements_read = 32 : i64, exact = true, reads_per_element = {max = 1 : i64, min = 1 : i64, total = 32 : i64}, utilization = 1.000000e+00 : f64}{{\]\]}}

// NOFUSION-NOT: indexing.function_maps
// NOFUSION: indexing.maps

// Input to output: the maps go from the operand to the result; rows stay
// results.
// I2O: func.func @main
// I2O-SAME: indexing.function_input_to_output_maps
// I2O: stablehlo.transpose
// I2O-SAME: {indexing.input_to_output_maps = {{\[\[\[}}#indexing.map<(d0, d1) -> (d1, d0), domain: d0 in [0, 3], d1 in [0, 7]>]]]}
func.func @main(%a: tensor<4x8xf32>, %i: tensor<i32>) -> tensor<8x2xf32> {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.dynamic_slice %t, %z, %i, sizes = [8, 2] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x2xf32>
  return %s : tensor<8x2xf32>
}

// An opaque custom_call: its cells are #indexing.unknown with the reason,
// and so is the function's.
// CHECK-LABEL: func.func @opaque
// CHECK-SAME: indexing.function_maps = {{\[\[}}#indexing.unknown<"{{.*}}foo{{.*}}">]]
// CHECK: stablehlo.custom_call @foo
// CHECK-SAME: indexing.maps = {{\[\[}}#indexing.unknown<"{{.*}}foo{{.*}}">]]
func.func @opaque(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @foo(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// linalg.fill's result reads nothing of its outs: an empty cell.
// CHECK-LABEL: func.func @fill
// CHECK: linalg.fill
// CHECK-SAME: indexing.maps = {{\[\[}}[#indexing.map<(d0) -> (), domain: d0 in [0, 3]>], []]]
func.func @fill(%v: f32, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
