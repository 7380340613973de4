// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Flat and nested symbol references; quotes stay only where needed.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.refs"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, f = @_x.y$z, g = @foo} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.refs"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, f = @_x.y$z, g = @"foo"} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.quoted"() {d = @"quoted name", e = @"a b"::@"c\22d", h = @"1abc", i = @"a-b"} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.quoted"() {d = @"quoted name", e = @"a b"::@"c\"d", h = @"1abc", i = @"a-b"} : () -> ()

// -----

// Symbol references inside arrays and as properties.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.in_array"() <{callee = @f}> {list = [@a, @b::@c]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.in_array"() <{callee = @f}> {list = [@a, @b::@c]} : () -> ()
