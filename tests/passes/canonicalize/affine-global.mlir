// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK: memref.global "private" constant @table : memref<2x3xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
// CHECK-NEXT: memref.global "private" constant @ones : memref<4xi32> = dense<1>
// CHECK-NEXT: memref.global "private" @mutable : memref<2xf32> = dense<[7.000000e+00, 8.000000e+00]>
// CHECK-LABEL: func.func @load_global(%arg0: index) -> (f32, i32, f32, f32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: %0 = memref.get_global @table : memref<2x3xf32>
// CHECK-NEXT: %1 = affine.load %0[0, symbol(%arg0)] : memref<2x3xf32>
// CHECK-NEXT: %2 = memref.get_global @mutable : memref<2xf32>
// CHECK-NEXT: %3 = affine.load %2[0] : memref<2xf32>
// CHECK-NEXT: return %cst, %c1_i32, %1, %3 : f32, i32, f32, f32
// CHECK-NEXT: }

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @ones : memref<4xi32> = dense<1>
memref.global "private" @mutable : memref<2xf32> = dense<[7.0, 8.0]>

func.func @load_global(%i: index) -> (f32, i32, f32, f32) {
  %t = memref.get_global @table : memref<2x3xf32>
  %a = affine.load %t[1, 2] : memref<2x3xf32>
  %o = memref.get_global @ones : memref<4xi32>
  %b = affine.load %o[%i] : memref<4xi32>
  %c = affine.load %t[0, %i] : memref<2x3xf32>
  %m = memref.get_global @mutable : memref<2xf32>
  %d = affine.load %m[0] : memref<2xf32>
  return %a, %b, %c, %d : f32, i32, f32, f32
}
