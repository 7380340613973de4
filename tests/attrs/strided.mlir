// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// strided<[...], offset: N> layout attributes as plain attributes; a zero
// offset is omitted.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1]>, d = strided<[]>, e = strided<[], offset: 5>, f = strided<[-1, 2], offset: -3>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 0>, d = strided<[]>, e = strided<[], offset: 5>, f = strided<[-1, 2], offset: -3>} : () -> ()

// -----

// Spaces inside the brackets.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.spaced"() {a = strided<[2, ?], offset: 7>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.spaced"() {a = strided< [ 2 , ? ] , offset : 7 >} : () -> ()
