// Figures that agree with their own maps (docs/contract.md, "Counts",
// "Coalescing"): an unknown function-level entry makes a summary's bytes
// bounds (never "0 B read"), no count above the operand's size, and an
// exact claim only with every figure a point.
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing=counts=true --coalescing --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=COAL

// The add reads %a directly, but the function-level entry is unknown
// (through the custom_call): bounds up to the whole argument, with why.
// CHECK-LABEL: function @opaque_and_direct
// CHECK-NEXT:  summary:
// CHECK-NEXT:    argument 0: 0..16 B read of 16 B (utilization 0.000..1.000; some reads unknown: stablehlo.custom_call: custom_call @k: the target's access pattern is opaque)
// CHECK-NEXT:    total: 0..16 B read from the arguments (some reads unknown)
func.func @opaque_and_direct(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %a : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A known entry and an unknown one of the same argument: at least what the
// known one reads (the whole of it here).
// CHECK-LABEL: function @known_and_unknown
// CHECK-NEXT:  summary:
// CHECK-NEXT:    argument 0: 16 B read of 16 B (utilization 1.000; some reads unknown: stablehlo.custom_call: custom_call @k: the target's access pattern is opaque)
func.func @known_and_unknown(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.negate %a : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The operand's maps with a free runtime start: the union's bounds add up
// to 176 of 64 elements; clamped to the operand (utilization at most 1).
// CHECK-LABEL: function @dus
// CHECK:       op 0 stablehlo.dynamic_update_slice at {{.*[0-9]$}}
// CHECK-NEXT:    result 0, operand 0:
// CHECK:         reads: 48..64 elements of 64 (192..256 B, utilization 0.750..1.000); per result element 0 to 1..4, 48..176 in all (bounds: not exact)
func.func @dus(%t: tensor<8x8xf32>, %u: tensor<2x3xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dynamic_update_slice %t, %u, %i, %j : (tensor<8x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// A runtime start: the fewest transactions of the warp are 1..2 (bounds),
// so the figures are bounds with their reason, not "not coalesced".
// COAL-LABEL: function @ds
// COAL:        op 0 stablehlo.dynamic_slice at {{.*[0-9]$}}
// COAL-NEXT:    result 0, operand 0:
// COAL:         coalescing: 1..2 to 2 transactions per warp (1 warps), 2 in all; 256 B moved for 24 B needed, efficiency 0.094; bounds: addresses depend on runtime values
func.func @ds(%t: tensor<8x8xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<3x2xf32> {
  %0 = stablehlo.dynamic_slice %t, %i, %j, sizes = [3, 2] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
