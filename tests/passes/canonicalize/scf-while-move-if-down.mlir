// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`:
// WhileMoveIfDown, and where it must not apply.

// CHECK-LABEL: func.func @while_move_if_down() -> i32 {
// CHECK-NEXT:   %0 = "test.get_some_value0"() : () -> i32
// CHECK-NEXT:   %1:3 = scf.while : () -> (i32, i32, i32) {
// CHECK-NEXT:     %2 = "test.get_some_value1"() : () -> i32
// CHECK-NEXT:     %3 = "test.get_some_value2"() : () -> i32
// CHECK-NEXT:     %4 = "test.get_some_value3"() : () -> i32
// CHECK-NEXT:     %5 = "test.condition"() : () -> i1
// CHECK-NEXT:     scf.condition(%5) %4, %2, %3 : i32, i32, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// CHECK-NEXT:     "test.use0"(%0) : (i32) -> ()
// CHECK-NEXT:     "test.use1"(%arg1) : (i32) -> ()
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       "test.use2"(%arg2, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %2 = "test.get_some_value4"() : () -> i32
// CHECK-NEXT:     "test.use3"(%2) : (i32) -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1#0 : i32
// CHECK-NEXT: }
func.func @while_move_if_down() -> i32 {
  %defined_outside = "test.get_some_value0" () : () -> (i32)
  %0 = scf.while () : () -> (i32) {
    %used_value = "test.get_some_value1" () : () -> (i32)
    %used_by_subregion = "test.get_some_value2" () : () -> (i32)
    %else_value = "test.get_some_value3" () : () -> (i32)
    %condition = "test.condition"() : () -> i1
    %res = scf.if %condition -> (i32) {
      "test.use0" (%defined_outside) : (i32) -> ()
      "test.use1" (%used_value) : (i32) -> ()
      "test.region"() ({
        "test.use2" (%used_by_subregion, %used_value) : (i32, i32) -> ()
      }) : () -> ()
      %then_value = "test.get_some_value4" () : () -> (i32)
      scf.yield %then_value : i32
    } else {
      scf.yield %else_value : i32
    }
    scf.condition(%condition) %res : i32
  } do {
  ^bb0(%res_arg: i32):
    "test.use3" (%res_arg) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}

// CHECK-LABEL: func.func @while_move_if_down_no_results(%arg0: i32) {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:     %1 = "test.next"() : () -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @while_move_if_down_no_results(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.if %c {
      "test.use"(%x) : (i32) -> ()
    }
    scf.condition(%c)
  } do {
    %n = "test.next"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @while_if_else_not_moved(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     %2 = scf.if %1 -> (i32) {
// CHECK-NEXT:       %3 = "test.then"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = "test.else"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_if_else_not_moved(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = scf.if %c -> (i32) {
      %t = "test.then"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      %e = "test.else"(%x) : (i32) -> i32
      scf.yield %e : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_if_other_condition_not_moved(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %3 = "test.then"(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_if_other_condition_not_moved(%a: i32, %d: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = scf.if %d -> (i32) {
      %t = "test.then"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_if_not_last_not_moved(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     %2 = scf.if %1 -> (i32) {
// CHECK-NEXT:       %3 = "test.then"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.between"() : () -> ()
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_if_not_last_not_moved(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = scf.if %c -> (i32) {
      %t = "test.then"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    "test.between"() : () -> ()
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
