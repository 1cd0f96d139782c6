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
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace indexopt::stablehlo::verify;

namespace {

/// Element kinds, as a bit set.
enum Kind : unsigned {
  Boolean = 1,
  SignedInteger = 2,
  UnsignedInteger = 4,
  Float = 8,
  Complex = 16,
  Quantized = 32,
  Integer = SignedInteger | UnsignedInteger,
};

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
  const R floatComplexQuantized{Float | Complex | Quantized,
                                "floating-point, complex or quantized"};
  const R numeric{Integer | Float | Complex | Quantized,
                  "integer, floating-point, complex or quantized"};
  return llvm::StringSwitch<KindRule>(name)
      .Cases({"atan2", "cbrt", "cosine", "exponential", "exponential_minus_one",
              "log", "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan",
              "tanh", "cholesky", "triangular_solve"},
             floatComplexQuantized)
      .Cases({"ceil", "floor", "round_nearest_afz", "round_nearest_even",
              "reduce_precision", "batch_norm_grad", "batch_norm_inference",
              "batch_norm_training"},
             R{Float | Quantized, "floating-point or quantized"})
      .Cases({"abs", "sign"},
             R{SignedInteger | Float | Complex | Quantized,
               "signed integer, floating-point, complex or quantized"})
      .Cases({"divide", "negate", "power", "remainder", "subtract"}, numeric)
      .Cases({"not", "and", "or", "xor"},
             R{Boolean | Integer, "boolean or integer"})
      .Cases({"count_leading_zeros", "popcnt", "shift_left",
              "shift_right_arithmetic", "shift_right_logical"},
             R{Integer, "integer"})
      .Case("rng", R{Boolean | Integer | Float,
                     "boolean, integer or floating-point", Scope::OneResult, 0})
      .Case("rng_bit_generator", R{Integer | Float, "integer or floating-point",
                                   Scope::OneResult, 1})
      .Default(R{});
}

/// The kind of an element type; 0 for anything a tensor of StableHLO does
/// not hold (index, ...).
unsigned kindOf(Type element) {
  if (isa<quant::QuantizedType>(element))
    return Quantized;
  if (isa<FloatType>(element))
    return Float;
  if (isa<ComplexType>(element))
    return Complex;
  if (auto integer = dyn_cast<IntegerType>(element))
    return integer.getWidth() == 1 ? Boolean
           : integer.isUnsigned()  ? UnsignedInteger
                                   : SignedInteger;
  return 0;
}

LogicalResult checkKind(Operation *op, const KindRule &rule,
                        llvm::StringRef what, size_t index, Type type) {
  Type element = elementType(type);
  if (!element || (kindOf(element) & rule.kinds))
    return success();
  return op->emitOpError() << what << " #" << index << " must have "
                           << rule.text << " elements, not " << element;
}

} // namespace

LogicalResult indexopt::OpTrait::verifyElementKindRules(Operation *op) {
  KindRule rule = kindRuleFor(op->getName().stripDialect());
  if (!rule.kinds)
    return success();
  if (rule.scope == Scope::OneResult)
    return rule.index < op->getNumResults()
               ? checkKind(op, rule, "result", rule.index,
                           op->getResult(rule.index).getType())
               : success();
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(checkKind(op, rule, "operand", i, type)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(checkKind(op, rule, "result", i, type)))
      return failure();
  return success();
}
