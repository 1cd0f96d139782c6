//===- Passes.h - index-opt passes ------------------------------*- C++ -*-===//

#ifndef INDEXOPT_TRANSFORMS_PASSES_H
#define INDEXOPT_TRANSFORMS_PASSES_H

#include "IndexOpt/CAPI.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace indexopt {

/// The hooks the Rust side registered (all null before registration).
const IndexOptPassHooks &passHooks();

#define GEN_PASS_DECL
#include "IndexOpt/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "IndexOpt/Transforms/Passes.h.inc"

} // namespace indexopt

#endif // INDEXOPT_TRANSFORMS_PASSES_H
