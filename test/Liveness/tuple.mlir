// stablehlo.tuple and get_tuple_element: a tuple has a top-level buffer of
// its own (8 bytes per element, a table of pointers) and its elements point
// to the operands' buffers; get_tuple_element points to the element's
// buffers (a whole subtree when the element is itself a tuple) and defines
// none.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// @main: b0 = %a (4 x f32 = 16 B), b1 = %b (2x3 x i32 = 24 B), b2 = the
// tuple's top buffer (2 elements x 8 = 16 B). %t points to {b2}, {b0}, {b1};
// %e = %t[1] points to {b1}, which the function returns. Ops: #0 tuple,
// #1 get_tuple_element, #2 return.
// CHECK-LABEL:  "name": "main",
// CHECK:        "buffers": [
// CHECK:            "id": 2,
// CHECK-NEXT:       "value": {
// CHECK-NEXT:         "op": 0,
// CHECK-NEXT:         "op_name": "stablehlo.tuple",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "index": [],
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 2,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         0,
// CHECK-NEXT:         1
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": false,
// CHECK-NOT:        "id": 3,
// CHECK:        "points_to": [
// The tuple: {} -> b2, {0} -> b0, {1} -> b1.
// CHECK:              "op_name": "stablehlo.tuple",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           2
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           0
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// get_tuple_element [1]: b1, no buffer of its own.
// CHECK:              "op_name": "stablehlo.get_tuple_element",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:        "live_in": [
// CHECK-NEXT:     0,
// CHECK-NEXT:     1
// CHECK-NEXT:   ],
// CHECK-NEXT:   "live_out": [
// CHECK-NEXT:     1
// CHECK-NEXT:   ],
// Arguments (40 B) are held throughout; the tuple table adds 16 B at #0 and #1.
// CHECK:          "peak_bytes": 56,
// CHECK:          "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         56
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         56
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         40
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// TEXT-LABEL: @main ({{.*}}): 3 buffers (0 dynamic) in 3 groups, 3 ops
// TEXT:         b0 16 B live #0..#1 %arg0 aliases: op #0 result 0
// TEXT-NEXT:    b1 24 B live #0..#2 %arg1 aliases: op #0 result 0, op #1 result 0
// TEXT-NEXT:    b2 16 B live #0..#1 op #0 result 0{{$}}
func.func @main(%a: tensor<4xf32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %t = stablehlo.tuple %a, %b : tuple<tensor<4xf32>, tensor<2x3xi32>>
  %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<2x3xi32>>) -> tensor<2x3xi32>
  return %e : tensor<2x3xi32>
}

// @nested: b0 = %a (16 B), b1 = %b (4 B), b2 = %inner's table (16 B),
// b3 = %outer's table (16 B). %outer's nodes in pre-order ({}, {0}, {0,0},
// {0,1}, {1}) point to b3, b2, b0, b1, b0; %g = %outer[0] is the subtree
// {b2}, {b0}, {b1}, returned, so b2 lives to the return (#3) and b3 only
// to its last read (#2).
// CHECK-LABEL:  "name": "nested",
// CHECK:            "id": 3,
// CHECK:            "bytes": 16,
// CHECK-NEXT:       "group": 3,
// CHECK-NEXT:       "live_range": [
// CHECK-NEXT:         1,
// CHECK-NEXT:         2
// CHECK-NEXT:       ],
// CHECK-NEXT:       "live_out": false,
// CHECK:        "points_to": [
// CHECK:              "op": 1,
// CHECK-NEXT:         "op_name": "stablehlo.tuple",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           3
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           2
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           0
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           0
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:              "op": 2,
// CHECK-NEXT:         "op_name": "stablehlo.get_tuple_element",
// CHECK-NEXT:         "result": 0
// CHECK-NEXT:       },
// CHECK-NEXT:       "buffers": [
// CHECK-NEXT:         [
// CHECK-NEXT:           2
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           0
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           1
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK:        "live_out": [
// CHECK-NEXT:     0,
// CHECK-NEXT:     1,
// CHECK-NEXT:     2
// CHECK-NEXT:   ],
// 20 B of arguments, + b2 from #0, + b3 at #1 and #2.
// CHECK:          "peak_bytes": 52,
// CHECK-NEXT:     "peak_op": {
// CHECK-NEXT:       "op": 1,
// CHECK-NEXT:       "op_name": "stablehlo.tuple",
// TEXT-LABEL: @nested ({{.*}}): 4 buffers (0 dynamic) in 4 groups, 4 ops
// TEXT:         live out: b0-b2
// TEXT:         b2 16 B live #0..#3 op #0 result 0 aliases: op #1 result 0, op #2 result 0
// TEXT-NEXT:    b3 16 B live #1..#2 op #1 result 0{{$}}
func.func @nested(%a: tensor<4xf32>, %b: tensor<i32>) -> tuple<tensor<4xf32>, tensor<i32>> {
  %inner = stablehlo.tuple %a, %b : tuple<tensor<4xf32>, tensor<i32>>
  %outer = stablehlo.tuple %inner, %a : tuple<tuple<tensor<4xf32>, tensor<i32>>, tensor<4xf32>>
  %g = stablehlo.get_tuple_element %outer[0] : (tuple<tuple<tensor<4xf32>, tensor<i32>>, tensor<4xf32>>) -> tuple<tensor<4xf32>, tensor<i32>>
  return %g : tuple<tensor<4xf32>, tensor<i32>>
}
