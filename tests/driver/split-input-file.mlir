// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s --strict-whitespace --match-full-lines

// --split-input-file: every chunk becomes its own module; outputs are
// separated by an empty line and the marker line. Markers with leading or
// trailing spaces count; other spacings of the dashes do not. (The marker
// itself is not written in these comments, since mlir-opt would split there.)

// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "foo.a"() : () -> ()
// CHECK-NEXT:  "foo.b"() : () -> ()
// CHECK-NEXT:  "foo.c"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "foo.d"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:^bb0:
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "foo.e"() : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
"foo.a"() : () -> ()
//   -----
"foo.b"() : () -> ()
//------
"foo.c"() : () -> ()
    // -----   
"foo.d"() : () -> ()
// -----
// -----
"foo.e"() : () -> ()
