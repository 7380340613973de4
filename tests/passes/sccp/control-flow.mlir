// A loop in the CFG whose argument stays constant, a switch on a constant, floats and tensors.
// Expected text from `mlir-opt-22 --sccp`.
// RUN: %mica-opt --sccp %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @loop_cfg(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%3, %c1_i32 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch() -> i32 {
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.switch %c2_i32 : i32, [
// CHECK-NEXT: default: ^bb1(%c10_i32 : i32),
// CHECK-NEXT: 2: ^bb2(%c20_i32 : i32),
// CHECK-NEXT: 3: ^bb1(%c20_i32 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %c40_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, tensor<4xi32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<6> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst_1, %arg0 : f32
// CHECK-NEXT: return %0, %cst : f32, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @loop_cfg(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^hdr(%c0, %c1 : i32, i32)
^hdr(%i : i32, %k : i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^hdr(%i2, %k2 : i32, i32)
^exit:
  return %k : i32
}
func.func @switch() -> i32 {
  %f = arith.constant 2 : i32
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    2: ^bb2(%b : i32),
    3: ^bb1(%b : i32)
  ]
^bb1(%x : i32):
  return %x : i32
^bb2(%y : i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}
func.func @floats(%x : f32) -> (f32, tensor<4xi32>) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.mulf %a, %b : f32
  %d = arith.addf %c, %x : f32
  %t = arith.constant dense<3> : tensor<4xi32>
  %u = arith.addi %t, %t : tensor<4xi32>
  %true = arith.constant true
  %s = arith.select %true, %u, %t : tensor<4xi32>
  return %d, %s : f32, tensor<4xi32>
}
