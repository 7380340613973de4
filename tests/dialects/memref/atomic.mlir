// memref.generic_atomic_rmw with memref.atomic_yield, and memref.reshape.
// Expected output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

func.func @atomic(%I: memref<10xf32>, %i : index) {
  %x = memref.generic_atomic_rmw %I[%i] : memref<10xf32> {
    ^bb0(%v : f32):
      %c1 = arith.constant 1.0 : f32
      %s = arith.addf %v, %c1 : f32
      memref.atomic_yield %s : f32
  }
  return
}
func.func @reshape(%t: memref<6xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %t(%s) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  return
}
// CHECK: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %1 = arith.addf %arg2, %cst : f32
// CHECK-NEXT: memref.atomic_yield %1 : f32
// CHECK-NEXT: }
// CHECK: %reshape = memref.reshape %arg0(%arg1) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// GENERIC: %1 = "memref.generic_atomic_rmw"(%arg2, %arg3) ({
// GENERIC: "memref.atomic_yield"(%3) : (f32) -> ()
// GENERIC: %0 = "memref.reshape"(%arg0, %arg1) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
