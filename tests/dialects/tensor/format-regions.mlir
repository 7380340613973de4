// Regions named in a declarative format ($body, $region): tensor.generate
// and tensor.pad (with `nofold`, a unit attribute). Expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @regions(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x3xf32> {
// CHECK-NEXT:     %generated = tensor.generate %arg1 {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<?x3xf32>
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, %arg1] high[%arg2, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } {attr} : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %generated : tensor<?x3xf32>

// GENERIC: %0 = "tensor.generate"(%arg1) ({
// GENERIC: %1 = "tensor.pad"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: -9223372036854775808, 2>, static_low = array<i64: 1, -9223372036854775808>}> ({
// GENERIC: %2 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({

func.func @regions(%t: tensor<?x?xf32>, %i: index, %j: index, %x: f32) -> tensor<?x3xf32> {
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<?x3xf32>
  %p = tensor.pad %t low[1, %i] high[%j, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %q = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } {attr} : tensor<?x?xf32> to tensor<?x?xf32>
  return %g : tensor<?x3xf32>
}
