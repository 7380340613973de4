// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// Expected output as printed by: mlir-opt-22 --allow-unregistered-dialect ops.mlir
// #ub.poison and #ub<poison> are one attribute, the default value of
// ub.poison's, which the custom form leaves out.

// CHECK-LABEL: func.func @f() -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: "x.y"() {a = #ub.poison} : () -> ()
func.func @f() -> i32 {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub<poison>> : i32
  "x.y"() {a = #ub<poison>} : () -> ()
  return %0 : i32
}
