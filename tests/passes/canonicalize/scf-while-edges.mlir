// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`:
// an arith.cmpi using the after argument twice, an scf.if moved down whose
// result the scf.condition passes twice, an scf.while with no values.

// CHECK-LABEL: func.func @cmp_twice(%arg0: i32) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     scf.condition(%true) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "foo.step"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @cmp_twice(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %k = arith.cmpi eq, %x, %x : i32
    scf.condition(%k) %x : i32
  } do {
  ^bb0(%q: i32):
    %k2 = arith.cmpi eq, %q, %q : i32
    %n = "foo.step"(%q, %k2) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_down_twice(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "foo.then"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "foo.step"(%1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @if_down_twice(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    %v = scf.if %c -> (i32) {
      %t = "foo.then"(%x, %x) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    %n = "foo.step"(%y, %z) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @empty_while() {
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     %0 = "foo.cond"() : () -> i1
// CHECK-NEXT:     scf.condition(%0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @empty_while() {
  scf.while : () -> () {
    %c = "foo.cond"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
