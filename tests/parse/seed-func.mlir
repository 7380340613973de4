// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// The seed LangRef's top-level `func` ("Functions", "Module"): a module of
// header definitions (`#map = ...`) and functions, with generic operations
// in the bodies. mlir-opt 22 only reads `func.func`; the expected output is
// mlir-opt 22's for the same module written with `func.func`, `affine_map<>`
// and `=` in dictionaries.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "foo.op"(%arg0) {m = #map} : (i32) -> i32
// CHECK-NEXT:     "foo.ret"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
#map = (d0) -> (d0 + 1)
func @f(%a: i32) -> i32 {
  %0 = "foo.op"(%a) {m: #map} : (i32) -> i32
  "foo.ret"(%0) : (i32) -> ()
}

// -----

// Function attributes.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i64) -> (i64, i64), sym_name = "count"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64):
// CHECK-NEXT:     "foo.ret"(%arg0, %arg0) : (i64, i64) -> ()
// CHECK-NEXT:   }) {fruit = "banana"} : () -> ()
// CHECK-NEXT: }) : () -> ()
func @count(%x: i64) -> (i64, i64)
attributes {fruit: "banana"} {
  "foo.ret"(%x, %x) : (i64, i64) -> ()
}

// -----

// Both spellings of functions in one module.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i8) -> (), sym_name = "old"}> ({
// CHECK-NEXT:   ^bb0(%arg1: i8):
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i8) -> (), sym_name = "new"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i8):
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @old(%x: i8) {
  "foo.ret"() : () -> ()
}
func.func @new(%y: i8) {
  "foo.ret"() : () -> ()
}
