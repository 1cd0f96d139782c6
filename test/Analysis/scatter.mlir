// stablehlo.scatter, both directions. Spec: update element u goes to input index start + window offset,
// with start read from scatter_indices at u's scatter position; result
// element d is the input at d combined with every update that lands on d.
// So the result reads the input at d (identity), every start index (range
// variables over the scatter positions and the index vector), and the
// update at (scatter position s, window offset d - rt) where rt, the start
// index read at run time, satisfies the inserted-dimension equality.
// Input to output: the input goes to the same index; an update element to
// its start (a runtime variable, with the index element as provenance) plus
// its window position; an index element decides where a whole window
// lands, so it reaches every result element.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Row scatter-add (x.at[idx].add(upd)): update row s0 lands on input row idx[s0, 0] = rt0, so result (d0, d1) reads
// upd[s0, d1] when d0 - rt0 = 0; rt0 in [0, 9] (rows of size 1 fit anywhere); the 3 start indices are read whole.
// CHECK-LABEL: function @rows{{$}}
// CHECK:       op 0 stablehlo.scatter
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, 0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1)[s0]{rt0} -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      rt0 in [0, 9],
// CHECK-NEXT:      d0 - rt0 in [0, 0]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at (d0, d1)[s0]{rt0} -> (s0, 0), domain: d0 in [0, 9], d1 in [0, 3], s0 in [0, 2], rt0 in [0, 9]
// I2O-LABEL: function @rows{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1){rt0} -> (rt0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      rt0 in [0, 9]
// I2O-NEXT:      runtime variables:
// I2O-NEXT:        rt0: operand 1 at (d0, d1) -> (d0, 0), domain: d0 in [0, 2], d1 in [0, 3]
func.func @rows(%x: tensor<10x4xf32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>) -> tensor<10x4xf32> {
  %0 = "stablehlo.scatter"(%x, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<10x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}

// -----

// 2x3 windows at 2-D starts (idx[s0, 0], idx[s0, 1]) = (rt0, rt1): result (d0, d1) reads upd[s0, d0 - rt0, d1 - rt1]
// when both offsets are inside the window; a window must fit, so rt0 in [0, 8 - 2], rt1 in [0, 6 - 3].
// I2O-LABEL: function @windows{{$}}
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2){rt0, rt1} -> (d1 + rt0, d2 + rt1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 4],
// I2O-NEXT:      d1 in [0, 1],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      rt0 in [0, 6],
// I2O-NEXT:      rt1 in [0, 3]
// CHECK-LABEL: function @windows{{$}}
// CHECK:       op 0 stablehlo.scatter
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 5]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      s0 in [0, 4],
// CHECK-NEXT:      s1 in [0, 1]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1)[s0]{rt0, rt1} -> (s0, d0 - rt0, d1 - rt1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      s0 in [0, 4],
// CHECK-NEXT:      rt0 in [0, 6],
// CHECK-NEXT:      rt1 in [0, 3],
// CHECK-NEXT:      d0 - rt0 in [0, 1],
// CHECK-NEXT:      d1 - rt1 in [0, 2]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at (d0, d1)[s0]{rt0, rt1} -> (s0, 0), domain: d0 in [0, 7], d1 in [0, 5], s0 in [0, 4], rt0 in [0, 6], rt1 in [0, 3]
// CHECK-NEXT:        rt1: operand 1 at (d0, d1)[s0]{rt0, rt1} -> (s0, 1), domain: d0 in [0, 7], d1 in [0, 5], s0 in [0, 4], rt0 in [0, 6], rt1 in [0, 3]
func.func @windows(%x: tensor<8x6xf32>, %idx: tensor<5x2xi32>, %upd: tensor<5x2x3xf32>) -> tensor<8x6xf32> {
  %0 = "stablehlo.scatter"(%x, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x6xf32>, tensor<5x2xi32>, tensor<5x2x3xf32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}
