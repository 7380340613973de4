// Several function passes over sibling functions of different kinds: the
// same output on threads (the default), with --mlir-disable-threading and
// with MLIR's --mlir-disable-threading=false. Expected text from
// `mlir-opt-22 --pass-pipeline='builtin.module(func.func(sccp,loop-invariant-code-motion,cse,tosa-layerwise-constant-fold,canonicalize))' %s`
// (the same with --mlir-disable-threading).

// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(sccp,loop-invariant-code-motion,cse,tosa-layerwise-constant-fold,canonicalize))' %s | FileCheck %s
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(sccp,loop-invariant-code-motion,cse,tosa-layerwise-constant-fold,canonicalize))' --mlir-disable-threading %s | FileCheck %s
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(sccp,loop-invariant-code-motion,cse,tosa-layerwise-constant-fold,canonicalize))' --mlir-disable-threading=false %s | FileCheck %s

// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<?xi32>) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %0 = arith.muli %arg3, %c2_i32 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      memref.store %0, %arg4[%arg5] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop(%lb: index, %ub: index, %step: index, %x: i32, %m: memref<?xi32>) {
  scf.for %i = %lb to %ub step %step {
    %c2 = arith.constant 2 : i32
    %y = arith.muli %x, %c2 : i32
    memref.store %y, %m[%i] : memref<?xi32>
  }
  return
}

// CHECK-LABEL: func.func @branches(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    return %c2_i32 : i32
// CHECK-NEXT:  }
func.func @branches(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  %s = arith.addi %a, %c1 : i32
  cf.br ^bb2(%s : i32)
^bb2(%b: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @dup(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @dup(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.addf %x, %x : f32
  %2 = arith.mulf %0, %1 : f32
  return %2 : f32
}

// CHECK-LABEL: func.func @tosa(%arg0: tensor<2x3xi32>) -> tensor<3x2xi32> {
// CHECK-NEXT:    %0 = "tosa.const"() <{values = dense<{{\[}}[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
// CHECK-NEXT:    return %0 : tensor<3x2xi32>
// CHECK-NEXT:  }
func.func @tosa(%arg0: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %t = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %t : tensor<3x2xi32>
}

// CHECK-NEXT:  func.func private @decl(i32) -> i32
func.func private @decl(i32) -> i32

// CHECK-LABEL: func.func @calls(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @branches(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1 = call @decl(%0) : (i32) -> i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT: }
func.func @calls(%x: i32) -> i32 {
  %0 = call @branches(%x) : (i32) -> i32
  %1 = call @decl(%0) : (i32) -> i32
  %c0 = arith.constant 0 : i32
  %2 = arith.addi %1, %c0 : i32
  return %2 : i32
}
