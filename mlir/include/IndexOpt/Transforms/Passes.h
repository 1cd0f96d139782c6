//===- Passes.h - index-opt passes ------------------------------*- C++ -*-===//

#ifndef INDEXOPT_TRANSFORMS_PASSES_H
#define INDEXOPT_TRANSFORMS_PASSES_H

#include "IndexOpt/CAPI.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <optional>
#include <string>

namespace indexopt {

/// The hooks the Rust side registered (all null before registration).
const IndexOptPassHooks &passHooks();

/// The report form named `name`: `text`, `json`, or `extra`, the third form
/// a report has (`svg` for buffer-liveness, `html` for hlo-indexing; empty:
/// none). Nothing for any other name.
std::optional<IndexOptReportFormat> reportFormatNamed(llvm::StringRef name,
                                                      llvm::StringRef extra);

/// The names `reportFormatNamed` accepts, for a message: `'text' or
/// 'json'`, or `'text', 'json' or 'svg'`.
std::string reportFormatChoices(llvm::StringRef extra);

#define GEN_PASS_DECL
#include "IndexOpt/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "IndexOpt/Transforms/Passes.h.inc"

} // namespace indexopt

#endif // INDEXOPT_TRANSFORMS_PASSES_H
