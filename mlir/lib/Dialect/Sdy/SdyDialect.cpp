//===- SdyDialect.cpp - the Shardy-compatible dialect ---------------------===//
//
// Shardy attributes are kept as the text that follows their mnemonic; the
// ops print them the way Shardy does:
//   sdy.mesh @mesh = <["i"=8]>
//   sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>]
//       out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%arg: ...) {...}
//       : (...) -> ...
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/Sdy/SdyDialect.h"
#include "IndexOpt/Support/TokenText.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace indexopt::sdy;

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Sdy/SdyAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/Sdy/SdyOps.cpp.inc"

#include "IndexOpt/Dialect/Sdy/SdyDialect.cpp.inc"

void SdyDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "IndexOpt/Dialect/Sdy/SdyOps.cpp.inc"
      >();
}

void SdyDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "IndexOpt/Dialect/Sdy/SdyAttrs.cpp.inc"
      >();
}

/// Parses a text attribute's body: one balanced bracket group.
template <typename AttrT> static Attribute parseTextAttr(AsmParser &parser) {
  FailureOr<StringRef> body = indexopt::consumeBalancedGroup(parser);
  if (failed(body))
    return {};
  return AttrT::get(parser.getContext(), *body);
}

#define SDY_TEXT_ATTR(Name)                                                    \
  Attribute Name##Attr::parse(AsmParser &parser, Type) {                       \
    return parseTextAttr<Name##Attr>(parser);                                  \
  }                                                                            \
  void Name##Attr::print(AsmPrinter &printer) const { printer << getBody(); }

SDY_TEXT_ATTR(Mesh)
SDY_TEXT_ATTR(Sharding)
SDY_TEXT_ATTR(ShardingPerValue)
SDY_TEXT_ATTR(ManualAxes)
SDY_TEXT_ATTR(OpShardingRule)
SDY_TEXT_ATTR(AxisRef)

#undef SDY_TEXT_ATTR

/// `<[...]>` without its outer angle brackets, as the ops print it.
static StringRef stripAngles(StringRef body) {
  if (body.starts_with("<") && body.ends_with(">"))
    return body.drop_front().drop_back();
  return body;
}

//===----------------------------------------------------------------------===//
// sdy.mesh @name = <...> {attrs}
//===----------------------------------------------------------------------===//

ParseResult MeshOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name) || parser.parseEqual())
    return failure();
  FailureOr<StringRef> body = indexopt::consumeBalancedGroup(parser);
  if (failed(body))
    return failure();
  Properties &properties = result.getOrAddProperties<Properties>();
  properties.sym_name = name;
  properties.mesh = MeshAttr::get(parser.getContext(), *body);
  return parser.parseOptionalAttrDict(result.attributes);
}

void MeshOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  printer << " = " << getMesh().getBody();
  printer.printOptionalAttrDict((*this)->getAttrs(), {"sym_name", "mesh"});
}

//===----------------------------------------------------------------------===//
// sdy.manual_computation
//===----------------------------------------------------------------------===//

ParseResult ManualComputationOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseOperandList(operands, AsmParser::Delimiter::Paren))
    return failure();
  MLIRContext *context = parser.getContext();
  Properties &properties = result.getOrAddProperties<Properties>();
  for (StringRef key : {"in_shardings", "out_shardings"}) {
    if (parser.parseKeyword(key) || parser.parseEqual())
      return failure();
    FailureOr<StringRef> body = indexopt::consumeBalancedGroup(parser);
    if (failed(body))
      return failure();
    auto attr = ShardingPerValueAttr::get(context, ("<" + *body + ">").str());
    (key == "in_shardings" ? properties.in_shardings
                           : properties.out_shardings) = attr;
  }
  if (parser.parseKeyword("manual_axes") || parser.parseEqual())
    return failure();
  FailureOr<StringRef> axes = indexopt::consumeBalancedGroup(parser);
  if (failed(axes))
    return failure();
  properties.manual_axes = ManualAxesAttr::get(context, *axes);
  SmallVector<OpAsmParser::Argument> arguments;
  Region *body = result.addRegion();
  if (parser.parseArgumentList(arguments, AsmParser::Delimiter::Paren,
                               /*allowType=*/true) ||
      parser.parseRegion(*body, arguments) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType type;
  if (parser.parseColon() || parser.parseType(type) ||
      parser.resolveOperands(operands, type.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());
  return success();
}

void ManualComputationOp::print(OpAsmPrinter &printer) {
  printer << '(' << getTensors()
          << ") in_shardings=" << stripAngles(getInShardings().getBody())
          << " out_shardings=" << stripAngles(getOutShardings().getBody())
          << " manual_axes=" << getManualAxes().getBody() << " (";
  llvm::interleaveComma(
      getBody().getArguments(), printer,
      [&](BlockArgument argument) { printer.printRegionArgument(argument); });
  printer << ") ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
  printer.printOptionalAttrDict(
      (*this)->getAttrs(), {"in_shardings", "out_shardings", "manual_axes"});
  printer << " : ";
  printer.printFunctionalType(*this);
}

//===----------------------------------------------------------------------===//
// sdy.sharding_constraint %x <@mesh, [...]> : type
//===----------------------------------------------------------------------===//

ParseResult ShardingConstraintOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  if (parser.parseOperand(input))
    return failure();
  FailureOr<StringRef> body = indexopt::consumeBalancedGroup(parser);
  if (failed(body))
    return failure();
  result.getOrAddProperties<Properties>().sharding =
      ShardingAttr::get(parser.getContext(), *body);
  Type type;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(type) ||
      parser.resolveOperand(input, type, result.operands))
    return failure();
  result.addTypes(type);
  return success();
}

void ShardingConstraintOp::print(OpAsmPrinter &printer) {
  printer << ' ' << getInput() << ' ' << getSharding().getBody();
  printer.printOptionalAttrDict((*this)->getAttrs(), {"sharding"});
  printer << " : " << getType();
}
