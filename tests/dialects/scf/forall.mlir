// scf.forall (normalized and not, shared_outs, mapping), its implicit
// scf.forall.in_parallel, and tensor.parallel_insert_slice. Expected output
// is mlir-opt 22's, custom and generic.
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | %mica-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mica-opt --allow-unregistered-dialect | FileCheck %s

func.func @f(%in: tensor<100xf32>, %out: tensor<100xf32>, %n: index, %m: memref<4xf32>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>) {
    %1 = tensor.extract_slice %in[%i][1][1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%i][1][1] : tensor<1xf32> into tensor<100xf32>
    }
  }
  scf.forall (%i, %j) in (4, %n) {
    %x = arith.addi %i, %j : index
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (1) to (%n) step (2) {
    %x = arith.addi %i, %i : index
  }
  return
}
// CHECK:     %0 = scf.forall (%arg4) in (%arg2) shared_outs(%arg5 = %arg1) -> (tensor<100xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg4] [1] [1] : tensor<100xf32> to tensor<1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<100xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4, %arg5) in (4, %arg2) {
// CHECK-NEXT:       %1 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT:     } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT:     scf.forall (%arg4) = (1) to (%arg2) step (2) {
// CHECK-NEXT:       %1 = arith.addi %arg4, %arg4 : index
// CHECK-NEXT:     }
// GENERIC: %0 = "scf.forall"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC: "tensor.parallel_insert_slice"(%3, %arg8, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<100xf32>, index) -> ()
// GENERIC: "scf.forall"(%arg2) <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
// GENERIC: "scf.forall"(%arg2) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 1>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
