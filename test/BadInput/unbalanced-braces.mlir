// One closing brace too many, and (second file) one too few.
// RUN: %expect-exit 1 index-opt %s 2>&1 | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "open(r'%t/open.mlir', 'w').write('module {\n  func.func @f() {\n    return\n  }\n')"
// RUN: %expect-exit 1 index-opt %t/open.mlir 2>&1 | FileCheck %s --check-prefix=OPEN
// CHECK: unbalanced-braces.mlir:11:2: error: expected operation name in quotes
// OPEN: open.mlir:4:4: error: expected operation name in quotes

func.func @f() {
  return
}
}
