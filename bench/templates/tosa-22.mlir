// Custom-form TOSA template (mlir-opt 22 op definitions); run through `mlir-opt-22 --mlir-print-op-generic` to learn the generic spelling gen.py replicates.
func.func @layer(%x: tensor<1x8x8x8xf32>) -> tensor<1x16x16xf32> {
  %w = "tosa.const"() {values = dense<0.5> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b = "tosa.const"() {values = dense<1.0> : tensor<8xf32>} : () -> tensor<8xf32>
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x8x8x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  %dw = "tosa.const"() {values = dense<0.25> : tensor<3x3x8x1xf32>} : () -> tensor<3x3x8x1xf32>
  %d = tosa.depthwise_conv2d %c, %dw, %b, %zp, %zp {acc_type = f32, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x8x8x8xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  %a = tosa.add %c, %d : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s = tosa.sub %a, %c : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %mx = tosa.maximum %s, %a : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %sh = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %m = tosa.mul %mx, %a, %sh : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>, tensor<1xi8>) -> tensor<1x8x8x8xf32>
  %bb = "tosa.const"() {values = dense<[[[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]]]> : tensor<1x1x1x8xf32>} : () -> tensor<1x1x1x8xf32>
  %ab = tosa.add %m, %bb : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
  %cl = tosa.clamp %ab {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %sg = tosa.sigmoid %cl : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %th = tosa.tanh %sg : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %ex = tosa.exp %th : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %mp = tosa.max_pool2d %ex {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x8x8x8xf32>) -> tensor<1x4x4x8xf32>
  %ap = tosa.avg_pool2d %ex, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x8x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  %cc = tosa.concat %mp, %ap {axis = 3 : i32} : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x16xf32>
  %tr = tosa.transpose %cc {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x16xf32>) -> tensor<1x16x4x4xf32>
  %rs = tosa.reduce_sum %tr {axis = 3 : i32} : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x1xf32>
  %shp = tosa.const_shape {values = dense<[1, 16, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r3 = tosa.reshape %rs, %shp : (tensor<1x16x4x1xf32>, !tosa.shape<3>) -> tensor<1x16x4xf32>
  %mw = "tosa.const"() {values = dense<0.125> : tensor<1x4x16xf32>} : () -> tensor<1x4x16xf32>
  %mm = tosa.matmul %r3, %mw, %zp, %zp : (tensor<1x16x4xf32>, tensor<1x4x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16xf32>
  %pp = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pv = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %pd = tosa.pad %mm, %pp, %pv : (tensor<1x16x16xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<1x18x18xf32>
  %st = tosa.const_shape {values = dense<[0, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sz = tosa.const_shape {values = dense<[1, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sl = tosa.slice %pd, %st, %sz : (tensor<1x18x18xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x16xf32>
  return %sl : tensor<1x16x16xf32>
}
func.func @quant(%x: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xi8> {
  %q = tosa.cast %x : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xi8>
  %mul = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %sh = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %z8 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %z32 = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.rescale %q, %mul, %sh, %z8, %z32 {scale32 = true, rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<1x8x8x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x8xi32>
  %r2 = tosa.rescale %r, %mul, %sh, %z32, %z8 {scale32 = true, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<1x8x8x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x8xi8>
  return %r2 : tensor<1x8x8x8xi8>
}
