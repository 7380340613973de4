// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s

// Former discrepancy, since fixed in mica: mica rejects a location alias used in `loc(#loc1)` before its
// definition ("undefined symbol alias id 'loc1'"), so it cannot read
// mlir-opt's (or its own) --mlir-print-debuginfo output; mlir-opt 22 resolves
// such forward references at the end of the file.

// mlir-opt's own debuginfo output reads back: location aliases may be used
// before the `#loc = loc(...)` definitions at the end of the file.

"builtin.module"() ({
  "foo.op"() : () -> () loc(#loc1)
  %0 = "foo.op2"() : () -> i32 loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("orig.mlir":0:0)
#loc1 = loc("orig.mlir":1:1)
#loc2 = loc("inner.c":4:2)
#loc3 = loc("name"(#loc2))

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc1)
// CHECK-NEXT:   %0 = "foo.op2"() : () -> i32 loc(#loc3)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("orig.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("orig.mlir":1:1)
// CHECK-NEXT: #loc2 = loc("inner.c":4:2)
// CHECK-NEXT: #loc3 = loc("name"(#loc2))
