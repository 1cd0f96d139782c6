// #indexing.map parses (one-line and XLA's multi-line layout, named
// variables, XLA spellings), prints its canonical one-line text, and the
// printed IR is a fixed point, also in generic form.
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: index-opt %s --mlir-print-op-generic | index-opt | FileCheck %s

// CHECK-LABEL: func.func @one_line
// CHECK-SAME: map = #indexing.map<(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]>
func.func @one_line() attributes {map = #indexing.map<(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]>} {
  return
}

// CHECK-LABEL: func.func @multi_line
// CHECK-SAME: map = #indexing.map<(d0, d1)[s0, s1] -> (s0, d0, d1, s1), domain: d0 in [0, 3], d1 in [0, 7], s0 in [0, 1], s1 in [0, 15]>
func.func @multi_line() attributes {map = #indexing.map<
    (d0, d1)[s0, s1] -> (s0, d0, d1, s1),
    domain:
    d0 in [0, 3],
    d1 in [0, 7],
    s0 in [0, 1],
    s1 in [0, 15]
  >} {
  return
}

// Runtime variables, constraints (printed sorted), named variables, the
// XLA's `11d0` and XLA's `floorDiv`.
// CHECK-LABEL: func.func @everything
// CHECK-SAME: constrained = #indexing.map<(d0)[s0] -> (d0 floordiv 8 + s0 mod 3), domain: d0 in [0, 31], s0 in [0, 5], d0 + s0 in [0, 20], d0 mod 4 in [0, 0]>
// CHECK-SAME: named = #indexing.map<(th_x, bl_x) -> (th_x * 11 + bl_x floordiv 2), domain: th_x in [0, 3], bl_x in [0, 4]>
// CHECK-SAME: rt = #indexing.map<(d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 19], d1 in [0, 29], rt0 in [0, 15], rt1 in [0, 20]>
func.func @everything() attributes {
    rt = #indexing.map<(d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 19], d1 in [0, 29], rt0 in [0, 15], rt1 in [0, 20]>,
    constrained = #indexing.map<(d0)[s0] -> (d0 floordiv 8 + s0 mod 3), domain: d0 in [0, 31], s0 in [0, 5], d0 mod 4 in [0, 0], d0 + s0 in [0, 20]>,
    named = #indexing.map<(th_x, bl_x) -> (11th_x + bl_x floorDiv 2), domain: th_x in [0, 3], bl_x in [0, 4]>} {
  return
}

// An empty domain keeps its arity and its evidence; constant constraints
// parse.
// CHECK-LABEL: func.func @empty
// CHECK-SAME: a = #indexing.map<(d0, d1) -> (0), domain: d0 in [0, -1], d1 in [0, -1]>
// CHECK-SAME: b = #indexing.map<(d0) -> (0), domain: d0 in [0, -1]>
// CHECK-SAME: c = #indexing.map<() -> (0), domain: 0 in [0, -1]>
func.func @empty() attributes {
    a = #indexing.map<(d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [5, 4]>,
    b = #indexing.map<(d0) -> (d0), domain: d0 in [0, 9], 0 in [10, 15]>,
    c = #indexing.map<() -> (3), domain: 0 in [1, 0]>} {
  return
}

// Maps inside arrays and dictionaries, and on an unregistered-free op.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: maps = [#indexing.map<() -> ()>, {inner = #indexing.map<(d0) -> (d0 mod 2), domain: d0 in [0, 3]>}]
func.func @nested() attributes {maps = [#indexing.map<() -> ()>, {inner = #indexing.map<(d0) -> (d0 mod 2), domain: d0 in [0, 3]>}]} {
  return
}
