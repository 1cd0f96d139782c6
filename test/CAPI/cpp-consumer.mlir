// examples/cpp-consumer: a C++ MLIR tool built with CMake against Debian's
// MLIR 22 and index-opt's C API (cmake/IndexOptCConfig.cmake), run on this
// file: a remark at every op that surely reads some operand element more
// than once, none where each element is read once or the maps are unknown.
// RUN: rm -rf %t.build
// RUN: cmake -S %repo/examples/cpp-consumer -B %t.build -DIndexOptC_DIR=%repo/cmake -DIndexOptC_BUILD_DIR=%build-dir > %t.cmake.log
// RUN: cmake --build %t.build >> %t.cmake.log
// RUN: %t.build/index-opt-reuse %s 2> %t.remarks | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.remarks
// RUN: %expect-exit 1 %t.build/index-opt-reuse %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: could not open input file

// OUT: @main: peak {{[0-9]+}} B
// OUT-NEXT: 3 ops read an operand element more than once
// CHECK-NOT: remark
// Each of the 4 elements of %a is read by the 8 result elements of its row.
// CHECK: cpp-consumer.mlir:[[# @LINE + 9]]:8: remark: operand 0 is read 32 times for 4 distinct elements by result 0 (reuse x8)
// The 4x8 times 8x2 contraction: every lhs element read by 2 results, every
// rhs element by 4.
// CHECK: cpp-consumer.mlir:[[# @LINE + 9]]:8: remark: operand 0 is read 64 times for 32 distinct elements by result 0 (reuse x2)
// CHECK: cpp-consumer.mlir:[[# @LINE + 8]]:8: remark: operand 1 is read 64 times for 16 distinct elements by result 0 (reuse x4)
// The reduce reads each element once, its init value by all 4 results.
// CHECK: cpp-consumer.mlir:[[# @LINE + 8]]:8: remark: operand 1 is read 4 times for 1 distinct elements by result 0 (reuse x4)
// CHECK-NOT: remark
func.func @main(%a: tensor<4xf32>, %w: tensor<8x2xf32>) -> (tensor<4xf32>, tensor<4x2xf32>) {
  %b = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %o = stablehlo.custom_call @opaque(%t) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %d = stablehlo.dot_general %b, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %r, %d : tensor<4xf32>, tensor<4x2xf32>
}
