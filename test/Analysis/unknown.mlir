// Where no map can be computed, the report says `unknown` with the reason:
// opaque calls, calls of declarations, ops without a rule (scf control flow;
// test/Analysis/random-and-opaque.mlir has the opaque ops). Nothing is
// guessed. A dynamic dimension is not a reason: its size is a runtime
// variable (test/Analysis/dynamic-shapes.mlir).
// RUN: index-opt --indexing-report=text %s | FileCheck %s

// CHECK: op 0 stablehlo.add
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: (d0, d1){rt0} -> (d0, d1),
// CHECK:      rt0: size of dimension 0 of operand 0
// CHECK: op 1 stablehlo.custom_call
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: unknown: custom_call @foo: the target's access pattern is opaque
// CHECK: op 2 scf.if
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: unknown: no output-to-input indexing rule for 'scf.if'
// CHECK: op 5 func.call
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: unknown: the function has no body
func.func @main(%d: tensor<?x4xf32>, %x: tensor<4xf32>, %c: i1) {
  %0 = stablehlo.add %d, %d : tensor<?x4xf32>
  %1 = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %e = scf.if %c -> tensor<4xf32> {
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  %2 = func.call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
