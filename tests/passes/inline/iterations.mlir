// Expected text from `mlir-opt-22 --split-input-file '--inline=default-pipeline= max-iterations=1'`:
// one round of inlining per SCC.
// RUN: %mica-opt --split-input-file '--inline=default-pipeline= max-iterations=1' %s | FileCheck %s

func.func @big(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %1, %1 : i32
  return %2 : i32
}
func.func @small(%x: i32) -> i32 {
  %0 = call @big(%x) : (i32) -> i32
  return %0 : i32
}
// -----
func.func @multilevel_func_a() {
  return
}
func.func @multilevel_func_b() {
  call @multilevel_func_a() : () -> ()
  return
}
func.func @inline_multilevel() {
  call @multilevel_func_b() : () -> ()
  return
}
// -----
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func @entry(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
// -----
func.func private @tensor_fn(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tosa_caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @tensor_fn(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @tensor_fn(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @big(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @small(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @multilevel_func_a() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @multilevel_func_b() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inline_multilevel() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @b(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @entry(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @tosa_caller(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tosa.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = tosa.add %0, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
