// The indexing dialect verifies the annotations wherever they appear: a
// malformed or stale table is a located error, never a crash.
// RUN: index-opt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt-22 --load-dialect-plugin=%plugin --split-input-file --verify-diagnostics %s

func.func @cell_not_maps(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.maps': result 0, operand 0 must be an array of #indexing.map or an #indexing.unknown}}
  %0 = stablehlo.negate %a {indexing.maps = [[[1]]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_operand_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.maps': result 0 must be an array with one element per operand (1)}}
  %0 = stablehlo.negate %a {indexing.maps = [[]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.maps' must be an array with one element per result (1)}}
  %0 = stablehlo.negate %a {indexing.maps = []} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_name(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.mapz' is not an index-opt annotation}}
  %0 = stablehlo.negate %a {indexing.mapz = 1} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @function_level_on_an_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.function_maps' belongs on a function}}
  %0 = stablehlo.negate %a {indexing.function_maps = []} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'indexing.function_maps': result 0 must be an array with one element per argument (2)}}
func.func @function_arguments(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> attributes {indexing.function_maps = [[[]]]} {
  return %a : tensor<4xf32>
}

// -----

func.func @rt_vars_not_dictionaries(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.rt_vars': result 0, operand 0 must be an array of dictionaries (one per runtime variable)}}
  %0 = stablehlo.negate %a {indexing.rt_vars = [[[1]]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @superset_not_a_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.superset': result 0, operand 0 must be a string}}
  %0 = stablehlo.negate %a {indexing.superset = [[1]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @live_bytes_negative(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.live_bytes' must be a non-negative integer}}
  %0 = stablehlo.negate %a {indexing.live_bytes = -1} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_needs_a_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{expected string}}
  // expected-error @+1 {{failed to parse Indexing_UnknownAttr parameter 'reason'}}
  %0 = stablehlo.negate %a {indexing.maps = [[#indexing.unknown<3>]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_malformed(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid indexing map}}
  %0 = stablehlo.negate %a {indexing.maps = [[[#indexing.map<(d0) -> (d0 floordiv 0), domain: d0 in [0, 3]>]]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tiles_per_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.tiles' must be an array with one element per result (1)}}
  %0 = stablehlo.negate %a {indexing.tiles = []} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tile_not_a_dictionary(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'indexing.tiles', result 0 must be an array of tile dictionaries or an #indexing.unknown}}
  %0 = stablehlo.negate %a {indexing.tiles = [[1]]} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'indexing.tiling' must be a dictionary}}
func.func @tiling_not_a_dictionary(%a: tensor<4xf32>) -> tensor<4xf32> attributes {indexing.tiling = 1} {
  return %a : tensor<4xf32>
}

// -----

// expected-error @+1 {{'indexing.valid_tilings' must be an array of array<i64>}}
func.func @valid_tilings(%a: tensor<4xf32>) -> tensor<4xf32> attributes {indexing.valid_tilings = [[1]]} {
  return %a : tensor<4xf32>
}

// -----

// expected-error @+1 {{'indexing.argument_tiles' must be an array with one element per argument (1)}}
func.func @argument_tiles(%a: tensor<4xf32>) -> tensor<4xf32> attributes {indexing.argument_tiles = []} {
  return %a : tensor<4xf32>
}
