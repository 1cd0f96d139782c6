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
// `outfeed`, `tuple`, `get_dimension_size`, ...) are not checked here.
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

} // namespace

LogicalResult indexopt::OpTrait::verifyQuantizedTypeRules(Operation *op) {
  Rule rule = ruleFor(op->getName().stripDialect());
  if (rule.accepts == Accepts::Any)
    return success();
  if (rule.accepts == Accepts::PerTensorLhs)
    return op->getNumOperands() == 0 ? success()
                                     : checkValue(op, rule, "operand", 0,
                                                  op->getOperand(0).getType());
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(checkValue(op, rule, "operand", i, type)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(checkValue(op, rule, "result", i, type)))
      return failure();
  return success();
}
