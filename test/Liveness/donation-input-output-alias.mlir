// Donation through the module attribute `mhlo.input_output_alias` (as XLA's
// HLO import and JAX print it): an entry naming a whole parameter of the
// entry function (`parameter_index = array<i64>`) gives that argument up
// like `tf.aliasing_output`; an entry for part of a tuple parameter
// (`parameter_index` not empty) gives up only that part and is left out (the
// argument stays the caller's). An alias to an output wins over
// `jax.buffer_donor = false`: XLA aliases the buffer either way.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text %s | FileCheck %s --check-prefix=TEXT

// Kept for the whole function: %b (8 B table + 64 B leaf) and %d (64 B),
// 136 B. %a (alias entry, whole) and %c (alias entry over
// jax.buffer_donor = false) are live only until their last reads (#0, #1).
// #0: 136 + %a + %c + negate = 328; #2: 136 + two 64 B values = 264.
// CHECK-LABEL:  "name": "main",
// CHECK:          "peak_bytes": 328,
// CHECK:          "timeline": [
// CHECK-NEXT:       [
// CHECK-NEXT:         0,
// CHECK-NEXT:         328
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         328
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         2,
// CHECK-NEXT:         264
// CHECK-NEXT:       ],
// TEXT-LABEL: @main (
// TEXT-NEXT:    peak: 328 B at op #0 stablehlo.negate
// TEXT:         live at the peak (largest first):
// TEXT-NEXT:      b0 64 B %arg0
// TEXT-NEXT:      b2 64 B %arg1
// TEXT-NEXT:      b3 64 B %arg2
// TEXT-NEXT:      b4 64 B %arg3
// TEXT-NEXT:      b5 64 B op #0 result 0
// TEXT-NEXT:      b1 8 B %arg1
// TEXT:           b0 64 B live #0..#0 %arg0{{$}}
// TEXT:           b3 64 B live #0..#1 %arg2{{$}}
module attributes {mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64: 0>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 1>}]} {
  func.func @main(%a: tensor<16xf32>, %b: tuple<tensor<16xf32>>, %c: tensor<16xf32> {jax.buffer_donor = false}, %d: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = stablehlo.negate %a : tensor<16xf32>
    %1 = stablehlo.negate %c : tensor<16xf32>
    %g = stablehlo.get_tuple_element %b[0] : (tuple<tensor<16xf32>>) -> tensor<16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16xf32>
    %3 = stablehlo.add %2, %g : tensor<16xf32>
    %4 = stablehlo.add %3, %d : tensor<16xf32>
    return %4, %2 : tensor<16xf32>, tensor<16xf32>
  }
}
