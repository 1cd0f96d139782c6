// stablehlo.broadcast (the deprecated form with `sizes`: new leading
// dimensions), both directions. Spec: result[j..., i...] = operand[i...] for
// the leading `sizes` indices j: output-to-input drops the leading
// dimensions; input-to-output reaches every leading index (range variables).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// 2x3 -> 4x2x3: result (d0, d1, d2) reads (d1, d2); operand (d0, d1) reaches (s0, d0, d1) for s0 in [0, 3].
// CHECK-LABEL: function @one_leading{{$}}
// CHECK:       op 0 stablehlo.broadcast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2) -> (d1, d2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      d2 in [0, 2]
// I2O-LABEL: function @one_leading{{$}}
// I2O:       op 0 stablehlo.broadcast
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (s0, d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 3]
func.func @one_leading(%x: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.broadcast %x, sizes = [4] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

// A scalar broadcast to 5x2: every result element reads the scalar, (d0, d1) -> (); it reaches all of them, ()[s0, s1] -> (s0, s1).
// CHECK-LABEL: function @scalar{{$}}
// CHECK:       op 0 stablehlo.broadcast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      d1 in [0, 1]
// I2O-LABEL: function @scalar{{$}}
// I2O:       op 0 stablehlo.broadcast
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 4],
// I2O-NEXT:      s1 in [0, 1]
func.func @scalar(%x: tensor<f32>) -> tensor<5x2xf32> {
  %0 = stablehlo.broadcast %x, sizes = [5, 2] : (tensor<f32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}
