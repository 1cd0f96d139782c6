// A widened while keeps its superset mark through the ops between it and the
// arguments: the roll below runs 40 times (too many to follow one by one)
// and has no fixed point within 8 iterations, so the loop's map is widened
// to every element and marked; function_indexing
// composes it through a negate (read whole by the widened map) and must keep
// the mark, and counts must not claim exactness (a result element reads one
// element of %x for a given number of iterations; 12 is only the bound over
// every number).
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text %s | FileCheck %s

// CHECK-LABEL: function @roll_after_negate{{$}}
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 11],
// CHECK-NEXT:      s0 in [0, 11]
// CHECK-NEXT:      (a sound superset, not exact: stablehlo.while: no fixed point after 8 iterations; widened to every element)
// CHECK-NEXT:      reads: {{.*}}(bounds: not exact)
func.func @roll_after_negate(%x: tensor<12xf32>) -> tensor<12xf32> {
  %n = stablehlo.negate %x : tensor<12xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %n) : tensor<i32>, tensor<12xf32>
  cond {
    %c40 = stablehlo.constant dense<40> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c40 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    %s = "stablehlo.slice"(%v) <{start_indices = array<i64: 1>, limit_indices = array<i64: 12>, strides = array<i64: 1>}> : (tensor<12xf32>) -> tensor<11xf32>
    %h = "stablehlo.slice"(%v) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<12xf32>) -> tensor<1xf32>
    %v2 = "stablehlo.concatenate"(%s, %h) <{dimension = 0 : i64}> : (tensor<11xf32>, tensor<1xf32>) -> tensor<12xf32>
    stablehlo.return %i2, %v2 : tensor<i32>, tensor<12xf32>
  }
  return %r#1 : tensor<12xf32>
}
