// Round trip of every StableHLO op (and the deprecated ones, the async
// ops, CHLO) in the printed form StableHLO uses: pretty where StableHLO
// prints pretty (each attribute form: optional attributes, result_accuracy,
// strided slices, reduce in its compact `applies` form and its region form,
// while with cond/do, case with several branches), generic where StableHLO
// prints generic. Each line must print back exactly; printing is a fixed
// point, also through the generic form.
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: index-opt %s --mlir-print-op-generic | index-opt | FileCheck %s

// CHECK-LABEL: func.func @elementwise(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xui32>, %arg4: tensor<4xi1>, %arg5: tensor<4xcomplex<f32>>, %arg6: tensor<f32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.abs %arg5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %2 = stablehlo.cbrt %arg0 : tensor<4xf32>
// CHECK-NEXT: %3 = stablehlo.ceil %arg0 : tensor<4xf32>
// CHECK-NEXT: %4 = stablehlo.convert %arg2 : (tensor<4xi32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = stablehlo.count_leading_zeros %arg2 : tensor<4xi32>
// CHECK-NEXT: %6 = stablehlo.cosine %arg0 : tensor<4xf32>
// CHECK-NEXT: %7 = stablehlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %8 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
// CHECK-NEXT: %9 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
// CHECK-NEXT: %10 = stablehlo.floor %arg0 : tensor<4xf32>
// CHECK-NEXT: %11 = stablehlo.imag %arg5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %12 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %13 = stablehlo.log %arg0 : tensor<4xf32>
// CHECK-NEXT: %14 = stablehlo.log_plus_one %arg0 : tensor<4xf32>
// CHECK-NEXT: %15 = stablehlo.logistic %arg0 : tensor<4xf32>
// CHECK-NEXT: %16 = stablehlo.negate %arg0 : tensor<4xf32>
// CHECK-NEXT: %17 = stablehlo.not %arg4 : tensor<4xi1>
// CHECK-NEXT: %18 = stablehlo.popcnt %arg3 : tensor<4xui32>
// CHECK-NEXT: %19 = stablehlo.real %arg5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %20 = stablehlo.round_nearest_afz %arg0 : tensor<4xf32>
// CHECK-NEXT: %21 = stablehlo.round_nearest_even %arg0 : tensor<4xf32>
// CHECK-NEXT: %22 = stablehlo.rsqrt %arg0 : tensor<4xf32>
// CHECK-NEXT: %23 = stablehlo.sign %arg0 : tensor<4xf32>
// CHECK-NEXT: %24 = stablehlo.sine %arg0 : tensor<4xf32>
// CHECK-NEXT: %25 = stablehlo.sqrt %arg0 : tensor<4xf32>
// CHECK-NEXT: %26 = stablehlo.tan %arg0 : tensor<4xf32>
// CHECK-NEXT: %27 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
// CHECK-NEXT: %28 = stablehlo.bitcast_convert %arg2 : (tensor<4xi32>) -> tensor<4xf32>
// CHECK-NEXT: %29 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4x2xf16>
// CHECK-NEXT: %30 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %31 = stablehlo.and %arg4, %arg4 : tensor<4xi1>
// CHECK-NEXT: %32 = stablehlo.atan2 %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %33 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %34 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %35 = stablehlo.minimum %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %36 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %37 = stablehlo.or %arg3, %arg3 : tensor<4xui32>
// CHECK-NEXT: %38 = stablehlo.power %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %39 = stablehlo.remainder %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %40 = stablehlo.shift_left %arg3, %arg3 : tensor<4xui32>
// CHECK-NEXT: %41 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %42 = stablehlo.shift_right_logical %arg3, %arg3 : tensor<4xui32>
// CHECK-NEXT: %43 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %44 = stablehlo.xor %arg3, %arg3 : tensor<4xui32>
// CHECK-NEXT: %45 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
// CHECK-NEXT: %46 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<4xf32>
// CHECK-NEXT: %47 = stablehlo.clamp %arg6, %arg0, %arg6 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %48 = stablehlo.select %arg4, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %49 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %50 = stablehlo.compare EQ, %arg2, %arg2 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT: %51 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
// CHECK-NEXT: return %51 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants_and_shapes(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
// CHECK-NEXT: %1 = stablehlo.dynamic_iota %arg2, dim = 0 : (tensor<2xi32>) -> tensor<?x3xi32>
// CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %3 = stablehlo.broadcast %arg0, sizes = [4] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %4 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK-NEXT: %5 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [0, 1], expanding_dims = [1], nonexpanding_dims = [0] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK-NEXT: %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %7 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<2x3xf32>
// CHECK-NEXT: %8 = stablehlo.slice %arg0 [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %9 = stablehlo.slice %arg0 [0:2:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %10 = stablehlo.dynamic_slice %arg0, %arg3, %c, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
// CHECK-NEXT: %11 = stablehlo.dynamic_update_slice %arg0, %10, %arg3, %c : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK-NEXT: %12 = stablehlo.real_dynamic_slice %arg1, %arg2, %arg2, %arg2 : (tensor<?x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK-NEXT: %13 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: %14 = stablehlo.dynamic_reshape %arg1, %arg2 : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %15 = stablehlo.pad %arg0, %cst_2, low = [1, 0], high = [-1, 2], interior = [2, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x7xf32>
// CHECK-NEXT: %16 = stablehlo.dynamic_pad %arg1, %cst_2, %arg2, %arg2, %arg2 : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: %17 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %18 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
// CHECK-NEXT: %19 = stablehlo.set_dimension_size %arg0, %arg3, dim = 0 : (tensor<2x3xf32>, tensor<i32>) -> tensor<?x3xf32>
// CHECK-NEXT: %20 = stablehlo.tuple %arg0, %arg3 : tuple<tensor<2x3xf32>, tensor<i32>>
// CHECK-NEXT: %21 = stablehlo.get_tuple_element %20[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @contractions(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<4x5xf32>, %arg4: tensor<1x8x8x3xf32>, %arg5: tensor<3x3x3x4xf32>, %arg6: tensor<2x2xi32>, %arg7: tensor<4x8xcomplex<f32>>, %arg8: tensor<4x4xf32>) {
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %3 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %4 = stablehlo.einsum %arg2, %arg3, config = "ab,bc->ac" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT: %5 = stablehlo.unary_einsum %arg2, config = "ab->ba" : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %6 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: %7 = "stablehlo.dynamic_conv"(%arg4, %arg5, %arg6) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: %8 = stablehlo.fft %arg7, type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
// CHECK-NEXT: %9 = stablehlo.cholesky %arg8, lower = true : tensor<4x4xf32>
// CHECK-NEXT: %10 = "stablehlo.triangular_solve"(%arg8, %arg3) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @indexing(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2x3x2xi32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<3x2x1xi32>, %arg4: tensor<3xi32>) {
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg0, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
// CHECK-NEXT: %2 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<3xi32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %3 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 2>, unique_indices = false}> ({
// CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
// CHECK-NEXT: %5 = stablehlo.add %arg5, %arg6 : tensor<f32>
// CHECK-NEXT: stablehlo.return %5 : tensor<f32>
// CHECK-NEXT: }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
// CHECK-NEXT: %4 = "stablehlo.torch_index_select"(%arg0, %arg4) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<3x4x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regions(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>, %arg2: tensor<i32>, %arg3: tensor<i1>) {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %1:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
// CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
// CHECK-NEXT: %11 = stablehlo.maximum %arg4, %arg6 : tensor<f32>
// CHECK-NEXT: %12 = stablehlo.minimum %arg5, %arg7 : tensor<i32>
// CHECK-NEXT: stablehlo.return %11, %12 : tensor<f32>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
// CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
// CHECK-NEXT: %11 = stablehlo.subtract %arg4, %arg5 : tensor<f32>
// CHECK-NEXT: stablehlo.return %11 : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<{{\[\[}}0, 0], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
// CHECK-NEXT: %11 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
// CHECK-NEXT: stablehlo.return %11 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x6xf32>
// CHECK-NEXT: %4 = "stablehlo.select_and_scatter"(%arg0, %3, %cst) <{padding = dense<{{\[\[}}0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
// CHECK-NEXT: %11 = stablehlo.compare GE, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %11 : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
// CHECK-NEXT: %11 = stablehlo.add %arg4, %arg5 : tensor<f32>
// CHECK-NEXT: stablehlo.return %11 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<2x6xf32>, tensor<f32>) -> tensor<4x6xf32>
// CHECK-NEXT: %5:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
// CHECK-NEXT: %11 = stablehlo.compare LT, %arg4, %arg5, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %11 : tensor<i1>
// CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
// CHECK-NEXT: %6 = "stablehlo.map"(%arg0, %arg0) <{dimensions = array<i64: 0, 1>}> ({
// CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
// CHECK-NEXT: %11 = stablehlo.multiply %arg4, %arg5 : tensor<f32>
// CHECK-NEXT: stablehlo.return %11 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: %7:2 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg0) : tensor<i32>, tensor<4x6xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %c_1 = stablehlo.constant dense<10> : tensor<i32>
// CHECK-NEXT: %11 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %11 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %c_1 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %11 = stablehlo.add %iterArg, %c_1 : tensor<i32>
// CHECK-NEXT: stablehlo.return %11, %iterArg_0 : tensor<i32>, tensor<4x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = "stablehlo.case"(%arg2) ({
// CHECK-NEXT: stablehlo.return %arg0 : tensor<4x6xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %11 = stablehlo.negate %arg0 : tensor<4x6xf32>
// CHECK-NEXT: stablehlo.return %11 : tensor<4x6xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %11 = stablehlo.abs %arg0 : tensor<4x6xf32>
// CHECK-NEXT: stablehlo.return %11 : tensor<4x6xf32>
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<4x6xf32>
// CHECK-NEXT: %9 = "stablehlo.if"(%arg3) ({
// CHECK-NEXT: stablehlo.return %arg0 : tensor<4x6xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: stablehlo.return %arg0 : tensor<4x6xf32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<4x6xf32>
// CHECK-NEXT: %10:2 = stablehlo.optimization_barrier %arg0, %arg2 : tensor<4x6xf32>, tensor<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @effects(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>, %arg3: tensor<2xui64>, %arg4: tensor<8xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = stablehlo.rng %arg1, %arg1, %arg2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg3, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
// CHECK-NEXT: %1 = stablehlo.custom_call @my_target(%arg0) {backend_config = "cfg", called_computations = [@callee], has_side_effect = true, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %2 = stablehlo.custom_call @other(%arg0) {api_version = 4 : i32, backend_config = {key = 1 : i32}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %3 = stablehlo.composite "my.op" %arg0 {composite_attributes = {alpha = 2.000000e+00 : f32}, decomposition = @callee, version = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %4 = stablehlo.create_token : !stablehlo.token
// CHECK-NEXT: %5 = stablehlo.after_all %4, %4 : !stablehlo.token
// CHECK-NEXT: %6 = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %7 = stablehlo.replica_id : tensor<ui32>
// CHECK-NEXT: %8 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %9 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
// CHECK-NEXT: %27 = stablehlo.add %arg5, %arg6 : tensor<f32>
// CHECK-NEXT: stablehlo.return %27 : tensor<f32>
// CHECK-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %10 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %11 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %12 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %13 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
// CHECK-NEXT: %27 = stablehlo.add %arg5, %arg6 : tensor<f32>
// CHECK-NEXT: stablehlo.return %27 : tensor<f32>
// CHECK-NEXT: }) : (tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %14 = "stablehlo.send"(%arg0, %4) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>, is_host_transfer = true}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %15:2 = "stablehlo.recv"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
// CHECK-NEXT: %16:2 = "stablehlo.infeed"(%4) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
// CHECK-NEXT: %17 = "stablehlo.outfeed"(%arg0, %4) <{outfeed_config = ""}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %18 = "stablehlo.batch_norm_inference"(%arg0, %arg4, %arg4, %arg4, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %19:3 = "stablehlo.batch_norm_training"(%arg0, %arg4, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>)
// CHECK-NEXT: %20:3 = "stablehlo.batch_norm_grad"(%arg0, %arg4, %arg4, %arg4, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>)
// CHECK-NEXT: %21 = "stablehlo.async_start"(%arg0) ({
// CHECK-NEXT: ^bb0(%arg5: tensor<8x16xf32>):
// CHECK-NEXT: %27 = stablehlo.negate %arg5 : tensor<8x16xf32>
// CHECK-NEXT: stablehlo.return %27 : tensor<8x16xf32>
// CHECK-NEXT: }) : (tensor<8x16xf32>) -> !stablehlo.future<tensor<8x16xf32>>
// CHECK-NEXT: %22 = "stablehlo.async_done"(%21) : (!stablehlo.future<tensor<8x16xf32>>) -> tensor<8x16xf32>
// CHECK-NEXT: %23 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %24 = stablehlo.uniform_quantize %arg4 : (tensor<8xf32>) -> tensor<8x!quant.uniform<i8:f32, 1.000000e-01>>
// CHECK-NEXT: %25 = stablehlo.uniform_dequantize %24 : (tensor<8x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<8xf32>
// CHECK-NEXT: %26 = "stablehlo.trace"(%arg0) <{tag = "t"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %22 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @callee(tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-LABEL: func.func @chlo(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>, %arg3: tensor<4x16xf32>, %arg4: tensor<6x4xf32>, %arg5: tensor<3x4x5xf32>, %arg6: tensor<3xi32>) {
// CHECK-NEXT: %0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %1 = chlo.erfc %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %2 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %3 = chlo.square %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %4 = chlo.lgamma %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %5 = chlo.digamma %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %6 = chlo.bessel_i1e %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %7 = chlo.tan %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %8 = chlo.sinh %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %9 = chlo.cosh %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %10 = chlo.asin %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %11 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %12 = chlo.atan %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %13 = chlo.asinh %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %14 = chlo.acosh %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %15 = chlo.atanh %arg0 : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %16 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: %17 = chlo.is_neg_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: %18 = chlo.is_pos_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: %19 = chlo.next_after %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %20 = chlo.polygamma %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %21 = chlo.zeta %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %22 = chlo.broadcast_add %arg0, %arg2 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %23 = chlo.broadcast_multiply %arg0, %arg2 {broadcast_dimensions = array<i64>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %24 = chlo.broadcast_compare %arg0, %arg2 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK-NEXT: %values, %indices = chlo.top_k(%arg3, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
// CHECK-NEXT: %25 = "chlo.ragged_dot"(%arg4, %arg5, %arg6) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @elementwise(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xui32>, %arg4: tensor<4xi1>, %arg5: tensor<4xcomplex<f32>>, %arg6: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  %1 = stablehlo.abs %arg5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %2 = stablehlo.cbrt %arg0 : tensor<4xf32>
  %3 = stablehlo.ceil %arg0 : tensor<4xf32>
  %4 = stablehlo.convert %arg2 : (tensor<4xi32>) -> tensor<4xf32>
  %5 = stablehlo.count_leading_zeros %arg2 : tensor<4xi32>
  %6 = stablehlo.cosine %arg0 : tensor<4xf32>
  %7 = stablehlo.exponential %arg0 : tensor<4xf32>
  %8 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  %9 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
  %10 = stablehlo.floor %arg0 : tensor<4xf32>
  %11 = stablehlo.imag %arg5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %12 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>
  %13 = stablehlo.log %arg0 : tensor<4xf32>
  %14 = stablehlo.log_plus_one %arg0 : tensor<4xf32>
  %15 = stablehlo.logistic %arg0 : tensor<4xf32>
  %16 = stablehlo.negate %arg0 : tensor<4xf32>
  %17 = stablehlo.not %arg4 : tensor<4xi1>
  %18 = stablehlo.popcnt %arg3 : tensor<4xui32>
  %19 = stablehlo.real %arg5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %20 = stablehlo.round_nearest_afz %arg0 : tensor<4xf32>
  %21 = stablehlo.round_nearest_even %arg0 : tensor<4xf32>
  %22 = stablehlo.rsqrt %arg0 : tensor<4xf32>
  %23 = stablehlo.sign %arg0 : tensor<4xf32>
  %24 = stablehlo.sine %arg0 : tensor<4xf32>
  %25 = stablehlo.sqrt %arg0 : tensor<4xf32>
  %26 = stablehlo.tan %arg0 : tensor<4xf32>
  %27 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  %28 = stablehlo.bitcast_convert %arg2 : (tensor<4xi32>) -> tensor<4xf32>
  %29 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4x2xf16>
  %30 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  %31 = stablehlo.and %arg4, %arg4 : tensor<4xi1>
  %32 = stablehlo.atan2 %arg0, %arg1 : tensor<4xf32>
  %33 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
  %34 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
  %35 = stablehlo.minimum %arg0, %arg1 : tensor<4xf32>
  %36 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %37 = stablehlo.or %arg3, %arg3 : tensor<4xui32>
  %38 = stablehlo.power %arg0, %arg1 : tensor<4xf32>
  %39 = stablehlo.remainder %arg2, %arg2 : tensor<4xi32>
  %40 = stablehlo.shift_left %arg3, %arg3 : tensor<4xui32>
  %41 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<4xi32>
  %42 = stablehlo.shift_right_logical %arg3, %arg3 : tensor<4xui32>
  %43 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
  %44 = stablehlo.xor %arg3, %arg3 : tensor<4xui32>
  %45 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
  %46 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<4xf32>
  %47 = stablehlo.clamp %arg6, %arg0, %arg6 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %48 = stablehlo.select %arg4, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
  %49 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %50 = stablehlo.compare EQ, %arg2, %arg2 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %51 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
  return %51 : tensor<4xf32>
}
func.func @constants_and_shapes(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<2xi32>, %arg3: tensor<i32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %cst_1 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %1 = stablehlo.dynamic_iota %arg2, dim = 0 : (tensor<2xi32>) -> tensor<?x3xi32>
  %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %3 = stablehlo.broadcast %arg0, sizes = [4] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %4 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
  %5 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [0, 1], expanding_dims = [1], nonexpanding_dims = [0] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
  %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %7 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<2x3xf32>
  %8 = stablehlo.slice %arg0 [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  %9 = stablehlo.slice %arg0 [0:2:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
  %10 = stablehlo.dynamic_slice %arg0, %arg3, %c, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
  %11 = stablehlo.dynamic_update_slice %arg0, %10, %arg3, %c : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %12 = stablehlo.real_dynamic_slice %arg1, %arg2, %arg2, %arg2 : (tensor<?x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
  %13 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
  %14 = stablehlo.dynamic_reshape %arg1, %arg2 : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %15 = stablehlo.pad %arg0, %cst_2, low = [1, 0], high = [-1, 2], interior = [2, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x7xf32>
  %16 = stablehlo.dynamic_pad %arg1, %cst_2, %arg2, %arg2, %arg2 : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %17 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %18 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %19 = stablehlo.set_dimension_size %arg0, %arg3, dim = 0 : (tensor<2x3xf32>, tensor<i32>) -> tensor<?x3xf32>
  %20 = stablehlo.tuple %arg0, %arg3 : tuple<tensor<2x3xf32>, tensor<i32>>
  %21 = stablehlo.get_tuple_element %20[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
  return
}
func.func @contractions(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<4x5xf32>, %arg4: tensor<1x8x8x3xf32>, %arg5: tensor<3x3x3x4xf32>, %arg6: tensor<2x2xi32>, %arg7: tensor<4x8xcomplex<f32>>, %arg8: tensor<4x4xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %3 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %4 = stablehlo.einsum %arg2, %arg3, config = "ab,bc->ac" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %5 = stablehlo.unary_einsum %arg2, config = "ab->ba" : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %6 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  %7 = "stablehlo.dynamic_conv"(%arg4, %arg5, %arg6) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<1x4x4x4xf32>
  %8 = stablehlo.fft %arg7, type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  %9 = stablehlo.cholesky %arg8, lower = true : tensor<4x4xf32>
  %10 = "stablehlo.triangular_solve"(%arg8, %arg3) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}
func.func @indexing(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2x3x2xi32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<3x2x1xi32>, %arg4: tensor<3xi32>) {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>) -> tensor<2x3x4xf32>
  %1 = "stablehlo.gather"(%arg0, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  %2 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2>}> : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<3xi32>) -> tensor<2x3x4xf32>
  %3 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %5 = stablehlo.add %arg5, %arg6 : tensor<f32>
    stablehlo.return %5 : tensor<f32>
  }) : (tensor<3x4x5xf32>, tensor<2x3x2xi32>, tensor<2x3x4xf32>) -> tensor<3x4x5xf32>
  %4 = "stablehlo.torch_index_select"(%arg0, %arg4) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<3x4x5xf32>
  return
}
func.func @regions(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>, %arg2: tensor<i32>, %arg3: tensor<i1>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
    %11 = stablehlo.maximum %arg4, %arg6 : tensor<f32>
    %12 = stablehlo.minimum %arg5, %arg7 : tensor<i32>
    stablehlo.return %11, %12 : tensor<f32>, tensor<i32>
  }
  %2 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
   reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
    %11 = stablehlo.subtract %arg4, %arg5 : tensor<f32>
    stablehlo.return %11 : tensor<f32>
  }
  %3 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %11 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
    stablehlo.return %11 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x6xf32>
  %4 = "stablehlo.select_and_scatter"(%arg0, %3, %cst) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %11 = stablehlo.compare GE, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }, {
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %11 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %11 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  %5:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %11 = stablehlo.compare LT, %arg4, %arg5, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
  %6 = "stablehlo.map"(%arg0, %arg0) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %11 = stablehlo.multiply %arg4, %arg5 : tensor<f32>
    stablehlo.return %11 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  %7:2 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg0) : tensor<i32>, tensor<4x6xf32>
  cond {
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    stablehlo.return %11, %iterArg_0 : tensor<i32>, tensor<4x6xf32>
  }
  %8 = "stablehlo.case"(%arg2) ({
    stablehlo.return %arg0 : tensor<4x6xf32>
  }, {
    %11 = stablehlo.negate %arg0 : tensor<4x6xf32>
    stablehlo.return %11 : tensor<4x6xf32>
  }, {
    %11 = stablehlo.abs %arg0 : tensor<4x6xf32>
    stablehlo.return %11 : tensor<4x6xf32>
  }) : (tensor<i32>) -> tensor<4x6xf32>
  %9 = "stablehlo.if"(%arg3) ({
    stablehlo.return %arg0 : tensor<4x6xf32>
  }, {
    stablehlo.return %arg0 : tensor<4x6xf32>
  }) : (tensor<i1>) -> tensor<4x6xf32>
  %10:2 = stablehlo.optimization_barrier %arg0, %arg2 : tensor<4x6xf32>, tensor<i32>
  return
}
func.func @effects(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>, %arg3: tensor<2xui64>, %arg4: tensor<8xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.rng %arg1, %arg1, %arg2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %output_state, %output = stablehlo.rng_bit_generator %arg3, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  %1 = stablehlo.custom_call @my_target(%arg0) {backend_config = "cfg", called_computations = [@callee], has_side_effect = true, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = stablehlo.custom_call @other(%arg0) {api_version = 4 : i32, backend_config = {key = 1 : i32}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = stablehlo.composite "my.op" %arg0 {composite_attributes = {alpha = 2.000000e+00 : f32}, decomposition = @callee, version = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = stablehlo.create_token : !stablehlo.token
  %5 = stablehlo.after_all %4, %4 : !stablehlo.token
  %6 = stablehlo.partition_id : tensor<ui32>
  %7 = stablehlo.replica_id : tensor<ui32>
  %8 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<8x16xf32>) -> tensor<16x16xf32>
  %9 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %27 = stablehlo.add %arg5, %arg6 : tensor<f32>
    stablehlo.return %27 : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %10 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %11 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %12 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %13 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %27 = stablehlo.add %arg5, %arg6 : tensor<f32>
    stablehlo.return %27 : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<4x16xf32>
  %14 = "stablehlo.send"(%arg0, %4) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>, is_host_transfer = true}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
  %15:2 = "stablehlo.recv"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
  %16:2 = "stablehlo.infeed"(%4) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
  %17 = "stablehlo.outfeed"(%arg0, %4) <{outfeed_config = ""}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
  %18 = "stablehlo.batch_norm_inference"(%arg0, %arg4, %arg4, %arg4, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8x16xf32>
  %19:3 = "stablehlo.batch_norm_training"(%arg0, %arg4, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>)
  %20:3 = "stablehlo.batch_norm_grad"(%arg0, %arg4, %arg4, %arg4, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>)
  %21 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg5: tensor<8x16xf32>):
    %27 = stablehlo.negate %arg5 : tensor<8x16xf32>
    stablehlo.return %27 : tensor<8x16xf32>
  }) : (tensor<8x16xf32>) -> !stablehlo.future<tensor<8x16xf32>>
  %22 = "stablehlo.async_done"(%21) : (!stablehlo.future<tensor<8x16xf32>>) -> tensor<8x16xf32>
  %23 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %24 = stablehlo.uniform_quantize %arg4 : (tensor<8xf32>) -> tensor<8x!quant.uniform<i8:f32, 1.000000e-01>>
  %25 = stablehlo.uniform_dequantize %24 : (tensor<8x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<8xf32>
  %26 = "stablehlo.trace"(%arg0) <{tag = "t"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %22 : tensor<8x16xf32>
}
func.func private @callee(tensor<8x16xf32>) -> tensor<8x16xf32>
func.func @chlo(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>, %arg3: tensor<4x16xf32>, %arg4: tensor<6x4xf32>, %arg5: tensor<3x4x5xf32>, %arg6: tensor<3xi32>) {
  %0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erfc %arg0 : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.square %arg0 : tensor<4xf32> -> tensor<4xf32>
  %4 = chlo.lgamma %arg0 : tensor<4xf32> -> tensor<4xf32>
  %5 = chlo.digamma %arg0 : tensor<4xf32> -> tensor<4xf32>
  %6 = chlo.bessel_i1e %arg0 : tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.tan %arg0 : tensor<4xf32> -> tensor<4xf32>
  %8 = chlo.sinh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %9 = chlo.cosh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %10 = chlo.asin %arg0 : tensor<4xf32> -> tensor<4xf32>
  %11 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
  %12 = chlo.atan %arg0 : tensor<4xf32> -> tensor<4xf32>
  %13 = chlo.asinh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %14 = chlo.acosh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %15 = chlo.atanh %arg0 : tensor<4xf32> -> tensor<4xf32>
  %16 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %17 = chlo.is_neg_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %18 = chlo.is_pos_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %19 = chlo.next_after %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %20 = chlo.polygamma %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %21 = chlo.zeta %arg0, %arg1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %22 = chlo.broadcast_add %arg0, %arg2 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %23 = chlo.broadcast_multiply %arg0, %arg2 {broadcast_dimensions = array<i64>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %24 = chlo.broadcast_compare %arg0, %arg2 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
  %values, %indices = chlo.top_k(%arg3, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
  %25 = "chlo.ragged_dot"(%arg4, %arg5, %arg6) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  return
}
