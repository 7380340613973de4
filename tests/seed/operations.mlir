// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Generic operations of the seed LangRef; the values they use are defined
// by `foo.def` ops. The expected output is mlir-opt 22's for the same
// fragment with `{name = value}` dictionaries.

// "Operations".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT:   %1:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT:   %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
// CHECK-NEXT: }) : () -> ()
%result:2 = "foo_div"() : () -> (f32, i32)
%foo, %bar = "foo_div"() : () -> (f32, i32)
%2 = "tf.scramble"(%result#0, %bar){fruit: "banana"} : (f32, i32) -> f32

// -----

// "'dim' operation", generic form.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> tensor<4x?xf32>
// CHECK-NEXT:   %1 = "std.dim"(%0) <{index = 0 : i64}> : (tensor<4x?xf32>) -> index
// CHECK-NEXT:   %2 = "std.dim"(%0) <{index = 1 : i64}> : (tensor<4x?xf32>) -> index
// CHECK-NEXT: }) : () -> ()
%A = "foo.def"() : () -> tensor<4 x ? x f32>
%x = "std.dim"(%A){index: 0} : (tensor<4 x ? x f32>) -> index
%y = "std.dim"(%A){index: 1} : (tensor<4 x ? x f32>) -> index

// -----

// "'cmpi' operation", generic form.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> i32
// CHECK-NEXT:   %1 = "foo.def"() : () -> i32
// CHECK-NEXT:   %2 = "std.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: }) : () -> ()
%lhs = "foo.def"() : () -> i32
%rhs = "foo.def"() : () -> i32
%x = "std.cmpi"(%lhs, %rhs){predicate: 2} : (i32, i32) -> i1

// -----

// "'select' operation", generic forms.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> i1
// CHECK-NEXT:   %1 = "foo.def"() : () -> i32
// CHECK-NEXT:   %2 = "foo.def"() : () -> i32
// CHECK-NEXT:   %3 = "std.select"(%0, %1, %2) : (i1, i32, i32) -> i32
// CHECK-NEXT:   %4 = "foo.def"() : () -> vector<42xi1>
// CHECK-NEXT:   %5 = "foo.def"() : () -> vector<42xf32>
// CHECK-NEXT:   %6 = "foo.def"() : () -> vector<42xf32>
// CHECK-NEXT:   %7 = "std.select"(%4, %5, %6) : (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>
// CHECK-NEXT: }) : () -> ()
%cond = "foo.def"() : () -> i1
%true = "foo.def"() : () -> i32
%false = "foo.def"() : () -> i32
%x = "std.select"(%cond, %true, %false) : (i1, i32, i32) -> i32
%vcond = "foo.def"() : () -> vector<42xi1>
%vtrue = "foo.def"() : () -> vector<42xf32>
%vfalse = "foo.def"() : () -> vector<42xf32>
%vx = "std.select"(%vcond, %vtrue, %vfalse)
  : (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>

// -----

// "'tensor_cast' operation", generic forms.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> tensor<*xf32>
// CHECK-NEXT:   %1 = "std.tensor_cast"(%0) : (tensor<*xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:   %2 = "std.tensor_cast"(%1) : (tensor<?x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:   %3 = "std.tensor_cast"(%2) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:   %4 = "std.tensor_cast"(%3) : (tensor<?x?xf32>) -> tensor<*xf32>
// CHECK-NEXT: }) : () -> ()
%1 = "foo.def"() : () -> tensor<*xf32>
%2 = "std.tensor_cast"(%1) : (tensor<*xf32>) -> tensor<?x?xf32>
%3 = "std.tensor_cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32>
%4 = "std.tensor_cast"(%3) : (tensor<4x?xf32>) -> tensor<?x?xf32>
%5 = "std.tensor_cast"(%4) : (tensor<?x?xf32>) -> tensor<*xf32>

// -----

// "TensorFlow operations".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> tensor<*xf32>
// CHECK-NEXT:   %1 = "foo.def"() : () -> tensor<*xf32>
// CHECK-NEXT:   %2 = "tf.Add"(%0, %1) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT:   %3 = "foo.def"() : () -> tensor<?x42x?xf32>
// CHECK-NEXT:   %4 = "foo.def"() : () -> tensor<?x42x?xf32>
// CHECK-NEXT:   %5 = "tf.Add"(%3, %4) : (tensor<?x42x?xf32>, tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
// CHECK-NEXT:   %6 = "foo.def"() : () -> tensor<*xf32>
// CHECK-NEXT:   %7 = "foo.def"() : () -> tensor<*xf32>
// CHECK-NEXT:   %8 = "tf.Conv2d"(%6, %7) {dilations = [2, 1, 1, 1], padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT: }) : () -> ()
%b = "foo.def"() : () -> tensor<*xf32>
%c = "foo.def"() : () -> tensor<*xf32>
%a = "tf.Add"(%b, %c)
: (tensor<*xf32>,tensor<*xf32>) -> tensor<*xf32>
%e = "foo.def"() : () -> tensor<?x42x?xf32>
%f = "foo.def"() : () -> tensor<?x42x?xf32>
%d = "tf.Add"(%e, %f)
: (tensor<?x42x?xf32>,tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
%input = "foo.def"() : () -> tensor<*xf32>
%filter = "foo.def"() : () -> tensor<*xf32>
%y = "tf.Conv2d"(%input, %filter)
{strides: [1,1,2,1], padding: "SAME", dilations: [2,1,1,1]}
: (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>

// -----

// "Target specific operations".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> i16
// CHECK-NEXT:   %1 = "foo.def"() : () -> i16
// CHECK-NEXT:   %2:2 = "llvm.sadd.with.overflow.i16"(%0, %1) : (i16, i16) -> (i16, i1)
// CHECK-NEXT: }) : () -> ()
%a = "foo.def"() : () -> i16
%b = "foo.def"() : () -> i16
%x:2 = "llvm.sadd.with.overflow.i16"(%a, %b) : (i16, i16) -> (i16, i1)

// -----

// "Operations": a terminator with successors, one of them with an operand.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: index):
// CHECK-NEXT:     "br_cond"(%arg0, %arg1)[^bb1, ^bb2] : (i1, index) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb2(%0: index):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.region"() ({
^bb0(%cond: i1, %v: index):
  "br_cond"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
^bb1:
  "foo.ret"() : () -> ()
^bb2(%w: index):
  "foo.ret"() : () -> ()
}) : () -> ()
