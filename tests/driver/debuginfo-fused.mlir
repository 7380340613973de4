// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s
// Former discrepancy, since fixed in mica: mlir-opt 22 simplifies a fused location of a single location
// without metadata to that location (and drops duplicates in fused lists);
// mica keeps `loc(fused[#loc1])`.

"foo.op"() : () -> () loc(fused["a":1:2])
"foo.op2"() : () -> () loc(fused["a":1:2, "a":1:2, "b":3:4])

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.op2"() : () -> () loc(#loc3)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-fused.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("a":1:2)
// CHECK-NEXT: #loc2 = loc("b":3:4)
// CHECK-NEXT: #loc3 = loc(fused[#loc1, #loc2])
