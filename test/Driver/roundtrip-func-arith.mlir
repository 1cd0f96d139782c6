// Parse, verify and print builtin/func/arith IR; printing again is a fixed
// point, and the generic form parses back to the same IR.
// RUN: index-opt %s | FileCheck %s
// RUN: index-opt %s | index-opt | FileCheck %s
// RUN: index-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: index-opt %s --mlir-print-op-generic | index-opt | FileCheck %s

// CHECK-LABEL: func.func @scalar_math
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK:         %[[SUM:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK:         %[[C2:.*]] = arith.constant 2 : i32
// CHECK:         %[[PROD:.*]] = arith.muli %[[SUM]], %[[C2]] : i32
// CHECK:         return %[[PROD]] : i32
// GENERIC:       "func.func"()
// GENERIC:       "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC:       "func.return"
func.func @scalar_math(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  %c2 = arith.constant 2 : i32
  %prod = arith.muli %sum, %c2 : i32
  return %prod : i32
}

// CHECK-LABEL: func.func private @declaration(tensor<2x?xf32>) -> memref<4xi8>
func.func private @declaration(tensor<2x?xf32>) -> memref<4xi8>

// CHECK-LABEL: func.func @attributes
// CHECK-SAME:    attributes {index.note = "kept", index.numbers = [1, 2, 3]}
func.func @attributes() attributes {index.note = "kept", index.numbers = [1, 2, 3]} {
  return
}

// CHECK-LABEL: func.func @calls
// CHECK:         %{{.*}} = call @scalar_math(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
func.func @calls(%x: i32) -> i32 {
  %r = call @scalar_math(%x, %x) : (i32, i32) -> i32
  return %r : i32
}
