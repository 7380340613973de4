// A model of TOSA 1.0 ops with every kind of attribute the `.tosa`
// format keeps, for the round trips of ../roundtrip.test.
func.func @main(%a: tensor<1x4x4x2xf32>, %i: tensor<2xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi8>, %zz: tensor<1xi32>) -> (tensor<1x4x4x2xf32>, tensor<2xi32>) {
  %0 = tosa.argmax %a {axis = 3 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4xi32>
  %1 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %2 = tosa.rescale %i, %m, %s, %z, %zz {scale32 = true, rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2xi32>
  %3 = tosa.clamp %1 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %4 = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %5 = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %6 = tosa.resize %a, %4, %5, %5 {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  %7 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<1x4x4x2xf32>) -> tensor<1x1x4x2xf32>
  %8 = tosa.arithmetic_right_shift %i, %i {round = true} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %9 = "tosa.const"() <{values = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %w = "tosa.const"() <{values = dense<[[[[0.5, -1.0]]], [[[2.0, 0.25]]]]> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %b = "tosa.const"() <{values = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %fz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %10 = tosa.conv2d %3, %w, %b, %fz, %fz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %11 = tosa.avg_pool2d %10, %fz, %fz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  %12 = tosa.transpose %a {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %13 = tosa.concat %12, %a {axis = 3 : i32} : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x4xf32>
  %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %14 = tosa.mul %a, %12, %sh : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %15 = tosa.negate %14, %fz, %fz : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %16 = tosa.maximum %15, %a {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %17 = tosa.reduce_sum %16 {axis = 2 : i32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x1x2xf32>
  %18 = tosa.reverse %16 {axis = 1 : i32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %19 = tosa.cast %i : (tensor<2xi8>) -> tensor<2xf32>
  %20 = tosa.exp %19 : (tensor<2xf32>) -> tensor<2xf32>
  %21 = tosa.custom %20 {domain_name = "com.example", implementation_attrs = "{\22k\22: 1}", operator_name = "double"} : (tensor<2xf32>) -> tensor<2xf32>
  %ic = "tosa.const"() <{values = dense<[3, -2, 7, 0, -7]> : tensor<5xi4>}> : () -> tensor<5xi4>
  %22 = tosa.clamp %i {min_val = -5 : i8, max_val = 5 : i8} : (tensor<2xi8>) -> tensor<2xi8>
  %23 = tosa.add %18, %16 : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %23, %2 : tensor<1x4x4x2xf32>, tensor<2xi32>
}

func.func @second(%x: tensor<?x3xi16>) -> tensor<?x3xi16> {
  %0 = tosa.abs %x : (tensor<?x3xi16>) -> tensor<?x3xi16>
  return %0 : tensor<?x3xi16>
}
