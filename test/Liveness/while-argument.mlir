// A stablehlo.while whose operand is a function argument: the caller keeps
// a non-donated argument, so the loop cannot update it in place: it copies
// it once on entry (a note says so), the operand and the body's buffer are
// separate groups, and the body's buffer (the loop's storage, which the
// negate writes in place) counts once. A donated argument
// (jax.buffer_donor, in a function nothing calls) can be the loop state:
// one group, no extra bytes.
// RUN: index-opt --liveness-report=text %s | FileCheck %s
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines --check-prefix=JSON

// Both functions: #0 while, cond #1 constant (i1: 1 B), #2 return, body
// #3 negate, #4 return, #5 return. b0 %x and b2 the negate are 16 B; %r may
// be either, so both live over the whole function (#0..#5).
// @kept: b2's group is the loop's storage, 16 B; with %x and the constant:
// 16 + 16 + 1 = 33 B at #1 (the first op reaching it); no reuse 33 B.
// CHECK-LABEL: @kept (
// CHECK-NEXT:    peak: 33 B at op #1 stablehlo.constant
// CHECK-NEXT:    arena (best fit): 33 B, fragmentation 0 B; no reuse: 33 B
// CHECK:         approximation: op #0 stablehlo.while ({{.*}}): while carried value 0: the operand is argument 0, which the caller keeps (not donated): the loop copies the operand on entry; the body writes the new state into the loop's storage
// CHECK-NEXT:    buffers:
// CHECK-NEXT:      b0 16 B live #0..#5 %arg0 aliases: op #0 result 0, op #0 region 0 arg 0, op #0 region 1 arg 0{{$}}
// CHECK-NEXT:      b1 1 B live #1..#2 op #1 result 0{{$}}
// CHECK-NEXT:      b2 16 B live #0..#5 op #3 result 0 aliases: op #0 result 0, op #0 region 0 arg 0, op #0 region 1 arg 0{{$}}
// JSON-LABEL:  "name": "kept",
// JSON:            "id": 2,
// JSON:            "bytes": 16,
// JSON-NEXT:       "group": 2,
// %x (b0) and b2's group take 16 B each at the peak; b0 comes first.
// JSON:          "at_peak": [
// JSON-NEXT:       {
// JSON-NEXT:         "buffer": 0,
func.func @kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4xf32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %v2 = stablehlo.negate %v : tensor<4xf32>
    stablehlo.return %v2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// @donated: b0 and b2 are one group g0 of 16 B over #0..#5; 17 B at #1.
// CHECK-LABEL: @donated (
// CHECK-SAME:    3 buffers (0 dynamic) in 2 groups, 6 ops
// CHECK-NEXT:    peak: 17 B at op #1 stablehlo.constant
// CHECK-NEXT:    arena (best fit): 17 B, fragmentation 0 B; no reuse: 17 B
// CHECK-NOT:     approximation:
// CHECK:         buffers:
// CHECK-NEXT:      b0 16 B live #0..#5 %arg0 group g0 aliases:
// CHECK-NEXT:      b1 1 B live #1..#2 op #1 result 0{{$}}
// CHECK-NEXT:      b2 16 B live #0..#5 op #3 result 0 group g0 aliases:
// JSON-LABEL:  "name": "donated",
// JSON:            "id": 2,
// JSON:            "bytes": 16,
// JSON-NEXT:       "group": 0,
// JSON:         "approximations": [],
func.func @donated(%x: tensor<4xf32> {jax.buffer_donor = true}) -> tensor<4xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4xf32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %v2 = stablehlo.negate %v : tensor<4xf32>
    stablehlo.return %v2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
