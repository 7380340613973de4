// RUN: not %mica-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// A note at another location is printed with its own source line and caret.

%0 = "foo.a"() : () -> i32
%0 = "foo.b"() : () -> i32

// CHECK:{{.*}}note-format-other-line.mlir:[[@LINE-2]]:1: error: redefinition of SSA value '%0'
// CHECK-NEXT:%0 = "foo.b"() : () -> i32
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}note-format-other-line.mlir:[[@LINE-6]]:1: note: previously defined here
// CHECK-NEXT:%0 = "foo.a"() : () -> i32
// CHECK-NEXT:^
