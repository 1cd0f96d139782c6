// An op of an unknown dialect: an error unless --allow-unregistered-dialect.
// RUN: %expect-exit 1 index-opt %s 2>&1 | FileCheck %s
// RUN: index-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=ALLOWED
// CHECK: unknown-op.mlir:8:20: error: operation being parsed with an unregistered dialect
// ALLOWED: "mystery.op"(%{{.*}}) : (i32) -> i32

func.func @f(%a: i32) -> i32 {
  %0 = "mystery.op"(%a) : (i32) -> i32
  return %0 : i32
}
