//===- IndexOptMain.cpp - the index-opt driver ----------------------------===//
//
// index-opt is an `mlir-opt`: the same flags, the same diagnostics handling
// (`--verify-diagnostics`, `--split-input-file`), the same pass pipeline
// syntax, through MLIR's own MlirOptMain. What it adds: every upstream
// dialect and pass plus ours, checks on the input file that turn unusable
// inputs into located errors, and its own `--help` overview and `--version`.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/CAPI.h"
#include "IndexOpt/Support/ClosestName.h"
#include "IndexOpt/Transforms/Passes.h"

#include "mlir-c/RegisterEverything.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <mutex>
#include <optional>
#include <string>
#include <system_error>

static const char *const overview =
    "index-opt: indexing maps and buffer liveness for StableHLO, linalg and\n"
    "tensor IR\n"
    "\n"
    "Reads MLIR (a file, or stdin for '-' or no file), verifies it, runs the\n"
    "passes given as flags or with --pass-pipeline, and prints the IR (or an\n"
    "analysis report) to stdout or to the file given with -o. Every upstream\n"
    "MLIR dialect and pass is available, plus index-opt's own:\n"
    "  dialects: indexing, stablehlo, chlo, sdy\n"
    "  passes:   --hlo-indexing, --buffer-liveness, --hlo-tiling,\n"
    "            --simplify-indexing-maps, --indexing.strip, --index-list-ops\n"
    "With --indexing-report=text|json|html, the hlo-indexing analysis runs\n"
    "(added to the pipeline if absent) and its report replaces the IR on the\n"
    "output;\n"
    "--coalescing[=\"warp=32 transaction=128 ...\"] adds the memory\n"
    "transactions of each entry to it (docs/cost.md); html makes the report\n"
    "one self-contained page: dataflow graph, maps in the seed's layout and\n"
    "an element explorer (docs/html.md); written with -o FILE.html, a report\n"
    "over 16 MB (INDEX_OPT_PAGE_LIMIT bytes) makes it a small page plus\n"
    "chunk files in FILE.files/ that the page loads as it needs them.\n"
    "With --liveness-report=text|json|svg, the same for buffer-liveness\n"
    "(svg: the memory timeline of the entry function, for a browser), and\n"
    "with --tiling-report=text|json for hlo-tiling (give its options with\n"
    "--hlo-tiling=\"function=@f result=0 tile=16,64\" or list-valid=true).\n"
    "With annotate=true (--hlo-indexing=annotate=true, and the same option of\n"
    "buffer-liveness and hlo-tiling) the results are attached to the IR as\n"
    "indexing.* attributes instead (docs/contract.md, \"Annotations\");\n"
    "--indexing.strip removes them.\n"
    "XLA HLO text (a file starting with 'HloModule') is imported as StableHLO\n"
    "first; --hlo-to-mlir prints the import (docs/hlo.md).\n"
    "Errors are printed as 'file:line:col: error: ...'; the exit status is 1\n"
    "on any error, 0 otherwise.\n";

/// Reports an error about the input as a whole: `file: error: message`.
static int inputError(llvm::StringRef file, const llvm::Twine &message) {
  llvm::errs() << (file == "-" ? "<stdin>" : file) << ": error: " << message
               << "\n";
  return 1;
}

/// The deepest bracket nesting index-opt accepts. MLIR's parser, verifier
/// and printer recurse once per level; real programs nest a few dozen levels,
/// while a few thousand overflow an 8 MB thread stack (measured: 10000 `[`
/// or 2000 nested regions abort MLIR 22). Rejecting deeper input up front
/// turns a crash into a located error.
static constexpr int maxNestingDepth = 1000;

/// The magic number that starts MLIR bytecode.
static constexpr llvm::StringLiteral bytecodeMagic("ML\xEFR");

/// Checks what MLIR's readers do not survive: bytecode (its reader crashes
/// on corrupted input) and excessive nesting. Reports a located error to
/// `errors` and returns false when the input must be rejected.
static bool checkInput(llvm::StringRef name, llvm::StringRef text,
                       llvm::raw_ostream &errors = llvm::errs()) {
  if (text.starts_with(bytecodeMagic)) {
    errors << name
           << ":1:1: error: MLIR bytecode input is not supported (MLIR's "
              "bytecode reader does not survive corrupted files); "
              "convert it to text first, e.g. with mlir-opt-22\n";
    return false;
  }
  int depth = 0;
  unsigned line = 1, column = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
      continue;
    }
    if (c == '/' && i + 1 < e && text[i + 1] == '/') {
      // A comment: skip to the end of the line.
      size_t end = text.find('\n', i);
      if (end == llvm::StringRef::npos)
        break;
      column += end - i - 1;
      i = end - 1;
      continue;
    }
    if (c == '"') {
      // A string literal: skip it, escapes included; strings may not span
      // lines, the parser reports that.
      for (++i; i < e && text[i] != '"' && text[i] != '\n'; ++i) {
        ++column;
        if (text[i] == '\\' && i + 1 < e && text[i + 1] != '\n') {
          ++i;
          ++column;
        }
      }
      if (i < e && text[i] == '\n')
        --i;
      else
        ++column;
      continue;
    }
    bool opens = c == '(' || c == '[' || c == '{' ||
                 (c == '<' && !(i + 1 < e && text[i + 1] == '='));
    bool closes = c == ')' || c == ']' || c == '}' ||
                  (c == '>' && !(i > 0 && text[i - 1] == '-') &&
                   !(i + 1 < e && text[i + 1] == '='));
    if (opens && ++depth > maxNestingDepth) {
      errors << name << ":" << line << ":" << column
             << ": error: brackets nest deeper than " << maxNestingDepth
             << " levels; index-opt rejects such input rather than "
                "overflow its stack\n";
      return false;
    }
    if (closes && depth > 0)
      --depth;
  }
  return true;
}

/// The HLO importer the Rust side registers (`indexOptRegisterHloImport`).
static IndexOptHloImportHook hloImportHook = nullptr;

extern "C" void indexOptRegisterHloImport(IndexOptHloImportHook hook) {
  hloImportHook = hook;
}

/// Whether `text` is XLA HLO text: it starts with the word `HloModule`.
static bool isHloText(llvm::StringRef text) {
  llvm::StringRef rest = text.ltrim();
  return rest.consume_front("HloModule") &&
         (rest.empty() || llvm::StringRef(" \t\r\n").contains(rest.front()));
}

/// The MLIR text of the HLO text `text` (through the registered importer),
/// as a buffer named `NAME (imported from HLO)` so that diagnostics located
/// in the HLO file still show its lines; null after writing the importer's
/// located errors to `errors`.
static std::unique_ptr<llvm::MemoryBuffer>
importHlo(llvm::StringRef name, llvm::StringRef text,
          llvm::raw_ostream &errors) {
  if (!hloImportHook) {
    errors << name << ":1:1: error: HLO text input needs index-opt's HLO "
           << "importer, which this program does not register\n";
    return nullptr;
  }
  std::string output;
  bool ok = hloImportHook(
      mlirStringRefCreate(text.data(), text.size()),
      mlirStringRefCreate(name.data(), name.size()),
      [](MlirStringRef piece, void *userData) {
        static_cast<std::string *>(userData)->append(piece.data, piece.length);
      },
      &output);
  if (!ok) {
    errors << output;
    if (!llvm::StringRef(output).ends_with("\n"))
      errors << "\n";
    return nullptr;
  }
  return llvm::MemoryBuffer::getMemBufferCopy(
      output, (name + " (imported from HLO)").str());
}

namespace {
/// Report mode prints the IR nowhere, so once the pipeline has run, the
/// module's ops are erased: MlirOptMain then "prints" an empty module
/// instead of formatting the whole program for nothing (10-15 ms on the
/// 5288-op training step). Only a `builtin.module` top-level op is
/// emptied; anything else is left as it is.
struct DropModuleBodyPass
    : public mlir::PassWrapper<DropModuleBodyPass, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(DropModuleBodyPass)
  llvm::StringRef getArgument() const final {
    return "index-opt-drop-module-body";
  }
  void runOnOperation() override {
    auto module = llvm::dyn_cast<mlir::ModuleOp>(getOperation());
    if (!module)
      return;
    mlir::Block *body = module.getBody();
    for (mlir::Operation &op : *body)
      op.dropAllReferences();
    while (!body->empty())
      body->back().erase();
  }
};
} // namespace

/// The names of the options registered now (the flag names of LLVM's
/// libraries, before MLIR registers its own).
static llvm::StringSet<> registeredOptionNames() {
  llvm::StringSet<> names;
  for (const auto &[name, option] : llvm::cl::getRegisteredOptions())
    names.insert(name);
  return names;
}

/// Takes out of `arguments` the flags LLVM's parser would read as `-h` (the
/// help) with the rest of the name grouped after it: a flag starting with
/// `h` that no option, pass or pass pipeline registered so far is
/// (`--hlo-indexng` would print the whole help). MLIR registers the flags of
/// `mlir-opt` when the command line is parsed; none of them starts with `h`.
/// Returns them, to be reported as unknown flags.
static std::vector<std::string>
takeGroupedHelpFlags(llvm::SmallVectorImpl<char *> &arguments,
                     const llvm::StringSet<> &registered) {
  std::vector<std::string> taken;
  if (arguments.empty())
    return taken;
  llvm::SmallVector<char *> kept(arguments.begin(), arguments.begin() + 1);
  for (size_t i = 1; i < arguments.size(); ++i) {
    llvm::StringRef text(arguments[i]);
    llvm::StringRef name = text.ltrim('-').split('=').first;
    if (text == "--") {
      // The rest is positional.
      kept.append(arguments.begin() + i, arguments.end());
      break;
    }
    if (text.starts_with("-") && name.size() > 1 && name.starts_with("h") &&
        !registered.contains(name) && !mlir::PassInfo::lookup(name) &&
        !mlir::PassPipelineInfo::lookup(name))
      taken.push_back(text.str());
    else
      kept.push_back(arguments[i]);
  }
  arguments.assign(kept.begin(), kept.end());
  return taken;
}

/// Reports each flag of `unknown` (as given: `--name` or `-name`, with any
/// `=value`) as one line, suggesting the close flag: one of `ours` first,
/// then of the options MLIR registered (its flags and passes: the visible
/// options not in `llvmNames`), `--help` and `--version` — never one of the
/// many flags of LLVM's internals, which LLVM's own error would suggest
/// however far (`--bogus-flag`: `--gsframe`).
static void reportUnknownFlags(llvm::ArrayRef<std::string> unknown,
                               llvm::ArrayRef<llvm::StringRef> ours,
                               const llvm::StringSet<> &llvmNames) {
  llvm::SmallVector<llvm::StringRef> candidates(ours);
  candidates.append({"help", "version"});
  llvm::SmallVector<llvm::StringRef> mlirNames;
  auto &options = llvm::cl::getRegisteredOptions();
  for (const auto &[name, option] : options)
    if (!llvmNames.contains(name) &&
        option->getOptionHiddenFlag() == llvm::cl::NotHidden)
      mlirNames.push_back(name);
  llvm::sort(mlirNames);
  candidates.append(mlirNames);
  for (llvm::StringRef flag : unknown) {
    auto [name, value] = flag.ltrim('-').split('=');
    llvm::errs() << "index-opt: error: unknown flag '" << flag << "'";
    std::optional<llvm::StringRef> closest =
        indexopt::closestName(name, candidates);
    if (!closest) {
      llvm::errs() << " ('index-opt --help' lists the flags)\n";
      continue;
    }
    llvm::cl::Option *option = options.lookup(*closest);
    bool takesValue =
        !option || option->getValueExpectedFlag() != llvm::cl::ValueDisallowed;
    llvm::errs() << "; did you mean '--" << *closest;
    if (flag.contains('=') && takesValue)
      llvm::errs() << "=" << value;
    llvm::errs() << "'?\n";
  }
}

/// One error of building the pass pipeline, as the driver writes it:
/// `index-opt: error: MESSAGE`, naming the pass. MLIR's parts are rewritten:
/// `failed to add `P` with options `O`` (after a pass's error in a
/// pipeline) names the pass of the message (alone, after the line LLVM's
/// option parser wrote itself: `P: invalid options 'O'`);
/// `<Pass-Options-Parser>: no such option K` (an upstream pass) is `no
/// option 'K'`; a pipeline that does not parse, `MLIR Textual PassPipeline
/// Parser:L:C: error: M`, is `--pass-pipeline: M`, with MLIR's source line
/// and caret after it as a note (so is one without its anchor op).
static void reportPipelineError(llvm::StringRef message) {
  llvm::SmallVector<llvm::StringRef> lines;
  message.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  llvm::StringRef pass, options;
  llvm::SmallVector<std::string> errors;
  llvm::SmallVector<llvm::StringRef> notes;
  bool parseError = false;
  for (llvm::StringRef line : lines) {
    llvm::StringRef rest = line;
    if (parseError)
      notes.push_back(line);
    else if (rest.consume_front("failed to add `")) {
      // The first is the pass whose options failed.
      if (pass.empty()) {
        std::tie(pass, rest) = rest.split('`');
        if (rest.consume_front(" with options `"))
          options = rest.drop_back();
      }
    } else if (rest.consume_front("MLIR Textual PassPipeline Parser:")) {
      errors.push_back(
          ("--pass-pipeline: " + rest.split(": error: ").second).str());
      parseError = true;
    } else if (line.starts_with("expected pass pipeline to be wrapped"))
      errors.push_back(("--pass-pipeline: " + line).str());
    else if (rest.consume_front("<Pass-Options-Parser>: no such option "))
      errors.push_back(("no option '" + rest.trim() + "'").str());
    else if (!line.trim().empty())
      errors.push_back(line.str());
  }
  for (std::string &error : errors) {
    if (!pass.empty() &&
        !llvm::StringRef(error).starts_with((pass + ":").str()))
      error = (pass + ": " + error).str();
    llvm::errs() << "index-opt: error: " << error << "\n";
  }
  if (errors.empty() && !pass.empty())
    llvm::errs() << "index-opt: error: " << pass << ": invalid options '"
                 << options << "'\n";
  for (llvm::StringRef note : notes)
    llvm::errs() << "  " << note << "\n";
}

/// Builds the pass pipeline of the command line once, before any input is
/// read, into a pass manager of its own: an error in it (a pass option, a
/// pipeline that does not parse) is reported once by `reportPipelineError`,
/// rather than by MlirOptMain after reading the input, once per
/// `--split-input-file` chunk, at `<unknown>:0` and with MLIR's `failed to
/// add` line after it. Not with `--dump-pass-pipeline` (the pipeline would be
/// printed twice) or `--no-implicit-module` (the top-level op, which anchors
/// the pipeline, is known only from the input).
static bool checkPassPipeline(const mlir::MlirOptMainConfig &config,
                              mlir::DialectRegistry &registry) {
  if (config.shouldDumpPassPipeline() || config.shouldUseExplicitModule())
    return true;
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  llvm::SmallVector<std::string> messages;
  mlir::ScopedDiagnosticHandler handler(&context,
                                        [&](mlir::Diagnostic &diagnostic) {
                                          messages.push_back(diagnostic.str());
                                          return mlir::success();
                                        });
  mlir::PassManager pm(&context, mlir::ModuleOp::getOperationName());
  if (mlir::succeeded(config.setupPassPipeline(pm)))
    return true;
  for (const std::string &message : messages)
    reportPipelineError(message);
  return false;
}

/// The analysis whose report replaces the IR.
enum class ReportPass { Indexing, Liveness, Tiling };

/// `--indexing-report` / `--liveness-report`: each chunk is processed by
/// MLIR's own MlirOptMain with the IR printed nowhere (and dropped after the
/// pipeline), while the analysis pass (hlo-indexing or buffer-liveness,
/// added to the pipeline if absent) writes its report to the chunk's output
/// (the file `outputPath`, `-` for stdout).
static int runWithReport(std::unique_ptr<llvm::MemoryBuffer> input,
                         llvm::ToolOutputFile *output,
                         const std::string &outputPath,
                         mlir::DialectRegistry &registry,
                         mlir::MlirOptMainConfig config, ReportPass pass,
                         IndexOptReportFormat format) {
  llvm::StringRef passName = pass == ReportPass::Indexing   ? "hlo-indexing"
                             : pass == ReportPass::Liveness ? "buffer-liveness"
                                                            : "hlo-tiling";
  mlir::MlirOptMainConfig base = config;
  config.setPassPipelineSetupFn([base, passName](mlir::PassManager &pm) {
    if (mlir::failed(base.setupPassPipeline(pm)))
      return mlir::failure();
    std::string pipeline;
    llvm::raw_string_ostream stream(pipeline);
    pm.printAsTextualPipeline(stream);
    if (!llvm::StringRef(pipeline).contains(passName) &&
        mlir::failed(mlir::parsePassPipeline(passName, pm)))
      return mlir::failure();
    pm.addPass(std::make_unique<DropModuleBodyPass>());
    return mlir::success();
  });
  const mlir::MlirOptMainConfig &constConfig = config;
  std::string inputMarker = constConfig.inputSplitMarker().str();
  std::string outputMarker = constConfig.outputSplitMarker().str();
  mlir::MlirOptMainConfig chunkConfig = config;
  chunkConfig.splitInputFile("");
  auto processChunk = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                          llvm::raw_ostream &os) {
    auto setSink = pass == ReportPass::Indexing   ? indexOptSetReportSink
                   : pass == ReportPass::Liveness ? indexOptSetLivenessSink
                                                  : indexOptSetTilingSink;
    setSink(&os, format);
    // A report split over several inputs shares one output: only a whole
    // input's report may put files beside it.
    if (pass == ReportPass::Indexing && inputMarker.empty())
      indexOptSetReportPath(outputPath.c_str());
    mlir::LogicalResult result = mlir::MlirOptMain(
        llvm::nulls(), std::move(chunk), registry, chunkConfig);
    setSink(nullptr, IndexOptReportFormatText);
    indexOptSetReportPath(nullptr);
    return result;
  };
  mlir::LogicalResult result =
      inputMarker.empty()
          ? processChunk(std::move(input), output->os())
          : mlir::splitAndProcessBuffer(std::move(input), processChunk,
                                        output->os(), inputMarker,
                                        outputMarker);
  if (mlir::failed(result))
    return 1;
  output->keep();
  return 0;
}

/// The form named by `--NAME=value` (`extra`: the report's third form, see
/// `reportFormatNamed`); otherwise prints the error and returns nothing.
static std::optional<IndexOptReportFormat>
parseReportFormat(llvm::StringRef name, llvm::StringRef value,
                  llvm::StringRef extra) {
  if (std::optional<IndexOptReportFormat> format =
          indexopt::reportFormatNamed(value, extra))
    return format;
  llvm::errs() << "index-opt: error: --" << name << " must be "
               << indexopt::reportFormatChoices(extra) << ", not '" << value
               << "'";
  if (llvm::sys::fs::exists(value))
    llvm::errs() << " (a file: give the format with '=', as in --" << name
                 << "=text " << value << ")";
  llvm::errs() << "\n";
  return std::nullopt;
}

/// Whether the command line names the input (a positional argument, `-`
/// included), as opposed to reading stdin by default.
static bool inputNamed(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg == "-o") // `-o FILE` names the output
      ++i;
    else if (arg == "-" || !arg.starts_with("-"))
      return true;
  }
  return false;
}

/// The exit status for `status` once the output is written: a reader that
/// closed the pipe early (`index-opt ... | head`) had all it wanted, so a
/// broken pipe ends quietly (LLVM would abort with "IO failure on output
/// stream" when the stream is destroyed).
static int finishOutput(llvm::ToolOutputFile &output, int status) {
  llvm::raw_fd_ostream &os = output.os();
  os.flush();
  if (os.has_error() &&
      os.error() == std::make_error_code(std::errc::broken_pipe))
    os.clear_error();
  return status;
}

/// At exit, a broken pipe on stdout ends quietly as in `finishOutput`:
/// `--help` and `--version` print to `llvm::outs()` and exit from inside
/// the option parser, and without this `index-opt --help | head` would end
/// with "LLVM ERROR: IO failure on output stream" and status 1 when the
/// stream is destroyed.
static void forgiveBrokenPipeAtExit() {
  llvm::raw_fd_ostream &os = llvm::outs();
  os.flush();
  if (os.has_error() &&
      os.error() == std::make_error_code(std::errc::broken_pipe))
    os.clear_error();
}

extern "C" int indexOptMain(int argc, char **argv, const char *version) {
  llvm::InitLLVM initLLVM(argc, argv);
  // `llvm::outs()` is made first, so that the handler registered after it
  // runs before it is destroyed.
  (void)llvm::outs();
  std::atexit(forgiveBrokenPipeAtExit);

  mlir::DialectRegistry registry;
  mlirRegisterAllDialects(wrap(&registry));
  mlirRegisterAllPasses();
  indexOptRegisterDialects(wrap(&registry));

  std::string versionText = version ? version : "unknown";
  llvm::cl::SetVersionPrinter([versionText](llvm::raw_ostream &os) {
    os << "index-opt " << versionText << "\n"
       << "  built with LLVM/MLIR " << LLVM_VERSION_STRING << "\n";
  });

  static llvm::cl::opt<std::string> indexingReport(
      "indexing-report",
      llvm::cl::desc("Print the hlo-indexing analysis report (text, json, or "
                     "a self-contained html page with the dataflow graph and "
                     "an element explorer) instead of the IR; runs "
                     "hlo-indexing if the pipeline does not"),
      llvm::cl::value_desc("text|json|html"), llvm::cl::init(""));
  static llvm::cl::opt<std::string> livenessReport(
      "liveness-report",
      llvm::cl::desc("Print the buffer-liveness report (text, json, or an svg "
                     "memory timeline) instead of the IR; runs "
                     "buffer-liveness if the pipeline does not"),
      llvm::cl::value_desc("text|json|svg"), llvm::cl::init(""));

  static llvm::cl::opt<std::string> tilingReport(
      "tiling-report",
      llvm::cl::desc("Print the hlo-tiling report (text or json) instead of "
                     "the IR; runs hlo-tiling (with its default options) if "
                     "the pipeline does not"),
      llvm::cl::value_desc("text|json"), llvm::cl::init(""));
  static llvm::cl::opt<std::string> coalescing(
      "coalescing",
      llvm::cl::desc("With --indexing-report: add to each output-to-input "
                     "entry the memory transactions of the warps computing "
                     "its result, a thread per element (key=value pairs: "
                     "warp=32 transaction=128 threads=row-major|column-major "
                     "layout=row-major|column-major element-bytes=N; no "
                     "value: the defaults)"),
      llvm::cl::value_desc("options"), llvm::cl::ValueOptional,
      llvm::cl::init(""));
  static llvm::cl::opt<bool> hloToMlir(
      "hlo-to-mlir",
      llvm::cl::desc("Print the MLIR text that XLA HLO input (a file starting "
                     "with 'HloModule', read without this flag too) is "
                     "imported as, instead of running anything (docs/hlo.md)"),
      llvm::cl::init(false));

  // A flag no option takes is collected here instead of failing in LLVM's
  // parser, whose suggestion may be any flag of LLVM's internals.
  static llvm::cl::list<std::string> unknownFlags(llvm::cl::Sink,
                                                  llvm::cl::ReallyHidden);
  llvm::StringSet<> llvmOptionNames = registeredOptionNames();
  llvm::SmallVector<char *> arguments(argv, argv + argc);
  std::vector<std::string> unknown =
      takeGroupedHelpFlags(arguments, llvmOptionNames);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      arguments.size(), arguments.data(), overview, registry);
  unknown.insert(unknown.end(), unknownFlags.begin(), unknownFlags.end());
  if (!unknown.empty()) {
    reportUnknownFlags(unknown,
                       {indexingReport.ArgStr, livenessReport.ArgStr,
                        tilingReport.ArgStr, coalescing.ArgStr,
                        hloToMlir.ArgStr},
                       llvmOptionNames);
    return 1;
  }
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();

  // Listing dialects or passes reads no input: MLIR's own entry point does
  // it (and returns before opening any file).
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  struct ReportFlag {
    const std::string &value;
    llvm::StringRef name;
    ReportPass pass;
    llvm::StringRef extra;
  };
  const ReportFlag reports[] = {
      {tilingReport, "tiling-report", ReportPass::Tiling, ""},
      {livenessReport, "liveness-report", ReportPass::Liveness, "svg"},
      {indexingReport, "indexing-report", ReportPass::Indexing, "html"}};
  const ReportFlag *chosen = nullptr;
  for (const ReportFlag &report : reports) {
    if (report.value.empty())
      continue;
    if (chosen) {
      llvm::errs() << "index-opt: error: --indexing-report, --liveness-report "
                      "and --tiling-report replace the output with one report "
                      "each; give one of them\n";
      return 1;
    }
    chosen = &report;
  }
  if (coalescing.getNumOccurrences() > 0) {
    if (!chosen || chosen->pass != ReportPass::Indexing) {
      llvm::errs() << "index-opt: error: --coalescing adds to the indexing "
                      "report; give --indexing-report=text|json too (or the "
                      "pass option --hlo-indexing=\"coalescing=on\")\n";
      return 1;
    }
    indexOptSetCoalescing(coalescing.empty() ? "on" : coalescing.c_str());
  }
  // A report flag's value is checked before any input is read: a value
  // that is no format (`--indexing-report prog.mlir`, the file taken as the
  // value) is an error at once, not a wait on stdin.
  std::optional<IndexOptReportFormat> format;
  if (chosen) {
    format = parseReportFormat(chosen->name, chosen->value, chosen->extra);
    if (!format)
      return 1;
  }
  // So are the pass options.
  if (!checkPassPipeline(config, registry))
    return 1;

  // Reading a terminal: say so, since nothing else would (an explicit `-`
  // asks for stdin and gets no note).
  if (inputFilename == "-" && !inputNamed(argc, argv) &&
      llvm::sys::Process::StandardInIsUserInput())
    llvm::errs() << "index-opt: reading MLIR from the terminal (stdin); end "
                    "it with Ctrl-D, or give a file (or '-' to read stdin "
                    "without this note)\n";

  if (inputFilename != "-" && llvm::sys::fs::is_directory(inputFilename))
    return inputError(inputFilename, "is a directory; expected an MLIR file");

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input)
    return inputError(inputFilename, "cannot read input: " + errorMessage);

  // An empty module parses, but an empty input file is almost always a
  // broken pipeline upstream (a failed dump, a wrong path in a script):
  // say so instead of printing `module {}`.
  llvm::StringRef name =
      inputFilename == "-" ? llvm::StringRef("<stdin>") : inputFilename;
  if (input->getBuffer().trim().empty()) {
    llvm::errs() << name << ":1:1: error: input is empty; expected MLIR\n";
    return 1;
  }
  if (!checkInput(name, input->getBuffer()))
    return 1;
  bool hlo = isHloText(input->getBuffer());
  if (hloToMlir && !hlo)
    return inputError(name, "--hlo-to-mlir reads XLA HLO text, which starts "
                            "with 'HloModule'");
  if (hlo && !(input = importHlo(name, input->getBuffer(), llvm::errs())))
    return 1;

  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output)
    return inputError(outputFilename, "cannot open output: " + errorMessage);
  if (hloToMlir) {
    output->os() << input->getBuffer();
    output->keep();
    return finishOutput(*output, 0);
  }

  if (!chosen) {
    if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(input), registry,
                                       config)))
      return finishOutput(*output, 1);
    output->keep();
    return finishOutput(*output, 0);
  }
  return finishOutput(*output, runWithReport(std::move(input), output.get(),
                                             outputFilename, registry, config,
                                             chosen->pass, *format));
}

extern "C" bool
indexOptRunReport(MlirStringRef text, MlirStringRef sourceName,
                  MlirStringRef pipeline, IndexOptReportPass pass,
                  IndexOptReportFormat format, MlirStringCallback onReport,
                  MlirStringCallback onDiagnostics, void *userData) {
  llvm::StringRef name(sourceName.data, sourceName.length);
  llvm::StringRef buffer(text.data, text.length);
  std::string diagnostics;
  llvm::raw_string_ostream errors(diagnostics);
  auto finish = [&](bool ok) {
    if (!diagnostics.empty())
      onDiagnostics(mlirStringRefCreate(diagnostics.data(), diagnostics.size()),
                    userData);
    return ok;
  };
  if (buffer.trim().empty()) {
    errors << name << ":1:1: error: input is empty; expected MLIR\n";
    return finish(false);
  }
  if (!checkInput(name, buffer, errors))
    return finish(false);
  std::unique_ptr<llvm::MemoryBuffer> imported;
  if (isHloText(buffer)) {
    if (!(imported = importHlo(name, buffer, errors)))
      return finish(false);
    buffer = imported->getBuffer();
  }

  static std::once_flag upstreamPasses;
  std::call_once(upstreamPasses, [] { mlirRegisterAllPasses(); });
  mlir::DialectRegistry registry;
  mlirRegisterAllDialects(wrap(&registry));
  indexOptRegisterDialects(wrap(&registry));
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          buffer, imported ? imported->getBufferIdentifier() : name),
      llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context, errors);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr,
                                            mlir::ParserConfig(&context));
  if (!module)
    return finish(false);
  mlir::PassManager pm(&context, mlir::ModuleOp::getOperationName());
  if (mlir::failed(mlir::parsePassPipeline(
          llvm::StringRef(pipeline.data, pipeline.length), pm, errors)))
    return finish(false);

  auto setSink = pass == IndexOptReportPassIndexing   ? indexOptSetReportSink
                 : pass == IndexOptReportPassLiveness ? indexOptSetLivenessSink
                                                      : indexOptSetTilingSink;
  std::string report;
  llvm::raw_string_ostream reportStream(report);
  setSink(&reportStream, format);
  mlir::LogicalResult result = pm.run(*module);
  setSink(nullptr, IndexOptReportFormatText);
  if (mlir::failed(result))
    return finish(false);
  onReport(mlirStringRefCreate(report.data(), report.size()), userData);
  return finish(true);
}
