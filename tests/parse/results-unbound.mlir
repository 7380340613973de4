// RUN: %mica-opt %s | FileCheck %s

// An op's results need no names: the types written give their number.

// CHECK: %0 = scf.if %arg0 -> (i32) {
func.func @f(%c: i1, %a: i32) {
  scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return
}
