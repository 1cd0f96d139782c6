// A call in a call cycle (a function calling itself, or two calling each
// other) cannot use its callee's summary: its results are new buffers or
// the operands' buffers (the callee may return an argument), its
// callee's temporaries are not counted (the peak is a lower bound) and an
// approximation says so. No crash, no endless analysis.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// @rec: #0 the call, #1 return; b0 %x, b1 the call's result (16 B each).
// CHECK-LABEL:  "name": "rec",
// CHECK:        "approximations": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "op": 0,
// CHECK-NEXT:       "op_name": "func.call",
// CHECK-NEXT:       "location": "{{.*}}recursion.mlir:[[# @LINE + 16]]:8",
// CHECK-NEXT:       "reason": "call of @rec: callee not analysed (external or recursive); results are new buffers or its operands' buffers, and its temporaries are not counted"
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// CHECK-NEXT:   "memory": {
// CHECK-NEXT:     "peak_bytes": 32,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 0,
// CHECK-NEXT:       "op_name": "func.call",
// CHECK:          "lower_bound": true,
// CHECK-NEXT:     "dynamic_groups_left_out": 0,
// TEXT-LABEL: @rec (
// TEXT-NEXT:    peak: 32 B (lower bound) at op #0 func.call
// TEXT:         approximation: op #0 func.call ({{.*}}): call of @rec: callee not analysed
// TEXT:         b1 16 B live #0..#1 op #0 result 0{{$}}
func.func @rec(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @rec(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// @ping and @pong call each other: @ping is analysed first, so @pong's call
// of @ping closes the cycle and gets the approximation; @ping then uses
// @pong's summary, whose unknown temporaries keep @ping's peak a lower
// bound too.
// CHECK-LABEL:  "name": "ping",
// CHECK:        "approximations": [],
// CHECK:          "lower_bound": true,
// CHECK-LABEL:  "name": "pong",
// CHECK:          "reason": "call of @ping: callee not analysed (external or recursive); results are new buffers or its operands' buffers, and its temporaries are not counted"
// CHECK:          "lower_bound": true,
func.func private @ping(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @pong(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @pong(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
