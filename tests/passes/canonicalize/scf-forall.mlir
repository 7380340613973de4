// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`:
// ForallOpControlOperandsFolder and FoldTensorCastOfOutputIntoForallOp, and
// where they must not apply (bounds not constant, a cast losing sizes).

// CHECK-LABEL: func.func @forall_constant_bounds(%arg0: tensor<?x10xf32>, %arg1: index) -> tensor<?x10xf32> {
// CHECK-NEXT:   %0 = scf.forall (%arg2, %arg3) = (0, 2) to (%arg1, 10) step (2, %arg1) shared_outs(%arg4 = %arg0) -> (tensor<?x10xf32>) {
// CHECK-NEXT:     %1 = "test.slice"(%arg2, %arg3) : (index, index) -> tensor<1x1xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %1 into %arg4[%arg2, %arg3] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<?x10xf32>
// CHECK-NEXT: }
func.func @forall_constant_bounds(%t: tensor<?x10xf32>, %n: index) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %r = scf.forall (%i, %j) = (%c0, %c2) to (%n, %c10) step (%c2, %n) shared_outs(%o = %t) -> (tensor<?x10xf32>) {
    %s = "test.slice"(%i, %j) : (index, index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
    }
  }
  return %r : tensor<?x10xf32>
}

// CHECK-LABEL: func.func @forall_dynamic_bounds_kept(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:   %0 = scf.forall (%arg3) = (%arg2) to (%arg1) step (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT:     %1 = "test.slice"(%arg3) : (index) -> tensor<1xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %1 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @forall_dynamic_bounds_kept(%t: tensor<?xf32>, %n: index, %m: index) -> tensor<?xf32> {
  %r = scf.forall (%i) = (%m) to (%n) step (%m) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @forall_cast_output(%arg0: tensor<8xf32>, %arg1: tensor<?xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT:   %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:   %0:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0, %arg4 = %cast) -> (tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %cast_1 = tensor.cast %arg3 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     %1 = "test.slice"(%cast_1) : (tensor<?xf32>) -> tensor<1xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %1 into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:       tensor.parallel_insert_slice %1 into %arg4[%arg2] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %cast_0 = tensor.cast %0#0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:   return %cast_0, %0#1 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @forall_cast_output(%t: tensor<8xf32>, %u: tensor<?xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %cast = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %lost = tensor.cast %u : tensor<?xf32> to tensor<4xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %cast, %p = %lost) -> (tensor<?xf32>, tensor<4xf32>) {
    %s = "test.slice"(%o) : (tensor<?xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<4xf32>
}
