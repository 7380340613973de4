// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Properties `<{...}>` print before regions and the attribute dictionary,
// sorted like a dictionary.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.op"() <{a = "x", z = 1 : i32}> {b = 2 : i64} : () -> i32
// CHECK-NEXT: }) : () -> ()
%0 = "foo.op"() <{z = 1 : i32, a = "x"}> {b = 2} : () -> i32

// -----

// Empty properties are not printed.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.empty"() <{}> : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.empty"() <{}> : () -> ()

// -----

// Properties with operands, successors and regions in between.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "foo.br"(%arg0)[^bb1] <{mode = 1 : i32}> : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.props_region"() <{p = [1, 2]}> ({
// CHECK-NEXT:     "foo.inner"() : () -> ()
// CHECK-NEXT:   }) {d} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.region"() ({
^bb0(%a: i32):
  "foo.br"(%a)[^bb1] <{mode = 1 : i32}> : (i32) -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
"foo.props_region"() <{p = [1, 2]}> ({
  "foo.inner"() : () -> ()
}) {d} : () -> ()
