// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @while_invariant_and_duplicates(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "foo.step"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg1, %arg1, %arg0 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @while_invariant_and_duplicates(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %r:4 = scf.while (%x = %a, %y = %b, %z = %b, %w = %a) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
    %c = "foo.cond"(%x, %z) : (i32, i32) -> i1
    scf.condition(%c) %x, %y, %z, %w : i32, i32, i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32, %z2: i32, %w2: i32):
    %n = "foo.step"(%x2, %y2) : (i32, i32) -> i32
    scf.yield %n, %y2, %y2, %w2 : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @while_no_results(%arg0: i32) {
// CHECK-NEXT:   scf.while (%arg1 = %arg0) : (i32) -> () {
// CHECK-NEXT:     %0 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     %0 = "foo.next"() : () -> i32
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @while_no_results(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c)
  } do {
    %n = "foo.next"() : () -> i32
    "foo.use"(%n) : (i32) -> ()
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @while_unused_after_arg(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     %2 = "foo.f"(%arg3) : (f32) -> f32
// CHECK-NEXT:     scf.condition(%1) %arg2, %2 : i32, f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:     %1 = "foo.step"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1, %arg3 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : i32
// CHECK-NEXT: }
func.func @while_unused_after_arg(%a: i32, %b: f32) -> i32 {
  %r:2 = scf.while (%x = %a, %f = %b) : (i32, f32) -> (i32, f32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    %g = "foo.f"(%f) : (f32) -> f32
    scf.condition(%c) %x, %g : i32, f32
  } do {
  ^bb0(%x2: i32, %f2: f32):
    %n = "foo.step"(%x2) : (i32) -> i32
    scf.yield %n, %f2 : i32, f32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_outer_value(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "foo.step"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @while_outer_value(%a: i32, %o: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %o : i32, i32
  } do {
  ^bb0(%x2: i32, %o2: i32):
    %n = "foo.step"(%x2, %o2) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @while_nested(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = scf.while (%arg3 = %arg2) : (i32) -> i32 {
// CHECK-NEXT:       %2 = "foo.cond"(%arg3, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:       scf.condition(%2) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %2 = "foo.step"(%arg3) : (i32) -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_nested(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %i = scf.while (%u = %x2, %v = %y2) : (i32, i32) -> i32 {
      %c2 = "foo.cond"(%u, %v) : (i32, i32) -> i1
      scf.condition(%c2) %u : i32
    } do {
    ^bb0(%u2: i32):
      %m = "foo.step"(%u2) : (i32) -> i32
      scf.yield %m, %y2 : i32, i32
    }
    scf.yield %i, %y2 : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_condition_truth(%arg0: i1) -> i1 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i1) -> i1 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg1) : (i1) -> i1
// CHECK-NEXT:     scf.condition(%1) %1 : i1
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i1):
// CHECK-NEXT:     %1 = "foo.use"(%true) : (i1) -> i1
// CHECK-NEXT:     scf.yield %1 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i1
// CHECK-NEXT: }
func.func @while_condition_truth(%a: i1) -> i1 {
  %r = scf.while (%x = %a) : (i1) -> i1 {
    %c = "foo.cond"(%x) : (i1) -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%c2: i1):
    %n = "foo.use"(%c2) : (i1) -> i1
    scf.yield %n : i1
  }
  return %r : i1
}

// CHECK-LABEL: func.func @while_cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg2, %arg1 : i32
// CHECK-NEXT:     %2 = "foo.step"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_cmp_cond(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %same = arith.cmpi slt, %x2, %lim : i32
    %inv = arith.cmpi sge, %x2, %lim : i32
    %other = arith.cmpi sle, %x2, %lim : i32
    %n = "foo.step"(%x2, %same, %inv, %other) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_align_not_permutation(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2, %arg3) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg3 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1:2 = "foo.step"(%arg2, %arg2) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     scf.yield %1#0, %1#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @while_align_not_permutation(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "foo.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n:2 = "foo.step"(%p, %q) : (i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @while_align_swap(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:     %1:2 = "foo.step"(%arg3, %arg2) : (f32, i32) -> (i32, f32)
// CHECK-NEXT:     scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#1, %0#0 : f32, i32
// CHECK-NEXT: }
func.func @while_align_swap(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "foo.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "foo.step"(%p, %q) : (f32, i32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @while_kept(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     %2 = "foo.val"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "foo.step"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_kept(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "foo.cond"(%x) : (i32) -> i1
    %v = "foo.val"(%x) : (i32) -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v2: i32):
    %n = "foo.step"(%v2) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// WhileCmpCond makes its constants where the rewriter stands, before the
// while (MLIR's replaceOpWithNewOp), so that they are hoisted in that
// order: the function's own `true` first.
// CHECK-LABEL: func.func @cmp_cond_constants_before_while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:      scf.condition(%0)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      %0 = arith.cmpi sgt, %arg1, %arg0 : i32
// CHECK-NEXT:      "test.use"(%true, %false, %0) : (i1, i1, i1) -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:    return %arg0 : i32
func.func @cmp_cond_constants_before_while(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.cmpi slt, %y, %b : i32
    %c2 = arith.cmpi sge, %y, %b : i32
    %c3 = arith.cmpi sgt, %b, %y : i32
    "test.use"(%c1, %c2, %c3) : (i1, i1, i1) -> ()
    scf.yield %y : i32
  }
  %t = arith.constant true
  "test.use"(%t) : (i1) -> ()
  return %r : i32
}
