// An MLP layer in linalg, as StableHLO lowers it to linalg: broadcast the
// bias, matmul into it, then ReLU as max with a zero fill.
//   make run            # index-opt --indexing-report=text examples/mlp_linalg.mlir
func.func @mlp_layer(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %empty = tensor.empty() : tensor<8x16xf32>
  %bcast = linalg.broadcast ins(%b : tensor<16xf32>) outs(%empty : tensor<8x16xf32>) dimensions = [0]
  %mm = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%bcast : tensor<8x16xf32>) -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %relu = linalg.max ins(%mm, %fill : tensor<8x16xf32>, tensor<8x16xf32>) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %relu : tensor<8x16xf32>
}
