//===- Passes.td - index-opt passes ------------------------*- tablegen -*-===//
//
// Passes are declared here and implemented in Rust: the generated C++ pass
// class forwards `runOnOperation` to a hook that the Rust side registers (see
// `mlir/include/IndexOpt/CAPI.h` and `crates/passes`).
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_TRANSFORMS_PASSES_TD
#define INDEXOPT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ListOps : Pass<"index-list-ops", "::mlir::ModuleOp"> {
  let summary = "Remark, per function, how many ops of which kind it holds";
  let description = [{
    For every op with a symbol name directly inside the module (a function),
    emits a remark at the op's location that counts the ops nested in it, in
    pre-order, grouped by op name:

    ```
    input.mlir:2:3: remark: @main: 3 ops: arith.addf x1, func.return x1, ...
    ```

    A smoke test of the native/Rust pass plumbing that is also useful to see
    which ops a file uses before asking for its indexing maps.
  }];
}

#endif // INDEXOPT_TRANSFORMS_PASSES_TD
