// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @single_dims(%arg0: memref<?x?x?xi32>, %arg1: index) {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:     memref.store %c7_i32, %arg0[%c0, %c4, %arg2] : memref<?x?x?xi32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @single_dims(%m: memref<?x?x?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  scf.parallel (%i, %j, %k) = (%c0, %c4, %c0) to (%c1, %c9, %n) step (%c1, %c9, %c1) {
    %v = arith.constant 7 : i32
    memref.store %v, %m[%i, %j, %k] : memref<?x?x?xi32>
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @all_single(%arg0: f32) -> f32 {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = "foo.value"(%c2) : (index) -> f32
// CHECK-NEXT:   %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @all_single(%a: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.parallel (%i) = (%c2) to (%c3) step (%c2) init (%a) -> f32 {
    %x = "foo.value"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @no_iteration(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:   return %arg2 : f32
// CHECK-NEXT: }
func.func @no_iteration(%lb: index, %ub: index, %a: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %lb) step (%c1, %c1) init (%a) -> f32 {
    %x = "foo.value"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.mulf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:     "foo.use"(%0) : (f32) -> ()
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:     scf.parallel (%arg4) = (%c0) to (%arg3) step (%c1) {
// CHECK-NEXT:       "foo.use"(%arg4) : (index) -> ()
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%m: memref<?x?xf32>, %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%b) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      "foo.use"(%v) : (f32) -> ()
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "foo.use"(%j) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
