// index-opt's dialects and passes loaded into upstream mlir-opt-22 as a
// plugin: the same build, the same shared libMLIR.so, one MLIR in the process.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(index-list-ops)' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --verify-diagnostics --pass-pipeline='builtin.module(index-list-ops)' %s -o /dev/null
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --show-dialects | FileCheck %s --check-prefix=DIALECTS
// Without the plugin, mlir-opt knows nothing of the pass.
// RUN: not mlir-opt-22 --pass-pipeline='builtin.module(index-list-ops)' %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// CHECK: mlir-opt-plugin.mlir:[[# @LINE + 2]]:1: remark: @add: 2 ops: arith.addf x1, func.return x1
// expected-remark @below {{@add: 2 ops: arith.addf x1, func.return x1}}
func.func @add(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}

// DIALECTS: indexing
// NOPLUGIN: 'index-list-ops' does not refer to a registered pass or pass pipeline
