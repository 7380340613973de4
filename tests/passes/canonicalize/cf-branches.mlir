// RUN: %mica-opt --allow-unregistered-dialect '--pass-pipeline=builtin.module(func.func(canonicalize{test-convergence}))' %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize{test-convergence}))`.

// CHECK-LABEL: func.func @br_passthrough(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   "foo.switch"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:   return %1, %2 : i32, i32
// CHECK-NEXT: }
func.func @br_passthrough(%a: i32, %b: i32) -> (i32, i32) {
  "foo.switch"() [^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb3(%y: i32, %z: i32):
  return %y, %z : i32, i32
}

// CHECK-LABEL: func.func @cond_br_passthrough_weights(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg2 weights([30, 70]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_passthrough_weights(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %a : i32
^bb4:
  return %b : i32
}

// CHECK-LABEL: func.func @cond_br_same_successor(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @cond_br_same_successor(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>) -> (i32, tensor<2xi32>) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg3, %arg4 : tensor<2xi32>
// CHECK-NEXT:   return %0, %1 : i32, tensor<2xi32>
// CHECK-NEXT: }
func.func @cond_br_select(%c: i1, %a: i32, %b: i32, %t: tensor<2xi32>, %u: tensor<2xi32>) -> (i32, tensor<2xi32>) {
  cf.cond_br %c, ^bb1(%a, %t : i32, tensor<2xi32>), ^bb1(%b, %u : i32, tensor<2xi32>)
^bb1(%x: i32, %y: tensor<2xi32>):
  return %x, %y : i32, tensor<2xi32>
}

// CHECK-LABEL: func.func @cond_br_same_condition(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT:   "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.other"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @cond_br_same_condition(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb2
^bb2:
  "foo.other"() : () -> ()
  return
^bb3(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @truth_propagation(%arg0: i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.t"(%true) : (i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.f"(%false) : (i1) -> ()
// CHECK-NEXT:   "foo.f2"(%false) : (i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.t"(%c) : (i1) -> ()
  return
^bb2:
  "foo.f"(%c) : (i1) -> ()
  "foo.f2"(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:   "foo.use"(%arg1) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_only_default(%f: i32, %a: f32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  "foo.use"(%x) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_cases_like_default(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : f32),
// CHECK-NEXT:     43: ^bb2(%arg2 : f32),
// CHECK-NEXT:     44: ^bb1(%arg2 : f32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "foo.one"(%0) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT:   "foo.two"(%1) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_cases_like_default(%f: i32, %a: f32, %b: f32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    42: ^bb1(%a : f32),
    43: ^bb2(%b : f32),
    44: ^bb1(%b : f32)
  ]
^bb1(%x: f32):
  "foo.one"(%x) : (f32) -> ()
  return
^bb2(%y: f32):
  "foo.two"(%y) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_constant(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:   "foo.two"(%arg1) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_constant(%a: f32, %b: f32) {
  %c = arith.constant -3 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : f32),
    253: ^bb2(%b : f32),
    4: ^bb1(%b : f32)
  ]
^bb1(%x: f32):
  "foo.one"(%x) : (f32) -> ()
  return
^bb2(%y: f32):
  "foo.two"(%y) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_passthrough(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb2(%arg1 : f32),
// CHECK-NEXT:     43: ^bb3(%arg2 : f32),
// CHECK-NEXT:     44: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.three"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2(%0: f32):  // pred: ^bb0
// CHECK-NEXT:   "foo.four"(%0) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT:   "foo.five"(%1) : (f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_passthrough(%f: i32, %a: f32, %b: f32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    43: ^bb2(%b : f32),
    44: ^bb3
  ]
^bb1(%x: f32):
  cf.br ^bb4(%x : f32)
^bb2(%y: f32):
  cf.br ^bb5(%y : f32)
^bb3:
  "foo.three"() : () -> ()
  return
^bb4(%z: f32):
  "foo.four"(%z) : (f32) -> ()
  return
^bb5(%w: f32):
  "foo.five"(%w) : (f32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_same_flag(%arg0: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     42: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     43: ^bb4
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.b"() : () -> ()
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   "foo.c"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "foo.e"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "foo.b"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb5
  ]
^bb3:
  "foo.c"() : () -> ()
  return
^bb4:
  "foo.d"() : () -> ()
  return
^bb5:
  "foo.e"() : () -> ()
  return
}

// CHECK-LABEL: func.func @assert_true(%arg0: i1) {
// CHECK-NEXT:   cf.assert %arg0, "maybe"
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "never"
  cf.assert %c, "maybe"
  return
}

// CHECK-LABEL: func.func @cycle(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: }
func.func @cycle(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}
