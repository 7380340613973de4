// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Dictionaries are sorted by name (byte order); quotes are dropped when the
// name is a valid bare identifier.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.sorted"() {A = 10 : i64, B = 3 : i64, _ = 4 : i64, a = 2 : i64, a1 = 5 : i64, a10 = 6 : i64, a2 = 7 : i64, aa = 9 : i64, ab = 8 : i64, m = {b = 2 : i64, y = 1 : i64}, z = 1 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.sorted"() {z = 1, a = 2, m = {y = 1, b = 2}, "B" = 3, _ = 4, a1 = 5, a10 = 6, a2 = 7, ab = 8, aa = 9, A = 10} : () -> ()

// -----

// Unit entries: with and without `= unit`.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.unit_entries"() {a, b, c} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.unit_entries"() {a, b = unit, c} : () -> ()

// -----

// Empty and nested dictionaries.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.nested"() {d = {}, e = {x, y = {z}}, f = {b = {c = {d = [1, {e = 2 : i64}]}}}} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.nested"() {d = {}, e = {x, y = {z}}, f = {b = {c = {d = [1, {e = 2}]}}}} : () -> ()

// -----

// Dotted (dialect) names and quoted names that need the quotes.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.dotted"() {"a\22b" = 5 : i64, a.b.c = 3 : i64, foo.bar = 1 : i64, foo.baz = 2 : i64, "quoted key" = 4 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.dotted"() {foo.bar = 1, "foo.baz" = 2, a.b.c = 3, "quoted key" = 4, "a\"b" = 5} : () -> ()

// -----

// A quoted name equal to a bare one is the same name.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.quoted_bare"() {a = 1 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.quoted_bare"() {"a" = 1} : () -> ()

// -----

// An empty attribute dictionary is not printed.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.empty"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.empty"() {} : () -> ()
