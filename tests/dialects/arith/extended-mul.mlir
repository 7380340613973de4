// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// The extended multiplications: two results, named %low and %high (made
// unique with _N as mlir-opt 22 does), on scalars and vectors.

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>) -> (i32, i32) {
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:    %low_0, %high_1 = arith.mulsi_extended %arg2, %arg2 : vector<4xi8>
// CHECK-NEXT:    %low_2, %high_3 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:    return %low, %high : i32, i32

// GENERIC:      %0:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: %1:2 = "arith.mulsi_extended"(%arg2, %arg2) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
// GENERIC-NEXT: %2:2 = "arith.mului_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: "func.return"(%0#0, %0#1) : (i32, i32) -> ()

func.func @extended(%a: i32, %b: i32, %v: vector<4xi8>) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  %vl, %vh = arith.mulsi_extended %v, %v : vector<4xi8>
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %low, %high : i32, i32
}
