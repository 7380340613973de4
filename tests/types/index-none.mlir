// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// `index` and `none` as result types, operand types and type attributes.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.index"() {t = index} : () -> index
// CHECK-NEXT: }) : () -> ()
"foo.index"() {t = index} : () -> index

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.none"() {t = none} : () -> none
// CHECK-NEXT: }) : () -> ()
"foo.none"() {t = none} : () -> none

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> index
// CHECK-NEXT:   %1 = "foo.def"() : () -> none
// CHECK-NEXT:   "foo.use"(%0, %1) : (index, none) -> ()
// CHECK-NEXT: }) : () -> ()
%0 = "foo.def"() : () -> index
%1 = "foo.def"() : () -> none
"foo.use"(%0, %1) : (index, none) -> ()
