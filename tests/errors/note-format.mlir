// RUN: not %mica-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// Former discrepancy, since fixed in mica: a note at the same location as its error is printed by
// mlir-opt 22 without the source line and caret; mica repeats them.

"foo.op"() {a = 1 : f32} : () -> ()

// CHECK:{{.*}}note-format.mlir:[[@LINE-2]]:17: error: unexpected decimal integer literal for a floating point value
// CHECK-NEXT:"foo.op"() {a = 1 : f32} : () -> ()
// CHECK-NEXT:                ^
// CHECK-NEXT:{{.*}}note-format.mlir:[[@LINE-5]]:17: note: add a trailing dot to make the literal a float
// CHECK-NOT:{{.}}
