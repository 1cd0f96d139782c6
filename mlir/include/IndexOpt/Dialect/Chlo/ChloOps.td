//===- ChloOps.td - the CHLO ops JAX emits --------------------*- tablegen -*-===//
//
// CHLO ("client HLO") ops as JAX prints them: elementwise special functions,
// broadcasting binary ops, top_k, ragged_dot and scan.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_CHLO_OPS_TD
#define INDEXOPT_DIALECT_CHLO_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "IndexOpt/Interfaces/ElementwiseTraits.td"

def Chlo_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::indexopt::chlo";
  let summary = "CHLO, as JAX prints it (index-opt's compatible definition)";
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

def Chlo_Precision : I32EnumAttr<"Precision", "Precision of a computation", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::chlo";
}
def Chlo_PrecisionAttr : EnumAttr<Chlo_Dialect, Chlo_Precision, "precision">;

def Chlo_ComparisonDirection : I32EnumAttr<"ComparisonDirection", "Which comparison to do", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>, I32EnumAttrCase<"GE", 2>,
      I32EnumAttrCase<"GT", 3>, I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::chlo";
}
def Chlo_ComparisonDirectionAttr
    : EnumAttr<Chlo_Dialect, Chlo_ComparisonDirection, "comparison_direction">;

def Chlo_ComparisonType : I32EnumAttr<"ComparisonType", "How to compare", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::indexopt::chlo";
}
def Chlo_ComparisonTypeAttr : EnumAttr<Chlo_Dialect, Chlo_ComparisonType, "comparison_type">;

def Chlo_RaggedDotDimensionNumbers : AttrDef<Chlo_Dialect, "RaggedDotDimensionNumbers"> {
  let mnemonic = "ragged_dot";
  let summary = "Dimension numbers of ragged_dot";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$lhsContractingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsContractingDimensions,
      OptionalArrayRefParameter<"int64_t">:$lhsRaggedDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsGroupDimensions);
  let hasCustomAssemblyFormat = 1;
}

// The types of every CHLO op's values (tensors of StableHLO's element
// types, StableHLO's `HLO_AnyTensor`) and the element kinds of the unary
// ops, as StableHLO's CHLO ODS types state them (`ChloVerifiers.cpp`).
def Chlo_TypeRules : NativeOpTrait<"ChloTypeRules"> {
  let cppNamespace = "::indexopt::OpTrait";
}

class Chlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Chlo_Dialect, mnemonic, traits # [Chlo_TypeRules]>;

// A unary elementwise op whose result has its operand's (baseline) element
// type, as StableHLO's CHLO infers it.
class Chlo_UnaryOp<string mnemonic, list<Trait> traits = [IndexOpt_SameBaselineElementType]>
    : Chlo_Op<mnemonic, traits # [Pure, Elementwise]> {
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}

// `is_inf` and its signed forms: a float operand, an `i1` result of its
// shape (checked by the op's verifier).
class Chlo_FloatPredicateOp<string mnemonic> : Chlo_UnaryOp<mnemonic, []> {
  let hasVerifier = 1;
}

// The broadcasting binary ops: operands broadcast numpy-style or along
// `broadcast_dimensions`; the verifier checks the shapes and element types
// (ChloVerifiers.cpp).
class Chlo_BroadcastBinaryOp<string mnemonic> : Chlo_Op<mnemonic, [Pure]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type(results)
  }];
}

def Chlo_AcosOp : Chlo_UnaryOp<"acos"> { let summary = "acos"; }
def Chlo_AcoshOp : Chlo_UnaryOp<"acosh"> { let summary = "acosh"; }
def Chlo_AsinOp : Chlo_UnaryOp<"asin"> { let summary = "asin"; }
def Chlo_AsinhOp : Chlo_UnaryOp<"asinh"> { let summary = "asinh"; }
def Chlo_AtanOp : Chlo_UnaryOp<"atan"> { let summary = "atan"; }
def Chlo_AtanhOp : Chlo_UnaryOp<"atanh"> { let summary = "atanh"; }
def Chlo_BesselI1eOp : Chlo_UnaryOp<"bessel_i1e"> { let summary = "bessel_i1e"; }
def Chlo_ConjOp : Chlo_UnaryOp<"conj"> { let summary = "conj"; }
def Chlo_CoshOp : Chlo_UnaryOp<"cosh"> { let summary = "cosh"; }
def Chlo_SinhOp : Chlo_UnaryOp<"sinh"> { let summary = "sinh"; }
def Chlo_TanOp : Chlo_UnaryOp<"tan"> { let summary = "tan"; }
def Chlo_DigammaOp : Chlo_UnaryOp<"digamma"> { let summary = "digamma"; }
def Chlo_ErfOp : Chlo_UnaryOp<"erf"> { let summary = "erf"; }
def Chlo_ErfcOp : Chlo_UnaryOp<"erfc"> { let summary = "erfc"; }
def Chlo_ErfInvOp : Chlo_UnaryOp<"erf_inv"> { let summary = "erf_inv"; }
def Chlo_LgammaOp : Chlo_UnaryOp<"lgamma"> { let summary = "lgamma"; }
def Chlo_SquareOp : Chlo_UnaryOp<"square"> { let summary = "square"; }
def Chlo_IsInfOp : Chlo_FloatPredicateOp<"is_inf"> { let summary = "is_inf"; }
def Chlo_IsNegInfOp : Chlo_FloatPredicateOp<"is_neg_inf"> { let summary = "is_neg_inf"; }
def Chlo_IsPosInfOp : Chlo_FloatPredicateOp<"is_pos_inf"> { let summary = "is_pos_inf"; }
def Chlo_BroadcastAddOp : Chlo_BroadcastBinaryOp<"broadcast_add"> { let summary = "broadcast_add"; }
def Chlo_BroadcastAtan2Op : Chlo_BroadcastBinaryOp<"broadcast_atan2"> { let summary = "broadcast_atan2"; }
def Chlo_BroadcastComplexOp : Chlo_BroadcastBinaryOp<"broadcast_complex"> { let summary = "broadcast_complex"; }
def Chlo_BroadcastDivideOp : Chlo_BroadcastBinaryOp<"broadcast_divide"> { let summary = "broadcast_divide"; }
def Chlo_BroadcastMaximumOp : Chlo_BroadcastBinaryOp<"broadcast_maximum"> { let summary = "broadcast_maximum"; }
def Chlo_BroadcastMinimumOp : Chlo_BroadcastBinaryOp<"broadcast_minimum"> { let summary = "broadcast_minimum"; }
def Chlo_BroadcastMultiplyOp : Chlo_BroadcastBinaryOp<"broadcast_multiply"> { let summary = "broadcast_multiply"; }
def Chlo_BroadcastNextAfterOp : Chlo_BroadcastBinaryOp<"broadcast_next_after"> { let summary = "broadcast_next_after"; }
def Chlo_BroadcastPolygammaOp : Chlo_BroadcastBinaryOp<"broadcast_polygamma"> { let summary = "broadcast_polygamma"; }
def Chlo_BroadcastPowerOp : Chlo_BroadcastBinaryOp<"broadcast_power"> { let summary = "broadcast_power"; }
def Chlo_BroadcastRemainderOp : Chlo_BroadcastBinaryOp<"broadcast_remainder"> { let summary = "broadcast_remainder"; }
def Chlo_BroadcastShiftLeftOp : Chlo_BroadcastBinaryOp<"broadcast_shift_left"> { let summary = "broadcast_shift_left"; }
def Chlo_BroadcastShiftRightArithmeticOp : Chlo_BroadcastBinaryOp<"broadcast_shift_right_arithmetic"> { let summary = "broadcast_shift_right_arithmetic"; }
def Chlo_BroadcastShiftRightLogicalOp : Chlo_BroadcastBinaryOp<"broadcast_shift_right_logical"> { let summary = "broadcast_shift_right_logical"; }
def Chlo_BroadcastSubtractOp : Chlo_BroadcastBinaryOp<"broadcast_subtract"> { let summary = "broadcast_subtract"; }
def Chlo_BroadcastZetaOp : Chlo_BroadcastBinaryOp<"broadcast_zeta"> { let summary = "broadcast_zeta"; }
def Chlo_BroadcastAndOp : Chlo_BroadcastBinaryOp<"broadcast_and"> { let summary = "broadcast_and"; }
def Chlo_BroadcastOrOp : Chlo_BroadcastBinaryOp<"broadcast_or"> { let summary = "broadcast_or"; }
def Chlo_BroadcastXorOp : Chlo_BroadcastBinaryOp<"broadcast_xor"> { let summary = "broadcast_xor"; }

def Chlo_BroadcastCompareOp : Chlo_Op<"broadcast_compare", [Pure]> {
  let summary = "broadcast_compare";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions,
                       Chlo_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<Chlo_ComparisonTypeAttr>:$compare_type);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type(results)
  }];
}

def Chlo_BroadcastSelectOp : Chlo_Op<"broadcast_select", [Pure]> {
  let summary = "broadcast_select";
  let arguments = (ins AnyType:$pred, AnyType:$on_true, AnyType:$on_false);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
      `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->` type(results)
  }];
}

def Chlo_NextAfterOp : Chlo_Op<"next_after", [Pure, Elementwise, IndexOpt_SameBaselineElementType]> {
  let summary = "next_after";
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x) `,` type($y) `->` type(results)";
}

def Chlo_PolygammaOp : Chlo_Op<"polygamma", [Pure, Elementwise, IndexOpt_SameBaselineElementType]> {
  let summary = "polygamma";
  let arguments = (ins AnyType:$n, AnyType:$x);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$n `,` $x attr-dict `:` type($n) `,` type($x) `->` type(results)";
}

def Chlo_ZetaOp : Chlo_Op<"zeta", [Pure, Elementwise, IndexOpt_SameBaselineElementType]> {
  let summary = "zeta";
  let arguments = (ins AnyType:$x, AnyType:$q);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$x `,` $q attr-dict `:` type($x) `,` type($q) `->` type(results)";
}

def Chlo_MulhiOp : Chlo_Op<"mulhi", [Pure, Elementwise, IndexOpt_SameBaselineElementType]> {
  let summary = "mulhi: the high half of each product of two integers";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type(results)";
}

def Chlo_ConstantOp : Chlo_Op<"constant", [Pure]> {
  let summary = "constant";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyType:$output);
  // `chlo.constant dense<1> : tensor<4xi32>`: the type is the value's.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Chlo_ConstantLikeOp : Chlo_Op<"constant_like", [Pure]> {
  let summary = "constant_like: a constant of the operand's shape";
  let description = [{
    A tensor of the operand's type whose every element is `value`: only the
    operand's shape is read, none of its elements.
  }];
  let arguments = (ins AnyAttr:$value, AnyType:$operand);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def Chlo_ScanOp : Chlo_Op<"scan",
    [RecursiveMemoryEffects, AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let summary = "scan: a prefix computation along one dimension";
  let description = [{
    `%r:2 = chlo.scan(%x) inits(%c) dimension=0 { ^bb0(%xi, %ci): ...
    stablehlo.return %out, %carry } : (tensor<4xf32>, tensor<f32>) ->
    (tensor<4xf32>, tensor<f32>)`: the body runs once per position along
    `dimension` (backwards with `is_reverse`), taking each input's slice at
    that position and the carries (first the inits) and returning each
    output's slice and the next carries. The results are the outputs, then
    the final carries (as many as inits).
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, Variadic<AnyType>:$inits,
                       I64Attr:$dimension,
                       OptionalAttr<BoolAttr>:$is_reverse,
                       OptionalAttr<BoolAttr>:$is_associative);
  let results = (outs Variadic<AnyType>:$outputs, Variadic<AnyType>:$carries);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Chlo_TopKOp : Chlo_Op<"top_k",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "top_k";
  let arguments = (ins AnyType:$operand, I64Attr:$k);
  let results = (outs AnyType:$values, AnyType:$indices);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `(`$operand `,` `k` `=` $k`)` attr-dict `:`
      type($operand) `->` `(`type($values)`,` type($indices)`)`
  }];
}

def Chlo_RaggedDotOp : Chlo_Op<"ragged_dot", [Pure]> {
  let summary = "ragged_dot";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, AnyType:$group_sizes,
                       Chlo_RaggedDotDimensionNumbers:$ragged_dot_dimension_numbers,
                       OptionalAttr<TypedArrayAttrBase<Chlo_PrecisionAttr, "precision config">>:$precision_config);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

#endif // INDEXOPT_DIALECT_CHLO_OPS_TD

