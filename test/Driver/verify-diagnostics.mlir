// --verify-diagnostics checks `expected-*` annotations exactly as mlir-opt
// does: all of them produced, nothing unexpected.

func.func @type_mismatch(%a: i32) -> f32 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32')}}
  return %a : i32
}

// -----

// expected-remark @below {{@counted: 2 ops: arith.constant x1, func.return x1}}
func.func @counted() {
  %c = arith.constant 1 : i32
  return
}
// RUN: index-opt --verify-diagnostics --split-input-file --index-list-ops %s
