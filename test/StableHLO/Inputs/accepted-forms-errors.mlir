// Inputs of accepted-forms.mlir that must be located errors.
// CHECK: accepted-forms-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.*}}the result type 'tensor<3xf32>' must be the value's type 'tensor<2xf32>'
func.func @mismatch() -> tensor<3xf32> {
  %0 = stablehlo.constant() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK: accepted-forms-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.*}}expected a 'value' elements attribute
func.func @no_value() -> tensor<2xf32> {
  %0 = stablehlo.constant() {other = 1} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A comma with nothing after it but another comma is not a trailing comma.
// CHECK: accepted-forms-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: expected '>'
func.func @two_commas(%op: tensor<3x4x2xf32>, %idx: tensor<2x3x2xi64>) -> tensor<2x3x2x2xf32> {
  %0 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2,,>, slice_sizes = array<i64: 1, 2, 2>, indices_are_sorted = false} : (tensor<3x4x2xf32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xf32>
  return %0 : tensor<2x3x2x2xf32>
}

// -----

// CHECK: accepted-forms-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: sub_axis_info sizes must be positive
func.func @bad_sub_axis() attributes {test.a = #stablehlo.axis_ref<name = "y", sub_axis_info = (0)2>} {
  return
}

// -----

// dot_general's options: each clause at most once, nothing else.
// CHECK: accepted-forms-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'stablehlo.dot_general' expected 'precision' or 'algorithm' (each at most once), got 'precision'
func.func @dot_twice(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], precision = [HIGH, HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK: accepted-forms-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'stablehlo.dot_general' expected 'precision' or 'algorithm' (each at most once), got 'accuracy'
func.func @dot_unknown(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], accuracy = 1 : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// chlo.scan needs one carry result per init.
// CHECK: accepted-forms-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'chlo.scan' expected at least 2 result types (one carry per init), got 1
func.func @scan_too_few_results(%x: tensor<4xf32>, %c: tensor<f32>) {
  %0 = chlo.scan(%x) inits(%c, %c) dimension=0 {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %d: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  } : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}
