// --serialize-spirv needs a spirv.module, alone or as the one op of a
// builtin.module; nothing is written without one.
// RUN: not mica-translate --serialize-spirv %s -o %t.spv 2>&1 | FileCheck %s
// RUN: not test -e %t.spv
// CHECK: error: 'builtin.module' op expected a 'builtin.module' op with a single 'spirv.module' op
func.func @f() {
  return
}
