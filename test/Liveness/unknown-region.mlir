// An op with regions the analysis does not know (here scf.if) is not
// entered: its result is a new buffer, values it uses inside count as read
// by the op, the ops inside keep their numbers but define no buffers, and
// an approximation says so. No crash.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 scf.if (#1 negate, #2 and #3 the yields), #4 return. Buffers:
// b0 %x (16 B, read inside the if: last read #0), b1 %p (i1: 1 B), b2 the
// if's result (16 B, #0..#4). 33 B at #0 and #4; no timeline entry for the
// ops inside.
// CHECK:        "approximations": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "op": 0,
// CHECK-NEXT:       "op_name": "scf.if",
// CHECK-NEXT:       "location": "{{.*}}unknown-region.mlir:[[# @LINE + 23]]:8",
// CHECK-NEXT:       "reason": "scf.if has regions index-opt does not know: values defined inside are not buffers here (the peak may miss them)"
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// CHECK-NEXT:   "memory": {
// CHECK-NEXT:     "peak_bytes": 33,
// CHECK:          "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         33
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         4,
// CHECK-NEXT:         33
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// TEXT:         @unknown ({{.*}}): 3 buffers (0 dynamic) in 3 groups, 2 ops
// TEXT:         approximation: op #0 scf.if ({{.*}}): scf.if has regions index-opt does not know
// TEXT:         buffers:
// TEXT-NEXT:      b0 16 B live #0..#0 %arg0{{$}}
// TEXT-NEXT:      b1 1 B live #0..#0 %arg1{{$}}
// TEXT-NEXT:      b2 16 B live #0..#4 op #0 result 0{{$}}
func.func @unknown(%x: tensor<4xf32>, %p: i1) -> tensor<4xf32> {
  %r = scf.if %p -> (tensor<4xf32>) {
    %n = stablehlo.negate %x : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
