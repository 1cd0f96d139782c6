module @jit_scan_transformer_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<3x16xf32>, %arg3: tensor<3x16xf32>, %arg4: tensor<3x16xf32>, %arg5: tensor<3x16xf32>, %arg6: tensor<3x16x16xf32>, %arg7: tensor<3x16x16xf32>, %arg8: tensor<3x16x16xf32>, %arg9: tensor<3x16x16xf32>, %arg10: tensor<3x16x16xf32>, %arg11: tensor<3x16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<2x8x16xf32>, %arg16: tensor<2x8x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['b1']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['b2']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln1_b']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln1_g']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln2_b']"}, tensor<3x16xf32> {jax.result_info = "result[1]['layers']['ln2_g']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['w1']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['w2']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wk']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wo']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wq']"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['layers']['wv']"}, tensor<16xf32> {jax.result_info = "result[1]['lnf_b']"}, tensor<16xf32> {jax.result_info = "result[1]['lnf_g']"}, tensor<16x16xf32> {jax.result_info = "result[1]['out']"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %1 = call @tril(%0) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %3:2 = call @_where(%2, %cst) : (tensor<1x1x8x8xi1>, tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x1x1x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x2x8x2x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x2x8x2x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x2x2x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x2x2x8x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x2x2x8x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x2x2x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x2x8x2x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x1x1x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %32:44 = stablehlo.while(%iterArg = %arg0, %iterArg_80 = %arg1, %iterArg_81 = %arg2, %iterArg_82 = %arg3, %iterArg_83 = %arg4, %iterArg_84 = %arg5, %iterArg_85 = %arg6, %iterArg_86 = %arg7, %iterArg_87 = %arg8, %iterArg_88 = %arg9, %iterArg_89 = %arg10, %iterArg_90 = %arg11, %iterArg_91 = %3#0, %iterArg_92 = %3#1, %iterArg_93 = %c_28, %iterArg_94 = %arg15, %iterArg_95 = %4, %iterArg_96 = %5, %iterArg_97 = %6, %iterArg_98 = %7, %iterArg_99 = %8, %iterArg_100 = %9, %iterArg_101 = %10, %iterArg_102 = %11, %iterArg_103 = %12, %iterArg_104 = %13, %iterArg_105 = %14, %iterArg_106 = %15, %iterArg_107 = %16, %iterArg_108 = %17, %iterArg_109 = %18, %iterArg_110 = %19, %iterArg_111 = %20, %iterArg_112 = %21, %iterArg_113 = %22, %iterArg_114 = %23, %iterArg_115 = %24, %iterArg_116 = %25, %iterArg_117 = %26, %iterArg_118 = %27, %iterArg_119 = %28, %iterArg_120 = %29, %iterArg_121 = %30, %iterArg_122 = %31) : tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>
    cond {
      %c_123 = stablehlo.constant dense<3> : tensor<i32>
      %166 = stablehlo.compare LT, %iterArg_93, %c_123, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    } do {
      %166 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_93) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %167 = func.call @dynamic_index_in_dim(%iterArg_80, %iterArg_93) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %168 = func.call @dynamic_index_in_dim(%iterArg_81, %iterArg_93) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %169 = func.call @dynamic_index_in_dim(%iterArg_82, %iterArg_93) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %170 = func.call @dynamic_index_in_dim(%iterArg_83, %iterArg_93) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %171 = func.call @dynamic_index_in_dim(%iterArg_84, %iterArg_93) : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %172 = func.call @dynamic_index_in_dim_0(%iterArg_85, %iterArg_93) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %173 = func.call @dynamic_index_in_dim_0(%iterArg_86, %iterArg_93) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %174 = func.call @dynamic_index_in_dim_0(%iterArg_87, %iterArg_93) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %175 = func.call @dynamic_index_in_dim_0(%iterArg_88, %iterArg_93) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %176 = func.call @dynamic_index_in_dim_0(%iterArg_89, %iterArg_93) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %177 = func.call @dynamic_index_in_dim_0(%iterArg_90, %iterArg_93) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %178:29 = func.call @closed_call(%iterArg_91, %iterArg_92, %iterArg_94, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>)
      %179 = func.call @dynamic_update_index_in_dim(%iterArg_95, %178#1, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %180 = func.call @dynamic_update_index_in_dim_2(%iterArg_96, %178#2, %iterArg_93) : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %181 = func.call @dynamic_update_index_in_dim_2(%iterArg_97, %178#3, %iterArg_93) : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %182 = func.call @dynamic_update_index_in_dim(%iterArg_98, %178#4, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %183 = func.call @dynamic_update_index_in_dim_3(%iterArg_99, %178#5, %iterArg_93) : (tensor<3x1x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>) -> tensor<3x1x1x16xf32>
      %184 = func.call @dynamic_update_index_in_dim(%iterArg_100, %178#6, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %185 = func.call @dynamic_update_index_in_dim(%iterArg_101, %178#7, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %186 = func.call @dynamic_update_index_in_dim_4(%iterArg_102, %178#8, %iterArg_93) : (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
      %187 = func.call @dynamic_update_index_in_dim_4(%iterArg_103, %178#9, %iterArg_93) : (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
      %188 = func.call @dynamic_update_index_in_dim_5(%iterArg_104, %178#10, %iterArg_93) : (tensor<3x2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>
      %189 = func.call @dynamic_update_index_in_dim_6(%iterArg_105, %178#11, %iterArg_93) : (tensor<3x2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>
      %190 = func.call @dynamic_update_index_in_dim_6(%iterArg_106, %178#12, %iterArg_93) : (tensor<3x2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>
      %191 = func.call @dynamic_update_index_in_dim_5(%iterArg_107, %178#13, %iterArg_93) : (tensor<3x2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>
      %192 = func.call @dynamic_update_index_in_dim_4(%iterArg_108, %178#14, %iterArg_93) : (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
      %193 = func.call @dynamic_update_index_in_dim(%iterArg_109, %178#15, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %194 = func.call @dynamic_update_index_in_dim(%iterArg_110, %178#16, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %195 = func.call @dynamic_update_index_in_dim_2(%iterArg_111, %178#17, %iterArg_93) : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %196 = func.call @dynamic_update_index_in_dim_2(%iterArg_112, %178#18, %iterArg_93) : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %197 = func.call @dynamic_update_index_in_dim(%iterArg_113, %178#19, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %198 = func.call @dynamic_update_index_in_dim_3(%iterArg_114, %178#20, %iterArg_93) : (tensor<3x1x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>) -> tensor<3x1x1x16xf32>
      %199 = func.call @dynamic_update_index_in_dim(%iterArg_115, %178#21, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %200 = func.call @dynamic_update_index_in_dim(%iterArg_116, %178#22, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %201 = func.call @dynamic_update_index_in_dim(%iterArg_117, %178#23, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %202 = func.call @dynamic_update_index_in_dim(%iterArg_118, %178#24, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %203 = func.call @dynamic_update_index_in_dim(%iterArg_119, %178#25, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %204 = func.call @dynamic_update_index_in_dim(%iterArg_120, %178#26, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %205 = func.call @dynamic_update_index_in_dim(%iterArg_121, %178#27, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %206 = func.call @dynamic_update_index_in_dim(%iterArg_122, %178#28, %iterArg_93) : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %c_123 = stablehlo.constant dense<1> : tensor<i32>
      %207 = stablehlo.add %iterArg_93, %c_123 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %207, %178#0, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206 : tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>
    }
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32#15 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %36 = stablehlo.divide %34, %35 : tensor<2x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %38 = stablehlo.subtract %32#15, %37 : tensor<2x8x16xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<2x8x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%39 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %45 = stablehlo.divide %43, %44 : tensor<2x8x1xf32>
    %46 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %47 = stablehlo.subtract %32#15, %46 : tensor<2x8x16xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %49 = stablehlo.add %45, %48 : tensor<2x8x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x8x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<2x8x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<2x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %55 = stablehlo.multiply %47, %54 : tensor<2x8x16xf32>
    %56 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<2x8x16xf32>
    %59 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x8x16xf32>
    %62 = stablehlo.dot_general %61, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %63 = stablehlo.subtract %62, %arg16 : tensor<2x8x16xf32>
    %64 = chlo.square %63 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<2x8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%64 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_38 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_40 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %69 = stablehlo.divide %cst_39, %cst_40 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %71 = stablehlo.multiply %70, %66 : tensor<2x8x16xf32>
    %72 = stablehlo.dot_general %71, %61, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %74 = stablehlo.dot_general %71, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.reshape %75 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.multiply %55, %74 : tensor<2x8x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.reshape %79 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %81 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %82 = stablehlo.multiply %74, %81 : tensor<2x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%80 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %84 = stablehlo.multiply %47, %82 : tensor<2x8x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.multiply %82, %87 : tensor<2x8x16xf32>
    %89 = stablehlo.multiply %86, %53 : tensor<2x8x1xf32>
    %90 = stablehlo.negate %88 : tensor<2x8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %94 = stablehlo.divide %89, %93 : tensor<2x8x1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %97 = stablehlo.multiply %96, %41 : tensor<2x8x16xf32>
    %98 = stablehlo.negate %97 : tensor<2x8x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %101 = stablehlo.add %88, %97 : tensor<2x8x16xf32>
    %102 = stablehlo.add %92, %100 : tensor<2x8x1xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %104 = stablehlo.divide %102, %103 : tensor<2x8x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %107 = stablehlo.add %101, %106 : tensor<2x8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %120:49 = stablehlo.while(%iterArg = %32#16, %iterArg_80 = %32#17, %iterArg_81 = %32#18, %iterArg_82 = %32#19, %iterArg_83 = %32#20, %iterArg_84 = %32#21, %iterArg_85 = %arg10, %iterArg_86 = %32#22, %iterArg_87 = %arg8, %iterArg_88 = %arg11, %iterArg_89 = %32#23, %iterArg_90 = %32#24, %iterArg_91 = %32#25, %iterArg_92 = %32#26, %iterArg_93 = %32#27, %iterArg_94 = %32#28, %iterArg_95 = %32#29, %iterArg_96 = %arg9, %iterArg_97 = %32#30, %iterArg_98 = %32#31, %iterArg_99 = %32#32, %iterArg_100 = %32#33, %iterArg_101 = %32#34, %iterArg_102 = %32#35, %iterArg_103 = %32#36, %iterArg_104 = %arg6, %iterArg_105 = %32#37, %iterArg_106 = %32#38, %iterArg_107 = %32#39, %iterArg_108 = %32#40, %iterArg_109 = %32#41, %iterArg_110 = %32#42, %iterArg_111 = %arg7, %iterArg_112 = %32#43, %iterArg_113 = %3#0, %iterArg_114 = %c_64, %iterArg_115 = %107, %iterArg_116 = %108, %iterArg_117 = %109, %iterArg_118 = %110, %iterArg_119 = %111, %iterArg_120 = %112, %iterArg_121 = %113, %iterArg_122 = %114, %iterArg_123 = %115, %iterArg_124 = %116, %iterArg_125 = %117, %iterArg_126 = %118, %iterArg_127 = %119) : tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<2x2x8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>
    cond {
      %c_128 = stablehlo.constant dense<3> : tensor<i32>
      %166 = stablehlo.compare LT, %iterArg_114, %c_128, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    } do {
      %c_128 = stablehlo.constant dense<3> : tensor<i32>
      %166 = stablehlo.subtract %c_128, %iterArg_114 : tensor<i32>
      %c_129 = stablehlo.constant dense<1> : tensor<i32>
      %167 = stablehlo.subtract %166, %c_129 : tensor<i32>
      %168 = func.call @dynamic_index_in_dim_7(%iterArg, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %169 = func.call @dynamic_index_in_dim_8(%iterArg_80, %167) : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %170 = func.call @dynamic_index_in_dim_8(%iterArg_81, %167) : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %171 = func.call @dynamic_index_in_dim_7(%iterArg_82, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %172 = func.call @dynamic_index_in_dim_9(%iterArg_83, %167) : (tensor<3x1x1x16xf32>, tensor<i32>) -> tensor<1x1x16xf32>
      %173 = func.call @dynamic_index_in_dim_7(%iterArg_84, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %174 = func.call @dynamic_index_in_dim_0(%iterArg_85, %167) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %175 = func.call @dynamic_index_in_dim_7(%iterArg_86, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %176 = func.call @dynamic_index_in_dim_0(%iterArg_87, %167) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %177 = func.call @dynamic_index_in_dim_0(%iterArg_88, %167) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %178 = func.call @dynamic_index_in_dim_10(%iterArg_89, %167) : (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %179 = func.call @dynamic_index_in_dim_10(%iterArg_90, %167) : (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %180 = func.call @dynamic_index_in_dim_11(%iterArg_91, %167) : (tensor<3x2x2x8x8xf32>, tensor<i32>) -> tensor<2x2x8x8xf32>
      %181 = func.call @dynamic_index_in_dim_12(%iterArg_92, %167) : (tensor<3x2x2x8x1xf32>, tensor<i32>) -> tensor<2x2x8x1xf32>
      %182 = func.call @dynamic_index_in_dim_12(%iterArg_93, %167) : (tensor<3x2x2x8x1xf32>, tensor<i32>) -> tensor<2x2x8x1xf32>
      %183 = func.call @dynamic_index_in_dim_11(%iterArg_94, %167) : (tensor<3x2x2x8x8xf32>, tensor<i32>) -> tensor<2x2x8x8xf32>
      %184 = func.call @dynamic_index_in_dim_10(%iterArg_95, %167) : (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %185 = func.call @dynamic_index_in_dim_0(%iterArg_96, %167) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %186 = func.call @dynamic_index_in_dim_7(%iterArg_97, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %187 = func.call @dynamic_index_in_dim_7(%iterArg_98, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %188 = func.call @dynamic_index_in_dim_8(%iterArg_99, %167) : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %189 = func.call @dynamic_index_in_dim_8(%iterArg_100, %167) : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %190 = func.call @dynamic_index_in_dim_7(%iterArg_101, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %191 = func.call @dynamic_index_in_dim_9(%iterArg_102, %167) : (tensor<3x1x1x16xf32>, tensor<i32>) -> tensor<1x1x16xf32>
      %192 = func.call @dynamic_index_in_dim_7(%iterArg_103, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %193 = func.call @dynamic_index_in_dim_0(%iterArg_104, %167) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %194 = func.call @dynamic_index_in_dim_7(%iterArg_105, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %195 = func.call @dynamic_index_in_dim_7(%iterArg_106, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %196 = func.call @dynamic_index_in_dim_7(%iterArg_107, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %197 = func.call @dynamic_index_in_dim_7(%iterArg_108, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %198 = func.call @dynamic_index_in_dim_7(%iterArg_109, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %199 = func.call @dynamic_index_in_dim_7(%iterArg_110, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %200 = func.call @dynamic_index_in_dim_0(%iterArg_111, %167) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %201 = func.call @dynamic_index_in_dim_7(%iterArg_112, %167) : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %202:13 = func.call @closed_call_13(%iterArg_113, %iterArg_115, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201) : (tensor<2x2x8x8xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>)
      %203 = func.call @dynamic_update_index_in_dim_15(%iterArg_116, %202#1, %167) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %204 = func.call @dynamic_update_index_in_dim_15(%iterArg_117, %202#2, %167) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %205 = func.call @dynamic_update_index_in_dim_15(%iterArg_118, %202#3, %167) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %206 = func.call @dynamic_update_index_in_dim_15(%iterArg_119, %202#4, %167) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %207 = func.call @dynamic_update_index_in_dim_15(%iterArg_120, %202#5, %167) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %208 = func.call @dynamic_update_index_in_dim_15(%iterArg_121, %202#6, %167) : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %209 = func.call @dynamic_update_index_in_dim_16(%iterArg_122, %202#7, %167) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %210 = func.call @dynamic_update_index_in_dim_16(%iterArg_123, %202#8, %167) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %211 = func.call @dynamic_update_index_in_dim_16(%iterArg_124, %202#9, %167) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %212 = func.call @dynamic_update_index_in_dim_16(%iterArg_125, %202#10, %167) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %213 = func.call @dynamic_update_index_in_dim_16(%iterArg_126, %202#11, %167) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %214 = func.call @dynamic_update_index_in_dim_16(%iterArg_127, %202#12, %167) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %c_130 = stablehlo.constant dense<1> : tensor<i32>
      %215 = stablehlo.add %iterArg_114, %c_130 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %iterArg_109, %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %215, %202#0, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214 : tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<2x2x8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>
    }
    %cst_65 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %122 = stablehlo.multiply %121, %120#37 : tensor<3x16xf32>
    %123 = stablehlo.subtract %arg0, %122 : tensor<3x16xf32>
    %cst_66 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %125 = stablehlo.multiply %124, %120#38 : tensor<3x16xf32>
    %126 = stablehlo.subtract %arg1, %125 : tensor<3x16xf32>
    %cst_67 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %128 = stablehlo.multiply %127, %120#39 : tensor<3x16xf32>
    %129 = stablehlo.subtract %arg2, %128 : tensor<3x16xf32>
    %cst_68 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %131 = stablehlo.multiply %130, %120#40 : tensor<3x16xf32>
    %132 = stablehlo.subtract %arg3, %131 : tensor<3x16xf32>
    %cst_69 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %134 = stablehlo.multiply %133, %120#41 : tensor<3x16xf32>
    %135 = stablehlo.subtract %arg4, %134 : tensor<3x16xf32>
    %cst_70 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %137 = stablehlo.multiply %136, %120#42 : tensor<3x16xf32>
    %138 = stablehlo.subtract %arg5, %137 : tensor<3x16xf32>
    %cst_71 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %140 = stablehlo.multiply %139, %120#43 : tensor<3x16x16xf32>
    %141 = stablehlo.subtract %arg6, %140 : tensor<3x16x16xf32>
    %cst_72 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %143 = stablehlo.multiply %142, %120#44 : tensor<3x16x16xf32>
    %144 = stablehlo.subtract %arg7, %143 : tensor<3x16x16xf32>
    %cst_73 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %146 = stablehlo.multiply %145, %120#45 : tensor<3x16x16xf32>
    %147 = stablehlo.subtract %arg8, %146 : tensor<3x16x16xf32>
    %cst_74 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %149 = stablehlo.multiply %148, %120#46 : tensor<3x16x16xf32>
    %150 = stablehlo.subtract %arg9, %149 : tensor<3x16x16xf32>
    %cst_75 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %152 = stablehlo.multiply %151, %120#47 : tensor<3x16x16xf32>
    %153 = stablehlo.subtract %arg10, %152 : tensor<3x16x16xf32>
    %cst_76 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %155 = stablehlo.multiply %154, %120#48 : tensor<3x16x16xf32>
    %156 = stablehlo.subtract %arg11, %155 : tensor<3x16x16xf32>
    %cst_77 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %158 = stablehlo.multiply %157, %77 : tensor<16xf32>
    %159 = stablehlo.subtract %arg12, %158 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %161 = stablehlo.multiply %160, %83 : tensor<16xf32>
    %162 = stablehlo.subtract %arg13, %161 : tensor<16xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %164 = stablehlo.multiply %163, %73 : tensor<16x16xf32>
    %165 = stablehlo.subtract %arg14, %164 : tensor<16x16xf32>
    return %68, %123, %126, %129, %132, %135, %138, %141, %144, %147, %150, %153, %156, %159, %162, %165 : tensor<f32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>
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
  func.func private @closed_call(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<2x8x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg2, %4 : tensor<2x8x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.subtract %arg2, %13 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x8x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x8x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<2x8x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x8x16xf32>
    %23 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x8x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x8x16xf32>
    %29 = stablehlo.dot_general %28, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %31 = stablehlo.dot_general %28, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %33 = stablehlo.dot_general %28, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %35 = stablehlo.dot_general %30, %32, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<2x2x8x8xf32>
    %38 = call @_where_1(%37, %arg0, %arg1) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %41 = stablehlo.maximum %40, %39 : tensor<2x2x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.exponential %44 : tensor<2x2x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.divide %45, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.multiply %47, %47 : tensor<2x2x8x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %52 = stablehlo.divide %51, %50 : tensor<2x2x8x1xf32>
    %53 = stablehlo.dot_general %34, %49, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %56 = stablehlo.dot_general %55, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %57 = stablehlo.add %arg2, %56 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x8x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<2x8x16xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<2x8x16xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<2x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%64 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %70 = stablehlo.divide %68, %69 : tensor<2x8x1xf32>
    %71 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %72 = stablehlo.subtract %57, %71 : tensor<2x8x16xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %74 = stablehlo.add %70, %73 : tensor<2x8x1xf32>
    %75 = stablehlo.rsqrt %74 : tensor<2x8x1xf32>
    %76 = stablehlo.divide %75, %74 : tensor<2x8x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<2x8x1xf32>
    %79 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %80 = stablehlo.multiply %72, %79 : tensor<2x8x16xf32>
    %81 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %83 = stablehlo.multiply %80, %82 : tensor<2x8x16xf32>
    %84 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %86 = stablehlo.add %83, %85 : tensor<2x8x16xf32>
    %87 = stablehlo.dot_general %86, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x8x16xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<2x8x16xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<2x8x16xf32>
    %93 = stablehlo.multiply %90, %90 : tensor<2x8x16xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<2x8x16xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %97 = stablehlo.multiply %96, %92 : tensor<2x8x16xf32>
    %98 = stablehlo.add %90, %97 : tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<2x8x16xf32>
    %101 = stablehlo.tanh %100 : tensor<2x8x16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %103 = stablehlo.subtract %102, %101 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %105 = stablehlo.add %104, %101 : tensor<2x8x16xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<2x8x16xf32>
    %108 = stablehlo.multiply %90, %107 : tensor<2x8x16xf32>
    %109 = stablehlo.dot_general %108, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %110 = stablehlo.add %57, %109 : tensor<2x8x16xf32>
    %111 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x8x16xf32>
    return %113, %8, %20, %17, %14, %23, %22, %28, %32, %30, %45, %47, %52, %49, %34, %55, %66, %78, %75, %72, %81, %80, %86, %95, %101, %103, %107, %90, %108 : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>
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
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x2x8x1xf32>, %arg1: tensor<2x8x1xf32>, %arg2: tensor<i32>) -> tensor<3x2x8x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x8x1xf32>, tensor<1x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x1xf32>
    return %1 : tensor<3x2x8x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x1x1x16xf32>, %arg1: tensor<1x1x16xf32>, %arg2: tensor<i32>) -> tensor<3x1x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x1x1x16xf32>, tensor<1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x1x16xf32>
    return %1 : tensor<3x1x1x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3x2x8x2x8xf32>, %arg1: tensor<2x8x2x8xf32>, %arg2: tensor<i32>) -> tensor<3x2x8x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<2x8x2x8xf32>) -> tensor<1x2x8x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<3x2x8x2x8xf32>, tensor<1x2x8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
    return %1 : tensor<3x2x8x2x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<3x2x2x8x8xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<i32>) -> tensor<3x2x2x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<3x2x2x8x8xf32>, tensor<1x2x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>
    return %1 : tensor<3x2x2x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x2x2x8x1xf32>, %arg1: tensor<2x2x8x1xf32>, %arg2: tensor<i32>) -> tensor<3x2x2x8x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<2x2x8x1xf32>) -> tensor<1x2x2x8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<3x2x2x8x1xf32>, tensor<1x2x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>
    return %1 : tensor<3x2x2x8x1xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<3x2x8x16xf32>, %arg1: tensor<i32>) -> tensor<2x8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 8, 16] : (tensor<3x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    return %1 : tensor<2x8x16xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<3x2x8x1xf32>, %arg1: tensor<i32>) -> tensor<2x8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 8, 1] : (tensor<3x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8x1xf32>) -> tensor<2x8x1xf32>
    return %1 : tensor<2x8x1xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<3x1x1x16xf32>, %arg1: tensor<i32>) -> tensor<1x1x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 16] : (tensor<3x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x16xf32>) -> tensor<1x1x16xf32>
    return %1 : tensor<1x1x16xf32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<3x2x8x2x8xf32>, %arg1: tensor<i32>) -> tensor<2x8x2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 2, 8, 2, 8] : (tensor<3x2x8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    return %1 : tensor<2x8x2x8xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<3x2x2x8x8xf32>, %arg1: tensor<i32>) -> tensor<2x2x8x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 2, 2, 8, 8] : (tensor<3x2x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<3x2x2x8x1xf32>, %arg1: tensor<i32>) -> tensor<2x2x8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 2, 2, 8, 1] : (tensor<3x2x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x8x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    return %1 : tensor<2x2x8x1xf32>
  }
  func.func private @closed_call_13(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>, %arg3: tensor<2x8x1xf32>, %arg4: tensor<2x8x1xf32>, %arg5: tensor<2x8x16xf32>, %arg6: tensor<1x1x16xf32>, %arg7: tensor<2x8x16xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<2x8x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<2x8x2x8xf32>, %arg13: tensor<2x8x2x8xf32>, %arg14: tensor<2x2x8x8xf32>, %arg15: tensor<2x2x8x1xf32>, %arg16: tensor<2x2x8x1xf32>, %arg17: tensor<2x2x8x8xf32>, %arg18: tensor<2x8x2x8xf32>, %arg19: tensor<16x16xf32>, %arg20: tensor<2x8x16xf32>, %arg21: tensor<2x8x16xf32>, %arg22: tensor<2x8x1xf32>, %arg23: tensor<2x8x1xf32>, %arg24: tensor<2x8x16xf32>, %arg25: tensor<1x1x16xf32>, %arg26: tensor<2x8x16xf32>, %arg27: tensor<16x16xf32>, %arg28: tensor<2x8x16xf32>, %arg29: tensor<2x8x16xf32>, %arg30: tensor<2x8x16xf32>, %arg31: tensor<2x8x16xf32>, %arg32: tensor<2x8x16xf32>, %arg33: tensor<2x8x16xf32>, %arg34: tensor<16x16xf32>, %arg35: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.reshape %0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.dot_general %arg1, %arg35, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.dot_general %arg1, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %6 = stablehlo.multiply %arg33, %5 : tensor<2x8x16xf32>
    %7 = stablehlo.multiply %5, %arg32 : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<2x8x16xf32>
    %10 = stablehlo.multiply %9, %arg31 : tensor<2x8x16xf32>
    %11 = stablehlo.multiply %10, %arg30 : tensor<2x8x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x8x16xf32>
    %15 = stablehlo.add %7, %14 : tensor<2x8x16xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<2x8x16xf32>
    %18 = stablehlo.multiply %17, %arg29 : tensor<2x8x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.reshape %20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.dot_general %19, %arg28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %25 = stablehlo.dot_general %19, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.reshape %26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %arg26, %25 : tensor<2x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.reshape %30 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<2x8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%31 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.multiply %arg24, %33 : tensor<2x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %39 = stablehlo.multiply %33, %38 : tensor<2x8x16xf32>
    %40 = stablehlo.multiply %37, %arg22 : tensor<2x8x1xf32>
    %41 = stablehlo.negate %39 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %44 = stablehlo.add %arg1, %39 : tensor<2x8x16xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %46 = stablehlo.divide %40, %45 : tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %49 = stablehlo.multiply %48, %arg21 : tensor<2x8x16xf32>
    %50 = stablehlo.negate %49 : tensor<2x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %53 = stablehlo.add %44, %49 : tensor<2x8x16xf32>
    %54 = stablehlo.add %43, %52 : tensor<2x8x1xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %59 = stablehlo.add %53, %58 : tensor<2x8x16xf32>
    %60 = stablehlo.dot_general %59, %arg20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %62 = stablehlo.dot_general %59, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %64 = stablehlo.transpose %63, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.dot_general %64, %arg18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.dot_general %64, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %68 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.multiply %69, %arg14 : tensor<2x2x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %73 = stablehlo.negate %72 : tensor<2x2x8x1xf32>
    %74 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.divide %65, %74 : tensor<2x2x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%73 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x2x8x8xf32>
    %79 = stablehlo.multiply %78, %arg14 : tensor<2x2x8x8xf32>
    %80 = call @_where_14(%arg0, %79) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_19 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %82 = stablehlo.divide %80, %81 : tensor<2x2x8x8xf32>
    %83 = stablehlo.dot_general %82, %arg13, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %85 = stablehlo.dot_general %82, %arg12, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %87 = stablehlo.reshape %67 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.dot_general %87, %arg9, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %90 = stablehlo.dot_general %87, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %91 = stablehlo.reshape %84 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.dot_general %91, %arg9, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %94 = stablehlo.dot_general %91, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %95 = stablehlo.add %90, %94 : tensor<2x8x16xf32>
    %96 = stablehlo.reshape %86 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %97 = stablehlo.dot_general %96, %arg9, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %98 = stablehlo.transpose %97, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %99 = stablehlo.dot_general %96, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %100 = stablehlo.add %95, %99 : tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %102 = stablehlo.reshape %101 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.multiply %arg7, %100 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %106 = stablehlo.reshape %105 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %107 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %108 = stablehlo.multiply %100, %107 : tensor<2x8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%106 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %110 = stablehlo.multiply %arg5, %108 : tensor<2x8x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %113 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %114 = stablehlo.multiply %108, %113 : tensor<2x8x16xf32>
    %115 = stablehlo.multiply %112, %arg3 : tensor<2x8x1xf32>
    %116 = stablehlo.negate %114 : tensor<2x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %119 = stablehlo.add %59, %114 : tensor<2x8x16xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %121 = stablehlo.divide %115, %120 : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %124 = stablehlo.multiply %123, %arg2 : tensor<2x8x16xf32>
    %125 = stablehlo.negate %124 : tensor<2x8x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %128 = stablehlo.add %119, %124 : tensor<2x8x16xf32>
    %129 = stablehlo.add %118, %127 : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %131 = stablehlo.divide %129, %130 : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %134 = stablehlo.add %128, %133 : tensor<2x8x16xf32>
    return %134, %22, %2, %103, %109, %28, %34, %24, %4, %93, %61, %98, %89 : tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
  }
  func.func private @_where_14(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<3x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<3x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<3x16xf32>
    return %1 : tensor<3x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<3x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    return %1 : tensor<3x16x16xf32>
  }
}
