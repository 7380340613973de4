// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Several regions, empty regions, entry-block arguments and nesting.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.regions"() ({
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "foo.b"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.regions"() ({
  "foo.a"() : () -> ()
}, {
^bb0(%a: i32, %b: f32):
  "foo.b"(%a) : (i32) -> ()
}, {
}) : () -> ()

// -----

// Deep nesting is indented two spaces per level.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.l1"() ({
// CHECK-NEXT:     "foo.l2"() ({
// CHECK-NEXT:       "foo.l3"() ({
// CHECK-NEXT:         %0 = "foo.l4"() : () -> i1
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.l1"() ({
  "foo.l2"() ({
    "foo.l3"() ({
      %0 = "foo.l4"() : () -> i1
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Values of an enclosing region are visible in nested regions.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> i32
// CHECK-NEXT:   "foo.wrap"() ({
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     "foo.wrap2"() ({
// CHECK-NEXT:       "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
%outer = "foo.def"() : () -> i32
"foo.wrap"() ({
  "foo.use"(%outer) : (i32) -> ()
  "foo.wrap2"() ({
    "foo.use"(%outer) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// An empty block header with no arguments is still printed when the block
// is not the first.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.two_blocks"() ({
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.two_blocks"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
