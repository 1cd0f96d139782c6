// In-place candidates (XLA's CanShareOperandBufferWithUser), listed as
// "may share" (operand -> result): an elementwise op with an operand of the
// result's byte size, dynamic_update_slice's operand 0, scatter's inputs,
// a linalg op's outs (destination-passing style) and tensor.insert_slice's
// dest. Not candidates: an operand of another size (compare's f32 operands
// for an i1 result, a narrowing convert, the update and the indices), and
// ops that move elements (transpose).
// RUN: index-opt --liveness-report=text %s | FileCheck %s
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines --check-prefix=JSON

// Ops: #0 add, #1 compare, #2 select, #3 convert to f16, #4 convert to i32,
// #5 dynamic_update_slice, #6 scatter (#7, #8 its body), #9 transpose,
// #10 return. 4x4 f32 = 64 B; compare's i1 result is 16 B (operands 64 B);
// select's predicate is 16 B; the f16 convert gives 32 B; the i32 one 64 B.
// CHECK-LABEL: @hlo (
// CHECK:        live out:
// CHECK-NEXT:   may share: op #0 stablehlo.add ({{.*}}) operand 0 -> result 0
// CHECK-NEXT:   may share: op #0 stablehlo.add ({{.*}}) operand 1 -> result 0
// CHECK-NEXT:   may share: op #2 stablehlo.select ({{.*}}) operand 1 -> result 0
// CHECK-NEXT:   may share: op #2 stablehlo.select ({{.*}}) operand 2 -> result 0
// CHECK-NEXT:   may share: op #4 stablehlo.convert ({{.*}}) operand 0 -> result 0
// CHECK-NEXT:   may share: op #5 stablehlo.dynamic_update_slice ({{.*}}) operand 0 -> result 0
// CHECK-NEXT:   may share: op #6 stablehlo.scatter ({{.*}}) operand 0 -> result 0
// CHECK-NEXT:   buffers:
// JSON-LABEL:   "name": "hlo",
// JSON:         "may_share": [
// JSON-NEXT:      {
// JSON-NEXT:        "op": 0,
// JSON-NEXT:        "op_name": "stablehlo.add",
// JSON-NEXT:        "operand": 0,
// JSON-NEXT:        "result": 0
// JSON-NEXT:      },
// JSON:             "op": 5,
// JSON-NEXT:        "op_name": "stablehlo.dynamic_update_slice",
// JSON-NEXT:        "operand": 0,
// JSON-NEXT:        "result": 0
// JSON-NEXT:      },
// JSON-NEXT:      {
// JSON-NEXT:        "op": 6,
// JSON-NEXT:        "op_name": "stablehlo.scatter",
// JSON-NEXT:        "operand": 0,
// JSON-NEXT:        "result": 0
// JSON-NEXT:      }
// JSON-NEXT:    ],
func.func @hlo(%a: tensor<4x4xf32>, %u: tensor<1x4xf32>, %i: tensor<i32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4x4xf32>
  %1 = stablehlo.compare GT, %0, %a, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
  %2 = stablehlo.select %1, %0, %a : tensor<4x4xi1>, tensor<4x4xf32>
  %3 = stablehlo.convert %2 : (tensor<4x4xf32>) -> tensor<4x4xf16>
  %4 = stablehlo.convert %2 : (tensor<4x4xf32>) -> tensor<4x4xi32>
  %5 = stablehlo.dynamic_update_slice %2, %u, %i, %i : (tensor<4x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  %6 = "stablehlo.scatter"(%5, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<4x4xf32>
  %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %7 : tensor<4x4xf32>
}

// Ops: #0 tensor.empty, #1 arith.constant, #2 linalg.fill (#3 its yield),
// #4 linalg.matmul (#5..#7 its body), #8 tensor.insert_slice, #9 return.
// fill's operands are (%zero, %empty), matmul's (%x, %w, %fill), and
// insert_slice's (%mm, %d, %j): the outs and the dest are operands 1, 2, 1.
// CHECK-LABEL: @linalg (
// CHECK:        live out:
// CHECK-NEXT:   may share: op #2 linalg.fill ({{.*}}) operand 1 -> result 0
// CHECK-NEXT:   may share: op #4 linalg.matmul ({{.*}}) operand 2 -> result 0
// CHECK-NEXT:   may share: op #8 tensor.insert_slice ({{.*}}) operand 1 -> result 0
// CHECK-NEXT:   buffers:
func.func @linalg(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %d: tensor<16x16xf32>, %j: index) -> tensor<16x16xf32> {
  %empty = tensor.empty() : tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%fill : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = tensor.insert_slice %mm into %d[%j, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
