// stablehlo.custom_call with output_operand_aliases writes the aliased
// result into the operand's buffer: that result points to the operand's
// buffer, which stays live while the result is used. Results not named in
// output_operand_aliases, and custom calls without it, define new buffers.
// (That the aliased result defines no buffer of its own is checked in
// custom-call-aliases-no-buffer.mlir.)
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// @main ops: #0 negate, #1 @update (result aliases operand 0), #2 @fresh,
// #3 return. b0 %a (32 B), b1 %b (8 B), b2 the negate (32 B); %1 is b2, so
// b2 lives until @fresh reads %1 at #2.
// CHECK-LABEL:  "name": "main",
// CHECK:            "id": 2,
// CHECK:            "bytes": 32,
// CHECK-NEXT:       "group": 2,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         2
// CHECK-NEXT:       ],
// @fresh has no aliases: a buffer of its own (32 B, #2..#3), returned.
// CHECK:              "op": 2,
// CHECK-NEXT:         "op_name": "stablehlo.custom_call",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "index": [],
// CHECK-NEXT:       "defining_op": {
// CHECK-NEXT:         "op": 2,
// CHECK-NEXT:         "op_name": "stablehlo.custom_call",
// CHECK-NEXT:         "location": "{{.*}}"
// CHECK-NEXT:       },
// CHECK-NEXT:       "bytes": 32,
// CHECK-NEXT:       "group": {{[0-9]+}},
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         2,
// CHECK-NEXT:         3
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": true,
// points_to lists the values holding other buffers than their own: %1
// alone, holding b2.
// CHECK:        "points_to": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "value": {
// CHECK-NEXT:         "op": 1,
// CHECK-NEXT:         "op_name": "stablehlo.custom_call",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           2
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_in": [
// CHECK-NEXT:     0,
// CHECK-NEXT:     1
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_out": [
// CHECK-NEXT:     {{[0-9]+}}
// CHECK-NEXT:   ],
// TEXT-LABEL: @main (
// TEXT:         b2 32 B live #0..#2 op #0 result 0 aliases: op #1 result 0{{$}}
func.func @main(%a: tensor<8xf32>, %b: tensor<2xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %a : tensor<8xf32>
  %1 = stablehlo.custom_call @update(%0, %b) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<8xf32>, tensor<2xf32>) -> tensor<8xf32>
  %2 = stablehlo.custom_call @fresh(%1) : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// Several results stand for XLA's tuple output: output_tuple_indices = [1]
// names result 1, aliased to operand 1 (the negate, b2); result 0 is new.
// CHECK-LABEL:  "name": "two_results",
// CHECK:        "points_to": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "value": {
// CHECK-NEXT:         "op": 1,
// CHECK-NEXT:         "op_name": "stablehlo.custom_call",
// CHECK-NEXT:         "result": 1
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           2
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_in": [
// CHECK-NEXT:     0,
// CHECK-NEXT:     1
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_out": [
// CHECK-NEXT:     2,
// CHECK-NEXT:     {{[0-9]+}}
// CHECK-NEXT:   ],
// TEXT-LABEL: @two_results (
// TEXT:         b2 32 B live #0..#2 op #0 result 0 aliases: op #1 result 1{{$}}
func.func @two_results(%a: tensor<8xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<8xf32>) {
  %0 = stablehlo.negate %a : tensor<8xf32>
  %1:2 = stablehlo.custom_call @update(%b, %0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2xf32>, tensor<8xf32>) -> (tensor<2xf32>, tensor<8xf32>)
  return %1#0, %1#1 : tensor<2xf32>, tensor<8xf32>
}
