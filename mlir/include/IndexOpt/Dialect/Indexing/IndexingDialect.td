//===- IndexingDialect.td - the `indexing` dialect ---------*- tablegen -*-===//
//
// The `indexing` dialect is index-opt's home in MLIR: the `#indexing.map<...>`
// attribute (an indexing map in its text form), `#indexing.unknown<...>`, and
// the discardable `indexing.*` attributes of annotated IR.
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

    With `hlo-indexing{annotate=true}` the analysis attaches its results to
    the IR as discardable attributes of this dialect: on each op
    `indexing.maps` (per result, per operand: an array of `#indexing.map`,
    `#indexing.unknown<"reason">`, or `[]` for "reads nothing"), with
    `indexing.rt_vars`, `indexing.superset` and `indexing.counts` where they
    apply; on each function `indexing.function_maps` and its companions;
    the `input_to_output_` forms for the other direction. The dialect
    verifies their structure; `indexing-strip` removes them.
  }];
  let useDefaultAttributePrinterParser = 1;
  // The annotations `hlo-indexing{annotate=true}` attaches (`indexing.maps`,
  // ...) are checked wherever they appear: docs/contract.md, "Annotations".
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

#endif // INDEXOPT_DIALECT_INDEXING_INDEXINGDIALECT_TD
