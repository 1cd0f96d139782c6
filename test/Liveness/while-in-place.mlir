// stablehlo.while with operands that die at the loop: each carried value is
// one group of buffers (the operand's and the body result's) sharing one
// storage over the whole loop; the loop results and the region arguments
// point to both. Buffers of one group never interfere.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 negate, #1 constant 0, #2 while, cond #3 constant 3, #4 compare,
// #5 return; body #6 constant 1, #7 add, #8 multiply, #9 return; #10
// return. Buffers: b0 %x (16 B), b1 negate (16 B), b2 %c0 (4 B), b3 %c3
// (4 B), b4 compare (i1, 1 B), b5 %one (4 B), b6 add (4 B), b7 multiply
// (16 B). Groups: g1 = {b1, b7} (slot 1), g2 = {b2, b6} (slot 0).
// CHECK:            "id": 1,
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 1,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         10
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": true,
// CHECK:            "id": 2,
// CHECK:            "bytes": 4,
// CHECK-NEXT:       "group": 2,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         1,
// CHECK-NEXT:         9
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": false,
// CHECK:            "id": 6,
// CHECK:            "bytes": 4,
// CHECK-NEXT:       "group": 2,
// CHECK:            "id": 7,
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 1,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         10
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": true,
// The condition's and the body's argument 1 (the loop state) hold both
// buffers of the group.
// CHECK:        "points_to": [
// CHECK:              "block_arg": 1
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           7
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:              "block_arg": 1
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           7
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:        "approximations": [],
// %x and g1 (16 B each) throughout, g2 (4 B) over #1..#9, %c3 over #3..#4,
// the compare's 1 B over #4..#5: 41 B at #4. No reuse: 16+16+4+4+1+4 = 45.
// CHECK:          "peak_bytes": 41,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 4,
// CHECK-NEXT:       "op_name": "stablehlo.compare",
// CHECK:          "total_bytes_no_reuse": 45,

// TEXT:         @main ({{.*}}): 8 buffers (0 dynamic) in 6 groups, 11 ops
// TEXT:         live out: b1 b7
// TEXT-NOT:     approximation:
// TEXT:         b1 16 B live #0..#10 op #0 result 0 group g1 aliases: op #2 result 1, op #2 region 0 arg 1, op #2 region 1 arg 1
// TEXT:         b2 4 B live #1..#9 op #1 result 0 group g2 aliases: op #2 result 0, op #2 region 0 arg 0, op #2 region 1 arg 0
// TEXT:         b6 4 B live #1..#9 op #7 result 0 group g2
// TEXT-NEXT:    b7 16 B live #0..#10 op #8 result 0 group g1
// TEXT:         interference (17 pairs):
// TEXT-NOT:     b1 b7
// TEXT-NOT:     b2 b6
// TEXT:         b6 b7
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %init = stablehlo.negate %x : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %init) : tensor<i32>, tensor<4xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    %v2 = stablehlo.multiply %v, %v : tensor<4xf32>
    stablehlo.return %i2, %v2 : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
