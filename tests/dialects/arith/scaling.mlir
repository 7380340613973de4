// arith.scaling_extf and arith.scaling_truncf: a float cast with a scale
// operand; both types of the operands are written, and the optional
// rounding mode (truncf) and fastmath flags have no default, so a written
// `fastmath<none>` stays. Expected output from `mlir-opt-22 %s` and
// `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: vector<4xf8E5M2>, %arg3: vector<4xf8E8M0FNU>, %arg4: f32, %arg5: f8E8M0FNU, %arg6: tensor<2x3xf32>, %arg7: f16) {
// CHECK-NEXT:    %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:    %1 = arith.scaling_extf %arg0, %arg1 fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
// CHECK-NEXT:    %2 = arith.scaling_extf %arg2, %arg3 : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT:    %3 = arith.scaling_truncf %arg4, %arg5 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:    %4 = arith.scaling_truncf %arg4, %arg5 to_nearest_even fastmath<nnan> : f32, f8E8M0FNU to f8E4M3FN
// CHECK-NEXT:    %5 = arith.scaling_truncf %arg4, %arg5 downward : f32, f8E8M0FNU to f16
// CHECK-NEXT:    %6 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:    %7 = arith.scaling_truncf %arg4, %arg5 toward_zero {tag} : f32, f8E8M0FNU to f16
// CHECK-NEXT:    %8 = arith.scaling_extf %arg0, %arg1 fastmath<none> : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:    %9 = arith.scaling_truncf %arg6, %arg5 upward : tensor<2x3xf32>, f8E8M0FNU to tensor<2x3xf8E5M2>
// CHECK-NEXT:    %10 = arith.scaling_extf %arg0, %arg7 : f4E2M1FN, f16 to f64
// CHECK-NEXT:    return

// GENERIC:      %0 = "arith.scaling_extf"(%arg0, %arg1) : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC-NEXT: %1 = "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f4E2M1FN, f8E8M0FNU) -> bf16
// GENERIC-NEXT: %2 = "arith.scaling_extf"(%arg2, %arg3) : (vector<4xf8E5M2>, vector<4xf8E8M0FNU>) -> vector<4xf32>
// GENERIC-NEXT: %3 = "arith.scaling_truncf"(%arg4, %arg5) : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC-NEXT: %4 = "arith.scaling_truncf"(%arg4, %arg5) <{fastmath = #arith.fastmath<nnan>, roundingmode = 0 : i32}> : (f32, f8E8M0FNU) -> f8E4M3FN
// GENERIC-NEXT: %5 = "arith.scaling_truncf"(%arg4, %arg5) <{roundingmode = 1 : i32}> : (f32, f8E8M0FNU) -> f16
// GENERIC-NEXT: %6 = "arith.scaling_extf"(%arg0, %arg1) : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC-NEXT: %7 = "arith.scaling_truncf"(%arg4, %arg5) <{roundingmode = 3 : i32}> {tag} : (f32, f8E8M0FNU) -> f16
// GENERIC-NEXT: %8 = "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC-NEXT: %9 = "arith.scaling_truncf"(%arg6, %arg5) <{roundingmode = 2 : i32}> : (tensor<2x3xf32>, f8E8M0FNU) -> tensor<2x3xf8E5M2>
// GENERIC-NEXT: %10 = "arith.scaling_extf"(%arg0, %arg7) : (f4E2M1FN, f16) -> f64

func.func @scaling(%x: f4E2M1FN, %s: f8E8M0FNU, %v: vector<4xf8E5M2>, %vs: vector<4xf8E8M0FNU>, %y: f32, %ys: f8E8M0FNU,
                   %t: tensor<2x3xf32>, %h: f16) {
  %0 = arith.scaling_extf %x, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %x, %s fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
  %2 = arith.scaling_extf %v, %vs : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
  %3 = arith.scaling_truncf %y, %ys : f32, f8E8M0FNU to f4E2M1FN
  %4 = arith.scaling_truncf %y, %ys to_nearest_even fastmath<nnan> : f32, f8E8M0FNU to f8E4M3FN
  %5 = arith.scaling_truncf %y, %ys downward : f32, f8E8M0FNU to f16
  %6 = "arith.scaling_extf"(%x, %s) : (f4E2M1FN, f8E8M0FNU) -> f32
  %7 = "arith.scaling_truncf"(%y, %ys) {roundingmode = 3 : i32, tag} : (f32, f8E8M0FNU) -> f16
  %8 = arith.scaling_extf %x, %s fastmath<none> : f4E2M1FN, f8E8M0FNU to f32
  %9 = arith.scaling_truncf %t, %ys upward : tensor<2x3xf32>, f8E8M0FNU to tensor<2x3xf8E5M2>
  %10 = arith.scaling_extf %x, %h : f4E2M1FN, f16 to f64
  return
}
