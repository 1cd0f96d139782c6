//===- ElementwiseTraits.cpp - element-type constraints of elementwise ops ===//

#include "IndexOpt/Interfaces/ElementwiseTraits.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

/// The element type with quantization parameters dropped (storage and
/// expressed type); other types as they are; null without one.
static std::pair<Type, Type> baseline(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  Type element = shaped ? shaped.getElementType() : type;
  if (auto quantized = dyn_cast<quant::QuantizedType>(element))
    return {quantized.getStorageType(), quantized.getExpressedType()};
  if (isa<IntegerType, FloatType, IndexType, ComplexType>(element))
    return {element, Type()};
  return {Type(), Type()};
}

bool indexopt::OpTrait::sameBaselineElementType(Type a, Type b) {
  auto element = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return shaped ? shaped.getElementType() : type;
  };
  std::pair<Type, Type> base = baseline(a);
  return base.first ? base == baseline(b) : element(a) == element(b);
}

LogicalResult indexopt::OpTrait::verifySameBaselineElementType(Operation *op) {
  // The first value with an element type; every other one is compared with
  // its baseline.
  Type firstType;
  auto check = [&](Type type, const Twine &what) -> LogicalResult {
    std::pair<Type, Type> base = baseline(type);
    if (!base.first)
      return success();
    if (!firstType) {
      firstType = type;
      return success();
    }
    if (base != baseline(firstType))
      return op->emitOpError()
             << "requires the same element type for every operand and result "
                "(StableHLO's baseline type), but "
             << what << " is " << type << " where the first is " << firstType;
    return success();
  };
  for (auto [index, value] : llvm::enumerate(op->getOperands()))
    if (failed(check(value.getType(), "operand #" + Twine(index))))
      return failure();
  for (auto [index, value] : llvm::enumerate(op->getResults()))
    if (failed(check(value.getType(), "result #" + Twine(index))))
      return failure();
  return success();
}
