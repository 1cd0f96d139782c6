// Bad tiling requests are located errors with status 1.
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="tile=4" %s 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="tile=0,8" %s 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="tile=-2,8" %s 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="tile=4,9" %s 2>&1 | FileCheck %s --check-prefix=LARGE
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="tile=4,x" %s 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="function=@nope tile=4,8" %s 2>&1 | FileCheck %s --check-prefix=FUNCTION
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="result=3 tile=4,8" %s 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %expect-exit 1 index-opt --tiling-report=text %s 2>&1 | FileCheck %s --check-prefix=NOTILE
// RUN: %expect-exit 1 index-opt --tiling-report=svg %s 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="argument=2 tile=4,8" %s 2>&1 | FileCheck %s --check-prefix=ARGUMENT
// RUN: %expect-exit 1 index-opt --tiling-report=text --hlo-tiling="argument=0 list-valid=true" %s 2>&1 | FileCheck %s --check-prefix=LISTARG

// RANK: errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: hlo-tiling: tile has 1 sizes for a result of rank 2 (shape [4, 8])
// ZERO: error: hlo-tiling: tile size 0 of dimension 0 is not in [1, 4]
// NEGATIVE: error: hlo-tiling: tile size -2 of dimension 0 is not in [1, 4]
// LARGE: error: hlo-tiling: tile size 9 of dimension 1 is not in [1, 8]
// TEXT: error: hlo-tiling: tile must be integers separated by commas, not '4,x'
// FUNCTION: error: hlo-tiling: no function @nope in the module
// RESULT: error: hlo-tiling: @main has 1 results, no result 3
// NOTILE: error: hlo-tiling: give tile=SIZES (e.g. tile=16,64) or list-valid=true
// FORMAT: index-opt: error: --tiling-report must be 'text' or 'json', not 'svg'
// ARGUMENT: error: hlo-tiling: @main has 1 arguments, no argument 2
// LISTARG: error: hlo-tiling: list-valid lists tilings of a result, not of an argument
func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %n = stablehlo.negate %a : tensor<4x8xf32>
  return %n : tensor<4x8xf32>
}
