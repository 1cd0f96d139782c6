// --simplify-indexing-maps simplifies every #indexing.map at any depth: the
// four simplifier examples of XLA's indexing documentation
// (https://openxla.org/xla/indexing) come out exactly as it prints them;
// constraints follow its rules; unused range and runtime
// variables go, dimension variables stay.
// RUN: index-opt --allow-unregistered-dialect --simplify-indexing-maps %s | FileCheck %s
// RUN: index-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(simplify-indexing-maps)' %s | FileCheck %s

// CHECK-LABEL: func.func @seed_examples
// CHECK-SAME: ex1 = #indexing.map<(d0, d1) -> (d0, d1), domain: d0 in [0, 6], d1 in [0, 14]>
// CHECK-SAME: ex2 = #indexing.map<(d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]>
// CHECK-SAME: ex3 = #indexing.map<(d0, d1, d2) -> (d0 * 2 + (d1 * 4 + d2) floordiv 8, (d1 * 4 + d2) mod 8), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]>
// CHECK-SAME: ex4 = #indexing.map<(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 10]>
func.func @seed_examples() attributes {
    ex1 = #indexing.map<(d0, d1) -> (d0 + d1 floordiv 16, d1 mod 16), domain: d0 in [0, 6], d1 in [0, 14]>,
    ex2 = #indexing.map<(d0, d1, d2) -> ((100d0 + 10d1 + d2) floordiv 100, ((100d0 + 10d1 + d2) mod 100) floordiv 10, d2 mod 10), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]>,
    ex3 = #indexing.map<(d0, d1, d2) -> ((16d0 + 4d1 + d2) floordiv 8, (16d0 + 4d1 + d2) mod 8), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]>,
    ex4 = #indexing.map<(d0, d1) -> (-((-11d0 - d1 + 109) floordiv 11) + 9), domain: d0 in [0, 9], d1 in [0, 10]>} {
  return
}

// CHECK-LABEL: func.func @constraints
// CHECK-SAME: always_true = #indexing.map<(d0)[s0] -> (d0 + s0), domain: d0 in [0, 5], s0 in [1, 3]>
// CHECK-SAME: bounds = #indexing.map<(d0) -> (d0), domain: d0 in [8, 23]>
// CHECK-SAME: empty = #indexing.map<(d0) -> (0), domain: d0 in [0, -1]>
// CHECK-SAME: scaled = #indexing.map<(d0, d1) -> (d0), domain: d0 in [0, 99], d1 in [0, 99], d0 + d1 * 2 in [0, 4]>
func.func @constraints() attributes {
    always_true = #indexing.map<(d0)[s0] -> (d0 + s0), domain: d0 in [0, 5], s0 in [1, 3], d0 + s0 in [0, 20]>,
    bounds = #indexing.map<(d0) -> (d0), domain: d0 in [0, 99], d0 floordiv 8 in [1, 2]>,
    empty = #indexing.map<(d0) -> (d0), domain: d0 in [0, 5], d0 * 2 in [20, 30]>,
    scaled = #indexing.map<(d0, d1) -> (d0), domain: d0 in [0, 99], d1 in [0, 99], d0 * 2 + d1 * 4 + 2 in [0, 10]>} {
  return
}

// CHECK-LABEL: func.func @unused_variables
// CHECK-SAME: m = #indexing.map<(d0, d1)[s0] -> (d0 + s0), domain: d0 in [0, 9], d1 in [0, 3], s0 in [0, 2]>
// CHECK-SAME: point = #indexing.map<(d0) -> (5), domain: d0 in [5, 5]>
func.func @unused_variables() attributes {
    m = #indexing.map<(d0, d1)[s0, s1]{rt0} -> (d0 + s1), domain: d0 in [0, 9], d1 in [0, 3], s0 in [0, 3], s1 in [0, 2], rt0 in [0, 7], s0 + rt0 in [0, 5]>,
    point = #indexing.map<(d0) -> (d0), domain: d0 in [5, 5]>} {
  return
}

// Nested attributes, and ops at any depth.
// CHECK-LABEL: func.func @nested
// CHECK: "test.op"() {maps = [#indexing.map<(d0) -> (d0), domain: d0 in [0, 15]>, {k = #indexing.map<(d0) -> (0), domain: d0 in [0, 7]>}]}
func.func @nested() {
  scf.execute_region {
    "test.op"() {maps = [#indexing.map<(d0) -> ((d0 floordiv 16) * 16 + d0 mod 16), domain: d0 in [0, 15]>,
                        {k = #indexing.map<(d0) -> (d0 floordiv 8), domain: d0 in [0, 7]>}]} : () -> ()
    scf.yield
  }
  return
}
