// Found by the roundtrip fuzz target (docs/RELIABILITY.md, #5): a
// registered op kept property names that are not inherent to it, and its
// custom form printed them under `attributes`, where they did not read back
// (on builtin.module they fail to verify, on func.func they become
// discardable attributes). As in mlir-opt 22, a registered op's properties
// are its inherent attributes: other names are dropped, and an op without
// inherent attributes takes no properties. CHECK lines: mlir-opt 22's output.

// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %s > %t.1.mlir
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %t.1.mlir | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: not %mica-opt --allow-unregistered-dialect %S/Inputs/properties-without-inherent.mlir 2>&1 | FileCheck %s --check-prefix=ERROR

// CHECK: module attributes {foo.a} {
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) {foo.a} : () -> ()
"builtin.module"() <{sym_name2 = "m"}> ({
^bb0:
}) {foo.a} : () -> ()

// -----

// CHECK-LABEL: func.func private @f()
// CHECK-NOT: attributes
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
"func.func"() <{sym_name = "f", function_type = () -> (), foo = 1, sym_visibility = "private"}> ({
}) : () -> ()

// -----

// CHECK-LABEL: func.func @g(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// GENERIC: "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
func.func @g(%a: i32) -> i32 {
  %b = "arith.addi"(%a, %a) <{bar = 2, overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  return %b : i32
}

// ERROR: properties-without-inherent.mlir:3:8: error: invalid properties {q = 1 : i64} for op arith.select: this operation does not support properties
