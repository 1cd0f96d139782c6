//===- IndexingDialect.cpp - the `indexing` dialect -----------------------===//

#include "IndexOpt/Dialect/Indexing/IndexingDialect.h"

using namespace indexopt::indexing;

#include "IndexOpt/Dialect/Indexing/IndexingDialect.cpp.inc"

void IndexingDialect::initialize() { registerAttributes(); }
