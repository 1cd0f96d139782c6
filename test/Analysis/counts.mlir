// What each entry's maps read (--hlo-indexing=counts=true): distinct
// elements, bytes, utilization, reads per result element.
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: %expect-exit 1 index-opt --hlo-indexing="counts=true direction=input-to-output" --indexing-report=text %s 2>&1 | FileCheck %s --check-prefix=ERROR

// ERROR: counts need direction=output-to-input

// A transpose reads every element once; a broadcast of a 4-vector to 3x4
// reads each of its elements 3 times (12 reads of 4 elements); a reduction
// over the 6 columns of a 4x6 operand reads a row per result element.
// CHECK-LABEL: function @movement
// CHECK:       op 0 stablehlo.transpose
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 24 elements of 24 (96 B, utilization 1.000); per result element 1 to 1, 24 in all
// CHECK:       op 1 stablehlo.broadcast_in_dim
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 4 elements of 4 (8 B, utilization 1.000); per result element 1 to 1, 12 in all
// CHECK:       op 3 stablehlo.reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 24 elements of 24 (96 B, utilization 1.000); per result element 6 to 6, 24 in all
func.func @movement(%a: tensor<4x6xf32>, %v: tensor<4xf16>) -> (tensor<6x4xf32>, tensor<3x4xf16>, tensor<4xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<4xf16>) -> tensor<3x4xf16>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %t, %b, %r : tensor<6x4xf32>, tensor<3x4xf16>, tensor<4xf32>
}

// -----

// A strided slice reads 4 of 64 elements; an edge pad's result elements in
// the padding read nothing of the operand (min 0) and one each elsewhere;
// 3x4 windows with strides 3x4 over a 10x20 input cover rows 0-8 of 10:
// 180 elements, 720 B (XLA's per-op heuristic counts the whole 800 B).
// CHECK-LABEL: function @partial
// CHECK:       op 0 stablehlo.slice
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 4 elements of 64 (16 B, utilization 0.062); per result element 1 to 1, 4 in all
// CHECK:       op 2 stablehlo.pad
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 8 elements of 8 (32 B, utilization 1.000); per result element 0 to 1, 8 in all
// CHECK:       op 4 stablehlo.reduce_window
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 180 elements of 200 (720 B, utilization 0.900); per result element 12 to 12, 180 in all
func.func @partial(%w: tensor<64xf32>, %p: tensor<8xf32>, %in: tensor<10x20xf32>) -> (tensor<4xf32>, tensor<12xf32>, tensor<3x5xf32>) {
  %s = stablehlo.slice %w [0:64:16] : (tensor<64xf32>) -> tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %q = stablehlo.pad %p, %z, low = [2], high = [2], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<12xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %rw = "stablehlo.reduce_window"(%in, %init) <{window_dimensions = array<i64: 3, 4>, window_strides = array<i64: 3, 4>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %sum = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<10x20xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %s, %q, %rw : tensor<4xf32>, tensor<12xf32>, tensor<3x5xf32>
}

// -----

// XLA's fusion examples at function level. Softmax over rows of a 2x8
// input reads the input twice (max and exp) but distinct elements once:
// utilization 1, a row (8) per result element. p0 + transpose(p0) reads,
// per result element, p0[i, j] and p0[j, i]: 2 distinct elements off the
// diagonal, 1 on it (min 1, max 2), 4*4*2 - 4 = 28 in all.
// CHECK-LABEL: function @softmax
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK:         reads: 16 elements of 16 (64 B, utilization 1.000); per result element 8 to 8, 128 in all
func.func @softmax(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<2x8xf32>
  %e = stablehlo.exponential %d : tensor<2x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
  %y = stablehlo.divide %e, %sb : tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// CHECK-LABEL: function @add_transpose
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK:         reads: 16 elements of 16 (64 B, utilization 1.000); per result element 1 to 2, 28 in all
func.func @add_transpose(%p0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %t = stablehlo.transpose %p0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = stablehlo.add %p0, %t : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}
