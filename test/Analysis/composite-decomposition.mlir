// A composite whose decomposition is missing, or of another signature than
// the op's, is invalid StableHLO (composite C2-C4): the verifier rejects it
// (test/StableHLO/verifiers-structure.mlir). The analysis still does not
// trust it: on IR that was never verified (mlir-opt-22 with the plugin and
// --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false), such a composite's maps
// are unknown (they used to read nothing), in both directions and through
// the function-level maps.
// RUN: not index-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --pass-pipeline='builtin.module(hlo-indexing{report-file=%t.txt report-format=text})' %s -o /dev/null
// RUN: FileCheck %s < %t.txt
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --pass-pipeline='builtin.module(hlo-indexing{direction=input-to-output report-file=%t.i2o.txt report-format=text})' %s -o /dev/null
// RUN: FileCheck %s --check-prefix=I2O < %t.i2o.txt

// VERIFY: error: 'stablehlo.composite' op (C2) decomposition @missing is not a function in scope

// CHECK-LABEL: function @main
// CHECK:      op 0 stablehlo.composite
// CHECK-NEXT:   result 0, operand 0:
// CHECK-NEXT:     unknown: @missing is not a func.func of this module
// CHECK:      op 1 stablehlo.composite
// CHECK-NEXT:   result 0, operand 0:
// CHECK-NEXT:     unknown: the signature of @other does not match the op's operand and result types
// CHECK:      op 2 stablehlo.composite
// CHECK-NEXT:   result 0, operand 0:
// CHECK-NEXT:     (d0) -> (-d0 + 3),
// CHECK:      function indexing:
// CHECK-NEXT:   result 0, argument 0:
// CHECK-NEXT:     unknown: stablehlo.composite: the signature of @other does not match the op's operand and result types
// I2O-LABEL: function @main
// I2O:       op 1 stablehlo.composite
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      unknown: the signature of @other does not match the op's operand and result types
// I2O:       op 2 stablehlo.composite
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0) -> (-d0 + 3),

func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "a.b" %arg0 {decomposition = @missing} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "a.c" %0 {decomposition = @other} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.composite "a.d" %1 {decomposition = @same} : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @other(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %arg0 [0:4] : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @same(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
