// scf.while with and without loop-carried values. Expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

func.func @f(%a: i32, %b: f32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32) {
    %c = arith.constant true
    scf.condition(%c) %x, %y : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    scf.yield %p, %q : i32, f32
  } attributes {foo}
  scf.while : () -> () {
    %c = arith.constant false
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %0#0 : i32
}
// CHECK:   func.func @f(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       scf.condition(%true) %arg2, %arg3 : i32, f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:       scf.yield %arg2, %arg3 : i32, f32
// CHECK-NEXT:     } attributes {foo}
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %false = arith.constant false
// CHECK-NEXT:       scf.condition(%false)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// GENERIC: %0:2 = "scf.while"(%arg0, %arg1) ({
// GENERIC: "scf.condition"(%2, %arg4, %arg5) : (i1, i32, f32) -> ()
// GENERIC: }) {foo} : (i32, f32) -> (i32, f32)
// GENERIC: "scf.while"() ({
// GENERIC: "scf.condition"(%1) : (i1) -> ()
