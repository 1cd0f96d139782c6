"builtin.module"() <{sym_name = "jit_associative_scan"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x4xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x4xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<8x3xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 7, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 8, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %7 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %9 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 0, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x4xf32>) -> tensor<0x4xf32>
    %10 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<2x4xf32>) -> tensor<0x4xf32>
    %11 = "stablehlo.add"(%9, %10) : (tensor<0x4xf32>, tensor<0x4xf32>) -> tensor<0x4xf32>
    %12 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %13 = "stablehlo.concatenate"(%12, %11) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<0x4xf32>) -> tensor<1x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.pad"(%13, %14) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.pad"(%8, %16) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %19 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %20 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %23 = "stablehlo.concatenate"(%22, %21) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.pad"(%23, %24) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.pad"(%18, %26) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %29 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<3x4xf32>
    %30 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 8, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<8x4xf32>) -> tensor<3x4xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %32 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<1x4xf32>
    %33 = "stablehlo.concatenate"(%32, %31) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.pad"(%33, %34) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.pad"(%28, %36) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %38 = "stablehlo.add"(%35, %37) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %39 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 1>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %40 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<8x4xf32>) -> tensor<8x2xf32>
    %41 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 8, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<8x4xf32>) -> tensor<8x2xf32>
    %42 = "stablehlo.maximum"(%40, %41) : (tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x2xf32>
    %43 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %44 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %45 = "stablehlo.maximum"(%43, %44) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %46 = "stablehlo.slice"(%45) <{limit_indices = array<i64: 8, 0>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x1xf32>) -> tensor<8x0xf32>
    %47 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<8x2xf32>) -> tensor<8x0xf32>
    %48 = "stablehlo.maximum"(%46, %47) : (tensor<8x0xf32>, tensor<8x0xf32>) -> tensor<8x0xf32>
    %49 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %50 = "stablehlo.concatenate"(%49, %48) <{dimension = 1 : i64}> : (tensor<8x1xf32>, tensor<8x0xf32>) -> tensor<8x1xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.pad"(%50, %51) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x2xf32>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.pad"(%45, %53) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x2xf32>
    %55 = "stablehlo.add"(%52, %54) : (tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x2xf32>
    %56 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %57 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 8, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<8x4xf32>) -> tensor<8x1xf32>
    %58 = "stablehlo.maximum"(%56, %57) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %59 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<8x1xf32>
    %60 = "stablehlo.concatenate"(%59, %58) <{dimension = 1 : i64}> : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x2xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.pad"(%60, %61) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<8x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.pad"(%55, %63) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<8x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %65 = "stablehlo.add"(%62, %64) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %66 = "stablehlo.reverse"(%65) <{dimensions = array<i64: 1>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %67 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 7, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %68 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 7, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %69 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %70 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %71 = "stablehlo.multiply"(%69, %67) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %72 = "stablehlo.multiply"(%69, %68) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %73 = "stablehlo.add"(%72, %70) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %74 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %75 = "stablehlo.slice"(%73) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %76 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %77 = "stablehlo.slice"(%73) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %78 = "stablehlo.multiply"(%76, %74) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %79 = "stablehlo.multiply"(%76, %75) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %80 = "stablehlo.add"(%79, %77) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %81 = "stablehlo.slice"(%80) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %82 = "stablehlo.slice"(%78) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %83 = "stablehlo.slice"(%80) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %84 = "stablehlo.multiply"(%82, %81) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %85 = "stablehlo.add"(%84, %83) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %86 = "stablehlo.slice"(%85) <{limit_indices = array<i64: 0, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x3xf32>) -> tensor<0x3xf32>
    %87 = "stablehlo.slice"(%78) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %88 = "stablehlo.slice"(%80) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %89 = "stablehlo.multiply"(%87, %86) : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
    %90 = "stablehlo.add"(%89, %88) : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
    %91 = "stablehlo.slice"(%80) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %92 = "stablehlo.concatenate"(%91, %90) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<1x3xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.pad"(%92, %93) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.pad"(%85, %95) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %97 = "stablehlo.add"(%94, %96) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %98 = "stablehlo.slice"(%97) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %99 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %100 = "stablehlo.slice"(%73) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %101 = "stablehlo.multiply"(%99, %98) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %102 = "stablehlo.add"(%101, %100) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %103 = "stablehlo.slice"(%73) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %104 = "stablehlo.concatenate"(%103, %102) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.pad"(%104, %105) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.pad"(%97, %107) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %109 = "stablehlo.add"(%106, %108) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %110 = "stablehlo.slice"(%109) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %111 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<8x3xf32>) -> tensor<3x3xf32>
    %112 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<8x3xf32>) -> tensor<3x3xf32>
    %113 = "stablehlo.multiply"(%111, %110) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %114 = "stablehlo.add"(%113, %112) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %115 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x3xf32>) -> tensor<1x3xf32>
    %116 = "stablehlo.concatenate"(%115, %114) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.pad"(%116, %117) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.pad"(%109, %119) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %121 = "stablehlo.add"(%118, %120) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%38, %66, %121) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
