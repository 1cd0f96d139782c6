//===- StablehloShapeVerifiers.cpp - broadcasts, slices, pads, reshapes ---===//
//
// The specification's constraints of the ops that move, slice, pad and
// reshape a tensor or build one from its shape: `broadcast_in_dim`,
// `transpose`, `reverse`, `slice`, `dynamic_slice`, `dynamic_update_slice`,
// `pad`, `concatenate`, `iota`, `reshape` and their dynamism counterparts
// (`dynamic_broadcast_in_dim`, `dynamic_reshape`, `dynamic_pad`): dimension
// lists in range, sizes consistent with the shapes (compared only where both
// are static), element types, and where a per-axis quantization dimension
// goes. Messages name the constraint.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace indexopt::stablehlo;
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

/// The per-axis quantized element type of `type`, if it has one.
quant::UniformQuantizedPerAxisType perAxis(Type type) {
  return dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(
      elementType(type));
}

/// `(C1) element_type(result) = element_type(operand)`, except that a
/// per-axis quantized operand gives a per-axis quantized result whose
/// quantization parameters may differ: the rule of `broadcast_in_dim`,
/// `transpose` and `reshape` (`checkSameScales` compares the scales and zero
/// points once the quantization dimensions are checked).
LogicalResult checkMovedElementType(Operation *op, Type result, Type operand) {
  auto from = perAxis(operand), to = perAxis(result);
  if (failed(checkElementType(op, "(C1)", "result", result, operand,
                              "the operand", from || to)))
    return failure();
  if (static_cast<bool>(from) != static_cast<bool>(to))
    return op->emitOpError()
           << "(C1) operand and result must both be per-axis quantized or "
              "neither, not "
           << operand << " and " << result;
  return success();
}

/// A per-axis quantized operand and result have the same scales and zero
/// points (C1 of `transpose` and `reshape`, where only the quantization
/// dimension may differ; for `broadcast_in_dim` StableHLO's verifier, unless
/// `broadcastsSizeOne`: the operand's quantization dimension has size 1 and
/// C6 repeats its one scale and zero point instead).
LogicalResult checkSameScales(Operation *op, Type result, Type operand,
                              llvm::StringRef constraint = "(C1) ",
                              bool broadcastsSizeOne = false) {
  auto from = perAxis(operand), to = perAxis(result);
  if (!from || !to || broadcastsSizeOne)
    return success();
  if (from.getScales() != to.getScales() ||
      from.getZeroPoints() != to.getZeroPoints())
    return op->emitOpError()
           << constraint
           << "expect same quantization scales and zero_points for operand "
              "and result, not "
           << operand << " and " << result;
  return success();
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
  // and zero point; otherwise the scales and zero points stay the operand's.
  auto from = perAxis(operand), to = perAxis(result);
  if (from && to && from.getQuantizedDimension() < operand.getRank() &&
      operand.getDimSize(from.getQuantizedDimension()) != 1)
    return checkSameScales(op, result, operand, "");
  if (!from || !to || from.getQuantizedDimension() >= operand.getRank() ||
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
  if (failed(checkConstantShape(*this, "output_dimensions",
                                getOutputDimensions(), getType())))
    return failure();
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
  // The operand's bounds move with its dimensions.
  SmallVector<int64_t> operandBounds = dimensionBounds(operand), movedBounds;
  for (int64_t dim : permutation)
    movedBounds.push_back(operandBounds[dim]);
  if (std::optional<int64_t> i = sizeAboveBound(result, movedBounds))
    return emitOpError() << "(C3) result dimension " << *i << " has size "
                         << result.getDimSize(*i) << ", above the bound "
                         << movedBounds[*i] << " of operand dimension "
                         << permutation[*i];
  if (failed(checkMovedElementType(*this, result, operand)))
    return failure();
  // (C4) The result's quantization dimension is where the permutation
  // moves the operand's.
  std::optional<int64_t> moved;
  if (auto from = perAxis(operand))
    for (auto [i, dim] : llvm::enumerate(permutation))
      if (dim == from.getQuantizedDimension())
        moved = i;
  if (failed(checkQuantizationDimension(*this, "(C4)", operand, result, moved)))
    return failure();
  return checkSameScales(*this, result, operand);
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
  SmallVector<int64_t> bounds = dimensionBounds(operand);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (start[i] < 0 || start[i] > limit[i] ||
        (!ShapedType::isDynamic(size) && limit[i] > size))
      return emitOpError() << "(C3) dimension " << i << ": need 0 <= start ("
                           << start[i] << ") <= limit (" << limit[i]
                           << ") <= size (" << size << ")";
    // A bounded dynamic dimension has at most `bound` elements: StableHLO's
    // type inference takes the bound for the size.
    if (!ShapedType::isDynamic(bounds[i]) && limit[i] > bounds[i])
      return emitOpError() << "dimension " << i << ": limit index " << limit[i]
                           << " is above the dimension's bound " << bounds[i];
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
  SmallVector<int64_t> bounds = dimensionBounds(operand);
  for (int64_t i = 0; i < rank; ++i) {
    if (interior[i] < 0)
      return emitOpError() << "(C3) interior padding " << interior[i]
                           << " of dimension " << i << " is negative";
    int64_t size = operand.getDimSize(i);
    // A bounded dynamic dimension pads to a bounded one; StableHLO's type
    // inference rejects a negative bound as it rejects a negative size.
    if (int64_t bound = bounds[i];
        ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound)) {
      int64_t padded = low[i] + high[i] + bound +
                       std::max<int64_t>(bound - 1, 0) * interior[i];
      if (padded < 0)
        return emitOpError()
               << "dimension " << i << ": padding turns the bound " << bound
               << " into the negative bound " << padded;
      if (int64_t resultSize = result ? result.getDimSize(i) : 0;
          !ShapedType::isDynamic(resultSize) && resultSize > padded)
        return emitOpError() << "(C4) result dimension " << i << " has size "
                             << resultSize << ", above the bound " << padded
                             << " padding gives the operand's bound " << bound;
    }
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

/// Bounded dynamism in `concatenate`, as StableHLO's type inference: off
/// `dimension`, no input or result has a static size above another one's
/// bound; along it, a dynamic total whose inputs are all static or bounded
/// is bounded by their sizes and bounds added up, and the result's size is
/// not above that.
static LogicalResult checkConcatenatedBounds(ConcatenateOp op,
                                             RankedTensorType result,
                                             int64_t dimension) {
  SmallVector<RankedTensorType> types;
  for (Value input : op.getInputs())
    types.push_back(ranked(input));
  types.push_back(result);
  int64_t bound = 0;
  for (auto [index, bounded] : llvm::enumerate(types)) {
    SmallVector<int64_t> bounds = dimensionBounds(bounded);
    if (index + 1 < types.size()) {
      int64_t size = bounded.getDimSize(dimension);
      int64_t limit = ShapedType::isDynamic(size) ? bounds[dimension] : size;
      bound = ShapedType::isDynamic(limit) || ShapedType::isDynamic(bound)
                  ? ShapedType::kDynamic
                  : bound + limit;
    }
    bounds[dimension] = ShapedType::kDynamic;
    for (RankedTensorType sized : types)
      if (std::optional<int64_t> dim = sizeAboveBound(sized, bounds))
        return op.emitOpError()
               << "dimension " << *dim << " has size " << sized.getDimSize(*dim)
               << " in " << sized << ", above the bound " << bounds[*dim]
               << " of " << bounded;
  }
  int64_t size = result.getDimSize(dimension);
  if (!ShapedType::isDynamic(bound) && !ShapedType::isDynamic(size) &&
      size > bound)
    return op.emitOpError()
           << "(C6) result dimension " << dimension << " has size " << size
           << ", above the bound " << bound
           << " the inputs' sizes and bounds add up to";
  return success();
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
  if (failed(checkConcatenatedBounds(*this, result, dimension)))
    return failure();
  return checkElementType(*this, "(C5)", "result", result, first, "input #0");
}

LogicalResult IotaOp::verify() {
  auto result = ranked(getType());
  if (!result)
    return success();
  // StableHLO's ODS type: a statically shaped result (`dynamic_iota` takes
  // dynamic sizes).
  if (failed(checkStaticShape(*this, "result", 0, result)))
    return failure();
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
    return checkSameScales(op, resultType, operandType);
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
  return checkSameScales(op, resultType, operandType);
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
  return checkConstantShape(*this, "output_shape", getOutputShape(), getType());
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
