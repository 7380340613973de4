// A pass that fails stops the pipeline, exit 1, nothing written; a failure
// on one function does not keep the others from running (each reports),
// and an error on an op is followed by MLIR's "see current operation" note
// with the op in generic form. Expected text from
// `mlir-opt-22 --mlir-disable-threading <same flags>`.

// RUN: not %mica-opt --pass-pipeline='builtin.module(func.func(symbol-dce),strip-debuginfo)' --mlir-print-ir-after-failure --mlir-print-ir-after-all %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out

// CHECK:      :[[@LINE+12]]:1: error: 'func.func' op was scheduled to run under SymbolDCE, but does not define a symbol table
// CHECK:      :[[@LINE+11]]:1: note: see current operation: {{$}}
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   "func.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK:      :[[@LINE+7]]:1: error: 'func.func' op was scheduled to run under SymbolDCE, but does not define a symbol table
// CHECK:      IR Dump After SymbolDCE Failed (symbol-dce)
// CHECK-NOT:  StripDebugInfo

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g() {
  return
}

// A verifier error read from the input has the note too.
// RUN: not %mica-opt %S/Inputs/bad-return.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY:      bad-return.mlir:2:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// VERIFY:      bad-return.mlir:2:3: note: see current operation: "func.return"(%arg0) : (i32) -> ()
