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

static constexpr llvm::StringLiteral raggedKeys[] = {
    "lhs_batching_dimensions",    "rhs_batching_dimensions",
    "lhs_contracting_dimensions", "rhs_contracting_dimensions",
    "lhs_ragged_dimensions",      "rhs_group_dimensions"};

Attribute RaggedDotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lists[6];
  SmallVector<StringRef> keys(std::begin(raggedKeys), std::end(raggedKeys));
  if (parser.parseLess() ||
      indexopt::stablehlo::parseStructFields(
          parser, keys,
          [&](StringRef key) -> ParseResult {
            for (int i = 0; i < 6; ++i)
              if (key == raggedKeys[i])
                return indexopt::stablehlo::parseIntList(parser, lists[i]);
            return failure();
          }) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), lists[0], lists[1], lists[2], lists[3],
             lists[4], lists[5]);
}

void RaggedDotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  ArrayRef<int64_t> lists[] = {
      getLhsBatchingDimensions(),    getRhsBatchingDimensions(),
      getLhsContractingDimensions(), getRhsContractingDimensions(),
      getLhsRaggedDimensions(),      getRhsGroupDimensions()};
  printer << '<';
  bool first = true;
  for (int i = 0; i < 6; ++i) {
    if (lists[i].empty())
      continue;
    if (!first)
      printer << ", ";
    first = false;
    printer << raggedKeys[i] << " = ";
    indexopt::stablehlo::printIntList(printer, lists[i]);
  }
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
