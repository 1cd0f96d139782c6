module @jit_scan_transformer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<3x16xf32>, %arg3: tensor<3x16xf32>, %arg4: tensor<3x16xf32>, %arg5: tensor<3x16xf32>, %arg6: tensor<3x16x16xf32>, %arg7: tensor<3x16x16xf32>, %arg8: tensor<3x16x16xf32>, %arg9: tensor<3x16x16xf32>, %arg10: tensor<3x16x16xf32>, %arg11: tensor<3x16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %1 = call @tril(%0) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:15 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %arg2, %iterArg_7 = %arg3, %iterArg_8 = %arg4, %iterArg_9 = %arg5, %iterArg_10 = %arg6, %iterArg_11 = %arg7, %iterArg_12 = %arg8, %iterArg_13 = %arg9, %iterArg_14 = %arg10, %iterArg_15 = %arg11, %iterArg_16 = %1, %iterArg_17 = %c_0, %iterArg_18 = %arg15) : tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>
    cond {
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %29 = func.call @dynamic_index_in_dim(%iterArg_5, %iterArg_17) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %30 = func.call @dynamic_index_in_dim(%iterArg_6, %iterArg_17) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_7, %iterArg_17) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %32 = func.call @dynamic_index_in_dim(%iterArg_8, %iterArg_17) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %33 = func.call @dynamic_index_in_dim(%iterArg_9, %iterArg_17) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %34 = func.call @dynamic_index_in_dim_0(%iterArg_10, %iterArg_17) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %35 = func.call @dynamic_index_in_dim_0(%iterArg_11, %iterArg_17) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_12, %iterArg_17) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %37 = func.call @dynamic_index_in_dim_0(%iterArg_13, %iterArg_17) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_14, %iterArg_17) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %39 = func.call @dynamic_index_in_dim_0(%iterArg_15, %iterArg_17) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %40 = func.call @closed_call(%iterArg_16, %iterArg_18, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39) : (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %41 = stablehlo.add %iterArg_17, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %41, %40 : tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2#14 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x8x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %8 = stablehlo.subtract %2#14, %7 : tensor<2x8x16xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.subtract %2#14, %14 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<2x8x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %26 = stablehlo.add %23, %25 : tensor<2x8x16xf32>
    %27 = stablehlo.dot_general %26, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    return %27 : tensor<2x8x16xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<3x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x8xi1>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>) -> tensor<2x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<2x8x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %12 = stablehlo.subtract %arg1, %11 : tensor<2x8x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x8x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.dot_general %23, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %26 = stablehlo.dot_general %23, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %28 = stablehlo.dot_general %23, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %30 = stablehlo.dot_general %25, %27, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x2x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %34 = call @_where(%33, %32, %cst_5) : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<2x2x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<2x2x8x8xf32>
    %41 = stablehlo.exponential %40 : tensor<2x2x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.divide %41, %44 : tensor<2x2x8x8xf32>
    %46 = stablehlo.dot_general %29, %45, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %49 = stablehlo.dot_general %48, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %50 = stablehlo.add %arg1, %49 : tensor<2x8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x8x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %56 = stablehlo.subtract %50, %55 : tensor<2x8x16xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x8x1xf32>
    %62 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %63 = stablehlo.subtract %50, %62 : tensor<2x8x16xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %65 = stablehlo.add %61, %64 : tensor<2x8x1xf32>
    %66 = stablehlo.rsqrt %65 : tensor<2x8x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %68 = stablehlo.multiply %63, %67 : tensor<2x8x16xf32>
    %69 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x8x16xf32>
    %72 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x8x16xf32>
    %75 = stablehlo.dot_general %74, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %76 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x8x16xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<2x8x16xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<2x8x16xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<2x8x16xf32>
    %83 = stablehlo.add %78, %82 : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<2x8x16xf32>
    %86 = stablehlo.tanh %85 : tensor<2x8x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.add %87, %86 : tensor<2x8x16xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<2x8x16xf32>
    %91 = stablehlo.multiply %78, %90 : tensor<2x8x16xf32>
    %92 = stablehlo.dot_general %91, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %93 = stablehlo.add %50, %92 : tensor<2x8x16xf32>
    %94 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x8x16xf32>
    return %96 : tensor<2x8x16xf32>
  }
  func.func private @_where(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x2x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %3 : tensor<2x2x8x8xf32>
  }
}
