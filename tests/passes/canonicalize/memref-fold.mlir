// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @casts_into_users(%arg0: memref<8xf32>, %arg1: f32, %arg2: index) -> (f32, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<8xf32>) -> f32
// CHECK-NEXT: "test.use"(%arg0, %1) : (memref<8xf32>, f32) -> ()
// CHECK-NEXT: memref.dealloc %arg0 : memref<8xf32>
// CHECK-NEXT: return %0, %c8, %c1 : f32, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dims(%arg0: index, %arg1: memref<*xf32>) -> (index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [1, %arg0] [1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %dim = memref.dim %arg1, %c0 : memref<*xf32>
// CHECK-NEXT: "test.use"(%alloc, %subview) : (memref<4x?xf32>, memref<?xf32, strided<[1]>>) -> ()
// CHECK-NEXT: return %c4, %arg0, %arg0, %dim : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @allocs(%arg0: index, %arg1: f32) -> memref<?x?xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %alloca = memref.alloca(%c-1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copies(%arg0: memref<?xf32>, %arg1: memref<0xf32>, %arg2: memref<4xf32>, %arg3: memref<*xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg3 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %arg2, %cast : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: memref<2x3xf32>, %arg1: memref<*xf32>, %arg2: memref<?xi32>) -> (memref<2x3xf32>, memref<3x2xf32, strided<[1, 3]>>, index, memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<2x3xf32> to memref<2x3xf32, 2>
// CHECK-NEXT: "test.use"(%memspacecast, %arg0) : (memref<2x3xf32, 2>, memref<2x3xf32>) -> ()
// CHECK-NEXT: %0 = memref.load %arg2[%c1] : memref<?xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [6], strides: [1] : memref<2x3xf32> to memref<6xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<6xf32, strided<[1]>> to memref<?xf32>
// CHECK-NEXT: "test.use"(%arg0) : (memref<2x3xf32>) -> ()
// CHECK-NEXT: return %arg0, %transpose, %1, %cast : memref<2x3xf32>, memref<3x2xf32, strided<[1, 3]>>, index, memref<?xf32>
// CHECK-NEXT: }

func.func @casts_into_users(%m: memref<8xf32>, %v: f32, %i: index) -> (f32, index, index) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %a = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %cc = memref.cast %c : memref<?xf32> to memref<8xf32>
  %r = memref.rank %cc : memref<8xf32>
  "test.use"(%cc, %a) : (memref<8xf32>, f32) -> ()
  memref.dealloc %c : memref<?xf32>
  return %x, %d, %r : f32, index, index
}

func.func @dims(%n: index, %u: memref<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %s = memref.subview %a[0, 0] [1, %n] [1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
  %d2 = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
  %d3 = memref.dim %u, %c0 : memref<*xf32>
  "test.use"(%a, %s) : (memref<4x?xf32>, memref<?xf32, strided<[1]>>) -> ()
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

func.func @allocs(%n: index, %v: f32) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %b = memref.alloca(%cm) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  %dead = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %dead[%c0] : memref<4xf32>
  memref.dealloc %dead : memref<4xf32>
  return %a : memref<?x?xf32>
}

func.func @copies(%a: memref<?xf32>, %b: memref<0xf32>, %s: memref<4xf32>, %u: memref<*xf32>) {
  memref.copy %a, %a : memref<?xf32> to memref<?xf32>
  memref.copy %b, %b : memref<0xf32> to memref<0xf32>
  %c = memref.cast %s : memref<4xf32> to memref<?xf32>
  %d = memref.cast %u : memref<*xf32> to memref<?xf32>
  memref.copy %c, %d : memref<?xf32> to memref<?xf32>
  return
}

func.func @views(%m: memref<2x3xf32>, %r: memref<*xf32>, %shape: memref<?xi32>) -> (memref<2x3xf32>, memref<3x2xf32, strided<[1, 3]>>, index, memref<?xf32>) {
  %t0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %t1 = memref.transpose %t0 (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  %s0 = memref.memory_space_cast %m : memref<2x3xf32> to memref<2x3xf32, 1>
  %s1 = memref.memory_space_cast %s0 : memref<2x3xf32, 1> to memref<2x3xf32, 2>
  %s2 = memref.memory_space_cast %m : memref<2x3xf32> to memref<2x3xf32>
  "test.use"(%s1, %s2) : (memref<2x3xf32, 2>, memref<2x3xf32>) -> ()
  %c1 = arith.constant 1 : index
  %re = memref.reshape %r(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %re, %c1 : memref<*xf32>
  %f = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e = memref.expand_shape %f [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %c = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
  %n = arith.constant 6 : index
  %ri = memref.reinterpret_cast %c to offset: [0], sizes: [%n], strides: [1] : memref<?x?xf32> to memref<?xf32>
  "test.use"(%e) : (memref<2x3xf32>) -> ()
  return %t1, %t0, %d, %ri : memref<2x3xf32>, memref<3x2xf32, strided<[1, 3]>>, index, memref<?xf32>
}
