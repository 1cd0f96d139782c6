// The seed-003 MLP in its four-op form (matmul into a zero fill, add of the
// broadcast bias, max against zero) through the JSON report, exactly as for
// StableHLO: per-op maps, "maps": [] for an init that is not read, the
// function indexing per argument, and valid JSON.
// RUN: index-opt --indexing-report=json %s | FileCheck %s
// RUN: index-opt --indexing-report=json %s | %python -c "import json, sys; r = json.load(sys.stdin); f = r['functions'][0]; assert [o['name'] for o in f['ops'] if o['parent'] is None][:3] == ['tensor.empty', 'arith.constant', 'linalg.fill'], f"

// CHECK:            "name": "linalg.fill",
// CHECK:                "operand": 1,
// CHECK-NEXT:           "maps": []
// CHECK:            "name": "linalg.matmul",
// CHECK:                "operand": 0,
// CHECK-NEXT:           "maps": [
// CHECK-NEXT:             "(d0, d1)[s0] -> (d0, s0), domain: d0 in [0, 7], d1 in [0, 15], s0 in [0, 31]"
// CHECK:            "name": "linalg.add",
// CHECK:            "name": "linalg.max",
// CHECK:        "function_indexing": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "result": 0,
// CHECK-NEXT:       "argument": 0,
// CHECK-NEXT:       "maps": [
// CHECK-NEXT:         "(d0, d1)[s0] -> (d0, s0), domain: d0 in [0, 7], d1 in [0, 15], s0 in [0, 31]"
// CHECK-NEXT:       ]
// CHECK-NEXT:     },
// CHECK-NEXT:     {
// CHECK-NEXT:       "result": 0,
// CHECK-NEXT:       "argument": 1,
// CHECK-NEXT:       "maps": [
// CHECK-NEXT:         "(d0, d1)[s0] -> (s0, d1), domain: d0 in [0, 7], d1 in [0, 15], s0 in [0, 31]"
// CHECK-NEXT:       ]
// CHECK-NEXT:     },
// CHECK-NEXT:     {
// CHECK-NEXT:       "result": 0,
// CHECK-NEXT:       "argument": 2,
// CHECK-NEXT:       "maps": [
// CHECK-NEXT:         "(d0, d1) -> (d1), domain: d0 in [0, 7], d1 in [0, 15]"
// CHECK-NEXT:       ]
// CHECK-NEXT:     }
// CHECK-NEXT:   ]
func.func @mlp_add(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %empty = tensor.empty() : tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  %bcast = linalg.broadcast ins(%b : tensor<16xf32>) outs(%empty : tensor<8x16xf32>) dimensions = [0]
  %biased = linalg.add ins(%mm, %bcast : tensor<8x16xf32>, tensor<8x16xf32>) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %relu = linalg.max ins(%biased, %acc : tensor<8x16xf32>, tensor<8x16xf32>) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %relu : tensor<8x16xf32>
}
