// while: the maps from each result to each operand over every number of
// iterations (a fixed point of the body's maps), with what the condition
// reads at every element; pairs still changing after 8 iterations are
// widened to every element and marked as sound supersets.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=JSON
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=IO

// A counter and two carried values swapped through transposes: after an
// even number of iterations each reads itself, after an odd number the
// other, transposed. The counter reads itself; every element reads the
// counter (the condition does) and the bound the condition captures.
// CHECK-LABEL: function @counter
// CHECK: op 1 stablehlo.while
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: () -> ()
// CHECK-NEXT: result 0, operand 1:
// CHECK-NEXT: (reads nothing)
// CHECK: result 1, operand 1:
// CHECK-NEXT: (d0, d1) -> (d0, d1),
// CHECK: result 1, operand 2:
// CHECK-NEXT: (d0, d1) -> (d1, d0),
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (reads nothing)
// CHECK: result 0, argument 2:
// CHECK-NEXT: () -> ()
// CHECK-NEXT: result 1, argument 0:
// CHECK-NEXT: (d0, d1) -> (d0, d1),
// CHECK: result 1, argument 1:
// CHECK-NEXT: (d0, d1) -> (d1, d0),
// CHECK: result 1, argument 2:
// CHECK-NEXT: (d0, d1) -> (),
// CHECK-NOT: superset
// Input to output, the transpose: an element of each carried value goes
// to itself or, transposed, to the other; the bound reaches everything.
// IO-LABEL: function @counter
// IO: function indexing:
// IO-NEXT: result 0, argument 0:
// IO-NEXT: (contributes to nothing)
// IO: result 0, argument 2:
// IO-NEXT: () -> ()
// IO-NEXT: result 1, argument 0:
// IO-NEXT: (d0, d1) -> (d0, d1),
// IO: result 1, argument 1:
// IO-NEXT: (d0, d1) -> (d1, d0),
// IO-NEXT: domain:
// IO-NEXT: d0 in [0, 2],
// IO: result 1, argument 2:
// IO-NEXT: ()[s0, s1] -> (s0, s1),
// IO-NOT: superset
// IO-LABEL: function @scan
// IO-LABEL: function @shift
// IO: (a sound superset, not exact: stablehlo.while: no fixed point after 8 iterations; widened to every element)
// JSON: "name": "counter"
// JSON-NOT: "unknown"
// JSON-NOT: "superset"
// JSON: "name": "scan"
func.func @counter(%x: tensor<4x3xf32>, %y: tensor<3x4xf32>, %n: tensor<i32>) -> (tensor<i32>, tensor<4x3xf32>, tensor<3x4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %y) : tensor<i32>, tensor<4x3xf32>, tensor<3x4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
      %t2 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
      stablehlo.return %i2, %t, %t2 : tensor<i32>, tensor<4x3xf32>, tensor<3x4xf32>
    }
  return %r#0, %r#1, %r#2 : tensor<i32>, tensor<4x3xf32>, tensor<3x4xf32>
}

// -----

// A scan as JAX prints it: the accumulator reads one row of the stacked
// input per iteration, at the counter. The counter starts at 0, steps by
// 1 and stops at 8: iteration s0 reads row s0, and every iteration runs,
// so the map is exact with the iteration as a range variable (not a
// runtime variable).
// CHECK-LABEL: function @scan
// CHECK: op 1 stablehlo.while
// CHECK: result 1, operand 2:
// CHECK-NEXT: (d0)[s0] -> (s0, d0),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3],
// CHECK-NEXT: s0 in [0, 7]
// CHECK-NEXT: result 2, operand 0:
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (d0)[s0] -> (s0, d0),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3],
// CHECK-NEXT: s0 in [0, 7]
// CHECK-NEXT: result 0, argument 1:
// CHECK-NEXT: (d0) -> (d0),
// JSON: "name": "stablehlo.while"
// JSON-NOT: "rt_vars"
// JSON: "name": "stablehlo.constant"
// JSON: "name": "shift"
func.func @scan(%xs: tensor<8x4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %acc = %init, %x = %xs) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
    cond {
      %c8 = stablehlo.constant dense<8> : tensor<i32>
      %p = stablehlo.compare LT, %i, %c8 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %z = stablehlo.constant dense<0> : tensor<i32>
      %row = stablehlo.dynamic_slice %x, %i, %z, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %row2 = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
      %acc2 = stablehlo.add %acc, %row2 : tensor<4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i2, %acc2, %x : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
    }
  return %r#1 : tensor<4xf32>
}

// -----

// A shift by one per iteration along 16 elements: after k iterations
// element i reads element i + k, so the maps grow for 16 iterations; after
// 8 the pair is widened to every element and says it is a superset.
// CHECK-LABEL: function @shift
// CHECK: op 2 stablehlo.while
// CHECK: result 1, operand 1:
// CHECK-NEXT: (d0)[s0] -> (s0),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 15],
// CHECK-NEXT: s0 in [0, 15]
// CHECK-NEXT: (a sound superset, not exact: stablehlo.while: no fixed point after 8 iterations; widened to every element)
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (d0)[s0] -> (s0),
// CHECK: (a sound superset, not exact: stablehlo.while: no fixed point after 8 iterations; widened to every element)
// CHECK-NEXT: result 0, argument 1:
// CHECK-NEXT: (d0) -> (),
// CHECK-NOT: superset
// JSON: "stablehlo.while"
// JSON: "(d0)[s0] -> (s0), domain: d0 in [0, 15], s0 in [0, 15]"
// JSON-NEXT: ],
// JSON-NEXT: "superset": "stablehlo.while: no fixed point after 8 iterations; widened to every element"
// JSON: "function_indexing"
// JSON: "superset": "stablehlo.while: no fixed point after 8 iterations; widened to every element"
// JSON: "name": "nested"
func.func @shift(%x: tensor<16xf32>, %n: tensor<i32>) -> tensor<16xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<16xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s = stablehlo.slice %a [1:16] : (tensor<16xf32>) -> tensor<15xf32>
      %t = stablehlo.pad %s, %z, low = [0], high = [1], interior = [0] : (tensor<15xf32>, tensor<f32>) -> tensor<16xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i2, %t : tensor<i32>, tensor<16xf32>
    }
  return %r#1 : tensor<16xf32>
}

// -----

// A loop in a loop, a call and a captured value in the inner body: the
// value added at each inner iteration is read at the index and reversed.
// Neither loop steps its counter, so how many iterations run is not known:
// the union over every number is marked as a superset.
// CHECK-LABEL: function @nested
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (d0) -> (d0),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3]
// CHECK-NEXT: (d0) -> (-d0 + 3),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3]
// CHECK-NEXT: (a sound superset, not exact: stablehlo.while: the union over every number of iterations, not only the number that runs)
// CHECK-NEXT: result 0, argument 1:
// CHECK-NEXT: (d0) -> (),
// CHECK: result 0, argument 2:
// CHECK-NEXT: (d0) -> (d0),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3]
// CHECK-NEXT: (d0) -> (-d0 + 3),
// JSON-NOT: "unknown"
// IO-LABEL: function @nested
// IO: function indexing:
// IO-NEXT: result 0, argument 0:
// IO-NEXT: (d0) -> (d0),
// IO-NEXT: domain:
// IO-NEXT: d0 in [0, 3]
// IO-NEXT: (d0) -> (-d0 + 3),
// IO: result 0, argument 1:
// IO-NEXT: ()[s0] -> (s0),
// IO-NOT: unknown
func.func private @reversed(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.reverse %a, dims = [0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @nested(%x: tensor<4xf32>, %n: tensor<i32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = stablehlo.while(%i = %n, %a = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %in:2 = stablehlo.while(%j = %i, %b = %a) : tensor<i32>, tensor<4xf32>
        cond {
          %q = stablehlo.compare LT, %j, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %q : tensor<i1>
        } do {
          %c = func.call @reversed(%b) : (tensor<4xf32>) -> tensor<4xf32>
          %d = stablehlo.add %c, %w : tensor<4xf32>
          stablehlo.return %j, %d : tensor<i32>, tensor<4xf32>
        }
      stablehlo.return %i, %in#1 : tensor<i32>, tensor<4xf32>
    }
  return %r#1 : tensor<4xf32>
}
