//===- StablehloBoundsVerifiers.cpp - sizes against bounds ----------------===//
//
// Bounded dynamism: a dynamic dimension of a tensor type may carry a bound
// (`tensor<?xf32, #stablehlo.bounds<4>>`, at most 4 elements). StableHLO's
// type inference reads bounds where it merges or derives sizes and rejects
// a static size above a bound it meets. The check here is the one of the
// elementwise ops (the `CompatibleBounds` trait: one shape for every operand
// and result, so a size above another value's bound can never agree). Every
// "same type" constraint compares bounds the same way (`compatibleTypes`,
// `VerifierSupport.cpp`); the derived bounds of `slice`, `pad`,
// `concatenate`, `transpose`, `reduce` and `set_dimension_size` are checked
// by their verifiers, the bounds themselves by the encoding's verifier
// (`StablehloAttrs.cpp`).
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
  // Values of another rank (a scalar operand of `clamp` or `select`) are
  // broadcast, not matched dimension by dimension: `sizeAboveBound`
  // compares nothing for them.
  for (const auto &[boundedName, bounded] : values) {
    SmallVector<int64_t> bounds = dimensionBounds(bounded);
    for (const auto &[sizedName, sized] : values)
      if (std::optional<int64_t> dim = sizeAboveBound(sized, bounds))
        return op->emitOpError()
               << sizedName << " has size " << sized.getDimSize(*dim)
               << " in dimension " << *dim << ", above the bound "
               << bounds[*dim] << " of " << boundedName << " (" << sized
               << " and " << bounded << ")";
  }
  return success();
}
