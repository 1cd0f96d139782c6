//===- StablehloGatherScatterVerifiers.cpp - gather and scatter -----------===//
//
// The specification's constraints of `gather` (C1-C23, shared with
// `dynamic_gather`) and `scatter` (C1-C25): dimension numbers (batching
// dimensions included), slice and update sizes against the operand and
// indices, result shapes and element types, `scatter`'s update
// computation. Sizes are compared only where both are static.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

//===----------------------------------------------------------------------===//
// gather and dynamic_gather (C1-C23)
//===----------------------------------------------------------------------===//

namespace {

/// What `gather` and `dynamic_gather` share, read from either op: the ranked
/// operand and indices, the result (null unless ranked), the dimension
/// numbers and the slice sizes (dynamic where unknown).
struct Gather {
  Operation *op;
  RankedTensorType operand, indices, result;
  ArrayRef<int64_t> offsetDims, collapsed, operandBatching, indicesBatching,
      startIndexMap;
  int64_t indexVectorDim;
  int64_t operandRank, indicesRank;
  ArrayRef<int64_t> sliceSizes;
  /// collapsed_slice_dims, then operand_batching_dims.
  SmallVector<int64_t> collapsedAndBatching;
};

/// The dimension numbers against the operand's rank and the index vector:
/// (C1) offset, collapsed and batching dimensions add up to the operand
/// rank; (C2) index_vector_dim is in range; (C3) start_index_map has one
/// entry per index; (C4, C5) offset_dims; (C6, C8, C11) collapsed and
/// batching dimensions in range and unique; (C7, C10) sorted.
LogicalResult checkGatherDimensionNumbers(const Gather &g) {
  Operation *op = g.op;
  int64_t operandRank = g.operandRank, indicesRank = g.indicesRank;
  int64_t indexVectorDim = g.indexVectorDim;
  // C1
  if (operandRank !=
      static_cast<int64_t>(g.offsetDims.size() + g.collapsed.size() +
                           g.operandBatching.size()))
    return op->emitOpError() << "(C1) operand rank " << operandRank
                             << " must equal size(offset_dims) + "
                                "size(collapsed_slice_dims) + "
                                "size(operand_batching_dims) = "
                             << g.offsetDims.size() + g.collapsed.size() +
                                    g.operandBatching.size();
  // C2
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return op->emitOpError() << "(C2) index_vector_dim " << indexVectorDim
                             << " must be in [0, " << indicesRank << "]";
  // C3
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? g.indices.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(g.startIndexMap.size()) != indexVectorSize)
    return op->emitOpError()
           << "(C3) start_index_map has " << g.startIndexMap.size()
           << " elements, expected " << indexVectorSize;
  // C4, C5
  if (g.result && failed(checkDims(op, "(C4, C5) offset_dims", g.offsetDims,
                                   g.result.getRank(), true, true)))
    return failure();
  // C6
  if (failed(checkDims(
          op, "(C6, C8, C11) collapsed_slice_dims and operand_batching_dims",
          g.collapsedAndBatching, operandRank)))
    return failure();
  // C7, C10
  if (!llvm::is_sorted(g.collapsed))
    return op->emitOpError() << "(C7) collapsed_slice_dims must be sorted";
  if (!llvm::is_sorted(g.operandBatching))
    return op->emitOpError() << "(C10) operand_batching_dims must be sorted";
  return success();
}

/// (C20) One slice size per operand dimension; (C9, C12) at most 1 for a
/// collapsed or batching dimension.
LogicalResult checkGatherCollapsedSizes(const Gather &g) {
  Operation *op = g.op;
  // C20
  if (static_cast<int64_t>(g.sliceSizes.size()) != g.operandRank)
    return op->emitOpError()
           << "(C20) slice_sizes has " << g.sliceSizes.size()
           << " elements, expected the operand rank " << g.operandRank;
  // C9, C12
  for (int64_t dim : g.collapsedAndBatching)
    if (g.sliceSizes[dim] > 1)
      return op->emitOpError()
             << "(C9, C12) slice_sizes[" << dim
             << "] must be <= 1 for a collapsed or batching dimension";
  return success();
}

/// The dimension numbers against the indices: (C13, C14)
/// start_indices_batching_dims in range and unique, (C15) not
/// index_vector_dim, (C16, C17) paired with operand_batching_dims of one
/// size; (C18, C19) start_index_map and operand_batching_dims in range and
/// unique.
LogicalResult checkGatherIndexDims(const Gather &g) {
  Operation *op = g.op;
  // C13, C14, C15
  if (failed(checkDims(op, "(C13, C14) start_indices_batching_dims",
                       g.indicesBatching, g.indicesRank)))
    return failure();
  if (llvm::is_contained(g.indicesBatching, g.indexVectorDim))
    return op->emitOpError()
           << "(C15) index_vector_dim must not be a start_indices_batching_dim";
  // C16, C17
  if (g.operandBatching.size() != g.indicesBatching.size())
    return op->emitOpError() << "(C16) operand_batching_dims and "
                                "start_indices_batching_dims differ in size";
  for (auto [o, i] : llvm::zip(g.operandBatching, g.indicesBatching))
    if (!staticEqual(g.operand.getDimSize(o), g.indices.getDimSize(i)))
      return op->emitOpError() << "(C17) operand dimension " << o
                               << " and start_indices dimension " << i
                               << " must have the same size";
  // C18, C19
  SmallVector<int64_t> mapAndBatching(g.startIndexMap);
  llvm::append_range(mapAndBatching, g.operandBatching);
  return checkDims(op, "(C18, C19) start_index_map and operand_batching_dims",
                   mapAndBatching, g.operandRank);
}

/// (C21) Each known slice size is in [0, the operand's size].
LogicalResult checkGatherSliceSizes(const Gather &g) {
  for (int64_t i = 0; i < g.operandRank; ++i) {
    int64_t size = g.operand.getDimSize(i);
    if (ShapedType::isDynamic(g.sliceSizes[i]))
      continue;
    if (g.sliceSizes[i] < 0 ||
        (!ShapedType::isDynamic(size) && g.sliceSizes[i] > size))
      return g.op->emitOpError()
             << "(C21) slice_sizes[" << i << "] = " << g.sliceSizes[i]
             << " must be in [0, " << size << "]";
  }
  return success();
}

/// (C22) A ranked result has the batch dimensions of the indices (without
/// index_vector_dim) and the slice's offset dimensions at offset_dims;
/// (C23) the operand's element type.
LogicalResult checkGatherResult(const Gather &g) {
  Operation *op = g.op;
  RankedTensorType result = g.result;
  if (!result)
    return success();
  // C22
  SmallVector<int64_t> batchSizes;
  for (int64_t i = 0; i < g.indicesRank; ++i)
    if (i != g.indexVectorDim)
      batchSizes.push_back(g.indices.getDimSize(i));
  SmallVector<int64_t> offsetSizes;
  for (int64_t i = 0; i < g.operandRank; ++i)
    if (!llvm::is_contained(g.collapsedAndBatching, i))
      offsetSizes.push_back(g.sliceSizes[i]);
  int64_t expectedRank = batchSizes.size() + offsetSizes.size();
  if (result.getRank() != expectedRank)
    return op->emitOpError() << "(C22) result rank " << result.getRank()
                             << ", expected " << expectedRank;
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t i = 0; i < expectedRank; ++i) {
    int64_t expected = llvm::is_contained(g.offsetDims, i)
                           ? offsetSizes[nextOffset++]
                           : batchSizes[nextBatch++];
    if (!staticEqual(result.getDimSize(i), expected))
      return op->emitOpError()
             << "(C22) result dimension " << i << " has size "
             << result.getDimSize(i) << ", expected " << expected;
  }
  // C23
  if (result.getElementType() != g.operand.getElementType())
    return op->emitOpError() << "(C23) result and operand element types differ";
  return success();
}

/// `gather`'s constraints C1-C23, shared with `dynamic_gather` (the same
/// constraints without batching dimensions, `slice_sizes` an operand):
/// `givenSliceSizes` where they are known (a constant operand).
template <typename Op>
LogicalResult verifyGather(Op op,
                           std::optional<ArrayRef<int64_t>> givenSliceSizes) {
  auto operand = ranked(op.getOperand());
  auto indices = ranked(op.getStartIndices());
  if (!operand || !indices)
    return success();
  GatherDimensionNumbersAttr dn = op.getDimensionNumbers();
  Gather g;
  g.op = op;
  g.operand = operand;
  g.indices = indices;
  g.result = ranked(op.getType());
  g.offsetDims = dn.getOffsetDims();
  g.collapsed = dn.getCollapsedSliceDims();
  g.operandBatching = dn.getOperandBatchingDims();
  g.indicesBatching = dn.getStartIndicesBatchingDims();
  g.startIndexMap = dn.getStartIndexMap();
  g.indexVectorDim = dn.getIndexVectorDim();
  g.operandRank = operand.getRank();
  g.indicesRank = indices.getRank();
  // Unknown slice sizes (a dynamic_gather's non-constant operand) are
  // dynamic sizes.
  SmallVector<int64_t> unknownSizes(g.operandRank, ShapedType::kDynamic);
  g.sliceSizes =
      givenSliceSizes ? *givenSliceSizes : ArrayRef<int64_t>(unknownSizes);
  g.collapsedAndBatching.assign(g.collapsed.begin(), g.collapsed.end());
  llvm::append_range(g.collapsedAndBatching, g.operandBatching);
  if (failed(checkGatherDimensionNumbers(g)) ||
      failed(checkGatherCollapsedSizes(g)) || failed(checkGatherIndexDims(g)) ||
      failed(checkGatherSliceSizes(g)))
    return failure();
  return checkGatherResult(g);
}

} // namespace

LogicalResult GatherOp::verify() {
  return verifyGather(*this, getSliceSizes());
}

LogicalResult DynamicGatherOp::verify() {
  std::optional<SmallVector<int64_t>> sizes = constantInts(getSliceSizes());
  return verifyGather(*this, sizes ? std::optional<ArrayRef<int64_t>>(*sizes)
                                   : std::nullopt);
}

//===----------------------------------------------------------------------===//
// scatter (C1-C25)
//===----------------------------------------------------------------------===//

namespace {

/// The window dimensions: (C2) update window, inserted and batching
/// dimensions add up to the input rank; (C7, C8) update_window_dims in
/// range of the update, unique and sorted; (C9, C11, C13) inserted and
/// batching dimensions in range of the input and unique; (C10, C12) sorted.
LogicalResult checkScatterWindowDims(ScatterOp op, RankedTensorType input,
                                     RankedTensorType update) {
  ScatterDimensionNumbersAttr dn = op.getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims(),
                    inserted = dn.getInsertedWindowDims(),
                    inputBatching = dn.getInputBatchingDims();
  int64_t inputRank = input.getRank();
  // C2
  if (inputRank != static_cast<int64_t>(windowDims.size() + inserted.size() +
                                        inputBatching.size()))
    return op.emitOpError()
           << "(C2) input rank " << inputRank
           << " must equal size(update_window_dims) + "
              "size(inserted_window_dims) + size(input_batching_dims)";
  // C7, C8
  if (failed(checkDims(op, "(C7, C8) update_window_dims", windowDims,
                       update.getRank(), true, true)))
    return failure();
  // C9, C11, C13
  SmallVector<int64_t> insertedAndBatching(inserted);
  llvm::append_range(insertedAndBatching, inputBatching);
  if (failed(checkDims(
          op, "(C9, C11, C13) inserted_window_dims and input_batching_dims",
          insertedAndBatching, inputRank)))
    return failure();
  if (!llvm::is_sorted(inserted))
    return op.emitOpError() << "(C10) inserted_window_dims must be sorted";
  if (!llvm::is_sorted(inputBatching))
    return op.emitOpError() << "(C12) input_batching_dims must be sorted";
  return success();
}

/// The index dimensions: (C22) index_vector_dim in range; (C14, C15)
/// scatter_indices_batching_dims in range and unique, (C16) not
/// index_vector_dim, (C17, C18) paired with input_batching_dims of one size;
/// (C19) one scatter_dims_to_operand_dims entry per index; (C20, C21)
/// those and input_batching_dims in range of the input and unique.
LogicalResult checkScatterIndexDims(ScatterOp op, RankedTensorType input,
                                    RankedTensorType indices) {
  ScatterDimensionNumbersAttr dn = op.getScatterDimensionNumbers();
  ArrayRef<int64_t> inputBatching = dn.getInputBatchingDims(),
                    indicesBatching = dn.getScatterIndicesBatchingDims(),
                    toOperand = dn.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dn.getIndexVectorDim();
  int64_t inputRank = input.getRank(), indicesRank = indices.getRank();
  // C22
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return op.emitOpError() << "(C22) index_vector_dim " << indexVectorDim
                            << " must be in [0, " << indicesRank << "]";
  // C14, C15, C16
  if (failed(checkDims(op, "(C14, C15) scatter_indices_batching_dims",
                       indicesBatching, indicesRank)))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return op.emitOpError() << "(C16) index_vector_dim must not be a "
                               "scatter_indices_batching_dim";
  // C17, C18
  if (inputBatching.size() != indicesBatching.size())
    return op.emitOpError() << "(C17) input_batching_dims and "
                               "scatter_indices_batching_dims differ in size";
  for (auto [o, i] : llvm::zip(inputBatching, indicesBatching))
    if (!staticEqual(input.getDimSize(o), indices.getDimSize(i)))
      return op.emitOpError() << "(C18) input dimension " << o
                              << " and scatter_indices dimension " << i
                              << " must have the same size";
  // C19
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indices.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(toOperand.size()) != indexVectorSize)
    return op.emitOpError()
           << "(C19) scatter_dims_to_operand_dims has " << toOperand.size()
           << " elements, expected " << indexVectorSize;
  // C20, C21
  SmallVector<int64_t> toOperandAndBatching(toOperand);
  llvm::append_range(toOperandAndBatching, inputBatching);
  return checkDims(
      op, "(C20, C21) scatter_dims_to_operand_dims and input_batching_dims",
      toOperandAndBatching, inputRank);
}

/// (C4) The update's rank is the scatter dimensions' plus the window
/// dimensions'; its scatter dimensions are the indices' (without
/// index_vector_dim), its window dimensions no larger than the input's
/// (without inserted and batching dimensions).
LogicalResult checkScatterUpdateShape(ScatterOp op, RankedTensorType input,
                                      RankedTensorType indices,
                                      RankedTensorType update) {
  ScatterDimensionNumbersAttr dn = op.getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims();
  SmallVector<int64_t> insertedAndBatching(dn.getInsertedWindowDims());
  llvm::append_range(insertedAndBatching, dn.getInputBatchingDims());
  int64_t indexVectorDim = dn.getIndexVectorDim();
  int64_t inputRank = input.getRank(), indicesRank = indices.getRank();
  int64_t scatterDims = indicesRank - (indexVectorDim < indicesRank ? 1 : 0);
  if (update.getRank() != scatterDims + static_cast<int64_t>(windowDims.size()))
    return op.emitOpError() << "(C4) updates rank " << update.getRank()
                            << ", expected " << scatterDims + windowDims.size();
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
        return op.emitOpError()
               << "(C4) update window dimension " << i << " has size " << size
               << ", more than the input's " << bound;
    } else if (!staticEqual(size, scatterSizes[nextScatter++])) {
      return op.emitOpError()
             << "(C4) update scatter dimension " << i << " has size " << size
             << ", expected " << scatterSizes[nextScatter - 1]
             << " (from scatter_indices)";
    }
  }
  return success();
}

/// The types: (C6) update `i` has input `i`'s element type; (C23)
/// update_computation is a reducer of the inputs' element types; (C24) one
/// result per input, of the inputs' shape, (C25) with the
/// update_computation's element type.
LogicalResult checkScatterTypes(ScatterOp op, RankedTensorType input) {
  size_t n = op.getInputs().size();
  // C6
  for (auto [i, value] : llvm::enumerate(op.getUpdates()))
    if (failed(checkElementType(op, "(C6)", "update #" + std::to_string(i),
                                value.getType(), op.getInputs()[i].getType(),
                                "input #" + std::to_string(i))))
      return failure();
  // C23
  SmallVector<Type> elements, accumulators;
  for (Value value : op.getInputs())
    elements.push_back(elementType(value.getType()));
  if (failed(checkReducer(op, op.getUpdateComputation(), "(C23)",
                          "update_computation", elements, {}, accumulators)))
    return failure();
  // C24, C25
  if (op->getNumResults() != n)
    return op.emitOpError() << "(C24) has " << op->getNumResults()
                            << " results, expected " << n << " (one per input)";
  for (auto [i, type] : llvm::enumerate(op->getResultTypes())) {
    if (!hasShape(type, input.getShape()))
      return op.emitOpError()
             << "(C24) result #" << i << " has type " << type
             << ", expected the inputs' shape " << shapeText(input.getShape());
    if (accumulators[i] &&
        failed(checkElementType(op, "(C25)", "result #" + std::to_string(i),
                                type, accumulators[i],
                                "the update_computation")))
      return failure();
  }
  return success();
}

} // namespace

LogicalResult ScatterOp::verify() {
  size_t n = getInputs().size();
  if (n == 0 || getUpdates().size() != n)
    return emitOpError() << "(C5) needs N > 0 inputs and N updates";
  auto input = ranked(getInputs()[0]);
  auto indices = ranked(getScatterIndices());
  auto update = ranked(getUpdates()[0]);
  if (!input || !indices || !update)
    return success();
  // C1, C3 (C24: checkScatterTypes)
  for (Value other : getInputs())
    if (auto t = ranked(other); t && t.getShape() != input.getShape())
      return emitOpError() << "(C1) inputs must have the same shape";
  for (Value other : getUpdates())
    if (auto t = ranked(other); t && t.getShape() != update.getShape())
      return emitOpError() << "(C3) updates must have the same shape";
  if (failed(checkScatterWindowDims(*this, input, update)) ||
      failed(checkScatterIndexDims(*this, input, indices)) ||
      failed(checkScatterUpdateShape(*this, input, indices, update)))
    return failure();
  return checkScatterTypes(*this, input);
}
