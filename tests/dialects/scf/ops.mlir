// scf.for (index or integer induction variables, iter_args, `unsigned`) and
// scf.if (with and without else and results): implicit yields added when
// read and left out when printed. Expected output is mlir-opt 22's, custom
// and generic.
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | %mica-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mica-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @s(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32, %arg5: i32) -> i32 {
// CHECK-NEXT:     scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "foo.op"(%arg6) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (i32) {
// CHECK-NEXT:       %4 = arith.addi %arg7, %arg5 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.for %arg6 = %arg4 to %arg5 step %arg5 iter_args(%arg7 = %arg4, %arg8 = %arg5) -> (i32, i32)  : i32 {
// CHECK-NEXT:       scf.yield %arg8, %arg7 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for unsigned %arg6 = %arg4 to %arg5 step %arg5  : i32 {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg3 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg3 {
// CHECK-NEXT:       "foo.then"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "foo.else"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.if %arg3 -> (i32) {
// CHECK-NEXT:       scf.yield %arg4 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg5 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3:2 = scf.if %arg3 -> (i32, i32) {
// CHECK-NEXT:       scf.yield %arg4, %arg5 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg5, %arg4 : i32, i32
// CHECK-NEXT:     } {attr = 1 : i64}
// CHECK-NEXT:     return %2 : i32

// GENERIC: "scf.for"(%arg0, %arg1, %arg2) ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
// GENERIC: "scf.yield"(%4) : (i32) -> ()
// GENERIC: %1:2 = "scf.for"(%arg4, %arg5, %arg5, %arg4, %arg5) ({
// GENERIC: "scf.yield"(%arg9, %arg8) : (i32, i32) -> ()
// GENERIC: "scf.for"(%arg4, %arg5, %arg5) <{unsignedCmp}> ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: "scf.if"(%arg3) ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: "scf.if"(%arg3) ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: "scf.yield"() : () -> ()
// GENERIC: %2 = "scf.if"(%arg3) ({
// GENERIC: "scf.yield"(%arg4) : (i32) -> ()
// GENERIC: "scf.yield"(%arg5) : (i32) -> ()
// GENERIC: %3:2 = "scf.if"(%arg3) ({
// GENERIC: "scf.yield"(%arg4, %arg5) : (i32, i32) -> ()
// GENERIC: "scf.yield"(%arg5, %arg4) : (i32, i32) -> ()

func.func @s(%lb: index, %ub: index, %st: index, %c: i1, %a: i32, %b: i32) -> i32 {
  scf.for %i = %lb to %ub step %st {
    "foo.op"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> (i32) {
    %n = arith.addi %acc, %b : i32
    scf.yield %n : i32
  }
  %r2:2 = scf.for %i = %a to %b step %b iter_args(%x = %a, %y = %b) -> (i32, i32) : i32 {
    scf.yield %y, %x : i32, i32
  }
  scf.for unsigned %i = %a to %b step %b : i32 {
  }
  scf.if %c {
    "foo.then"() : () -> ()
  }
  scf.if %c {
    "foo.then"() : () -> ()
  } else {
    "foo.else"() : () -> ()
  }
  %v = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %w:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  } {attr = 1}
  return %v : i32
}
