module @jit_nested_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x3xf32>, %arg1: tensor<3x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4x6x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %c, %iterArg_3 = %0, %iterArg_4 = %1) : tensor<4x6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x6x3xf32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<4x6x3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %4:2 = func.call @closed_call(%iterArg_1, %iterArg_3, %3) : (tensor<3x3xf32>, tensor<3xf32>, tensor<6x3xf32>) -> (tensor<3xf32>, tensor<6x3xf32>)
      %5 = func.call @dynamic_update_index_in_dim_2(%iterArg_4, %4#1, %iterArg_2) : (tensor<4x6x3xf32>, tensor<6x3xf32>, tensor<i32>) -> tensor<4x6x3xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %6, %4#0, %5 : tensor<4x6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x6x3xf32>
    }
    return %2#3, %2#4 : tensor<3xf32>, tensor<4x6x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x6x3xf32>, %arg1: tensor<i32>) -> tensor<6x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 6, 3] : (tensor<4x6x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6x3xf32>) -> tensor<6x3xf32>
    return %1 : tensor<6x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<6x3xf32>) -> (tensor<3xf32>, tensor<6x3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1, %iterArg_3 = %0) : tensor<6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_1) : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %3:2 = func.call @closed_call_1(%iterArg_0, %iterArg_2, %2) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#1, %iterArg_1) : (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %5, %3#0, %4 : tensor<6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
    }
    return %1#3, %1#4 : tensor<3xf32>, tensor<6x3xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.tanh %1 : tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<3xf32>
    return %2, %4 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<6x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    return %1 : tensor<6x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x6x3xf32>, %arg1: tensor<6x3xf32>, %arg2: tensor<i32>) -> tensor<4x6x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<6x3xf32>) -> tensor<1x6x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x6x3xf32>, tensor<1x6x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x3xf32>
    return %1 : tensor<4x6x3xf32>
  }
}
