module @jit_while_data_dependent attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<f32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<f32>, tensor<i32>, tensor<4x3xf32>
    cond {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.reduce(%iterArg_1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
      %2 = stablehlo.compare LT, %1, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_2 = stablehlo.constant dense<50> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_3 = stablehlo.constant dense<false> : tensor<i1>
      %4 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
      %5 = stablehlo.compare NE, %3, %4, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.convert %5 : tensor<i1>
      %7 = stablehlo.and %2, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %3 = stablehlo.multiply %iterArg_1, %2 : tensor<4x3xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %5 = stablehlo.add %3, %4 : tensor<4x3xf32>
      stablehlo.return %iterArg, %1, %5 : tensor<f32>, tensor<i32>, tensor<4x3xf32>
    }
    return %0#1, %0#2 : tensor<i32>, tensor<4x3xf32>
  }
}
