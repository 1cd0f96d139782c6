/*===- CAPI.h - the C interface of index-opt's native layer -------*- C -*-===*\
|*                                                                            *|
|* Everything Rust calls in our C++ code goes through these functions. They   *|
|* follow the MLIR C API conventions (opaque handles from mlir-c/IR.h).       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEXOPT_CAPI_H
#define INDEXOPT_CAPI_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The form of a report (`index-opt --indexing-report=`,
/// `--liveness-report=`, `--tiling-report=`).
typedef enum IndexOptReportFormat {
  /// Human-readable text (`text`), the default.
  IndexOptReportFormatText = 0,
  /// JSON (`json`).
  IndexOptReportFormatJson = 1,
  /// A self-contained SVG picture (`svg`; `buffer-liveness` only).
  IndexOptReportFormatSvg = 2,
  /// A self-contained HTML page (`html`; `hlo-indexing` only): dataflow
  /// graph, maps and element explorer.
  IndexOptReportFormatHtml = 3,
} IndexOptReportFormat;

/// Callbacks through which the C++ pass classes declared in
/// `Transforms/Passes.td` run their Rust implementation. Each hook receives
/// the operation the pass runs on and returns false to signal pass failure
/// (after emitting a diagnostic). A null hook makes its pass fail with an
/// error saying it is not available.
typedef struct IndexOptPassHooks {
  bool (*listOps)(MlirOperation op);
  /// `hlo-indexing`: analyses `module` and writes the report in `format`
  /// through `write(text, userData)`. `coalescing` is the option's text
  /// (empty: no coalescing figures).
  /// With `annotate`, attaches the results to the IR instead and writes
  /// nothing. `reportPath` is the file the report goes to when it is one
  /// (empty: a stream, e.g. stdout): an HTML page too large for one file
  /// puts its data beside it.
  bool (*hloIndexing)(MlirOperation module, MlirStringRef direction,
                      bool fusion, bool counts, MlirStringRef coalescing,
                      bool annotate, IndexOptReportFormat format,
                      MlirStringRef reportPath, MlirStringCallback write,
                      void *userData);
  /// `buffer-liveness`: analyses `module` and writes the report in `format`
  /// through `write(text, userData)`; with `annotate`, attaches the results
  /// to the IR instead and writes nothing.
  bool (*bufferLiveness)(MlirOperation module, MlirStringRef ordering,
                         bool reshapeAliases, bool interference, bool annotate,
                         IndexOptReportFormat format, MlirStringCallback write,
                         void *userData);
  /// `hlo-tiling`: tiles result `result` (or, when `argument >= 0`, that
  /// argument) of `function` with `tile` (or lists the valid tilings) and
  /// writes the report in `format` through `write(text, userData)`.
  /// With `annotate`, attaches the tiles to the IR instead and writes
  /// nothing.
  bool (*hloTiling)(MlirOperation module, MlirStringRef function,
                    unsigned result, int argument, MlirStringRef tile,
                    bool listValid, bool annotate, IndexOptReportFormat format,
                    MlirStringCallback write, void *userData);
} IndexOptPassHooks;

/// Callbacks into index-opt's Rust map library, used by the
/// `#indexing.map` attribute parser and the `simplify-indexing-maps` pass.
/// Each takes the text of a map and calls `callback(result, userData)` once:
/// with the canonical text of the map (`parse`) or of its simplified form
/// (`simplify`) and returns true, or with an error message, setting
/// `*errorOffset` to the byte offset in `text` where the error is, and
/// returns false.
typedef struct IndexOptMapHooks {
  bool (*parse)(MlirContext context, MlirStringRef text,
                MlirStringCallback callback, void *userData,
                int64_t *errorOffset);
  bool (*simplify)(MlirContext context, MlirStringRef text,
                   MlirStringCallback callback, void *userData,
                   int64_t *errorOffset);
} IndexOptMapHooks;

/// Installs the map hooks (copied). Later calls replace earlier ones.
void indexOptRegisterMapHooks(const IndexOptMapHooks *hooks);

/// `#indexing.map<text>`; `text` must be canonical (as the parse hook
/// returns it).
MlirAttribute indexOptMapAttrGet(MlirContext context, MlirStringRef text);

/// Whether `attribute` is an `#indexing.map`.
bool indexOptAttributeIsAMap(MlirAttribute attribute);

/// The text of an `#indexing.map` attribute.
MlirStringRef indexOptMapAttrGetText(MlirAttribute attribute);

/// `#indexing.unknown<"reason">`.
MlirAttribute indexOptUnknownAttrGet(MlirContext context, MlirStringRef reason);

/// Whether `attribute` is an `#indexing.unknown`.
bool indexOptAttributeIsAnUnknown(MlirAttribute attribute);

/// The reason of an `#indexing.unknown` attribute.
MlirStringRef indexOptUnknownAttrGetReason(MlirAttribute attribute);

/// The StableHLO dimension-number attributes, and the other structured
/// attributes the op rules read, for the accessors below.
typedef enum IndexOptDimensionNumbersKind {
  IndexOptDimensionNumbersNone = 0,
  /// #stablehlo.gather: lists offset_dims, collapsed_slice_dims,
  /// operand_batching_dims, start_indices_batching_dims, start_index_map;
  /// integer index_vector_dim.
  IndexOptDimensionNumbersGather = 1,
  /// #stablehlo.scatter: lists update_window_dims, inserted_window_dims,
  /// input_batching_dims, scatter_indices_batching_dims,
  /// scatter_dims_to_operand_dims; integer index_vector_dim.
  IndexOptDimensionNumbersScatter = 2,
  /// #stablehlo.dot: lists lhs_batching, rhs_batching, lhs_contracting,
  /// rhs_contracting dimensions.
  IndexOptDimensionNumbersDot = 3,
  /// #stablehlo.conv: lists input, kernel, output spatial dimensions;
  /// integers input batch, input feature, kernel input feature, kernel
  /// output feature, output batch, output feature dimensions.
  IndexOptDimensionNumbersConv = 4,
  /// #stablehlo.output_operand_alias: lists output_tuple_indices,
  /// operand_tuple_indices; integer operand_index.
  IndexOptDimensionNumbersOutputOperandAlias = 5,
  /// #chlo.ragged_dot: lists lhs_batching, rhs_batching, lhs_contracting,
  /// rhs_contracting, lhs_ragged, rhs_group dimensions.
  IndexOptDimensionNumbersRaggedDot = 6,
  /// #stablehlo.bounds<...>, also written
  /// #stablehlo.type_extensions<bounds = [...]> (one attribute, a tensor
  /// type's encoding): list bounds (INT64_MIN, MLIR's dynamic size, where a
  /// dimension has none).
  IndexOptDimensionNumbersBounds = 7,
  /// #stablehlo<transpose ...>: integer the enum's value (1 NO_TRANSPOSE,
  /// 2 TRANSPOSE, 3 ADJOINT).
  IndexOptDimensionNumbersTranspose = 8,
} IndexOptDimensionNumbersKind;

/// Which dimension-numbers attribute `attribute` is (None for any other).
IndexOptDimensionNumbersKind
indexOptDimensionNumbersGetKind(MlirAttribute attribute);

/// The list field `index` (in the order documented for the kind): returns
/// its length and points `*data` at its elements, which live as long as the
/// context. Returns -1 for an index out of range.
intptr_t indexOptDimensionNumbersGetList(MlirAttribute attribute, int index,
                                         const int64_t **data);

/// The integer field `index`; `*found` is set to false when out of range.
int64_t indexOptDimensionNumbersGetInt(MlirAttribute attribute, int index,
                                       bool *found);

/// Whether `op` is elementwise by its ODS traits: true when it has MLIR's
/// `Elementwise` trait (`mlir::OpTrait::Elementwise`: the elementwise ops of
/// our `stablehlo` and `chlo` dialects, and upstream ones such as most of
/// `arith` and all of `math`) or index-opt's `ElementwiseWithScalarOperands`
/// (`stablehlo.select`, `stablehlo.clamp`; see
/// `IndexOpt/Interfaces/ElementwiseTraits.td`). False for every other op,
/// including unregistered ones (e.g. `mhlo.copy`).
bool indexOptOperationIsElementwise(MlirOperation op);

/// The kind of an affine expression (`indexOptAffineExprView`).
typedef enum IndexOptAffineExprKind {
  IndexOptAffineExprDim = 0,
  IndexOptAffineExprSymbol = 1,
  IndexOptAffineExprConstant = 2,
  IndexOptAffineExprAdd = 3,
  IndexOptAffineExprMul = 4,
  IndexOptAffineExprMod = 5,
  IndexOptAffineExprFloorDiv = 6,
  IndexOptAffineExprCeilDiv = 7,
} IndexOptAffineExprKind;

/// The kind of `expr` and its parts, in one call (MLIR's C API asks one
/// kind at a time): a dimension's or symbol's position, or a constant's
/// value, in `*value`; a binary expression's operands in `*lhs` and `*rhs`.
/// The outputs that do not apply are left as they are.
IndexOptAffineExprKind indexOptAffineExprView(MlirAffineExpr expr,
                                              int64_t *value,
                                              MlirAffineExpr *lhs,
                                              MlirAffineExpr *rhs);

/// The shape of a ranked tensor type, in one call (MLIR's C API asks each
/// size through the `ShapedType` interface): returns the rank and points
/// `*sizes` at the sizes (`mlirShapedTypeGetDynamicSize()` for a dynamic
/// one), which live as long as the context. Returns -1, leaving `*sizes`
/// as it is, for any other type.
intptr_t indexOptRankedTensorShape(MlirType type, const int64_t **sizes);

/// Registers index-opt's own dialects (`indexing`, ...) in `registry`.
void indexOptRegisterDialects(MlirDialectRegistry registry);

/// Registers index-opt's passes in MLIR's global pass registry, running
/// through `hooks` (copied). Only the first call has an effect.
void indexOptRegisterPasses(const IndexOptPassHooks *hooks);

/// Directs `hlo-indexing` reports to the `llvm::raw_ostream *` `stream` in
/// `format`; null restores the default (text on stderr).
void indexOptSetReportSink(void *stream, IndexOptReportFormat format);

/// Directs `buffer-liveness` reports to the `llvm::raw_ostream *` `stream`
/// in `format`; null restores the default (text on stderr).
void indexOptSetLivenessSink(void *stream, IndexOptReportFormat format);

/// The file the driver's `hlo-indexing` reports go to (`-o`), for a report
/// that writes files beside it; null, empty or `-`: none (stdout).
void indexOptSetReportPath(const char *path);

/// The driver's `--coalescing`: the `coalescing` option of every
/// `hlo-indexing` run whose own option is empty (null or empty: none).
void indexOptSetCoalescing(const char *spec);

/// Where `hlo-tiling` writes its report and in which form (`stream` is an
/// `llvm::raw_ostream *`; null: stderr, text).
void indexOptSetTilingSink(void *stream, IndexOptReportFormat format);

/// Emits a remark located at `op`.
void indexOptEmitRemark(MlirOperation op, MlirStringRef message);

/// Emits an error located at `op`.
void indexOptEmitError(MlirOperation op, MlirStringRef message);

/// Converts XLA HLO text (input starting with `HloModule`) to MLIR text:
/// calls `onOutput(mlir, userData)` and returns true, or calls
/// `onOutput(diagnostics, userData)` with located `file:line:col: error:`
/// lines and returns false. `sourceName` names the text in locations.
typedef bool (*IndexOptHloImportHook)(MlirStringRef text,
                                      MlirStringRef sourceName,
                                      MlirStringCallback onOutput,
                                      void *userData);

/// Installs the HLO importer the driver and `indexOptRunReport` use for
/// HLO text (null: HLO text is refused). Later calls replace earlier ones.
void indexOptRegisterHloImport(IndexOptHloImportHook hook);

/// The `index-opt` driver: registers every upstream dialect and pass plus
/// ours, parses `argv` like `mlir-opt`, and processes the input. `version`
/// is printed by `--version`. Returns the process exit status (0 or 1).
/// Call `indexOptRegisterPasses` first.
int indexOptMain(int argc, char **argv, const char *version);

/// Which analysis writes a report (`indexOptRunReport`).
typedef enum IndexOptReportPass {
  /// `hlo-indexing` (`--indexing-report`).
  IndexOptReportPassIndexing = 0,
  /// `buffer-liveness` (`--liveness-report`).
  IndexOptReportPassLiveness = 1,
  /// `hlo-tiling` (`--tiling-report`).
  IndexOptReportPassTiling = 2,
} IndexOptReportPass;

/// The driver's report mode on text in memory (for library faces such as
/// the Python package): parses `text` as the file `sourceName` (locations
/// and diagnostics name it) after the driver's input checks, runs the pass
/// pipeline `pipeline` (e.g. `hlo-indexing{direction=input-to-output}`,
/// which must hold `pass`) with `pass`'s report directed in `format` to a
/// buffer, and hands the report to `onReport` on success. Diagnostics,
/// formatted as the driver prints them (`file:line:col: error: ...` with
/// the source line), go to `onDiagnostics` in one piece when there are any.
/// Returns false on any error. Not reentrant: the report sinks are global
/// (callers serialize runs). Call `indexOptRegisterPasses` first.
bool indexOptRunReport(MlirStringRef text, MlirStringRef sourceName,
                       MlirStringRef pipeline, IndexOptReportPass pass,
                       IndexOptReportFormat format, MlirStringCallback onReport,
                       MlirStringCallback onDiagnostics, void *userData);

/// The callback of the dialect plugin entry point
/// (`mlirGetDialectPluginInfo`): registers our dialects in the
/// `mlir::DialectRegistry *` given as `registry`.
void indexOptPluginRegisterDialects(void *registry);

#ifdef __cplusplus
}
#endif

#endif /* INDEXOPT_CAPI_H */
