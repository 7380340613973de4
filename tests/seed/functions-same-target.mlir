// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// The seed LangRef's @select ("'cond_br' terminator operation"), whose two
// successors are the same block. The expected output is mlir-opt 22's for the
// same function with named arguments and the successor operands in the
// operand list.
// Former discrepancy, since fixed in mica: mlir-opt 22 counts both edges (`// 2 preds: ^bb0, ^bb0`);
// mica prints `// pred: ^bb0` (see parse/predecessors-duplicate.mlir).

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i32, i1) -> i32, sym_name = "select"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// CHECK-NEXT:     "cond_br"(%arg2, %arg0, %arg1)[^bb1, ^bb1] : (i1, i32, i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "return"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
  "cond_br"(%flag)[^bb1(%a : i32), ^bb1(%b : i32)] : (i1) -> ()
^bb1(%x : i32) :
  "return"(%x) : (i32) -> ()
}
