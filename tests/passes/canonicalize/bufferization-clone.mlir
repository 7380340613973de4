// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// The source freed right after its clone: the clone is the source, through
// a memref.cast to the clone's type.
// CHECK-LABEL: func.func @cast_needed(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @cast_needed(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c = bufferization.clone %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<?xf32>
}
// A memref.cast the clone reads folds into it.
// CHECK-LABEL: func.func @fold_cast(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:   %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   "foo.use"(%0) : (memref<?xf32>) -> ()
// CHECK-NEXT:   return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @fold_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %k = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c = bufferization.clone %k : memref<?xf32> to memref<?xf32>
  "foo.use"(%c) : (memref<?xf32>) -> ()
  return %c : memref<?xf32>
}
// From an unranked source, the cast is to the clone's ranked type.
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>) -> memref<4xf32> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT:   return %cast : memref<4xf32>
// CHECK-NEXT: }
func.func @unranked(%m: memref<*xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<*xf32> to memref<4xf32>
  memref.dealloc %m : memref<*xf32>
  return %c : memref<4xf32>
}
// Not simplified: another buffer is freed between the clone and the
// free of its source.
// CHECK-LABEL: func.func @free_between(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:   %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @free_between(%m: memref<4xf32>, %o: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %o : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}
// Not simplified: the source is freed twice.
// CHECK-LABEL: func.func @two_deallocs(%arg0: memref<4xf32>, %arg1: i1) -> memref<4xf32> {
// CHECK-NEXT:   %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   return %0 : memref<4xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @two_deallocs(%m: memref<4xf32>, %b: i1) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
^bb2:
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}
// The free of the buffer a subview views counts as the source's.
// CHECK-LABEL: func.func @through_view(%arg0: index) -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:   "foo.use"(%subview) : (memref<2xf32, strided<[1], offset: 1>>) -> ()
// CHECK-NEXT:   return %subview : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: }
func.func @through_view(%n: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %c = bufferization.clone %s : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
  "foo.use"(%c) : (memref<2xf32, strided<[1], offset: 1>>) -> ()
  memref.dealloc %a : memref<4xf32>
  return %c : memref<2xf32, strided<[1], offset: 1>>
}
// Not simplified: clone and source both freed in one block.
// CHECK-LABEL: func.func @both_same_block(%arg0: memref<4xf32>) {
// CHECK-NEXT:   %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @both_same_block(%m: memref<4xf32>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
// Not simplified: the free comes before the clone.
// CHECK-LABEL: func.func @dealloc_before(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @dealloc_before(%m: memref<4xf32>) -> memref<4xf32> {
  memref.dealloc %m : memref<4xf32>
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}
// An unused clone goes.
// CHECK-LABEL: func.func @unused(%arg0: memref<4xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused(%m: memref<4xf32>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}

