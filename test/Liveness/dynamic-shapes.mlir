// Buffers of dynamic shape have no byte size ("bytes": null, no offset):
// they are left out of every byte count, which the report states
// (dynamic_groups_left_out) and marks the peak as a lower bound.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 negate of %x, #1 negate of %y, #2 return. Buffers: b0 %x and b2
// its negate (tensor<?xf32>: unknown size), b1 %y (16 B, held throughout)
// and b3 its negate (16 B, unread: live at #1 only). Bytes: 16, 32, 16.
// CHECK:            "id": 0,
// CHECK:            "bytes": null,
// CHECK:            "offset": null,
// CHECK:            "id": 2,
// CHECK:            "bytes": null,
// CHECK-NEXT:       "group": 2,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         2
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": true,
// CHECK-NEXT:       "offset": null,
// CHECK:        "memory": {
// CHECK-NEXT:     "peak_bytes": 32,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 1,
// CHECK-NEXT:       "op_name": "stablehlo.negate",
// CHECK:          "lower_bound": true,
// CHECK-NEXT:     "dynamic_groups_left_out": 2,
// CHECK:          "total_bytes_no_reuse": 32,

// TEXT:         @main ({{.*}}): 4 buffers (2 dynamic) in 4 groups, 3 ops
// TEXT-NEXT:    peak: 32 B (lower bound) at op #1 stablehlo.negate
// TEXT-NEXT:    dynamic: 2 groups of unknown size are left out of every byte count
// TEXT:         buffers:
// TEXT-NEXT:      b0 dynamic live #0..#0 %arg0
// TEXT-NEXT:      b1 16 B live #0..#1 %arg1
// TEXT-NEXT:      b2 dynamic live #0..#2 op #0 result 0
// TEXT-NEXT:      b3 16 B live #1..#1 op #1 result 0
func.func @main(%x: tensor<?xf32>, %y: tensor<4xf32>) -> tensor<?xf32> {
  %0 = stablehlo.negate %x : tensor<?xf32>
  %1 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<?xf32>
}
