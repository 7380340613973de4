// RUN: %mica-opt --type-narrowing=mode=full %s | FileCheck %s --check-prefix=FULL
// RUN: %mica-opt --type-narrowing=mode=partial %s | FileCheck %s --check-prefix=FULL
// RUN: %mica-opt --type-narrowing=mode=full_preserve_io %s | FileCheck %s --check-prefix=IO
// Where the converter's conversion (type_narrowing.cpp) puts its tosa.casts:
// an argument's cast at the top of the entry block, each new one above the
// ones before (so the argument used first is cast last, as the PRESERVE-IO-DAG
// lines of the converter's type-narrowing-fp32-to-fp16.mlir allow), one cast
// per value however many ops use it, a result's cast right after its op. A
// tosa.cast of the model is not narrowed: it is given its input in the type
// it had. Without accumulators, partial narrows as full does.

// FULL-LABEL: func.func @two_args(%arg0: tensor<3xf16>, %arg1: tensor<3xf16>) -> (tensor<3xf16>, tensor<3xf16>) {
// FULL-NEXT: %0 = tosa.cast %arg0 : (tensor<3xf16>) -> tensor<3xf32>
// FULL-NEXT: %1 = tosa.sub %arg1, %arg0 : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
// FULL-NEXT: %2 = tosa.maximum %1, %arg1 : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
// FULL-NEXT: %3 = tosa.cast %0 : (tensor<3xf32>) -> tensor<3xf16>
// FULL-NEXT: return %2, %3 : tensor<3xf16>, tensor<3xf16>

// IO-LABEL: func.func @two_args(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf16>) {
// IO-NEXT: %0 = tosa.cast %arg0 : (tensor<3xf32>) -> tensor<3xf16>
// IO-NEXT: %1 = tosa.cast %arg1 : (tensor<3xf32>) -> tensor<3xf16>
// IO-NEXT: %2 = tosa.sub %1, %0 : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
// IO-NEXT: %3 = tosa.maximum %2, %1 : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
// IO-NEXT: %4 = tosa.cast %3 : (tensor<3xf16>) -> tensor<3xf32>
// IO-NEXT: %5 = tosa.cast %arg0 : (tensor<3xf32>) -> tensor<3xf16>
// IO-NEXT: return %4, %5 : tensor<3xf32>, tensor<3xf16>
func.func @two_args(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf16>) {
  %0 = tosa.sub %arg1, %arg0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = tosa.maximum %0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %2 = tosa.cast %arg0 : (tensor<3xf32>) -> tensor<3xf16>
  return %1, %2 : tensor<3xf32>, tensor<3xf16>
}
