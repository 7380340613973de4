// Slices and views: offsets, sizes and strides that mix constants and SSA
// values in `[...]` lists (ODS's custom<DynamicIndexList>), results typed
// like the destination (insert, insert_slice). Expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @slices(%arg0: tensor<8x16x4xf32>, %arg1: tensor<16x32x8xf32>, %arg2: memref<8x16x4xf32>, %arg3: index, %arg4: index, %arg5: f32) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg3, 2, 0] [4, %arg4, 4] [1, 1, %arg3] : tensor<8x16x4xf32> to tensor<4x?x4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg3, %arg4, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> into tensor<16x32x8xf32>
// CHECK-NEXT:     %subview = memref.subview %arg2[0, 2, 0] [4, 4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1], offset: 8>>
// CHECK-NEXT:     %0 = memref.rank %arg2 : memref<8x16x4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg5 into %arg0[%arg3, %arg4, %arg3] : tensor<8x16x4xf32>
// CHECK-NEXT:     return

// GENERIC: %0 = "tensor.extract_slice"(%arg0, %arg3, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 2, 0>, static_sizes = array<i64: 4, -9223372036854775808, 4>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<8x16x4xf32>, index, index, index) -> tensor<4x?x4xf32>
// GENERIC-NEXT: %1 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<4x4xf32>
// GENERIC-NEXT: %2 = "tensor.insert_slice"(%arg0, %arg1, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 8, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, tensor<16x32x8xf32>, index, index) -> tensor<16x32x8xf32>
// GENERIC-NEXT: %3 = "memref.subview"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<4x4x4xf32, strided<[64, 4, 1], offset: 8>>
// GENERIC-NEXT: %4 = "memref.rank"(%arg2) : (memref<8x16x4xf32>) -> index
// GENERIC-NEXT: %5 = "tensor.insert"(%arg5, %arg0, %arg3, %arg4, %arg3) : (f32, tensor<8x16x4xf32>, index, index, index) -> tensor<8x16x4xf32>

func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<16x32x8xf32>, %m: memref<8x16x4xf32>, %i: index, %j: index, %x: f32) {
  %a = tensor.extract_slice %t[%i, 2, 0] [4, %j, 4] [1, 1, %i] : tensor<8x16x4xf32> to tensor<4x?x4xf32>
  %b = tensor.extract_slice %t[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %c = tensor.insert_slice %t into %d[%i, %j, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> into tensor<16x32x8xf32>
  %s = memref.subview %m[0, 2, 0] [4, 4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1], offset: 8>>
  %r = memref.rank %m : memref<8x16x4xf32>
  %e = tensor.insert %x into %t[%i, %j, %i] : tensor<8x16x4xf32>
  return
}
