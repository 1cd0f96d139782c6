// The fusion examples of XLA's indexing documentation ("Indexing Maps for
// Fusion", https://openxla.org/xla/indexing): function
// bodies are fusions; maps are composed from the returned value back to the
// arguments, simplified and deduplicated.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s

// p0 + transpose(p0): two maps for p0.
// CHECK-LABEL: function @add_transpose
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 999],
// CHECK-NEXT:      d1 in [0, 999]
// CHECK-NEXT:      (d0, d1) -> (d1, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 999],
// CHECK-NEXT:      d1 in [0, 999]
// CHECK-NOT:       (d0, d1) ->
func.func @add_transpose(%p0: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
  %0 = stablehlo.transpose %p0, dims = [1, 0] : (tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %1 = stablehlo.add %p0, %0 : tensor<1000x1000xf32>
  return %1 : tensor<1000x1000xf32>
}

// -----

// Two transpose paths that turn out identical: one map.
// CHECK-LABEL: function @two_transposes
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1, d2) -> (d2, d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9],
// CHECK-NEXT:      d1 in [0, 49],
// CHECK-NEXT:      d2 in [0, 19]
// CHECK-NOT:       ->
func.func @two_transposes(%p0: tensor<20x10x50xf32>) -> tensor<10x50x20xf32> {
  %0 = stablehlo.transpose %p0, dims = [1, 0, 2] : (tensor<20x10x50xf32>) -> tensor<10x20x50xf32>
  %1 = stablehlo.exponential %0 : tensor<10x20x50xf32>
  %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<10x20x50xf32>) -> tensor<10x50x20xf32>
  %3 = stablehlo.transpose %p0, dims = [2, 1, 0] : (tensor<20x10x50xf32>) -> tensor<50x10x20xf32>
  %4 = stablehlo.exponential %3 : tensor<50x10x20xf32>
  %5 = stablehlo.transpose %4, dims = [1, 0, 2] : (tensor<50x10x20xf32>) -> tensor<10x50x20xf32>
  %6 = stablehlo.add %2, %5 : tensor<10x50x20xf32>
  return %6 : tensor<10x50x20xf32>
}

// -----

// Softmax over the last dimension: the two maps of the seed.
// CHECK-LABEL: function @softmax
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-DAG:       (d0, d1, d2)[s0] -> (d0, d1, s0),
// CHECK-DAG:       s0 in [0, 124]
// CHECK-DAG:       (d0, d1, d2) -> (d0, d1, d2),
func.func @softmax(%p0: tensor<2x65x125xf32>) -> tensor<2x65x125xf32> {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%p0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x65x125xf32>, tensor<f32>) -> tensor<2x65xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x65xf32>) -> tensor<2x65x125xf32>
  %2 = stablehlo.subtract %p0, %1 : tensor<2x65x125xf32>
  %3 = stablehlo.exponential %2 : tensor<2x65x125xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x65x125xf32>, tensor<f32>) -> tensor<2x65xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x65xf32>) -> tensor<2x65x125xf32>
  %6 = stablehlo.divide %3, %5 : tensor<2x65x125xf32>
  return %6 : tensor<2x65x125xf32>
}

// -----

// A reshape chain cancels to the identity; calls compose through callees,
// and a call's own indexing is its callee's function indexing.
// CHECK-LABEL: function @reshapes
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, d1, d2),
// CHECK-LABEL: function @caller
// CHECK:         op 0 func.call
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (d0, d1, d2) -> (d0, d1, d2),
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1, d2) -> (-d0 + 9, d1, d2),
func.func private @reshapes(%p0: tensor<10x10x10xf32>) -> tensor<10x10x10xf32> {
  %0 = stablehlo.reshape %p0 : (tensor<10x10x10xf32>) -> tensor<50x20xf32>
  %1 = stablehlo.reshape %0 : (tensor<50x20xf32>) -> tensor<10x10x10xf32>
  return %1 : tensor<10x10x10xf32>
}
func.func @caller(%x: tensor<10x10x10xf32>) -> tensor<10x10x10xf32> {
  %0 = func.call @reshapes(%x) : (tensor<10x10x10xf32>) -> tensor<10x10x10xf32>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<10x10x10xf32>
  return %1 : tensor<10x10x10xf32>
}

// -----

// Recursion is unknown with a reason, not an endless loop.
// CHECK-LABEL: function @recursive
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      unknown: func.call: recursive call cycle through @recursive
func.func @recursive(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @recursive(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
