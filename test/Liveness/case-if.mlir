// stablehlo.case and stablehlo.if define no buffer: a result may be the
// buffer any branch returns (the union of the branches' points-to sets).
// The branch index or predicate is read while the op runs (until its last
// nested op).
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// @main ops: #0 case, #1 return %a, #2 negate, #3 return %n, #4 return %b,
// #5 return. Buffers: b0 %idx (4 B), b1 %a, b2 %b (3 x f32 = 12 B each),
// b3 the negate (12 B). %r may be b1, b2 or b3.
// CHECK-LABEL:  "name": "main",
// CHECK:        "points_to": [
// CHECK:              "op": 0,
// CHECK-NEXT:         "op_name": "stablehlo.case",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           2,
// CHECK-NEXT:           3
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:        "live_out": [
// CHECK-NEXT:     1,
// CHECK-NEXT:     2,
// CHECK-NEXT:     3
// CHECK-NEXT:   ],
// Arguments 28 B; the negate's 12 B from #2.
// CHECK:          "peak_bytes": 40,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 2,
// CHECK-NEXT:       "op_name": "stablehlo.negate",
// TEXT-LABEL: @main ({{.*}}): 4 buffers (0 dynamic) in 4 groups, 6 ops
// TEXT:         buffers:
// TEXT-NEXT:      b0 4 B live #0..#4 %arg0{{$}}
// TEXT-NEXT:      b1 12 B live #0..#5 %arg1 aliases: op #0 result 0{{$}}
// TEXT-NEXT:      b2 12 B live #0..#5 %arg2 aliases: op #0 result 0{{$}}
// TEXT-NEXT:      b3 12 B live #2..#5 op #2 result 0 aliases: op #0 result 0{{$}}
func.func @main(%idx: tensor<i32>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %r = "stablehlo.case"(%idx) ({
    stablehlo.return %a : tensor<3xf32>
  }, {
    %n = stablehlo.negate %b : tensor<3xf32>
    stablehlo.return %n : tensor<3xf32>
  }, {
    stablehlo.return %b : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// @pick ops: #0 constant, #1 if, #2 and #3 the branch returns, #4 return.
// Buffers: b0 %p (i1: 1 B), b1 %a (12 B), b2 %c (12 B); %r is b1 or b2.
// CHECK-LABEL:  "name": "pick",
// CHECK:        "points_to": [
// CHECK:              "op": 1,
// CHECK-NEXT:         "op_name": "stablehlo.if",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           2
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:          "peak_bytes": 25,
// TEXT-LABEL: @pick ({{.*}}): 3 buffers (0 dynamic) in 3 groups, 5 ops
// TEXT:         buffers:
// TEXT-NEXT:      b0 1 B live #0..#3 %arg0{{$}}
// TEXT-NEXT:      b1 12 B live #0..#4 %arg1 aliases: op #1 result 0{{$}}
// TEXT-NEXT:      b2 12 B live #0..#4 op #0 result 0 aliases: op #1 result 0{{$}}
func.func @pick(%p: tensor<i1>, %a: tensor<3xf32>) -> tensor<3xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<3xf32>
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<3xf32>
  }, {
    stablehlo.return %c : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
