//===- IndexingAttrs.cpp - #indexing.map ----------------------------------===//
//
// The attribute's parser collects the raw text between `<` and the matching
// `>` with MLIR's own lexer (token by token), hands it to the Rust map
// parser through the registered hooks, and stores the canonical text.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/CAPI.h"
#include "IndexOpt/Dialect/Indexing/IndexingDialect.h"
#include "IndexOpt/Dialect/Indexing/MapHooks.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace indexopt::indexing;

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Indexing/IndexingAttrs.cpp.inc"

void IndexingDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "IndexOpt/Dialect/Indexing/IndexingAttrs.cpp.inc"
      >();
}

/// Consumes the tokens of a map up to (not including) the `>` that closes
/// the attribute; returns the raw text they span.
static FailureOr<llvm::StringRef> collectMapText(AsmParser &parser) {
  const char *start = parser.getCurrentLocation().getPointer();
  int depth = 0;
  while (true) {
    SMLoc here = parser.getCurrentLocation();
    if (depth == 0 && succeeded(parser.parseOptionalGreater()))
      return llvm::StringRef(start, here.getPointer() - start).rtrim();
    if (succeeded(parser.parseOptionalLParen()) ||
        succeeded(parser.parseOptionalLSquare()) ||
        succeeded(parser.parseOptionalLBrace())) {
      ++depth;
      continue;
    }
    if (succeeded(parser.parseOptionalRParen()) ||
        succeeded(parser.parseOptionalRSquare()) ||
        succeeded(parser.parseOptionalRBrace())) {
      if (--depth < 0)
        return parser.emitError(here, "unbalanced bracket in indexing map");
      continue;
    }
    if (succeeded(parser.parseOptionalComma()) ||
        succeeded(parser.parseOptionalColon()) ||
        succeeded(parser.parseOptionalArrow()) ||
        succeeded(parser.parseOptionalPlus()) ||
        succeeded(parser.parseOptionalMinus()) ||
        succeeded(parser.parseOptionalStar()) ||
        succeeded(parser.parseOptionalSlash()))
      continue;
    llvm::StringRef keyword;
    if (succeeded(parser.parseOptionalKeyword(&keyword)))
      continue;
    llvm::APInt integer;
    OptionalParseResult parsedInteger = parser.parseOptionalInteger(integer);
    if (parsedInteger.has_value()) {
      if (failed(*parsedInteger))
        return failure();
      continue;
    }
    return parser.emitError(here, "expected an indexing map token or '>'");
  }
}

Attribute MapAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  FailureOr<llvm::StringRef> text = collectMapText(parser);
  if (failed(text))
    return {};
  MapHookResult result =
      runMapHook(mapHooks().parse, parser.getContext(), *text);
  if (!result.ok) {
    parser.emitError(SMLoc::getFromPointer(text->data() + result.errorOffset),
                     "invalid indexing map: ")
        << result.text;
    return {};
  }
  return MapAttr::get(parser.getContext(), result.text);
}

void MapAttr::print(AsmPrinter &printer) const {
  printer << "<" << getText() << ">";
}

static IndexOptMapHooks registeredMapHooks = {};

const IndexOptMapHooks &indexopt::indexing::mapHooks() {
  return registeredMapHooks;
}

extern "C" void indexOptRegisterMapHooks(const IndexOptMapHooks *hooks) {
  if (hooks)
    registeredMapHooks = *hooks;
}

namespace {
struct CallbackData {
  std::string text;
};
} // namespace

static void appendToString(MlirStringRef text, void *userData) {
  static_cast<CallbackData *>(userData)->text.append(text.data, text.length);
}

MapHookResult indexopt::indexing::runMapHook(MapHookFn hook,
                                             MLIRContext *context,
                                             llvm::StringRef text) {
  if (!hook)
    return {false,
            "indexing maps need index-opt's Rust library (use index-opt, or "
            "load libindex_opt_plugin.so with --load-dialect-plugin)",
            0};
  CallbackData data;
  int64_t errorOffset = 0;
  bool ok =
      hook(wrap(context), wrap(text), appendToString, &data, &errorOffset);
  if (errorOffset < 0 || errorOffset > static_cast<int64_t>(text.size()))
    errorOffset = 0;
  return {ok, std::move(data.text), static_cast<size_t>(errorOffset)};
}

extern "C" MlirAttribute indexOptMapAttrGet(MlirContext context,
                                            MlirStringRef text) {
  return wrap(MapAttr::get(unwrap(context), unwrap(text)));
}

extern "C" bool indexOptAttributeIsAMap(MlirAttribute attribute) {
  return llvm::isa<MapAttr>(unwrap(attribute));
}

extern "C" MlirStringRef indexOptMapAttrGetText(MlirAttribute attribute) {
  return wrap(llvm::cast<MapAttr>(unwrap(attribute)).getText());
}

extern "C" MlirAttribute indexOptUnknownAttrGet(MlirContext context,
                                                MlirStringRef reason) {
  return wrap(UnknownAttr::get(unwrap(context), unwrap(reason)));
}

extern "C" bool indexOptAttributeIsAnUnknown(MlirAttribute attribute) {
  return llvm::isa<UnknownAttr>(unwrap(attribute));
}

extern "C" MlirStringRef indexOptUnknownAttrGetReason(MlirAttribute attribute) {
  return wrap(llvm::cast<UnknownAttr>(unwrap(attribute)).getReason());
}
