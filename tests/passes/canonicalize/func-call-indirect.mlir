// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @target(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @target(%x: i32) -> i32 {
  return %x : i32
}

// An indirect call of a func.constant is a direct call (without the
// indirect call's attributes); func.constant, a constant, is hoisted to the
// entry block and deduplicated like the others.
// CHECK-LABEL: func.func @indirect(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %f = constant @target : (i32) -> i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = call @target(%0) : (i32) -> i32
// CHECK-NEXT:   "test.use"(%f) : ((i32) -> i32) -> ()
// CHECK-NEXT:   return %1, %1 : i32, i32
// CHECK-NEXT: }
func.func @indirect(%x: i32) -> (i32, i32) {
  %y = arith.addi %x, %x : i32
  %f = constant @target : (i32) -> i32
  %g = constant @target : (i32) -> i32
  %r = call_indirect %f(%y) {foo, arg_attrs = [{a}], res_attrs = [{b}]} : (i32) -> i32
  "test.use"(%g) : ((i32) -> i32) -> ()
  return %r, %r : i32, i32
}

// A callee that is no constant stays indirect.
// CHECK-LABEL: func.func @not_constant(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @not_constant(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// An unused func.constant goes.
// CHECK-LABEL: func.func @unused() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused() {
  %f = constant @target : (i32) -> i32
  return
}

