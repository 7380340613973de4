// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// The seed LangRef's functions with a type-only signature whose entry block
// is labeled and names the arguments ("Blocks"), and its successor operands
// inside the successor list `[^bb2(%a : i64)]` ("Operations"). The expected
// output is mlir-opt 22's for the same function with named arguments and
// the successor operands in the operand list.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i64, i1) -> i64, sym_name = "simple"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64, %arg1: i1):
// CHECK-NEXT:     "br_cond"(%arg1, %arg0)[^bb1, ^bb2] : (i1, i64) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"(%arg0) : (i64) -> ()
// CHECK-NEXT:   ^bb2(%0: i64):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"(%0) : (i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1):
  "br_cond"(%cond)[^bb1, ^bb2(%a : i64)] : (i1) -> ()
^bb1:
  "foo.ret"(%a) : (i64) -> ()
^bb2(%b: i64):
  "foo.ret"(%b) : (i64) -> ()
}

// -----

// Several successor operands and types; the LangRef's `br_cond` example.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (index, i1) -> (), sym_name = "two"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index, %arg1: i1):
// CHECK-NEXT:     "br_cond"(%arg1, %arg0, %arg1)[^bb1, ^bb2] : (i1, index, i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb2(%0: index, %1: i1):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @two(index, i1) {
^bb0(%v: index, %cond: i1):
  "br_cond"(%cond)[^bb1, ^bb2(%v, %cond : index, i1)] : (i1) -> ()
^bb1:
  "foo.ret"() : () -> ()
^bb2(%x: index, %y: i1):
  "foo.ret"() : () -> ()
}
