// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | %mica-opt --allow-unregistered-dialect | FileCheck %s

// An SSA value of an affine map is known by its name and result number:
// `%b` is `%b#0`, `%b#01` is `%b#1`, and two results of one op are two
// dims (or symbols). MLIR 22 knew them by name alone and rejected a second
// result of the same op in one map, though it prints such maps itself (as
// its own test Dialect/Affine/ops.mlir shows); MLIR reads them as here
// since. Each bound of affine.parallel is a map of its own. Expected text:
// mlir-opt-22 --allow-unregistered-dialect on the generic form that
// `mica-opt --mlir-print-op-generic` gives for this file, which mlir-opt-22
// cannot read in this form. The second RUN line reads the print back.

// CHECK-LABEL: func.func @f(%arg0: memref<100xf32>, %arg1: memref<100x100xf32>, %arg2: f32, %arg3: vector<8xf32>) {
// CHECK-NEXT:    %0:2 = "test.op"() : () -> (index, index)
// CHECK-NEXT:    %1 = affine.load %arg0[%0#1 + %0#0] : memref<100xf32>
// CHECK-NEXT:    %2 = affine.load %arg0[%0#1 + %0#0 * 8] : memref<100xf32>
// CHECK-NEXT:    %3 = affine.load %arg0[%0#1 * 2 + %0#0] : memref<100xf32>
// CHECK-NEXT:    %4 = affine.load %arg0[%0#1] : memref<100xf32>
// CHECK-NEXT:    affine.store %arg2, %arg1[%0#0, %0#1] : memref<100x100xf32>
// CHECK-NEXT:    affine.prefetch %arg1[%0#0, %0#1], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT:    %5 = affine.vector_load %arg1[%0#0, %0#1 * 2] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:    affine.vector_store %arg3, %arg1[symbol(%0#0), symbol(%0#1)] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:    affine.parallel (%arg4) = (max(%0#0, %0#1)) to (100) {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%arg4, %arg5) = (%0#0, %0#1) to (%0#1, 100) {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @f(%m: memref<100xf32>, %mm: memref<100x100xf32>, %f: f32, %v8: vector<8xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  %0 = affine.load %m[%b#1 + %b] : memref<100xf32>
  %1 = affine.load %m[%b#1 + %b#0 * 8] : memref<100xf32>
  %2 = affine.load %m[%b#01 + %b#1 + %b#00] : memref<100xf32>
  %3 = affine.load %m[%b#1] : memref<100xf32>
  affine.store %f, %mm[%b#0, %b#1] : memref<100x100xf32>
  affine.prefetch %mm[%b#0, (%b#1)], read, locality<3>, data : memref<100x100xf32>
  %4 = affine.vector_load %mm[%b#0, %b#1 * 2] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v8, %mm[symbol(%b#0), symbol(%b#1)] : memref<100x100xf32>, vector<8xf32>
  affine.parallel (%i) = (max(%b#0, %b#1)) to (100) {
  }
  affine.parallel (%i, %j) = (%b#0, %b#1) to (%b#1, 100) {
  }
  return
}
