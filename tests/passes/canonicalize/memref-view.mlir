// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// Index constants given as sizes move into the result type; the old type
// comes back through a memref.cast, which folds into the loads.
// CHECK-LABEL: func.func @sizes(%arg0: index) -> (f32, f32) {
// CHECK-NEXT:   %c15 = arith.constant 15 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:   %view = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<?x7xf32>
// CHECK-NEXT:   %0 = memref.load %view[%c0, %c0] : memref<?x7xf32>
// CHECK-NEXT:   %view_0 = memref.view %alloc[%c15][] : memref<2048xi8> to memref<7x4xf32>
// CHECK-NEXT:   %1 = memref.load %view_0[%c0, %c0] : memref<7x4xf32>
// CHECK-NEXT:   return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @sizes(%arg0 : index) -> (f32, f32) {
  %0 = memref.alloc() : memref<2048xi8>
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c15 = arith.constant 15 : index
  %1 = memref.view %0[%c15][%arg0, %c7] : memref<2048xi8> to memref<?x?xf32>
  %r0 = memref.load %1[%c0, %c0] : memref<?x?xf32>
  %2 = memref.view %0[%c15][%c7] {tag} : memref<2048xi8> to memref<?x4xf32>
  %r1 = memref.load %2[%c0, %c0] : memref<?x4xf32>
  return %r0, %r1 : f32, f32
}

// A negative size too, as MLIR 22 does it.
// CHECK-LABEL: func.func @negative(%arg0: memref<64xi8>) -> memref<?x4xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %view = memref.view %arg0[%c0][] : memref<64xi8> to memref<-3x4xf32>
// CHECK-NEXT:   %cast = memref.cast %view : memref<-3x4xf32> to memref<?x4xf32>
// CHECK-NEXT:   return %cast : memref<?x4xf32>
// CHECK-NEXT: }
func.func @negative(%a: memref<64xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %m = arith.constant -3 : index
  %v = memref.view %a[%c0][%m] : memref<64xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// A view of its source's own static type is the source.
// CHECK-LABEL: func.func @identity(%arg0: memref<16xi8>) -> memref<16xi8> {
// CHECK-NEXT:   return %arg0 : memref<16xi8>
// CHECK-NEXT: }
func.func @identity(%a: memref<16xi8>) -> memref<16xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<16xi8> to memref<16xi8>
  return %v : memref<16xi8>
}

// A view of a memref.cast views the cast's source (the view's attributes
// are not kept), whatever defines it.
// CHECK-LABEL: func.func @of_cast(%arg0: memref<64xi8>, %arg1: index) -> (memref<?x4xf32>, memref<?x4xf32>) {
// CHECK-NEXT:   %view = memref.view %arg0[%arg1][%arg1] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT:   %alloca = memref.alloca() : memref<64xi8>
// CHECK-NEXT:   %view_0 = memref.view %alloca[%arg1][%arg1] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT:   return %view, %view_0 : memref<?x4xf32>, memref<?x4xf32>
// CHECK-NEXT: }
func.func @of_cast(%a: memref<64xi8>, %n: index) -> (memref<?x4xf32>, memref<?x4xf32>) {
  %c = memref.cast %a : memref<64xi8> to memref<?xi8>
  %v = memref.view %c[%n][%n] {tag} : memref<?xi8> to memref<?x4xf32>
  %b = memref.alloca() : memref<64xi8>
  %d = memref.cast %b : memref<64xi8> to memref<?xi8>
  %w = memref.view %d[%n][%n] : memref<?xi8> to memref<?x4xf32>
  return %v, %w : memref<?x4xf32>, memref<?x4xf32>
}

// Nothing to fold without a constant operand.
// CHECK-LABEL: func.func @no_constant(%arg0: memref<64xi8>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:   %view = memref.view %arg0[%arg1][%arg1] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT:   return %view : memref<?x4xf32>
// CHECK-NEXT: }
func.func @no_constant(%a: memref<64xi8>, %n: index) -> memref<?x4xf32> {
  %v = memref.view %a[%n][%n] : memref<64xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

