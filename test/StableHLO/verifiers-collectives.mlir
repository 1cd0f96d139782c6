// Collectives and communication: one invalid case per constraint of the
// specification that index-opt's verifiers check for all_gather,
// all_reduce, collective_reduce, all_to_all, collective_broadcast,
// collective_permute, reduce_scatter, send, recv and infeed. Process counts
// come from the module's mhlo.num_replicas / mhlo.num_partitions.
// RUN: index-opt --split-input-file --verify-diagnostics %s

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @all_gather_c1(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C1) all_gather_dim 2 is out of range [0, 2)}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<8x8xf32>
  return
}
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @all_gather_c2(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C2) replica_groups has the id 1 twice}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
  return
}
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @all_gather_c4(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C4) replica_groups id 4 is out of range [0, 4) (the processes the module states)}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 4]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<8x8xf32>
  return
}
}

// -----

func.func @all_gather_c4_no_module_counts(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C4) replica_groups id 2 is out of range [0, 2) (the number of ids)}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @all_gather_c5(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C5) use_global_device_ids needs a channel_id greater than 0}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @all_gather_c6(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C6) result #0 has size 7 along all_gather_dim 0, expected a multiple of the operand's size 2}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<7x8xf32>
  return
}
}

// -----

func.func @all_reduce_c5(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C5) computation region argument #0 has element type 'i32', which the input element type 'f32' cannot be promoted to}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @all_reduce_c6(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C6, C7) result #0 has type 'tensor<2xf32>', expected shape [4]}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @all_reduce_c7(%a: tensor<4xf16>) {
  // expected-error @+1 {{(C6, C7) result #0 element type 'f16' must be the computation's element type 'f32'}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @collective_reduce_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) replica_groups has the id 0 twice}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @all_to_all_c2(%a: tensor<6x8xf32>) {
  // expected-error @+1 {{(C2) dimension 0 of size 6 is not a multiple of split_count 4}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<6x8xf32>) -> tensor<2x32xf32>
  return
}
}

// -----

func.func @all_to_all_c3(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{(C3) concat_dimension 2 is out of range [0, 2)}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 2 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @all_to_all_c4(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{(C4) split_count must be positive, not 0}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @all_to_all_c8(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{(C8) replica groups have 2 processes each, but split_count is 4}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<1x32xf32>
  return
}

// -----

func.func @all_to_all_c9(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{(C9) result #0 has type 'tensor<4x8xf32>', expected shape [2, 16]}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @collective_broadcast_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) replica_groups id 7 is out of range [0, 4) (the processes the module states)}}
  %0 = "stablehlo.collective_broadcast"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[7, 0]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
}

// -----

func.func @collective_broadcast_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3, C5) result #0 element type 'f64' must be the operand's element type 'f32'}}
  %0 = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @collective_permute_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C1) source_target_pairs must have 2 columns, not 3}}
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @collective_permute_c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C2) source 0 appears twice in source_target_pairs}}
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @collective_permute_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C3) target 1 appears twice in source_target_pairs}}
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
func.func @collective_permute_c4(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C4) source_target_pairs id 2 is out of range [0, 2)}}
  %0 = "stablehlo.collective_permute"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
}

// -----

func.func @collective_permute_c5(%a: tensor<4xf32>) {
  // expected-error @+1 {{(C5) result #0 has type 'tensor<8xf32>', expected shape [4]}}
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @reduce_scatter_c1(%a: tensor<6xf32>) {
  // expected-error @+1 {{(C1) dimension 0 of size 6 is not a multiple of the group size 4}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<6xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @reduce_scatter_c2(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C2) scatter_dimension 1 is out of range [0, 1)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_scatter_c7(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C7) computation returns 2 values, expected 1}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x, %y) : (tensor<f32>, tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @reduce_scatter_c8(%a: tensor<8xf32>) {
  // expected-error @+1 {{(C8, C9) result #0 has type 'tensor<8xf32>', expected shape [4]}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @send_c5(%a: tensor<4xf32>, %t: !stablehlo.token) {
  // expected-error @+1 {{(C5) channel type 1 does not fit is_host_transfer = true (expected 2 DEVICE_TO_HOST)}}
  %0 = "stablehlo.send"(%a, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @recv_c5(%t: !stablehlo.token) {
  // expected-error @+1 {{(C5) channel type 2 does not fit is_host_transfer = false (expected 1 DEVICE_TO_DEVICE)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @recv_token(%t: !stablehlo.token) {
  // expected-error @+1 {{must return a token last}}
  %0 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> tensor<4xf32>
  return
}

// -----

func.func @infeed_c1(%t: !stablehlo.token) {
  // expected-error @+1 {{(C1) needs at least one result}}
  "stablehlo.infeed"(%t) <{infeed_config = ""}> : (!stablehlo.token) -> ()
  return
}

// -----

func.func @infeed_c2(%t: !stablehlo.token) {
  // expected-error @+1 {{(C2) result #0 must be a tensor, not '!stablehlo.token'}}
  %0:2 = "stablehlo.infeed"(%t) <{infeed_config = ""}> : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  return
}

// -----

func.func @infeed_c3(%t: !stablehlo.token) {
  // expected-error @+1 {{(C3) the last result must be a token, not 'tensor<4xf32>'}}
  %0 = "stablehlo.infeed"(%t) <{infeed_config = ""}> : (!stablehlo.token) -> tensor<4xf32>
  return
}

// -----

module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func @all_gather_c3(%a: tensor<2x8xf32>) {
  // expected-error @+1 {{(C3) replica_groups name 2 processes, but the module states 4}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<4x8xf32>
  return
}
}

// -----

func.func @collective_broadcast_c4(%a: tensor<4xf32>, %root: tensor<2xi32>) {
  // expected-error @+1 {{(C4) the root operand must be tensor<1xi32>, not 'tensor<2xi32>'}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root = true} : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @collective_broadcast_c5(%a: tensor<4xf32>, %root: tensor<1xi32>) {
  // expected-error @+1 {{(C5) has 2 results, expected 1 (one per operand but the root)}}
  %0:2 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root = true} : (tensor<4xf32>, tensor<1xi32>) -> (tensor<4xf32>, tensor<1xi32>)
  return
}

// -----

func.func @collective_reduce_c3_dynamic_root(%a: tensor<4xf32>, %root: tensor<1xi32>) {
  // expected-error @+1 {{(C3) result #0 has type 'tensor<2xf32>', expected shape [4]}}
  %0 = "stablehlo.collective_reduce"(%a, %root) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root = true} : (tensor<4xf32>, tensor<1xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @all_to_all_c9_element_type(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{(C9) result #0 element type 'f16' must be the operand's element type 'f32'}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<2x16xf16>
  return
}
