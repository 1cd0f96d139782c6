// stablehlo.sort (input to output: the output-to-input relation inverted).
// Spec: the operands are permuted together along `dimension` by the
// comparator, so result element i along that dimension may come from any
// position of its operand's row, and where it lands depends on the rows of
// the operands the comparator compares: result r reads operand r and every
// compared operand along the sort dimension (a range variable), the other
// dimensions unchanged, and nothing of the other operands (the
// comparator's dataflow: block argument 2i or 2i + 1 reaching its return).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// Keys and values sorted along dim 1 of 3x4, the keys compared: result r (d0, d1) reads operand o (d0, s0),
// s0 in [0, 3], except that the sorted keys read nothing of the values.
// CHECK-LABEL: function @key_value{{$}}
// CHECK:       op 0 stablehlo.sort
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3]
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3]
// CHECK-NEXT:    result 1, operand 1:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 2],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      s0 in [0, 3]
// I2O-LABEL: function @key_value{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 2],
// I2O-NEXT:      d1 in [0, 3],
// I2O-NEXT:      s0 in [0, 3]
func.func @key_value(%k: tensor<3x4xf32>, %v: tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi32>
}

// -----

// Sorted along dim 0 of 5x2: result (d0, d1) reads (s0, d1), s0 in [0, 4].
// CHECK-LABEL: function @columns{{$}}
// CHECK:       op 0 stablehlo.sort
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (s0, d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 4],
// CHECK-NEXT:      d1 in [0, 1],
// CHECK-NEXT:      s0 in [0, 4]
func.func @columns(%k: tensor<5x2xf32>) -> tensor<5x2xf32> {
  %0 = "stablehlo.sort"(%k) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5x2xf32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}
