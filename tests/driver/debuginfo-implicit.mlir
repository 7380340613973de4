// RUN: cd %S && %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo debuginfo-implicit.mlir | FileCheck %s
//
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo - < %s | FileCheck %s --check-prefix=STDIN
// Former discrepancy, since fixed in mica: mica gives ops and block arguments without `loc(...)` the
// location `loc(unknown)`; mlir-opt 22 gives them the file, line and column
// of their first token, as checked below.

// Ops and block arguments without `loc(...)` get the location of their
// first token: the op name for ops, the `%name` for block arguments. (The
// file name is given relative to %S so that the names match mlir-opt's.)

%0 = "foo.op"() : () -> i32
"foo.region"() ({
^bb0(%a: i32):
  "foo.inner"() : () -> ()
}) : () -> ()

// CHECK:      #loc3 = loc("debuginfo-implicit.mlir":14:6)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.op"() : () -> i32 loc(#loc1)
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("debuginfo-implicit.mlir":14:6)):
// CHECK-NEXT:     "foo.inner"() : () -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc2)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("debuginfo-implicit.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("debuginfo-implicit.mlir":12:6)
// CHECK-NEXT: #loc2 = loc("debuginfo-implicit.mlir":13:1)
// CHECK-NEXT: #loc4 = loc("debuginfo-implicit.mlir":15:3)

// STDIN: #loc = loc("<stdin>":0:0)
// STDIN-NEXT: #loc1 = loc("<stdin>":12:6)
