// Expected text from `mlir-opt-22 --symbol-privatize` (CHECK) and
// `mlir-opt-22 --symbol-privatize=exclude=a,g` (EXCLUDE).
// RUN: %mica-opt --symbol-privatize %s | FileCheck %s --match-full-lines
// RUN: %mica-opt --symbol-privatize=exclude=a,g %s | FileCheck %s --match-full-lines --check-prefix=EXCLUDE
// CHECK: module @top {
// CHECK-LABEL: func.func private @a() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @b()
// CHECK-LABEL: func.func private @c() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @g : memref<2xf32> = uninitialized
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @inner() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module @named attributes {sym_visibility = "private"} {
// CHECK-LABEL: func.func @inner2() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// EXCLUDE: module @top {
// EXCLUDE-LABEL: func.func @a() {
// EXCLUDE-NEXT: return
// EXCLUDE-NEXT: }
// EXCLUDE-LABEL: func.func private @b()
// EXCLUDE-LABEL: func.func private @c() {
// EXCLUDE-NEXT: return
// EXCLUDE-NEXT: }
// EXCLUDE-NEXT: memref.global "public" @g : memref<2xf32> = uninitialized
// EXCLUDE-NEXT: module {
// EXCLUDE-LABEL: func.func @inner() {
// EXCLUDE-NEXT: return
// EXCLUDE-NEXT: }
// EXCLUDE-NEXT: }
// EXCLUDE-NEXT: module @named attributes {sym_visibility = "private"} {
// EXCLUDE-LABEL: func.func @inner2() {
// EXCLUDE-NEXT: return
// EXCLUDE-NEXT: }
// EXCLUDE-NEXT: }
// EXCLUDE-NEXT: }

module @top {
  func.func @a() { return }
  func.func private @b()
  func.func nested @c() { return }
  memref.global "public" @g : memref<2xf32> = uninitialized
  module {
    func.func @inner() { return }
  }
  module @named {
    func.func @inner2() { return }
  }
}
