// `attributes {no_inline}` on a function is its inherent property, as in
// `mlir-opt-22 --mlir-print-op-generic` (found by the roundtrip fuzz target).
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: %mica-opt %s | FileCheck %s --check-prefix=CUSTOM
// CHECK: "func.func"() <{function_type = (i32) -> i32, no_inline, sym_name = "f"}> ({
// CUSTOM: func.func @f(%arg0: i32) -> i32 attributes {no_inline} {
func.func @f(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
