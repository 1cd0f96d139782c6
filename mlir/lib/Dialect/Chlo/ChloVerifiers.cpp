//===- ChloVerifiers.cpp - the CHLO ops' verifiers ------------------------===//
//
// CHLO is not part of the StableHLO specification; these verifiers check what
// StableHLO's own CHLO dialect rejects (its ODS types, verifiers and type
// inference): the broadcasting binary ops' operand shapes (numpy-style, or
// along `broadcast_dimensions`), element types and inferred result;
// `broadcast_select`; the `is_inf` family's `i1` result; `constant` and
// `constant_like`; `top_k`'s `k` and result types; `ragged_dot`'s dimension
// numbers, group sizes and inferred result; `scan`'s inputs, body and
// results. Messages are located at the op and say what they check. Sizes are
// compared only where both are static; unranked tensors skip shape checks.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/Chlo/ChloDialect.h"

#include "../StableHLO/VerifierSupport.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace indexopt::chlo;
using namespace indexopt::stablehlo::verify;

namespace {

/// Two sizes broadcast numpy-style (equal, or one of them 1): the size they
/// broadcast to, none when they do not. With a dynamic size the result
/// follows the static side where it is not 1 (as MLIR's broadcast rule).
std::optional<int64_t> broadcastSize(int64_t a, int64_t b) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b)) {
    if (a > 1)
      return a;
    if (b > 1)
      return b;
    if (a == 1)
      return b;
    if (b == 1)
      return a;
    return ShapedType::kDynamic;
  }
  if (a == b || b == 1)
    return a;
  if (a == 1)
    return b;
  return std::nullopt;
}

/// The numpy-style broadcast shape of `shapes` (right-aligned, each size
/// equal or 1); on failure, fills `badDim` with the dimension counted from
/// the end (-1 the last) where two operands disagree.
std::optional<SmallVector<int64_t>>
numpyBroadcast(ArrayRef<RankedTensorType> types, int64_t &badDim) {
  size_t rank = 0;
  for (RankedTensorType type : types)
    rank = std::max<size_t>(rank, type.getRank());
  SmallVector<int64_t> shape(rank, 1);
  for (RankedTensorType type : types) {
    size_t offset = rank - type.getRank();
    for (auto [i, size] : llvm::enumerate(type.getShape())) {
      std::optional<int64_t> merged = broadcastSize(shape[offset + i], size);
      if (!merged) {
        badDim = static_cast<int64_t>(offset + i) - static_cast<int64_t>(rank);
        return std::nullopt;
      }
      shape[offset + i] = *merged;
    }
  }
  return shape;
}

/// The result has `shape` (a dynamic size agrees with any), as StableHLO's
/// CHLO infers it from the operands.
LogicalResult checkResultShape(Operation *op, Type result,
                               ArrayRef<int64_t> shape, StringRef what) {
  if (hasShape(result, shape))
    return success();
  return op->emitOpError() << "result has shape "
                           << shapeText(ranked(result).getShape())
                           << ", expected " << what << " " << shapeText(shape);
}

/// Which element type a broadcasting binary op's result has, and which
/// element types its operands may have.
enum class BroadcastKind {
  SameType, // the operands' element type
  Logical,  // the operands' element type, integer or i1 (`and`, `or`, `xor`)
  Float,    // the operands' element type, floating-point (`zeta`)
  Compare,  // i1
  Complex,  // complex of the operands' floating-point element type
};

/// The broadcasting binary ops (`broadcast_add`, ..., `broadcast_compare`,
/// `broadcast_complex`): one element type for both operands (quantized by
/// baseline), of the kind the op takes; `broadcast_dimensions`, when given,
/// one entry per dimension of the lower-rank operand, each a dimension of
/// the other; the shapes broadcast (numpy-style: right-aligned, each pair
/// of sizes equal or one of them 1; along `broadcast_dimensions` when
/// given); the result has the broadcast shape and the element type the op
/// gives.
LogicalResult verifyBroadcastBinary(Operation *op, BroadcastKind kind,
                                    std::optional<ArrayRef<int64_t>> dims) {
  Type lhsType = op->getOperand(0).getType();
  Type rhsType = op->getOperand(1).getType();
  Type lhsElement = elementType(lhsType), rhsElement = elementType(rhsType);
  if (lhsElement && rhsElement &&
      !sameElementType(lhsElement, rhsElement, /*baseline=*/true))
    return op->emitOpError()
           << "operands have element types " << lhsElement << " and "
           << rhsElement << ", expected one element type";
  if (lhsElement) {
    if (kind == BroadcastKind::Logical && !isa<IntegerType>(lhsElement))
      return op->emitOpError() << "operands must have integer or i1 elements, "
                                  "not "
                               << lhsElement;
    if ((kind == BroadcastKind::Float || kind == BroadcastKind::Complex) &&
        !isa<FloatType>(lhsElement))
      return op->emitOpError()
             << "operands must have floating-point elements, not "
             << lhsElement;
  }

  Type resultType = op->getResult(0).getType();
  if (Type resultElement = elementType(resultType);
      resultElement && lhsElement) {
    Type expected = lhsElement;
    StringRef what = "the operands' element type";
    if (kind == BroadcastKind::Compare) {
      expected = IntegerType::get(op->getContext(), 1);
      what = "i1";
    } else if (kind == BroadcastKind::Complex && isa<FloatType>(lhsElement)) {
      expected = ComplexType::get(lhsElement);
      what = "complex of the operands' element type";
    }
    if (!sameElementType(resultElement, expected, /*baseline=*/true))
      return op->emitOpError() << "result element type " << resultElement
                               << " must be " << what << " " << expected;
  }

  auto lhs = ranked(lhsType), rhs = ranked(rhsType);
  if (!lhs || !rhs)
    return success();
  SmallVector<int64_t> shape;
  if (dims) {
    // The lower-rank operand's dimension i goes to dimension dims[i] of the
    // other (the lhs counts as the lower when the ranks are equal).
    bool lhsSmall = lhs.getRank() <= rhs.getRank();
    RankedTensorType small = lhsSmall ? lhs : rhs, large = lhsSmall ? rhs : lhs;
    StringRef smallName = lhsSmall ? "lhs" : "rhs";
    StringRef largeName = lhsSmall ? "rhs" : "lhs";
    if (static_cast<int64_t>(dims->size()) != small.getRank())
      return op->emitOpError()
             << "broadcast_dimensions has " << dims->size()
             << " entries, expected one per dimension of the lower-rank "
                "operand ("
             << small.getRank() << ")";
    if (failed(checkDims(op, "broadcast_dimensions", *dims, large.getRank(),
                         /*unique=*/false)))
      return failure();
    shape.assign(large.getShape().begin(), large.getShape().end());
    for (auto [i, dim] : llvm::enumerate(*dims)) {
      std::optional<int64_t> size =
          broadcastSize(small.getDimSize(i), large.getDimSize(dim));
      if (!size)
        return op->emitOpError()
               << "operands do not broadcast along broadcast_dimensions: "
               << smallName << " dimension " << i << " of size "
               << small.getDimSize(i) << " and " << largeName << " dimension "
               << dim << " of size " << large.getDimSize(dim)
               << " are neither equal nor 1";
      shape[dim] = *size;
    }
  } else {
    int64_t badDim = 0;
    auto broadcast = numpyBroadcast({lhs, rhs}, badDim);
    if (!broadcast)
      return op->emitOpError()
             << "operand shapes " << shapeText(lhs.getShape()) << " and "
             << shapeText(rhs.getShape())
             << " do not broadcast (numpy-style): sizes at dimension " << badDim
             << " from the end are neither equal nor 1";
    shape = std::move(*broadcast);
  }
  return checkResultShape(op, resultType, shape, "the broadcast shape");
}

} // namespace

#define INDEXOPT_CHLO_BROADCAST_VERIFIER(Op, Kind)                             \
  LogicalResult Op::verify() {                                                 \
    return verifyBroadcastBinary(*this, BroadcastKind::Kind,                   \
                                 getBroadcastDimensions());                    \
  }

INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastAddOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastAtan2Op, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastComplexOp, Complex)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastDivideOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastMaximumOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastMinimumOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastMultiplyOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastNextAfterOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastPolygammaOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastPowerOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastRemainderOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastShiftLeftOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastShiftRightArithmeticOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastShiftRightLogicalOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastSubtractOp, SameType)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastZetaOp, Float)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastAndOp, Logical)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastOrOp, Logical)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastXorOp, Logical)
INDEXOPT_CHLO_BROADCAST_VERIFIER(BroadcastCompareOp, Compare)

#undef INDEXOPT_CHLO_BROADCAST_VERIFIER

/// `pred` has `i1` elements; `on_true` and `on_false` one element type; the
/// three shapes broadcast numpy-style to the result's shape, whose element
/// type is `on_true`'s.
LogicalResult BroadcastSelectOp::verify() {
  if (Type pred = elementType(getPred().getType()); pred && !pred.isInteger(1))
    return emitOpError() << "pred must have element type i1, not " << pred;
  Type onTrue = elementType(getOnTrue().getType());
  Type onFalse = elementType(getOnFalse().getType());
  if (onTrue && onFalse && !sameElementType(onTrue, onFalse, true))
    return emitOpError() << "on_true and on_false have element types " << onTrue
                         << " and " << onFalse << ", expected one element type";
  if (failed(checkElementType(*this, "", "result", getType(), onTrue, "on_true",
                              true)))
    return failure();
  SmallVector<RankedTensorType> types;
  for (Value operand : getOperands()) {
    auto type = ranked(operand);
    if (!type)
      return success();
    types.push_back(type);
  }
  int64_t badDim = 0;
  auto shape = numpyBroadcast(types, badDim);
  if (!shape)
    return emitOpError() << "operand shapes " << shapeText(types[0].getShape())
                         << ", " << shapeText(types[1].getShape()) << " and "
                         << shapeText(types[2].getShape())
                         << " do not broadcast (numpy-style): sizes at "
                            "dimension "
                         << badDim << " from the end are neither equal nor 1";
  return checkResultShape(*this, getType(), *shape, "the broadcast shape");
}

namespace {

/// `is_inf`, `is_neg_inf`, `is_pos_inf`: a floating-point operand and an
/// `i1` result (the shapes are the `Elementwise` trait's).
LogicalResult verifyFloatPredicate(Operation *op) {
  if (Type operand = elementType(op->getOperand(0).getType());
      operand && !isa<FloatType>(operand))
    return op->emitOpError()
           << "operand must have floating-point elements, not " << operand;
  if (Type result = elementType(op->getResult(0).getType());
      result && !result.isInteger(1))
    return op->emitOpError()
           << "result must have element type i1, not " << result;
  return success();
}

} // namespace

LogicalResult IsInfOp::verify() { return verifyFloatPredicate(*this); }
LogicalResult IsNegInfOp::verify() { return verifyFloatPredicate(*this); }
LogicalResult IsPosInfOp::verify() { return verifyFloatPredicate(*this); }

/// The result has the value's type (the generic form can state another).
LogicalResult ConstantOp::verify() {
  Type valueType = cast<TypedAttr>(getValue()).getType();
  if (getType() != valueType)
    return emitOpError() << "result type " << getType()
                         << " must be the value's type " << valueType;
  return success();
}

/// `value` is a typed scalar of the result's element type; the result has
/// the operand's shape.
LogicalResult ConstantLikeOp::verify() {
  auto typed = dyn_cast<TypedAttr>(getValue());
  if (!typed || isa<NoneType>(typed.getType()))
    return emitOpError() << "value must be a typed scalar attribute";
  if (Type result = elementType(getType()); result && typed.getType() != result)
    return emitOpError() << "value has type " << typed.getType()
                         << ", expected the result's element type " << result;
  if (auto operand = ranked(getOperand()))
    return checkResultShape(*this, getType(), operand.getShape(),
                            "the operand's shape");
  return success();
}

/// The operand has rank at least 1 and at least `k` (>= 0) elements in its
/// last dimension; `values` has the operand's shape with `k` last and its
/// element type, `indices` that shape and `i32` elements.
LogicalResult TopKOp::verify() {
  int64_t k = getK();
  if (k < 0)
    return emitOpError() << "k = " << k << " must be non-negative";
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  if (operand.getRank() < 1)
    return emitOpError() << "operand must have rank at least 1, not 0";
  int64_t last = operand.getDimSize(operand.getRank() - 1);
  if (!ShapedType::isDynamic(last) && last < k)
    return emitOpError() << "k = " << k
                         << " is larger than the operand's last dimension ("
                         << last << ")";
  SmallVector<int64_t> shape(operand.getShape());
  shape.back() = k;
  if (failed(checkResultShape(*this, getValues().getType(), shape,
                              "for values the operand's shape with k last")) ||
      failed(checkResultShape(*this, getIndices().getType(), shape,
                              "for indices the operand's shape with k last")) ||
      failed(checkElementType(*this, "", "values", getValues().getType(),
                              operand, "the operand")))
    return failure();
  if (Type indices = elementType(getIndices().getType());
      indices && !indices.isInteger(32))
    return emitOpError() << "indices must have element type i32, not "
                         << indices;
  return success();
}

namespace {

/// `dot_general`'s dimension-number rules as `ragged_dot` applies them: as
/// many batching (and contracting) dimensions on each side, each in range and
/// used once per side, with equal sizes on both sides.
LogicalResult checkDotDimensions(Operation *op, RankedTensorType lhs,
                                 RankedTensorType rhs,
                                 RaggedDotDimensionNumbersAttr numbers) {
  auto lhsBatch = numbers.getLhsBatchingDimensions();
  auto rhsBatch = numbers.getRhsBatchingDimensions();
  auto lhsContract = numbers.getLhsContractingDimensions();
  auto rhsContract = numbers.getRhsContractingDimensions();
  if (lhsBatch.size() != rhsBatch.size())
    return op->emitOpError()
           << "lhs and rhs have " << lhsBatch.size() << " and "
           << rhsBatch.size() << " batching dimensions, expected as many";
  if (lhsContract.size() != rhsContract.size())
    return op->emitOpError()
           << "lhs and rhs have " << lhsContract.size() << " and "
           << rhsContract.size() << " contracting dimensions, expected as many";
  auto checkSide = [&](StringRef side, RankedTensorType type,
                       ArrayRef<int64_t> batch,
                       ArrayRef<int64_t> contract) -> LogicalResult {
    SmallVector<int64_t> all(batch);
    all.append(contract.begin(), contract.end());
    return checkDims(
        op,
        (side + "_batching_dimensions and " + side + "_contracting_dimensions")
            .str(),
        all, type.getRank());
  };
  if (failed(checkSide("lhs", lhs, lhsBatch, lhsContract)) ||
      failed(checkSide("rhs", rhs, rhsBatch, rhsContract)))
    return failure();
  for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch))
    if (!staticEqual(lhs.getDimSize(l), rhs.getDimSize(r)))
      return op->emitOpError()
             << "batching dimensions lhs " << l << " (size "
             << lhs.getDimSize(l) << ") and rhs " << r << " (size "
             << rhs.getDimSize(r) << ") must have one size";
  for (auto [l, r] : llvm::zip(lhsContract, rhsContract))
    if (!staticEqual(lhs.getDimSize(l), rhs.getDimSize(r)))
      return op->emitOpError()
             << "contracting dimensions lhs " << l << " (size "
             << lhs.getDimSize(l) << ") and rhs " << r << " (size "
             << rhs.getDimSize(r) << ") must have one size";
  return success();
}

} // namespace

/// StableHLO's CHLO rules for `ragged_dot`: `dot_general`'s dimension
/// numbers; exactly one lhs ragged dimension, in range; by its kind (batch,
/// contracting or non-contracting) the shape of `group_sizes` (`[g]` or
/// `[b..., x..., g]`) and the rhs group dimensions (one, of size `g`, for a
/// non-contracting ragged dimension; none otherwise; never a batching or
/// contracting dimension); integer group sizes; at most two precisions; the
/// result shape (`[g]` first for a ragged contracting dimension, then the
/// batch, lhs free and rhs free dimensions).
LogicalResult RaggedDotOp::verify() {
  if (auto precision = getPrecisionConfig(); precision && precision->size() > 2)
    return emitOpError() << "precision_config has " << precision->size()
                         << " entries, expected at most 2";
  auto lhs = ranked(getLhs()), rhs = ranked(getRhs());
  auto groups = ranked(getGroupSizes());
  if (Type element = elementType(getGroupSizes().getType());
      element && !isa<IntegerType>(element))
    return emitOpError() << "group_sizes must have integer elements, not "
                         << element;
  if (!lhs || !rhs || !groups)
    return success();
  RaggedDotDimensionNumbersAttr numbers = getRaggedDotDimensionNumbers();
  if (failed(checkDotDimensions(*this, lhs, rhs, numbers)))
    return failure();
  auto lhsBatch = numbers.getLhsBatchingDimensions();
  auto rhsBatch = numbers.getRhsBatchingDimensions();
  auto lhsContract = numbers.getLhsContractingDimensions();
  auto rhsContract = numbers.getRhsContractingDimensions();
  auto ragged = numbers.getLhsRaggedDimensions();
  auto rhsGroup = numbers.getRhsGroupDimensions();
  if (ragged.size() != 1)
    return emitOpError() << "lhs_ragged_dimensions has " << ragged.size()
                         << " entries, expected exactly one";
  if (failed(checkDims(*this, "lhs_ragged_dimensions", ragged, lhs.getRank())))
    return failure();
  int64_t raggedDim = ragged[0];
  enum {
    Batch,
    Contracting,
    NonContracting
  } mode = llvm::is_contained(lhsBatch, raggedDim)      ? Batch
           : llvm::is_contained(lhsContract, raggedDim) ? Contracting
                                                        : NonContracting;

  // group_sizes is [g] or [b..., x..., g]: the lhs batching dimensions (for
  // a ragged batch dimension, those before it), then the contracting (or
  // free) dimensions before the ragged one.
  if (groups.getRank() < 1)
    return emitOpError() << "group_sizes must have rank at least 1, not 0";
  SmallVector<int64_t> prefix;
  switch (mode) {
  case Batch:
    prefix.append(lhsBatch.begin(), llvm::find(lhsBatch, raggedDim));
    break;
  case Contracting:
    prefix.append(lhsBatch.begin(), lhsBatch.end());
    prefix.append(lhsContract.begin(), llvm::find(lhsContract, raggedDim));
    break;
  case NonContracting:
    prefix.append(lhsBatch.begin(), lhsBatch.end());
    for (int64_t i = 0; i < raggedDim; ++i)
      if (!llvm::is_contained(lhsBatch, i) &&
          !llvm::is_contained(lhsContract, i))
        prefix.push_back(i);
    break;
  }
  SmallVector<int64_t> expectedGroups;
  for (int64_t dim : prefix)
    expectedGroups.push_back(lhs.getDimSize(dim));
  int64_t numGroups = groups.getShape().back();
  expectedGroups.push_back(numGroups);
  if (groups.getRank() != 1 && !hasShape(groups, expectedGroups))
    return emitOpError() << "group_sizes has shape "
                         << shapeText(groups.getShape()) << ", expected [g] or "
                         << shapeText(expectedGroups)
                         << " (the lhs batching dimensions and the "
                            "dimensions before the ragged one, then g)";

  if (failed(checkDims(*this, "rhs_group_dimensions", rhsGroup, rhs.getRank())))
    return failure();
  for (int64_t dim : rhsGroup)
    if (llvm::is_contained(rhsBatch, dim) ||
        llvm::is_contained(rhsContract, dim))
      return emitOpError() << "rhs_group_dimensions entry " << dim
                           << " is also a batching or contracting dimension";
  if (mode != NonContracting && !rhsGroup.empty())
    return emitOpError() << "rhs_group_dimensions must be empty when the lhs "
                            "ragged dimension is a "
                         << (mode == Batch ? "batching" : "contracting")
                         << " dimension";
  if (mode == NonContracting) {
    if (rhsGroup.size() != 1)
      return emitOpError()
             << "rhs_group_dimensions has " << rhsGroup.size()
             << " entries, expected exactly one when the lhs ragged dimension "
                "is not a batching or contracting dimension";
    if (!staticEqual(rhs.getDimSize(rhsGroup[0]), numGroups))
      return emitOpError() << "rhs group dimension " << rhsGroup[0]
                           << " has size " << rhs.getDimSize(rhsGroup[0])
                           << ", expected the number of groups (" << numGroups
                           << ")";
  }

  SmallVector<int64_t> shape;
  if (mode == Contracting)
    shape.push_back(numGroups);
  for (int64_t dim : lhsBatch)
    shape.push_back(lhs.getDimSize(dim));
  for (int64_t i = 0; i < lhs.getRank(); ++i)
    if (!llvm::is_contained(lhsBatch, i) && !llvm::is_contained(lhsContract, i))
      shape.push_back(lhs.getDimSize(i));
  for (int64_t i = 0; i < rhs.getRank(); ++i)
    if (!llvm::is_contained(rhsBatch, i) &&
        !llvm::is_contained(rhsContract, i) && !llvm::is_contained(rhsGroup, i))
      shape.push_back(rhs.getDimSize(i));
  return checkResultShape(*this, getType(), shape, "the inferred shape");
}

/// `scan`: at least one input or output; one carry per init; `dimension` in
/// range of every input, whose sizes along it agree; the body takes each
/// input's slice (the input without `dimension`) and each init's type, and
/// returns each output's slice and each carry's type (outputs have their
/// slice's shape with the scanned size inserted at `dimension`).
LogicalResult ScanOp::verify() {
  if (getInputs().empty() && getOutputs().empty())
    return emitOpError() << "has no inputs and no outputs, expected at least "
                            "one of them";
  if (getCarries().size() != getInits().size())
    return emitOpError() << "has " << getCarries().size()
                         << " carries, expected one per init ("
                         << getInits().size() << ")";
  Block &block = getBody().front();
  size_t arguments = getInputs().size() + getInits().size();
  if (block.getNumArguments() != arguments)
    return emitOpError() << "body has " << block.getNumArguments()
                         << " arguments, expected " << arguments
                         << " (one per input and init)";
  if (block.mightHaveTerminator() &&
      block.getTerminator()->getNumOperands() != getNumResults())
    return emitOpError() << "body returns "
                         << block.getTerminator()->getNumOperands()
                         << " values, expected " << getNumResults()
                         << " (one per output and carry)";
  int64_t dim = getDimension();
  int64_t scanSize = ShapedType::kDynamic;
  // StableHLO's `scan_dim_size` (a discardable attribute here) states the
  // size along `dimension`: every input has it where its size is static.
  if (auto stated = (*this)->getAttrOfType<IntegerAttr>("scan_dim_size"))
    scanSize = stated.getInt();
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    auto type = ranked(input);
    if (!type)
      continue;
    if (dim < 0 || dim >= type.getRank())
      return emitOpError() << "dimension " << dim << " is out of range [0, "
                           << type.getRank() << ")";
    int64_t size = type.getDimSize(dim);
    if (!staticEqual(size, scanSize))
      return emitOpError() << "input #" << i << " has size " << size
                           << " along dimension " << dim << ", expected "
                           << scanSize
                           << " (the other inputs' or scan_dim_size)";
    if (!ShapedType::isDynamic(size))
      scanSize = size;
  }
  // Body arguments: input slices, then the inits.
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    Type expected = input.getType();
    if (auto type = ranked(input)) {
      SmallVector<int64_t> slice(type.getShape());
      slice.erase(slice.begin() + dim);
      expected = RankedTensorType::get(slice, type.getElementType());
    }
    if (!compatibleTypes(block.getArgument(i).getType(), expected))
      return emitOpError() << "body argument #" << i << " has type "
                           << block.getArgument(i).getType() << ", expected "
                           << expected << " (input #" << i
                           << " without dimension " << dim << ")";
    // Bounded dynamism: a static size of the argument where the input has
    // a dynamic size is at most that dimension's bound.
    auto type = ranked(input);
    auto argument = ranked(block.getArgument(i).getType());
    if (!type || !argument)
      continue;
    SmallVector<int64_t> bounds = dimensionBounds(type);
    bounds.erase(bounds.begin() + dim);
    if (std::optional<int64_t> at = sizeAboveBound(argument, bounds))
      return emitOpError() << "body argument #" << i << " has size "
                           << argument.getDimSize(*at) << " in dimension "
                           << *at << ", above the bound " << bounds[*at]
                           << " input #" << i << " has there";
  }
  for (auto [i, init] : llvm::enumerate(getInits())) {
    size_t arg = getInputs().size() + i;
    if (!compatibleTypes(block.getArgument(arg).getType(), init.getType()))
      return emitOpError() << "body argument #" << arg << " has type "
                           << block.getArgument(arg).getType()
                           << ", expected init #" << i << "'s type "
                           << init.getType();
  }
  // Results: each output is its returned slice with the scanned dimension
  // inserted; each carry has its returned type.
  auto returned = returnedTypes(getBody());
  if (!returned)
    return success();
  size_t outputs = getOutputs().size();
  for (auto [i, output] : llvm::enumerate(getOutputs())) {
    Type expected = (*returned)[i];
    if (auto slice = ranked(expected)) {
      if (dim < 0 || dim > slice.getRank())
        return emitOpError() << "dimension " << dim
                             << " cannot be inserted into the returned slice #"
                             << i << " of type " << slice;
      SmallVector<int64_t> shape(slice.getShape());
      shape.insert(shape.begin() + dim, scanSize);
      expected = RankedTensorType::get(shape, slice.getElementType());
    }
    if (!compatibleTypes(output.getType(), expected))
      return emitOpError() << "output #" << i << " has type "
                           << output.getType() << ", expected " << expected
                           << " (the body's returned slice #" << i
                           << " with dimension " << dim << " scanned)";
  }
  for (auto [i, carry] : llvm::enumerate(getCarries()))
    if (!compatibleTypes(carry.getType(), (*returned)[outputs + i]))
      return emitOpError() << "carry #" << i << " has type " << carry.getType()
                           << ", expected the body's returned carry type "
                           << (*returned)[outputs + i];
  return success();
}

LogicalResult indexopt::OpTrait::verifyChloTypeRules(Operation *op) {
  // CHLO takes unranked tensors (`HLO_AnyTensor`), but for `mulhi`.
  llvm::StringRef name = op->getName().stripDialect();
  bool unranked = name != "mulhi";
  if (failed(checkEveryValue(op, [&](StringRef what, size_t i, Type type) {
        return checkStablehloValueType(op, what, i, type, false, false,
                                       unranked);
      })))
    return failure();
  // The element kinds of `mulhi` (StableHLO's `HLO_Int`: 2 to 64 bits, not
  // `i1`) and of the unary and non-broadcasting binary ops
  // (`HLO_AnyFpOrComplexTensor`, `HLO_AnyFpTensor`); the `is_inf` family
  // checks its own.
  unsigned kinds = 0;
  llvm::StringRef text;
  if (name == "mulhi") {
    kinds = kind::Integer;
    text = "integer";
  } else if (llvm::is_contained({"acos", "acosh", "asin", "asinh", "atan",
                                 "atanh", "bessel_i1e", "conj", "cosh", "sinh",
                                 "tan"},
                                name)) {
    kinds = kind::Float | kind::Complex;
    text = "floating-point or complex";
  } else if (llvm::is_contained({"digamma", "erf", "erf_inv", "erfc", "lgamma",
                                 "next_after", "polygamma", "zeta"},
                                name)) {
    kinds = kind::Float;
    text = "floating-point";
  } else {
    return success();
  }
  return checkEveryValue(op, [&](StringRef what, size_t i, Type type) {
    return checkKind(op, kinds, text, what, i, type);
  });
}
