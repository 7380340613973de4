// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.pad: to its source's static type, of zeros everywhere (a cast), of a cast that only loses static sizes; nofold kept.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @pads(%arg0: tensor<5x6xf32>, %arg1: index, %arg2: tensor<?x?x?xf32>, %arg3: f32, %arg4: tensor<4x?xf32>) -> (tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[%arg1, 0] high[0, %arg1] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<5x6xf32> to tensor<5x6xf32>
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?x?x?xf32> to tensor<2x3x4xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg2 nofold low[0, %c0, 0] high[0, 0, %c0] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x?x?xf32> to tensor<2x3x4xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg4 low[0, 0] high[0, 1] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %arg0, %padded, %cast, %padded_0, %padded_1 : tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pads(%a: tensor<5x6xf32>, %i: index, %b: tensor<?x?x?xf32>, %v: f32, %c: tensor<4x?xf32>) -> (tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x4xf32>) {
  %cst = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %a low[%i, 0] high[0, %i] {
  ^bb0(%x: index, %y: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<5x6xf32>
  %1 = tensor.pad %a nofold low[%i, 0] high[0, %i] {
  ^bb0(%x: index, %y: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<5x6xf32>
  %2 = tensor.pad %b low[0, %c0, 0] high[0, 0, %c0] {
  ^bb0(%x: index, %y: index, %z: index):
    tensor.yield %v : f32
  } : tensor<?x?x?xf32> to tensor<2x3x4xf32>
  %3 = tensor.pad %b nofold low[0, %c0, 0] high[0, 0, %c0] {
  ^bb0(%x: index, %y: index, %z: index):
    tensor.yield %v : f32
  } : tensor<?x?x?xf32> to tensor<2x3x4xf32>
  %cc = tensor.cast %c : tensor<4x?xf32> to tensor<?x?xf32>
  %4 = tensor.pad %cc low[0, 0] high[0, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<4x4xf32>
  return %0, %1, %2, %3, %4 : tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x4xf32>
}
