"builtin.module"() <{sym_name = "jit_fori_at_set"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<8x4xf32>, %arg6: tensor<8x4xf32>):
    %46 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48:4 = "stablehlo.while"(%arg6, %47, %46, %arg5) ({
    ^bb0(%arg11: tensor<8x4xf32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<8x4xf32>):
      %52 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %53 = "stablehlo.compare"(%arg12, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<8x4xf32>, %arg8: tensor<i32>, %arg9: tensor<i32>, %arg10: tensor<8x4xf32>):
      %49:2 = "func.call"(%arg7, %arg9, %arg10) <{callee = @closed_call}> : (tensor<8x4xf32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>)
      %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %51 = "stablehlo.add"(%arg8, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg7, %51, %49#0, %49#1) : (tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>) -> ()
    }) : (tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>)
    "func.return"(%48#3) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x4xf32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4xf32>, %arg1: tensor<i32>, %arg2: tensor<8x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg1, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.subtract"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.compare"(%4, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.add"(%4, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.select"(%6, %8, %4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.compare"(%10, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.select"(%12, %15, %16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.dynamic_slice"(%arg2, %9, %17) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%20, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%20, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.select"(%22, %24, %20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.compare"(%26, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.select"(%28, %31, %32) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %34 = "stablehlo.dynamic_slice"(%arg0, %25, %33) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.add"(%19, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.tanh"(%36) : (tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.compare"(%arg1, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.add"(%arg1, %40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.select"(%39, %41, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.convert"(%42) : (tensor<i32>) -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %45 = "stablehlo.scatter"(%arg2, %44, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      "stablehlo.return"(%arg4) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<8x4xf32>
    "func.return"(%1, %45) : (tensor<i32>, tensor<8x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
