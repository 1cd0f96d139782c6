// Regions, tuples and composites: one invalid case per constraint of the
// specification that index-opt's verifiers check for `while`, `if`, `case`,
// `map`, `sort`, `select_and_scatter`, `optimization_barrier`, `tuple`,
// `get_tuple_element` and `composite`, each a located error naming the
// constraint.
// RUN: index-opt --split-input-file --verify-diagnostics %s

func.func @while_c1(%a: tensor<i32>) {
  // expected-error @+1 {{(C1) cond has type (tensor<i32>) -> (tensor<i32>), expected (tensor<i32>) -> (tensor<i1>)}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }, {
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_c2(%a: tensor<i32>, %p: tensor<i1>) {
  // expected-error @+1 {{(C2) body has type (tensor<i32>) -> (tensor<i1>), expected (tensor<i32>) -> (tensor<i32>)}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_c3(%a: tensor<i32>, %p: tensor<i1>) {
  // expected-error @+1 {{(C3) result types (tensor<i64>) must be the operand's types (tensor<i32>)}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  return
}

// -----

func.func @if_pred(%p: tensor<2xi1>, %a: tensor<f32>) {
  // expected-error @+1 {{pred must be a 0-d tensor of type 'i1', not 'tensor<2xi1>'}}
  %0 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<2xi1>) -> tensor<f32>
  return
}

// -----

func.func @if_c1(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+1 {{(C1) true_branch must take no arguments, but takes 1}}
  %0 = "stablehlo.if"(%p) ({
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @if_c2(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f64>) {
  // expected-error @+1 {{(C2) false_branch output types (tensor<f64>) must be true_branch output's types (tensor<f32>)}}
  %0 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%b) : (tensor<f64>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @if_c3(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+1 {{(C3) result types (tensor<2xf32>) must be true_branch output's types (tensor<f32>)}}
  %0 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  return
}

// -----

func.func @case_index(%i: tensor<i64>, %a: tensor<f32>) {
  // expected-error @+1 {{index must be a 0-d tensor of type 'i32', not 'tensor<i64>'}}
  %0 = "stablehlo.case"(%i) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i64>) -> tensor<f32>
  return
}

// -----

func.func @case_c1(%i: tensor<i32>) {
  // expected-error @+1 {{(C1) needs at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  return
}

// -----

func.func @case_c2(%i: tensor<i32>, %a: tensor<f32>) {
  // expected-error @+1 {{(C2) branch #1 must take no arguments, but takes 1}}
  %0 = "stablehlo.case"(%i) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @case_c3(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<i32>) {
  // expected-error @+1 {{(C3) branch #1 output types (tensor<i32>) must be branch #0 output's types (tensor<f32>)}}
  %0 = "stablehlo.case"(%i) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%b) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @case_c4(%i: tensor<i32>, %a: tensor<f32>) {
  // expected-error @+1 {{(C4) result types (tensor<f32>, tensor<f32>) must be branch #0 output's types (tensor<f32>)}}
  %0:2 = "stablehlo.case"(%i) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
  return
}

// -----

func.func @optimization_barrier_c1(%a: tensor<f32>) {
  // expected-error @+1 {{(C1) result types (tensor<f64>) must be the operand's types (tensor<f32>)}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<f32>) -> tensor<f64>
  return
}

// -----

func.func @tuple_c1(%a: tensor<f32>) {
  // expected-error @+1 {{(C1) result element types (tensor<f64>) must be the operand's types (tensor<f32>)}}
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tuple<tensor<f64>>
  return
}

// -----

func.func @get_tuple_element_c1(%t: tuple<tensor<f32>>) {
  // expected-error @+1 {{(C1) index 1 is out of range [0, 1)}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>
  return
}

// -----

func.func @get_tuple_element_c2(%t: tuple<tensor<f32>, tensor<i32>>) {
  // expected-error @+1 {{(C2) result types (tensor<f32>) must be the tuple element's types (tensor<i32>)}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return
}

// -----

func.func @map_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) input #0 has type 'tensor<4xf32>', but the result's shape is [5]}}
  %0 = "stablehlo.map"(%a) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @map_c2() {
  // expected-error @+1 {{(C2) needs at least one input}}
  %0 = "stablehlo.map"() <{dimensions = array<i64>}> ({
  ^bb0:
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return
}

// -----

func.func @map_c3(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{(C3) dimensions must be [0, ..., 1], not [1, 0]}}
  %0 = "stablehlo.map"(%a) <{dimensions = array<i64: 1, 0>}> ({
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @map_c4(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C4) computation has type (tensor<f32>) -> (tensor<f32>), expected (tensor<f32>) -> (tensor<i32>)}}
  %0 = "stablehlo.map"(%a) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @sort_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) result types (tensor<4xi32>) must be the input's types (tensor<4xf32>)}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @sort_c3(%a: tensor<4xf32>, %b: tensor<5xi32>) {
  // expected-error @+1 {{(C3) input #1 has type 'tensor<5xi32>', but input #0 has shape [4]}}
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<i32>, %v: tensor<i32>):
    %p = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<4xf32>, tensor<5xi32>) -> (tensor<4xf32>, tensor<5xi32>)
  return
}

// -----

func.func @sort_c5(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C5) comparator has type (tensor<f32>, tensor<f32>) -> (tensor<f32>), expected (tensor<f32>, tensor<f32>) -> (tensor<i1>)}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c1(%a: tensor<4xf32>, %s: tensor<2xf64>, %i: tensor<f32>) {
  // expected-error @+1 {{(C1) source element type 'f64' must be the operand's element type 'f32'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf64>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c2(%a: tensor<4xf32>, %s: tensor<3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C2) source type 'tensor<3xf32>', expected shape [2] (the windows per dimension)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c3(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{(C3) init_value element type 'i32' must be the operand's element type 'f32'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c5(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C5) window_dimensions values must be positive}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 0>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c7(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C7) window_strides values must be positive}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: -2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c8(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C8) padding must have shape [1, 2]}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c9(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C9) select has type (tensor<f32>, tensor<f32>) -> (tensor<f32>), expected (tensor<f32>, tensor<f32>) -> (tensor<i1>)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c10(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C10) scatter region argument #0 has element type 'i32', which the input element type 'f32' cannot be promoted to}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c11(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C11) result type 'tensor<2xf32>' must have the operand's shape [4]}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @select_and_scatter_c12(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{(C12) result element type 'f64' must be the scatter region's element type 'f32'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf64>
  return
}

// -----

func.func @composite_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) name "nonamespace" must be a namespaced op name such as "my_namespace.my_op"}}
  %0 = stablehlo.composite "nonamespace" %a {decomposition = @id} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
func.func private @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func @composite_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) decomposition @missing is not a function in scope}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @missing} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @composite_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) input types (tensor<4xf32>) must be the decomposition's input's types (tensor<8xf32>)}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @other} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
func.func private @other(%a: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %a [0:4] : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @composite_c4(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C4) result types (tensor<4xf64>) must be the decomposition's result's types (tensor<4xf32>)}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @id} : (tensor<4xf32>) -> tensor<4xf64>
  return
}
func.func private @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func @async_start_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) body argument types (tensor<8xf32>) must be the operand's types (tensor<4xf32>)}}
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<8xf32>):
    "stablehlo.return"(%x) : (tensor<8xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<8xf32>>
  return
}

// -----

func.func @async_start_c4(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C4) future types (tensor<4xf64>) must be the body's result's types (tensor<4xf32>)}}
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %y = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%y) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf64>>
  return
}

// -----

func.func @async_done_c1(%f: !stablehlo.future<tensor<4xf32>>) {
  // expected-error @+1 {{(C1) result types (tensor<8xf32>) must be the future's types (tensor<4xf32>)}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<8xf32>
  return
}

// -----

func.func @chlo_scan_arguments(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{body has 1 arguments, expected 2 (one per input and init)}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @chlo_scan_returns(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{body returns 1 values, expected 2 (one per output and carry)}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @chlo_scan_dimension(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{dimension 1 is out of range [0, 1)}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=1 {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @chlo_scan_carries(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{has 0 carries, expected one per init (1)}}
  %0 = "chlo.scan"(%x, %c) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
