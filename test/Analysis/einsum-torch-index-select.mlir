// The deprecated stablehlo.einsum / unary_einsum (einsum_config letters:
// a letter the result names is read at that index, a summed letter ranges
// over its size, a repeated letter reads the diagonal, `...` broadcasts)
// and torch_index_select (the operand read along `dim` at the position
// the index holds: a runtime variable). tests/reference.rs checks each
// against its definition, both directions.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// ab,bc->ac: out (a, c) reads lhs (a, s0) and rhs (s0, c), b summed.
// CHECK-LABEL: function @matmul{{$}}
// CHECK:       op 0 stablehlo.einsum
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @matmul{{$}}
// I2O:       op 0 stablehlo.einsum
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 3]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (s0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      s0 in [0, 1]
// I2O-NEXT:  op 1
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// aa->a: the diagonal.
// CHECK-LABEL: function @diagonal{{$}}
// CHECK:       op 0 stablehlo.unary_einsum
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @diagonal{{$}}
// I2O:       op 0 stablehlo.unary_einsum
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d0 - d1 in [0, 0]
// I2O-NEXT:  op 1
func.func @diagonal(%a: tensor<3x3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.unary_einsum %a, config = "aa->a" : (tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// An ellipsis: batch dimensions broadcast numpy-style; the lhs batch of size 1 is read at 0.
// CHECK-LABEL: function @batched{{$}}
// CHECK:       op 0 stablehlo.einsum
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      d2 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d0, s0, d2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      d2 in [0, 1],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @batched{{$}}
// I2O:       op 0 stablehlo.einsum
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (s0, d1, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 1],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 1]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (d0, s0, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 1],
// I2O-NEXT:      s0 in [0, 1]
// I2O-NEXT:  op 1
func.func @batched(%a: tensor<1x2x3xf32>, %b: tensor<4x3x2xf32>) -> tensor<4x2x2xf32> {
  %0 = stablehlo.einsum %a, %b, config = "...ab,...bc->...ac" : (tensor<1x2x3xf32>, tensor<4x3x2xf32>) -> tensor<4x2x2xf32>
  return %0 : tensor<4x2x2xf32>
}

// -----

// torch_index_select along dim 1 with one batch dimension: out (b, j, k) reads x (b, rt0, k), rt0 = i[b, j].
// CHECK-LABEL: function @select{{$}}
// CHECK:       op 0 stablehlo.torch_index_select
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2){rt0} -> (d0, rt0, d2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      d2 in [0, 4],
// CHECK-NEXT:      rt0 in [0, 3]
// CHECK-NEXT:      runtime variables:
// CHECK-NEXT:      rt0: operand 1 at (d0, d1, d2) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 2], d2 in [0, 4]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      d2 in [0, 4]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @select{{$}}
// I2O:       op 0 stablehlo.torch_index_select
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0]{rt0} -> (d0, s0, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      rt0 in [0, 3],
// I2O-NEXT:      -d1 + rt0 in [0, 0]
// I2O-NEXT:      runtime variables:
// I2O-NEXT:      rt0: operand 1 at (d0, d1, d2)[s0, s1] -> (s0, s1), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 4], s0 in [0, 1], s1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, d1, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 4]
// I2O-NEXT:  op 1
func.func @select(%x: tensor<2x4x5xf32>, %i: tensor<2x3xi32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.torch_index_select"(%x, %i) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<2x4x5xf32>, tensor<2x3xi32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
