// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s

// --mlir-print-debuginfo prints every location through `#locN` aliases
// defined after the module (block-argument locations inline); the implicit
// module's location is the input file name at 0:0. Every op here has an
// explicit location.

"foo.op"() : () -> () loc("file.mlir":3:4)
"foo.op2"() : () -> () loc("file.mlir":3:4)
"foo.op3"() ({
^bb0(%a: i32 loc("arg.mlir":1:1)):
  "foo.op4"() : () -> () loc(unknown)
}) : () -> () loc("name"("x.c":1:1))
"foo.op7"() : () -> () loc(callsite("a" at "b":1:2))
"foo.op8"() : () -> () loc(fused<"meta">["a":1:2, "c":3:4])
"foo.op9"() : () -> () loc("f":1:2 to 3:4)
"foo.op12"() : () -> () loc("only name")
"foo.op13"() : () -> () loc(fused["a":1:2, "c":3:4])

// CHECK:      #loc3 = loc("arg.mlir":1:1)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.op2"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.op3"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:1)):
// CHECK-NEXT:     "foo.op4"() : () -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc11)
// CHECK-NEXT:   "foo.op7"() : () -> () loc(#loc12)
// CHECK-NEXT:   "foo.op8"() : () -> () loc(#loc13)
// CHECK-NEXT:   "foo.op9"() : () -> () loc(#loc9)
// CHECK-NEXT:   "foo.op12"() : () -> () loc(#loc10)
// CHECK-NEXT:   "foo.op13"() : () -> () loc(#loc14)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("file.mlir":3:4)
// CHECK-NEXT: #loc2 = loc("x.c":1:1)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("a")
// CHECK-NEXT: #loc6 = loc("b":1:2)
// CHECK-NEXT: #loc7 = loc("a":1:2)
// CHECK-NEXT: #loc8 = loc("c":3:4)
// CHECK-NEXT: #loc9 = loc("f":1:2 to 3:4)
// CHECK-NEXT: #loc10 = loc("only name")
// CHECK-NEXT: #loc11 = loc("name"(#loc2))
// CHECK-NEXT: #loc12 = loc(callsite(#loc5 at #loc6))
// CHECK-NEXT: #loc13 = loc(fused<"meta">[#loc7, #loc8])
// CHECK-NEXT: #loc14 = loc(fused[#loc7, #loc8])
