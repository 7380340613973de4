// affine.prefetch and affine.vector_load/vector_store; expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @pf(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:    affine.prefetch %arg0[%arg1 + 3, %arg2 + 11], write, locality<0>, data : memref<100x100xf32>
// CHECK-NEXT:    affine.prefetch %arg0[%arg1, %arg2 + 1], read, locality<3>, instr {tag = 1 : i64} : memref<100x100xf32>
// CHECK-NEXT:    %0 = affine.vector_load %arg0[%arg1, %arg2 * 8] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:    affine.vector_store %0, %arg0[%arg1, %arg2] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:    return

// GENERIC: "affine.prefetch"(%arg0, %arg1, %arg2) <{isDataCache = true, isWrite = true, localityHint = 0 : i32, map = #map}> : (memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.prefetch"(%arg0, %arg1, %arg2) <{isDataCache = false, isWrite = false, localityHint = 3 : i32, map = #map1}> {tag = 1 : i64} : (memref<100x100xf32>, index, index) -> ()
// GENERIC: %0 = "affine.vector_load"(%arg0, %arg1, %arg2) <{map = #map2}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
// GENERIC: "affine.vector_store"(%0, %arg0, %arg1, %arg2) <{map = #map3}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()

func.func @pf(%m: memref<100x100xf32>, %i: index, %j: index) {
  affine.prefetch %m[%i + 3, %j + 11], write, locality<0>, data : memref<100x100xf32>
  affine.prefetch %m[%i, %j + 1], read, locality<3>, instr {tag = 1} : memref<100x100xf32>
  %v = affine.vector_load %m[%i, %j * 8] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i, %j] : memref<100x100xf32>, vector<8xf32>
  return
}
