// Memory transactions of the warps computing each result, a thread per
// result element (--coalescing; docs/cost.md). Defaults: warp 32,
// 128-byte transactions, row-major threads and layout.
// RUN: index-opt --indexing-report=text --coalescing --split-input-file %s | FileCheck %s
// RUN: index-opt --indexing-report=text --coalescing="warp=16 transaction=32 threads=column-major" %s --split-input-file | FileCheck %s --check-prefix=COLUMNS
// RUN: index-opt --indexing-report=text --hlo-indexing="coalescing='layout=column-major element-bytes=2'" %s --split-input-file | FileCheck %s --check-prefix=LAYOUT
// RUN: index-opt --indexing-report=json --coalescing=warp=32,transaction=128 %s --split-input-file | FileCheck %s --check-prefix=JSON
// RUN: index-opt --indexing-report=text --hlo-indexing=counts=true --coalescing %s --split-input-file | FileCheck %s --check-prefix=SUMMARY
// RUN: index-opt --indexing-report=text --hlo-indexing="counts=true fusion=false" %s --split-input-file | FileCheck %s --check-prefix=NOFUSION

// A transpose: the 32 threads of a warp read a column, rows 256 bytes
// apart: 32 transactions for 128 bytes needed. A broadcast of 64 f16 to
// 32x64: a warp reads 32 consecutive halves, 64 bytes of one segment.
// A row reduction (a thread per row) reads, at each of 64 steps, 32
// elements a row apart; a column reduction, 32 consecutive ones.
// CHECK:       coalescing: warp=32 transaction=128 threads=row-major layout=row-major
// CHECK-LABEL: function @movement
// CHECK:       op 0 stablehlo.transpose
// CHECK:         coalescing: 32 to 32 transactions per warp (worst warp 0 of 128), 4096 in all; 524288 B moved for 16384 B needed, efficiency 0.031; not coalesced
// CHECK:       op 1 stablehlo.broadcast_in_dim
// CHECK:         coalescing: 1 to 1 transactions per warp (worst warp 0 of 64), 64 in all; 8192 B moved for 4096 B needed, efficiency 0.500; coalesced
// CHECK:       op 3 stablehlo.reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         coalescing: 2048 to 2048 transactions per warp (worst warp 0 of 2), 4096 in all; 524288 B moved for 16384 B needed, efficiency 0.031; not coalesced
// CHECK:       op 6 stablehlo.reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         coalescing: 64 to 64 transactions per warp (worst warp 0 of 2), 128 in all; 16384 B moved for 16384 B needed, efficiency 1.000; coalesced
// COLUMNS:       coalescing: warp=16 transaction=32 threads=column-major layout=row-major
// COLUMNS-LABEL: function @movement
// COLUMNS:       op 0 stablehlo.transpose
// COLUMNS:         coalescing: 2 to 2 transactions per warp (worst warp 0 of 256), 512 in all; 16384 B moved for 16384 B needed, efficiency 1.000; coalesced
// LAYOUT-LABEL: function @movement
// LAYOUT:       op 0 stablehlo.transpose
// LAYOUT:         coalescing: 1 to 1 transactions per warp (worst warp 0 of 128), 128 in all; 16384 B moved for 8192 B needed, efficiency 0.500; coalesced
// JSON:      "name": "stablehlo.transpose"
// JSON:        "coalescing": {
// JSON-NEXT:     "exact": true,
// JSON-NEXT:     "warps": 128,
// JSON-NEXT:     "transactions": 4096,
// JSON-NEXT:     "per_warp": {
// JSON-NEXT:       "min": 32,
// JSON-NEXT:       "max": 32,
// JSON-NEXT:       "worst_warp": 0
// JSON-NEXT:     },
// JSON-NEXT:     "bytes_needed": 16384,
// JSON-NEXT:     "bytes_moved": 524288,
// JSON-NEXT:     "min_transactions": 128,
// JSON-NEXT:     "efficiency": 0.03125,
// JSON-NEXT:     "coalesced": false
// JSON-NEXT:   }
func.func @movement(%a: tensor<64x64xf32>, %v: tensor<64xf16>) -> (tensor<64x64xf32>, tensor<32x64xf16>, tensor<64xf32>, tensor<64xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  %c = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %t, %b, %r, %c : tensor<64x64xf32>, tensor<32x64xf16>, tensor<64xf32>, tensor<64xf32>
}

// -----

// A strided slice (every other f32): a warp's reads span 256 bytes, 2
// transactions where 1 would carry the 128 bytes. A reshape reads its
// operand in order: one transaction per warp. A gather of whole rows takes
// one runtime index per row, constant across a warp: every warp reads 32
// consecutive f32 of one row, whatever the indices (exact). A gather of
// single elements takes an index per thread: bounds, between the case of
// every index 0 (one transaction) and a transaction per thread.
// CHECK-LABEL: function @strided
// CHECK:       op 0 stablehlo.slice
// CHECK:         coalescing: 2 to 2 transactions per warp (worst warp 0 of 64), 128 in all; 16384 B moved for 8192 B needed, efficiency 0.500; not coalesced
// CHECK:       op 1 stablehlo.reshape
// CHECK:         coalescing: 1 to 1 transactions per warp (worst warp 0 of 128), 128 in all; 16384 B moved for 16384 B needed, efficiency 1.000; coalesced
// CHECK:       op 2 stablehlo.gather
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         coalescing: 1 to 1 transactions per warp (worst warp 0 of 16), 16 in all; 2048 B moved for 2048 B needed, efficiency 1.000; coalesced
// CHECK:       op 3 stablehlo.gather
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         coalescing: 1..32 to 1..32 transactions per warp (2 warps), 2..64 in all; 256..8192 B moved for 8..256 B needed, efficiency 0.001..1.000; bounds: addresses depend on runtime values
func.func @strided(%w: tensor<4096xf32>, %m: tensor<64x64xf32>, %g: tensor<100x64xf32>, %i: tensor<8x1xi32>, %t: tensor<100xf32>, %j: tensor<64x1xi32>) -> (tensor<2048xf32>, tensor<4096xf32>, tensor<8x64xf32>, tensor<64xf32>) {
  %s = stablehlo.slice %w [0:4096:2] : (tensor<4096xf32>) -> tensor<2048xf32>
  %r = stablehlo.reshape %m : (tensor<64x64xf32>) -> tensor<4096xf32>
  %x = "stablehlo.gather"(%g, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>} : (tensor<100x64xf32>, tensor<8x1xi32>) -> tensor<8x64xf32>
  %y = "stablehlo.gather"(%t, %j) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<100xf32>, tensor<64x1xi32>) -> tensor<64xf32>
  return %s, %r, %x, %y : tensor<2048xf32>, tensor<4096xf32>, tensor<8x64xf32>, tensor<64xf32>
}

// -----

// XLA's p0 + transpose(p0) at function level: two loads per thread,
// one row-wise (1 transaction per warp) and one column-wise (32): 33 per
// warp, 2 of which would carry the 256 bytes needed. The summary (with
// counts) ranks ops by the bytes they move beyond what they need.
// CHECK-LABEL: function @add_transpose
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK:         coalescing: 33 to 33 transactions per warp (worst warp 0 of 32), 1056 in all; 135168 B moved for 8192 B needed, efficiency 0.061; not coalesced
// SUMMARY-LABEL: function @add_transpose
// SUMMARY-NEXT:    summary:
// SUMMARY-NEXT:      argument 0: 4096 B read of 4096 B (utilization 1.000)
// SUMMARY-NEXT:      total: 4096 B read from the arguments
// SUMMARY-NEXT:      most wasteful ops (bytes moved beyond the bytes needed):
// SUMMARY-NEXT:        op 0 stablehlo.transpose at {{.*}}: 126976 B
// SUMMARY-NEXT:    op 0 stablehlo.transpose
// Without function-level entries the summary says nothing of the
// arguments; without coalescing, waste is repeated reads.
// NOFUSION-LABEL: function @add_transpose
// NOFUSION-NEXT:    summary:
// NOFUSION-NEXT:      bytes read per argument: not computed (fusion=false)
// NOFUSION-NEXT:      most wasteful ops: none
func.func @add_transpose(%p0: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %t = stablehlo.transpose %p0, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %s = stablehlo.add %p0, %t : tensor<32x32xf32>
  return %s : tensor<32x32xf32>
}
