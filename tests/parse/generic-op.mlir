// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// The generic form in full: results, operands, successors, properties,
// regions, attributes and the function type.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    %0:2 = "foo.pair"() : () -> (i32, f32)
// CHECK-NEXT:    %1 = "foo.use"(%0#0, %0#1) <{mode = 1 : i32}> {tag = "x"} : (i32, f32) -> i64
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:    ^bb0(%arg0: i64):
// CHECK-NEXT:      "foo.br"(%arg0)[^bb1] : (i64) -> ()
// CHECK-NEXT:    ^bb1(%2: i64):  // pred: ^bb0
// CHECK-NEXT:      "foo.ret"(%2) : (i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
%a, %b = "foo.pair"() : () -> (i32, f32)
%c = "foo.use"(%a, %b) <{mode = 1 : i32}> {tag = "x"} : (i32, f32) -> i64
"foo.region"() ({
^entry(%x: i64):
  "foo.br"(%x)[^next] : (i64) -> ()
^next(%y: i64):
  "foo.ret"(%y) : (i64) -> ()
}) : () -> ()
