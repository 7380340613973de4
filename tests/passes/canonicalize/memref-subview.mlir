// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @constant_arguments(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, %arg1, 1] [4, 1, %arg2] [1, 1, -2] : memref<?x?x?xf32> to memref<4x1x?xf32, strided<[?, ?, -2], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x1x?xf32, strided<[?, ?, -2], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, %arg1, 1] [4, 1, %arg2] [1, 1, 1] : memref<?x?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %subview_0 : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast, %cast_1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_source(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<8x16xf32>, memref<4x?xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[16, 1], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [4, 2] [1, 1] : memref<8x16xf32> to memref<4x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x2xf32, strided<[16, 1], offset: ?>> to memref<4x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[%arg1, 0] [20, 4] [1, 1] : memref<8x16xf32> to memref<20x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %subview_1 : memref<20x4xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %arg0, %cast, %cast_0, %cast_2 : memref<8x16xf32>, memref<4x?xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_cast(%arg0: memref<4x6xf32>, %arg1: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[0, %arg1] [2, %arg1] [1, 1] : memref<4x6xf32> to memref<2x?xf32, strided<[6, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x?xf32, strided<[6, 1], offset: ?>> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @of_subview(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[3] [%arg1] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret(%arg0: memref<?xi8>, %arg1: index) -> (memref<?xi8>, memref<4x2xi8>) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<?xi8> to memref<4x2xi8>
// CHECK-NEXT: return %reinterpret_cast, %reinterpret_cast_0 : memref<?xi8>, memref<4x2xi8>
// CHECK-NEXT: }

func.func @constant_arguments(%m: memref<?x?x?xf32>, %i: index, %n: index) -> (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cm = arith.constant -2 : index
  %a = memref.subview %m[%c0, %i, %c1] [%c4, %c1, %n] [%c1, %c1, %cm] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %b = memref.subview %m[%c0, %i, %c1] [%c4, 1, %n] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %a, %b : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @static_source(%m: memref<8x16xf32>, %i: index) -> (memref<8x16xf32>, memref<4x?xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[16, 1], offset: ?>>) {
  %c20 = arith.constant 20 : index
  %c2 = arith.constant 2 : index
  %a = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %b = memref.subview %m[%i, 0] [4, %c2] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  %c = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  %d = memref.subview %m[%i, 0] [%c20, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return %a, %b, %c, %d : memref<8x16xf32>, memref<4x?xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[16, 1], offset: ?>>
}

func.func @of_cast(%m: memref<4x6xf32>, %i: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<4x6xf32> to memref<?x?xf32>
  %s = memref.subview %c[0, %i] [2, %i] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<2x?xf32, strided<[?, 1], offset: ?>>
}

func.func @of_subview(%m: memref<?xf32, strided<[?], offset: ?>>, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %a = memref.subview %m[3] [%n] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %b = memref.subview %a[0] [%n] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %b : memref<?xf32, strided<[?], offset: ?>>
}

func.func @reinterpret(%m: memref<?xi8>, %n: index) -> (memref<?xi8>, memref<4x2xi8>) {
  %c = memref.cast %m : memref<?xi8> to memref<8xi8>
  %a = memref.reinterpret_cast %c to offset: [0], sizes: [%n], strides: [1] : memref<8xi8> to memref<?xi8>
  %s = memref.subview %m[0] [%n] [1] : memref<?xi8> to memref<?xi8>
  %b = memref.reinterpret_cast %s to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<?xi8> to memref<4x2xi8>
  return %a, %b : memref<?xi8>, memref<4x2xi8>
}
