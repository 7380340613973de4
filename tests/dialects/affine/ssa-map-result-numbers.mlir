// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s

// MLIR 22 knows the SSA values of a map by their names before `#`: `%b`
// after `%b#1` is `%b#1` again. Each bound of affine.parallel is a map of
// its own. Expected text: mlir-opt-22 --allow-unregistered-dialect %s.

// CHECK-LABEL: func.func @f(%arg0: memref<100xf32>) {
// CHECK-NEXT:    %0:2 = "test.op"() : () -> (index, index)
// CHECK-NEXT:    %1 = affine.load %arg0[%0#1 * 2] : memref<100xf32>
// CHECK-NEXT:    %2 = affine.load %arg0[%0#1] : memref<100xf32>
// CHECK-NEXT:    %3 = affine.load %arg0[%0#0] : memref<100xf32>
// CHECK-NEXT:    affine.parallel (%arg1, %arg2) = (%0#0, %0#1) to (100, 100) {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @f(%m: memref<100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  %v = affine.load %m[%b#1 + %b] : memref<100xf32>
  %w = affine.load %m[%b#1] : memref<100xf32>
  %x = affine.load %m[%b#0] : memref<100xf32>
  affine.parallel (%i, %j) = (%b#0, %b#1) to (100, 100) {
  }
  return
}
