// A stablehlo.while whose operand is still read after the loop cannot run
// that carried value in place (XLA would copy it): an approximation says
// so, and the operand's buffer and the body's result stay in separate
// groups that interfere. The other carried value, which dies at the loop,
// is still one group.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 %init, #1 %c0, #2 while, cond #3..#5, body #6 constant, #7 add,
// #8 multiply, #9 return; #10 add (reads %init again), #11 return.
// Buffers: b0 %x, b1 %init, b2 %c0, b3 %c3, b4 compare, b5 %one, b6 add,
// b7 multiply, b8 %sum. Slot 0: b2 and b6 in group 2; slot 1: b1 (group 1)
// and b7 (group 6) apart.
// CHECK:            "id": 1,
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 1,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         10
// CHECK-NEXT:       ],
// CHECK:            "id": 6,
// CHECK:            "bytes": 4,
// CHECK-NEXT:       "group": 2,
// b7 lives from the loop's start (it may be the state in any iteration) to
// the read of %r#1 at #10.
// CHECK:            "id": 7,
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 6,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         2,
// CHECK-NEXT:         10
// CHECK-NEXT:       ],
// %r#0 is b2 or b6, %r#1 may be either buffer, b1 or b7.
// CHECK:        "points_to": [
// CHECK:              "op": 2,
// CHECK-NEXT:         "op_name": "stablehlo.while",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           2,
// CHECK-NEXT:           6
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK-NEXT:     },
// CHECK-NEXT:     {
// CHECK-NEXT:       "value": {
// CHECK-NEXT:         "op": 2,
// CHECK-NEXT:         "op_name": "stablehlo.while",
// CHECK-NEXT:         "result": 1
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           7
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:        "approximations": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "op": 2,
// CHECK-NEXT:       "op_name": "stablehlo.while",
// CHECK-NEXT:       "location": "{{.*}}while-operand-live.mlir:[[# @LINE + 27]]:10",
// CHECK-NEXT:       "reason": "while carried value 1: operand still used by op #10 after the loop starts: the loop copies the operand on entry; the body writes the new state into the loop's storage"
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// The loop copies %init once on entry; b7's group is that copy (the
// multiply writes the new state into it), 16 B from the loop's start (#2)
// to #10. At #10: %x, %init, %sum and b7's group (16 B each) = 64 B. No
// reuse: 16+16+4+4+1+4+16+16 = 77 B.
// CHECK:          "peak_bytes": 64,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 10,
// CHECK-NEXT:       "op_name": "stablehlo.add",
// CHECK:          "total_bytes_no_reuse": 77,

// TEXT:         @main ({{.*}}): 9 buffers (0 dynamic) in 8 groups, 12 ops
// TEXT:         approximation: op #2 stablehlo.while ({{.*}}): while carried value 1: operand still used by op #10 after the loop starts
// TEXT-NOT:     approximation:
// TEXT:         b1 16 B live #0..#10 op #0 result 0 aliases: op #2 result 1, op #2 region 0 arg 1, op #2 region 1 arg 1{{$}}
// TEXT:         b2 4 B live #1..#9 op #1 result 0 group g2
// TEXT:         b6 4 B live #1..#9 op #7 result 0 group g2
// TEXT-NEXT:    b7 16 B live #2..#10 op #8 result 0 aliases:
// TEXT:         interference (18 pairs):
// TEXT:         b1 b7
// TEXT-NOT:     b2 b6
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
  %sum = stablehlo.add %r#1, %init : tensor<4xf32>
  return %sum : tensor<4xf32>
}
