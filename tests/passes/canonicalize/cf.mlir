// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32

func.func @const_cond(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}
