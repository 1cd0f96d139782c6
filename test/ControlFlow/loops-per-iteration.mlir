// Loops followed iteration by iteration with the counter's value known at
// each iteration (docs/contract.md, "stablehlo.while with a counter and a
// static trip count", "Iteration by iteration"), as JAX prints them
// (jax.jit(f).lower(...).as_text(), JAX 0.10.2). Before, each of these was
// a union marked as a superset.
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=IO

// lax.fori_loop(0, 4, lambda i, c: lax.cond(i % 2 == 0, lambda c: c + xs[i],
// lambda c: c * 2.0, c), c0): the branch index is computed from the counter
// (through JAX's floor-mod `remainder` function), so each iteration takes
// one branch; xs is read at rows 0 and 2 only, 6 of its 12 elements.
// CHECK-LABEL: argument 1: 24 B read of 48 B (utilization 0.500)
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK:           reads: 3 elements of 3
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0) -> (2, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2]
// CHECK-NEXT:      (d0) -> (0, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2]
// CHECK-NEXT:      reads: 6 elements of 12 (24 B, utilization 0.500); per result element 2 to 2, 6 in all
// CHECK-NEXT:  function @
// IO:          function indexing:
// IO:            result 0, argument 1:
// IO-NEXT:         (d0, d1) -> (d1),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [2, 2],
// IO-NEXT:         d1 in [0, 2]
// IO-NEXT:         (d0, d1) -> (d1),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [0, 0],
// IO-NEXT:         d1 in [0, 2]
// IO-NEXT:     function @
module @jit_cond_in_body attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<4x3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<4x3xf32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %0#3 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @remainder(%arg1, %c_0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %2 : (tensor<i1>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %6 = stablehlo.multiply %arg2, %5 : tensor<3xf32>
      stablehlo.return %6 : tensor<3xf32>
    }, {
      %5 = stablehlo.convert %arg1 : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.compare LT, %5, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_3 = stablehlo.constant dense<4> : tensor<i32>
      %7 = stablehlo.add %5, %c_3 : tensor<i32>
      %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.add %c_6, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.select %9, %10, %c_8 : tensor<i1>, tensor<i32>
      %12 = stablehlo.dynamic_slice %arg0, %8, %11, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %13 = stablehlo.reshape %12 : (tensor<1x3xf32>) -> tensor<3xf32>
      %14 = stablehlo.add %arg2, %13 : tensor<3xf32>
      stablehlo.return %14 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %0, %4 : tensor<i32>, tensor<3xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}


// -----

// Nested fori_loops reading xs[i + j], i and j in [0, 1]: rows 0 to 2. The
// sum of two counters is no affine function of one; at each iteration of
// the outer loop i is known, and then at each of the inner loop j. The
// iterations' maps merge into one.
// CHECK-LABEL: argument 1: 36 B read of 48 B (utilization 0.750)
// CHECK:       function indexing:
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0)[s0] -> (s0, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:      reads: 9 elements of 12 (36 B, utilization 0.750); per result element 3 to 3, 9 in all
// CHECK-NEXT:  function @
// IO:          hlo-indexing: direction=input-to-output
// IO:          function indexing:
// IO:            result 0, argument 1:
// IO-NOT:        superset
// IO:          function @closed_call
module @jit_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<4x3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<4x3xf32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %0#3 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg0, %iterArg_3 = %c_1, %iterArg_4 = %c_0, %iterArg_5 = %arg2) : tensor<i32>, tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call_0(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<i32>, tensor<4x3xf32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %3, %2#0, %2#1 : tensor<i32>, tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %0, %1#4 : tensor<i32>, tensor<3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<4x3xf32>, %arg2: tensor<i32>, %arg3: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<3xf32>
    %3 = stablehlo.add %arg0, %arg2 : tensor<i32>
    %4 = stablehlo.convert %3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %4, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.add %4, %c_1 : tensor<i32>
    %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %9 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_6 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg1, %7, %10, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x3xf32>) -> tensor<3xf32>
    %13 = stablehlo.add %2, %12 : tensor<3xf32>
    return %0, %13 : tensor<i32>, tensor<3xf32>
  }
}


// -----

// A triangular nest: the inner loop runs i times (its trip count is the
// outer counter, known at each outer iteration), reading m[i, j] for
// j < i: m[1, 0], m[2, 0] and m[2, 1].
// CHECK-LABEL: argument 1: 36 B read of 108 B (utilization 0.333)
// CHECK:       function indexing:
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0)[s0] -> (2, s0, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 1]
// CHECK-NEXT:      (d0) -> (1, 0, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2]
// CHECK-NEXT:      reads: 9 elements of 27 (36 B, utilization 0.333); per result element 3 to 3, 9 in all
// CHECK-NEXT:  function @
// IO:          hlo-indexing: direction=input-to-output
// IO:          function indexing:
// IO:            result 0, argument 1:
// IO-NOT:        superset
// IO:          function @closed_call
module @jit_triangular attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3x3x3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<3x3x3xf32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %0#3 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3x3xf32>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %arg0, %iterArg_2 = %c_0, %iterArg_3 = %arg1, %iterArg_4 = %arg2) : tensor<i32>, tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_2, %iterArg_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %4 = stablehlo.multiply %iterArg_4, %3 : tensor<3xf32>
      %5 = stablehlo.convert %iterArg : tensor<i32>
      %6 = stablehlo.convert %iterArg_2 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare LT, %5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %8 = stablehlo.add %5, %c_7 : tensor<i32>
      %9 = stablehlo.select %7, %8, %5 : tensor<i1>, tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %11 = stablehlo.add %6, %c_9 : tensor<i32>
      %12 = stablehlo.select %10, %11, %6 : tensor<i1>, tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.add %c_12, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.select %13, %14, %c_14 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_slice %iterArg_1, %9, %12, %15, sizes = [1, 1, 3] : (tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3xf32>
      %17 = stablehlo.reshape %16 : (tensor<1x1x3xf32>) -> tensor<3xf32>
      %18 = stablehlo.add %4, %17 : tensor<3xf32>
      stablehlo.return %iterArg, %iterArg_1, %2, %iterArg_3, %18 : tensor<i32>, tensor<3x3x3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %0, %1#4 : tensor<i32>, tensor<3xf32>
  }
}

// -----

// lax.fori_loop(1, 4, lambda i, acc: acc.at[i].set(jnp.tanh(acc[i - 1] +
// xs[i])), x): the scatter overwrites row i, at an index known at each
// iteration, so row k of the result reads row 0 of x only (rows 1 to 3
// are overwritten before any read) and rows 1 to k of xs.
// CHECK-LABEL: argument 1: 36 B read of 48 B (utilization 0.750)
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      reads: 3 elements of 12 (12 B, utilization 0.250); per result element 1 to 1, 12 in all
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0 + 1, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 3],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2],
// CHECK-NEXT:      d0 - (s0 + 1) in [0, 2]
// CHECK-NEXT:      reads: 9 elements of 12 (36 B, utilization 0.750); per result element 0 to 3, 18 in all
// IO:          hlo-indexing: direction=input-to-output
// IO:          function indexing:
// IO:            result 0, argument 0:
// IO-NOT:        superset
// IO:          function @closed_call
module @jit_at_set attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<4x3xf32>) -> (tensor<4x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<4x3xf32>, tensor<i32>, tensor<4x3xf32>) -> (tensor<i32>, tensor<4x3xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<4x3xf32>, tensor<i32>, tensor<i32>, tensor<4x3xf32>
    }
    return %0#3 : tensor<4x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>, %arg2: tensor<4x3xf32>) -> (tensor<i32>, tensor<4x3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.convert %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %2, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_7 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg2, %5, %8, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x3xf32>) -> tensor<3xf32>
    %11 = stablehlo.convert %arg1 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %11, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.add %11, %c_9 : tensor<i32>
    %14 = stablehlo.select %12, %13, %11 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %16 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.select %15, %16, %c_14 : tensor<i1>, tensor<i32>
    %18 = stablehlo.dynamic_slice %arg0, %14, %17, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x3xf32>) -> tensor<3xf32>
    %20 = stablehlo.add %10, %19 : tensor<3xf32>
    %21 = stablehlo.tanh %20 : tensor<3xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %arg1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %23 = stablehlo.add %arg1, %c_16 : tensor<i32>
    %24 = stablehlo.select %22, %23, %arg1 : tensor<i1>, tensor<i32>
    %25 = stablehlo.convert %24 : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%arg2, %26, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<4x3xf32>
    return %0, %27 : tensor<i32>, tensor<4x3xf32>
  }
}


// -----

// lax.fori_loop(1, 3, lambda i, ys: lax.dynamic_update_slice_in_dim(ys,
// (x * i)[None], 2 * i - 1, 0), ys): the state is updated in place at
// rows 1 and 3; the other rows of ys are read, x only by those two rows.
// CHECK-LABEL: argument 1: 12 B read of 12 B (utilization 1.000)
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1) -> (2, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [2, 2],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1) -> (4, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [4, 4],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      reads: 9 elements of 15 (36 B, utilization 0.600); per result element 0 to 1, 9 in all
// CHECK-NEXT:    result 0, argument 1:
// CHECK-NEXT:      (d0, d1) -> (d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 3],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1) -> (d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      reads: 3 elements of 3 (12 B, utilization 1.000); per result element 0 to 1, 6 in all
// IO:          hlo-indexing: direction=input-to-output
// IO:          function indexing:
// IO:            result 0, argument 1:
// IO-NEXT:         (d0) -> (3, d0),
module @jit_dus attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<5x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<3xf32>, tensor<i32>, tensor<5x3xf32>) -> (tensor<i32>, tensor<5x3xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<5x3xf32>
    }
    return %0#3 : tensor<5x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<i32>, %arg2: tensor<5x3xf32>) -> (tensor<i32>, tensor<5x3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.multiply %c_0, %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.subtract %5, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %6, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.convert %6 : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.add %8, %c_3 : tensor<i32>
    %10 = stablehlo.select %7, %9, %6 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_update_slice %arg2, %4, %10, %c_4 : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %0, %11 : tensor<i32>, tensor<5x3xf32>
  }
}

