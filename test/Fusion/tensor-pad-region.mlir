// A value a static tensor.pad's region captures (here the padding value
// %v, yielded) is read only at the padding positions: the region runs only
// where no source element lands. Function indexing gives one map per
// padding region (above, below, left, right of the source), disjoint, both
// directions (as stablehlo.pad's padding value operand).
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @tpad{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0 - 1, d1 - 2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 2],
// CHECK-NEXT:      d1 in [2, 4]
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 5]
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 3],
// CHECK-NEXT:      d1 in [0, 5]
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 2],
// CHECK-NEXT:      d1 in [0, 1]
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 2],
// CHECK-NEXT:      d1 in [5, 5]
// I2O-LABEL: function @tpad{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (d0 + 1, d1 + 2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, argument 1:
// I2O-NEXT:      ()[s0] -> (0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 5]
// I2O-NEXT:      ()[s0] -> (3, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 5]
// I2O-NEXT:      ()[s0, s1] -> (s0 + 1, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1]
// I2O-NEXT:      ()[s0] -> (s0 + 1, 5),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 1]
func.func @tpad(%x: tensor<2x3xf32>, %v: f32) -> tensor<4x6xf32> {
  %0 = tensor.pad %x low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
