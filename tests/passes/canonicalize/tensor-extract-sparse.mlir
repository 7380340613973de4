// RUN: %mica-opt --canonicalize %s | FileCheck %s
// An extract at constant indices from a sparse<...> constant folds to the
// value of the first index naming the element, else to zero (values
// written once or one each, indices of rank 1 and 2).
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @f() -> (f16, f16, i32, i32, f32) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst_1 = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %c7_i32, %c0_i32, %cst_1 : f16, f16, i32, i32, f32
// CHECK-NEXT: }

func.func @f() -> (f16, f16, i32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.constant sparse<[[0, 1], [0, 1]], [3.0, 4.0]> : tensor<2x2xf16>
  %e0 = tensor.extract %0[%c0, %c1] : tensor<2x2xf16>
  %e1 = tensor.extract %0[%c1, %c1] : tensor<2x2xf16>
  %1 = arith.constant sparse<[[2]], [7]> : tensor<4xi32>
  %e2 = tensor.extract %1[%c2] : tensor<4xi32>
  %e3 = tensor.extract %1[%c1] : tensor<4xi32>
  %2 = arith.constant sparse<[[1, 0]], 5.0> : tensor<2x2xf32>
  %e4 = tensor.extract %2[%c1, %c0] : tensor<2x2xf32>
  return %e0, %e1, %e2, %e3, %e4 : f16, f16, i32, i32, f32
}
