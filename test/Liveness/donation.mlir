// Argument donation: an argument that is not donated belongs to the caller
// and occupies memory for the whole function; `jax.buffer_donor = true` or
// `tf.aliasing_output = N` gives it up, so it occupies memory only over its
// live range (definition to last read) and the peak drops. The module
// attribute `mhlo.input_output_alias`: donation-input-output-alias.mlir.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// Every function: #0 negate, #1 exponential, #2 return; three 16 x f32
// buffers of 64 B: b0 %a (last read at #0), b1 the negate (#0..#1), b2 the
// exponential (#1..#2).
// Not donated: %a is held throughout: 128, 192, 128; peak 192 B at #1.
// CHECK-LABEL:  "name": "plain",
// CHECK:          "peak_bytes": 192,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 1,
// CHECK:          "arena_bytes": 192,
// CHECK-NEXT:     "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         128
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         192
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         128
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// TEXT-LABEL: @plain (
// TEXT-NEXT:    peak: 192 B at op #1 stablehlo.exponential
func.func @plain(%a: tensor<16xf32>) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32>
  %1 = stablehlo.exponential %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// Donated: %a is gone after #0: 128, 128, 64; peak 128 B at #0; the
// exponential reuses %a's slot (arena 128 B), no reuse is still 192 B.
// CHECK-LABEL:  "name": "donor",
// CHECK:          "peak_bytes": 128,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 0,
// CHECK:          "total_bytes_no_reuse": 192,
// CHECK-NEXT:     "arena_bytes": 128,
// CHECK-NEXT:     "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         128
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         128
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         64
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// TEXT-LABEL: @donor (
// TEXT-NEXT:    peak: 128 B at op #0 stablehlo.negate
// TEXT-NEXT:    arena (best fit): 128 B, fragmentation 0 B; no reuse: 192 B
func.func @donor(%a: tensor<16xf32> {jax.buffer_donor = true}) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32>
  %1 = stablehlo.exponential %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// tf.aliasing_output = 0: the same as a donor.
// CHECK-LABEL:  "name": "aliased",
// CHECK:          "peak_bytes": 128,
// CHECK:          "arena_bytes": 128,
// TEXT-LABEL: @aliased (
// TEXT-NEXT:    peak: 128 B at op #0 stablehlo.negate
func.func @aliased(%a: tensor<16xf32> {tf.aliasing_output = 0 : i32}) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32>
  %1 = stablehlo.exponential %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// jax.buffer_donor = false donates nothing.
// CHECK-LABEL:  "name": "not_donor",
// CHECK:          "peak_bytes": 192,
// TEXT-LABEL: @not_donor (
// TEXT-NEXT:    peak: 192 B at op #1 stablehlo.exponential
func.func @not_donor(%a: tensor<16xf32> {jax.buffer_donor = false}) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32>
  %1 = stablehlo.exponential %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// tf.aliasing_output = 0 with jax.buffer_donor = false: the alias wins (XLA
// aliases the buffer either way).
// CHECK-LABEL:  "name": "alias_over_not_donor",
// CHECK:          "peak_bytes": 128,
// TEXT-LABEL: @alias_over_not_donor (
// TEXT-NEXT:    peak: 128 B at op #0 stablehlo.negate
func.func @alias_over_not_donor(%a: tensor<16xf32> {jax.buffer_donor = false, tf.aliasing_output = 0 : i32}) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32>
  %1 = stablehlo.exponential %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// A negative tf.aliasing_output names no output: not donated.
// CHECK-LABEL:  "name": "negative_alias",
// CHECK:          "peak_bytes": 192,
// TEXT-LABEL: @negative_alias (
// TEXT-NEXT:    peak: 192 B at op #1 stablehlo.exponential
func.func @negative_alias(%a: tensor<16xf32> {tf.aliasing_output = -1 : i32}) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32>
  %1 = stablehlo.exponential %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}
