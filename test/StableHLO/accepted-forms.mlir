// Forms StableHLO's own parser and printer use that JAX's output does not
// show (issue 18): each parses, prints in the canonical form, and the
// print round-trips.
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: %expect-exit 1 index-opt --split-input-file %S/Inputs/accepted-forms-errors.mlir 2>&1 | FileCheck %S/Inputs/accepted-forms-errors.mlir

// A trailing comma in a dimension-numbers attribute.
// CHECK-LABEL: func.func @trailing_comma
// CHECK: #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
func.func @trailing_comma(%op: tensor<3x4x2xf32>, %idx: tensor<2x3x2xi64>) -> tensor<2x3x2x2xf32> {
  %0 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2,>, slice_sizes = array<i64: 1, 2, 2>, indices_are_sorted = false} : (tensor<3x4x2xf32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xf32>
  return %0 : tensor<2x3x2x2xf32>
}

// The function-like form of constant.
// CHECK-LABEL: func.func @constant
// CHECK: stablehlo.constant {extra} dense<1.000000e+00> : tensor<2xf32>
func.func @constant() -> tensor<2xf32> {
  %0 = stablehlo.constant() {value = dense<1.0> : tensor<2xf32>, extra} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Attributes after the compact reduce form, as StableHLO prints them (and
// the `attributes` keyword index-opt printed before).
// CHECK-LABEL: func.func @reduce_attributes
// CHECK: stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] {mhlo.frontend_attributes = {a = "b"}} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK: stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] {tag = 1 : i64} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
func.func @reduce_attributes(%a: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] {mhlo.frontend_attributes = {a = "b"}} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] attributes {tag = 1 : i64} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %r, %s : tensor<4xf32>, tensor<4xf32>
}

// CHLO ops JAX and StableHLO's tools emit: mulhi (elementwise), constant,
// constant_like (reads only its operand's shape).
// CHECK-LABEL: func.func @chlo
// CHECK-NEXT: %0 = chlo.constant dense<1> : tensor<4xi32>
// CHECK-NEXT: %1 = "chlo.constant_like"(%arg0) <{value = 1 : i32}> : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %2 = chlo.mulhi %0, %1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
func.func @chlo(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = chlo.constant dense<1> : tensor<4xi32>
  %1 = "chlo.constant_like"(%a) {value = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %2 = chlo.mulhi %0, %1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %2 : tensor<4xi32>
}
