// TOSA template with the LLVM 16 op definitions (attributes instead of shape/zero-point operands); check with `mlir-opt-16 --mlir-print-op-generic`.
func.func @layer(%x: tensor<1x8x8x8xf32>) -> tensor<1x16x16xf32> {
  %w = "tosa.const"() {value = dense<0.5> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b = "tosa.const"() {value = dense<1.0> : tensor<8xf32>} : () -> tensor<8xf32>
  %c = "tosa.conv2d"(%x, %w, %b) {pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x8x8x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
  %dw = "tosa.const"() {value = dense<0.25> : tensor<3x3x8x1xf32>} : () -> tensor<3x3x8x1xf32>
  %d = "tosa.depthwise_conv2d"(%c, %dw, %b) {pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x8x8x8xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
  %a = "tosa.add"(%c, %d) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s = "tosa.sub"(%a, %c) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %mx = "tosa.maximum"(%s, %a) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %m = "tosa.mul"(%mx, %a) {shift = 0 : i32} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %bb = "tosa.const"() {value = dense<[[[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]]]> : tensor<1x1x1x8xf32>} : () -> tensor<1x1x1x8xf32>
  %ab = "tosa.add"(%m, %bb) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
  %cl = "tosa.clamp"(%ab) {min_int = 0 : i64, max_int = 6 : i64, min_fp = 0.0 : f32, max_fp = 6.0 : f32} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %sg = "tosa.sigmoid"(%cl) : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %th = "tosa.tanh"(%sg) : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %ex = "tosa.exp"(%th) : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %mp = "tosa.max_pool2d"(%ex) {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x8x8x8xf32>) -> tensor<1x4x4x8xf32>
  %ap = "tosa.avg_pool2d"(%ex) {acc_type = f32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x8x8x8xf32>) -> tensor<1x4x4x8xf32>
  %cc = "tosa.concat"(%mp, %ap) {axis = 3 : i64} : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x16xf32>
  %perm = "tosa.const"() {value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %tr = "tosa.transpose"(%cc, %perm) : (tensor<1x4x4x16xf32>, tensor<4xi32>) -> tensor<1x16x4x4xf32>
  %rs = "tosa.reduce_sum"(%tr) {axis = 3 : i64} : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x1xf32>
  %r3 = "tosa.reshape"(%rs) {new_shape = array<i64: 1, 16, 4>} : (tensor<1x16x4x1xf32>) -> tensor<1x16x4xf32>
  %mw = "tosa.const"() {value = dense<0.125> : tensor<1x4x16xf32>} : () -> tensor<1x4x16xf32>
  %mm = "tosa.matmul"(%r3, %mw) : (tensor<1x16x4xf32>, tensor<1x4x16xf32>) -> tensor<1x16x16xf32>
  %pp = "tosa.const"() {value = dense<[[0, 0], [1, 1], [1, 1]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  %pd = "tosa.pad"(%mm, %pp) : (tensor<1x16x16xf32>, tensor<3x2xi32>) -> tensor<1x18x18xf32>
  %sl = "tosa.slice"(%pd) {start = array<i64: 0, 1, 1>, size = array<i64: 1, 16, 16>} : (tensor<1x18x18xf32>) -> tensor<1x16x16xf32>
  "func.return"(%sl) : (tensor<1x16x16xf32>) -> ()
}
func.func @quant(%x: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xi8> {
  %q = "tosa.cast"(%x) : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xi8>
  %r = "tosa.rescale"(%q) {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i32: 30>, scale32 = true, double_round = true, per_channel = false} : (tensor<1x8x8x8xi8>) -> tensor<1x8x8x8xi32>
  %r2 = "tosa.rescale"(%r) {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i32: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi8>
  "func.return"(%r2) : (tensor<1x8x8x8xi8>) -> ()
}
