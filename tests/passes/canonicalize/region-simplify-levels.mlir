// RUN: %mica-opt --allow-unregistered-dialect --canonicalize=region-simplify=disabled %s | FileCheck %s --check-prefix=DISABLED
// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s --check-prefix=NORMAL
// RUN: %mica-opt --allow-unregistered-dialect --canonicalize=region-simplify=aggressive %s | FileCheck %s --check-prefix=AGGRESSIVE
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize=region-simplify=L`
// for L = disabled, normal (the default), aggressive.

// One function through the three levels of region simplification:
// disabled keeps the dead block arguments, normal erases them, aggressive
// also merges the two identical blocks and drops the argument every
// predecessor passes the same value.
// DISABLED-LABEL: func.func @levels(%arg0: i1, %arg1: i32, %arg2: i32) {
// DISABLED-NEXT:   cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2(%arg2, %arg1 : i32, i32)
// DISABLED-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb0
// DISABLED-NEXT:   "foo.use"(%0) : (i32) -> ()
// DISABLED-NEXT:   cf.br ^bb3(%arg1 : i32)
// DISABLED-NEXT: ^bb2(%2: i32, %3: i32):  // pred: ^bb0
// DISABLED-NEXT:   "foo.use"(%2) : (i32) -> ()
// DISABLED-NEXT:   cf.br ^bb3(%arg1 : i32)
// DISABLED-NEXT: ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
// DISABLED-NEXT:   "foo.use"(%4) : (i32) -> ()
// DISABLED-NEXT:   return
// DISABLED-NEXT: }
// NORMAL-LABEL: func.func @levels(%arg0: i1, %arg1: i32, %arg2: i32) {
// NORMAL-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// NORMAL-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// NORMAL-NEXT:   "foo.use"(%0) : (i32) -> ()
// NORMAL-NEXT:   cf.br ^bb3(%arg1 : i32)
// NORMAL-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// NORMAL-NEXT:   "foo.use"(%1) : (i32) -> ()
// NORMAL-NEXT:   cf.br ^bb3(%arg1 : i32)
// NORMAL-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// NORMAL-NEXT:   "foo.use"(%2) : (i32) -> ()
// NORMAL-NEXT:   return
// NORMAL-NEXT: }
// AGGRESSIVE-LABEL: func.func @levels(%arg0: i1, %arg1: i32, %arg2: i32) {
// AGGRESSIVE-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// AGGRESSIVE-NEXT:   "foo.use"(%0) : (i32) -> ()
// AGGRESSIVE-NEXT:   "foo.use"(%arg1) : (i32) -> ()
// AGGRESSIVE-NEXT:   return
// AGGRESSIVE-NEXT: }
func.func @levels(%cond : i1, %a : i32, %b : i32) {
  cf.cond_br %cond, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb1(%x : i32, %dead1 : i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2(%y : i32, %dead2 : i32):
  "foo.use"(%y) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb3(%s : i32):
  "foo.use"(%s) : (i32) -> ()
  return
}
