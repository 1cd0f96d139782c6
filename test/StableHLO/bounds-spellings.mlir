// `#stablehlo.bounds<3, ?>` and `#stablehlo.type_extensions<bounds = [3, ?]>`
// are one attribute (StableHLO's `TypeExtensionsAttr`) written two ways: a
// tensor type is one type whichever way its bounds are written, and both
// print as the short form, as StableHLO prints them. The output reparses to
// itself, also through the generic form. Invalid bounds are located errors
// in either spelling (Inputs/bounds-spellings-errors.mlir; the checks on the
// bounds: verifiers-upstream.mlir).
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: index-opt %s --mlir-print-op-generic | index-opt | FileCheck %s
// RUN: index-opt --split-input-file --verify-diagnostics %S/Inputs/bounds-spellings-errors.mlir

// StableHLO's printer test writes one value's type the short way where it
// is defined and the long way where it is used; here also the other way
// round, and the function's result type the long way.
// CHECK-LABEL: func.func @mixed_spellings
// CHECK-SAME:    (%arg0: tensor<?x?xf32, #stablehlo.bounds<3, ?>>, %arg1: tensor<i32>, %arg2: tensor<f32, #stablehlo.bounds<>>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
// CHECK-NEXT:    %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
// CHECK-NEXT:    %1 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
// CHECK-NEXT:    %2 = stablehlo.add %0, %1 : tensor<?x?xf32, #stablehlo.bounds<3, ?>>
// CHECK-NEXT:    return %2 : tensor<?x?xf32, #stablehlo.bounds<3, ?>>
func.func @mixed_spellings(%arg0: tensor<?x?xf32, #stablehlo.bounds<3, ?>>, %arg1: tensor<i32>, %arg2: tensor<f32, #stablehlo.type_extensions<bounds = []>>) -> tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>> {
  %0 = "stablehlo.set_dimension_size"(%arg0, %arg1) {dimension = 1 : i64} : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>
  %1 = "stablehlo.set_dimension_size"(%arg0, %arg1) {dimension = 1 : i64} : (tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>, tensor<i32>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
  %2 = "stablehlo.add"(%0, %1) : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
  return %2 : tensor<?x?xf32, #stablehlo.bounds<3, ?>>
}

// The attribute outside a tensor type prints the short way too, and a
// value passed on keeps one type through a block argument.
// CHECK-LABEL: func.func @attribute_and_block_argument
// CHECK-SAME:    attributes {bounds = #stablehlo.bounds<?, 8>}
// CHECK:         ^bb1(%{{.*}}: tensor<4x?xf32, #stablehlo.bounds<?, 8>>):
func.func @attribute_and_block_argument(%a: tensor<4x?xf32, #stablehlo.type_extensions<bounds = [?, 8]>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 8>> attributes {bounds = #stablehlo.type_extensions<bounds = [?, 8]>} {
  cf.br ^bb1(%a : tensor<4x?xf32, #stablehlo.bounds<?, 8>>)
^bb1(%b: tensor<4x?xf32, #stablehlo.type_extensions<bounds = [?, 8]>>):
  return %b : tensor<4x?xf32, #stablehlo.type_extensions<bounds = [?, 8]>>
}
