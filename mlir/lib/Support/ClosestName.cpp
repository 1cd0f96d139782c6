//===- ClosestName.cpp - "did you mean" -----------------------------------===//

#include "IndexOpt/Support/ClosestName.h"

#include <algorithm>

std::optional<llvm::StringRef>
indexopt::closestName(llvm::StringRef word,
                      llvm::ArrayRef<llvm::StringRef> names) {
  // A word is never closest to what it shares nothing with (`x` and `o`).
  unsigned most = std::min<unsigned>(std::max<size_t>(2, word.size() / 4),
                                     word.empty() ? 0 : word.size() - 1);
  std::optional<llvm::StringRef> closest;
  unsigned closestDistance = most + 1;
  for (llvm::StringRef name : names) {
    unsigned distance = name.edit_distance(word, /*AllowReplacements=*/true,
                                           /*MaxEditDistance=*/most);
    if (distance < closestDistance) {
      closest = name;
      closestDistance = distance;
    }
  }
  return closest;
}
