//===- IndexingDialect.h - the `indexing` dialect ---------------*- C++ -*-===//

#ifndef INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_H
#define INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_H

#include "mlir/IR/Dialect.h"

#include "IndexOpt/Dialect/Indexing/IndexingDialect.h.inc"

#endif // INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_H
