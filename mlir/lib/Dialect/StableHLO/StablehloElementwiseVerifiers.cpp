//===- StablehloElementwiseVerifiers.cpp - element types of elementwise ops
//===//
//
// The element-type rules of StableHLO's elementwise ops that are not one
// baseline type for every value (those carry `SameBaselineElementType`):
// `abs`, `real`, `imag` and `complex` move between complex numbers and their
// parts, `clamp` takes scalar bounds, `bitcast_convert` may change the rank,
// `constant`'s value carries its type, `select` takes an `i1` predicate and
// `compare` gives `i1` under a `compare_type` that fits its operands. Shapes
// are checked by the ops' traits where they have them. Messages name the
// specification's constraint.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

namespace {

/// The element type of a part of a complex number (`f32` of
/// `complex<f32>`), or `element` itself when it is not complex.
Type partType(Type element) {
  if (auto complex = dyn_cast_or_null<ComplexType>(element))
    return complex.getElementType();
  return element;
}

/// `(C2)` of `abs`, `real` and `imag`: the result's element type is the
/// part type of a complex operand's, else the operand's (`baseline`:
/// compared by baseline type, as `abs` states it).
LogicalResult checkPartElementType(Operation *op, bool baseline) {
  Type operand = elementType(op->getOperand(0).getType());
  Type result = elementType(op->getResult(0).getType());
  if (!operand || !result)
    return success();
  return checkElementType(
      op, "(C2)", "result", result, partType(operand),
      isa<ComplexType>(operand) ? "the operand's complex part" : "the operand",
      baseline);
}

/// The number of bits of an element type as `bitcast_convert` counts them:
/// a quantized type's storage type, both parts of a complex number; none
/// for types without a width.
std::optional<int64_t> bitWidth(Type element) {
  if (auto quantized = dyn_cast_or_null<quant::QuantizedType>(element))
    return quantized.getStorageTypeIntegralWidth();
  if (auto complex = dyn_cast_or_null<ComplexType>(element)) {
    std::optional<int64_t> part = bitWidth(complex.getElementType());
    return part ? std::optional<int64_t>(2 * *part) : std::nullopt;
  }
  if (element && element.isIntOrFloat())
    return element.getIntOrFloatBitWidth();
  return std::nullopt;
}

} // namespace

LogicalResult AbsOp::verify() {
  return checkPartElementType(*this, /*baseline=*/true);
}

LogicalResult RealOp::verify() {
  return checkPartElementType(*this, /*baseline=*/false);
}

LogicalResult ImagOp::verify() {
  return checkPartElementType(*this, /*baseline=*/false);
}

LogicalResult ComplexOp::verify() {
  // (C1) One type for both parts (shapes: the Elementwise trait).
  if (failed(checkElementType(*this, "(C1)", "rhs", getRhs().getType(),
                              getLhs().getType(), "lhs")))
    return failure();
  // (C3) The result is complex<E> of the parts' E.
  Type part = elementType(getLhs().getType());
  Type result = elementType(getType());
  if (!part || !result)
    return success();
  auto complex = dyn_cast<ComplexType>(result);
  if (!complex || complex.getElementType() != part)
    return emitOpError() << "(C3) result element type " << result << " must be "
                         << ComplexType::get(part);
  return success();
}

LogicalResult ClampOp::verify() {
  auto operand = ranked(getOperand());
  // (C1), (C2) Each bound is a scalar or has the operand's shape.
  for (auto [constraint, name, bound] :
       {std::tuple<StringRef, StringRef, Value>{"(C1)", "min", getMin()},
        {"(C2)", "max", getMax()}}) {
    auto type = ranked(bound);
    if (type && operand && type.getRank() != 0 && !sameShape(type, operand))
      return emitOpError() << constraint << " " << name
                           << " must be a 0-d tensor or have the operand's "
                              "shape, not "
                           << type;
  }
  // (C3) One baseline element type for the bounds and the operand; (C4) the
  // result has the operand's baseline type.
  if (failed(checkElementType(*this, "(C3)", "min", getMin().getType(),
                              getOperand().getType(), "the operand", true)) ||
      failed(checkElementType(*this, "(C3)", "max", getMax().getType(),
                              getOperand().getType(), "the operand", true)))
    return failure();
  return checkSameType(*this, "(C4) result", getType(), getOperand().getType(),
                       "the operand",
                       /*baseline=*/true);
}

LogicalResult BitcastConvertOp::verify() {
  Type from = elementType(getOperand().getType());
  Type to = elementType(getType());
  // (C2) Complex numbers only to and from complex numbers.
  if (from && to && isa<ComplexType>(from) != isa<ComplexType>(to))
    return emitOpError() << "(C2) cannot bitcast between " << from << " and "
                         << to << ": complex only with complex";
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  std::optional<int64_t> bitsFrom = bitWidth(from), bitsTo = bitWidth(to);
  if (!operand || !result || !bitsFrom || !bitsTo)
    return success();
  // (C1) Equal widths keep the shape; a narrower result adds a last
  // dimension of width ratio; a wider one drops the operand's last
  // dimension, which must be that ratio.
  int64_t rank = operand.getRank();
  SmallVector<int64_t> expected(operand.getShape());
  if (*bitsTo < *bitsFrom) {
    if (*bitsFrom % *bitsTo != 0)
      return emitOpError() << "(C1) " << *bitsFrom
                           << " bits are not a multiple of " << *bitsTo;
    expected.push_back(*bitsFrom / *bitsTo);
  } else if (*bitsTo > *bitsFrom) {
    if (*bitsTo % *bitsFrom != 0 || rank == 0)
      return emitOpError() << "(C1) cannot bitcast " << operand << " to "
                           << result
                           << ": a wider element type needs a last operand "
                              "dimension of the width ratio";
    int64_t last = operand.getDimSize(rank - 1);
    if (!staticEqual(last, *bitsTo / *bitsFrom))
      return emitOpError() << "(C1) the operand's last dimension has size "
                           << last << ", expected " << *bitsTo / *bitsFrom
                           << " (" << *bitsTo << " / " << *bitsFrom << " bits)";
    expected.pop_back();
  }
  if (!hasShape(result, expected))
    return emitOpError() << "(C1) result type " << result << ", expected shape "
                         << shapeText(expected) << " (" << *bitsFrom << " to "
                         << *bitsTo << " bits)";
  return success();
}

LogicalResult ReducePrecisionOp::verify() {
  // (C1): the traits; (C2), (C3) the format (read signed: the accessors
  // return unsigned values).
  int64_t exponent = getExponentBitsAttr().getInt();
  int64_t mantissa = getMantissaBitsAttr().getInt();
  if (exponent < 1)
    return emitOpError() << "(C2) exponent_bits must be at least 1, not "
                         << exponent;
  if (mantissa < 0)
    return emitOpError() << "(C3) mantissa_bits must not be negative, not "
                         << mantissa;
  return success();
}

LogicalResult ConstantOp::verify() {
  // (C1) The value's type is the result's.
  Type value = cast<TypedAttr>(getValue()).getType();
  if (value != getType() && !isQuantizedStorageValue(getType(), value))
    return emitOpError() << "(C1) value has type " << value
                         << ", but the result has type " << getType();
  return success();
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
