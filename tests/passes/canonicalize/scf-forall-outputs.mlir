// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`
// (upstream's fold_iter_args sections with test ops for linalg ones):
// ForallOpIterArgsFolder.

#m = affine_map<()[s0, s1] -> (s0 ceildiv s1)>
#m1 = affine_map<(d0)[s0] -> (d0 * s0)>
#m2 = affine_map<(d0)[s0, s1] -> (-(d0 * s1) + s0, s1)>

// CHECK-LABEL: func.func @fold_iter_args_not_being_modified_within_scfforall(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT:   %0 = "test.fill"(%cst, %arg1) : (f32, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:   %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT:   %1 = affine.apply #map()[%dim, %arg0]
// CHECK-NEXT:   %2 = scf.forall (%arg3) in (%1) shared_outs(%arg4 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT:     %3 = affine.apply #map1(%arg3)[%arg0]
// CHECK-NEXT:     %4 = affine.min #map2(%arg3)[%dim, %arg0]
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg1[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg4[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     %5 = "test.exp"(%extracted_slice, %extracted_slice_0) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %5 into %arg4[%3] [%4] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1, %2 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @fold_iter_args_not_being_modified_within_scfforall(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 4.200000e+01 : f32
  %0 = "test.fill"(%cst, %arg1) : (f32, tensor<?xf32>) -> tensor<?xf32>
  %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
  %1 = affine.apply #m()[%dim, %arg0]
  %2:2 = scf.forall (%arg3) in (%1) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<?xf32>, tensor<?xf32>) {
    %3 = affine.apply #m1(%arg3)[%arg0]
    %4 = affine.min #m2(%arg3)[%dim, %arg0]
    %extracted_slice0 = tensor.extract_slice %arg4[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
    %extracted_slice1 = tensor.extract_slice %arg5[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
    %5 = "test.exp"(%extracted_slice0, %extracted_slice1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %5 into %arg5[%3] [%4] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %2#0, %2#1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @fold_iter_args_with_no_use_of_result_scfforall(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:   %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = "test.fill"(%cst, %arg1) : (f32, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:   %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT:   %1 = affine.apply #map()[%dim, %arg0]
// CHECK-NEXT:   %2 = scf.forall (%arg4) in (%1) shared_outs(%arg5 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT:     %3 = affine.apply #map1(%arg4)[%arg0]
// CHECK-NEXT:     %4 = affine.min #map2(%arg4)[%dim, %arg0]
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg1[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg3[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     %5 = "test.exp"(%extracted_slice, %extracted_slice_0) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %5 into %arg5[%3] [%4] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : tensor<?xf32>
// CHECK-NEXT: }
func.func @fold_iter_args_with_no_use_of_result_scfforall(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xf32>) -> tensor<?xf32> {
  %cst = arith.constant 4.200000e+01 : f32
  %c0 = arith.constant 0 : index
  %0 = "test.fill"(%cst, %arg1) : (f32, tensor<?xf32>) -> tensor<?xf32>
  %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
  %1 = affine.apply #m()[%dim, %arg0]
  %2:3 = scf.forall (%arg4) in (%1) shared_outs(%arg5 = %arg1, %arg6 = %arg2, %arg7 = %arg3) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %3 = affine.apply #m1(%arg4)[%arg0]
    %4 = affine.min #m2(%arg4)[%dim, %arg0]
    %extracted_slice = tensor.extract_slice %arg5[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
    %extracted_slice_0 = tensor.extract_slice %arg6[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
    %extracted_slice_1 = tensor.extract_slice %arg7[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
    %extracted_slice_2 = tensor.extract_slice %0[%3] [%4] [1] : tensor<?xf32> to tensor<?xf32>
    %5 = "test.exp"(%extracted_slice, %extracted_slice_1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %5 into %arg6[%3] [%4] [1] : tensor<?xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %extracted_slice into %arg5[%3] [%4] [1] : tensor<?xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %extracted_slice_0 into %arg7[%3] [%4] [1] : tensor<?xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %5 into %arg7[%4] [%3] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %2#1 : tensor<?xf32>
}
