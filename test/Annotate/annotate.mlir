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
