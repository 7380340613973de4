// RUN: %mica-opt --canonicalize %s | FileCheck %s
// TOSA canonicalization patterns: clamps, concats, selects, transposes, pads folded into convolutions, slices of concats and pads.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @clamps(%arg0: tensor<4xf32>, %arg1: tensor<4xi8>, %arg2: tensor<4xui8>) -> (tensor<4xf32>, tensor<4xi8>, tensor<4xui8>, tensor<4xf32>) {
// CHECK-NEXT:   %0 = tosa.clamp %arg1 {max_val = 5 : i8, min_val = -3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:   %1 = tosa.clamp %0 {max_val = 4 : i8, min_val = -6 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:   %2 = tosa.clamp %arg2 {max_val = 200 : ui8, min_val = 20 : ui8} : (tensor<4xui8>) -> tensor<4xui8>
// CHECK-NEXT:   %3 = tosa.clamp %arg0 {max_val = 1.000000e+00 : f32, min_val = -5.000000e-01 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   return %3, %1, %2, %arg0 : tensor<4xf32>, tensor<4xi8>, tensor<4xui8>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clamp_kept(%arg0: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
// CHECK-NEXT:   %0 = tosa.clamp %arg0 {max_val = 5 : i8, min_val = -3 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:   %1 = tosa.clamp %arg0 {max_val = 5 : i8, min_val = -3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:   %2 = tosa.clamp %1 {max_val = 2 : i8, min_val = 0 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:   %3 = tosa.clamp %0 {max_val = 10 : i8, min_val = 6 : i8} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:   return %2, %3 : tensor<4xi8>, tensor<4xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concats(%arg0: tensor<1x2xf32>, %arg1: tensor<1x3xf32>) -> (tensor<1x7xf32>, tensor<?x2xf32>, tensor<2x5xf32>) {
// CHECK-NEXT:   %0 = tosa.concat %arg0, %arg1 {axis = 1 : i32} : (tensor<1x2xf32>, tensor<1x3xf32>) -> tensor<1x5xf32>
// CHECK-NEXT:   %1 = tosa.concat %arg0, %arg0, %arg1 {axis = 1 : i32} : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x3xf32>) -> tensor<1x7xf32>
// CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<1x2xf32> to tensor<?x2xf32>
// CHECK-NEXT:   %2 = tosa.concat %0, %0 {axis = 0 : i32} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:   return %1, %cast, %2 : tensor<1x7xf32>, tensor<?x2xf32>, tensor<2x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @selects(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
// CHECK-NEXT:   %0 = tosa.select %arg0, %arg2, %arg1 : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT:   return %0, %arg2, %arg2, %arg2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transposes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<1x?x5x1xi8>) -> (tensor<4x2x3xf32>, tensor<1x1x?x5xi8>, tensor<3x1xi16>) {
// CHECK-NEXT:   %0 = "tosa.const"() <{values = dense<7> : tensor<3x1xi16>}> : () -> tensor<3x1xi16>
// CHECK-NEXT:   %1 = tosa.const_shape  {values = dense<[1, 1, -1, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT:   %2 = tosa.transpose %arg0 {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT:   %3 = tosa.reshape %arg1, %1 : (tensor<1x?x5x1xi8>, !tosa.shape<4>) -> tensor<1x1x?x5xi8>
// CHECK-NEXT:   return %2, %3, %0 : tensor<4x2x3xf32>, tensor<1x1x?x5xi8>, tensor<3x1xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_kept(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
// CHECK-NEXT:   %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:   return %0 : tensor<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pads(%arg0: tensor<1x8x4x3xi8>, %arg1: tensor<1x3x3x3xi8>, %arg2: tensor<1xi32>, %arg3: tensor<1x1x1x3xf32>) -> (tensor<1x10x8x1xi32>, tensor<1x1x1x3xf32>) {
// CHECK-NEXT:   %0 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:   %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:   %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %1 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x8x4x3xi8>, tensor<1x3x3x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x10x8x1xi32>
// CHECK-NEXT:   return %2, %arg3 : tensor<1x10x8x1xi32>, tensor<1x1x1x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(%arg0: tensor<1x4xf32>, %arg1: tensor<1x6xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<4x?xf32>) -> (tensor<1x2xf32>, tensor<2x2xf32>, tensor<2x?xf32>) {
// CHECK-NEXT:   %0 = tosa.const_shape  {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT:   %1 = tosa.const_shape  {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT:   %2 = tosa.const_shape  {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT:   %3 = tosa.const_shape  {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT:   %4 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT:   %5 = tosa.slice %arg1, %3, %4 : (tensor<1x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
// CHECK-NEXT:   %6 = tosa.slice %arg2, %3, %2 : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
// CHECK-NEXT:   %7 = tosa.slice %arg3, %1, %0 : (tensor<4x?xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x?xf32>
// CHECK-NEXT:   return %5, %6, %7 : tensor<1x2xf32>, tensor<2x2xf32>, tensor<2x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @clamps(%arg0: tensor<4xf32>, %arg1: tensor<4xi8>, %arg2: tensor<4xui8>) -> (tensor<4xf32>, tensor<4xi8>, tensor<4xui8>, tensor<4xf32>) {
  %0 = tosa.clamp %arg0 {max_val = 0x7F800000 : f32, min_val = 0xFF800000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.clamp %arg1 {max_val = 5 : i8, min_val = -3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.clamp %1 {max_val = 4 : i8, min_val = -6 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.clamp %arg2 {max_val = 200 : ui8, min_val = 10 : ui8} : (tensor<4xui8>) -> tensor<4xui8>
  %4 = tosa.clamp %3 {max_val = 250 : ui8, min_val = 20 : ui8} : (tensor<4xui8>) -> tensor<4xui8>
  %5 = tosa.clamp %arg0 {max_val = 1.0 : f32, min_val = -1.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %6 = tosa.clamp %5 {max_val = 2.0 : f32, min_val = -0.5 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %7 = tosa.clamp %arg1 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %8 = tosa.clamp %7 {max_val = 1 : i8, min_val = -1 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
  return %6, %2, %4, %0 : tensor<4xf32>, tensor<4xi8>, tensor<4xui8>, tensor<4xf32>
}
func.func @clamp_kept(%arg0: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
  %0 = tosa.clamp %arg0 {max_val = 5 : i8, min_val = -3 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.clamp %arg0 {max_val = 5 : i8, min_val = -3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.clamp %1 {max_val = 2 : i8, min_val = 0 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.clamp %0 {max_val = 10 : i8, min_val = 6 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %2, %3 : tensor<4xi8>, tensor<4xi8>
}
func.func @concats(%arg0: tensor<1x2xf32>, %arg1: tensor<1x3xf32>) -> (tensor<1x7xf32>, tensor<?x2xf32>, tensor<2x5xf32>) {
  %0 = tosa.concat %arg0, %arg1 {axis = 1 : i32} : (tensor<1x2xf32>, tensor<1x3xf32>) -> tensor<1x5xf32>
  %1 = tosa.concat %arg0, %0 {axis = 1 : i32} : (tensor<1x2xf32>, tensor<1x5xf32>) -> tensor<1x7xf32>
  %2 = tosa.concat %arg0 {axis = 0 : i32} : (tensor<1x2xf32>) -> tensor<?x2xf32>
  %3 = tosa.concat %0, %0 {axis = 0 : i32} : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
  return %1, %2, %3 : tensor<1x7xf32>, tensor<?x2xf32>, tensor<2x5xf32>
}
func.func @selects(%c: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %t = "tosa.const"() <{values = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
  %n = tosa.logical_not %c : (tensor<3xi1>) -> tensor<3xi1>
  %0 = tosa.select %n, %a, %b : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = tosa.select %c, %b, %b : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %2 = tosa.select %t, %b, %a : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %3 = tosa.select %t, %b, %a {note = "kept"} : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
func.func @transposes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<1x?x5x1xi8>) -> (tensor<4x2x3xf32>, tensor<1x1x?x5xi8>, tensor<3x1xi16>) {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 2, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 2, 0>} : (tensor<3x4x2xf32>) -> tensor<4x2x3xf32>
  %2 = tosa.transpose %arg1 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x?x5x1xi8>) -> tensor<1x1x?x5xi8>
  %c = "tosa.const"() <{values = dense<7> : tensor<1x3xi16>}> : () -> tensor<1x3xi16>
  %3 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<1x3xi16>) -> tensor<3x1xi16>
  return %1, %2, %3 : tensor<4x2x3xf32>, tensor<1x1x?x5xi8>, tensor<3x1xi16>
}
func.func @transpose_kept(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
func.func @pads(%input: tensor<1x8x4x3xi8>, %weight: tensor<1x3x3x3xi8>, %bias: tensor<1xi32>, %x: tensor<1x1x1x3xf32>) -> (tensor<1x10x8x1xi32>, tensor<1x1x1x3xf32>) {
  %pad_shape = tosa.const_shape {values = dense<[0, 0, 1, 1, 2, 2, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %pad_const = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %weight_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %padded = tosa.pad %input, %pad_shape, %pad_const : (tensor<1x8x4x3xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x10x8x3xi8>
  %conv = tosa.conv2d %padded, %weight, %bias, %input_zp, %weight_zp {acc_type = i32, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x10x8x3xi8>, tensor<1x3x3x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x10x8x1xi32>
  %pool = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
  return %conv, %pool : tensor<1x10x8x1xi32>, tensor<1x1x1x3xf32>
}
func.func @slices(%a: tensor<1x4xf32>, %b: tensor<1x6xf32>, %c: tensor<2x3xf32>, %d: tensor<4x?xf32>) -> (tensor<1x2xf32>, tensor<2x2xf32>, tensor<2x?xf32>) {
  %cat = tosa.concat %a, %b {axis = 1 : i32} : (tensor<1x4xf32>, tensor<1x6xf32>) -> tensor<1x10xf32>
  %s0 = tosa.const_shape {values = dense<[0, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %cat, %s0, %z0 : (tensor<1x10xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  %p = tosa.const_shape {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %padded = tosa.pad %c, %p, %pc : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
  %s1 = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z1 = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %padded, %s1, %z1 : (tensor<4x7xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %s2 = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z2 = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %d, %s2, %z2 : (tensor<4x?xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x?xf32>
  return %0, %1, %2 : tensor<1x2xf32>, tensor<2x2xf32>, tensor<2x?xf32>
}
