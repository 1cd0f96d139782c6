// mhlo.bitcast (as XLA's converter leaves it; mhlo is not a registered
// dialect here, hence the generic form), both directions. It reinterprets
// the buffer: an element keeps its physical (linear) position. Without
// layouts that is a row-major reshape; with source_layout/result_layout
// (minor-to-major) the linear position follows those layouts.
// RUN: index-opt --allow-unregistered-dialect --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --allow-unregistered-dialect --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Row-major 2x6 -> 3x4: result (d0, d1) is linear 4 * d0 + d1, operand (that floordiv 6, that mod 6); back: 6 * d0 + d1 over 4.
// CHECK-LABEL: function @row_major{{$}}
// CHECK:       op 0 mhlo.bitcast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> ((d0 * 4 + d1) floordiv 6, (d0 * 4 + d1) mod 6),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3]
// I2O-LABEL: function @row_major{{$}}
// I2O:       op 0 mhlo.bitcast
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> ((d0 * 6 + d1) floordiv 4, (d0 * 6 + d1) mod 4),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 5]
func.func @row_major(%x: tensor<2x6xf32>) -> tensor<3x4xf32> {
  %0 = "mhlo.bitcast"(%x) : (tensor<2x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Column-major 2x3 source (layout [0, 1]: dim 0 minor) to 6: result d0 is linear d0 = i + 2j, so it reads (d0 mod 2, d0 floordiv 2); operand (i, j) goes to i + 2j.
// CHECK-LABEL: function @column_major{{$}}
// CHECK:       op 0 mhlo.bitcast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0 mod 2, d0 floordiv 2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 5]
// I2O-LABEL: function @column_major{{$}}
// I2O:       op 0 mhlo.bitcast
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0 + d1 * 2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @column_major(%x: tensor<2x3xf32>) -> tensor<6xf32> {
  %0 = "mhlo.bitcast"(%x) {source_layout = dense<[0, 1]> : tensor<2xi64>, result_layout = dense<[0]> : tensor<1xi64>} : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
