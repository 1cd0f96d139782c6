/*===- index-opt-c/Liveness.h - buffer liveness -------------------*- C -*-===*\
|*                                                                            *|
|* Buffer liveness and peak memory (docs/liveness.md): per function its       *|
|* buffers, the bytes live at each op, the peak, the best-fit arena, and      *|
|* whether two buffers may interfere.                                         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEX_OPT_C_LIVENESS_H
#define INDEX_OPT_C_LIVENESS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The liveness of every function of a module; destroy with
/// `indexOptLivenessDestroy`.
typedef struct IndexOptLiveness {
  void *ptr;
} IndexOptLiveness;

/// Whether `liveness` is null.
static inline bool indexOptLivenessIsNull(IndexOptLiveness liveness) {
  return !liveness.ptr;
}

/// Analyses every `func.func` of `module` (a `builtin.module`), in program
/// order (`dependency`: false) or by data dependences only (true: valid for
/// every schedule), reshapes aliasing their operand. Null, with `onError`
/// called, for a null op, an op that is not a module, or a failure.
MLIR_CAPI_EXPORTED IndexOptLiveness
indexOptComputeLiveness(MlirOperation module, bool dependency,
                        MlirStringCallback onError, void *userData);

/// Frees `liveness` (a null handle is ignored).
MLIR_CAPI_EXPORTED void indexOptLivenessDestroy(IndexOptLiveness liveness);

/// How many functions were analysed, in module order (-1 for a null handle).
MLIR_CAPI_EXPORTED intptr_t
indexOptLivenessGetNumFunctions(IndexOptLiveness liveness);

/// The name of function `function` (empty when out of range).
MLIR_CAPI_EXPORTED MlirStringRef
indexOptLivenessGetFunctionName(IndexOptLiveness liveness, intptr_t function);

/// The peak bytes live in function `function` (-1 when out of range).
MLIR_CAPI_EXPORTED int64_t
indexOptLivenessGetPeakBytes(IndexOptLiveness liveness, intptr_t function);

/// Whether that peak is only a lower bound (dynamic sizes or unknown callee
/// temporaries left out).
MLIR_CAPI_EXPORTED bool
indexOptLivenessPeakIsLowerBound(IndexOptLiveness liveness, intptr_t function);

/// The arena the best-fit heap simulation needs (-1 when out of range).
MLIR_CAPI_EXPORTED int64_t
indexOptLivenessGetArenaBytes(IndexOptLiveness liveness, intptr_t function);

/// How many logical buffers function `function` has (-1 when out of range).
MLIR_CAPI_EXPORTED intptr_t
indexOptLivenessGetNumBuffers(IndexOptLiveness liveness, intptr_t function);

/// The bytes live while `op` runs (an op the analysis orders: not those of
/// scalar bodies such as a reduce's); -1 for any other op.
MLIR_CAPI_EXPORTED int64_t
indexOptLivenessGetLiveBytesAt(IndexOptLiveness liveness, MlirOperation op);

/// Whether buffers `a` and `b` of function `function` may interfere (their
/// live ranges overlap, so they cannot share memory). True when out of
/// range (the safe answer).
MLIR_CAPI_EXPORTED bool indexOptLivenessMayInterfere(IndexOptLiveness liveness,
                                                     intptr_t function,
                                                     intptr_t a, intptr_t b);

#ifdef __cplusplus
}
#endif

#endif /* INDEX_OPT_C_LIVENESS_H */
