// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// Expected output as printed by: mlir-opt-22 unreachable.mlir (and with
// --mlir-print-op-generic). ub.unreachable ends a block no execution
// reaches; it takes nothing and gives nothing.

// CHECK-LABEL: func.func @f(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable {note = "x"}
// GENERIC: "ub.unreachable"() : () -> ()
// GENERIC: "ub.unreachable"() {note = "x"} : () -> ()
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  "ub.unreachable"() {note = "x"} : () -> ()
}
