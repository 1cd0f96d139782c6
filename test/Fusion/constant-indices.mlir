// Gather and scatter whose indices are constants, through function
// indexing: a runtime variable read from a constant at an index that
// depends on a few variables (a scatter's or gather's position, at most 64
// points) folds point by point, each point a map pinned by constraints. A
// gather's start is clamped (row 9 of 8 rows reads row 7); a scatter's
// window that would leave the input is skipped (nothing read). An
// overwriting scatter (its update computation returns the update) reads
// its input only where no update lands, the complement of the windows as
// boxes; an adding one reads it everywhere. tests/reference.rs runs these
// scatters (both orders of colliding updates) and compares.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Rows 1 and 5 overwritten: the input is read in rows 0, 2-4, 6-7; row 1 reads update 0, row 5 update 1.
// CHECK-LABEL: function @scatter_const{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [2, 4],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [6, 7],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0, d1) -> (0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (1, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [5, 5],
// CHECK-NEXT:      d1 in [0, 3]
// I2O-LABEL: function @scatter_const{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [2, 4],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [6, 7],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:    result 0, argument 1:
// I2O-NEXT:      (d0, d1) -> (1, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (5, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [1, 1],
// I2O-NEXT:      d1 in [0, 3]
func.func @scatter_const(%x: tensor<8x4xf32>, %u: tensor<2x4xf32>) -> tensor<8x4xf32> {
  %idx = stablehlo.constant dense<[[1], [5]]> : tensor<2x1xi32>
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// Rows 1 and 5 gathered: result row 0 reads row 1, result row 1 row 5.
// CHECK-LABEL: function @gather_const{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (1, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (5, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1],
// CHECK-NEXT:      d1 in [0, 3]
// I2O-LABEL: function @gather_const{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [1, 1],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (1, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [5, 5],
// I2O-NEXT:      d1 in [0, 3]
func.func @gather_const(%x: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %idx = stablehlo.constant dense<[[1], [5]]> : tensor<2x1xi32>
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Rows 1 and 9 (out of range: skipped): the input is read everywhere but row 1, which reads update 0.
// CHECK-LABEL: function @scatter_skip{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [2, 7],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0, d1) -> (0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1],
// CHECK-NEXT:      d1 in [0, 3]
// I2O-LABEL: function @scatter_skip{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [2, 7],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:    result 0, argument 1:
// I2O-NEXT:      (d0, d1) -> (1, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3]
func.func @scatter_skip(%x: tensor<8x4xf32>, %u: tensor<2x4xf32>) -> tensor<8x4xf32> {
  %idx = stablehlo.constant dense<[[1], [9]]> : tensor<2x1xi32>
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// Rows 1 and 9 gathered: 9 is clamped to 7.
// CHECK-LABEL: function @gather_clamp{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (1, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1) -> (7, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1],
// CHECK-NEXT:      d1 in [0, 3]
// I2O-LABEL: function @gather_clamp{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [1, 1],
// I2O-NEXT:      d1 in [0, 3]
// I2O-NEXT:      (d0, d1) -> (1, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [7, 7],
// I2O-NEXT:      d1 in [0, 3]
func.func @gather_clamp(%x: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %idx = stablehlo.constant dense<[[1], [9]]> : tensor<2x1xi32>
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
