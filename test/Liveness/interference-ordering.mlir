// interference=true lists every pair of buffers that may interfere
// (MayInterfere: their storage may be live at once). ordering=sequential
// compares live ranges in program order; ordering=dependency only trusts
// data dependences, so independent ops may run in either order and pairs
// that are apart in program order can interfere.
// RUN: index-opt --liveness-report=json --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s --match-full-lines
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{interference=true})' %s | FileCheck %s --check-prefix=SEQ
// RUN: index-opt --liveness-report=text --pass-pipeline='builtin.module(buffer-liveness{ordering=dependency interference=true})' %s | FileCheck %s --check-prefix=DEP
// RUN: index-opt --liveness-report=json --pass-pipeline='builtin.module(buffer-liveness{ordering=dependency interference=true})' %s | %python -c "import json, sys; json.load(sys.stdin)"
// Without interference=true there is no list.
// RUN: index-opt --liveness-report=json %s | FileCheck %s --check-prefix=NONE

// Ops: #0 %a = negate %x, #1 %a2 = abs %a (last read of %a), #2 %b = exp %x
// (last read of %x), #3 %c = add %a2, %b, #4 return. Buffers (16 B each):
// b0 %x [#0, #2], b1 %a [#0, #1], b2 %a2 [#1, #3], b3 %b [#2, #3],
// b4 %c [#3, #4].
// Sequential: b0-b1 and b0-b2 overlap; b2-b3 are both read at #3. Not:
// b1-b2 (abs may write %a2 into %a, its last read), b0-b3 (same for exp and
// %x), b2-b4 and b3-b4 (add may write into either operand), b1-b3 (%a is
// dead before %b is defined), and all pairs apart in the order.
// CHECK:        "interference": [
// CHECK-NEXT:     [
// CHECK-NEXT:       0,
// CHECK-NEXT:       1
// CHECK-NEXT:     ],
// CHECK-NEXT:     [
// CHECK-NEXT:       0,
// CHECK-NEXT:       2
// CHECK-NEXT:     ],
// CHECK-NEXT:     [
// CHECK-NEXT:       2,
// CHECK-NEXT:       3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ],
// SEQ:         // index-opt {{[^ ]+}} buffer-liveness: ordering=sequential reshape-aliases=true
// SEQ:         interference (3 pairs):
// SEQ-NEXT:      b0 b1
// SEQ-NEXT:      b0 b2
// SEQ-NEXT:      b2 b3
// SEQ-NOT:       b
// Dependency: %b's exp depends on nothing but %x, so it may run before the
// negate or the abs: b1-b3 (%a and %b) and b0-b3 (exp may not write into
// %x, which the negate may still read) now interfere. The in-place pairs
// whose reader defines the other buffer stay apart.
// DEP:         // index-opt {{[^ ]+}} buffer-liveness: ordering=dependency reshape-aliases=true
// DEP:         interference (5 pairs):
// DEP-NEXT:      b0 b1
// DEP-NEXT:      b0 b2
// DEP-NEXT:      b0 b3
// DEP-NEXT:      b1 b3
// DEP-NEXT:      b2 b3
// DEP-NOT:       b
// (The options name it, off.)
// NONE:      "options": {
// NONE:        "interference": false
// NONE-NOT:  "interference"
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.negate %x : tensor<4xf32>
  %a2 = stablehlo.abs %a : tensor<4xf32>
  %b = stablehlo.exponential %x : tensor<4xf32>
  %c = stablehlo.add %a2, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}
