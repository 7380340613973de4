// memref.view, memref.atomic_rmw (kinds as keywords, arith's AtomicRMWKind
// values in the generic form) and extract_aligned_pointer_as_index. Expected
// output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @mv(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<10xf32>, %arg5: memref<10xi32>, %arg6: i32) -> index {
// CHECK-NEXT:     %view = memref.view %arg0[%arg1][%arg1, %arg2] : memref<2048xi8> to memref<?x?xf32>
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg3, %arg4[%arg1] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     %1 = memref.atomic_rmw maxs %arg6, %arg5[%arg1] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg4 : memref<10xf32> -> index
// CHECK-NEXT:     return %intptr : index

// GENERIC: %0 = "memref.view"(%arg0, %arg1, %arg1, %arg2) : (memref<2048xi8>, index, index, index) -> memref<?x?xf32>
// GENERIC-NEXT: %1 = "memref.atomic_rmw"(%arg3, %arg4, %arg1) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT: %2 = "memref.atomic_rmw"(%arg6, %arg5, %arg1) <{kind = 6 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT: %3 = "memref.extract_aligned_pointer_as_index"(%arg4) : (memref<10xf32>) -> index

func.func @mv(%m: memref<2048xi8>, %i: index, %j: index, %f: f32, %a: memref<10xf32>, %b: memref<10xi32>, %k: i32) -> index {
  %v = memref.view %m[%i][%i, %j] : memref<2048xi8> to memref<?x?xf32>
  %r = memref.atomic_rmw addf %f, %a[%i] : (f32, memref<10xf32>) -> f32
  %s = memref.atomic_rmw maxs %k, %b[%i] : (i32, memref<10xi32>) -> i32
  %p = memref.extract_aligned_pointer_as_index %a : memref<10xf32> -> index
  return %p : index
}
