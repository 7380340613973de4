// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:     %1 = "foo.step"(%arg6, %arg4) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg4, %arg4, %arg3 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @for_iter_args(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %b, %w = %a) -> (i32, i32, i32, i32) {
    %n = "foo.step"(%x, %z) : (i32, i32) -> i32
    scf.yield %n, %y, %y, %w : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @for_duplicates(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:     %1 = "foo.step"(%arg5, %arg5) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @for_duplicates(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = "foo.step"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @for_dead(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> i32 {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:     %1 = "foo.step"(%arg6) : (i32) -> i32
// CHECK-NEXT:     %2 = "foo.other"(%arg5) : (index) -> f32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_dead(%lb: index, %ub: index, %s: index, %a: i32, %b: f32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, f32) {
    %n = "foo.step"(%x) : (i32) -> i32
    %m = "foo.other"(%i) : (index) -> f32
    scf.yield %n, %m : i32, f32
  } {tag}
  return %r#0 : i32
}

// CHECK-LABEL: func.func @for_added_bound(%arg0: index) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   "foo.use"(%arg0) : (index) -> ()
// CHECK-NEXT:   %0 = arith.addi %arg0, %c1 overflow<nuw> : index
// CHECK-NEXT:   scf.for %arg1 = %arg0 to %0 step %c4 {
// CHECK-NEXT:     "foo.use"(%arg1) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.use"(%arg0) : (index) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_added_bound(%lb: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c4 {
    "foo.use"(%i) : (index) -> ()
  }
  %ub1 = arith.addi %c1, %lb overflow<nsw> : index
  %ub2 = arith.addi %lb, %c1 overflow<nuw> : index
  scf.for %i = %lb to %ub2 step %c4 {
    "foo.use"(%i) : (index) -> ()
  }
  scf.for %i = %lb to %ub1 step %c4 {
    "foo.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @switch_results(%arg0: index, %arg1: memref<i32>) -> index {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   scf.index_switch %arg0
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     memref.store %c2_i32, %arg1[] : memref<i32>
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : index
// CHECK-NEXT: }
func.func @switch_results(%k: index, %m: memref<i32>) -> index {
  %d, %v = scf.index_switch %k -> i32, index
  case 2 {
    %c = arith.constant 2 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %c, %k : i32, index
  }
  default {
    %c = arith.constant 3 : i32
    scf.yield %c, %k : i32, index
  }
  return %v : index
}

// CHECK-LABEL: func.func @switch_constant() -> (f32, f32) {
// CHECK-NEXT:   %0 = "foo.two"() : () -> f32
// CHECK-NEXT:   %1 = "foo.other"() : () -> f32
// CHECK-NEXT:   return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @switch_constant() -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %a = scf.index_switch %c2 -> f32
  case 1 {
    %x = "foo.one"() : () -> f32
    scf.yield %x : f32
  }
  case 2 {
    %x = "foo.two"() : () -> f32
    scf.yield %x : f32
  }
  default {
    %x = "foo.other"() : () -> f32
    scf.yield %x : f32
  }
  %c7 = arith.constant 7 : index
  %b = scf.index_switch %c7 -> f32
  case 1 {
    %x = "foo.one"() : () -> f32
    scf.yield %x : f32
  }
  default {
    %x = "foo.other"() : () -> f32
    scf.yield %x : f32
  }
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @execute_region_outside_value(%arg0: i32) -> i32 {
// CHECK-NEXT:   scf.execute_region no_inline {
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @execute_region_outside_value(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    "foo.a"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
