// Loop counters in every direction the condition may compare them: the
// trip count and each iteration's counter value, as the rows a
// dynamic_slice at the counter reads (docs/contract.md, "stablehlo.while
// with a counter and a static trip count").
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s

// From 0 by 1 while below 5: rows 0 to 4.
// CHECK-LABEL: function @lt_up
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0)[s0] -> (s0, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    s0 in [0, 4]
func.func @lt_up(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// From 1 by 2 while at most 7: rows 1, 3, 5, 7.
// CHECK-LABEL: function @le_up_by_2
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0)[s0] -> (s0 * 2 + 1, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    s0 in [0, 3]
func.func @le_up_by_2(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %n = stablehlo.constant dense<7> : tensor<i32>
    %p = stablehlo.compare LE, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<2> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// From 7 down by 1 while above 3: rows 7 to 4.
// CHECK-LABEL: function @gt_down
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0)[s0] -> (-s0 + 7, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    s0 in [0, 3]
func.func @gt_down(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<7> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare GT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<-1> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// From 7 down by 3 while at least 0: rows 7, 4, 1.
// CHECK-LABEL: function @ge_down_by_3
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0)[s0] -> (s0 * -3 + 7, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    s0 in [0, 2]
func.func @ge_down_by_3(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<7> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %n = stablehlo.constant dense<0> : tensor<i32>
    %p = stablehlo.compare GE, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<-3> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// From 2 by 2 until 8: rows 2, 4, 6.
// CHECK-LABEL: function @ne_up
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0)[s0] -> (s0 * 2 + 2, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    s0 in [0, 2]
func.func @ne_up(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %n = stablehlo.constant dense<8> : tensor<i32>
    %p = stablehlo.compare NE, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<2> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// From 0 by 1 below 10 over 8 rows: the start clamps at row 7 for the
// last iterations, so the loop takes the union over every number of
// iterations, marked.
// CHECK-LABEL: function @lt_past_the_end
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0){rt0} -> (rt0, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    rt0 in [0, 7]
// CHECK-NEXT:    (a sound superset, not exact: stablehlo.while: the union over every number of iterations, not only the number that runs)
func.func @lt_past_the_end(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// Below a bound that is an argument: every number of iterations happens
// for some argument, so the union over them is exact, unmarked.
// CHECK-LABEL: function @lt_argument
// CHECK:       function indexing:
// CHECK-NEXT:  result 0, argument 0:
// CHECK-NEXT:    (d0){rt0} -> (rt0, d0),
// CHECK-NEXT:    domain:
// CHECK-NEXT:    d0 in [0, 3],
// CHECK-NEXT:    rt0 in [0, 7]
func.func @lt_argument(%x: tensor<8x4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c, %acc = %z, %xs = %x) : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %v : tensor<4xf32>
    %s = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %i2, %a, %xs : tensor<i32>, tensor<4xf32>, tensor<8x4xf32>
  }
  return %r#1 : tensor<4xf32>
}
