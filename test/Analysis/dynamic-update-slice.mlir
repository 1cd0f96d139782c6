// stablehlo.dynamic_update_slice: the base operand is read only where the
// update does not land, outside the window [rt, rt + size) along some
// dimension: two maps per dimension the update does not span, each with
// that dimension's start as a runtime variable (before: d - rt < 0, after:
// d - rt >= size). An update spanning the operand overwrites it all (the
// operand is read nothing); a constant start folds to the exact
// complement at function level. tests/reference.rs checks five update
// shapes over every clamped start, both directions.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Rows 3 and 4 overwritten (constant start 3): the operand is read in rows 0-2 and 5-7.
// CHECK-LABEL: function @dus_const{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [5, 7],
// CHECK-NEXT:      d1 in [0, 3]
// I2O-LABEL: function @dus_const{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [5, 7],
// I2O-NEXT:      d1 in [0, 3]
func.func @dus_const(%x: tensor<8x4xf32>, %u: tensor<2x4xf32>) -> tensor<8x4xf32> {
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %c3, %c0 : (tensor<8x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// The update spans the operand: the result is the update, the operand is read nothing.
// CHECK-LABEL: function @dus_full{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @dus_full{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (contributes to nothing)
func.func @dus_full(%x: tensor<8x4xf32>, %u: tensor<8x4xf32>, %i: tensor<i32>) -> tensor<8x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %c0 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// A run-time start along dimension 0 (the update spans dimension 1): rows before rt0 and from rt0 + 2 on.
// CHECK-LABEL: function @dus_rt{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      rt0 in [0, 6],
// CHECK-NEXT:      d0 - rt0 in [-6, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:      rt0: operand 2 at (d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 3]
// CHECK-NEXT:      (d0, d1){rt0} -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      rt0 in [0, 6],
// CHECK-NEXT:      d0 - rt0 in [2, 7]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:      rt0: operand 2 at (d0, d1) -> (), domain: d0 in [0, 7], d1 in [0, 3]
// I2O-LABEL: function @dus_rt{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1){rt0} -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 7],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      rt0 in [0, 6],
// I2O-NEXT:      d0 - rt0 in [-6, -1]
// I2O-NEXT:      (d0, d1){rt0} -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 7],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      rt0 in [0, 6],
// I2O-NEXT:      d0 - rt0 in [2, 7]
func.func @dus_rt(%x: tensor<8x4xf32>, %u: tensor<2x4xf32>, %i: tensor<i32>) -> tensor<8x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %c0 : (tensor<8x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
