// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Inside arrays, the i64 type of integers and the f64 type of floats is
// elided; other types are printed.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.arrays"() {a = [], b = [1, 2, 3], c = [1 : i32, 2], d = [1.000000e+00, 2.500000e+00 : f32], e = {{\[\[}}1], [2.000000e+00]], g = {{\[\[\[}}]]], h = [1 : index, false]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.arrays"() {a = [], b = [1, 2, 3], c = [1 : i32, 2 : i64], d = [1.0, 2.5 : f32], e = [[1], [2.0]], g = [[[]]], h = [1 : index, 0 : i1]} : () -> ()

// -----

// Mixed kinds of elements.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mixed"() {f = ["s", unit, true, i32, @sym, {k = 1 : i64}, [2], #map]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mixed"() {f = ["s", unit, true, i32, @sym, {k = 1}, [2], affine_map<(d0) -> (d0)>]} : () -> ()

// -----

// Outside an array the type is printed; in a dictionary nested in an array
// it is printed again.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.nested"() {a = [{b = 1 : i64, c = [3]}], d = 4 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.nested"() {a = [{b = 1, c = [3]}], d = 4} : () -> ()

// -----

// Whitespace and newlines inside arrays do not matter.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.spaced"() {a = [1, 2, 3]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.spaced"() {a = [ 1 ,
   2,3 ]} : () -> ()
