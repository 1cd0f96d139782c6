/*===- index-opt-c/Indexing.h - maps of ops and functions -------*- C -*-===*\
|*                                                                            *|
|* Which elements each op and each function reads: per (result, operand)      *|
|* pair a set of indexing maps, or `unknown` with a reason (the JSON report's *|
|* entries, docs/contract.md).                                                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEX_OPT_C_INDEXING_H
#define INDEX_OPT_C_INDEXING_H

#include "index-opt-c/IndexingMap.h"

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which way maps go.
typedef enum IndexOptDirection {
  /// From an index of a result to the operand elements it reads.
  IndexOptDirectionOutputToInput = 0,
  /// From an index of an operand to the result elements it contributes to.
  IndexOptDirectionInputToOutput = 1,
} IndexOptDirection;

/// The entries of one op or function; destroy with
/// `indexOptIndexingDestroy`.
typedef struct IndexOptIndexing {
  void *ptr;
} IndexOptIndexing;

/// What the maps of an entry read (output-to-input): each count is a range
/// [lower, upper], equal when exact. No count exceeds what the operand
/// (argument) holds where its shape is static, as in the JSON report.
typedef struct IndexOptReadCounts {
  /// Distinct operand elements read by all result elements together.
  int64_t distinctLower, distinctUpper;
  /// Reads with repeats: the sum over result elements of the distinct
  /// operand elements each reads. More than `distinctUpper` means some
  /// operand element is read by more than one result element.
  int64_t totalLower, totalUpper;
  /// The result elements (the maps' domain points).
  int64_t points;
  /// Whether all counts are exact.
  bool exact;
} IndexOptReadCounts;

/// Whether `indexing` is null.
static inline bool indexOptIndexingIsNull(IndexOptIndexing indexing) {
  return !indexing.ptr;
}

/// The maps of `op` (any op of a module: StableHLO, linalg, tensor, ...),
/// as `hlo-indexing` reports them (a `func.call` composes through its
/// callee). Null, with `onError` called, for a null op or when the
/// analysis fails.
MLIR_CAPI_EXPORTED IndexOptIndexing
indexOptComputeOpIndexing(MlirOperation op, IndexOptDirection direction,
                          MlirStringCallback onError, void *userData);

/// The function-level maps of `function` (a `func.func` directly inside a
/// module): each returned value to each argument (output-to-input), or
/// each argument to each returned value; entries name the argument as their
/// operand. Null, with `onError` called, for a null op or an op that is not
/// such a function.
MLIR_CAPI_EXPORTED IndexOptIndexing indexOptComputeFunctionIndexing(
    MlirOperation function, IndexOptDirection direction,
    MlirStringCallback onError, void *userData);

/// Frees `indexing` (a null handle is ignored).
MLIR_CAPI_EXPORTED void indexOptIndexingDestroy(IndexOptIndexing indexing);

/// How many (result, operand) entries there are (-1 for a null handle).
MLIR_CAPI_EXPORTED intptr_t
indexOptIndexingGetNumEntries(IndexOptIndexing indexing);

/// The result of entry `entry` (-1 when out of range).
MLIR_CAPI_EXPORTED intptr_t
indexOptIndexingGetEntryResult(IndexOptIndexing indexing, intptr_t entry);

/// The operand (function level: argument) of entry `entry` (-1 when out of
/// range).
MLIR_CAPI_EXPORTED intptr_t
indexOptIndexingGetEntryOperand(IndexOptIndexing indexing, intptr_t entry);

/// Whether the maps of entry `entry` are unknown (true when out of range:
/// nothing is known there).
MLIR_CAPI_EXPORTED bool
indexOptIndexingEntryIsUnknown(IndexOptIndexing indexing, intptr_t entry);

/// Why entry `entry` is unknown (empty when it is known or out of range).
MLIR_CAPI_EXPORTED MlirStringRef indexOptIndexingGetEntryUnknownReason(
    IndexOptIndexing indexing, intptr_t entry);

/// Whether the maps of entry `entry` are a known sound superset (they hold
/// every element read and maybe more).
MLIR_CAPI_EXPORTED bool
indexOptIndexingEntryIsSuperset(IndexOptIndexing indexing, intptr_t entry);

/// How many maps entry `entry` has (0 reads nothing; -1 when unknown or out
/// of range).
MLIR_CAPI_EXPORTED intptr_t
indexOptIndexingGetEntryNumMaps(IndexOptIndexing indexing, intptr_t entry);

/// A copy of map `map` of entry `entry` (null when out of range); the
/// caller owns it.
MLIR_CAPI_EXPORTED IndexOptIndexingMap indexOptIndexingGetEntryMap(
    IndexOptIndexing indexing, intptr_t entry, intptr_t map);

/// What entry `entry`'s maps read (the `counts` of the report): fills
/// `*counts` and returns true; false (untouched) when the entry is unknown
/// or out of range, or `counts` is NULL.
MLIR_CAPI_EXPORTED bool
indexOptIndexingGetEntryReads(IndexOptIndexing indexing, intptr_t entry,
                              IndexOptReadCounts *counts);

#ifdef __cplusplus
}
#endif

#endif /* INDEX_OPT_C_INDEXING_H */
