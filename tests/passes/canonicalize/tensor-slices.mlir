// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @extract(%arg0: tensor<8x16xf32>, %arg1: index, %arg2: index, %arg3: tensor<?x?xf32>) -> (tensor<8x16xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<5> : tensor<3xi32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, %arg2] [1, 1] : tensor<8x16xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %extracted_slice_0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[%arg1, %arg1] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg3[%arg1, 0] [%arg2, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %arg0, %cast, %cast_1, %extracted_slice_2, %extracted_slice_3, %cst : tensor<8x16xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert(%arg0: tensor<4x4xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<0x4xf32>, %arg3: index) -> (tensor<4x4xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: return %arg0, %arg1 : tensor<4x4xf32>, tensor<8x8xf32>
// CHECK-NEXT: }

func.func @extract(%t: tensor<8x16xf32>, %i: index, %n: index, %u: tensor<?x?xf32>) -> (tensor<8x16xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  %b = tensor.extract_slice %t[%c0, %i] [%c4, %n] [1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  %c = tensor.extract_slice %t[%i, 0] [1, %c4] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %cast = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %d = tensor.extract_slice %cast[%i, %i] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
  %ins = tensor.insert_slice %d into %u[%i, %n] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
  %e = tensor.extract_slice %ins[%i, %n] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
  %f = tensor.extract_slice %u[%i, 0] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %s = arith.constant dense<5> : tensor<10xi32>
  %g = tensor.extract_slice %s[%i] [3] [1] : tensor<10xi32> to tensor<3xi32>
  return %a, %b, %c, %e, %f, %g : tensor<8x16xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<3xi32>
}

func.func @insert(%t: tensor<4x4xf32>, %d: tensor<8x8xf32>, %e: tensor<0x4xf32>, %i: index) -> (tensor<4x4xf32>, tensor<8x8xf32>) {
  %a = tensor.insert_slice %t into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  %b = tensor.insert_slice %e into %d[%i, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<8x8xf32>
  return %a, %b : tensor<4x4xf32>, tensor<8x8xf32>
}
