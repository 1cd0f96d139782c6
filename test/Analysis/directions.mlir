// Both directions on the examples of XLA's indexing documentation
// (https://openxla.org/xla/indexing): broadcast adds range
// variables input-to-output, reduce adds them output-to-input; slice and
// concatenate restrict domains.
// RUN: index-opt --hlo-indexing="direction=output-to-input" --indexing-report=text %s | FileCheck %s --check-prefix=O2I
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text %s | FileCheck %s --check-prefix=I2O
// RUN: index-opt --pass-pipeline='builtin.module(hlo-indexing{direction=input-to-output})' --indexing-report=text %s | FileCheck %s --check-prefix=I2O
// A bad direction is a located error with status 1.
// RUN: %expect-exit 1 index-opt --hlo-indexing="direction=sideways" --indexing-report=text %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: hlo-indexing: direction must be 'output-to-input' or 'input-to-output', not 'sideways'

// O2I-LABEL: op 0 stablehlo.broadcast_in_dim
// O2I:         (d0, d1, d2) -> (d1),
// I2O-LABEL: op 0 stablehlo.broadcast_in_dim
// I2O:         (d0)[s0, s1] -> (s0, d0, s1),
// I2O-NEXT:    domain:
// I2O-NEXT:    d0 in [0, 19],
// I2O-NEXT:    s0 in [0, 9],
// I2O-NEXT:    s1 in [0, 29]
// O2I-LABEL: op 1 stablehlo.reduce
// O2I:         (d0, d1)[s0, s1] -> (s0, d0, d1, s1),
// O2I-NEXT:    domain:
// O2I-NEXT:    d0 in [0, 3],
// O2I-NEXT:    d1 in [0, 7],
// O2I-NEXT:    s0 in [0, 1],
// O2I-NEXT:    s1 in [0, 15]
// I2O-LABEL: op 1 stablehlo.reduce
// I2O:         (d0, d1, d2, d3) -> (d1, d2),
// O2I-LABEL: op 4 stablehlo.slice
// O2I:         (d0, d1) -> (d0 * 2 + 1, d1 * 3 + 2),
// I2O-LABEL: op 4 stablehlo.slice
// I2O:         (d0, d1) -> ((d0 - 1) floordiv 2, (d1 - 2) floordiv 3),
// I2O-NEXT:    domain:
// I2O-NEXT:    d0 in [1, 7],
// I2O-NEXT:    d1 in [2, 11],
// I2O-NEXT:    (d0 - 1) mod 2 in [0, 0],
// I2O-NEXT:    (d1 - 2) mod 3 in [0, 0]
// O2I-LABEL: op 5 stablehlo.concatenate
// O2I:         result 0, operand 1:
// O2I-NEXT:      (d0, d1) -> (d0, d1 - 3),
// O2I-NEXT:      domain:
// O2I-NEXT:      d0 in [0, 1],
// O2I-NEXT:      d1 in [3, 7]
// I2O-LABEL: op 5 stablehlo.concatenate
// I2O:         result 0, operand 1:
// I2O-NEXT:      (d0, d1) -> (d0, d1 + 3),
func.func @main(%p: tensor<20xf32>, %in: tensor<2x4x8x16xf32>, %s: tensor<f32>, %x: tensor<8x12xf32>, %a: tensor<2x3xf32>, %b: tensor<2x5xf32>) {
  %0 = stablehlo.broadcast_in_dim %p, dims = [1] : (tensor<20xf32>) -> tensor<10x20x30xf32>
  %1 = stablehlo.reduce(%in init: %s) applies stablehlo.add across dimensions = [0, 3] : (tensor<2x4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
  %2 = stablehlo.slice %x [1:8:2, 2:12:3] : (tensor<8x12xf32>) -> tensor<4x4xf32>
  %3 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  return
}
