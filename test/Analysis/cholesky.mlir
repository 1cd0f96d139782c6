// stablehlo.cholesky: the factor of each batch's matrix depends on the whole
// matrix (the factorisation is global), so result (b, i, j) reads all of
// matrix b: two range variables over the matrix dimensions, the batch
// dimensions pass through. (Only one triangle is read by the spec; the map
// is a sound superset.) Input to output is the relation inverted.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// One 3x3 matrix: every element of the factor reads a[s0, s1], s0, s1 in [0, 2].
// CHECK-LABEL: function @single{{$}}
// CHECK:       op 0 stablehlo.cholesky
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2]
// I2O-LABEL: function @single{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 2]
func.func @single(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// A batch of 2 upper factors of 4x4 matrices: result (d0, d1, d2) reads a[d0, s0, s1], batch d0 kept.
// CHECK-LABEL: function @batched{{$}}
// CHECK:       op 0 stablehlo.cholesky
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3],
// CHECK-NEXT:      s1 in [0, 3]
func.func @batched(%a: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.cholesky %a, lower = false : tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}
