//===- Passes.cpp - index-opt passes, forwarding to Rust ------------------===//
//
// Each pass class is generated from Transforms/Passes.td; its body calls the
// Rust implementation through the hooks registered by
// `indexOptRegisterPasses`.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Transforms/Passes.h"

#include "IndexOpt/Dialect/Indexing/IndexingDialect.h"
#include "IndexOpt/Dialect/Indexing/MapHooks.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/AttrTypeSubElements.h"

#include <string>

namespace indexopt {
#define GEN_PASS_DEF_LISTOPS
#define GEN_PASS_DEF_HLOINDEXING
#define GEN_PASS_DEF_BUFFERLIVENESS
#define GEN_PASS_DEF_HLOTILING
#define GEN_PASS_DEF_SIMPLIFYINDEXINGMAPS
#include "IndexOpt/Transforms/Passes.h.inc"
} // namespace indexopt

using namespace indexopt;

static IndexOptPassHooks registeredHooks = {};

const IndexOptPassHooks &indexopt::passHooks() { return registeredHooks; }

namespace {

/// Runs `hook` on `op`; fails the pass when there is no hook or it fails.
template <typename Hook>
void runHook(mlir::Pass &pass, Hook hook, mlir::Operation *op,
             llvm::function_ref<void()> signalFailure) {
  if (!hook) {
    op->emitError() << "pass '" << pass.getArgument()
                    << "' has no implementation registered in this process";
    signalFailure();
    return;
  }
  if (!hook(wrap(op)))
    signalFailure();
}

struct ListOpsPass : impl::ListOpsBase<ListOpsPass> {
  void runOnOperation() override {
    runHook(*this, passHooks().listOps, getOperation(),
            [&] { signalPassFailure(); });
  }
};

/// Where `hlo-indexing` writes its report: set by the driver for
/// `--indexing-report`, otherwise stderr in text form.
static llvm::raw_ostream *reportStream = nullptr;
static IndexOptReportFormat reportFormat = IndexOptReportFormatText;

/// The driver's `--coalescing`, used when the pass option is empty.
static std::string coalescingOverride;

static void writeToStream(MlirStringRef text, void *userData) {
  static_cast<llvm::raw_ostream *>(userData)->write(text.data, text.length);
}

struct HloIndexingPass : impl::HloIndexingBase<HloIndexingPass> {
  using HloIndexingBase::HloIndexingBase;
  void runOnOperation() override {
    auto hook = passHooks().hloIndexing;
    mlir::Operation *module = getOperation();
    if (!hook) {
      module->emitError() << "pass 'hlo-indexing' has no implementation "
                             "registered in this process";
      return signalPassFailure();
    }
    llvm::raw_ostream &os = reportStream ? *reportStream : llvm::errs();
    IndexOptReportFormat format =
        reportStream ? reportFormat : IndexOptReportFormatText;
    const std::string &spec =
        coalescing.empty() ? coalescingOverride : coalescing.getValue();
    if (!hook(wrap(module),
              mlirStringRefCreate(direction.data(), direction.size()), fusion,
              counts, mlirStringRefCreate(spec.data(), spec.size()), format,
              writeToStream, &os))
      signalPassFailure();
  }
};

/// Where `buffer-liveness` writes its report: set by the driver for
/// `--liveness-report`, otherwise stderr in text form.
static llvm::raw_ostream *livenessStream = nullptr;
static IndexOptReportFormat livenessFormat = IndexOptReportFormatText;

struct BufferLivenessPass : impl::BufferLivenessBase<BufferLivenessPass> {
  using BufferLivenessBase::BufferLivenessBase;
  void runOnOperation() override {
    auto hook = passHooks().bufferLiveness;
    mlir::Operation *module = getOperation();
    if (!hook) {
      module->emitError() << "pass 'buffer-liveness' has no implementation "
                             "registered in this process";
      return signalPassFailure();
    }
    llvm::raw_ostream &os = livenessStream ? *livenessStream : llvm::errs();
    IndexOptReportFormat format =
        livenessStream ? livenessFormat : IndexOptReportFormatText;
    if (!hook(wrap(module),
              mlirStringRefCreate(ordering.data(), ordering.size()),
              reshapeAliases, interference, format, writeToStream, &os))
      signalPassFailure();
  }
};

/// Where `hlo-tiling` writes its report: set by the driver for
/// `--tiling-report`, otherwise stderr in text form.
static llvm::raw_ostream *tilingStream = nullptr;
static IndexOptReportFormat tilingFormat = IndexOptReportFormatText;

struct HloTilingPass : impl::HloTilingBase<HloTilingPass> {
  using HloTilingBase::HloTilingBase;
  void runOnOperation() override {
    auto hook = passHooks().hloTiling;
    mlir::Operation *module = getOperation();
    if (!hook) {
      module->emitError() << "pass 'hlo-tiling' has no implementation "
                             "registered in this process";
      return signalPassFailure();
    }
    llvm::raw_ostream &os = tilingStream ? *tilingStream : llvm::errs();
    IndexOptReportFormat format =
        tilingStream ? tilingFormat : IndexOptReportFormatText;
    if (!hook(wrap(module),
              mlirStringRefCreate(function.data(), function.size()), result,
              argument, mlirStringRefCreate(tile.data(), tile.size()),
              listValid, format, writeToStream, &os))
      signalPassFailure();
  }
};

/// Replaces every #indexing.map attribute, at any depth, by its simplified
/// form (computed by the Rust map library).
struct SimplifyIndexingMapsPass
    : impl::SimplifyIndexingMapsBase<SimplifyIndexingMapsPass> {
  void runOnOperation() override {
    mlir::MLIRContext *context = &getContext();
    mlir::Operation *current = nullptr;
    bool failedAny = false;
    mlir::AttrTypeReplacer replacer;
    replacer.addReplacement(
        [&](indexing::MapAttr map) -> std::optional<mlir::Attribute> {
          indexing::MapHookResult result = indexing::runMapHook(
              indexing::mapHooks().simplify, context, map.getText());
          if (!result.ok) {
            current->emitError() << "cannot simplify indexing map '"
                                 << map.getText() << "': " << result.text;
            failedAny = true;
            return std::nullopt;
          }
          return indexing::MapAttr::get(context, result.text);
        });
    getOperation()->walk([&](mlir::Operation *op) {
      current = op;
      replacer.replaceElementsIn(op, /*replaceAttrs=*/true,
                                 /*replaceLocs=*/false,
                                 /*replaceTypes=*/false);
    });
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace

extern "C" void indexOptRegisterPasses(const IndexOptPassHooks *hooks) {
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  if (hooks)
    registeredHooks = *hooks;
  registerIndexOptPasses();
}

extern "C" void indexOptSetReportSink(void *stream,
                                      IndexOptReportFormat format) {
  reportStream = static_cast<llvm::raw_ostream *>(stream);
  reportFormat = format;
}

extern "C" void indexOptSetTilingSink(void *stream,
                                      IndexOptReportFormat format) {
  tilingStream = static_cast<llvm::raw_ostream *>(stream);
  tilingFormat = format;
}

extern "C" void indexOptSetCoalescing(const char *spec) {
  coalescingOverride = spec ? spec : "";
}

extern "C" void indexOptSetLivenessSink(void *stream,
                                        IndexOptReportFormat format) {
  livenessStream = static_cast<llvm::raw_ostream *>(stream);
  livenessFormat = format;
}

extern "C" void indexOptEmitRemark(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitRemark() << unwrap(message);
}

extern "C" void indexOptEmitError(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitError() << unwrap(message);
}
