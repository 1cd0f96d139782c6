//===- StablehloBoundsVerifiers.cpp - sizes against bounds ----------------===//
//
// Bounded dynamism: a dynamic dimension of a tensor type may carry a bound
// (`tensor<?xf32, #stablehlo.bounds<4>>`, at most 4 elements). StableHLO's
// type inference reads bounds where it merges or derives sizes and rejects
// a static size above a bound it meets. The checks here are the ones of the
// elementwise ops (the `CompatibleBounds` trait: one shape for every operand
// and result, so a size above another value's bound can never agree); the
// derived bounds of `slice` and `pad` are checked by their verifiers
// (`StablehloShapeVerifiers.cpp`), the bounds themselves by the encoding's
// verifier (`StablehloAttrs.cpp`).
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

using namespace mlir;
using namespace indexopt::stablehlo::verify;

LogicalResult indexopt::OpTrait::verifyCompatibleBounds(Operation *op) {
  // Every ranked tensor operand and result, with its name for the message.
  SmallVector<std::pair<std::string, RankedTensorType>> values;
  for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
    if (auto tensor = ranked(type))
      values.push_back({"operand #" + std::to_string(index), tensor});
  for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
    if (auto tensor = ranked(type))
      values.push_back({"result #" + std::to_string(index), tensor});
  for (const auto &[boundedName, bounded] : values) {
    // Values of another rank (a scalar operand of `clamp` or `select`) are
    // broadcast, not matched dimension by dimension.
    SmallVector<int64_t> bounds = dimensionBounds(bounded);
    for (const auto &[sizedName, sized] : values) {
      if (sized.getRank() != bounded.getRank())
        continue;
      for (auto [dim, bound] : llvm::enumerate(bounds)) {
        int64_t size = sized.getDimSize(dim);
        if (!ShapedType::isDynamic(bound) && !ShapedType::isDynamic(size) &&
            size > bound)
          return op->emitOpError()
                 << sizedName << " has size " << size << " in dimension " << dim
                 << ", above the bound " << bound << " of " << boundedName
                 << " (" << sized << " and " << bounded << ")";
      }
    }
  }
  return success();
}
