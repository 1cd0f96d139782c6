// Row r of the result sums rows 0..r of %x, each through its own
// slice and pad: 33 maps (d0) -> (d0 - k) over d0 in [k, 32] reach %x,
// more than 32. Together they read, from each row d0, the rows whose
// bounds are affine in d0 (0 and d0), so they are merged into one map
// before the limit makes the value unknown (`merge_into_boxes`,
// docs/contract.md); the merged map's relation is checked against the
// union by enumeration.
// RUN: index-opt --indexing-report=text %s | FileCheck %s
// RUN: index-opt --indexing-report=text --hlo-indexing=direction=input-to-output %s | FileCheck %s --check-prefix=FORWARD
// CHECK-LABEL: function indexing:
// CHECK-NEXT:    result 0, argument 0:
// CHECK-NEXT:      (d0)[s0] -> (s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 32],
// CHECK-NEXT:      s0 in [0, 32],
// CHECK-NEXT:      d0 - s0 in [0, 32]
// CHECK-NOT:     unknown
// FORWARD-LABEL: function indexing:
// FORWARD-NEXT:    result 0, argument 0:
// FORWARD-NEXT:      (d0)[s0] -> (s0),
// FORWARD-NEXT:      domain:
// FORWARD-NEXT:      d0 in [0, 32],
// FORWARD-NEXT:      s0 in [0, 32],
// FORWARD-NEXT:      -d0 + s0 in [0, 32]
// FORWARD-NOT:     unknown

func.func @prefix(%x: tensor<33xf32>) -> tensor<33xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s1 = stablehlo.slice %x [0:32] : (tensor<33xf32>) -> tensor<32xf32>
  %p1 = stablehlo.pad %s1, %zero, low = [1], high = [0], interior = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<33xf32>
  %a1 = stablehlo.add %x, %p1 : tensor<33xf32>
  %s2 = stablehlo.slice %x [0:31] : (tensor<33xf32>) -> tensor<31xf32>
  %p2 = stablehlo.pad %s2, %zero, low = [2], high = [0], interior = [0] : (tensor<31xf32>, tensor<f32>) -> tensor<33xf32>
  %a2 = stablehlo.add %a1, %p2 : tensor<33xf32>
  %s3 = stablehlo.slice %x [0:30] : (tensor<33xf32>) -> tensor<30xf32>
  %p3 = stablehlo.pad %s3, %zero, low = [3], high = [0], interior = [0] : (tensor<30xf32>, tensor<f32>) -> tensor<33xf32>
  %a3 = stablehlo.add %a2, %p3 : tensor<33xf32>
  %s4 = stablehlo.slice %x [0:29] : (tensor<33xf32>) -> tensor<29xf32>
  %p4 = stablehlo.pad %s4, %zero, low = [4], high = [0], interior = [0] : (tensor<29xf32>, tensor<f32>) -> tensor<33xf32>
  %a4 = stablehlo.add %a3, %p4 : tensor<33xf32>
  %s5 = stablehlo.slice %x [0:28] : (tensor<33xf32>) -> tensor<28xf32>
  %p5 = stablehlo.pad %s5, %zero, low = [5], high = [0], interior = [0] : (tensor<28xf32>, tensor<f32>) -> tensor<33xf32>
  %a5 = stablehlo.add %a4, %p5 : tensor<33xf32>
  %s6 = stablehlo.slice %x [0:27] : (tensor<33xf32>) -> tensor<27xf32>
  %p6 = stablehlo.pad %s6, %zero, low = [6], high = [0], interior = [0] : (tensor<27xf32>, tensor<f32>) -> tensor<33xf32>
  %a6 = stablehlo.add %a5, %p6 : tensor<33xf32>
  %s7 = stablehlo.slice %x [0:26] : (tensor<33xf32>) -> tensor<26xf32>
  %p7 = stablehlo.pad %s7, %zero, low = [7], high = [0], interior = [0] : (tensor<26xf32>, tensor<f32>) -> tensor<33xf32>
  %a7 = stablehlo.add %a6, %p7 : tensor<33xf32>
  %s8 = stablehlo.slice %x [0:25] : (tensor<33xf32>) -> tensor<25xf32>
  %p8 = stablehlo.pad %s8, %zero, low = [8], high = [0], interior = [0] : (tensor<25xf32>, tensor<f32>) -> tensor<33xf32>
  %a8 = stablehlo.add %a7, %p8 : tensor<33xf32>
  %s9 = stablehlo.slice %x [0:24] : (tensor<33xf32>) -> tensor<24xf32>
  %p9 = stablehlo.pad %s9, %zero, low = [9], high = [0], interior = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<33xf32>
  %a9 = stablehlo.add %a8, %p9 : tensor<33xf32>
  %s10 = stablehlo.slice %x [0:23] : (tensor<33xf32>) -> tensor<23xf32>
  %p10 = stablehlo.pad %s10, %zero, low = [10], high = [0], interior = [0] : (tensor<23xf32>, tensor<f32>) -> tensor<33xf32>
  %a10 = stablehlo.add %a9, %p10 : tensor<33xf32>
  %s11 = stablehlo.slice %x [0:22] : (tensor<33xf32>) -> tensor<22xf32>
  %p11 = stablehlo.pad %s11, %zero, low = [11], high = [0], interior = [0] : (tensor<22xf32>, tensor<f32>) -> tensor<33xf32>
  %a11 = stablehlo.add %a10, %p11 : tensor<33xf32>
  %s12 = stablehlo.slice %x [0:21] : (tensor<33xf32>) -> tensor<21xf32>
  %p12 = stablehlo.pad %s12, %zero, low = [12], high = [0], interior = [0] : (tensor<21xf32>, tensor<f32>) -> tensor<33xf32>
  %a12 = stablehlo.add %a11, %p12 : tensor<33xf32>
  %s13 = stablehlo.slice %x [0:20] : (tensor<33xf32>) -> tensor<20xf32>
  %p13 = stablehlo.pad %s13, %zero, low = [13], high = [0], interior = [0] : (tensor<20xf32>, tensor<f32>) -> tensor<33xf32>
  %a13 = stablehlo.add %a12, %p13 : tensor<33xf32>
  %s14 = stablehlo.slice %x [0:19] : (tensor<33xf32>) -> tensor<19xf32>
  %p14 = stablehlo.pad %s14, %zero, low = [14], high = [0], interior = [0] : (tensor<19xf32>, tensor<f32>) -> tensor<33xf32>
  %a14 = stablehlo.add %a13, %p14 : tensor<33xf32>
  %s15 = stablehlo.slice %x [0:18] : (tensor<33xf32>) -> tensor<18xf32>
  %p15 = stablehlo.pad %s15, %zero, low = [15], high = [0], interior = [0] : (tensor<18xf32>, tensor<f32>) -> tensor<33xf32>
  %a15 = stablehlo.add %a14, %p15 : tensor<33xf32>
  %s16 = stablehlo.slice %x [0:17] : (tensor<33xf32>) -> tensor<17xf32>
  %p16 = stablehlo.pad %s16, %zero, low = [16], high = [0], interior = [0] : (tensor<17xf32>, tensor<f32>) -> tensor<33xf32>
  %a16 = stablehlo.add %a15, %p16 : tensor<33xf32>
  %s17 = stablehlo.slice %x [0:16] : (tensor<33xf32>) -> tensor<16xf32>
  %p17 = stablehlo.pad %s17, %zero, low = [17], high = [0], interior = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<33xf32>
  %a17 = stablehlo.add %a16, %p17 : tensor<33xf32>
  %s18 = stablehlo.slice %x [0:15] : (tensor<33xf32>) -> tensor<15xf32>
  %p18 = stablehlo.pad %s18, %zero, low = [18], high = [0], interior = [0] : (tensor<15xf32>, tensor<f32>) -> tensor<33xf32>
  %a18 = stablehlo.add %a17, %p18 : tensor<33xf32>
  %s19 = stablehlo.slice %x [0:14] : (tensor<33xf32>) -> tensor<14xf32>
  %p19 = stablehlo.pad %s19, %zero, low = [19], high = [0], interior = [0] : (tensor<14xf32>, tensor<f32>) -> tensor<33xf32>
  %a19 = stablehlo.add %a18, %p19 : tensor<33xf32>
  %s20 = stablehlo.slice %x [0:13] : (tensor<33xf32>) -> tensor<13xf32>
  %p20 = stablehlo.pad %s20, %zero, low = [20], high = [0], interior = [0] : (tensor<13xf32>, tensor<f32>) -> tensor<33xf32>
  %a20 = stablehlo.add %a19, %p20 : tensor<33xf32>
  %s21 = stablehlo.slice %x [0:12] : (tensor<33xf32>) -> tensor<12xf32>
  %p21 = stablehlo.pad %s21, %zero, low = [21], high = [0], interior = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<33xf32>
  %a21 = stablehlo.add %a20, %p21 : tensor<33xf32>
  %s22 = stablehlo.slice %x [0:11] : (tensor<33xf32>) -> tensor<11xf32>
  %p22 = stablehlo.pad %s22, %zero, low = [22], high = [0], interior = [0] : (tensor<11xf32>, tensor<f32>) -> tensor<33xf32>
  %a22 = stablehlo.add %a21, %p22 : tensor<33xf32>
  %s23 = stablehlo.slice %x [0:10] : (tensor<33xf32>) -> tensor<10xf32>
  %p23 = stablehlo.pad %s23, %zero, low = [23], high = [0], interior = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<33xf32>
  %a23 = stablehlo.add %a22, %p23 : tensor<33xf32>
  %s24 = stablehlo.slice %x [0:9] : (tensor<33xf32>) -> tensor<9xf32>
  %p24 = stablehlo.pad %s24, %zero, low = [24], high = [0], interior = [0] : (tensor<9xf32>, tensor<f32>) -> tensor<33xf32>
  %a24 = stablehlo.add %a23, %p24 : tensor<33xf32>
  %s25 = stablehlo.slice %x [0:8] : (tensor<33xf32>) -> tensor<8xf32>
  %p25 = stablehlo.pad %s25, %zero, low = [25], high = [0], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<33xf32>
  %a25 = stablehlo.add %a24, %p25 : tensor<33xf32>
  %s26 = stablehlo.slice %x [0:7] : (tensor<33xf32>) -> tensor<7xf32>
  %p26 = stablehlo.pad %s26, %zero, low = [26], high = [0], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<33xf32>
  %a26 = stablehlo.add %a25, %p26 : tensor<33xf32>
  %s27 = stablehlo.slice %x [0:6] : (tensor<33xf32>) -> tensor<6xf32>
  %p27 = stablehlo.pad %s27, %zero, low = [27], high = [0], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<33xf32>
  %a27 = stablehlo.add %a26, %p27 : tensor<33xf32>
  %s28 = stablehlo.slice %x [0:5] : (tensor<33xf32>) -> tensor<5xf32>
  %p28 = stablehlo.pad %s28, %zero, low = [28], high = [0], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<33xf32>
  %a28 = stablehlo.add %a27, %p28 : tensor<33xf32>
  %s29 = stablehlo.slice %x [0:4] : (tensor<33xf32>) -> tensor<4xf32>
  %p29 = stablehlo.pad %s29, %zero, low = [29], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<33xf32>
  %a29 = stablehlo.add %a28, %p29 : tensor<33xf32>
  %s30 = stablehlo.slice %x [0:3] : (tensor<33xf32>) -> tensor<3xf32>
  %p30 = stablehlo.pad %s30, %zero, low = [30], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<33xf32>
  %a30 = stablehlo.add %a29, %p30 : tensor<33xf32>
  %s31 = stablehlo.slice %x [0:2] : (tensor<33xf32>) -> tensor<2xf32>
  %p31 = stablehlo.pad %s31, %zero, low = [31], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<33xf32>
  %a31 = stablehlo.add %a30, %p31 : tensor<33xf32>
  %s32 = stablehlo.slice %x [0:1] : (tensor<33xf32>) -> tensor<1xf32>
  %p32 = stablehlo.pad %s32, %zero, low = [32], high = [0], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<33xf32>
  %a32 = stablehlo.add %a31, %p32 : tensor<33xf32>
  return %a32 : tensor<33xf32>
}
