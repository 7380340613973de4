// Reshapes and friends: reassociation lists, output shapes mixing constants
// and SSA values, tensor.concat's `dim(N)`, tensor.splat with and without
// dynamic sizes, memref.realloc. Expected output is mlir-opt 22's, custom
// and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @shapes(%arg0: tensor<?x?xf32>, %arg1: tensor<4x7x3xf32>, %arg2: tensor<4x4x3xf32>, %arg3: memref<?x?xf32>, %arg4: memref<2xf32>, %arg5: index, %arg6: f32) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [5, %arg5, %arg5] : tensor<?x?xf32> into tensor<5x?x?xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2]] : tensor<5x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg1, %arg2 : (tensor<4x7x3xf32>, tensor<4x4x3xf32>) -> tensor<4x11x3xf32>
// CHECK-NEXT:     %splat = tensor.splat %arg6 : tensor<8xf32>
// CHECK-NEXT:     %splat_0 = tensor.splat %arg6[%arg5, %arg5] : tensor<?x8x?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg3 {{\[\[}}0], [1, 2]] output_shape [%arg5, %arg5, 5] : memref<?x?xf32> into memref<?x?x5xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2]] : memref<?x?x5xf32> into memref<?x?xf32>
// CHECK-NEXT:     %0 = memref.realloc %arg4 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = memref.realloc %arg4(%arg5) : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:     return

// GENERIC: %0 = "tensor.expand_shape"(%arg0, %arg5, %arg5) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 5, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<5x?x?xf32>
// GENERIC-NEXT: %1 = "tensor.collapse_shape"(%0) <{reassociation = {{\[\[}}0, 1], [2]]}> : (tensor<5x?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %2 = "tensor.concat"(%arg1, %arg2) <{dim = 1 : i64}> : (tensor<4x7x3xf32>, tensor<4x4x3xf32>) -> tensor<4x11x3xf32>
// GENERIC-NEXT: %3 = "tensor.splat"(%arg6) : (f32) -> tensor<8xf32>
// GENERIC-NEXT: %4 = "tensor.splat"(%arg6, %arg5, %arg5) : (f32, index, index) -> tensor<?x8x?xf32>
// GENERIC-NEXT: %5 = "memref.expand_shape"(%arg3, %arg5, %arg5) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, 5>}> : (memref<?x?xf32>, index, index) -> memref<?x?x5xf32>
// GENERIC-NEXT: %6 = "memref.collapse_shape"(%5) <{reassociation = {{\[\[}}0], [1, 2]]}> : (memref<?x?x5xf32>) -> memref<?x?xf32>
// GENERIC-NEXT: %7 = "memref.realloc"(%arg4) : (memref<2xf32>) -> memref<4xf32>
// GENERIC-NEXT: %8 = "memref.realloc"(%arg4, %arg5) : (memref<2xf32>, index) -> memref<?xf32>

func.func @shapes(%t: tensor<?x?xf32>, %u: tensor<4x7x3xf32>, %v: tensor<4x4x3xf32>, %m: memref<?x?xf32>, %n: memref<2xf32>, %i: index, %x: f32) {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [5, %i, %i] : tensor<?x?xf32> into tensor<5x?x?xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<5x?x?xf32> into tensor<?x?xf32>
  %cc = tensor.concat dim(1) %u, %v : (tensor<4x7x3xf32>, tensor<4x4x3xf32>) -> tensor<4x11x3xf32>
  %s = tensor.splat %x : tensor<8xf32>
  %s2 = tensor.splat %x[%i, %i] : tensor<?x8x?xf32>
  %me = memref.expand_shape %m [[0], [1, 2]] output_shape [%i, %i, 5] : memref<?x?xf32> into memref<?x?x5xf32>
  %mc = memref.collapse_shape %me [[0], [1, 2]] : memref<?x?x5xf32> into memref<?x?xf32>
  %r = memref.realloc %n : memref<2xf32> to memref<4xf32>
  %r2 = memref.realloc %n(%i) : memref<2xf32> to memref<?xf32>
  return
}
