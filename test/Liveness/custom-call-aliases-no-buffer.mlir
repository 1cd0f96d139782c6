// A custom_call result named in output_operand_aliases is written into the
// operand's buffer, so it must not define a logical buffer of its own (XLA
// gives it the operand's buffer): no extra bytes at the call.
// RUN: index-opt --liveness-report=text %s | FileCheck %s

// Ops: #0 negate, #1 @update (result aliases operand 0), #2 @fresh,
// #3 return. Buffers: b0 %a (32 B), b1 %b (8 B), b2 the negate (32 B,
// also %1, live #0..#2), b3 @fresh (32 B, #2..#3). Bytes: #0 72, #1 72,
// #2 40 + 32 + 32 = 104, #3 72: the peak is 104 B at #2; no reuse 104 B.
// CHECK:      @main ({{.*}}): 4 buffers (0 dynamic) in 4 groups, 4 ops
// CHECK-NEXT:   peak: 104 B at op #2 stablehlo.custom_call
// CHECK-NEXT:   arena (best fit): 104 B, fragmentation 0 B; no reuse: 104 B
// CHECK:        buffers:
// CHECK-NEXT:     b0 32 B live #0..#0 %arg0{{$}}
// CHECK-NEXT:     b1 8 B live #0..#1 %arg1{{$}}
// CHECK-NEXT:     b2 32 B live #0..#2 op #0 result 0 aliases: op #1 result 0{{$}}
// CHECK-NEXT:     b3 32 B live #2..#3 op #2 result 0{{$}}
func.func @main(%a: tensor<8xf32>, %b: tensor<2xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %a : tensor<8xf32>
  %1 = stablehlo.custom_call @update(%0, %b) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<8xf32>, tensor<2xf32>) -> tensor<8xf32>
  %2 = stablehlo.custom_call @fresh(%1) : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
