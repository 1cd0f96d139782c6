// Found by the structure-aware fuzz target `programs` (session 14): three
// while loops feeding concatenates make more than 32 distinct maps reach
// one value; the function-level entry says so (a stated "too complex"),
// the other entries are still computed, and nothing fails. The target's
// property now accepts this unknown (fuzz/regressions/ keeps the input).
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --indexing-report=json --hlo-indexing=direction=input-to-output %s -o /dev/null
// CHECK:      function indexing:
// CHECK-NEXT:   result 0, argument 0:
// CHECK-NEXT:     unknown: more than 32 distinct maps reach this value
// CHECK-NEXT:   result 0, argument 1:
// CHECK-NEXT:     (d0, d1)[s0] -> (d0, s0),

func.func @main(%a0: tensor<3x2xf32>, %a1: tensor<3x2xf32>, %i: tensor<i32>) -> (tensor<6x6xf32>, tensor<3x2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %w2:3 = stablehlo.while(%w2c = %i, %w2x = %a0, %w2y = %a1) : tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>
    cond {
      %w2l = stablehlo.constant dense<3> : tensor<i32>
      %w2q = stablehlo.compare LT, %w2c, %w2l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %w2q : tensor<i1>
    } do {
      %w2o = stablehlo.constant dense<1> : tensor<i32>
      %w2d = stablehlo.add %w2c, %w2o : tensor<i32>
      %w2xs = stablehlo.slice %w2x [1:3, 0:2] : (tensor<3x2xf32>) -> tensor<2x2xf32>
      %w2xp = stablehlo.pad %w2xs, %zero, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<3x2xf32>
      stablehlo.return %w2d, %w2xp, %w2y : tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>
    }
  %v2 = stablehlo.add %w2#1, %w2#2 : tensor<3x2xf32>
  %w3:3 = stablehlo.while(%w3c = %i, %w3x = %a0, %w3y = %v2) : tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>
    cond {
      %w3l = stablehlo.constant dense<3> : tensor<i32>
      %w3q = stablehlo.compare LT, %w3c, %w3l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %w3q : tensor<i1>
    } do {
      %w3o = stablehlo.constant dense<1> : tensor<i32>
      %w3d = stablehlo.add %w3c, %w3o : tensor<i32>
      %w3xr = stablehlo.reverse %w3x, dims = [0] : tensor<3x2xf32>
      %w3ys = stablehlo.add %w3y, %w3x : tensor<3x2xf32>
      stablehlo.return %w3d, %w3xr, %w3ys : tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>
    }
  %v3 = stablehlo.add %w3#1, %w3#2 : tensor<3x2xf32>
  %v4 = stablehlo.negate %a0 : tensor<3x2xf32>
  %v5 = stablehlo.concatenate %v2, %v2, dim = 0 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %v6 = stablehlo.concatenate %v3, %v3, dim = 0 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %v7 = stablehlo.concatenate %v4, %v4, dim = 0 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %v8 = stablehlo.concatenate %v5, %v5, dim = 0 : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<12x2xf32>
  %w9:3 = stablehlo.while(%w9c = %i, %w9x = %v7, %w9y = %v7) : tensor<i32>, tensor<6x2xf32>, tensor<6x2xf32>
    cond {
      %w9l = stablehlo.constant dense<3> : tensor<i32>
      %w9q = stablehlo.compare LT, %w9c, %w9l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %w9q : tensor<i1>
    } do {
      %w9o = stablehlo.constant dense<1> : tensor<i32>
      %w9d = stablehlo.add %w9c, %w9o : tensor<i32>
      stablehlo.return %w9d, %w9y, %w9x : tensor<i32>, tensor<6x2xf32>, tensor<6x2xf32>
    }
  %v9 = stablehlo.add %w9#1, %w9#2 : tensor<6x2xf32>
  %w10:3 = stablehlo.while(%w10c = %i, %w10x = %v6, %w10y = %v9) : tensor<i32>, tensor<6x2xf32>, tensor<6x2xf32>
    cond {
      %w10l = stablehlo.constant dense<3> : tensor<i32>
      %w10q = stablehlo.compare LT, %w10c, %w10l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %w10q : tensor<i1>
    } do {
      %w10o = stablehlo.constant dense<1> : tensor<i32>
      %w10d = stablehlo.add %w10c, %w10o : tensor<i32>
      %w10xs = stablehlo.slice %w10x [1:6, 0:2] : (tensor<6x2xf32>) -> tensor<5x2xf32>
      %w10xp = stablehlo.pad %w10xs, %zero, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<5x2xf32>, tensor<f32>) -> tensor<6x2xf32>
      stablehlo.return %w10d, %w10xp, %w10y : tensor<i32>, tensor<6x2xf32>, tensor<6x2xf32>
    }
  %v10 = stablehlo.add %w10#1, %w10#2 : tensor<6x2xf32>
  %w11:3 = stablehlo.while(%w11c = %i, %w11x = %v7, %w11y = %v10) : tensor<i32>, tensor<6x2xf32>, tensor<6x2xf32>
    cond {
      %w11l = stablehlo.constant dense<3> : tensor<i32>
      %w11q = stablehlo.compare LT, %w11c, %w11l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %w11q : tensor<i1>
    } do {
      %w11o = stablehlo.constant dense<1> : tensor<i32>
      %w11d = stablehlo.add %w11c, %w11o : tensor<i32>
      %w11xs = stablehlo.slice %w11x [1:6, 0:2] : (tensor<6x2xf32>) -> tensor<5x2xf32>
      %w11xp = stablehlo.pad %w11xs, %zero, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<5x2xf32>, tensor<f32>) -> tensor<6x2xf32>
      stablehlo.return %w11d, %w11xp, %w11y : tensor<i32>, tensor<6x2xf32>, tensor<6x2xf32>
    }
  %v11 = stablehlo.add %w11#1, %w11#2 : tensor<6x2xf32>
  %w12:3 = stablehlo.while(%w12c = %i, %w12x = %v8, %w12y = %v8) : tensor<i32>, tensor<12x2xf32>, tensor<12x2xf32>
    cond {
      %w12l = stablehlo.constant dense<3> : tensor<i32>
      %w12q = stablehlo.compare LT, %w12c, %w12l : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %w12q : tensor<i1>
    } do {
      %w12o = stablehlo.constant dense<1> : tensor<i32>
      %w12d = stablehlo.add %w12c, %w12o : tensor<i32>
      %w12xs = stablehlo.slice %w12x [1:12, 0:2] : (tensor<12x2xf32>) -> tensor<11x2xf32>
      %w12xp = stablehlo.pad %w12xs, %zero, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<11x2xf32>, tensor<f32>) -> tensor<12x2xf32>
      stablehlo.return %w12d, %w12xp, %w12y : tensor<i32>, tensor<12x2xf32>, tensor<12x2xf32>
    }
  %v12 = stablehlo.add %w12#1, %w12#2 : tensor<12x2xf32>
  %v13 = stablehlo.dot_general %v11, %v11, contracting_dims = [1] x [1] : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x6xf32>
  return %v13, %v3 : tensor<6x6xf32>, tensor<3x2xf32>
}
