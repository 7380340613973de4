// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK: #map = affine_map<(d0) -> (d0, 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (16, s0)>
// CHECK-LABEL: func.func @div_mod_by_iv_bounds(%arg0: memref<64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT:   affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT:     %0 = affine.load %arg0[%arg1 + (%arg1 + %arg2) floordiv 8] : memref<64xf32>
// CHECK-NEXT:     "test.use"(%0) : (f32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_max_bounds(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:   affine.for %arg2 = max #map(%arg1) to min #map1()[%arg0] {
// CHECK-NEXT:     "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @div_mod_by_iv_bounds(%m: memref<64xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 64 step 8 {
      %a = affine.apply affine_map<(d0) -> (d0 floordiv 16)> (%i)
      %b = affine.apply affine_map<(d0) -> (d0 mod 16)> (%i)
      %c = affine.apply affine_map<(d0, d1) -> ((d1 + d0) floordiv 8)> (%i, %j)
      %d = affine.apply affine_map<(d0) -> (d0 mod 4)> (%j)
      %x = affine.load %m[%a + %b + %c + %d] : memref<64xf32>
      "test.use"(%x) : (f32) -> ()
    }
  }
  return
}

func.func @min_max_bounds(%n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = max affine_map<(d0) -> (d0, 2, d0 - 10)> (%i) to min affine_map<(d0)[s0] -> (d0 + 20, 16, s0)> (%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
