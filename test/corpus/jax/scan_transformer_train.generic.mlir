"builtin.module"() <{sym_name = "jit_scan_transformer_train"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> (tensor<f32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]['layers']['b1']"}, {jax.result_info = "result[1]['layers']['b2']"}, {jax.result_info = "result[1]['layers']['ln1_b']"}, {jax.result_info = "result[1]['layers']['ln1_g']"}, {jax.result_info = "result[1]['layers']['ln2_b']"}, {jax.result_info = "result[1]['layers']['ln2_g']"}, {jax.result_info = "result[1]['layers']['w1']"}, {jax.result_info = "result[1]['layers']['w2']"}, {jax.result_info = "result[1]['layers']['wk']"}, {jax.result_info = "result[1]['layers']['wo']"}, {jax.result_info = "result[1]['layers']['wq']"}, {jax.result_info = "result[1]['layers']['wv']"}, {jax.result_info = "result[1]['lnf_b']"}, {jax.result_info = "result[1]['lnf_g']"}, {jax.result_info = "result[1]['out']"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg159: tensor<3x16xf32>, %arg160: tensor<3x16xf32>, %arg161: tensor<3x16xf32>, %arg162: tensor<3x16xf32>, %arg163: tensor<3x16xf32>, %arg164: tensor<3x16xf32>, %arg165: tensor<3x16x16xf32>, %arg166: tensor<3x16x16xf32>, %arg167: tensor<3x16x16xf32>, %arg168: tensor<3x16x16xf32>, %arg169: tensor<3x16x16xf32>, %arg170: tensor<3x16x16xf32>, %arg171: tensor<16xf32>, %arg172: tensor<16xf32>, %arg173: tensor<16x16xf32>, %arg174: tensor<2x8x16xf32>, %arg175: tensor<2x8x16xf32>):
    %432 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %434 = "func.call"(%433) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %436 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %437:2 = "func.call"(%435, %436) <{callee = @_where}> : (tensor<1x1x8x8xi1>, tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>)
    %438 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %440 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %444 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %446 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1x1x16xf32>
    %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %450 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x2x8xf32>
    %454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x2x8xf32>
    %456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x2x8x8xf32>
    %458 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x2x8x1xf32>
    %460 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x2x8x1xf32>
    %462 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x2x8x8xf32>
    %464 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x2x8xf32>
    %466 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %470 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %472 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x1xf32>
    %474 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %476 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1x1x16xf32>
    %478 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %480 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %482 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %486 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %488 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %490 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %492 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x8x16xf32>
    %494 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %495:44 = "stablehlo.while"(%arg159, %arg160, %arg161, %arg162, %arg163, %arg164, %arg165, %arg166, %arg167, %arg168, %arg169, %arg170, %437#0, %437#1, %494, %arg174, %439, %441, %443, %445, %447, %449, %451, %453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493) ({
    ^bb0(%arg342: tensor<3x16xf32>, %arg343: tensor<3x16xf32>, %arg344: tensor<3x16xf32>, %arg345: tensor<3x16xf32>, %arg346: tensor<3x16xf32>, %arg347: tensor<3x16xf32>, %arg348: tensor<3x16x16xf32>, %arg349: tensor<3x16x16xf32>, %arg350: tensor<3x16x16xf32>, %arg351: tensor<3x16x16xf32>, %arg352: tensor<3x16x16xf32>, %arg353: tensor<3x16x16xf32>, %arg354: tensor<2x2x8x8xi1>, %arg355: tensor<2x2x8x8xf32>, %arg356: tensor<i32>, %arg357: tensor<2x8x16xf32>, %arg358: tensor<3x2x8x16xf32>, %arg359: tensor<3x2x8x1xf32>, %arg360: tensor<3x2x8x1xf32>, %arg361: tensor<3x2x8x16xf32>, %arg362: tensor<3x1x1x16xf32>, %arg363: tensor<3x2x8x16xf32>, %arg364: tensor<3x2x8x16xf32>, %arg365: tensor<3x2x8x2x8xf32>, %arg366: tensor<3x2x8x2x8xf32>, %arg367: tensor<3x2x2x8x8xf32>, %arg368: tensor<3x2x2x8x1xf32>, %arg369: tensor<3x2x2x8x1xf32>, %arg370: tensor<3x2x2x8x8xf32>, %arg371: tensor<3x2x8x2x8xf32>, %arg372: tensor<3x2x8x16xf32>, %arg373: tensor<3x2x8x16xf32>, %arg374: tensor<3x2x8x1xf32>, %arg375: tensor<3x2x8x1xf32>, %arg376: tensor<3x2x8x16xf32>, %arg377: tensor<3x1x1x16xf32>, %arg378: tensor<3x2x8x16xf32>, %arg379: tensor<3x2x8x16xf32>, %arg380: tensor<3x2x8x16xf32>, %arg381: tensor<3x2x8x16xf32>, %arg382: tensor<3x2x8x16xf32>, %arg383: tensor<3x2x8x16xf32>, %arg384: tensor<3x2x8x16xf32>, %arg385: tensor<3x2x8x16xf32>):
      %790 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %791 = "stablehlo.compare"(%arg356, %790) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%791) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg298: tensor<3x16xf32>, %arg299: tensor<3x16xf32>, %arg300: tensor<3x16xf32>, %arg301: tensor<3x16xf32>, %arg302: tensor<3x16xf32>, %arg303: tensor<3x16xf32>, %arg304: tensor<3x16x16xf32>, %arg305: tensor<3x16x16xf32>, %arg306: tensor<3x16x16xf32>, %arg307: tensor<3x16x16xf32>, %arg308: tensor<3x16x16xf32>, %arg309: tensor<3x16x16xf32>, %arg310: tensor<2x2x8x8xi1>, %arg311: tensor<2x2x8x8xf32>, %arg312: tensor<i32>, %arg313: tensor<2x8x16xf32>, %arg314: tensor<3x2x8x16xf32>, %arg315: tensor<3x2x8x1xf32>, %arg316: tensor<3x2x8x1xf32>, %arg317: tensor<3x2x8x16xf32>, %arg318: tensor<3x1x1x16xf32>, %arg319: tensor<3x2x8x16xf32>, %arg320: tensor<3x2x8x16xf32>, %arg321: tensor<3x2x8x2x8xf32>, %arg322: tensor<3x2x8x2x8xf32>, %arg323: tensor<3x2x2x8x8xf32>, %arg324: tensor<3x2x2x8x1xf32>, %arg325: tensor<3x2x2x8x1xf32>, %arg326: tensor<3x2x2x8x8xf32>, %arg327: tensor<3x2x8x2x8xf32>, %arg328: tensor<3x2x8x16xf32>, %arg329: tensor<3x2x8x16xf32>, %arg330: tensor<3x2x8x1xf32>, %arg331: tensor<3x2x8x1xf32>, %arg332: tensor<3x2x8x16xf32>, %arg333: tensor<3x1x1x16xf32>, %arg334: tensor<3x2x8x16xf32>, %arg335: tensor<3x2x8x16xf32>, %arg336: tensor<3x2x8x16xf32>, %arg337: tensor<3x2x8x16xf32>, %arg338: tensor<3x2x8x16xf32>, %arg339: tensor<3x2x8x16xf32>, %arg340: tensor<3x2x8x16xf32>, %arg341: tensor<3x2x8x16xf32>):
      %747 = "func.call"(%arg298, %arg312) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %748 = "func.call"(%arg299, %arg312) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %749 = "func.call"(%arg300, %arg312) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %750 = "func.call"(%arg301, %arg312) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %751 = "func.call"(%arg302, %arg312) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %752 = "func.call"(%arg303, %arg312) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %753 = "func.call"(%arg304, %arg312) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %754 = "func.call"(%arg305, %arg312) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %755 = "func.call"(%arg306, %arg312) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %756 = "func.call"(%arg307, %arg312) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %757 = "func.call"(%arg308, %arg312) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %758 = "func.call"(%arg309, %arg312) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %759:29 = "func.call"(%arg310, %arg311, %arg313, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758) <{callee = @closed_call}> : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>)
      %760 = "func.call"(%arg314, %759#1, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %761 = "func.call"(%arg315, %759#2, %arg312) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %762 = "func.call"(%arg316, %759#3, %arg312) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %763 = "func.call"(%arg317, %759#4, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %764 = "func.call"(%arg318, %759#5, %arg312) <{callee = @dynamic_update_index_in_dim_3}> : (tensor<3x1x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>) -> tensor<3x1x1x16xf32>
      %765 = "func.call"(%arg319, %759#6, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %766 = "func.call"(%arg320, %759#7, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %767 = "func.call"(%arg321, %759#8, %arg312) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
      %768 = "func.call"(%arg322, %759#9, %arg312) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
      %769 = "func.call"(%arg323, %759#10, %arg312) <{callee = @dynamic_update_index_in_dim_5}> : (tensor<3x2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>
      %770 = "func.call"(%arg324, %759#11, %arg312) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>
      %771 = "func.call"(%arg325, %759#12, %arg312) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<3x2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>
      %772 = "func.call"(%arg326, %759#13, %arg312) <{callee = @dynamic_update_index_in_dim_5}> : (tensor<3x2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>
      %773 = "func.call"(%arg327, %759#14, %arg312) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
      %774 = "func.call"(%arg328, %759#15, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %775 = "func.call"(%arg329, %759#16, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %776 = "func.call"(%arg330, %759#17, %arg312) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %777 = "func.call"(%arg331, %759#18, %arg312) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>
      %778 = "func.call"(%arg332, %759#19, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %779 = "func.call"(%arg333, %759#20, %arg312) <{callee = @dynamic_update_index_in_dim_3}> : (tensor<3x1x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>) -> tensor<3x1x1x16xf32>
      %780 = "func.call"(%arg334, %759#21, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %781 = "func.call"(%arg335, %759#22, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %782 = "func.call"(%arg336, %759#23, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %783 = "func.call"(%arg337, %759#24, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %784 = "func.call"(%arg338, %759#25, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %785 = "func.call"(%arg339, %759#26, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %786 = "func.call"(%arg340, %759#27, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %787 = "func.call"(%arg341, %759#28, %arg312) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>
      %788 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %789 = "stablehlo.add"(%arg312, %788) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg298, %arg299, %arg300, %arg301, %arg302, %arg303, %arg304, %arg305, %arg306, %arg307, %arg308, %arg309, %arg310, %arg311, %789, %759#0, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787) : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>) -> ()
    }) : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>) -> (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>)
    %496 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.reduce"(%495#15, %496) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg296: tensor<f32>, %arg297: tensor<f32>):
      %746 = "stablehlo.add"(%arg296, %arg297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%746) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %499 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %501 = "stablehlo.divide"(%498, %500) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %503 = "stablehlo.subtract"(%495#15, %502) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %504 = "stablehlo.multiply"(%503, %503) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %505 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %507 = "stablehlo.multiply"(%506, %503) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %508 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.reduce"(%504, %508) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg294: tensor<f32>, %arg295: tensor<f32>):
      %745 = "stablehlo.add"(%arg294, %arg295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%745) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %511 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %513 = "stablehlo.divide"(%510, %512) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %514 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %515 = "stablehlo.subtract"(%495#15, %514) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %516 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %518 = "stablehlo.add"(%513, %517) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %519 = "stablehlo.rsqrt"(%518) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %520 = "stablehlo.divide"(%519, %518) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %521 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %523 = "stablehlo.multiply"(%522, %520) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %524 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %525 = "stablehlo.multiply"(%515, %524) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %526 = "stablehlo.broadcast_in_dim"(%arg172) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %528 = "stablehlo.multiply"(%525, %527) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %529 = "stablehlo.broadcast_in_dim"(%arg171) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %531 = "stablehlo.add"(%528, %530) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %532 = "stablehlo.dot_general"(%531, %arg173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %533 = "stablehlo.subtract"(%532, %arg175) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %534 = "chlo.square"(%533) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %535 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %537 = "stablehlo.multiply"(%536, %533) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.reduce"(%534, %538) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %744 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%744) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %540 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.divide"(%539, %540) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %542 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.divide"(%542, %543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %546 = "stablehlo.multiply"(%545, %537) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %547 = "stablehlo.dot_general"(%546, %531) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %548 = "stablehlo.transpose"(%547) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %549 = "stablehlo.dot_general"(%546, %arg173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %550 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.reduce"(%549, %550) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %743 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%743) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %552 = "stablehlo.reshape"(%551) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.reduce"(%552, %553) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
      %742 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%742) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %555 = "stablehlo.multiply"(%525, %549) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
      %741 = "stablehlo.add"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%741) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %558 = "stablehlo.reshape"(%557) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %559 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %560 = "stablehlo.multiply"(%549, %559) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %561 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.reduce"(%558, %561) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
      %740 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%740) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %563 = "stablehlo.multiply"(%515, %560) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %564 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.reduce"(%563, %564) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
      %739 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%739) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %566 = "stablehlo.reshape"(%565) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %567 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %568 = "stablehlo.multiply"(%560, %567) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %569 = "stablehlo.multiply"(%566, %523) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %570 = "stablehlo.negate"(%568) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.reduce"(%570, %571) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
      %738 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%738) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %573 = "stablehlo.reshape"(%572) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %574 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %576 = "stablehlo.divide"(%569, %575) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %577 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %578 = "stablehlo.reduce"(%576, %577) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg278: tensor<f32>, %arg279: tensor<f32>):
      %737 = "stablehlo.add"(%arg278, %arg279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%737) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %580 = "stablehlo.multiply"(%579, %507) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %581 = "stablehlo.negate"(%580) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.reduce"(%581, %582) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
      %736 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%736) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %585 = "stablehlo.add"(%568, %580) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %586 = "stablehlo.add"(%573, %584) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %587 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %589 = "stablehlo.divide"(%586, %588) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %735 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%735) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %593 = "stablehlo.add"(%585, %592) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %596 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %598 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %602 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %604 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %610 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %618 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %619:49 = "stablehlo.while"(%495#16, %495#17, %495#18, %495#19, %495#20, %495#21, %arg169, %495#22, %arg167, %arg170, %495#23, %495#24, %495#25, %495#26, %495#27, %495#28, %495#29, %arg168, %495#30, %495#31, %495#32, %495#33, %495#34, %495#35, %495#36, %arg165, %495#37, %495#38, %495#39, %495#40, %495#41, %495#42, %arg166, %495#43, %437#0, %618, %593, %595, %597, %599, %601, %603, %605, %607, %609, %611, %613, %615, %617) ({
    ^bb0(%arg225: tensor<3x2x8x16xf32>, %arg226: tensor<3x2x8x1xf32>, %arg227: tensor<3x2x8x1xf32>, %arg228: tensor<3x2x8x16xf32>, %arg229: tensor<3x1x1x16xf32>, %arg230: tensor<3x2x8x16xf32>, %arg231: tensor<3x16x16xf32>, %arg232: tensor<3x2x8x16xf32>, %arg233: tensor<3x16x16xf32>, %arg234: tensor<3x16x16xf32>, %arg235: tensor<3x2x8x2x8xf32>, %arg236: tensor<3x2x8x2x8xf32>, %arg237: tensor<3x2x2x8x8xf32>, %arg238: tensor<3x2x2x8x1xf32>, %arg239: tensor<3x2x2x8x1xf32>, %arg240: tensor<3x2x2x8x8xf32>, %arg241: tensor<3x2x8x2x8xf32>, %arg242: tensor<3x16x16xf32>, %arg243: tensor<3x2x8x16xf32>, %arg244: tensor<3x2x8x16xf32>, %arg245: tensor<3x2x8x1xf32>, %arg246: tensor<3x2x8x1xf32>, %arg247: tensor<3x2x8x16xf32>, %arg248: tensor<3x1x1x16xf32>, %arg249: tensor<3x2x8x16xf32>, %arg250: tensor<3x16x16xf32>, %arg251: tensor<3x2x8x16xf32>, %arg252: tensor<3x2x8x16xf32>, %arg253: tensor<3x2x8x16xf32>, %arg254: tensor<3x2x8x16xf32>, %arg255: tensor<3x2x8x16xf32>, %arg256: tensor<3x2x8x16xf32>, %arg257: tensor<3x16x16xf32>, %arg258: tensor<3x2x8x16xf32>, %arg259: tensor<2x2x8x8xi1>, %arg260: tensor<i32>, %arg261: tensor<2x8x16xf32>, %arg262: tensor<3x16xf32>, %arg263: tensor<3x16xf32>, %arg264: tensor<3x16xf32>, %arg265: tensor<3x16xf32>, %arg266: tensor<3x16xf32>, %arg267: tensor<3x16xf32>, %arg268: tensor<3x16x16xf32>, %arg269: tensor<3x16x16xf32>, %arg270: tensor<3x16x16xf32>, %arg271: tensor<3x16x16xf32>, %arg272: tensor<3x16x16xf32>, %arg273: tensor<3x16x16xf32>):
      %733 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %734 = "stablehlo.compare"(%arg260, %733) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%734) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg176: tensor<3x2x8x16xf32>, %arg177: tensor<3x2x8x1xf32>, %arg178: tensor<3x2x8x1xf32>, %arg179: tensor<3x2x8x16xf32>, %arg180: tensor<3x1x1x16xf32>, %arg181: tensor<3x2x8x16xf32>, %arg182: tensor<3x16x16xf32>, %arg183: tensor<3x2x8x16xf32>, %arg184: tensor<3x16x16xf32>, %arg185: tensor<3x16x16xf32>, %arg186: tensor<3x2x8x2x8xf32>, %arg187: tensor<3x2x8x2x8xf32>, %arg188: tensor<3x2x2x8x8xf32>, %arg189: tensor<3x2x2x8x1xf32>, %arg190: tensor<3x2x2x8x1xf32>, %arg191: tensor<3x2x2x8x8xf32>, %arg192: tensor<3x2x8x2x8xf32>, %arg193: tensor<3x16x16xf32>, %arg194: tensor<3x2x8x16xf32>, %arg195: tensor<3x2x8x16xf32>, %arg196: tensor<3x2x8x1xf32>, %arg197: tensor<3x2x8x1xf32>, %arg198: tensor<3x2x8x16xf32>, %arg199: tensor<3x1x1x16xf32>, %arg200: tensor<3x2x8x16xf32>, %arg201: tensor<3x16x16xf32>, %arg202: tensor<3x2x8x16xf32>, %arg203: tensor<3x2x8x16xf32>, %arg204: tensor<3x2x8x16xf32>, %arg205: tensor<3x2x8x16xf32>, %arg206: tensor<3x2x8x16xf32>, %arg207: tensor<3x2x8x16xf32>, %arg208: tensor<3x16x16xf32>, %arg209: tensor<3x2x8x16xf32>, %arg210: tensor<2x2x8x8xi1>, %arg211: tensor<i32>, %arg212: tensor<2x8x16xf32>, %arg213: tensor<3x16xf32>, %arg214: tensor<3x16xf32>, %arg215: tensor<3x16xf32>, %arg216: tensor<3x16xf32>, %arg217: tensor<3x16xf32>, %arg218: tensor<3x16xf32>, %arg219: tensor<3x16x16xf32>, %arg220: tensor<3x16x16xf32>, %arg221: tensor<3x16x16xf32>, %arg222: tensor<3x16x16xf32>, %arg223: tensor<3x16x16xf32>, %arg224: tensor<3x16x16xf32>):
      %680 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %681 = "stablehlo.subtract"(%680, %arg211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %682 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %683 = "stablehlo.subtract"(%681, %682) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %684 = "func.call"(%arg176, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %685 = "func.call"(%arg177, %683) <{callee = @dynamic_index_in_dim_8}> : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %686 = "func.call"(%arg178, %683) <{callee = @dynamic_index_in_dim_8}> : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %687 = "func.call"(%arg179, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %688 = "func.call"(%arg180, %683) <{callee = @dynamic_index_in_dim_9}> : (tensor<3x1x1x16xf32>, tensor<i32>) -> tensor<1x1x16xf32>
      %689 = "func.call"(%arg181, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %690 = "func.call"(%arg182, %683) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %691 = "func.call"(%arg183, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %692 = "func.call"(%arg184, %683) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %693 = "func.call"(%arg185, %683) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %694 = "func.call"(%arg186, %683) <{callee = @dynamic_index_in_dim_10}> : (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %695 = "func.call"(%arg187, %683) <{callee = @dynamic_index_in_dim_10}> : (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %696 = "func.call"(%arg188, %683) <{callee = @dynamic_index_in_dim_11}> : (tensor<3x2x2x8x8xf32>, tensor<i32>) -> tensor<2x2x8x8xf32>
      %697 = "func.call"(%arg189, %683) <{callee = @dynamic_index_in_dim_12}> : (tensor<3x2x2x8x1xf32>, tensor<i32>) -> tensor<2x2x8x1xf32>
      %698 = "func.call"(%arg190, %683) <{callee = @dynamic_index_in_dim_12}> : (tensor<3x2x2x8x1xf32>, tensor<i32>) -> tensor<2x2x8x1xf32>
      %699 = "func.call"(%arg191, %683) <{callee = @dynamic_index_in_dim_11}> : (tensor<3x2x2x8x8xf32>, tensor<i32>) -> tensor<2x2x8x8xf32>
      %700 = "func.call"(%arg192, %683) <{callee = @dynamic_index_in_dim_10}> : (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>
      %701 = "func.call"(%arg193, %683) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %702 = "func.call"(%arg194, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %703 = "func.call"(%arg195, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %704 = "func.call"(%arg196, %683) <{callee = @dynamic_index_in_dim_8}> : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %705 = "func.call"(%arg197, %683) <{callee = @dynamic_index_in_dim_8}> : (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>
      %706 = "func.call"(%arg198, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %707 = "func.call"(%arg199, %683) <{callee = @dynamic_index_in_dim_9}> : (tensor<3x1x1x16xf32>, tensor<i32>) -> tensor<1x1x16xf32>
      %708 = "func.call"(%arg200, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %709 = "func.call"(%arg201, %683) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %710 = "func.call"(%arg202, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %711 = "func.call"(%arg203, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %712 = "func.call"(%arg204, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %713 = "func.call"(%arg205, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %714 = "func.call"(%arg206, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %715 = "func.call"(%arg207, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %716 = "func.call"(%arg208, %683) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %717 = "func.call"(%arg209, %683) <{callee = @dynamic_index_in_dim_7}> : (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %718:13 = "func.call"(%arg210, %arg212, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717) <{callee = @closed_call_13}> : (tensor<2x2x8x8xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>)
      %719 = "func.call"(%arg213, %718#1, %683) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %720 = "func.call"(%arg214, %718#2, %683) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %721 = "func.call"(%arg215, %718#3, %683) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %722 = "func.call"(%arg216, %718#4, %683) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %723 = "func.call"(%arg217, %718#5, %683) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %724 = "func.call"(%arg218, %718#6, %683) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %725 = "func.call"(%arg219, %718#7, %683) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %726 = "func.call"(%arg220, %718#8, %683) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %727 = "func.call"(%arg221, %718#9, %683) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %728 = "func.call"(%arg222, %718#10, %683) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %729 = "func.call"(%arg223, %718#11, %683) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %730 = "func.call"(%arg224, %718#12, %683) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %731 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %732 = "stablehlo.add"(%arg211, %731) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg176, %arg177, %arg178, %arg179, %arg180, %arg181, %arg182, %arg183, %arg184, %arg185, %arg186, %arg187, %arg188, %arg189, %arg190, %arg191, %arg192, %arg193, %arg194, %arg195, %arg196, %arg197, %arg198, %arg199, %arg200, %arg201, %arg202, %arg203, %arg204, %arg205, %arg206, %arg207, %arg208, %arg209, %arg210, %732, %718#0, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730) : (tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<2x2x8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> ()
    }) : (tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<2x2x8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> (tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x1xf32>, tensor<3x2x2x8x8xf32>, tensor<3x2x8x2x8xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x1xf32>, tensor<3x2x8x16xf32>, tensor<3x1x1x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x2x8x16xf32>, tensor<3x16x16xf32>, tensor<3x2x8x16xf32>, tensor<2x2x8x8xi1>, tensor<i32>, tensor<2x8x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>)
    %620 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %622 = "stablehlo.multiply"(%621, %619#37) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %623 = "stablehlo.subtract"(%arg159, %622) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %626 = "stablehlo.multiply"(%625, %619#38) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %627 = "stablehlo.subtract"(%arg160, %626) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %630 = "stablehlo.multiply"(%629, %619#39) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %631 = "stablehlo.subtract"(%arg161, %630) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %632 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %634 = "stablehlo.multiply"(%633, %619#40) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %635 = "stablehlo.subtract"(%arg162, %634) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %638 = "stablehlo.multiply"(%637, %619#41) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %639 = "stablehlo.subtract"(%arg163, %638) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %640 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %642 = "stablehlo.multiply"(%641, %619#42) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %643 = "stablehlo.subtract"(%arg164, %642) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %646 = "stablehlo.multiply"(%645, %619#43) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %647 = "stablehlo.subtract"(%arg165, %646) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %648 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %650 = "stablehlo.multiply"(%649, %619#44) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %651 = "stablehlo.subtract"(%arg166, %650) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %652 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %654 = "stablehlo.multiply"(%653, %619#45) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %655 = "stablehlo.subtract"(%arg167, %654) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %658 = "stablehlo.multiply"(%657, %619#46) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %659 = "stablehlo.subtract"(%arg168, %658) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %662 = "stablehlo.multiply"(%661, %619#47) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %663 = "stablehlo.subtract"(%arg169, %662) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %664 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16x16xf32>
    %666 = "stablehlo.multiply"(%665, %619#48) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %667 = "stablehlo.subtract"(%arg170, %666) : (tensor<3x16x16xf32>, tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %668 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %670 = "stablehlo.multiply"(%669, %554) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %671 = "stablehlo.subtract"(%arg171, %670) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %672 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %674 = "stablehlo.multiply"(%673, %562) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %675 = "stablehlo.subtract"(%arg172, %674) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %676 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %678 = "stablehlo.multiply"(%677, %548) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %679 = "stablehlo.subtract"(%arg173, %678) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%541, %623, %627, %631, %635, %639, %643, %647, %651, %655, %659, %663, %667, %671, %675, %679) : (tensor<f32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xi1>) -> tensor<8x8xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg158: tensor<8x8xi1>):
    %423 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x8xi32>
    %424 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %426 = "stablehlo.add"(%423, %425) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %427 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x8xi32>
    %428 = "stablehlo.compare"(%426, %427) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %429 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %431 = "stablehlo.select"(%428, %arg158, %430) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    "func.return"(%431) : (tensor<8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x1x8x8xi1>, tensor<f32>) -> (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg156: tensor<1x1x8x8xi1>, %arg157: tensor<f32>):
    %420 = "stablehlo.convert"(%arg157) : (tensor<f32>) -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%arg156) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %422 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    "func.return"(%421, %422) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg154: tensor<3x16xf32>, %arg155: tensor<i32>):
    %417 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %418 = "stablehlo.dynamic_slice"(%arg154, %arg155, %417) <{slice_sizes = array<i64: 1, 16>}> : (tensor<3x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %419 = "stablehlo.reshape"(%418) : (tensor<1x16xf32>) -> tensor<16xf32>
    "func.return"(%419) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg152: tensor<3x16x16xf32>, %arg153: tensor<i32>):
    %413 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %414 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %415 = "stablehlo.dynamic_slice"(%arg152, %arg153, %413, %414) <{slice_sizes = array<i64: 1, 16, 16>}> : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %416 = "stablehlo.reshape"(%415) : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%416) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg125: tensor<2x2x8x8xi1>, %arg126: tensor<2x2x8x8xf32>, %arg127: tensor<2x8x16xf32>, %arg128: tensor<16xf32>, %arg129: tensor<16xf32>, %arg130: tensor<16xf32>, %arg131: tensor<16xf32>, %arg132: tensor<16xf32>, %arg133: tensor<16xf32>, %arg134: tensor<16x16xf32>, %arg135: tensor<16x16xf32>, %arg136: tensor<16x16xf32>, %arg137: tensor<16x16xf32>, %arg138: tensor<16x16xf32>, %arg139: tensor<16x16xf32>):
    %268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.reduce"(%arg127, %268) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %412 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%412) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %271 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %273 = "stablehlo.divide"(%270, %272) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %275 = "stablehlo.subtract"(%arg127, %274) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %276 = "stablehlo.multiply"(%275, %275) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %277 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %279 = "stablehlo.multiply"(%278, %275) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %280 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.reduce"(%276, %280) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %411 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%411) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %283 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %285 = "stablehlo.divide"(%282, %284) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %286 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %287 = "stablehlo.subtract"(%arg127, %286) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %288 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %290 = "stablehlo.add"(%285, %289) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %291 = "stablehlo.rsqrt"(%290) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %292 = "stablehlo.divide"(%291, %290) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %293 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %295 = "stablehlo.multiply"(%294, %292) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %296 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %297 = "stablehlo.multiply"(%287, %296) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %298 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %300 = "stablehlo.multiply"(%297, %299) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %301 = "stablehlo.broadcast_in_dim"(%arg130) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %303 = "stablehlo.add"(%300, %302) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %304 = "stablehlo.dot_general"(%303, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %305 = "stablehlo.reshape"(%304) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %306 = "stablehlo.dot_general"(%303, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %307 = "stablehlo.reshape"(%306) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %308 = "stablehlo.dot_general"(%303, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %310 = "stablehlo.dot_general"(%305, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %311 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %313 = "stablehlo.divide"(%310, %312) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %314 = "func.call"(%313, %arg125, %arg126) <{callee = @_where_1}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %315 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.reduce"(%314, %315) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %410 = "stablehlo.maximum"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%410) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %317 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8xf32>
    %319 = "stablehlo.maximum"(%318, %316) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %322 = "stablehlo.subtract"(%314, %321) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %323 = "stablehlo.exponential"(%322) : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.reduce"(%323, %324) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %409 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%409) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %328 = "stablehlo.divide"(%323, %327) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %329 = "stablehlo.multiply"(%326, %326) : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %330 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %332 = "stablehlo.divide"(%331, %329) : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %333 = "stablehlo.dot_general"(%309, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %334 = "stablehlo.transpose"(%333) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %336 = "stablehlo.dot_general"(%335, %arg137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %337 = "stablehlo.add"(%arg127, %336) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.reduce"(%337, %338) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %408 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%408) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %341 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %343 = "stablehlo.divide"(%340, %342) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %345 = "stablehlo.subtract"(%337, %344) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %346 = "stablehlo.multiply"(%345, %345) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %347 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %349 = "stablehlo.multiply"(%348, %345) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %350 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.reduce"(%346, %350) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %407 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%407) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %353 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %355 = "stablehlo.divide"(%352, %354) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %356 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %357 = "stablehlo.subtract"(%337, %356) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %358 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %360 = "stablehlo.add"(%355, %359) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %361 = "stablehlo.rsqrt"(%360) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %362 = "stablehlo.divide"(%361, %360) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %363 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %365 = "stablehlo.multiply"(%364, %362) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %366 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %367 = "stablehlo.multiply"(%357, %366) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %368 = "stablehlo.broadcast_in_dim"(%arg133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %370 = "stablehlo.multiply"(%367, %369) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %371 = "stablehlo.broadcast_in_dim"(%arg132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %373 = "stablehlo.add"(%370, %372) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %374 = "stablehlo.dot_general"(%373, %arg134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %375 = "stablehlo.broadcast_in_dim"(%arg128) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %377 = "stablehlo.add"(%374, %376) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %378 = "stablehlo.multiply"(%377, %377) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %379 = "stablehlo.multiply"(%378, %377) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %380 = "stablehlo.multiply"(%377, %377) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %381 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %383 = "stablehlo.multiply"(%382, %380) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %384 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %386 = "stablehlo.multiply"(%385, %379) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %387 = "stablehlo.add"(%377, %386) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %388 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %390 = "stablehlo.multiply"(%389, %387) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %391 = "stablehlo.tanh"(%390) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %392 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %394 = "stablehlo.subtract"(%393, %391) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %395 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %397 = "stablehlo.add"(%396, %391) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %398 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %400 = "stablehlo.multiply"(%399, %397) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %401 = "stablehlo.multiply"(%377, %400) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %402 = "stablehlo.dot_general"(%401, %arg135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %403 = "stablehlo.add"(%337, %402) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %404 = "stablehlo.broadcast_in_dim"(%arg129) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %406 = "stablehlo.add"(%403, %405) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%406, %279, %295, %291, %287, %298, %297, %303, %307, %305, %323, %326, %332, %328, %309, %335, %349, %365, %361, %357, %368, %367, %373, %383, %391, %394, %400, %377, %401) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg122: tensor<2x2x8x8xf32>, %arg123: tensor<2x2x8x8xi1>, %arg124: tensor<2x2x8x8xf32>):
    %267 = "stablehlo.select"(%arg123, %arg122, %arg124) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%267) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x8x16xf32>, tensor<2x8x16xf32>, tensor<i32>) -> tensor<3x2x8x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg119: tensor<3x2x8x16xf32>, %arg120: tensor<2x8x16xf32>, %arg121: tensor<i32>):
    %262 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %263 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %264 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %265 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %266 = "stablehlo.dynamic_update_slice"(%arg119, %262, %arg121, %263, %264, %265) : (tensor<3x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x16xf32>
    "func.return"(%266) : (tensor<3x2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x8x1xf32>, tensor<2x8x1xf32>, tensor<i32>) -> tensor<3x2x8x1xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg116: tensor<3x2x8x1xf32>, %arg117: tensor<2x8x1xf32>, %arg118: tensor<i32>):
    %257 = "stablehlo.broadcast_in_dim"(%arg117) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %258 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %259 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %261 = "stablehlo.dynamic_update_slice"(%arg116, %257, %arg118, %258, %259, %260) : (tensor<3x2x8x1xf32>, tensor<1x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x1xf32>
    "func.return"(%261) : (tensor<3x2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x1x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>) -> tensor<3x1x1x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_3", sym_visibility = "private"}> ({
  ^bb0(%arg113: tensor<3x1x1x16xf32>, %arg114: tensor<1x1x16xf32>, %arg115: tensor<i32>):
    %252 = "stablehlo.broadcast_in_dim"(%arg114) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %253 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %254 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %255 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %256 = "stablehlo.dynamic_update_slice"(%arg113, %252, %arg115, %253, %254, %255) : (tensor<3x1x1x16xf32>, tensor<1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x1x16xf32>
    "func.return"(%256) : (tensor<3x1x1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg110: tensor<3x2x8x2x8xf32>, %arg111: tensor<2x8x2x8xf32>, %arg112: tensor<i32>):
    %246 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x8x2x8xf32>) -> tensor<1x2x8x2x8xf32>
    %247 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %248 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %249 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %250 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %251 = "stablehlo.dynamic_update_slice"(%arg110, %246, %arg112, %247, %248, %249, %250) : (tensor<3x2x8x2x8xf32>, tensor<1x2x8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x8x2x8xf32>
    "func.return"(%251) : (tensor<3x2x8x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_5", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<3x2x2x8x8xf32>, %arg108: tensor<2x2x8x8xf32>, %arg109: tensor<i32>):
    %240 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x2x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %241 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %242 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %243 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %244 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %245 = "stablehlo.dynamic_update_slice"(%arg107, %240, %arg109, %241, %242, %243, %244) : (tensor<3x2x2x8x8xf32>, tensor<1x2x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x2x8x8xf32>
    "func.return"(%245) : (tensor<3x2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<3x2x2x8x1xf32>, %arg105: tensor<2x2x8x1xf32>, %arg106: tensor<i32>):
    %234 = "stablehlo.broadcast_in_dim"(%arg105) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x2x8x1xf32>) -> tensor<1x2x2x8x1xf32>
    %235 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %236 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %237 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %238 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %239 = "stablehlo.dynamic_update_slice"(%arg104, %234, %arg106, %235, %236, %237, %238) : (tensor<3x2x2x8x1xf32>, tensor<1x2x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x2x8x1xf32>
    "func.return"(%239) : (tensor<3x2x2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_7", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<3x2x8x16xf32>, %arg103: tensor<i32>):
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %231 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %232 = "stablehlo.dynamic_slice"(%arg102, %arg103, %229, %230, %231) <{slice_sizes = array<i64: 1, 2, 8, 16>}> : (tensor<3x2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16xf32>
    %233 = "stablehlo.reshape"(%232) : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%233) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x8x1xf32>, tensor<i32>) -> tensor<2x8x1xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_8", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<3x2x8x1xf32>, %arg101: tensor<i32>):
    %224 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %225 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %226 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %227 = "stablehlo.dynamic_slice"(%arg100, %arg101, %224, %225, %226) <{slice_sizes = array<i64: 1, 2, 8, 1>}> : (tensor<3x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x1xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<1x2x8x1xf32>) -> tensor<2x8x1xf32>
    "func.return"(%228) : (tensor<2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x1x1x16xf32>, tensor<i32>) -> tensor<1x1x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_9", sym_visibility = "private"}> ({
  ^bb0(%arg98: tensor<3x1x1x16xf32>, %arg99: tensor<i32>):
    %219 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %220 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %221 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %222 = "stablehlo.dynamic_slice"(%arg98, %arg99, %219, %220, %221) <{slice_sizes = array<i64: 1, 1, 1, 16>}> : (tensor<3x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x16xf32>
    %223 = "stablehlo.reshape"(%222) : (tensor<1x1x1x16xf32>) -> tensor<1x1x16xf32>
    "func.return"(%223) : (tensor<1x1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x8x2x8xf32>, tensor<i32>) -> tensor<2x8x2x8xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_10", sym_visibility = "private"}> ({
  ^bb0(%arg96: tensor<3x2x8x2x8xf32>, %arg97: tensor<i32>):
    %213 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %214 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %215 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %216 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %217 = "stablehlo.dynamic_slice"(%arg96, %arg97, %213, %214, %215, %216) <{slice_sizes = array<i64: 1, 2, 8, 2, 8>}> : (tensor<3x2x8x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x2x8xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<1x2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    "func.return"(%218) : (tensor<2x8x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x2x8x8xf32>, tensor<i32>) -> tensor<2x2x8x8xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_11", sym_visibility = "private"}> ({
  ^bb0(%arg94: tensor<3x2x2x8x8xf32>, %arg95: tensor<i32>):
    %207 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %208 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %209 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %210 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %211 = "stablehlo.dynamic_slice"(%arg94, %arg95, %207, %208, %209, %210) <{slice_sizes = array<i64: 1, 2, 2, 8, 8>}> : (tensor<3x2x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x8x8xf32>
    %212 = "stablehlo.reshape"(%211) : (tensor<1x2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%212) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x2x8x1xf32>, tensor<i32>) -> tensor<2x2x8x1xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_12", sym_visibility = "private"}> ({
  ^bb0(%arg92: tensor<3x2x2x8x1xf32>, %arg93: tensor<i32>):
    %201 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %203 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %204 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %205 = "stablehlo.dynamic_slice"(%arg92, %arg93, %201, %202, %203, %204) <{slice_sizes = array<i64: 1, 2, 2, 8, 1>}> : (tensor<3x2x2x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x8x1xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    "func.return"(%206) : (tensor<2x2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x8x8xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<1x1x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_13", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x2x8x8xi1>, %arg9: tensor<2x8x16xf32>, %arg10: tensor<2x8x16xf32>, %arg11: tensor<2x8x1xf32>, %arg12: tensor<2x8x1xf32>, %arg13: tensor<2x8x16xf32>, %arg14: tensor<1x1x16xf32>, %arg15: tensor<2x8x16xf32>, %arg16: tensor<16x16xf32>, %arg17: tensor<2x8x16xf32>, %arg18: tensor<16x16xf32>, %arg19: tensor<16x16xf32>, %arg20: tensor<2x8x2x8xf32>, %arg21: tensor<2x8x2x8xf32>, %arg22: tensor<2x2x8x8xf32>, %arg23: tensor<2x2x8x1xf32>, %arg24: tensor<2x2x8x1xf32>, %arg25: tensor<2x2x8x8xf32>, %arg26: tensor<2x8x2x8xf32>, %arg27: tensor<16x16xf32>, %arg28: tensor<2x8x16xf32>, %arg29: tensor<2x8x16xf32>, %arg30: tensor<2x8x1xf32>, %arg31: tensor<2x8x1xf32>, %arg32: tensor<2x8x16xf32>, %arg33: tensor<1x1x16xf32>, %arg34: tensor<2x8x16xf32>, %arg35: tensor<16x16xf32>, %arg36: tensor<2x8x16xf32>, %arg37: tensor<2x8x16xf32>, %arg38: tensor<2x8x16xf32>, %arg39: tensor<2x8x16xf32>, %arg40: tensor<2x8x16xf32>, %arg41: tensor<2x8x16xf32>, %arg42: tensor<16x16xf32>, %arg43: tensor<2x8x16xf32>):
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%arg9, %10) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %200 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%200) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %199 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%199) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %15 = "stablehlo.dot_general"(%arg9, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %16 = "stablehlo.transpose"(%15) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %17 = "stablehlo.dot_general"(%arg9, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %18 = "stablehlo.multiply"(%arg41, %17) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %19 = "stablehlo.multiply"(%17, %arg40) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %20 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %22 = "stablehlo.multiply"(%21, %18) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %23 = "stablehlo.multiply"(%22, %arg39) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %24 = "stablehlo.multiply"(%23, %arg38) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %28 = "stablehlo.multiply"(%27, %25) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %29 = "stablehlo.add"(%19, %28) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %30 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %32 = "stablehlo.multiply"(%31, %28) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %33 = "stablehlo.multiply"(%32, %arg37) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %34 = "stablehlo.add"(%29, %33) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %198 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%198) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.reduce"(%37, %38) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %197 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%197) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %40 = "stablehlo.dot_general"(%34, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %41 = "stablehlo.transpose"(%40) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %42 = "stablehlo.dot_general"(%34, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %196 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%196) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %195 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%195) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %48 = "stablehlo.multiply"(%arg34, %42) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %194 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%194) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %52 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %53 = "stablehlo.multiply"(%42, %52) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%51, %54) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %193 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%193) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %56 = "stablehlo.multiply"(%arg32, %53) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %192 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%192) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %61 = "stablehlo.multiply"(%53, %60) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %62 = "stablehlo.multiply"(%59, %arg30) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %63 = "stablehlo.negate"(%61) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%63, %64) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %191 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%191) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %66 = "stablehlo.reshape"(%65) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %67 = "stablehlo.add"(%arg9, %61) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %68 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %70 = "stablehlo.divide"(%62, %69) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %190 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%190) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %74 = "stablehlo.multiply"(%73, %arg29) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %75 = "stablehlo.negate"(%74) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %189 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%189) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %79 = "stablehlo.add"(%67, %74) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %80 = "stablehlo.add"(%66, %78) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %81 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %83 = "stablehlo.divide"(%80, %82) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.reduce"(%83, %84) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %188 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%188) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %87 = "stablehlo.add"(%79, %86) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %88 = "stablehlo.dot_general"(%87, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %89 = "stablehlo.transpose"(%88) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %90 = "stablehlo.dot_general"(%87, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %92 = "stablehlo.transpose"(%91) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %93 = "stablehlo.dot_general"(%92, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %94 = "stablehlo.dot_general"(%92, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %95 = "stablehlo.transpose"(%94) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %96 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %97 = "stablehlo.multiply"(%93, %96) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %98 = "stablehlo.multiply"(%97, %arg22) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %187 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%187) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %101 = "stablehlo.reshape"(%100) : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %102 = "stablehlo.negate"(%101) : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %103 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %104 = "stablehlo.divide"(%93, %103) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.reduce"(%102, %105) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %186 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%186) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %108 = "stablehlo.add"(%104, %107) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %109 = "stablehlo.multiply"(%108, %arg22) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %110 = "func.call"(%arg8, %109) <{callee = @_where_14}> : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %111 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %113 = "stablehlo.divide"(%110, %112) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %114 = "stablehlo.dot_general"(%113, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %115 = "stablehlo.transpose"(%114) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %116 = "stablehlo.dot_general"(%113, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %117 = "stablehlo.transpose"(%116) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %118 = "stablehlo.reshape"(%95) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %119 = "stablehlo.dot_general"(%118, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %120 = "stablehlo.transpose"(%119) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %121 = "stablehlo.dot_general"(%118, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %122 = "stablehlo.reshape"(%115) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %123 = "stablehlo.dot_general"(%122, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %124 = "stablehlo.transpose"(%123) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %125 = "stablehlo.dot_general"(%122, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %126 = "stablehlo.add"(%121, %125) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %127 = "stablehlo.reshape"(%117) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %128 = "stablehlo.dot_general"(%127, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %129 = "stablehlo.transpose"(%128) <{permutation = array<i64: 1, 0>}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %130 = "stablehlo.dot_general"(%127, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %131 = "stablehlo.add"(%126, %130) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %185 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%185) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %184 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%184) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %137 = "stablehlo.multiply"(%arg15, %131) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.reduce"(%137, %138) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %183 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%183) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %141 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %142 = "stablehlo.multiply"(%131, %141) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %143 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.reduce"(%140, %143) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %182 = "stablehlo.add"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%182) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %145 = "stablehlo.multiply"(%arg13, %142) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.reduce"(%145, %146) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %181 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%181) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %148 = "stablehlo.reshape"(%147) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %150 = "stablehlo.multiply"(%142, %149) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %151 = "stablehlo.multiply"(%148, %arg11) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %152 = "stablehlo.negate"(%150) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %180 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%180) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %156 = "stablehlo.add"(%87, %150) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %157 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %159 = "stablehlo.divide"(%151, %158) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.reduce"(%159, %160) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %179 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%179) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %163 = "stablehlo.multiply"(%162, %arg10) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %164 = "stablehlo.negate"(%163) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.reduce"(%164, %165) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %178 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%178) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %168 = "stablehlo.add"(%156, %163) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %169 = "stablehlo.add"(%155, %167) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %172 = "stablehlo.divide"(%169, %171) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.reduce"(%172, %173) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %177 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%177) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %176 = "stablehlo.add"(%168, %175) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%176, %39, %14, %136, %144, %47, %55, %41, %16, %124, %89, %129, %120) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>, res_attrs = [{}], sym_name = "_where_14", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x2x8x8xi1>, %arg7: tensor<2x2x8x8xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%9) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<3x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_15", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_update_slice"(%arg3, %4, %arg5, %5) : (tensor<3x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<3x16xf32>
    "func.return"(%6) : (tensor<3x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_16", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    "func.return"(%3) : (tensor<3x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
