// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`:
// ForallOpSingleOrZeroIterationDimsFolder and
// ForallOpReplaceConstantInductionVar (a mapped loop keeps its dimensions),
// and where they must not apply (dimensions of unknown trip count).

// CHECK-LABEL: func.func @inline_forall_loop(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:   %extracted_slice = tensor.extract_slice %0[0, 0] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
// CHECK-NEXT:   %1 = "test.fill"(%cst, %extracted_slice) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:   %inserted_slice = tensor.insert_slice %1 into %0[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT:   return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @inline_forall_loop(%in: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (%c0, %c0) to (%c1, %c1) step (%c8, %c8) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %slice = tensor.extract_slice %out_[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %fill = "test.fill"(%cst, %slice) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @mapped_forall_kept(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:   %1 = scf.forall (%arg1, %arg2) = (0, 4) to (1, 5) step (8, 8) shared_outs(%arg3 = %0) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg3[0, 4] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %2 = "test.fill"(%cst, %extracted_slice) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %2 into %arg3[0, 4] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:   return %1 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @mapped_forall_kept(%in: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %slice = tensor.extract_slice %out_[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %fill = "test.fill"(%cst, %slice) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %1 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @collapse_one_dim(%arg0: tensor<8x8xf32>, %arg1: index) -> tensor<8x8xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:   %1 = scf.forall (%arg2, %arg3) = (0, 0) to (16, %arg1) step (8, 1) shared_outs(%arg4 = %0) -> (tensor<8x8xf32>) {
// CHECK-NEXT:     %2 = "test.fill"(%cst, %arg4, %c0, %arg2, %arg3) : (f32, tensor<8x8xf32>, index, index, index) -> tensor<8x8xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %2 into %arg4[0, %arg2] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @collapse_one_dim(%in: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j, %k) = (%c0, %c0, %c0) to (%c1, %c16, %n) step (%c8, %c8, %c1) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %fill = "test.fill"(%cst, %out_, %i, %j, %k) : (f32, tensor<8x8xf32>, index, index, index) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @remove_empty_forall(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:   %0 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:   return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @remove_empty_forall(%in: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (%c0, %c16) to (%c1, %c16) step (%c8, %c8) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %fill = "test.fill"(%cst, %out_) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @inline_empty_loop_with_empty_mapping(%arg0: tensor<16xf32>) -> tensor<16xf32> {
// CHECK-NEXT:   %0 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT:   %1 = "test.generic"(%0, %0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT:   return %1 : tensor<16xf32>
// CHECK-NEXT: }
func.func @inline_empty_loop_with_empty_mapping(%in: tensor<16xf32>) -> tensor<16xf32> {
  %0 = tensor.empty() : tensor<16xf32>
  %1 = scf.forall () in () shared_outs (%out_ = %0) -> (tensor<16xf32>) {
    %slice = tensor.extract_slice %out_[0] [16] [1] : tensor<16xf32> to tensor<16xf32>
    %g = "test.generic"(%slice, %0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %out_[0] [16] [1] : tensor<16xf32> into tensor<16xf32>
    }
  }{ mapping = [] }
  return %1 : tensor<16xf32>
}

// CHECK-LABEL: func.func @step_size_0() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @step_size_0() {
  %x = arith.constant 0 : index
  scf.forall (%i, %j) = (0, 4) to (1, 5) step (%x, 8) {
    "test.print"(%i) : (index) -> ()
    scf.forall.in_parallel {}
  }
  return
}

// CHECK-LABEL: func.func @dynamic_dims_kept(%arg0: index, %arg1: index) {
// CHECK-NEXT:   scf.forall (%arg2, %arg3) in (%arg0, %arg1) {
// CHECK-NEXT:     "test.print"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dynamic_dims_kept(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, %m) {
    "test.print"(%i, %j) : (index, index) -> ()
  }
  return
}
