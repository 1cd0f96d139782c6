// Every named linalg op of the rule table that no other test shows, with
// its maps in both directions. A named op's maps are its OpDSL definition
// (quoted per case: O = output, I = input, K = kernel/filter; loops of the
// output are d0, d1, ... and reduced loops s0, s1, ...); each output-to-input
// map is the operand's indexing map composed with the inverse of the
// output's. Input-to-output: an operand whose map is a projected
// permutation reaches the output over the loops it lacks (range
// variables); a convolution's input map (h + kh) is not, so it is unknown.
// The first two RUN pairs check every op against mlir-opt-22's
// --linalg-generalize-named-ops form (the same maps from linalg.generic,
// upstream's own definition of the named op).
// RUN: index-opt --hlo-indexing=fusion=false --indexing-report=json %s > %t.named.json
// RUN: mlir-opt-22 --linalg-generalize-named-ops %s | index-opt --hlo-indexing=fusion=false --indexing-report=json - > %t.generic.json
// RUN: %python %S/../utils/compare_linalg_maps.py %t.named.json %t.generic.json | FileCheck %s --check-prefix=CROSS
// CROSS: named ops compared: 59, mismatches: 0
// RUN: index-opt --hlo-indexing="direction=input-to-output fusion=false" --indexing-report=json %s > %t.named-i2o.json
// RUN: mlir-opt-22 --linalg-generalize-named-ops %s | index-opt --hlo-indexing="direction=input-to-output fusion=false" --indexing-report=json - > %t.generic-i2o.json
// RUN: %python %S/../utils/compare_linalg_maps.py --unknown-ok %t.named-i2o.json %t.generic-i2o.json | FileCheck %s --check-prefix=CROSS
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O
// (The rule table also names the transposed matmuls, matmul and
// batch_matmul with a _transpose_a or _transpose_b suffix: MLIR 22 has no
// such ops and rejects them, so they are not tested here.)

// linalg.matvec: y[i] += A[i, k] * x[k]: A (d0, s0), x (s0).
// linalg.matvec: y[i] += A[i, k] * x[k]: A (d0, s0), x (s0).
// CHECK-LABEL: function @matvec{{$}}
// CHECK:       op 0 linalg.matvec
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0) -> (d0),
// I2O-LABEL: function @matvec{{$}}
// I2O:       op 0 linalg.matvec
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0)[s0] -> (s0),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0) -> (d0),
func.func @matvec(%i0: tensor<4x8xf32>, %i1: tensor<8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%i0, %i1 : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// linalg.vecmat: y[j] += x[k] * A[k, j]: x (s0), A (s0, d0).
// CHECK-LABEL: function @vecmat{{$}}
// CHECK:       op 0 linalg.vecmat
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (s0, d0),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0) -> (d0),
// I2O-LABEL: function @vecmat{{$}}
// I2O:       op 0 linalg.vecmat
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0)[s0] -> (s0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0) -> (d0),
func.func @vecmat(%i0: tensor<8xf32>, %i1: tensor<8x6xf32>, %o: tensor<6xf32>) -> tensor<6xf32> {
  %0 = linalg.vecmat ins(%i0, %i1 : tensor<8xf32>, tensor<8x6xf32>) outs(%o : tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// linalg.batch_matvec: y[b, i] += A[b, i, k] * x[b, k].
// CHECK-LABEL: function @batch_matvec{{$}}
// CHECK:       op 0 linalg.batch_matvec
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, d1, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// I2O-LABEL: function @batch_matvec{{$}}
// I2O:       op 0 linalg.batch_matvec
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
func.func @batch_matvec(%i0: tensor<2x4x8xf32>, %i1: tensor<2x8xf32>, %o: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.batch_matvec ins(%i0, %i1 : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%o : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// linalg.batch_vecmat: y[b, j] += x[b, k] * A[b, k, j].
// CHECK-LABEL: function @batch_vecmat{{$}}
// CHECK:       op 0 linalg.batch_vecmat
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// I2O-LABEL: function @batch_vecmat{{$}}
// I2O:       op 0 linalg.batch_vecmat
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2) -> (d0, d2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
func.func @batch_vecmat(%i0: tensor<2x8xf32>, %i1: tensor<2x8x6xf32>, %o: tensor<2x6xf32>) -> tensor<2x6xf32> {
  %0 = linalg.batch_vecmat ins(%i0, %i1 : tensor<2x8xf32>, tensor<2x8x6xf32>) outs(%o : tensor<2x6xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// linalg.dot: r += x[k] * y[k]: both vectors whole (s0).
// CHECK-LABEL: function @dot{{$}}
// CHECK:       op 0 linalg.dot
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      ()[s0] -> (s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      ()[s0] -> (s0),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      () -> ()
// I2O-LABEL: function @dot{{$}}
// I2O:       op 0 linalg.dot
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0) -> (),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0) -> (),
// I2O:         result 0, operand 2:
// I2O-NEXT:      () -> ()
func.func @dot(%i0: tensor<8xf32>, %i1: tensor<8xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%i0, %i1 : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// linalg.batch_reduce_matmul: C[i, j] += A[b, i, k] * B[b, k, j]: the batch b is reduced too (s0 = b, s1 = k).
// CHECK-LABEL: function @batch_reduce_matmul{{$}}
// CHECK:       op 0 linalg.batch_reduce_matmul
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, d0, s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// I2O-LABEL: function @batch_reduce_matmul{{$}}
// I2O:       op 0 linalg.batch_reduce_matmul
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (d1, s0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (s0, d2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
func.func @batch_reduce_matmul(%i0: tensor<2x4x8xf32>, %i1: tensor<2x8x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.batch_reduce_matmul ins(%i0, %i1 : tensor<2x4x8xf32>, tensor<2x8x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.contract: C[i, j] += A[k, i] * B[k, j] by its indexing_maps (a transposed-A matmul).
// CHECK-LABEL: function @contract{{$}}
// CHECK:       op 0 linalg.contract
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// I2O-LABEL: function @contract{{$}}
// I2O:       op 0 linalg.contract
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d1, s0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (s0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
func.func @contract(%i0: tensor<8x4xf32>, %i1: tensor<8x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%i0, %i1 : tensor<8x4xf32>, tensor<8x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.quantized_matmul: C[i, j] += (A[i, k] - azp) * (B[k, j] - bzp): the zero points are scalars read whole.
// CHECK-LABEL: function @quantized_matmul{{$}}
// CHECK:       op 0 linalg.quantized_matmul
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK:         result 0, operand 3:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK:         result 0, operand 4:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// I2O-LABEL: function @quantized_matmul{{$}}
// I2O:       op 0 linalg.quantized_matmul
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (s0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O:         result 0, operand 3:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O:         result 0, operand 4:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
func.func @quantized_matmul(%i0: tensor<4x8xi8>, %i1: tensor<8x6xi8>, %i2: tensor<i32>, %i3: tensor<i32>, %o: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %0 = linalg.quantized_matmul ins(%i0, %i1, %i2, %i3 : tensor<4x8xi8>, tensor<8x6xi8>, tensor<i32>, tensor<i32>) outs(%o : tensor<4x6xi32>) -> tensor<4x6xi32>
  return %0 : tensor<4x6xi32>
}

// -----

// linalg.quantized_batch_matmul: C[b, i, j] += (A[b, i, k] - azp) * (B[b, k, j] - bzp).
// CHECK-LABEL: function @quantized_batch_matmul{{$}}
// CHECK:       op 0 linalg.quantized_batch_matmul
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d0, d1, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d0, s0, d2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (),
// CHECK:         result 0, operand 3:
// CHECK-NEXT:      (d0, d1, d2) -> (),
// CHECK:         result 0, operand 4:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, d1, d2),
// I2O-LABEL: function @quantized_batch_matmul{{$}}
// I2O:       op 0 linalg.quantized_batch_matmul
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (d0, d1, s0),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (d0, s0, d2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      ()[s0, s1, s2] -> (s0, s1, s2),
// I2O:         result 0, operand 3:
// I2O-NEXT:      ()[s0, s1, s2] -> (s0, s1, s2),
// I2O:         result 0, operand 4:
// I2O-NEXT:      (d0, d1, d2) -> (d0, d1, d2),
func.func @quantized_batch_matmul(%i0: tensor<2x4x8xi8>, %i1: tensor<2x8x6xi8>, %i2: tensor<i32>, %i3: tensor<i32>, %o: tensor<2x4x6xi32>) -> tensor<2x4x6xi32> {
  %0 = linalg.quantized_batch_matmul ins(%i0, %i1, %i2, %i3 : tensor<2x4x8xi8>, tensor<2x8x6xi8>, tensor<i32>, tensor<i32>) outs(%o : tensor<2x4x6xi32>) -> tensor<2x4x6xi32>
  return %0 : tensor<2x4x6xi32>
}

// -----

// linalg.mmt4d: C[m, n, m0, n0] += A[m, k, m0, k0] * B[n, k, n0, k0] (k, k0 reduced).
// CHECK-LABEL: function @mmt4d{{$}}
// CHECK:       op 0 linalg.mmt4d
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (d0, s0, d2, s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (d1, s0, d3, s1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (d0, d1, d2, d3),
// I2O-LABEL: function @mmt4d{{$}}
// I2O:       op 0 linalg.mmt4d
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (d0, s0, d2, s1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (s0, d0, s1, d2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (d0, d1, d2, d3),
func.func @mmt4d(%i0: tensor<2x3x4x2xf32>, %i1: tensor<5x3x2x2xf32>, %o: tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32> {
  %0 = linalg.mmt4d ins(%i0, %i1 : tensor<2x3x4x2xf32>, tensor<5x3x2x2xf32>) outs(%o : tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32>
  return %0 : tensor<2x5x4x2xf32>
}

// -----

// linalg.batch_mmt4d: mmt4d with a leading batch on A, B and C.
// CHECK-LABEL: function @batch_mmt4d{{$}}
// CHECK:       op 0 linalg.batch_mmt4d
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, s0, d3, s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (d0, d2, s0, d4, s1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4),
// I2O-LABEL: function @batch_mmt4d{{$}}
// I2O:       op 0 linalg.batch_mmt4d
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (d0, d1, s0, d3, s1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (d0, s0, d1, s1, d3),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4),
func.func @batch_mmt4d(%i0: tensor<2x2x3x4x2xf32>, %i1: tensor<2x5x3x2x2xf32>, %o: tensor<2x2x5x4x2xf32>) -> tensor<2x2x5x4x2xf32> {
  %0 = linalg.batch_mmt4d ins(%i0, %i1 : tensor<2x2x3x4x2xf32>, tensor<2x5x3x2x2xf32>) outs(%o : tensor<2x2x5x4x2xf32>) -> tensor<2x2x5x4x2xf32>
  return %0 : tensor<2x2x5x4x2xf32>
}

// -----

// linalg.sub: out[i, j] = a[i, j] - b[i, j]: both inputs at the output's index, the init is not read.
// CHECK-LABEL: function @sub{{$}}
// CHECK:       op 0 linalg.sub
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @sub{{$}}
// I2O:       op 0 linalg.sub
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (contributes to nothing)
func.func @sub(%i0: tensor<4x6xf32>, %i1: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.sub ins(%i0, %i1 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.mul: out[i, j] = a[i, j] * b[i, j]: both inputs at the output's index, the init is not read.
// CHECK-LABEL: function @mul{{$}}
// CHECK:       op 0 linalg.mul
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @mul{{$}}
// I2O:       op 0 linalg.mul
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (contributes to nothing)
func.func @mul(%i0: tensor<4x6xf32>, %i1: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.mul ins(%i0, %i1 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.div: out[i, j] = a[i, j] / b[i, j]: both inputs at the output's index, the init is not read.
// CHECK-LABEL: function @div{{$}}
// CHECK:       op 0 linalg.div
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @div{{$}}
// I2O:       op 0 linalg.div
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (contributes to nothing)
func.func @div(%i0: tensor<4x6xf32>, %i1: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.div ins(%i0, %i1 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.powf: out[i, j] = a[i, j] ^ b[i, j]: both inputs at the output's index, the init is not read.
// CHECK-LABEL: function @powf{{$}}
// CHECK:       op 0 linalg.powf
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @powf{{$}}
// I2O:       op 0 linalg.powf
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (contributes to nothing)
func.func @powf(%i0: tensor<4x6xf32>, %i1: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.powf ins(%i0, %i1 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.min: out[i, j] = min(a[i, j], b[i, j]): both inputs at the output's index, the init is not read.
// CHECK-LABEL: function @min{{$}}
// CHECK:       op 0 linalg.min
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @min{{$}}
// I2O:       op 0 linalg.min
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (contributes to nothing)
func.func @min(%i0: tensor<4x6xf32>, %i1: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.min ins(%i0, %i1 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.div_unsigned: out[i, j] = a[i, j] udiv b[i, j].
// CHECK-LABEL: function @div_unsigned{{$}}
// CHECK:       op 0 linalg.div_unsigned
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @div_unsigned{{$}}
// I2O:       op 0 linalg.div_unsigned
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (contributes to nothing)
func.func @div_unsigned(%i0: tensor<4x6xi32>, %i1: tensor<4x6xi32>, %o: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %0 = linalg.div_unsigned ins(%i0, %i1 : tensor<4x6xi32>, tensor<4x6xi32>) outs(%o : tensor<4x6xi32>) -> tensor<4x6xi32>
  return %0 : tensor<4x6xi32>
}

// -----

// linalg.exp: out[i, j] = exp(x[i, j]): the identity.
// CHECK-LABEL: function @exp{{$}}
// CHECK:       op 0 linalg.exp
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @exp{{$}}
// I2O:       op 0 linalg.exp
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @exp(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.exp ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.log: out[i, j] = log(x[i, j]): the identity.
// CHECK-LABEL: function @log{{$}}
// CHECK:       op 0 linalg.log
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @log{{$}}
// I2O:       op 0 linalg.log
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @log(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.log ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.abs: out[i, j] = abs(x[i, j]): the identity.
// CHECK-LABEL: function @abs{{$}}
// CHECK:       op 0 linalg.abs
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @abs{{$}}
// I2O:       op 0 linalg.abs
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @abs(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.abs ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.ceil: out[i, j] = ceil(x[i, j]): the identity.
// CHECK-LABEL: function @ceil{{$}}
// CHECK:       op 0 linalg.ceil
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @ceil{{$}}
// I2O:       op 0 linalg.ceil
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @ceil(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.ceil ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.floor: out[i, j] = floor(x[i, j]): the identity.
// CHECK-LABEL: function @floor{{$}}
// CHECK:       op 0 linalg.floor
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @floor{{$}}
// I2O:       op 0 linalg.floor
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @floor(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.floor ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.negf: out[i, j] = negf(x[i, j]): the identity.
// CHECK-LABEL: function @negf{{$}}
// CHECK:       op 0 linalg.negf
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @negf{{$}}
// I2O:       op 0 linalg.negf
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @negf(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.negf ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.reciprocal: out[i, j] = reciprocal(x[i, j]): the identity.
// CHECK-LABEL: function @reciprocal{{$}}
// CHECK:       op 0 linalg.reciprocal
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @reciprocal{{$}}
// I2O:       op 0 linalg.reciprocal
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @reciprocal(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.reciprocal ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.round: out[i, j] = round(x[i, j]): the identity.
// CHECK-LABEL: function @round{{$}}
// CHECK:       op 0 linalg.round
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @round{{$}}
// I2O:       op 0 linalg.round
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @round(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.round ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.sqrt: out[i, j] = sqrt(x[i, j]): the identity.
// CHECK-LABEL: function @sqrt{{$}}
// CHECK:       op 0 linalg.sqrt
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @sqrt{{$}}
// I2O:       op 0 linalg.sqrt
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @sqrt(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.sqrt ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.rsqrt: out[i, j] = rsqrt(x[i, j]): the identity.
// CHECK-LABEL: function @rsqrt{{$}}
// CHECK:       op 0 linalg.rsqrt
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @rsqrt{{$}}
// I2O:       op 0 linalg.rsqrt
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @rsqrt(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.rsqrt ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.square: out[i, j] = square(x[i, j]): the identity.
// CHECK-LABEL: function @square{{$}}
// CHECK:       op 0 linalg.square
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @square{{$}}
// I2O:       op 0 linalg.square
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @square(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.square ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.tanh: out[i, j] = tanh(x[i, j]): the identity.
// CHECK-LABEL: function @tanh{{$}}
// CHECK:       op 0 linalg.tanh
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @tanh{{$}}
// I2O:       op 0 linalg.tanh
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @tanh(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.tanh ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.erf: out[i, j] = erf(x[i, j]): the identity.
// CHECK-LABEL: function @erf{{$}}
// CHECK:       op 0 linalg.erf
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @erf{{$}}
// I2O:       op 0 linalg.erf
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
func.func @erf(%i0: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.erf ins(%i0 : tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.select: out[i, j] = cond[i, j] ? a[i, j] : b[i, j].
// CHECK-LABEL: function @select{{$}}
// CHECK:       op 0 linalg.select
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:         result 0, operand 3:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @select{{$}}
// I2O:       op 0 linalg.select
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O:         result 0, operand 3:
// I2O-NEXT:      (contributes to nothing)
func.func @select(%i0: tensor<4x6xi1>, %i1: tensor<4x6xf32>, %i2: tensor<4x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.select ins(%i0, %i1, %i2 : tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.conv_1d: O[w] += I[w + kw] * K[kw].
// CHECK-LABEL: function @conv_1d{{$}}
// CHECK:       op 0 linalg.conv_1d
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0 + s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0) -> (d0),
// I2O-LABEL: function @conv_1d{{$}}
// I2O:       op 0 linalg.conv_1d
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0)[s0] -> (d0 - s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 9],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d0 - s0 in [0, 7]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0)[s0] -> (s0),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0) -> (d0),
func.func @conv_1d(%i0: tensor<10xf32>, %i1: tensor<3xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.conv_1d ins(%i0, %i1 : tensor<10xf32>, tensor<3xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// linalg.conv_2d: O[h, w] += I[h + kh, w + kw] * K[kh, kw].
// CHECK-LABEL: function @conv_2d{{$}}
// CHECK:       op 0 linalg.conv_2d
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (d0 + s0, d1 + s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// I2O-LABEL: function @conv_2d{{$}}
// I2O:       op 0 linalg.conv_2d
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (d0 - s0, d1 - s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 5],
// I2O-NEXT:      d1 in [0, 6],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      d0 - s0 in [0, 3],
// I2O-NEXT:      d1 - s1 in [0, 5]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0, s1] -> (s0, s1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
func.func @conv_2d(%i0: tensor<6x7xf32>, %i1: tensor<3x2xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.conv_2d ins(%i0, %i1 : tensor<6x7xf32>, tensor<3x2xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// linalg.conv_3d: O[d, h, w] += I[d + kd, h + kh, w + kw] * K[kd, kh, kw].
// CHECK-LABEL: function @conv_3d{{$}}
// CHECK:       op 0 linalg.conv_3d
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1, s2] -> (d0 + s0, d1 + s1, d2 + s2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1, s2] -> (s0, s1, s2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (d0, d1, d2),
// I2O-LABEL: function @conv_3d{{$}}
// I2O:       op 0 linalg.conv_3d
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1, s2] -> (d0 - s0, d1 - s1, d2 - s2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 4],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 6],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      d0 - s0 in [0, 3],
// I2O-NEXT:      d1 - s1 in [0, 3],
// I2O-NEXT:      d2 - s2 in [0, 5]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0, s1, s2] -> (s0, s1, s2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (d0, d1, d2),
func.func @conv_3d(%i0: tensor<5x6x7xf32>, %i1: tensor<2x3x2xf32>, %o: tensor<4x4x6xf32>) -> tensor<4x4x6xf32> {
  %0 = linalg.conv_3d ins(%i0, %i1 : tensor<5x6x7xf32>, tensor<2x3x2xf32>) outs(%o : tensor<4x4x6xf32>) -> tensor<4x4x6xf32>
  return %0 : tensor<4x4x6xf32>
}

// -----

// linalg.conv_1d_nwc_wcf: O[n, w, f] += I[n, 3w + 2kw, c] * K[kw, c, f] (stride 3, dilation 2).
// CHECK-LABEL: function @conv_1d_nwc_wcf{{$}}
// CHECK:       op 0 linalg.conv_1d_nwc_wcf
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (0, d1 * 3 + s0 * 2, s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (s0, s1, d2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @conv_1d_nwc_wcf{{$}}
// I2O:       op 0 linalg.conv_1d_nwc_wcf
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (0, (d1 - s1 * 2) floordiv 3, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 10],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 4],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      (d1 - s1 * 2) mod 3 in [0, 0],
// I2O-NEXT:      d1 - s1 * 2 in [0, 6]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, s0, d2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @conv_1d_nwc_wcf(%i0: tensor<1x11x3xf32>, %i1: tensor<3x3x5xf32>, %o: tensor<1x3x5xf32>) -> tensor<1x3x5xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%i0, %i1 : tensor<1x11x3xf32>, tensor<3x3x5xf32>) outs(%o : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
  return %0 : tensor<1x3x5xf32>
}

// -----

// linalg.conv_1d_ncw_fcw: O[n, f, w] += I[n, c, w + kw] * K[f, c, kw].
// CHECK-LABEL: function @conv_1d_ncw_fcw{{$}}
// CHECK:       op 0 linalg.conv_1d_ncw_fcw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (0, s0, d2 + s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d1, s0, s1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @conv_1d_ncw_fcw{{$}}
// I2O:       op 0 linalg.conv_1d_ncw_fcw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (0, s0, d2 - s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 9],
// I2O-NEXT:      s0 in [0, 4],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      d2 - s1 in [0, 7]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d0, s0),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @conv_1d_ncw_fcw(%i0: tensor<1x3x10xf32>, %i1: tensor<5x3x3xf32>, %o: tensor<1x5x8xf32>) -> tensor<1x5x8xf32> {
  %0 = linalg.conv_1d_ncw_fcw ins(%i0, %i1 : tensor<1x3x10xf32>, tensor<5x3x3xf32>) outs(%o : tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
  return %0 : tensor<1x5x8xf32>
}

// -----

// linalg.conv_2d_nhwc_fhwc: O[n, h, w, f] += I[n, 2h + kh, 2w + kw, c] * K[f, kh, kw, c] (stride 2).
// CHECK-LABEL: function @conv_2d_nhwc_fhwc{{$}}
// CHECK:       op 0 linalg.conv_2d_nhwc_fhwc
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, d1 * 2 + s0, d2 * 2 + s1, s2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (d3, s0, s1, s2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @conv_2d_nhwc_fhwc{{$}}
// I2O:       op 0 linalg.conv_2d_nhwc_fhwc
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, s0, s1, s2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 2],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 3],
// I2O-NEXT:      d1 - s0 * 2 in [0, 2],
// I2O-NEXT:      d2 - s1 * 2 in [0, 2]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, s0, s1, d0),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @conv_2d_nhwc_fhwc(%i0: tensor<1x6x6x3xf32>, %i1: tensor<4x3x3x3xf32>, %o: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i0, %i1 : tensor<1x6x6x3xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}

// -----

// linalg.conv_2d_nchw_fchw: O[n, f, h, w] += I[n, c, h + kh, w + kw] * K[f, c, kh, kw].
// CHECK-LABEL: function @conv_2d_nchw_fchw{{$}}
// CHECK:       op 0 linalg.conv_2d_nchw_fchw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, s0, d2 + s1, d3 + s2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (d1, s0, s1, s2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @conv_2d_nchw_fchw{{$}}
// I2O:       op 0 linalg.conv_2d_nchw_fchw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, s0, d2 - s1, d3 - s2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 5],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      s2 in [0, 2],
// I2O-NEXT:      d2 - s1 in [0, 3],
// I2O-NEXT:      d3 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d0, s0, s1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @conv_2d_nchw_fchw(%i0: tensor<1x3x6x6xf32>, %i1: tensor<4x3x3x3xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nchw_fchw ins(%i0, %i1 : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

// linalg.conv_2d_ngchw_fgchw: O[n, g, f, h, w] += I[n, g, c, h + kh, w + kw] * K[f, g, c, kh, kw].
// CHECK-LABEL: function @conv_2d_ngchw_fgchw{{$}}
// CHECK:       op 0 linalg.conv_2d_ngchw_fgchw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1, s0, d3 + s1, d4 + s2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (d2, d1, s0, s1, s2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @conv_2d_ngchw_fgchw{{$}}
// I2O:       op 0 linalg.conv_2d_ngchw_fgchw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1, s0, d3 - s1, d4 - s2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 1],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      d3 in [0, 5],
// I2O-NEXT:      d4 in [0, 5],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      s2 in [0, 2],
// I2O-NEXT:      d3 - s1 in [0, 3],
// I2O-NEXT:      d4 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (0, d1, d0, s0, s1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @conv_2d_ngchw_fgchw(%i0: tensor<1x2x3x6x6xf32>, %i1: tensor<4x2x3x3x3xf32>, %o: tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%i0, %i1 : tensor<1x2x3x6x6xf32>, tensor<4x2x3x3x3xf32>) outs(%o : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  return %0 : tensor<1x2x4x4x4xf32>
}

// -----

// linalg.conv_2d_ngchw_gfchw: O[n, g, f, h, w] += I[n, g, c, h + kh, w + kw] * K[g, f, c, kh, kw].
// CHECK-LABEL: function @conv_2d_ngchw_gfchw{{$}}
// CHECK:       op 0 linalg.conv_2d_ngchw_gfchw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1, s0, d3 + s1, d4 + s2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (d1, d2, s0, s1, s2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @conv_2d_ngchw_gfchw{{$}}
// I2O:       op 0 linalg.conv_2d_ngchw_gfchw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1, s0, d3 - s1, d4 - s2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 1],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      d3 in [0, 5],
// I2O-NEXT:      d4 in [0, 5],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      s2 in [0, 2],
// I2O-NEXT:      d3 - s1 in [0, 3],
// I2O-NEXT:      d4 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (0, d0, d1, s0, s1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @conv_2d_ngchw_gfchw(%i0: tensor<1x2x3x6x6xf32>, %i1: tensor<2x4x3x3x3xf32>, %o: tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%i0, %i1 : tensor<1x2x3x6x6xf32>, tensor<2x4x3x3x3xf32>) outs(%o : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  return %0 : tensor<1x2x4x4x4xf32>
}

// -----

// linalg.conv_2d_nhwgc_gfhwc: O[n, h, w, g, f] += I[n, h + kh, w + kw, g, c] * K[g, f, kh, kw, c].
// CHECK-LABEL: function @conv_2d_nhwgc_gfhwc{{$}}
// CHECK:       op 0 linalg.conv_2d_nhwgc_gfhwc
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 + s0, d2 + s1, d3, s2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (d3, d4, s0, s1, s2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @conv_2d_nhwgc_gfhwc{{$}}
// I2O:       op 0 linalg.conv_2d_nhwgc_gfhwc
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 - s1, d2 - s2, d3, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 1],
// I2O-NEXT:      d4 in [0, 2],
// I2O-NEXT:      s0 in [0, 3],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      s2 in [0, 2],
// I2O-NEXT:      d1 - s1 in [0, 3],
// I2O-NEXT:      d2 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1] -> (0, s0, s1, d0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @conv_2d_nhwgc_gfhwc(%i0: tensor<1x6x6x2x3xf32>, %i1: tensor<2x4x3x3x3xf32>, %o: tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%i0, %i1 : tensor<1x6x6x2x3xf32>, tensor<2x4x3x3x3xf32>) outs(%o : tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32>
  return %0 : tensor<1x4x4x2x4xf32>
}

// -----

// linalg.conv_3d_ndhwc_dhwcf: O[n, d, h, w, f] += I[n, d + kd, h + kh, w + kw, c] * K[kd, kh, kw, c, f].
// CHECK-LABEL: function @conv_3d_ndhwc_dhwcf{{$}}
// CHECK:       op 0 linalg.conv_3d_ndhwc_dhwcf
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2, s3] -> (0, d1 + s0, d2 + s1, d3 + s2, s3),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2, s3] -> (s0, s1, s2, s3, d4),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @conv_3d_ndhwc_dhwcf{{$}}
// I2O:       op 0 linalg.conv_3d_ndhwc_dhwcf
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2, s3] -> (0, d1 - s1, d2 - s2, d3 - s3, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      s3 in [0, 1],
// I2O-NEXT:      d1 - s1 in [0, 2],
// I2O-NEXT:      d2 - s2 in [0, 3],
// I2O-NEXT:      d3 - s3 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, s0, s1, s2, d4),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @conv_3d_ndhwc_dhwcf(%i0: tensor<1x4x5x5x2xf32>, %i1: tensor<2x2x2x2x3xf32>, %o: tensor<1x3x4x4x3xf32>) -> tensor<1x3x4x4x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%i0, %i1 : tensor<1x4x5x5x2xf32>, tensor<2x2x2x2x3xf32>) outs(%o : tensor<1x3x4x4x3xf32>) -> tensor<1x3x4x4x3xf32>
  return %0 : tensor<1x3x4x4x3xf32>
}

// -----

// linalg.conv_3d_ncdhw_fcdhw: O[n, f, d, h, w] += I[n, c, d + kd, h + kh, w + kw] * K[f, c, kd, kh, kw].
// CHECK-LABEL: function @conv_3d_ncdhw_fcdhw{{$}}
// CHECK:       op 0 linalg.conv_3d_ncdhw_fcdhw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2, s3] -> (0, s0, d2 + s1, d3 + s2, d4 + s3),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2, s3] -> (d1, s0, s1, s2, s3),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @conv_3d_ncdhw_fcdhw{{$}}
// I2O:       op 0 linalg.conv_3d_ncdhw_fcdhw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2, s3] -> (0, s0, d2 - s1, d3 - s2, d4 - s3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 1],
// I2O-NEXT:      d2 in [0, 3],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      d4 in [0, 4],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      s3 in [0, 1],
// I2O-NEXT:      d2 - s1 in [0, 2],
// I2O-NEXT:      d3 - s2 in [0, 3],
// I2O-NEXT:      d4 - s3 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d0, s0, s1, s2),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @conv_3d_ncdhw_fcdhw(%i0: tensor<1x2x4x5x5xf32>, %i1: tensor<3x2x2x2x2xf32>, %o: tensor<1x3x3x4x4xf32>) -> tensor<1x3x3x4x4xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%i0, %i1 : tensor<1x2x4x5x5xf32>, tensor<3x2x2x2x2xf32>) outs(%o : tensor<1x3x3x4x4xf32>) -> tensor<1x3x3x4x4xf32>
  return %0 : tensor<1x3x3x4x4xf32>
}

// -----

// linalg.depthwise_conv_1d_nwc_wc: O[n, w, c] += I[n, w + kw, c] * K[kw, c]: no reduction over channels.
// CHECK-LABEL: function @depthwise_conv_1d_nwc_wc{{$}}
// CHECK:       op 0 linalg.depthwise_conv_1d_nwc_wc
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1 + s0, d2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (s0, d2),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @depthwise_conv_1d_nwc_wc{{$}}
// I2O:       op 0 linalg.depthwise_conv_1d_nwc_wc
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1 - s0, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d1 - s0 in [0, 5]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (0, s0, d1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @depthwise_conv_1d_nwc_wc(%i0: tensor<1x8x3xf32>, %i1: tensor<3x3xf32>, %o: tensor<1x6x3xf32>) -> tensor<1x6x3xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%i0, %i1 : tensor<1x8x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  return %0 : tensor<1x6x3xf32>
}

// -----

// linalg.depthwise_conv_1d_ncw_cw: O[n, c, w] += I[n, c, w + kw] * K[c, kw].
// CHECK-LABEL: function @depthwise_conv_1d_ncw_cw{{$}}
// CHECK:       op 0 linalg.depthwise_conv_1d_ncw_cw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1, d2 + s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (d1, s0),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @depthwise_conv_1d_ncw_cw{{$}}
// I2O:       op 0 linalg.depthwise_conv_1d_ncw_cw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1, d2 - s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 7],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d2 - s0 in [0, 5]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1)[s0] -> (0, d0, s0),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @depthwise_conv_1d_ncw_cw(%i0: tensor<1x3x8xf32>, %i1: tensor<3x3xf32>, %o: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%i0, %i1 : tensor<1x3x8xf32>, tensor<3x3xf32>) outs(%o : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  return %0 : tensor<1x3x6xf32>
}

// -----

// linalg.depthwise_conv_2d_nchw_chw: O[n, c, h, w] += I[n, c, h + kh, w + kw] * K[c, kh, kw].
// CHECK-LABEL: function @depthwise_conv_2d_nchw_chw{{$}}
// CHECK:       op 0 linalg.depthwise_conv_2d_nchw_chw
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1, d2 + s0, d3 + s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (d1, s0, s1),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @depthwise_conv_2d_nchw_chw{{$}}
// I2O:       op 0 linalg.depthwise_conv_2d_nchw_chw
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1, d2 - s0, d3 - s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 5],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      d2 - s0 in [0, 3],
// I2O-NEXT:      d3 - s1 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2)[s0, s1] -> (0, d0, s0, s1),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @depthwise_conv_2d_nchw_chw(%i0: tensor<1x3x6x6xf32>, %i1: tensor<3x3x3xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%i0, %i1 : tensor<1x3x6x6xf32>, tensor<3x3x3xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// linalg.depthwise_conv_3d_ndhwc_dhwc: O[n, d, h, w, c] += I[n, d + kd, h + kh, w + kw, c] * K[kd, kh, kw, c].
// CHECK-LABEL: function @depthwise_conv_3d_ndhwc_dhwc{{$}}
// CHECK:       op 0 linalg.depthwise_conv_3d_ndhwc_dhwc
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 + s0, d2 + s1, d3 + s2, d4),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (s0, s1, s2, d4),
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @depthwise_conv_3d_ndhwc_dhwc{{$}}
// I2O:       op 0 linalg.depthwise_conv_3d_ndhwc_dhwc
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 - s0, d2 - s1, d3 - s2, d4),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      d1 - s0 in [0, 2],
// I2O-NEXT:      d2 - s1 in [0, 3],
// I2O-NEXT:      d3 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1, s2] -> (0, s0, s1, s2, d3),
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @depthwise_conv_3d_ndhwc_dhwc(%i0: tensor<1x4x5x5x2xf32>, %i1: tensor<2x2x2x2xf32>, %o: tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%i0, %i1 : tensor<1x4x5x5x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32>
  return %0 : tensor<1x3x4x4x2xf32>
}

// -----

// linalg.pooling_nhwc_sum: O[n, h, w, c] = sum over I[n, h + kh, w + kw, c]; the window operand only gives the window's shape (reads nothing).
// CHECK-LABEL: function @pooling_nhwc_sum{{$}}
// CHECK:       op 0 linalg.pooling_nhwc_sum
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1 + s0, d2 + s1, d3),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @pooling_nhwc_sum{{$}}
// I2O:       op 0 linalg.pooling_nhwc_sum
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1 - s0, d2 - s1, d3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 2],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      d1 - s0 in [0, 4],
// I2O-NEXT:      d2 - s1 in [0, 4]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @pooling_nhwc_sum(%i0: tensor<1x6x6x3xf32>, %i1: tensor<2x2xf32>, %o: tensor<1x5x5x3xf32>) -> tensor<1x5x5x3xf32> {
  %0 = linalg.pooling_nhwc_sum ins(%i0, %i1 : tensor<1x6x6x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x5x5x3xf32>) -> tensor<1x5x5x3xf32>
  return %0 : tensor<1x5x5x3xf32>
}

// -----

// linalg.pooling_nhwc_min: O[n, h, w, c] = min over I[n, h + kh, w + kw, c]; the window operand only gives the window's shape (reads nothing).
// CHECK-LABEL: function @pooling_nhwc_min{{$}}
// CHECK:       op 0 linalg.pooling_nhwc_min
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1 + s0, d2 + s1, d3),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @pooling_nhwc_min{{$}}
// I2O:       op 0 linalg.pooling_nhwc_min
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1 - s0, d2 - s1, d3),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 5],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 2],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      d1 - s0 in [0, 4],
// I2O-NEXT:      d2 - s1 in [0, 4]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @pooling_nhwc_min(%i0: tensor<1x6x6x3xf32>, %i1: tensor<2x2xf32>, %o: tensor<1x5x5x3xf32>) -> tensor<1x5x5x3xf32> {
  %0 = linalg.pooling_nhwc_min ins(%i0, %i1 : tensor<1x6x6x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x5x5x3xf32>) -> tensor<1x5x5x3xf32>
  return %0 : tensor<1x5x5x3xf32>
}

// -----

// linalg.pooling_nchw_sum: O[n, c, h, w] = sum over I[n, c, 2h + kh, 2w + kw] (stride 2).
// CHECK-LABEL: function @pooling_nchw_sum{{$}}
// CHECK:       op 0 linalg.pooling_nchw_sum
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1, d2 * 2 + s0, d3 * 2 + s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @pooling_nchw_sum{{$}}
// I2O:       op 0 linalg.pooling_nchw_sum
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1, s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 5],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      d2 - s0 * 2 in [0, 1],
// I2O-NEXT:      d3 - s1 * 2 in [0, 1]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @pooling_nchw_sum(%i0: tensor<1x3x6x6xf32>, %i1: tensor<2x2xf32>, %o: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i0, %i1 : tensor<1x3x6x6xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

// linalg.pooling_nchw_max: O[n, c, h, w] = max over I[n, c, 2h + kh, 2w + kw] (stride 2).
// CHECK-LABEL: function @pooling_nchw_max{{$}}
// CHECK:       op 0 linalg.pooling_nchw_max
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1, d2 * 2 + s0, d3 * 2 + s1),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
// I2O-LABEL: function @pooling_nchw_max{{$}}
// I2O:       op 0 linalg.pooling_nchw_max
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3)[s0, s1] -> (0, d1, s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 5],
// I2O-NEXT:      d3 in [0, 5],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      s1 in [0, 2],
// I2O-NEXT:      d2 - s0 * 2 in [0, 1],
// I2O-NEXT:      d3 - s1 * 2 in [0, 1]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3) -> (0, d1, d2, d3),
func.func @pooling_nchw_max(%i0: tensor<1x3x6x6xf32>, %i1: tensor<2x2xf32>, %o: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i0, %i1 : tensor<1x3x6x6xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

// linalg.pooling_ncw_sum: O[n, c, w] = sum over I[n, c, w + kw].
// CHECK-LABEL: function @pooling_ncw_sum{{$}}
// CHECK:       op 0 linalg.pooling_ncw_sum
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1, d2 + s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @pooling_ncw_sum{{$}}
// I2O:       op 0 linalg.pooling_ncw_sum
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1, d2 - s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 7],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d2 - s0 in [0, 5]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @pooling_ncw_sum(%i0: tensor<1x3x8xf32>, %i1: tensor<3xf32>, %o: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %0 = linalg.pooling_ncw_sum ins(%i0, %i1 : tensor<1x3x8xf32>, tensor<3xf32>) outs(%o : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  return %0 : tensor<1x3x6xf32>
}

// -----

// linalg.pooling_ncw_max: O[n, c, w] = max over I[n, c, w + kw].
// CHECK-LABEL: function @pooling_ncw_max{{$}}
// CHECK:       op 0 linalg.pooling_ncw_max
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1, d2 + s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @pooling_ncw_max{{$}}
// I2O:       op 0 linalg.pooling_ncw_max
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1, d2 - s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 2],
// I2O-NEXT:      d2 in [0, 7],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d2 - s0 in [0, 5]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @pooling_ncw_max(%i0: tensor<1x3x8xf32>, %i1: tensor<3xf32>, %o: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %0 = linalg.pooling_ncw_max ins(%i0, %i1 : tensor<1x3x8xf32>, tensor<3xf32>) outs(%o : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  return %0 : tensor<1x3x6xf32>
}

// -----

// linalg.pooling_nwc_sum: O[n, w, c] = sum over I[n, w + 2kw, c] (dilation 2).
// CHECK-LABEL: function @pooling_nwc_sum{{$}}
// CHECK:       op 0 linalg.pooling_nwc_sum
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1 + s0 * 2, d2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @pooling_nwc_sum{{$}}
// I2O:       op 0 linalg.pooling_nwc_sum
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1 - s0 * 2, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d1 - s0 * 2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @pooling_nwc_sum(%i0: tensor<1x8x3xf32>, %i1: tensor<3xf32>, %o: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i0, %i1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  return %0 : tensor<1x4x3xf32>
}

// -----

// linalg.pooling_nwc_max: O[n, w, c] = max over I[n, w + 2kw, c] (dilation 2).
// CHECK-LABEL: function @pooling_nwc_max{{$}}
// CHECK:       op 0 linalg.pooling_nwc_max
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1 + s0 * 2, d2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @pooling_nwc_max{{$}}
// I2O:       op 0 linalg.pooling_nwc_max
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1 - s0 * 2, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d1 - s0 * 2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @pooling_nwc_max(%i0: tensor<1x8x3xf32>, %i1: tensor<3xf32>, %o: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_max {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i0, %i1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  return %0 : tensor<1x4x3xf32>
}

// -----

// linalg.pooling_nwc_min: O[n, w, c] = min over I[n, w + 2kw, c] (dilation 2).
// CHECK-LABEL: function @pooling_nwc_min{{$}}
// CHECK:       op 0 linalg.pooling_nwc_min
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0] -> (0, d1 + s0 * 2, d2),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2) -> (0, d1, d2),
// I2O-LABEL: function @pooling_nwc_min{{$}}
// I2O:       op 0 linalg.pooling_nwc_min
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2)[s0] -> (0, d1 - s0 * 2, d2),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      d2 in [0, 2],
// I2O-NEXT:      s0 in [0, 2],
// I2O-NEXT:      d1 - s0 * 2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2) -> (0, d1, d2),
func.func @pooling_nwc_min(%i0: tensor<1x8x3xf32>, %i1: tensor<3xf32>, %o: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_min {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i0, %i1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  return %0 : tensor<1x4x3xf32>
}

// -----

// linalg.pooling_ndhwc_sum: O[n, d, h, w, c] = sum over I[n, d + kd, h + kh, w + kw, c].
// CHECK-LABEL: function @pooling_ndhwc_sum{{$}}
// CHECK:       op 0 linalg.pooling_ndhwc_sum
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 + s0, d2 + s1, d3 + s2, d4),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @pooling_ndhwc_sum{{$}}
// I2O:       op 0 linalg.pooling_ndhwc_sum
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 - s0, d2 - s1, d3 - s2, d4),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      d1 - s0 in [0, 2],
// I2O-NEXT:      d2 - s1 in [0, 3],
// I2O-NEXT:      d3 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @pooling_ndhwc_sum(%i0: tensor<1x4x5x5x2xf32>, %i1: tensor<2x2x2xf32>, %o: tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32> {
  %0 = linalg.pooling_ndhwc_sum ins(%i0, %i1 : tensor<1x4x5x5x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32>
  return %0 : tensor<1x3x4x4x2xf32>
}

// -----

// linalg.pooling_ndhwc_max: O[n, d, h, w, c] = max over I[n, d + kd, h + kh, w + kw, c].
// CHECK-LABEL: function @pooling_ndhwc_max{{$}}
// CHECK:       op 0 linalg.pooling_ndhwc_max
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 + s0, d2 + s1, d3 + s2, d4),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @pooling_ndhwc_max{{$}}
// I2O:       op 0 linalg.pooling_ndhwc_max
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 - s0, d2 - s1, d3 - s2, d4),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      d1 - s0 in [0, 2],
// I2O-NEXT:      d2 - s1 in [0, 3],
// I2O-NEXT:      d3 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @pooling_ndhwc_max(%i0: tensor<1x4x5x5x2xf32>, %i1: tensor<2x2x2xf32>, %o: tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%i0, %i1 : tensor<1x4x5x5x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32>
  return %0 : tensor<1x3x4x4x2xf32>
}

// -----

// linalg.pooling_ndhwc_min: O[n, d, h, w, c] = min over I[n, d + kd, h + kh, w + kw, c].
// CHECK-LABEL: function @pooling_ndhwc_min{{$}}
// CHECK:       op 0 linalg.pooling_ndhwc_min
// CHECK:         result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 + s0, d2 + s1, d3 + s2, d4),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK:         result 0, operand 2:
// CHECK-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
// I2O-LABEL: function @pooling_ndhwc_min{{$}}
// I2O:       op 0 linalg.pooling_ndhwc_min
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1, d2, d3, d4)[s0, s1, s2] -> (0, d1 - s0, d2 - s1, d3 - s2, d4),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 0],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      d2 in [0, 4],
// I2O-NEXT:      d3 in [0, 4],
// I2O-NEXT:      d4 in [0, 1],
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 1],
// I2O-NEXT:      s2 in [0, 1],
// I2O-NEXT:      d1 - s0 in [0, 2],
// I2O-NEXT:      d2 - s1 in [0, 3],
// I2O-NEXT:      d3 - s2 in [0, 3]
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 0, operand 2:
// I2O-NEXT:      (d0, d1, d2, d3, d4) -> (0, d1, d2, d3, d4),
func.func @pooling_ndhwc_min(%i0: tensor<1x4x5x5x2xf32>, %i1: tensor<2x2x2xf32>, %o: tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32> {
  %0 = linalg.pooling_ndhwc_min ins(%i0, %i1 : tensor<1x4x5x5x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x3x4x4x2xf32>) -> tensor<1x3x4x4x2xf32>
  return %0 : tensor<1x3x4x4x2xf32>
}
