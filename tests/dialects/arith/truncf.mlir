// extf and truncf have an optional fastmath attribute without a default, and
// truncf's rounding mode is an i32. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK: %0 = arith.truncf %arg0 fastmath<none> : f32 to f16
// CHECK: %1 = arith.truncf %arg0 upward : f32 to f16
// CHECK: %2 = arith.extf %arg1 : f16 to f32
// GENERIC: %0 = "arith.truncf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f16
// GENERIC: %1 = "arith.truncf"(%arg0) <{roundingmode = 2 : i32}> : (f32) -> f16
// GENERIC: %2 = "arith.extf"(%arg1) : (f16) -> f32
func.func @f(%a: f32, %b: f16) {
  %0 = arith.truncf %a fastmath<none> : f32 to f16
  %1 = arith.truncf %a upward : f32 to f16
  %2 = arith.extf %b : f16 to f32
  return
}
