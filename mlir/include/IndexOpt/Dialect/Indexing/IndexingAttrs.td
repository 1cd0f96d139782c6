//===- IndexingAttrs.td - attributes of the `indexing` dialect -*- tablegen -*-===//

#ifndef INDEXOPT_DIALECT_INDEXING_INDEXINGATTRS_TD
#define INDEXOPT_DIALECT_INDEXING_INDEXINGATTRS_TD

include "IndexOpt/Dialect/Indexing/IndexingDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Indexing_Attr<string name, string attrMnemonic>
    : AttrDef<Indexing_Dialect, name> {
  let mnemonic = attrMnemonic;
}

def Indexing_MapAttr : Indexing_Attr<"Map", "map"> {
  let summary = "An indexing map, in its text form";
  let description = [{
    An indexing map as index-opt prints it, unquoted:

    ```mlir
    #indexing.map<(d0) -> (d0 floordiv 8), domain: d0 in [0, 31]>
    #indexing.map<(d0, d1)[s0]{rt0} -> (d0 + s0, rt0), domain: d0 in [0, 9],
                  d1 in [0, 4], s0 in [0, 2], rt0 in [0, 7], d0 + s0 in [0, 10]>
    ```

    The parser reads the map with index-opt's map parser (also the
    seed documents' multi-line layout) and stores its canonical one-line
    text, so equal maps are the same attribute. A malformed map is an
    error at the offending token.
  }];
  let parameters = (ins StringRefParameter<"the canonical text of the map">:$text);
  let hasCustomAssemblyFormat = 1;
}

def Indexing_UnknownAttr : Indexing_Attr<"Unknown", "unknown"> {
  let summary = "Why the maps of a (result, operand) pair are not known";
  let description = [{
    Stands where maps would be in index-opt's annotations
    (`hlo-indexing{annotate=true}`, docs/contract.md, "Annotations") when
    the analysis could not compute them, with the reason it gives in its
    reports:

    ```mlir
    #indexing.unknown<"custom_call @foo: opaque target">
    ```

    Never a guess: a consumer must treat the pair as reading anything.
  }];
  let parameters = (ins StringRefParameter<"the reason">:$reason);
  let assemblyFormat = "`<` $reason `>`";
}

#endif // INDEXOPT_DIALECT_INDEXING_INDEXINGATTRS_TD
