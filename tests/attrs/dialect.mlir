// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Dialect attributes: pretty `#ns.name<...>` with bodies kept verbatim,
// opaque `#ns<"...">`, and typed forms `#foo.bar : i32`.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.pretty"() {a = #foo.bar, b = #foo.bar<1>, c = #foo.bar<"x", [1, {a}]>, g = #foo.bar<a->b>, h = #foo.a.b, i = #foo.bar<{x = [<>]}>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.pretty"() {a = #foo.bar, b = #foo.bar<1>, c = #foo.bar<"x", [1, {a}]>, g = #foo.bar<a->b>, h = #foo.a.b, i = #foo.bar<{x = [<>]}>} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.opaque"() {e = #foo<"x">, j = #foo<"a<b">, k = #foo<"">} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.opaque"() {e = #foo<"x">, j = #foo<"a<b">, k = #foo<"">} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.typed"() {d = #foo.bar : i32, f = #foo<"x"> : i64, l = #foo.bar<1> : tensor<4xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.typed"() {d = #foo.bar : i32, f = #foo<"x"> : i64, l = #foo.bar<1> : tensor<4xf32>} : () -> ()

// -----

// In arrays, properties and as tensor encodings.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.nested"() <{p = #foo.prop<x>}> {a = [#foo.a, #foo.b<2>]} : () -> tensor<4xf32, #foo.enc<sparse>>
// CHECK-NEXT: }) : () -> ()
"foo.nested"() <{p = #foo.prop<x>}> {a = [#foo.a, #foo.b<2>]} : () -> tensor<4xf32, #foo.enc<sparse>>
