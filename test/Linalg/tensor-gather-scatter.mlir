// tensor.from_elements, tensor.gather/scatter, the shape queries tensor.rank/dim, and linalg.fill of
// a vector into a tensor of vectors. Spec (tensor dialect): from_elements fills row-major;
// gather's result (batch b, slice s) is the source at s with each gathered dimension at the index
// row indices[b, :] (kept as size 1, or dropped when rank-reduced); scatter writes each source row
// where its index row says (unique), other elements keep the destination's; rank and dim read
// sizes, not elements. tests/reference.rs checks each against the union over every index value.
// RUN: index-opt --hlo-indexing="fusion=false" --indexing-report=text %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output fusion=false" --indexing-report=text %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @from_elements{{$}}
// CHECK:       op 0 tensor.from_elements
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (d0, d1) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 0],
// CHECK-NEXT:        d1 in [0, 0]
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        (d0, d1) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 0],
// CHECK-NEXT:        d1 in [1, 1]
// CHECK-NEXT:      result 0, operand 2:
// CHECK-NEXT:        (d0, d1) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 0],
// CHECK-NEXT:        d1 in [2, 2]
// CHECK-NEXT:      result 0, operand 3:
// CHECK-NEXT:        (d0, d1) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [1, 1],
// CHECK-NEXT:        d1 in [0, 0]
// CHECK-NEXT:      result 0, operand 4:
// CHECK-NEXT:        (d0, d1) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [1, 1],
// CHECK-NEXT:        d1 in [1, 1]
// CHECK-NEXT:      result 0, operand 5:
// CHECK-NEXT:        (d0, d1) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [1, 1],
// CHECK-NEXT:        d1 in [2, 2]
// CHECK-LABEL: function @rank_dim{{$}}
// CHECK:       op 0 tensor.rank
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (reads nothing)
// CHECK:       op 1 tensor.dim
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (reads nothing)
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        () -> ()
// CHECK-LABEL: function @gather{{$}}
// CHECK:       op 0 tensor.gather
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (d0, d1, d2, d3){rt0, rt1} -> (rt0, d2, rt1),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 6],
// CHECK-NEXT:        d1 in [0, 0],
// CHECK-NEXT:        d2 in [0, 4],
// CHECK-NEXT:        d3 in [0, 0],
// CHECK-NEXT:        rt0 in [0, 3],
// CHECK-NEXT:        rt1 in [0, 5]
// CHECK-NEXT:        runtime variables:
// CHECK-NEXT:          rt0: operand 1 at (d0, d1, d2, d3) -> (d0, 0), domain: d0 in [0, 6], d1 in [0, 0], d2 in [0, 4], d3 in [0, 0]
// CHECK-NEXT:          rt1: operand 1 at (d0, d1, d2, d3) -> (d0, 1), domain: d0 in [0, 6], d1 in [0, 0], d2 in [0, 4], d3 in [0, 0]
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        (d0, d1, d2, d3)[s0] -> (d0, s0),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 6],
// CHECK-NEXT:        d1 in [0, 0],
// CHECK-NEXT:        d2 in [0, 4],
// CHECK-NEXT:        d3 in [0, 0],
// CHECK-NEXT:        s0 in [0, 1]
// CHECK-LABEL: function @gather_dropped{{$}}
// CHECK:       op 0 tensor.gather
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (d0, d1, d2){rt0} -> (d1, rt0, d2),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 6],
// CHECK-NEXT:        d1 in [0, 3],
// CHECK-NEXT:        d2 in [0, 5],
// CHECK-NEXT:        rt0 in [0, 4]
// CHECK-NEXT:        runtime variables:
// CHECK-NEXT:          rt0: operand 1 at (d0, d1, d2) -> (d0, 0), domain: d0 in [0, 6], d1 in [0, 3], d2 in [0, 5]
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        (d0, d1, d2) -> (d0, 0),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 6],
// CHECK-NEXT:        d1 in [0, 3],
// CHECK-NEXT:        d2 in [0, 5]
// CHECK-LABEL: function @scatter{{$}}
// CHECK:       op 0 tensor.scatter
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (d0, d1)[s0] -> (s0, d0, 0),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 3],
// CHECK-NEXT:        d1 in [0, 4],
// CHECK-NEXT:        s0 in [0, 2]
// CHECK-NEXT:        (a sound superset, not exact: tensor.scatter: which source row lands on an element (if any) is read at run time: every row, and the destination)
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        (d0, d1) -> (d0, d1),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 3],
// CHECK-NEXT:        d1 in [0, 4]
// CHECK-NEXT:        (a sound superset, not exact: tensor.scatter: which source row lands on an element (if any) is read at run time: every row, and the destination)
// CHECK-NEXT:      result 0, operand 2:
// CHECK-NEXT:        (d0, d1)[s0] -> (s0, 0),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 3],
// CHECK-NEXT:        d1 in [0, 4],
// CHECK-NEXT:        s0 in [0, 2]
// CHECK-LABEL: function @fill_vec{{$}}
// CHECK:       op 0 linalg.fill
// CHECK-NEXT:      result 0, operand 0:
// CHECK-NEXT:        (d0) -> (),
// CHECK-NEXT:        domain:
// CHECK-NEXT:        d0 in [0, 2]
// CHECK-NEXT:      result 0, operand 1:
// CHECK-NEXT:        (reads nothing)
// I2O-LABEL: function @from_elements{{$}}
// I2O:         op 0 tensor.from_elements
// I2O-NEXT:      result 0, operand 0:
// I2O-NEXT:        () -> (0, 0)
// I2O-NEXT:      result 0, operand 1:
// I2O-NEXT:        () -> (0, 1)
// I2O-NEXT:      result 0, operand 2:
// I2O-NEXT:        () -> (0, 2)
// I2O-NEXT:      result 0, operand 3:
// I2O-NEXT:        () -> (1, 0)
// I2O-NEXT:      result 0, operand 4:
// I2O-NEXT:        () -> (1, 1)
// I2O-NEXT:      result 0, operand 5:
// I2O-NEXT:        () -> (1, 2)
// I2O-LABEL: function @scatter{{$}}
// I2O:         op 0 tensor.scatter
// I2O-NEXT:      result 0, operand 0:
// I2O-NEXT:        (d0, d1, d2)[s0] -> (d1, s0),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 2],
// I2O-NEXT:        d1 in [0, 3],
// I2O-NEXT:        d2 in [0, 0],
// I2O-NEXT:        s0 in [0, 4]
// I2O-NEXT:        (a sound superset, not exact: tensor.scatter: which source row lands on an element (if any) is read at run time: every row, and the destination)
// I2O-NEXT:      result 0, operand 1:
// I2O-NEXT:        (d0, d1) -> (d0, d1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 3],
// I2O-NEXT:        d1 in [0, 4]
// I2O-NEXT:        (a sound superset, not exact: tensor.scatter: which source row lands on an element (if any) is read at run time: every row, and the destination)
// I2O-NEXT:      result 0, operand 2:
// I2O-NEXT:        (d0, d1)[s0, s1] -> (s0, s1),
// I2O-NEXT:        domain:
// I2O-NEXT:        d0 in [0, 2],
// I2O-NEXT:        d1 in [0, 0],
// I2O-NEXT:        s0 in [0, 3],
// I2O-NEXT:        s1 in [0, 4]
func.func @from_elements(%a: f32, %b: f32, %c: f32, %d: f32, %e: f32, %f: f32) -> tensor<2x3xf32> {
  %0 = tensor.from_elements %a, %b, %c, %d, %e, %f : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @rank_dim(%t: tensor<4x?xf32>, %i: index) -> (index, index) {
  %0 = tensor.rank %t : tensor<4x?xf32>
  %1 = tensor.dim %t, %i : tensor<4x?xf32>
  return %0, %1 : index, index
}
func.func @gather(%s: tensor<4x5x6xf32>, %idx: tensor<7x2xindex>) -> tensor<7x1x5x1xf32> {
  %0 = tensor.gather %s[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<7x2xindex>) -> tensor<7x1x5x1xf32>
  return %0 : tensor<7x1x5x1xf32>
}
func.func @gather_dropped(%s: tensor<4x5x6xf32>, %idx: tensor<7x1xindex>) -> tensor<7x4x6xf32> {
  %0 = tensor.gather %s[%idx] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<7x1xindex>) -> tensor<7x4x6xf32>
  return %0 : tensor<7x4x6xf32>
}
func.func @scatter(%src: tensor<3x4x1xf32>, %dest: tensor<4x5xf32>, %idx: tensor<3x1xindex>) -> tensor<4x5xf32> {
  %0 = tensor.scatter %src into %dest[%idx] scatter_dims([1]) unique : (tensor<3x4x1xf32>, tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @fill_vec(%v: vector<4xf32>, %o: tensor<3xvector<4xf32>>) -> tensor<3xvector<4xf32>> {
  %0 = linalg.fill ins(%v : vector<4xf32>) outs(%o : tensor<3xvector<4xf32>>) -> tensor<3xvector<4xf32>>
  return %0 : tensor<3xvector<4xf32>>
}
