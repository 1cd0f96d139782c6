// Annotations in an upstream pipeline: canonicalize and cse keep the
// annotations of the ops they keep (cse merges the two transposes, dead and
// folded ops go with theirs), so annotating before them gives what
// annotating after gives. Ops a pattern creates carry none, and
// function-level maps describe the function as it was annotated: run
// hlo-indexing{annotate=true} again after passes that rewrite the body
// (docs/contract.md, "Annotations").
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(hlo-indexing{annotate=true},canonicalize,cse)' %s > %t.before
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(canonicalize,cse,hlo-indexing{annotate=true})' %s > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s < %t.before
// CHECK: arith.constant dense<3.000000e+00>
// CHECK-NEXT: stablehlo.transpose {{.*}}indexing.maps
// CHECK-NEXT: stablehlo.add %0, %0 {indexing.maps
// CHECK-NEXT: stablehlo.add %1, %cst {indexing.maps
// CHECK-NOT: stablehlo.negate
func.func @main(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %u = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %dead = stablehlo.negate %a : tensor<4x8xf32>
  %s = stablehlo.add %t, %u : tensor<8x4xf32>
  %c = arith.constant dense<1.0> : tensor<8x4xf32>
  %d = arith.constant dense<2.0> : tensor<8x4xf32>
  %e = arith.addf %c, %d : tensor<8x4xf32>
  %r = stablehlo.add %s, %e : tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
