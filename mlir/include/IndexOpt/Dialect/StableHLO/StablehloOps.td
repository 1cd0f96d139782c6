//===- StablehloOps.td - StableHLO ops ---------------------*- tablegen -*-===//
//
// Every op of the StableHLO specification (plus the deprecated ones older
// producers emit and the async ops JAX prints), with StableHLO's attribute
// names and printed syntax. Ops StableHLO prints in generic form have no
// assembly format here either. Generated in part by a script from tables;
// edit freely, it is not regenerated.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_STABLEHLO_OPS_TD
#define INDEXOPT_DIALECT_STABLEHLO_OPS_TD

include "IndexOpt/Dialect/StableHLO/StablehloBase.td"
include "IndexOpt/Interfaces/ElementwiseTraits.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Which quantized operands and results an op accepts (per-tensor only, or
// none), as StableHLO's ODS types state it, and on every op only quantized
// element types StableHLO takes. Checked for every op by one table
// (`StablehloQuantizationVerifiers.cpp`).
def StableHLO_QuantizedTypeRules : NativeOpTrait<"QuantizedTypeRules"> {
  let cppNamespace = "::indexopt::OpTrait";
}

// The elementwise ops: a static size of one operand or result never exceeds
// the bound (`#stablehlo.bounds`) another one gives the same dimension, as
// StableHLO's type inference merges them (`StablehloBoundsVerifiers.cpp`).
def StableHLO_CompatibleBounds : NativeOpTrait<"CompatibleBounds"> {
  let cppNamespace = "::indexopt::OpTrait";
}

// Which element kinds (boolean, integer, floating-point, complex, quantized)
// an op's tensors have, as the specification's input and output types and
// StableHLO's ODS types state them. Checked for every op by one table
// (`StablehloElementKindVerifiers.cpp`).
def StableHLO_ElementKindRules : NativeOpTrait<"ElementKindRules"> {
  let cppNamespace = "::indexopt::OpTrait";
}

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic,
         traits # [StableHLO_QuantizedTypeRules, StableHLO_ElementKindRules]>;

// `%r = stablehlo.abs %x : tensor<4xf32>` (or a functional type when the
// operand and result types differ). Elementwise unless `traits` says
// otherwise (`bitcast_convert` and `reshape` pass none).
class StableHLO_UnaryOp<string mnemonic,
                        list<Trait> traits = [SameOperandsAndResultShape, Elementwise,
                                              StableHLO_CompatibleBounds]>
    : StableHLO_Op<mnemonic, traits # [Pure]> {
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

// Unary ops with an optional `result_accuracy`.
// A unary elementwise op whose result has its operand's (baseline) type.
class StableHLO_SameTypeUnaryOp<string mnemonic>
    : StableHLO_UnaryOp<mnemonic, [SameOperandsAndResultShape, Elementwise,
                                   StableHLO_CompatibleBounds,
                                   IndexOpt_SameBaselineElementType]>;

class StableHLO_UnaryAccuracyOp<string mnemonic>
    : StableHLO_Op<mnemonic, [Pure, SameOperandsAndResultShape, Elementwise,
                              StableHLO_CompatibleBounds,
                              IndexOpt_SameBaselineElementType]> {
  let arguments = (ins AnyType:$operand,
                       OptionalAttr<StableHLO_ResultAccuracy>:$result_accuracy);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

class StableHLO_BinaryOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape, Elementwise,
                                       StableHLO_CompatibleBounds,
                                       IndexOpt_SameBaselineElementType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
}

def StableHLO_AbsOp : StableHLO_UnaryOp<"abs"> { let hasVerifier = 1; let summary = "abs"; }
def StableHLO_CeilOp : StableHLO_SameTypeUnaryOp<"ceil"> { let summary = "ceil"; }
def StableHLO_ConvertOp : StableHLO_UnaryOp<"convert"> { let summary = "convert"; }
def StableHLO_CountLeadingZerosOp : StableHLO_SameTypeUnaryOp<"count_leading_zeros"> { let summary = "count_leading_zeros"; }
def StableHLO_FloorOp : StableHLO_SameTypeUnaryOp<"floor"> { let summary = "floor"; }
def StableHLO_ImagOp : StableHLO_UnaryOp<"imag"> { let hasVerifier = 1; let summary = "imag"; }
def StableHLO_IsFiniteOp : StableHLO_UnaryOp<"is_finite"> { let hasVerifier = 1; let summary = "is_finite"; }
def StableHLO_NegateOp : StableHLO_SameTypeUnaryOp<"negate"> { let summary = "negate"; }
def StableHLO_NotOp : StableHLO_SameTypeUnaryOp<"not"> { let summary = "not"; }
def StableHLO_PopcntOp : StableHLO_SameTypeUnaryOp<"popcnt"> { let summary = "popcnt"; }
def StableHLO_RealOp : StableHLO_UnaryOp<"real"> { let hasVerifier = 1; let summary = "real"; }
def StableHLO_RoundNearestAfzOp : StableHLO_SameTypeUnaryOp<"round_nearest_afz"> { let summary = "round_nearest_afz"; }
def StableHLO_RoundNearestEvenOp : StableHLO_SameTypeUnaryOp<"round_nearest_even"> { let summary = "round_nearest_even"; }
def StableHLO_SignOp : StableHLO_SameTypeUnaryOp<"sign"> { let summary = "sign"; }
def StableHLO_BitcastConvertOp : StableHLO_UnaryOp<"bitcast_convert", []> { let hasVerifier = 1; let summary = "bitcast_convert"; }
def StableHLO_ReshapeOp : StableHLO_UnaryOp<"reshape", []> {
  let hasVerifier = 1; let summary = "reshape"; }
def StableHLO_UniformQuantizeOp : StableHLO_UnaryOp<"uniform_quantize"> { let summary = "uniform_quantize"; let hasVerifier = 1; }
def StableHLO_UniformDequantizeOp : StableHLO_UnaryOp<"uniform_dequantize"> { let summary = "uniform_dequantize"; let hasVerifier = 1; }
def StableHLO_CbrtOp : StableHLO_UnaryAccuracyOp<"cbrt"> { let summary = "cbrt"; }
def StableHLO_CosineOp : StableHLO_UnaryAccuracyOp<"cosine"> { let summary = "cosine"; }
def StableHLO_ExponentialOp : StableHLO_UnaryAccuracyOp<"exponential"> { let summary = "exponential"; }
def StableHLO_ExponentialMinusOneOp : StableHLO_UnaryAccuracyOp<"exponential_minus_one"> { let summary = "exponential_minus_one"; }
def StableHLO_LogOp : StableHLO_UnaryAccuracyOp<"log"> { let summary = "log"; }
def StableHLO_LogPlusOneOp : StableHLO_UnaryAccuracyOp<"log_plus_one"> { let summary = "log_plus_one"; }
def StableHLO_LogisticOp : StableHLO_UnaryAccuracyOp<"logistic"> { let summary = "logistic"; }
def StableHLO_RsqrtOp : StableHLO_UnaryAccuracyOp<"rsqrt"> { let summary = "rsqrt"; }
def StableHLO_SineOp : StableHLO_UnaryAccuracyOp<"sine"> { let summary = "sine"; }
def StableHLO_SqrtOp : StableHLO_UnaryAccuracyOp<"sqrt"> { let summary = "sqrt"; }
def StableHLO_TanOp : StableHLO_UnaryAccuracyOp<"tan"> { let summary = "tan"; }
def StableHLO_TanhOp : StableHLO_UnaryAccuracyOp<"tanh"> { let summary = "tanh"; }
def StableHLO_AddOp : StableHLO_BinaryOp<"add", [Commutative]> { let summary = "add"; let hasVerifier = 1; }
def StableHLO_AndOp : StableHLO_BinaryOp<"and", [Commutative]> { let summary = "and"; }
def StableHLO_MaximumOp : StableHLO_BinaryOp<"maximum", [Commutative]> { let summary = "maximum"; }
def StableHLO_MinimumOp : StableHLO_BinaryOp<"minimum", [Commutative]> { let summary = "minimum"; }
def StableHLO_MultiplyOp : StableHLO_BinaryOp<"multiply", [Commutative]> { let summary = "multiply"; }
def StableHLO_OrOp : StableHLO_BinaryOp<"or", [Commutative]> { let summary = "or"; }
def StableHLO_XorOp : StableHLO_BinaryOp<"xor", [Commutative]> { let summary = "xor"; }
def StableHLO_Atan2Op : StableHLO_BinaryOp<"atan2"> { let summary = "atan2"; }
def StableHLO_DivideOp : StableHLO_BinaryOp<"divide"> { let summary = "divide"; }
def StableHLO_PowerOp : StableHLO_BinaryOp<"power"> { let summary = "power"; }
def StableHLO_RemainderOp : StableHLO_BinaryOp<"remainder"> { let summary = "remainder"; }
def StableHLO_ShiftLeftOp : StableHLO_BinaryOp<"shift_left"> { let summary = "shift_left"; }
def StableHLO_ShiftRightArithmeticOp : StableHLO_BinaryOp<"shift_right_arithmetic"> { let summary = "shift_right_arithmetic"; }
def StableHLO_ShiftRightLogicalOp : StableHLO_BinaryOp<"shift_right_logical"> { let summary = "shift_right_logical"; }
def StableHLO_SubtractOp : StableHLO_BinaryOp<"subtract"> { let summary = "subtract"; }

def StableHLO_ComplexOp : StableHLO_Op<"complex", [Pure, SameOperandsAndResultShape, Elementwise,
                                                  StableHLO_CompatibleBounds]> {
  let summary = "complex";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_ClampOp : StableHLO_Op<"clamp", [Pure, IndexOpt_ElementwiseWithScalarOperands,
                                              StableHLO_CompatibleBounds]> {
  let summary = "clamp";
  let arguments = (ins AnyType:$min, AnyType:$operand, AnyType:$max);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_SelectOp : StableHLO_Op<"select", [Pure, IndexOpt_ElementwiseWithScalarOperands,
                                                StableHLO_CompatibleBounds]> {
  let summary = "select";
  let arguments = (ins AnyType:$pred, AnyType:$on_true, AnyType:$on_false);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_CompareOp : StableHLO_Op<"compare", [Pure, Elementwise, StableHLO_CompatibleBounds]> {
  let summary = "compare";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       StableHLO_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<StableHLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    custom<ComparisonDirection>($comparison_direction) `,` $lhs `,` $rhs
      (`,` custom<ComparisonType>($compare_type)^)?
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_ReducePrecisionOp : StableHLO_Op<"reduce_precision", [Pure, Elementwise,
    SameOperandsAndResultShape, StableHLO_CompatibleBounds, IndexOpt_SameBaselineElementType]> {
  let hasVerifier = 1;
  let summary = "reduce_precision";
  let arguments = (ins AnyType:$operand, I32Attr:$exponent_bits, I32Attr:$mantissa_bits);
  let results = (outs AnyType:$output);
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
}

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "constant";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyType:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let hasVerifier = 1;
  let summary = "iota";
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs AnyType:$output);
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "dynamic_iota";
  let arguments = (ins AnyType:$output_shape, I64Attr:$iota_dimension);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure]> {
  let hasVerifier = 1;
  let summary = "broadcast_in_dim";
  let arguments = (ins AnyType:$operand, DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<DenseI64Array>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast", [Pure]> {
  let hasVerifier = 1;
  let summary = "broadcast (deprecated)";
  let arguments = (ins AnyType:$operand, DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` custom<DenseI64Array>($broadcast_sizes)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicBroadcastInDimOp : StableHLO_Op<"dynamic_broadcast_in_dim", [Pure]> {
  let summary = "dynamic_broadcast_in_dim";
  let arguments = (ins AnyType:$operand, AnyType:$output_dimensions,
                       DenseI64ArrayAttr:$broadcast_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` custom<DenseI64Array>($broadcast_dimensions)
      (`,` `expanding_dims` `=` custom<DenseI64Array>($known_expanding_dimensions)^)?
      (`,` `nonexpanding_dims` `=` custom<DenseI64Array>($known_nonexpanding_dimensions)^)?
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_TransposeOp : StableHLO_Op<"transpose", [Pure]> {
  let hasVerifier = 1;
  let summary = "transpose";
  let arguments = (ins AnyType:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<DenseI64Array>($permutation)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReverseOp : StableHLO_Op<"reverse", [Pure]> {
  let hasVerifier = 1;
  let summary = "reverse";
  let arguments = (ins AnyType:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<DenseI64Array>($dimensions)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

def StableHLO_SliceOp : StableHLO_Op<"slice", [Pure]> {
  let hasVerifier = 1;
  let summary = "slice";
  let arguments = (ins AnyType:$operand, DenseI64ArrayAttr:$start_indices,
                       DenseI64ArrayAttr:$limit_indices, DenseI64ArrayAttr:$strides);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice", [Pure]> {
  let hasVerifier = 1;
  let summary = "dynamic_slice";
  let arguments = (ins AnyType:$operand, Variadic<AnyType>:$start_indices,
                       DenseI64ArrayAttr:$slice_sizes);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` custom<DenseI64Array>($slice_sizes)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice", [Pure]> {
  let hasVerifier = 1;
  let summary = "dynamic_update_slice";
  let arguments = (ins AnyType:$operand, AnyType:$update, Variadic<AnyType>:$start_indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure]> {
  let hasVerifier = 1;
  let summary = "real_dynamic_slice";
  let arguments = (ins AnyType:$operand, AnyType:$start_indices, AnyType:$limit_indices,
                       AnyType:$strides);
  let results = (outs AnyType:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_PadOp : StableHLO_Op<"pad", [Pure]> {
  let hasVerifier = 1;
  let summary = "pad";
  let arguments = (ins AnyType:$operand, AnyType:$padding_value,
                       DenseI64ArrayAttr:$edge_padding_low,
                       DenseI64ArrayAttr:$edge_padding_high,
                       DenseI64ArrayAttr:$interior_padding);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,`
      `low` `=` custom<DenseI64Array>($edge_padding_low) `,`
      `high` `=` custom<DenseI64Array>($edge_padding_high) `,`
      `interior` `=` custom<DenseI64Array>($interior_padding)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure]> {
  let summary = "dynamic_pad";
  let arguments = (ins AnyType:$operand, AnyType:$padding_value, AnyType:$edge_padding_low,
                       AnyType:$edge_padding_high, AnyType:$interior_padding);
  let results = (outs AnyType:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def StableHLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure]> {
  let summary = "dynamic_reshape";
  let arguments = (ins AnyType:$operand, AnyType:$output_shape);
  let results = (outs AnyType:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate", [Pure]> {
  let hasVerifier = 1;
  let summary = "concatenate";
  let arguments = (ins Variadic<AnyType>:$inputs, I64Attr:$dimension);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size", [Pure]> {
  let summary = "get_dimension_size";
  let arguments = (ins AnyType:$operand, I64Attr:$dimension);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_SetDimensionSizeOp : StableHLO_Op<"set_dimension_size", [Pure]> {
  let hasVerifier = 1;
  let summary = "set_dimension_size";
  let arguments = (ins AnyType:$operand, AnyType:$size, I64Attr:$dimension);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element", [Pure]> {
  let summary = "get_tuple_element";
  let arguments = (ins AnyType:$operand, I32Attr:$index);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure]> {
  let summary = "tuple";
  let arguments = (ins Variadic<AnyType>:$val);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$val attr-dict `:` custom<TupleOpType>(type($val), type($result))";
  let hasVerifier = 1;
}

def StableHLO_DotOp : StableHLO_Op<"dot", [Pure]> {
  let hasVerifier = 1;
  let summary = "dot (deprecated)";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`,` `precision` `=` custom<PrecisionConfig>($precision_config)^)?
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DotGeneralOp : StableHLO_Op<"dot_general", [Pure]> {
  let hasVerifier = 1;
  let summary = "dot_general";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       StableHLO_DotDimensionNumbers:$dot_dimension_numbers,
                       OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config,
                       OptionalAttr<StableHLO_DotAlgorithm>:$algorithm);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers)
      `` custom<DotOptions>($precision_config, $algorithm)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_EinsumOp : StableHLO_Op<"einsum", [Pure]> {
  let summary = "einsum (deprecated)";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, StrAttr:$einsum_config);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_UnaryEinsumOp : StableHLO_Op<"unary_einsum", [Pure]> {
  let summary = "unary_einsum (deprecated)";
  let arguments = (ins AnyType:$operand, StrAttr:$einsum_config);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ConvolutionOp : StableHLO_Op<"convolution", [Pure]> {
  let hasVerifier = 1;
  let summary = "convolution";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<I64ElementsAttr>:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                       StableHLO_ConvDimensionNumbers:$dimension_numbers,
                       I64Attr:$feature_group_count,
                       I64Attr:$batch_group_count,
                       OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    `(`operands`)`
      `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,`
      `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
                                                  $lhs_dilation, $rhs_dilation,
                                                  $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicConvOp : StableHLO_Op<"dynamic_conv", [Pure]> {
  let summary = "dynamic_conv";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, AnyType:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                       StableHLO_ConvDimensionNumbers:$dimension_numbers,
                       I64Attr:$feature_group_count,
                       I64Attr:$batch_group_count,
                       OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def StableHLO_FftOp : StableHLO_Op<"fft", [Pure]> {
  let summary = "fft";
  let arguments = (ins AnyType:$operand, StableHLO_FftTypeAttr:$fft_type,
                       DenseI64ArrayAttr:$fft_length);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `,` `type` `=` custom<FftType>($fft_type) `,` `length` `=` custom<DenseI64Array>($fft_length)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure]> {
  let hasVerifier = 1;
  let summary = "gather";
  let arguments = (ins AnyType:$operand, AnyType:$start_indices,
                       StableHLO_GatherDimensionNumbers:$dimension_numbers,
                       DenseI64ArrayAttr:$slice_sizes,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs AnyType:$result);
}

def StableHLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure]> {
  let summary = "dynamic_gather";
  let arguments = (ins AnyType:$operand, AnyType:$start_indices, AnyType:$slice_sizes,
                       StableHLO_GatherDimensionNumbers:$dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def StableHLO_TorchIndexSelectOp : StableHLO_Op<"torch_index_select", [Pure]> {
  let summary = "torch_index_select (deprecated)";
  let arguments = (ins AnyType:$operand, AnyType:$index, I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs AnyType:$result);
}

def StableHLO_ScatterOp : StableHLO_Op<"scatter", [RecursiveMemoryEffects, SameVariadicOperandSize]> {
  let hasVerifier = 1;
  let summary = "scatter";
  let arguments = (ins Variadic<AnyType>:$inputs, AnyType:$scatter_indices,
                       Variadic<AnyType>:$updates,
                       StableHLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$update_computation);
}

def StableHLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter", [RecursiveMemoryEffects]> {
  let hasVerifier = 1;
  let summary = "select_and_scatter";
  let arguments = (ins AnyType:$operand, AnyType:$source, AnyType:$init_value,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
}

def StableHLO_ReduceOp : StableHLO_Op<"reduce", [RecursiveMemoryEffects, SameVariadicOperandSize]> {
  let hasVerifier = 1;
  let summary = "reduce";
  let arguments = (ins Variadic<AnyType>:$inputs, Variadic<AnyType>:$init_values,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ReduceWindowOp : StableHLO_Op<"reduce_window", [RecursiveMemoryEffects, SameVariadicOperandSize]> {
  let hasVerifier = 1;
  let summary = "reduce_window";
  let arguments = (ins Variadic<AnyType>:$inputs, Variadic<AnyType>:$init_values,
                       DenseI64ArrayAttr:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
}

def StableHLO_SortOp : StableHLO_Op<"sort", [RecursiveMemoryEffects]> {
  let hasVerifier = 1;
  let summary = "sort";
  let arguments = (ins Variadic<AnyType>:$inputs,
                       DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$comparator);
}

def StableHLO_MapOp : StableHLO_Op<"map", [RecursiveMemoryEffects]> {
  let summary = "map";
  let arguments = (ins Variadic<AnyType>:$inputs, DenseI64ArrayAttr:$dimensions);
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "return";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

def StableHLO_WhileOp : StableHLO_Op<"while", [RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "while";
  let arguments = (ins Variadic<AnyType>:$operand);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def StableHLO_CaseOp : StableHLO_Op<"case", [RecursiveMemoryEffects]> {
  let summary = "case";
  let arguments = (ins AnyType:$index);
  let results = (outs Variadic<AnyType>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
}

def StableHLO_IfOp : StableHLO_Op<"if", [RecursiveMemoryEffects]> {
  let summary = "if";
  let arguments = (ins AnyType:$pred);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$true_branch, SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
}

def StableHLO_OptimizationBarrierOp : StableHLO_Op<"optimization_barrier"> {
  let summary = "optimization_barrier";
  let arguments = (ins Variadic<AnyType>:$operand);
  let results = (outs Variadic<AnyType>:$result);
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
  let hasVerifier = 1;
}

def StableHLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure]> {
  let summary = "cholesky";
  let arguments = (ins AnyType:$a, DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_TriangularSolveOp : StableHLO_Op<"triangular_solve", [Pure]> {
  let summary = "triangular_solve";
  let arguments = (ins AnyType:$a, AnyType:$b, BoolAttr:$left_side, BoolAttr:$lower,
                       BoolAttr:$unit_diagonal, StableHLO_TransposeAttr:$transpose_a);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def StableHLO_RngOp : StableHLO_Op<"rng"> {
  let summary = "rng";
  let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$shape,
                       StableHLO_RngDistributionAttr:$rng_distribution);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` custom<RngDistribution>($rng_distribution)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "rng_bit_generator";
  let arguments = (ins AnyType:$initial_state, StableHLO_RngAlgorithmAttr:$rng_algorithm);
  let results = (outs AnyType:$output_state, AnyType:$output);
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` custom<RngAlgorithm>($rng_algorithm) attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call"> {
  let hasVerifier = 1;
  let summary = "custom_call";
  let arguments = (ins Variadic<AnyType>:$inputs,
                       StrAttr:$call_target_name,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
                       OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
                       DefaultValuedOptionalAttr<I32Attr, "1">:$api_version,
                       DefaultValuedOptionalAttr<ArrayAttr, "{}">:$called_computations,
                       OptionalAttr<ArrayAttr>:$operand_layouts,
                       OptionalAttr<ArrayAttr>:$result_layouts,
                       DefaultValuedOptionalAttr<ArrayAttr, "{}">:$output_operand_aliases);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_CompositeOp : StableHLO_Op<"composite",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let hasVerifier = 1;
  let summary = "composite";
  let arguments = (ins Variadic<AnyType>:$inputs, StrAttr:$name,
                       DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
                       FlatSymbolRefAttr:$decomposition,
                       DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<AnyType>);
  // Newer producers may attach the decomposition's body as a region (the
  // generic form `"stablehlo.composite"(%x) ({...}) {...}`); the
  // decomposition function stays the op's meaning.
  let regions = (region VariadicRegion<AnyRegion>:$body);
  let assemblyFormat = [{
    $name $inputs attr-dict `:` functional-type(operands, results) (`body` $body^)?
  }];
}

def StableHLO_AfterAllOp : StableHLO_Op<"after_all"> {
  let summary = "after_all";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $inputs attr-dict `:` custom<VariadicSameOperandsAndResultType>(ref($inputs), type($inputs), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token"> {
  let hasVerifier = 1;
  let summary = "create_token (deprecated)";
  let results = (outs AnyType:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id"> {
  let summary = "partition_id";
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict `:` type(results)";
  let hasVerifier = 1;
}

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id"> {
  let summary = "replica_id";
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict `:` type(results)";
  let hasVerifier = 1;
}

def StableHLO_AllGatherOp : StableHLO_Op<"all_gather", [RecursiveMemoryEffects]> {
  let summary = "all_gather";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$all_gather_dim, OptionalAttr<AnyAttr>:$replica_groups, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$use_global_device_ids);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_AllReduceOp : StableHLO_Op<"all_reduce", [RecursiveMemoryEffects]> {
  let summary = "all_reduce";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$replica_groups, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$use_global_device_ids);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_CollectiveReduceOp : StableHLO_Op<"collective_reduce", [RecursiveMemoryEffects]> {
  let summary = "collective_reduce";
  let description = [{
    Within each process group, result `i` combines operand `i` of every
    process of the group with `computation` (StableHLO 1.18; `all_reduce`'s
    element-level semantics). Printed in generic form, as StableHLO does;
    its attributes are kept as given.
  }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$replica_groups, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$use_global_device_ids, OptionalAttr<AnyAttr>:$has_dynamic_root);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_AllToAllOp : StableHLO_Op<"all_to_all", [RecursiveMemoryEffects]> {
  let summary = "all_to_all";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$split_dimension, OptionalAttr<AnyAttr>:$concat_dimension, OptionalAttr<AnyAttr>:$split_count, OptionalAttr<AnyAttr>:$replica_groups, OptionalAttr<AnyAttr>:$channel_handle);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_CollectiveBroadcastOp : StableHLO_Op<"collective_broadcast", [RecursiveMemoryEffects]> {
  let summary = "collective_broadcast";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$replica_groups, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$has_dynamic_root);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_CollectivePermuteOp : StableHLO_Op<"collective_permute", [RecursiveMemoryEffects]> {
  let summary = "collective_permute";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$source_target_pairs, OptionalAttr<AnyAttr>:$channel_handle);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_ReduceScatterOp : StableHLO_Op<"reduce_scatter", [RecursiveMemoryEffects]> {
  let summary = "reduce_scatter";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$scatter_dimension, OptionalAttr<AnyAttr>:$replica_groups, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$use_global_device_ids);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_SendOp : StableHLO_Op<"send", [RecursiveMemoryEffects]> {
  let summary = "send";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$is_host_transfer, OptionalAttr<AnyAttr>:$source_target_pairs);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_RecvOp : StableHLO_Op<"recv", [RecursiveMemoryEffects]> {
  let summary = "recv";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$channel_handle, OptionalAttr<AnyAttr>:$is_host_transfer, OptionalAttr<AnyAttr>:$source_target_pairs);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_InfeedOp : StableHLO_Op<"infeed", [RecursiveMemoryEffects]> {
  let summary = "infeed";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$infeed_config, OptionalAttr<AnyAttr>:$layout);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_OutfeedOp : StableHLO_Op<"outfeed", [RecursiveMemoryEffects]> {
  let summary = "outfeed";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$outfeed_config);
  let results = (outs Variadic<AnyType>);
  let hasVerifier = 1;
}

def StableHLO_BatchNormGradOp : StableHLO_Op<"batch_norm_grad", [RecursiveMemoryEffects]> {
  let summary = "batch_norm_grad";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$epsilon, OptionalAttr<AnyAttr>:$feature_index);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_BatchNormInferenceOp : StableHLO_Op<"batch_norm_inference", [RecursiveMemoryEffects]> {
  let summary = "batch_norm_inference";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$epsilon, OptionalAttr<AnyAttr>:$feature_index);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_BatchNormTrainingOp : StableHLO_Op<"batch_norm_training", [RecursiveMemoryEffects]> {
  let summary = "batch_norm_training";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$epsilon, OptionalAttr<AnyAttr>:$feature_index);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_AsyncStartOp : StableHLO_Op<"async_start", [RecursiveMemoryEffects]> {
  let summary = "async_start";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def StableHLO_AsyncDoneOp : StableHLO_Op<"async_done", [RecursiveMemoryEffects]> {
  let summary = "async_done";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);
  
  let hasVerifier = 1;
}

def StableHLO_CrossReplicaSumOp : StableHLO_Op<"cross-replica-sum", [RecursiveMemoryEffects]> {
  let summary = "cross-replica-sum";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$replica_groups);
  let results = (outs Variadic<AnyType>);
  
}

def StableHLO_TraceOp : StableHLO_Op<"trace", [RecursiveMemoryEffects]> {
  let summary = "trace";
  let description = [{ Printed in generic form, as StableHLO does; its attributes are kept as given. }];
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<AnyAttr>:$tag);
  let results = (outs Variadic<AnyType>);
  
}

#endif // INDEXOPT_DIALECT_STABLEHLO_OPS_TD
