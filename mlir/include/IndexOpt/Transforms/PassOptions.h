//===- PassOptions.h - checked options of index-opt's passes ---*- C++ -*-===//
//
// MLIR's option parser reports an option a pass does not have as
// `<Pass-Options-Parser>: no such option NAME`, and a value it cannot read
// through LLVM's command line parser, straight to stderr (`'maybe' is
// invalid value for boolean argument! Try 0 or 1`), with an empty error
// after it; neither names the pass nor the values the option takes. Our
// passes check their options first (`checkPassOptions`, from their
// `initializeOptions`) and fail through the pipeline's error handler with
// one line that says both.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_TRANSFORMS_PASSOPTIONS_H
#define INDEXOPT_TRANSFORMS_PASSOPTIONS_H

#include "mlir/Pass/Pass.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace indexopt {

/// What an option of a pass takes.
enum class OptionKind {
  /// `true` or `false` (LLVM also reads `1`, `0`, `TRUE`, `False`, ...; no
  /// value is `true`).
  Boolean,
  /// A non-negative integer.
  Unsigned,
  /// An integer.
  Integer,
  /// Text: any, or one of `OptionSpec::choices` when there are some.
  Text,
};

/// One option of a pass, as `checkPassOptions` checks it.
struct OptionSpec {
  /// The option's name (`report-file`).
  llvm::StringRef name;
  OptionKind kind;
  /// The values a text option takes (empty: any).
  llvm::SmallVector<llvm::StringRef> choices;
};

/// The spec of a pass's option member, its kind from its type: a `bool`
/// option is `Boolean`, `unsigned` `Unsigned`, `int` `Integer`, a string
/// `Text` (one of `choices` when given).
OptionSpec optionSpec(const mlir::Pass::Option<bool> &option);
OptionSpec optionSpec(const mlir::Pass::Option<unsigned> &option);
OptionSpec optionSpec(const mlir::Pass::Option<int> &option);
OptionSpec optionSpec(const mlir::Pass::Option<std::string> &option,
                      llvm::ArrayRef<llvm::StringRef> choices = {});

/// Checks the options text of pass `pass` (what a pipeline holds in
/// `pass{...}`, or a flag after `--pass=`), split into `key=value` as MLIR
/// splits it, against `specs`: the first option `specs` does not have, or
/// value its option does not take, fails through `errorHandler` with one
/// line, e.g. `hlo-indexing: fusion must be 'true' or 'false', not 'maybe'`
/// or `hlo-indexing: no option 'fusoin'; did you mean 'fusion'?`.
mlir::LogicalResult checkPassOptions(
    llvm::StringRef pass, llvm::StringRef options,
    llvm::ArrayRef<OptionSpec> specs,
    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler);

/// The values `choices` as a message says them: `'a' or 'b'`, `'a', 'b'
/// or 'c'`.
std::string choicesText(llvm::ArrayRef<llvm::StringRef> choices);

} // namespace indexopt

#endif // INDEXOPT_TRANSFORMS_PASSOPTIONS_H
