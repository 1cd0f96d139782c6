//===- StablehloLibraryVerifiers.cpp - numeric library ops ----------------===//
//
// The specification's constraints of StableHLO's library-like ops: random
// numbers (`rng`, `rng_bit_generator`), `fft`, linear algebra (`cholesky`,
// `triangular_solve`), batch normalization (generic form: attributes read
// only when they have the kind the specification gives them), quantization
// (`uniform_quantize`, `uniform_dequantize`, `add`'s quantized rules), and
// the small ops with a stated result type (`get_dimension_size`,
// `dynamic_iota`, `after_all`, `partition_id`, `replica_id`). Messages name
// the constraint.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

namespace {

/// `(Cn) rank(value) = rank` or at least `rank` (`atLeast`); an empty
/// `constraint` for the specification's input types, which are not
/// numbered.
LogicalResult checkRank(Operation *op, StringRef constraint, StringRef name,
                        Type type, int64_t rank, bool atLeast = false) {
  auto tensor = ranked(type);
  if (!tensor || tensor.getRank() == rank ||
      (atLeast && tensor.getRank() >= rank))
    return success();
  return op->emitOpError() << constraintPrefix(constraint) << name
                           << " has rank " << tensor.getRank() << ", expected "
                           << (atLeast ? "at least " : "") << rank;
}

/// `dim(type, index)` counted from the end for a negative index; dynamic
/// when the type is unranked or too small.
int64_t dimFromEnd(Type type, int64_t index) {
  auto tensor = ranked(type);
  if (!tensor || tensor.getRank() < -index)
    return ShapedType::kDynamic;
  return tensor.getDimSize(tensor.getRank() + index);
}

/// The batch normalization constraints shared by the three ops, given in
/// generic form (ODS does not fix their operand and result counts):
/// `operands` operands and `results` results; `feature_index` in range
/// (C1); one baseline element type (C2); every 1-d value (the operands
/// `vectorOperands` and results `vectorResults`, named in `names`) as long
/// as the feature dimension (`sizeConstraint`); and with `normalized` (e.g.
/// `(C7) result`), result 0 has the operand's baseline type.
LogicalResult checkBatchNorm(Operation *op, unsigned operands, unsigned results,
                             ArrayRef<unsigned> vectorOperands,
                             ArrayRef<unsigned> vectorResults,
                             ArrayRef<StringRef> names,
                             StringRef sizeConstraint,
                             StringRef normalized = "") {
  if (op->getNumOperands() != operands || op->getNumResults() != results)
    return op->emitOpError()
           << "takes " << operands << " operands and gives " << results
           << (results == 1 ? " result" : " results");
  Type operandType = op->getOperand(0).getType();
  auto operand = ranked(operandType);
  auto feature = op->getAttrOfType<IntegerAttr>("feature_index");
  if (operand && feature &&
      (feature.getInt() < 0 || feature.getInt() >= operand.getRank()))
    return op->emitOpError()
           << "(C1) feature_index " << feature.getInt()
           << " is out of range [0, " << operand.getRank() << ")";
  for (auto [i, value] : llvm::enumerate(op->getOperands()))
    if (failed(checkElementType(op, "(C2)", "operand #" + std::to_string(i),
                                value.getType(), operandType, "the operand",
                                true)))
      return failure();
  for (auto [i, value] : llvm::enumerate(op->getResults()))
    if (failed(checkElementType(op, "(C2)", "result #" + std::to_string(i),
                                value.getType(), operandType, "the operand",
                                true)))
      return failure();
  // feature_index is in range here when both are known.
  int64_t features = operand && feature ? operand.getDimSize(feature.getInt())
                                        : ShapedType::kDynamic;
  SmallVector<Value> vectors;
  for (unsigned index : vectorOperands)
    vectors.push_back(op->getOperand(index));
  for (unsigned index : vectorResults)
    vectors.push_back(op->getResult(index));
  for (auto [value, name] : llvm::zip(vectors, names))
    if (auto type = ranked(value);
        type &&
        (type.getRank() != 1 || !staticEqual(type.getDimSize(0), features)))
      return op->emitOpError()
             << sizeConstraint << " " << name << " has type " << type
             << ", expected a 1-d tensor as long as the feature dimension ("
             << (ShapedType::isDynamic(features) ? std::string("?")
                                                 : std::to_string(features))
             << ")";
  if (normalized.empty())
    return success();
  return checkSameType(op, normalized, op->getResult(0).getType(), operandType,
                       "the operand", /*baseline=*/true);
}

/// `(Cn) a and b have the same shape` for values of one group.
LogicalResult checkSameShapes(Operation *op, StringRef constraint,
                              ArrayRef<Value> values,
                              ArrayRef<StringRef> names) {
  auto first = ranked(values[0]);
  for (auto [value, name] : llvm::zip(values, names))
    if (auto type = ranked(value); first && type && !sameShape(type, first))
      return op->emitOpError()
             << constraint << " " << name << " has type " << type << ", but "
             << names[0] << " has shape " << shapeText(first.getShape());
  return success();
}

/// The quantized element type of `type`, if it has one.
quant::QuantizedType quantized(Type type) {
  return dyn_cast_or_null<quant::QuantizedType>(elementType(type));
}

} // namespace

LogicalResult AddOp::verify() {
  // (C1) and, for quantized operands, (C2)-(C4) (all or none quantized,
  // one storage and one expressed type): SameBaselineElementType. (C5)-(C7)
  // per-axis quantization carried to the result along one dimension.
  auto lhs = quantized(getLhs().getType()), rhs = quantized(getRhs().getType()),
       result = quantized(getType());
  if (!lhs || !rhs || !result)
    return success();
  auto lhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(lhs);
  auto rhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(rhs);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(result);
  if (static_cast<bool>(lhsAxis || rhsAxis) != static_cast<bool>(resultAxis))
    return emitOpError() << "(C5) the result is per-axis quantized exactly "
                            "when lhs or rhs is";
  for (auto [constraint, name, operand] :
       {std::tuple<StringRef, StringRef, quant::UniformQuantizedPerAxisType>{
            "(C6)", "lhs", lhsAxis},
        {"(C7)", "rhs", rhsAxis}})
    if (operand &&
        operand.getQuantizedDimension() != resultAxis.getQuantizedDimension())
      return emitOpError() << constraint << " " << name
                           << " quantization dimension "
                           << operand.getQuantizedDimension()
                           << " must be the result's "
                           << resultAxis.getQuantizedDimension();
  return success();
}

LogicalResult UniformQuantizeOp::verify() {
  // (C2) The result's expressed type is the operand's float type, or the
  // operand's expressed type when it is quantized already.
  auto result = quantized(getType());
  Type operand = elementType(getOperand().getType());
  if (!operand || !elementType(getType()))
    return success();
  if (!result)
    return emitOpError() << "result must be quantized, not " << getType();
  // StableHLO's ODS type of the operand: floating-point or quantized
  // elements (a quantized operand is requantized).
  if (!isa<FloatType, quant::QuantizedType>(operand))
    return emitOpError() << "operand must have floating-point or quantized "
                            "elements, not "
                         << operand;
  Type expected = isa<FloatType>(operand) ? operand : Type();
  if (auto from = dyn_cast<quant::QuantizedType>(operand))
    expected = from.getExpressedType();
  if (expected && result.getExpressedType() != expected)
    return emitOpError() << "(C2) result expressed type "
                         << result.getExpressedType() << " must be "
                         << expected;
  return success();
}

LogicalResult UniformDequantizeOp::verify() {
  // (C2) The result's element type is the operand's expressed type.
  auto operand = quantized(getOperand().getType());
  Type result = elementType(getType());
  if (!elementType(getOperand().getType()) || !result)
    return success();
  if (!operand)
    return emitOpError() << "operand must be quantized, not "
                         << getOperand().getType();
  if (result != operand.getExpressedType())
    return emitOpError() << "(C2) result element type " << result
                         << " must be the operand's expressed type "
                         << operand.getExpressedType();
  return success();
}

LogicalResult RngOp::verify() {
  // `a` and `b` are 0-d; (C1) one element type; (C2) NORMAL needs floats;
  // (C3) the result's shape is `shape` where that is a constant.
  if (failed(checkRank(*this, "", "a", getA().getType(), 0)) ||
      failed(checkRank(*this, "", "b", getB().getType(), 0)) ||
      failed(checkRank(*this, "", "shape", getShape().getType(), 1)) ||
      failed(checkElementType(*this, "(C1)", "b", getB().getType(),
                              getA().getType(), "a")) ||
      failed(checkElementType(*this, "(C1)", "result", getType(),
                              getA().getType(), "a")))
    return failure();
  Type element = elementType(getA().getType());
  if (getRngDistribution() == RngDistribution::NORMAL && element &&
      !isa<FloatType>(element))
    return emitOpError() << "(C2) a NORMAL distribution needs a "
                            "floating-point type, not "
                         << element;
  if (std::optional<SmallVector<int64_t>> shape = constantInts(getShape());
      shape && !hasShape(getType(), *shape))
    return emitOpError() << "(C3) result type " << getType()
                         << ", expected shape " << shapeText(*shape);
  // Where `shape` is not a constant, its one static dimension is still the
  // result's rank (the ranked type StableHLO infers from it).
  auto shapeType = ranked(getShape()), result = ranked(getType());
  if (shapeType && result && shapeType.getRank() == 1 &&
      !staticEqual(shapeType.getDimSize(0), result.getRank()))
    return emitOpError() << "(C3) result rank " << result.getRank()
                         << ", but shape has " << shapeType.getDimSize(0)
                         << " elements";
  return success();
}

LogicalResult RngBitGeneratorOp::verify() {
  // (C1) The output state has the initial state's type; (C2) the state
  // size fits the algorithm.
  if (failed(checkSameType(*this, "(C1) output_state",
                           getOutputState().getType(),
                           getInitialState().getType(), "initial_state")))
    return failure();
  // StableHLO's ODS type of `output`: statically shaped.
  if (failed(checkStaticShape(*this, "result", 1, getOutput().getType())))
    return failure();
  auto state = ranked(getInitialState());
  if (!state || !state.hasStaticShape())
    return success();
  int64_t size = state.getNumElements();
  RngAlgorithm algorithm = getRngAlgorithm();
  if ((algorithm == RngAlgorithm::THREE_FRY && size != 2) ||
      (algorithm == RngAlgorithm::PHILOX && size != 2 && size != 3))
    return emitOpError() << "(C2) initial_state has " << size
                         << " elements, but " << stringifyEnum(algorithm)
                         << " needs "
                         << (algorithm == RngAlgorithm::PHILOX ? "2 or 3"
                                                               : "2");
  return success();
}

LogicalResult FftOp::verify() {
  ArrayRef<int64_t> lengths = getFftLength();
  FftType kind = getFftType();
  // (C3) one to three lengths; (C1) no more than the operand rank.
  if (lengths.empty() || lengths.size() > 3)
    return emitOpError() << "(C3) fft_length has " << lengths.size()
                         << " elements, expected 1 to 3";
  auto operand = ranked(getOperand());
  if (operand && static_cast<int64_t>(lengths.size()) > operand.getRank())
    return emitOpError() << "(C1) fft_length has " << lengths.size()
                         << " elements, more than the operand rank "
                         << operand.getRank();
  // (C2) Element types by kind.
  Type from = elementType(getOperand().getType());
  Type to = elementType(getType());
  if (from && to) {
    auto fromComplex = dyn_cast<ComplexType>(from);
    auto toComplex = dyn_cast<ComplexType>(to);
    bool fits = false;
    switch (kind) {
    case FftType::FFT:
    case FftType::IFFT:
      fits = fromComplex && from == to;
      break;
    case FftType::RFFT:
      fits = isa<FloatType>(from) && toComplex &&
             toComplex.getElementType() == from;
      break;
    case FftType::IRFFT:
      fits = fromComplex && isa<FloatType>(to) &&
             fromComplex.getElementType() == to;
      break;
    }
    if (!fits)
      return emitOpError() << "(C2) " << stringifyEnum(kind) << " cannot take "
                           << from << " to " << to;
  }
  auto result = ranked(getType());
  if (!operand || !result)
    return success();
  if (failed(checkResultRank(*this, result, operand.getRank())))
    return failure();
  // (C4) The real side's trailing sizes are fft_length.
  RankedTensorType real = kind == FftType::RFFT    ? operand
                          : kind == FftType::IRFFT ? result
                                                   : RankedTensorType();
  int64_t rank = operand.getRank();
  int64_t n = lengths.size();
  if (real)
    for (int64_t i = 0; i < n; ++i)
      if (!staticEqual(real.getDimSize(rank - n + i), lengths[i]))
        return emitOpError() << "(C4) the real "
                             << (kind == FftType::RFFT ? "operand" : "result")
                             << "'s trailing dimensions must be fft_length "
                             << shapeText(lengths) << ", not "
                             << shapeText(real.getShape().take_back(n));
  // (C5) The result has the operand's shape, but along the last dimension
  // for the real transforms (n / 2 + 1 complex numbers for n reals).
  SmallVector<int64_t> expected(operand.getShape());
  auto half = [](int64_t size) {
    return ShapedType::isDynamic(size) ? size : size == 0 ? 0 : size / 2 + 1;
  };
  if (rank > 0 && kind == FftType::RFFT)
    expected[rank - 1] = half(operand.getDimSize(rank - 1));
  if (rank > 0 && kind == FftType::IRFFT) {
    expected[rank - 1] = result.getDimSize(rank - 1);
    if (!staticEqual(operand.getDimSize(rank - 1),
                     half(result.getDimSize(rank - 1))))
      return emitOpError() << "(C5) the operand's last dimension has size "
                           << operand.getDimSize(rank - 1) << ", expected "
                           << half(result.getDimSize(rank - 1));
  }
  if (!hasShape(result, expected))
    return emitOpError() << "(C5) result type " << result << ", expected shape "
                         << shapeText(expected);
  return success();
}

LogicalResult CholeskyOp::verify() {
  // (C1) result baseline type = a's; (C2) rank >= 2; (C3) square matrices.
  if (failed(checkSameType(*this, "(C1) result", getType(), getA().getType(),
                           "a", /*baseline=*/true)) ||
      failed(checkRank(*this, "(C2)", "a", getA().getType(), 2, true)))
    return failure();
  if (!staticEqual(dimFromEnd(getA().getType(), -2),
                   dimFromEnd(getA().getType(), -1)))
    return emitOpError() << "(C3) a's matrices must be square, not "
                         << getA().getType();
  return success();
}

LogicalResult TriangularSolveOp::verify() {
  // StableHLO's verifier: TRANSPOSE_INVALID is no option.
  if (getTransposeA() == Transpose::TRANSPOSE_INVALID)
    return emitOpError() << "transpose_a must be NO_TRANSPOSE, TRANSPOSE or "
                            "ADJOINT, not TRANSPOSE_INVALID";
  // (C1) one baseline element type; (C4) the result is b's baseline type.
  if (failed(checkElementType(*this, "(C1)", "b", getB().getType(),
                              getA().getType(), "a", true)) ||
      failed(checkSameType(*this, "(C4) result", getType(), getB().getType(),
                           "b", /*baseline=*/true)))
    return failure();
  auto a = ranked(getA()), b = ranked(getB());
  if (!a || !b)
    return success();
  // (C2) equal ranks of at least 2.
  if (a.getRank() < 2 || a.getRank() != b.getRank())
    return emitOpError() << "(C2) a and b must have one rank of at least 2, "
                            "not "
                         << a.getRank() << " and " << b.getRank();
  // (C3) square a of b's solved dimension; the batch dimensions agree
  // (the specification writes shape(a)[:-3] = shape(b)[:-3]; the batch
  // dimensions are all but the last two, which is what is compared).
  int64_t r = a.getRank();
  for (int64_t i = 0; i < r - 2; ++i)
    if (!staticEqual(a.getDimSize(i), b.getDimSize(i)))
      return emitOpError() << "(C3) batch dimension " << i << " of a (size "
                           << a.getDimSize(i) << ") and b (size "
                           << b.getDimSize(i) << ") differ";
  int64_t solved = b.getDimSize(getLeftSide() ? r - 2 : r - 1);
  if (!staticEqual(a.getDimSize(r - 2), a.getDimSize(r - 1)) ||
      !staticEqual(a.getDimSize(r - 1), solved))
    return emitOpError() << "(C3) a must be square matrices of b's "
                         << (getLeftSide() ? "second-to-last" : "last")
                         << " dimension size (" << solved << "), not "
                         << shapeText(a.getShape().take_back(2));
  return success();
}

LogicalResult BatchNormGradOp::verify() {
  Operation *op = getOperation();
  return failure(
      failed(checkBatchNorm(
          op, 5, 3, {1, 2, 3}, {1, 2},
          {"scale", "mean", "variance", "grad_scale", "grad_offset"},
          "(C4, C5)")) ||
      failed(checkSameShapes(
          op, "(C3)", {op->getOperand(0), op->getOperand(4), op->getResult(0)},
          {"operand", "grad_output", "grad_operand"})));
}

LogicalResult BatchNormInferenceOp::verify() {
  return checkBatchNorm(getOperation(), 5, 1, {1, 2, 3, 4}, {},
                        {"scale", "offset", "mean", "variance"}, "(C3-C6)",
                        "(C7) result");
}

LogicalResult BatchNormTrainingOp::verify() {
  return checkBatchNorm(getOperation(), 3, 3, {1, 2}, {1, 2},
                        {"scale", "offset", "batch_mean", "batch_var"},
                        "(C3-C6)", "(C7) output");
}

LogicalResult GetDimensionSizeOp::verify() {
  // (C1) dimension in range.
  auto operand = ranked(getOperand());
  int64_t dimension = getDimension();
  if (operand && (dimension < 0 || dimension >= operand.getRank()))
    return emitOpError() << "(C1) dimension " << dimension
                         << " is out of range [0, " << operand.getRank() << ")";
  // The size is a 0-d `i32` tensor (the specification's output type, the
  // type StableHLO infers).
  auto result = ranked(getType());
  if (result &&
      (result.getRank() != 0 || !result.getElementType().isSignlessInteger(32)))
    return emitOpError() << "result must be a 0-dimensional tensor of i32, not "
                         << getType();
  return success();
}

LogicalResult DynamicIotaOp::verify() {
  // (C1) iota_dimension in range; (C2) the result rank is the number of
  // output_shape entries.
  auto shape = ranked(getOutputShape());
  auto result = ranked(getType());
  int64_t dimension = getIotaDimension();
  int64_t size = shape && shape.getRank() == 1 ? shape.getDimSize(0)
                                               : ShapedType::kDynamic;
  int64_t rank = result ? result.getRank() : size;
  if (!ShapedType::isDynamic(rank) && (dimension < 0 || dimension >= rank))
    return emitOpError() << "(C1) iota_dimension " << dimension
                         << " is out of range [0, " << rank << ")";
  if (result && !staticEqual(size, result.getRank()))
    return emitOpError() << "(C2) result rank " << result.getRank()
                         << ", but output_shape has " << size << " elements";
  return checkConstantShape(*this, "output_shape", getOutputShape(), getType());
}

LogicalResult AfterAllOp::verify() {
  // The inputs and the result are tokens (the specification's types).
  for (Type type : getOperation()->getOperandTypes())
    if (!isa<TokenType>(type))
      return emitOpError() << "inputs must be tokens, not " << type;
  if (!isa<TokenType>(getType()))
    return emitOpError() << "result must be a token, not " << getType();
  return success();
}

/// `partition_id` and `replica_id` give a `tensor<ui32>`.
static LogicalResult checkProcessId(Operation *op) {
  Type type = op->getResult(0).getType();
  auto tensor = ranked(type);
  if (!tensor || tensor.getRank() != 0 ||
      !tensor.getElementType().isUnsignedInteger(32))
    return op->emitOpError() << "result must be tensor<ui32>, not " << type;
  return success();
}

LogicalResult PartitionIdOp::verify() { return checkProcessId(*this); }

LogicalResult ReplicaIdOp::verify() { return checkProcessId(*this); }
