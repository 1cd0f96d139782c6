// case and if: each result reads the branch index (or predicate) at every
// element, and, through the branches, the union of what each branch's
// returned value reads of the values the branches capture from outside.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=JSON
// RUN: index-opt --hlo-indexing=direction=input-to-output --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=IO

// Two branches reading different slices of one captured value: the union
// of the two slices, and the index at every element.
// CHECK-LABEL: function @slices
// CHECK: op 0 stablehlo.case
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: (d0) -> (),
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (d0) -> (),
// CHECK: result 0, argument 1:
// CHECK-NEXT: (d0) -> (d0),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3]
// CHECK-NEXT: (d0) -> (d0 * 2 + 8),
// CHECK-NEXT: domain:
// CHECK-NEXT: d0 in [0, 3]
// CHECK-NOT: unknown
// Input to output: the index reaches every element; an element of the
// captured value reaches the result where either branch takes it.
// IO-LABEL: function @slices
// IO: function indexing:
// IO-NEXT: result 0, argument 0:
// IO-NEXT: ()[s0] -> (s0),
// IO: result 0, argument 1:
// IO-NEXT: (d0) -> (d0),
// IO-NEXT: domain:
// IO-NEXT: d0 in [0, 3]
// IO-NEXT: (d0) -> (d0 floordiv 2 - 4),
// IO-NEXT: domain:
// IO-NEXT: d0 in [8, 14],
// IO-NEXT: d0 mod 2 in [0, 0]
// JSON: "name": "slices"
// JSON-NOT: "unknown"
// JSON: "name": "if"
// JSON-NOT: "unknown"
// JSON: "name": "opaque"
// JSON: "unknown": "stablehlo.custom_call: custom_call @mystery: the target's access pattern is opaque"
func.func @slices(%i: tensor<i32>, %a: tensor<16xf32>) -> tensor<4xf32> {
  %r = "stablehlo.case"(%i) ({
    %s = stablehlo.slice %a [0:4] : (tensor<16xf32>) -> tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }, {
    %s = stablehlo.slice %a [8:16:2] : (tensor<16xf32>) -> tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// if: a branch returning a captured value as it is, the other a
// transpose of another argument; the predicate, computed from an argument,
// is read by every element.
// CHECK-LABEL: function @if
// CHECK: function indexing:
// CHECK-NEXT: result 0, argument 0:
// CHECK-NEXT: (d0, d1) -> (),
// CHECK: result 0, argument 1:
// CHECK-NEXT: (d0, d1) -> (d0, d1),
// CHECK: result 0, argument 2:
// CHECK-NEXT: (d0, d1) -> (d1, d0),
func.func @if(%p: tensor<f32>, %a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %c = stablehlo.compare GT, %p, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r = "stablehlo.if"(%c) ({
    stablehlo.return %a : tensor<2x3xf32>
  }, {
    %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    stablehlo.return %t : tensor<2x3xf32>
  }) : (tensor<i1>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A branch with an opaque custom_call: what the result reads of the value
// it passes is unknown, naming the op; the index stays known.
// CHECK-LABEL: function @opaque
// CHECK: result 0, argument 0:
// CHECK-NEXT: (d0) -> (),
// CHECK: result 0, argument 1:
// CHECK-NEXT: unknown: stablehlo.custom_call: custom_call @mystery: the target's access pattern is opaque
func.func @opaque(%i: tensor<i32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.case"(%i) ({
    %s = stablehlo.custom_call @mystery(%a) : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }, {
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A result without elements reads nothing, not even the index.
// CHECK-LABEL: function @empty
// CHECK: op 0 stablehlo.case
// CHECK-NEXT: result 0, operand 0:
// CHECK-NEXT: (reads nothing)
func.func @empty(%i: tensor<i32>, %a: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<0x4xf32>
  }) : (tensor<i32>) -> tensor<0x4xf32>
  return %r : tensor<0x4xf32>
}

// -----

// The same reason when the case's result is read whole (the reduction's
// shortcut through what all of a value reads) as when it is walked.
// CHECK-LABEL: function @whole
// CHECK: function indexing:
// CHECK: result 0, argument 1:
// CHECK-NEXT: unknown: stablehlo.custom_call: custom_call @mystery: the target's access pattern is opaque
func.func @whole(%i: tensor<i32>, %a: tensor<4xf32>) -> tensor<f32> {
  %r = "stablehlo.case"(%i) ({
    %s = stablehlo.custom_call @mystery(%a) : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }, {
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %t = stablehlo.reduce(%r init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %t : tensor<f32>
}
