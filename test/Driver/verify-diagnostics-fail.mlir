// A deliberately wrong annotation must make --verify-diagnostics fail
// (status 1), naming both the missing and the unexpected diagnostic.
// RUN: %expect-exit 1 index-opt --verify-diagnostics %s 2>&1 | FileCheck %s

// CHECK-DAG: verify-diagnostics-fail.mlir:[[# @LINE + 4]]:3: error: unexpected error: type of return operand 0 ('i32') doesn't match function result type ('f32')
// CHECK-DAG: verify-diagnostics-fail.mlir:[[# @LINE + 2]]:6: error: expected error "a message that is never produced" was not produced
func.func @wrong_expectation(%a: i32) -> f32 {
  // expected-error @+1 {{a message that is never produced}}
  return %a : i32
}
