//===- PassOptions.cpp - checked options of index-opt's passes ------------===//

#include "IndexOpt/Transforms/PassOptions.h"

#include "IndexOpt/Support/ClosestName.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <tuple>

using namespace indexopt;

OptionSpec indexopt::optionSpec(const mlir::Pass::Option<bool> &option) {
  return {option.ArgStr, OptionKind::Boolean, {}};
}

OptionSpec indexopt::optionSpec(const mlir::Pass::Option<unsigned> &option) {
  return {option.ArgStr, OptionKind::Unsigned, {}};
}

OptionSpec indexopt::optionSpec(const mlir::Pass::Option<int> &option) {
  return {option.ArgStr, OptionKind::Integer, {}};
}

OptionSpec indexopt::optionSpec(const mlir::Pass::Option<std::string> &option,
                                llvm::ArrayRef<llvm::StringRef> choices) {
  return {option.ArgStr, OptionKind::Text,
          llvm::SmallVector<llvm::StringRef>(choices)};
}

std::string indexopt::choicesText(llvm::ArrayRef<llvm::StringRef> choices) {
  std::string text;
  for (auto [i, choice] : llvm::enumerate(choices)) {
    if (i > 0)
      text += i + 1 == choices.size() ? " or " : ", ";
    text += ("'" + choice + "'").str();
  }
  return text;
}

/// `text` up to `size`, trimmed, without one pair of surrounding quotes or
/// braces; `text` keeps the rest, its leading spaces dropped.
static llvm::StringRef takeOptionText(llvm::StringRef &text, size_t size) {
  llvm::StringRef taken = text.take_front(size).trim();
  text = text.drop_front(size).ltrim();
  if (taken.size() > 2) {
    for (auto [open, close] :
         {std::pair('\'', '\''), std::pair('"', '"'), std::pair('{', '}')}) {
      if (taken.front() == open && taken.back() == close)
        return taken.drop_front().drop_back().trim();
    }
  }
  return taken;
}

/// Moves `at` to the closing `quote` when `text[at]` opens one (an
/// unclosed quote stays where it is); whether `text[at]` is `quote`.
static bool skipQuoted(llvm::StringRef text, size_t &at, char quote) {
  if (text[at] != quote)
    return false;
  size_t close = text.find(quote, at + 1);
  if (close != llvm::StringRef::npos)
    at = close;
  return true;
}

/// The next `key[=value]` of `options` and the rest, split as MLIR's
/// `PassOptions::parseFromString` splits: at spaces outside quotes and
/// `{...}` groups.
static std::tuple<llvm::StringRef, llvm::StringRef, llvm::StringRef>
nextOption(llvm::StringRef options) {
  size_t at = 0;
  while (at < options.size() && options[at] != ' ' && options[at] != '=')
    ++at;
  bool hasValue = at < options.size() && options[at] == '=';
  llvm::StringRef key = takeOptionText(options, at);
  if (!hasValue)
    return {key, "", options};
  options = options.drop_front();
  for (at = 0; at < options.size() && options[at] != ' '; ++at) {
    if (skipQuoted(options, at, '\'') || skipQuoted(options, at, '"'))
      continue;
    if (options[at] != '{')
      continue;
    for (int depth = 1; ++at < options.size();) {
      if (skipQuoted(options, at, '\'') || skipQuoted(options, at, '"'))
        continue;
      if (options[at] == '{')
        ++depth;
      else if (options[at] == '}' && --depth == 0)
        break;
    }
  }
  llvm::StringRef value = takeOptionText(options, at);
  return {key, value, options};
}

/// Why `value` is not a value of `spec`'s option; nothing when it is.
static std::optional<std::string> badValue(const OptionSpec &spec,
                                           llvm::StringRef value) {
  auto notThis = [&](const llvm::Twine &what) {
    return (spec.name + " must be " + what + ", not '" + value + "'").str();
  };
  // What LLVM's boolean parser reads (no value is `true`).
  static const llvm::StringRef booleans[] = {
      "", "true", "TRUE", "True", "1", "false", "FALSE", "False", "0"};
  switch (spec.kind) {
  case OptionKind::Boolean:
    if (llvm::is_contained(booleans, value))
      return std::nullopt;
    return notThis("'true' or 'false'");
  case OptionKind::Unsigned: {
    unsigned number;
    if (!value.getAsInteger(0, number))
      return std::nullopt;
    return notThis("a non-negative integer");
  }
  case OptionKind::Integer: {
    int number;
    if (!value.getAsInteger(0, number))
      return std::nullopt;
    return notThis("an integer");
  }
  case OptionKind::Text:
    if (spec.choices.empty() || llvm::is_contained(spec.choices, value))
      return std::nullopt;
    return notThis(choicesText(spec.choices));
  }
  return std::nullopt;
}

/// The error for an option `key` that `pass` does not have: the close one,
/// or all of them.
static std::string noOption(llvm::StringRef pass, llvm::StringRef key,
                            llvm::ArrayRef<OptionSpec> specs) {
  llvm::SmallVector<llvm::StringRef> names;
  for (const OptionSpec &spec : specs)
    names.push_back(spec.name);
  std::string message = (pass + ": no option '" + key + "'; ").str();
  if (std::optional<llvm::StringRef> closest = closestName(key, names))
    return message + "did you mean '" + closest->str() + "'?";
  if (names.empty())
    return message + "it takes none";
  return message + "its options are " + llvm::join(names, ", ");
}

mlir::LogicalResult indexopt::checkPassOptions(
    llvm::StringRef pass, llvm::StringRef options,
    llvm::ArrayRef<OptionSpec> specs,
    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler) {
  while (!options.empty()) {
    auto [key, value, rest] = nextOption(options);
    options = rest;
    if (key.empty())
      continue;
    const OptionSpec *spec = llvm::find_if(
        specs, [&, key = key](const OptionSpec &s) { return s.name == key; });
    if (spec == specs.end())
      return errorHandler(noOption(pass, key, specs));
    if (std::optional<std::string> why = badValue(*spec, value))
      return errorHandler(pass + ": " + *why);
  }
  return mlir::success();
}
