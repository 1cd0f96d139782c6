//===- TokenText.cpp - raw text of token groups ---------------------------===//

#include "IndexOpt/Support/TokenText.h"

using namespace mlir;

indexopt::TokenKind indexopt::consumeToken(AsmParser &parser) {
  if (succeeded(parser.parseOptionalLParen()) ||
      succeeded(parser.parseOptionalLSquare()) ||
      succeeded(parser.parseOptionalLBrace()) ||
      succeeded(parser.parseOptionalLess()))
    return TokenKind::Open;
  if (succeeded(parser.parseOptionalRParen()) ||
      succeeded(parser.parseOptionalRSquare()) ||
      succeeded(parser.parseOptionalRBrace()) ||
      succeeded(parser.parseOptionalGreater()))
    return TokenKind::Close;
  if (succeeded(parser.parseOptionalArrow()) ||
      succeeded(parser.parseOptionalComma()) ||
      succeeded(parser.parseOptionalColon()) ||
      succeeded(parser.parseOptionalEqual()) ||
      succeeded(parser.parseOptionalPlus()) ||
      succeeded(parser.parseOptionalMinus()) ||
      succeeded(parser.parseOptionalStar()) ||
      succeeded(parser.parseOptionalSlash()) ||
      succeeded(parser.parseOptionalQuestion()) ||
      succeeded(parser.parseOptionalVerticalBar()) ||
      succeeded(parser.parseOptionalEllipsis()))
    return TokenKind::Other;
  std::string string;
  if (succeeded(parser.parseOptionalString(&string)))
    return TokenKind::Other;
  llvm::StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    return TokenKind::Other;
  StringAttr symbol;
  if (succeeded(parser.parseOptionalSymbolName(symbol)))
    return TokenKind::Other;
  llvm::APInt integer;
  OptionalParseResult parsed = parser.parseOptionalInteger(integer);
  if (parsed.has_value() && succeeded(*parsed))
    return TokenKind::Other;
  return TokenKind::None;
}

FailureOr<llvm::StringRef> indexopt::consumeBalancedGroup(AsmParser &parser) {
  SMLoc start = parser.getCurrentLocation();
  if (consumeToken(parser) != TokenKind::Open)
    return parser.emitError(start, "expected '<', '[', '{' or '('");
  int depth = 1;
  SMLoc end = parser.getCurrentLocation();
  while (depth > 0) {
    SMLoc here = parser.getCurrentLocation();
    switch (consumeToken(parser)) {
    case TokenKind::Open:
      ++depth;
      break;
    case TokenKind::Close:
      --depth;
      break;
    case TokenKind::Other:
      break;
    case TokenKind::None:
      return parser.emitError(here, "unexpected token in bracketed text");
    }
    end = parser.getCurrentLocation();
  }
  return llvm::StringRef(start.getPointer(),
                         end.getPointer() - start.getPointer())
      .rtrim();
}
