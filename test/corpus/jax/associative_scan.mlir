module @jit_associative_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<8x3xf32>) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<8x4xf32> {jax.result_info = "result[1]"}, tensor<8x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:7:2, 0:4] : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.slice %arg0 [1:8:2, 0:4] : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xf32>
    %3 = stablehlo.slice %2 [0:3:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %4 = stablehlo.slice %2 [1:4:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x4xf32>
    %6 = stablehlo.slice %5 [0:1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %7 = stablehlo.slice %5 [1:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x4xf32>
    %9 = stablehlo.slice %8 [0:0, 0:4] : (tensor<1x4xf32>) -> tensor<0x4xf32>
    %10 = stablehlo.slice %5 [2:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<0x4xf32>
    %11 = stablehlo.add %9, %10 : tensor<0x4xf32>
    %12 = stablehlo.slice %5 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 0 : (tensor<1x4xf32>, tensor<0x4xf32>) -> tensor<1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.pad %13, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %8, %cst_0, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x4xf32>
    %17 = stablehlo.slice %16 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %18 = stablehlo.slice %2 [2:4:2, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %19 = stablehlo.add %17, %18 : tensor<1x4xf32>
    %20 = stablehlo.slice %2 [0:1, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %21 = stablehlo.concatenate %20, %19, dim = 0 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %21, %cst_1, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.pad %16, %cst_2, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %24 = stablehlo.add %22, %23 : tensor<4x4xf32>
    %25 = stablehlo.slice %24 [0:3, 0:4] : (tensor<4x4xf32>) -> tensor<3x4xf32>
    %26 = stablehlo.slice %arg0 [2:8:2, 0:4] : (tensor<8x4xf32>) -> tensor<3x4xf32>
    %27 = stablehlo.add %25, %26 : tensor<3x4xf32>
    %28 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<8x4xf32>) -> tensor<1x4xf32>
    %29 = stablehlo.concatenate %28, %27, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.pad %29, %cst_3, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.pad %24, %cst_4, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x4xf32>
    %33 = stablehlo.reverse %arg0, dims = [1] : tensor<8x4xf32>
    %34 = stablehlo.slice %33 [0:8, 0:3:2] : (tensor<8x4xf32>) -> tensor<8x2xf32>
    %35 = stablehlo.slice %33 [0:8, 1:4:2] : (tensor<8x4xf32>) -> tensor<8x2xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<8x2xf32>
    %37 = stablehlo.slice %36 [0:8, 0:1:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %38 = stablehlo.slice %36 [0:8, 1:2:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %39 = stablehlo.maximum %37, %38 : tensor<8x1xf32>
    %40 = stablehlo.slice %39 [0:8, 0:0] : (tensor<8x1xf32>) -> tensor<8x0xf32>
    %41 = stablehlo.slice %36 [0:8, 2:2:2] : (tensor<8x2xf32>) -> tensor<8x0xf32>
    %42 = stablehlo.maximum %40, %41 : tensor<8x0xf32>
    %43 = stablehlo.slice %36 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %44 = stablehlo.concatenate %43, %42, dim = 1 : (tensor<8x1xf32>, tensor<8x0xf32>) -> tensor<8x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %44, %cst_5, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x2xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.pad %39, %cst_6, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x2xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x2xf32>
    %48 = stablehlo.slice %47 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %49 = stablehlo.slice %33 [0:8, 2:4:2] : (tensor<8x4xf32>) -> tensor<8x1xf32>
    %50 = stablehlo.maximum %48, %49 : tensor<8x1xf32>
    %51 = stablehlo.slice %33 [0:8, 0:1] : (tensor<8x4xf32>) -> tensor<8x1xf32>
    %52 = stablehlo.concatenate %51, %50, dim = 1 : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.pad %52, %cst_7, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %47, %cst_8, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %55 = stablehlo.add %53, %54 : tensor<8x4xf32>
    %56 = stablehlo.reverse %55, dims = [1] : tensor<8x4xf32>
    %57 = stablehlo.slice %arg1 [0:7:2, 0:3] : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %58 = stablehlo.slice %arg2 [0:7:2, 0:3] : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %59 = stablehlo.slice %arg1 [1:8:2, 0:3] : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %60 = stablehlo.slice %arg2 [1:8:2, 0:3] : (tensor<8x3xf32>) -> tensor<4x3xf32>
    %61 = stablehlo.multiply %59, %57 : tensor<4x3xf32>
    %62 = stablehlo.multiply %59, %58 : tensor<4x3xf32>
    %63 = stablehlo.add %62, %60 : tensor<4x3xf32>
    %64 = stablehlo.slice %61 [0:3:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %65 = stablehlo.slice %63 [0:3:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %66 = stablehlo.slice %61 [1:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %67 = stablehlo.slice %63 [1:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %68 = stablehlo.multiply %66, %64 : tensor<2x3xf32>
    %69 = stablehlo.multiply %66, %65 : tensor<2x3xf32>
    %70 = stablehlo.add %69, %67 : tensor<2x3xf32>
    %71 = stablehlo.slice %70 [0:1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %72 = stablehlo.slice %68 [1:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %73 = stablehlo.slice %70 [1:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %74 = stablehlo.multiply %72, %71 : tensor<1x3xf32>
    %75 = stablehlo.add %74, %73 : tensor<1x3xf32>
    %76 = stablehlo.slice %75 [0:0, 0:3] : (tensor<1x3xf32>) -> tensor<0x3xf32>
    %77 = stablehlo.slice %68 [2:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %78 = stablehlo.slice %70 [2:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %79 = stablehlo.multiply %77, %76 : tensor<0x3xf32>
    %80 = stablehlo.add %79, %78 : tensor<0x3xf32>
    %81 = stablehlo.slice %70 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %82 = stablehlo.concatenate %81, %80, dim = 0 : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<1x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_9, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %75, %cst_10, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x3xf32>
    %86 = stablehlo.slice %85 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %87 = stablehlo.slice %61 [2:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %88 = stablehlo.slice %63 [2:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %89 = stablehlo.multiply %87, %86 : tensor<1x3xf32>
    %90 = stablehlo.add %89, %88 : tensor<1x3xf32>
    %91 = stablehlo.slice %63 [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %92 = stablehlo.concatenate %91, %90, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.pad %92, %cst_11, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.pad %85, %cst_12, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %95 = stablehlo.add %93, %94 : tensor<4x3xf32>
    %96 = stablehlo.slice %95 [0:3, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %97 = stablehlo.slice %arg1 [2:8:2, 0:3] : (tensor<8x3xf32>) -> tensor<3x3xf32>
    %98 = stablehlo.slice %arg2 [2:8:2, 0:3] : (tensor<8x3xf32>) -> tensor<3x3xf32>
    %99 = stablehlo.multiply %97, %96 : tensor<3x3xf32>
    %100 = stablehlo.add %99, %98 : tensor<3x3xf32>
    %101 = stablehlo.slice %arg2 [0:1, 0:3] : (tensor<8x3xf32>) -> tensor<1x3xf32>
    %102 = stablehlo.concatenate %101, %100, dim = 0 : (tensor<1x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.pad %102, %cst_13, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.pad %95, %cst_14, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %105 = stablehlo.add %103, %104 : tensor<8x3xf32>
    return %32, %56, %105 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x3xf32>
  }
}
