// The inliner needs a symbol table; expected error from
// `mlir-opt-22 --pass-pipeline='builtin.module(func.func(inline))'`.
// RUN: not %mica-opt --pass-pipeline='builtin.module(func.func(inline))' %s 2>&1 | FileCheck %s
// CHECK: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table
func.func @f() {
  return
}
