/*===- index-opt-c/Hlo.h - XLA HLO text as input ------------------*- C -*-===*\
|*                                                                            *|
|* XLA's HLO text (what `jax.jit(f).lower(x).compile().as_text()` returns and *|
|* `--xla_dump_to` writes) imported as a StableHLO module, as the index-opt   *|
|* driver reads it (docs/hlo.md): one function per fused or called            *|
|* computation, `@main` for the entry, each op located at its HLO             *|
|* instruction, and XLA's live ranges of the module as the module attribute   *|
|* `index_opt.xla_live_range`, which indexOptComputeLiveness and the          *|
|* liveness report read.                                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEX_OPT_C_HLO_H
#define INDEX_OPT_C_HLO_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether `text` is HLO text: it starts, after blanks, with the word
/// `HloModule`.
MLIR_CAPI_EXPORTED bool indexOptIsHloText(MlirStringRef text);

/// Imports the HLO module `text` into `context` (which must have index-opt's
/// dialects, see indexOptRegisterAllDialects, and `func`). `sourceName`
/// names the text in the ops' locations. Returns the module, owned by the
/// caller (mlirModuleDestroy); a null module when the text is not read, with
/// the located diagnostic (`sourceName:line:col: error: ...`) given to
/// `onError`, or when MLIR rejects the import (then MLIR's diagnostics, at
/// the HLO instructions' locations, go to the context's handlers, and
/// `onError` gets one line saying so).
MLIR_CAPI_EXPORTED MlirModule indexOptHloModuleParse(MlirContext context,
                                                     MlirStringRef text,
                                                     MlirStringRef sourceName,
                                                     MlirStringCallback onError,
                                                     void *userData);

#ifdef __cplusplus
}
#endif

#endif /* INDEX_OPT_C_HLO_H */
