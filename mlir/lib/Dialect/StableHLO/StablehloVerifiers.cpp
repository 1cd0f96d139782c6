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

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace indexopt::stablehlo;

namespace {

RankedTensorType ranked(Value value) {
  return dyn_cast<RankedTensorType>(value.getType());
}

RankedTensorType ranked(Type type) { return dyn_cast<RankedTensorType>(type); }

bool staticEqual(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Checks that every value of `dims` is in [0, bound), and optionally unique
/// and sorted; names the attribute in the error.
LogicalResult checkDims(Operation *op, StringRef name, ArrayRef<int64_t> dims,
                        int64_t bound, bool unique = true,
                        bool sorted = false) {
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

/// The result has rank `expected` (checked before a verifier reads the
/// result's dimensions, which must exist).
LogicalResult checkResultRank(Operation *op, RankedTensorType result,
                              int64_t expected) {
  if (result && result.getRank() != expected)
    return op->emitOpError()
           << "result rank " << result.getRank() << ", expected " << expected;
  return success();
}

/// `[2, ?, 4]`: a shape for a message, `?` for a dynamic size.
std::string shapeText(ArrayRef<int64_t> shape) {
  std::string text = "[";
  for (auto [i, size] : llvm::enumerate(shape))
    text +=
        (i ? ", " : "") +
        (ShapedType::isDynamic(size) ? std::string("?") : std::to_string(size));
  return text + "]";
}

/// Whether two ranked types have the same rank and sizes (a dynamic size
/// agrees with any).
bool sameShape(RankedTensorType a, RankedTensorType b) {
  return a.getRank() == b.getRank() &&
         llvm::all_of(llvm::zip(a.getShape(), b.getShape()), [](auto sizes) {
           return staticEqual(std::get<0>(sizes), std::get<1>(sizes));
         });
}

/// `actual` (the op's `subject`: an operand or the result) has `expected`'s
/// shape and element type (the specification's `type(x) = type(y)`); `what`
/// names `expected` in the message.
LogicalResult checkSameType(Operation *op, StringRef subject,
                            RankedTensorType actual, RankedTensorType expected,
                            StringRef what) {
  if (!actual || !expected)
    return success();
  if (!sameShape(actual, expected) ||
      actual.getElementType() != expected.getElementType())
    return op->emitOpError() << subject << " type " << actual << " must be "
                             << what << "'s type " << expected;
  return success();
}

/// The region has one block whose arguments are `count` 0-d tensors; with
/// `accumulators` (a reducer's init values, `count` = twice their number),
/// arguments `i` and `n + i` may instead have the type of init value `i`
/// (StableHLO's verifier accepts such non-scalar accumulators).
LogicalResult checkScalarRegion(Operation *op, Region &region, size_t count,
                                StringRef name, ValueRange accumulators = {}) {
  if (region.empty())
    return op->emitOpError() << name << " region is empty";
  Block &block = region.front();
  if (block.getNumArguments() != count)
    return op->emitOpError()
           << name << " region has " << block.getNumArguments()
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
           << name << " region argument #" << index << " must be a 0-d tensor"
           << (accumulators.empty() ? "" : " or have its init value's type")
           << ", got " << argument.getType();
  }
  return success();
}

} // namespace

LogicalResult BroadcastInDimOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand || !result)
    return success();
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (failed(checkSize(*this, "broadcast_dimensions", dims.size(),
                       operand.getRank(), "the operand rank")) ||
      failed(checkDims(*this, "broadcast_dimensions", dims, result.getRank())))
    return failure();
  for (auto [i, dim] : llvm::enumerate(dims)) {
    int64_t from = operand.getDimSize(i), to = result.getDimSize(dim);
    if (!ShapedType::isDynamic(from) && from != 1 && !staticEqual(from, to))
      return emitOpError() << "operand dimension " << i << " of size " << from
                           << " cannot broadcast to result dimension " << dim
                           << " of size " << to;
  }
  return success();
}

LogicalResult TransposeOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand)
    return success();
  ArrayRef<int64_t> permutation = getPermutation();
  if (failed(checkSize(*this, "permutation", permutation.size(),
                       operand.getRank(), "the operand rank")) ||
      failed(checkDims(*this, "permutation", permutation, operand.getRank())) ||
      failed(checkResultRank(*this, result, operand.getRank())))
    return failure();
  if (result)
    for (auto [i, dim] : llvm::enumerate(permutation))
      if (!staticEqual(result.getDimSize(i), operand.getDimSize(dim)))
        return emitOpError()
               << "result dimension " << i << " has size "
               << result.getDimSize(i) << ", expected operand dimension " << dim
               << " of size " << operand.getDimSize(dim);
  return success();
}

LogicalResult ReverseOp::verify() {
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  return failure(failed(checkDims(*this, "dimensions", getDimensions(),
                                  operand.getRank())) ||
                 failed(checkSameType(*this, "result", ranked(getType()),
                                      operand, "the operand")));
}

LogicalResult SelectOp::verify() {
  auto pred = ranked(getPred());
  auto onTrue = ranked(getOnTrue());
  auto onFalse = ranked(getOnFalse());
  if (failed(checkSameType(*this, "on_false", onFalse, onTrue, "on_true")) ||
      failed(
          checkSameType(*this, "result", ranked(getType()), onTrue, "on_true")))
    return failure();
  if (pred && onTrue && pred.getRank() != 0 && !sameShape(pred, onTrue))
    return emitOpError() << "pred must be a scalar or have on_true's shape, "
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
  if (failed(checkSameType(*this, "rhs", ranked(getRhs()), lhs, "lhs")))
    return failure();
  if (result && !result.getElementType().isInteger(1))
    return emitOpError() << "result element type must be i1, not "
                         << result.getElementType();
  return success();
}

LogicalResult SliceOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  if (failed(checkResultRank(*this, result, rank)))
    return failure();
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  if (failed(checkSize(*this, "start_indices", start.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "limit_indices", limit.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "strides", strides.size(), rank,
                       "the operand rank")))
    return failure();
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (start[i] < 0 || start[i] > limit[i] ||
        (!ShapedType::isDynamic(size) && limit[i] > size))
      return emitOpError() << "dimension " << i << ": need 0 <= start ("
                           << start[i] << ") <= limit (" << limit[i]
                           << ") <= size (" << size << ")";
    if (strides[i] <= 0)
      return emitOpError() << "dimension " << i << ": stride " << strides[i]
                           << " must be positive";
    int64_t expected = (limit[i] - start[i] + strides[i] - 1) / strides[i];
    if (result && !staticEqual(result.getDimSize(i), expected))
      return emitOpError() << "result dimension " << i << " has size "
                           << result.getDimSize(i) << ", expected " << expected;
  }
  return success();
}

LogicalResult DynamicSliceOp::verify() {
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (failed(checkSize(*this, "slice_sizes", sizes.size(), rank,
                       "the operand rank")))
    return failure();
  if (static_cast<int64_t>(getStartIndices().size()) != rank)
    return emitOpError() << "has " << getStartIndices().size()
                         << " start indices, expected " << rank;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (sizes[i] < 0 || (!ShapedType::isDynamic(size) && sizes[i] > size))
      return emitOpError() << "slice size " << sizes[i] << " of dimension " << i
                           << " must be in [0, " << size << "]";
  }
  auto result = ranked(getType());
  if (result && (failed(checkResultRank(*this, result, rank)) ||
                 !sameShape(result, RankedTensorType::get(
                                        sizes, operand.getElementType()))))
    return emitOpError() << "result shape must be slice_sizes, not " << result;
  if (result && result.getElementType() != operand.getElementType())
    return emitOpError() << "result element type must be the operand's";
  return success();
}

LogicalResult DynamicUpdateSliceOp::verify() {
  auto operand = ranked(getOperand());
  auto update = ranked(getUpdate());
  if (!operand || !update)
    return success();
  if (update.getRank() != operand.getRank())
    return emitOpError() << "update rank " << update.getRank()
                         << " differs from operand rank " << operand.getRank();
  if (static_cast<int64_t>(getStartIndices().size()) != operand.getRank())
    return emitOpError() << "has " << getStartIndices().size()
                         << " start indices, expected " << operand.getRank();
  for (int64_t i = 0; i < operand.getRank(); ++i) {
    int64_t u = update.getDimSize(i), o = operand.getDimSize(i);
    if (!ShapedType::isDynamic(u) && !ShapedType::isDynamic(o) && u > o)
      return emitOpError() << "update dimension " << i << " of size " << u
                           << " exceeds the operand's " << o;
  }
  return checkSameType(*this, "result", ranked(getType()), operand,
                       "the operand");
}

LogicalResult PadOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  if (failed(checkResultRank(*this, result, rank)))
    return failure();
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  if (failed(checkSize(*this, "edge_padding_low", low.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "edge_padding_high", high.size(), rank,
                       "the operand rank")) ||
      failed(checkSize(*this, "interior_padding", interior.size(), rank,
                       "the operand rank")))
    return failure();
  for (int64_t i = 0; i < rank; ++i) {
    if (interior[i] < 0)
      return emitOpError() << "interior padding " << interior[i]
                           << " of dimension " << i << " is negative";
    int64_t size = operand.getDimSize(i);
    if (ShapedType::isDynamic(size) || !result)
      continue;
    int64_t expected =
        low[i] + high[i] + size + std::max<int64_t>(size - 1, 0) * interior[i];
    if (expected < 0 || !staticEqual(result.getDimSize(i), expected))
      return emitOpError() << "result dimension " << i << " has size "
                           << result.getDimSize(i) << ", expected " << expected;
  }
  return success();
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "needs at least one input";
  auto first = ranked(getInputs()[0]);
  auto result = ranked(getType());
  if (!first)
    return success();
  int64_t dimension = getDimension();
  if (dimension < 0 || dimension >= first.getRank())
    return emitOpError() << "dimension " << dimension << " is out of range [0, "
                         << first.getRank() << ")";
  if (failed(checkResultRank(*this, result, first.getRank())))
    return failure();
  int64_t total = 0;
  for (auto [index, input] : llvm::enumerate(getInputs())) {
    auto type = ranked(input);
    if (!type)
      return success();
    if (type.getRank() != first.getRank())
      return emitOpError() << "input #" << index << " has rank "
                           << type.getRank() << ", expected "
                           << first.getRank();
    for (int64_t i = 0; i < first.getRank(); ++i)
      if (i != dimension &&
          !staticEqual(type.getDimSize(i), first.getDimSize(i)))
        return emitOpError()
               << "input #" << index << " dimension " << i << " has size "
               << type.getDimSize(i) << ", expected " << first.getDimSize(i);
    if (ShapedType::isDynamic(type.getDimSize(dimension)) ||
        ShapedType::isDynamic(total))
      total = ShapedType::kDynamic;
    else
      total += type.getDimSize(dimension);
  }
  if (result && !staticEqual(result.getDimSize(dimension), total))
    return emitOpError() << "result dimension " << dimension << " has size "
                         << result.getDimSize(dimension) << ", expected "
                         << total;
  return success();
}

LogicalResult IotaOp::verify() {
  auto result = ranked(getType());
  if (!result)
    return success();
  if (result.getRank() == 0)
    return emitOpError() << "result must have rank >= 1";
  int64_t dimension = getIotaDimension();
  if (dimension < 0 || dimension >= result.getRank())
    return emitOpError() << "iota_dimension " << dimension
                         << " is out of range [0, " << result.getRank() << ")";
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto operand = ranked(getOperand());
  auto result = ranked(getType());
  if (!operand || !result || !operand.hasStaticShape() ||
      !result.hasStaticShape())
    return success();
  if (operand.getNumElements() != result.getNumElements())
    return emitOpError() << "operand has " << operand.getNumElements()
                         << " elements, result " << result.getNumElements();
  return success();
}

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
    return emitOpError() << "lhs and rhs batching dimensions differ in number";
  if (lc.size() != rc.size())
    return emitOpError()
           << "lhs and rhs contracting dimensions differ in number";
  SmallVector<int64_t> lhsAll(lb), rhsAll(rb);
  lhsAll.append(lc.begin(), lc.end());
  rhsAll.append(rc.begin(), rc.end());
  if (failed(checkDims(*this, "lhs batching and contracting dimensions", lhsAll,
                       lhs.getRank())) ||
      failed(checkDims(*this, "rhs batching and contracting dimensions", rhsAll,
                       rhs.getRank())))
    return failure();
  for (auto [l, r] : llvm::zip(lhsAll, rhsAll))
    if (!staticEqual(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitOpError() << "lhs dimension " << l << " (size "
                           << lhs.getDimSize(l) << ") and rhs dimension " << r
                           << " (size " << rhs.getDimSize(r)
                           << ") must have the same size";
  auto result = ranked(getType());
  if (!result)
    return success();
  int64_t expectedRank =
      lhs.getRank() + rhs.getRank() - lb.size() - 2 * lc.size();
  if (result.getRank() != expectedRank)
    return emitOpError() << "result rank " << result.getRank() << ", expected "
                         << expectedRank;
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
    return emitOpError() << "result type " << result << ", expected shape "
                         << shapeText(shape)
                         << " (batch, lhs free, rhs free dimensions)";
  return success();
}

LogicalResult ConvolutionOp::verify() {
  auto lhs = ranked(getLhs());
  auto rhs = ranked(getRhs());
  if (!lhs || !rhs)
    return success();
  ConvDimensionNumbersAttr numbers = getDimensionNumbers();
  int64_t rank = lhs.getRank();
  size_t spatial = rank - 2;
  if (rhs.getRank() != rank)
    return emitOpError() << "lhs and rhs ranks differ";
  SmallVector<int64_t> input = {numbers.getInputBatchDimension(),
                                numbers.getInputFeatureDimension()};
  llvm::append_range(input, numbers.getInputSpatialDimensions());
  SmallVector<int64_t> kernel = {numbers.getKernelInputFeatureDimension(),
                                 numbers.getKernelOutputFeatureDimension()};
  llvm::append_range(kernel, numbers.getKernelSpatialDimensions());
  SmallVector<int64_t> output = {numbers.getOutputBatchDimension(),
                                 numbers.getOutputFeatureDimension()};
  llvm::append_range(output, numbers.getOutputSpatialDimensions());
  if (failed(checkSize(*this, "input dimension numbers", input.size(), rank,
                       "the lhs rank")) ||
      failed(checkDims(*this, "input dimension numbers", input, rank)) ||
      failed(checkSize(*this, "kernel dimension numbers", kernel.size(), rank,
                       "the rhs rank")) ||
      failed(checkDims(*this, "kernel dimension numbers", kernel, rank)) ||
      failed(checkSize(*this, "output dimension numbers", output.size(), rank,
                       "the result rank")) ||
      failed(checkDims(*this, "output dimension numbers", output, rank)))
    return failure();
  auto checkWindow =
      [&](StringRef name,
          std::optional<ArrayRef<int64_t>> values) -> LogicalResult {
    if (values && values->size() != spatial)
      return emitOpError() << name << " has " << values->size()
                           << " elements, expected " << spatial;
    return success();
  };
  if (failed(checkWindow("window_strides", getWindowStrides())) ||
      failed(checkWindow("lhs_dilation", getLhsDilation())) ||
      failed(checkWindow("rhs_dilation", getRhsDilation())))
    return failure();
  if (auto reversal = getWindowReversal();
      reversal && reversal->size() != spatial)
    return emitOpError() << "window_reversal has " << reversal->size()
                         << " elements, expected " << spatial;
  if (auto padding = getPadding()) {
    auto shape = padding->getType().getShape();
    if (shape.size() != 2 || shape[0] != static_cast<int64_t>(spatial) ||
        shape[1] != 2)
      return emitOpError() << "padding must have shape [" << spatial << ", 2]";
  }
  for (auto [name, values] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "window_strides", getWindowStrides()},
        {"lhs_dilation", getLhsDilation()},
        {"rhs_dilation", getRhsDilation()}})
    if (values && llvm::any_of(*values, [](int64_t v) { return v <= 0; }))
      return emitOpError() << name << " values must be positive";
  int64_t features = getFeatureGroupCount(), batches = getBatchGroupCount();
  if (features <= 0 || batches <= 0)
    return emitOpError()
           << "feature_group_count and batch_group_count must be positive";
  if (features > 1 && batches > 1)
    return emitOpError()
           << "feature_group_count and batch_group_count cannot both exceed 1";
  int64_t inputFeatures = lhs.getDimSize(input[1]);
  int64_t kernelInputFeatures = rhs.getDimSize(kernel[0]);
  if (!ShapedType::isDynamic(inputFeatures) &&
      !ShapedType::isDynamic(kernelInputFeatures) &&
      inputFeatures != kernelInputFeatures * features)
    return emitOpError() << "input feature dimension (" << inputFeatures
                         << ") must be the kernel input feature dimension ("
                         << kernelInputFeatures
                         << ") times feature_group_count (" << features << ")";
  // The spec's (C10) and (C14)/(C15): the groups divide the input batch and
  // the kernel output features.
  int64_t inputBatch = lhs.getDimSize(input[0]);
  int64_t kernelOutputFeatures = rhs.getDimSize(kernel[1]);
  if (!ShapedType::isDynamic(inputBatch) && inputBatch % batches != 0)
    return emitOpError() << "(C10) input batch dimension (" << inputBatch
                         << ") must be a multiple of batch_group_count ("
                         << batches << ")";
  if (!ShapedType::isDynamic(kernelOutputFeatures) &&
      (kernelOutputFeatures % batches != 0 ||
       kernelOutputFeatures % features != 0))
    return emitOpError() << "(C14, C15) kernel output feature dimension ("
                         << kernelOutputFeatures
                         << ") must be a multiple of batch_group_count ("
                         << batches << ") and feature_group_count (" << features
                         << ")";
  return success();
}

LogicalResult ReduceOp::verify() {
  if (getInputs().size() != getInitValues().size() || getInputs().empty())
    return emitOpError() << "needs one init value per input, and an input";
  auto input = ranked(getInputs()[0]);
  size_t n = getInputs().size();
  if (input &&
      failed(checkDims(*this, "dimensions", getDimensions(), input.getRank())))
    return failure();
  if (failed(
          checkScalarRegion(*this, getBody(), 2 * n, "body", getInitValues())))
    return failure();
  // MLIR checks terminators after this verifier: the block may be empty.
  Block &body = getBody().front();
  auto ret = body.mightHaveTerminator()
                 ? dyn_cast<ReturnOp>(body.getTerminator())
                 : ReturnOp();
  if (ret && ret.getResults().size() != n)
    return emitOpError() << "body returns " << ret.getResults().size()
                         << " values, expected " << n;
  if (input)
    for (Type type : getResultTypes())
      if (auto result = ranked(type);
          result &&
          result.getRank() !=
              input.getRank() - static_cast<int64_t>(getDimensions().size()))
        return emitOpError()
               << "result rank " << result.getRank() << ", expected "
               << input.getRank() - getDimensions().size();
  return success();
}

LogicalResult ReduceWindowOp::verify() {
  if (getInputs().size() != getInitValues().size() || getInputs().empty())
    return emitOpError() << "needs one init value per input, and an input";
  auto input = ranked(getInputs()[0]);
  if (!input)
    return success();
  int64_t rank = input.getRank();
  if (failed(checkSize(*this, "window_dimensions", getWindowDimensions().size(),
                       rank, "the input rank")))
    return failure();
  for (auto [name, values] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "window_strides", getWindowStrides()},
        {"base_dilations", getBaseDilations()},
        {"window_dilations", getWindowDilations()}}) {
    if (!values)
      continue;
    if (failed(checkSize(*this, name, values->size(), rank, "the input rank")))
      return failure();
    if (llvm::any_of(*values, [](int64_t v) { return v <= 0; }))
      return emitOpError() << name << " values must be positive";
  }
  if (llvm::any_of(getWindowDimensions(), [](int64_t v) { return v <= 0; }))
    return emitOpError() << "window_dimensions values must be positive";
  SmallVector<int64_t> low(rank, 0), high(rank, 0);
  if (auto padding = getPadding()) {
    auto shape = padding->getType().getShape();
    if (shape.size() != 2 || shape[0] != rank || shape[1] != 2)
      return emitOpError() << "padding must have shape [" << rank << ", 2]";
    auto values = padding->getValues<int64_t>();
    for (int64_t i = 0; i < rank; ++i) {
      low[i] = values[2 * i];
      high[i] = values[2 * i + 1];
    }
  }
  // Each result has the window count per dimension (the specification's
  // num_windows) and its input's element type.
  auto at = [](std::optional<ArrayRef<int64_t>> values, int64_t i) {
    return values ? (*values)[i] : int64_t{1};
  };
  SmallVector<int64_t> windows(rank);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = input.getDimSize(i);
    if (ShapedType::isDynamic(size)) {
      windows[i] = ShapedType::kDynamic;
      continue;
    }
    // In checked arithmetic: sizes, dilations and paddings near i64::MAX
    // must not wrap.
    std::optional<int64_t> dilated =
        size == 0 ? std::optional<int64_t>(0)
                  : llvm::checkedMulAdd<int64_t>(size - 1,
                                                 at(getBaseDilations(), i), 1);
    std::optional<int64_t> padded =
        dilated ? llvm::checkedAdd<int64_t>(*dilated, low[i]) : std::nullopt;
    padded =
        padded ? llvm::checkedAdd<int64_t>(*padded, high[i]) : std::nullopt;
    std::optional<int64_t> window = llvm::checkedMulAdd<int64_t>(
        getWindowDimensions()[i] - 1, at(getWindowDilations(), i), 1);
    if (!padded || !window)
      return emitOpError() << "the window arithmetic of dimension " << i
                           << " overflows 64 bits";
    windows[i] = *padded <= 0 || *window > *padded
                     ? 0
                     : (*padded - *window) / at(getWindowStrides(), i) + 1;
  }
  for (auto [index, value] : llvm::enumerate(getResults())) {
    auto result = ranked(value.getType());
    if (result && (result.getRank() != rank ||
                   !sameShape(result, RankedTensorType::get(
                                          windows, result.getElementType()))))
      return emitOpError() << "result " << index << " has type " << result
                           << ", expected shape " << shapeText(windows)
                           << " (the windows per dimension)";
  }
  return checkScalarRegion(*this, getBody(), 2 * getInputs().size(), "body",
                           getInitValues());
}

LogicalResult SelectAndScatterOp::verify() {
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  int64_t rank = operand.getRank();
  if (auto dims = getWindowDimensions();
      dims && failed(checkSize(*this, "window_dimensions", dims->size(), rank,
                               "the operand rank")))
    return failure();
  if (auto strides = getWindowStrides();
      strides && failed(checkSize(*this, "window_strides", strides->size(),
                                  rank, "the operand rank")))
    return failure();
  if (failed(checkScalarRegion(*this, getSelect(), 2, "select")))
    return failure();
  return checkScalarRegion(*this, getScatter(), 2, "scatter");
}

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "needs an input";
  if (auto input = ranked(getInputs()[0])) {
    int64_t dimension = getDimension();
    int64_t rank = input.getRank();
    if (dimension < -rank || dimension >= rank)
      return emitOpError() << "dimension " << dimension << " is out of range ["
                           << -rank << ", " << rank << ")";
  }
  return checkScalarRegion(*this, getComparator(), 2 * getInputs().size(),
                           "comparator");
}

//===----------------------------------------------------------------------===//
// gather (C1-C23) and scatter (C1-C22) of the StableHLO specification.
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::verify() {
  auto operand = ranked(getOperand());
  auto indices = ranked(getStartIndices());
  auto result = ranked(getType());
  if (!operand || !indices)
    return success();
  GatherDimensionNumbersAttr dn = getDimensionNumbers();
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims(),
                    collapsed = dn.getCollapsedSliceDims(),
                    operandBatching = dn.getOperandBatchingDims(),
                    indicesBatching = dn.getStartIndicesBatchingDims(),
                    startIndexMap = dn.getStartIndexMap(),
                    sliceSizes = getSliceSizes();
  int64_t indexVectorDim = dn.getIndexVectorDim();
  int64_t operandRank = operand.getRank(), indicesRank = indices.getRank();
  // C1
  if (operandRank != static_cast<int64_t>(offsetDims.size() + collapsed.size() +
                                          operandBatching.size()))
    return emitOpError() << "(C1) operand rank " << operandRank
                         << " must equal size(offset_dims) + "
                            "size(collapsed_slice_dims) + "
                            "size(operand_batching_dims) = "
                         << offsetDims.size() + collapsed.size() +
                                operandBatching.size();
  // C2
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError() << "(C2) index_vector_dim " << indexVectorDim
                         << " must be in [0, " << indicesRank << "]";
  // C3
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indices.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(startIndexMap.size()) != indexVectorSize)
    return emitOpError() << "(C3) start_index_map has " << startIndexMap.size()
                         << " elements, expected " << indexVectorSize;
  // C4, C5
  if (result && failed(checkDims(*this, "(C4, C5) offset_dims", offsetDims,
                                 result.getRank(), true, true)))
    return failure();
  // C6
  SmallVector<int64_t> collapsedAndBatching(collapsed);
  llvm::append_range(collapsedAndBatching, operandBatching);
  if (failed(checkDims(
          *this, "(C6, C8, C11) collapsed_slice_dims and operand_batching_dims",
          collapsedAndBatching, operandRank)))
    return failure();
  // C7, C10
  if (!llvm::is_sorted(collapsed))
    return emitOpError() << "(C7) collapsed_slice_dims must be sorted";
  if (!llvm::is_sorted(operandBatching))
    return emitOpError() << "(C10) operand_batching_dims must be sorted";
  // C20
  if (static_cast<int64_t>(sliceSizes.size()) != operandRank)
    return emitOpError() << "(C20) slice_sizes has " << sliceSizes.size()
                         << " elements, expected the operand rank "
                         << operandRank;
  // C9, C12
  for (int64_t dim : collapsedAndBatching)
    if (sliceSizes[dim] > 1)
      return emitOpError()
             << "(C9, C12) slice_sizes[" << dim
             << "] must be <= 1 for a collapsed or batching dimension";
  // C13, C14, C15
  if (failed(checkDims(*this, "(C13, C14) start_indices_batching_dims",
                       indicesBatching, indicesRank)))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return emitOpError()
           << "(C15) index_vector_dim must not be a start_indices_batching_dim";
  // C16, C17
  if (operandBatching.size() != indicesBatching.size())
    return emitOpError() << "(C16) operand_batching_dims and "
                            "start_indices_batching_dims differ in size";
  for (auto [o, i] : llvm::zip(operandBatching, indicesBatching))
    if (!staticEqual(operand.getDimSize(o), indices.getDimSize(i)))
      return emitOpError() << "(C17) operand dimension " << o
                           << " and start_indices dimension " << i
                           << " must have the same size";
  // C18, C19
  SmallVector<int64_t> mapAndBatching(startIndexMap);
  llvm::append_range(mapAndBatching, operandBatching);
  if (failed(checkDims(*this,
                       "(C18, C19) start_index_map and operand_batching_dims",
                       mapAndBatching, operandRank)))
    return failure();
  // C21
  for (int64_t i = 0; i < operandRank; ++i) {
    int64_t size = operand.getDimSize(i);
    if (sliceSizes[i] < 0 ||
        (!ShapedType::isDynamic(size) && sliceSizes[i] > size))
      return emitOpError() << "(C21) slice_sizes[" << i
                           << "] = " << sliceSizes[i] << " must be in [0, "
                           << size << "]";
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
      return emitOpError() << "(C22) result rank " << result.getRank()
                           << ", expected " << expectedRank;
    size_t nextBatch = 0, nextOffset = 0;
    for (int64_t i = 0; i < expectedRank; ++i) {
      int64_t expected = llvm::is_contained(offsetDims, i)
                             ? offsetSizes[nextOffset++]
                             : batchSizes[nextBatch++];
      if (!staticEqual(result.getDimSize(i), expected))
        return emitOpError()
               << "(C22) result dimension " << i << " has size "
               << result.getDimSize(i) << ", expected " << expected;
    }
    // C23
    if (result.getElementType() != operand.getElementType())
      return emitOpError() << "(C23) result and operand element types differ";
  }
  return success();
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
  // C23
  return checkScalarRegion(*this, getUpdateComputation(), 2 * n,
                           "update_computation");
}
