// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0 + 3)>
// CHECK-NEXT: #set = affine_set<()[s0, s1] : (-s0 + s1 + 1 >= 0, 0 >= 0)>
// CHECK-LABEL: func.func @bounds(%arg0: index, %arg1: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg2 = 6 to 40 {
// CHECK-NEXT:   affine.for %arg3 = #map()[%arg0] to #map1(%arg2)[%arg0] {
// CHECK-NEXT:     %0 = affine.load %arg1[%arg3] : memref<100xf32>
// CHECK-NEXT:     "test.use"(%0) : (f32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_loops(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = affine.for %arg3 = %arg0 to 10 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT:   affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %arg1, %arg2, %0 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conditions(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: affine.if #set()[%arg1, %arg0] {
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.always"() : () -> ()
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }

func.func @bounds(%n: index, %m: memref<100xf32>) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 3)> (%n)
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1 - 4)> (%c2, %c10) to min affine_map<(d0) -> (d0 * 5, 40)> (%c10) {
    affine.for %j = affine_map<(d0) -> (d0)> (%a) to min affine_map<(d0)[s0] -> (d0 + s0, d0 + s0)> (%i)[%a] {
      %x = affine.load %m[%j] : memref<100xf32>
      "test.use"(%x) : (f32) -> ()
    }
  }
  return
}

func.func @empty_loops(%lb: index, %init: f32, %other: f32) -> (f32, f32, f32, f32) {
  affine.for %i = 0 to 10 {
  }
  %r0 = affine.for %i = 0 to 10 iter_args(%a = %init) -> (f32) {
    affine.yield %a : f32
  }
  %r1 = affine.for %i = 5 to 3 iter_args(%a = %init) -> (f32) {
    "test.use"(%a) : (f32) -> ()
    affine.yield %a : f32
  }
  %r2 = affine.for %i = 0 to 1 iter_args(%a = %init) -> (f32) {
    affine.yield %other : f32
  }
  %r3 = affine.for %i = %lb to 10 iter_args(%a = %init) -> (f32) {
    affine.yield %other : f32
  }
  return %r0, %r1, %r2, %r3 : f32, f32, f32, f32
}

func.func @conditions(%i: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)> (%i)
  affine.if affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 >= 0)> (%a, %c0)[%n] {
    "test.then"() : () -> ()
  } else {
  }
  affine.if affine_set<() : (1 == 0)> () {
    "test.never"() : () -> ()
  }
  affine.if affine_set<() : (0 == 0)> () {
    "test.always"() : () -> ()
  } else {
    "test.other"() : () -> ()
  }
  %r = affine.if affine_set<() : (1 == 0)> () -> f32 {
    %x = arith.constant 1.0 : f32
    affine.yield %x : f32
  } else {
    %y = arith.constant 2.0 : f32
    affine.yield %y : f32
  }
  return %r : f32
}
