// memref.global (its initial value written without its type),
// memref.get_global and memref.distinct_objects. Expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @u : memref<2xf32> = uninitialized
memref.global "private" @e : memref<2xf32>
memref.global @s : memref<f32> = dense<1.0>
func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) {
  %0:2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xi32>
  %1 = memref.get_global @c : memref<2xf32>
  return
}
// CHECK:   memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global @u : memref<2xf32> = uninitialized
// CHECK-NEXT:   memref.global "private" @e : memref<2xf32>
// CHECK-NEXT:   memref.global @s : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @f(%arg0: memref<?xf32>, %arg1: memref<?xi32>) {
// CHECK-NEXT:     %0:2 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<?xi32>
// CHECK-NEXT:     %1 = memref.get_global @c : memref<2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// GENERIC: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value, sym_name = "u", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_name = "e", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "s", type = memref<f32>}> : () -> ()
// GENERIC: %0:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<?xf32>, memref<?xi32>) -> (memref<?xf32>, memref<?xi32>)
// GENERIC: %1 = "memref.get_global"() <{name = @c}> : () -> memref<2xf32>
