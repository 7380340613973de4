// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// Former discrepancy, since fixed in mica: mlir-opt 22 renumbers distinct attributes from 0 in print
// order and prints those with a non-unit value through `#distinct`,
// `#distinct1`, ... aliases; mica keeps the input's ids and prints them
// inline (`distinct[7]<"x">`).

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #distinct, b = distinct[2]<>, c = #distinct, d = #distinct1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = distinct[0]<42 : i32>, b = distinct[1]<unit>, c = distinct[0]<42 : i32>, d = distinct[7]<"x">} : () -> ()

// -----

// CHECK: #distinct = distinct[0]<[1]>
// CHECK-NEXT: #distinct1 = distinct[1]<1 : i64>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #distinct, b = [#distinct1, #distinct]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = distinct[5]<[1]>, b = [distinct[3]<1>, distinct[5]<[1]>]} : () -> ()
