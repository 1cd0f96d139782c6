//===- StablehloQuantizationVerifiers.cpp - quantized types per op --------===//
//
// Which quantized tensors each op accepts, as StableHLO's ODS types (and the
// specification's input/output types) state it: most ops take tensors or
// per-tensor quantized tensors but no per-axis quantized ones; the bitwise,
// integer and complex-number ops take no quantized tensors at all. One table
// for every op, checked by the `QuantizedTypeRules` trait
// (`StablehloTraits.h`) before the op's own verifier. Ops not in the table
// (per-axis quantized tensors are accepted by `add`, `bitcast_convert`,
// `broadcast_in_dim`, `reshape`, `transpose`, the contractions' rhs and
// result, `uniform_quantize`, `uniform_dequantize`, `custom_call`, `send`,
// `outfeed`, `tuple`, `get_dimension_size`, ...) are not checked here,
// except that every quantized operand and result of every op has a storage
// type of 4, 8, 16 or 32 bits (not `si`) and zero points in its storage range,
// and a per-axis quantized one a valid quantization dimension (in range, one
// scale per element along it).
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace indexopt::stablehlo::verify;

namespace {

/// What an op accepts of quantized tensors.
enum class Accepts {
  /// No rule here.
  Any,
  /// Tensors or per-tensor quantized tensors, on every operand and result.
  PerTensor,
  /// Per-tensor quantized tensors on the lhs (operand #0) only; the rhs and
  /// the result may be per-axis quantized (the contractions).
  PerTensorLhs,
  /// No quantized tensors.
  None,
};

struct Rule {
  Accepts accepts = Accepts::Any;
  /// The tensors the op takes, for the message (`None` rules).
  llvm::StringRef kinds;
};

Rule ruleFor(llvm::StringRef name) {
  using R = Rule;
  return llvm::StringSwitch<Rule>(name)
      // Elementwise ops of float, complex or per-tensor quantized tensors
      // (and integers for some): no per-axis quantization.
      .Cases({"abs", "atan2", "cbrt", "ceil", "cosine", "divide", "exponential",
              "exponential_minus_one", "floor", "is_finite"},
             R{Accepts::PerTensor, ""})
      .Cases({"log", "log_plus_one", "logistic", "maximum", "minimum",
              "multiply", "negate", "power", "remainder", "round_nearest_afz",
              "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "subtract",
              "tan", "tanh"},
             R{Accepts::PerTensor, ""})
      .Cases({"clamp", "compare", "select", "reduce_precision"},
             R{Accepts::PerTensor, ""})
      // Slicing, padding, indexing, reductions and regions over values.
      .Cases({"concatenate", "pad", "slice", "dynamic_slice",
              "dynamic_update_slice", "reverse", "gather", "scatter", "map",
              "reduce", "reduce_window", "select_and_scatter", "sort",
              "optimization_barrier"},
             R{Accepts::PerTensor, ""})
      // Collectives and linear algebra.
      .Cases({"all_gather", "all_reduce", "all_to_all", "collective_broadcast",
              "collective_permute", "reduce_scatter", "cholesky",
              "triangular_solve", "batch_norm_grad", "batch_norm_inference",
              "batch_norm_training"},
             R{Accepts::PerTensor, ""})
      .Cases({"dot_general", "convolution", "dynamic_conv"},
             R{Accepts::PerTensorLhs, ""})
      // No quantized tensors at all.
      .Cases({"count_leading_zeros", "popcnt", "shift_left",
              "shift_right_arithmetic", "shift_right_logical"},
             R{Accepts::None, "integer tensors"})
      .Cases({"not", "and", "or", "xor"},
             R{Accepts::None, "boolean or integer tensors"})
      // `convert` changes element types; quantizing is `uniform_quantize`'s.
      .Case("convert", R{Accepts::None, "boolean, integer, floating-point or "
                                        "complex tensors"})
      .Cases({"real", "imag", "fft"},
             R{Accepts::None, "floating-point or complex tensors"})
      .Case("complex", R{Accepts::None, "f32 or f64 tensors"})
      .Case("rng", R{Accepts::None, "boolean, integer or floating-point "
                                    "tensors"})
      .Case("rng_bit_generator",
            R{Accepts::None, "integer or floating-point tensors"})
      .Default(R{});
}

/// `what #i must be ...`: the value's type breaks `rule`.
LogicalResult checkValue(Operation *op, const Rule &rule, llvm::StringRef what,
                         size_t index, Type type) {
  Type element = elementType(type);
  if (!element)
    return success();
  if (rule.accepts == Accepts::None && isa<quant::QuantizedType>(element))
    return op->emitOpError()
           << what << " #" << index << " must be one of " << rule.kinds
           << ", not a quantized tensor " << type;
  if ((rule.accepts == Accepts::PerTensor ||
       rule.accepts == Accepts::PerTensorLhs) &&
      isa<quant::UniformQuantizedPerAxisType>(element))
    return op->emitOpError()
           << what << " #" << index
           << " must be a tensor or per-tensor quantized tensor, not a "
              "per-axis quantized tensor "
           << type;
  return success();
}

/// A per-axis quantized tensor's quantization dimension is one of its
/// dimensions, with one scale (and zero point) per element along it where
/// its size is static: StableHLO's `IsValidQuantizedDimension`, part of
/// every ODS type that admits per-axis quantized tensors.
LogicalResult checkQuantizationDimensionValid(Operation *op,
                                              llvm::StringRef what,
                                              size_t index, Type type) {
  auto tensor = ranked(type);
  auto axis = tensor ? dyn_cast<quant::UniformQuantizedPerAxisType>(
                           tensor.getElementType())
                     : nullptr;
  if (!axis)
    return success();
  int64_t dim = axis.getQuantizedDimension();
  if (dim < 0 || dim >= tensor.getRank())
    return op->emitOpError()
           << what << " #" << index << " has quantization dimension " << dim
           << ", not a dimension of its rank " << tensor.getRank() << " ("
           << type << ")";
  int64_t size = tensor.getDimSize(dim);
  if (!ShapedType::isDynamic(size) &&
      static_cast<int64_t>(axis.getScales().size()) != size)
    return op->emitOpError()
           << what << " #" << index << " has " << axis.getScales().size()
           << " scales, expected one per element of quantization dimension "
           << dim << " (size " << size << ")";
  return success();
}

/// A quantized element type StableHLO takes: a 4, 8, 16 or 32-bit storage
/// type (its ODS `HLO_QuantizedInt` and `HLO_PerAxisQuantizedInt`) and zero
/// points within the storage range (`storage_min <= zero_point <=
/// storage_max`, checked by StableHLO's `isValidStablehloQuantizedElementType`
/// for every quantized ODS type; MLIR's `quant` dialect allows both).
LogicalResult checkQuantizedElement(Operation *op, llvm::StringRef what,
                                    size_t index, Type type) {
  auto quantized = dyn_cast_or_null<quant::QuantizedType>(elementType(type));
  if (!quantized)
    return success();
  unsigned width = quantized.getStorageTypeIntegralWidth();
  if (width != 4 && width != 8 && width != 16 && width != 32)
    return op->emitOpError()
           << what << " #" << index << " has quantized storage type "
           << quantized.getStorageType()
           << ", expected a 4, 8, 16 or 32-bit integer";
  // StableHLO's ODS quantized types take an `i`/`u` storage integer (the
  // `quant` syntax's i8 or u8), not an explicitly signed one (`si8`).
  if (quantized.getStorageType().isSignedInteger())
    return op->emitOpError()
           << what << " #" << index << " has quantized storage type "
           << quantized.getStorageType() << ", expected i" << width << " or u"
           << width << " (a signless or unsigned integer)";
  SmallVector<int64_t> zeroPoints;
  if (auto tensor = dyn_cast<quant::UniformQuantizedType>(quantized))
    zeroPoints.push_back(tensor.getZeroPoint());
  else if (auto axis = dyn_cast<quant::UniformQuantizedPerAxisType>(quantized))
    llvm::append_range(zeroPoints, axis.getZeroPoints());
  for (int64_t zeroPoint : zeroPoints)
    if (zeroPoint < quantized.getStorageTypeMin() ||
        zeroPoint > quantized.getStorageTypeMax())
      return op->emitOpError()
             << what << " #" << index << " has zero point " << zeroPoint
             << " outside its storage range [" << quantized.getStorageTypeMin()
             << ", " << quantized.getStorageTypeMax() << "]";
  return success();
}

} // namespace

LogicalResult indexopt::OpTrait::verifyQuantizedTypeRules(Operation *op) {
  Rule rule = ruleFor(op->getName().stripDialect());
  // The table's rule: every operand and result, or only the lhs.
  if (rule.accepts == Accepts::PerTensorLhs && op->getNumOperands() != 0 &&
      failed(checkValue(op, rule, "operand", 0, op->getOperand(0).getType())))
    return failure();
  bool everyValue =
      rule.accepts == Accepts::PerTensor || rule.accepts == Accepts::None;
  // Then, for every op, the per-axis quantized tensors it accepts must be
  // valid ones.
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if ((everyValue && failed(checkValue(op, rule, "operand", i, type))) ||
        failed(checkQuantizedElement(op, "operand", i, type)) ||
        failed(checkQuantizationDimensionValid(op, "operand", i, type)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if ((everyValue && failed(checkValue(op, rule, "result", i, type))) ||
        failed(checkQuantizedElement(op, "result", i, type)) ||
        failed(checkQuantizationDimensionValid(op, "result", i, type)))
      return failure();
  return success();
}
