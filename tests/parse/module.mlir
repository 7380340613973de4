// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Top-level operations are wrapped in an implicit builtin.module.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT:   "foo.b"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() : () -> ()
"foo.b"() : () -> ()

// -----

// An explicit `module` that is the only top-level op is the module itself.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
module {
  "foo.op"() : () -> ()
}

// -----

// A name and dialect attributes.
// CHECK-LABEL: {{^}}"builtin.module"() <{sym_name = "name"}> ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) {foo.attr = 1 : i32, foo.unit} : () -> ()
module @name attributes {foo.attr = 1 : i32, foo.unit} {
  "foo.op"() : () -> ()
}

// -----

// Nested modules; an empty body prints its block header `^bb0:`.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:     "builtin.module"() ({
// CHECK-NEXT:     ^bb0:
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
module {
  module @inner {
    module {
    }
  }
}

// -----

// An empty module and an empty file give the same output.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
module {
}

// -----

// A `module` next to another op is wrapped like any other op.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() : () -> ()
module {
}

// -----

// The generic spelling of a module.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"builtin.module"() ({
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// CHECK-LABEL: {{^}}"builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) {foo.a} : () -> ()
"builtin.module"() <{sym_name = "m"}> ({
^bb0:
}) {foo.a} : () -> ()

// -----

// Nothing but comments.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()