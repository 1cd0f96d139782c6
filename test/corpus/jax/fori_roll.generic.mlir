"builtin.module"() <{sym_name = "jit_fori_roll"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<6x4xf32>):
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49:2 = "stablehlo.while"(%48, %arg11) ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<6x4xf32>):
      %61 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %62 = "stablehlo.compare"(%arg20, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg18: tensor<i32>, %arg19: tensor<6x4xf32>):
      %58 = "func.call"(%arg19) <{callee = @closed_call}> : (tensor<6x4xf32>) -> tensor<6x4xf32>
      %59 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %60 = "stablehlo.add"(%arg18, %59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%60, %58) : (tensor<i32>, tensor<6x4xf32>) -> ()
    }) : (tensor<i32>, tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>)
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52:3 = "stablehlo.while"(%51, %50, %arg11) ({
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<6x4xf32>):
      %56 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.compare"(%arg15, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<6x4xf32>):
      %53:2 = "func.call"(%arg13, %arg14) <{callee = @closed_call_0}> : (tensor<i32>, tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>)
      %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %55 = "stablehlo.add"(%arg12, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%55, %53#0, %53#1) : (tensor<i32>, tensor<i32>, tensor<6x4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<6x4xf32>)
    "func.return"(%49#1, %52#2) : (tensor<6x4xf32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x4xf32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<6x4xf32>):
    %43 = "func.call"(%arg10) <{callee = @_roll_static}> : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %44 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %46 = "stablehlo.multiply"(%43, %45) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %47 = "stablehlo.add"(%46, %arg10) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%47) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6x4xf32>):
    %40 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<1x4xf32>
    %41 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 5, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<5x4xf32>
    %42 = "stablehlo.concatenate"(%40, %41) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    "func.return"(%42) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<i32>, %arg8: tensor<6x4xf32>):
    %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.add"(%arg7, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = "func.call"(%arg8, %arg7) <{callee = @_roll_dynamic}> : (tensor<6x4xf32>, tensor<i32>) -> tensor<6x4xf32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %39 = "stablehlo.add"(%36, %38) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%35, %39) : (tensor<i32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<i32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "_roll_dynamic", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6x4xf32>, %arg6: tensor<i32>):
    %16 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1xi32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1xi32>) -> tensor<i32>
    %19 = "stablehlo.convert"(%18) : (tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.maximum"(%20, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "func.call"(%19, %22) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.concatenate"(%arg5, %arg5) <{dimension = 1 : i64}> : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x8xf32>
    %25 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.subtract"(%25, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.compare"(%26, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.add"(%26, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.select"(%28, %30, %26) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.dynamic_slice"(%24, %32, %31) <{slice_sizes = array<i64: 6, 4>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
    "func.return"(%33) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.compare"(%arg4, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "func.call"(%2, %3, %arg4) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.remainder"(%arg3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.compare"(%5, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.compare"(%4, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %13 = "stablehlo.and"(%12, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %14 = "stablehlo.add"(%5, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.select"(%13, %14, %5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%15) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
