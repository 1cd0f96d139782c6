module @jit_fori_roll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<6x4xf32>
    cond {
      %c_3 = stablehlo.constant dense<5> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @closed_call(%iterArg_2) : (tensor<6x4xf32>) -> tensor<6x4xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<6x4xf32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %c_0, %iterArg_3 = %arg0) : tensor<i32>, tensor<i32>, tensor<6x4xf32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call_0(%iterArg_2, %iterArg_3) : (tensor<i32>, tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1 : tensor<i32>, tensor<i32>, tensor<6x4xf32>
    }
    return %0#1, %1#2 : tensor<6x4xf32>, tensor<6x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = call @_roll_static(%arg0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<6x4xf32>
    %3 = stablehlo.add %2, %arg0 : tensor<6x4xf32>
    return %3 : tensor<6x4xf32>
  }
  func.func private @_roll_static(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = stablehlo.slice %arg0 [5:6, 0:4] : (tensor<6x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:4] : (tensor<6x4xf32>) -> tensor<5x4xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x4xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    return %2 : tensor<6x4xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = call @_roll_dynamic(%arg1, %arg0) : (tensor<6x4xf32>, tensor<i32>) -> tensor<6x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<6x4xf32>
    return %0, %3 : tensor<i32>, tensor<6x4xf32>
  }
  func.func private @_roll_dynamic(%arg0: tensor<6x4xf32>, %arg1: tensor<i32>) -> tensor<6x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.maximum %c, %c_0 : tensor<i32>
    %5 = call @remainder(%3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x8xf32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %7 = stablehlo.subtract %c_1, %5 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.add %7, %c_3 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_slice %6, %c_4, %10, sizes = [6, 4] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
    return %11 : tensor<6x4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
