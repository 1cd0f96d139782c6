/*===- index-opt-c/Registration.h - dialects and passes -----------*- C -*-===*\
|*                                                                            *|
|* Registering index-opt's dialects and passes in a C or C++ MLIR tool.       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEX_OPT_C_REGISTRATION_H
#define INDEX_OPT_C_REGISTRATION_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers index-opt's dialects in `registry`: `stablehlo`, `chlo` and
/// `sdy` (as JAX prints them) and `indexing` (`#indexing.map`,
/// `#indexing.unknown`, the annotations), and installs the map library the
/// `#indexing.map` parser uses. Upstream dialects (`func`, `linalg`,
/// `tensor`, `arith`, ...) are the tool's to register. A null registry does
/// nothing.
MLIR_CAPI_EXPORTED void
indexOptRegisterAllDialects(MlirDialectRegistry registry);

/// Registers index-opt's passes in MLIR's global pass registry
/// (`hlo-indexing`, `buffer-liveness`, `hlo-tiling`,
/// `simplify-indexing-maps`, `indexing.strip`, `index-list-ops`), so
/// `mlirParsePassPipeline` and `mlir::parsePassPipeline` know them. Later
/// calls do nothing.
MLIR_CAPI_EXPORTED void indexOptRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* INDEX_OPT_C_REGISTRATION_H */
