// RUN: %mica-opt --allow-unregistered-dialect --type-narrowing=mode=full %s | FileCheck %s --check-prefix=FULL
// RUN: %mica-opt --allow-unregistered-dialect --type-narrowing=mode=full_preserve_io %s | FileCheck %s --check-prefix=IO
// The converter's f32 to f16 narrowing (type_narrowing.cpp): TOSA ops but
// tosa.cast compute in f16, constants rounded to nearest even (0.1 is
// 0.0999755859375 in f16, 1e-8 underflows to 0), a tosa.cast converts where
// another op (or a kept signature) wants the f32 value; integers stay.

// FULL-LABEL: func.func @mixed(%arg0: tensor<2x2xf16>, %arg1: tensor<2xi32>, %arg2: f16) -> (tensor<2x2xf16>, tensor<2xi32>) {
// FULL-NEXT: %0 = "tosa.const"() <{values = dense<{{\[\[}}1.000000e+00, 9.997550e-02], [6.550400e+04, 0.000000e+00{{\]\]}}> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
// FULL-NEXT: %1 = tosa.maximum %arg0, %0 : (tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
// FULL-NEXT: %2 = tosa.cast %1 : (tensor<2x2xf16>) -> tensor<2x2xf32>
// FULL-NEXT: %3 = tosa.cast %2 : (tensor<2x2xf32>) -> tensor<2x2xi32>
// FULL-NEXT: %4 = "other.use"(%2) : (tensor<2x2xf32>) -> tensor<2x2xf32>
// FULL-NEXT: %5 = tosa.cast %4 : (tensor<2x2xf32>) -> tensor<2x2xf16>
// FULL-NEXT: %6 = tosa.abs %5 : (tensor<2x2xf16>) -> tensor<2x2xf16>
// FULL-NEXT: return %6, %arg1 : tensor<2x2xf16>, tensor<2xi32>
// FULL-NEXT: }

// IO-LABEL: func.func @mixed(%arg0: tensor<2x2xf32>, %arg1: tensor<2xi32>, %arg2: f32) -> (tensor<2x2xf32>, tensor<2xi32>) {
// IO-NEXT: %0 = tosa.cast %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf16>
// IO-NEXT: %1 = "tosa.const"() <{values = dense<{{\[\[}}1.000000e+00, 9.997550e-02], [6.550400e+04, 0.000000e+00{{\]\]}}> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
// IO-NEXT: %2 = tosa.maximum %0, %1 : (tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
// IO-NEXT: %3 = tosa.cast %2 : (tensor<2x2xf16>) -> tensor<2x2xf32>
// IO-NEXT: %4 = tosa.cast %3 : (tensor<2x2xf32>) -> tensor<2x2xi32>
// IO-NEXT: %5 = "other.use"(%3) : (tensor<2x2xf32>) -> tensor<2x2xf32>
// IO-NEXT: %6 = tosa.cast %5 : (tensor<2x2xf32>) -> tensor<2x2xf16>
// IO-NEXT: %7 = tosa.abs %6 : (tensor<2x2xf16>) -> tensor<2x2xf16>
// IO-NEXT: %8 = tosa.cast %7 : (tensor<2x2xf16>) -> tensor<2x2xf32>
// IO-NEXT: return %8, %arg1 : tensor<2x2xf32>, tensor<2xi32>
// IO-NEXT: }

func.func @mixed(%arg0: tensor<2x2xf32>, %arg1: tensor<2xi32>, %arg2: f32) -> (tensor<2x2xf32>, tensor<2xi32>) {
  %c = "tosa.const"() <{values = dense<[[1.0, 0.1], [65504.0, 1.0e-8]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %0 = tosa.maximum %arg0, %c : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = tosa.cast %0 : (tensor<2x2xf32>) -> tensor<2x2xi32>
  %2 = "other.use"(%0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = tosa.abs %2 : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %3, %arg1 : tensor<2x2xf32>, tensor<2xi32>
}
