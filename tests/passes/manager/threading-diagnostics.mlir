// Errors from a pass that fails on several sibling ops on threads reach
// --verify-diagnostics (and stderr) in the order of the ops, as MLIR's
// ParallelDiagnosticHandler gives them; the symbol table among them
// succeeds, and nothing is printed. mlir-opt-22 passes the same RUN lines.

// RUN: %mica-opt --pass-pipeline='builtin.module(any(symbol-dce))' --verify-diagnostics %s
// RUN: %mica-opt --pass-pipeline='builtin.module(any(symbol-dce))' --verify-diagnostics --mlir-disable-threading %s
// RUN: not %mica-opt --pass-pipeline='builtin.module(any(symbol-dce))' %s 2>&1 | FileCheck %s
// RUN: not %mica-opt --pass-pipeline='builtin.module(any(symbol-dce))' %s 2>/dev/null | count 0

// CHECK:     threading-diagnostics.mlir:[[# @LINE + 7]]:1: error: 'func.func' op  was scheduled
// CHECK-NOT: error:
// CHECK:     threading-diagnostics.mlir:[[# @LINE + 12]]:1: error: 'func.func' op  was scheduled
// CHECK-NOT: error:
// CHECK:     threading-diagnostics.mlir:[[# @LINE + 14]]:1: error: 'func.func' op  was scheduled
// CHECK-NOT: error:
// expected-error @+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f1() {
  return
}
module @inner {
  func.func private @unused()
}
// expected-error @+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f2(%a: i32) -> i32 {
  return %a : i32
}
// expected-error @+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f3() {
  return
}
