// Runtime variables through fusion: provenance is kept in order (XLA bug
// openxla/xla#49119 rotated the start indices of dynamic_update_slice in
// composition); a start index fed by a constant folds to its clamped value,
// one fed by an iota to the iota coordinate, clamped the same way (split
// into pieces where it leaves the range).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s

// CHECK-LABEL: function @dus_order
// CHECK:       function indexing:
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0, d1){rt0, rt1} -> (d1 - rt0, d0 - rt1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 29],
// CHECK-NEXT:      d1 in [0, 19],
// CHECK-NEXT:      rt0 in [0, 15],
// CHECK-NEXT:      rt1 in [0, 21],
// CHECK-NEXT:      d0 - rt1 in [0, 8],
// CHECK-NEXT:      d1 - rt0 in [0, 4]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 2 at (d0, d1) -> (), domain: d0 in [0, 29], d1 in [0, 19]
// CHECK-NEXT:        rt1: operand 3 at (d0, d1) -> (), domain: d0 in [0, 29], d1 in [0, 19]
func.func @dus_order(%base: tensor<20x30xf32>, %update: tensor<5x9xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<30x20xf32> {
  %0 = stablehlo.dynamic_update_slice %base, %update, %i, %j : (tensor<20x30xf32>, tensor<5x9xf32>, tensor<i32>, tensor<i32>) -> tensor<20x30xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<20x30xf32>) -> tensor<30x20xf32>
  return %1 : tensor<30x20xf32>
}

// -----

// A constant start beyond the feasible range is clamped (99 -> 90).
// CHECK-LABEL: function @constant_start
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (d0 + 90),
func.func @constant_start(%x: tensor<100xi32>) -> tensor<10xi32> {
  %c = stablehlo.constant dense<99> : tensor<i64>
  %0 = stablehlo.dynamic_slice %x, %c, sizes = [10] : (tensor<100xi32>, tensor<i64>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}

// -----

// Gather rows by an iota: row d0 exactly (all in range here).
// CHECK-LABEL: function @iota_rows
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, 0),
func.func @iota_rows(%x: tensor<33x76xf32>) -> tensor<20x1x1xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<20x1xi64>
  %1 = "stablehlo.gather"(%x, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<33x76xf32>, tensor<20x1xi64>) -> tensor<20x1x1xf32>
  return %1 : tensor<20x1x1xf32>
}

// -----

// An iota longer than the rows it gathers from: StableHLO clamps the start
// index, so rows 33..41 read row 32 (XLA's expected map, row d0 for every
// d0, misses that). The map splits at the clamp bound: exact.
// CHECK-LABEL: function @iota_rows_clamped
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, 0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 32],
// CHECK-NEXT:      d1 in [0, 0],
// CHECK-NEXT:      d2 in [0, 0]
// CHECK-NEXT:      (d0, d1, d2) -> (32, 0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [33, 41],
// CHECK-NEXT:      d1 in [0, 0],
// CHECK-NEXT:      d2 in [0, 0]
// CHECK-NOT:       rt0
func.func @iota_rows_clamped(%x: tensor<33x76xf32>) -> tensor<42x1x1xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<42x1xi64>
  %1 = "stablehlo.gather"(%x, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<33x76xf32>, tensor<42x1xi64>) -> tensor<42x1x1xf32>
  return %1 : tensor<42x1x1xf32>
}

// -----

// One index feeding both starts, clamped into the same interval: one
// runtime variable (the slice is on the diagonal); clamped into different
// intervals (sizes 4 and 2 of 16: [0, 12] and [0, 14]) the values may
// differ, two variables.
// CHECK-LABEL: function @one_index
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d0 + rt0, d1 + rt0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      rt0 in [0, 12]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at (d0, d1) -> (), domain: d0 in [0, 3], d1 in [0, 3]
func.func @one_index(%x: tensor<16x16xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [4, 4] : (tensor<16x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// CHECK-LABEL: function @two_clamps
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0, rt1} -> (d0 + rt0, d1 + rt1),
func.func @two_clamps(%x: tensor<16x16xf32>, %i: tensor<i32>) -> tensor<4x2xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [4, 2] : (tensor<16x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
