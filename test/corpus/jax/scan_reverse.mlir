module @jit_scan_reverse attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0][0]"}, tensor<4xf32> {jax.result_info = "result[0][1]"}, tensor<7x4xf32> {jax.result_info = "result[1][0]"}, tensor<7x4xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:7 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %c, %iterArg_5 = %0, %iterArg_6 = %1, %iterArg_7 = %2, %iterArg_8 = %3) : tensor<7x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>
    cond {
      %c_9 = stablehlo.constant dense<7> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<7> : tensor<i32>
      %5 = stablehlo.subtract %c_9, %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.subtract %5, %c_10 : tensor<i32>
      %7 = func.call @dynamic_index_in_dim(%iterArg, %6) : (tensor<7x4xf32>, tensor<i32>) -> tensor<4xf32>
      %8:4 = func.call @closed_call(%iterArg_3, %iterArg_5, %iterArg_6, %7) : (tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_7, %8#2, %6) : (tensor<7x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<7x4xf32>
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_8, %8#3, %6) : (tensor<7x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<7x4xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_4, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %11, %8#0, %8#1, %9, %10 : tensor<7x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>
    }
    return %4#3, %4#4, %4#5, %4#6 : tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<7x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg1, %arg3 : tensor<4xf32>
    %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
    %2 = stablehlo.add %1, %arg3 : tensor<4xf32>
    %3 = stablehlo.tanh %2 : tensor<4xf32>
    return %0, %3, %0, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<7x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<7x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<7x4xf32>
    return %1 : tensor<7x4xf32>
  }
}
