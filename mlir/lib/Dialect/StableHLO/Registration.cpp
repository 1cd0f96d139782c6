//===- Registration.cpp - registering the StableHLO-compatible dialects ---===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"

#include "mlir/IR/DialectRegistry.h"

namespace indexopt::stablehlo {
void registerStablehloDialects(mlir::DialectRegistry &registry) {
  registry.insert<StableHLODialect>();
}
} // namespace indexopt::stablehlo
