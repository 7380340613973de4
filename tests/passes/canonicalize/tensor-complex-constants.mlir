// RUN: %mica-opt --canonicalize %s | FileCheck %s
// An extract from a constant tensor of complex numbers folds to their
// [real, imaginary] pair, which the tensor dialect materializes as a
// complex.constant; from_elements of such constants folds to a dense
// tensor of them. Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @extract_from_elements_complex_i() -> tensor<3xcomplex<i32>> {
// CHECK-NEXT: %cst = arith.constant dense<[(1,2), (3,2), (1,2)]> : tensor<3xcomplex<i32>>
// CHECK-NEXT: return %cst : tensor<3xcomplex<i32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_from_elements_complex_f() -> tensor<3xcomplex<f32>> {
// CHECK-NEXT: %cst = arith.constant dense<[(1.200000e+00,2.300000e+00), (3.200000e+00,2.100000e+00), (1.200000e+00,2.300000e+00)]> : tensor<3xcomplex<f32>>
// CHECK-NEXT: return %cst : tensor<3xcomplex<f32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_complex(%arg0: index) -> complex<f32> {
// CHECK-NEXT: %cst = complex.constant [1.200000e+00 : f32, 2.300000e+00 : f32] : complex<f32>
// CHECK-NEXT: return %cst : complex<f32>

func.func @extract_from_elements_complex_i() -> tensor<3xcomplex<i32>> {
  %c1 = arith.constant dense<(1, 2)> : tensor<complex<i32>>
  %complex1 = tensor.extract %c1[] : tensor<complex<i32>>
  %c2 = arith.constant dense<(3, 2)> : tensor<complex<i32>>
  %complex2 = tensor.extract %c2[] : tensor<complex<i32>>
  %tensor = tensor.from_elements %complex1, %complex2, %complex1 : tensor<3xcomplex<i32>>
  return %tensor : tensor<3xcomplex<i32>>
}

func.func @extract_from_elements_complex_f() -> tensor<3xcomplex<f32>> {
  %c1 = arith.constant dense<(1.2, 2.3)> : tensor<complex<f32>>
  %complex1 = tensor.extract %c1[] : tensor<complex<f32>>
  %c2 = arith.constant dense<(3.2, 2.1)> : tensor<complex<f32>>
  %complex2 = tensor.extract %c2[] : tensor<complex<f32>>
  %tensor = tensor.from_elements %complex1, %complex2, %complex1 : tensor<3xcomplex<f32>>
  return %tensor : tensor<3xcomplex<f32>>
}


func.func @extract_complex(%arg0 : index) -> complex<f32> {
  %0 = arith.constant dense<(1.2, 2.3)> : tensor<complex<f32>>
  %1 = tensor.extract %0[] : tensor<complex<f32>>
  return %1 : complex<f32>
}
