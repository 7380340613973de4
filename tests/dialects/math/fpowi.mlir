// math.fpowi: a float raised to a signless integer (or index) power, its
// types written after the colon, the result of the float's type; fastmath
// flags are optional and `none` by default. Expected output from
// `mlir-opt-22 %s` and `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @fpowi(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<4xi64>, %arg4: tensor<2xf16>, %arg5: tensor<2xindex>) {
// CHECK-NEXT:    %0 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:    %1 = math.fpowi %arg0, %arg1 fastmath<fast> : f32, i32
// CHECK-NEXT:    %2 = math.fpowi %arg2, %arg3 fastmath<nnan,ninf> : vector<4xf32>, vector<4xi64>
// CHECK-NEXT:    %3 = math.fpowi %arg4, %arg5 : tensor<2xf16>, tensor<2xindex>
// CHECK-NEXT:    %4 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:    %5 = math.fpowi %0, %arg1 {tag} : f32, i32
// CHECK-NEXT:    return

// GENERIC:      %0 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT: %1 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32
// GENERIC-NEXT: %2 = "math.fpowi"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xi64>) -> vector<4xf32>
// GENERIC-NEXT: %3 = "math.fpowi"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf16>, tensor<2xindex>) -> tensor<2xf16>
// GENERIC-NEXT: %4 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT: %5 = "math.fpowi"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> {tag} : (f32, i32) -> f32

func.func @fpowi(%x: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi64>, %t: tensor<2xf16>, %ti: tensor<2xindex>) {
  %0 = math.fpowi %x, %i : f32, i32
  %1 = math.fpowi %x, %i fastmath<fast> : f32, i32
  %2 = math.fpowi %v, %vi fastmath<nnan,ninf> : vector<4xf32>, vector<4xi64>
  %3 = math.fpowi %t, %ti fastmath<none> : tensor<2xf16>, tensor<2xindex>
  %4 = "math.fpowi"(%x, %i) : (f32, i32) -> f32
  %5 = math.fpowi %0, %i {tag} : f32, i32
  return
}
