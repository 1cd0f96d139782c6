// stablehlo.optimization_barrier defines no buffer: result i is operand i's
// buffers, so a value read after the barrier keeps the operand's buffer live.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 negate, #1 optimization_barrier, #2 add, #3 return. Buffers:
// b0 = %a (8 x f32 = 32 B), b1 = %b (4 B), b2 = negate (32 B), b3 = add
// (32 B); the barrier's results point to b2 and b1.
// CHECK:        "points_to": [
// CHECK:              "op": 1,
// CHECK-NEXT:         "op_name": "stablehlo.optimization_barrier",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           2
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:              "op": 1,
// CHECK-NEXT:         "op_name": "stablehlo.optimization_barrier",
// CHECK-NEXT:         "result": 1
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// Arguments (36 B) throughout; b2 over #0..#2, b3 over #2..#3.
// CHECK:          "peak_bytes": 100,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 2,
// CHECK-NEXT:       "op_name": "stablehlo.add",

// TEXT:         @main ({{.*}}): 4 buffers (0 dynamic) in 4 groups, 4 ops
// TEXT:         buffers:
// TEXT-NEXT:      b0 32 B live #0..#0 %arg0{{$}}
// TEXT-NEXT:      b1 4 B live #0..#1 %arg1 aliases: op #1 result 1{{$}}
// TEXT-NEXT:      b2 32 B live #0..#2 op #0 result 0 aliases: op #1 result 0{{$}}
// TEXT-NEXT:      b3 32 B live #2..#3 op #2 result 0{{$}}
// b2 is last read by the add that defines b3 and may write into it (the
// read through the barrier counts), so they do not interfere.
// TEXT-NEXT:    interference (2 pairs):
// TEXT-NEXT:      b0 b1
// TEXT-NEXT:      b1 b2
func.func @main(%a: tensor<8xf32>, %b: tensor<i32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %a : tensor<8xf32>
  %1:2 = stablehlo.optimization_barrier %0, %b : tensor<8xf32>, tensor<i32>
  %2 = stablehlo.add %1#0, %1#0 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
