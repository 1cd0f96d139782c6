// Tiles of each op family through hlo-tiling (--tiling-report): a result
// cut into tiles numbered by pid, and the tile of every value one result
// tile reads (offsets as (pid) maps, sizes, strides).
// RUN: index-opt --tiling-report=text --hlo-tiling="function=@slice tile=4" %s | FileCheck %s --check-prefix=SLICE
// RUN: index-opt --tiling-report=text --hlo-tiling="function=pad tile=5" %s | FileCheck %s --check-prefix=PAD
// RUN: index-opt --tiling-report=text --hlo-tiling="function=concat tile=4,8" %s | FileCheck %s --check-prefix=CONCAT
// RUN: index-opt --tiling-report=text --hlo-tiling="function=reshape tile=12" %s | FileCheck %s --check-prefix=MERGE
// RUN: index-opt --tiling-report=text --hlo-tiling="function=split tile=2,12" %s | FileCheck %s --check-prefix=SPLIT
// RUN: index-opt --tiling-report=text --hlo-tiling="function=split tile=4,1" %s | FileCheck %s --check-prefix=SPLIT-COLUMN
// RUN: index-opt --tiling-report=text --hlo-tiling="function=split tile=2,3" %s | FileCheck %s --check-prefix=SPLIT-GAP
// RUN: index-opt --tiling-report=text --hlo-tiling="function=dot tile=8,16" %s | FileCheck %s --check-prefix=DOT
// RUN: index-opt --tiling-report=text --hlo-tiling="function=dynamic tile=4" %s | FileCheck %s --check-prefix=DYNAMIC
// RUN: index-opt --tiling-report=json --hlo-tiling="function=slice tile=4" %s | FileCheck %s --check-prefix=JSON
// RUN: index-opt --tiling-report=text --hlo-tiling="function=reshape list-valid=true" %s | FileCheck %s --check-prefix=VALID
// RUN: index-opt --tiling-report=text --hlo-tiling="function=split argument=0 tile=24" %s | FileCheck %s --check-prefix=EPILOGUE
// RUN: index-opt --tiling-report=json --hlo-tiling="function=dot argument=1 tile=16,16" %s | FileCheck %s --check-prefix=EPILOGUE-JSON
// RUN: index-opt --tiling-report=text --hlo-tiling="function=movement result=0 tile=4,8" %s | FileCheck %s --check-prefix=TRANSPOSE
// RUN: index-opt --tiling-report=text --hlo-tiling="function=movement result=1 tile=2,16" %s | FileCheck %s --check-prefix=BROADCAST
// RUN: index-opt --tiling-report=text --hlo-tiling="function=movement result=2 tile=4" %s | FileCheck %s --check-prefix=REDUCE
// RUN: index-opt --tiling-report=text --hlo-tiling="function=gather tile=1,32" %s | FileCheck %s --check-prefix=GATHER-ROW
// RUN: index-opt --tiling-report=text --hlo-tiling="function=gather tile=2,32" %s | FileCheck %s --check-prefix=GATHER-ROWS
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline="builtin.module(hlo-tiling{function=dot tile=8,16})" %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DOT

// Result element i of a [3:64:4] slice reads 3 + 4i: a tile of 4 reads 4
// elements 4 apart, starting at 16 * pid + 3.
// SLICE: tiling @slice result 0: shape 16, tile 4, 4 tiles (4), valid, exact
// SLICE-NEXT: result tile offsets: (d0) -> (d0 * 4), domain: d0 in [0, 3]
// SLICE-NEXT: argument 0 (func.func): offsets (d0) -> (d0 * 16 + 3), domain: d0 in [0, 3], sizes 4, strides 4, exact

// Interior padding: (d0 - 2) floordiv 2 where (d0 - 2) mod 2 == 0; the
// tile is the whole operand (sound, not exact), and 5 does not divide 19
// (partial tiles).
// PAD: tiling @pad result 0: shape 19, tile 5, 4 tiles (4), valid, not exact (the last tiles are partial)
// PAD: argument 0 (func.func): offsets (d0) -> (0), domain: d0 in [0, 3], sizes 8, strides 1, not exact (holds what is read)

// Concatenate: each operand's map covers part of the result. The tile of
// the second operand is XLA's unconstrained expression d0 - 4 (rows -4..-1
// for the first result tile: nothing read there), cut to the 4x8 operand
// (docs/contract.md, "Tiling"): rows 0..3 for every tile, not exact.
// CONCAT: tiling @concat result 0: shape 8x8, tile 4x8, 2 tiles (2x1), valid, not exact
// CONCAT: argument 1 (func.func): offsets (d0) -> (0, 0), domain: d0 in [0, 1], sizes 4x8, strides 1x1, not exact (holds what is read), clamped to the tensor

// A merging reshape reads (d0 floordiv 12, d0 mod 12): a tile of 12 is one
// row; valid tile sizes divide 12 or are multiples of it.
// MERGE: tiling @reshape result 0: shape 48, tile 12, 4 tiles (4), valid, exact
// MERGE: argument 0 (func.func): offsets (d0) -> (d0, 0), domain: d0 in [0, 3], sizes 1x12, strides 1x1, exact
// MERGE-NEXT: symbolic: {{.*}}constraints: d0 in [1, 1] || d0 in [2, 2] || d0 in [3, 3] || d0 in [4, 4] || d0 in [6, 6] || d0 in [12, 12] || d0 mod 12 in [0, 0]

// A splitting reshape reads d0 * 12 + d1: two whole rows are 24
// consecutive elements.
// SPLIT: tiling @split result 0: shape 4x12, tile 2x12, 2 tiles (2x1), valid, exact
// SPLIT: argument 0 (func.func): offsets (d0) -> (d0 * 24), domain: d0 in [0, 1], sizes 24, strides 1, exact

// A column tile of the same reshape: the inner tile has one element, so
// the stride is the outer coefficient, 12 (XLA's indicator stride
// `(13 - ts1) floordiv 12` selects it). A 2x3 tile has gaps: not valid.
// SPLIT-COLUMN: tiling @split result 0: shape 4x12, tile 4x1, 12 tiles (1x12), valid, exact
// SPLIT-COLUMN: argument 0 (func.func): offsets (d0) -> (d0), domain: d0 in [0, 11], sizes 4, strides 12, exact
// SPLIT-COLUMN-NEXT: symbolic: {{.*}}strides: (d0, d1) -> (((-d1 + 13) floordiv 12) * 11 + 1), constraints: d1 in [12, 9223372036854775807] || d0 in [1, 1] && d1 in [2, 9223372036854775807] || d1 in [1, 1]
// SPLIT-GAP: tiling @split result 0: shape 4x12, tile 2x3, 8 tiles (2x4), not valid
// SPLIT-GAP: argument 0 (func.func): {{.*}}, NOT VALID for these sizes

// A dot: rows of the left operand, the whole right operand.
// DOT: argument 0 (func.func): offsets (d0) -> (d0 * 8, 0), domain: d0 in [0, 3], sizes 8x64, strides 1x1, exact
// DOT: argument 1 (func.func): offsets (d0) -> (0, 0), domain: d0 in [0, 3], sizes 64x16, strides 1x1, exact

// A dynamic slice: the runtime start moves the tile.
// DYNAMIC: argument 0 (func.func): offsets (d0){rt0} -> (d0 * 4 + rt0), domain: d0 in [0, 3], rt0 in [0, 48], sizes 4, strides 1, exact
// DYNAMIC: argument 1 (func.func): offsets (d0) -> (), domain: d0 in [0, 3], sizes scalar, strides scalar, exact

// Input to output: 24 consecutive elements of the split reshape's operand
// are two rows of its result; a 16x16 tile of the dot's right operand
// feeds all 32 rows of 16 columns.
// EPILOGUE: tiling @split argument 0: shape 48, tile 24, 2 tiles (2), valid, exact
// EPILOGUE-NEXT: argument tile offsets: (d0) -> (d0 * 24), domain: d0 in [0, 1]
// EPILOGUE-NEXT: result 0 (func.return): offsets (d0) -> (d0 * 2, 0), domain: d0 in [0, 1], sizes 2x12, strides 1x1, exact
// EPILOGUE-JSON: "argument": 1,
// EPILOGUE-JSON: "value": "result 0",
// EPILOGUE-JSON: "offsets": "(d0) -> (0, 0), domain: d0 in [0, 3]",
// EPILOGUE-JSON-NEXT: "sizes": [
// EPILOGUE-JSON-NEXT:   32,
// EPILOGUE-JSON-NEXT:   16

// Transpose: the tile moves to the other dimension. Broadcast: the tile of
// the broadcast dimension disappears. Reduce: whole rows.
// TRANSPOSE: argument 0 (func.func): offsets (d0) -> (0, d0 * 4), domain: d0 in [0, 3], sizes 8x4, strides 1x1, exact
// BROADCAST: argument 1 (func.func): offsets (d0) -> (0), domain: d0 in [0, 3], sizes 16, strides 1, exact
// REDUCE: argument 0 (func.func): offsets (d0) -> (d0 * 4, 0), domain: d0 in [0, 1], sizes 4x16, strides 1x1, exact

// Gather: a tile of one result row reads one table row at the runtime
// index (exact per index); a tile of two rows reads two rows at two
// indices, so that dimension takes the table's whole range (not exact).
// GATHER-ROW: argument 0 (func.func): offsets (d0){rt0} -> (rt0, (d0 mod 2) * 32), domain: d0 in [0, 15], rt0 in [0, 99], sizes 1x32, strides 1x1, exact
// GATHER-ROWS: tiling @gather result 0: shape 8x64, tile 2x32, 8 tiles (4x2), valid, not exact
// GATHER-ROWS: argument 0 (func.func): offsets (d0){rt0} -> (0, (d0 mod 2) * 32), domain: d0 in [0, 7], rt0 in [0, 99], sizes 100x32, strides 1x1, not exact (holds what is read)

// JSON:      "function": "slice",
// JSON:      "tiles": [
// JSON-NEXT:   4
// JSON-NEXT: ],
// JSON-NEXT: "offsets": "(d0) -> (d0 * 4), domain: d0 in [0, 3]",
// JSON-NEXT: "valid": true,
// JSON-NEXT: "exact": true,
// JSON-NEXT: "partial": false,

// Candidates: divisors of 48 and powers of two below it (11); valid: those
// dividing 12 or multiples of 12.
// VALID: valid tilings of @reshape result 0: 8
// VALID-NEXT: 1
// VALID-NEXT: 2
// VALID-NEXT: 3
// VALID-NEXT: 4
// VALID-NEXT: 6
// VALID-NEXT: 12
// VALID-NEXT: 24
// VALID-NEXT: 48

func.func @slice(%a: tensor<64xf32>) -> tensor<16xf32> {
  %s = stablehlo.slice %a [3:64:4] : (tensor<64xf32>) -> tensor<16xf32>
  return %s : tensor<16xf32>
}
func.func @pad(%a: tensor<8xf32>) -> tensor<19xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %a, %z, low = [2], high = [2], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<19xf32>
  return %p : tensor<19xf32>
}
func.func @concat(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}
func.func @reshape(%a: tensor<4x12xf32>) -> tensor<48xf32> {
  %r = stablehlo.reshape %a : (tensor<4x12xf32>) -> tensor<48xf32>
  return %r : tensor<48xf32>
}
func.func @split(%a: tensor<48xf32>) -> tensor<4x12xf32> {
  %r = stablehlo.reshape %a : (tensor<48xf32>) -> tensor<4x12xf32>
  return %r : tensor<4x12xf32>
}
func.func @dot(%a: tensor<32x64xf32>, %b: tensor<64x16xf32>) -> tensor<32x16xf32> {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
  return %d : tensor<32x16xf32>
}
func.func @dynamic(%a: tensor<64xf32>, %i: tensor<i32>) -> tensor<16xf32> {
  %d = stablehlo.dynamic_slice %a, %i, sizes = [16] : (tensor<64xf32>, tensor<i32>) -> tensor<16xf32>
  return %d : tensor<16xf32>
}
func.func @movement(%a: tensor<8x16xf32>, %v: tensor<16xf32>) -> (tensor<16x8xf32>, tensor<8x16xf32>, tensor<8xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %t, %b, %r : tensor<16x8xf32>, tensor<8x16xf32>, tensor<8xf32>
}
func.func @gather(%g: tensor<100x64xf32>, %i: tensor<8x1xi32>) -> tensor<8x64xf32> {
  %x = "stablehlo.gather"(%g, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>} : (tensor<100x64xf32>, tensor<8x1xi32>) -> tensor<8x64xf32>
  return %x : tensor<8x64xf32>
}
