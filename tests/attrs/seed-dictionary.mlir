// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// The seed LangRef's attribute dictionaries `{name: value}` ("Attributes",
// "Operations"). mlir-opt 22 only accepts `name = value`; the expected
// output is mlir-opt 22's for the same input written with `=`.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = 1 : i64, b = "x", foo.bar} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a: 1, b: "x", foo.bar: unit} : () -> ()

// -----

// "TensorFlow operations": the tf.Conv2d example.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "tf.Conv2d"() {dilations = [2, 1, 1, 1], padding = "SAME", strides = [1, 1, 2, 1]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"tf.Conv2d"() {strides: [1,1,2,1], padding: "SAME", dilations: [2,1,1,1]} : () -> ()

// -----

// Both spellings in one dictionary.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = 1 : i64, b = 2 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a: 1, b = 2} : () -> ()

// -----

// "Operations": the tf.scramble example.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT:   %1:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT:   %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
// CHECK-NEXT: }) : () -> ()
%result:2 = "foo_div"() : () -> (f32, i32)
%foo, %bar = "foo_div"() : () -> (f32, i32)
%2 = "tf.scramble"(%result#0, %bar){fruit: "banana"} : (f32, i32) -> f32

// -----

// "Unit Attribute": `unitAttr : unit` with a space before the colon.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {other = true, unitAttr} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {unitAttr : unit, other: true} : () -> ()
