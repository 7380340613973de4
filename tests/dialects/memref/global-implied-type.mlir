// memref.global's initial value written without its type: `sparse<...>` and
// `dense_resource<...>` as well as `dense<...>` take the tensor of the
// global's shape and element type (a layout or memory space dropped).
// Expected output from `mlir-opt-22 %s` and
// `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK:      memref.global "private" constant @a : memref<4xi32> = sparse<1, 5>
// CHECK-NEXT: memref.global "private" constant @b : memref<2xi32> = dense_resource<blob1>
// CHECK-NEXT: memref.global @c : memref<2x2xf32> = sparse<{{\[\[}}0, 1]], 1.500000e+00>
// CHECK-NEXT: memref.global @d : memref<2xi32, 1> = dense_resource<blob1>
// CHECK-NEXT: memref.global @e : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT: memref.global @h : memref<2xf32, strided<[1], offset: 2>> = dense_resource<blob1>

// GENERIC:      "memref.global"() <{constant, initial_value = sparse<1, 5> : tensor<4xi32>, sym_name = "a", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{constant, initial_value = dense_resource<blob1> : tensor<2xi32>, sym_name = "b", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = sparse<{{\[\[}}0, 1]], 1.500000e+00> : tensor<2x2xf32>, sym_name = "c", type = memref<2x2xf32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense_resource<blob1> : tensor<2xi32>, sym_name = "d", type = memref<2xi32, 1>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "e", type = memref<2xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense_resource<blob1> : tensor<2xf32>, sym_name = "h", type = memref<2xf32, strided<[1], offset: 2>>}> : () -> ()

memref.global "private" constant @a : memref<4xi32> = sparse<[[1]], [5]>
memref.global "private" constant @b : memref<2xi32> = dense_resource<blob1>
memref.global @c : memref<2x2xf32> = sparse<[[0, 1]], [1.5]>
memref.global @d : memref<2xi32, 1> = dense_resource<blob1>
memref.global @e : memref<2xi32> = dense<[1, 2]>
memref.global @h : memref<2xf32, strided<[1], offset: 2>> = dense_resource<blob1>
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
