// The index-list-ops pass (implemented in Rust) through index-opt, as a
// flag and through --pass-pipeline; nested regions count, private
// declarations have no body and count zero ops.
// RUN: index-opt --index-list-ops %s -o /dev/null 2>&1 | FileCheck %s
// RUN: index-opt --pass-pipeline='builtin.module(index-list-ops)' %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: list-ops.mlir:[[# @LINE + 1]]:1: remark: @with_region: 4 ops: arith.constant x1, func.return x1, scf.execute_region x1, scf.yield x1
func.func @with_region() -> i32 {
  %0 = scf.execute_region -> i32 {
    %c = arith.constant 7 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}

// CHECK: list-ops.mlir:[[# @LINE + 1]]:1: remark: @decl: 0 ops:
func.func private @decl(i32) -> i32
