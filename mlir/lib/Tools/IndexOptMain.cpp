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

#include "mlir-c/RegisterEverything.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

static const char *const overview =
    "index-opt: indexing maps for StableHLO, linalg and tensor IR\n"
    "\n"
    "Reads MLIR (a file, or stdin for '-' or no file), verifies it, runs the\n"
    "passes given as flags or with --pass-pipeline, and prints the IR (or an\n"
    "analysis report) to stdout or to the file given with -o. Every upstream\n"
    "MLIR dialect and pass is available, plus index-opt's own:\n"
    "  dialects: indexing\n"
    "  passes:   --index-list-ops\n"
    "Errors are printed as 'file:line:col: error: ...'; the exit status is 1\n"
    "on any error, 0 otherwise.\n";

/// Reports an error about the input as a whole: `file: error: message`.
static int inputError(llvm::StringRef file, const llvm::Twine &message) {
  llvm::errs() << (file == "-" ? "<stdin>" : file) << ": error: " << message
               << "\n";
  return 1;
}

extern "C" int indexOptMain(int argc, char **argv, const char *version) {
  llvm::InitLLVM initLLVM(argc, argv);

  mlir::DialectRegistry registry;
  mlirRegisterAllDialects(wrap(&registry));
  mlirRegisterAllPasses();
  indexOptRegisterDialects(wrap(&registry));

  std::string versionText = version ? version : "unknown";
  llvm::cl::SetVersionPrinter([versionText](llvm::raw_ostream &os) {
    os << "index-opt " << versionText << "\n"
       << "  built with LLVM/MLIR " << LLVM_VERSION_STRING << "\n";
  });

  auto [inputFilename, outputFilename] =
      mlir::registerAndParseCLIOptions(argc, argv, overview, registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();

  if (inputFilename != "-" && llvm::sys::fs::is_directory(inputFilename))
    return inputError(inputFilename,
                      "is a directory; expected an MLIR file");

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input)
    return inputError(inputFilename, "cannot read input: " + errorMessage);

  // An empty module parses, but an empty input file is almost always a
  // broken pipeline upstream (a failed dump, a wrong path in a script):
  // say so instead of printing `module {}`.
  if (input->getBuffer().trim().empty()) {
    llvm::StringRef name =
        inputFilename == "-" ? llvm::StringRef("<stdin>") : inputFilename;
    llvm::errs() << name << ":1:1: error: input is empty; expected MLIR\n";
    return 1;
  }

  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output)
    return inputError(outputFilename, "cannot open output: " + errorMessage);

  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
