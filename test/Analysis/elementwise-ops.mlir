// Every elementwise op of the rule tables (StableHLO, CHLO, mhlo.copy), both
// directions. Spec: result element i is computed from element i of each
// operand only, so each map is the identity (d0, d1) -> (d0, d1) both ways;
// a 0-d operand (select's pred, clamp's bounds) is read whole: (d0, d1) -> ()
// output-to-input and ()[s0, s1] -> (s0, s1) input-to-output.
// RUN: index-opt --allow-unregistered-dialect --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --allow-unregistered-dialect --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// stablehlo.abs: result[i] = |x|(operand[i]).
// CHECK-LABEL: function @stablehlo_abs{{$}}
// CHECK:       op 0 stablehlo.abs
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_abs{{$}}
// I2O:       op 0 stablehlo.abs
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_abs(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.abs"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.cbrt: result[i] = cube root(operand[i]).
// CHECK-LABEL: function @stablehlo_cbrt{{$}}
// CHECK:       op 0 stablehlo.cbrt
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_cbrt{{$}}
// I2O:       op 0 stablehlo.cbrt
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_cbrt(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.cbrt"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.ceil: result[i] = ceil(operand[i]).
// CHECK-LABEL: function @stablehlo_ceil{{$}}
// CHECK:       op 0 stablehlo.ceil
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_ceil{{$}}
// I2O:       op 0 stablehlo.ceil
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_ceil(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.ceil"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.cosine: result[i] = cos(operand[i]).
// CHECK-LABEL: function @stablehlo_cosine{{$}}
// CHECK:       op 0 stablehlo.cosine
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_cosine{{$}}
// I2O:       op 0 stablehlo.cosine
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_cosine(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.cosine"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.exponential: result[i] = e^x(operand[i]).
// CHECK-LABEL: function @stablehlo_exponential{{$}}
// CHECK:       op 0 stablehlo.exponential
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_exponential{{$}}
// I2O:       op 0 stablehlo.exponential
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_exponential(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.exponential"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.exponential_minus_one: result[i] = e^x - 1(operand[i]).
// CHECK-LABEL: function @stablehlo_exponential_minus_one{{$}}
// CHECK:       op 0 stablehlo.exponential_minus_one
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_exponential_minus_one{{$}}
// I2O:       op 0 stablehlo.exponential_minus_one
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_exponential_minus_one(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.exponential_minus_one"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.floor: result[i] = floor(operand[i]).
// CHECK-LABEL: function @stablehlo_floor{{$}}
// CHECK:       op 0 stablehlo.floor
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_floor{{$}}
// I2O:       op 0 stablehlo.floor
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_floor(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.floor"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.log: result[i] = log(operand[i]).
// CHECK-LABEL: function @stablehlo_log{{$}}
// CHECK:       op 0 stablehlo.log
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_log{{$}}
// I2O:       op 0 stablehlo.log
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_log(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.log"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.log_plus_one: result[i] = log(1 + x)(operand[i]).
// CHECK-LABEL: function @stablehlo_log_plus_one{{$}}
// CHECK:       op 0 stablehlo.log_plus_one
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_log_plus_one{{$}}
// I2O:       op 0 stablehlo.log_plus_one
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_log_plus_one(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.log_plus_one"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.logistic: result[i] = 1 / (1 + e^-x)(operand[i]).
// CHECK-LABEL: function @stablehlo_logistic{{$}}
// CHECK:       op 0 stablehlo.logistic
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_logistic{{$}}
// I2O:       op 0 stablehlo.logistic
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_logistic(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.logistic"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.negate: result[i] = -x(operand[i]).
// CHECK-LABEL: function @stablehlo_negate{{$}}
// CHECK:       op 0 stablehlo.negate
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_negate{{$}}
// I2O:       op 0 stablehlo.negate
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_negate(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.negate"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.round_nearest_afz: result[i] = round half away from zero(operand[i]).
// CHECK-LABEL: function @stablehlo_round_nearest_afz{{$}}
// CHECK:       op 0 stablehlo.round_nearest_afz
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_round_nearest_afz{{$}}
// I2O:       op 0 stablehlo.round_nearest_afz
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_round_nearest_afz(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.round_nearest_afz"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.round_nearest_even: result[i] = round half to even(operand[i]).
// CHECK-LABEL: function @stablehlo_round_nearest_even{{$}}
// CHECK:       op 0 stablehlo.round_nearest_even
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_round_nearest_even{{$}}
// I2O:       op 0 stablehlo.round_nearest_even
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_round_nearest_even(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.round_nearest_even"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.rsqrt: result[i] = 1 / sqrt(x)(operand[i]).
// CHECK-LABEL: function @stablehlo_rsqrt{{$}}
// CHECK:       op 0 stablehlo.rsqrt
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_rsqrt{{$}}
// I2O:       op 0 stablehlo.rsqrt
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_rsqrt(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.rsqrt"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.sign: result[i] = sign(operand[i]).
// CHECK-LABEL: function @stablehlo_sign{{$}}
// CHECK:       op 0 stablehlo.sign
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_sign{{$}}
// I2O:       op 0 stablehlo.sign
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_sign(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sign"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.sine: result[i] = sin(operand[i]).
// CHECK-LABEL: function @stablehlo_sine{{$}}
// CHECK:       op 0 stablehlo.sine
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_sine{{$}}
// I2O:       op 0 stablehlo.sine
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_sine(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sine"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.sqrt: result[i] = sqrt(operand[i]).
// CHECK-LABEL: function @stablehlo_sqrt{{$}}
// CHECK:       op 0 stablehlo.sqrt
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_sqrt{{$}}
// I2O:       op 0 stablehlo.sqrt
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_sqrt(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sqrt"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.tan: result[i] = tan(operand[i]).
// CHECK-LABEL: function @stablehlo_tan{{$}}
// CHECK:       op 0 stablehlo.tan
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_tan{{$}}
// I2O:       op 0 stablehlo.tan
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_tan(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.tan"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.tanh: result[i] = tanh(operand[i]).
// CHECK-LABEL: function @stablehlo_tanh{{$}}
// CHECK:       op 0 stablehlo.tanh
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_tanh{{$}}
// I2O:       op 0 stablehlo.tanh
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_tanh(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.tanh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.is_finite: result[i] = is_finite(x[i]) (f32 -> i1, same shape).
// CHECK-LABEL: function @stablehlo_is_finite{{$}}
// CHECK:       op 0 stablehlo.is_finite
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_is_finite{{$}}
// I2O:       op 0 stablehlo.is_finite
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_is_finite(%a0: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = "stablehlo.is_finite"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// stablehlo.convert: result[i] = convert(operand[i]) (f32 -> i32, same shape).
// CHECK-LABEL: function @stablehlo_convert{{$}}
// CHECK:       op 0 stablehlo.convert
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_convert{{$}}
// I2O:       op 0 stablehlo.convert
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_convert(%a0: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.convert"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.reduce_precision: result[i] = operand[i] rounded to e5m10.
// CHECK-LABEL: function @stablehlo_reduce_precision{{$}}
// CHECK:       op 0 stablehlo.reduce_precision
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_reduce_precision{{$}}
// I2O:       op 0 stablehlo.reduce_precision
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_reduce_precision(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.reduce_precision"(%a0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.add: result[i] = +(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_add{{$}}
// CHECK:       op 0 stablehlo.add
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_add{{$}}
// I2O:       op 0 stablehlo.add
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_add(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.add"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.atan2: result[i] = atan2(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_atan2{{$}}
// CHECK:       op 0 stablehlo.atan2
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_atan2{{$}}
// I2O:       op 0 stablehlo.atan2
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_atan2(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.atan2"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.divide: result[i] = /(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_divide{{$}}
// CHECK:       op 0 stablehlo.divide
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_divide{{$}}
// I2O:       op 0 stablehlo.divide
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_divide(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.divide"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.maximum: result[i] = max(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_maximum{{$}}
// CHECK:       op 0 stablehlo.maximum
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_maximum{{$}}
// I2O:       op 0 stablehlo.maximum
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_maximum(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.maximum"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.minimum: result[i] = min(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_minimum{{$}}
// CHECK:       op 0 stablehlo.minimum
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_minimum{{$}}
// I2O:       op 0 stablehlo.minimum
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_minimum(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.minimum"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.multiply: result[i] = *(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_multiply{{$}}
// CHECK:       op 0 stablehlo.multiply
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_multiply{{$}}
// I2O:       op 0 stablehlo.multiply
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_multiply(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.multiply"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.power: result[i] = pow(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_power{{$}}
// CHECK:       op 0 stablehlo.power
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_power{{$}}
// I2O:       op 0 stablehlo.power
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_power(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.power"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.remainder: result[i] = rem(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_remainder{{$}}
// CHECK:       op 0 stablehlo.remainder
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_remainder{{$}}
// I2O:       op 0 stablehlo.remainder
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_remainder(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.remainder"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.subtract: result[i] = -(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_subtract{{$}}
// CHECK:       op 0 stablehlo.subtract
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_subtract{{$}}
// I2O:       op 0 stablehlo.subtract
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_subtract(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.subtract"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.compare: result[i] = lhs[i] < rhs[i]: both operands at i.
// CHECK-LABEL: function @stablehlo_compare{{$}}
// CHECK:       op 0 stablehlo.compare
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_compare{{$}}
// I2O:       op 0 stablehlo.compare
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_compare(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = "stablehlo.compare"(%a0, %a1) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// stablehlo.complex: result[i] = complex(lhs[i], rhs[i]): both operands at i.
// CHECK-LABEL: function @stablehlo_complex{{$}}
// CHECK:       op 0 stablehlo.complex
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_complex{{$}}
// I2O:       op 0 stablehlo.complex
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_complex(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>> {
  %0 = "stablehlo.complex"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// -----

// stablehlo.real: result[i] = real(operand[i]).
// CHECK-LABEL: function @stablehlo_real{{$}}
// CHECK:       op 0 stablehlo.real
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_real{{$}}
// I2O:       op 0 stablehlo.real
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_real(%a0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
  %0 = "stablehlo.real"(%a0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.imag: result[i] = imag(operand[i]).
// CHECK-LABEL: function @stablehlo_imag{{$}}
// CHECK:       op 0 stablehlo.imag
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_imag{{$}}
// I2O:       op 0 stablehlo.imag
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_imag(%a0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
  %0 = "stablehlo.imag"(%a0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.count_leading_zeros: result[i] = count_leading_zeros(operand[i]) bitwise on i32.
// CHECK-LABEL: function @stablehlo_count_leading_zeros{{$}}
// CHECK:       op 0 stablehlo.count_leading_zeros
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_count_leading_zeros{{$}}
// I2O:       op 0 stablehlo.count_leading_zeros
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_count_leading_zeros(%a0: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.count_leading_zeros"(%a0) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.not: result[i] = not(operand[i]) bitwise on i32.
// CHECK-LABEL: function @stablehlo_not{{$}}
// CHECK:       op 0 stablehlo.not
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_not{{$}}
// I2O:       op 0 stablehlo.not
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_not(%a0: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.not"(%a0) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.popcnt: result[i] = popcnt(operand[i]) bitwise on i32.
// CHECK-LABEL: function @stablehlo_popcnt{{$}}
// CHECK:       op 0 stablehlo.popcnt
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_popcnt{{$}}
// I2O:       op 0 stablehlo.popcnt
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_popcnt(%a0: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.popcnt"(%a0) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.and: result[i] = and(lhs[i], rhs[i]) on i32: both operands at i.
// CHECK-LABEL: function @stablehlo_and{{$}}
// CHECK:       op 0 stablehlo.and
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_and{{$}}
// I2O:       op 0 stablehlo.and
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_and(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.and"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.or: result[i] = or(lhs[i], rhs[i]) on i32: both operands at i.
// CHECK-LABEL: function @stablehlo_or{{$}}
// CHECK:       op 0 stablehlo.or
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_or{{$}}
// I2O:       op 0 stablehlo.or
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_or(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.or"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.xor: result[i] = xor(lhs[i], rhs[i]) on i32: both operands at i.
// CHECK-LABEL: function @stablehlo_xor{{$}}
// CHECK:       op 0 stablehlo.xor
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_xor{{$}}
// I2O:       op 0 stablehlo.xor
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_xor(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.xor"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.shift_left: result[i] = shift_left(lhs[i], rhs[i]) on i32: both operands at i.
// CHECK-LABEL: function @stablehlo_shift_left{{$}}
// CHECK:       op 0 stablehlo.shift_left
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_shift_left{{$}}
// I2O:       op 0 stablehlo.shift_left
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_shift_left(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.shift_left"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.shift_right_arithmetic: result[i] = shift_right_arithmetic(lhs[i], rhs[i]) on i32: both operands at i.
// CHECK-LABEL: function @stablehlo_shift_right_arithmetic{{$}}
// CHECK:       op 0 stablehlo.shift_right_arithmetic
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_shift_right_arithmetic{{$}}
// I2O:       op 0 stablehlo.shift_right_arithmetic
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_shift_right_arithmetic(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.shift_right_arithmetic"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.shift_right_logical: result[i] = shift_right_logical(lhs[i], rhs[i]) on i32: both operands at i.
// CHECK-LABEL: function @stablehlo_shift_right_logical{{$}}
// CHECK:       op 0 stablehlo.shift_right_logical
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_shift_right_logical{{$}}
// I2O:       op 0 stablehlo.shift_right_logical
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_shift_right_logical(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.shift_right_logical"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// stablehlo.select: result[i] = pred[i] ? on_true[i] : on_false[i]: all three at i.
// CHECK-LABEL: function @stablehlo_select{{$}}
// CHECK:       op 0 stablehlo.select
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_select{{$}}
// I2O:       op 0 stablehlo.select
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_select(%a0: tensor<2x3xi1>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.select: a 0-d pred picks a whole operand: it is read whole by every result element (() result), and read into every result element input-to-output.
// CHECK-LABEL: function @select_scalar_pred{{$}}
// CHECK:       op 0 stablehlo.select
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @select_scalar_pred{{$}}
// I2O:       op 0 stablehlo.select
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @select_scalar_pred(%a0: tensor<i1>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.clamp: result[i] = min(max(operand[i], min[i]), max[i]): all three at i.
// CHECK-LABEL: function @stablehlo_clamp{{$}}
// CHECK:       op 0 stablehlo.clamp
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_clamp{{$}}
// I2O:       op 0 stablehlo.clamp
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 2:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_clamp(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.clamp: 0-d min and max bounds are read whole by every element; the operand at i.
// CHECK-LABEL: function @clamp_scalar_bounds{{$}}
// CHECK:       op 0 stablehlo.clamp
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0, d1) -> (),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @clamp_scalar_bounds{{$}}
// I2O:       op 0 stablehlo.clamp
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 2:
// I2O-NEXT:      ()[s0, s1] -> (s0, s1),
// I2O-NEXT:      domain:
// I2O-NEXT:      s0 in [0, 1],
// I2O-NEXT:      s1 in [0, 2]
func.func @clamp_scalar_bounds(%a0: tensor<f32>, %a1: tensor<2x3xf32>, %a2: tensor<f32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// stablehlo.uniform_quantize: result[i] = quantize(operand[i]) (per-tensor scale).
// CHECK-LABEL: function @stablehlo_uniform_quantize{{$}}
// CHECK:       op 0 stablehlo.uniform_quantize
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_uniform_quantize{{$}}
// I2O:       op 0 stablehlo.uniform_quantize
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_uniform_quantize(%a0: tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>> {
  %0 = "stablehlo.uniform_quantize"(%a0) : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>
}

// -----

// stablehlo.uniform_dequantize: result[i] = dequantize(operand[i]) (per-tensor scale).
// CHECK-LABEL: function @stablehlo_uniform_dequantize{{$}}
// CHECK:       op 0 stablehlo.uniform_dequantize
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @stablehlo_uniform_dequantize{{$}}
// I2O:       op 0 stablehlo.uniform_dequantize
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @stablehlo_uniform_dequantize(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<2x3xf32> {
  %0 = "stablehlo.uniform_dequantize"(%a0) : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.acos: CHLO: result[i] = acos(operand[i]).
// CHECK-LABEL: function @chlo_acos{{$}}
// CHECK:       op 0 chlo.acos
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_acos{{$}}
// I2O:       op 0 chlo.acos
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_acos(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.acos"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.acosh: CHLO: result[i] = acosh(operand[i]).
// CHECK-LABEL: function @chlo_acosh{{$}}
// CHECK:       op 0 chlo.acosh
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_acosh{{$}}
// I2O:       op 0 chlo.acosh
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_acosh(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.acosh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.asin: CHLO: result[i] = asin(operand[i]).
// CHECK-LABEL: function @chlo_asin{{$}}
// CHECK:       op 0 chlo.asin
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_asin{{$}}
// I2O:       op 0 chlo.asin
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_asin(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.asin"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.asinh: CHLO: result[i] = asinh(operand[i]).
// CHECK-LABEL: function @chlo_asinh{{$}}
// CHECK:       op 0 chlo.asinh
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_asinh{{$}}
// I2O:       op 0 chlo.asinh
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_asinh(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.asinh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.atan: CHLO: result[i] = atan(operand[i]).
// CHECK-LABEL: function @chlo_atan{{$}}
// CHECK:       op 0 chlo.atan
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_atan{{$}}
// I2O:       op 0 chlo.atan
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_atan(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.atan"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.atanh: CHLO: result[i] = atanh(operand[i]).
// CHECK-LABEL: function @chlo_atanh{{$}}
// CHECK:       op 0 chlo.atanh
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_atanh{{$}}
// I2O:       op 0 chlo.atanh
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_atanh(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.atanh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.bessel_i1e: CHLO: result[i] = bessel_i1e(operand[i]).
// CHECK-LABEL: function @chlo_bessel_i1e{{$}}
// CHECK:       op 0 chlo.bessel_i1e
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_bessel_i1e{{$}}
// I2O:       op 0 chlo.bessel_i1e
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_bessel_i1e(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.bessel_i1e"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.cosh: CHLO: result[i] = cosh(operand[i]).
// CHECK-LABEL: function @chlo_cosh{{$}}
// CHECK:       op 0 chlo.cosh
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_cosh{{$}}
// I2O:       op 0 chlo.cosh
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_cosh(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.cosh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.sinh: CHLO: result[i] = sinh(operand[i]).
// CHECK-LABEL: function @chlo_sinh{{$}}
// CHECK:       op 0 chlo.sinh
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_sinh{{$}}
// I2O:       op 0 chlo.sinh
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_sinh(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.sinh"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.tan: CHLO: result[i] = tan(operand[i]).
// CHECK-LABEL: function @chlo_tan{{$}}
// CHECK:       op 0 chlo.tan
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_tan{{$}}
// I2O:       op 0 chlo.tan
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_tan(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.tan"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.digamma: CHLO: result[i] = digamma(operand[i]).
// CHECK-LABEL: function @chlo_digamma{{$}}
// CHECK:       op 0 chlo.digamma
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_digamma{{$}}
// I2O:       op 0 chlo.digamma
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_digamma(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.digamma"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.erf: CHLO: result[i] = erf(operand[i]).
// CHECK-LABEL: function @chlo_erf{{$}}
// CHECK:       op 0 chlo.erf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_erf{{$}}
// I2O:       op 0 chlo.erf
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_erf(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.erf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.erfc: CHLO: result[i] = erfc(operand[i]).
// CHECK-LABEL: function @chlo_erfc{{$}}
// CHECK:       op 0 chlo.erfc
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_erfc{{$}}
// I2O:       op 0 chlo.erfc
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_erfc(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.erfc"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.erf_inv: CHLO: result[i] = erf_inv(operand[i]).
// CHECK-LABEL: function @chlo_erf_inv{{$}}
// CHECK:       op 0 chlo.erf_inv
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_erf_inv{{$}}
// I2O:       op 0 chlo.erf_inv
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_erf_inv(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.erf_inv"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.lgamma: CHLO: result[i] = lgamma(operand[i]).
// CHECK-LABEL: function @chlo_lgamma{{$}}
// CHECK:       op 0 chlo.lgamma
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_lgamma{{$}}
// I2O:       op 0 chlo.lgamma
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_lgamma(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.lgamma"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.square: CHLO: result[i] = square(operand[i]).
// CHECK-LABEL: function @chlo_square{{$}}
// CHECK:       op 0 chlo.square
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_square{{$}}
// I2O:       op 0 chlo.square
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_square(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.square"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.conj: CHLO: result[i] = conj(operand[i]).
// CHECK-LABEL: function @chlo_conj{{$}}
// CHECK:       op 0 chlo.conj
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_conj{{$}}
// I2O:       op 0 chlo.conj
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_conj(%a0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
  %0 = "chlo.conj"(%a0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// -----

// chlo.is_inf: CHLO: result[i] = is_inf(operand[i]) (f32 -> i1).
// CHECK-LABEL: function @chlo_is_inf{{$}}
// CHECK:       op 0 chlo.is_inf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_is_inf{{$}}
// I2O:       op 0 chlo.is_inf
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_is_inf(%a0: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = "chlo.is_inf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// chlo.is_neg_inf: CHLO: result[i] = is_neg_inf(operand[i]) (f32 -> i1).
// CHECK-LABEL: function @chlo_is_neg_inf{{$}}
// CHECK:       op 0 chlo.is_neg_inf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_is_neg_inf{{$}}
// I2O:       op 0 chlo.is_neg_inf
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_is_neg_inf(%a0: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = "chlo.is_neg_inf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// chlo.is_pos_inf: CHLO: result[i] = is_pos_inf(operand[i]) (f32 -> i1).
// CHECK-LABEL: function @chlo_is_pos_inf{{$}}
// CHECK:       op 0 chlo.is_pos_inf
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_is_pos_inf{{$}}
// I2O:       op 0 chlo.is_pos_inf
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_is_pos_inf(%a0: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = "chlo.is_pos_inf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// chlo.next_after: CHLO: result[i] = nextafter(x[i], y[i]): both at i.
// CHECK-LABEL: function @chlo_next_after{{$}}
// CHECK:       op 0 chlo.next_after
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_next_after{{$}}
// I2O:       op 0 chlo.next_after
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_next_after(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.next_after"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.polygamma: CHLO: result[i] = polygamma(n[i], x[i]): both at i.
// CHECK-LABEL: function @chlo_polygamma{{$}}
// CHECK:       op 0 chlo.polygamma
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_polygamma{{$}}
// I2O:       op 0 chlo.polygamma
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_polygamma(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.polygamma"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// chlo.zeta: CHLO: result[i] = zeta(x[i], q[i]): both at i.
// CHECK-LABEL: function @chlo_zeta{{$}}
// CHECK:       op 0 chlo.zeta
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @chlo_zeta{{$}}
// I2O:       op 0 chlo.zeta
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
// I2O-NEXT:    result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @chlo_zeta(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.zeta"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// mhlo.copy: mhlo.copy (left by XLA's converter): result[i] = operand[i].
// CHECK-LABEL: function @mhlo_copy{{$}}
// CHECK:       op 0 mhlo.copy
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 2]
// I2O-LABEL: function @mhlo_copy{{$}}
// I2O:       op 0 mhlo.copy
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0, d1),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 1],
// I2O-NEXT:      d1 in [0, 2]
func.func @mhlo_copy(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "mhlo.copy"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
