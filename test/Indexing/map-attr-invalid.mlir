// Malformed maps are located errors: --verify-diagnostics checks the line,
// FileCheck the exact column of the offending token.
// RUN: index-opt --split-input-file --verify-diagnostics %s
// RUN: %expect-exit 1 index-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: map-attr-invalid.mlir:[[# @LINE + 2]]:67: error: invalid indexing map: the right operand of 'floordiv' must be a positive integer constant
// expected-error @+1 {{invalid indexing map: the right operand of 'floordiv' must be a positive integer constant}}
func.func @f() attributes {m = #indexing.map<(d0) -> (d0 floordiv d0), domain: d0 in [0, 9]>} {
  return
}

// -----

// CHECK: map-attr-invalid.mlir:[[# @LINE + 2]]:55: error: invalid indexing map: unknown variable 'd1'
// expected-error @+1 {{invalid indexing map: unknown variable 'd1'}}
func.func @f() attributes {m = #indexing.map<(d0) -> (d1), domain: d0 in [0, 9]>} {
  return
}

// -----

// CHECK: map-attr-invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: invalid indexing map: the domain gives no bounds for variable 'd0'
// expected-error @+1 {{invalid indexing map: the domain gives no bounds for variable 'd0'}}
func.func @f() attributes {m = #indexing.map<(d0) -> (d0)>} {
  return
}

// -----

// CHECK: map-attr-invalid.mlir:[[# @LINE + 2]]:62: error: invalid indexing map: the right operand of 'mod' must be a positive integer constant
// expected-error @+1 {{invalid indexing map: the right operand of 'mod' must be a positive integer constant}}
func.func @f() attributes {m = #indexing.map<(d0) -> (d0 mod -3), domain: d0 in [0, 9]>} {
  return
}

// -----

// CHECK: map-attr-invalid.mlir:[[# @LINE + 2]]:81: error: expected an indexing map token or '>'
// expected-error @+1 {{expected an indexing map token or '>'}}
func.func @f() attributes {m = #indexing.map<(d0) -> (d0), domain: d0 in [0, 9] = 3>} {
  return
}

// -----

// MLIR's lexer checks the brackets of a dialect attribute first.
// CHECK: map-attr-invalid.mlir:[[# @LINE + 2]]:45: error: unbalanced '<' character in pretty dialect name
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func @f() attributes {m = #indexing.map<(d0) -> (d0))>} {
  return
}
