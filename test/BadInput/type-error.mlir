// Operand types that do not match the op's constraints: a verifier error at
// the op, and nothing printed on stdout.
// RUN: %expect-exit 1 index-opt %s 2>&1 | FileCheck %s
// RUN: %expect-exit 1 index-opt %s 2>/dev/null | count 0
// CHECK: type-error.mlir:9:8: error: 'arith.addf' op requires the same type for all operands and results
// CHECK-NOT: error:

func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  %0 = "arith.addf"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
