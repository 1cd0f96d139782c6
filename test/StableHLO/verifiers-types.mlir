// Element types, result types and per-axis quantization: one invalid case
// per constraint of the specification (https://openxla.org/stablehlo/spec)
// that index-opt's verifiers check beyond shapes and dimension numbers
// (docs/verifiers.md lists them), each a located error naming the
// constraint. The valid forms are the corpus and test/StableHLO/ops-roundtrip.mlir.
// RUN: index-opt --split-input-file --verify-diagnostics %s

func.func @abs_c2(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{(C2) result element type 'complex<f32>' must be the operand's complex part's element type 'f32'}}
  %0 = "stablehlo.abs"(%a) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @real_c2(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{(C2) result element type 'f64' must be the operand's complex part's element type 'f32'}}
  %0 = "stablehlo.real"(%a) : (tensor<4xcomplex<f32>>) -> tensor<4xf64>
  return
}

// -----

func.func @imag_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) result element type 'f16' must be the operand's element type 'f32'}}
  %0 = "stablehlo.imag"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @complex_c1(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{(C1) rhs element type 'f64' must be lhs's element type 'f32'}}
  %0 = "stablehlo.complex"(%a, %b) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @complex_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) result element type 'complex<f64>' must be 'complex<f32>'}}
  %0 = "stablehlo.complex"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  return
}

// -----

func.func @clamp_c1(%min: tensor<3xf32>, %a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) min must be a 0-d tensor or have the operand's shape, not 'tensor<3xf32>'}}
  %0 = "stablehlo.clamp"(%min, %a, %a) : (tensor<3xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @clamp_c2(%max: tensor<2x2xf32>, %a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) max must be a 0-d tensor or have the operand's shape}}
  %0 = "stablehlo.clamp"(%a, %a, %max) : (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @clamp_c3(%min: tensor<f64>, %a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) min element type 'f64' must be the operand's element type 'f32'}}
  %0 = "stablehlo.clamp"(%min, %a, %a) : (tensor<f64>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @clamp_c4(%s: tensor<f32>, %a: tensor<4xf32>) {
  // expected-error @+1 {{(C4) result type 'tensor<5xf32>' must be the operand's type 'tensor<4xf32>'}}
  %0 = "stablehlo.clamp"(%s, %a, %s) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  return
}

// -----

func.func @bitcast_convert_c1_same_width(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) result type 'tensor<2xi32>', expected shape [4] (32 to 32 bits)}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @bitcast_convert_c1_narrower(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) result type 'tensor<4xi16>', expected shape [4, 2] (32 to 16 bits)}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi16>
  return
}

// -----

func.func @bitcast_convert_c1_wider(%a: tensor<4x3xi16>) {
  // expected-error @+1 {{(C1) the operand's last dimension has size 3, expected 2 (32 / 16 bits)}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4x3xi16>) -> tensor<4xf32>
  return
}

// -----

func.func @bitcast_convert_c2(%a: tensor<4xf64>) {
  // expected-error @+1 {{(C2) cannot bitcast between 'f64' and 'complex<f32>': complex only with complex}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf64>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @reduce_precision_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires the same element type for every operand and result (StableHLO's baseline type)}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 2 : i32} : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @reduce_precision_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) exponent_bits must be at least 1, not 0}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 0 : i32, mantissa_bits = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_precision_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) mantissa_bits must not be negative, not -1}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @constant_c1() {
  // expected-error @+1 {{(C1) value has type 'tensor<2xf32>', but the result has type 'tensor<2xf64>'}}
  %0 = "stablehlo.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf64>
  return
}

// -----

func.func @compare_c3(%a: tensor<4xi32>) {
  // expected-error @+1 {{(C3) compare_type FLOAT does not fit element type 'i32', expected SIGNED}}
  %0 = stablehlo.compare LT, %a, %a, FLOAT : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return
}

// -----

func.func @compare_c3_unsigned(%a: tensor<4xi1>) {
  // expected-error @+1 {{(C3) compare_type SIGNED does not fit element type 'i1', expected UNSIGNED}}
  %0 = stablehlo.compare EQ, %a, %a, SIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return
}

// -----

func.func @compare_c3_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) compare_type UNSIGNED does not fit element type 'f32', expected FLOAT or TOTALORDER}}
  %0 = stablehlo.compare EQ, %a, %a, UNSIGNED : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @broadcast_in_dim_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) result element type 'f64' must be the operand's element type 'f32'}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf64>
  return
}

// -----

func.func @broadcast_in_dim_c6(%a: tensor<4x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2, 0.3:3, 0.4:4}>>) {
  // expected-error @+1 {{(C6) result quantization dimension 0, expected 1 (where the operand's dimension 0 goes)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2, 0.3:3, 0.4:4}>>) -> tensor<2x4x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>
  return
}

// -----

func.func @transpose_c1(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{(C1) result element type 'i32' must be the operand's element type 'f32'}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xi32>
  return
}

// -----

func.func @transpose_c4(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) {
  // expected-error @+1 {{(C4) result quantization dimension 0, expected 1 (where the operand's dimension 0 goes)}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2, 0.3:3}>>
  return
}

// -----

func.func @reshape_c1(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{(C1) result element type 'f16' must be the operand's element type 'f32'}}
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<6xf16>
  return
}

// -----

func.func @reshape_c3(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.1:1, 0.2:2, 0.3:3}>>) {
  // expected-error @+1 {{(C3) the quantization dimensions (operand 1, result 0) must have one size and as many elements before them}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1:1, 0.2:2, 0.3:3}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:2, 0.3:3}>>
  return
}

// -----

func.func @slice_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) result element type 'i8' must be the operand's element type 'f32'}}
  %0 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xi8>
  return
}

// -----

func.func @dynamic_slice_c3(%a: tensor<4x4xf32>, %i: tensor<i32>, %j: tensor<i64>) {
  // expected-error @+1 {{(C3) start indices must have one type, but #1 is 'tensor<i64>' and #0 'tensor<i32>'}}
  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dynamic_slice_index_type(%a: tensor<4xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{start index #0 must be a 0-d tensor of integer type, not 'tensor<1xi32>'}}
  %0 = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4xf32>, tensor<1xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @dynamic_update_slice_c2(%a: tensor<4xf32>, %u: tensor<2xf16>, %i: tensor<i32>) {
  // expected-error @+1 {{(C2) update element type 'f16' must be the operand's element type 'f32'}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4xf32>, tensor<2xf16>, tensor<i32>) -> tensor<4xf32>
  return
}

// -----

func.func @dynamic_update_slice_c5(%a: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<ui32>) {
  // expected-error @+1 {{(C5) start indices must have one type}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<ui32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @pad_c1_padding_value(%a: tensor<4xf32>, %p: tensor<f64>) {
  // expected-error @+1 {{(C1) padding_value element type 'f64' must be the operand's element type 'f32'}}
  %0 = stablehlo.pad %a, %p, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<f64>) -> tensor<6xf32>
  return
}

// -----

func.func @pad_c1_result(%a: tensor<4xf32>, %p: tensor<f32>) {
  // expected-error @+1 {{(C1) result element type 'f64' must be the operand's element type 'f32'}}
  %0 = stablehlo.pad %a, %p, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf64>
  return
}

// -----

func.func @pad_padding_value_rank(%a: tensor<4xf32>, %p: tensor<1xf32>) {
  // expected-error @+1 {{padding_value must be a 0-d tensor, not 'tensor<1xf32>'}}
  %0 = stablehlo.pad %a, %p, low = [1], high = [1], interior = [0] : (tensor<4xf32>, tensor<1xf32>) -> tensor<6xf32>
  return
}

// -----

func.func @concatenate_c1(%a: tensor<2xf32>, %b: tensor<3xf64>) {
  // expected-error @+1 {{(C1) input #1 element type 'f64' must be input #0's element type 'f32'}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf64>) -> tensor<5xf32>
  return
}

// -----

func.func @concatenate_c5(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{(C5) result element type 'f64' must be input #0's element type 'f32'}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf64>
  return
}

// -----

func.func @concatenate_c6_other_dimension(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{(C6) result type 'tensor<5x5xf32>', expected shape [5, 4]}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x5xf32>
  return
}

// -----

func.func @reduce_c1(%a: tensor<4x5xf32>, %b: tensor<4x6xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C1) input #1 has type 'tensor<4x6xf32>', but input #0 has shape [4, 5]}}
  %0:2 = stablehlo.reduce(%a init: %s), (%b init: %s) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
    reducer(%x: tensor<f32>, %y: tensor<f32>) (%u: tensor<f32>, %v: tensor<f32>) {
      stablehlo.return %x, %u : tensor<f32>, tensor<f32>
    }
  return
}

// -----

func.func @reduce_c2(%a: tensor<4x5xf32>, %s: tensor<f64>) {
  // expected-error @+1 {{(C2) init value #0 element type 'f64' must be input #0's element type 'f32'}}
  %0 = stablehlo.reduce(%a init: %s) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f64>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_c6_promotable(%a: tensor<4x5xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C6) body region argument #0 has element type 'f16', which the input element type 'f32' cannot be promoted to}}
  %0 = stablehlo.reduce(%a init: %s) across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf16>
    reducer(%x: tensor<f16>, %y: tensor<f16>) {
      stablehlo.return %x : tensor<f16>
    }
  return
}

// -----

func.func @reduce_c6_return(%a: tensor<4x5xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C6) body returns 'tensor<i32>' as value #0, expected its argument type 'tensor<f32>'}}
  %0 = stablehlo.reduce(%a init: %s) across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    reducer(%x: tensor<f32>, %y: tensor<f32>) {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }
  return
}

// -----

func.func @reduce_c8(%a: tensor<4x5xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C8) result #0 element type 'f64' must be the body's element type 'f32'}}
  %0 = stablehlo.reduce(%a init: %s) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf64>
  return
}

// -----

func.func @reduce_window_c2(%a: tensor<4xf32>, %b: tensor<5xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C2) input #1 has type 'tensor<5xf32>', but input #0 has shape [4]}}
  %0:2 = "stablehlo.reduce_window"(%a, %b, %s, %s) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<f32>, %v: tensor<f32>):
    stablehlo.return %x, %y : tensor<f32>, tensor<f32>
  }) : (tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @reduce_window_c3(%a: tensor<4xf32>, %s: tensor<i32>) {
  // expected-error @+1 {{(C3) init value #0 element type 'i32' must be input #0's element type 'f32'}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<i32>) -> tensor<3xf32>
  return
}

// -----

func.func @reduce_window_c13(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C13) body region arguments #0 and #1 must have one type, got 'tensor<f32>' and 'tensor<f64>'}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f64>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @reduce_window_c16(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{(C16) result #0 element type 'i32' must be the body's element type 'f32'}}
  %0 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xi32>
  return
}

// -----

func.func @reduce_window_c1_results(%a: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{has 2 results, expected 1 (one per input)}}
  %0:2 = "stablehlo.reduce_window"(%a, %s) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @broadcast_in_dim_c6_scales(%a: tensor<1x!quant.uniform<i8:f32:0, {0.1:1}>>) {
  // expected-error @+1 {{(C6) broadcast from size 1, every result scale and zero point must be the operand's (1.000000e-01:1)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {0.1:1}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:1, 0.2:1}>>
  return
}
