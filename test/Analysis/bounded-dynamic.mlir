// Bounded dynamic dimensions: a `?` dimension whose tensor type carries
// `#stablehlo.bounds<...>` (or the long form
// `#stablehlo.type_extensions<bounds = [...]>`) is at most that large, so
// its size variable is in [0, bound] and an index below the size is below
// the bound (finite domains, where an unbounded `?` has the stand-in
// 2^63 - 1). The two forms are one attribute; both print as the short form.
// RUN: index-opt --split-input-file %s | FileCheck %s --check-prefix=PRINT
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// PRINT-LABEL: func.func @short_form
// PRINT-SAME:    tensor<?x4xf32, #stablehlo.bounds<16, ?>>
// PRINT:         stablehlo.transpose {{.*}} -> tensor<4x?xf32, #stablehlo.bounds<?, 16>>
// CHECK-LABEL: function @short_form{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d1, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 15],
// CHECK-NEXT:      rt0 in [0, 16],
// CHECK-NEXT:      d1 - rt0 in [-16, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: size of dimension 0 of operand 0
// I2O-LABEL: function @short_form{{$}}
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1){rt0} -> (d1, d0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 15],
// I2O-NEXT:      d1 in [0, 3],
func.func @short_form(%x: tensor<?x4xf32, #stablehlo.bounds<16, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 16>> {
  %0 = stablehlo.negate %x : tensor<?x4xf32, #stablehlo.bounds<16, ?>>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<?x4xf32, #stablehlo.bounds<16, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 16>>
  return %1 : tensor<4x?xf32, #stablehlo.bounds<?, 16>>
}

// -----

// The long form; the second dimension is unbounded (the stand-in).
// PRINT-LABEL: func.func @long_form
// PRINT-SAME:    tensor<?x?xf32, #stablehlo.bounds<8, ?>>
// CHECK-LABEL: function @long_form{{$}}
// CHECK:       op 0 stablehlo.exponential
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0, rt1} -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK-NEXT:      d1 in [0, 9223372036854775806],
// CHECK-NEXT:      rt0 in [0, 8],
// CHECK-NEXT:      rt1 in [0, 9223372036854775807],
// I2O-LABEL: function @long_form{{$}}
func.func @long_form(%x: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [8, ?]>>) -> tensor<?x?xf32, #stablehlo.type_extensions<bounds = [8, ?]>> {
  %0 = stablehlo.exponential %x : tensor<?x?xf32, #stablehlo.type_extensions<bounds = [8, ?]>>
  return %0 : tensor<?x?xf32, #stablehlo.type_extensions<bounds = [8, ?]>>
}
