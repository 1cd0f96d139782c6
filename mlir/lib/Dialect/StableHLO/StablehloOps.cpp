//===- StablehloOps.cpp - StableHLO ops: printed syntax
//---------------------===//
//
// The custom directives of StableHLO's assembly formats and the ops whose
// syntax is custom (constant, reduce, while), written to produce exactly the
// text StableHLO's printer produces.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/AssemblyHelpers.h"
#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace indexopt::stablehlo;

namespace indexopt::stablehlo {
ParseResult parseConvShortForm(AsmParser &parser,
                               ConvDimensionNumbersAttr &attr);
void printConvShortForm(AsmPrinter &printer, ConvDimensionNumbersAttr attr);
} // namespace indexopt::stablehlo

//===----------------------------------------------------------------------===//
// Types of elementwise ops: `: tensor<4xf32>` when every operand and the
// result have that type, else a functional type `(a, b) -> c`.
//===----------------------------------------------------------------------===//

static ParseResult parseSameTypes(OpAsmParser &parser,
                                  ArrayRef<Type *> operandTypes,
                                  Type &resultType) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto function = dyn_cast<FunctionType>(type)) {
    if (function.getNumInputs() != operandTypes.size() ||
        function.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with " << operandTypes.size()
             << " inputs and 1 result";
    for (auto [slot, input] : llvm::zip(operandTypes, function.getInputs()))
      *slot = input;
    resultType = function.getResult(0);
    return success();
  }
  for (Type *slot : operandTypes)
    *slot = type;
  resultType = type;
  return success();
}

static void printSameTypes(OpAsmPrinter &printer, TypeRange operandTypes,
                           Type resultType) {
  if (llvm::all_of(operandTypes, [&](Type t) { return t == resultType; })) {
    printer << resultType;
    return;
  }
  printer.printFunctionalType(operandTypes, TypeRange(resultType));
}

static ParseResult parseSameOperandsAndResultType(OpAsmParser &parser,
                                                  Type &operand, Type &result) {
  return parseSameTypes(parser, {&operand}, result);
}
static ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                                  Type &b, Type &result) {
  return parseSameTypes(parser, {&a, &b}, result);
}
static ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                                  Type &b, Type &c,
                                                  Type &result) {
  return parseSameTypes(parser, {&a, &b, &c}, result);
}
static void printSameOperandsAndResultType(OpAsmPrinter &printer, Operation *,
                                           Type operand, Type result) {
  printSameTypes(printer, {operand}, result);
}
static void printSameOperandsAndResultType(OpAsmPrinter &printer, Operation *,
                                           Type a, Type b, Type result) {
  printSameTypes(printer, {a, b}, result);
}
static void printSameOperandsAndResultType(OpAsmPrinter &printer, Operation *,
                                           Type a, Type b, Type c,
                                           Type result) {
  printSameTypes(printer, {a, b, c}, result);
}

/// `after_all %a, %b : !stablehlo.token`.
static ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser &parser, ArrayRef<OpAsmParser::UnresolvedOperand> operands,
    SmallVectorImpl<Type> &operandTypes, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto function = dyn_cast<FunctionType>(type)) {
    if (function.getNumInputs() != operands.size() ||
        function.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected " << operands.size() << " inputs and 1 result";
    llvm::append_range(operandTypes, function.getInputs());
    result = function.getResult(0);
    return success();
  }
  operandTypes.assign(operands.size(), type);
  result = type;
  return success();
}

static void printVariadicSameOperandsAndResultType(OpAsmPrinter &printer,
                                                   Operation *, ValueRange,
                                                   TypeRange operandTypes,
                                                   Type result) {
  printSameTypes(printer, operandTypes, result);
}

/// `complex %re, %im : tensor<4xcomplex<f32>>`: operand types implied.
static Type complexPartType(Type complexTensor) {
  auto shaped = dyn_cast<ShapedType>(complexTensor);
  if (!shaped)
    return {};
  auto complex = dyn_cast<ComplexType>(shaped.getElementType());
  if (!complex)
    return {};
  return shaped.clone(complex.getElementType());
}

static ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                                      Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto function = dyn_cast<FunctionType>(type)) {
    if (function.getNumInputs() != 2 || function.getNumResults() != 1)
      return parser.emitError(loc) << "expected 2 inputs and 1 result";
    lhs = function.getInput(0);
    rhs = function.getInput(1);
    result = function.getResult(0);
    return success();
  }
  Type part = complexPartType(type);
  if (!part)
    return parser.emitError(loc) << "expected a tensor of complex type";
  lhs = rhs = part;
  result = type;
  return success();
}

static void printComplexOpType(OpAsmPrinter &printer, Operation *, Type lhs,
                               Type rhs, Type result) {
  if (lhs == rhs && complexPartType(result) == lhs)
    printer << result;
  else
    printer.printFunctionalType(TypeRange{lhs, rhs}, TypeRange(result));
}

/// `select %p, %a, %b : tensor<4xi1>, tensor<4xf32>`.
static ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred,
                                     Type &onTrue, Type &onFalse,
                                     Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type first;
  if (parser.parseType(first))
    return failure();
  if (auto function = dyn_cast<FunctionType>(first)) {
    if (function.getNumInputs() != 3 || function.getNumResults() != 1)
      return parser.emitError(loc) << "expected 3 inputs and 1 result";
    pred = function.getInput(0);
    onTrue = function.getInput(1);
    onFalse = function.getInput(2);
    result = function.getResult(0);
    return success();
  }
  Type second;
  if (parser.parseComma() || parser.parseType(second))
    return failure();
  pred = first;
  onTrue = onFalse = result = second;
  return success();
}

static void printSelectOpType(OpAsmPrinter &printer, Operation *, Type pred,
                              Type onTrue, Type onFalse, Type result) {
  if (onTrue == result && onFalse == result)
    printer << pred << ", " << result;
  else
    printer.printFunctionalType(TypeRange{pred, onTrue, onFalse},
                                TypeRange(result));
}

/// `tuple %a, %b : tuple<tensor<f32>, tensor<i32>>`.
static ParseResult parseTupleOpType(OpAsmParser &parser,
                                    SmallVectorImpl<Type> &operandTypes,
                                    Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc) << "expected a tuple type";
  llvm::append_range(operandTypes, tuple.getTypes());
  return success();
}

static void printTupleOpType(OpAsmPrinter &printer, Operation *, TypeRange,
                             Type result) {
  printer << result;
}

/// `optimization_barrier %a, %b : tensor<f32>, tensor<i32>`.
static ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                       SmallVectorImpl<Type> &operandTypes,
                                       SmallVectorImpl<Type> &resultTypes) {
  if (parser.parseTypeList(operandTypes))
    return failure();
  resultTypes.assign(operandTypes.begin(), operandTypes.end());
  return success();
}

static void printPairwiseOpType(OpAsmPrinter &printer, Operation *,
                                TypeRange operandTypes, TypeRange) {
  llvm::interleaveComma(operandTypes, printer);
}

//===----------------------------------------------------------------------===//
// Attribute directives
//===----------------------------------------------------------------------===//

static ParseResult parseDenseI64Array(OpAsmParser &parser,
                                      DenseI64ArrayAttr &attr) {
  SmallVector<int64_t> values;
  if (parseIntList(parser, values))
    return failure();
  attr = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printDenseI64Array(OpAsmPrinter &printer, Operation *,
                               DenseI64ArrayAttr attr) {
  printIntList(printer, attr.asArrayRef());
}

/// `%a, %b, ` before a keyword: operands while they come, each followed by
/// a comma.
static ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult parsed = parser.parseOptionalOperand(operand);
    if (!parsed.has_value())
      return success();
    if (failed(*parsed))
      return failure();
    operands.push_back(operand);
    if (parser.parseComma())
      return failure();
  }
}

static void printVariadicOperandWithAttribute(OpAsmPrinter &printer,
                                              Operation *,
                                              OperandRange operands) {
  // The format prints a space before the keyword that follows.
  for (unsigned i = 0, e = operands.size(); i < e; ++i) {
    printer << operands[i] << ',';
    if (i + 1 < e)
      printer << ' ';
  }
}

/// An enum attribute as its bare keyword (`GT`, `FLOAT`, `UNIFORM`), the way
/// StableHLO prints enum operands of ops.
template <typename AttrT, typename SymbolizeFn>
static ParseResult parseEnumKeyword(OpAsmParser &parser, AttrT &attr,
                                    SymbolizeFn symbolize) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  auto value = symbolize(keyword);
  if (!value)
    return parser.emitError(loc) << "unexpected keyword '" << keyword << "'";
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

static ParseResult parseComparisonDirection(OpAsmParser &parser,
                                            ComparisonDirectionAttr &attr) {
  return parseEnumKeyword(parser, attr, [](StringRef k) {
    return symbolizeComparisonDirection(k);
  });
}
static void printComparisonDirection(OpAsmPrinter &printer, Operation *,
                                     ComparisonDirectionAttr attr) {
  printer << stringifyComparisonDirection(attr.getValue());
}
static ParseResult parseComparisonType(OpAsmParser &parser,
                                       ComparisonTypeAttr &attr) {
  return parseEnumKeyword(
      parser, attr, [](StringRef k) { return symbolizeComparisonType(k); });
}
static void printComparisonType(OpAsmPrinter &printer, Operation *,
                                ComparisonTypeAttr attr) {
  printer << stringifyComparisonType(attr.getValue());
}
static ParseResult parseFftType(OpAsmParser &parser, FftTypeAttr &attr) {
  return parseEnumKeyword(parser, attr,
                          [](StringRef k) { return symbolizeFftType(k); });
}
static void printFftType(OpAsmPrinter &printer, Operation *, FftTypeAttr attr) {
  printer << stringifyFftType(attr.getValue());
}
static ParseResult parseRngDistribution(OpAsmParser &parser,
                                        RngDistributionAttr &attr) {
  return parseEnumKeyword(
      parser, attr, [](StringRef k) { return symbolizeRngDistribution(k); });
}
static void printRngDistribution(OpAsmPrinter &printer, Operation *,
                                 RngDistributionAttr attr) {
  printer << stringifyRngDistribution(attr.getValue());
}
static ParseResult parseRngAlgorithm(OpAsmParser &parser,
                                     RngAlgorithmAttr &attr) {
  return parseEnumKeyword(parser, attr,
                          [](StringRef k) { return symbolizeRngAlgorithm(k); });
}
static void printRngAlgorithm(OpAsmPrinter &printer, Operation *,
                              RngAlgorithmAttr attr) {
  printer << stringifyRngAlgorithm(attr.getValue());
}

/// `[0:2, 1:9:2]`: start, limit and an optional stride per dimension.
static ParseResult parseSliceRanges(OpAsmParser &parser,
                                    DenseI64ArrayAttr &starts,
                                    DenseI64ArrayAttr &limits,
                                    DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> start, limit, stride;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t s, l, st = 1;
            if (parser.parseInteger(s) || parser.parseColon() ||
                parser.parseInteger(l))
              return failure();
            if (succeeded(parser.parseOptionalColon()) &&
                parser.parseInteger(st))
              return failure();
            start.push_back(s);
            limit.push_back(l);
            stride.push_back(st);
            return success();
          }))
    return failure();
  MLIRContext *context = parser.getContext();
  starts = DenseI64ArrayAttr::get(context, start);
  limits = DenseI64ArrayAttr::get(context, limit);
  strides = DenseI64ArrayAttr::get(context, stride);
  return success();
}

static void printSliceRanges(OpAsmPrinter &printer, Operation *,
                             DenseI64ArrayAttr starts, DenseI64ArrayAttr limits,
                             DenseI64ArrayAttr strides) {
  printer << '[';
  ArrayRef<int64_t> s = starts.asArrayRef(), l = limits.asArrayRef(),
                    st = strides.asArrayRef();
  for (size_t i = 0, e = s.size(); i < e; ++i) {
    if (i)
      printer << ", ";
    printer << s[i] << ':' << (i < l.size() ? l[i] : 0);
    if (i < st.size() && st[i] != 1)
      printer << ':' << st[i];
  }
  printer << ']';
}

/// `e8m7`.
static ParseResult parseExponentMantissa(OpAsmParser &parser,
                                         IntegerAttr &exponent,
                                         IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  size_t m = keyword.find('m');
  int exponentBits, mantissaBits;
  if (!keyword.starts_with("e") || m == StringRef::npos ||
      keyword.substr(1, m - 1).getAsInteger(10, exponentBits) ||
      keyword.substr(m + 1).getAsInteger(10, mantissaBits))
    return parser.emitError(loc) << "expected a format like 'e8m7'";
  Type i32 = IntegerType::get(parser.getContext(), 32);
  exponent = IntegerAttr::get(i32, exponentBits);
  mantissa = IntegerAttr::get(i32, mantissaBits);
  return success();
}

static void printExponentMantissa(OpAsmPrinter &printer, Operation *,
                                  IntegerAttr exponent, IntegerAttr mantissa) {
  printer << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

/// `batching_dims = [0] x [0], contracting_dims = [2] x [1]`.
static ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                            DotDimensionNumbersAttr &attr) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  auto parsePair = [&](SmallVector<int64_t> &lhs,
                       SmallVector<int64_t> &rhs) -> ParseResult {
    if (parser.parseEqual() || parseIntList(parser, lhs) ||
        parser.parseKeyword("x") || parseIntList(parser, rhs))
      return failure();
    return success();
  };
  if (succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (parsePair(lhsBatch, rhsBatch) || parser.parseComma())
      return failure();
  }
  if (parser.parseKeyword("contracting_dims") ||
      parsePair(lhsContract, rhsContract))
    return failure();
  attr = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  return success();
}

static void printDotDimensionNumbers(OpAsmPrinter &printer, Operation *,
                                     DotDimensionNumbersAttr attr) {
  if (!attr.getLhsBatchingDimensions().empty() ||
      !attr.getRhsBatchingDimensions().empty()) {
    printer << "batching_dims = ";
    printIntList(printer, attr.getLhsBatchingDimensions());
    printer << " x ";
    printIntList(printer, attr.getRhsBatchingDimensions());
    printer << ", ";
  }
  printer << "contracting_dims = ";
  printIntList(printer, attr.getLhsContractingDimensions());
  printer << " x ";
  printIntList(printer, attr.getRhsContractingDimensions());
}

/// `[DEFAULT, HIGHEST]`.
static ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &attr) {
  SmallVector<Attribute> values;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef keyword;
            if (parser.parseKeyword(&keyword))
              return failure();
            std::optional<Precision> precision = symbolizePrecision(keyword);
            if (!precision)
              return parser.emitError(loc)
                     << "unknown precision '" << keyword << "'";
            values.push_back(
                PrecisionAttr::get(parser.getContext(), *precision));
            return success();
          }))
    return failure();
  attr = ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printPrecisionConfig(OpAsmPrinter &printer, Operation *,
                                 ArrayAttr attr) {
  printer << '[';
  llvm::interleaveComma(attr, printer, [&](Attribute value) {
    if (auto precision = dyn_cast<PrecisionAttr>(value))
      printer << stringifyPrecision(precision.getValue());
    else
      printer << value;
  });
  printer << ']';
}

/// `dot_general`'s optional `, precision = [...]` and `, algorithm = <...>`,
/// each optional (one custom directive: two optional groups that both start
/// with a comma cannot tell which one follows).
static ParseResult parseDotOptions(OpAsmParser &parser, ArrayAttr &precision,
                                   DotAlgorithmAttr &algorithm) {
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword) || parser.parseEqual())
      return failure();
    if (keyword == "precision" && !precision) {
      if (parsePrecisionConfig(parser, precision))
        return failure();
    } else if (keyword == "algorithm" && !algorithm) {
      if (parser.parseCustomAttributeWithFallback(algorithm, Type{}))
        return failure();
    } else {
      return parser.emitError(loc)
             << "expected 'precision' or 'algorithm' (each at most once), got '"
             << keyword << "'";
    }
  }
  return success();
}

static void printDotOptions(OpAsmPrinter &printer, Operation *op,
                            ArrayAttr precision, DotAlgorithmAttr algorithm) {
  if (precision) {
    printer << ", precision = ";
    printPrecisionConfig(printer, op, precision);
  }
  if (algorithm) {
    printer << ", algorithm = ";
    printer.printStrippedAttrOrType(algorithm);
  }
}

static ParseResult parseConvolutionDimensions(OpAsmParser &parser,
                                              ConvDimensionNumbersAttr &attr) {
  return indexopt::stablehlo::parseConvShortForm(parser, attr);
}

static void printConvolutionDimensions(OpAsmPrinter &printer, Operation *,
                                       ConvDimensionNumbersAttr attr) {
  indexopt::stablehlo::printConvShortForm(printer, attr);
}

/// `stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1],
///  rhs_dilate = [1, 1], reverse = [false, false]`, each optional.
static ParseResult parseWindowAttributes(OpAsmParser &parser,
                                         DenseI64ArrayAttr &strides,
                                         DenseIntElementsAttr &padding,
                                         DenseI64ArrayAttr &lhsDilation,
                                         DenseI64ArrayAttr &rhsDilation,
                                         DenseBoolArrayAttr &reversal) {
  MLIRContext *context = parser.getContext();
  return parseStructFields(
      parser, {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"},
      [&](StringRef key) -> ParseResult {
        if (key == "pad") {
          SmallVector<int64_t> values;
          int64_t rows = 0;
          if (parser.parseCommaSeparatedList(
                  AsmParser::Delimiter::Square, [&]() -> ParseResult {
                    ++rows;
                    SmallVector<int64_t> pair;
                    if (parseIntList(parser, pair))
                      return failure();
                    if (pair.size() != 2)
                      return parser.emitError(parser.getCurrentLocation())
                             << "expected [low, high] padding pairs";
                    llvm::append_range(values, pair);
                    return success();
                  }))
            return failure();
          auto type =
              RankedTensorType::get({rows, 2}, IntegerType::get(context, 64));
          padding = DenseIntElementsAttr::get(type, values);
          return success();
        }
        if (key == "reverse") {
          SmallVector<bool> values;
          if (parser.parseCommaSeparatedList(
                  AsmParser::Delimiter::Square, [&]() -> ParseResult {
                    if (succeeded(parser.parseOptionalKeyword("true"))) {
                      values.push_back(true);
                      return success();
                    }
                    if (succeeded(parser.parseOptionalKeyword("false"))) {
                      values.push_back(false);
                      return success();
                    }
                    int64_t bit;
                    if (parser.parseInteger(bit))
                      return failure();
                    values.push_back(bit != 0);
                    return success();
                  }))
            return failure();
          reversal = DenseBoolArrayAttr::get(context, values);
          return success();
        }
        SmallVector<int64_t> values;
        if (parseIntList(parser, values))
          return failure();
        auto attr = DenseI64ArrayAttr::get(context, values);
        (key == "stride"       ? strides
         : key == "lhs_dilate" ? lhsDilation
                               : rhsDilation) = attr;
        return success();
      });
}

static void printWindowAttributes(OpAsmPrinter &printer, Operation *,
                                  DenseI64ArrayAttr strides,
                                  DenseIntElementsAttr padding,
                                  DenseI64ArrayAttr lhsDilation,
                                  DenseI64ArrayAttr rhsDilation,
                                  DenseBoolArrayAttr reversal) {
  SmallVector<std::function<void()>> fields;
  if (strides)
    fields.push_back([&] {
      printer << "stride = ";
      printIntList(printer, strides.asArrayRef());
    });
  if (padding)
    fields.push_back([&] {
      printer << "pad = [";
      SmallVector<int64_t> values(padding.getValues<int64_t>());
      for (size_t i = 0; i + 1 < values.size(); i += 2) {
        if (i)
          printer << ", ";
        printer << '[' << values[i] << ", " << values[i + 1] << ']';
      }
      printer << ']';
    });
  if (lhsDilation)
    fields.push_back([&] {
      printer << "lhs_dilate = ";
      printIntList(printer, lhsDilation.asArrayRef());
    });
  if (rhsDilation)
    fields.push_back([&] {
      printer << "rhs_dilate = ";
      printIntList(printer, rhsDilation.asArrayRef());
    });
  if (reversal)
    fields.push_back([&] {
      printer << "reverse = [";
      llvm::interleaveComma(reversal.asArrayRef(), printer,
                            [&](bool b) { printer << (b ? "true" : "false"); });
      printer << ']';
    });
  llvm::interleave(
      fields, [](const std::function<void()> &f) { f(); },
      [&] { printer << ", "; });
}

/// `@target_name`.
static ParseResult parseCustomCallTarget(OpAsmParser &parser,
                                         StringAttr &target) {
  return parser.parseSymbolName(target);
}

static void printCustomCallTarget(OpAsmPrinter &printer, Operation *,
                                  StringAttr target) {
  printer.printSymbolName(target.getValue());
}

#define GET_OP_CLASSES
#include "IndexOpt/Dialect/StableHLO/StablehloOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.cpp.inc"

void StableHLODialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "IndexOpt/Dialect/StableHLO/StablehloOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// constant: `stablehlo.constant dense<0> : tensor<i32>`
//===----------------------------------------------------------------------===//

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  // StableHLO's parser also reads the function-like form
  // `stablehlo.constant() {value = dense<...> : T} : () -> T`.
  if (succeeded(parser.parseOptionalLParen())) {
    SMLoc loc = parser.getCurrentLocation();
    NamedAttrList attributes;
    Type type;
    if (parser.parseRParen() || parser.parseOptionalAttrDict(attributes) ||
        parser.parseColon() || parser.parseLParen() || parser.parseRParen() ||
        parser.parseArrow() || parser.parseType(type))
      return failure();
    auto elements = dyn_cast_or_null<ElementsAttr>(attributes.erase("value"));
    if (!elements)
      return parser.emitError(loc) << "expected a 'value' elements attribute";
    if (elements.getType() != type &&
        !verify::isQuantizedStorageValue(type, elements.getType()))
      return parser.emitError(loc)
             << "the result type " << type << " must be the value's type "
             << elements.getType()
             << " (or, for a quantized result, its storage type's tensor)";
    result.attributes.append(attributes);
    result.getOrAddProperties<Properties>().value = elements;
    result.addTypes(type);
    return success();
  }
  ElementsAttr elements = parseConstantValue(parser, result);
  if (!elements)
    return failure();
  result.getOrAddProperties<Properties>().value = elements;
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  // A quantized constant given by its storage values keeps the
  // function-like form, the only one that states both types.
  if (cast<TypedAttr>(getValue()).getType() != getType()) {
    printer << "() {value = ";
    printer.printAttribute(getValue());
    printer << "} : () -> ";
    printer.printType(getType());
    return;
  }
  printConstantValue(printer, *this, getValue());
}

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Type element = getElementTypeOrSelf(getType());
  setNameFn(getResult(), isa<IntegerType>(element) ? "c" : "cst");
}

void RngBitGeneratorOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getOutputState(), "output_state");
  setNameFn(getOutput(), "output");
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  for (BlockArgument argument : region.getArguments())
    setNameFn(argument, "iterArg");
}

//===----------------------------------------------------------------------===//
// reduce
//   stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [0]
//     : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
//   stablehlo.reduce(%a init: %b), (%c init: %d) across dimensions = [1]
//     : (...) -> (...)
//    reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: ..., %arg4: ...) {
//     ...
//   }
//===----------------------------------------------------------------------===//

/// Whether the body is one commutative binary stablehlo op on the block
/// arguments, returned: the compact `applies` form (StableHLO's rule).
static bool isEligibleForCompactPrint(ReduceOp op) {
  Region &body = op.getBody();
  if (!body.hasOneBlock())
    return false;
  Block &block = body.front();
  if (block.getOperations().size() != 2 || op.getInputs().size() != 1)
    return false;
  Operation &inner = block.front();
  if (inner.getDialect() != op->getDialect() || inner.getNumOperands() != 2 ||
      inner.getNumResults() != 1 || inner.getNumRegions() != 0 ||
      !inner.hasTrait<OpTrait::IsCommutative>() || !inner.getAttrs().empty())
    return false;
  auto shaped = dyn_cast<ShapedType>(op.getInputs()[0].getType());
  if (!shaped)
    return false;
  Type scalar = RankedTensorType::get({}, shaped.getElementType());
  if (inner.getOperand(0).getType() != scalar ||
      inner.getOperand(1).getType() != scalar ||
      inner.getResult(0).getType() != scalar)
    return false;
  if (!llvm::equal(block.getArguments(), inner.getOperands()))
    return false;
  auto ret = dyn_cast<ReturnOp>(block.getTerminator());
  return ret && llvm::equal(inner.getResults(), ret.getOperands());
}

void ReduceOp::print(OpAsmPrinter &printer) {
  size_t n = getInputs().size();
  for (size_t i = 0; i < n; ++i) {
    if (i)
      printer << ", ";
    printer << '(' << getInputs()[i] << " init: " << getInitValues()[i] << ')';
  }
  bool compact = isEligibleForCompactPrint(*this);
  if (compact)
    printer << " applies " << getBody().front().front().getName();
  printer << " across dimensions = ";
  printIntList(printer, getDimensions());
  // As StableHLO prints it: `{...}` right after the dimensions.
  printer.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  printer << " : ";
  printer.printFunctionalType(*this);
  if (compact)
    return;
  Block &block = getBody().front();
  printer.printNewline();
  printer << " reducer";
  for (size_t i = 0; i < n; ++i) {
    printer << '(';
    printer.printRegionArgument(block.getArgument(i));
    printer << ", ";
    printer.printRegionArgument(block.getArgument(i + n));
    printer << ") ";
  }
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  if (parser.parseCommaSeparatedList([&] {
        return failure(parser.parseLParen() ||
                       parser.parseOperand(inputs.emplace_back()) ||
                       parser.parseKeyword("init") || parser.parseColon() ||
                       parser.parseOperand(inits.emplace_back()) ||
                       parser.parseRParen());
      }))
    return failure();
  std::optional<OperationName> compactOp;
  SMLoc opLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    std::string name;
    StringRef keyword;
    if (parser.parseKeywordOrString(&name))
      return failure();
    (void)keyword;
    compactOp = OperationName(name, parser.getContext());
    if (!compactOp->isRegistered())
      return parser.emitError(opLoc) << "unknown op '" << name << "'";
    // StableHLO's rule for the compact form: a commutative binary op of the
    // stablehlo dialect, without regions, with one result.
    if (compactOp->getDialectNamespace() != "stablehlo" ||
        !compactOp->hasTrait<mlir::OpTrait::IsCommutative>() ||
        !compactOp->hasTrait<mlir::OpTrait::ZeroRegions>() ||
        !compactOp->hasTrait<mlir::OpTrait::OneResult>())
      return parser.emitError(opLoc)
             << "reduce's `applies` op must be a commutative binary "
                "stablehlo op without regions and with one result, not '"
             << name << "'";
  }
  SmallVector<int64_t> dimensions;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseIntList(parser, dimensions) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  // StableHLO's printer puts the attributes without `attributes`.
  if (result.attributes.empty() &&
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.getOrAddProperties<Properties>().dimensions =
      DenseI64ArrayAttr::get(parser.getContext(), dimensions);
  SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType type;
  if (parser.parseColon() || parser.parseType(type))
    return failure();
  if (type.getNumInputs() != inputs.size() + inits.size())
    return parser.emitError(typeLoc)
           << "expected " << inputs.size() + inits.size() << " input types";
  if (parser.resolveOperands(inputs, type.getInputs().take_front(inputs.size()),
                             typeLoc, result.operands) ||
      parser.resolveOperands(inits, type.getInputs().drop_front(inputs.size()),
                             typeLoc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  Region *body = result.addRegion();
  if (compactOp) {
    auto shaped = dyn_cast<ShapedType>(type.getInput(0));
    if (!shaped)
      return parser.emitError(typeLoc) << "expected a shaped input";
    Type scalar = RankedTensorType::get({}, shaped.getElementType());
    Block *block = new Block();
    body->push_back(block);
    Location loc = result.location;
    block->addArgument(scalar, loc);
    block->addArgument(scalar, loc);
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToStart(block);
    OperationState innerState(loc, *compactOp);
    innerState.addOperands(block->getArguments());
    innerState.addTypes(scalar);
    Operation *inner = builder.create(innerState);
    ReturnOp::create(builder, loc, inner->getResults());
  } else {
    size_t n = inputs.size();
    SmallVector<OpAsmParser::Argument> firsts, seconds;
    if (parser.parseKeyword("reducer"))
      return failure();
    for (size_t i = 0; i < n; ++i) {
      if (parser.parseLParen() ||
          parser.parseArgument(firsts.emplace_back(), /*allowType=*/true) ||
          parser.parseComma() ||
          parser.parseArgument(seconds.emplace_back(), /*allowType=*/true) ||
          parser.parseRParen())
        return failure();
    }
    SmallVector<OpAsmParser::Argument> arguments(firsts);
    arguments.append(seconds);
    if (parser.parseRegion(*body, arguments))
      return failure();
  }
  if (inputs.size() != inits.size())
    return parser.emitError(typeLoc) << "each input needs one init value";
  return success();
}

//===----------------------------------------------------------------------===//
// while
//   stablehlo.while(%iterArg = %a, %iterArg_0 = %b) : tensor<i32>, tensor<f32>
//   cond { ... } do { ... }
//===----------------------------------------------------------------------===//

void WhileOp::print(OpAsmPrinter &printer) {
  printer << '(';
  Block &cond = getCond().front();
  llvm::interleaveComma(
      llvm::zip(cond.getArguments(), getOperand()), printer, [&](auto pair) {
        printer << std::get<0>(pair) << " = " << std::get<1>(pair);
      });
  printer << ')';
  if (!getOperand().empty()) {
    printer << " : ";
    llvm::interleaveComma(getOperand().getTypes(), printer);
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer.printNewline();
  printer << "cond ";
  printer.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  printer << " do ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Paren, [&] {
        return failure(parser.parseArgument(arguments.emplace_back()) ||
                       parser.parseEqual() ||
                       parser.parseOperand(operands.emplace_back()));
      }))
    return failure();
  SmallVector<Type> types;
  SMLoc typeLoc = parser.getCurrentLocation();
  if (!operands.empty() && (parser.parseColon() || parser.parseTypeList(types)))
    return failure();
  if (types.size() != operands.size())
    return parser.emitError(typeLoc)
           << "expected " << operands.size() << " types";
  for (auto [argument, type] : llvm::zip(arguments, types))
    argument.type = type;
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.resolveOperands(operands, types, typeLoc, result.operands))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, arguments) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, arguments))
    return failure();
  return success();
}
