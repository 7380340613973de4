// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Regions of unregistered ops and of the module are graph regions: values
// may be used before they are defined, and cycles are allowed.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.graph"() ({
// CHECK-NEXT:     %0 = "foo.use"(%1) : (i32) -> i32
// CHECK-NEXT:     %1 = "foo.def"(%0) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.graph"() ({
  %1 = "foo.use"(%0) : (i32) -> i32
  %0 = "foo.def"(%1) : (i32) -> i32
}) : () -> ()

// -----

// At the top level.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"(%1) : (i32) -> i32
// CHECK-NEXT:   %1 = "foo.def"() : () -> i32
// CHECK-NEXT: }) : () -> ()
%a = "foo.def"(%b) : (i32) -> i32
%b = "foo.def"() : () -> i32

// -----

// A forward reference to a later op result group.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.use"(%0#1) : (f32) -> ()
// CHECK-NEXT:   %0:2 = "foo.def"() : () -> (i32, f32)
// CHECK-NEXT: }) : () -> ()
"foo.use"(%r#1) : (f32) -> ()
%r:2 = "foo.def"() : () -> (i32, f32)
