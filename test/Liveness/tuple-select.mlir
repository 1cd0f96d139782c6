// XLA's example (XLA's TuplePointsToAnalysis comment): two tuples, a
// choice between them, and a tuple of that choice and the first tuple.
// StableHLO has no tuple select, and its `if` returns tensors and tokens,
// never tuples (its ODS types; a tuple-valued `if` is rejected by the
// verifier), so the choice is made between the tuples' elements and
// %select is the tuple of that choice. Points-to sets of %nested_tuple:
// {} -> its own table;  {0} -> %select's table;  {0, 0} -> both constants;
// {1} -> %tuple1's table;  {1, 0} -> %c1.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// Ops: #0 %c1, #1 %c2, #2 %tuple1, #3 the if, #4 and #5 the branch
// returns, #6 %select, #7 %nested_tuple, #8 return. Buffers: b0 = %p (i1:
// 1 B), b1 = %c1 (8 B), b2 = %c2 (8 B), b3 = %tuple1's table (1 x 8 B),
// b4 = %select's table (8 B), b5 = %nested_tuple's table (2 x 8 = 16 B);
// the if defines none.
// CHECK:        "points_to": [
// %choice: {} -> {b1, b2}.
// CHECK:              "op": 3,
// CHECK-NEXT:         "op_name": "stablehlo.if",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           2
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// %nested_tuple, nodes in pre-order {}, {0}, {0,0}, {1}, {1,0}.
// CHECK:              "op": 7,
// CHECK-NEXT:         "op_name": "stablehlo.tuple",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           5
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           4
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           1,
// CHECK-NEXT:           2
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           3
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_in": [
// CHECK-NEXT:     0
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_out": [
// CHECK-NEXT:     1,
// CHECK-NEXT:     2,
// CHECK-NEXT:     3,
// CHECK-NEXT:     4,
// CHECK-NEXT:     5
// CHECK-NEXT:   ],
// 1 + 8 + 8 + 8 + 8 + 16 = 49 B, all live from #7.
// CHECK:          "peak_bytes": 49,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 7,

// Six buffers, all returned but %p; %p is read until the if ends (#5).
// TEXT:         @main ({{.*}}): 6 buffers (0 dynamic) in 6 groups, 9 ops
// TEXT:         live out: b1-b5
// TEXT:         buffers:
// TEXT-NEXT:      b0 1 B live #0..#5 %arg0{{$}}
// TEXT-NEXT:      b1 8 B live #0..#8 op #0 result 0 aliases: op #2 result 0, op #3 result 0, op #6 result 0, op #7 result 0
// TEXT-NEXT:      b2 8 B live #1..#8 op #1 result 0 aliases: op #3 result 0, op #6 result 0, op #7 result 0
// TEXT-NEXT:      b3 8 B live #2..#8 op #2 result 0 aliases: op #7 result 0
// TEXT-NEXT:      b4 8 B live #6..#8 op #6 result 0 aliases: op #7 result 0
// TEXT-NEXT:      b5 16 B live #7..#8 op #7 result 0{{$}}
func.func @main(%p: tensor<i1>) -> tuple<tuple<tensor<2xf32>>, tuple<tensor<2xf32>>> {
  %c1 = stablehlo.constant dense<1.0> : tensor<2xf32>
  %c2 = stablehlo.constant dense<2.0> : tensor<2xf32>
  %tuple1 = stablehlo.tuple %c1 : tuple<tensor<2xf32>>
  %choice = "stablehlo.if"(%p) ({
    stablehlo.return %c1 : tensor<2xf32>
  }, {
    stablehlo.return %c2 : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %select = stablehlo.tuple %choice : tuple<tensor<2xf32>>
  %nested_tuple = stablehlo.tuple %select, %tuple1 : tuple<tuple<tensor<2xf32>>, tuple<tensor<2xf32>>>
  return %nested_tuple : tuple<tuple<tensor<2xf32>>, tuple<tensor<2xf32>>>
}
