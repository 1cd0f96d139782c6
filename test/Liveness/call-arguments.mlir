// A called function's argument is its caller's value (XLA's dataflow makes a
// parameter the caller's value): unless every call gives it up (the
// operand's buffers are read last by the call and are in no other operand),
// it lives to the end of the callee and interferes with everything the
// callee defines, even where the callee reads it last through an in-place
// candidate. A function whose symbol is used other than by func.call
// (func.constant for func.call_indirect) may be called anywhere: it keeps
// its arguments. A func.call_indirect's results may be its arguments'
// buffers.
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{ordering=dependency interference=true})' %s | FileCheck %s

// @main reads %n after the call: @scale's %x lives over @scale and
// interferes with the exponential's result (no in-place reuse).
// CHECK-LABEL: @scale (
// CHECK:         may share: op #0 stablehlo.exponential ({{.*}}) operand 0 -> result 0
// CHECK:         b0 16 B live #0..#1 %arg0{{$}}
// CHECK:         interference (1 pairs):
// CHECK-NEXT:      b0 b1
func.func private @scale(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// %m2 dies at its only call: @consume's %x is given up, and the exponential
// may write its result into it.
// CHECK-LABEL: @consume (
// CHECK:         b0 16 B live #0..#0 %arg0{{$}}
// CHECK:         interference (0 pairs):
func.func private @consume(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Called inside a while with %t from outside the loop: every iteration
// reads %t again.
// CHECK-LABEL: @in_loop (
// CHECK:         b0 16 B live #0..#1 %arg0{{$}}
// CHECK:         interference (1 pairs):
// CHECK-NEXT:      b0 b1
func.func private @in_loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Called through func.constant and func.call_indirect: kept.
// CHECK-LABEL: @indirect (
// CHECK:         b0 16 B live #0..#1 %arg0{{$}}
// CHECK:         interference (1 pairs):
// CHECK-NEXT:      b0 b1
func.func private @indirect(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The call_indirect's result may be %m (b5), so %m lives to the return; the
// function value is a 0-byte token.
// CHECK-LABEL: @main (
// CHECK:         peak: {{.*}} (lower bound)
// CHECK:         approximation: op #13 func.call_indirect ({{.*}}): func.call_indirect: the callee is a function value; results are new buffers or its operands' buffers, and its temporaries are not counted
// CHECK:         b5 16 B live #3..#14 op #3 result 0 aliases: op #13 result 0{{$}}
// CHECK:         b11 0 B live #12..#13 op #12 result 0{{$}}
// CHECK:         b12 16 B live #13..#14 op #13 result 0{{$}}
func.func @main(%a: tensor<4xf32>, %i: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %a : tensor<4xf32>
  %s = func.call @scale(%n) : (tensor<4xf32>) -> tensor<4xf32>
  %t = stablehlo.add %s, %n : tensor<4xf32>
  %m = stablehlo.negate %t : tensor<4xf32>
  %m2 = stablehlo.negate %t : tensor<4xf32>
  %c = func.call @consume(%m2) : (tensor<4xf32>) -> tensor<4xf32>
  %w:2 = stablehlo.while(%it = %i, %acc = %c) : tensor<i32>, tensor<4xf32>
    cond {
      %lt = stablehlo.compare LT, %it, %it : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %l = func.call @in_loop(%t) : (tensor<4xf32>) -> tensor<4xf32>
      %sum = stablehlo.add %acc, %l : tensor<4xf32>
      stablehlo.return %it, %sum : tensor<i32>, tensor<4xf32>
    }
  %f = func.constant @indirect : (tensor<4xf32>) -> tensor<4xf32>
  %r = func.call_indirect %f(%m) : (tensor<4xf32>) -> tensor<4xf32>
  return %w#1, %r, %c, %m : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
