// ordering=dependency must still see that a value defined outside a
// stablehlo.while and read inside its body is read again by every
// iteration: it interferes with every buffer the body defines, as it does
// under ordering=sequential (where its range runs to the end of the loop).
// (A read inside the body of a value from outside is the loop's read:
// every iteration reads %k again after %u was written.)
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{ordering=dependency interference=true})' %s | FileCheck %s

// Ops: #0 %k, #1 %init, #2 %c0, #3 while, cond #4..#6, body #7 %t = add
// %v, %k, #8 %u = exp %t, #9 %w, #10 %one, #11 %i2, #12 return; #13
// return. b1 = %k (live #0..#12), b6 = %t, b7 = %u.
// CHECK:      interference (
// CHECK:        b1 b5
// CHECK-NEXT:   b1 b6
// CHECK-NEXT:   b1 b7
// CHECK-NEXT:   b1 b8
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
    %t = stablehlo.add %v, %k : tensor<4xf32>
    %u = stablehlo.exponential %t : tensor<4xf32>
    %w = stablehlo.multiply %u, %v : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %w : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
