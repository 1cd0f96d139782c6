"builtin.module"() <{sym_name = "jit_while_data_dependent"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3xf32>, tensor<f32>) -> (tensor<i32>, tensor<4x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:3 = "stablehlo.while"(%arg1, %0, %arg0) ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<4x3xf32>):
      %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.reduce"(%arg7, %10) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %20 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%20) : (tensor<f32>) -> ()
      }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.compare"(%11, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.constant"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
      %14 = "stablehlo.compare"(%arg6, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %15 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.compare"(%14, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.convert"(%17) : (tensor<i1>) -> tensor<i1>
      %19 = "stablehlo.and"(%12, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%19) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<4x3xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.add"(%arg3, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
      %6 = "stablehlo.multiply"(%arg4, %5) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
      %7 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
      %9 = "stablehlo.add"(%6, %8) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
      "stablehlo.return"(%arg2, %3, %9) : (tensor<f32>, tensor<i32>, tensor<4x3xf32>) -> ()
    }) : (tensor<f32>, tensor<i32>, tensor<4x3xf32>) -> (tensor<f32>, tensor<i32>, tensor<4x3xf32>)
    "func.return"(%1#1, %1#2) : (tensor<i32>, tensor<4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
