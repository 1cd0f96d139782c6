// Loops as a compiler allocates them (docs/liveness.md, "Loops").
// RUN: index-opt --liveness-report=text %s | FileCheck %s

// The worked example of docs/liveness.md. Ops: #0 %c0, #1 while, cond #2
// %n, #3 compare, #4 return; body #5 exponential, #6 add, #7 %one, #8 add,
// #9 return; #10 negate, #11 return. %x (4 KiB) is kept by the caller, so
// the loop copies it once on entry: the add's buffer (b5) is that copy
// (it writes the new state in place: operand 1, the old state, dies
// there); the exponential's %t is a body temporary, live over #5..#6.
// At #5: %x 4096 + the copy 4096 + %t 4096 + the counter 8 = 12296 B.
// CHECK-LABEL: @kept (
// CHECK-NEXT:    peak: 12.01 KiB (12296 B) at op #5 stablehlo.exponential
// CHECK:         approximation: op #1 stablehlo.while ({{.*}}): while carried value 1: the operand is argument 0, which the caller keeps (not donated): the loop copies the operand on entry; the body writes the new state into the loop's storage
// CHECK:         b4 4096 B live #5..#6 op #5 result 0{{$}}
// CHECK-NEXT:    b5 4096 B live #1..#10 op #6 result 0 aliases:
func.func @kept(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<1024xf32>
  cond {
    %n = stablehlo.constant dense<8> : tensor<i64>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %t = stablehlo.exponential %v : tensor<1024xf32>
    %v2 = stablehlo.add %t, %v : tensor<1024xf32>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i2, %v2 : tensor<i64>, tensor<1024xf32>
  }
  %out = stablehlo.negate %r#1 : tensor<1024xf32>
  return %out : tensor<1024xf32>
}

// The same loop on a donated argument: the loop takes %x over (one group,
// no note): %x/the state 4096 + %t 4096 + the counter 8 = 8200 B.
// CHECK-LABEL: @donated (
// CHECK-NEXT:    peak: 8.01 KiB (8200 B) at op #5 stablehlo.exponential
// CHECK-NOT:     approximation:
// CHECK:         b0 4096 B live #0..#10 %arg0 group g0
func.func @donated(%x: tensor<1024xf32> {jax.buffer_donor = true}) -> tensor<1024xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<1024xf32>
  cond {
    %n = stablehlo.constant dense<8> : tensor<i64>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %t = stablehlo.exponential %v : tensor<1024xf32>
    %v2 = stablehlo.add %t, %v : tensor<1024xf32>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i2, %v2 : tensor<i64>, tensor<1024xf32>
  }
  %out = stablehlo.negate %r#1 : tensor<1024xf32>
  return %out : tensor<1024xf32>
}

// A scan (lax.scan's form): the stacked output %ys (8 x 64 f32, 2 KiB)
// is carried and updated by dynamic_update_slice at the counter, in place
// (operand 0 dies there): one group with the broadcast it starts from, no
// note. Ops: #0 %zero, #1 %ys0, #2 %c0, #3 while, cond #4..#6, body #7
// %z, #8 dynamic_slice, #9 tanh, #10 dynamic_update_slice, #11 %one, #12
// add, #13 return; #14 return. At #9: %xs 2048 + %ys 2048 + the slice 256
// + tanh 256 + counter 4 + %z 4 = 4616 B.
// CHECK-LABEL: @scan (
// CHECK-NEXT:    peak: 4.51 KiB (4616 B) at op #9 stablehlo.tanh
// CHECK-NOT:     approximation:
// CHECK:         b2 2048 B live #1..#14 op #1 result 0 group g{{[0-9]+}} aliases:
func.func @scan(%xs: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ys0 = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %ys = %ys0) : tensor<i32>, tensor<8x64xf32>
  cond {
    %n = stablehlo.constant dense<8> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %x = stablehlo.dynamic_slice %xs, %i, %z, sizes = [1, 64] : (tensor<8x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %y = stablehlo.tanh %x : tensor<1x64xf32>
    %ys2 = stablehlo.dynamic_update_slice %ys, %y, %i, %z : (tensor<8x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<8x64xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %ys2 : tensor<i32>, tensor<8x64xf32>
  }
  return %r#1 : tensor<8x64xf32>
}
