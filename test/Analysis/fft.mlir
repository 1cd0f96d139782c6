// stablehlo.fft: each output element is a sum over every sample of its
// transform, so the fft_length trailing dimensions of the operand are read
// whole (range variables over the operand's sizes) and the leading (batch)
// dimensions pass through. Input to output is that relation
// inverted: an operand element reaches every sample of its transform.
// RUN: index-opt --indexing-report=text --split-input-file %s | FileCheck %s
// RUN: index-opt --hlo-indexing="direction=input-to-output" --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=I2O

// 1-D FFT over the last axis of 4 rows: out[d0, d1] = sum_n x[d0, n] * w^(d1 n), n in [0, 7].
// CHECK-LABEL: function @fft_1d{{$}}
// CHECK:       op 0 stablehlo.fft
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 7],
// CHECK-NEXT:      s0 in [0, 7]
// I2O-LABEL: function @fft_1d{{$}}
// I2O:         result 0, operand 0:
// I2O-NEXT:      (d0, d1)[s0] -> (d0, s0),
// I2O-NEXT:      domain:
// I2O-NEXT:      d0 in [0, 3],
// I2O-NEXT:      d1 in [0, 7],
// I2O-NEXT:      s0 in [0, 7]
func.func @fft_1d(%x: tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  return %0 : tensor<4x8xcomplex<f32>>
}

// -----

// 2-D IFFT over the two trailing axes: out[b, i, j] sums x[b, m, n] over all m in [0, 3], n in [0, 7].
// CHECK-LABEL: function @ifft_2d{{$}}
// CHECK:       op 0 stablehlo.fft
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1, d2)[s0, s1] -> (d0, s0, s1),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 1],
// CHECK-NEXT:      d1 in [0, 3],
// CHECK-NEXT:      d2 in [0, 7],
// CHECK-NEXT:      s0 in [0, 3],
// CHECK-NEXT:      s1 in [0, 7]
func.func @ifft_2d(%x: tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = IFFT, length = [4, 8] : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
  return %0 : tensor<2x4x8xcomplex<f32>>
}

// -----

// RFFT of length 8: the result keeps the 8/2 + 1 = 5 non-negative frequencies (d1 in [0, 4]), each a sum over all 8 real samples (s0 in [0, 7]).
// CHECK-LABEL: function @rfft{{$}}
// CHECK:       op 0 stablehlo.fft
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 4],
// CHECK-NEXT:      s0 in [0, 7]
func.func @rfft(%x: tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
  return %0 : tensor<4x5xcomplex<f32>>
}

// -----

// IRFFT of length 8: each of the 8 real samples (d1 in [0, 7]) sums the 5 stored frequencies (s0 in [0, 4]; the rest are their conjugates).
// CHECK-LABEL: function @irfft{{$}}
// CHECK:       op 0 stablehlo.fft
// CHECK-NEXT:    result 0, operand 0:
// CHECK-NEXT:      (d0, d1)[s0] -> (d0, s0),
// CHECK-NEXT:      domain:
// CHECK-NEXT:      d0 in [0, 3],
// CHECK-NEXT:      d1 in [0, 7],
// CHECK-NEXT:      s0 in [0, 4]
func.func @irfft(%x: tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
