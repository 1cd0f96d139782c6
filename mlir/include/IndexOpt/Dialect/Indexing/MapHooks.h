//===- MapHooks.h - calling the Rust map library from C++ -------*- C++ -*-===//

#ifndef INDEXOPT_DIALECT_INDEXING_MAPHOOKS_H
#define INDEXOPT_DIALECT_INDEXING_MAPHOOKS_H

#include "IndexOpt/CAPI.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace indexopt::indexing {

/// The registered map hooks (null members before registration).
const IndexOptMapHooks &mapHooks();

using MapHookFn = decltype(IndexOptMapHooks::parse);

/// The outcome of a map hook: the canonical text, or an error message and
/// its byte offset in the input text.
struct MapHookResult {
  bool ok;
  std::string text;
  size_t errorOffset;
};

/// Runs `hook` (parse or simplify) on `text`; a missing hook is an error
/// that says how to get one.
MapHookResult runMapHook(MapHookFn hook, mlir::MLIRContext *context,
                         llvm::StringRef text);

} // namespace indexopt::indexing

#endif // INDEXOPT_DIALECT_INDEXING_MAPHOOKS_H
