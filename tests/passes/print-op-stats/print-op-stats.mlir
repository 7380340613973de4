// Expected text from `mlir-opt-22 --allow-unregistered-dialect --print-op-stats`
// and `--print-op-stats=json` on this file.
// RUN: %mica-opt --allow-unregistered-dialect --print-op-stats %s 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mica-opt --allow-unregistered-dialect --print-op-stats=json %s 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON --match-full-lines --strict-whitespace
// CHECK:Operations encountered:
// CHECK-NEXT:-----------------------
// CHECK-NEXT:    arith.addi     , 2
// CHECK-NEXT:    arith.constant , 1
// CHECK-NEXT:  builtin.module   , 1
// CHECK-NEXT:          foo      , 1
// CHECK-NEXT:     func.func     , 1
// CHECK-NEXT:     func.return   , 1
// CHECK-NEXT:     test.op.x     , 1
// JSON:{
// JSON-NEXT:  "arith.addi" : 2,
// JSON-NEXT:  "arith.constant" : 1,
// JSON-NEXT:  "builtin.module" : 1,
// JSON-NEXT:  "foo" : 1,
// JSON-NEXT:  "func.func" : 1,
// JSON-NEXT:  "func.return" : 1,
// JSON-NEXT:  "test.op.x" : 1
// JSON-NEXT:}
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c : i32
  "foo"() : () -> ()
  "test.op.x"() : () -> ()
  return %1 : i32
}
