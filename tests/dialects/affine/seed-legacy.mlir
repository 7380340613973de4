// The seed's spellings of affine ops: inline maps and sets right after the
// op name, in a top-level `func`. They print as mlir-opt 22 prints the same
// ops written with affine_map<...> and affine_set<...>.
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | %mica-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @legacy(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg1)
// CHECK-NEXT:       %1 = affine.apply #map1(%arg1)[%arg0]
// CHECK-NEXT:       affine.if #set(%arg1)[%arg0] {
// CHECK-NEXT:         "foo.in_range"(%0, %1) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @legacy(%n: index) {
  affine.for %i = 0 to %n {
    %x = affine.apply (d0) -> (d0 + 1) (%i)
    %y = affine.apply (d0)[s0] -> (d0 floordiv 2 + s0) (%i)[%n]
    affine.if (d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0) (%i)[%n] {
      "foo.in_range"(%x, %y) : (index, index) -> ()
    }
  }
  return
}
