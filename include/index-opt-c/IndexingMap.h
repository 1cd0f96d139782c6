/*===- index-opt-c/IndexingMap.h - indexing maps ------------------*- C -*-===*\
|*                                                                            *|
|* An indexing map (docs/contract.md, "Map text"): an affine map from         *|
|* dimension variables d0.. (a result index) and symbols to an operand index, *|
|* with bounds on every variable and constraints. The symbols of the affine   *|
|* map are the range variables first (s0..), then the runtime variables       *|
|* (printed rt0.., values read at run time).                                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEX_OPT_C_INDEXINGMAP_H
#define INDEX_OPT_C_INDEXINGMAP_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An owned indexing map; destroy with `indexOptIndexingMapDestroy`.
typedef struct IndexOptIndexingMap {
  void *ptr;
} IndexOptIndexingMap;

/// The three kinds of variables of a map.
typedef enum IndexOptVariableKind {
  /// d0, d1, ...: the index of the map's domain (a result element).
  IndexOptVariableDimension = 0,
  /// s0, s1, ...: range variables (reduced or window positions).
  IndexOptVariableRange = 1,
  /// rt0, rt1, ...: runtime variables (values read at run time).
  IndexOptVariableRuntime = 2,
} IndexOptVariableKind;

/// Whether `map` is null.
static inline bool indexOptIndexingMapIsNull(IndexOptIndexingMap map) {
  return !map.ptr;
}

/// Parses a map in index-opt's text form (one line or XLA's documentation's
/// layout). On a malformed text returns a null map and calls
/// `onError(message, userData)` once (if not NULL) with the error and its
/// byte offset. A null context gives a null map.
MLIR_CAPI_EXPORTED IndexOptIndexingMap
indexOptIndexingMapParse(MlirContext context, MlirStringRef text,
                         MlirStringCallback onError, void *userData);

/// Frees `map` (a null map is ignored).
MLIR_CAPI_EXPORTED void indexOptIndexingMapDestroy(IndexOptIndexingMap map);

/// Prints `map` in its canonical one-line text through `callback` (in one or
/// more pieces). A null map prints nothing.
MLIR_CAPI_EXPORTED void indexOptIndexingMapPrint(IndexOptIndexingMap map,
                                                 MlirStringCallback callback,
                                                 void *userData);

/// Whether the two maps are the same map (same variables, bounds,
/// constraints and results). False if either is null.
MLIR_CAPI_EXPORTED bool indexOptIndexingMapEqual(IndexOptIndexingMap a,
                                                 IndexOptIndexingMap b);

/// A new map: `map` simplified (the interval-aware simplifier) with unused
/// range and runtime variables removed, as `simplify-indexing-maps` does.
/// Null for a null map.
MLIR_CAPI_EXPORTED IndexOptIndexingMap
indexOptIndexingMapSimplify(IndexOptIndexingMap map);

/// A new map: `first` followed by `second` (first's results are second's
/// dimensions: for output-to-input maps, `first` goes from a consumer's
/// result to its operand, `second` from that producer's result to its
/// operand), simplified. Null, with `onError` called, when the arities do
/// not match or either map is null.
MLIR_CAPI_EXPORTED IndexOptIndexingMap indexOptIndexingMapCompose(
    IndexOptIndexingMap first, IndexOptIndexingMap second,
    MlirStringCallback onError, void *userData);

/// How many variables of `kind` the map has (-1 for a null map or an
/// unknown kind).
MLIR_CAPI_EXPORTED intptr_t indexOptIndexingMapGetNumVariables(
    IndexOptIndexingMap map, IndexOptVariableKind kind);

/// The inclusive bounds of variable `position` of `kind`: returns false
/// (leaving the outputs alone) when out of range.
MLIR_CAPI_EXPORTED bool indexOptIndexingMapGetVariableBounds(
    IndexOptIndexingMap map, IndexOptVariableKind kind, intptr_t position,
    int64_t *lower, int64_t *upper);

/// How many results the map has (-1 for a null map).
MLIR_CAPI_EXPORTED intptr_t
indexOptIndexingMapGetNumResults(IndexOptIndexingMap map);

/// Result `position` (a null expression when out of range).
MLIR_CAPI_EXPORTED MlirAffineExpr
indexOptIndexingMapGetResult(IndexOptIndexingMap map, intptr_t position);

/// How many constraints the map has (-1 for a null map).
MLIR_CAPI_EXPORTED intptr_t
indexOptIndexingMapGetNumConstraints(IndexOptIndexingMap map);

/// Constraint `position`: the expression, which must lie in [*lower,
/// *upper]. A null expression (outputs untouched) when out of range.
MLIR_CAPI_EXPORTED MlirAffineExpr indexOptIndexingMapGetConstraint(
    IndexOptIndexingMap map, intptr_t position, int64_t *lower, int64_t *upper);

/// The map's affine map (dimensions, then range and runtime variables as
/// symbols). A null affine map for a null map.
MLIR_CAPI_EXPORTED MlirAffineMap
indexOptIndexingMapGetAffineMap(IndexOptIndexingMap map);

/// Whether the map's domain is known to be empty (it relates nothing).
MLIR_CAPI_EXPORTED bool
indexOptIndexingMapIsKnownEmpty(IndexOptIndexingMap map);

#ifdef __cplusplus
}
#endif

#endif /* INDEX_OPT_C_INDEXINGMAP_H */
