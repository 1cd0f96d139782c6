// Ops whose maps come from a body or a decomposition, and plain custom
// calls:
// - sdy.manual_computation: the body's maps between local (per-device)
//   indices, framed by the split of each dimension (global g is local
//   g mod 4 on the device of shard g floordiv 4): a split operand is read
//   on any device (s0), marked superset; the replicated %w keeps the
//   body's exact map.
// - stablehlo.async_start: the body's maps (its future is indexed as the
//   value it holds); async_done passes the future's values through.
// - stablehlo.composite: its decomposition's function-level maps.
// - custom_call @Sharding / @annotate_device_placement pass their operand
//   through; any other target stays unknown, naming it.
// - collective_broadcast / collective_permute: the same index (of another
//   device's operand, in one tensor's view).
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// CHECK-LABEL: function @manual{{$}}
// CHECK:       op 0 sdy.manual_computation
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0 + s0 * 4, d1),
// CHECK:           (a sound superset, not exact: sdy.manual_computation: through split dimensions, which device's shard is not tracked)
// CHECK-NEXT:    result 0, operand 1:
// CHECK-NEXT:      (reads nothing)
// CHECK-NEXT:    result 1, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0 mod 4 + s0 * 4, d1),
// CHECK:         result 1, operand 1:
// CHECK-NEXT:      (d0, d1) -> (d1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 15],
// CHECK-NEXT:      d1 in [0, 7]
// CHECK-NEXT:    result 2, operand 0:
// CHECK:       op {{[0-9]+}} stablehlo.collective_permute
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0 + s0 * 4, d1),
// I2O-LABEL: function @manual{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d0 mod 4, d1),
// I2O:           (a sound superset, not exact: sdy.manual_computation: through split dimensions, which device's shard is not tracked)
// I2O:         result 1, operand 1:
// I2O-NEXT:      (d0)[s0] -> (s0, d0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 7],
// I2O-NEXT:      s0 in [0, 15]
// I2O-NEXT:    result 2, operand 0:
module @m attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["i"=4]>
  func.func @manual(%x: tensor<16x8xf32>, %w: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) {
    %0:3 = sdy.manual_computation(%x, %w) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%a: tensor<4x8xf32>, %b: tensor<8xf32>) {
      %r = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %s = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
      %m = stablehlo.multiply %a, %bb : tensor<4x8xf32>
      %c = "stablehlo.collective_permute"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
      sdy.return %r, %m, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
    } : (tensor<16x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>)
    return %0#0, %0#1, %0#2 : tensor<4x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>
  }
}

// -----

// The future of async_start holds the transposed value: async_start reads
// %x transposed, async_done passes it through.
// CHECK-LABEL: function @async{{$}}
// CHECK:       op 0 stablehlo.async_start
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d1, d0),
// CHECK:       op {{[0-9]+}} stablehlo.collective_broadcast
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:       op {{[0-9]+}} stablehlo.async_done
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1) -> (d0, d1),
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0, d1) -> (d1, d0),
// I2O-LABEL: function @async{{$}}
// I2O:         op 0 stablehlo.async_start
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0, d1) -> (d1, d0),
// I2O:         function indexing:
// I2O-NEXT:    result 0, argument 0:
// I2O-NEXT:      (d0, d1) -> (d1, d0),
func.func @async(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x3xf32>):
    %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %b = "stablehlo.collective_broadcast"(%t) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<3x2xf32>) -> tensor<3x2xf32>
    stablehlo.return %b : tensor<3x2xf32>
  }) : (tensor<2x3xf32>) -> !stablehlo.future<tensor<3x2xf32>>
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<3x2xf32>>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

// A composite reads what its decomposition reads; plain custom calls pass
// through; an opaque one is unknown, naming its target.
// CHECK-LABEL: function @calls{{$}}
// CHECK:       op 0 stablehlo.composite
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (-d0 + 3),
// CHECK:       op 1 stablehlo.custom_call
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK:       op 2 stablehlo.custom_call
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0) -> (d0),
// CHECK:       op 3 stablehlo.custom_call
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      unknown: custom_call @my_kernel: the target's access pattern is opaque
// CHECK:       function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      unknown: stablehlo.custom_call: custom_call @my_kernel: the target's access pattern is opaque
// CHECK-NEXT:    result 1, argument 0:
// CHECK-NEXT:      (d0) -> (-d0 + 3),
// I2O-LABEL: function @calls{{$}}
// I2O:         op 0 stablehlo.composite
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      (d0) -> (-d0 + 3),
// I2O:         op 3 stablehlo.custom_call
// I2O-NEXT:    result 0, operand 0:
// I2O-NEXT:      unknown: custom_call @my_kernel: the target's access pattern is opaque
module {
  func.func @calls(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.composite "my.flip" %x {decomposition = @my.flip} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @annotate_device_placement(%1) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.custom_call @my_kernel(%2) : (tensor<4xf32>) -> tensor<4xf32>
    return %3, %2 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @my.flip(%a: tensor<4xf32>) -> tensor<4xf32> {
    %r = stablehlo.reverse %a, dims = [0] : tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
