// The Winograd transforms (linalg.winograd_filter/input/output_transform:
// G g G^T, B^T d B, A^T y A): each element reads, for its own filter pair or
// image batch and channel, the whole filter window, image plane or tile set
// (range variables), and its destination at the same index - a sound
// superset, marked: the transform matrices' zeros, a tile's window of the
// image and whether the destination is accumulated into are not modelled.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// F(4, 3) filter transform: (i, j, c, f) reads filter (f, s0, s1, c), the whole 3x3 window.
// CHECK-LABEL: function @filter{{$}}
// CHECK:       op 0 linalg.winograd_filter_transform
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (d3, s0, s1, d2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      d2 in [0, 4],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// CHECK-NEXT:      (a sound superset, not exact: linalg.winograd_filter_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (d0, d1, d2, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      d2 in [0, 4],
// CHECK-NEXT:      d3 in [0, 1]
// CHECK-NEXT:      (a sound superset, not exact: linalg.winograd_filter_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// CHECK-NEXT:  op 1
// I2O-LABEL: function @filter{{$}}
// I2O:       op 0 linalg.winograd_filter_transform
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (s0, s1, d3, d0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      s0 in [0, 5],
// I2O-NEXT:      s1 in [0, 5]
// I2O-NEXT:      (a sound superset, not exact: linalg.winograd_filter_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3) -> (d0, d1, d2, d3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 5],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      d3 in [0, 1]
// I2O-NEXT:      (a sound superset, not exact: linalg.winograd_filter_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// I2O-NEXT:  op 1
func.func @filter(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

// Input transform: (i, j, th, tw, n, c) reads the whole image plane (n, s0, s1, c).
// CHECK-LABEL: function @input{{$}}
// CHECK:       op 0 linalg.winograd_input_transform
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4, d5)[s0, s1] -> (d4, s0, s1, d5),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      d2 in [0, 1],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      d4 in [0, 1],
// CHECK-NEXT:      d5 in [0, 4],
// CHECK-NEXT:      s0 in [0, 9],
// CHECK-NEXT:      s1 in [0, 9]
// CHECK-NEXT:      (a sound superset, not exact: linalg.winograd_input_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5],
// CHECK-NEXT:      d1 in [0, 5],
// CHECK-NEXT:      d2 in [0, 1],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      d4 in [0, 1],
// CHECK-NEXT:      d5 in [0, 4]
// CHECK-NEXT:      (a sound superset, not exact: linalg.winograd_input_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// CHECK-NEXT:  op 1
// I2O-LABEL: function @input{{$}}
// I2O:       op 0 linalg.winograd_input_transform
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1, s2, s3] -> (s0, s1, s2, s3, d0, d3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 9],
// I2O-NEXT:      d2 in [0, 9],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      s0 in [0, 5],
// I2O-NEXT:      s1 in [0, 5],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      s3 in [0, 1]
// I2O-NEXT:      (a sound superset, not exact: linalg.winograd_input_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 5],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 1],
// I2O-NEXT:      d3 in [0, 1],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      d5 in [0, 4]
// I2O-NEXT:      (a sound superset, not exact: linalg.winograd_input_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// I2O-NEXT:  op 1
func.func @input(%x: tensor<2x10x10x5xf32>, %o: tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  return %0 : tensor<6x6x2x2x2x5xf32>
}

// -----

// Output transform: (n, h, w, f) reads every transformed tile of (n, f).
// CHECK-LABEL: function @output{{$}}
// CHECK:       op 0 linalg.winograd_output_transform
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2, s3] -> (s0, s1, s2, s3, d0, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 7],
// CHECK-NEXT:      d2 in [0, 7],
// CHECK-NEXT:      d3 in [0, 1],
// CHECK-NEXT:      s0 in [0, 5],
// CHECK-NEXT:      s1 in [0, 5],
// CHECK-NEXT:      s2 in [0, 1],
// CHECK-NEXT:      s3 in [0, 1]
// CHECK-NEXT:      (a sound superset, not exact: linalg.winograd_output_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (d0, d1, d2, d3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 7],
// CHECK-NEXT:      d2 in [0, 7],
// CHECK-NEXT:      d3 in [0, 1]
// CHECK-NEXT:      (a sound superset, not exact: linalg.winograd_output_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// CHECK-NEXT:  op 1
// I2O-LABEL: function @output{{$}}
// I2O:       op 0 linalg.winograd_output_transform
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4, d5)[s0, s1] -> (d4, s0, s1, d5),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 5],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 1],
// I2O-NEXT:      d3 in [0, 1],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      d5 in [0, 1],
// I2O-NEXT:      s0 in [0, 7],
// I2O-NEXT:      s1 in [0, 7]
// I2O-NEXT:      (a sound superset, not exact: linalg.winograd_output_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3) -> (d0, d1, d2, d3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      d2 in [0, 7],
// I2O-NEXT:      d3 in [0, 1]
// I2O-NEXT:      (a sound superset, not exact: linalg.winograd_output_transform: each element reads its whole window, plane or tile set (the transform matrices' zeros and the tiles' windows are not modelled), and its destination)
// I2O-NEXT:  op 1
func.func @output(%v: tensor<6x6x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}
