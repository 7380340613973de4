// RUN: %mica-opt --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s

// func.func argument locations become entry-block argument locations,
// printed inline (their aliases are still defined before the module); the
// trailing location of the function applies to the func.func op.

func.func @f(%arg0: i32 loc("a.mlir":1:2), %b: f32 loc("x.mlir":1:2)) -> i32 {
  "func.return"(%arg0) : (i32) -> () loc("r":1:1)
} loc("f":2:2)

// CHECK:      #loc2 = loc("a.mlir":1:2)
// CHECK-NEXT: #loc3 = loc("x.mlir":1:2)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("a.mlir":1:2), %arg1: f32 loc("x.mlir":1:2)):
// CHECK-NEXT:     "func.return"(%arg0) : (i32) -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-func.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("f":2:2)
// CHECK-NEXT: #loc4 = loc("r":1:1)
