// Tile boxes cut to their tensors (docs/contract.md, "Tiling"): a padded
// convolution's window reaches outside the input at the border; the tile
// is moved and cut inside, marked "clamped". A value read through several
// maps (the convolution and the residual add both read %x) is listed once
// in JSON, with one tile per map.
// RUN: index-opt --tiling-report=text --hlo-tiling="function=@main result=0 tile=2,8,8,4" %s | FileCheck %s --check-prefix=WHOLE
// RUN: index-opt --tiling-report=text --hlo-tiling="function=@main result=0 tile=1,4,4,4" %s | FileCheck %s --check-prefix=QUARTER
// RUN: index-opt --tiling-report=json --hlo-tiling="function=@main result=0 tile=1,4,4,4" %s | FileCheck %s --check-prefix=JSON
// RUN: index-opt --tiling-report=text --hlo-tiling="function=@partial tile=3" %s | FileCheck %s --check-prefix=PARTIAL

// WHOLE: tiling @main result 0: shape 2x8x8x4, tile 2x8x8x4, 1 tiles (1x1x1x1), valid, not exact
// WHOLE: argument 0 (func.func): offsets (d0) -> (0, 0, 0, 0), domain: d0 in [0, 0], sizes 2x8x8x4, strides 1x1x1x1, exact
// WHOLE-NEXT: argument 0 (func.func): offsets (d0) -> (0, 0, 0, 0), domain: d0 in [0, 0], sizes 2x8x8x4, strides 1x1x1x1, not exact (holds what is read), clamped to the tensor

// Tile index t along H: the window starts at 4t - 1 (6 rows); cut to
// [0, 4] for t = 0 and [3, 7] for t = 1: 5 rows at 4t - 1 + [t == 0],
// which is 3t for t in {0, 1}.
// QUARTER: argument 0 (func.func): offsets (d0) -> (d0 floordiv 4, ((d0 floordiv 2) mod 2) * 3, (d0 mod 2) * 3, 0), domain: d0 in [0, 7], sizes 1x5x5x4, strides 1x1x1x1, not exact (holds what is read), clamped to the tensor

// JSON:      "value": "argument 0",
// JSON:      "tiles": [
// JSON:          "exact": true,
// JSON-NEXT:     "symbolic":
// JSON:          "exact": false,
// JSON-NEXT:     "clamped": true,
// JSON-NEXT:     "symbolic":
// JSON:      "value": "argument 1",
// JSON-NOT:  "value": "argument 0",

// 3 does not divide 8: the last result tile is partial; the argument's
// last tile is moved to [5, 7] (it reads [6, 7]).
// PARTIAL: tiling @partial result 0: shape 8, tile 3, 3 tiles (3), valid, not exact (the last tiles are partial)
// PARTIAL: argument 0 (func.func): offsets (d0) -> (d0 * 3 - (d0 + 1) floordiv 3), domain: d0 in [0, 2], sizes 3, strides 1, not exact (holds what is read), clamped to the tensor
func.func @main(%x: tensor<2x8x8x4xf32>, %k: tensor<3x3x4x4xf32>) -> tensor<2x8x8x4xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<2x8x8x4xf32>
  %1 = stablehlo.add %0, %x : tensor<2x8x8x4xf32>
  return %1 : tensor<2x8x8x4xf32>
}

func.func @partial(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
