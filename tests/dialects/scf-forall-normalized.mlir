// scf.forall whose lower bounds and steps are constants 0 and 1 prints as
// the normalized loop, as mlir-opt 22 does.
// RUN: %mica-opt %s | FileCheck %s

func.func @constant_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    %x = arith.addi %i, %i : index
  }
  return
}
// CHECK: scf.forall (%arg1) in (%arg0) {
