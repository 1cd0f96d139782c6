// A loop whose state reads itself at the counter, as JAX prints it
// (jax.jit(f).lower(...).as_text(), JAX 0.10.2):
// lax.fori_loop(1, 4, lambda i, c: c.at[i].add(c[i - 1]), c). Element i
// is written from element i - 1, so each iteration has its own maps and
// the loop is followed iteration by iteration (docs/contract.md,
// "stablehlo.while with a counter and a static trip count"): result
// element k reads elements 0 to k, exactly (10 reads in all), in both
// directions. The scatter adds to its input, so it is no choice per
// iteration, and the scatter's one-element index vector is followed to
// the counter.
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text %s | FileCheck %s --check-prefix=IO

// CHECK-LABEL: function @main
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3]
// CHECK-NEXT:      (d0) -> (0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [1, 1]
// CHECK-NEXT:      (d0) -> (1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [2, 2]
// CHECK-NEXT:      (d0) -> (0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [2, 2]
// CHECK-NEXT:      (d0) -> (2),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 3]
// CHECK-NEXT:      (d0) -> (1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 3]
// CHECK-NEXT:      (d0) -> (0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [3, 3]
// CHECK-NEXT:      reads: 4 elements of 4 (16 B, utilization 1.000); per result element 1 to 4, 10 in all
// CHECK-NEXT:  function @closed_call
// IO-LABEL:    function @main
// IO:          function indexing:
// IO-NEXT:       result 0, argument 0:
// IO-NEXT:         (d0) -> (d0),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [0, 3]
// IO-NEXT:         (d0) -> (1),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [0, 0]
// IO-NEXT:         (d0) -> (2),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [1, 1]
// IO-NEXT:         (d0) -> (2),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [0, 0]
// IO-NEXT:         (d0) -> (3),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [2, 2]
// IO-NEXT:         (d0) -> (3),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [1, 1]
// IO-NEXT:         (d0) -> (3),
// IO-NEXT:         domain:
// IO-NEXT:         d0 in [0, 0]
// IO-NEXT:     function @closed_call
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    return %0#2 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg0, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %5, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %arg0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %10 = stablehlo.select %8, %9, %arg0 : tensor<i1>, tensor<i32>
    %11 = stablehlo.convert %10 : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.scatter"(%arg1, %12, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %14 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    return %0, %13 : tensor<i32>, tensor<4xf32>
  }
}

