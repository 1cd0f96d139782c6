//===- IndexingDialect.td - the `indexing` dialect ---------*- tablegen -*-===//
//
// The `indexing` dialect is index-opt's home in MLIR: it will hold the
// `#indexing.map<...>` attribute (an indexing map in its text form) and
// anything else the analysis needs to put into IR.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_TD
#define INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_TD

include "mlir/IR/DialectBase.td"

def Indexing_Dialect : Dialect {
  let name = "indexing";
  let cppNamespace = "::indexopt::indexing";
  let summary = "Indexing maps of tensor programs as MLIR attributes";
  let description = [{
    The `indexing` dialect carries the results of index-opt's indexing
    analysis in IR: which elements of each operand an element of a result
    reads, as indexing maps (an affine map, bounds of its dimension, range and
    runtime variables, and constraints).
  }];
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

#endif // INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_TD
