// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// Former discrepancy, since fixed in mica: mlir-opt 22 accepts a memref type for a dense elements
// attribute; mica rejects it with "elements literal must be a shaped type".

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {d = dense<[1, 2]> : memref<2xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {d = dense<[1, 2]> : memref<2xi32>} : () -> ()
