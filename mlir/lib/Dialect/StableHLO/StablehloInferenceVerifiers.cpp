//===- StablehloInferenceVerifiers.cpp - inferred types, layouts ----------===//
//
// Checks where StableHLO's own type inference (or its verifier) rejects what
// the specification's numbered constraints do not cover: the result types of
// the ops outside the specification (`dot`, `broadcast`,
// `set_dimension_size`, `real_dynamic_slice`, `create_token`), `is_finite`'s
// types, and `custom_call`'s `operand_layouts` / `result_layouts`. Messages
// say what they check; sizes are compared only where both are static.
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

/// The result has `shape` (a dynamic size agrees with any), the shape
/// StableHLO infers (`what` says from what).
LogicalResult checkInferredShape(Operation *op, Type result,
                                 ArrayRef<int64_t> shape, StringRef what) {
  if (hasShape(result, shape))
    return success();
  return op->emitOpError() << "result has shape "
                           << shapeText(ranked(result).getShape())
                           << ", expected " << shapeText(shape) << " (" << what
                           << ")";
}

} // namespace

/// `is_finite`: a floating-point or per-tensor quantized operand and an `i1`
/// result (the specification's input and output types; the shapes are the
/// traits'; a per-axis quantized operand is the `QuantizedTypeRules`
/// trait's).
LogicalResult IsFiniteOp::verify() {
  if (Type operand = elementType(getOperand().getType());
      operand && !isa<FloatType, quant::QuantizedType>(operand))
    return emitOpError() << "operand must have floating-point or quantized "
                            "elements, not "
                         << operand;
  if (Type result = elementType(getType()); result && !result.isInteger(1))
    return emitOpError() << "result must have element type i1, not " << result;
  return success();
}

/// `dot` (deprecated): operands of rank 1 or 2, the lhs's last dimension
/// contracted with the rhs's first (one size), the result
/// `lhs[:-1] ++ rhs[1:]`; at most two precisions.
LogicalResult DotOp::verify() {
  if (auto precision = getPrecisionConfig(); precision && precision->size() > 2)
    return emitOpError() << "precision_config has " << precision->size()
                         << " entries, expected at most 2";
  auto lhs = ranked(getLhs()), rhs = ranked(getRhs());
  for (auto [name, type] : {std::pair{"lhs", lhs}, std::pair{"rhs", rhs}})
    if (type && type.getRank() != 1 && type.getRank() != 2)
      return emitOpError() << name << " has rank " << type.getRank()
                           << ", expected 1 or 2";
  if (!lhs || !rhs)
    return success();
  int64_t lhsSize = lhs.getShape().back(), rhsSize = rhs.getShape().front();
  if (!staticEqual(lhsSize, rhsSize))
    return emitOpError() << "contracting dimensions have sizes " << lhsSize
                         << " (lhs's last) and " << rhsSize
                         << " (rhs's first), expected one size";
  SmallVector<int64_t> shape(lhs.getShape().drop_back());
  llvm::append_range(shape, rhs.getShape().drop_front());
  return checkInferredShape(*this, getType(), shape,
                            "the lhs's free dimensions, then the rhs's");
}

/// `broadcast` (deprecated): non-negative `broadcast_sizes`; the result is
/// `broadcast_sizes ++ shape(operand)` of the operand's element type.
LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> sizes = getBroadcastSizes();
  for (int64_t size : sizes)
    if (size < 0)
      return emitOpError() << "broadcast_sizes value " << size
                           << " must be non-negative";
  if (failed(checkElementType(*this, "", "result", getType(),
                              getOperand().getType(), "the operand", true)))
    return failure();
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  SmallVector<int64_t> shape(sizes);
  llvm::append_range(shape, operand.getShape());
  return checkInferredShape(*this, getType(), shape,
                            "broadcast_sizes, then the operand's shape");
}

/// `set_dimension_size`: `size` a 0-d tensor of `i32`, `dimension` in range;
/// the result has the operand's element type and shape except at
/// `dimension`, which is `size` when it is a constant (otherwise any size up
/// to the operand's size or bound there), and no size above the operand's
/// bounds elsewhere.
LogicalResult SetDimensionSizeOp::verify() {
  if (auto size = ranked(getSize());
      size && (size.getRank() != 0 || !size.getElementType().isInteger(32)))
    return emitOpError() << "size must be a 0-d tensor of i32, not " << size;
  if (failed(checkElementType(*this, "", "result", getType(),
                              getOperand().getType(), "the operand", true)))
    return failure();
  auto operand = ranked(getOperand());
  if (!operand)
    return success();
  int64_t dim = getDimension();
  if (dim < 0 || dim >= operand.getRank())
    return emitOpError() << "dimension " << dim << " is out of range [0, "
                         << operand.getRank() << ")";
  SmallVector<int64_t> shape(operand.getShape());
  shape[dim] = ShapedType::kDynamic;
  if (auto size = constantInts(getSize()); size && size->size() == 1)
    shape[dim] = (*size)[0];
  if (failed(checkInferredShape(*this, getType(), shape,
                                "the operand's shape with dimension " +
                                    std::to_string(dim) +
                                    " of the size operand's value")))
    return failure();
  // The other dimensions keep their bounds; a size that is not a constant
  // is bounded by the operand's size (or bound) there, a constant one is
  // the size.
  SmallVector<int64_t> bounds = dimensionBounds(operand);
  if (!ShapedType::isDynamic(shape[dim]))
    bounds[dim] = ShapedType::kDynamic;
  else if (!ShapedType::isDynamic(operand.getDimSize(dim)))
    bounds[dim] = operand.getDimSize(dim);
  auto result = ranked(getType());
  if (std::optional<int64_t> i =
          result ? sizeAboveBound(result, bounds) : std::nullopt)
    return emitOpError() << "result dimension " << *i << " has size "
                         << result.getDimSize(*i) << ", above its bound "
                         << bounds[*i]
                         << (*i == dim ? " (the operand's size or bound there)"
                                       : " (the operand's bound)");
  return success();
}

/// `real_dynamic_slice`: `start_indices`, `limit_indices` and `strides` are
/// 1-d integer tensors of `rank(operand)` entries; the result has the
/// operand's rank and element type; with constant indices, `start <= limit`,
/// `stride > 0` and the result sizes `ceil((limit - start) / stride)`.
LogicalResult RealDynamicSliceOp::verify() {
  auto operand = ranked(getOperand());
  std::pair<StringRef, Value> lists[] = {{"start_indices", getStartIndices()},
                                         {"limit_indices", getLimitIndices()},
                                         {"strides", getStrides()}};
  for (auto [name, value] : lists) {
    auto type = ranked(value);
    if (!type)
      continue;
    // StableHLO's `HLO_DimensionTensor`: integers or `index`.
    if (type.getRank() != 1 ||
        !isa<IntegerType, IndexType>(type.getElementType()))
      return emitOpError() << name
                           << " must be a 1-d tensor of integers or index, not "
                           << type;
    if (operand && !staticEqual(type.getDimSize(0), operand.getRank()))
      return emitOpError() << name << " has " << type.getDimSize(0)
                           << " entries, expected one per operand dimension ("
                           << operand.getRank() << ")";
  }
  if (failed(checkElementType(*this, "", "result", getType(),
                              getOperand().getType(), "the operand", true)))
    return failure();
  auto result = ranked(getType());
  if (!operand || !result)
    return success();
  if (result.getRank() != operand.getRank())
    return emitOpError() << "result has rank " << result.getRank()
                         << ", expected the operand's rank "
                         << operand.getRank();
  auto start = constantInts(getStartIndices());
  auto limit = constantInts(getLimitIndices());
  auto strides = constantInts(getStrides());
  if (!start || !limit || !strides ||
      static_cast<int64_t>(start->size()) != operand.getRank() ||
      limit->size() != start->size() || strides->size() != start->size())
    return success();
  SmallVector<int64_t> shape;
  for (size_t i = 0; i < start->size(); ++i) {
    int64_t from = (*start)[i], to = (*limit)[i], stride = (*strides)[i];
    if (from > to)
      return emitOpError() << "start index " << from << " of dimension " << i
                           << " is larger than its limit index " << to;
    if (stride <= 0)
      return emitOpError() << "stride " << stride << " of dimension " << i
                           << " must be positive";
    shape.push_back((to - from + stride - 1) / stride);
  }
  return checkInferredShape(*this, result, shape,
                            "ceil((limit - start) / stride) per dimension");
}

/// `create_token` (deprecated) gives a token.
LogicalResult CreateTokenOp::verify() {
  if (!isa<TokenType>(getType()))
    return emitOpError() << "result must be a token, not " << getType();
  return success();
}

namespace {

/// One `custom_call` layout list against its values' types: one entry per
/// value, each a 1-d integer array; a tuple has no layout (StableHLO does not
/// support layouts of tuples); a non-tensor (a token) has an empty layout; a
/// ranked tensor's layout is a permutation of [0, rank).
LogicalResult checkLayouts(Operation *op, StringRef name, StringRef valueName,
                           TypeRange types, ArrayAttr layouts) {
  if (types.size() != layouts.size())
    return op->emitOpError()
           << name << " has " << layouts.size() << " entries, expected one per "
           << valueName << " (" << types.size() << ")";
  for (auto [i, pair] : llvm::enumerate(llvm::zip(types, layouts))) {
    auto [type, attr] = pair;
    auto layout = dyn_cast<DenseIntElementsAttr>(attr);
    if (!layout || layout.getType().getRank() != 1)
      return op->emitOpError()
             << name << " entry #" << i
             << " must be a 1-d dense integer array, not " << attr;
    if (isa<TupleType>(type))
      return op->emitOpError()
             << valueName << " #" << i << " is a tuple " << type
             << ": layouts of tuple values are not supported";
    SmallVector<int64_t> values;
    for (const APInt &value : layout.getValues<APInt>())
      values.push_back(value.getSExtValue());
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped) {
      if (!values.empty())
        return op->emitOpError()
               << name << " entry #" << i << " of " << valueName << " type "
               << type << " must be empty (only tensors have layouts)";
      continue;
    }
    if (!shaped.hasRank())
      continue;
    SmallVector<int64_t> sorted(values);
    llvm::sort(sorted);
    bool permutation = static_cast<int64_t>(sorted.size()) == shaped.getRank();
    for (auto [j, value] : llvm::enumerate(sorted))
      permutation &= value == static_cast<int64_t>(j);
    if (!permutation)
      return op->emitOpError()
             << name << " entry #" << i << " " << shapeText(values)
             << " must be a permutation of [0, " << shaped.getRank() << ") for "
             << valueName << " type " << type;
  }
  return success();
}

} // namespace

/// `custom_call`'s `output_operand_aliases`, as StableHLO's verifier checks
/// them: each names an operand (`operand_index`), a path into it
/// (`operand_tuple_indices`) and a path into the results
/// (`output_tuple_indices`, into the tuple of all results when there are
/// several); both paths lead to values of one type.
static LogicalResult checkOutputOperandAliases(CustomCallOp op) {
  for (auto [i, entry] : llvm::enumerate(op.getOutputOperandAliases())) {
    auto alias = dyn_cast<OutputOperandAliasAttr>(entry);
    if (!alias)
      return op.emitOpError() << "output_operand_aliases entry #" << i
                              << " must be a #stablehlo.output_operand_alias, "
                                 "not "
                              << entry;
    int64_t operand = alias.getOperandIndex();
    int64_t operands = op->getNumOperands();
    if (operand < 0 || operand >= operands)
      return op.emitOpError()
             << "output_operand_aliases entry #" << i << " has operand_index "
             << operand << ", not in [0, " << operands << ")";
    // Follows `path` through tuples; null where an index leaves them.
    auto follow = [](Type type, ArrayRef<int64_t> path) -> Type {
      for (int64_t index : path) {
        auto tuple = dyn_cast<TupleType>(type);
        if (!tuple || index < 0 || index >= static_cast<int64_t>(tuple.size()))
          return Type();
        type = tuple.getType(index);
      }
      return type;
    };
    Type operandPart = follow(op->getOperand(operand).getType(),
                              alias.getOperandTupleIndices());
    if (!operandPart)
      return op.emitOpError()
             << "output_operand_aliases entry #" << i
             << " has operand_tuple_indices "
             << shapeText(alias.getOperandTupleIndices())
             << " that leave operand #" << operand << "'s type "
             << op->getOperand(operand).getType();
    Type results = op->getNumResults() == 1
                       ? op->getResult(0).getType()
                       : TupleType::get(op.getContext(), op->getResultTypes());
    Type outputPart = follow(results, alias.getOutputTupleIndices());
    if (!outputPart)
      return op.emitOpError() << "output_operand_aliases entry #" << i
                              << " has output_tuple_indices "
                              << shapeText(alias.getOutputTupleIndices())
                              << " that leave the result type " << results;
    if (!compatibleTypes(operandPart, outputPart))
      return op.emitOpError()
             << "output_operand_aliases entry #" << i
             << " aliases operand part " << operandPart << " with output part "
             << outputPart << ", which must have one type";
  }
  return success();
}

/// `custom_call`'s layouts, as StableHLO's verifier checks them:
/// `operand_layouts` and `result_layouts` both present or both absent, one
/// layout per operand and per result (per element of a single tuple result).
LogicalResult CustomCallOp::verify() {
  if (failed(checkOutputOperandAliases(*this)))
    return failure();
  std::optional<ArrayAttr> operandLayouts = getOperandLayouts();
  std::optional<ArrayAttr> resultLayouts = getResultLayouts();
  if (operandLayouts.has_value() != resultLayouts.has_value())
    return emitOpError() << "operand_layouts and result_layouts must be both "
                            "present or both absent";
  if (!operandLayouts)
    return success();
  if (failed(checkLayouts(*this, "operand_layouts", "operand",
                          getOperandTypes(), *operandLayouts)))
    return failure();
  TypeRange results = getResultTypes();
  if (results.size() == 1)
    if (auto tuple = dyn_cast<TupleType>(results[0]))
      return checkLayouts(*this, "result_layouts", "result tuple element",
                          tuple.getTypes(), *resultLayouts);
  return checkLayouts(*this, "result_layouts", "result", results,
                      *resultLayouts);
}
