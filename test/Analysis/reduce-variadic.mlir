// stablehlo.reduce with several inputs: which inputs each result reads comes
// from the body's dataflow. The body combines two partial values
// (a_0..a_n-1, b_0..b_n-1), either of which may be an input element or a
// partial result (the order is unspecified), so arguments i and n + i both
// stand for component i; result r reads the inputs of the components that
// reach its returned value, transitively, and their init values; an empty
// reduction's result is its own init value.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// JAX's argmin: the minimum is selected by comparing values only (result 0
// reads x and its init, nothing of the positions); the position breaks ties
// by comparing positions (result 1 reads both).
// CHECK-LABEL: function @argmin{{$}}
// CHECK:       op 3 stablehlo.reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK:         result 0, operand 3:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK:         result 1, operand 1:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK:         result 1, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK:         result 1, operand 3:
// CHECK-NEXT:      (d0) -> (),
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK:         result 1, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// I2O-LABEL: function @argmin{{$}}
// I2O:         result 0, operand 1:
// I2O-NEXT:      (contributes to nothing)
// I2O:         result 1, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0),
func.func @argmin(%x: tensor<4x9xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %i = stablehlo.iota dim = 1 : tensor<4x9xi32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %inf), (%i init: %c0) across dimensions = [1] : (tensor<4x9xf32>, tensor<4x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %first = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %first : tensor<i1>
    %pick = stablehlo.or %lt, %tie : tensor<i1>
    %v = stablehlo.select %lt, %a, %b : tensor<i1>, tensor<f32>
    %p = stablehlo.select %pick, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %v, %p : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// Component 1 is a constant: a non-empty reduction's result 1 reads no
// input and no init value; result 0 is a sum of x.
// CHECK-LABEL: function @constant_component{{$}}
// CHECK:       op 0 stablehlo.reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0)[s0] -> (d0, s0),
// CHECK:         result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK:         result 0, operand 3:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 2:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 3:
// CHECK-NEXT:      (reads nothing)
// I2O-LABEL: function @constant_component{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0),
// I2O:         result 1, operand 3:
// I2O-NEXT:      (contributes to nothing)
func.func @constant_component(%x: tensor<4x9xf32>, %y: tensor<4x9xf32>, %x0: tensor<f32>, %y0: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = stablehlo.reduce(%x init: %x0), (%y init: %y0) across dimensions = [1] : (tensor<4x9xf32>, tensor<4x9xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<f32>, %d: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %s, %one : tensor<f32>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The same body over zero elements: each result is its own init value.
// CHECK-LABEL: function @empty{{$}}
// CHECK:       op 0 stablehlo.reduce
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 0, operand 2:
// CHECK-NEXT:      (d0) -> (),
// CHECK:         result 0, operand 3:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 2:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 3:
// CHECK-NEXT:      (d0) -> (),
// I2O-LABEL: function @empty{{$}}
// I2O:         result 1, operand 3:
// I2O-NEXT:      ()[s0] -> (s0),
func.func @empty(%x: tensor<4x0xf32>, %y: tensor<4x0xf32>, %x0: tensor<f32>, %y0: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = stablehlo.reduce(%x init: %x0), (%y init: %y0) across dimensions = [1] : (tensor<4x0xf32>, tensor<4x0xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<f32>, %d: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %s, %one : tensor<f32>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
