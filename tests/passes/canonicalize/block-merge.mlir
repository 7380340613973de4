// RUN: %mica-opt --allow-unregistered-dialect --canonicalize=region-simplify=aggressive %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize=region-simplify=aggressive`.

// Identical blocks with differing outside operands: merged, the operands
// passed as a new argument (one argument for two equal operand lists).
// CHECK-LABEL: func.func @mismatch_operands(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @mismatch_operands(%cond : i1, %arg0 : i32, %arg1 : i32) -> (i32, i32) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %arg0, %arg0 : i32, i32
^bb2:
  return %arg1, %arg1 : i32, i32
}

// CHECK-LABEL: func.func @pre_existing_args(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %1, %0 : i32, i32
// CHECK-NEXT: }
func.func @pre_existing_args(%cond : i1, %arg0 : i32, %arg1 : i32) -> (i32, i32) {
  cf.cond_br %cond, ^bb1(%arg1 : i32), ^bb2(%arg0 : i32)
^bb1(%arg2 : i32):
  return %arg0, %arg2 : i32, i32
^bb2(%arg3 : i32):
  return %arg1, %arg3 : i32, i32
}

// Three blocks into one, through a switch; the ops inside use the
// block's own values in the same order.
// CHECK-LABEL: func.func @switch_three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     0: ^bb1(%arg2 : i32),
// CHECK-NEXT:     1: ^bb1(%arg3 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   %2 = arith.addi %1, %arg2 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @switch_three(%flag : i32, %a : i32, %b : i32, %c : i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  %x = arith.muli %a, %a : i32
  %y = arith.addi %x, %b : i32
  cf.br ^exit(%y : i32)
^bb2:
  %x2 = arith.muli %b, %b : i32
  %y2 = arith.addi %x2, %b : i32
  cf.br ^exit(%y2 : i32)
^bb3:
  %x3 = arith.muli %c, %c : i32
  %y3 = arith.addi %x3, %b : i32
  cf.br ^exit(%y3 : i32)
^exit(%r : i32):
  return %r : i32
}

// Not merged: the uses inside differ in order.
// CHECK-LABEL: func.func @different_order(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.subi %c0_i32, %arg2 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:   %2 = arith.subi %arg1, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @different_order(%cond : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %x = arith.subi %a, %b : i32
  %y = arith.subi %x, %a : i32
  return %y : i32
^bb2:
  %x2 = arith.subi %a, %b : i32
  %y2 = arith.subi %a, %x2 : i32
  return %y2 : i32
}

// Not merged: a value of the block is used outside it.
// CHECK-LABEL: func.func private @print(i32, i32)
func.func private @print(i32, i32)
// CHECK-LABEL: func.func @used_outside(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:   cf.cond_br %0, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:   cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb3
// CHECK-NEXT:   %2 = arith.addi %3, %c1_i32 : i32
// CHECK-NEXT:   cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   %4 = arith.cmpi slt, %3, %arg0 : i32
// CHECK-NEXT:   call @print(%3, %1) : (i32, i32) -> ()
// CHECK-NEXT:   cf.cond_br %4, ^bb2, ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @used_outside(%n: i32, %i: i32) {
  %c1_i32 = arith.constant 1 : i32
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^bb1, ^bb3
^bb1:
  %ip1 = arith.addi %i, %c1_i32 : i32
  cf.br ^bb2(%ip1 : i32)
^bb4:
  %jp1 = arith.addi %j, %c1_i32 : i32
  cf.br ^bb2(%jp1 : i32)
^bb2(%j: i32):
  %jlt = arith.cmpi slt, %j, %n : i32
  func.call @print(%j, %ip1) : (i32, i32) -> ()
  cf.cond_br %jlt, ^bb4, ^bb3
^bb3:
  return
}

// An argument every predecessor passes the same value is dropped.
// CHECK-LABEL: func.func @redundant_arg(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.use"(%arg1, %arg2) : (i32, i32) -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.other"(%arg1, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @redundant_arg(%cond : i1, %a : i32, %b : i32) {
  cf.cond_br %cond, ^bb1(%a, %b : i32, i32), ^bb2(%a, %a : i32, i32)
^bb1(%x : i32, %y : i32):
  "foo.use"(%x, %y) : (i32, i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2(%z : i32, %w : i32):
  "foo.other"(%z, %w) : (i32, i32) -> ()
  cf.br ^bb3(%a : i32)
^bb3(%v : i32):
  "foo.use"(%v) : (i32) -> ()
  return
}

// A loop whose carried value is redundant.
// CHECK-LABEL: func.func @loop_redundant(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "foo.body"(%arg0) : (i32) -> ()
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @loop_redundant(%n : i32, %c : i1) {
  cf.br ^loop(%n : i32)
^loop(%i : i32):
  "foo.body"(%i) : (i32) -> ()
  cf.cond_br %c, ^loop(%n : i32), ^exit
^exit:
  return
}

// Blocks in a nested region merge too; blocks with regions do not.
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     "foo.yield"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:     "foo.yield"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:     "foo.yield"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%cond : i1, %a : i32, %b : i32) {
  "foo.region"() ({
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.yield"() : () -> ()
  ^bb2:
    "foo.use"(%b) : (i32) -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
^bb4:
  "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// The predecessor is no branch: identical blocks merge, different operands
// would not.
// CHECK-LABEL: func.func @unknown_pred(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb4:  // pred: ^bb0
// CHECK-NEXT:   "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unknown_pred(%a : i32, %b : i32) {
  "foo.br"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb1:
  "foo.use"(%a) : (i32) -> ()
  return
^bb2:
  "foo.use"(%a) : (i32) -> ()
  return
^bb3:
  "foo.use"(%b) : (i32) -> ()
  return
^bb4:
  "foo.use"(%b) : (i32) -> ()
  return
}

