module @jit_fori_at_set attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>
    cond {
      %c_4 = stablehlo.constant dense<7> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<8x4xf32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>
    }
    return %0#3 : tensor<8x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x4xf32>, %arg1: tensor<i32>, %arg2: tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.convert %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.add %2, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %7 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_7 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg2, %5, %8, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x4xf32>) -> tensor<4xf32>
    %11 = stablehlo.convert %arg1 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %11, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %13 = stablehlo.add %11, %c_9 : tensor<i32>
    %14 = stablehlo.select %12, %13, %11 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %16 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.select %15, %16, %c_14 : tensor<i1>, tensor<i32>
    %18 = stablehlo.dynamic_slice %arg0, %14, %17, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x4xf32>) -> tensor<4xf32>
    %20 = stablehlo.add %10, %19 : tensor<4xf32>
    %21 = stablehlo.tanh %20 : tensor<4xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %arg1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<8> : tensor<i32>
    %23 = stablehlo.add %arg1, %c_16 : tensor<i32>
    %24 = stablehlo.select %22, %23, %arg1 : tensor<i1>, tensor<i32>
    %25 = stablehlo.convert %24 : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%arg2, %26, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<8x4xf32>
    return %0, %27 : tensor<i32>, tensor<8x4xf32>
  }
}
