// Loops as JAX prints them (jax.jit(f).lower(...).as_text(), JAX 0.10.2),
// with a counter and a static trip count: the iteration is a range
// variable and the maps are exact (docs/contract.md, "stablehlo.while with
// a counter and a static trip count"); the last one has no counter.
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=IO

// lax.scan(lambda h, w: (tanh(h @ w), None), h, ws) over 3 stacked layers:
// the last layer is read at the result's column only, the two before it
// whole (every element of h mixes them), and h at the result's row.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (2, s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3]
// CHECK-NEXT:      (d0, d1)[s0, s1, s2] -> (s0, s1, s2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 1],
// CHECK-NEXT:      s1 in [0, 3],
// CHECK-NEXT:      s2 in [0, 3]
// CHECK-NEXT:      reads: 48 elements of 48 (192 B, utilization 1.000); per result element 36 to 36, 288 in all
// CHECK-NOT:       superset
module @jit_layers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4x4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<3x4x4xf32>, tensor<i32>, tensor<2x4xf32>
    cond {
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<3x4x4xf32>, tensor<i32>) -> tensor<4x4xf32>
      %2 = func.call @closed_call(%iterArg_1, %1) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %3, %2 : tensor<3x4x4xf32>, tensor<i32>, tensor<2x4xf32>
    }
    return %0#2 : tensor<2x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4x4xf32>, %arg1: tensor<i32>) -> tensor<4x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 4] : (tensor<3x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.tanh %0 : tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
}

// -----

// fori_loop(0, 5, lambda i, x: jnp.roll(x, 1), x) on 4 elements: five
// rolls are one roll, followed iteration by iteration: each result element
// reads one element.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 3]
// CHECK-NEXT:      (d0) -> (1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [2, 2]
// CHECK-NEXT:      (d0) -> (0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1]
// CHECK-NEXT:      (d0) -> (3),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0]
// CHECK-NEXT:      reads: 4 elements of 4 (16 B, utilization 1.000); per result element 1 to 1, 4 in all
module @jit_roll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %c_1 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @closed_call(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @_roll_static(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @_roll_static(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.slice %arg0 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}

// -----

// fori_loop(0, 6, ...) adding x[2*i] * x[2*i+1]: the index is computed in
// the function JAX makes of the body (with a negative index wrapped), from
// its copy of the counter; the callee's maps are taken with the counter's
// values (0 to 5), so the index folds: 12 elements read, the last
// iteration's two apart from the five before.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (10),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0]
// CHECK-NEXT:      (d0) -> (11),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0]
// CHECK-NEXT:      (d0)[s0] -> (s0 * 2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      s0 in [0, 4]
// CHECK-NEXT:      (d0)[s0] -> (s0 * 2 + 1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 0],
// CHECK-NEXT:      s0 in [0, 4]
// CHECK-NEXT:      reads: 12 elements of 12 (48 B, utilization 1.000); per result element 12 to 12, 12 in all
module @jit_pairs attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %0) : tensor<12xf32>, tensor<i32>, tensor<i32>, tensor<1xf32>
    cond {
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<12xf32>, tensor<i32>, tensor<1xf32>) -> (tensor<i32>, tensor<1xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %3, %2#0, %2#1 : tensor<12xf32>, tensor<i32>, tensor<i32>, tensor<1xf32>
    }
    return %1#3 : tensor<1xf32>
  }
  func.func private @closed_call(%arg0: tensor<12xf32>, %arg1: tensor<i32>, %arg2: tensor<1xf32>) -> (tensor<i32>, tensor<1xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.multiply %c_0, %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<12> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, sizes = [1] : (tensor<12xf32>, tensor<i32>) -> tensor<1xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.multiply %c_3, %arg1 : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.add %7, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %8, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.convert %8 : tensor<i32>
    %c_6 = stablehlo.constant dense<12> : tensor<i32>
    %11 = stablehlo.add %10, %c_6 : tensor<i32>
    %12 = stablehlo.select %9, %11, %8 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg0, %12, sizes = [1] : (tensor<12xf32>, tensor<i32>) -> tensor<1xf32>
    %14 = stablehlo.multiply %6, %13 : tensor<1xf32>
    %15 = stablehlo.add %arg2, %14 : tensor<1xf32>
    return %0, %15 : tensor<i32>, tensor<1xf32>
  }
}

// -----

// A cumulative sum by lax.scan over 5 rows: the carry reads every row at
// its column; the stacked result, written at the counter, reads at row
// d0 the row itself and the rows before it (s0 < d0): the carry at the
// start of iteration d0. Every row is written, so the zeros it starts
// from are not read.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (s0, d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 4]
// CHECK-NEXT:      reads: 15 elements of 15 (60 B, utilization 1.000); per result element 5 to 5, 15 in all
// CHECK-NEXT:    result 1, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 4],
// CHECK-NEXT:      -d0 + s0 in [-4, -1]
// CHECK-NEXT:      reads: 15 elements of 15 (60 B, utilization 1.000); per result element 1 to 5, 45 in all
// CHECK-NOT:       superset
// Input to output, the inverse: row d0 of xs reaches the result's rows
// from d0 on (s0 > d0 through the carry).
// IO:      result 1, argument 0:
// IO:      (d0, d1)[s0] -> (s0, d1),
// IO-NEXT: domain:
// IO-NEXT: d0 in [0, 4],
// IO-NEXT: d1 in [0, 2],
// IO-NEXT: s0 in [0, 4],
// IO-NEXT: d0 - s0 in [-4, -1]
module @jit_cumsum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %0, %iterArg_3 = %1) : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %4:2 = func.call @closed_call(%iterArg_2, %3) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_3, %4#1, %iterArg_1) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %6, %4#0, %5 : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %2#2, %2#3 : tensor<3xf32>, tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    return %0, %0 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
}

// -----

// A reverse scan (lax.scan(..., reverse=True)) of a cumulative sum: the
// body reads row 4 - i; ys[d0] reads rows d0 and after.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      d1 in [0, 2]
// CHECK-NEXT:      (d0, d1)[s0] -> (-s0 + 4, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      d1 in [0, 2],
// CHECK-NEXT:      s0 in [0, 4],
// CHECK-NEXT:      d0 + s0 in [0, 3]
// CHECK-NEXT:      reads: 15 elements of 15 (60 B, utilization 1.000); per result element 1 to 5, 45 in all
module @jit_rev attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %0, %iterArg_3 = %1) : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.subtract %c_4, %iterArg_1 : tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.subtract %3, %c_5 : tensor<i32>
      %5 = func.call @dynamic_index_in_dim(%iterArg, %4) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %6:2 = func.call @closed_call(%iterArg_2, %5) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_3, %6#1, %4) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_1, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %8, %6#0, %7 : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %2#3 : tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    %1 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
}

// -----

// lax.map(lambda r: sum(r * r), xs): result i reads row i.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:      reads: 12 elements of 12 (48 B, utilization 1.000); per result element 3 to 3, 12 in all
module @jit_mapped attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %0) : tensor<4x3xf32>, tensor<i32>, tensor<4xf32>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %3 = func.call @closed_call(%2) : (tensor<3xf32>) -> tensor<f32>
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_1, %3, %iterArg_0) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %5, %4 : tensor<4x3xf32>, tensor<i32>, tensor<4xf32>
    }
    return %1#2 : tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// Nested scans: an inner cumulative sum over each row, stacked by the outer
// scan: ys[i, j] reads xs[i, j] and xs[i, s0] with s0 < j.
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      ()[s0, s1] -> (s0, s1),
// CHECK:         result 1, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3]
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3],
// CHECK-NEXT:      -d1 + s0 in [-3, -1]
// CHECK-NEXT:      reads: 12 elements of 12 (48 B, utilization 1.000); per result element 1 to 4, 30 in all
module @jit_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %cst, %iterArg_3 = %0) : tensor<3x4xf32>, tensor<i32>, tensor<f32>, tensor<3x4xf32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<3x4xf32>, tensor<i32>) -> tensor<4xf32>
      %3:2 = func.call @closed_call(%iterArg_2, %2) : (tensor<f32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
      %4 = func.call @dynamic_update_index_in_dim_2(%iterArg_3, %3#1, %iterArg_1) : (tensor<3x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %4 : tensor<3x4xf32>, tensor<i32>, tensor<f32>, tensor<3x4xf32>
    }
    return %1#2, %1#3 : tensor<f32>, tensor<3x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c, %iterArg_2 = %cst, %iterArg_3 = %0) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_1) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %5:2 = func.call @closed_call_1(%iterArg_2, %4) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_3, %5#1, %iterArg_1) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %7, %5#0, %6 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    }
    %2 = stablehlo.convert %arg0 : tensor<f32>
    %3 = stablehlo.add %2, %1#2 : tensor<f32>
    return %3, %1#3 : tensor<f32>, tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.add %0, %arg1 : tensor<f32>
    %2 = stablehlo.convert %arg0 : tensor<f32>
    %3 = stablehlo.add %2, %arg1 : tensor<f32>
    return %1, %3 : tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}

// -----

// lax.while_loop(lambda c: sum(c) < 10, lambda c: c * 2, x): the number of
// iterations depends on the data, so the union over every number is marked
// (every element reads every element through the condition).
// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      s0 in [0, 2]
// CHECK-NEXT:      (a sound superset, not exact: stablehlo.while: the union over every number of iterations, not only the number that runs)
module @jit_dd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<3xf32>
    cond {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.reduce(%iterArg init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %2 = stablehlo.compare LT, %1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %2 = stablehlo.multiply %iterArg, %1 : tensor<3xf32>
      stablehlo.return %2 : tensor<3xf32>
    }
    return %0 : tensor<3xf32>
  }
}
