// RUN: not %mica-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// RUN: not %mica-opt --allow-unregistered-dialect %s 2>&1 >/dev/null | count 3
// RUN: not %mica-opt --allow-unregistered-dialect %s 2>/dev/null | count 0

// An error is `file:line:col: error: message`, then the source line and a
// caret under the column; the exit status is 1 and nothing is printed on
// stdout.

"foo.ok"() : () -> ()
  "foo.op"() {a = "\q"} : () -> ()

// CHECK:{{.*}}format.mlir:[[@LINE-2]]:20: error: unknown escape in string literal
// CHECK-NEXT:  "foo.op"() {a = "\q"} : () -> ()
// CHECK-NEXT:                   ^
