// Control flow over values with dynamic dimensions: the regions are not
// followed (their maps at symbolic sizes are not computed); every result
// reads every operand whole, with the size variables, marked as a sound
// superset; what the regions capture is read whole too. Static control
// flow follows its regions (test/ControlFlow/while.mlir, case-if.mlir).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @loop{{$}}
// CHECK:       op 2 stablehlo.while
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      () -> ()
// CHECK-NEXT:      (a sound superset, not exact: stablehlo.while over values with dynamic dimensions: its regions are not followed; every element)
// CHECK:         result 1, operand 1:
// CHECK-NEXT:      (d0)[s0]{rt0, rt1} -> (s0),
// CHECK:             rt0: size of dimension 0 of operand 1
// CHECK-NEXT:        rt1: size of dimension 0 of result 1
// CHECK-NEXT:      (a sound superset, not exact: stablehlo.while over values with dynamic dimensions: its regions are not followed; every element)
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0]{rt0, rt1} -> (s0),
// CHECK-NOT:   unknown
// I2O-LABEL: function @loop{{$}}
// I2O:         result 1, operand 1:
// I2O-NEXT:      (d0)[s0]{rt0, rt1} -> (s0),
// I2O-NOT:     unknown
func.func @loop(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<?xf32>
    cond {
      %p = stablehlo.compare LT, %i, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %w = stablehlo.exponential %v : tensor<?xf32>
      stablehlo.return %n, %w : tensor<i32>, tensor<?xf32>
    }
  return %r#1 : tensor<?xf32>
}

// -----

// An if whose branches return a captured dynamic value: the predicate and
// the captured value are read whole.
// CHECK-LABEL: function @branch{{$}}
// CHECK:       op 0 stablehlo.if
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0){rt0} -> (),
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0){rt0} -> (),
// CHECK:         result 0, argument 1:
// CHECK-NEXT:      (d0)[s0]{rt0} -> (s0),
// CHECK-NOT:   unknown
// I2O-LABEL: function @branch{{$}}
// I2O:         result 0, argument 1:
// I2O-NEXT:      (d0)[s0]{rt0} -> (s0),
// I2O-NOT:     unknown
func.func @branch(%p: tensor<i1>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?xf32>
  }, {
    %e = stablehlo.exponential %x : tensor<?xf32>
    stablehlo.return %e : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
