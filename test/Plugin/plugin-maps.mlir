// #indexing.map attributes and simplify-indexing-maps inside upstream
// mlir-opt-22, through the plugin.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin %s | FileCheck %s --check-prefix=PARSE
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(simplify-indexing-maps)' %s | FileCheck %s --check-prefix=SIMPLIFIED

// PARSE: m = #indexing.map<(d0, d1) -> (d0 + d1 floordiv 16, d1 mod 16), domain: d0 in [0, 6], d1 in [0, 14]>
// SIMPLIFIED: m = #indexing.map<(d0, d1) -> (d0, d1), domain: d0 in [0, 6], d1 in [0, 14]>
func.func @f() attributes {m = #indexing.map<
    (d0, d1) -> (d0 + d1 floordiv 16, d1 mod 16),
    domain: d0 in [0, 6], d1 in [0, 14]>} {
  return
}
