// Memory over the program order: bytes live at every op (the timeline, one
// entry per op the analysis models, by op number: the reduce's scalar body
// #4..#5 holds registers and has no entry), the peak and its op, the groups
// live there (largest first), the sum of all buffers (no reuse) and the
// arena of a best-fit heap simulation, with each buffer's offset.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT
// The report is valid JSON.
// RUN: index-opt --liveness-report=json %s | %python -c "import json, sys; json.load(sys.stdin)"

// Ops: #0 broadcast_in_dim, #1 exponential, #2 constant, #3 reduce (#4 add,
// #5 return inside), #6 return. Buffers: b0 %x (8 x f32 = 32 B, held
// throughout), b1 broadcast (4x8 x f32 = 128 B, #0..#1), b2 exponential
// (128 B, #1..#3), b3 %zero (4 B, #2..#3), b4 the sum (4 B, #3..#6).
// Bytes: #0 32+128 = 160, #1 32+128+128 = 288, #2 32+128+4 = 164,
// #3 32+128+4+4 = 168, #6 32+4 = 36. No reuse: 32+128+128+4+4 = 296.
// Best fit: at #0 b1 at 0 and b0 at 128 (largest first), at #1 b2 on top
// at 160 (the arena reaches 288), at #2 b1's freed slot takes b3 at 0, at
// #3 b4 at 4.
// CHECK:            "id": 0,
// CHECK:            "offset": 128,
// CHECK:            "id": 1,
// CHECK:            "offset": 0,
// CHECK:            "id": 2,
// CHECK:            "offset": 160,
// CHECK:            "id": 3,
// CHECK:            "offset": 0,
// CHECK:            "id": 4,
// CHECK:            "bytes": 4,
// CHECK-NEXT:       "group": 4,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         3,
// CHECK-NEXT:         6
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": true,
// CHECK-NEXT:       "offset": 4,
// CHECK:        "memory": {
// CHECK-NEXT:     "peak_bytes": 288,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 1,
// CHECK-NEXT:       "op_name": "stablehlo.exponential",
// CHECK-NEXT:       "location": "{{.*}}memory-peak.mlir:[[# @LINE + 76]]:8"
// CHECK-NEXT:     },
// CHECK-NEXT:     "lower_bound": false,
// CHECK-NEXT:     "dynamic_groups_left_out": 0,
// CHECK-NEXT:     "at_peak": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "buffer": 1,
// CHECK-NEXT:         "bytes": 128,
// CHECK-NEXT:         "copies": 1,
// CHECK-NEXT:         "value": {
// CHECK-NEXT:           "op": 0,
// CHECK-NEXT:           "op_name": "stablehlo.broadcast_in_dim",
// CHECK-NEXT:           "result": 0
// CHECK-NEXT:         }
// CHECK-NEXT:       },
// CHECK-NEXT:       {
// CHECK-NEXT:         "buffer": 2,
// CHECK-NEXT:         "bytes": 128,
// CHECK-NEXT:         "copies": 1,
// CHECK-NEXT:         "value": {
// CHECK-NEXT:           "op": 1,
// CHECK-NEXT:           "op_name": "stablehlo.exponential",
// CHECK-NEXT:           "result": 0
// CHECK-NEXT:         }
// CHECK-NEXT:       },
// CHECK-NEXT:       {
// CHECK-NEXT:         "buffer": 0,
// CHECK-NEXT:         "bytes": 32,
// CHECK-NEXT:         "copies": 1,
// CHECK-NEXT:         "value": {
// CHECK-NEXT:           "arg": 0
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     ],
// CHECK-NEXT:     "total_bytes_no_reuse": 296,
// CHECK-NEXT:     "arena_bytes": 288,
// CHECK-NEXT:     "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         160
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         288
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         164
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         3,
// CHECK-NEXT:         168
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         6,
// CHECK-NEXT:         36
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// CHECK-NEXT:   }
// CHECK-NEXT: }

// TEXT:         @main ({{.*}}): 5 buffers (0 dynamic) in 5 groups, 5 ops
// TEXT-NEXT:    peak: 288 B at op #1 stablehlo.exponential
// TEXT-NEXT:    arena (best fit): 288 B, fragmentation 0 B; no reuse: 296 B
// TEXT-NEXT:    live at the peak (largest first):
// TEXT-NEXT:      b1 128 B op #0 result 0 op #0 stablehlo.broadcast_in_dim
// TEXT-NEXT:      b2 128 B op #1 result 0 op #1 stablehlo.exponential
// TEXT-NEXT:      b0 32 B %arg0
// TEXT:         buffers:
// TEXT-NEXT:      b0 32 B live #0..#0 %arg0
// TEXT-NEXT:      b1 128 B live #0..#1 op #0 result 0
// TEXT-NEXT:      b2 128 B live #1..#3 op #1 result 0
// TEXT-NEXT:      b3 4 B live #2..#3 op #2 result 0
// TEXT-NEXT:      b4 4 B live #3..#6 op #3 result 0
func.func @main(%x: tensor<8xf32>) -> tensor<f32> {
  %a = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %b = stablehlo.exponential %a : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}
