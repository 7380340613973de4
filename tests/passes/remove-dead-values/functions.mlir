// Private functions lose dead arguments and results (calls follow); public ones, declarations and functions named other than by calls keep their signature.
// Expected text from `mlir-opt-22 --remove-dead-values --allow-unregistered-dialect`.
// RUN: %mica-opt --remove-dead-values --allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func private @callee(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: i32, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg1, %arg2) : (i32, memref<i32>) -> i32
// CHECK-NEXT: %1 = call @callee(%arg0, %arg2) : (i32, memref<i32>) -> i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @public_keeps(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @referenced(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @uses_symbol(%arg0: i32) {
// CHECK-NEXT: %0 = call @referenced(%arg0) : (i32) -> i32
// CHECK-NEXT: "test.keep"() {fn = @referenced} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @decl(i32) -> i32
// CHECK-LABEL: func.func @calls_decl(%arg0: i32) {
// CHECK-NEXT: %0 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @callee(%a: i32, %b: i32, %m: memref<i32>) -> (i32, i32, f32) {
  %s = arith.addi %a, %b : i32
  %t = arith.muli %b, %b : i32
  memref.store %t, %m[] : memref<i32>
  %f = arith.constant 1.0 : f32
  return %s, %t, %f : i32, i32, f32
}
func.func @caller(%x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %0:3 = call @callee(%x, %y, %m) : (i32, i32, memref<i32>) -> (i32, i32, f32)
  %1:3 = call @callee(%y, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32, f32)
  %2 = arith.addi %0#1, %1#1 : i32
  return %2 : i32
}
func.func @public_keeps(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.constant 3 : i32
  %d = arith.subi %a, %c : i32
  return %a, %a : i32, i32
}
func.func private @referenced(%a: i32) -> i32 {
  return %a : i32
}
func.func @uses_symbol(%a: i32) {
  %0 = call @referenced(%a) : (i32) -> i32
  "test.keep"() {fn = @referenced} : () -> ()
  return
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%a: i32) {
  %0 = call @decl(%a) : (i32) -> i32
  return
}
