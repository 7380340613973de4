// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s > %t.1.mlir
// RUN: %mica-opt %s | %mica-opt --mlir-print-op-generic > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// The seed's standard ops print without `std.` unless the bare name would
// read back as a func op: `return` and `call` inside func.func, and
// `constant` with a value other than a number, boolean or affine map
// (a symbol reference would read back as func.constant).

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = constant 42 : i32
// CHECK-NEXT: %1 = constant true
// CHECK-NEXT: %2 = std.constant @f : () -> i32
// CHECK-NEXT: %3 = std.call @f() : () -> i32
// CHECK-NEXT: std.return %0 : i32
func.func @f() -> i32 {
  %0 = "std.constant"() {value = 42 : i32} : () -> i32
  %1 = "std.constant"() {value = true} : () -> i1
  %2 = "std.constant"() {value = @f} : () -> (() -> i32)
  %3 = "std.call"() {callee = @f} : () -> i32
  "std.return"(%0) : (i32) -> ()
}
