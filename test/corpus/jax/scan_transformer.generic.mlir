"builtin.module"() <{sym_name = "jit_scan_transformer"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg34: tensor<3x16xf32>, %arg35: tensor<3x16xf32>, %arg36: tensor<3x16xf32>, %arg37: tensor<3x16xf32>, %arg38: tensor<3x16xf32>, %arg39: tensor<3x16xf32>, %arg40: tensor<3x16x16xf32>, %arg41: tensor<3x16x16xf32>, %arg42: tensor<3x16x16xf32>, %arg43: tensor<3x16x16xf32>, %arg44: tensor<3x16x16xf32>, %arg45: tensor<3x16x16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16x16xf32>, %arg49: tensor<2x8x16xf32>):
    %142 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %144 = "func.call"(%143) <{callee = @tril}> : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %146:15 = "stablehlo.while"(%arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %144, %145, %arg49) ({
    ^bb0(%arg69: tensor<3x16xf32>, %arg70: tensor<3x16xf32>, %arg71: tensor<3x16xf32>, %arg72: tensor<3x16xf32>, %arg73: tensor<3x16xf32>, %arg74: tensor<3x16xf32>, %arg75: tensor<3x16x16xf32>, %arg76: tensor<3x16x16xf32>, %arg77: tensor<3x16x16xf32>, %arg78: tensor<3x16x16xf32>, %arg79: tensor<3x16x16xf32>, %arg80: tensor<3x16x16xf32>, %arg81: tensor<8x8xi1>, %arg82: tensor<i32>, %arg83: tensor<2x8x16xf32>):
      %194 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %195 = "stablehlo.compare"(%arg82, %194) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%195) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg54: tensor<3x16xf32>, %arg55: tensor<3x16xf32>, %arg56: tensor<3x16xf32>, %arg57: tensor<3x16xf32>, %arg58: tensor<3x16xf32>, %arg59: tensor<3x16xf32>, %arg60: tensor<3x16x16xf32>, %arg61: tensor<3x16x16xf32>, %arg62: tensor<3x16x16xf32>, %arg63: tensor<3x16x16xf32>, %arg64: tensor<3x16x16xf32>, %arg65: tensor<3x16x16xf32>, %arg66: tensor<8x8xi1>, %arg67: tensor<i32>, %arg68: tensor<2x8x16xf32>):
      %179 = "func.call"(%arg54, %arg67) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %180 = "func.call"(%arg55, %arg67) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %181 = "func.call"(%arg56, %arg67) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %182 = "func.call"(%arg57, %arg67) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %183 = "func.call"(%arg58, %arg67) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %184 = "func.call"(%arg59, %arg67) <{callee = @dynamic_index_in_dim}> : (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>
      %185 = "func.call"(%arg60, %arg67) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %186 = "func.call"(%arg61, %arg67) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %187 = "func.call"(%arg62, %arg67) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %188 = "func.call"(%arg63, %arg67) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %189 = "func.call"(%arg64, %arg67) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %190 = "func.call"(%arg65, %arg67) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %191 = "func.call"(%arg66, %arg68, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190) <{callee = @closed_call}> : (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
      %192 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %193 = "stablehlo.add"(%arg67, %192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %193, %191) : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>) -> ()
    }) : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>) -> (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x16xf32>, tensor<8x8xi1>, tensor<i32>, tensor<2x8x16xf32>)
    %147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.reduce"(%146#14, %147) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %178 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%178) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %150 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %152 = "stablehlo.divide"(%149, %151) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %154 = "stablehlo.subtract"(%146#14, %153) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %155 = "stablehlo.multiply"(%154, %154) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.reduce"(%155, %156) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %177 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%177) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %159 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %161 = "stablehlo.divide"(%158, %160) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %162 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %163 = "stablehlo.subtract"(%146#14, %162) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %164 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %166 = "stablehlo.add"(%161, %165) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %167 = "stablehlo.rsqrt"(%166) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %169 = "stablehlo.multiply"(%163, %168) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %170 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %172 = "stablehlo.multiply"(%169, %171) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %173 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %175 = "stablehlo.add"(%172, %174) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %176 = "stablehlo.dot_general"(%175, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%176) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xi1>) -> tensor<8x8xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<8x8xi1>):
    %133 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x8xi32>
    %134 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %136 = "stablehlo.add"(%133, %135) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %137 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x8xi32>
    %138 = "stablehlo.compare"(%136, %137) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %139 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8x8xi1>
    %141 = "stablehlo.select"(%138, %arg33, %140) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    "func.return"(%141) : (tensor<8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16xf32>, tensor<i32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<3x16xf32>, %arg32: tensor<i32>):
    %130 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %131 = "stablehlo.dynamic_slice"(%arg31, %arg32, %130) <{slice_sizes = array<i64: 1, 16>}> : (tensor<3x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<1x16xf32>) -> tensor<16xf32>
    "func.return"(%132) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<3x16x16xf32>, %arg30: tensor<i32>):
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.dynamic_slice"(%arg29, %arg30, %126, %127) <{slice_sizes = array<i64: 1, 16, 16>}> : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%129) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi1>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x8xi1>, %arg4: tensor<2x8x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16x16xf32>, %arg16: tensor<16x16xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%arg4, %4) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %125 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%125) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = "stablehlo.divide"(%6, %8) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %11 = "stablehlo.subtract"(%arg4, %10) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %12 = "stablehlo.multiply"(%11, %11) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %124 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%124) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %18 = "stablehlo.divide"(%15, %17) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %19 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %20 = "stablehlo.subtract"(%arg4, %19) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %21 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %23 = "stablehlo.add"(%18, %22) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %24 = "stablehlo.rsqrt"(%23) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %26 = "stablehlo.multiply"(%20, %25) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %27 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %29 = "stablehlo.multiply"(%26, %28) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %30 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %32 = "stablehlo.add"(%29, %31) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %33 = "stablehlo.dot_general"(%32, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %35 = "stablehlo.dot_general"(%32, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %37 = "stablehlo.dot_general"(%32, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %39 = "stablehlo.dot_general"(%34, %36) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %40 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %44 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %45 = "func.call"(%43, %42, %44) <{callee = @_where}> : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %46 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %123 = "stablehlo.maximum"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%123) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %48 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8xf32>
    %50 = "stablehlo.maximum"(%49, %47) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %53 = "stablehlo.subtract"(%45, %52) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = "stablehlo.exponential"(%53) : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %122 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%122) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %59 = "stablehlo.divide"(%54, %58) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %60 = "stablehlo.dot_general"(%38, %59) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %61 = "stablehlo.transpose"(%60) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %63 = "stablehlo.dot_general"(%62, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %64 = "stablehlo.add"(%arg4, %63) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.reduce"(%64, %65) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %121 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %68 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %70 = "stablehlo.divide"(%67, %69) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %72 = "stablehlo.subtract"(%64, %71) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %73 = "stablehlo.multiply"(%72, %72) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73, %74) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %120 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%120) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %77 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %79 = "stablehlo.divide"(%76, %78) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %80 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %81 = "stablehlo.subtract"(%64, %80) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %82 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %84 = "stablehlo.add"(%79, %83) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %85 = "stablehlo.rsqrt"(%84) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %87 = "stablehlo.multiply"(%81, %86) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %90 = "stablehlo.multiply"(%87, %89) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %91 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %93 = "stablehlo.add"(%90, %92) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %94 = "stablehlo.dot_general"(%93, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %95 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %97 = "stablehlo.add"(%94, %96) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %98 = "stablehlo.multiply"(%97, %97) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %99 = "stablehlo.multiply"(%98, %97) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %100 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %102 = "stablehlo.multiply"(%101, %99) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %103 = "stablehlo.add"(%97, %102) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %104 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %107 = "stablehlo.tanh"(%106) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %110 = "stablehlo.add"(%109, %107) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %111 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %114 = "stablehlo.multiply"(%97, %113) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %115 = "stablehlo.dot_general"(%114, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %116 = "stablehlo.add"(%64, %115) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %117 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %119 = "stablehlo.add"(%116, %118) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%119) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%3) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
