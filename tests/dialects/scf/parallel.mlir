// scf.parallel with and without reductions, and scf.reduce. Expected output
// is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

func.func @f(%a: index, %b: index, %c: index, %z: f32) {
  scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%c, %c) {
    %x = arith.addi %i, %j : index
  }
  %q:2 = scf.parallel (%i) = (%a) to (%b) step (%c) init (%z, %z) -> (f32, f32) {
    scf.reduce(%z, %z : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %r : f32
    }
  } {foo}
  %s = scf.parallel (%i) = (%a) to (%b) step (%c) init (%z) -> f32 {
    scf.reduce(%z : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
// CHECK:   func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:       %2 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT:       scf.reduce{{ $}}
// CHECK-NEXT:     }
// CHECK-NEXT:     %0:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (f32, f32) {
// CHECK-NEXT:       scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         scf.reduce.return %arg5 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         scf.reduce.return %arg6 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     } {foo}
// CHECK-NEXT:     %1 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:       scf.reduce(%arg3 : f32) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         scf.reduce.return %arg5 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// GENERIC: "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC: "scf.reduce"() : () -> ()
// GENERIC: %0:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC: "scf.reduce"(%arg3, %arg3) ({
// GENERIC: %1 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC: "scf.reduce"(%arg3) ({
