// RUN: %mica-opt %s | FileCheck %s

// `offset: 0` is the offset a strided layout leaves out: both spellings are
// one attribute, so the two memref types below are one type (equal means
// pointer-equal) and the return verifies. Expected output: mlir-opt 22's.

// CHECK-LABEL: func.func @same(%arg0: memref<4x4xf32, strided<[4, 1]>>) -> memref<4x4xf32, strided<[4, 1]>> {
// CHECK-NEXT: return %arg0 : memref<4x4xf32, strided<[4, 1]>>
func.func @same(%m: memref<4x4xf32, strided<[4, 1], offset: 0>>) -> memref<4x4xf32, strided<[4, 1]>> {
  return %m : memref<4x4xf32, strided<[4, 1]>>
}
