//===- StablehloVerifiers.cpp - structural checks the analysis relies on --===//
//
// Every fact index-opt's indexing rules read from an op is checked here
// first: dimension numbers in range and unique, permutations, slice and pad
// sizes consistent with the shapes, window attributes of the right length,
// gather/scatter constraints C1-C23 of the StableHLO specification (batching
// dimensions included). Sizes are compared only where both are static.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace indexopt::stablehlo;

namespace indexopt::stablehlo::verify {

RankedTensorType ranked(Value value) {
  return dyn_cast<RankedTensorType>(value.getType());
}

RankedTensorType ranked(Type type) { return dyn_cast<RankedTensorType>(type); }

Type elementType(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped ? shaped.getElementType() : Type();
}

bool staticEqual(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

LogicalResult checkDims(Operation *op, StringRef name, ArrayRef<int64_t> dims,
                        int64_t bound, bool unique, bool sorted) {
  llvm::SmallSet<int64_t, 8> seen;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    if (dim < 0 || dim >= bound)
      return op->emitOpError() << name << " value " << dim
                               << " is out of range [0, " << bound << ")";
    if (unique && !seen.insert(dim).second)
      return op->emitOpError() << name << " has the duplicate value " << dim;
    if (sorted && i > 0 && dims[i - 1] > dim)
      return op->emitOpError() << name << " must be sorted";
  }
  return success();
}

LogicalResult checkSize(Operation *op, StringRef name, size_t size,
                        int64_t expected, StringRef what) {
  if (static_cast<int64_t>(size) != expected)
    return op->emitOpError()
           << name << " has " << size << " elements, expected " << expected
           << " (" << what << ")";
  return success();
}

LogicalResult checkResultRank(Operation *op, RankedTensorType result,
                              int64_t expected, StringRef constraint) {
  if (result && result.getRank() != expected)
    return op->emitOpError() << constraintPrefix(constraint) << "result rank "
                             << result.getRank() << ", expected " << expected;
  return success();
}

std::string constraintPrefix(StringRef constraint) {
  return constraint.empty() ? std::string() : (constraint + " ").str();
}

std::string shapeText(ArrayRef<int64_t> shape) {
  std::string text = "[";
  for (auto [i, size] : llvm::enumerate(shape))
    text +=
        (i ? ", " : "") +
        (ShapedType::isDynamic(size) ? std::string("?") : std::to_string(size));
  return text + "]";
}

bool sameShape(RankedTensorType a, RankedTensorType b) {
  return hasShape(a, b.getShape());
}

bool hasShape(Type type, ArrayRef<int64_t> shape) {
  auto tensor = ranked(type);
  return !tensor ||
         (tensor.getRank() == static_cast<int64_t>(shape.size()) &&
          llvm::all_of(llvm::zip(tensor.getShape(), shape), [](auto sizes) {
            return staticEqual(std::get<0>(sizes), std::get<1>(sizes));
          }));
}

bool sameElementType(Type a, Type b, bool baseline) {
  return baseline ? indexopt::OpTrait::sameBaselineElementType(a, b) : a == b;
}

bool compatibleTypes(Type a, Type b, bool baseline) {
  if (a == b)
    return true;
  auto ta = dyn_cast<TensorType>(a), tb = dyn_cast<TensorType>(b);
  if (ta && tb) {
    if (!sameElementType(ta.getElementType(), tb.getElementType(), baseline))
      return false;
    auto ra = dyn_cast<RankedTensorType>(a), rb = dyn_cast<RankedTensorType>(b);
    return !ra || !rb || sameShape(ra, rb);
  }
  auto tupleA = dyn_cast<TupleType>(a), tupleB = dyn_cast<TupleType>(b);
  return tupleA && tupleB &&
         compatibleTypes(TypeRange(tupleA.getTypes()),
                         TypeRange(tupleB.getTypes()), baseline);
}

bool compatibleTypes(TypeRange a, TypeRange b, bool baseline) {
  return a.size() == b.size() && llvm::all_of(llvm::zip(a, b), [&](auto pair) {
           return compatibleTypes(std::get<0>(pair), std::get<1>(pair),
                                  baseline);
         });
}

LogicalResult checkSameType(Operation *op, StringRef subject, Type actual,
                            Type expected, StringRef what, bool baseline) {
  if (!actual || !expected || compatibleTypes(actual, expected, baseline))
    return success();
  return op->emitOpError() << subject << " type " << actual << " must be "
                           << what << "'s type " << expected;
}

LogicalResult checkElementType(Operation *op, StringRef constraint,
                               StringRef subject, Type actual, Type expected,
                               StringRef what, bool baseline) {
  Type a = isa<ShapedType>(actual) ? elementType(actual) : actual;
  Type e = isa<ShapedType>(expected) ? elementType(expected) : expected;
  if (!a || !e || isa<ShapedType, TupleType, NoneType>(a) ||
      isa<ShapedType, TupleType, NoneType>(e) ||
      sameElementType(a, e, baseline))
    return success();
  return op->emitOpError() << constraint << " " << subject << " element type "
                           << a << " must be " << what << "'s element type "
                           << e;
}

/// `(A, B) -> (C)` for a message.
static std::string typesText(TypeRange types) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "(";
  llvm::interleaveComma(types, os);
  os << ")";
  return text;
}

LogicalResult checkTypes(Operation *op, StringRef constraint, StringRef subject,
                         TypeRange actual, TypeRange expected, StringRef what,
                         bool baseline) {
  if (compatibleTypes(actual, expected, baseline))
    return success();
  return op->emitOpError() << constraint << " " << subject << " types "
                           << typesText(actual) << " must be " << what
                           << "'s types " << typesText(expected);
}

LogicalResult checkScalarRegion(Operation *op, Region &region, size_t count,
                                StringRef name, ValueRange accumulators,
                                StringRef constraint) {
  std::string prefix = constraintPrefix(constraint);
  if (region.empty())
    return op->emitOpError() << prefix << name << " region is empty";
  Block &block = region.front();
  if (block.getNumArguments() != count)
    return op->emitOpError()
           << prefix << name << " region has " << block.getNumArguments()
           << " arguments, expected " << count;
  for (BlockArgument argument : block.getArguments()) {
    auto type = ranked(argument.getType());
    if (!type || type.getRank() == 0)
      continue;
    size_t index = argument.getArgNumber();
    if (!accumulators.empty() &&
        type == accumulators[index % accumulators.size()].getType())
      continue;
    return op->emitOpError()
           << prefix << name << " region argument #" << index
           << " must be a 0-d tensor"
           << (accumulators.empty() ? "" : " or have its init value's type")
           << ", got " << argument.getType();
  }
  return success();
}

std::optional<TypeRange> returnedTypes(Region &region) {
  if (region.empty())
    return std::nullopt;
  Block &block = region.front();
  if (!block.mightHaveTerminator())
    return std::nullopt;
  return TypeRange(block.getTerminator()->getOperandTypes());
}

LogicalResult checkRegionSignature(Operation *op, Region &region,
                                   StringRef constraint, StringRef name,
                                   TypeRange inputs, TypeRange outputs) {
  if (region.empty())
    return op->emitOpError() << constraint << " " << name << " region is empty";
  TypeRange arguments = region.front().getArgumentTypes();
  std::optional<TypeRange> returned = returnedTypes(region);
  if (compatibleTypes(arguments, inputs) &&
      (!returned || compatibleTypes(*returned, outputs)))
    return success();
  return op->emitOpError() << constraint << " " << name << " has type "
                           << typesText(arguments) << " -> "
                           << (returned ? typesText(*returned) : "(...)")
                           << ", expected " << typesText(inputs) << " -> "
                           << typesText(outputs);
}

bool isPromotable(Type from, Type to) {
  auto fromQuantized = dyn_cast<quant::QuantizedType>(from);
  auto toQuantized = dyn_cast<quant::QuantizedType>(to);
  if (fromQuantized || toQuantized)
    return fromQuantized && toQuantized &&
           fromQuantized.getExpressedType() == toQuantized.getExpressedType() &&
           fromQuantized.getStorageTypeIntegralWidth() <=
               toQuantized.getStorageTypeIntegralWidth();
  if (from == to)
    return true;
  auto fromInt = dyn_cast<IntegerType>(from), toInt = dyn_cast<IntegerType>(to);
  if (fromInt && toInt)
    return (fromInt.getWidth() == 1) == (toInt.getWidth() == 1) &&
           fromInt.getWidth() <= toInt.getWidth();
  if (isa<FloatType>(from) && isa<FloatType>(to))
    return from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
  auto fromComplex = dyn_cast<ComplexType>(from),
       toComplex = dyn_cast<ComplexType>(to);
  return fromComplex && toComplex &&
         isPromotable(fromComplex.getElementType(), toComplex.getElementType());
}

LogicalResult checkReducer(Operation *op, Region &region, StringRef constraint,
                           StringRef name, ArrayRef<Type> inputElements,
                           ValueRange initValues,
                           SmallVectorImpl<Type> &accumulators) {
  size_t n = inputElements.size();
  if (failed(
          checkScalarRegion(op, region, 2 * n, name, initValues, constraint)))
    return failure();
  TypeRange arguments = region.front().getArgumentTypes();
  accumulators.clear();
  for (size_t i = 0; i < n; ++i) {
    Type argument = arguments[i];
    if (argument != arguments[n + i])
      return op->emitOpError()
             << constraint << " " << name << " region arguments #" << i
             << " and #" << n + i << " must have one type, got " << argument
             << " and " << arguments[n + i];
    Type element = elementType(argument);
    accumulators.push_back(element);
    bool accumulatorOfInitType =
        i < initValues.size() && argument == initValues[i].getType();
    if (element && inputElements[i] && !accumulatorOfInitType &&
        !isPromotable(inputElements[i], element))
      return op->emitOpError()
             << constraint << " " << name << " region argument #" << i
             << " has element type " << element
             << ", which the input element type " << inputElements[i]
             << " cannot be promoted to";
  }
  std::optional<TypeRange> returned = returnedTypes(region);
  if (!returned)
    return success();
  if (returned->size() != n)
    return op->emitOpError() << constraint << " " << name << " returns "
                             << returned->size() << " values, expected " << n;
  for (size_t i = 0; i < n; ++i)
    if (!compatibleTypes((*returned)[i], arguments[i]))
      return op->emitOpError()
             << constraint << " " << name << " returns " << (*returned)[i]
             << " as value #" << i << ", expected its argument type "
             << arguments[i];
  return success();
}

std::optional<int64_t> numWindows(int64_t size, int64_t window, int64_t stride,
                                  int64_t baseDilation, int64_t windowDilation,
                                  int64_t low, int64_t high) {
  if (ShapedType::isDynamic(size))
    return ShapedType::kDynamic;
  std::optional<int64_t> dilated =
      size == 0 ? std::optional<int64_t>(0)
                : llvm::checkedMulAdd<int64_t>(size - 1, baseDilation, 1);
  std::optional<int64_t> padded =
      dilated ? llvm::checkedAdd<int64_t>(*dilated, low) : std::nullopt;
  padded = padded ? llvm::checkedAdd<int64_t>(*padded, high) : std::nullopt;
  std::optional<int64_t> dilatedWindow =
      llvm::checkedMulAdd<int64_t>(window - 1, windowDilation, 1);
  if (!padded || !dilatedWindow)
    return std::nullopt;
  if (*padded <= 0 || *dilatedWindow > *padded)
    return 0;
  return (*padded - *dilatedWindow) / stride + 1;
}

std::optional<SmallVector<int64_t>> constantInts(Value value) {
  DenseIntElementsAttr values;
  if (auto constant = value.getDefiningOp<ConstantOp>())
    values = dyn_cast<DenseIntElementsAttr>(constant.getValue());
  else
    matchPattern(value, m_Constant(&values));
  if (!values)
    return std::nullopt;
  SmallVector<int64_t> ints;
  for (const APInt &v : values.getValues<APInt>())
    ints.push_back(v.getSExtValue());
  return ints;
}

} // namespace indexopt::stablehlo::verify

using namespace indexopt::stablehlo::verify;

namespace {

/// `(Cn) same(type(start_indices...))`, and each start index is a 0-d tensor
/// of integer type (the specification's input types).
LogicalResult checkStartIndices(Operation *op, StringRef constraint,
                                ValueRange indices) {
  for (auto [i, index] : llvm::enumerate(indices)) {
    auto type = ranked(index);
    if (type &&
        (type.getRank() != 0 || !isa<IntegerType>(type.getElementType())))
      return op->emitOpError()
             << "start index #" << i
             << " must be a 0-d tensor of integer type, not " << type;
    if (index.getType() != indices[0].getType())
      return op->emitOpError()
             << constraint << " start indices must have one type, but #" << i
             << " is " << index.getType() << " and #0 " << indices[0].getType();
  }
  return success();
}

/// The input side of a reducer op (`reduce`, `reduce_window`): the inputs
/// share a shape (`sameShapeConstraint`), input `i` and init value `i` share
/// an element type (`elementConstraint`); then the body (`bodyConstraint`, see
/// `checkReducer`), and result `i` has the body's element type `Ei`
/// (`resultConstraint`). Result shapes are the caller's.
LogicalResult checkReducerOp(Operation *op, ValueRange inputs,
                             ValueRange initValues, Region &body,
                             StringRef sameShapeConstraint,
                             StringRef elementConstraint,
                             StringRef bodyConstraint,
                             StringRef resultConstraint) {
  auto first = ranked(inputs[0]);
  SmallVector<Type> elements;
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto type = ranked(input);
    if (first && type && !sameShape(type, first))
      return op->emitOpError()
             << sameShapeConstraint << " input #" << i << " has type " << type
             << ", but input #0 has shape " << shapeText(first.getShape());
    if (failed(checkElementType(op, elementConstraint,
                                "init value #" + std::to_string(i),
                                initValues[i].getType(), input.getType(),
                                "input #" + std::to_string(i))))
      return failure();
    elements.push_back(elementType(input.getType()));
  }
  SmallVector<Type> accumulators;
  if (failed(checkReducer(op, body, bodyConstraint, "body", elements,
                          initValues, accumulators)))
    return failure();
  if (op->getNumResults() != inputs.size())
    return op->emitOpError()
           << "has " << op->getNumResults() << " results, expected "
           << inputs.size() << " (one per input)";
  for (auto [i, result] : llvm::enumerate(op->getResultTypes()))
    if (accumulators[i] &&
        failed(checkElementType(op, resultConstraint,
                                "result #" + std::to_string(i), result,
                                accumulators[i], "the body")))
      return failure();
  return success();
}

/// A window op's `padding` (`[rank, 2]`, `constraint` names the rule) as
/// low and high paddings per dimension, zeros without one.
LogicalResult readPadding(Operation *op, StringRef constraint,
                          std::optional<DenseIntElementsAttr> padding,
                          int64_t rank, SmallVectorImpl<int64_t> &low,
                          SmallVectorImpl<int64_t> &high) {
  low.assign(rank, 0);
  high.assign(rank, 0);
  if (!padding)
    return success();
  auto shape = padding->getType().getShape();
  if (shape.size() != 2 || shape[0] != rank || shape[1] != 2)
    return op->emitOpError()
           << constraint << " padding must have shape [" << rank << ", 2]";
  auto values = padding->getValues<int64_t>();
  for (int64_t i = 0; i < rank; ++i) {
    low[i] = values[2 * i];
    high[i] = values[2 * i + 1];
  }
  return success();
}

/// Entry `i` of an optional window attribute (strides, dilations), 1 when
/// the attribute is absent.
int64_t valueOrOne(std::optional<ArrayRef<int64_t>> values, size_t i) {
  return values ? (*values)[i] : 1;
}

/// The per-axis quantized element type of `type`, if it has one.
quant::UniformQuantizedPerAxisType perAxis(Type type) {
  return dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(
      elementType(type));
}

/// `(C1) element_type(result) = element_type(operand)`, except that a
/// per-axis quantized result may have other quantization parameters (and
/// dimension) than the operand: the rule of `broadcast_in_dim`, `transpose`
/// and `reshape`.
LogicalResult checkMovedElementType(Operation *op, Type result, Type operand) {
  return checkElementType(op, "(C1)", "result", result, operand, "the operand",
                          perAxis(operand) || perAxis(result));
}

/// The per-axis quantization rule of ops that move dimensions: when the
/// operand is per-axis quantized along `operandDim`, the result is per-axis
/// quantized along `expectedResultDim` (if one is given) and the two
/// dimensions have the same size.
LogicalResult checkQuantizationDimension(Operation *op, StringRef constraint,
                                         Type operand, Type result,
                                         std::optional<int64_t> expected,
                                         bool sizeOneBroadcasts = false) {
  auto from = perAxis(operand), to = perAxis(result);
  if (!from || !to || !expected)
    return success();
  if (to.getQuantizedDimension() != *expected)
    return op->emitOpError() << constraint << " result quantization dimension "
                             << to.getQuantizedDimension() << ", expected "
                             << *expected << " (where the operand's dimension "
                             << from.getQuantizedDimension() << " goes)";
  auto a = ranked(operand), b = ranked(result);
  if (a && b && from.getQuantizedDimension() < a.getRank() &&
      *expected < b.getRank() &&
      !(sizeOneBroadcasts && a.getDimSize(from.getQuantizedDimension()) == 1) &&
      !staticEqual(a.getDimSize(from.getQuantizedDimension()),
                   b.getDimSize(*expected)))
    return op->emitOpError()
           << constraint
           << " the quantization dimensions of operand and result must have "
              "the same size";
  return success();
}

} // namespace

namespace {

/// `broadcast_in_dim`'s constraints C1-C6, shared with
/// `dynamic_broadcast_in_dim` (whose result sizes are the runtime
/// `output_dimensions`, so its static result sizes are compared the same
/// way).
LogicalResult checkBroadcast(Operation *op, Value operandValue, Type resultType,
                             ArrayRef<int64_t> dims) {
  auto operand = ranked(operandValue);
  auto result = ranked(resultType);
  if (!operand || !result)
    return success();
  if (failed(checkSize(op, "(C2) broadcast_dimensions", dims.size(),
                       operand.getRank(), "the operand rank")) ||
      failed(checkDims(op, "(C3, C4) broadcast_dimensions", dims,
                       result.getRank())))
    return failure();
  for (auto [i, dim] : llvm::enumerate(dims)) {
    int64_t from = operand.getDimSize(i), to = result.getDimSize(dim);
    if (!ShapedType::isDynamic(from) && from != 1 && !staticEqual(from, to))
      return op->emitOpError()
             << "(C5) operand dimension " << i << " of size " << from
             << " cannot broadcast to result dimension " << dim << " of size "
             << to;
  }
  if (failed(checkMovedElementType(op, result, operand)))
    return failure();
  // (C6) A per-axis quantized operand's quantization dimension goes where
  // broadcast_dimensions sends it (from size 1 it may broadcast: the
  // result's quantization parameters then repeat).
  std::optional<int64_t> moved;
  if (auto from = perAxis(operand);
      from && from.getQuantizedDimension() < operand.getRank())
    moved = dims[from.getQuantizedDimension()];
  if (failed(checkQuantizationDimension(op, "(C6)", operand, result, moved,
                                        /*sizeOneBroadcasts=*/true)))
    return failure();
  // (C6) Broadcast from size 1, the result repeats the operand's one scale
  // and zero point.
  auto from = perAxis(operand), to = perAxis(result);
  if (!from || !to || from.getQuantizedDimension() >= operand.getRank() ||
      operand.getDimSize(from.getQuantizedDimension()) != 1 ||
      from.getScales().empty() || from.getZeroPoints().empty())
    return success();
  for (auto [scale, zeroPoint] : llvm::zip(to.getScales(), to.getZeroPoints()))
    if (scale != from.getScales()[0] || zeroPoint != from.getZeroPoints()[0])
      return op->emitOpError()
             << "(C6) broadcast from size 1, every result scale and zero "
                "point must be the operand's ("
             << from.getScales()[0] << ":" << from.getZeroPoints()[0] << ")";
  return success();
}

} // namespace

LogicalResult BroadcastInDimOp::verify() {
  return checkBroadcast(*this, getOperand(), getType(),
                        getBroadcastDimensions());
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  if (failed(checkBroadcast(*this, getOperand(), getType(),
                            getBroadcastDimensions())))
    return failure();
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  // (C7) One output dimension per result dimension.
  if (auto shape = ranked(getOutputDimensions());
      shape && result && shape.getRank() == 1 &&
      !staticEqual(shape.getDimSize(0), result.getRank()))
    return emitOpError() << "(C7) output_dimensions has " << shape.getDimSize(0)
                         << " elements, expected " << result.getRank()
                         << " (the result rank)";
  // (C8) - (C10) The known (non)expanding dimensions: unique, operand
  // dimensions.
  SmallVector<int64_t> known;
  if (auto expanding = getKnownExpandingDimensions())
    llvm::append_range(known, *expanding);
  if (auto nonexpanding = getKnownNonexpandingDimensions())
    llvm::append_range(known, *nonexpanding);
  if (operand &&
      failed(checkDims(*this,
                       "(C8, C9, C10) known_expanding_dimensions and "
                       "known_nonexpanding_dimensions",
                       known, operand.getRank())))
    return failure();
  return success();
}

LogicalResult TransposeOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand)
    return success();
  ArrayRef<int64_t> permutation = getPermutation();
  if (failed(checkSize(*this, "(C2) permutation", permutation.size(),
                       operand.getRank(), "the operand rank")) ||
      failed(checkDims(*this, "(C2) permutation", permutation,
                       operand.getRank())) ||
      failed(checkResultRank(*this, result, operand.getRank(), "(C3)")))
    return failure();
  if (!result)
    return success();
  for (auto [i, dim] : llvm::enumerate(permutation))
    if (!staticEqual(result.getDimSize(i), operand.getDimSize(dim)))
      return emitOpError() << "(C3) result dimension " << i << " has size "
                           << result.getDimSize(i)
                           << ", expected operand dimension " << dim
                           << " of size " << operand.getDimSize(dim);
  if (failed(checkMovedElementType(*this, result, operand)))
    return failure();
  // (C4) The result's quantization dimension is where the permutation
  // moves the operand's.
  std::optional<int64_t> moved;
  if (auto from = perAxis(operand))
    for (auto [i, dim] : llvm::enumerate(permutation))
      if (dim == from.getQuantizedDimension())
        moved = i;
  return checkQuantizationDimension(*this, "(C4)", operand, result, moved);
}

LogicalResult ReverseOp::verify() {
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  return failure(failed(checkDims(*this, "(C2, C3) dimensions", getDimensions(),
                                  operand.getRank())) ||
                 failed(checkSameType(*this, "(C1) result", ranked(getType()),
                                      operand, "the operand")));
}

LogicalResult SelectOp::verify() {
  auto pred = ranked(getPred());
  auto onTrue = ranked(getOnTrue());
  auto onFalse = ranked(getOnFalse());
  // (C2) One baseline type for on_true, on_false and the result.
  if (failed(checkSameType(*this, "(C2) on_false", onFalse, onTrue, "on_true",
                           true)) ||
      failed(checkSameType(*this, "(C2) result", ranked(getType()), onTrue,
                           "on_true", true)))
    return failure();
  if (pred && onTrue && pred.getRank() != 0 && !sameShape(pred, onTrue))
    return emitOpError()
           << "(C1) pred must be a scalar or have on_true's shape, "
           << "not " << pred;
  if (pred && !pred.getElementType().isInteger(1))
    return emitOpError() << "pred must have element type i1, not "
                         << pred.getElementType();
  return success();
}

LogicalResult CompareOp::verify() {
  // Shapes: the Elementwise trait checks them.
  auto lhs = ranked(getLhs());
  auto result = ranked(getType());
  // (C1) One baseline element type (and, with the trait, one shape).
  if (failed(
          checkSameType(*this, "(C1) rhs", ranked(getRhs()), lhs, "lhs", true)))
    return failure();
  if (result && !result.getElementType().isInteger(1))
    return emitOpError() << "result element type must be i1, not "
                         << result.getElementType();
  // (C3) compare_type fits lhs's element type: SIGNED for signed (and
  // signless) integers, UNSIGNED for unsigned integers and booleans, FLOAT
  // or TOTALORDER for floats, FLOAT for complex numbers.
  std::optional<ComparisonType> type = getCompareType();
  Type element = lhs ? lhs.getElementType() : Type();
  if (!type || *type == ComparisonType::NOTYPE || !element ||
      isa<quant::QuantizedType>(element))
    return success();
  bool fits = true;
  StringRef expected;
  if (auto integer = dyn_cast<IntegerType>(element)) {
    bool isUnsigned = integer.isUnsigned() || integer.getWidth() == 1;
    expected = isUnsigned ? "UNSIGNED" : "SIGNED";
    fits = *type ==
           (isUnsigned ? ComparisonType::UNSIGNED : ComparisonType::SIGNED);
  } else if (isa<FloatType>(element)) {
    expected = "FLOAT or TOTALORDER";
    fits =
        *type == ComparisonType::FLOAT || *type == ComparisonType::TOTALORDER;
  } else if (isa<ComplexType>(element)) {
    expected = "FLOAT";
    fits = *type == ComparisonType::FLOAT;
  }
  if (!fits)
    return emitOpError() << "(C3) compare_type " << stringifyEnum(*type)
                         << " does not fit element type " << element
                         << ", expected " << expected;
  return success();
}

LogicalResult SliceOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  if (failed(checkResultRank(*this, result, rank, "(C5)")))
    return failure();
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  if (failed(checkSize(*this, "(C2) start_indices", start.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "(C2) limit_indices", limit.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "(C2) strides", strides.size(), rank,
                       "the operand rank")))
    return failure();
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (start[i] < 0 || start[i] > limit[i] ||
        (!ShapedType::isDynamic(size) && limit[i] > size))
      return emitOpError() << "(C3) dimension " << i << ": need 0 <= start ("
                           << start[i] << ") <= limit (" << limit[i]
                           << ") <= size (" << size << ")";
    if (strides[i] <= 0)
      return emitOpError() << "(C4) dimension " << i << ": stride "
                           << strides[i] << " must be positive";
    int64_t expected = (limit[i] - start[i] + strides[i] - 1) / strides[i];
    if (result && !staticEqual(result.getDimSize(i), expected))
      return emitOpError() << "(C5) result dimension " << i << " has size "
                           << result.getDimSize(i) << ", expected " << expected;
  }
  return checkElementType(*this, "(C1)", "result", getType(), operand,
                          "the operand");
}

LogicalResult DynamicSliceOp::verify() {
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (failed(checkSize(*this, "(C2) slice_sizes", sizes.size(), rank,
                       "the operand rank")))
    return failure();
  if (static_cast<int64_t>(getStartIndices().size()) != rank)
    return emitOpError() << "(C2) has " << getStartIndices().size()
                         << " start indices, expected " << rank;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (sizes[i] < 0 || (!ShapedType::isDynamic(size) && sizes[i] > size))
      return emitOpError() << "(C4) slice size " << sizes[i] << " of dimension "
                           << i << " must be in [0, " << size << "]";
  }
  auto result = ranked(getType());
  if (result && (failed(checkResultRank(*this, result, rank, "(C5)")) ||
                 !sameShape(result, RankedTensorType::get(
                                        sizes, operand.getElementType()))))
    return emitOpError() << "(C5) result shape must be slice_sizes, not "
                         << result;
  if (result && result.getElementType() != operand.getElementType())
    return emitOpError() << "(C1) result element type must be the operand's";
  return checkStartIndices(*this, "(C3)", getStartIndices());
}

LogicalResult DynamicUpdateSliceOp::verify() {
  auto operand = ranked(getOperand());
  auto update = ranked(getUpdate());
  if (!operand || !update)
    return success();
  if (update.getRank() != operand.getRank())
    return emitOpError() << "(C3) update rank " << update.getRank()
                         << " differs from operand rank " << operand.getRank();
  if (static_cast<int64_t>(getStartIndices().size()) != operand.getRank())
    return emitOpError() << "(C4) has " << getStartIndices().size()
                         << " start indices, expected " << operand.getRank();
  for (int64_t i = 0; i < operand.getRank(); ++i) {
    int64_t u = update.getDimSize(i), o = operand.getDimSize(i);
    if (!ShapedType::isDynamic(u) && !ShapedType::isDynamic(o) && u > o)
      return emitOpError() << "(C6) update dimension " << i << " of size " << u
                           << " exceeds the operand's " << o;
  }
  return failure(failed(checkSameType(*this, "(C1) result", ranked(getType()),
                                      operand, "the operand")) ||
                 failed(checkElementType(*this, "(C2)", "update", update,
                                         operand, "the operand")) ||
                 failed(checkStartIndices(*this, "(C5)", getStartIndices())));
}

LogicalResult PadOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  if (failed(checkResultRank(*this, result, rank, "(C4)")))
    return failure();
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  if (failed(checkSize(*this, "(C2) edge_padding_low", low.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "(C2) edge_padding_high", high.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "(C2) interior_padding", interior.size(), rank,
                       "the operand rank")))
    return failure();
  for (int64_t i = 0; i < rank; ++i) {
    if (interior[i] < 0)
      return emitOpError() << "(C3) interior padding " << interior[i]
                           << " of dimension " << i << " is negative";
    int64_t size = operand.getDimSize(i);
    if (ShapedType::isDynamic(size) || !result)
      continue;
    int64_t expected =
        low[i] + high[i] + size + std::max<int64_t>(size - 1, 0) * interior[i];
    if (expected < 0 || !staticEqual(result.getDimSize(i), expected))
      return emitOpError() << "(C4) result dimension " << i << " has size "
                           << result.getDimSize(i) << ", expected " << expected;
  }
  if (auto padding = ranked(getPaddingValue()); padding && padding.getRank())
    return emitOpError() << "padding_value must be a 0-d tensor, not "
                         << padding;
  return failure(failed(checkElementType(*this, "(C1)", "padding_value",
                                         getPaddingValue().getType(), operand,
                                         "the operand")) ||
                 failed(checkElementType(*this, "(C1)", "result", getType(),
                                         operand, "the operand")));
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "(C3) needs at least one input";
  auto first = ranked(getInputs()[0]);
  auto result = ranked(getType());
  if (!first)
    return success();
  int64_t dimension = getDimension();
  if (dimension < 0 || dimension >= first.getRank())
    return emitOpError() << "(C4) dimension " << dimension
                         << " is out of range [0, " << first.getRank() << ")";
  if (failed(checkResultRank(*this, result, first.getRank(), "(C6)")))
    return failure();
  int64_t total = 0;
  for (auto [index, input] : llvm::enumerate(getInputs())) {
    auto type = ranked(input);
    if (!type)
      return success();
    if (type.getRank() != first.getRank())
      return emitOpError() << "(C2) input #" << index << " has rank "
                           << type.getRank() << ", expected "
                           << first.getRank();
    if (failed(checkElementType(*this, "(C1)",
                                "input #" + std::to_string(index), type, first,
                                "input #0")))
      return failure();
    for (int64_t i = 0; i < first.getRank(); ++i)
      if (i != dimension &&
          !staticEqual(type.getDimSize(i), first.getDimSize(i)))
        return emitOpError()
               << "(C2) input #" << index << " dimension " << i << " has size "
               << type.getDimSize(i) << ", expected " << first.getDimSize(i);
    if (ShapedType::isDynamic(type.getDimSize(dimension)) ||
        ShapedType::isDynamic(total))
      total = ShapedType::kDynamic;
    else
      total += type.getDimSize(dimension);
  }
  if (!result)
    return success();
  // (C6) The result is input #0's shape but along `dimension`, where the
  // inputs' sizes add up; (C5) it has the inputs' element type.
  SmallVector<int64_t> shape(first.getShape());
  shape[dimension] = total;
  for (Value input : getInputs())
    for (int64_t i = 0; i < first.getRank(); ++i)
      if (i != dimension && ShapedType::isDynamic(shape[i]))
        shape[i] = ranked(input).getDimSize(i);
  if (!hasShape(result, shape))
    return emitOpError() << "(C6) result type " << result << ", expected shape "
                         << shapeText(shape);
  return checkElementType(*this, "(C5)", "result", result, first, "input #0");
}

LogicalResult IotaOp::verify() {
  auto result = ranked(getType());
  if (!result)
    return success();
  if (result.getRank() == 0)
    return emitOpError() << "(C1) result must have rank >= 1";
  int64_t dimension = getIotaDimension();
  if (dimension < 0 || dimension >= result.getRank())
    return emitOpError() << "(C1) iota_dimension " << dimension
                         << " is out of range [0, " << result.getRank() << ")";
  return success();
}

namespace {

/// `reshape`'s constraints C1-C3, shared with `dynamic_reshape` (C1-C3
/// there too).
LogicalResult checkReshape(Operation *op, Type operandType, Type resultType) {
  if (failed(checkMovedElementType(op, resultType, operandType)))
    return failure();
  auto operand = ranked(operandType);
  auto result = ranked(resultType);
  if (!operand || !result || !operand.hasStaticShape() ||
      !result.hasStaticShape())
    return success();
  if (operand.getNumElements() != result.getNumElements())
    return op->emitOpError() << "(C2) operand has " << operand.getNumElements()
                             << " elements, result " << result.getNumElements();
  // (C3) A per-axis quantized reshape keeps the quantization dimension's
  // size and the number of elements before it (and so after it).
  auto from = perAxis(operand), to = perAxis(result);
  if (!from || !to)
    return success();
  int64_t qa = from.getQuantizedDimension(), qb = to.getQuantizedDimension();
  if (qa >= operand.getRank() || qb >= result.getRank())
    return success();
  auto before = [](RankedTensorType type, int64_t dim) {
    int64_t product = 1;
    for (int64_t size : type.getShape().take_front(dim))
      product *= size;
    return product;
  };
  if (operand.getDimSize(qa) != result.getDimSize(qb) ||
      before(operand, qa) != before(result, qb))
    return op->emitOpError()
           << "(C3) the quantization dimensions (operand " << qa << ", result "
           << qb << ") must have one size and as many elements before them";
  return success();
}

} // namespace

LogicalResult ReshapeOp::verify() {
  return checkReshape(*this, getOperand().getType(), getType());
}

LogicalResult DynamicReshapeOp::verify() {
  if (failed(checkReshape(*this, getOperand().getType(), getType())))
    return failure();
  // (C4) One output_shape entry per result dimension.
  auto shape = ranked(getOutputShape());
  auto result = ranked(getType());
  if (shape && result && shape.getRank() == 1 &&
      !staticEqual(shape.getDimSize(0), result.getRank()))
    return emitOpError() << "(C4) output_shape has " << shape.getDimSize(0)
                         << " elements, expected " << result.getRank()
                         << " (the result rank)";
  return success();
}

LogicalResult DynamicPadOp::verify() {
  // (C1) One element type for operand, padding value and result.
  if (failed(checkElementType(*this, "(C1)", "padding_value",
                              getPaddingValue().getType(),
                              getOperand().getType(), "the operand")) ||
      failed(checkElementType(*this, "(C1)", "result", getType(),
                              getOperand().getType(), "the operand")))
    return failure();
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  if (failed(checkResultRank(*this, ranked(getType()), rank, "(C4)")))
    return failure();
  // (C2) One padding entry per operand dimension; (C3), (C4) where the
  // paddings are constants, interior padding is not negative and the result
  // has the padded shape.
  SmallVector<SmallVector<int64_t>> values;
  for (auto [name, padding] :
       {std::pair<StringRef, Value>{"edge_padding_low", getEdgePaddingLow()},
        {"edge_padding_high", getEdgePaddingHigh()},
        {"interior_padding", getInteriorPadding()}}) {
    auto type = ranked(padding);
    if (type && (type.getRank() != 1 || !staticEqual(type.getDimSize(0), rank)))
      return emitOpError() << "(C2) " << name << " has type " << type
                           << ", expected a 1-d tensor of " << rank
                           << " elements (the operand rank)";
    if (std::optional<SmallVector<int64_t>> constant = constantInts(padding);
        constant && static_cast<int64_t>(constant->size()) == rank)
      values.push_back(*constant);
  }
  if (values.size() != 3)
    return success();
  for (int64_t i = 0; i < rank; ++i) {
    if (values[2][i] < 0)
      return emitOpError() << "(C3) interior padding " << values[2][i]
                           << " of dimension " << i << " is negative";
    int64_t size = operand.getDimSize(i);
    if (ShapedType::isDynamic(size))
      continue;
    int64_t expected = values[0][i] + values[1][i] + size +
                       std::max<int64_t>(size - 1, 0) * values[2][i];
    if (auto result = ranked(getType());
        result && !staticEqual(result.getDimSize(i), expected))
      return emitOpError() << "(C4) result dimension " << i << " has size "
                           << result.getDimSize(i) << ", expected " << expected;
  }
  return success();
}

namespace {

/// `(Cn) size(precision_config) = 2` where it is given.
LogicalResult checkPrecisionConfig(Operation *op, StringRef constraint,
                                   std::optional<ArrayAttr> config) {
  if (config && config->size() != 2)
    return op->emitOpError()
           << constraint << " precision_config has " << config->size()
           << " elements, expected 2 (lhs and rhs)";
  return success();
}

/// The constraint numbers of the quantized rules of `dot_general` (C14-C20)
/// and `convolution` (C28-C34), in the order of `checkQuantizedContraction`.
struct QuantizedRules {
  StringRef allOrHybrid, rhsZeroPoints, rhsAxis, resultAxis, storage, expressed,
      perTensor, hybrid;
};

/// The specification's rules for quantized `dot_general` and `convolution`
/// operands (when any of lhs, rhs, result is quantized): lhs quantized
/// exactly when result and rhs are; rhs zero points 0 (`dot_general`);
/// per-axis rhs along `rhsAxis` only (`checkRhsAxis`) and per-axis result
/// along `resultAxis` (`convolution`); for a quantized lhs the storage and
/// expressed types agree and a per-tensor rhs gives a per-tensor result; a
/// float lhs (hybrid) is rhs's expressed type and the result's type.
LogicalResult checkQuantizedContraction(
    Operation *op, const QuantizedRules &rules, Type lhsType, Type rhsType,
    Type resultType,
    llvm::function_ref<LogicalResult(quant::UniformQuantizedPerAxisType)>
        checkRhsAxis,
    std::optional<int64_t> resultAxis) {
  Type lhsElement = elementType(lhsType), rhsElement = elementType(rhsType),
       resultElement = elementType(resultType);
  auto lhs = dyn_cast_or_null<quant::QuantizedType>(lhsElement);
  auto rhs = dyn_cast_or_null<quant::QuantizedType>(rhsElement);
  auto result = dyn_cast_or_null<quant::QuantizedType>(resultElement);
  if (!lhs && !rhs && !result)
    return success();
  if (static_cast<bool>(lhs) != (result && rhs))
    return op->emitOpError()
           << rules.allOrHybrid
           << " lhs must be quantized exactly when rhs and the result are";
  if (!rules.rhsZeroPoints.empty() && rhs) {
    bool zero = true;
    if (auto axis = dyn_cast<quant::UniformQuantizedPerAxisType>(rhs))
      zero =
          llvm::all_of(axis.getZeroPoints(), [](int64_t z) { return z == 0; });
    else if (auto tensor = dyn_cast<quant::UniformQuantizedType>(rhs))
      zero = tensor.getZeroPoint() == 0;
    if (!zero)
      return op->emitOpError()
             << rules.rhsZeroPoints << " rhs zero points must be 0";
  }
  if (auto axis = dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(rhs);
      axis && failed(checkRhsAxis(axis)))
    return failure();
  if (auto axis = dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(result);
      axis && resultAxis && axis.getQuantizedDimension() != *resultAxis)
    return op->emitOpError()
           << rules.resultAxis << " result quantization dimension "
           << axis.getQuantizedDimension() << ", expected " << *resultAxis
           << " (output_feature_dimension)";
  if (lhs && rhs && result) {
    if (lhs.getStorageType() != rhs.getStorageType())
      return op->emitOpError()
             << rules.storage << " lhs and rhs storage types differ";
    if (lhs.getExpressedType() != rhs.getExpressedType() ||
        lhs.getExpressedType() != result.getExpressedType())
      return op->emitOpError() << rules.expressed
                               << " lhs, rhs and result expressed types differ";
    if (isa<quant::UniformQuantizedType>(rhs) &&
        !isa<quant::UniformQuantizedType>(result))
      return op->emitOpError() << rules.perTensor
                               << " a per-tensor quantized rhs needs a "
                                  "per-tensor quantized result";
  } else if (rhs && !lhs && lhsElement && resultElement &&
             (lhsElement != rhs.getExpressedType() ||
              resultElement != lhsElement)) {
    return op->emitOpError()
           << rules.hybrid << " lhs element type " << lhsElement
           << ", rhs expressed type " << rhs.getExpressedType()
           << " and result element type " << resultElement << " must agree";
  }
  return success();
}

} // namespace

LogicalResult DotGeneralOp::verify() {
  auto lhs = ranked(getLhs());
  auto rhs = ranked(getRhs());
  if (!lhs || !rhs)
    return success();
  DotDimensionNumbersAttr numbers = getDotDimensionNumbers();
  ArrayRef<int64_t> lb = numbers.getLhsBatchingDimensions(),
                    rb = numbers.getRhsBatchingDimensions(),
                    lc = numbers.getLhsContractingDimensions(),
                    rc = numbers.getRhsContractingDimensions();
  if (lb.size() != rb.size())
    return emitOpError()
           << "(C1) lhs and rhs batching dimensions differ in number";
  if (lc.size() != rc.size())
    return emitOpError()
           << "(C2) lhs and rhs contracting dimensions differ in number";
  SmallVector<int64_t> lhsAll(lb), rhsAll(rb);
  lhsAll.append(lc.begin(), lc.end());
  rhsAll.append(rc.begin(), rc.end());
  if (failed(checkDims(*this,
                       "(C3, C5, C6) lhs batching and contracting dimensions",
                       lhsAll, lhs.getRank())) ||
      failed(checkDims(*this,
                       "(C4, C7, C8) rhs batching and contracting dimensions",
                       rhsAll, rhs.getRank())))
    return failure();
  for (auto [l, r] : llvm::zip(lhsAll, rhsAll))
    if (!staticEqual(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitOpError() << "(C9, C10) lhs dimension " << l << " (size "
                           << lhs.getDimSize(l) << ") and rhs dimension " << r
                           << " (size " << rhs.getDimSize(r)
                           << ") must have the same size";
  auto result = ranked(getType());
  if (!result)
    return success();
  int64_t expectedRank =
      lhs.getRank() + rhs.getRank() - lb.size() - 2 * lc.size();
  if (result.getRank() != expectedRank)
    return emitOpError() << "(C12) result rank " << result.getRank()
                         << ", expected " << expectedRank;
  // (C12) The result's shape: the batch dimensions, then lhs's and rhs's
  // free dimensions, each in order.
  SmallVector<int64_t> shape;
  for (int64_t d : lb)
    shape.push_back(lhs.getDimSize(d));
  for (auto [operand, used] : {std::pair{lhs, lhsAll}, std::pair{rhs, rhsAll}})
    for (int64_t d = 0; d < operand.getRank(); ++d)
      if (!llvm::is_contained(used, d))
        shape.push_back(operand.getDimSize(d));
  if (!sameShape(result, RankedTensorType::get(shape, result.getElementType())))
    return emitOpError() << "(C12) result type " << result
                         << ", expected shape " << shapeText(shape)
                         << " (batch, lhs free, rhs free dimensions)";
  if (failed(checkPrecisionConfig(*this, "(C11)", getPrecisionConfig())))
    return failure();
  // (C14)-(C20) Quantized operands.
  if (failed(checkQuantizedContraction(
          *this,
          {"(C14)", "(C15)", "(C16)", "", "(C17)", "(C18)", "(C19)", "(C20)"},
          lhs, rhs, result,
          [&](quant::UniformQuantizedPerAxisType axis) -> LogicalResult {
            if (llvm::is_contained(rc, axis.getQuantizedDimension()))
              return emitOpError() << "(C16) rhs quantization dimension "
                                   << axis.getQuantizedDimension()
                                   << " must not be a contracting dimension";
            return success();
          },
          std::nullopt)))
    return failure();
  // (C21)-(C24) An algorithm (every field is set: never the empty one)
  // needs DEFAULT precision and positive counts.
  if (std::optional<DotAlgorithmAttr> algorithm = getAlgorithm()) {
    if (auto config = getPrecisionConfig())
      for (Attribute precision : *config)
        if (auto value = dyn_cast<PrecisionAttr>(precision);
            value && value.getValue() != Precision::DEFAULT)
          return emitOpError() << "(C21) precision_config must be DEFAULT "
                                  "with an algorithm";
    for (auto [constraint, name, count] :
         {std::tuple<StringRef, StringRef, int64_t>{
              "(C22)", "lhs_component_count",
              algorithm->getLhsComponentCount()},
          {"(C23)", "rhs_component_count", algorithm->getRhsComponentCount()},
          {"(C24)", "num_primitive_operations",
           algorithm->getNumPrimitiveOperations()}})
      if (count <= 0)
        return emitOpError() << constraint << " " << name
                             << " must be positive, not " << count;
  }
  return success();
}

/// `convolution`'s constraints C1-C34, shared with `dynamic_conv` (the same
/// constraints, with `padding` an operand): `paddingShape` is the padding's
/// shape and `padding` its values (row by row), where they are known.
template <typename Op>
LogicalResult verifyConvolution(Op op,
                                std::optional<ArrayRef<int64_t>> paddingShape,
                                std::optional<SmallVector<int64_t>> padding) {
  auto lhs = ranked(op.getLhs());
  auto rhs = ranked(op.getRhs());
  if (!lhs || !rhs)
    return success();
  ConvDimensionNumbersAttr numbers = op.getDimensionNumbers();
  int64_t rank = lhs.getRank();
  size_t spatial = rank - 2;
  if (rhs.getRank() != rank)
    return op.emitOpError() << "(C1) lhs and rhs ranks differ";
  SmallVector<int64_t> input = {numbers.getInputBatchDimension(),
                                numbers.getInputFeatureDimension()};
  llvm::append_range(input, numbers.getInputSpatialDimensions());
  SmallVector<int64_t> kernel = {numbers.getKernelInputFeatureDimension(),
                                 numbers.getKernelOutputFeatureDimension()};
  llvm::append_range(kernel, numbers.getKernelSpatialDimensions());
  SmallVector<int64_t> output = {numbers.getOutputBatchDimension(),
                                 numbers.getOutputFeatureDimension()};
  llvm::append_range(output, numbers.getOutputSpatialDimensions());
  if (failed(checkSize(op, "(C12, C13) input dimension numbers", input.size(),
                       rank, "the lhs rank")) ||
      failed(
          checkDims(op, "(C12, C13) input dimension numbers", input, rank)) ||
      failed(checkSize(op, "(C17, C18) kernel dimension numbers", kernel.size(),
                       rank, "the rhs rank")) ||
      failed(
          checkDims(op, "(C17, C18) kernel dimension numbers", kernel, rank)) ||
      failed(checkSize(op, "(C19, C20) output dimension numbers", output.size(),
                       rank, "the result rank")) ||
      failed(
          checkDims(op, "(C19, C20) output dimension numbers", output, rank)))
    return failure();
  auto checkWindow =
      [&](StringRef name,
          std::optional<ArrayRef<int64_t>> values) -> LogicalResult {
    if (values && values->size() != spatial)
      return op.emitOpError()
             << name << " has " << values->size() << " elements, expected "
             << spatial << " (the spatial dimensions)";
    return success();
  };
  if (failed(checkWindow("(C2) window_strides", op.getWindowStrides())) ||
      failed(checkWindow("(C5) lhs_dilation", op.getLhsDilation())) ||
      failed(checkWindow("(C7) rhs_dilation", op.getRhsDilation())))
    return failure();
  if (auto reversal = op.getWindowReversal();
      reversal && reversal->size() != spatial)
    return op.emitOpError() << "(C9) window_reversal has " << reversal->size()
                            << " elements, expected " << spatial;
  if (paddingShape) {
    ArrayRef<int64_t> shape = *paddingShape;
    if (shape.size() != 2 || !staticEqual(shape[0], spatial) ||
        !staticEqual(shape[1], 2))
      return op.emitOpError()
             << "(C4) padding must have shape [" << spatial << ", 2]";
  }
  for (auto [name, values] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "(C3) window_strides", op.getWindowStrides()},
        {"(C6) lhs_dilation", op.getLhsDilation()},
        {"(C8) rhs_dilation", op.getRhsDilation()}})
    if (values && llvm::any_of(*values, [](int64_t v) { return v <= 0; }))
      return op.emitOpError() << name << " values must be positive";
  int64_t features = op.getFeatureGroupCount(),
          batches = op.getBatchGroupCount();
  if (features <= 0 || batches <= 0)
    return op.emitOpError()
           << "(C21, C22) feature_group_count and batch_group_count must be "
              "positive";
  if (features > 1 && batches > 1)
    return op.emitOpError()
           << "(C23) feature_group_count and batch_group_count cannot both "
              "exceed 1";
  int64_t inputFeatures = lhs.getDimSize(input[1]);
  int64_t kernelInputFeatures = rhs.getDimSize(kernel[0]);
  if (!ShapedType::isDynamic(inputFeatures) &&
      !ShapedType::isDynamic(kernelInputFeatures) &&
      inputFeatures != kernelInputFeatures * features)
    return op.emitOpError()
           << "(C11, C14) input feature dimension (" << inputFeatures
           << ") must be the kernel input feature dimension ("
           << kernelInputFeatures << ") times feature_group_count (" << features
           << ")";
  // (C10), (C15), (C16): the groups divide the input batch and the kernel
  // output features.
  int64_t inputBatch = lhs.getDimSize(input[0]);
  int64_t kernelOutputFeatures = rhs.getDimSize(kernel[1]);
  if (!ShapedType::isDynamic(inputBatch) && inputBatch % batches != 0)
    return op.emitOpError()
           << "(C10) input batch dimension (" << inputBatch
           << ") must be a multiple of batch_group_count (" << batches << ")";
  if (!ShapedType::isDynamic(kernelOutputFeatures) &&
      (kernelOutputFeatures % batches != 0 ||
       kernelOutputFeatures % features != 0))
    return op.emitOpError()
           << "(C15, C16) kernel output feature dimension ("
           << kernelOutputFeatures
           << ") must be a multiple of batch_group_count (" << batches
           << ") and feature_group_count (" << features << ")";
  if (failed(checkPrecisionConfig(op, "(C24)", op.getPrecisionConfig())))
    return failure();
  // (C26) The result has rank N; (C25) its batch dimension is the input
  // batch over batch_group_count, its feature dimension the kernel's output
  // features, its spatial dimensions the number of windows.
  auto result = ranked(op.getType());
  if (result) {
    if (result.getRank() != rank)
      return op.emitOpError() << "(C26) result rank " << result.getRank()
                              << ", expected " << rank;
    SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
    shape[output[0]] = ShapedType::isDynamic(inputBatch) ? ShapedType::kDynamic
                                                         : inputBatch / batches;
    shape[output[1]] = kernelOutputFeatures;
    bool knownPadding =
        !paddingShape || (padding && padding->size() == 2 * spatial);
    for (size_t i = 0; i < spatial; ++i) {
      int64_t window = rhs.getDimSize(kernel[2 + i]);
      if (ShapedType::isDynamic(window) || window <= 0 || !knownPadding)
        continue;
      std::optional<int64_t> count = numWindows(
          lhs.getDimSize(input[2 + i]), window,
          valueOrOne(op.getWindowStrides(), i),
          valueOrOne(op.getLhsDilation(), i),
          valueOrOne(op.getRhsDilation(), i), padding ? (*padding)[2 * i] : 0,
          padding ? (*padding)[2 * i + 1] : 0);
      if (!count)
        return op.emitOpError() << "the window arithmetic of spatial dimension "
                                << i << " overflows 64 bits";
      shape[output[2 + i]] = *count;
    }
    if (!hasShape(result, shape))
      return op.emitOpError() << "(C25) result type " << result
                              << ", expected shape " << shapeText(shape)
                              << " (batch / batch_group_count, kernel output "
                                 "features, windows)";
  }
  // (C28)-(C34) Quantized operands.
  return checkQuantizedContraction(
      op, {"(C28)", "", "(C29)", "(C30)", "(C31)", "(C32)", "(C33)", "(C34)"},
      lhs, rhs, op.getType(),
      [&](quant::UniformQuantizedPerAxisType axis) -> LogicalResult {
        if (axis.getQuantizedDimension() != kernel[1])
          return op.emitOpError()
                 << "(C29) rhs quantization dimension "
                 << axis.getQuantizedDimension() << ", expected " << kernel[1]
                 << " (kernel_output_feature_dimension)";
        return success();
      },
      output[1]);
}

LogicalResult ReduceOp::verify() {
  if (getInputs().size() != getInitValues().size() || getInputs().empty())
    return emitOpError() << "(C3) needs one init value per input, and an input";
  auto input = ranked(getInputs()[0]);
  if (input && failed(checkDims(*this, "(C4, C5) dimensions", getDimensions(),
                                input.getRank())))
    return failure();
  if (failed(checkReducerOp(*this, getInputs(), getInitValues(), getBody(),
                            "(C1)", "(C2)", "(C6)", "(C8)")))
    return failure();
  if (!input)
    return success();
  // (C7) The results have the inputs' shape without `dimensions`.
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < input.getRank(); ++i)
    if (!llvm::is_contained(getDimensions(), i))
      shape.push_back(input.getDimSize(i));
  for (auto [i, type] : llvm::enumerate(getResultTypes()))
    if (!hasShape(type, shape))
      return emitOpError() << "(C7) result #" << i << " has type " << type
                           << ", expected shape " << shapeText(shape);
  return success();
}

LogicalResult ReduceWindowOp::verify() {
  if (getInputs().size() != getInitValues().size() || getInputs().empty())
    return emitOpError() << "(C1) needs one init value per input, and an input";
  auto input = ranked(getInputs()[0]);
  if (!input)
    return success();
  int64_t rank = input.getRank();
  if (failed(checkSize(*this, "(C4) window_dimensions",
                       getWindowDimensions().size(), rank, "the input rank")))
    return failure();
  for (auto [name, values] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "(C6, C7) window_strides", getWindowStrides()},
        {"(C8, C9) base_dilations", getBaseDilations()},
        {"(C10, C11) window_dilations", getWindowDilations()}}) {
    if (!values)
      continue;
    if (failed(checkSize(*this, name, values->size(), rank, "the input rank")))
      return failure();
    if (llvm::any_of(*values, [](int64_t v) { return v <= 0; }))
      return emitOpError() << name << " values must be positive";
  }
  if (llvm::any_of(getWindowDimensions(), [](int64_t v) { return v <= 0; }))
    return emitOpError() << "(C5) window_dimensions values must be positive";
  SmallVector<int64_t> low, high;
  if (failed(readPadding(*this, "(C12)", getPadding(), rank, low, high)))
    return failure();
  // Each result has the window count per dimension (the specification's
  // num_windows) and its input's element type.
  SmallVector<int64_t> windows(rank);
  for (int64_t i = 0; i < rank; ++i) {
    // In checked arithmetic: sizes, dilations and paddings near i64::MAX
    // must not wrap.
    std::optional<int64_t> count = numWindows(
        input.getDimSize(i), getWindowDimensions()[i],
        valueOrOne(getWindowStrides(), i), valueOrOne(getBaseDilations(), i),
        valueOrOne(getWindowDilations(), i), low[i], high[i]);
    if (!count)
      return emitOpError() << "the window arithmetic of dimension " << i
                           << " overflows 64 bits";
    windows[i] = *count;
  }
  if (failed(checkReducerOp(*this, getInputs(), getInitValues(), getBody(),
                            "(C2)", "(C3)", "(C13)", "(C16)")))
    return failure();
  for (auto [index, value] : llvm::enumerate(getResults()))
    if (!hasShape(value.getType(), windows))
      return emitOpError() << "(C14, C15) result " << index << " has type "
                           << value.getType() << ", expected shape "
                           << shapeText(windows)
                           << " (the windows per dimension)";
  return success();
}

LogicalResult SelectAndScatterOp::verify() {
  Type operandType = getOperand().getType();
  Type element = elementType(operandType);
  if (failed(checkElementType(*this, "(C1)", "source", getSource().getType(),
                              operandType, "the operand")) ||
      failed(checkElementType(*this, "(C3)", "init_value",
                              getInitValue().getType(), operandType,
                              "the operand")))
    return failure();
  if (auto init = ranked(getInitValue()); init && init.getRank() != 0)
    return emitOpError() << "init_value must be a 0-d tensor, not " << init;
  // (C9) select: (tensor<E>, tensor<E>) -> tensor<i1>.
  if (failed(checkScalarRegion(*this, getSelect(), 2, "select", {}, "(C9)")) ||
      failed(checkScalarRegion(*this, getScatter(), 2, "scatter", {}, "(C10)")))
    return failure();
  if (element) {
    Type scalar = RankedTensorType::get({}, element);
    Type predicate =
        RankedTensorType::get({}, IntegerType::get(getContext(), 1));
    if (failed(checkRegionSignature(*this, getSelect(), "(C9)", "select",
                                    {scalar, scalar}, predicate)))
      return failure();
  }
  // (C10) scatter: (tensor<E'>, tensor<E'>) -> tensor<E'>, E promotable to
  // E'; (C12) the result's element type is E'.
  SmallVector<Type> accumulators;
  if (failed(checkReducer(*this, getScatter(), "(C10)", "scatter", {element},
                          getInitValue(), accumulators)))
    return failure();
  if (accumulators[0] &&
      failed(checkElementType(*this, "(C12)", "result", getType(),
                              accumulators[0], "the scatter region")))
    return failure();
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  // (C11) The result has the operand's shape.
  if (!hasShape(getType(), operand.getShape()))
    return emitOpError() << "(C11) result type " << getType()
                         << " must have the operand's shape "
                         << shapeText(operand.getShape());
  int64_t rank = operand.getRank();
  SmallVector<int64_t> dims(rank, 1), strides(rank, 1);
  if (auto given = getWindowDimensions()) {
    if (failed(checkSize(*this, "(C4) window_dimensions", given->size(), rank,
                         "the operand rank")))
      return failure();
    dims.assign(given->begin(), given->end());
  }
  if (auto given = getWindowStrides()) {
    if (failed(checkSize(*this, "(C6) window_strides", given->size(), rank,
                         "the operand rank")))
      return failure();
    strides.assign(given->begin(), given->end());
  }
  if (llvm::any_of(dims, [](int64_t v) { return v <= 0; }))
    return emitOpError() << "(C5) window_dimensions values must be positive";
  if (llvm::any_of(strides, [](int64_t v) { return v <= 0; }))
    return emitOpError() << "(C7) window_strides values must be positive";
  SmallVector<int64_t> low, high;
  if (failed(readPadding(*this, "(C8)", getPadding(), rank, low, high)))
    return failure();
  // (C2) The source has one element per window.
  SmallVector<int64_t> windows(rank);
  for (int64_t i = 0; i < rank; ++i) {
    std::optional<int64_t> count = numWindows(
        operand.getDimSize(i), dims[i], strides[i], 1, 1, low[i], high[i]);
    if (!count)
      return emitOpError() << "the window arithmetic of dimension " << i
                           << " overflows 64 bits";
    windows[i] = *count;
  }
  if (!hasShape(getSource().getType(), windows))
    return emitOpError() << "(C2) source type " << getSource().getType()
                         << ", expected shape " << shapeText(windows)
                         << " (the windows per dimension)";
  return success();
}

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "(C1) needs an input";
  auto input = ranked(getInputs()[0]);
  if (input) {
    int64_t dimension = getDimension();
    int64_t rank = input.getRank();
    if (dimension < -rank || dimension >= rank)
      return emitOpError() << "(C4) dimension " << dimension
                           << " is out of range [" << -rank << ", " << rank
                           << ")";
  }
  // (C2) The results are the inputs' types; (C3) all of one shape.
  if (failed(checkTypes(*this, "(C2)", "result", getResultTypes(),
                        getInputs().getTypes(), "the input")))
    return failure();
  for (auto [i, type] : llvm::enumerate(getInputs().getTypes()))
    if (input && !hasShape(type, input.getShape()))
      return emitOpError() << "(C3) input #" << i << " has type " << type
                           << ", but input #0 has shape "
                           << shapeText(input.getShape());
  // (C5) comparator: (tensor<E0>, tensor<E0>, ..., tensor<EN-1>,
  // tensor<EN-1>) -> tensor<i1>.
  if (failed(checkScalarRegion(*this, getComparator(), 2 * getInputs().size(),
                               "comparator", {}, "(C5)")))
    return failure();
  SmallVector<Type> arguments;
  for (Type type : getInputs().getTypes()) {
    Type element = elementType(type);
    if (!element)
      return success();
    arguments.append(2, RankedTensorType::get({}, element));
  }
  return checkRegionSignature(
      *this, getComparator(), "(C5)", "comparator", arguments,
      RankedTensorType::get({}, IntegerType::get(getContext(), 1)));
}

//===----------------------------------------------------------------------===//
// gather (C1-C23) and scatter (C1-C22) of the StableHLO specification.
//===----------------------------------------------------------------------===//

LogicalResult ConvolutionOp::verify() {
  std::optional<ArrayRef<int64_t>> shape;
  std::optional<SmallVector<int64_t>> padding;
  if (auto given = getPadding()) {
    shape = given->getType().getShape();
    padding.emplace();
    for (const APInt &value : given->getValues<APInt>())
      padding->push_back(value.getSExtValue());
  }
  return verifyConvolution(*this, shape, padding);
}

LogicalResult DynamicConvOp::verify() {
  // The padding operand's shape where it is ranked (any shape otherwise);
  // its values where it is a constant.
  auto type = ranked(getPadding());
  SmallVector<int64_t> anyShape = {ShapedType::kDynamic, ShapedType::kDynamic};
  return verifyConvolution(*this,
                           type ? type.getShape() : ArrayRef<int64_t>(anyShape),
                           constantInts(getPadding()));
}

/// `gather`'s constraints C1-C23, shared with `dynamic_gather` (the same
/// constraints without batching dimensions, `slice_sizes` an operand):
/// `givenSliceSizes` where they are known (a constant operand).
template <typename Op>
LogicalResult verifyGather(Op op,
                           std::optional<ArrayRef<int64_t>> givenSliceSizes) {
  auto operand = ranked(op.getOperand());
  auto indices = ranked(op.getStartIndices());
  auto result = ranked(op.getType());
  if (!operand || !indices)
    return success();
  GatherDimensionNumbersAttr dn = op.getDimensionNumbers();
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims(),
                    collapsed = dn.getCollapsedSliceDims(),
                    operandBatching = dn.getOperandBatchingDims(),
                    indicesBatching = dn.getStartIndicesBatchingDims(),
                    startIndexMap = dn.getStartIndexMap();
  int64_t indexVectorDim = dn.getIndexVectorDim();
  int64_t operandRank = operand.getRank(), indicesRank = indices.getRank();
  // Unknown slice sizes (a dynamic_gather's non-constant operand) are
  // dynamic sizes.
  SmallVector<int64_t> unknownSizes(operandRank, ShapedType::kDynamic);
  ArrayRef<int64_t> sliceSizes =
      givenSliceSizes ? *givenSliceSizes : ArrayRef<int64_t>(unknownSizes);
  // C1
  if (operandRank != static_cast<int64_t>(offsetDims.size() + collapsed.size() +
                                          operandBatching.size()))
    return op.emitOpError()
           << "(C1) operand rank " << operandRank
           << " must equal size(offset_dims) + "
              "size(collapsed_slice_dims) + "
              "size(operand_batching_dims) = "
           << offsetDims.size() + collapsed.size() + operandBatching.size();
  // C2
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return op.emitOpError() << "(C2) index_vector_dim " << indexVectorDim
                            << " must be in [0, " << indicesRank << "]";
  // C3
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indices.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(startIndexMap.size()) != indexVectorSize)
    return op.emitOpError()
           << "(C3) start_index_map has " << startIndexMap.size()
           << " elements, expected " << indexVectorSize;
  // C4, C5
  if (result && failed(checkDims(op, "(C4, C5) offset_dims", offsetDims,
                                 result.getRank(), true, true)))
    return failure();
  // C6
  SmallVector<int64_t> collapsedAndBatching(collapsed);
  llvm::append_range(collapsedAndBatching, operandBatching);
  if (failed(checkDims(
          op, "(C6, C8, C11) collapsed_slice_dims and operand_batching_dims",
          collapsedAndBatching, operandRank)))
    return failure();
  // C7, C10
  if (!llvm::is_sorted(collapsed))
    return op.emitOpError() << "(C7) collapsed_slice_dims must be sorted";
  if (!llvm::is_sorted(operandBatching))
    return op.emitOpError() << "(C10) operand_batching_dims must be sorted";
  // C20
  if (static_cast<int64_t>(sliceSizes.size()) != operandRank)
    return op.emitOpError()
           << "(C20) slice_sizes has " << sliceSizes.size()
           << " elements, expected the operand rank " << operandRank;
  // C9, C12
  for (int64_t dim : collapsedAndBatching)
    if (sliceSizes[dim] > 1)
      return op.emitOpError()
             << "(C9, C12) slice_sizes[" << dim
             << "] must be <= 1 for a collapsed or batching dimension";
  // C13, C14, C15
  if (failed(checkDims(op, "(C13, C14) start_indices_batching_dims",
                       indicesBatching, indicesRank)))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return op.emitOpError()
           << "(C15) index_vector_dim must not be a start_indices_batching_dim";
  // C16, C17
  if (operandBatching.size() != indicesBatching.size())
    return op.emitOpError() << "(C16) operand_batching_dims and "
                               "start_indices_batching_dims differ in size";
  for (auto [o, i] : llvm::zip(operandBatching, indicesBatching))
    if (!staticEqual(operand.getDimSize(o), indices.getDimSize(i)))
      return op.emitOpError() << "(C17) operand dimension " << o
                              << " and start_indices dimension " << i
                              << " must have the same size";
  // C18, C19
  SmallVector<int64_t> mapAndBatching(startIndexMap);
  llvm::append_range(mapAndBatching, operandBatching);
  if (failed(checkDims(op,
                       "(C18, C19) start_index_map and operand_batching_dims",
                       mapAndBatching, operandRank)))
    return failure();
  // C21
  for (int64_t i = 0; i < operandRank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (ShapedType::isDynamic(sliceSizes[i]))
      continue;
    if (sliceSizes[i] < 0 ||
        (!ShapedType::isDynamic(size) && sliceSizes[i] > size))
      return op.emitOpError()
             << "(C21) slice_sizes[" << i << "] = " << sliceSizes[i]
             << " must be in [0, " << size << "]";
  }
  // C22
  if (result) {
    SmallVector<int64_t> batchSizes;
    for (int64_t i = 0; i < indicesRank; ++i)
      if (i != indexVectorDim)
        batchSizes.push_back(indices.getDimSize(i));
    SmallVector<int64_t> offsetSizes;
    for (int64_t i = 0; i < operandRank; ++i)
      if (!llvm::is_contained(collapsedAndBatching, i))
        offsetSizes.push_back(sliceSizes[i]);
    int64_t expectedRank = batchSizes.size() + offsetSizes.size();
    if (result.getRank() != expectedRank)
      return op.emitOpError() << "(C22) result rank " << result.getRank()
                              << ", expected " << expectedRank;
    size_t nextBatch = 0, nextOffset = 0;
    for (int64_t i = 0; i < expectedRank; ++i) {
      int64_t expected = llvm::is_contained(offsetDims, i)
                             ? offsetSizes[nextOffset++]
                             : batchSizes[nextBatch++];
      if (!staticEqual(result.getDimSize(i), expected))
        return op.emitOpError()
               << "(C22) result dimension " << i << " has size "
               << result.getDimSize(i) << ", expected " << expected;
    }
    // C23
    if (result.getElementType() != operand.getElementType())
      return op.emitOpError()
             << "(C23) result and operand element types differ";
  }
  return success();
}

LogicalResult GatherOp::verify() {
  return verifyGather(*this, getSliceSizes());
}

LogicalResult DynamicGatherOp::verify() {
  std::optional<SmallVector<int64_t>> sizes = constantInts(getSliceSizes());
  return verifyGather(*this, sizes ? std::optional<ArrayRef<int64_t>>(*sizes)
                                   : std::nullopt);
}

LogicalResult ScatterOp::verify() {
  size_t n = getInputs().size();
  if (n == 0 || getUpdates().size() != n)
    return emitOpError() << "(C5) needs N > 0 inputs and N updates";
  auto input = ranked(getInputs()[0]);
  auto indices = ranked(getScatterIndices());
  auto update = ranked(getUpdates()[0]);
  if (!input || !indices || !update)
    return success();
  ScatterDimensionNumbersAttr dn = getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims(),
                    inserted = dn.getInsertedWindowDims(),
                    inputBatching = dn.getInputBatchingDims(),
                    indicesBatching = dn.getScatterIndicesBatchingDims(),
                    toOperand = dn.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dn.getIndexVectorDim();
  int64_t inputRank = input.getRank(), indicesRank = indices.getRank();
  // C1, C3, C24
  for (Value other : getInputs())
    if (auto t = ranked(other); t && t.getShape() != input.getShape())
      return emitOpError() << "(C1) inputs must have the same shape";
  for (Value other : getUpdates())
    if (auto t = ranked(other); t && t.getShape() != update.getShape())
      return emitOpError() << "(C3) updates must have the same shape";
  // C2
  if (inputRank != static_cast<int64_t>(windowDims.size() + inserted.size() +
                                        inputBatching.size()))
    return emitOpError()
           << "(C2) input rank " << inputRank
           << " must equal size(update_window_dims) + "
              "size(inserted_window_dims) + size(input_batching_dims)";
  // C7, C8
  if (failed(checkDims(*this, "(C7, C8) update_window_dims", windowDims,
                       update.getRank(), true, true)))
    return failure();
  // C9, C11, C13
  SmallVector<int64_t> insertedAndBatching(inserted);
  llvm::append_range(insertedAndBatching, inputBatching);
  if (failed(checkDims(
          *this, "(C9, C11, C13) inserted_window_dims and input_batching_dims",
          insertedAndBatching, inputRank)))
    return failure();
  if (!llvm::is_sorted(inserted))
    return emitOpError() << "(C10) inserted_window_dims must be sorted";
  if (!llvm::is_sorted(inputBatching))
    return emitOpError() << "(C12) input_batching_dims must be sorted";
  // C22
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError() << "(C22) index_vector_dim " << indexVectorDim
                         << " must be in [0, " << indicesRank << "]";
  // C14, C15, C16
  if (failed(checkDims(*this, "(C14, C15) scatter_indices_batching_dims",
                       indicesBatching, indicesRank)))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return emitOpError() << "(C16) index_vector_dim must not be a "
                            "scatter_indices_batching_dim";
  // C17, C18
  if (inputBatching.size() != indicesBatching.size())
    return emitOpError() << "(C17) input_batching_dims and "
                            "scatter_indices_batching_dims differ in size";
  for (auto [o, i] : llvm::zip(inputBatching, indicesBatching))
    if (!staticEqual(input.getDimSize(o), indices.getDimSize(i)))
      return emitOpError() << "(C18) input dimension " << o
                           << " and scatter_indices dimension " << i
                           << " must have the same size";
  // C19
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indices.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(toOperand.size()) != indexVectorSize)
    return emitOpError() << "(C19) scatter_dims_to_operand_dims has "
                         << toOperand.size() << " elements, expected "
                         << indexVectorSize;
  // C20, C21
  SmallVector<int64_t> toOperandAndBatching(toOperand);
  llvm::append_range(toOperandAndBatching, inputBatching);
  if (failed(checkDims(
          *this,
          "(C20, C21) scatter_dims_to_operand_dims and input_batching_dims",
          toOperandAndBatching, inputRank)))
    return failure();
  // C4
  int64_t scatterDims = indicesRank - (indexVectorDim < indicesRank ? 1 : 0);
  if (update.getRank() != scatterDims + static_cast<int64_t>(windowDims.size()))
    return emitOpError() << "(C4) updates rank " << update.getRank()
                         << ", expected " << scatterDims + windowDims.size();
  // (C4) The update's scatter dimensions are the indices' (without
  // index_vector_dim), its window dimensions no larger than the input's
  // (without inserted and batching dimensions).
  SmallVector<int64_t> scatterSizes, windowBounds;
  for (int64_t i = 0; i < indicesRank; ++i)
    if (i != indexVectorDim)
      scatterSizes.push_back(indices.getDimSize(i));
  for (int64_t i = 0; i < inputRank; ++i)
    if (!llvm::is_contained(insertedAndBatching, i))
      windowBounds.push_back(input.getDimSize(i));
  size_t nextScatter = 0, nextWindow = 0;
  for (int64_t i = 0; i < update.getRank(); ++i) {
    int64_t size = update.getDimSize(i);
    if (llvm::is_contained(windowDims, i)) {
      int64_t bound = windowBounds[nextWindow++];
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
          size > bound)
        return emitOpError()
               << "(C4) update window dimension " << i << " has size " << size
               << ", more than the input's " << bound;
    } else if (!staticEqual(size, scatterSizes[nextScatter++])) {
      return emitOpError() << "(C4) update scatter dimension " << i
                           << " has size " << size << ", expected "
                           << scatterSizes[nextScatter - 1]
                           << " (from scatter_indices)";
    }
  }
  // C6
  for (auto [i, value] : llvm::enumerate(getUpdates()))
    if (failed(checkElementType(*this, "(C6)", "update #" + std::to_string(i),
                                value.getType(), getInputs()[i].getType(),
                                "input #" + std::to_string(i))))
      return failure();
  // C23
  SmallVector<Type> elements, accumulators;
  for (Value value : getInputs())
    elements.push_back(elementType(value.getType()));
  if (failed(checkReducer(*this, getUpdateComputation(), "(C23)",
                          "update_computation", elements, {}, accumulators)))
    return failure();
  // C24, C25
  if (getNumResults() != n)
    return emitOpError() << "(C24) has " << getNumResults()
                         << " results, expected " << n << " (one per input)";
  for (auto [i, type] : llvm::enumerate(getResultTypes())) {
    if (!hasShape(type, input.getShape()))
      return emitOpError() << "(C24) result #" << i << " has type " << type
                           << ", expected the inputs' shape "
                           << shapeText(input.getShape());
    if (accumulators[i] &&
        failed(checkElementType(*this, "(C25)", "result #" + std::to_string(i),
                                type, accumulators[i],
                                "the update_computation")))
      return failure();
  }
  return success();
}
