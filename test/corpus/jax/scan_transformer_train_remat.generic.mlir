"builtin.module"() <{sym_name = "jit_scan_transformer_train_remat"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> (tensor<f32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]['layers']['b1']"}, {jax.result_info = "result[1]['layers']['b2']"}, {jax.result_info = "result[1]['layers']['ln1_b']"}, {jax.result_info = "result[1]['layers']['ln1_g']"}, {jax.result_info = "result[1]['layers']['ln2_b']"}, {jax.result_info = "result[1]['layers']['ln2_g']"}, {jax.result_info = "result[1]['layers']['w1']"}, {jax.result_info = "result[1]['layers']['w2']"}, {jax.result_info = "result[1]['layers']['wk']"}, {jax.result_info = "result[1]['layers']['wo']"}, {jax.result_info = "result[1]['layers']['wq']"}, {jax.result_info = "result[1]['layers']['wv']"}, {jax.result_info = "result[1]['lnf_b']"}, {jax.result_info = "result[1]['lnf_g']"}, {jax.result_info = "result[1]['out']"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg127: tensor<3x16xf32>, %arg128: tensor<3x16xf32>, %arg129: tensor<3x16xf32>, %arg130: tensor<3x16xf32>, %arg131: tensor<3x16xf32>, %arg132: tensor<3x16xf32>, %arg133: tensor<3x16x16xf32>, %arg134: tensor<3x16x16xf32>, %arg135: tensor<3x16x16xf32>, %arg136: tensor<3x16x16xf32>, %arg137: tensor<3x16x16xf32>, %arg138: tensor<3x16x16xf32>, %arg139: tensor<16xf32>, %arg140: tensor<16xf32>, %arg141: tensor<16x16xf32>, %arg142: tensor<2x8x16xf32>, %arg143: tensor<2x8x16xf32>):
    %498 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %500 = "func.call"(%499) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %502 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %503:2 = "func.call"(%501, %502) <{callee = @_where}> : (tensor<1x1x8x8xi1>, tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>)
    %504 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %505 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %506 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %507:17 = "stablehlo.while"(%arg127, %arg128, %arg129, %arg130, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %503#0, %503#1, %506, %arg142, %505) ({
    ^bb0(%arg239: tensor<3x16xf32>, %arg240: tensor<3x16xf32>, %arg241: tensor<3x16xf32>, %arg242: tensor<3x16xf32>, %arg243: tensor<3x16xf32>, %arg244: tensor<3x16xf32>, %arg245: tensor<3x16x16xf32>, %arg246: tensor<3x16x16xf32>, %arg247: tensor<3x16x16xf32>, %arg248: tensor<3x16x16xf32>, %arg249: tensor<3x16x16xf32>, %arg250: tensor<3x16x16xf32>, %arg251: tensor<2x2x8x8xi1>, %arg252: tensor<2x2x8x8xf32>, %arg253: tensor<i32>, %arg254: tensor<2x8x16xf32>, %arg255: tensor<3x2x8x16xf32>):
      %753 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %754 = "stablehlo.compare"(%arg253, %753) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%754) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg222: tensor<3x16xf32>, %arg223: tensor<3x16xf32>, %arg224: tensor<3x16xf32>, %arg225: tensor<3x16xf32>, %arg226: tensor<3x16xf32>, %arg227: tensor<3x16xf32>, %arg228: tensor<3x16x16xf32>, %arg229: tensor<3x16x16xf32>, %arg230: tensor<3x16x16xf32>, %arg231: tensor<3x16x16xf32>, %arg232: tensor<3x16x16xf32>, %arg233: tensor<3x16x16xf32>, %arg234: tensor<2x2x8x8xi1>, %arg235: tensor<2x2x8x8xf32>, %arg236: tensor<i32>, %arg237: tensor<2x8x16xf32>, %arg238: tensor<3x2x8x16xf32>):
      %737 = "func.call"(%arg222, %arg236) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %738 = "func.call"(%arg223, %arg236) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %739 = "func.call"(%arg224, %arg236) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %740 = "func.call"(%arg225, %arg236) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %741 = "func.call"(%arg226, %arg236) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %742 = "func.call"(%arg227, %arg236) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %743 = "func.call"(%arg228, %arg236) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %744 = "func.call"(%arg229, %arg236) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %745 = "func.call"(%arg230, %arg236) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %746 = "func.call"(%arg231, %arg236) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %747 = "func.call"(%arg232, %arg236) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %748 = "func.call"(%arg233, %arg236) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %749:2 = "func.call"(%arg234, %arg235, %arg237, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748) <{callee = @closed_call}> : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>)
      %750 = "func.call"(%arg238, %749#1, %arg236) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %751 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %752 = "stablehlo.add"(%arg236, %751) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg222, %arg223, %arg224, %arg225, %arg226, %arg227, %arg228, %arg229, %arg230, %arg231, %arg232, %arg233, %arg234, %arg235, %752, %749#0, %750) : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>) -> ()
    }) : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>) -> (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>)
    %508 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.reduce"(%507#15, %508) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %736 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%736) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %511 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %513 = "stablehlo.divide"(%510, %512) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %515 = "stablehlo.subtract"(%507#15, %514) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %516 = "stablehlo.multiply"(%515, %515) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %517 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %519 = "stablehlo.multiply"(%518, %515) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %520 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.reduce"(%516, %520) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %735 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%735) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %523 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %525 = "stablehlo.divide"(%522, %524) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %526 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %527 = "stablehlo.subtract"(%507#15, %526) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %528 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %530 = "stablehlo.add"(%525, %529) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %531 = "stablehlo.rsqrt"(%530) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %532 = "stablehlo.divide"(%531, %530) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %533 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %535 = "stablehlo.multiply"(%534, %532) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %536 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %537 = "stablehlo.multiply"(%527, %536) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %538 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %540 = "stablehlo.multiply"(%537, %539) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %541 = "stablehlo.broadcast_in_dim"(%arg139) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %543 = "stablehlo.add"(%540, %542) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %544 = "stablehlo.dot_general"(%543, %arg141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %545 = "stablehlo.subtract"(%544, %arg143) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %546 = "chlo.square"(%545) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %547 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %549 = "stablehlo.multiply"(%548, %545) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %550 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.reduce"(%546, %550) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %734 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%734) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %552 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.divide"(%551, %552) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %554 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.divide"(%554, %555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %558 = "stablehlo.multiply"(%557, %549) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %559 = "stablehlo.dot_general"(%558, %543) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %560 = "stablehlo.transpose"(%559) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %561 = "stablehlo.dot_general"(%558, %arg141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %562 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.reduce"(%561, %562) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %733 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%733) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %564 = "stablehlo.reshape"(%563) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %565 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.reduce"(%564, %565) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %732 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%732) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %567 = "stablehlo.multiply"(%537, %561) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %568 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.reduce"(%567, %568) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %731 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%731) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %570 = "stablehlo.reshape"(%569) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %571 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %572 = "stablehlo.multiply"(%561, %571) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.reduce"(%570, %573) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %730 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%730) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %575 = "stablehlo.multiply"(%527, %572) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %576 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.reduce"(%575, %576) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %729 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%729) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %578 = "stablehlo.reshape"(%577) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %579 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %580 = "stablehlo.multiply"(%572, %579) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %581 = "stablehlo.multiply"(%578, %535) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %582 = "stablehlo.negate"(%580) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.reduce"(%582, %583) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %728 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%728) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %585 = "stablehlo.reshape"(%584) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %586 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %588 = "stablehlo.divide"(%581, %587) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %589 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.reduce"(%588, %589) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %727 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%727) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %592 = "stablehlo.multiply"(%591, %519) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %593 = "stablehlo.negate"(%592) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.reduce"(%593, %594) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %726 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%726) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %596 = "stablehlo.reshape"(%595) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %597 = "stablehlo.add"(%580, %592) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %598 = "stablehlo.add"(%585, %596) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %599 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %601 = "stablehlo.divide"(%598, %600) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %602 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %603 = "stablehlo.reduce"(%601, %602) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %725 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%725) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %605 = "stablehlo.add"(%597, %604) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %610 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %618 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %620 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %622 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %626 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %630 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %631:27 = "stablehlo.while"(%507#16, %arg127, %arg129, %arg130, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %500, %630, %605, %607, %609, %611, %613, %615, %617, %619, %621, %623, %625, %627, %629) ({
    ^bb0(%arg171: tensor<3x2x8x16xf32>, %arg172: tensor<3x16xf32>, %arg173: tensor<3x16xf32>, %arg174: tensor<3x16xf32>, %arg175: tensor<3x16xf32>, %arg176: tensor<3x16xf32>, %arg177: tensor<3x16x16xf32>, %arg178: tensor<3x16x16xf32>, %arg179: tensor<3x16x16xf32>, %arg180: tensor<3x16x16xf32>, %arg181: tensor<3x16x16xf32>, %arg182: tensor<3x16x16xf32>, %arg183: tensor<8x8xi1>, %arg184: tensor<i32>, %arg185: tensor<2x8x16xf32>, %arg186: tensor<3x16xf32>, %arg187: tensor<3x16xf32>, %arg188: tensor<3x16xf32>, %arg189: tensor<3x16xf32>, %arg190: tensor<3x16xf32>, %arg191: tensor<3x16xf32>, %arg192: tensor<3x16x16xf32>, %arg193: tensor<3x16x16xf32>, %arg194: tensor<3x16x16xf32>, %arg195: tensor<3x16x16xf32>, %arg196: tensor<3x16x16xf32>, %arg197: tensor<3x16x16xf32>):
      %723 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %724 = "stablehlo.compare"(%arg184, %723) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%724) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg144: tensor<3x2x8x16xf32>, %arg145: tensor<3x16xf32>, %arg146: tensor<3x16xf32>, %arg147: tensor<3x16xf32>, %arg148: tensor<3x16xf32>, %arg149: tensor<3x16xf32>, %arg150: tensor<3x16x16xf32>, %arg151: tensor<3x16x16xf32>, %arg152: tensor<3x16x16xf32>, %arg153: tensor<3x16x16xf32>, %arg154: tensor<3x16x16xf32>, %arg155: tensor<3x16x16xf32>, %arg156: tensor<8x8xi1>, %arg157: tensor<i32>, %arg158: tensor<2x8x16xf32>, %arg159: tensor<3x16xf32>, %arg160: tensor<3x16xf32>, %arg161: tensor<3x16xf32>, %arg162: tensor<3x16xf32>, %arg163: tensor<3x16xf32>, %arg164: tensor<3x16xf32>, %arg165: tensor<3x16x16xf32>, %arg166: tensor<3x16x16xf32>, %arg167: tensor<3x16x16xf32>, %arg168: tensor<3x16x16xf32>, %arg169: tensor<3x16x16xf32>, %arg170: tensor<3x16x16xf32>):
      %692 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %693 = "stablehlo.subtract"(%692, %arg157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %694 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %695 = "stablehlo.subtract"(%693, %694) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %696 = "func.call"(%arg144, %695) <{callee = @dynamic_index_in_dim_2}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %697 = "func.call"(%arg145, %695) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %698 = "func.call"(%arg146, %695) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %699 = "func.call"(%arg147, %695) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %700 = "func.call"(%arg148, %695) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %701 = "func.call"(%arg149, %695) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %702 = "func.call"(%arg150, %695) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %703 = "func.call"(%arg151, %695) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %704 = "func.call"(%arg152, %695) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %705 = "func.call"(%arg153, %695) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %706 = "func.call"(%arg154, %695) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %707 = "func.call"(%arg155, %695) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %708:13 = "func.call"(%arg156, %arg158, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707) <{callee = @closed_call_3}> : (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>)
      %709 = "func.call"(%arg159, %708#1, %695) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %710 = "func.call"(%arg160, %708#2, %695) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %711 = "func.call"(%arg161, %708#3, %695) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %712 = "func.call"(%arg162, %708#4, %695) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %713 = "func.call"(%arg163, %708#5, %695) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %714 = "func.call"(%arg164, %708#6, %695) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %715 = "func.call"(%arg165, %708#7, %695) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %716 = "func.call"(%arg166, %708#8, %695) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %717 = "func.call"(%arg167, %708#9, %695) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %718 = "func.call"(%arg168, %708#10, %695) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %719 = "func.call"(%arg169, %708#11, %695) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %720 = "func.call"(%arg170, %708#12, %695) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %721 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %722 = "stablehlo.add"(%arg157, %721) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %arg150, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %722, %708#0, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720) : (tensor<3x2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> ()
    }) : (tensor<3x2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> (tensor<3x2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>)
    %632 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %634 = "stablehlo.multiply"(%633, %631#15) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %635 = "stablehlo.subtract"(%arg127, %634) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %638 = "stablehlo.multiply"(%637, %631#16) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %639 = "stablehlo.subtract"(%arg128, %638) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %640 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %642 = "stablehlo.multiply"(%641, %631#17) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %643 = "stablehlo.subtract"(%arg129, %642) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %646 = "stablehlo.multiply"(%645, %631#18) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %647 = "stablehlo.subtract"(%arg130, %646) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %648 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %650 = "stablehlo.multiply"(%649, %631#19) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %651 = "stablehlo.subtract"(%arg131, %650) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %652 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %654 = "stablehlo.multiply"(%653, %631#20) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %655 = "stablehlo.subtract"(%arg132, %654) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %658 = "stablehlo.multiply"(%657, %631#21) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %659 = "stablehlo.subtract"(%arg133, %658) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %662 = "stablehlo.multiply"(%661, %631#22) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %663 = "stablehlo.subtract"(%arg134, %662) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %664 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %666 = "stablehlo.multiply"(%665, %631#23) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %667 = "stablehlo.subtract"(%arg135, %666) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %668 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %670 = "stablehlo.multiply"(%669, %631#24) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %671 = "stablehlo.subtract"(%arg136, %670) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %672 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %674 = "stablehlo.multiply"(%673, %631#25) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %675 = "stablehlo.subtract"(%arg137, %674) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %676 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %678 = "stablehlo.multiply"(%677, %631#26) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %679 = "stablehlo.subtract"(%arg138, %678) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %680 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %682 = "stablehlo.multiply"(%681, %566) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %683 = "stablehlo.subtract"(%arg139, %682) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %684 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %686 = "stablehlo.multiply"(%685, %574) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %687 = "stablehlo.subtract"(%arg140, %686) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %688 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %690 = "stablehlo.multiply"(%689, %560) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %691 = "stablehlo.subtract"(%arg141, %690) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%553, %635, %639, %643, %647, %651, %655, %659, %663, %667, %671, %675, %679, %683, %687, %691) : (tensor<f32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xi1>) -> tensor<8x8xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg126: tensor<8x8xi1>):
    %489 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x8xi32>
    %490 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %492 = "stablehlo.add"(%489, %491) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %493 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x8xi32>
    %494 = "stablehlo.compare"(%492, %493) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %495 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %497 = "stablehlo.select"(%494, %arg126, %496) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    "func.return"(%497) : (tensor<8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x1x8x8xi1>, tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg124: tensor<1x1x8x8xi1>, %arg125: tensor<f32>):
    %486 = "stablehlo.convert"(%arg125) : (tensor<f32>) -> tensor<f32>
    %487 = "stablehlo.broadcast_in_dim"(%arg124) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %488 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    "func.return"(%487, %488) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg122: tensor<3x16xf32>, %arg123: tensor<i32>):
    %483 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %484 = "stablehlo.dynamic_slice"(%arg122, %arg123, %483) <{slice_sizes = array<i64: 1, 16>}> : (tensor<3x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %485 = "stablehlo.reshape"(%484) : (tensor<1x16xf32>) -> tensor<16xf32>
    "func.return"(%485) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg120: tensor<3x16x16xf32>, %arg121: tensor<i32>):
    %479 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %480 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %481 = "stablehlo.dynamic_slice"(%arg120, %arg121, %479, %480) <{slice_sizes = array<i64: 1, 16, 16>}> : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %482 = "stablehlo.reshape"(%481) : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%482) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg93: tensor<2x2x8x8xi1>, %arg94: tensor<2x2x8x8xf32>, %arg95: tensor<2x8x16xf32>, %arg96: tensor<16xf32>, %arg97: tensor<16xf32>, %arg98: tensor<16xf32>, %arg99: tensor<16xf32>, %arg100: tensor<16xf32>, %arg101: tensor<16xf32>, %arg102: tensor<16x16xf32>, %arg103: tensor<16x16xf32>, %arg104: tensor<16x16xf32>, %arg105: tensor<16x16xf32>, %arg106: tensor<16x16xf32>, %arg107: tensor<16x16xf32>):
    %359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.reduce"(%arg95, %359) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %478 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%478) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %362 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %364 = "stablehlo.divide"(%361, %363) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %366 = "stablehlo.subtract"(%arg95, %365) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %367 = "stablehlo.multiply"(%366, %366) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.reduce"(%367, %368) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %477 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%477) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %371 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %373 = "stablehlo.divide"(%370, %372) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %374 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %375 = "stablehlo.subtract"(%arg95, %374) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %376 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %378 = "stablehlo.add"(%373, %377) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %379 = "stablehlo.rsqrt"(%378) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %381 = "stablehlo.multiply"(%375, %380) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %382 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %384 = "stablehlo.multiply"(%381, %383) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %385 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %387 = "stablehlo.add"(%384, %386) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %388 = "stablehlo.dot_general"(%387, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %389 = "stablehlo.reshape"(%388) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %390 = "stablehlo.dot_general"(%387, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %391 = "stablehlo.reshape"(%390) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %392 = "stablehlo.dot_general"(%387, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %393 = "stablehlo.reshape"(%392) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %394 = "stablehlo.dot_general"(%389, %391) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %395 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %397 = "stablehlo.divide"(%394, %396) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %398 = "func.call"(%397, %arg93, %arg94) <{callee = @_where_1}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %399 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.reduce"(%398, %399) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %476 = "stablehlo.maximum"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%476) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %401 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8xf32>
    %403 = "stablehlo.maximum"(%402, %400) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %406 = "stablehlo.subtract"(%398, %405) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %407 = "stablehlo.exponential"(%406) : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %475 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%475) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %412 = "stablehlo.divide"(%407, %411) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %413 = "stablehlo.dot_general"(%393, %412) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %414 = "stablehlo.transpose"(%413) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %415 = "stablehlo.reshape"(%414) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %416 = "stablehlo.dot_general"(%415, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %417 = "stablehlo.add"(%arg95, %416) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.reduce"(%417, %418) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %474 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%474) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %421 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %423 = "stablehlo.divide"(%420, %422) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %425 = "stablehlo.subtract"(%417, %424) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %426 = "stablehlo.multiply"(%425, %425) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %473 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%473) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %430 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %432 = "stablehlo.divide"(%429, %431) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %433 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %434 = "stablehlo.subtract"(%417, %433) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %435 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %437 = "stablehlo.add"(%432, %436) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %438 = "stablehlo.rsqrt"(%437) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %440 = "stablehlo.multiply"(%434, %439) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %441 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %443 = "stablehlo.multiply"(%440, %442) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %444 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %446 = "stablehlo.add"(%443, %445) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %447 = "stablehlo.dot_general"(%446, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %448 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %450 = "stablehlo.add"(%447, %449) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %451 = "stablehlo.multiply"(%450, %450) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %452 = "stablehlo.multiply"(%451, %450) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %453 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %455 = "stablehlo.multiply"(%454, %452) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %456 = "stablehlo.add"(%450, %455) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %457 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %459 = "stablehlo.multiply"(%458, %456) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %460 = "stablehlo.tanh"(%459) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %461 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %463 = "stablehlo.add"(%462, %460) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %464 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %466 = "stablehlo.multiply"(%465, %463) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %467 = "stablehlo.multiply"(%450, %466) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %468 = "stablehlo.dot_general"(%467, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %469 = "stablehlo.add"(%417, %468) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %470 = "stablehlo.broadcast_in_dim"(%arg97) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %472 = "stablehlo.add"(%469, %471) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%472, %arg95) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<2x2x8x8xf32>, %arg91: tensor<2x2x8x8xi1>, %arg92: tensor<2x2x8x8xf32>):
    %358 = "stablehlo.select"(%arg91, %arg90, %arg92) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%358) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg87: tensor<3x2x8x16xf32>, %arg88: tensor<2x8x16xf32>, %arg89: tensor<i32>):
    %353 = "stablehlo.broadcast_in_dim"(%arg88) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %354 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %355 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %357 = "stablehlo.dynamic_update_slice"(%arg87, %353, %arg89, %354, %355, %356) : (tensor<3x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x16xf32>
    "func.return"(%357) : (tensor<3x2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<3x2x8x16xf32>, %arg86: tensor<i32>):
    %348 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %349 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %350 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %351 = "stablehlo.dynamic_slice"(%arg85, %arg86, %348, %349, %350) <{slice_sizes = array<i64: 1, 2, 8, 16>}> : (tensor<3x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16xf32>
    %352 = "stablehlo.reshape"(%351) : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%352) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8x8xi1>, %arg12: tensor<2x8x16xf32>, %arg13: tensor<2x8x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x16xf32>, %arg20: tensor<16x16xf32>, %arg21: tensor<16x16xf32>, %arg22: tensor<16x16xf32>, %arg23: tensor<16x16xf32>, %arg24: tensor<16x16xf32>):
    %14:14 = "stablehlo.optimization_barrier"(%arg11, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg12) : (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>) -> (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>)
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14#1, %15) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %347 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%347) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %22 = "stablehlo.subtract"(%14#1, %21) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %23 = "stablehlo.multiply"(%22, %22) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %24 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %26 = "stablehlo.multiply"(%25, %22) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%23, %27) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %346 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%346) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %30 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %32 = "stablehlo.divide"(%29, %31) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %34 = "stablehlo.subtract"(%14#1, %33) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %35 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %37 = "stablehlo.add"(%32, %36) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %38 = "stablehlo.rsqrt"(%37) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %39 = "stablehlo.divide"(%38, %37) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %40 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %42 = "stablehlo.multiply"(%41, %39) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %44 = "stablehlo.multiply"(%34, %43) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %45 = "stablehlo.broadcast_in_dim"(%14#4) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %47 = "stablehlo.multiply"(%44, %46) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %48 = "stablehlo.broadcast_in_dim"(%14#3) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %51 = "stablehlo.dot_general"(%50, %14#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %53 = "stablehlo.dot_general"(%50, %14#9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = "stablehlo.dot_general"(%50, %14#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %57 = "stablehlo.dot_general"(%52, %54) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %60 = "stablehlo.divide"(%57, %59) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %61 = "stablehlo.broadcast_in_dim"(%14#0) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %62 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %63:2 = "func.call"(%61, %60, %62) <{callee = @_where_4}> : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %64 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%63#0, %64) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %345 = "stablehlo.maximum"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%345) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8xf32>
    %68 = "stablehlo.maximum"(%67, %65) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %71 = "stablehlo.subtract"(%63#0, %70) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %72 = "stablehlo.exponential"(%71) : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %344 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%344) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %77 = "stablehlo.divide"(%72, %76) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %78 = "stablehlo.multiply"(%75, %75) : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %81 = "stablehlo.divide"(%80, %78) : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %82 = "stablehlo.dot_general"(%56, %77) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %83 = "stablehlo.transpose"(%82) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %84 = "stablehlo.reshape"(%83) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %85 = "stablehlo.dot_general"(%84, %14#10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %86 = "stablehlo.add"(%14#1, %85) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.reduce"(%86, %87) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %343 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%343) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %90 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %92 = "stablehlo.divide"(%89, %91) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %94 = "stablehlo.subtract"(%86, %93) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %95 = "stablehlo.multiply"(%94, %94) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %96 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %98 = "stablehlo.multiply"(%97, %94) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%95, %99) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %342 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%342) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %104 = "stablehlo.divide"(%101, %103) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %105 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %106 = "stablehlo.subtract"(%86, %105) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %107 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %109 = "stablehlo.add"(%104, %108) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %110 = "stablehlo.rsqrt"(%109) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %111 = "stablehlo.divide"(%110, %109) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %112 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %114 = "stablehlo.multiply"(%113, %111) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %115 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %116 = "stablehlo.multiply"(%106, %115) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %117 = "stablehlo.broadcast_in_dim"(%14#6) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %119 = "stablehlo.multiply"(%116, %118) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %120 = "stablehlo.broadcast_in_dim"(%14#5) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %122 = "stablehlo.add"(%119, %121) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %123 = "stablehlo.dot_general"(%122, %14#7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %124 = "stablehlo.broadcast_in_dim"(%14#2) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %126 = "stablehlo.add"(%123, %125) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %127 = "stablehlo.multiply"(%126, %126) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %128 = "stablehlo.multiply"(%127, %126) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %129 = "stablehlo.multiply"(%126, %126) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %130 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %132 = "stablehlo.multiply"(%131, %129) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %133 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %135 = "stablehlo.multiply"(%134, %128) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %136 = "stablehlo.add"(%126, %135) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %137 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %139 = "stablehlo.multiply"(%138, %136) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %140 = "stablehlo.tanh"(%139) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %141 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %143 = "stablehlo.subtract"(%142, %140) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %146 = "stablehlo.add"(%145, %140) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %147 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %149 = "stablehlo.multiply"(%148, %146) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %150 = "stablehlo.multiply"(%126, %149) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.reduce"(%14#13, %151) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %341 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%341) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %340 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%340) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %156 = "stablehlo.dot_general"(%14#13, %150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %157 = "stablehlo.transpose"(%156) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %158 = "stablehlo.dot_general"(%14#13, %14#8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %159 = "stablehlo.multiply"(%126, %158) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %160 = "stablehlo.multiply"(%158, %149) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %161 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %163 = "stablehlo.multiply"(%162, %159) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %164 = "stablehlo.multiply"(%163, %143) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %165 = "stablehlo.multiply"(%164, %140) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %166 = "stablehlo.add"(%164, %165) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %169 = "stablehlo.multiply"(%168, %166) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %170 = "stablehlo.add"(%160, %169) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %171 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %173 = "stablehlo.multiply"(%172, %169) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %174 = "stablehlo.multiply"(%173, %132) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %175 = "stablehlo.add"(%170, %174) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.reduce"(%175, %176) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %339 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%339) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.reduce"(%178, %179) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %338 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%338) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %181 = "stablehlo.dot_general"(%175, %122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %182 = "stablehlo.transpose"(%181) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %183 = "stablehlo.dot_general"(%175, %14#7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.reduce"(%183, %184) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %337 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%337) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.reduce"(%186, %187) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %336 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%336) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %189 = "stablehlo.multiply"(%116, %183) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.reduce"(%189, %190) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %335 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%335) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %193 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %194 = "stablehlo.multiply"(%183, %193) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.reduce"(%192, %195) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %334 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%334) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %197 = "stablehlo.multiply"(%106, %194) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.reduce"(%197, %198) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %333 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%333) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %201 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %202 = "stablehlo.multiply"(%194, %201) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %203 = "stablehlo.multiply"(%200, %114) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %204 = "stablehlo.negate"(%202) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.reduce"(%204, %205) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %332 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%332) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %207 = "stablehlo.reshape"(%206) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %208 = "stablehlo.add"(%14#13, %202) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %209 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %211 = "stablehlo.divide"(%203, %210) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.reduce"(%211, %212) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %331 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%331) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %215 = "stablehlo.multiply"(%214, %98) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %216 = "stablehlo.negate"(%215) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %217 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.reduce"(%216, %217) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %330 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%330) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %220 = "stablehlo.add"(%208, %215) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %221 = "stablehlo.add"(%207, %219) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %222 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %224 = "stablehlo.divide"(%221, %223) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %329 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%329) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %228 = "stablehlo.add"(%220, %227) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %229 = "stablehlo.dot_general"(%228, %84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %230 = "stablehlo.transpose"(%229) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %231 = "stablehlo.dot_general"(%228, %14#10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %232 = "stablehlo.reshape"(%231) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %233 = "stablehlo.transpose"(%232) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %234 = "stablehlo.dot_general"(%233, %56) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %235 = "stablehlo.dot_general"(%233, %77) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %236 = "stablehlo.transpose"(%235) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %237 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %238 = "stablehlo.multiply"(%234, %237) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %239 = "stablehlo.multiply"(%238, %72) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.reduce"(%239, %240) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %328 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%328) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %243 = "stablehlo.negate"(%242) : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %244 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %245 = "stablehlo.divide"(%234, %244) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %246 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.reduce"(%243, %246) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %327 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%327) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %249 = "stablehlo.add"(%245, %248) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %250 = "stablehlo.multiply"(%249, %72) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %251 = "func.call"(%63#1, %250) <{callee = @_where_5}> : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %252 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %254 = "stablehlo.divide"(%251, %253) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %255 = "stablehlo.dot_general"(%254, %52) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %256 = "stablehlo.transpose"(%255) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %257 = "stablehlo.dot_general"(%254, %54) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %258 = "stablehlo.transpose"(%257) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %259 = "stablehlo.reshape"(%236) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %260 = "stablehlo.dot_general"(%259, %50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %261 = "stablehlo.transpose"(%260) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %262 = "stablehlo.dot_general"(%259, %14#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %263 = "stablehlo.reshape"(%256) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %264 = "stablehlo.dot_general"(%263, %50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %265 = "stablehlo.transpose"(%264) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %266 = "stablehlo.dot_general"(%263, %14#9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %267 = "stablehlo.add"(%262, %266) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %268 = "stablehlo.reshape"(%258) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %269 = "stablehlo.dot_general"(%268, %50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %270 = "stablehlo.transpose"(%269) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %271 = "stablehlo.dot_general"(%268, %14#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %272 = "stablehlo.add"(%267, %271) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.reduce"(%272, %273) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %326 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%326) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %275 = "stablehlo.reshape"(%274) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.reduce"(%275, %276) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %325 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%325) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %278 = "stablehlo.multiply"(%44, %272) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %324 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%324) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %281 = "stablehlo.reshape"(%280) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %282 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %283 = "stablehlo.multiply"(%272, %282) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %284 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.reduce"(%281, %284) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %323 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%323) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %286 = "stablehlo.multiply"(%34, %283) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.reduce"(%286, %287) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %322 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%322) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %289 = "stablehlo.reshape"(%288) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %290 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %291 = "stablehlo.multiply"(%283, %290) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %292 = "stablehlo.multiply"(%289, %42) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %293 = "stablehlo.negate"(%291) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %321 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%321) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %297 = "stablehlo.add"(%228, %291) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %298 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %300 = "stablehlo.divide"(%292, %299) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.reduce"(%300, %301) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %320 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%320) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %304 = "stablehlo.multiply"(%303, %26) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %305 = "stablehlo.negate"(%304) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.reduce"(%305, %306) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %319 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%319) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %309 = "stablehlo.add"(%297, %304) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %310 = "stablehlo.add"(%296, %308) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %311 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %313 = "stablehlo.divide"(%310, %312) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.reduce"(%313, %314) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %318 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%318) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %317 = "stablehlo.add"(%309, %316) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%317, %180, %155, %277, %285, %188, %196, %182, %157, %265, %230, %270, %261) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>), res_attrs = [{}, {}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1x1x8x8xi1>, %arg9: tensor<2x2x8x8xf32>, %arg10: tensor<f32>):
    %10 = "stablehlo.convert"(%arg10) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %13 = "stablehlo.select"(%11, %arg9, %12) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%13, %11) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x2x8x8xi1>, %arg7: tensor<2x2x8x8xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%9) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_update_slice"(%arg3, %4, %arg5, %5) : (tensor<3x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<3x16xf32>
    "func.return"(%6) : (tensor<3x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    "func.return"(%3) : (tensor<3x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
