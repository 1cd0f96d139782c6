// tensor.generate: each element is computed by the region at its index.
// The operands are the dynamic extents: every element reads each (as
// stablehlo.dynamic_iota reads its shape), and the size variable of a
// dynamic dimension is read from its extent. What the region captures is
// read whole by every element (a sound superset: the region's index
// arguments are not followed, so t[j] counts as all of t).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @dynamic_extent{{$}}
// CHECK:       op 0 tensor.generate
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9223372036854775806],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      rt0 in [0, 9223372036854775807],
// CHECK-NEXT:      d0 - rt0 in [-9223372036854775807, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:      rt0: size of dimension 0, read from operand 0 at (d0, d1) -> (), domain: d0 in [0, 9223372036854775806], d1 in [0, 3]
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9223372036854775806],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      rt0 in [0, 9223372036854775807],
// CHECK-NEXT:      d0 - rt0 in [-9223372036854775807, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:      rt0: size of dimension 0 of a value defined by tensor.generate
// I2O-LABEL: function @dynamic_extent{{$}}
// I2O:       op 0 tensor.generate
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      ()[s0, s1]{rt0} -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 9223372036854775806],
// I2O-NEXT:      s1 in [0, 3],
// I2O-NEXT:      rt0 in [0, 9223372036854775807],
// I2O-NEXT:      s0 - rt0 in [-9223372036854775807, -1]
// I2O-NEXT:      runtime variables:
// I2O-NEXT:      rt0: size of dimension 0, read from operand 0 at () -> ()
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      ()[s0, s1]{rt0} -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 9223372036854775806],
// I2O-NEXT:      s1 in [0, 3],
// I2O-NEXT:      rt0 in [0, 9223372036854775807],
// I2O-NEXT:      s0 - rt0 in [-9223372036854775807, -1]
// I2O-NEXT:      runtime variables:
// I2O-NEXT:      rt0: size of dimension 0 of a value defined by tensor.generate
func.func @dynamic_extent(%n: index) -> tensor<?x4xf32> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: function @captures{{$}}
// CHECK:       op 0 tensor.generate
// CHECK-NEXT:  op 1 tensor.extract
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3]
// I2O-LABEL: function @captures{{$}}
// I2O:       op 0 tensor.generate
// I2O-NEXT:  op 1 tensor.extract
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 3]
func.func @captures(%t: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%j] : tensor<4xf32>
    tensor.yield %e : f32
  } : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
