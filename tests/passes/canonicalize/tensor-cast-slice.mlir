// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.cast to a more static type of an extract_slice: the slice with the sizes the cast knows.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @cast_slices(%arg0: tensor<128x512xf32>, %arg1: index, %arg2: index) -> (tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg2, 0] [16, 1] [1, 1] : tensor<128x512xf32> to tensor<16xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[%arg2, 0] [%arg1, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_0, %extracted_slice_1 : tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @cast_slices(%a: tensor<128x512xf32>, %s: index, %o: index) -> (tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>) {
  %0 = tensor.extract_slice %a[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
  %2 = tensor.extract_slice %a[%o, 0] [%s, 1] [1, 1] : tensor<128x512xf32> to tensor<?xf32>
  %3 = tensor.cast %2 : tensor<?xf32> to tensor<16xf32>
  %4 = tensor.extract_slice %a[%o, 0] [%s, %s] [1, 1] : tensor<128x512xf32> to tensor<?x?xf32>
  %5 = tensor.cast %4 : tensor<?x?xf32> to tensor<?x512xf32>
  return %1, %3, %5 : tensor<16x512xf32>, tensor<16xf32>, tensor<?x512xf32>
}
