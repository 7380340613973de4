// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.extract of a tensor.generate without side effects computes its body
// at the indices; of an arith.index_cast, the cast of the extract;
// tensor.gather of a splat constant at a static type is a splat.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @from_generate(%arg0: index, %arg1: index, %arg2: tensor<*xf32>, %arg3: index) -> (index, index) {
// CHECK-NEXT:  %dim = tensor.dim %arg2, %arg0 : tensor<*xf32>
// CHECK-NEXT:  %0 = arith.muli %dim, %arg1 : index
// CHECK-NEXT:  return %0, %arg1 : index, index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @from_generate_effects(%arg0: index, %arg1: index, %arg2: memref<?xindex>) -> index {
// CHECK-NEXT:  %generated = tensor.generate %arg1 {
// CHECK-NEXT:  ^bb0(%arg3: index):
// CHECK-NEXT:  memref.store %arg3, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:  tensor.yield %arg3 : index
// CHECK-NEXT:  } : tensor<?xindex>
// CHECK-NEXT:  %extracted = tensor.extract %generated[%arg0] : tensor<?xindex>
// CHECK-NEXT:  return %extracted : index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @from_index_cast(%arg0: tensor<2x3xi64>, %arg1: index) -> (index, i8) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %extracted = tensor.extract %arg0[%c1, %arg1] : tensor<2x3xi64>
// CHECK-NEXT:  %0 = arith.index_cast %extracted : i64 to index
// CHECK-NEXT:  %extracted_0 = tensor.extract %arg0[%arg1, %arg1] : tensor<2x3xi64>
// CHECK-NEXT:  %1 = arith.index_cast %extracted_0 : i64 to index
// CHECK-NEXT:  %2 = arith.index_cast %1 : index to i8
// CHECK-NEXT:  return %0, %2 : index, i8
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @gather_splat(%arg0: tensor<2x1xindex>, %arg1: tensor<?x1xindex>) -> (tensor<2x1x3xi32>, tensor<2x3xi32>, tensor<?x1x3xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<7> : tensor<4x3xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<7> : tensor<2x1x3xi32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<7> : tensor<2x3xi32>
// CHECK-NEXT:  %gather = tensor.gather %cst[%arg1] gather_dims([0]) : (tensor<4x3xi32>, tensor<?x1xindex>) -> tensor<?x1x3xi32>
// CHECK-NEXT:  return %cst_0, %cst_1, %gather : tensor<2x1x3xi32>, tensor<2x3xi32>, tensor<?x1x3xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @from_generate(%i: index, %j: index, %t: tensor<*xf32>, %n: index) -> (index, index) {
  %0 = tensor.generate %n, %n {
  ^bb0(%a: index, %b: index):
    %d = tensor.dim %t, %a : tensor<*xf32>
    %s = arith.muli %d, %b : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %1 = tensor.extract %0[%i, %j] : tensor<?x?xindex>
  %2 = tensor.generate %n {
  ^bb0(%a: index):
    tensor.yield %a : index
  } : tensor<?xindex>
  %3 = tensor.extract %2[%j] : tensor<?xindex>
  return %1, %3 : index, index
}

func.func @from_generate_effects(%i: index, %n: index, %m: memref<?xindex>) -> index {
  %0 = tensor.generate %n {
  ^bb0(%a: index):
    memref.store %a, %m[%a] : memref<?xindex>
    tensor.yield %a : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%i] : tensor<?xindex>
  return %1 : index
}

func.func @from_index_cast(%t: tensor<2x3xi64>, %i: index) -> (index, i8) {
  %c1 = arith.constant 1 : index
  %0 = arith.index_cast %t : tensor<2x3xi64> to tensor<2x3xindex>
  %1 = tensor.extract %0[%c1, %i] : tensor<2x3xindex>
  %2 = arith.index_cast %0 : tensor<2x3xindex> to tensor<2x3xi8>
  %3 = tensor.extract %2[%i, %i] : tensor<2x3xi8>
  return %1, %3 : index, i8
}

func.func @gather_splat(%idx: tensor<2x1xindex>, %idx2: tensor<?x1xindex>) -> (tensor<2x1x3xi32>, tensor<2x3xi32>, tensor<?x1x3xi32>) {
  %cst = arith.constant dense<7> : tensor<4x3xi32>
  %0 = tensor.gather %cst[%idx] gather_dims([0]) : (tensor<4x3xi32>, tensor<2x1xindex>) -> tensor<2x1x3xi32>
  %1 = tensor.gather %cst[%idx] gather_dims([0]) : (tensor<4x3xi32>, tensor<2x1xindex>) -> tensor<2x3xi32>
  %2 = tensor.gather %cst[%idx2] gather_dims([0]) : (tensor<4x3xi32>, tensor<?x1xindex>) -> tensor<?x1x3xi32>
  return %0, %1, %2 : tensor<2x1x3xi32>, tensor<2x3xi32>, tensor<?x1x3xi32>
}
