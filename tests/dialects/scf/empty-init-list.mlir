// `()`, an empty list of inits or iteration arguments, as MLIR reads it.
// Expected output is `mlir-opt-22 --allow-unregistered-dialect`.
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @while_empty_inits() -> i32 {
// CHECK-NEXT:   %0 = scf.while : () -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"() : () -> i1
// CHECK-NEXT:     %2 = "foo.val"() : () -> i32
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_empty_inits() -> i32 {
  %r = scf.while () : () -> i32 {
    %c = "foo.cond"() : () -> i1
    %v = "foo.val"() : () -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%a: i32):
    scf.yield
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_empty_iter_args(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     "foo.use"(%arg3) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_empty_iter_args(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s iter_args() -> () {
    "foo.use"(%i) : (index) -> ()
  }
  return
}
