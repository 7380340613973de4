// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Function types as type attributes: a single non-function result prints
// without parentheses, `(i32)` as a result list collapses to `i32`, and a
// function type in result position needs parentheses.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.attrs"() {a = () -> (), b = (i32) -> i64, c = (i32, f32) -> (i64, f64), d = () -> (() -> ()), e = (i32) -> ((i32) -> i32), f = ((i32) -> i32) -> i1, g = (i32) -> i32, h = () -> ((i32) -> (i32, i64))} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.attrs"() {a = () -> (), b = (i32) -> i64, c = (i32, f32) -> (i64, f64), d = () -> (() -> ()), e = (i32) -> ((i32) -> i32), f = ((i32) -> i32) -> i1, g = (i32) -> (i32), h = () -> ((i32) -> (i32, i64))} : () -> ()

// -----

// A single function-typed result of an op is parenthesized.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.one"() : () -> ((i32) -> i32)
// CHECK-NEXT: }) : () -> ()
%0 = "foo.one"() : () -> ((i32) -> i32)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.two"() : () -> ((i32) -> i32, () -> ())
// CHECK-NEXT: }) : () -> ()
%0:2 = "foo.two"() : () -> ((i32) -> i32, () -> ())

// -----

// Function-typed operands.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> ((index) -> ())
// CHECK-NEXT:   "foo.use"(%0) : ((index) -> ()) -> ()
// CHECK-NEXT: }) : () -> ()
%f = "foo.def"() : () -> ((index) -> ())
"foo.use"(%f) : ((index) -> ()) -> ()

// -----

// An op's own type: `-> ()` with no results, a bare type for one result.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.ret1"() : () -> i32
// CHECK-NEXT:   "foo.ret0"() : () -> ()
// CHECK-NEXT: }) : () -> ()
%0 = "foo.ret1"() : () -> (i32)
"foo.ret0"() : () -> ()

// -----

// Function types nested in other types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.nested"() {t = tuple<() -> (), (i1) -> (i2, i3)>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.nested"() {t = tuple<() -> (), (i1) -> (i2, i3)>} : () -> ()
