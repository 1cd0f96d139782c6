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
#include "IndexOpt/Transforms/PassOptions.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "llvm/Support/FileSystem.h"

#include <string>

namespace indexopt {
#define GEN_PASS_DEF_LISTOPS
#define GEN_PASS_DEF_HLOINDEXING
#define GEN_PASS_DEF_BUFFERLIVENESS
#define GEN_PASS_DEF_HLOTILING
#define GEN_PASS_DEF_SIMPLIFYINDEXINGMAPS
#define GEN_PASS_DEF_STRIPINDEXING
#include "IndexOpt/Transforms/Passes.h.inc"
} // namespace indexopt

using namespace indexopt;

static IndexOptPassHooks registeredHooks = {};

const IndexOptPassHooks &indexopt::passHooks() { return registeredHooks; }

std::optional<IndexOptReportFormat>
indexopt::reportFormatNamed(llvm::StringRef name, llvm::StringRef extra) {
  if (name == "text")
    return IndexOptReportFormatText;
  if (name == "json")
    return IndexOptReportFormatJson;
  if (extra.empty() || name != extra)
    return std::nullopt;
  return extra == "svg" ? IndexOptReportFormatSvg : IndexOptReportFormatHtml;
}

std::string indexopt::reportFormatChoices(llvm::StringRef extra) {
  if (extra.empty())
    return choicesText({"text", "json"});
  return choicesText({"text", "json", extra});
}

namespace {

/// The values of `hlo-indexing`'s `direction` and `buffer-liveness`'s
/// `ordering` (the Rust side reads them, `Direction::parse` and
/// `Ordering::parse`).
const llvm::StringRef directions[] = {"output-to-input", "input-to-output"};
const llvm::StringRef orderings[] = {"sequential", "dependency"};

/// `initializeOptions` of a pass of ours: its options checked against
/// `specs` (`checkPassOptions`), then read by MLIR.
template <typename PassBase>
mlir::LogicalResult initializeChecked(
    PassBase &pass, llvm::StringRef options, llvm::ArrayRef<OptionSpec> specs,
    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler) {
  if (mlir::failed(
          checkPassOptions(pass.getArgument(), options, specs, errorHandler)))
    return mlir::failure();
  return pass.PassBase::initializeOptions(options, errorHandler);
}

/// Runs `hook` on `op` through `call(hook)` (by default `hook(op)`); fails
/// the pass when there is no hook or it fails.
template <typename Hook, typename Call>
void runHook(mlir::Pass &pass, Hook hook, mlir::Operation *op,
             llvm::function_ref<void()> signalFailure, Call call) {
  if (!hook) {
    mlir::emitError(op->getLoc())
        << "pass '" << pass.getArgument()
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
  /// The driver's flag that sets it (`--indexing-report`, ...).
  const char *flag;
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
  mlir::LogicalResult
  initializeOptions(llvm::StringRef options,
                    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                        errorHandler) override {
    return initializeChecked<ListOpsBase>(*this, options, {}, errorHandler);
  }
  void runOnOperation() override {
    mlir::Operation *op = getOperation();
    runHook(
        *this, passHooks().listOps, op, [&] { signalPassFailure(); },
        [&](auto hook) { return hook(wrap(op)); });
  }
};

/// Where `hlo-indexing`, `buffer-liveness` and `hlo-tiling` write.
static ReportSink indexingSink{"--indexing-report"},
    livenessSink{"--liveness-report"}, tilingSink{"--tiling-report"};

/// The driver's `--coalescing`, used when the pass option is empty.
static std::string coalescingOverride;

/// The file the driver's `hlo-indexing` report goes to (empty: stdout).
static std::string indexingReportPath;

static void writeToStream(MlirStringRef text, void *userData) {
  static_cast<llvm::raw_ostream *>(userData)->write(text.data, text.length);
}

/// Where one run of a report pass writes: the driver's sink when it is set,
/// else the `report-file` option's file in `report-format`, else stderr
/// in text.
struct ReportTarget {
  std::unique_ptr<llvm::raw_fd_ostream> file;
  llvm::raw_ostream *os = nullptr;
  IndexOptReportFormat format = IndexOptReportFormatText;
};

/// Opens the report target of a pass run on `op`: the driver's sink when it
/// is set, else `file` in `format`, else stderr. With `annotate` the run
/// writes no report (and opens no file), and the driver's sink is an error:
/// the annotations would be dropped with the IR it replaces. Emits an error
/// located at `op` (that, a bad format, a file that cannot be written) and
/// returns nothing on failure. `extra` names the pass's third report form
/// (see `reportFormatNamed`).
static std::optional<ReportTarget>
openReport(mlir::Operation *op, const ReportSink &sink, bool annotate,
           llvm::StringRef file, llvm::StringRef format,
           llvm::StringRef extra) {
  if (annotate && sink.stream) {
    mlir::emitError(op->getLoc())
        << "annotate=true attaches the results to the IR; it "
           "cannot be combined with "
        << sink.flag << ", which replaces the IR with a report";
    return std::nullopt;
  }
  ReportTarget target;
  if (sink.stream || file.empty() || annotate) {
    target.os = &sink.os();
    target.format = sink.form();
    return target;
  }
  std::optional<IndexOptReportFormat> named = reportFormatNamed(format, extra);
  if (!named) {
    mlir::emitError(op->getLoc())
        << "report-format must be " << reportFormatChoices(extra) << ", not '"
        << format << "'";
    return std::nullopt;
  }
  target.format = *named;
  std::error_code error;
  target.file = std::make_unique<llvm::raw_fd_ostream>(file, error,
                                                       llvm::sys::fs::OF_None);
  if (error) {
    mlir::emitError(op->getLoc())
        << "cannot write the report to '" << file << "': " << error.message();
    return std::nullopt;
  }
  target.os = target.file.get();
  return target;
}

struct HloIndexingPass : impl::HloIndexingBase<HloIndexingPass> {
  using HloIndexingBase::HloIndexingBase;
  mlir::LogicalResult
  initializeOptions(llvm::StringRef options,
                    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                        errorHandler) override {
    return initializeChecked<HloIndexingBase>(
        *this, options,
        {optionSpec(direction, directions), optionSpec(fusion),
         optionSpec(counts), optionSpec(coalescing), optionSpec(annotate),
         optionSpec(reportFile), optionSpec(reportFormat)},
        errorHandler);
  }
  void runOnOperation() override {
    mlir::Operation *module = getOperation();
    const std::string &spec =
        coalescing.empty() ? coalescingOverride : coalescing.getValue();
    std::optional<ReportTarget> target = openReport(
        module, indexingSink, annotate, reportFile, reportFormat, "html");
    if (!target)
      return signalPassFailure();
    // The report's file: `report-file`, or the driver's `-o` when the
    // report goes to the driver's sink.
    std::string path = target->file          ? reportFile.getValue()
                       : indexingSink.stream ? indexingReportPath
                                             : std::string();
    runHook(
        *this, passHooks().hloIndexing, module, [&] { signalPassFailure(); },
        [&](auto hook) {
          return hook(
              wrap(module),
              mlirStringRefCreate(direction.data(), direction.size()), fusion,
              counts, mlirStringRefCreate(spec.data(), spec.size()), annotate,
              target->format, mlirStringRefCreate(path.data(), path.size()),
              writeToStream, target->os);
        });
  }
};

struct BufferLivenessPass : impl::BufferLivenessBase<BufferLivenessPass> {
  using BufferLivenessBase::BufferLivenessBase;
  mlir::LogicalResult
  initializeOptions(llvm::StringRef options,
                    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                        errorHandler) override {
    return initializeChecked<BufferLivenessBase>(
        *this, options,
        {optionSpec(ordering, orderings), optionSpec(reshapeAliases),
         optionSpec(interference), optionSpec(annotate), optionSpec(reportFile),
         optionSpec(reportFormat)},
        errorHandler);
  }
  void runOnOperation() override {
    mlir::Operation *module = getOperation();
    std::optional<ReportTarget> target = openReport(
        module, livenessSink, annotate, reportFile, reportFormat, "svg");
    if (!target)
      return signalPassFailure();
    runHook(
        *this, passHooks().bufferLiveness, module, [&] { signalPassFailure(); },
        [&](auto hook) {
          return hook(wrap(module),
                      mlirStringRefCreate(ordering.data(), ordering.size()),
                      reshapeAliases, interference, annotate, target->format,
                      writeToStream, target->os);
        });
  }
};

struct HloTilingPass : impl::HloTilingBase<HloTilingPass> {
  using HloTilingBase::HloTilingBase;
  mlir::LogicalResult
  initializeOptions(llvm::StringRef options,
                    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                        errorHandler) override {
    return initializeChecked<HloTilingBase>(
        *this, options,
        {optionSpec(function), optionSpec(result), optionSpec(argument),
         optionSpec(tile), optionSpec(listValid), optionSpec(annotate),
         optionSpec(reportFile), optionSpec(reportFormat)},
        errorHandler);
  }
  void runOnOperation() override {
    mlir::Operation *module = getOperation();
    std::optional<ReportTarget> target =
        openReport(module, tilingSink, annotate, reportFile, reportFormat, "");
    if (!target)
      return signalPassFailure();
    runHook(
        *this, passHooks().hloTiling, module, [&] { signalPassFailure(); },
        [&](auto hook) {
          return hook(wrap(module),
                      mlirStringRefCreate(function.data(), function.size()),
                      result, argument,
                      mlirStringRefCreate(tile.data(), tile.size()), listValid,
                      annotate, target->format, writeToStream, target->os);
        });
  }
};

/// Replaces every #indexing.map attribute, at any depth, by its simplified
/// form (computed by the Rust map library).
struct SimplifyIndexingMapsPass
    : impl::SimplifyIndexingMapsBase<SimplifyIndexingMapsPass> {
  mlir::LogicalResult
  initializeOptions(llvm::StringRef options,
                    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                        errorHandler) override {
    return initializeChecked<SimplifyIndexingMapsBase>(*this, options, {},
                                                       errorHandler);
  }
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
            mlir::emitError(current->getLoc())
                << "cannot simplify indexing map '" << map.getText()
                << "': " << result.text;
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

/// Removes the `indexing.*` discardable attributes (the annotations) from
/// every op.
struct StripIndexingPass : impl::StripIndexingBase<StripIndexingPass> {
  mlir::LogicalResult
  initializeOptions(llvm::StringRef options,
                    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                        errorHandler) override {
    return initializeChecked<StripIndexingBase>(*this, options, {},
                                                errorHandler);
  }
  void runOnOperation() override {
    getOperation()->walk([](mlir::Operation *op) {
      llvm::SmallVector<mlir::StringAttr> names;
      for (mlir::NamedAttribute attribute : op->getDiscardableAttrs())
        if (attribute.getName().getValue().starts_with("indexing."))
          names.push_back(attribute.getName());
      for (mlir::StringAttr name : names)
        op->removeDiscardableAttr(name);
    });
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

extern "C" void indexOptSetReportPath(const char *path) {
  indexingReportPath = path && llvm::StringRef(path) != "-" ? path : "";
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
  mlir::emitError(unwrap(op)->getLoc()) << unwrap(message);
}
