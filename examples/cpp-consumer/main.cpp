//===- main.cpp - index-opt-reuse: a downstream tool on the C API ---------===//
//
// Parses an MLIR file (StableHLO as JAX prints it, linalg, tensor), runs
// index-opt's indexing analysis on every op through the C API, and emits a
// remark at every op that reads some element of an operand more than once:
// where a tiling pass would keep the element in fast memory instead of
// loading it again. The counts come from the op's output-to-input maps
// (IndexOptReadCounts): reads with repeats above the distinct elements read.
//
//   index-opt-reuse FILE        remarks on stderr; exit 1 on a bad input
//
//===----------------------------------------------------------------------===//

#include "index-opt-c/IndexOpt.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace {

/// Collects a C API message.
void appendTo(MlirStringRef text, void *userData) {
  static_cast<std::string *>(userData)->append(text.data, text.length);
}

/// Emits the reuse remarks of `op` (one per operand read more than once);
/// returns how many.
int remarkReuse(mlir::Operation *op) {
  std::string error;
  IndexOptIndexing indexing = indexOptComputeOpIndexing(
      wrap(op), IndexOptDirectionOutputToInput, appendTo, &error);
  if (indexOptIndexingIsNull(indexing)) {
    op->emitWarning() << "index-opt: " << error;
    return 0;
  }
  int remarks = 0;
  for (intptr_t e = 0, n = indexOptIndexingGetNumEntries(indexing); e < n;
       ++e) {
    IndexOptReadCounts counts;
    if (!indexOptIndexingGetEntryReads(indexing, e, &counts))
      continue; // unknown: nothing can be said
    // Sound: only where even the fewest reads exceed the most distinct
    // elements is some element surely read more than once.
    if (counts.totalLower <= counts.distinctUpper)
      continue;
    op->emitRemark() << "operand "
                     << indexOptIndexingGetEntryOperand(indexing, e)
                     << " is read " << counts.totalLower << " times for "
                     << counts.distinctUpper << " distinct elements by result "
                     << indexOptIndexingGetEntryResult(indexing, e)
                     << " (reuse x"
                     << counts.totalLower /
                            (counts.distinctUpper ? counts.distinctUpper : 1)
                     << ")";
    ++remarks;
  }
  indexOptIndexingDestroy(indexing);
  return remarks;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: index-opt-reuse FILE\n";
    return 1;
  }
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::tensor::TensorDialect>();
  indexOptRegisterAllDialects(wrap(&registry));
  mlir::MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], sourceMgr, &context);
  if (!module)
    return 1;
  int remarks = 0;
  for (auto function : module->getOps<mlir::func::FuncOp>())
    function.walk([&](mlir::Operation *op) {
      if (op != function && op->getNumOperands() && op->getNumResults())
        remarks += remarkReuse(op) > 0;
    });

  IndexOptLiveness liveness = indexOptComputeLiveness(
      wrap(module->getOperation()), false, nullptr, nullptr);
  for (intptr_t f = 0, n = indexOptLivenessGetNumFunctions(liveness); f < n;
       ++f) {
    MlirStringRef name = indexOptLivenessGetFunctionName(liveness, f);
    llvm::outs() << "@" << llvm::StringRef(name.data, name.length) << ": peak "
                 << indexOptLivenessGetPeakBytes(liveness, f) << " B\n";
  }
  indexOptLivenessDestroy(liveness);
  llvm::outs() << remarks << " ops read an operand element more than once\n";
  return 0;
}
