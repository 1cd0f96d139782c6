//===- StablehloElementKindVerifiers.cpp - element kinds per op -----------===//
//
// Which element kinds each op's tensors have, as the specification's input
// and output types state them ("tensor of floating-point or complex type or
// per-tensor quantized tensor") and StableHLO's ODS types check them: one
// table, checked by the `ElementKindRules` trait of every StableHLO op
// before the op's own verifier. Ops not in the table take any element type
// or check theirs in their own verifiers (`is_finite`, `real`, `complex`,
// `compare`, `select`, ...); per-axis quantization is the quantization
// table's (`StablehloQuantizationVerifiers.cpp`).
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace indexopt::stablehlo::verify;

namespace {

/// Which of an op's values the rule constrains.
enum class Scope {
  /// Every tensor operand and result.
  All,
  /// Only result `index` (`rng`'s result; `rng_bit_generator`'s output).
  OneResult,
};

struct KindRule {
  unsigned kinds = 0;
  /// The kinds in words, for the message.
  llvm::StringRef text;
  Scope scope = Scope::All;
  unsigned index = 0;
};

KindRule kindRuleFor(llvm::StringRef name) {
  using R = KindRule;
  const R floatComplexQuantized{kind::Float | kind::Complex | kind::Quantized,
                                "floating-point, complex or quantized"};
  const R numeric{kind::Integer | kind::Float | kind::Complex | kind::Quantized,
                  "integer, floating-point, complex or quantized"};
  return llvm::StringSwitch<KindRule>(name)
      .Cases({"atan2", "cbrt", "cosine", "exponential", "exponential_minus_one",
              "log", "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan",
              "tanh", "cholesky", "triangular_solve"},
             floatComplexQuantized)
      .Cases({"ceil", "floor", "round_nearest_afz", "round_nearest_even",
              "reduce_precision", "batch_norm_grad", "batch_norm_inference",
              "batch_norm_training"},
             R{kind::Float | kind::Quantized, "floating-point or quantized"})
      .Cases(
          {"abs", "sign"},
          R{kind::SignedInteger | kind::Float | kind::Complex | kind::Quantized,
            "signed integer, floating-point, complex or quantized"})
      .Cases({"divide", "negate", "power", "remainder", "subtract"}, numeric)
      .Cases({"not", "and", "or", "xor"},
             R{kind::Boolean | kind::Integer, "boolean or integer"})
      .Cases({"count_leading_zeros", "popcnt", "shift_left",
              "shift_right_arithmetic", "shift_right_logical"},
             R{kind::Integer, "integer"})
      .Case("rng", R{kind::Boolean | kind::Integer | kind::Float,
                     "boolean, integer or floating-point", Scope::OneResult, 0})
      .Case("rng_bit_generator",
            R{kind::Integer | kind::Float, "integer or floating-point",
              Scope::OneResult, 1})
      .Default(R{});
}

/// The operands from which an op takes shapes as `index` tensors too
/// (StableHLO's `HLO_DimensionTensor`, `HLO_StaticDimensionTensor`): every
/// operand of `dynamic_iota`, the `shape` (third) operand of `rng`, every
/// one after the first of the other dynamic-shape ops; none for other ops.
unsigned firstIndexOperand(llvm::StringRef name) {
  if (name == "dynamic_iota")
    return 0;
  if (name == "rng")
    return 2;
  if (llvm::is_contained({"dynamic_broadcast_in_dim", "dynamic_reshape",
                          "dynamic_pad", "real_dynamic_slice", "dynamic_gather",
                          "dynamic_conv"},
                         name))
    return 1;
  return ~0u;
}

/// Whether an op takes tuples (StableHLO's `HLO_Tuple` in its ODS types):
/// `tuple`, `get_tuple_element`, `custom_call` and `return`.
bool takesTuples(llvm::StringRef name) {
  return llvm::is_contained(
      {"tuple", "get_tuple_element", "custom_call", "return"}, name);
}

} // namespace

LogicalResult indexopt::OpTrait::verifyElementKindRules(Operation *op) {
  llvm::StringRef name = op->getName().stripDialect();
  // Every op but `composite` (whose decomposition defines what it takes)
  // holds StableHLO's types only.
  if (name != "composite") {
    unsigned firstIndex = firstIndexOperand(name);
    bool tuples = takesTuples(name);
    // StableHLO's tensors are ranked (`HLO_Tensor` is a `RankedTensorOf`);
    // only `custom_call` takes any tensor (`HLO_CustomCallValue`).
    bool unranked = name == "custom_call";
    if (failed(checkEveryValue(op, [&](StringRef what, size_t i, Type type) {
          bool index = what == "operand" && i >= firstIndex;
          return checkStablehloValueType(op, what, i, type, index, tuples,
                                         unranked);
        })))
      return failure();
  }
  KindRule rule = kindRuleFor(name);
  if (!rule.kinds)
    return success();
  if (rule.scope == Scope::OneResult)
    return rule.index < op->getNumResults()
               ? checkKind(op, rule.kinds, rule.text, "result", rule.index,
                           op->getResult(rule.index).getType())
               : success();
  return checkEveryValue(op, [&](StringRef what, size_t i, Type type) {
    return checkKind(op, rule.kinds, rule.text, what, i, type);
  });
}
