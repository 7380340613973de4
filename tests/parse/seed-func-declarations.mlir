// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// The seed LangRef's external function declarations ("Functions"). In
// mlir-opt 22 a declaration must not be public ("'func.func' op symbol
// declaration cannot have public visibility"), so the seed's
// declarations correspond to `func.func private`; the expected output is
// mlir-opt 22's for that spelling.
// Former discrepancy, since fixed in mica: mica makes them public declarations (no sym_visibility),
// which mlir-opt 22 rejects when it reads mica's output.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "abort", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i64, memref<?x128xf32>) -> f64, sym_name = "scribble", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32>) -> f64
