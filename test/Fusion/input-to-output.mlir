// Input-to-output fusion indexing (XLA's epilogue indexing, per argument):
// with direction=input-to-output, function_indexing maps an index of each
// argument to the indices of each result it contributes to, composed along
// the use chain.
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=UNKNOWN
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: function @main
// CHECK:       function indexing:
// p0[i, j] lands at result 0 [j, i] (the transpose).
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d1, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 2]
// p1[i] is broadcast along the second dimension of result 0.
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 3]
// The reduction reads only p1: p0 contributes to nothing of result 1.
// CHECK-NEXT:    result 1, argument 0:
// CHECK-NEXT:      (contributes to nothing)
// CHECK-NEXT:    result 1, argument 1:
// CHECK-NEXT:      (d0) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2]

// JSON:      "function_indexing": [
// JSON-NEXT:   {
// JSON-NEXT:     "result": 0,
// JSON-NEXT:     "argument": 0,
// JSON-NEXT:     "maps": [
// JSON-NEXT:       "(d0, d1) -> (d1, d0), domain: d0 in [0, 3], d1 in [0, 2]"
// JSON-NEXT:     ]
// JSON-NEXT:   },
// JSON-NOT:  "unknown"
// JSON:      // -----
func.func @main(%p0: tensor<4x3xf32>, %p1: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.transpose %p0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.broadcast_in_dim %p1, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  %2 = stablehlo.add %0, %1 : tensor<3x4xf32>
  %3 = stablehlo.reduce(%p1 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %2, %3 : tensor<3x4xf32>, tensor<f32>
}

// -----

// An op without an input-to-output map makes the results it feeds unknown,
// naming it.
// UNKNOWN-LABEL: function @opaque
// UNKNOWN:       function indexing:
// UNKNOWN-NEXT:    result 0, argument 0:
// UNKNOWN-NEXT:      unknown: stablehlo.custom_call
func.func @opaque(%p0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %p0 : tensor<4xf32>
  %1 = stablehlo.custom_call @opaque(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A call composes through its callee's input-to-output indexing, as an op
// and in the caller's function indexing.
// I2OCALL-LABEL: function @caller
// I2OCALL:         op 1 func.call
// I2OCALL-NEXT:      result 0, operand 0:
// I2OCALL-NEXT:        (d0, d1) -> (d1, d0),
// I2OCALL:       function indexing:
// I2OCALL-NEXT:    result 0, argument 0:
// I2OCALL-NEXT:      (d0, d1) -> (d1, d0),
// I2OCALL-NEXT:      domain:
// I2OCALL-NEXT:      d0 in [0, 1],
// I2OCALL-NEXT:      d1 in [0, 2]
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2OCALL
func.func private @flip(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
func.func @caller(%p: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.negate %p : tensor<2x3xf32>
  %1 = func.call @flip(%0) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}
