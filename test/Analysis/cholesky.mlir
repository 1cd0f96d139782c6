// stablehlo.cholesky (input to output: the output-to-input relation
// inverted). Spec: a = L L^T (lower) or U^T U, only one triangle of a is
// read. The factor at (i, j), j <= i, is (a[i, j] - sum_{k<j} L[i, k]
// L[j, k]) / L[j, j]: it reads the lower triangle of a in the columns
// c <= j of the rows r <= j and of row i (three maps: rows up to j, row i,
// and the other triangle of the result, implementation-defined by the spec,
// which reads the whole matrix). Upper factors are the same, transposed.
// tests/reference.rs runs the factorization and checks these against what
// execution shows.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// One lower 3x3 factor: (d0, d1) with d1 <= d0 reads a (s0, s1), s1 <= s0 <= d1, and a (d0, s0), s0 <= d1;
// above the diagonal the whole matrix.
// CHECK-LABEL: function @single{{$}}
// CHECK:       op 0 stablehlo.cholesky
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      d0 - d1 in [0, 2],
// CHECK-NEXT:      d1 - s0 in [0, 2],
// CHECK-NEXT:      s0 - s1 in [0, 2]
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      d0 - d1 in [0, 2],
// CHECK-NEXT:      d1 - s0 in [0, 2]
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      s1 in [0, 2],
// CHECK-NEXT:      -d0 + d1 in [1, 2]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @single{{$}}
// I2O:       op 0 stablehlo.cholesky
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      -d0 + s1 in [0, 2],
// I2O-NEXT:      d0 - d1 in [0, 2],
// I2O-NEXT:      s0 - s1 in [0, 2]
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      -d1 + s0 in [0, 2],
// I2O-NEXT:      d0 - s0 in [0, 2]
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      -s0 + s1 in [1, 2]
// I2O-NEXT:  op 1

func.func @single(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// A batch of 2 upper factors of 4x4 matrices: the same transposed, batch d0 kept: (d0, d1, d2) with d1 <= d2 reads
// a (d0, s1, s0), s1 <= s0 <= d1, and a (d0, s0, d2), s0 <= d1.
// CHECK-LABEL: function @batched{{$}}
// CHECK:       op 0 stablehlo.cholesky
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s1, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3],
// CHECK-NEXT:      s1 in [0, 3],
// CHECK-NEXT:      -d1 + d2 in [0, 3],
// CHECK-NEXT:      d1 - s0 in [0, 3],
// CHECK-NEXT:      s0 - s1 in [0, 3]
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d0, s0, d2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3],
// CHECK-NEXT:      -d1 + d2 in [0, 3],
// CHECK-NEXT:      d1 - s0 in [0, 3]
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s1, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3],
// CHECK-NEXT:      s1 in [0, 3],
// CHECK-NEXT:      d1 - d2 in [1, 3]
// CHECK-NEXT:  op 1
// I2O-LABEL: function @batched{{$}}
// I2O:       op 0 stablehlo.cholesky
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 3],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 3],
// I2O-NEXT:      -d1 + d2 in [0, 3],
// I2O-NEXT:      -d2 + s0 in [0, 3],
// I2O-NEXT:      -s0 + s1 in [0, 3]
// I2O-NEXT:      (d0, d1, d2)[s0] -> (d0, s0, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 3],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      -d1 + s0 in [0, 3],
// I2O-NEXT:      d2 - s0 in [0, 3]
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 3],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 3],
// I2O-NEXT:      s0 - s1 in [1, 3]
// I2O-NEXT:  op 1
func.func @batched(%a: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.cholesky %a, lower = false : tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}
