// memref.transpose (its map written bare), memref.prefetch and
// memref.assume_alignment (an i32 attribute in a format). Expected output
// is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

func.func @f(%v: memref<?x?xf32>, %m: memref<10xf32>, %i: index) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  memref.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %m[%i], write, locality<0>, instr : memref<10xf32>
  %1 = memref.assume_alignment %m, 16 : memref<10xf32>
  return
}
// CHECK: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK: memref.prefetch %arg1[%arg2], read, locality<3>, data : memref<10xf32>
// CHECK: memref.prefetch %arg1[%arg2], write, locality<0>, instr : memref<10xf32>
// CHECK: %assume_align = memref.assume_alignment %arg1, 16 : memref<10xf32>
// GENERIC: #map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
// GENERIC: "memref.prefetch"(%arg1, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<10xf32>, index) -> ()
// GENERIC: "memref.prefetch"(%arg1, %arg2) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<10xf32>, index) -> ()
// GENERIC: %1 = "memref.assume_alignment"(%arg1) <{alignment = 16 : i32}> : (memref<10xf32>) -> memref<10xf32>
