//===- ElementwiseTraits.cpp - element-type constraints of elementwise ops ===//

#include "IndexOpt/Interfaces/ElementwiseTraits.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <tuple>

using namespace mlir;

/// The element type with quantization parameters dropped (the
/// specification's baseline: storage type, storage range and expressed
/// type, so `i8` and `u8` storage differ by their range); other types as
/// they are; null without one.
using Baseline = std::tuple<Type, Type, int64_t, int64_t>;
static Baseline baseline(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  Type element = shaped ? shaped.getElementType() : type;
  if (auto quantized = dyn_cast<quant::QuantizedType>(element))
    return {quantized.getStorageType(), quantized.getExpressedType(),
            quantized.getStorageTypeMin(), quantized.getStorageTypeMax()};
  if (isa<IntegerType, FloatType, IndexType, ComplexType>(element))
    return {element, Type(), 0, 0};
  return {Type(), Type(), 0, 0};
}

bool indexopt::OpTrait::sameBaselineElementType(Type a, Type b) {
  auto element = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return shaped ? shaped.getElementType() : type;
  };
  Baseline base = baseline(a);
  return std::get<0>(base) ? base == baseline(b) : element(a) == element(b);
}

LogicalResult indexopt::OpTrait::verifySameBaselineElementType(Operation *op) {
  // The first value with an element type; every other one is compared with
  // its baseline.
  Type firstType;
  auto check = [&](Type type, const Twine &what) -> LogicalResult {
    Baseline base = baseline(type);
    if (!std::get<0>(base))
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
