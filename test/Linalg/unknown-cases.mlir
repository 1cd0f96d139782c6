// Where one map per operand would be wrong or is not derivable, the entry is
// `unknown` with the reason, never a guess.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s

// A diagonal write: off-diagonal elements keep the init's values, so
// neither "reads a[d1]" nor "reads nothing of the init" would be sound.
// CHECK-LABEL: function @diagonal_write
// CHECK:       op 0 linalg.generic
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      unknown: an output indexing map repeats a loop (not every output element is written)
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      unknown: an output indexing map repeats a loop
func.func @diagonal_write(%a: tensor<4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0, d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// CHECK-LABEL: function @dynamic_slice_size
// CHECK:       op 0 tensor.extract_slice
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0]{rt0} -> (s0),
// CHECK:             d0 - rt0 in [-9223372036854775807, -1]
// CHECK:             rt0: size of dimension 0 of result 0
// CHECK-NEXT:      (a sound superset, not exact: tensor.extract_slice with dynamic dimensions: which elements it reads depends on their sizes; every element)
func.func @dynamic_slice_size(%t: tensor<8xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %t[0] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
