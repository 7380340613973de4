// mlir-opt-22 gives this error (and a note with the op in generic form).
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' --verify-diagnostics %s

// expected-error@+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f() {
  return
}
