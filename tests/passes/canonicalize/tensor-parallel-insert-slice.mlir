// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.parallel_insert_slice takes insert_slice's patterns: constant
// sizes made static, a source cast folded, a source cast to the slice's
// static sizes (placed before scf.forall.in_parallel).
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @parallel_insert(%arg0: tensor<2x4xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:  %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT:  scf.forall.in_parallel {
// CHECK-NEXT:  tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : tensor<?x?xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @parallel_insert_source_cast(%arg0: tensor<?x3xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:  %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:  %cast = tensor.cast %arg0 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT:  scf.forall.in_parallel {
// CHECK-NEXT:  tensor.parallel_insert_slice %cast into %arg4[%arg3, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : tensor<8x8xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @parallel_insert_cast_inserter(%arg0: tensor<?x3xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:  %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:  %cast = tensor.cast %arg0 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT:  scf.forall.in_parallel {
// CHECK-NEXT:  tensor.parallel_insert_slice %cast into %arg4[%arg3, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : tensor<8x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @parallel_insert(%src: tensor<2x4xf32>, %out: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<?x?xf32>) {
    %1 = tensor.cast %src : tensor<2x4xf32> to tensor<?x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%i, %c0] [%c2, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
    }
  }
  return %0 : tensor<?x?xf32>
}

func.func @parallel_insert_source_cast(%src: tensor<?x3xf32>, %out: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%i, 0] [%c2, 3] [1, 1] : tensor<?x3xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}

func.func @parallel_insert_cast_inserter(%src: tensor<?x3xf32>, %out: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<8x8xf32>) {
    %c2 = arith.constant 2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%i, 0] [%c2, 3] [1, 1] : tensor<?x3xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}
