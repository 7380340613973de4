// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt --mlir-print-op-generic | FileCheck %s

// A registered op's inherent attributes with a default value (ODS
// DefaultValuedAttr) take it when they are absent, in the generic form as in
// the custom one; optional ones (arith.extf's fastmath, TOSA's local_bound)
// stay absent. Expected output: mlir-opt 22's.

// CHECK-LABEL: "func.func"() <{function_type = (tensor<4xf32>, f64, tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> (), sym_name = "defaults"}>
func.func @defaults(%t: tensor<4xf32>, %d: f64, %img: tensor<1x4x4x1xf32>, %w: tensor<1x1x1x1xf32>, %z: tensor<1xf32>) {
  // CHECK: "tosa.argmax"(%arg0) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<4xf32>) -> tensor<i32>
  %0 = "tosa.argmax"(%t) <{axis = 0 : i32}> : (tensor<4xf32>) -> tensor<i32>
  // CHECK-NEXT: "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "arith.addf"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: "arith.truncf"(%arg1) : (f64) -> f32
  %2 = "arith.truncf"(%d) : (f64) -> f32
  // CHECK-NEXT: "arith.extf"(%{{.*}}) : (f32) -> f64
  %3 = "arith.extf"(%2) : (f32) -> f64
  // CHECK-NEXT: "ub.poison"() <{value = #ub.poison}> : () -> i32
  %4 = "ub.poison"() : () -> i32
  // CHECK-NEXT: "tosa.conv2d"(%arg2, %arg3, %arg4, %arg4, %arg4) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}>
  %5 = "tosa.conv2d"(%img, %w, %z, %z, %z) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
  return
}
