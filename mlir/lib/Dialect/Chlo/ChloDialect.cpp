//===- ChloDialect.cpp - the CHLO-compatible dialect ----------------------===//

#include "IndexOpt/Dialect/Chlo/ChloDialect.h"
#include "IndexOpt/Dialect/StableHLO/AssemblyHelpers.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace indexopt::chlo;

#include "IndexOpt/Dialect/Chlo/ChloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Chlo/ChloAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/Chlo/ChloOps.cpp.inc"

#include "IndexOpt/Dialect/Chlo/ChloDialect.cpp.inc"

void ChloDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "IndexOpt/Dialect/Chlo/ChloOps.cpp.inc"
      >();
}

void ChloDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "IndexOpt/Dialect/Chlo/ChloAttrs.cpp.inc"
      >();
}

void TopKOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getValues(), "values");
  setNameFn(getIndices(), "indices");
}

using indexopt::stablehlo::structField;
using RaggedAttr = RaggedDotDimensionNumbersAttr;

/// The fields, once, in the order of the parameters; empty lists are not
/// printed.
static constexpr auto raggedFields = std::make_tuple(
    structField("lhs_batching_dimensions",
                &RaggedAttr::getLhsBatchingDimensions),
    structField("rhs_batching_dimensions",
                &RaggedAttr::getRhsBatchingDimensions),
    structField("lhs_contracting_dimensions",
                &RaggedAttr::getLhsContractingDimensions),
    structField("rhs_contracting_dimensions",
                &RaggedAttr::getRhsContractingDimensions),
    structField("lhs_ragged_dimensions", &RaggedAttr::getLhsRaggedDimensions),
    structField("rhs_group_dimensions", &RaggedAttr::getRhsGroupDimensions));

Attribute RaggedDotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  auto attr = indexopt::stablehlo::parseFieldStruct(parser, raggedFields);
  if (!attr || parser.parseGreater())
    return {};
  return attr;
}

void RaggedDotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  indexopt::stablehlo::printFieldStruct(printer, *this, raggedFields);
  printer << '>';
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  ElementsAttr elements =
      indexopt::stablehlo::parseConstantValue(parser, result);
  if (!elements)
    return failure();
  result.getOrAddProperties<Properties>().value = elements;
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  indexopt::stablehlo::printConstantValue(printer, *this, getValue());
}

/// `(%x, ...) inits(%c, ...) dimension=0 {body} attr-dict : (types) ->
/// (types)`: the carries are the last results, as many as inits.
ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  int64_t dimension = 0;
  auto body = std::make_unique<Region>();
  FunctionType type;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(inputs, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("inits") ||
      parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dimension") || parser.parseEqual() ||
      parser.parseInteger(dimension) ||
      // StableHLO's printer writes the attributes before the body
      // (`dimension = 0 attributes {is_reverse = true} {...}`); ours after.
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseRegion(*body) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  size_t operands = inputs.size() + inits.size();
  if (type.getNumInputs() != operands)
    return parser.emitError(loc)
           << "expected " << operands << " operand types, got "
           << type.getNumInputs();
  if (type.getNumResults() < inits.size())
    return parser.emitError(loc) << "expected at least " << inits.size()
                                 << " result types (one carry per init), got "
                                 << type.getNumResults();
  SmallVector<OpAsmParser::UnresolvedOperand> all(inputs);
  all.append(inits.begin(), inits.end());
  if (parser.resolveOperands(all, type.getInputs(), loc, result.operands))
    return failure();
  Properties &properties = result.getOrAddProperties<Properties>();
  properties.dimension = parser.getBuilder().getI64IntegerAttr(dimension);
  properties.operandSegmentSizes = {static_cast<int32_t>(inputs.size()),
                                    static_cast<int32_t>(inits.size())};
  properties.resultSegmentSizes = {
      static_cast<int32_t>(type.getNumResults() - inits.size()),
      static_cast<int32_t>(inits.size())};
  result.addTypes(type.getResults());
  result.addRegion(std::move(body));
  return success();
}

void ScanOp::print(OpAsmPrinter &printer) {
  printer << '(' << getInputs() << ") inits(" << getInits()
          << ") dimension=" << getDimension() << ' ';
  printer.printRegion(getBody());
  printer.printOptionalAttrDict(
      (*this)->getAttrs(),
      {"dimension", "operandSegmentSizes", "resultSegmentSizes"});
  printer << " : ";
  printer.printFunctionalType(*this);
}
