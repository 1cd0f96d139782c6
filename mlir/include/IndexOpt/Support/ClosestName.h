//===- ClosestName.h - "did you mean" -------------------------*- C++ -*-===//
//
// The name a misspelled word most likely meant, for the suggestions of the
// driver (an unknown flag) and of the passes (an unknown option).
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_SUPPORT_CLOSESTNAME_H
#define INDEXOPT_SUPPORT_CLOSESTNAME_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace indexopt {

/// The name among `names` closest to `word` by edit distance (a replaced,
/// inserted or removed character is one edit), when it is close enough to be
/// what was meant: at most 2 edits, or a quarter of `word`'s length, and
/// fewer than `word` has characters. The first of equally close names wins;
/// nothing when none is close.
///
///   closestName("fusoin", {"direction", "fusion"}) == "fusion"
///   closestName("bogus", {"direction", "fusion"}) == std::nullopt
std::optional<llvm::StringRef>
closestName(llvm::StringRef word, llvm::ArrayRef<llvm::StringRef> names);

} // namespace indexopt

#endif // INDEXOPT_SUPPORT_CLOSESTNAME_H
