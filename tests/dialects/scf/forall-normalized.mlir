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

// An empty scf.forall.in_parallel holds an empty block.
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
func.func @empty_in_parallel() {
  scf.forall () in () {
    scf.forall.in_parallel {}
  }
  return
}
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
