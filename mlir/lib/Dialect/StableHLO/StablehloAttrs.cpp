//===- StablehloAttrs.cpp - StableHLO attributes and types ----------------===//
//
// The printed forms of StableHLO's dimension-number attributes:
//   #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2],
//                     start_index_map = [0, 2], index_vector_dim = 1>
//   #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// Empty lists and zero `index_vector_dim` are not printed, as in StableHLO.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/AssemblyHelpers.h"
#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace indexopt::stablehlo;

#include "IndexOpt/Dialect/StableHLO/StablehloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/StableHLO/StablehloAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "IndexOpt/Dialect/StableHLO/StablehloTypes.cpp.inc"

void StableHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "IndexOpt/Dialect/StableHLO/StablehloAttrs.cpp.inc"
      >();
}

void StableHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "IndexOpt/Dialect/StableHLO/StablehloTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

ParseResult
indexopt::stablehlo::parseIntList(AsmParser &parser,
                                  SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    int64_t value;
    if (parser.parseInteger(value))
      return failure();
    values.push_back(value);
    return success();
  });
}

void indexopt::stablehlo::printIntList(AsmPrinter &printer,
                                       ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

ElementsAttr indexopt::stablehlo::parseConstantValue(OpAsmParser &parser,
                                                     OperationState &result) {
  if (parser.parseOptionalAttrDict(result.attributes))
    return {};
  SMLoc loc = parser.getCurrentLocation();
  Attribute value;
  if (parser.parseAttribute(value))
    return {};
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements) {
    parser.emitError(loc) << "expected an elements attribute";
    return {};
  }
  result.addTypes(elements.getType());
  return elements;
}

void indexopt::stablehlo::printConstantValue(OpAsmPrinter &printer,
                                             Operation *op,
                                             ElementsAttr value) {
  printer.printOptionalAttrDict(op->getAttrs(), {"value"});
  printer << ' ' << value;
}

ParseResult indexopt::stablehlo::parseStructFields(
    AsmParser &parser, ArrayRef<StringRef> keys,
    llvm::function_ref<ParseResult(StringRef)> parseValue) {
  llvm::SmallDenseSet<StringRef> seen;
  // An empty struct.
  SMLoc loc = parser.getCurrentLocation();
  StringRef key;
  if (failed(parser.parseOptionalKeyword(&key)))
    return success();
  while (true) {
    if (!llvm::is_contained(keys, key))
      return parser.emitError(loc) << "unexpected key '" << key << "'";
    if (!seen.insert(key).second)
      return parser.emitError(loc) << "duplicate key '" << key << "'";
    if (parser.parseEqual() || parseValue(key))
      return failure();
    if (failed(parser.parseOptionalComma()))
      return success();
    // StableHLO's parser takes a trailing comma (`index_vector_dim = 2,>`).
    loc = parser.getCurrentLocation();
    if (failed(parser.parseOptionalKeyword(&key)))
      return success();
  }
}

namespace {
/// One `name = [..]` list field of a dimension-numbers attribute.
struct ListField {
  StringRef name;
  SmallVector<int64_t> values;
};
} // namespace

/// Parses `<name = [..], ..., intName = N>` into `lists` and `integer`.
static ParseResult parseDimensionStruct(AsmParser &parser,
                                        MutableArrayRef<ListField> lists,
                                        StringRef intName, int64_t &integer) {
  SmallVector<StringRef> keys;
  for (ListField &field : lists)
    keys.push_back(field.name);
  if (!intName.empty())
    keys.push_back(intName);
  if (parser.parseLess())
    return failure();
  if (parseStructFields(parser, keys, [&](StringRef key) -> ParseResult {
        if (key == intName)
          return parser.parseInteger(integer);
        for (ListField &field : lists)
          if (field.name == key)
            return parseIntList(parser, field.values);
        return failure();
      }))
    return failure();
  return parser.parseGreater();
}

/// Prints the non-empty lists and a non-zero integer as `<a = [..], ...>`.
static void
printDimensionStruct(AsmPrinter &printer,
                     ArrayRef<std::pair<StringRef, ArrayRef<int64_t>>> lists,
                     StringRef intName, int64_t integer,
                     bool printEmpty = false) {
  printer << '<';
  bool first = true;
  auto separator = [&] {
    if (!first)
      printer << ", ";
    first = false;
  };
  for (auto [name, values] : lists) {
    if (values.empty() && !printEmpty)
      continue;
    separator();
    printer << name << " = ";
    printIntList(printer, values);
  }
  if (!intName.empty() && integer != 0) {
    separator();
    printer << intName << " = " << integer;
  }
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.gather / #stablehlo.scatter / #stablehlo.dot
//===----------------------------------------------------------------------===//

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ListField fields[] = {{"offset_dims", {}},
                        {"collapsed_slice_dims", {}},
                        {"operand_batching_dims", {}},
                        {"start_indices_batching_dims", {}},
                        {"start_index_map", {}}};
  int64_t indexVectorDim = 0;
  if (parseDimensionStruct(parser, fields, "index_vector_dim", indexVectorDim))
    return {};
  return get(parser.getContext(), fields[0].values, fields[1].values,
             fields[2].values, fields[3].values, fields[4].values,
             indexVectorDim);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(
      printer,
      {{"offset_dims", getOffsetDims()},
       {"collapsed_slice_dims", getCollapsedSliceDims()},
       {"operand_batching_dims", getOperandBatchingDims()},
       {"start_indices_batching_dims", getStartIndicesBatchingDims()},
       {"start_index_map", getStartIndexMap()}},
      "index_vector_dim", getIndexVectorDim());
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ListField fields[] = {{"update_window_dims", {}},
                        {"inserted_window_dims", {}},
                        {"input_batching_dims", {}},
                        {"scatter_indices_batching_dims", {}},
                        {"scatter_dims_to_operand_dims", {}}};
  int64_t indexVectorDim = 0;
  if (parseDimensionStruct(parser, fields, "index_vector_dim", indexVectorDim))
    return {};
  return get(parser.getContext(), fields[0].values, fields[1].values,
             fields[2].values, fields[3].values, fields[4].values,
             indexVectorDim);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(
      printer,
      {{"update_window_dims", getUpdateWindowDims()},
       {"inserted_window_dims", getInsertedWindowDims()},
       {"input_batching_dims", getInputBatchingDims()},
       {"scatter_indices_batching_dims", getScatterIndicesBatchingDims()},
       {"scatter_dims_to_operand_dims", getScatterDimsToOperandDims()}},
      "index_vector_dim", getIndexVectorDim());
}

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ListField fields[] = {{"lhs_batching_dimensions", {}},
                        {"rhs_batching_dimensions", {}},
                        {"lhs_contracting_dimensions", {}},
                        {"rhs_contracting_dimensions", {}}};
  int64_t unused = 0;
  if (parseDimensionStruct(parser, fields, "", unused))
    return {};
  return get(parser.getContext(), fields[0].values, fields[1].values,
             fields[2].values, fields[3].values);
}

void DotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(
      printer,
      {{"lhs_batching_dimensions", getLhsBatchingDimensions()},
       {"rhs_batching_dimensions", getRhsBatchingDimensions()},
       {"lhs_contracting_dimensions", getLhsContractingDimensions()},
       {"rhs_contracting_dimensions", getRhsContractingDimensions()}},
      "", 0);
}

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  ListField fields[] = {{"output_tuple_indices", {}},
                        {"operand_tuple_indices", {}}};
  int64_t operandIndex = 0;
  if (parseDimensionStruct(parser, fields, "operand_index", operandIndex))
    return {};
  return get(parser.getContext(), fields[0].values, operandIndex,
             fields[1].values);
}

void OutputOperandAliasAttr::print(AsmPrinter &printer) const {
  printer << "<output_tuple_indices = ";
  printIntList(printer, getOutputTupleIndices());
  printer << ", operand_index = " << getOperandIndex()
          << ", operand_tuple_indices = ";
  printIntList(printer, getOperandTupleIndices());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.type_extensions<bounds = [?, 4]>
//===----------------------------------------------------------------------===//

/// A comma-separated list of bounds (integers or `?`) in `delimiter`.
static ParseResult parseBounds(AsmParser &parser,
                               AsmParser::Delimiter delimiter,
                               SmallVectorImpl<int64_t> &bounds) {
  return parser.parseCommaSeparatedList(delimiter, [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      bounds.push_back(ShapedType::kDynamic);
      return success();
    }
    return parser.parseInteger(bounds.emplace_back());
  });
}

/// The bounds, `?` for a dynamic one, comma-separated.
static void printBounds(AsmPrinter &printer, ArrayRef<int64_t> bounds) {
  llvm::interleaveComma(bounds, printer, [&](int64_t bound) {
    if (ShapedType::isDynamic(bound))
      printer << '?';
    else
      printer << bound;
  });
}

Attribute TypeExtensionsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parseBounds(parser, AsmParser::Delimiter::Square, bounds) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), bounds);
}

void TypeExtensionsAttr::print(AsmPrinter &printer) const {
  printer << "<bounds = [";
  printBounds(printer, getBounds());
  printer << "]>";
}

//===----------------------------------------------------------------------===//
// #stablehlo.bounds<?, 4>
//===----------------------------------------------------------------------===//

Attribute BoundsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parseBounds(parser, AsmParser::Delimiter::LessGreater, bounds))
    return {};
  return get(parser.getContext(), bounds);
}

void BoundsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printBounds(printer, getBounds());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.result_accuracy<atol = .., rtol = .., ulps = .., mode = ..>
//===----------------------------------------------------------------------===//

Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  APFloat atol(0.0), rtol(0.0);
  int64_t ulps = 0;
  Attribute mode;
  auto parseFloat = [&](APFloat &value) -> ParseResult {
    double parsed;
    if (parser.parseFloat(parsed))
      return failure();
    value = APFloat(parsed);
    return success();
  };
  if (parser.parseLess() ||
      parseStructFields(parser, {"atol", "rtol", "ulps", "mode"},
                        [&](StringRef key) -> ParseResult {
                          if (key == "atol")
                            return parseFloat(atol);
                          if (key == "rtol")
                            return parseFloat(rtol);
                          if (key == "ulps")
                            return parser.parseInteger(ulps);
                          return parser.parseAttribute(mode);
                        }) ||
      parser.parseGreater())
    return {};
  if (!mode)
    mode = ResultAccuracyModeAttr::get(parser.getContext(),
                                       ResultAccuracyMode::DEFAULT);
  return get(parser.getContext(), atol, rtol, ulps, mode);
}

void ResultAccuracyAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (!getAtol().isZero()) {
    printer << "atol = ";
    printer.printFloat(getAtol());
    printer << ", ";
  }
  if (!getRtol().isZero()) {
    printer << "rtol = ";
    printer.printFloat(getRtol());
    printer << ", ";
  }
  if (getUlps() != 0)
    printer << "ulps = " << getUlps() << ", ";
  printer << "mode = " << getMode() << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>
//===----------------------------------------------------------------------===//

Attribute AxisRefAttr::parse(AsmParser &parser, Type) {
  std::string name;
  int64_t preSize = 0, size = 0;
  if (parser.parseLess() ||
      parseStructFields(parser, {"name", "sub_axis_info"},
                        [&](StringRef key) -> ParseResult {
                          if (key == "name")
                            return parser.parseString(&name);
                          if (parser.parseLParen() ||
                              parser.parseInteger(preSize) ||
                              parser.parseRParen() || parser.parseInteger(size))
                            return failure();
                          if (preSize <= 0 || size <= 0)
                            return parser.emitError(parser.getCurrentLocation(),
                                                    "sub_axis_info sizes "
                                                    "must be positive");
                          return success();
                        }) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), name, preSize, size);
}

void AxisRefAttr::print(AsmPrinter &printer) const {
  printer << "<name = ";
  printer.printString(getName());
  if (getSize() != 0)
    printer << ", sub_axis_info = (" << getPreSize() << ")" << getSize();
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
//===----------------------------------------------------------------------===//

namespace {
/// The layout of one tensor in the short conv form: which dimension is the
/// batch/feature (or input/output feature) and which are spatial.
struct ConvLayout {
  int64_t first = -1;  // b, or i for the kernel
  int64_t second = -1; // f, or o for the kernel
  SmallVector<int64_t> spatial;
};
} // namespace

/// Parses `[b, 0, 1, f]` with `firstLabel`/`secondLabel` for the two
/// non-spatial dimensions.
static ParseResult parseConvLayout(AsmParser &parser, char firstLabel,
                                   char secondLabel, ConvLayout &layout) {
  SmallVector<std::pair<int64_t, int64_t>> spatial; // (spatial index, dim)
  int64_t position = 0;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            int64_t index;
            OptionalParseResult integer = parser.parseOptionalInteger(index);
            if (integer.has_value()) {
              if (failed(*integer))
                return failure();
              spatial.push_back({index, position++});
              return success();
            }
            StringRef label;
            if (parser.parseKeyword(&label))
              return failure();
            if (label.size() == 1 && label[0] == firstLabel && layout.first < 0)
              layout.first = position++;
            else if (label.size() == 1 && label[0] == secondLabel &&
                     layout.second < 0)
              layout.second = position++;
            else
              return parser.emitError(loc)
                     << "unexpected dimension label '" << label << "'";
            return success();
          }))
    return failure();
  llvm::sort(spatial);
  for (auto [i, entry] : llvm::enumerate(spatial)) {
    if (entry.first != static_cast<int64_t>(i))
      return parser.emitError(parser.getCurrentLocation())
             << "spatial dimensions must be numbered 0.." << spatial.size() - 1;
    layout.spatial.push_back(entry.second);
  }
  if (layout.first < 0 || layout.second < 0)
    return parser.emitError(parser.getCurrentLocation())
           << "expected '" << firstLabel << "' and '" << secondLabel << "'";
  return success();
}

static void printConvLayout(AsmPrinter &printer, int64_t first, int64_t second,
                            ArrayRef<int64_t> spatial, char firstLabel,
                            char secondLabel) {
  int64_t rank = 2 + spatial.size();
  SmallVector<std::string> labels(rank, "?");
  if (first >= 0 && first < rank)
    labels[first] = std::string(1, firstLabel);
  if (second >= 0 && second < rank)
    labels[second] = std::string(1, secondLabel);
  for (auto [i, dim] : llvm::enumerate(spatial))
    if (dim >= 0 && dim < rank)
      labels[dim] = std::to_string(i);
  printer << '[';
  llvm::interleaveComma(labels, printer);
  printer << ']';
}

/// Whether the short form describes `attr` exactly (every position labelled
/// once, consistent spatial ranks).
static bool hasShortConvForm(ConvDimensionNumbersAttr attr) {
  auto check = [](int64_t first, int64_t second, ArrayRef<int64_t> spatial) {
    int64_t rank = 2 + spatial.size();
    SmallVector<bool> used(rank, false);
    SmallVector<int64_t> dims = {first, second};
    dims.append(spatial.begin(), spatial.end());
    for (int64_t dim : dims) {
      if (dim < 0 || dim >= rank || used[dim])
        return false;
      used[dim] = true;
    }
    return true;
  };
  size_t n = attr.getInputSpatialDimensions().size();
  return attr.getKernelSpatialDimensions().size() == n &&
         attr.getOutputSpatialDimensions().size() == n &&
         check(attr.getInputBatchDimension(), attr.getInputFeatureDimension(),
               attr.getInputSpatialDimensions()) &&
         check(attr.getKernelInputFeatureDimension(),
               attr.getKernelOutputFeatureDimension(),
               attr.getKernelSpatialDimensions()) &&
         check(attr.getOutputBatchDimension(), attr.getOutputFeatureDimension(),
               attr.getOutputSpatialDimensions());
}

namespace indexopt::stablehlo {
/// Parses the short form `[b, 0, f]x[0, i, o]->[b, 0, f]`.
ParseResult parseConvShortForm(AsmParser &parser,
                               ConvDimensionNumbersAttr &attr) {
  ConvLayout input, kernel, output;
  if (parseConvLayout(parser, 'b', 'f', input) || parser.parseKeyword("x") ||
      parseConvLayout(parser, 'i', 'o', kernel) || parser.parseArrow() ||
      parseConvLayout(parser, 'b', 'f', output))
    return failure();
  attr = ConvDimensionNumbersAttr::get(
      parser.getContext(), input.first, input.second, input.spatial,
      kernel.first, kernel.second, kernel.spatial, output.first, output.second,
      output.spatial);
  return success();
}

void printConvShortForm(AsmPrinter &printer, ConvDimensionNumbersAttr attr) {
  printConvLayout(printer, attr.getInputBatchDimension(),
                  attr.getInputFeatureDimension(),
                  attr.getInputSpatialDimensions(), 'b', 'f');
  printer << 'x';
  printConvLayout(printer, attr.getKernelInputFeatureDimension(),
                  attr.getKernelOutputFeatureDimension(),
                  attr.getKernelSpatialDimensions(), 'i', 'o');
  printer << "->";
  printConvLayout(printer, attr.getOutputBatchDimension(),
                  attr.getOutputFeatureDimension(),
                  attr.getOutputSpatialDimensions(), 'b', 'f');
}
} // namespace indexopt::stablehlo

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  ConvDimensionNumbersAttr attr;
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    int64_t ints[6] = {0, 0, 0, 0, 0, 0};
    SmallVector<int64_t> lists[3];
    StringRef intKeys[] = {
        "input_batch_dimension",          "input_feature_dimension",
        "kernel_input_feature_dimension", "kernel_output_feature_dimension",
        "output_batch_dimension",         "output_feature_dimension"};
    StringRef listKeys[] = {"input_spatial_dimensions",
                            "kernel_spatial_dimensions",
                            "output_spatial_dimensions"};
    SmallVector<StringRef> keys(std::begin(intKeys), std::end(intKeys));
    keys.append(std::begin(listKeys), std::end(listKeys));
    if (parseStructFields(parser, keys, [&](StringRef key) -> ParseResult {
          for (int i = 0; i < 6; ++i)
            if (key == intKeys[i])
              return parser.parseInteger(ints[i]);
          for (int i = 0; i < 3; ++i)
            if (key == listKeys[i])
              return parseIntList(parser, lists[i]);
          return failure();
        }))
      return {};
    attr = get(parser.getContext(), ints[0], ints[1], lists[0], ints[2],
               ints[3], lists[1], ints[4], ints[5], lists[2]);
  } else if (parseConvShortForm(parser, attr)) {
    return {};
  }
  if (parser.parseGreater())
    return {};
  return attr;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (hasShortConvForm(*this)) {
    printConvShortForm(printer, *this);
  } else {
    printer << "raw input_batch_dimension = " << getInputBatchDimension()
            << ", input_feature_dimension = " << getInputFeatureDimension()
            << ", input_spatial_dimensions = ";
    printIntList(printer, getInputSpatialDimensions());
    printer << ", kernel_input_feature_dimension = "
            << getKernelInputFeatureDimension()
            << ", kernel_output_feature_dimension = "
            << getKernelOutputFeatureDimension()
            << ", kernel_spatial_dimensions = ";
    printIntList(printer, getKernelSpatialDimensions());
    printer << ", output_batch_dimension = " << getOutputBatchDimension()
            << ", output_feature_dimension = " << getOutputFeatureDimension()
            << ", output_spatial_dimensions = ";
    printIntList(printer, getOutputSpatialDimensions());
  }
  printer << '>';
}
