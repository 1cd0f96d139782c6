module @jit_scan_transformer_train_remat attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<3x16xf32>, %arg3: tensor<3x16xf32>, %arg4: tensor<3x16xf32>, %arg5: tensor<3x16xf32>, %arg6: tensor<3x16x16xf32>, %arg7: tensor<3x16x16xf32>, %arg8: tensor<3x16x16xf32>, %arg9: tensor<3x16x16xf32>, %arg10: tensor<3x16x16xf32>, %arg11: tensor<3x16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<2x8x16xf32>, %arg16: tensor<2x8x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['b1']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['b2']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln1_b']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln1_g']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln2_b']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln2_g']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['w1']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['w2']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wk']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wo']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wq']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wv']"}, tensor<16xf32> {jax.result_info = "result[1]['lnf_b']"}, tensor<16xf32> {jax.result_info = "result[1]['lnf_g']"}, tensor<16x16xf32> {jax.result_info = "result[1]['out']"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %1 = call @tril(%0) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %3:2 = call @_where(%2, %cst) : (tensor<1x1x8x8xi1>, tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:17 = stablehlo.while(%iterArg = %arg0, %iterArg_53 = %arg1, %iterArg_54 = %arg2, %iterArg_55 = %arg3, %iterArg_56 = %arg4, %iterArg_57 = %arg5, %iterArg_58 = %arg6, %iterArg_59 = %arg7, %iterArg_60 = %arg8, %iterArg_61 = %arg9, %iterArg_62 = %arg10, %iterArg_63 = %arg11, %iterArg_64 = %3#0, %iterArg_65 = %3#1, %iterArg_66 = %c_1, %iterArg_67 = %arg15, %iterArg_68 = %4) : tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>
    cond {
      %c_69 = stablehlo.constant dense<3> : tensor<i32>
      %139 = stablehlo.compare LT, %iterArg_66, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %139 : tensor<i1>
    } do {
      %139 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_66) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %140 = func.call @dynamic_index_in_dim(%iterArg_53, %iterArg_66) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %141 = func.call @dynamic_index_in_dim(%iterArg_54, %iterArg_66) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %142 = func.call @dynamic_index_in_dim(%iterArg_55, %iterArg_66) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %143 = func.call @dynamic_index_in_dim(%iterArg_56, %iterArg_66) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %144 = func.call @dynamic_index_in_dim(%iterArg_57, %iterArg_66) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %145 = func.call @dynamic_index_in_dim_0(%iterArg_58, %iterArg_66) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %146 = func.call @dynamic_index_in_dim_0(%iterArg_59, %iterArg_66) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %147 = func.call @dynamic_index_in_dim_0(%iterArg_60, %iterArg_66) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %148 = func.call @dynamic_index_in_dim_0(%iterArg_61, %iterArg_66) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %149 = func.call @dynamic_index_in_dim_0(%iterArg_62, %iterArg_66) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %150 = func.call @dynamic_index_in_dim_0(%iterArg_63, %iterArg_66) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %151:2 = func.call @closed_call(%iterArg_64, %iterArg_65, %iterArg_67, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>)
      %152 = func.call @dynamic_update_index_in_dim(%iterArg_68, %151#1, %iterArg_66) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %c_69 = stablehlo.constant dense<1> : tensor<i32>
      %153 = stablehlo.add %iterArg_66, %c_69 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %153, %151#0, %152 : tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>
    }
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5#15 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %11 = stablehlo.subtract %5#15, %10 : tensor<2x8x16xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<2x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.subtract %5#15, %19 : tensor<2x8x16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x8x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<2x8x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<2x8x1xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<2x8x1xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x8x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<2x8x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x8x16xf32>
    %35 = stablehlo.dot_general %34, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %36 = stablehlo.subtract %35, %arg16 : tensor<2x8x16xf32>
    %37 = chlo.square %36 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<2x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%37 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %41 = stablehlo.divide %40, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %42 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %44 = stablehlo.multiply %43, %39 : tensor<2x8x16xf32>
    %45 = stablehlo.dot_general %44, %34, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %47 = stablehlo.dot_general %44, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.reshape %48 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.multiply %28, %47 : tensor<2x8x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %53 = stablehlo.reshape %52 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %55 = stablehlo.multiply %47, %54 : tensor<2x8x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %57 = stablehlo.multiply %20, %55 : tensor<2x8x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %60 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %61 = stablehlo.multiply %55, %60 : tensor<2x8x16xf32>
    %62 = stablehlo.multiply %59, %26 : tensor<2x8x1xf32>
    %63 = stablehlo.negate %61 : tensor<2x8x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %67 = stablehlo.divide %62, %66 : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %70 = stablehlo.multiply %69, %14 : tensor<2x8x16xf32>
    %71 = stablehlo.negate %70 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %74 = stablehlo.add %61, %70 : tensor<2x8x16xf32>
    %75 = stablehlo.add %65, %73 : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %77 = stablehlo.divide %75, %76 : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %80 = stablehlo.add %74, %79 : tensor<2x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %93:27 = stablehlo.while(%iterArg = %5#16, %iterArg_53 = %arg0, %iterArg_54 = %arg2, %iterArg_55 = %arg3, %iterArg_56 = %arg4, %iterArg_57 = %arg5, %iterArg_58 = %arg6, %iterArg_59 = %arg7, %iterArg_60 = %arg8, %iterArg_61 = %arg9, %iterArg_62 = %arg10, %iterArg_63 = %arg11, %iterArg_64 = %1, %iterArg_65 = %c_37, %iterArg_66 = %80, %iterArg_67 = %81, %iterArg_68 = %82, %iterArg_69 = %83, %iterArg_70 = %84, %iterArg_71 = %85, %iterArg_72 = %86, %iterArg_73 = %87, %iterArg_74 = %88, %iterArg_75 = %89, %iterArg_76 = %90, %iterArg_77 = %91, %iterArg_78 = %92) : tensor<3x2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>
    cond {
      %c_79 = stablehlo.constant dense<3> : tensor<i32>
      %139 = stablehlo.compare LT, %iterArg_65, %c_79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %139 : tensor<i1>
    } do {
      %c_79 = stablehlo.constant dense<3> : tensor<i32>
      %139 = stablehlo.subtract %c_79, %iterArg_65 : tensor<i32>
      %c_80 = stablehlo.constant dense<1> : tensor<i32>
      %140 = stablehlo.subtract %139, %c_80 : tensor<i32>
      %141 = func.call @dynamic_index_in_dim_2(%iterArg, %140) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %142 = func.call @dynamic_index_in_dim(%iterArg_53, %140) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %143 = func.call @dynamic_index_in_dim(%iterArg_54, %140) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %144 = func.call @dynamic_index_in_dim(%iterArg_55, %140) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %145 = func.call @dynamic_index_in_dim(%iterArg_56, %140) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %146 = func.call @dynamic_index_in_dim(%iterArg_57, %140) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %147 = func.call @dynamic_index_in_dim_0(%iterArg_58, %140) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %148 = func.call @dynamic_index_in_dim_0(%iterArg_59, %140) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %149 = func.call @dynamic_index_in_dim_0(%iterArg_60, %140) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %150 = func.call @dynamic_index_in_dim_0(%iterArg_61, %140) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %151 = func.call @dynamic_index_in_dim_0(%iterArg_62, %140) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %152 = func.call @dynamic_index_in_dim_0(%iterArg_63, %140) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %153:13 = func.call @closed_call_3(%iterArg_64, %iterArg_66, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152) : (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>)
      %154 = func.call @dynamic_update_index_in_dim_6(%iterArg_67, %153#1, %140) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %155 = func.call @dynamic_update_index_in_dim_6(%iterArg_68, %153#2, %140) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %156 = func.call @dynamic_update_index_in_dim_6(%iterArg_69, %153#3, %140) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %157 = func.call @dynamic_update_index_in_dim_6(%iterArg_70, %153#4, %140) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %158 = func.call @dynamic_update_index_in_dim_6(%iterArg_71, %153#5, %140) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %159 = func.call @dynamic_update_index_in_dim_6(%iterArg_72, %153#6, %140) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %160 = func.call @dynamic_update_index_in_dim_7(%iterArg_73, %153#7, %140) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %161 = func.call @dynamic_update_index_in_dim_7(%iterArg_74, %153#8, %140) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %162 = func.call @dynamic_update_index_in_dim_7(%iterArg_75, %153#9, %140) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %163 = func.call @dynamic_update_index_in_dim_7(%iterArg_76, %153#10, %140) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %164 = func.call @dynamic_update_index_in_dim_7(%iterArg_77, %153#11, %140) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %165 = func.call @dynamic_update_index_in_dim_7(%iterArg_78, %153#12, %140) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %c_81 = stablehlo.constant dense<1> : tensor<i32>
      %166 = stablehlo.add %iterArg_65, %c_81 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %166, %153#0, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165 : tensor<3x2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>
    }
    %cst_38 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %95 = stablehlo.multiply %94, %93#15 : tensor<3x16xf32>
    %96 = stablehlo.subtract %arg0, %95 : tensor<3x16xf32>
    %cst_39 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %98 = stablehlo.multiply %97, %93#16 : tensor<3x16xf32>
    %99 = stablehlo.subtract %arg1, %98 : tensor<3x16xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %101 = stablehlo.multiply %100, %93#17 : tensor<3x16xf32>
    %102 = stablehlo.subtract %arg2, %101 : tensor<3x16xf32>
    %cst_41 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %104 = stablehlo.multiply %103, %93#18 : tensor<3x16xf32>
    %105 = stablehlo.subtract %arg3, %104 : tensor<3x16xf32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %107 = stablehlo.multiply %106, %93#19 : tensor<3x16xf32>
    %108 = stablehlo.subtract %arg4, %107 : tensor<3x16xf32>
    %cst_43 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %110 = stablehlo.multiply %109, %93#20 : tensor<3x16xf32>
    %111 = stablehlo.subtract %arg5, %110 : tensor<3x16xf32>
    %cst_44 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %113 = stablehlo.multiply %112, %93#21 : tensor<3x16x16xf32>
    %114 = stablehlo.subtract %arg6, %113 : tensor<3x16x16xf32>
    %cst_45 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %116 = stablehlo.multiply %115, %93#22 : tensor<3x16x16xf32>
    %117 = stablehlo.subtract %arg7, %116 : tensor<3x16x16xf32>
    %cst_46 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %119 = stablehlo.multiply %118, %93#23 : tensor<3x16x16xf32>
    %120 = stablehlo.subtract %arg8, %119 : tensor<3x16x16xf32>
    %cst_47 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %122 = stablehlo.multiply %121, %93#24 : tensor<3x16x16xf32>
    %123 = stablehlo.subtract %arg9, %122 : tensor<3x16x16xf32>
    %cst_48 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %125 = stablehlo.multiply %124, %93#25 : tensor<3x16x16xf32>
    %126 = stablehlo.subtract %arg10, %125 : tensor<3x16x16xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %128 = stablehlo.multiply %127, %93#26 : tensor<3x16x16xf32>
    %129 = stablehlo.subtract %arg11, %128 : tensor<3x16x16xf32>
    %cst_50 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %131 = stablehlo.multiply %130, %50 : tensor<16xf32>
    %132 = stablehlo.subtract %arg12, %131 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %134 = stablehlo.multiply %133, %56 : tensor<16xf32>
    %135 = stablehlo.subtract %arg13, %134 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %137 = stablehlo.multiply %136, %46 : tensor<16x16xf32>
    %138 = stablehlo.subtract %arg14, %137 : tensor<16x16xf32>
    return %41, %96, %99, %102, %105, %108, %111, %114, %117, %120, %123, %126, %129, %132, %135, %138 : tensor<f32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>
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
  func.func private @_where(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    return %1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
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
  func.func private @closed_call(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<2x8x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg2, %4 : tensor<2x8x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %12 = stablehlo.subtract %arg2, %11 : tensor<2x8x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x8x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.dot_general %23, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %26 = stablehlo.dot_general %23, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %28 = stablehlo.dot_general %23, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %30 = stablehlo.dot_general %25, %27, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x2x8x8xf32>
    %33 = call @_where_1(%32, %arg0, %arg1) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<2x2x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<2x2x8x8xf32>
    %40 = stablehlo.exponential %39 : tensor<2x2x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.divide %40, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.dot_general %29, %44, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.transpose %45, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %48 = stablehlo.dot_general %47, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %49 = stablehlo.add %arg2, %48 : tensor<2x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<2x8x16xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<2x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<2x8x1xf32>
    %61 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %62 = stablehlo.subtract %49, %61 : tensor<2x8x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x8x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<2x8x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %67 = stablehlo.multiply %62, %66 : tensor<2x8x16xf32>
    %68 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<2x8x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x8x16xf32>
    %74 = stablehlo.dot_general %73, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %75 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x8x16xf32>
    %78 = stablehlo.multiply %77, %77 : tensor<2x8x16xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2x8x16xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<2x8x16xf32>
    %82 = stablehlo.add %77, %81 : tensor<2x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<2x8x16xf32>
    %85 = stablehlo.tanh %84 : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %87 = stablehlo.add %86, %85 : tensor<2x8x16xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<2x8x16xf32>
    %90 = stablehlo.multiply %77, %89 : tensor<2x8x16xf32>
    %91 = stablehlo.dot_general %90, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.add %49, %91 : tensor<2x8x16xf32>
    %93 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x8x16xf32>
    return %95, %arg2 : tensor<2x8x16xf32>, tensor<2x8x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x2x8x8xf32>, %arg1: tensor<2x2x8x8xi1>, %arg2: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %0 : tensor<2x2x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<i32>) -> tensor<3x2x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x16xf32>
    return %1 : tensor<3x2x8x16xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x2x8x16xf32>, %arg1: tensor<i32>) -> tensor<2x8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 8, 16] : (tensor<3x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    return %1 : tensor<2x8x16xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<8x8xi1>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
    %0:14 = stablehlo.optimization_barrier %arg0, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg1 : tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %6 = stablehlo.subtract %0#1, %5 : tensor<2x8x16xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.subtract %0#1, %14 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<2x8x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x1xf32>
    %19 = stablehlo.divide %18, %17 : tensor<2x8x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<2x8x1xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.multiply %15, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.broadcast_in_dim %0#4, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2x8x16xf32>
    %27 = stablehlo.broadcast_in_dim %0#3, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x8x16xf32>
    %30 = stablehlo.dot_general %29, %0#11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %32 = stablehlo.dot_general %29, %0#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %34 = stablehlo.dot_general %29, %0#12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %36 = stablehlo.dot_general %31, %33, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %38 = stablehlo.divide %36, %37 : tensor<2x2x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %0#0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %40:2 = call @_where_4(%39, %38, %cst_7) : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.reduce(%40#0 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %43 = stablehlo.maximum %42, %41 : tensor<2x2x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.subtract %40#0, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.exponential %46 : tensor<2x2x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.divide %47, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %49, %49 : tensor<2x2x8x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %54 = stablehlo.divide %53, %52 : tensor<2x2x8x1xf32>
    %55 = stablehlo.dot_general %35, %51, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %58 = stablehlo.dot_general %57, %0#10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %59 = stablehlo.add %0#1, %58 : tensor<2x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<2x8x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %65 = stablehlo.subtract %59, %64 : tensor<2x8x16xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<2x8x16xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %68 = stablehlo.multiply %67, %65 : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%66 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<2x8x1xf32>
    %73 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %74 = stablehlo.subtract %59, %73 : tensor<2x8x16xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %76 = stablehlo.add %72, %75 : tensor<2x8x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<2x8x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<2x8x1xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %82 = stablehlo.multiply %74, %81 : tensor<2x8x16xf32>
    %83 = stablehlo.broadcast_in_dim %0#6, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<2x8x16xf32>
    %86 = stablehlo.broadcast_in_dim %0#5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x8x16xf32>
    %89 = stablehlo.dot_general %88, %0#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %90 = stablehlo.broadcast_in_dim %0#2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.add %89, %91 : tensor<2x8x16xf32>
    %93 = stablehlo.multiply %92, %92 : tensor<2x8x16xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<2x8x16xf32>
    %95 = stablehlo.multiply %92, %92 : tensor<2x8x16xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %99 = stablehlo.multiply %98, %94 : tensor<2x8x16xf32>
    %100 = stablehlo.add %92, %99 : tensor<2x8x16xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<2x8x16xf32>
    %103 = stablehlo.tanh %102 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %105 = stablehlo.subtract %104, %103 : tensor<2x8x16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %107 = stablehlo.add %106, %103 : tensor<2x8x16xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<2x8x16xf32>
    %110 = stablehlo.multiply %92, %109 : tensor<2x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%0#13 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %112 = stablehlo.reshape %111 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %114 = stablehlo.dot_general %0#13, %110, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.dot_general %0#13, %0#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %117 = stablehlo.multiply %92, %116 : tensor<2x8x16xf32>
    %118 = stablehlo.multiply %116, %109 : tensor<2x8x16xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<2x8x16xf32>
    %121 = stablehlo.multiply %120, %105 : tensor<2x8x16xf32>
    %122 = stablehlo.multiply %121, %103 : tensor<2x8x16xf32>
    %123 = stablehlo.add %121, %122 : tensor<2x8x16xf32>
    %cst_28 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<2x8x16xf32>
    %126 = stablehlo.add %118, %125 : tensor<2x8x16xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %128 = stablehlo.multiply %127, %125 : tensor<2x8x16xf32>
    %129 = stablehlo.multiply %128, %97 : tensor<2x8x16xf32>
    %130 = stablehlo.add %126, %129 : tensor<2x8x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %132 = stablehlo.reshape %131 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %134 = stablehlo.dot_general %130, %88, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %136 = stablehlo.dot_general %130, %0#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.reshape %137 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.multiply %82, %136 : tensor<2x8x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %142 = stablehlo.reshape %141 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %143 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %144 = stablehlo.multiply %136, %143 : tensor<2x8x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%142 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %146 = stablehlo.multiply %74, %144 : tensor<2x8x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %149 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %150 = stablehlo.multiply %144, %149 : tensor<2x8x16xf32>
    %151 = stablehlo.multiply %148, %80 : tensor<2x8x1xf32>
    %152 = stablehlo.negate %150 : tensor<2x8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %155 = stablehlo.add %0#13, %150 : tensor<2x8x16xf32>
    %cst_38 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %157 = stablehlo.divide %151, %156 : tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %160 = stablehlo.multiply %159, %68 : tensor<2x8x16xf32>
    %161 = stablehlo.negate %160 : tensor<2x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.add %155, %160 : tensor<2x8x16xf32>
    %165 = stablehlo.add %154, %163 : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<2x8x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %170 = stablehlo.add %164, %169 : tensor<2x8x16xf32>
    %171 = stablehlo.dot_general %170, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %173 = stablehlo.dot_general %170, %0#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %175 = stablehlo.transpose %174, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %176 = stablehlo.dot_general %175, %35, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %177 = stablehlo.dot_general %175, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %179 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %180 = stablehlo.multiply %176, %179 : tensor<2x2x8x8xf32>
    %181 = stablehlo.multiply %180, %47 : tensor<2x2x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %184 = stablehlo.negate %183 : tensor<2x2x8x1xf32>
    %185 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %186 = stablehlo.divide %176, %185 : tensor<2x2x8x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%184 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x2x8x8xf32>
    %190 = stablehlo.multiply %189, %47 : tensor<2x2x8x8xf32>
    %191 = call @_where_5(%40#1, %190) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_45 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x2x8x8xf32>
    %194 = stablehlo.dot_general %193, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %196 = stablehlo.dot_general %193, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %198 = stablehlo.reshape %178 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %199 = stablehlo.dot_general %198, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %200 = stablehlo.transpose %199, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %201 = stablehlo.dot_general %198, %0#12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %202 = stablehlo.reshape %195 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %203 = stablehlo.dot_general %202, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %204 = stablehlo.transpose %203, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %205 = stablehlo.dot_general %202, %0#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %206 = stablehlo.add %201, %205 : tensor<2x8x16xf32>
    %207 = stablehlo.reshape %197 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %208 = stablehlo.dot_general %207, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %209 = stablehlo.transpose %208, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %210 = stablehlo.dot_general %207, %0#11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %211 = stablehlo.add %206, %210 : tensor<2x8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.reshape %212 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %215 = stablehlo.multiply %23, %211 : tensor<2x8x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %217 = stablehlo.reshape %216 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %218 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %219 = stablehlo.multiply %211, %218 : tensor<2x8x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%217 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.multiply %15, %219 : tensor<2x8x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %224 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %225 = stablehlo.multiply %219, %224 : tensor<2x8x16xf32>
    %226 = stablehlo.multiply %223, %21 : tensor<2x8x1xf32>
    %227 = stablehlo.negate %225 : tensor<2x8x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %230 = stablehlo.add %170, %225 : tensor<2x8x16xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %232 = stablehlo.divide %226, %231 : tensor<2x8x1xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %235 = stablehlo.multiply %234, %9 : tensor<2x8x16xf32>
    %236 = stablehlo.negate %235 : tensor<2x8x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %239 = stablehlo.add %230, %235 : tensor<2x8x16xf32>
    %240 = stablehlo.add %229, %238 : tensor<2x8x1xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %242 = stablehlo.divide %240, %241 : tensor<2x8x1xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %245 = stablehlo.add %239, %244 : tensor<2x8x16xf32>
    return %245, %133, %113, %214, %220, %139, %145, %135, %115, %204, %172, %209, %200 : tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %3, %1 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>
  }
  func.func private @_where_5(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<3x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<3x16xf32>
    return %1 : tensor<3x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<3x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    return %1 : tensor<3x16x16xf32>
  }
}
