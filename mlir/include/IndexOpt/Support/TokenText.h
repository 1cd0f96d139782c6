//===- TokenText.h - raw text of token groups -------------------*- C++ -*-===//
//
// Attributes whose syntax index-opt keeps as text (Shardy shardings) are read
// token by token with MLIR's own lexer, so that strings, comments and nested
// brackets are handled as MLIR handles them, and the raw text they span is
// kept.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_SUPPORT_TOKENTEXT_H
#define INDEXOPT_SUPPORT_TOKENTEXT_H

#include "mlir/IR/OpImplementation.h"

namespace indexopt {

/// What kind of token `consumeToken` consumed.
enum class TokenKind { None, Open, Close, Other };

/// Consumes one token: a bracket (`( [ { <`, `) ] } >`), punctuation, a bare
/// identifier, a string, a symbol name or an integer. `None` (nothing
/// consumed) at the end of input or at a token of another kind.
TokenKind consumeToken(mlir::AsmParser &parser);

/// Consumes one balanced bracket group that starts at the current token and
/// returns the raw text it spans (brackets included).
mlir::FailureOr<llvm::StringRef> consumeBalancedGroup(mlir::AsmParser &parser);

} // namespace indexopt

#endif // INDEXOPT_SUPPORT_TOKENTEXT_H
