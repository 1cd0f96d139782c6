//===- Registration.cpp - registering our dialects ------------------------===//

#include "IndexOpt/CAPI.h"
#include "IndexOpt/Dialect/Indexing/IndexingDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"

static void registerDialects(mlir::DialectRegistry &registry) {
  registry.insert<indexopt::indexing::IndexingDialect>();
}

extern "C" void indexOptRegisterDialects(MlirDialectRegistry registry) {
  registerDialects(*unwrap(registry));
}

extern "C" void indexOptPluginRegisterDialects(void *registry) {
  registerDialects(*static_cast<mlir::DialectRegistry *>(registry));
}
