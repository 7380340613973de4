// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @unused_results(%arg0: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = "foo.a"() : () -> i32
// CHECK-NEXT:     %2 = "foo.b"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "foo.c"() : () -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @unused_results(%c: i1) -> i32 {
  %a, %b = scf.if %c -> (i32, i32) {
    %x = "foo.a"() : () -> i32
    %y = "foo.b"() : () -> i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = "foo.c"() : () -> i32
    scf.yield %z, %z : i32, i32
  }
  return %b : i32
}

// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = "foo.a"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }
func.func @to_select(%c: i1, %p: i32, %q: i32) -> (i32, i32, i32) {
  %a, %b, %d = scf.if %c -> (i32, i32, i32) {
    %x = "foo.a"() : () -> i32
    scf.yield %p, %x, %q : i32, i32, i32
  } else {
    scf.yield %q, %p, %q : i32, i32, i32
  }
  return %a, %b, %d : i32, i32, i32
}

// CHECK-LABEL: func.func @drop_empty_else(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @drop_empty_else(%c: i1) {
  scf.if %c {
    "foo.a"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @negated_condition(%arg0: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = "foo.b"() : () -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "foo.a"() : () -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @negated_condition(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    %x = "foo.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "foo.b"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @propagate(%arg0: i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "foo.a"(%true) : (i1) -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "foo.b"(%false) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @propagate(%c: i1) {
  scf.if %c {
    "foo.a"(%c) : (i1) -> ()
  } else {
    "foo.b"(%c) : (i1) -> ()
  }
  return
}

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:   %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @nested(%c: i1, %d: i1, %p: i32, %q: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.if %d {
      "foo.a"() : () -> ()
    }
    scf.yield %p : i32
  } else {
    scf.yield %q : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @combine(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:     %1 = "foo.a"() : () -> i32
// CHECK-NEXT:     %2 = "foo.d"(%1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "foo.b"() : () -> i32
// CHECK-NEXT:     %2 = "foo.c"(%1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @combine(%c: i1) -> (i32, i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %a = scf.if %c -> i32 {
    %x = "foo.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "foo.b"() : () -> i32
    scf.yield %y : i32
  }
  %b = scf.if %n -> i32 {
    %x = "foo.c"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "foo.d"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}
