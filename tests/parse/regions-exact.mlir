// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --strict-whitespace --match-full-lines

// Exact lines, indentation and spacing of a nested generic print
// (two spaces per region level; block labels one level less; two spaces
// before a predecessor comment).

// CHECK-LABEL:"builtin.module"() ({
// CHECK-NEXT:{{^}}  "foo.l1"() ({
// CHECK-NEXT:{{^}}  ^bb0(%arg0: i32):
// CHECK-NEXT:{{^}}    "foo.l2"(%arg0) ({
// CHECK-NEXT:{{^}}      "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:{{^}}    ^bb1:  // pred: ^bb0
// CHECK-NEXT:{{^}}      %0 = "foo.l3"() : () -> i1
// CHECK-NEXT:{{^}}    }, {
// CHECK-NEXT:{{^}}    }) {x = 1 : i8} : (i32) -> ()
// CHECK-NEXT:{{^}}  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
"foo.l1"() ({
^bb0(%a: i32):
  "foo.l2"(%a) ({
    "foo.br"()[^next] : () -> ()
  ^next:
    %0 = "foo.l3"() : () -> i1
  }, {
  }) {x = 1 : i8} : (i32) -> ()
}) : () -> ()
