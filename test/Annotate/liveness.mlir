// buffer-liveness{annotate=true}: the figures of the liveness report on the
// IR (docs/liveness.md, "Annotations"): each function's peak and arena
// bytes, each op's live bytes (the report's timeline); round-trips, and
// indexing.strip removes them.
// RUN: index-opt --buffer-liveness=annotate=true %s | FileCheck %s
// RUN: index-opt %s > %t.plain
// RUN: index-opt --buffer-liveness=annotate=true %s | index-opt | index-opt --indexing.strip | diff - %t.plain
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(buffer-liveness{annotate=true})' %s | FileCheck %s
// The report: peak 3092 B at op 11 (the tuple), arena 3092 B; the
// timeline [0, 3072], [1, 3076], ... as below.
// CHECK: func.func @main({{.*}} attributes {indexing.arena_bytes = 3092 : i64, indexing.peak_bytes = 3092 : i64}
// CHECK-NEXT: stablehlo.exponential %arg0 {indexing.live_bytes = 3072 : i64}
// CHECK-NEXT: stablehlo.constant {indexing.live_bytes = 3076 : i64} dense<0>
// CHECK-NEXT: stablehlo.while{{.*}}attributes {indexing.live_bytes = 3076 : i64}
// CHECK: stablehlo.constant {indexing.live_bytes = 3080 : i64} dense<4>
// CHECK-NEXT: stablehlo.compare {{.*}}{indexing.live_bytes = 3081 : i64}
// CHECK-NEXT: stablehlo.return %4 {indexing.live_bytes = 3077 : i64}
// CHECK: stablehlo.negate %1#1 {indexing.live_bytes = 3076 : i64}
// CHECK-NEXT: stablehlo.tuple {{.*}}{indexing.live_bytes = 3092 : i64}
// CHECK-NEXT: return {indexing.live_bytes = 3092 : i64}
func.func @main(%x: tensor<256xf32>, %w: tensor<256xf32> {jax.buffer_donor = true}) -> (tensor<256xf32>, tuple<tensor<256xf32>, tensor<i32>>) {
  %scale = stablehlo.exponential %x : tensor<256xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %w) : tensor<i32>, tensor<256xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %t = stablehlo.multiply %acc, %scale : tensor<256xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %t : tensor<i32>, tensor<256xf32>
  }
  %y = stablehlo.negate %r#1 : tensor<256xf32>
  %tuple = stablehlo.tuple %y, %r#0 : tuple<tensor<256xf32>, tensor<i32>>
  return %r#1, %tuple : tensor<256xf32>, tuple<tensor<256xf32>, tensor<i32>>
}
