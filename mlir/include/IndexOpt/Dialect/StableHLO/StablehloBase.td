//===- StablehloBase.td - dialect, types, enums, attributes -*- tablegen -*-===//
//
// A StableHLO-compatible dialect written for index-opt: the same dialect
// name, op names, attributes and printed syntax as StableHLO, so that the
// text JAX prints parses unchanged and prints back the same. Only what the
// declarations cannot say lives in C++ (lib/Dialect/StableHLO).
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_STABLEHLO_BASE_TD
#define INDEXOPT_DIALECT_STABLEHLO_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/TensorEncoding.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::indexopt::stablehlo";
  let summary = "StableHLO, as JAX prints it (index-opt's compatible definition)";
  let description = [{
    The ops, attributes and types of the StableHLO specification with
    StableHLO's own printed syntax. index-opt reads them to compute indexing
    maps; it never executes them.
  }];
  // The attribute parser and printer are the generated ones, and the parser
  // also reads `#stablehlo.type_extensions<bounds = [...]>`, the long
  // spelling of `#stablehlo.bounds<...>` (StablehloAttrs.cpp).
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 1;
  // `stablehlo.result_alias` on function arguments (and nowhere else).
  let hasRegionArgAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class StableHLO_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<StableHLO_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def StableHLO_Token : StableHLO_Type<"Token", "token"> {
  let summary = "A token: orders side effects";
}

def StableHLO_Future : StableHLO_Type<"Future", "future"> {
  let summary = "The results of an asynchronous computation";
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
}

//===----------------------------------------------------------------------===//
// Enums (printed `#stablehlo<comparison_direction EQ>`)
//===----------------------------------------------------------------------===//

def StableHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "Which comparison to do", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>, I32EnumAttrCase<"GE", 2>,
      I32EnumAttrCase<"GT", 3>, I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_ComparisonDirectionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ComparisonDirection, "comparison_direction">;

def StableHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "How to compare", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_ComparisonTypeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ComparisonType, "comparison_type">;

def StableHLO_Precision : I32EnumAttr<"Precision", "Precision of a computation", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_PrecisionAttr : EnumAttr<StableHLO_Dialect, StableHLO_Precision, "precision">;
def StableHLO_PrecisionConfigAttr : TypedArrayAttrBase<StableHLO_PrecisionAttr, "precision config">;

def StableHLO_FftType : I32EnumAttr<"FftType", "FFT kind", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_FftTypeAttr : EnumAttr<StableHLO_Dialect, StableHLO_FftType, "fft_type">;

def StableHLO_RngDistribution : I32EnumAttr<"RngDistribution", "RNG distribution", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_RngDistributionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_RngDistribution, "rng_distribution">;

def StableHLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm", "RNG algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_RngAlgorithmAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_RngAlgorithm, "rng_algorithm">;

def StableHLO_Transpose : I32EnumAttr<"Transpose", "Transpose of a matrix operand", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>, I32EnumAttrCase<"NO_TRANSPOSE", 1>,
      I32EnumAttrCase<"TRANSPOSE", 2>, I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_TransposeAttr : EnumAttr<StableHLO_Dialect, StableHLO_Transpose, "transpose">;

def StableHLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "Accuracy mode of a transcendental op", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::stablehlo";
}
def StableHLO_ResultAccuracyModeAttr : EnumAttr<StableHLO_Dialect,
    StableHLO_ResultAccuracyMode, "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

class StableHLO_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<StableHLO_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def StableHLO_GatherDimensionNumbers
    : StableHLO_Attr<"GatherDimensionNumbers", "gather"> {
  let summary = "Dimension numbers of gather";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$offsetDims,
      OptionalArrayRefParameter<"int64_t">:$collapsedSliceDims,
      OptionalArrayRefParameter<"int64_t">:$operandBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$startIndicesBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$startIndexMap,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ScatterDimensionNumbers
    : StableHLO_Attr<"ScatterDimensionNumbers", "scatter"> {
  let summary = "Dimension numbers of scatter";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$updateWindowDims,
      OptionalArrayRefParameter<"int64_t">:$insertedWindowDims,
      OptionalArrayRefParameter<"int64_t">:$inputBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$scatterIndicesBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$scatterDimsToOperandDims,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_DotDimensionNumbers : StableHLO_Attr<"DotDimensionNumbers", "dot"> {
  let summary = "Dimension numbers of dot_general";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$lhsContractingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsContractingDimensions);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ConvDimensionNumbers : StableHLO_Attr<"ConvDimensionNumbers", "conv"> {
  let summary = "Dimension numbers of convolution";
  let parameters = (ins
      "int64_t":$inputBatchDimension,
      "int64_t":$inputFeatureDimension,
      OptionalArrayRefParameter<"int64_t">:$inputSpatialDimensions,
      "int64_t":$kernelInputFeatureDimension,
      "int64_t":$kernelOutputFeatureDimension,
      OptionalArrayRefParameter<"int64_t">:$kernelSpatialDimensions,
      "int64_t":$outputBatchDimension,
      "int64_t":$outputFeatureDimension,
      OptionalArrayRefParameter<"int64_t">:$outputSpatialDimensions);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_OutputOperandAlias
    : StableHLO_Attr<"OutputOperandAlias", "output_operand_alias"> {
  let summary = "Which operand a custom_call output aliases";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$outputTupleIndices,
      "int64_t":$operandIndex,
      OptionalArrayRefParameter<"int64_t">:$operandTupleIndices);
  let hasCustomAssemblyFormat = 1;
}

// `#stablehlo.result_alias<tuple_indices = [1], result_index = [0, 1],
// must_alias>`, the `stablehlo.result_alias` attribute of a function
// argument: the argument (at `tuple_indices` inside it) may be, or with
// `must_alias` must be, written into result `result_index[0]` (at the
// rest of `result_index` inside it). Verified by the dialect on the
// function (StablehloAttrs.cpp).
def StableHLO_ResultAlias : StableHLO_Attr<"ResultAlias", "result_alias"> {
  let summary = "A function argument aliased with a result";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$argTupleIndices,
      ArrayRefParameter<"int64_t">:$resultIndex,
      "bool":$mustAlias);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ChannelHandle : StableHLO_Attr<"ChannelHandle", "channel_handle"> {
  let summary = "A communication channel";
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_MeshAxis : StableHLO_Attr<"MeshAxis", "mesh_axis"> {
  let summary = "A named axis of a device mesh and its size";
  let description = [{
    `#stablehlo.mesh_axis<name = "x", size = 2>`, an element of
    `#stablehlo.mesh`.
  }];
  let parameters = (ins StringRefParameter<"the axis name">:$name, "int64_t":$size);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_Mesh : StableHLO_Attr<"Mesh", "mesh"> {
  let summary = "A device mesh given inline: its axes";
  let description = [{
    `#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, ...]>`.
  }];
  let parameters = (ins "::mlir::ArrayAttr":$axes);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_AxisRef : StableHLO_Attr<"AxisRef", "axis_ref"> {
  let summary = "A reference to a mesh axis or a split sub-axis of it";
  let description = [{
    `#stablehlo.axis_ref<name = "y">`, or with the sub-axis of size `size`
    after `pre_size` (the product of the sizes before it):
    `#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>`.
    `preSize` and `size` are 0 without `sub_axis_info`.
  }];
  let parameters = (ins StringRefParameter<"the axis name">:$name,
                        "int64_t":$preSize, "int64_t":$size);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ReplicaGroupMeshAxes
    : StableHLO_Attr<"ReplicaGroupMeshAxes", "replica_group_mesh_axes"> {
  let summary = "Replica groups of a collective given as mesh axes";
  let description = [{
    The `replica_groups` of a collective as the axes of a device mesh over
    which it communicates:
    `#stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>`
    (`mesh` a symbol or an inline `#stablehlo.mesh`). The indexing analysis
    does not read replica groups; the attribute is read and printed back.
  }];
  let parameters = (ins "::mlir::Attribute":$mesh, "::mlir::ArrayAttr":$axes);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_TypeExtensions
    : StableHLO_Attr<"TypeExtensions", "bounds",
                     [DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "Bounds of the dynamic dimensions of a tensor type";
  let description = [{
    `#stablehlo.bounds<?, 16>` as a ranked tensor type's encoding: one entry
    per dimension, the largest size a dynamic (`?`) dimension can have, or
    `?` where it is unbounded (and for static dimensions). StableHLO's
    `TypeExtensionsAttr`, with its two spellings: the dialect's parser also
    reads the long form `#stablehlo.type_extensions<bounds = [?, 16]>` as
    this attribute, and both print as the short form, as StableHLO and JAX
    print them, so a tensor type is one type however its bounds are
    written. As StableHLO's verifier: one entry per dimension, a bound only
    on a dynamic dimension, and bounds that are non-negative.
  }];
  let parameters = (ins OptionalArrayRefParameter<"int64_t">:$bounds);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ResultAccuracy : StableHLO_Attr<"ResultAccuracy", "result_accuracy"> {
  let summary = "Requested accuracy of a transcendental op";
  let parameters = (ins
      "::llvm::APFloat":$atol,
      "::llvm::APFloat":$rtol,
      "int64_t":$ulps,
      "::mlir::Attribute":$mode);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def StableHLO_DotAlgorithm : StableHLO_Attr<"DotAlgorithm", "dot_algorithm"> {
  let summary = "The algorithm of a dot_general";
  let parameters = (ins
      "::mlir::Type":$lhs_precision_type,
      "::mlir::Type":$rhs_precision_type,
      "::mlir::Type":$accumulation_type,
      "int64_t":$lhs_component_count,
      "int64_t":$rhs_component_count,
      "int64_t":$num_primitive_operations,
      "bool":$allow_imprecise_accumulation);
  let assemblyFormat = "`<` struct(params) `>`";
}

#endif // INDEXOPT_DIALECT_STABLEHLO_BASE_TD
