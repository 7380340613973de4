// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`:
// DimOfDestStyleOp on an scf.forall result (its shared output's dim), and
// a dim of the shared output inside the loop, which it leaves alone.

// CHECK-LABEL: func.func @canonicalize_parallel_insert_slice_indices(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @canonicalize_parallel_insert_slice_indices(
    %arg0 : tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %num_threads : index) -> index
{
  %c1 = arith.constant 1 : index

  %2 = scf.forall (%tidx) in (%num_threads) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg0 into %o[%tidx, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }

  %dim = tensor.dim %2, %c1 : tensor<?x?xf32>
  return %dim : index
}

// CHECK-LABEL: func.func @dim_of_insert_slice_kept_for_forall_input(%arg0: tensor<?x?xf32>, %arg1: tensor<1x5xf32>, %arg2: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<?x?xf32>) {
// CHECK-NEXT:     %dim = tensor.dim %arg4, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     "test.use"(%dim) : (index) -> ()
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %arg1 into %arg4[%arg3, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%0) : (tensor<?x?xf32>) -> ()
// CHECK-NEXT:   return %c0 : index
// CHECK-NEXT: }
func.func @dim_of_insert_slice_kept_for_forall_input(%t: tensor<?x?xf32>, %s: tensor<1x5xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    %d = tensor.dim %o, %c0 : tensor<?x?xf32>
    "test.use"(%d) : (index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  "test.use"(%r) : (tensor<?x?xf32>) -> ()
  return %c0 : index
}
