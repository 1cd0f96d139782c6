// bitcast_convert between element widths, both directions: equal widths
// are the identity; a wider operand element splits into a new minor result
// dimension (each result element reads its one operand element); a
// narrower one is read whole along the operand's minor dimension.
// RUN: index-opt --hlo-indexing="fusion=false" --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output fusion=false" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @wider
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 1]
// I2O-LABEL: function @wider
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0)[s0] -> (d0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      s0 in [0, 1]
func.func @wider(%a: tensor<4xf32>) -> tensor<4x2xi16> {
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4x2xi16>
  return %0 : tensor<4x2xi16>
}

// -----

// CHECK-LABEL: function @narrower
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1]
// I2O-LABEL: function @narrower
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      d1 in [0, 1]
func.func @narrower(%a: tensor<4x2xi16>) -> tensor<4xf32> {
  %0 = stablehlo.bitcast_convert %a : (tensor<4x2xi16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: function @same_width
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0),
// I2O-LABEL: function @same_width
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0) -> (d0),
func.func @same_width(%a: tensor<3xf32>) -> tensor<3xi32> {
  %0 = stablehlo.bitcast_convert %a : (tensor<3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
