// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// mlir-opt 22 also splits at a marker that follows code on the same line
// (and at a marker followed by text, which stays in the next chunk; even
// inside a comment or a string).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.b"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() : () -> ()  // -----
"foo.b"() : () -> ()
