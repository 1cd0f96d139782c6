// Values an op's regions use from outside are read by the op: the function
// indexing must reach them (every element of the result may read every
// element of the captured value), or it would claim "reads nothing".
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s

// CHECK-LABEL: function @linalg_body_captures_scalar
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
func.func @linalg_body_captures_scalar(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %v : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A captured tensor read with tensor.extract inside the body: all of it.
// CHECK-LABEL: function @linalg_body_extracts_from_captured_tensor
// CHECK:       function indexing:
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      s1 in [0, 2]
func.func @linalg_body_extracts_from_captured_tensor(%a: tensor<4xf32>, %t: tensor<2x3xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = tensor.extract %t[%c0, %c0] : tensor<2x3xf32>
    %s = arith.addf %x, %e : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// tensor.pad reads its source inside and the yielded scalar (captured) at
// the padding positions only (rows 0, 4-5, and column 2 of rows 1-3).
// CHECK-LABEL: function @pad_yields_captured_scalar
// CHECK:       op 0 tensor.pad
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0 - 1, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 3],
// CHECK-NEXT:      d1 in [0, 1]
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0 - 1, d1),
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [4, 5],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 3],
// CHECK-NEXT:      d1 in [2, 2]
func.func @pad_yields_captured_scalar(%t: tensor<3x2xf32>, %v: f32) -> tensor<6x3xf32> {
  %0 = tensor.pad %t low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x2xf32> to tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
}

// -----

// tensor.extract at function-argument indices keeps their provenance.
// CHECK-LABEL: function @extract_at_runtime_index
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (){rt0, rt1} -> (rt0, rt1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      rt0 in [0, 2],
// CHECK-NEXT:      rt1 in [0, 1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 1 at () -> ()
// CHECK-NEXT:        rt1: operand 2 at () -> ()
func.func @extract_at_runtime_index(%t: tensor<3x2xf32>, %i: index, %j: index) -> f32 {
  %0 = tensor.extract %t[%i, %j] : tensor<3x2xf32>
  return %0 : f32
}
