// Dynamic (`?`) dimensions: each size is a runtime variable, with the
// constraint that an index stays below it (docs/contract.md, "Dynamic
// shapes"). Exact where the op's formula does not depend on the sizes;
// elsewhere each operand is read whole, marked a superset.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O
// RUN: index-opt --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=JSON

// An elementwise chain and a transpose: one size variable at function
// level (the sizes of %0 and %1 are %a's).
// CHECK-LABEL: function @chain
// CHECK:       op 0 stablehlo.exponential
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 9223372036854775806],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      rt0 in [0, 9223372036854775807],
// CHECK-NEXT:      d0 - rt0 in [-9223372036854775807, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: size of dimension 0 of operand 0
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d1, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 9223372036854775806],
// CHECK-NEXT:      rt0 in [0, 9223372036854775807],
// CHECK-NEXT:      d1 - rt0 in [-9223372036854775807, -1]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:        rt0: size of dimension 0 of operand 0
// I2O-LABEL: function @chain
// I2O:       function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1){rt0} -> (d1, d0),
// I2O:             d0 - rt0 in [-9223372036854775807, -1]
// I2O-NEXT:      runtime variables:
// I2O-NEXT:        rt0: size of dimension 0 of operand 0
// JSON-LABEL: "name": "chain"
// JSON:       "rt_vars": [
// JSON-NEXT:    {
// JSON-NEXT:      "map": 0,
// JSON-NEXT:      "rt": 0,
// JSON-NEXT:      "operand": 0,
// JSON-NEXT:      "dimension": 0
// JSON-NEXT:    }
func.func @chain(%a: tensor<?x4xf32>) -> tensor<4x?xf32> {
  %0 = stablehlo.exponential %a : tensor<?x4xf32>
  %1 = stablehlo.negate %0 : tensor<?x4xf32>
  %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<?x4xf32>) -> tensor<4x?xf32>
  return %2 : tensor<4x?xf32>
}

// -----

// The size of a dynamic_broadcast_in_dim result is read from its shape
// operand; get_dimension_size reads no element.
// CHECK-LABEL: function @shape_operand
// CHECK:       op 0 stablehlo.get_dimension_size
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (reads nothing)
// CHECK:       op 2 stablehlo.dynamic_broadcast_in_dim
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0){rt0} -> (),
// CHECK:             rt0: size of dimension 0, read from operand 1 at (d0) -> (0), domain: d0 in [0, 9223372036854775806]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0){rt0} -> (0),
// JSON-LABEL: "name": "shape_operand"
// JSON:       "rt_vars": [
// JSON-NEXT:    {
// JSON-NEXT:      "map": 0,
// JSON-NEXT:      "rt": 0,
// JSON-NEXT:      "operand": 1,
// JSON-NEXT:      "index": "(d0) -> (0), domain: d0 in [0, 9223372036854775806]",
// JSON-NEXT:      "dimension": 0
func.func @shape_operand(%a: tensor<?xf32>, %x: tensor<f32>) -> tensor<?xf32> {
  %n = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %s = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %c = stablehlo.add %a, %b : tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// A dynamic reshape reads its operand whole (its formula depends on the
// sizes): a superset that says so.
// CHECK-LABEL: function @reshape
// CHECK:       op 0 stablehlo.dynamic_reshape
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0, s1]{rt0, rt1} -> (s0, s1),
// CHECK:           (a sound superset, not exact: stablehlo.dynamic_reshape with dynamic dimensions: which elements it reads depends on their sizes; every element)
func.func @reshape(%a: tensor<?x4xf32>, %s: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<?x4xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A dynamic operand dimension of a broadcast may be 1 and expand: both
// maps, marked a superset.
// CHECK-LABEL: function @maybe_expanding
// CHECK:       op 0 stablehlo.broadcast_in_dim
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1){rt0} -> (d0),
// CHECK:           (d0, d1){rt0} -> (0),
// CHECK:           (a sound superset, not exact: operand dimension 0 is dynamic: it may be 1 and broadcast, or not; both are read)
func.func @maybe_expanding(%a: tensor<?xf32>) -> tensor<?x2xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<?xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

// Offsets, strides, padding or slice sizes read at run time: every operand
// read whole, marked a superset. set_dimension_size and dynamic_iota read
// their size operands.
// CHECK-LABEL: function @runtime_geometry
// CHECK:       op 0 stablehlo.real_dynamic_slice
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1]{rt0, rt1} -> (s0, s1),
// CHECK:           (a sound superset, not exact: stablehlo.real_dynamic_slice with dynamic dimensions: which elements it reads depends on their sizes; every element)
// CHECK:       op 1 stablehlo.dynamic_pad
// CHECK-NEXT:    result 0, operand 0:
// CHECK:           (a sound superset, not exact: stablehlo.dynamic_pad with dynamic dimensions
// CHECK:       op 2 stablehlo.dynamic_gather
// CHECK-NEXT:    result 0, operand 0:
// CHECK:           (a sound superset, not exact: stablehlo.dynamic_gather with dynamic dimensions
// CHECK:       op 3 stablehlo.dynamic_conv
// CHECK-NEXT:    result 0, operand 0:
// CHECK:           (a sound superset, not exact: stablehlo.dynamic_conv with dynamic dimensions
// CHECK:       op 4 stablehlo.dynamic_iota
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0){rt0} -> (0),
// CHECK:             rt0: size of dimension 0, read from operand 0 at (d0) -> (0)
// CHECK:       op 5 stablehlo.set_dimension_size
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0){rt0} -> (d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 7],
// CHECK:             rt0: size of dimension 0, read from operand 1 at (d0) -> ()
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0){rt0} -> (),
func.func @runtime_geometry(%a: tensor<?x4xf32>, %i: tensor<2xi32>, %z: tensor<f32>, %img: tensor<2x?x?x3xf32>, %k: tensor<3x3x3x4xf32>, %p: tensor<2x2xi32>, %s: tensor<1xi32>, %n: tensor<i32>, %v: tensor<8xf32>) -> (tensor<?x4xf32>, tensor<?x5xf32>, tensor<?x4xf32>, tensor<2x?x?x4xf32>, tensor<?xi32>, tensor<?xf32>) {
  %0 = stablehlo.real_dynamic_slice %a, %i, %i, %i : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  %1 = "stablehlo.dynamic_pad"(%a, %z, %i, %i, %i) : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x5xf32>
  %2 = "stablehlo.dynamic_gather"(%a, %s, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = true}> : (tensor<?x4xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  %3 = "stablehlo.dynamic_conv"(%img, %k, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>}> : (tensor<2x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<2x?x?x4xf32>
  %4 = "stablehlo.dynamic_iota"(%s) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
  %5 = "stablehlo.set_dimension_size"(%v, %n) <{dimension = 0 : i64}> : (tensor<8xf32>, tensor<i32>) -> tensor<?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x4xf32>, tensor<?x5xf32>, tensor<?x4xf32>, tensor<2x?x?x4xf32>, tensor<?xi32>, tensor<?xf32>
}

// -----

// An opaque custom call says nothing of its result's size: the sum's size
// is not argument 0's (it is the call result's, a value of the body).
// CHECK-LABEL: function @opaque_size
// CHECK:       function indexing:
// CHECK:         result 0, argument 1:
// CHECK:           runtime variables:
// CHECK-NEXT:        rt0: size of dimension 0 of operand 1
// CHECK-NEXT:        rt1: size of dimension 0 of a value defined by stablehlo.custom_call
// CHECK-NOT:         size of dimension 0 of operand 0
func.func @opaque_size(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.custom_call @foo(%a) : (tensor<?xf32>) -> tensor<?xf32>
  %r = stablehlo.add %c, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}
