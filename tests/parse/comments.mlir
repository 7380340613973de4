// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Comments run to the end of the line and may appear between any tokens.

// CHECK-NOT: comment
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT:   %0 = "foo.def"() {a = 1 : i64, b = [1, 2]} : () -> i32
// CHECK-NEXT: }) : () -> ()
"foo.op"( // after the paren
  ) // before the colon
  : // after the colon
  () -> () // at the end
// a comment line
%0 = "foo.def"() {a = 1, // inside a dictionary
  b = [1, // inside an array
  2]} : () -> i32 // end

// -----

// A comment at the end of the file without a newline.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() : () -> () // no newline
// last