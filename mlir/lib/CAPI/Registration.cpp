//===- Registration.cpp - registering our dialects ------------------------===//

#include "IndexOpt/CAPI.h"
#include "IndexOpt/Dialect/Indexing/IndexingDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"

namespace indexopt::stablehlo {
void registerStablehloDialects(mlir::DialectRegistry &registry);
} // namespace indexopt::stablehlo

static void registerDialects(mlir::DialectRegistry &registry) {
  registry.insert<indexopt::indexing::IndexingDialect>();
  indexopt::stablehlo::registerStablehloDialects(registry);
}

extern "C" void indexOptRegisterDialects(MlirDialectRegistry registry) {
  registerDialects(*unwrap(registry));
}

extern "C" void indexOptPluginRegisterDialects(void *registry) {
  registerDialects(*static_cast<mlir::DialectRegistry *>(registry));
}
