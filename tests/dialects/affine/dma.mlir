// affine.dma_start (with and without stride) and affine.dma_wait: maps of SSA
// values as subscripts, kept as attributes. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK: affine.dma_start %alloc[%arg3 + 1, %arg0], %alloc_0[%arg3, symbol(%arg0)], %alloc_1[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
// CHECK: affine.dma_start %alloc[%arg3, %arg3], %alloc_0[%arg3, 0], %alloc_1[%c0], %c64, %arg1, %arg2 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
// CHECK: affine.dma_wait %alloc_1[%c0], %c64 : memref<1xi32, 4>
// GENERIC: "affine.dma_start"(%0, %arg3, %arg0, %1, %arg3, %arg0, %2, %3, %4) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<100x100xf32>, index, index, memref<100x100xf32, 2>, index, index, memref<1xi32, 4>, index, index) -> ()
// GENERIC: "affine.dma_start"(%0, %arg3, %1, %arg3, %2, %3, %4, %arg1, %arg2) {dst_map = #map3, src_map = #map4, tag_map = #map2} : (memref<100x100xf32>, index, memref<100x100xf32, 2>, index, memref<1xi32, 4>, index, index, index, index) -> ()
// GENERIC: "affine.dma_wait"(%2, %3, %4) {tag_map = #map2} : (memref<1xi32, 4>, index, index) -> ()
func.func @f(%arg0 : index, %s: index, %e: index) {
  %0 = memref.alloc() : memref<100x100xf32>
  %1 = memref.alloc() : memref<100x100xf32, 2>
  %2 = memref.alloc() : memref<1xi32, 4>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %i0 = 0 to 10 {
    affine.dma_start %0[%i0 + 1, %arg0], %1[%i0, symbol(%arg0)], %2[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
    affine.dma_start %0[%i0, %i0], %1[%i0, 0], %2[%c0], %c64, %s, %e : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
    affine.dma_wait %2[%c0], %c64 : memref<1xi32, 4>
  }
  return
}
