// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s

// The results bound to a generic op are its own: a custom op in its
// regions declares none.

// CHECK: %0 = "foo.loop"() ({
// CHECK-NEXT: ^bb0(%arg0: memref<4xf32>):
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }) : () -> i32
%0 = "foo.loop"() ({
^bb0(%m: memref<4xf32>):
  memref.dealloc %m : memref<4xf32>
}) : () -> i32
