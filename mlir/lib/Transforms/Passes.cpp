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

/// Runs `hook` on `op` through `call(hook)` (by default `hook(op)`); fails
/// the pass when there is no hook or it fails.
template <typename Hook, typename Call>
void runHook(mlir::Pass &pass, Hook hook, mlir::Operation *op,
             llvm::function_ref<void()> signalFailure, Call call) {
  if (!hook) {
    op->emitError() << "pass '" << pass.getArgument()
                    << "' has no implementation registered in this process";
    signalFailure();
    return;
  }
  if (!call(hook))
    signalFailure();
}

/// Where a report pass writes: set by the driver for its `--*-report`
/// flag, otherwise stderr in text form.
struct ReportSink {
  llvm::raw_ostream *stream = nullptr;
  IndexOptReportFormat format = IndexOptReportFormatText;

  llvm::raw_ostream &os() const { return stream ? *stream : llvm::errs(); }
  IndexOptReportFormat form() const {
    return stream ? format : IndexOptReportFormatText;
  }
  void set(void *to, IndexOptReportFormat as) {
    stream = static_cast<llvm::raw_ostream *>(to);
    format = as;
  }
};

struct ListOpsPass : impl::ListOpsBase<ListOpsPass> {
  void runOnOperation() override {
    mlir::Operation *op = getOperation();
    runHook(
        *this, passHooks().listOps, op, [&] { signalPassFailure(); },
        [&](auto hook) { return hook(wrap(op)); });
  }
};

/// Where `hlo-indexing`, `buffer-liveness` and `hlo-tiling` write.
static ReportSink indexingSink, livenessSink, tilingSink;

/// The driver's `--coalescing`, used when the pass option is empty.
static std::string coalescingOverride;

static void writeToStream(MlirStringRef text, void *userData) {
  static_cast<llvm::raw_ostream *>(userData)->write(text.data, text.length);
}

struct HloIndexingPass : impl::HloIndexingBase<HloIndexingPass> {
  using HloIndexingBase::HloIndexingBase;
  void runOnOperation() override {
    mlir::Operation *module = getOperation();
    const std::string &spec =
        coalescing.empty() ? coalescingOverride : coalescing.getValue();
    runHook(
        *this, passHooks().hloIndexing, module, [&] { signalPassFailure(); },
        [&](auto hook) {
          return hook(wrap(module),
                      mlirStringRefCreate(direction.data(), direction.size()),
                      fusion, counts,
                      mlirStringRefCreate(spec.data(), spec.size()),
                      indexingSink.form(), writeToStream, &indexingSink.os());
        });
  }
};

struct BufferLivenessPass : impl::BufferLivenessBase<BufferLivenessPass> {
  using BufferLivenessBase::BufferLivenessBase;
  void runOnOperation() override {
    mlir::Operation *module = getOperation();
    runHook(
        *this, passHooks().bufferLiveness, module, [&] { signalPassFailure(); },
        [&](auto hook) {
          return hook(wrap(module),
                      mlirStringRefCreate(ordering.data(), ordering.size()),
                      reshapeAliases, interference, livenessSink.form(),
                      writeToStream, &livenessSink.os());
        });
  }
};

struct HloTilingPass : impl::HloTilingBase<HloTilingPass> {
  using HloTilingBase::HloTilingBase;
  void runOnOperation() override {
    mlir::Operation *module = getOperation();
    runHook(
        *this, passHooks().hloTiling, module, [&] { signalPassFailure(); },
        [&](auto hook) {
          return hook(wrap(module),
                      mlirStringRefCreate(function.data(), function.size()),
                      result, argument,
                      mlirStringRefCreate(tile.data(), tile.size()), listValid,
                      tilingSink.form(), writeToStream, &tilingSink.os());
        });
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
  indexingSink.set(stream, format);
}

extern "C" void indexOptSetTilingSink(void *stream,
                                      IndexOptReportFormat format) {
  tilingSink.set(stream, format);
}

extern "C" void indexOptSetCoalescing(const char *spec) {
  coalescingOverride = spec ? spec : "";
}

extern "C" void indexOptSetLivenessSink(void *stream,
                                        IndexOptReportFormat format) {
  livenessSink.set(stream, format);
}

extern "C" void indexOptEmitRemark(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitRemark() << unwrap(message);
}

extern "C" void indexOptEmitError(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitError() << unwrap(message);
}
