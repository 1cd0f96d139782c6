//===- VerifierSupport.cpp - shared checks of the StableHLO verifiers -----===//
//
// The implementations behind `VerifierSupport.h`: dimension lists, sizes,
// shapes and element types compared under the specification's Dynamism
// rules, region signatures and reducers, window counts in checked 64-bit
// arithmetic, the integers of constant operands.
//
//===----------------------------------------------------------------------===//

#include "VerifierSupport.h"
#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <functional>

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
    return !ra || !rb ||
           (sameShape(ra, rb) && !sizeAboveBound(ra, dimensionBounds(rb)) &&
            !sizeAboveBound(rb, dimensionBounds(ra)));
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

LogicalResult checkStaticShape(Operation *op, StringRef subject, size_t index,
                               Type type) {
  auto tensor = ranked(type);
  if (!tensor || tensor.hasStaticShape())
    return success();
  return op->emitOpError() << subject << " #" << index
                           << " must be a statically shaped tensor, not "
                           << type;
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

int64_t valueOrOne(std::optional<ArrayRef<int64_t>> values, size_t i) {
  return values ? (*values)[i] : 1;
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

std::optional<int64_t> sizeAboveBound(RankedTensorType sized,
                                      ArrayRef<int64_t> bounds) {
  if (sized.getRank() != static_cast<int64_t>(bounds.size()))
    return std::nullopt;
  for (auto [dim, bound] : llvm::enumerate(bounds)) {
    int64_t size = sized.getDimSize(dim);
    if (!ShapedType::isDynamic(bound) && !ShapedType::isDynamic(size) &&
        size > bound)
      return dim;
  }
  return std::nullopt;
}

LogicalResult checkConstantShape(Operation *op, StringRef name, Value shape,
                                 Type result) {
  auto tensor = ranked(result);
  std::optional<SmallVector<int64_t>> sizes = constantInts(shape);
  if (!tensor || !sizes ||
      static_cast<int64_t>(sizes->size()) != tensor.getRank() ||
      hasShape(tensor, *sizes))
    return success();
  return op->emitOpError() << name << " is the constant " << shapeText(*sizes)
                           << ", but the result type is " << result;
}

SmallVector<int64_t> dimensionBounds(RankedTensorType type) {
  ArrayRef<int64_t> bounds;
  if (auto encoding = dyn_cast_or_null<TypeExtensionsAttr>(type.getEncoding()))
    bounds = encoding.getBounds();
  // The encoding's verifier gives one bound per dimension; anything else
  // reads as no bounds.
  if (static_cast<int64_t>(bounds.size()) != type.getRank())
    return SmallVector<int64_t>(type.getRank(), ShapedType::kDynamic);
  return SmallVector<int64_t>(bounds);
}

bool isStablehloElement(Type element, bool allowIndex) {
  if (isa<quant::QuantizedType>(element))
    return true;
  if (auto integer = dyn_cast<IntegerType>(element)) {
    unsigned width = integer.getWidth();
    if (width == 1)
      return integer.isSignless();
    return !integer.isSigned() && (width == 2 || width == 4 || width == 8 ||
                                   width == 16 || width == 32 || width == 64);
  }
  if (auto complex = dyn_cast<ComplexType>(element))
    return complex.getElementType().isF32() || complex.getElementType().isF64();
  if (isa<IndexType>(element))
    return allowIndex;
  return isa<Float4E2M1FNType, Float6E2M3FNType, Float6E3M2FNType,
             Float8E3M4Type, Float8E4M3Type, Float8E4M3FNType,
             Float8E4M3FNUZType, Float8E4M3B11FNUZType, Float8E5M2Type,
             Float8E5M2FNUZType, Float8E8M0FNUType, Float16Type, BFloat16Type,
             Float32Type, Float64Type>(element);
}

unsigned kindOf(Type element) {
  if (isa<quant::QuantizedType>(element))
    return kind::Quantized;
  if (isa<FloatType>(element))
    return kind::Float;
  if (isa<ComplexType>(element))
    return kind::Complex;
  if (auto integer = dyn_cast<IntegerType>(element))
    return integer.getWidth() == 1 ? kind::Boolean
           : integer.isUnsigned()  ? kind::UnsignedInteger
                                   : kind::SignedInteger;
  return 0;
}

LogicalResult checkKind(Operation *op, unsigned kinds, StringRef text,
                        StringRef what, size_t index, Type type) {
  Type element = elementType(type);
  if (!element || (kindOf(element) & kinds))
    return success();
  return op->emitOpError() << what << " #" << index << " must have " << text
                           << " elements, not " << element;
}

LogicalResult
checkEveryValue(Operation *op,
                function_ref<LogicalResult(StringRef, size_t, Type)> check) {
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(check("operand", i, type)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(check("result", i, type)))
      return failure();
  return success();
}

bool isQuantizedStorageValue(Type result, Type value) {
  auto resultTensor = dyn_cast<RankedTensorType>(result);
  auto valueTensor = dyn_cast<RankedTensorType>(value);
  auto quantized =
      resultTensor
          ? dyn_cast<quant::QuantizedType>(resultTensor.getElementType())
          : nullptr;
  return quantized && valueTensor &&
         valueTensor.getShape() == resultTensor.getShape() &&
         valueTensor.getElementType() == quantized.getStorageType();
}

LogicalResult checkStablehloValueType(Operation *op, llvm::StringRef what,
                                      size_t index, Type type, bool allowIndex,
                                      bool allowTuples, bool allowUnranked) {
  std::function<bool(Type)> valid = [&](Type t) {
    if (auto tensor = dyn_cast<TensorType>(t))
      return (allowUnranked || tensor.hasRank()) &&
             isStablehloElement(tensor.getElementType(), allowIndex);
    if (auto tuple = dyn_cast<TupleType>(t))
      return allowTuples && llvm::all_of(tuple.getTypes(), valid);
    return isa<indexopt::stablehlo::TokenType, indexopt::stablehlo::FutureType>(
        t);
  };
  if (valid(type))
    return success();
  return op->emitOpError()
         << what << " #" << index << " must be a "
         << (allowUnranked ? "" : "ranked ")
         << "tensor of a StableHLO element type (i1, 2- to 64-bit "
            "signless or unsigned integers, f4E2M1FN to f64, complex<f32>, "
            "complex<f64>, quantized)"
         << (allowIndex ? ", of index" : "") << " or a token"
         << (allowTuples ? ", or a tuple of them" : "") << ", not " << type;
}

} // namespace indexopt::stablehlo::verify
