// Random numbers and the ops that talk to the world outside the program.
// rng / rng_bit_generator: which values come out is opaque, which elements they depend on is not:
// every element of every result reads every operand whole (rng's range and shape; the generator's
// whole initial state, the key and counter every output word comes from, for the new state too).
// send, recv, infeed, outfeed, after_all: values come from or go to outside the program, or only
// tokens are joined: `unknown`, the reason saying so (kind "opaque op", docs/contract.md).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @rng_uniform{{$}}
// CHECK:       op 1 stablehlo.rng
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       d1 in [0, 3]
// CHECK-NEXT:     result 0, operand 1:
// CHECK-NEXT:       (d0, d1) -> (),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       d1 in [0, 3]
// CHECK-NEXT:     result 0, operand 2:
// CHECK-NEXT:       (d0, d1)[s0] -> (s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 2],
// CHECK-NEXT:       d1 in [0, 3],
// CHECK-NEXT:       s0 in [0, 1]
// I2O-LABEL: function @rng_uniform{{$}}
// I2O:       op 1 stablehlo.rng
// I2O-NEXT:     result 0, operand 0:
// I2O-NEXT:       ()[s0, s1] -> (s0, s1),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [0, 2],
// I2O-NEXT:       s1 in [0, 3]
// I2O-NEXT:     result 0, operand 1:
// I2O-NEXT:       ()[s0, s1] -> (s0, s1),
// I2O-NEXT:       domain:
// I2O-NEXT:       s0 in [0, 2],
// I2O-NEXT:       s1 in [0, 3]
// I2O-NEXT:     result 0, operand 2:
// I2O-NEXT:       (d0)[s0, s1] -> (s0, s1),
// I2O-NEXT:       domain:
// I2O-NEXT:       d0 in [0, 1],
// I2O-NEXT:       s0 in [0, 2],
// I2O-NEXT:       s1 in [0, 3]
func.func @rng_uniform(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3x4xf32> {
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: function @rng_bit_generator{{$}}
// CHECK:       op 0 stablehlo.rng_bit_generator
// CHECK-NEXT:     result 0, operand 0:
// CHECK-NEXT:       (d0)[s0] -> (s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       s0 in [0, 1]
// CHECK-NEXT:     result 1, operand 0:
// CHECK-NEXT:       (d0, d1)[s0] -> (s0),
// CHECK-NEXT:       domain:
// CHECK-NEXT:       d0 in [0, 1],
// CHECK-NEXT:       d1 in [0, 2],
// CHECK-NEXT:       s0 in [0, 1]
func.func @rng_bit_generator(%state: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>) {
  %new_state, %bits = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  return %new_state, %bits : tensor<2xui64>, tensor<2x3xui32>
}

// -----

// CHECK-LABEL: function @send_recv{{$}}
// CHECK:       op 1 stablehlo.send
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        unknown: stablehlo.send: writes its operands to another program or the host; its result is a token (opaque)
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        unknown: stablehlo.send: writes its operands to another program or the host; its result is a token (opaque)
// CHECK:       op 2 stablehlo.recv
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        unknown: stablehlo.recv: its values come from another program or the host at run time (opaque)
// CHECK-NEXT:      result 1, operand 0:
// CHECK-NEXT:        unknown: stablehlo.recv: its values come from another program or the host at run time (opaque)
// CHECK:       op 3 stablehlo.after_all
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        unknown: stablehlo.after_all: joins tokens, which have no elements (opaque)
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        unknown: stablehlo.after_all: joins tokens, which have no elements (opaque)
// CHECK:       op 4 stablehlo.infeed
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        unknown: stablehlo.infeed: its values come from the host at run time (opaque)
// CHECK-NEXT:      result 1, operand 0:
// CHECK-NEXT:        unknown: stablehlo.infeed: its values come from the host at run time (opaque)
// CHECK:       op 5 stablehlo.outfeed
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        unknown: stablehlo.outfeed: writes its operands to the host; its result is a token (opaque)
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        unknown: stablehlo.outfeed: writes its operands to the host; its result is a token (opaque)
// CHECK:       function indexing:
// CHECK-NEXT:      result 0, argument 0:
// CHECK-NEXT:        unknown: stablehlo.recv: stablehlo.recv: its values come from another program or the host at run time (opaque)
// I2O-LABEL: function @send_recv{{$}}
// I2O:         op 2 stablehlo.recv
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:        unknown: stablehlo.recv: its values come from another program or the host at run time (opaque)
func.func @send_recv(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %token = stablehlo.create_token : !stablehlo.token
  %sent = "stablehlo.send"(%x, %token) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
  %received:2 = "stablehlo.recv"(%sent) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
  %joined = "stablehlo.after_all"(%sent, %received#1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  %in:2 = "stablehlo.infeed"(%joined) : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
  %out = "stablehlo.outfeed"(%in#0, %in#1) : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
  return %received#0 : tensor<8x16xf32>
}
