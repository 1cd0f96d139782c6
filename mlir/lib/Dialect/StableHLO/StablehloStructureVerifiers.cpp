//===- StablehloStructureVerifiers.cpp - control flow, tuples, composites ===//
//
// The specification's constraints of the ops that carry regions or
// functions (`while`, `if`, `case`, `map`, `composite`) and of the tuple
// ops: region signatures against the operand and result types, tuple
// element types. Types are compared under the specification's Dynamism
// rules (`compatibleTypes`). Messages name the constraint.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

namespace {

/// `tensor<E>` for each element type of `types` (the types of a region
/// that works on single elements).
SmallVector<Type> scalarTensors(TypeRange types) {
  SmallVector<Type> scalars;
  for (Type type : types) {
    Type element = elementType(type);
    scalars.push_back(element ? RankedTensorType::get({}, element) : type);
  }
  return scalars;
}

/// The predicate of `if` or the index of `case`: a 0-d tensor of type
/// `element` (the specification's input type).
LogicalResult checkScalarOperand(Operation *op, StringRef name, Value value,
                                 Type element) {
  auto type = ranked(value);
  if (type && (type.getRank() != 0 || type.getElementType() != element))
    return op->emitOpError() << name << " must be a 0-d tensor of type "
                             << element << ", not " << type;
  return success();
}

/// The branches of `if` and `case`, each with its name: every branch takes
/// no arguments (`argumentsConstraint`), every branch returns the first
/// one's types (`sameConstraint`), and the op's results have those types
/// (`resultConstraint`).
LogicalResult checkBranches(Operation *op,
                            ArrayRef<std::pair<Region *, std::string>> branches,
                            StringRef argumentsConstraint,
                            StringRef sameConstraint,
                            StringRef resultConstraint) {
  for (auto &[branch, name] : branches)
    if (!branch->empty() && branch->front().getNumArguments() != 0)
      return op->emitOpError() << argumentsConstraint << " " << name
                               << " must take no arguments, but takes "
                               << branch->front().getNumArguments();
  auto &[firstBranch, firstName] = branches.front();
  std::optional<TypeRange> first = returnedTypes(*firstBranch);
  if (!first)
    return success();
  for (auto &[branch, name] : branches.drop_front())
    if (std::optional<TypeRange> outputs = returnedTypes(*branch);
        outputs && failed(checkTypes(op, sameConstraint, name + " output",
                                     *outputs, *first, firstName + " output")))
      return failure();
  return checkTypes(op, resultConstraint, "result", op->getResultTypes(),
                    *first, firstName + " output");
}

} // namespace

LogicalResult WhileOp::verify() {
  TypeRange operands = getOperand().getTypes();
  // (C1) cond: (T...) -> tensor<i1>; (C2) body: (T...) -> (T...); (C3) the
  // results are T....
  Type predicate = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  return failure(failed(checkRegionSignature(*this, getCond(), "(C1)", "cond",
                                             operands, predicate)) ||
                 failed(checkRegionSignature(*this, getBody(), "(C2)", "body",
                                             operands, operands)) ||
                 failed(checkTypes(*this, "(C3)", "result", getResultTypes(),
                                   operands, "the operand")));
}

LogicalResult IfOp::verify() {
  if (failed(checkScalarOperand(*this, "pred", getPred(),
                                IntegerType::get(getContext(), 1))))
    return failure();
  // (C1) no arguments; (C2) one output type list; (C3) the results'.
  return checkBranches(
      *this,
      {{&getTrueBranch(), "true_branch"}, {&getFalseBranch(), "false_branch"}},
      "(C1)", "(C2)", "(C3)");
}

LogicalResult CaseOp::verify() {
  if (failed(checkScalarOperand(*this, "index", getIndex(),
                                IntegerType::get(getContext(), 32))))
    return failure();
  if (getBranches().empty())
    return emitOpError() << "(C1) needs at least one branch";
  // (C2) no arguments; (C3) one output type list; (C4) the results'.
  SmallVector<std::pair<Region *, std::string>> branches;
  for (auto [i, branch] : llvm::enumerate(getBranches()))
    branches.emplace_back(&branch, "branch #" + std::to_string(i));
  return checkBranches(*this, branches, "(C2)", "(C3)", "(C4)");
}

LogicalResult OptimizationBarrierOp::verify() {
  return checkTypes(*this, "(C1)", "result", getResultTypes(),
                    getOperand().getTypes(), "the operand");
}

LogicalResult TupleOp::verify() {
  auto tuple = dyn_cast<TupleType>(getType());
  if (!tuple)
    return emitOpError() << "(C1) result must be a tuple, not " << getType();
  return checkTypes(*this, "(C1)", "result element", tuple.getTypes(),
                    getVal().getTypes(), "the operand");
}

LogicalResult GetTupleElementOp::verify() {
  auto tuple = dyn_cast<TupleType>(getOperand().getType());
  if (!tuple)
    return emitOpError() << "operand must be a tuple, not "
                         << getOperand().getType();
  int64_t index = getIndex();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOpError() << "(C1) index " << index << " is out of range [0, "
                         << tuple.size() << ")";
  return checkTypes(*this, "(C2)", "result", getType(), tuple.getType(index),
                    "the tuple element");
}

LogicalResult MapOp::verify() {
  // (C2) At least one input.
  if (getInputs().empty())
    return emitOpError() << "(C2) needs at least one input";
  // (C1) Every input has the result's shape.
  auto result = ranked(getType());
  for (auto [i, input] : llvm::enumerate(getInputs()))
    if (auto type = ranked(input); type && result && !sameShape(type, result))
      return emitOpError() << "(C1) input #" << i << " has type " << type
                           << ", but the result's shape is "
                           << shapeText(result.getShape());
  // (C3) dimensions = range(rank(inputs[0])).
  if (auto first = ranked(getInputs()[0])) {
    ArrayRef<int64_t> dims = getDimensions();
    bool identity = static_cast<int64_t>(dims.size()) == first.getRank();
    for (auto [i, dim] : llvm::enumerate(dims))
      identity &= dim == static_cast<int64_t>(i);
    if (!identity)
      return emitOpError() << "(C3) dimensions must be [0, ..., "
                           << first.getRank() - 1 << "], not "
                           << shapeText(dims);
  }
  // (C4) computation: (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'>.
  return checkRegionSignature(*this, getComputation(), "(C4)", "computation",
                              scalarTensors(getInputs().getTypes()),
                              scalarTensors(getType()));
}

LogicalResult CompositeOp::verifySymbolUses(SymbolTableCollection &symbols) {
  // (C2) decomposition names a function of the enclosing scope; (C3), (C4)
  // its signature is the op's.
  auto function = symbols.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getDecompositionAttr());
  if (!function)
    return emitOpError() << "(C2) decomposition " << getDecompositionAttr()
                         << " is not a function in scope";
  if (failed(checkTypes(*this, "(C3)", "input", getInputs().getTypes(),
                        function.getArgumentTypes(),
                        "the decomposition's input")))
    return failure();
  return checkTypes(*this, "(C4)", "result", getResultTypes(),
                    function.getResultTypes(), "the decomposition's result");
}

LogicalResult CompositeOp::verify() {
  // (C1) name is a namespaced op name: `namespace.op`, each part non-empty.
  StringRef name = getName();
  auto [dialect, rest] = name.split('.');
  if (dialect.empty() || rest.empty() || rest.starts_with(".") ||
      rest.ends_with("."))
    return emitOpError() << "(C1) name \"" << name
                         << "\" must be a namespaced op name such as "
                            "\"my_namespace.my_op\"";
  return success();
}

LogicalResult AsyncStartOp::verify() {
  // (C3) The body takes the operands; (C4) the result is a future of what
  // the body returns. (C1, C2: a body of one collective or slice op is not
  // required: index-opt reads any body, as XLA's async wrapping allows.)
  Operation *op = getOperation();
  if (getBody().empty())
    return success();
  if (failed(checkTypes(op, "(C3)", "body argument",
                        getBody().front().getArgumentTypes(),
                        op->getOperandTypes(), "the operand")))
    return failure();
  std::optional<TypeRange> returned = returnedTypes(getBody());
  if (!returned || op->getNumResults() != 1)
    return success();
  auto future = dyn_cast<FutureType>(op->getResult(0).getType());
  if (!future)
    return emitOpError() << "(C4) result must be a !stablehlo.future, not "
                         << op->getResult(0).getType();
  return checkTypes(op, "(C4)", "future", future.getTypes(), *returned,
                    "the body's result");
}

LogicalResult AsyncDoneOp::verify() {
  // (C1) A future<T> gives T.
  Operation *op = getOperation();
  if (op->getNumOperands() != 1)
    return emitOpError() << "(C1) takes one future, not "
                         << op->getNumOperands() << " operands";
  auto future = dyn_cast<FutureType>(op->getOperand(0).getType());
  if (!future)
    return emitOpError() << "(C1) operand must be a !stablehlo.future, not "
                         << op->getOperand(0).getType();
  return checkTypes(op, "(C1)", "result", op->getResultTypes(),
                    future.getTypes(), "the future");
}
