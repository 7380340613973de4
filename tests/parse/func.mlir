// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// func.func: arguments become entry-block arguments; argument and result
// attributes go to arg_attrs/res_attrs, `attributes {...}` to the
// discardable dictionary.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{foo.a = 1 : i64}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{foo.r}, {}], sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "func.return"(%arg0, %arg1) : (i32, f32) -> ()
// CHECK-NEXT:   }) {foo.fn} : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @f(%arg0: i32 {foo.a = 1}, %b: f32 loc("x.mlir":1:2)) -> (i32 {foo.r}, f32) attributes {foo.fn} {
  "func.return"(%arg0, %b) : (i32, f32) -> ()
}

// -----

// Declarations (no body) and visibility.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{}, {foo.x}], function_type = (i32, f32) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "pub"}> ({
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "n", sym_visibility = "nested"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @decl(i32, f32 {foo.x}) -> i64
func.func @pub() {
  "func.return"() : () -> ()
}
func.func nested @n()

// -----

// A single result without parentheses; no results.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (index) -> index, sym_name = "one"}> ({
// CHECK-NEXT:   ^bb0(%arg1: index):
// CHECK-NEXT:     "func.return"(%arg1) : (index) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (index) -> (), sym_name = "none"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @one(%x: index) -> index {
  "func.return"(%x) : (index) -> ()
}
func.func @none(%x: index) {
  "func.return"() : () -> ()
}

// -----

// Several blocks after the entry block.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1) -> i32, sym_name = "blocks"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1):
// CHECK-NEXT:     "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.t"() : () -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "foo.f"() : () -> i32
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @blocks(%c: i1) -> i32 {
  "cf.cond_br"(%c)[^t, ^f] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^t:
  %0 = "foo.t"() : () -> i32
  "func.return"(%0) : (i32) -> ()
^f:
  %1 = "foo.f"() : () -> i32
  "func.return"(%1) : (i32) -> ()
}

// -----

// Quoted symbol names and function types as results.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = ((i32) -> i32) -> ((i32) -> i32), sym_name = "quoted name"}> ({
// CHECK-NEXT:   ^bb0(%arg0: (i32) -> i32):
// CHECK-NEXT:     "func.return"(%arg0) : ((i32) -> i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @"quoted name"(%f: (i32) -> i32) -> ((i32) -> i32) {
  "func.return"(%f) : ((i32) -> i32) -> ()
}

// -----

// Only-result attributes and an empty result attribute list entry.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> (i32, f32, i8), res_attrs = [{}, {foo.b}, {}], sym_name = "res_attrs", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @res_attrs() -> (i32, f32 {foo.b}, i8)
