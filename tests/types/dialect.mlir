// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Dialect types in the pretty form `!ns.name<...>`: the body is kept
// verbatim, with nested brackets of every kind, `->` and strings inside.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.pretty"() {a = !foo.bar, b = !foo.bar<1>, c = !foo.bar<"x", [1, 2], {a}, <(nested)>>, d = !foo.bar<i32 -> i64>, h = !foo.bar<a->b>, i = !foo.a.b.c, j = !foo.bar<"\"q\"">} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.pretty"() {a = !foo.bar, b = !foo.bar<1>, c = !foo.bar<"x", [1, 2], {a}, <(nested)>>, d = !foo.bar<i32 -> i64>, h = !foo.bar<a->b>, i = !foo.a.b.c, j = !foo.bar<"\"q\"">} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.bodies"() {a = !foo.bar<{x = [<>]}>, b = !foo.bar< spaced  out >, c = !foo.bar<x<y<z>>>, d = !foo.bar<"<">, e = !foo.bar<'a'>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.bodies"() {a = !foo.bar<{x = [<>]}>, b = !foo.bar< spaced  out >, c = !foo.bar<x<y<z>>>, d = !foo.bar<"<">, e = !foo.bar<'a'>} : () -> ()

// -----

// The opaque form `!ns<"...">`; the string may hold unbalanced brackets.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.opaque"() {a = !foo<"x">, b = !foo<"something<abcd>">, c = !foo<"something<a%%123^^^>>>">, d = !foo<"bar">, e = !foo<"a.b">, f = !foo<"">, g = !foo<"bar baz">, h = !foo.bar<"x">} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.opaque"() {a = !foo<"x">, b = !foo<"something<abcd>">, c = !foo<"something<a%%123^^^>>>">, d = !foo<"bar">, e = !foo<"a.b">, f = !foo<"">, g = !foo<"bar baz">, h = !foo.bar<"x">} : () -> ()

// -----

// Dialect types as result and operand types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> !foo.bar<(i32) -> i64>
// CHECK-NEXT:   "foo.use"(%0) : (!foo.bar<(i32) -> i64>) -> ()
// CHECK-NEXT: }) : () -> ()
%0 = "foo.def"() : () -> !foo.bar<(i32) -> i64>
"foo.use"(%0) : (!foo.bar<(i32) -> i64>) -> ()

// -----

// As element types of tensors and inside other builtin types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.elements"() : () -> (tensor<0x!foo.t>, tensor<4x!foo.t<1>>, tuple<!foo.t>, complex<f32>)
// CHECK-NEXT: }) : () -> ()
"foo.elements"() : () -> (tensor<0x!foo.t>, tensor<4x!foo.t<1>>, tuple<!foo.t>, complex<f32>)
