//===- SdyOps.td - the Shardy ops and attributes JAX emits ---*- tablegen -*-===//
//
// Enough of Shardy (`sdy`) to parse, verify and print what JAX emits when
// sharding is used. Sharding attributes are kept as their text: index-opt
// reads them, never interprets them.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_SDY_OPS_TD
#define INDEXOPT_DIALECT_SDY_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::indexopt::sdy";
  let summary = "Shardy, as JAX prints it (kept as text)";
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

// An attribute whose body (everything after the mnemonic, one balanced
// bracket group) is kept verbatim.
class Sdy_TextAttr<string name, string attrMnemonic> : AttrDef<Sdy_Dialect, name> {
  let mnemonic = attrMnemonic;
  let parameters = (ins StringRefParameter<"the text after the mnemonic">:$body);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_MeshAttr : Sdy_TextAttr<"Mesh", "mesh">;
def Sdy_ShardingAttr : Sdy_TextAttr<"Sharding", "sharding">;
def Sdy_ShardingPerValueAttr : Sdy_TextAttr<"ShardingPerValue", "sharding_per_value">;
def Sdy_ManualAxesAttr : Sdy_TextAttr<"ManualAxes", "manual_axes">;
def Sdy_OpShardingRuleAttr : Sdy_TextAttr<"OpShardingRule", "op_sharding_rule">;
def Sdy_AxisRefAttr : Sdy_TextAttr<"AxisRef", "axis_ref">;

class Sdy_Op<string mnemonic, list<Trait> traits = []> : Op<Sdy_Dialect, mnemonic, traits>;

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol]> {
  let summary = "A named device mesh";
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_MeshAttr:$mesh);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator]> {
  let summary = "Terminator of sdy regions";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation", [RecursiveMemoryEffects]> {
  let summary = "A region computed per device, on local shards";
  let arguments = (ins Variadic<AnyType>:$tensors,
                       Sdy_ShardingPerValueAttr:$in_shardings,
                       Sdy_ShardingPerValueAttr:$out_shardings,
                       Sdy_ManualAxesAttr:$manual_axes);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint", [Pure]> {
  let summary = "Constrains the sharding of a value";
  let arguments = (ins AnyType:$input, Sdy_ShardingAttr:$sharding);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
}

#endif // INDEXOPT_DIALECT_SDY_OPS_TD
