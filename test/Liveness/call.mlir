// func.call: where the callee returns one of its arguments, the call's
// result points to the caller's buffer passed there (no new buffer); where
// it returns a value of its own, the call defines a new buffer. While a
// call runs, the callee's temporaries (neither arguments nor returned)
// count toward the caller's bytes at the call.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// @make: b0 %x (16 B), b1 the concatenate (8 x f32 = 32 B, a temporary),
// b2 the slice (16 B, returned). Its own peak: 16 + 32 + 16 = 64 B at #1.
// @make's %x is @main's %i, which @main returns: it lives over all of @make.
// TEXT-LABEL: @make ({{.*}}): 3 buffers (0 dynamic) in 3 groups, 3 ops
// TEXT-NEXT:    peak: 64 B at op #1 stablehlo.slice
// TEXT:           b0 16 B live #0..#2 %arg0{{$}}
func.func private @identity(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @make(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.concatenate %x, %x, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %r = stablehlo.slice %t [2:6] : (tensor<8xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// @main ops: #0 negate, #1 call @identity, #2 call @make, #3 return.
// Buffers: b0 %a, b1 the negate, b2 @make's result (16 B each); %i is b1.
// CHECK-LABEL:  "name": "main",
// CHECK:            "id": 2,
// CHECK-NEXT:       "value": {
// CHECK-NEXT:         "op": 2,
// CHECK-NEXT:         "op_name": "func.call",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 2,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         2,
// CHECK-NEXT:         3
// CHECK-NEXT:       ],
// CHECK-NOT:        "id": 3,
// CHECK:        "points_to": [
// CHECK:              "op": 1,
// CHECK-NEXT:         "op_name": "func.call",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:        "live_out": [
// CHECK-NEXT:     1,
// CHECK-NEXT:     2
// CHECK-NEXT:   ],
// CHECK:        "approximations": [],
// At #2: %a, b1, b2 (48 B) and @make's 32 B temporary: 80 B. No reuse counts
// @main's own buffers (48 B) and, for each call, the callee's temporaries
// without reuse (@make's 32 B): 80 B, never below the peak. The best fit places the 32 B block for
// #2 before b2 (largest first): b0 at 0, b1 at 16, the block at 32, b2 at
// 64, an 80 B arena.
// CHECK:        "memory": {
// CHECK-NEXT:     "peak_bytes": 80,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 2,
// CHECK-NEXT:       "op_name": "func.call",
// CHECK:          "lower_bound": false,
// CHECK:          "total_bytes_no_reuse": 80,
// CHECK-NEXT:     "arena_bytes": 80,
// CHECK-NEXT:     "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         32
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         32
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         80
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         3,
// CHECK-NEXT:         48
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// TEXT-LABEL: @main ({{.*}}): 3 buffers (0 dynamic) in 3 groups, 4 ops
// TEXT-NEXT:    peak: 80 B at op #2 func.call
// TEXT-NEXT:    arena (best fit): 80 B, fragmentation 0 B; no reuse: 80 B
// TEXT:         buffers:
// TEXT-NEXT:      b0 16 B live #0..#0 %arg0{{$}}
// TEXT-NEXT:      b1 16 B live #0..#3 op #0 result 0 aliases: op #1 result 0{{$}}
// TEXT-NEXT:      b2 16 B live #2..#3 op #2 result 0{{$}}
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %a : tensor<4xf32>
  %i = func.call @identity(%n) : (tensor<4xf32>) -> tensor<4xf32>
  %m = func.call @make(%i) : (tensor<4xf32>) -> tensor<4xf32>
  return %i, %m : tensor<4xf32>, tensor<4xf32>
}
