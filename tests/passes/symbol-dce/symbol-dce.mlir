// Expected text from `mlir-opt-22 --allow-unregistered-dialect --symbol-dce`.
// RUN: %mica-opt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @public() {
// CHECK-NEXT: call @used() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @used() {
// CHECK-NEXT: %0 = "unknown.op"() {ref = [@chain, {k = @nested::@deep}]} : () -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @chain()
// CHECK-NEXT: memref.global "private" @g_used : memref<2xf32> = uninitialized
// CHECK-LABEL: func.func @uses_global() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @g_used : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: module @nested attributes {sym_visibility = "private"} {
// CHECK-LABEL: func.func @deep() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module @pub {
// CHECK-LABEL: func.func @inner_live() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "unknown.top"() {ref = @refd} : () -> ()
// CHECK-LABEL: func.func private @refd()
// CHECK-NEXT: }

module {
  func.func @public() {
    func.call @used() : () -> ()
    return
  }
  func.func private @used() {
    %0 = "unknown.op"() {ref = [@chain, {k = @nested::@deep}]} : () -> i32
    return
  }
  func.func private @chain()
  func.func private @dead() {
    func.call @dead_too() : () -> ()
    return
  }
  func.func private @dead_too()
  func.func nested @nested_vis()
  memref.global "private" @g : memref<2xf32> = uninitialized
  memref.global "private" @g_used : memref<2xf32> = uninitialized
  func.func @uses_global() -> memref<2xf32> {
    %0 = memref.get_global @g_used : memref<2xf32>
    return %0 : memref<2xf32>
  }
  module @nested attributes {sym_visibility = "private"} {
    func.func @deep() { return }
    func.func private @inner_dead() { return }
  }
  module @unused attributes {sym_visibility = "private"} {
    func.func @x() { return }
  }
  module @pub {
    func.func private @inner_dead2() { return }
    func.func @inner_live() { return }
  }
  "unknown.top"() {ref = @refd} : () -> ()
  func.func private @refd()
}
