// With --split-input-file, each chunk is its own buffer to MLIR ("within
// split at FILE:N offset ", lines counted in the chunk); the reports give
// the op's line in the file itself (docs/contract.md, "loc").
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --liveness-report=text --split-input-file %s | FileCheck %s --check-prefix=LIVE

// CHECK: op 0 stablehlo.negate at {{.*}}split-locations.mlir:[[@LINE+3]]:8
// LIVE: split-locations.mlir:[[@LINE+2]]:8
func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-NOT: within split
// CHECK: op 0 stablehlo.abs at {{.*}}split-locations.mlir:[[@LINE+3]]:8
// LIVE: split-locations.mlir:[[@LINE+2]]:8
func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
