// A value defined outside a stablehlo.while and read inside its body is
// read again by every iteration: its buffer stays live until the loop ends
// (the end of the body), not just until the read.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 %k, #1 %init, #2 %c0, #3 while, cond #4..#6, body #7 add (the only
// read of %k), #8 constant, #9 add, #10 return; #11 negate, #12 return.
// b1 = %k (16 B): [#0, #10], the end of the loop, although its only read is
// at #7.
// CHECK:            "id": 1,
// CHECK-NEXT:       "value": {
// CHECK-NEXT:         "op": 0,
// CHECK-NEXT:         "op_name": "stablehlo.negate",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 1,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         10
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": false,
// CHECK-NEXT:       "offset": {{[0-9]+}},
// CHECK-NEXT:       "aliases": []
// The loop state (%init, b2, and the body's add, b6) lives from %init (#1)
// to its read after the loop (#11).
// CHECK:            "id": 2,
// CHECK:            "group": 2,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         1,
// CHECK-NEXT:         11
// CHECK-NEXT:       ],
// CHECK:        "approximations": [],
// Bytes: %x 16 throughout, %k 16 over #0..#10, the state 16 over #1..#11,
// the counter 4 over #2..#10, %c3 4 over #4..#5, the compare 1 over #5..#6,
// %one 4 over #8..#9, %out 16 over #11..#12. At #5: 16+16+16+4+4+1 = 57.
// CHECK:          "peak_bytes": 57,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 5,
// CHECK-NEXT:       "op_name": "stablehlo.compare",
// CHECK:          "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         32
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         48
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         52
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         3,
// CHECK-NEXT:         52
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         4,
// CHECK-NEXT:         56
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         5,
// CHECK-NEXT:         57
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         6,
// CHECK-NEXT:         53
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         7,
// CHECK-NEXT:         52
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         8,
// CHECK-NEXT:         56
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         9,
// CHECK-NEXT:         56
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         10,
// CHECK-NEXT:         52
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         11,
// CHECK-NEXT:         48
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         12,
// CHECK-NEXT:         32
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]

// TEXT:         buffers:
// TEXT-NEXT:      b0 16 B live #0..#1 %arg0{{$}}
// TEXT-NEXT:      b1 16 B live #0..#10 op #0 result 0{{$}}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = stablehlo.negate %x : tensor<4xf32>
  %init = stablehlo.abs %x : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %init) : tensor<i32>, tensor<4xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %v2 = stablehlo.add %v, %k : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %v2 : tensor<i32>, tensor<4xf32>
  }
  %out = stablehlo.negate %r#1 : tensor<4xf32>
  return %out : tensor<4xf32>
}
