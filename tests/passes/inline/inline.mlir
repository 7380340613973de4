// Expected text from `mlir-opt-22 --allow-unregistered-dialect --split-input-file --inline=default-pipeline=`:
// calls inlined with one block or several (split at the call, returns made
// branches), no_inline on calls and functions, declarations, recursion
// through an SCC and into itself, calls in regions (scf.while takes one block
// only, affine.for only code without effects), private functions erased
// when they have no use left, nested modules, unregistered ops.
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --inline=default-pipeline= %s | FileCheck %s

func.func @func_with_arg(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @inline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @noinline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) {no_inline} : (i32) -> i32
  return %0 : i32
}
func.func @non_inlinable_func_with_arg(%c : i32) -> i32 attributes {no_inline} {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @noinline_with_func_arg(%arg0 : i32) -> i32 {
  %0 = call @non_inlinable_func_with_arg(%arg0) : (i32) -> i32
  return %0 : i32
}
// -----
func.func @func_with_multi_return(%a : i1) -> (i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %const_0 = arith.constant 0 : i32
  return %const_0 : i32
^bb2:
  %const_55 = arith.constant 55 : i32
  return %const_55 : i32
}
func.func @inline_with_multi_return() -> i32 {
  %false = arith.constant false
  %x = call @func_with_multi_return(%false) : (i1) -> i32
  return %x : i32
}
// -----
func.func @func_with_locations(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("mysource.cc":10:8)
  return %b : i32 loc("mysource.cc":11:2)
}
func.func @inline_with_locations(%arg0 : i32) -> i32 {
  %0 = call @func_with_locations(%arg0) : (i32) -> i32 loc("mysource.cc":55:14)
  return %0 : i32
}
// -----
func.func private @func_external()
func.func @no_inline_external() {
  call @func_external() : () -> ()
  return
}
// -----
func.func @multilevel_func_a() {
  return
}
func.func @multilevel_func_b() {
  call @multilevel_func_a() : () -> ()
  return
}
func.func @inline_multilevel() {
  call @multilevel_func_b() : () -> ()
  return
}
// -----
func.func @func_with_block_args_location(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32 loc("foo")):
  %y = arith.addi %x, %x : i32 loc("bar")
  return
}
func.func @func_with_block_args_location_callee1(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> () loc("bar")
  return
}
func.func @func_with_block_args_location_callee2(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> ()
  return
}
// -----
func.func @func_with_multiple_blocks(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32):
  return
}
func.func @func_with_multiple_blocks_callee2(%arg0 : i32, %c : i1) {
  %0 = scf.while (%arg1 = %arg0) : (i32) -> (i32) {
    func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return
}
// -----
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func @entry(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
// -----
func.func private @dead1() {
  call @dead2() : () -> ()
  return
}
func.func private @dead2() {
  return
}
func.func private @referenced() {
  return
}
func.func @keep() -> (() -> ()) {
  %f = constant @referenced : () -> ()
  return %f : () -> ()
}
// -----
func.func private @in_if(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
func.func @with_if(%b: i1, %x: i32) -> i32 {
  %0 = scf.if %b -> i32 {
    %1 = func.call @in_if(%x) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    %2 = func.call @in_if(%x) : (i32) -> i32
    scf.yield %2 : i32
  }
  return %0 : i32
}
// -----
func.func private @two(%x: i32) -> (i32, i32) {
  %0 = arith.muli %x, %x : i32
  return %0, %x : i32, i32
}
func.func @multi_res(%x: i32) -> i32 {
  %0:2 = call @two(%x) : (i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  return %1 : i32
}
// -----
module @outer {
  module @inner {
    func.func @f() -> i32 {
      %c = arith.constant 7 : i32
      return %c : i32
    }
    func.func @g() -> i32 {
      %0 = call @f() : () -> i32
      return %0 : i32
    }
  }
  func.func private @f() -> i32 {
    %c = arith.constant 8 : i32
    return %c : i32
  }
  func.func @h() -> i32 {
    %0 = call @f() : () -> i32
    return %0 : i32
  }
}
// -----
func.func private @loop_body(%m: memref<4xf32>, %i: index) {
  %v = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
func.func @affine_caller(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    func.call @loop_body(%m, %i) : (memref<4xf32>, index) -> ()
  }
  return
}
// -----
func.func private @pure_body(%i: index) -> index {
  %0 = arith.addi %i, %i : index
  return %0 : index
}
func.func @affine_caller2() {
  affine.for %i = 0 to 4 {
    %0 = func.call @pure_body(%i) : (index) -> index
  }
  return
}
// -----
func.func private @selfrec(%x: i32) -> i32 {
  %0 = call @selfrec(%x) : (i32) -> i32
  return %0 : i32
}
func.func @calls_selfrec(%x: i32) -> i32 {
  %0 = call @selfrec(%x) : (i32) -> i32
  return %0 : i32
}
// -----
func.func @big(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %1, %1 : i32
  return %2 : i32
}
func.func @small(%x: i32) -> i32 {
  %0 = call @big(%x) : (i32) -> i32
  return %0 : i32
}
// -----
func.func private @tensor_fn(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tosa_caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @tensor_fn(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @tensor_fn(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
// -----
func.func private @unreg(%x: i32) -> i32 {
  %0 = "foo.bar"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @unreg_caller(%x: i32) -> i32 {
  %0 = call @unreg(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @func_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @noinline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @func_with_arg(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @non_inlinable_func_with_arg(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @noinline_with_func_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @non_inlinable_func_with_arg(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @func_with_multi_return(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT: return %c55_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inline_with_multi_return() -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT: cf.br ^bb3(%c55_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @func_with_locations(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inline_with_locations(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @func_external()
// CHECK-NEXT: func.func @no_inline_external() {
// CHECK-NEXT: call @func_external() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @multilevel_func_a() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @multilevel_func_b() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inline_multilevel() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @func_with_block_args_location(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @func_with_block_args_location_callee1(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @func_with_block_args_location_callee2(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @func_with_multiple_blocks(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @func_with_multiple_blocks_callee2(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @b(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @entry(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @dead2() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @referenced() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @keep() -> (() -> ()) {
// CHECK-NEXT: %f = constant @referenced : () -> ()
// CHECK-NEXT: return %f : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @with_if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @multi_res(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module @outer {
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func @f() -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h() -> i32 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: return %c8_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @loop_body(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @affine_caller(%arg0: memref<4xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: func.call @loop_body(%arg0, %arg1) : (memref<4xf32>, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @affine_caller2() {
// CHECK-NEXT: affine.for %arg0 = 0 to 4 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @selfrec(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @selfrec(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @calls_selfrec(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @selfrec(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @big(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @small(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @tosa_caller(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tosa.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = tosa.add %0, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @unreg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.bar"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unreg_caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @unreg(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
