// RUN: %mica-opt --loop-invariant-code-motion %s | FileCheck %s
// Vector transfers on tensors are pure and hoisted; on memrefs they read memory and stay.
// Expected text from `mlir-opt-22 --loop-invariant-code-motion`.

// CHECK-LABEL: func.func @tensor_read_hoisted(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> vector<8xf32> {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg4, %arg5], %cst : tensor<64x64xf32>, vector<8xf32>
// CHECK-NEXT:  %1 = scf.for %arg6 = %arg1 to %arg2 step %arg3 iter_args(%arg7 = %cst_0) -> (vector<8xf32>) {
// CHECK-NEXT:  %2 = vector.transfer_read %arg0[%arg4, %arg6], %cst : tensor<64x64xf32>, vector<8xf32>
// CHECK-NEXT:  %3 = arith.mulf %0, %2 : vector<8xf32>
// CHECK-NEXT:  %4 = arith.addf %3, %arg7 : vector<8xf32>
// CHECK-NEXT:  scf.yield %4 : vector<8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : vector<8xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @memref_read_kept(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> vector<8xf32> {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT:  %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %cst_0) -> (vector<8xf32>) {
// CHECK-NEXT:  %1 = vector.transfer_read %arg0[%arg4, %arg4], %cst : memref<64x64xf32>, vector<8xf32>
// CHECK-NEXT:  %2 = arith.addf %1, %arg6 : vector<8xf32>
// CHECK-NEXT:  scf.yield %2 : vector<8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : vector<8xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @tensor_write_hoisted(%arg0: index, %arg1: index, %arg2: index, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:  %1 = vector.transfer_write %arg3, %0[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
// CHECK-NEXT:  %2 = vector.transfer_read %1[%c0], %cst : tensor<4xf32>, vector<4xf32>
// CHECK-NEXT:  %3 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (vector<4xf32>) {
// CHECK-NEXT:  %4 = arith.subf %2, %arg5 : vector<4xf32>
// CHECK-NEXT:  scf.yield %4 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %3 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @tensor_read_hoisted(%t: tensor<64x64xf32>, %lb: index, %ub: index, %s: index, %r: index, %c: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %init = arith.constant dense<1.0> : vector<8xf32>
  %res = scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> vector<8xf32> {
    %v = vector.transfer_read %t[%r, %c], %pad : tensor<64x64xf32>, vector<8xf32>
    %w = vector.transfer_read %t[%r, %iv], %pad : tensor<64x64xf32>, vector<8xf32>
    %x = arith.mulf %v, %w : vector<8xf32>
    %y = arith.addf %x, %acc : vector<8xf32>
    scf.yield %y : vector<8xf32>
  }
  return %res : vector<8xf32>
}
func.func @memref_read_kept(%m: memref<64x64xf32>, %lb: index, %ub: index, %s: index, %r: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %init = arith.constant dense<1.0> : vector<8xf32>
  %res = scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> vector<8xf32> {
    %v = vector.transfer_read %m[%r, %r], %pad : memref<64x64xf32>, vector<8xf32>
    %y = arith.addf %v, %acc : vector<8xf32>
    scf.yield %y : vector<8xf32>
  }
  return %res : vector<8xf32>
}
func.func @tensor_write_hoisted(%lb: index, %ub: index, %s: index, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %res = scf.for %iv = %lb to %ub step %s iter_args(%acc = %v) -> vector<4xf32> {
    %t = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
    %r = vector.transfer_read %t[%c0], %pad : tensor<4xf32>, vector<4xf32>
    %y = arith.subf %r, %acc : vector<4xf32>
    scf.yield %y : vector<4xf32>
  }
  return %res : vector<4xf32>
}
