// mhlo.bitcast (generic form: mhlo is not registered) reinterprets its
// operand's buffer: the result points to it. stablehlo.reshape does the
// same by default (XLA makes most reshapes bitcasts); with
// reshape-aliases=false each reshape defines a buffer of its own.
// RUN: index-opt --allow-unregistered-dialect --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --allow-unregistered-dialect --liveness-report=text %s | FileCheck %s --check-prefix=TEXT
// RUN: index-opt --allow-unregistered-dialect --liveness-report=json --pass-pipeline='builtin.module(buffer-liveness{reshape-aliases=false})' %s | FileCheck %s --match-full-lines --check-prefix=COPY
// RUN: index-opt --allow-unregistered-dialect --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{reshape-aliases=false})' %s | FileCheck %s --check-prefix=COPY-TEXT

// Ops: #0 negate, #1 bitcast, #2 and #3 reshape, #4 return. Every tensor is
// 12 x f32 = 48 B. By default: b0 %a and b1 the negate, which the bitcast
// and both reshapes point to (live out, to #4): 96 B throughout.
// CHECK:        "reshape_aliases": true,
// CHECK:        "points_to": [
// CHECK:              "op_name": "mhlo.bitcast",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:              "op": 3,
// CHECK-NEXT:         "op_name": "stablehlo.reshape",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:          "peak_bytes": 96,
// CHECK:          "total_bytes_no_reuse": 96,
// TEXT:         @main ({{.*}}): 2 buffers (0 dynamic) in 2 groups, 5 ops
// TEXT:         b1 48 B live #0..#4 op #0 result 0 aliases: op #1 result 0, op #2 result 0, op #3 result 0{{$}}

// reshape-aliases=false: b2 (#2) and b3 (#3) are new; the bitcast still
// aliases b1, which now dies at #2. points_to lists only values that hold
// other buffers than their own: the bitcast alone. Peak at #2: %a, b1, b2 = 144 B; no
// reuse 4 x 48 = 192 B; best fit puts b3 into b1's freed slot: 144 B.
// COPY:         "reshape_aliases": false,
// COPY:         "points_to": [
// COPY-NEXT:      {
// COPY-NEXT:        "value": {
// COPY-NEXT:          "op": 1,
// COPY-NEXT:          "op_name": "mhlo.bitcast",
// COPY-NEXT:          "result": 0
// COPY-NEXT:        },
// COPY-NEXT:        "buffers": [
// COPY-NEXT:          [
// COPY-NEXT:            1
// COPY-NEXT:          ]
// COPY-NEXT:        ]
// COPY-NEXT:      }
// COPY-NEXT:    ],
// COPY-NEXT:    "live_in": [
// COPY:           "peak_bytes": 144,
// COPY-NEXT:      "peak_op": {
// COPY-NEXT:        "op": 2,
// COPY-NEXT:        "op_name": "stablehlo.reshape",
// COPY:           "total_bytes_no_reuse": 192,
// COPY-NEXT:      "arena_bytes": 144,
// COPY-TEXT:    // index-opt {{[^ ]+}} buffer-liveness: ordering=sequential reshape-aliases=false
// COPY-TEXT:    @main ({{.*}}): 4 buffers (0 dynamic) in 4 groups, 5 ops
// COPY-TEXT:    buffers:
// COPY-TEXT-NEXT: b0 48 B live #0..#0 %arg0{{$}}
// COPY-TEXT-NEXT: b1 48 B live #0..#2 op #0 result 0 aliases: op #1 result 0{{$}}
// COPY-TEXT-NEXT: b2 48 B live #2..#3 op #2 result 0{{$}}
// COPY-TEXT-NEXT: b3 48 B live #3..#4 op #3 result 0{{$}}
func.func @main(%a: tensor<2x6xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.negate %a : tensor<2x6xf32>
  %1 = "mhlo.bitcast"(%0) : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %2 = stablehlo.reshape %1 : (tensor<3x4xf32>) -> tensor<12xf32>
  %3 = stablehlo.reshape %2 : (tensor<12xf32>) -> tensor<3x4xf32>
  return %3 : tensor<3x4xf32>
}
