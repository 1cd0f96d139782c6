//===- StablehloReductionVerifiers.cpp - reductions, windows, sort --------===//
//
// The specification's constraints of the ops that run a scalar region over
// a tensor's dimensions or windows: `reduce`, `reduce_window`,
// `select_and_scatter` and `sort`. Reducer bodies are checked by
// `checkReducer` (promotable accumulator types), window counts by
// `numWindows` in checked 64-bit arithmetic. Messages name the constraint.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

namespace {

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

} // namespace

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
  // (C7) The results have the inputs' shape without `dimensions`, and no
  // size above the bound (`#stablehlo.bounds`) a kept dimension has.
  SmallVector<int64_t> shape, keptBounds, inputBounds = dimensionBounds(input);
  for (int64_t i = 0; i < input.getRank(); ++i)
    if (!llvm::is_contained(getDimensions(), i)) {
      shape.push_back(input.getDimSize(i));
      keptBounds.push_back(inputBounds[i]);
    }
  // (C6) A body argument that is not a 0-d tensor (it has its init value's
  // type) has, as StableHLO's reducer-shape rule takes it, at most the
  // dimensions the reduction keeps, each matching one of them in order.
  for (BlockArgument argument : getBody().front().getArguments()) {
    auto type = ranked(argument.getType());
    if (!type || type.getRank() == 0)
      continue;
    if (type.getRank() > static_cast<int64_t>(shape.size()))
      return emitOpError() << "(C6) body region argument #"
                           << argument.getArgNumber() << " has rank "
                           << type.getRank() << ", more than the "
                           << shape.size() << " dimensions the reduction keeps";
    int64_t matched = 0;
    for (int64_t size : shape)
      if (matched < type.getRank() &&
          staticEqual(size, type.getDimSize(matched)))
        ++matched;
    if (matched != type.getRank())
      return emitOpError()
             << "(C6) body region argument #" << argument.getArgNumber()
             << " has shape " << shapeText(type.getShape())
             << ", which does not match the kept input dimensions "
             << shapeText(shape) << " in order";
  }
  for (auto [i, type] : llvm::enumerate(getResultTypes())) {
    if (!hasShape(type, shape))
      return emitOpError() << "(C7) result #" << i << " has type " << type
                           << ", expected shape " << shapeText(shape);
    auto result = ranked(type);
    if (std::optional<int64_t> dim =
            result ? sizeAboveBound(result, keptBounds) : std::nullopt)
      return emitOpError() << "(C7) result #" << i << " has size "
                           << result.getDimSize(*dim) << " in dimension "
                           << *dim << ", above the bound " << keptBounds[*dim]
                           << " of the input dimension it keeps";
  }
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
  // (C4) One window size per operand dimension: a missing window_dimensions
  // has none (StableHLO's verifier reads it as empty).
  ArrayRef<int64_t> windowDims =
      getWindowDimensions().value_or(ArrayRef<int64_t>());
  if (failed(checkSize(*this, "(C4) window_dimensions", windowDims.size(), rank,
                       "the operand rank")))
    return failure();
  dims.assign(windowDims.begin(), windowDims.end());
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
