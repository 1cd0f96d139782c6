// tensor dialect ops of the rule tables that no other test shows:
// tensor.reshape, tensor.bitcast, tensor.splat, tensor.insert.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// tensor.reshape (input to output: the same reshape, forward) of 2x6 to 3x4 by a shape operand: elements keep their row-major position, so
// result (d0, d1) reads source (linear floordiv 6, linear mod 6) with linear = 4 * d0 + d1; the 2-element shape
// operand is read whole (s0 in [0, 1]) by every element.
// CHECK-LABEL: function @reshape{{$}}
// CHECK:       op 0 tensor.reshape
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> ((d0 * 4 + d1) floordiv 6, (d0 * 4 + d1) mod 6),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1]
// I2O-LABEL: function @reshape{{$}}
// I2O:       op 0 tensor.reshape
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> ((d0 * 6 + d1) floordiv 4, (d0 * 6 + d1) mod 4),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 5]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 3]
func.func @reshape(%x: tensor<2x6xf32>, %shape: tensor<2xi64>) -> tensor<3x4xf32> {
  %0 = tensor.reshape %x(%shape) : (tensor<2x6xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// tensor.bitcast (both directions) changes only the element type (f32 -> i32, same shape): the identity both ways.
// CHECK-LABEL: function @bitcast{{$}}
// CHECK:       op 0 tensor.bitcast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @bitcast{{$}}
// I2O:       op 0 tensor.bitcast
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @bitcast(%x: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %0 = tensor.bitcast %x : tensor<2x3xf32> to tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// tensor.splat (input to output: the relation inverted) of a scalar to 2x3: every element is the scalar, (d0, d1) -> ().
// CHECK-LABEL: function @splat{{$}}
// CHECK:       op 0 tensor.splat
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @splat{{$}}
// I2O:       op 0 tensor.splat
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 2]
func.func @splat(%s: f32) -> tensor<2x3xf32> {
  %0 = tensor.splat %s : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// tensor.insert (input to output: the relation inverted) of %s at runtime (rt0, rt1): result (d0, d1) reads the scalar where
// (d0, d1) = (rt0, rt1), the destination at the same index (a superset: the inserted element does not read it), and
// both index operands whole.
// CHECK-LABEL: function @insert{{$}}
// CHECK:       op 0 tensor.insert
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0, rt1} -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 4],
// CHECK-NEXT:      rt0 in [0, 3],
// CHECK-NEXT:      rt1 in [0, 4],
// CHECK-NEXT:      d0 - rt0 in [0, 0],
// CHECK-NEXT:      d1 - rt1 in [0, 0]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: operand 2 at (d0, d1) -> (), domain: d0 in [0, 3], d1 in [0, 4]
// CHECK-NEXT:        rt1: operand 3 at (d0, d1) -> (), domain: d0 in [0, 3], d1 in [0, 4]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 4]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 4]
// CHECK-NEXT:    result 0, operand 3:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 4]
// I2O-LABEL: function @insert{{$}}
// I2O:       op 0 tensor.insert
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (){rt0, rt1} -> (rt0, rt1),
// I2O-NEXT:      domain:
// I2O-NEXT:      rt0 in [0, 3],
// I2O-NEXT:      rt1 in [0, 4]
// I2O-NEXT:      runtime variables:
// I2O-NEXT:        rt0: operand 2 at () -> ()
// I2O-NEXT:        rt1: operand 3 at () -> ()
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      d1 in [0, 4]
// I2O-NEXT:    result 0, operand 2:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 4]
// I2O-NEXT:    result 0, operand 3:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 4]
func.func @insert(%s: f32, %t: tensor<4x5xf32>, %i: index, %j: index) -> tensor<4x5xf32> {
  %0 = tensor.insert %s into %t[%i, %j] : tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
