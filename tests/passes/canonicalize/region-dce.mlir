// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// Dead pure ops and a dead cycle through block arguments go; so do the
// operands branches forward to those arguments.

// CHECK-LABEL: func.func @loop_dead_arg(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @loop_dead_arg(%n: i32, %c: i1) {
  %z = arith.constant 0 : i32
  cf.br ^loop(%z, %z : i32, i32)
^loop(%i: i32, %acc: i32):
  %next = arith.addi %i, %n : i32
  %sum = arith.muli %acc, %next : i32
  cf.cond_br %c, ^loop(%next, %sum : i32, i32), ^exit
^exit:
  "foo.use"(%i) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_dead_args(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     3: ^bb2(%arg2 : f32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2(%0: f32):  // pred: ^bb0
// CHECK-NEXT:   "foo.use"(%0) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_dead_args(%f: i32, %a: f32, %b: f32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    3: ^bb2(%a, %b : f32, f32)
  ]
^bb1(%x: f32):
  return
^bb2(%y: f32, %w: f32):
  "foo.use"(%w) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @nested_region(%arg0: i1) {
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:     "foo.yield"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_region(%c: i1) {
  "foo.region"() ({
    %dead = arith.constant 7 : i64
    %also = arith.addi %dead, %dead : i64
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @effects_kept(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @effects_kept(%m: memref<4xf32>, %i: index, %v: f32) {
  %l = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<8xf32>
  return
}
