//===- IndexingDialect.h - the `indexing` dialect ---------------*- C++ -*-===//

#ifndef INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_H
#define INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "IndexOpt/Dialect/Indexing/IndexingDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "IndexOpt/Dialect/Indexing/IndexingAttrs.h.inc"

#endif // INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_H
