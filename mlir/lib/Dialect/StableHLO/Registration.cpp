//===- Registration.cpp - registering the StableHLO-compatible dialects ---===//

#include "IndexOpt/Dialect/Chlo/ChloDialect.h"
#include "IndexOpt/Dialect/Sdy/SdyDialect.h"
#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"

#include "mlir/IR/DialectRegistry.h"

namespace indexopt::stablehlo {
void registerStablehloDialects(mlir::DialectRegistry &registry) {
  registry.insert<StableHLODialect, indexopt::chlo::ChloDialect,
                  indexopt::sdy::SdyDialect>();
}
} // namespace indexopt::stablehlo
