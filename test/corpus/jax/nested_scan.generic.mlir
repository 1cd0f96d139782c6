"builtin.module"() <{sym_name = "jit_nested_scan"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6x3xf32>, tensor<3x3xf32>) -> (tensor<3xf32>, tensor<4x6x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg26: tensor<4x6x3xf32>, %arg27: tensor<3x3xf32>):
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x3xf32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36:5 = "stablehlo.while"(%arg26, %arg27, %35, %32, %34) ({
    ^bb0(%arg33: tensor<4x6x3xf32>, %arg34: tensor<3x3xf32>, %arg35: tensor<i32>, %arg36: tensor<3xf32>, %arg37: tensor<4x6x3xf32>):
      %42 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %43 = "stablehlo.compare"(%arg35, %42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%43) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg28: tensor<4x6x3xf32>, %arg29: tensor<3x3xf32>, %arg30: tensor<i32>, %arg31: tensor<3xf32>, %arg32: tensor<4x6x3xf32>):
      %37 = "func.call"(%arg28, %arg30) <{callee = @dynamic_index_in_dim}> : (tensor<4x6x3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %38:2 = "func.call"(%arg29, %arg31, %37) <{callee = @closed_call}> : (tensor<3x3xf32>, tensor<3xf32>, tensor<6x3xf32>) -> (tensor<3xf32>, tensor<6x3xf32>)
      %39 = "func.call"(%arg32, %38#1, %arg30) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<4x6x3xf32>, tensor<6x3xf32>, tensor<i32>) -> tensor<4x6x3xf32>
      %40 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %41 = "stablehlo.add"(%arg30, %40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg28, %arg29, %41, %38#0, %39) : (tensor<4x6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x6x3xf32>) -> ()
    }) : (tensor<4x6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x6x3xf32>) -> (tensor<4x6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x6x3xf32>)
    "func.return"(%36#3, %36#4) : (tensor<3xf32>, tensor<4x6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6x3xf32>, tensor<i32>) -> tensor<6x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4x6x3xf32>, %arg25: tensor<i32>):
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.dynamic_slice"(%arg24, %arg25, %27, %28) <{slice_sizes = array<i64: 1, 6, 3>}> : (tensor<4x6x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x6x3xf32>) -> tensor<6x3xf32>
    "func.return"(%30) : (tensor<6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x3xf32>, tensor<3xf32>, tensor<6x3xf32>) -> (tensor<3xf32>, tensor<6x3xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3x3xf32>, %arg12: tensor<3xf32>, %arg13: tensor<6x3xf32>):
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3xf32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19:5 = "stablehlo.while"(%arg13, %arg11, %18, %arg12, %17) ({
    ^bb0(%arg19: tensor<6x3xf32>, %arg20: tensor<3x3xf32>, %arg21: tensor<i32>, %arg22: tensor<3xf32>, %arg23: tensor<6x3xf32>):
      %25 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %26 = "stablehlo.compare"(%arg21, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%26) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg14: tensor<6x3xf32>, %arg15: tensor<3x3xf32>, %arg16: tensor<i32>, %arg17: tensor<3xf32>, %arg18: tensor<6x3xf32>):
      %20 = "func.call"(%arg14, %arg16) <{callee = @dynamic_index_in_dim_0}> : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %21:2 = "func.call"(%arg15, %arg17, %20) <{callee = @closed_call_1}> : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %22 = "func.call"(%arg18, %21#1, %arg16) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %24 = "stablehlo.add"(%arg16, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg14, %arg15, %24, %21#0, %22) : (tensor<6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>) -> ()
    }) : (tensor<6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>)
    "func.return"(%19#3, %19#4) : (tensor<3xf32>, tensor<6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6x3xf32>, %arg10: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.dynamic_slice"(%arg9, %arg10, %13) <{slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%15) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3x3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>):
    %7 = "stablehlo.dot_general"(%arg7, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.add"(%7, %arg8) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.tanh"(%8) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.multiply"(%9, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%9, %12) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_update_slice"(%arg3, %4, %arg5, %5) : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    "func.return"(%6) : (tensor<6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6x3xf32>, tensor<6x3xf32>, tensor<i32>) -> tensor<4x6x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6x3xf32>, %arg1: tensor<6x3xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<6x3xf32>) -> tensor<1x6x3xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<4x6x3xf32>, tensor<1x6x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x3xf32>
    "func.return"(%3) : (tensor<4x6x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
