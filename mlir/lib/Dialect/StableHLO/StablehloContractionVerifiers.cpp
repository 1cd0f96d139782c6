//===- StablehloContractionVerifiers.cpp - dot_general and convolution ----===//
//
// The specification's constraints of the contractions: `dot_general`
// (C1-C24) and `convolution` (C1-C34, shared with `dynamic_conv`):
// dimension numbers, window attributes, feature and batch groups, the
// inferred result shape and the quantized rules. The element types of
// lhs, rhs and result are not compared (docs/verifiers.md says why).
// Messages name the constraint. Beyond the specification, as StableHLO's
// verifier: a `dot_general`'s algorithm is one StableHLO knows some
// hardware to support.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

namespace {

/// `(Cn) size(precision_config) = 2` where it is given, read as StableHLO
/// reads it: at most 2.
LogicalResult checkPrecisionConfig(Operation *op, StringRef constraint,
                                   std::optional<ArrayAttr> config) {
  // The specification states two entries (lhs, rhs); StableHLO's verifier
  // takes none up to two, and so does index-opt.
  if (config && config->size() > 2)
    return op->emitOpError()
           << constraint << " precision_config has " << config->size()
           << " elements, expected at most 2 (lhs and rhs)";
  return success();
}

/// The constraint numbers of the quantized rules of `dot_general` (C14-C20)
/// and `convolution` (C28-C34), in the order of `checkQuantizedContraction`.
struct QuantizedRules {
  StringRef allOrHybrid, rhsZeroPoints, rhsAxis, resultAxis, storage, expressed,
      perTensor, hybrid;
};

/// The specification's rules for quantized `dot_general` and `convolution`
/// operands (when any of lhs, rhs, result is quantized): lhs quantized
/// exactly when result and rhs are; rhs zero points 0 (`dot_general`);
/// per-axis rhs along `rhsAxis` only (`checkRhsAxis`) and per-axis result
/// along `resultAxis` (`convolution`); for a quantized lhs the storage and
/// expressed types agree and a per-tensor rhs gives a per-tensor result; a
/// float lhs (hybrid) is rhs's expressed type and the result's type.
LogicalResult checkQuantizedContraction(
    Operation *op, const QuantizedRules &rules, Type lhsType, Type rhsType,
    Type resultType,
    llvm::function_ref<LogicalResult(quant::UniformQuantizedPerAxisType)>
        checkRhsAxis,
    std::optional<int64_t> resultAxis) {
  Type lhsElement = elementType(lhsType), rhsElement = elementType(rhsType),
       resultElement = elementType(resultType);
  auto lhs = dyn_cast_or_null<quant::QuantizedType>(lhsElement);
  auto rhs = dyn_cast_or_null<quant::QuantizedType>(rhsElement);
  auto result = dyn_cast_or_null<quant::QuantizedType>(resultElement);
  if (!lhs && !rhs && !result)
    return success();
  if (static_cast<bool>(lhs) != (result && rhs))
    return op->emitOpError()
           << rules.allOrHybrid
           << " lhs must be quantized exactly when rhs and the result are";
  if (!rules.rhsZeroPoints.empty() && rhs) {
    bool zero = true;
    if (auto axis = dyn_cast<quant::UniformQuantizedPerAxisType>(rhs))
      zero =
          llvm::all_of(axis.getZeroPoints(), [](int64_t z) { return z == 0; });
    else if (auto tensor = dyn_cast<quant::UniformQuantizedType>(rhs))
      zero = tensor.getZeroPoint() == 0;
    if (!zero)
      return op->emitOpError()
             << rules.rhsZeroPoints << " rhs zero points must be 0";
  }
  if (auto axis = dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(rhs);
      axis && failed(checkRhsAxis(axis)))
    return failure();
  if (auto axis = dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(result);
      axis && resultAxis && axis.getQuantizedDimension() != *resultAxis)
    return op->emitOpError()
           << rules.resultAxis << " result quantization dimension "
           << axis.getQuantizedDimension() << ", expected " << *resultAxis
           << " (output_feature_dimension)";
  if (lhs && rhs && result) {
    if (lhs.getStorageType() != rhs.getStorageType())
      return op->emitOpError()
             << rules.storage << " lhs and rhs storage types differ";
    if (lhs.getExpressedType() != rhs.getExpressedType() ||
        lhs.getExpressedType() != result.getExpressedType())
      return op->emitOpError() << rules.expressed
                               << " lhs, rhs and result expressed types differ";
    if (isa<quant::UniformQuantizedType>(rhs) &&
        !isa<quant::UniformQuantizedType>(result))
      return op->emitOpError() << rules.perTensor
                               << " a per-tensor quantized rhs needs a "
                                  "per-tensor quantized result";
  } else if (rhs && !lhs && lhsElement && resultElement &&
             (lhsElement != rhs.getExpressedType() ||
              resultElement != lhsElement)) {
    return op->emitOpError()
           << rules.hybrid << " lhs element type " << lhsElement
           << ", rhs expressed type " << rhs.getExpressedType()
           << " and result element type " << resultElement << " must agree";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// dot_general (C1-C24)
//===----------------------------------------------------------------------===//

/// `dot_general`'s dimension numbers (C1-C10): as many batching and
/// contracting dimensions on each side, in range and unique, each pair of
/// one size. Fills `lhsUsed` and `rhsUsed` with each side's batching, then
/// contracting dimensions.
LogicalResult checkDotDimensions(Operation *op, RankedTensorType lhs,
                                 RankedTensorType rhs,
                                 DotDimensionNumbersAttr numbers,
                                 SmallVectorImpl<int64_t> &lhsUsed,
                                 SmallVectorImpl<int64_t> &rhsUsed) {
  ArrayRef<int64_t> lb = numbers.getLhsBatchingDimensions(),
                    rb = numbers.getRhsBatchingDimensions(),
                    lc = numbers.getLhsContractingDimensions(),
                    rc = numbers.getRhsContractingDimensions();
  if (lb.size() != rb.size())
    return op->emitOpError()
           << "(C1) lhs and rhs batching dimensions differ in number";
  if (lc.size() != rc.size())
    return op->emitOpError()
           << "(C2) lhs and rhs contracting dimensions differ in number";
  lhsUsed.assign(lb.begin(), lb.end());
  rhsUsed.assign(rb.begin(), rb.end());
  lhsUsed.append(lc.begin(), lc.end());
  rhsUsed.append(rc.begin(), rc.end());
  if (failed(checkDims(op,
                       "(C3, C5, C6) lhs batching and contracting dimensions",
                       lhsUsed, lhs.getRank())) ||
      failed(checkDims(op,
                       "(C4, C7, C8) rhs batching and contracting dimensions",
                       rhsUsed, rhs.getRank())))
    return failure();
  for (auto [l, r] : llvm::zip(lhsUsed, rhsUsed))
    if (!staticEqual(lhs.getDimSize(l), rhs.getDimSize(r)))
      return op->emitOpError()
             << "(C9, C10) lhs dimension " << l << " (size "
             << lhs.getDimSize(l) << ") and rhs dimension " << r << " (size "
             << rhs.getDimSize(r) << ") must have the same size";
  return success();
}

/// (C12) The result's shape: the batch dimensions, then lhs's and rhs's
/// free dimensions (those not in `lhsUsed`, `rhsUsed`), each in order.
LogicalResult checkDotResultShape(Operation *op, RankedTensorType lhs,
                                  RankedTensorType rhs, RankedTensorType result,
                                  DotDimensionNumbersAttr numbers,
                                  ArrayRef<int64_t> lhsUsed,
                                  ArrayRef<int64_t> rhsUsed) {
  ArrayRef<int64_t> lb = numbers.getLhsBatchingDimensions(),
                    lc = numbers.getLhsContractingDimensions();
  int64_t expectedRank =
      lhs.getRank() + rhs.getRank() - lb.size() - 2 * lc.size();
  if (result.getRank() != expectedRank)
    return op->emitOpError() << "(C12) result rank " << result.getRank()
                             << ", expected " << expectedRank;
  SmallVector<int64_t> shape;
  for (int64_t d : lb)
    shape.push_back(lhs.getDimSize(d));
  for (auto [operand, used] :
       {std::pair{lhs, lhsUsed}, std::pair{rhs, rhsUsed}})
    for (int64_t d = 0; d < operand.getRank(); ++d)
      if (!llvm::is_contained(used, d))
        shape.push_back(operand.getDimSize(d));
  if (!sameShape(result, RankedTensorType::get(shape, result.getElementType())))
    return op->emitOpError()
           << "(C12) result type " << result << ", expected shape "
           << shapeText(shape) << " (batch, lhs free, rhs free dimensions)";
  return success();
}

/// A dot algorithm StableHLO knows some hardware to support: the lhs and
/// rhs precision types, the accumulation type (as printed) and the number
/// of primitive operations, with one component per side and precise
/// accumulation. E.g. `bf16 x bf16 -> f32` in 3 operations (XLA's
/// BF16_BF16_F32_X3).
struct KnownDotAlgorithm {
  StringRef lhs, rhs, accumulation;
  int64_t primitiveOperations;
};

/// The rows of StableHLO's table of known dot algorithms; the FP8
/// algorithms that take any two FP8 types are `isKnownDotAlgorithm`'s first
/// rule.
constexpr KnownDotAlgorithm knownDotAlgorithms[] = {
    {"f16", "f16", "f16", 1},           {"f16", "f16", "f32", 1},
    {"bf16", "bf16", "bf16", 1},        {"bf16", "bf16", "f32", 1},
    {"bf16", "bf16", "f32", 3},         {"bf16", "bf16", "f32", 6},
    {"bf16", "bf16", "f32", 9},         {"f8E4M3FN", "f8E4M3FN", "f32", 3},
    {"f8E4M3FN", "f8E4M3FN", "f32", 4}, {"tf32", "tf32", "f32", 1},
    {"tf32", "tf32", "f32", 3},         {"f32", "f32", "f32", 1},
    {"f64", "f64", "f64", 1},
};

/// A type as the assembly prints it (`f32`, `f8E4M3FN`).
std::string typeName(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Any 8-bit float type (the ANY_F8_ANY_F8_F32 algorithms, the only ones
/// that may accumulate imprecisely).
bool isAnyFp8(Type type) {
  return isa<Float8E3M4Type, Float8E4M3Type, Float8E4M3FNType, Float8E5M2Type,
             Float8E4M3FNUZType, Float8E4M3B11FNUZType, Float8E5M2FNUZType>(
      type);
}

/// Whether StableHLO knows the algorithm to be supported on some hardware:
/// one component per side; FP8 operands of any kind accumulated in `f32` in
/// one operation (precisely or not); else a row of `knownDotAlgorithms`
/// with precise accumulation.
bool isKnownDotAlgorithm(DotAlgorithmAttr algorithm) {
  if (algorithm.getLhsComponentCount() != 1 ||
      algorithm.getRhsComponentCount() != 1)
    return false;
  Type lhs = algorithm.getLhsPrecisionType();
  Type rhs = algorithm.getRhsPrecisionType();
  Type accumulation = algorithm.getAccumulationType();
  int64_t operations = algorithm.getNumPrimitiveOperations();
  if (isAnyFp8(lhs) && isAnyFp8(rhs) && accumulation.isF32() && operations == 1)
    return true;
  if (algorithm.getAllowImpreciseAccumulation())
    return false;
  std::string lhsName = typeName(lhs), rhsName = typeName(rhs),
              accumulationName = typeName(accumulation);
  return llvm::any_of(knownDotAlgorithms, [&](const KnownDotAlgorithm &row) {
    return row.lhs == lhsName && row.rhs == rhsName &&
           row.accumulation == accumulationName &&
           row.primitiveOperations == operations;
  });
}

/// (C21)-(C24) An algorithm (every field is set: never the empty one)
/// needs DEFAULT precision and positive counts; beyond the specification,
/// StableHLO's verifier accepts only the algorithms it knows some hardware
/// to support (`isKnownDotAlgorithm`).
LogicalResult checkDotAlgorithm(Operation *op,
                                std::optional<DotAlgorithmAttr> algorithm,
                                std::optional<ArrayAttr> precisionConfig) {
  if (!algorithm)
    return success();
  if (precisionConfig)
    for (Attribute precision : *precisionConfig)
      if (auto value = dyn_cast<PrecisionAttr>(precision);
          value && value.getValue() != Precision::DEFAULT)
        return op->emitOpError() << "(C21) precision_config must be DEFAULT "
                                    "with an algorithm";
  for (auto [constraint, name, count] :
       {std::tuple<StringRef, StringRef, int64_t>{
            "(C22)", "lhs_component_count", algorithm->getLhsComponentCount()},
        {"(C23)", "rhs_component_count", algorithm->getRhsComponentCount()},
        {"(C24)", "num_primitive_operations",
         algorithm->getNumPrimitiveOperations()}})
    if (count <= 0)
      return op->emitOpError()
             << constraint << " " << name << " must be positive, not " << count;
  if (!isKnownDotAlgorithm(*algorithm))
    return op->emitOpError()
           << "dot algorithm not known to be supported on any hardware: lhs "
           << algorithm->getLhsPrecisionType() << ", rhs "
           << algorithm->getRhsPrecisionType() << ", accumulation "
           << algorithm->getAccumulationType() << ", components "
           << algorithm->getLhsComponentCount() << " x "
           << algorithm->getRhsComponentCount() << ", "
           << algorithm->getNumPrimitiveOperations()
           << " primitive operations, imprecise accumulation "
           << (algorithm->getAllowImpreciseAccumulation() ? "allowed"
                                                          : "not allowed");
  return success();
}

} // namespace

LogicalResult DotGeneralOp::verify() {
  auto lhs = ranked(getLhs());
  auto rhs = ranked(getRhs());
  if (!lhs || !rhs)
    return success();
  DotDimensionNumbersAttr numbers = getDotDimensionNumbers();
  SmallVector<int64_t> lhsUsed, rhsUsed;
  if (failed(checkDotDimensions(*this, lhs, rhs, numbers, lhsUsed, rhsUsed)))
    return failure();
  auto result = ranked(getType());
  if (!result)
    return success();
  if (failed(checkDotResultShape(*this, lhs, rhs, result, numbers, lhsUsed,
                                 rhsUsed)) ||
      failed(checkPrecisionConfig(*this, "(C11)", getPrecisionConfig())))
    return failure();
  // (C14)-(C20) Quantized operands.
  ArrayRef<int64_t> rc = numbers.getRhsContractingDimensions();
  if (failed(checkQuantizedContraction(
          *this,
          {"(C14)", "(C15)", "(C16)", "", "(C17)", "(C18)", "(C19)", "(C20)"},
          lhs, rhs, result,
          [&](quant::UniformQuantizedPerAxisType axis) -> LogicalResult {
            if (llvm::is_contained(rc, axis.getQuantizedDimension()))
              return emitOpError() << "(C16) rhs quantization dimension "
                                   << axis.getQuantizedDimension()
                                   << " must not be a contracting dimension";
            return success();
          },
          std::nullopt)))
    return failure();
  return checkDotAlgorithm(*this, getAlgorithm(), getPrecisionConfig());
}

//===----------------------------------------------------------------------===//
// convolution and dynamic_conv (C1-C34)
//===----------------------------------------------------------------------===//

namespace {

/// What `convolution` and `dynamic_conv` share, read from either op. The
/// dimension numbers are three lists: `input` (batch, feature, spatial...),
/// `kernel` (input feature, output feature, spatial...) and `output`
/// (batch, feature, spatial...). `paddingShape` is the padding's shape and
/// `padding` its values (row by row), where they are known.
struct Convolution {
  Operation *op;
  RankedTensorType lhs, rhs;
  Type resultType;
  int64_t rank;
  size_t spatial;
  SmallVector<int64_t> input, kernel, output;
  std::optional<ArrayRef<int64_t>> windowStrides, lhsDilation, rhsDilation;
  std::optional<ArrayRef<bool>> windowReversal;
  std::optional<ArrayRef<int64_t>> paddingShape;
  std::optional<SmallVector<int64_t>> padding;
  int64_t featureGroups, batchGroups;
  std::optional<ArrayAttr> precisionConfig;
};

/// (C1) lhs and rhs have one rank; (C12, C13), (C17, C18), (C19, C20) each
/// tensor's dimension numbers are as many as its rank, in range and unique.
LogicalResult checkConvDimensionNumbers(const Convolution &conv) {
  Operation *op = conv.op;
  int64_t rank = conv.rank;
  if (conv.rhs.getRank() != rank)
    return op->emitOpError() << "(C1) lhs and rhs ranks differ";
  return failure(
      failed(checkSize(op, "(C12, C13) input dimension numbers",
                       conv.input.size(), rank, "the lhs rank")) ||
      failed(checkDims(op, "(C12, C13) input dimension numbers", conv.input,
                       rank)) ||
      failed(checkSize(op, "(C17, C18) kernel dimension numbers",
                       conv.kernel.size(), rank, "the rhs rank")) ||
      failed(checkDims(op, "(C17, C18) kernel dimension numbers", conv.kernel,
                       rank)) ||
      failed(checkSize(op, "(C19, C20) output dimension numbers",
                       conv.output.size(), rank, "the result rank")) ||
      failed(checkDims(op, "(C19, C20) output dimension numbers", conv.output,
                       rank)));
}

/// The window: one stride, dilation and reversal per spatial dimension
/// (C2, C5, C7, C9), padding of shape [spatial, 2] (C4), positive strides
/// and dilations (C3, C6, C8).
LogicalResult checkConvWindow(const Convolution &conv) {
  Operation *op = conv.op;
  size_t spatial = conv.spatial;
  auto checkWindow =
      [&](StringRef name,
          std::optional<ArrayRef<int64_t>> values) -> LogicalResult {
    if (values && values->size() != spatial)
      return op->emitOpError()
             << name << " has " << values->size() << " elements, expected "
             << spatial << " (the spatial dimensions)";
    return success();
  };
  if (failed(checkWindow("(C2) window_strides", conv.windowStrides)) ||
      failed(checkWindow("(C5) lhs_dilation", conv.lhsDilation)) ||
      failed(checkWindow("(C7) rhs_dilation", conv.rhsDilation)))
    return failure();
  if (auto reversal = conv.windowReversal;
      reversal && reversal->size() != spatial)
    return op->emitOpError() << "(C9) window_reversal has " << reversal->size()
                             << " elements, expected " << spatial;
  if (conv.paddingShape) {
    ArrayRef<int64_t> shape = *conv.paddingShape;
    if (shape.size() != 2 || !staticEqual(shape[0], spatial) ||
        !staticEqual(shape[1], 2))
      return op->emitOpError()
             << "(C4) padding must have shape [" << spatial << ", 2]";
  }
  for (auto [name, values] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "(C3) window_strides", conv.windowStrides},
        {"(C6) lhs_dilation", conv.lhsDilation},
        {"(C8) rhs_dilation", conv.rhsDilation}})
    if (values && llvm::any_of(*values, [](int64_t v) { return v <= 0; }))
      return op->emitOpError() << name << " values must be positive";
  return success();
}

/// The feature and batch groups: positive (C21, C22), not both above 1
/// (C23); the input features are the kernel's input features times the
/// feature groups (C11, C14); the groups divide the input batch (C10) and
/// the kernel output features (C15, C16).
LogicalResult checkConvGroups(const Convolution &conv) {
  Operation *op = conv.op;
  int64_t features = conv.featureGroups, batches = conv.batchGroups;
  if (features <= 0 || batches <= 0)
    return op->emitOpError()
           << "(C21, C22) feature_group_count and batch_group_count must be "
              "positive";
  if (features > 1 && batches > 1)
    return op->emitOpError()
           << "(C23) feature_group_count and batch_group_count cannot both "
              "exceed 1";
  int64_t inputFeatures = conv.lhs.getDimSize(conv.input[1]);
  int64_t kernelInputFeatures = conv.rhs.getDimSize(conv.kernel[0]);
  if (!ShapedType::isDynamic(inputFeatures) &&
      !ShapedType::isDynamic(kernelInputFeatures) &&
      inputFeatures != kernelInputFeatures * features)
    return op->emitOpError()
           << "(C11, C14) input feature dimension (" << inputFeatures
           << ") must be the kernel input feature dimension ("
           << kernelInputFeatures << ") times feature_group_count (" << features
           << ")";
  int64_t inputBatch = conv.lhs.getDimSize(conv.input[0]);
  int64_t kernelOutputFeatures = conv.rhs.getDimSize(conv.kernel[1]);
  if (!ShapedType::isDynamic(inputBatch) && inputBatch % batches != 0)
    return op->emitOpError()
           << "(C10) input batch dimension (" << inputBatch
           << ") must be a multiple of batch_group_count (" << batches << ")";
  if (!ShapedType::isDynamic(kernelOutputFeatures) &&
      (kernelOutputFeatures % batches != 0 ||
       kernelOutputFeatures % features != 0))
    return op->emitOpError()
           << "(C15, C16) kernel output feature dimension ("
           << kernelOutputFeatures
           << ") must be a multiple of batch_group_count (" << batches
           << ") and feature_group_count (" << features << ")";
  return success();
}

/// (C26) A ranked result has rank N; (C25) its batch dimension is the input
/// batch over batch_group_count, its feature dimension the kernel's output
/// features, its spatial dimensions the number of windows (where the
/// padding is known).
LogicalResult checkConvResultShape(const Convolution &conv) {
  Operation *op = conv.op;
  // The window is the kernel's spatial extent: StableHLO's window rule
  // takes a positive size in every spatial dimension.
  for (size_t i = 0; i < conv.spatial; ++i) {
    int64_t window = conv.rhs.getDimSize(conv.kernel[2 + i]);
    if (!ShapedType::isDynamic(window) && window <= 0)
      return op->emitOpError()
             << "window size " << window << " in spatial dimension " << i
             << " (rhs dimension " << conv.kernel[2 + i]
             << "), expected a positive size";
  }
  auto result = ranked(conv.resultType);
  if (!result)
    return success();
  int64_t rank = conv.rank;
  size_t spatial = conv.spatial;
  if (result.getRank() != rank)
    return op->emitOpError()
           << "(C26) result rank " << result.getRank() << ", expected " << rank;
  int64_t inputBatch = conv.lhs.getDimSize(conv.input[0]);
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  shape[conv.output[0]] = ShapedType::isDynamic(inputBatch)
                              ? ShapedType::kDynamic
                              : inputBatch / conv.batchGroups;
  shape[conv.output[1]] = conv.rhs.getDimSize(conv.kernel[1]);
  const std::optional<SmallVector<int64_t>> &padding = conv.padding;
  bool knownPadding =
      !conv.paddingShape || (padding && padding->size() == 2 * spatial);
  for (size_t i = 0; i < spatial; ++i) {
    int64_t window = conv.rhs.getDimSize(conv.kernel[2 + i]);
    if (ShapedType::isDynamic(window) || window <= 0 || !knownPadding)
      continue;
    std::optional<int64_t> count = numWindows(
        conv.lhs.getDimSize(conv.input[2 + i]), window,
        valueOrOne(conv.windowStrides, i), valueOrOne(conv.lhsDilation, i),
        valueOrOne(conv.rhsDilation, i), padding ? (*padding)[2 * i] : 0,
        padding ? (*padding)[2 * i + 1] : 0);
    if (!count)
      return op->emitOpError() << "the window arithmetic of spatial dimension "
                               << i << " overflows 64 bits";
    shape[conv.output[2 + i]] = *count;
  }
  if (!hasShape(result, shape))
    return op->emitOpError() << "(C25) result type " << result
                             << ", expected shape " << shapeText(shape)
                             << " (batch / batch_group_count, kernel output "
                                "features, windows)";
  return success();
}

/// (C28)-(C34) Quantized operands: a per-axis rhs along the kernel output
/// feature dimension, a per-axis result along the output feature
/// dimension.
LogicalResult checkConvQuantization(const Convolution &conv) {
  Operation *op = conv.op;
  int64_t kernelOutputFeature = conv.kernel[1];
  return checkQuantizedContraction(
      op, {"(C28)", "", "(C29)", "(C30)", "(C31)", "(C32)", "(C33)", "(C34)"},
      conv.lhs, conv.rhs, conv.resultType,
      [&](quant::UniformQuantizedPerAxisType axis) -> LogicalResult {
        if (axis.getQuantizedDimension() != kernelOutputFeature)
          return op->emitOpError()
                 << "(C29) rhs quantization dimension "
                 << axis.getQuantizedDimension() << ", expected "
                 << kernelOutputFeature << " (kernel_output_feature_dimension)";
        return success();
      },
      conv.output[1]);
}

/// `convolution`'s constraints C1-C34, shared with `dynamic_conv` (the same
/// constraints, with `padding` an operand): `paddingShape` is the padding's
/// shape and `padding` its values (row by row), where they are known.
template <typename Op>
LogicalResult verifyConvolution(Op op,
                                std::optional<ArrayRef<int64_t>> paddingShape,
                                std::optional<SmallVector<int64_t>> padding) {
  auto lhs = ranked(op.getLhs());
  auto rhs = ranked(op.getRhs());
  if (!lhs || !rhs)
    return success();
  ConvDimensionNumbersAttr numbers = op.getDimensionNumbers();
  Convolution conv;
  conv.op = op;
  conv.lhs = lhs;
  conv.rhs = rhs;
  conv.resultType = op.getType();
  conv.rank = lhs.getRank();
  conv.spatial = conv.rank - 2;
  conv.input = {numbers.getInputBatchDimension(),
                numbers.getInputFeatureDimension()};
  llvm::append_range(conv.input, numbers.getInputSpatialDimensions());
  conv.kernel = {numbers.getKernelInputFeatureDimension(),
                 numbers.getKernelOutputFeatureDimension()};
  llvm::append_range(conv.kernel, numbers.getKernelSpatialDimensions());
  conv.output = {numbers.getOutputBatchDimension(),
                 numbers.getOutputFeatureDimension()};
  llvm::append_range(conv.output, numbers.getOutputSpatialDimensions());
  conv.windowStrides = op.getWindowStrides();
  conv.lhsDilation = op.getLhsDilation();
  conv.rhsDilation = op.getRhsDilation();
  conv.windowReversal = op.getWindowReversal();
  conv.paddingShape = paddingShape;
  conv.padding = std::move(padding);
  conv.featureGroups = op.getFeatureGroupCount();
  conv.batchGroups = op.getBatchGroupCount();
  conv.precisionConfig = op.getPrecisionConfig();
  if (failed(checkConvDimensionNumbers(conv)) ||
      failed(checkConvWindow(conv)) || failed(checkConvGroups(conv)) ||
      failed(checkPrecisionConfig(conv.op, "(C24)", conv.precisionConfig)) ||
      failed(checkConvResultShape(conv)))
    return failure();
  return checkConvQuantization(conv);
}

} // namespace

LogicalResult ConvolutionOp::verify() {
  std::optional<ArrayRef<int64_t>> shape;
  std::optional<SmallVector<int64_t>> padding;
  if (auto given = getPadding()) {
    shape = given->getType().getShape();
    padding.emplace();
    for (const APInt &value : given->getValues<APInt>())
      padding->push_back(value.getSExtValue());
  }
  return verifyConvolution(*this, shape, padding);
}

LogicalResult DynamicConvOp::verify() {
  // The padding operand's shape where it is ranked (any shape otherwise);
  // its values where it is a constant.
  auto type = ranked(getPadding());
  SmallVector<int64_t> anyShape = {ShapedType::kDynamic, ShapedType::kDynamic};
  return verifyConvolution(*this,
                           type ? type.getShape() : ArrayRef<int64_t>(anyShape),
                           constantInts(getPadding()));
}
