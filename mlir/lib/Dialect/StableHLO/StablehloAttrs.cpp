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

#include "mlir/Interfaces/FunctionInterfaces.h"
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

/// Parses `<key = value, ...>` into an `Attr` by its field table.
template <typename Attr, typename... T>
static Attr
parseDimensionStruct(AsmParser &parser,
                     const std::tuple<StructField<Attr, T>...> &fields) {
  if (parser.parseLess())
    return {};
  Attr attr = parseFieldStruct(parser, fields);
  if (!attr || parser.parseGreater())
    return {};
  return attr;
}

/// Prints `<key = value, ...>` by the field table.
template <typename Attr, typename... T>
static void
printDimensionStruct(AsmPrinter &printer, Attr attr,
                     const std::tuple<StructField<Attr, T>...> &fields) {
  printer << '<';
  printFieldStruct(printer, attr, fields);
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.gather / #stablehlo.scatter / #stablehlo.dot
//===----------------------------------------------------------------------===//

// Each attribute's fields, once, in the order of its parameters: empty
// lists and a zero `index_vector_dim` are not printed.

using GatherAttr = GatherDimensionNumbersAttr;
static constexpr auto gatherFields = std::make_tuple(
    structField("offset_dims", &GatherAttr::getOffsetDims),
    structField("collapsed_slice_dims", &GatherAttr::getCollapsedSliceDims),
    structField("operand_batching_dims", &GatherAttr::getOperandBatchingDims),
    structField("start_indices_batching_dims",
                &GatherAttr::getStartIndicesBatchingDims),
    structField("start_index_map", &GatherAttr::getStartIndexMap),
    structField("index_vector_dim", &GatherAttr::getIndexVectorDim));

using ScatterAttr = ScatterDimensionNumbersAttr;
static constexpr auto scatterFields = std::make_tuple(
    structField("update_window_dims", &ScatterAttr::getUpdateWindowDims),
    structField("inserted_window_dims", &ScatterAttr::getInsertedWindowDims),
    structField("input_batching_dims", &ScatterAttr::getInputBatchingDims),
    structField("scatter_indices_batching_dims",
                &ScatterAttr::getScatterIndicesBatchingDims),
    structField("scatter_dims_to_operand_dims",
                &ScatterAttr::getScatterDimsToOperandDims),
    structField("index_vector_dim", &ScatterAttr::getIndexVectorDim));

using DotAttr = DotDimensionNumbersAttr;
static constexpr auto dotFields = std::make_tuple(
    structField("lhs_batching_dimensions", &DotAttr::getLhsBatchingDimensions),
    structField("rhs_batching_dimensions", &DotAttr::getRhsBatchingDimensions),
    structField("lhs_contracting_dimensions",
                &DotAttr::getLhsContractingDimensions),
    structField("rhs_contracting_dimensions",
                &DotAttr::getRhsContractingDimensions));

// `#stablehlo.output_operand_alias` prints every field.
using AliasAttr = OutputOperandAliasAttr;
static constexpr auto aliasFields = std::make_tuple(
    structField("output_tuple_indices", &AliasAttr::getOutputTupleIndices,
                FieldPrint::Always),
    structField("operand_index", &AliasAttr::getOperandIndex,
                FieldPrint::Always),
    structField("operand_tuple_indices", &AliasAttr::getOperandTupleIndices,
                FieldPrint::Always));

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  return parseDimensionStruct(parser, gatherFields);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(printer, *this, gatherFields);
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  return parseDimensionStruct(parser, scatterFields);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(printer, *this, scatterFields);
}

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  return parseDimensionStruct(parser, dotFields);
}

void DotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(printer, *this, dotFields);
}

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  return parseDimensionStruct(parser, aliasFields);
}

void OutputOperandAliasAttr::print(AsmPrinter &printer) const {
  printDimensionStruct(printer, *this, aliasFields);
}

//===----------------------------------------------------------------------===//
// #stablehlo.result_alias<tuple_indices = [1], result_index = [0, 1],
//                         must_alias>
//===----------------------------------------------------------------------===//

Attribute ResultAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> tupleIndices, resultIndex;
  bool mustAlias = false, seenResult = false;
  auto parseList = [&](SmallVectorImpl<int64_t> &list) -> ParseResult {
    return failure(parser.parseEqual() ||
                   parser.parseCommaSeparatedList(
                       AsmParser::Delimiter::Square, [&]() -> ParseResult {
                         return parser.parseInteger(list.emplace_back());
                       }));
  };
  auto field = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    if (key == "must_alias") {
      mustAlias = true;
      return success();
    }
    if (key == "tuple_indices")
      return parseList(tupleIndices);
    if (key == "result_index") {
      seenResult = true;
      if (failed(parseList(resultIndex)))
        return failure();
      if (resultIndex.empty())
        return parser.emitError(loc)
               << "expected at least 1 element(s), found 0";
      return success();
    }
    return parser.emitError(loc)
           << "expected tuple_indices, result_index or must_alias, not '" << key
           << "'";
  };
  SMLoc start = parser.getCurrentLocation();
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater,
                                     field) ||
      !seenResult) {
    if (!seenResult)
      parser.emitError(start) << "expected a result_index";
    parser.emitError(start) << "failed parsing argument-result alias attribute";
    return {};
  }
  return ResultAliasAttr::get(parser.getContext(), tupleIndices, resultIndex,
                              mustAlias);
}

void ResultAliasAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (!getArgTupleIndices().empty()) {
    printer << "tuple_indices = [";
    llvm::interleaveComma(getArgTupleIndices(), printer);
    printer << "], ";
  }
  printer << "result_index = [";
  llvm::interleaveComma(getResultIndex(), printer);
  printer << ']';
  if (getMustAlias())
    printer << ", must_alias";
  printer << '>';
}

/// The type at `path` inside `type` (tuple elements); null where the path
/// leaves the tuples.
static Type typeAtPath(Type type, ArrayRef<int64_t> path) {
  for (int64_t index : path) {
    auto tuple = dyn_cast<TupleType>(type);
    if (!tuple || index < 0 || index >= static_cast<int64_t>(tuple.size()))
      return {};
    type = tuple.getType(index);
  }
  return type;
}

/// Two aliased types agree: equal, or tensors of one element type and rank
/// whose sizes are equal where both are static.
static bool aliasCompatible(Type a, Type b) {
  if (a == b)
    return true;
  auto x = dyn_cast<RankedTensorType>(a), y = dyn_cast<RankedTensorType>(b);
  return x && y && x.getElementType() == y.getElementType() &&
         x.getRank() == y.getRank() &&
         llvm::all_of(llvm::zip(x.getShape(), y.getShape()), [](auto pair) {
           auto [m, n] = pair;
           return ShapedType::isDynamic(m) || ShapedType::isDynamic(n) ||
                  m == n;
         });
}

LogicalResult StableHLODialect::verifyRegionArgAttribute(
    Operation *op, unsigned, unsigned argIndex, NamedAttribute attribute) {
  if (attribute.getName() != "stablehlo.result_alias")
    return success();
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return op->emitError() << "attribute \"stablehlo.result_alias\" can "
                              "only be used on function-like operations";
  auto alias = dyn_cast<ResultAliasAttr>(attribute.getValue());
  if (!alias)
    return op->emitError() << "attribute \"stablehlo.result_alias\" must be "
                              "a #stablehlo.result_alias";
  if (llvm::any_of(alias.getArgTupleIndices(),
                   [](int64_t i) { return i < 0; }) ||
      llvm::any_of(alias.getResultIndex(), [](int64_t i) { return i < 0; }))
    return op->emitError() << "attribute \"stablehlo.result_alias\" expects "
                              "all argument and result indices to be >= 0";
  ArrayRef<Type> results = function.getResultTypes();
  int64_t result = alias.getResultIndex().front();
  if (result >= static_cast<int64_t>(results.size()))
    return op->emitError() << "attribute \"stablehlo.result_alias\" result "
                              "index is out of range, must be <"
                           << results.size();
  Type argument = typeAtPath(function.getArgumentTypes()[argIndex],
                             alias.getArgTupleIndices());
  if (!argument)
    return op->emitError() << "attribute \"stablehlo.result_alias\" "
                              "argument tuple indices are invalid";
  Type aliased =
      typeAtPath(results[result], alias.getResultIndex().drop_front());
  if (!aliased)
    return op->emitError() << "attribute \"stablehlo.result_alias\" result "
                              "tuple indices are invalid";
  if (!aliasCompatible(argument, aliased))
    return op->emitError() << "attribute \"stablehlo.result_alias\" aliases "
                              "do not have compatible types, "
                           << argument << " vs. " << aliased;
  return success();
}

LogicalResult
StableHLODialect::verifyOperationAttribute(Operation *op,
                                           NamedAttribute attribute) {
  if (attribute.getName() == "stablehlo.result_alias")
    return op->emitError() << "attribute \"stablehlo.result_alias\" can "
                              "only be used on function-like operations";
  return success();
}

//===----------------------------------------------------------------------===//
// #stablehlo.bounds<?, 4>, also written
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

LogicalResult TypeExtensionsAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  // As StableHLO's verifier reads bounds (beyond the specification): one
  // entry per dimension, `?` for every static dimension, and a known bound
  // of a dynamic dimension non-negative.
  ArrayRef<int64_t> bounds = getBounds();
  if (bounds.size() != shape.size())
    return emitError() << "bounds have " << bounds.size()
                       << " entries, expected one per dimension ("
                       << shape.size() << ")";
  for (auto [dim, bound, size] : llvm::enumerate(bounds, shape)) {
    if (ShapedType::isDynamic(bound))
      continue;
    if (!ShapedType::isDynamic(size))
      return emitError() << "bounds give the static dimension " << dim
                         << " (of size " << size << ") the bound " << bound
                         << ": only a dynamic dimension has a bound";
    if (bound < 0)
      return emitError() << "bounds give dimension " << dim << " the bound "
                         << bound << ": a bound must be non-negative";
  }
  return success();
}

Attribute TypeExtensionsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parseBounds(parser, AsmParser::Delimiter::LessGreater, bounds))
    return {};
  return get(parser.getContext(), bounds);
}

void TypeExtensionsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getBounds(), printer, [&](int64_t bound) {
    if (ShapedType::isDynamic(bound))
      printer << '?';
    else
      printer << bound;
  });
  printer << '>';
}

/// The long spelling's body, `<bounds = [?, 4]>`: the same attribute as
/// `#stablehlo.bounds<?, 4>`.
static Attribute parseLongTypeExtensions(AsmParser &parser) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parseBounds(parser, AsmParser::Delimiter::Square, bounds) ||
      parser.parseGreater())
    return {};
  return TypeExtensionsAttr::get(parser.getContext(), bounds);
}

//===----------------------------------------------------------------------===//
// The dialect's attribute parser and printer
//===----------------------------------------------------------------------===//

Attribute StableHLODialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult parsed =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (parsed.has_value())
    return attr;
  // The one mnemonic no attribute definition has: StableHLO reads
  // `type_extensions` as a second name of `#stablehlo.bounds`.
  if (mnemonic == "type_extensions")
    return parseLongTypeExtensions(parser);
  parser.emitError(loc) << "unknown attribute `" << mnemonic << "` in dialect `"
                        << getNamespace() << "`";
  return {};
}

void StableHLODialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &printer) const {
  // Every attribute of the dialect has a mnemonic, so a printer.
  [[maybe_unused]] LogicalResult printed =
      generatedAttributePrinter(attr, printer);
  assert(succeeded(printed) && "a StableHLO attribute without a printer");
}

//===----------------------------------------------------------------------===//
// #stablehlo.result_accuracy<atol = .., rtol = .., ulps = .., mode = ..>
//===----------------------------------------------------------------------===//

Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
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
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    atol, rtol, ulps, mode);
}

/// StableHLO's rules: the mode is a `#stablehlo.result_accuracy_mode`;
/// `atol`, `rtol` and `ulps` are non-negative, and any of them non-zero
/// only with mode `TOLERANCE`.
LogicalResult
ResultAccuracyAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           APFloat atol, APFloat rtol, int64_t ulps,
                           Attribute mode) {
  auto modeAttr = dyn_cast_or_null<ResultAccuracyModeAttr>(mode);
  if (!modeAttr)
    return emitError() << "result_accuracy mode must be a "
                          "#stablehlo.result_accuracy_mode, not "
                       << mode;
  if (atol.isNegative() || atol.isNaN() || rtol.isNegative() || rtol.isNaN() ||
      ulps < 0)
    return emitError() << "result_accuracy tolerances must be non-negative "
                          "(atol, rtol, ulps)";
  bool tolerances = !atol.isZero() || !rtol.isZero() || ulps != 0;
  if (tolerances && modeAttr.getValue() != ResultAccuracyMode::TOLERANCE)
    return emitError() << "result_accuracy with tolerances set must have mode "
                          "TOLERANCE, not "
                       << stringifyResultAccuracyMode(modeAttr.getValue());
  return success();
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

// The long form `<raw input_batch_dimension = 0, ...>`, for dimension
// numbers the short form cannot show: every field printed.
using ConvAttr = ConvDimensionNumbersAttr;
static constexpr auto convRawFields = std::make_tuple(
    structField("input_batch_dimension", &ConvAttr::getInputBatchDimension,
                FieldPrint::Always),
    structField("input_feature_dimension", &ConvAttr::getInputFeatureDimension,
                FieldPrint::Always),
    structField("input_spatial_dimensions",
                &ConvAttr::getInputSpatialDimensions, FieldPrint::Always),
    structField("kernel_input_feature_dimension",
                &ConvAttr::getKernelInputFeatureDimension, FieldPrint::Always),
    structField("kernel_output_feature_dimension",
                &ConvAttr::getKernelOutputFeatureDimension, FieldPrint::Always),
    structField("kernel_spatial_dimensions",
                &ConvAttr::getKernelSpatialDimensions, FieldPrint::Always),
    structField("output_batch_dimension", &ConvAttr::getOutputBatchDimension,
                FieldPrint::Always),
    structField("output_feature_dimension",
                &ConvAttr::getOutputFeatureDimension, FieldPrint::Always),
    structField("output_spatial_dimensions",
                &ConvAttr::getOutputSpatialDimensions, FieldPrint::Always));

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  ConvDimensionNumbersAttr attr;
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    attr = parseFieldStruct(parser, convRawFields);
    if (!attr)
      return {};
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
    printer << "raw ";
    printFieldStruct(printer, *this, convRawFields);
  }
  printer << '>';
}
