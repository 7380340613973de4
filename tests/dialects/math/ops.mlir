// The math dialect: float ops with fastmath flags (an arith enum, named
// `#arith.fastmath` in the generic form), integer ops without. Expected
// output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @m(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT:     %0 = math.absf %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %1 = math.fma %arg0, %arg0, %0 : f32
// CHECK-NEXT:     %2 = math.powf %arg0, %1 : f32
// CHECK-NEXT:     %3 = math.ctpop %arg1 : i32
// CHECK-NEXT:     %4 = math.sqrt %arg0 : f32
// CHECK-NEXT:     return %4 : f32

// GENERIC: %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT: %1 = "math.fma"(%arg0, %arg0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT: %2 = "math.powf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %3 = "math.ctpop"(%arg1) : (i32) -> i32
// GENERIC-NEXT: %4 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32

func.func @m(%x: f32, %i: i32) -> f32 {
  %0 = math.absf %x fastmath<fast> : f32
  %1 = math.fma %x, %x, %0 : f32
  %2 = math.powf %x, %1 : f32
  %3 = math.ctpop %i : i32
  %4 = math.sqrt %x : f32
  return %4 : f32
}
