// buffer-liveness inside upstream mlir-opt-22, through the plugin (reached
// with --pass-pipeline, options included): the text report goes to stderr.
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(buffer-liveness{reshape-aliases=false})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOALIAS

// Ops: #0 negate (8 x f32 = 32 B), #1 reshape (aliases by default),
// #2 return. %x (32 B) held throughout: 64 B at every op. With
// reshape-aliases=false the reshape is a buffer of 32 B more at #1 and #2.
// CHECK:      // index-opt {{[^ ]+}} buffer-liveness: ordering=sequential reshape-aliases=true
// CHECK-NEXT: @main ({{.*}}plugin.mlir:[[# @LINE + 14]]:1): 2 buffers (0 dynamic) in 2 groups, 3 ops
// CHECK-NEXT:   peak: 64 B at op #0 stablehlo.negate
// CHECK:        buffers:
// CHECK-NEXT:     b0 32 B live #0..#0 %arg0{{$}}
// CHECK-NEXT:     b1 32 B live #0..#2 op #0 result 0 aliases: op #1 result 0{{$}}
// The negate may write into %x, its last read: no pair.
// CHECK-NEXT:   interference (0 pairs):
// NOALIAS:      // index-opt {{[^ ]+}} buffer-liveness: ordering=sequential reshape-aliases=false
// NOALIAS-NEXT: @main ({{.*}}): 3 buffers (0 dynamic) in 3 groups, 3 ops
// NOALIAS-NEXT:   peak: 96 B at op #1 stablehlo.reshape
// NOALIAS:        buffers:
// NOALIAS-NEXT:     b0 32 B live #0..#0 %arg0{{$}}
// NOALIAS-NEXT:     b1 32 B live #0..#1 op #0 result 0{{$}}
// NOALIAS-NEXT:     b2 32 B live #1..#2 op #1 result 0{{$}}
func.func @main(%x: tensor<8xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.negate %x : tensor<8xf32>
  %1 = stablehlo.reshape %0 : (tensor<8xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
