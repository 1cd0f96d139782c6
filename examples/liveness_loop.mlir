// A loop whose state stays in place, a tuple, and a value read inside the
// loop: `index-opt --liveness-report=text examples/liveness_loop.mlir`.
func.func @main(%x: tensor<256xf32>, %w: tensor<256xf32> {jax.buffer_donor = true}) -> (tensor<256xf32>, tuple<tensor<256xf32>, tensor<i32>>) {
  %scale = stablehlo.exponential %x : tensor<256xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %w) : tensor<i32>, tensor<256xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %t = stablehlo.multiply %acc, %scale : tensor<256xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %t : tensor<i32>, tensor<256xf32>
  }
  %y = stablehlo.negate %r#1 : tensor<256xf32>
  %tuple = stablehlo.tuple %y, %r#0 : tuple<tensor<256xf32>, tensor<i32>>
  return %r#1, %tuple : tensor<256xf32>, tuple<tensor<256xf32>, tensor<i32>>
}
