// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @if_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %x = "foo.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    "foo.other"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   "foo.other"() : () -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @if_false(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    %x = "foo.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    "foo.other"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_false_no_else() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_false_no_else() {
  %false = arith.constant false
  scf.if %false {
    "foo.op"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT:   "foo.before"() : () -> ()
// CHECK-NEXT:   %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:   "foo.after"(%0) : (i32) -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @exec(%a: i32) -> i32 {
  "foo.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %x = "foo.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "foo.after"(%r) : (i32) -> ()
  return %r : i32
}

// CHECK-LABEL: func.func @exec_noinline(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:     %1 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @exec_noinline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %x = "foo.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @for_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> i32 {
    %y = "foo.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_one(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = "foo.op"(%arg0, %c4) : (i32, index) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_one(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c4 to %c8 step %c8 iter_args(%x = %a) -> i32 {
    %y = "foo.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_two(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT:     %1 = "foo.op"(%arg2, %arg1) : (i32, index) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_two(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %a) -> i32 {
    %y = "foo.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
