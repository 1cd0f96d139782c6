"builtin.module"() <{sym_name = "jit_scan_reverse"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7x4xf32>, tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<7x4xf32>, %arg10: tensor<4x4xf32>):
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19:7 = "stablehlo.while"(%arg9, %arg10, %18, %11, %13, %15, %17) ({
    ^bb0(%arg18: tensor<7x4xf32>, %arg19: tensor<4x4xf32>, %arg20: tensor<i32>, %arg21: tensor<4xf32>, %arg22: tensor<4xf32>, %arg23: tensor<7x4xf32>, %arg24: tensor<7x4xf32>):
      %30 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %31 = "stablehlo.compare"(%arg20, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<7x4xf32>, %arg12: tensor<4x4xf32>, %arg13: tensor<i32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>, %arg16: tensor<7x4xf32>, %arg17: tensor<7x4xf32>):
      %20 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %21 = "stablehlo.subtract"(%20, %arg13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.subtract"(%21, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %24 = "func.call"(%arg11, %23) <{callee = @dynamic_index_in_dim}> : (tensor<7x4xf32>, tensor<i32>) -> tensor<4xf32>
      %25:4 = "func.call"(%arg12, %arg14, %arg15, %24) <{callee = @closed_call}> : (tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %26 = "func.call"(%arg16, %25#2, %23) <{callee = @dynamic_update_index_in_dim}> : (tensor<7x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<7x4xf32>
      %27 = "func.call"(%arg17, %25#3, %23) <{callee = @dynamic_update_index_in_dim}> : (tensor<7x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<7x4xf32>
      %28 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %29 = "stablehlo.add"(%arg13, %28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg11, %arg12, %29, %25#0, %25#1, %26, %27) : (tensor<7x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>) -> ()
    }) : (tensor<7x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>) -> (tensor<7x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>)
    "func.return"(%19#3, %19#4, %19#5, %19#6) : (tensor<4xf32>, tensor<4xf32>, tensor<7x4xf32>, tensor<7x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7x4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<7x4xf32>, %arg8: tensor<i32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.dynamic_slice"(%arg7, %arg8, %7) <{slice_sizes = array<i64: 1, 4>}> : (tensor<7x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x4xf32>) -> tensor<4xf32>
    "func.return"(%9) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), res_attrs = [{}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>):
    %3 = "stablehlo.add"(%arg4, %arg6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.dot_general"(%arg5, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.add"(%4, %arg6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.tanh"(%5) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3, %6, %3, %6) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<7x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<7x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<7x4xf32>
    "func.return"(%2) : (tensor<7x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
